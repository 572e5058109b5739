/**
 * What a dune file says its folder's build writes (links/buildRules.ts `duneOutputs`), and the parts of an AsciiDoc
 * text GitHub does not render (links/asciidocConditions.ts): tables of real files' lines.
 */
import assert from 'node:assert/strict';
import { duneOutputs, hiddenFromGithubRanges } from '@uri-lint/server/service/internal';

const DUNE: [string, string, string[], string[]][] = [
  // savonet/liquidsoap doc/dune.inc: a rule's target.
  ['a target', '(rule\n (alias doc)\n (package liquidsoap)\n (target protocols.md)\n (action\n  (with-stdout-to\n   protocols.md\n   (run %{bin:liquidsoap} --list-protocols-md))))\n', ['protocols.md'], []],
  ['targets', '(rule (targets a.ml b.ml) (action (run gen)))', ['a.ml', 'b.ml'], []],
  // No target declared: what the action redirects to.
  ['a redirect', '(rule (action (with-stdout-to version.ml (echo "let v = 1"))))', ['version.ml'], []],
  // savonet/liquidsoap src/js/dune: an executable compiled to JavaScript, js_of_ocaml's `.bc.js`.
  ['a js executable', '(executable\n (name interactive_js)\n (modes js)\n (modules interactive_js))', ['interactive_js.bc.js'], []],
  ['a native executable', '(executable (name main))', [], []],
  // savonet/liquidsoap doc/dune: the rules of a generated file it includes.
  ['an include', '; Regenerate using dune build @gendune --auto-promote\n(include dune.inc)\n', [], ['dune.inc']],
  // A variable's, a path's and a commented stanza's names are none.
  ['no plain name', '(rule (target %{bin:x}) (action (run x)))\n(rule (target ../up.txt) (action (run x)))\n#;(rule (target skipped.txt))\n#| (rule (target block.txt)) |#', [], []],
];

describe('dune files: what their folder\'s build writes', () => {
  for (const [name, text, outputs, includes] of DUNE) {
    it(name, () => assert.deepEqual(duneOutputs(text), { outputs, includes }));
  }
});

describe('AsciiDoc: the parts GitHub does not render', () => {
  // jtroo/kanata docs/config.adoc:30-47, in part.
  const text = 'ifdef::env-github[]\n* https://github.com/jtroo/kanata/blob/v1.12.0/docs/config.adoc[v1.12.0]\nendif::[]\nifndef::env-github[]\n* link:/config-1.12.0.html[v1.12.0]\nendif::[]\n\n== Preamble\n';
  const hidden = (t: string): string[] => hiddenFromGithubRanges(t).map(([start, end]) => t.slice(start, end));
  it('an ifndef::env-github[] block, not an ifdef::env-github[] one', () => {
    assert.deepEqual(hidden(text), ['ifndef::env-github[]\n* link:/config-1.12.0.html[v1.12.0]\nendif::[]']);
  });
  it('the one-line form covers its line alone', () => {
    assert.deepEqual(hidden('a\nifndef::env-github[link:/x.html[x]]\nb\n'), ['ifndef::env-github[link:/x.html[x]]']);
  });
  it('a block nested in another, and one left open to the end', () => {
    assert.deepEqual(hidden('ifndef::env-github[]\nifdef::backend-html5[]\nx\nendif::[]\ny\nendif::[]\nz\n'), ['ifndef::env-github[]\nifdef::backend-html5[]\nx\nendif::[]\ny\nendif::[]']);
    assert.deepEqual(hidden('a\nifndef::env-github[]\nb\n'), ['ifndef::env-github[]\nb\n']);
  });
  it('another attribute\'s block is not GitHub\'s to skip', () => {
    assert.deepEqual(hidden('ifndef::env-site[]\nx\nendif::[]\n'), []);
  });
});
