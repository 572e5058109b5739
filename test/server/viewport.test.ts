// chooseShown (server/src/lsp/viewport.ts): which problems a document with
// more than the client keeps publishes, and in which order (VS Code draws the
// squiggles of the first 500 only), as a table of views and caps.
import assert from 'node:assert/strict';
import type { Diagnostic } from 'vscode-languageserver';
import { chooseShown } from '@uri-lint/server/lsp';
import type { View } from '@uri-lint/server/lsp';

/** One problem per line 0–199: an error, but a warning on every tenth line and a hint on line 150. */
const ALL: Diagnostic[] = Array.from({ length: 200 }, (_, line) => ({
  range: { start: { line, character: 0 }, end: { line, character: 1 } },
  message: `line ${line}`,
  severity: line === 150 ? 4 : line % 10 === 0 ? 2 : 1,
}));

const at = (first: number, last = first): View['focus'][number] => [first, last];
const lines = (shown: Diagnostic[]) => shown.map((d) => d.range.start.line);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
/** Two lines of ALL in the order chooseShown ranks lines equally near: errors before warnings, then by line. */
const bySeverity = (a: number, b: number) => Number(a % 10 === 0) - Number(b % 10 === 0) || a - b;
const ERRORS = range(0, 199).filter((l) => l % 10 !== 0 && l !== 150);
const WARNINGS = range(0, 19).map((k) => k * 10).filter((l) => l !== 150);

const CASES: Array<[string, View | undefined, number, number[]]> = [
  ['all fit: all, whatever the view', { focus: [at(190)] }, 200, range(0, 199)],
  ['no view: errors first, in text order', undefined, 5, [1, 2, 3, 4, 5]],
  ['no view, room for every error and more: then warnings, then the hint', undefined, 200 - 1, [...ERRORS, ...WARNINGS]],
  ['in view first (by severity, the hint after the errors), then the nearest', { focus: [at(150, 152)] }, 5, [151, 152, 150, 149, 153]],
  ['a cursor away from the view counts as much', { focus: [at(0, 1), at(120)] }, 5, [1, 0, 120, 2, 119]],
  ['a screen around the view, nearest first', { focus: [at(100, 139)] }, 45,
    [...range(100, 139).filter((l) => l % 10 !== 0), 100, 110, 120, 130, 99, 140, 98, 141, 97]],
  ['past a screen around the view, the rest by severity, errors first', { focus: [at(100, 139)] }, 125,
    [...range(100, 139).filter((l) => l % 10 !== 0), 100, 110, 120, 130, ...range(1, 40).flatMap((d) => [100 - d, 139 + d].sort(bySeverity)), 1, 2, 3, 4, 5]],
];

describe('chooseShown: the problems published when there are more than the client keeps', () => {
  for (const [what, view, cap, expected] of CASES) {
    it(what, () => {
      assert.deepEqual(lines(chooseShown(ALL, view, cap)), expected);
    });
  }
});

describe('chooseShown: VS Code draws the squiggles of the first 500 diagnostics of a file', () => {
  /** 600 errors, one per line. */
  const MANY: Diagnostic[] = Array.from({ length: 600 }, (_, line) => ({ range: { start: { line, character: 0 }, end: { line, character: 1 } }, message: `line ${line}`, severity: 1 }));

  it('all 600 published, the view at the end first: its problems are among the 500 drawn', () => {
    const shown = lines(chooseShown(MANY, { focus: [at(580, 599)] }, 1000));
    assert.equal(shown.length, 600);
    assert.deepEqual(shown.slice(0, 20), range(580, 599));
    assert.deepEqual([...shown].sort((a, b) => a - b), range(0, 599));
  });

  it('500 or fewer: in text order, whatever the view', () => {
    assert.deepEqual(lines(chooseShown(MANY.slice(0, 500), { focus: [at(499)] }, 1000)), range(0, 499));
  });
});
