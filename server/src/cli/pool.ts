/**
 * The threads that check a run's files: this one, and worker threads when
 * they pay. Every thread takes the next few files from one shared counter
 * (no round trip to ask for work, so no thread waits while another has
 * files left) and the results are put back in the files' order.
 *
 * A worker is not free: it loads the checks again and runs them cold until
 * V8 has compiled them, about 0.5 s of a core before it is as fast as this
 * thread, and two threads on a shared machine's cores do not check twice
 * what one does (`autoPolicy`). So with `auto` this thread
 * starts alone, measures its own pace once warm and settled, and starts the workers
 * (no more than the machine has idle cores) only when the files left would keep it
 * busy for longer than the workers take to pay for themselves. A fixed count starts them at once (no more than
 * the run has chunks of files for). A run that
 * this thread finishes first never waits for a worker; a worker that fails
 * leaves its files to this thread.
 */
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Batch, Checked } from './checkFile';

/** Files taken at once: few enough that no thread is left with much when the others are done. */
export const CHUNK = 32;

/** `--concurrency`: threads in all (1: this one only), or `auto`. */
export type Concurrency = number | 'auto';

/** What a worker is sent: the run's files, and the counter every thread takes them from. */
export interface WorkerJob extends Batch {
  /** An `Int32Array` over it: `[0]` the index of the next file to take. */
  counter: SharedArrayBuffer;
}

/** What a worker sends back: the results of the files from `start` on, in order. */
export interface WorkerResult {
  start: number;
  results: Checked[];
}

/**
 * When `auto` starts workers: the pace is measured over windows of
 * `windowMs` from `warmMs` into the run, and judged once it has settled
 * (`paceSettled`), or at the first window past `latestMs`.
 */
export interface AutoPolicy {
  warmMs: number;
  windowMs: number;
  latestMs: number;
  /** Start the workers when the files left would take this thread longer than this. */
  payoffMs: number;
}

/** What a worker costs before it checks a file at this thread's pace: loading the checks and compiling them, in ms of a core. */
export const WORKER_WARM_UP_MS = 600;

/**
 * The policy of `auto` with `workers` workers to start. Threads on the cores
 * of a shared machine do not add up: on the 2-core machine, two runs side by
 * side each took 1.4 times as long as one alone, and with the links
 * benchmark's work (each thread reads the folders, a worker's results and
 * the anchors of the files it read cross to this thread), a worker beside
 * this thread made neither its tree (2.9 s in one thread) nor its double
 * (4.8 s) faster; over 15 repositories (16 s) it saved 15%. So each worker
 * is taken to add an eighth of a thread, `s` = 1 + 0.125 a worker in all,
 * and the workers pay once the files left would take this thread longer
 * than their warm-up times s / (s - 1): 5.4 s with one worker, 2.2 s with
 * three, 1.3 s with seven.
 */
export function autoPolicy(workers: number): AutoPolicy {
  const speedup = 1 + 0.125 * Math.max(1, workers);
  return { warmMs: 200, windowMs: 200, latestMs: 3000, payoffMs: Math.round((WORKER_WARM_UP_MS * speedup) / (speedup - 1)) };
}


/** This thread's progress at a moment of the run. */
export interface Mark {
  ms: number;
  files: number;
}

/**
 * Whether workers pay, judged at `now` from the pace since `warm` (or since
 * the start, when the first files took past the warm-up): true when the
 * `left` files would keep this thread busy past `policy.payoffMs`.
 */
export function workersPay(warm: Mark | undefined, now: Mark, left: number, policy: AutoPolicy): boolean {
  const from = warm && now.files > warm.files ? warm : { ms: 0, files: 0 };
  const perFile = (now.ms - from.ms) / Math.max(1, now.files - from.files);
  return left * perFile > policy.payoffMs;
}

/**
 * Whether the pace of the window from `middle` to `now` is no longer
 * falling fast from that of the window before (from `first`): a file is
 * checked in no less than four fifths of the time it took then. The first
 * files of a run with links to files take longest (they read the files
 * their links name, which later files find read), and their pace is no
 * measure of the rest.
 */
export function paceSettled(first: Mark, middle: Mark, now: Mark): boolean {
  const before = (middle.ms - first.ms) / Math.max(1, middle.files - first.files);
  const after = (now.ms - middle.ms) / Math.max(1, now.files - middle.files);
  return after >= 0.8 * before;
}

/** The window between two successive marks in which files were checked the quickest. */
export function quickestWindow(marks: readonly Mark[]): [Mark, Mark] {
  let best: [Mark, Mark] = [marks[0]!, marks[1]!];
  let bestPace = Infinity;
  for (let i = 1; i < marks.length; i++) {
    const pace = (marks[i]!.ms - marks[i - 1]!.ms) / Math.max(1, marks[i]!.files - marks[i - 1]!.files);
    if (pace < bestPace) {
      bestPace = pace;
      best = [marks[i - 1]!, marks[i]!];
    }
  }
  return best;
}

/**
 * The cores no process is using now, as the load average of the last minute
 * tells (this thread counts in it): on a machine whose cores are busy
 * already, a worker takes time from this thread rather than adding a core.
 * Where the platform has no load average (Windows: zeros), every core.
 */
export function idleCoresNow(): number {
  return os.availableParallelism() - os.loadavg()[0]!;
}

/** What the run is told as it goes, in this thread. */
export interface PoolHooks {
  /** Results `start`… came in (this thread's, a worker's): work done here meanwhile leaves the workers more files to take. */
  received(start: number, results: readonly Checked[]): void;
}

/** What a run's threads did. */
export interface PoolStats {
  workersStarted: number;
  /** Files the workers checked. */
  byWorkers: number;
}

/** The threads of one run. */
export class Pool {
  private readonly workers: Worker[] = [];
  readonly stats: PoolStats = { workersStarted: 0, byWorkers: 0 };

  private readonly policy: AutoPolicy;

  /**
   * `concurrency`: threads in all, or `auto`: then up to `workerCount` workers when they pay, by `policy`
   * (`autoPolicy`'s for the workers that start, by default), and no more than `idleCores` says are idle.
   */
  constructor(
    private readonly concurrency: Concurrency = 'auto',
    private readonly custom?: AutoPolicy,
    private readonly workerCount = os.availableParallelism() - 1,
    private readonly idleCores: () => number = idleCoresNow,
  ) {
    this.policy = custom ?? autoPolicy(workerCount);
  }

  private start(count: number): void {
    for (let i = 0; i < count; i++) this.workers.push(new Worker(path.join(__dirname, 'worker.js')));
    this.stats.workersStarted += Math.max(0, count);
  }

  /**
   * The results of every file of `batch`, in order, checked by this thread
   * with `check` and by the workers; `progress` is told as files are done.
   * Stops the workers.
   */
  async run(batch: Batch, check: (batch: Batch) => Checked[], progress?: (done: number, total: number) => void, hooks?: PoolHooks): Promise<Checked[]> {
    const total = batch.files.length;
    const results: (Checked | undefined)[] = new Array(total);
    const counter = new Int32Array(new SharedArrayBuffer(4));
    const job: WorkerJob = { ...batch, counter: counter.buffer as SharedArrayBuffer };
    let done = 0;
    const take = (start: number, chunk: readonly Checked[]): void => {
      chunk.forEach((result, i) => { results[start + i] = result; });
      hooks?.received(start, chunk);
      done += chunk.length;
      progress?.(done, total);
    };
    const stopped: Promise<void>[] = [];
    const enlist = (workers: readonly Worker[]): void => {
      for (const worker of workers) {
        stopped.push(new Promise<void>((resolve) => {
          worker.on('message', ({ start, results: chunk }: WorkerResult) => {
            this.stats.byWorkers += chunk.length;
            take(start, chunk);
          });
          worker.once('error', () => resolve());
          worker.once('exit', () => resolve());
        }));
        worker.postMessage(job);
      }
    };
    // A fixed count starts at once, but never more workers than there are chunks for them to take.
    if (this.concurrency !== 'auto') {
      this.start(Math.min(this.concurrency - 1, Math.ceil(total / CHUNK) - 1));
      enlist(this.workers);
    }

    const began = performance.now();
    // The ends of the pace's windows since the warm-up: the last three judge.
    const marks: Mark[] = [];
    let decided = this.concurrency !== 'auto' || this.workerCount < 1;
    let mine = 0;
    for (let start = Atomics.add(counter, 0, CHUNK); start < total; start = Atomics.add(counter, 0, CHUNK)) {
      const chunk = check({ ...batch, files: batch.files.slice(start, start + CHUNK) });
      mine += chunk.length;
      take(start, chunk);
      const now: Mark = { ms: performance.now() - began, files: mine };
      if (!decided && now.ms >= this.policy.warmMs && (marks.length === 0 || now.ms - marks[marks.length - 1]!.ms >= this.policy.windowMs)) {
        marks.push(now);
        const [first, middle] = marks.slice(-3);
        // Judged once the pace has settled, at the quickest window's pace (a moment the shared machine was busy
        // elsewhere is no measure of the files left); a run whose pace has not settled, as its files go on getting
        // quicker, is judged again at the next window (its estimate only falls).
        if (marks.length >= 3 && (paceSettled(first!, middle!, now) || now.ms >= this.policy.latestMs)) {
          const left = total - Math.min(total, Atomics.load(counter, 0));
          const [from, to] = quickestWindow(marks);
          // As make's --load-average: no more workers than the machine has idle cores (none: judged again at the next window).
          const count = Math.min(this.workerCount, Math.round(this.idleCores()));
          if (count >= 1 && workersPay(from, to, left, this.custom ?? autoPolicy(count))) {
            decided = true;
            const before = this.workers.length;
            this.start(count);
            enlist(this.workers.slice(before));
          }
        }
      }
      // Let the workers' results, and the progress line's timer, in as they come.
      await new Promise((resolve) => setImmediate(resolve));
    }
    // Every file is taken; wait for those still in a worker, unless every worker has stopped.
    if (done < total) {
      await new Promise<void>((resolve) => {
        const settle = (): void => { if (done >= total) resolve(); };
        for (const worker of this.workers) worker.on('message', settle);
        void Promise.all(stopped).then(() => resolve());
        settle();
      });
    }
    this.stop();
    // Files a failed worker had taken: checked here.
    for (let i = 0; i < total; i++) {
      if (results[i] === undefined) take(i, check({ ...batch, files: [batch.files[i]!] }));
    }
    return results as Checked[];
  }

  /** Ends the workers (a run that needs none, or is over). */
  stop(): void {
    for (const worker of this.workers) void worker.terminate();
  }
}
