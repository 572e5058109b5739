/**
 * The short fuzz run of `npm test`: the properties of `npm run fuzz`
 * (properties.ts) over ten thousand inputs from a fixed seed, so that a
 * failure is the same on every machine. `FUZZ_SEED=n` tries another seed;
 * `npm run fuzz` runs a million inputs.
 */
import * as assert from 'node:assert/strict';
import { TARGETS } from './properties';
import { runTarget } from './runner';

/** Inputs of the short run, shared among the targets like those of the long run. */
const TOTAL = 10_000;
/** At least this many inputs per target. */
const MIN_RUNS = 100;
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : 20240801;

describe(`fuzz: the properties of npm run fuzz, short (seed ${SEED})`, () => {
  for (const target of TARGETS) {
    const runs = Math.max(MIN_RUNS, Math.round(TOTAL * target.share));
    it(`${target.name}: ${runs} inputs, nothing thrown, each within its time budget`, async () => {
      const result = await runTarget(target, { runs, seed: SEED });
      if (result.failure) throw new Error(`${target.name} (seed ${SEED}):\n${result.failure}`);
      assert.equal(result.inputs, runs);
    });
  }
});
