/**
 * The repositories' precision sample (bench/precision-repos.ts):
 * judgments are kept by key in a Markdown table, so the table must read back
 * exactly what was written, and the draw must keep an item drawn while the
 * items before it stay, whatever else the linter adds or stops reporting.
 */
import { strict as assert } from 'node:assert';
import { drawSample, escapeCell, splitRow, type Item, type Repo } from '../../bench/precision-repos';

function items(repo: Repo, n: number, severity = 'error'): Item[] {
  return Array.from({ length: n }, (_, i) => ({
    repo, path: `f${i}.txt`, language: 'plaintext', line: i + 1, column: 1, severity, code: 'invalid-character',
    snippet: 'x', key: `${repo.name}/f${i}.txt:${i + 1}:1 invalid-character ⟦|⟧`,
  }));
}

const big: Repo = { name: 'big', kind: 'C', repository: 'o/big', commit: 'c' };
const small: Repo = { name: 'small', kind: 'Go', repository: 'o/small', commit: 'c' };

describe('bench: precision on repositories', () => {
  it('reads back every cell as written: | and backslashes escaped, a code span unwrapped', () => {
    for (const text of ['⟦\\⟧">Sphinx', 'a|b', 'x\\|y', 'end\\', '\\\\|', 'plain']) {
      const row = `| r | \`${escapeCell(text)}\` | error | ${escapeCell(text)} |`;
      assert.deepEqual(splitRow(row), ['r', text, 'error', text]);
    }
  });

  it('is not a table row: the header rule and prose', () => {
    assert.equal(splitRow('| --- | --- |'), undefined);
    assert.equal(splitRow('Verdicts:'), undefined);
  });

  it('draws errors and warnings only, in turn from each repository', () => {
    const drawn = drawSample([...items(big, 500), ...items(small, 5), ...items(small, 50, 'information')]);
    assert.equal(drawn.filter((i) => i.repo === small).length, 5);
    assert.ok(drawn.every((i) => i.severity === 'error'));
    assert.equal(drawn.length, 330);
  });

  it('shares the sample evenly between repositories that have enough', () => {
    const other: Repo = { ...small, name: 'other' };
    const drawn = drawSample([...items(big, 500), ...items(other, 300), ...items(small, 5)], 400, 'heldout');
    assert.deepEqual([big, other, small].map((repo) => drawn.filter((i) => i.repo === repo).length), [198, 197, 5]);
  });

  it('draws another sample with another seed', () => {
    const all = items(big, 500);
    const a = new Set(drawSample(all, 100, 'one').map((i) => i.key));
    const b = drawSample(all, 100, 'two').map((i) => i.key);
    assert.ok(b.filter((key) => a.has(key)).length < 50);
  });

  it('keeps an item drawn when items not drawn come and go', () => {
    const all = items(big, 500);
    const first = new Set(drawSample(all).map((i) => i.key));
    const undrawn = all.filter((i) => !first.has(i.key));
    const without = all.filter((i) => i !== undrawn[0] && i !== undrawn[1]);
    assert.deepEqual(new Set(drawSample(without).map((i) => i.key)), first);
  });
});
