/**
 * `npm run fuzz`: the long fuzz run. A million inputs by default, shared
 * among the targets of properties.ts, in batches run by one worker thread
 * per core. Each input is timed (over the budget it fails); a worker that
 * makes no progress for HANG_MS is a hang: it is stopped and the input is
 * named so that `--replay` shows it again.
 *
 *   npm run fuzz -- [--runs N] [--seed S] [--targets parse,fixes] [--workers W] [--budget MS]
 *   npm run fuzz -- --replay TARGET:SEED:INDEX
 *
 * Prints, per target, the inputs checked, the time taken and the slowest
 * input, then `fuzz: N inputs, F failures`; exits with 1 on any failure.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { takeNotes } from './notes';
import type { Note } from './notes';
import { TARGETS } from './properties';
import { DEFAULT_BUDGET_MS, nthInput, preview, runTarget } from './runner';
import type { RunResult } from './runner';

/** Inputs per batch: small enough to share the work out evenly, large enough to keep set-up cheap. */
const BATCH = { default: 10_000, protocol: 500 } as const;
/** A worker that checks no input for this long is hung. */
const HANG_MS = 15_000;

interface Options {
  runs: number;
  seed: number;
  targets: string[];
  workers: number;
  budget: number;
  replay?: string;
}

interface Batch {
  id: number;
  target: string;
  runs: number;
  seed: number;
}

/** What a worker sends back for a batch. */
interface Done {
  batch: number;
  result: RunResult;
  notes: Record<string, Note>;
}

function parseArgs(argv: readonly string[]): Options {
  const options: Options = {
    runs: 1_000_000,
    seed: Date.now() % 0x7fffffff,
    targets: TARGETS.map((t) => t.name),
    workers: Math.max(1, Math.min(os.availableParallelism(), 8)),
    budget: DEFAULT_BUDGET_MS,
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, value] = argv[i]!.includes('=') ? argv[i]!.split(/=(.*)/s) as [string, string] : [argv[i]!, argv[i + 1]];
    if (!argv[i]!.includes('=')) i++;
    const number = (): number => {
      const n = Number(value);
      if (!Number.isInteger(n) || n < 0) throw new Error(`${flag} needs a non-negative integer, got ${value}`);
      return n;
    };
    switch (flag) {
      case '--runs': options.runs = number(); break;
      case '--seed': options.seed = number(); break;
      case '--workers': options.workers = Math.max(1, number()); break;
      case '--budget': options.budget = number(); break;
      case '--targets': options.targets = (value ?? '').split(',').filter(Boolean); break;
      case '--replay': options.replay = value; break;
      default: throw new Error(`unknown option ${flag}; see test/fuzz/run.ts`);
    }
  }
  const unknown = options.targets.filter((name) => !TARGETS.some((t) => t.name === name));
  if (unknown.length > 0) throw new Error(`unknown targets ${unknown.join(', ')}; known: ${TARGETS.map((t) => t.name).join(', ')}`);
  return options;
}

/** A seed for each batch, from the run's seed. */
function batchSeed(seed: number, id: number): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(id + 1, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) % 0x7fffffff;
}

/** The batches of a run: each target's share of the inputs, cut into batches. */
function plan(options: Options): Batch[] {
  const targets = TARGETS.filter((t) => options.targets.includes(t.name));
  const shares = targets.reduce((sum, t) => sum + t.share, 0);
  const batches: Batch[] = [];
  let left = options.runs;
  targets.forEach((t, i) => {
    let runs = i === targets.length - 1 ? left : Math.round((options.runs * t.share) / shares);
    left -= runs;
    const size = t.name === 'protocol' ? BATCH.protocol : BATCH.default;
    while (runs > 0) {
      const n = Math.min(size, runs);
      batches.push({ id: batches.length, target: t.name, runs: n, seed: batchSeed(options.seed, batches.length) });
      runs -= n;
    }
  });
  // The slow targets first, so that the workers finish together.
  return batches.sort((a, b) => (a.target === 'protocol' ? 0 : 1) - (b.target === 'protocol' ? 0 : 1) || a.id - b.id);
}

interface Totals {
  inputs: number;
  ms: number;
  slowestMs: number;
  failures: string[];
}

async function main(options: Options): Promise<number> {
  const batches = plan(options);
  const queue = [...batches];
  const totals = new Map<string, Totals>(options.targets.map((name) => [name, { inputs: 0, ms: 0, slowestMs: 0, failures: [] }]));
  const notes = new Map<string, Note>();
  const started = performance.now();
  console.log(`fuzz: ${options.runs} inputs, seed ${options.seed}, ${options.workers} workers, ${batches.length} batches, budget ${options.budget} ms per input`);

  const failures: string[] = [];
  const runWorker = (): Promise<void> => new Promise((resolve) => {
    // [inputs checked so far, index of the current input in its batch]
    const progress = new Int32Array(new SharedArrayBuffer(8));
    const worker = new Worker(__filename, { workerData: { progress, budget: options.budget } });
    let current: Batch | undefined;
    let lastCount = 0;
    let lastChange = performance.now();
    const next = (): void => {
      current = queue.shift();
      if (current) worker.postMessage(current);
      else void worker.terminate();
    };
    const watchdog = setInterval(() => {
      const count = Atomics.load(progress, 0);
      if (count !== lastCount) {
        lastCount = count;
        lastChange = performance.now();
      } else if (current && performance.now() - lastChange > HANG_MS) {
        const where = `${current.target}:${current.seed}:${Atomics.load(progress, 1)}`;
        failures.push(`${current.target}: no progress for ${HANG_MS / 1000} s (a hang) on the input --replay ${where}`);
        totals.get(current.target)!.failures.push(where);
        current = undefined;
        void worker.terminate();
      }
    }, 500);
    worker.on('message', (done: Done) => {
      const t = totals.get(done.result.target)!;
      t.inputs += done.result.inputs;
      t.ms += done.result.ms;
      t.slowestMs = Math.max(t.slowestMs, done.result.slowestMs);
      if (done.result.failure) {
        t.failures.push(String(done.result.seed));
        failures.push(`${done.result.target} (batch seed ${done.result.seed}):\n${done.result.failure}`);
      }
      for (const [kind, n] of Object.entries(done.notes)) {
        const seen = notes.get(kind);
        if (seen) seen.count += n.count;
        else notes.set(kind, { ...n });
      }
      next();
    });
    worker.on('error', (error) => {
      failures.push(`${current?.target ?? 'worker'}: uncaught in the worker: ${error.stack ?? String(error)}`);
      if (current) totals.get(current.target)!.failures.push('uncaught');
      current = undefined;
    });
    worker.on('exit', () => {
      clearInterval(watchdog);
      // A worker stopped for a hang or a crash is replaced while work is left.
      if (queue.length > 0) void runWorker().then(resolve);
      else resolve();
    });
    next();
  });
  await Promise.all(Array.from({ length: Math.min(options.workers, batches.length) }, runWorker));

  const wall = (performance.now() - started) / 1000;
  const width = Math.max(...options.targets.map((n) => n.length));
  let inputs = 0;
  for (const [name, t] of totals) {
    inputs += t.inputs;
    const rate = t.ms > 0 ? Math.round(t.inputs / (t.ms / 1000)) : 0;
    console.log(`  ${name.padEnd(width)}  ${String(t.inputs).padStart(8)} inputs  ${(t.ms / 1000).toFixed(1).padStart(6)} s  ${String(rate).padStart(7)}/s  slowest ${t.slowestMs.toFixed(1)} ms  ${t.failures.length} failures`);
  }
  for (const [kind, n] of notes) console.log(`  note: ${kind}: ${n.count} times, e.g. ${n.example.slice(0, 400)}`);
  for (const failure of failures) console.log(`\nFAILURE ${failure}`);
  console.log(`fuzz: ${inputs} inputs in ${wall.toFixed(1)} s (wall), seed ${options.seed}`);
  console.log(`fuzz: ${inputs} inputs, ${failures.length} failures`);
  return failures.length === 0 ? 0 : 1;
}

/** In a worker: runs the batches it is sent, reporting progress through the shared counters. */
function worker(): void {
  const { progress, budget } = workerData as { progress: Int32Array; budget: number };
  // runTarget never throws: a failure is in its result.
  parentPort!.on('message', (batch: Batch) => void runBatch(batch));
  async function runBatch(batch: Batch): Promise<void> {
    const target = TARGETS.find((t) => t.name === batch.target)!;
    const result = await runTarget(target, {
      runs: batch.runs,
      seed: batch.seed,
      budgetMs: budget,
      onInput: (index) => {
        Atomics.store(progress, 1, index);
        Atomics.add(progress, 0, 1);
      },
    });
    parentPort!.postMessage({ batch: batch.id, result, notes: takeNotes() } satisfies Done);
  }
}

/** `--replay TARGET:SEED:INDEX`: shows the input and checks it once more. */
async function replay(spec: string, budget: number): Promise<number> {
  const [name, seed, index] = spec.split(':');
  const target = TARGETS.find((t) => t.name === name);
  if (!target) throw new Error(`unknown target ${name}`);
  const input = nthInput(target, Number(seed), Number(index));
  console.log(`input ${index} of ${name} from seed ${seed}: ${JSON.stringify(input)}`);
  await target.open?.();
  const t0 = performance.now();
  try {
    await target.check(input);
    const ms = performance.now() - t0;
    console.log(`${ms > budget ? 'too slow' : 'passes'}: ${ms.toFixed(1)} ms`);
    return ms > budget ? 1 : 0;
  } catch (error) {
    console.log(`fails: ${error instanceof Error ? error.stack : String(error)}\n${preview(input)}`);
    return 1;
  } finally {
    await target.close?.();
  }
}

if (isMainThread) {
  const options = parseArgs(process.argv.slice(2));
  void (options.replay ? replay(options.replay, options.budget) : main(options)).then((code) => { process.exitCode = code; });
} else {
  worker();
}
