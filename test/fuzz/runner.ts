/**
 * Runs a fuzz target for a number of inputs from a seed, with fast-check,
 * timing every input: one that takes longer than the budget fails like a
 * broken property. Shared by the long run (run.ts, in worker threads) and
 * the short run in `npm test` (fuzz.test.ts).
 */
import { performance } from 'node:perf_hooks';
import fc from 'fast-check';
import type { FuzzTarget } from './properties';

/** How long one input may take by default, in ms. */
export const DEFAULT_BUDGET_MS = 1000;

export interface RunOptions {
  runs: number;
  seed: number;
  /** How long one input may take, in ms. */
  budgetMs?: number;
  /** Called before each input is checked (shrinking included), with its index in this run. */
  onInput?: (index: number) => void;
}

export interface RunResult {
  target: string;
  seed: number;
  /** Inputs checked, shrinking excluded. */
  inputs: number;
  ms: number;
  /** The slowest input, in ms. */
  slowestMs: number;
  /** fast-check's report of the first failure (counterexample, seed, path), if any. */
  failure?: string;
}

/** Checks `runs` inputs of `target`; never throws, a failure is reported in the result. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any target, whatever its input type (FuzzTarget is invariant in it)
export async function runTarget(target: FuzzTarget<any>, options: RunOptions): Promise<RunResult> {
  const budget = options.budgetMs ?? DEFAULT_BUDGET_MS;
  let index = 0;
  let slowest = 0;
  const timed = (input: unknown, elapsed: number): void => {
    slowest = Math.max(slowest, elapsed);
    if (elapsed > budget) throw new Error(`one input took ${elapsed.toFixed(0)} ms, over the budget of ${budget} ms: ${preview(input)}`);
  };
  const property = target.async
    ? fc.asyncProperty(target.arbitrary, async (input) => {
      options.onInput?.(index++);
      const t0 = performance.now();
      await target.check(input);
      timed(input, performance.now() - t0);
    })
    : fc.property(target.arbitrary, (input) => {
      options.onInput?.(index++);
      const t0 = performance.now();
      void target.check(input);
      timed(input, performance.now() - t0);
    });
  const start = performance.now();
  await target.open?.();
  let details: fc.RunDetails<unknown>;
  try {
    details = await fc.check(property as fc.IRawProperty<unknown>, { numRuns: options.runs, seed: options.seed, endOnFailure: false });
  } finally {
    await target.close?.();
  }
  const result: RunResult = {
    target: target.name,
    seed: options.seed,
    inputs: details.numRuns,
    ms: performance.now() - start,
    slowestMs: slowest,
  };
  if (details.failed) result.failure = `${fc.defaultReportMessage(details) ?? 'failed'}\n${errorText(details.errorInstance)}`;
  return result;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.stack ?? error.message : String(error);
}

/** The start of an input, for a message. */
export function preview(input: unknown): string {
  const json = JSON.stringify(input) ?? String(input);
  return json.length > 300 ? `${json.slice(0, 297)}...` : json;
}

/** The `index`-th input `target` gets from `seed` (to replay the input a hang was reported on). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any target, whatever its input type (FuzzTarget is invariant in it)
export function nthInput(target: FuzzTarget<any>, seed: number, index: number): unknown {
  let seen = 0;
  let found: unknown;
  fc.check(fc.property(target.arbitrary, (input) => {
    if (seen++ === index) {
      found = input;
      return false;
    }
    return true;
  }), { numRuns: index + 1, seed, endOnFailure: true });
  return found;
}
