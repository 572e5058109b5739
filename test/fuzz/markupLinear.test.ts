/**
 * Time per input byte is bounded in the finders of markup languages' own
 * link syntax and in AsciiDoc's anchors: on runs of their openers that
 * never close (`link:link:…`, `<<a,<<a,…`, `:doc:\`…`, `[[a,[[a,…`), 8 times
 * the input takes well under 64 times the time. The least of a few runs,
 * measured once more before it fails, since a busy machine can stall them.
 */
import * as assert from 'node:assert/strict';
import { performance } from 'node:perf_hooks';
import { findUris } from '@uri-lint/shared';
import { judgeFragment, TargetIndex } from '@uri-lint/server/service';

const SMALL = 64 * 1024;
const FACTOR = 8;
/** Linear time gives 8×, quadratic 64×: the bound leaves room for a busy machine and the collector, not for a square. */
const BOUND = 40;
const RUNS = 5;

const fill = (unit: string, n: number): string => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);

/** The least time of `RUNS` runs: what a run costs when the machine lets it run (a busy machine stalls runs, never hastens them). */
function least(run: () => unknown): number {
  let best = Infinity;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    run();
    best = Math.min(best, performance.now() - t0);
  }
  return best;
}

function ratio(make: (n: number) => string, run: (text: string) => unknown): number {
  const small = make(SMALL);
  const large = make(SMALL * FACTOR);
  run(small);
  return least(() => run(large)) / Math.max(0.05, least(() => run(small)));
}

function assertLinear(what: string, make: (n: number) => string, run: (text: string) => unknown): void {
  let r = ratio(make, run);
  if (r >= BOUND) r = ratio(make, run);
  assert.ok(r < BOUND, `${what}: ${FACTOR}× the input took ${r.toFixed(1)}× the time`);
}

const PATTERNS: ReadonlyArray<[string, string, (n: number) => string]> = [
  ['asciidoc', 'link:', (n) => fill('link:', n)],
  ['asciidoc', 'link:++', (n) => fill('link:++a', n)],
  ['asciidoc', 'link:pass:[', (n) => fill('link:pass:[a', n)],
  ['asciidoc', 'http://http://', (n) => fill('http://', n)],
  ['asciidoc', 'xref:', (n) => fill('xref:a', n)],
  ['asciidoc', '<<a,', (n) => fill('<<a,', n)],
  ['asciidoc', '<<a', (n) => fill('<<a', n)],
  ['asciidoc', 'image:', (n) => fill('image:a', n)],
  ['asciidoc', 'lines of ----', (n) => fill('----\nlink:a[]\n', n)],
  ['restructuredtext', ':doc:`', (n) => fill(':doc:`', n)],
  ['restructuredtext', ':samp:`http://{', (n) => fill(':samp:`http://{<a>', n)],
  ['restructuredtext', 'lines of ::', (n) => fill('a::\n\n   :doc:`x`\n', n)],
  ['org', '[[a', (n) => fill('[[a', n)],
  ['org', '[[file:a][', (n) => fill('[[file:a][', n)],
  ['org', 'lines of #+begin_src', (n) => fill('#+begin_src x\n[[https://x]]\n', n)],
  ['latex', '\\href{', (n) => `\\documentclass{x}\n${fill('\\href{', n)}`],
  ['latex', '\\input[[[', (n) => `\\documentclass{x}\n${fill('\\input[a', n)}`],
  ['latex', 'unescaped {', (n) => fill('\\url{{', n)],
  ['pod', 'L<', (n) => fill('L<a', n)],
  ['pod', 'L<<', (n) => fill('L<< a|', n)],
  ['pod', 'paragraphs', (n) => fill('=head1 x\n\n    v\n\nL<a|http://x>\n\n', n)],
  ['textile', '"a":', (n) => fill('"a":', n)],
  ['textile', '"a"', (n) => fill('"a" ', n)],
  ['textile', '!a', (n) => fill('!{a}(b)[c]<a', n)],
  ['textile', '@a@ "a":b.c', (n) => fill('@a@ "a":b.html ', n)],
  ['wikitext', '[http://', (n) => fill('[http://', n)],
  ['wikitext', 'http://x(', (n) => fill('http://x(', n)],
  ['wikitext', '<pre>', (n) => fill('<pre>', n)],
  ['wikitext', '[[a', (n) => fill('[[a', n)],
  ['jupyter', 'a markdown cell', (n) => `{"cells": [{"cell_type": "markdown", "source": ["${fill('[t](http://x/) \\"', n)}"]}]}`],
  ['jupyter', 'many cells', (n) => `{"cells": [${fill('{"cell_type": "code", "source": ["u = \\"http://x\\""]},', n)}{}]}`],
];

const ANCHOR_PATTERNS: ReadonlyArray<[string, (n: number) => string]> = [
  ['[[a,', (n) => fill('[[a,', n)],
  ['[#a', (n) => fill('[#a', n)],
  ['[id=', (n) => fill('[x id=', n)],
  ['a title of *a', (n) => `== ${fill('*a ', n)}`],
  ['titles', (n) => fill('== Title *with* `code`\n', n)],
];

describe(`linear time: markup languages' link syntax and AsciiDoc anchors, ${SMALL / 1024} KB → ${(SMALL * FACTOR) / 1024} KB under ${BOUND}×`, () => {
  for (const [languageId, name, make] of PATTERNS) {
    it(`findUris: ${JSON.stringify(name)} in ${languageId}`, () => assertLinear(`${name} (${languageId})`, make, (text) => findUris(text, { languageId })));
  }
  for (const [name, make] of ANCHOR_PATTERNS) {
    it(`AsciiDoc anchors: ${JSON.stringify(name)}`, () => assertLinear(name, make, (text) => judgeFragment('missing', new TargetIndex(text, 'asciidoc', 'github'))));
  }
});
