/**
 * The repositories' precision sample (bench/precision-repos.ts):
 * judgments are kept by key in a Markdown table, so the table must read back
 * exactly what was written, and the draw must keep an item drawn while the
 * items before it stay, whatever else the linter adds or stops reporting.
 */
import { strict as assert } from 'node:assert';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { drawSample, elide, escapeCell, reposOf, shownKey, splitRow, type Item, type Repo } from '../../bench/precision-repos';

const ROOT = path.resolve(__dirname, '../../..');
const SPLIT = path.join(ROOT, 'scripts/precision-split.js');

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

  it('shows a long diagnosed text (an SVG\'s base64 image) by its start and end and how long it is; short text whole', () => {
    const base64 = `iVBORw0KGgoAAAANSUhEUgAAA+gAAAH0CAYAAACuKActAAAACXBIWXMAAHsIAAB7CAF4JB2hAABG ${'uWlUWHRYTUw6'.repeat(4000)}RK5CYII=`;
    const shown = elide(base64);
    assert.ok(shown.length < 120, shown);
    assert.ok(shown.startsWith('iVBORw0KGgoAAAANSUhEUgAAA+gAAAH0CAYAAACuKActAAAA') && shown.endsWith('RK5CYII='), shown);
    assert.match(shown, /⟨48,085 characters⟩/);
    assert.equal(elide(shown), shown);
    assert.equal(elide('https://example.com/a b'), 'https://example.com/a b');
    // A verdict kept under the whole text reads back under the elided key.
    const key = `babel-website/website/static/img/users/WebJamLLC.svg:1:150 invalid-character ⟦${base64}⟧`;
    assert.equal(shownKey(key), `babel-website/website/static/img/users/WebJamLLC.svg:1:150 invalid-character ⟦${shown}⟧`);
    assert.equal(shownKey(shownKey(key)), shownKey(key));
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

  it('puts every round\'s tuning repositories in the tuning half, and a held-out repository in its round\'s half only', () => {
    const repos: Repo[] = [
      { ...big, name: 'a', half: 'tuning' }, { ...big, name: 'b', half: 'heldout' }, { ...big, name: 'c' },
      { ...big, name: 'd', half: 'tuning', round: 2 }, { ...big, name: 'e', half: 'heldout', round: 2 },
      { ...big, name: 'f', half: 'heldout', round: 3 },
    ];
    const names = (half: 'tuning' | 'heldout', ...rounds: number[]): string[] => reposOf(repos, half, rounds).map((r) => r.name);
    assert.deepEqual(names('tuning', 1), ['a', 'c', 'd']);
    assert.deepEqual(names('heldout', 1), ['b']);
    assert.deepEqual(names('heldout', 2), ['e']);
    assert.deepEqual(names('heldout', 2, 3), ['e', 'f'], 'rounds judged together');
  });
});

describe('scripts/precision-split.js: one seeded draw per round', () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'bench/precision-repos.json'), 'utf8')) as { repositories: Repo[] };
  const check = (repositories: Repo[]): { status: number | null; stdout: string } => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'uri-lint-split-')), 'manifest.json');
    fs.writeFileSync(file, JSON.stringify({ ...manifest, repositories }));
    const run = spawnSync(process.execPath, [SPLIT, '--manifest', file, '--check'], { encoding: 'utf8' });
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
    return { status: run.status, stdout: run.stdout };
  };
  const flipped = (name: string): Repo[] => manifest.repositories.map((repo) =>
    (repo.name === name ? { ...repo, half: repo.half === 'heldout' ? 'tuning' : 'heldout' } : repo));

  it('finds the manifest\'s halves to be the draws\'', () => {
    assert.deepEqual(check(manifest.repositories), { status: 0, stdout: '' });
  });

  it('tells a half changed by hand, in either round', () => {
    for (const repo of [manifest.repositories.find((r) => r.half === 'heldout' && r.round === undefined)!,
      manifest.repositories.find((r) => r.half === 'heldout' && r.round === 2)!]) {
      const run = check(flipped(repo.name));
      assert.equal(run.status, 1, repo.name);
      assert.match(run.stdout, new RegExp(`^${repo.name} \\(round ${repo.round ?? 1}\\): the manifest says tuning, the draw heldout`));
    }
  });

  it('leaves round 1\'s draw as it was when a later round is added, and draws one of each kind of round 2 into each half', () => {
    assert.deepEqual(check(manifest.repositories.filter((r) => r.round === undefined)), { status: 0, stdout: '' });
    const kinds = new Map<string, string[]>();
    for (const repo of manifest.repositories.filter((r) => r.round === 2)) kinds.set(repo.kind, [...(kinds.get(repo.kind) ?? []), repo.half!]);
    assert.equal(kinds.size, 8);
    for (const [kind, halves] of kinds) assert.deepEqual(halves.sort(), ['heldout', 'tuning'], kind);
  });
});
