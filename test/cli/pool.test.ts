/**
 * The threads of a run: when `auto` starts workers (only when
 * the files left would keep this thread busy longer than the workers take to
 * pay for themselves), that a fixed count of threads really shares the files,
 * and that the results come back in the files' order whoever checked them,
 * equal to one thread's.
 */
import * as assert from 'node:assert/strict';
import path from 'node:path';
import { autoPolicy, checkBatch, CHUNK, paceSettled, Pool, quickestWindow, workersPay } from '@uri-lint/server/cli';
import type { Batch } from '@uri-lint/server/cli';
import { DEFAULT_SETTINGS } from '@uri-lint/server/contract';
import { removeTempTrees, tempTree } from './helpers';

/** `count` Markdown files of about `size` bytes, each with a bad port on its last line. */
function batchOf(count: number, size: number): Batch {
  const line = 'A line with https://example.com/ok in it and nothing wrong.\n';
  const files: Record<string, string> = {};
  for (let i = 0; i < count; i++) files[`f${String(i).padStart(4, '0')}.md`] = `${line.repeat(Math.ceil(size / line.length))}Port http://example.com:8${i}x/ here.\n`;
  const dir = tempTree(files);
  return {
    files: Object.keys(files).map((name) => ({ path: path.join(dir, name), rel: name, settings: 0 })),
    settings: [DEFAULT_SETTINGS],
    hash: false,
  };
}

describe('uri-lint: the threads of a run', () => {
  after(removeTempTrees);

  describe('workersPay: workers start when the files left outlast their warm-up', () => {
    // Pace 0.1 ms a file since the warm mark: 5,000 files left are 500 ms, 20,000 are 2 s.
    const cases: [string, Parameters<typeof workersPay>[0], Parameters<typeof workersPay>[1], number, boolean][] = [
      ['a short run: no', { ms: 200, files: 1000 }, { ms: 400, files: 3000 }, 5000, false],
      ['a long run: yes', { ms: 200, files: 1000 }, { ms: 400, files: 3000 }, 20000, true],
      ['nothing left: no', { ms: 200, files: 1000 }, { ms: 400, files: 3000 }, 0, false],
      // The cold start is not the pace: 1 ms a file before the mark would say yes.
      ['paced from the warm mark, not the start', { ms: 1000, files: 1000 }, { ms: 1100, files: 2000 }, 5000, false],
      // One chunk took past the warm-up: the pace since the start is all there is.
      ['no warm mark: paced from the start', undefined, { ms: 500, files: 32 }, 100, true],
      ['a warm mark with no file since: paced from the start', { ms: 450, files: 32 }, { ms: 450, files: 32 }, 10, false],
    ];
    // A policy whose workers pay past a second of files left.
    const policy = { warmMs: 200, windowMs: 200, latestMs: 3000, payoffMs: 1000 };
    for (const [name, warm, now, left, pays] of cases) {
      it(name, () => assert.equal(workersPay(warm, now, left, policy), pays));
    }
  });

  describe('paceSettled: the pace is judged once it no longer falls fast', () => {
    const cases: [string, Parameters<typeof paceSettled>, boolean][] = [
      // The links benchmark's first windows: 150 files, then 250, then 400 in 200 ms each.
      ['files getting much quicker (a run reading its links\' targets first): no', [{ ms: 200, files: 150 }, { ms: 400, files: 400 }, { ms: 600, files: 800 }], false],
      ['an even pace: yes', [{ ms: 200, files: 1000 }, { ms: 400, files: 2000 }, { ms: 600, files: 3000 }], true],
      ['a little quicker (less than a fifth): yes', [{ ms: 200, files: 1000 }, { ms: 400, files: 2000 }, { ms: 600, files: 3150 }], true],
      ['slower (larger files): yes', [{ ms: 200, files: 1000 }, { ms: 400, files: 2000 }, { ms: 600, files: 2500 }], true],
      ['a first window of one large file, then many small ones: no (judged at the next window)', [{ ms: 200, files: 10 }, { ms: 400, files: 10 }, { ms: 600, files: 500 }], false],
    ];
    for (const [name, marks, settled] of cases) it(name, () => assert.equal(paceSettled(...marks), settled));
  });

  it('quickestWindow: the files left are paced by the quickest window, not by a moment the machine was busy', () => {
    const marks = [{ ms: 200, files: 100 }, { ms: 400, files: 500 }, { ms: 600, files: 700 }, { ms: 800, files: 1100 }];
    assert.deepEqual(quickestWindow(marks), [marks[0], marks[1]]);
    assert.deepEqual(quickestWindow([...marks, { ms: 1000, files: 1600 }]), [marks[3], { ms: 1000, files: 1600 }]);
  });

  describe('autoPolicy: the more workers, the sooner they pay', () => {
    // A worker's warm-up times s / (s - 1), where s = 1 + 0.125 a worker is what the threads check in all, in one thread's terms.
    const cases: [number, number][] = [[1, 5400], [3, 2200], [7, 1286], [0, 5400]];
    for (const [workers, payoffMs] of cases) {
      it(`${workers} worker(s): past ${payoffMs} ms of files left`, () => assert.equal(autoPolicy(workers).payoffMs, payoffMs));
    }
    it('one worker does not start for a run 5 s from its end, does for one 6 s from it; three do for one 3 s from it', () => {
      const warm = { ms: 200, files: 1000 };
      const now = { ms: 400, files: 3000 }; // 0.1 ms a file
      assert.equal(workersPay(warm, now, 50_000, autoPolicy(1)), false);
      assert.equal(workersPay(warm, now, 60_000, autoPolicy(1)), true);
      assert.equal(workersPay(warm, now, 30_000, autoPolicy(3)), true);
    });
  });

  it('auto on a short run: this thread alone, no worker started', async () => {
    const batch = batchOf(40, 200);
    const pool = new Pool('auto');
    const results = await pool.run(batch, checkBatch);
    assert.deepEqual(pool.stats, { workersStarted: 0, byWorkers: 0 });
    assert.deepEqual(results, checkBatch(batch));
  });

  it('auto with a policy that always pays: the workers start once the pace is measured', async () => {
    const batch = batchOf(100, 200);
    const pool = new Pool('auto', { warmMs: 0, windowMs: 0, latestMs: 0, payoffMs: 0 }, 1, () => 1);
    const results = await pool.run(batch, checkBatch);
    assert.equal(pool.stats.workersStarted, 1);
    assert.deepEqual(results, checkBatch(batch));
  });

  it('auto starts no more workers than the machine has idle cores, as make --load-average: none when they are busy', async () => {
    const batch = batchOf(100, 200);
    const pays = { warmMs: 0, windowMs: 0, latestMs: 0, payoffMs: 0 };
    const busy = new Pool('auto', pays, 3, () => 0.4);
    assert.deepEqual(await busy.run(batch, checkBatch), checkBatch(batch));
    assert.equal(busy.stats.workersStarted, 0);
    const oneIdle = new Pool('auto', pays, 3, () => 1.2);
    assert.deepEqual(await oneIdle.run(batch, checkBatch), checkBatch(batch));
    assert.equal(oneIdle.stats.workersStarted, 1);
  });

  it('a fixed count starts no more workers than the run has chunks of files for', async () => {
    const batch = batchOf(40, 200);
    const pool = new Pool(8);
    const results = await pool.run(batch, checkBatch);
    assert.equal(pool.stats.workersStarted, Math.ceil(40 / CHUNK) - 1);
    assert.deepEqual(results, checkBatch(batch));
  });

  it('two threads share the files (the worker checks some) and the results are in order, equal to one thread\'s', async function () {
    this.timeout(120_000);
    // The first chunk keeps this thread busy far longer than a worker takes to start.
    const batch = batchOf(40, 110_000);
    const pool = new Pool(2);
    const results = await pool.run(batch, checkBatch);
    assert.equal(pool.stats.workersStarted, 1);
    assert.ok(pool.stats.byWorkers > 0, 'the worker checked files');
    assert.deepEqual(results.map((r) => r.report.problems.map((p) => p.code)), batch.files.map(() => ['invalid-port']));
    assert.deepEqual(results, checkBatch(batch));
    assert.ok(results.every((r, i) => r.report.path === batch.files[i]!.rel));
  });
});
