/**
 * The threads that check a run's files: this one and one worker per other
 * core. The workers are started before the files are even listed, so their
 * start-up overlaps the walk; then every thread takes the next few files
 * from one shared counter (no round trip to ask for work, so no thread
 * waits while another has files left) and the results are put back in the
 * files' order. A run that this thread finishes before a worker is ready
 * never waits for it; a worker that fails leaves its files to this thread.
 */
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Batch, Checked } from './checkFile';

/** Files taken at once: few enough that no thread is left with much when the others are done. */
export const CHUNK = 32;

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

/** Worker threads started ahead of a run, one per other core. */
export class Pool {
  private readonly workers: Worker[];

  constructor(count = os.availableParallelism() - 1) {
    this.workers = Array.from({ length: Math.max(0, count) }, () => new Worker(path.join(__dirname, 'worker.js')));
  }

  /**
   * The results of every file of `batch`, in order, checked by this thread
   * with `check` and by the workers; `progress` is told as files are done.
   * Stops the workers.
   */
  async run(batch: Batch, check: (batch: Batch) => Checked[], progress?: (done: number, total: number) => void): Promise<Checked[]> {
    const total = batch.files.length;
    const results: (Checked | undefined)[] = new Array(total);
    const counter = new Int32Array(new SharedArrayBuffer(4));
    let done = 0;
    const take = (start: number, chunk: readonly Checked[]): void => {
      chunk.forEach((result, i) => { results[start + i] = result; });
      done += chunk.length;
      progress?.(done, total);
    };
    const stopped = this.workers.map((worker) => new Promise<void>((resolve) => {
      worker.on('message', ({ start, results: chunk }: WorkerResult) => take(start, chunk));
      worker.once('error', () => resolve());
      worker.once('exit', () => resolve());
    }));
    const job: WorkerJob = { ...batch, counter: counter.buffer as SharedArrayBuffer };
    for (const worker of this.workers) worker.postMessage(job);
    for (let start = Atomics.add(counter, 0, CHUNK); start < total; start = Atomics.add(counter, 0, CHUNK)) {
      take(start, check({ ...batch, files: batch.files.slice(start, start + CHUNK) }));
      // Let the workers' results in as they come.
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
