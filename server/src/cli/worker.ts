/**
 * A worker thread of the pool (pool.ts starts it): loads the checks at once,
 * then takes the next files of the run it is sent from the shared counter
 * until none are left, with the same code as the main thread.
 */
import { parentPort } from 'node:worker_threads';
import { checkBatch } from './checkFile';
import { CHUNK } from './pool';
import type { WorkerJob, WorkerResult } from './pool';

parentPort!.on('message', (job: WorkerJob) => {
  const counter = new Int32Array(job.counter);
  for (let start = Atomics.add(counter, 0, CHUNK); start < job.files.length; start = Atomics.add(counter, 0, CHUNK)) {
    const result: WorkerResult = { start, results: checkBatch({ ...job, files: job.files.slice(start, start + CHUNK) }) };
    parentPort!.postMessage(result);
  }
});
