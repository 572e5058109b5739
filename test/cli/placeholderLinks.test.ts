/**
 * A link whose whole target is a placeholder word (`TODO`, `TBD`, `FIXME`, `XXX`) is a link not written yet: its missing
 * file is said as information, never a warning. A file of such a name with an extension, or a word that merely contains
 * one, is a file's name like any other.
 */
import assert from 'node:assert/strict';
import { positionOf, problemList, removeTempTrees, runJson, tempTree } from './helpers';

describe('CLI: a link whose target is a placeholder word', () => {
  after(removeTempTrees);

  // dart-lang/language accepted/2.2/set-literals/implementation-plan.md:4, then rows of the same shape.
  const rows: [string, 'information' | 'warning'][] = [
    [' - [Tracking issue](TODO)', 'information'],
    ['See the [design doc](TBD).', 'information'],
    ['[Migration guide](fixme)', 'information'],
    // A file's name: a missing TODO.md, or a page named after a word with more to it, is a missing file.
    ['[Open tasks](TODO.md)', 'warning'],
    ['[Tasks](todo-list)', 'warning'],
  ];
  for (const [line, severity] of rows) {
    it(`${JSON.stringify(line)}: ${severity}`, () => {
      const text = `# Plan\n\n${line}\n`;
      const run = runJson([], tempTree({ 'plan.md': text }));
      const link = /\]\(([^)]+)\)/.exec(line)![1]!;
      assert.deepEqual(problemList(run.report), [`plan.md:${positionOf(text, `](${link}`).replace(/:(\d+)$/, (_, c: string) => `:${Number(c) + 2}`)} ${severity} link-missing-file`]);
    });
  }
});
