/**
 * Timing helpers for the benchmarks: warm up, run several rounds, report
 * the median, since the machines are shared and noisy.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as zlib from 'node:zlib';

/** A seeded pseudo-random generator (mulberry32) in [0, 1): the same numbers from the same seed, every run. */
export function seededRandom(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The median of a list of numbers. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  if (sorted.length === 0) return NaN;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Runs `fn` as many times again to warm up (so that every library is
 * measured after its optimizing compiler has settled, whatever order the
 * rows run in), then `rounds` times; returns the median in milliseconds.
 */
export function time(fn: () => unknown, rounds = 9): number {
  for (let r = 0; r < rounds; r++) fn();
  const samples: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const t0 = process.hrtime.bigint();
    fn();
    samples.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return median(samples);
}

/**
 * Times several functions round by round, interleaved, so that the noise
 * of a shared machine falls on every library alike; each is warmed up as
 * many rounds first. Returns the median milliseconds of each.
 */
export function timeInterleaved(fns: ReadonlyArray<() => unknown>, rounds = 9): number[] {
  for (let r = 0; r < rounds; r++) for (const fn of fns) fn();
  const samples: number[][] = fns.map(() => []);
  for (let r = 0; r < rounds; r++) {
    fns.forEach((fn, k) => {
      const t0 = process.hrtime.bigint();
      fn();
      samples[k]!.push(Number(process.hrtime.bigint() - t0) / 1e6);
    });
  }
  return samples.map(median);
}

/** The folder of benchmark data: ../shared/bench-data beside the checkout, or $URI_LINT_BENCH_DATA. */
export function benchDataDir(): string {
  const dir = process.env.URI_LINT_BENCH_DATA ?? path.resolve(__dirname, '../../../shared/bench-data');
  if (!fs.existsSync(dir)) throw new Error(`Benchmark data not found at ${dir}; set URI_LINT_BENCH_DATA to the bench-data folder.`);
  return dir;
}

/** The URI corpus, one URI a line. */
export function loadUrlCorpus(): string[] {
  const text = fs.readFileSync(path.join(benchDataDir(), 'corpus-urls.txt'), 'utf8');
  return text.split('\n').filter((line) => line.length > 0);
}

/** The mixed-document corpus, unzipped in memory. */
export function loadDocsCorpus(): string {
  return zlib.gunzipSync(fs.readFileSync(path.join(benchDataDir(), 'docs-corpus.txt.gz'))).toString('utf8');
}

/** One row of a results table. */
export interface Row {
  name: string;
  ms: number;
  items: number;
  bytes: number;
}

/** Prints rows with items/s, MB/s and the ratio of the first row's speed to each row's. */
export function printTable(title: string, unit: string, rows: Row[]): void {
  console.log(`\n${title}`);
  console.log(`${'library'.padEnd(34)} ${'median ms'.padStart(10)} ${(unit + '/s').padStart(12)} ${'MB/s'.padStart(8)} ${'ours is'.padStart(10)}`);
  const ours = rows[0]!;
  for (const row of rows) {
    const perSec = (row.items / row.ms) * 1000;
    const mbs = (row.bytes / 1e6 / row.ms) * 1000;
    const ratio = row === ours ? '—' : `${(row.ms / ours.ms).toFixed(2)}x`;
    console.log(
      `${row.name.padEnd(34)} ${row.ms.toFixed(1).padStart(10)} ${Math.round(perSec).toLocaleString('en-US').padStart(12)} ${mbs.toFixed(1).padStart(8)} ${ratio.padStart(10)}`,
    );
  }
}
