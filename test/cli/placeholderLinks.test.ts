/**
 * A link whose whole target is a placeholder word (`TODO`, `TBD`, `FIXME`, `XXX`, `INSERT_LINK_HERE`) is a link not written yet: its missing
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
    // rust-lang/this-week-in-rust draft/2026-08-26-this-week-in-rust.md: words that say a link goes there.
    ["Please see the latest [Who's Hiring thread on r/rust](INSERT_LINK_HERE)", 'information'],
    ['<small>[Discuss on r/rust](REDDIT_LINK_HERE)</small>', 'information'],
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
