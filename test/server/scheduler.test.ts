/**
 * The validation throttle: an isolated edit is validated on the next turn
 * of the event loop, a burst once per period, and always once after it.
 */
import assert from 'node:assert/strict';
import { Throttle } from '@uri-lint/server/lsp';

/** A throttle over a clock the test moves, recording runs; `next()` resolves at the next run. */
function harness(delay: number) {
  let time = 0;
  const runs: [string, number][] = [];
  let waiter: (() => void) | undefined;
  const throttle = new Throttle(delay, (key) => { runs.push([key, time]); waiter?.(); }, () => time);
  return {
    throttle, runs,
    at: (t: number) => { time = t; },
    next: () => new Promise<void>((resolve) => { waiter = resolve; }),
  };
}

describe('Throttle', () => {
  it('runs a quiet key on the next turn, not synchronously', async () => {
    const h = harness(60_000);
    const ran = h.next();
    h.throttle.schedule('a');
    assert.deepEqual(h.runs, []);
    await ran;
    assert.deepEqual(h.runs, [['a', 0]]);
  });

  it('folds the requests of one turn into one run', async () => {
    const h = harness(60_000);
    const ran = h.next();
    for (let i = 0; i < 5; i++) h.throttle.schedule('a');
    await ran;
    const again = h.next();
    h.throttle.runSoon('b');
    await again;
    assert.deepEqual(h.runs, [['a', 0], ['b', 0]]);
  });

  it('runs at once again when the period since the last run is over', async () => {
    const h = harness(20);
    let ran = h.next();
    h.throttle.schedule('a');
    await ran;
    h.at(25);
    ran = h.next();
    h.throttle.schedule('a');
    await ran;
    assert.deepEqual(h.runs, [['a', 0], ['a', 25]]);
  });

  it('within the period, waits; runSoon overrides the wait; cancel drops it', async () => {
    const h = harness(60_000);
    let ran = h.next();
    h.throttle.schedule('a');
    await ran;
    h.throttle.schedule('a'); // would wait a minute
    h.throttle.cancel('a');
    h.throttle.schedule('a');
    ran = h.next();
    h.throttle.runSoon('a');
    await ran;
    h.throttle.dispose();
    assert.deepEqual(h.runs, [['a', 0], ['a', 0]]);
  });
});
