/**
 * A worker thread of the pool (tinypool loads this file): checks the batches
 * it is given with the same code as the main thread.
 */
import { checkBatch } from './checkFile';

export = checkBatch;
