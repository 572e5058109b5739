// chooseShown (server/src/lsp/viewport.ts): which problems a document with
// more than the client keeps publishes, as a table of views and caps.
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

const CASES: Array<[string, View | undefined, number, number[]]> = [
  ['all fit: all, whatever the view', { focus: [at(190)] }, 200, range(0, 199)],
  ['no view: errors first, in text order', undefined, 5, [1, 2, 3, 4, 5]],
  ['no view, room for every error and more: then warnings, then the hint', undefined, 200 - 1, range(0, 199).filter((l) => l !== 150)],
  ['in view first, nearest first, warnings and hints as well as errors', { focus: [at(150, 152)] }, 5, [149, 150, 151, 152, 153]],
  ['a cursor away from the view counts as much', { focus: [at(0, 1), at(120)] }, 5, [0, 1, 2, 119, 120]],
  ['a screen around the view, nearest first', { focus: [at(100, 139)] }, 45, [...range(97, 141)]],
  ['past a screen around the view, the rest by severity', { focus: [at(100, 139)] }, 125, [...range(1, 5), ...range(60, 179)]],
];

describe('chooseShown: the problems published when there are more than the client keeps (issue 19 §4)', () => {
  for (const [what, view, cap, expected] of CASES) {
    it(what, () => {
      assert.deepEqual(lines(chooseShown(ALL, view, cap)), expected);
    });
  }
});
