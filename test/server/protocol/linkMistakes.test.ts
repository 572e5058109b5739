/**
 * Link and fragment rules over the real protocol, as a table: each case a
 * line of a document, the findings of link and fragment codes it gets (code,
 * severity, the text it covers) and, when one, the quick fix's new text of
 * the line. Fragments in any script, `?query#fragment` on the page itself,
 * `##heading` and `[t]((https://…))` as the link mistakes they are, `{#id}`
 * only where a site generator renders the page, nothing that is no link
 * (an HTML comment, an xmlns declaration), an unused definition's missing
 * target as Information, `https//host` (scheme-missing-colon) and scp syntax
 * in an ssh URL (invalid-port) with their fixes.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CodeAction, Diagnostic } from 'vscode-languageserver-protocol/node';
import { DiagnosticSeverity } from 'vscode-languageserver-protocol/node';
import { serverOverTree } from './client';
import type { TestClient } from './client';

const HEAD = '# 主動到備用複寫\n\n## Setup {#custom}\n\n## Usage\n\n';

const TREE: Record<string, string> = {
  'docs/other.md': '# Other\n\n## Part {#part-id}\n',
  'site/mkdocs.yml': 'site_name: x\nmarkdown_extensions:\n  - attr_list\n',
  'site/docs/page.md': '# Page\n',
  'plain-site/mkdocs.yml': 'site_name: y\n',
  'plain-site/docs/page.md': '# Page\n',
};

const CODES = new Set(['link-missing-file', 'link-missing-fragment', 'scheme-missing-colon', 'invalid-port', 'placeholder-component']);

/** Language, file (below the workspace), a line after HEAD, its findings as `code severity covered`, and the fixed line. */
const CASES: [string, string, string, string[], string?][] = [
  ['markdown', 'docs/a.md', '[cjk](#主動到備用複寫)', []],
  // The fix writes the heading's id percent-encoded: a URI, not an IRI.
  ['markdown', 'docs/a.md', '[cjk](#主動到備用)', ['link-missing-fragment warning 主動到備用'], '[cjk](#%E4%B8%BB%E5%8B%95%E5%88%B0%E5%82%99%E7%94%A8%E8%A4%87%E5%AF%AB)'],
  ['markdown', 'docs/a.md', '[encoded](#%E4%B8%BB%E5%8B%95%E5%88%B0%E5%82%99%E7%94%A8%E8%A4%87%E5%AF%AB)', []],
  ['markdown', 'docs/a.md', '[query](?tab=x#usage)', []],
  ['markdown', 'docs/a.md', '[query](?tab=x#usgae)', ['link-missing-fragment warning usgae'], '[query](?tab=x#usage)'],
  ['markdown', 'docs/a.md', '[two](##usage)', ['link-missing-fragment warning #usage'], '[two](#usage)'],
  ['markdown', 'docs/a.md', '[wrapped]((https://example.com/x))', ['link-missing-file warning (https://example.com/x)']],
  // tektoncd/catalog: a link written inside a link's destination, and a reference definition's URL in parentheses.
  ['markdown', 'docs/a.md', '[secret]([https://kubernetes.io/docs/secret/](https://kubernetes.io/docs/secret/))', ['link-missing-file warning [https://kubernetes.io/docs/secret/](https://kubernetes.io/docs/secret/)']],
  ['markdown', 'docs/a.md', '[b][]\n\n[b]: (https://buildpacks.io)', ['link-missing-file warning (https://buildpacks.io)']],
  // GitHub gives `{#custom}` no id, but its author writes ids for a renderer that does (roc's docs/langref, rendered
  // by roc's own program): information; a fragment nothing gives stays a warning, as on a site that reads no `{#id}`.
  ['markdown', 'docs/a.md', '[id on GitHub](#custom)', ['link-missing-fragment information custom']],
  ['markdown', 'docs/a.md', '[no id on GitHub](#customs)', ['link-missing-fragment warning customs']],
  ['markdown', 'docs/a.md', '[slug on GitHub](#setup-custom)', []],
  ['markdown', 'docs/a.md', '[other id on GitHub](../other.md#part-id)', ['link-missing-fragment information part-id']],
  ['markdown', 'site/docs/b.md', '[id in a site](#custom)', []],
  ['markdown', 'plain-site/docs/b.md', '[id in a site without attr_list](#custom)', ['link-missing-fragment warning custom']],
  ['markdown', 'docs/a.md', '<!-- [commented](#commented-out) [gone](gone.md) -->', []],
  ['markdown', 'docs/a.md', '<!--\n[commented](missing-too.md)\n-->', []],
  ['markdown', 'docs/a.md', '[unused]: missing-unused.md', ['link-missing-file information missing-unused.md']],
  ['markdown', 'docs/a.md', '[used]: missing-used.md\nSee [it][used].', ['link-missing-file warning missing-used.md']],
  ['markdown', 'docs/a.md', '[other page](../other.md#nothere)', ['link-missing-fragment warning nothere']],
  ['markdown', 'docs/a.md', 'Visit https//example.com/path.', ['scheme-missing-colon warning https//'], 'Visit https://example.com/path.'],
  ['markdown', 'docs/a.md', '[x](http//example.org/a)', ['scheme-missing-colon warning http//'], '[x](http://example.org/a)'],
  ['markdown', 'docs/a.md', 'git clone ssh://git@github.com:org/repo.git', ['invalid-port error org'], 'git clone ssh://git@github.com/org/repo.git'],
  ['markdown', 'docs/a.md', 'Run https://host:port/ or http://localhost:PORT', ['placeholder-component information port', 'placeholder-component information PORT']],
  ['xml', 'docs/ns.xml', '<root xmlns:x="x" xmlns="urn:y"><a href="gone.xml"/></root>', ['link-missing-file warning gone.xml']],
  // A `$ref` is a reference where the structure puts it (anchors/refs.ts), not wherever its text is: the JSON Schema
  // Test Suite's "property named $ref that is not a reference" (tests/draft2020-12/ref.json), a default, an example.
  ['json', 'schemas/ref.json', '[{"schema": {"properties": {"$ref": {"type": "string"}}}, "tests": [{"description": "property named $ref valid", "data": {"$ref": "a"}, "valid": true}]}]', []],
  ['json', 'schemas/s.json', '{"properties": {"a": {"$ref": "gone.json"}}, "default": {"$ref": "data.json"}, "enum": [{"$ref": "x"}]}', ['link-missing-file warning gone.json']],
  ['yaml', 'api/s.yaml', 'properties:\n  a:\n    $ref: gone.yaml\n    example:\n      $ref: data.yaml\n    default: {$ref: other.yaml}', ['link-missing-file warning gone.yaml']],
  // OpenAPI 3's `examples` is a mapping of Example Objects or references (twilio/twilio-oai twilio_messaging_v2.yaml):
  // its `$ref`s are references, an Example Object's `value` is data.
  ['yaml', 'api/o.yaml', "content:\n  application/json:\n    examples:\n      whatsapp_create:\n        $ref: 'examples/whatsapp_create_request.yaml'\n      inline:\n        value:\n          $ref: 'not-a-link.yaml'", ['link-missing-file warning examples/whatsapp_create_request.yaml']],
  ['yaml', 'api/p.yaml', "components:\n  examples:\n    whatsapp_fetch:\n      value: {}\nresponse:\n  examples:\n    whatsapp_fetch:\n      $ref: '#/components/examples/whatsapp_fetch'\n    whatsapp_create:\n      $ref: '#/components/examples/whatsapp_create_response'", ['link-missing-fragment warning /components/examples/whatsapp_create_response']],
  // A browser looks for the fragment as written, then percent-decoded: jazzy's pages (Alamofire/Alamofire
  // docs/Enums/AF.html) name their sections `<a name="/Data%20Request">` and link `#/Data%20Request`.
  ['html', 'docs/AF.html', '<a name="/Data%20Request"></a><a href="#/Data%20Request">Data Request</a>', []],
  ['html', 'docs/AF2.html', '<a name="/Data Request"></a><a href="#/Data%20Request">Data Request</a>', []],
  ['html', 'docs/AF3.html', '<a name="/Data%20Request"></a><a href="#/Upload%20Request">Upload Request</a>', ['link-missing-fragment warning /Upload%20Request']],
  // An e-mail or web address written without its scheme reads as a relative path (rust-lang/advisory-db
  // CODE_OF_CONDUCT.md, crates/tandem/RUSTSEC-2025-0117.md; aws-cloudformation-templates' ExecutionRoleBuilder
  // README.md): the fix adds the scheme; a file name that only looks so (`logo@2x.png`, `setup.py`) stays a file.
  ['markdown', 'docs/a.md', 'please contact any of the [Rust Moderation Team](rust-mods@rust-lang.org)', ['link-missing-file warning rust-mods@rust-lang.org'],
    'please contact any of the [Rust Moderation Team](mailto:rust-mods@rust-lang.org)'],
  ['markdown', 'docs/a.md', 'The tandem crates in [https://github.com/sine-fdn](github.com/sine-fdn) are no longer maintained', ['link-missing-file warning github.com/sine-fdn'],
    'The tandem crates in [https://github.com/sine-fdn](https://github.com/sine-fdn) are no longer maintained'],
  ['markdown', 'docs/a.md', '[Quint Van Deman](www.linkedin.com/in/quint-van-deman)', ['link-missing-file warning www.linkedin.com/in/quint-van-deman'],
    '[Quint Van Deman](https://www.linkedin.com/in/quint-van-deman)'],
  ['markdown', 'docs/a.md', '![logo](logo@2x.png) [setup](setup.py)', ['link-missing-file warning logo@2x.png', 'link-missing-file warning setup.py']],
  ['xml', 'docs/schema.xml', '<c xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="urn:v missing.xsd"/>', ['link-missing-file information missing.xsd']],
];

describe('protocol (spawn): link and fragment mistakes, as a table', () => {
  let client: TestClient;
  let dir: string;
  const uriOf = (rel: string) => pathToFileURL(path.join(dir, rel)).href;

  serverOverTree('uri-lint-link-mistakes-', TREE, (started, folder) => {
    client = started;
    dir = folder;
  });

  let n = 0;
  for (const [languageId, file, line, expected, fixed] of CASES) {
    it(`${file}: ${line.replace(/\n/g, '⏎')}`, async () => {
      // Each case in a folder of its own: a folder's failures together are evidence (evidence.ts) that would change them.
      const rel = file.replace(/\/([^/]+)$/, `/c${++n}/$1`);
      const uri = uriOf(rel);
      const text = languageId === 'markdown' ? `${HEAD}${line}\n` : `${line}\n`;
      const diagnostics = (await client.openSettled(languageId, text, uri)).filter((d) => CODES.has(String(d.code)));
      const covered = (d: Diagnostic) => text.split('\n')[d.range.start.line]!.slice(d.range.start.character, d.range.end.character);
      const severity = (d: Diagnostic) => ({ [DiagnosticSeverity.Error]: 'error', [DiagnosticSeverity.Warning]: 'warning', [DiagnosticSeverity.Information]: 'information', [DiagnosticSeverity.Hint]: 'hint' })[d.severity!];
      assert.deepEqual(diagnostics.map((d) => `${d.code} ${severity(d)} ${covered(d)}`), expected);
      if (fixed === undefined) return;
      const [first] = diagnostics;
      const actions = (await client.codeActions(uri, first!.range, [first!])) as CodeAction[];
      const fix = actions.find((a) => a.edit?.changes?.[uri] && a.diagnostics?.some((d) => d.code === first!.code));
      assert.ok(fix, `a quick fix for ${first!.code}`);
      const lineNo = first!.range.start.line;
      let after = text.split('\n')[lineNo]!;
      for (const edit of [...fix.edit!.changes![uri]!].sort((a, b) => b.range.start.character - a.range.start.character)) {
        after = after.slice(0, edit.range.start.character) + edit.newText + after.slice(edit.range.end.character);
      }
      assert.equal(after, fixed);
    });
  }

  // The syntax rule's finding on a wrapped URL is declared said by the link rule: left out where that rule speaks,
  // said where it does not (its code off, or link checks off).
  for (const [settings, expected] of [
    [{}, ['link-missing-file (https://example.com/x)']],
    [{ severity: { 'link-missing-file': 'off' } }, ['colon-in-first-segment (https:']],
    [{ links: { checkFiles: false } }, ['colon-in-first-segment (https:']],
  ] as const) {
    it(`says [t]((https://…)) once, by ${expected[0]!.split(' ')[0]}, under ${JSON.stringify(settings)}`, async () => {
      await client.updateSettings(settings);
      const text = `${HEAD}[wrapped]((https://example.com/x))\n`;
      const diagnostics = await client.openSettled('markdown', text, uriOf(`docs/said${++n}/a.md`));
      const covered = (d: Diagnostic) => text.split('\n')[d.range.start.line]!.slice(d.range.start.character, d.range.end.character);
      assert.deepEqual(diagnostics.map((d) => `${d.code} ${covered(d)}`), expected);
      await client.updateSettings({});
    });
  }

  it('checks no fragment, of the page itself either, with uriLint.links.checkFiles false', async () => {
    await client.updateSettings({ links: { checkFiles: false } });
    const diagnostics = await client.openSettled('markdown', `${HEAD}[own](#gone) [two](##usage) [other](other.md#nothere)\n`, uriOf('docs/off.md'));
    assert.deepEqual(diagnostics.filter((d) => String(d.code).startsWith('link-')), []);
    await client.updateSettings({});
  });
});
