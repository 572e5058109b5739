/**
 * The validation pacer: an isolated edit is validated on the next turn of
 * the event loop, a burst once per period, and always once after it; runs
 * of a key never overlap; and while runs are asked for without pause, a
 * key's runs take at most their share of the time, after its saved burst.
 * Time is virtual: the test owns the clock and the timers.
 */
import assert from 'node:assert/strict';
import { Pacer } from '@uri-lint/server/lsp';
import type { Pace, Timekeeper } from '@uri-lint/server/lsp';

/** A clock and timers that move only when the test says. */
class VirtualTime implements Timekeeper {
  time = 0;
  private timers: { at: number; run: () => void; id: number }[] = [];
  private ids = 0;

  now(): number {
    return this.time;
  }

  setTimeout(run: () => void, ms: number): unknown {
    const id = ++this.ids;
    this.timers.push({ at: this.time + ms, run, id });
    return id;
  }

  clearTimeout(handle: unknown): void {
    this.timers = this.timers.filter((t) => t.id !== handle);
  }

  /** Moves to `to`, firing every timer due on the way, in order, letting each run's promises settle. */
  async advance(to: number): Promise<void> {
    for (;;) {
      await flush();
      const due = this.timers.filter((t) => t.at <= to).sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.timers = this.timers.filter((t) => t !== due);
      this.time = Math.max(this.time, due.at);
      due.run();
    }
    this.time = Math.max(this.time, to);
    await flush();
  }
}

/** Lets pending promise callbacks run. */
async function flush(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

/** A pacer on virtual time recording its runs; each run takes `cost` ms of virtual time. */
function harness(pace: Pace, cost = 0) {
  const time = new VirtualTime();
  const runs: [string, number][] = [];
  const pacer = new Pacer(pace, async (key) => {
    runs.push([key, time.time]);
    await Promise.resolve();
    time.time += cost;
  }, time);
  return { pacer, runs, time };
}

const UNPACED = { share: 1, burst: 0 };

describe('Pacer', () => {
  it('runs a quiet key on the next turn, not synchronously', async () => {
    const h = harness({ delay: 60_000, ...UNPACED });
    h.pacer.schedule('a');
    assert.deepEqual(h.runs, []);
    await h.time.advance(0);
    assert.deepEqual(h.runs, [['a', 0]]);
  });

  it('folds the requests of one turn into one run', async () => {
    const h = harness({ delay: 60_000, ...UNPACED });
    for (let i = 0; i < 5; i++) h.pacer.schedule('a');
    h.pacer.runSoon('b');
    await h.time.advance(0);
    assert.deepEqual(h.runs, [['a', 0], ['b', 0]]);
  });

  it('runs at once again when the period since the last run is over, else at its end', async () => {
    const h = harness({ delay: 20, ...UNPACED });
    h.pacer.schedule('a');
    await h.time.advance(25);
    h.pacer.schedule('a');
    await h.time.advance(30);
    h.pacer.schedule('a');
    await h.time.advance(100);
    assert.deepEqual(h.runs, [['a', 0], ['a', 25], ['a', 45]]);
  });

  it('within the period, waits; runSoon overrides the wait; cancel drops it', async () => {
    const h = harness({ delay: 60_000, ...UNPACED });
    h.pacer.schedule('a');
    await h.time.advance(0);
    h.pacer.schedule('a'); // would wait a minute
    h.pacer.cancel('a');
    await h.time.advance(120_000);
    assert.deepEqual(h.runs, [['a', 0]], 'a cancelled run ran');
    h.pacer.schedule('a');
    h.pacer.runSoon('a');
    await h.time.advance(120_000);
    h.pacer.dispose();
    assert.deepEqual(h.runs, [['a', 0], ['a', 120_000]]);
  });

  it('after its burst is spent, a key that costs 10 ms with a 10% share runs 100 ms after the last run ended', async () => {
    const h = harness({ delay: 0, share: 0.1, burst: 0 }, 10);
    h.pacer.schedule('a');
    await h.time.advance(60);
    h.pacer.schedule('a');
    await h.time.advance(109);
    assert.deepEqual(h.runs, [['a', 0]], 'ran before its budget refilled');
    await h.time.advance(200);
    assert.deepEqual(h.runs, [['a', 0], ['a', 110]]);
  });

  it('a saved burst runs at once, then the pace applies; other keys are not held up', async () => {
    // Runs of 10 ms at a 50% share spend 20 ms of budget each, back to back; 40 ms saved.
    const h = harness({ delay: 0, share: 0.5, burst: 40 }, 10);
    for (let k = 0; k < 3; k++) {
      h.pacer.schedule('a');
      await h.time.advance(h.time.time);
    }
    // 40, 20, 0, then -20 after three runs at once: the fourth waits 20 ms after the third ended (t = 30).
    assert.deepEqual(h.runs, [['a', 0], ['a', 10], ['a', 20]]);
    h.pacer.schedule('a');
    h.pacer.schedule('b');
    await h.time.advance(49);
    assert.deepEqual(h.runs.slice(3), [['b', 30]]);
    await h.time.advance(50);
    assert.deepEqual(h.runs.slice(3), [['b', 30], ['a', 50]]);
  });

  it('takes the cost a run returns over its duration, and never waits longer than maxWait', async () => {
    const time = new VirtualTime();
    const runs: number[] = [];
    // Each run takes no time but says it cost 30 ms: at a 10% share that is 300 ms of budget, capped at a 100 ms wait.
    // Each of the first two asks for the next while it runs, as an edit arriving during a validation does.
    const pacer: Pacer = new Pacer({ delay: 0, share: 0.1, burst: 0, maxWait: 100 }, () => {
      runs.push(time.time);
      if (runs.length < 3) pacer.schedule('a');
      return 30;
    }, time);
    pacer.schedule('a');
    await time.advance(1000);
    assert.deepEqual(runs, [0, 100, 200]);
  });

  it('maxWait counts from the last request: a flood waits for the budget, its last request at most maxWait', async () => {
    const time = new VirtualTime();
    const runs: number[] = [];
    // Each run says it cost 30 ms: at a 10% share, 300 ms of budget. Asked every 10 ms until t = 1000.
    const pacer = new Pacer({ delay: 0, share: 0.1, burst: 0, maxWait: 100, maxStale: 1000 }, () => {
      runs.push(time.time);
      return 30;
    }, time);
    for (let t = 0; t <= 1000; t += 10) {
      await time.advance(t);
      pacer.schedule('a');
    }
    await time.advance(2000);
    // The flood runs as the budget allows (every 300 ms), not every 100 ms; the last request is served 100 ms after it.
    assert.deepEqual(runs, [0, 300, 600, 900, 1100]);
  });

  it('maxStale caps the debt: a run that cost much does not hold the next one longer', async () => {
    const time = new VirtualTime();
    const runs: number[] = [];
    const pacer = new Pacer({ delay: 0, share: 0.1, burst: 0, maxWait: 100, maxStale: 500 }, () => {
      runs.push(time.time);
      return 1000;
    }, time);
    for (let t = 0; t <= 1200; t += 10) {
      await time.advance(t);
      pacer.schedule('a');
    }
    assert.deepEqual(runs, [0, 500, 1000]);
  });

  it('never runs a key twice at once; a request during a run is served after it', async () => {
    const time = new VirtualTime();
    const order: string[] = [];
    let release: (() => void) | undefined;
    const pacer = new Pacer({ delay: 0, ...UNPACED }, async (key) => {
      order.push(`start ${key}`);
      await new Promise<void>((resolve) => { release = resolve; });
      order.push(`end ${key}`);
    }, time);
    pacer.schedule('a');
    await time.advance(0);
    pacer.schedule('a');
    pacer.runSoon('a');
    await time.advance(10);
    assert.deepEqual(order, ['start a']);
    release!();
    await time.advance(20);
    assert.deepEqual(order, ['start a', 'end a', 'start a']);
    pacer.forget('a');
    release!();
    await time.advance(30);
    assert.deepEqual(order, ['start a', 'end a', 'start a', 'end a']);
  });

  it('a key forgotten during a run and asked for again is a new key: the old run\'s end neither ends nor paces the new one\'s', async () => {
    // A document closed while it is validated and opened again: the first validation's end must not take the new
    // document's run for its own (it would start the run asked for meanwhile beside the one under way).
    const time = new VirtualTime();
    const order: string[] = [];
    const releases: (() => void)[] = [];
    let runs = 0;
    const pacer = new Pacer({ delay: 0, ...UNPACED }, async (key) => {
      const run = ++runs;
      order.push(`start ${key}${run}`);
      await new Promise<void>((resolve) => releases.push(resolve));
      order.push(`end ${key}${run}`);
    }, time);
    pacer.schedule('a');
    await time.advance(0);
    pacer.forget('a');
    pacer.schedule('a');
    await time.advance(10);
    pacer.schedule('a');
    releases[0]!();
    await time.advance(20);
    assert.deepEqual(order, ['start a1', 'start a2', 'end a1'], 'the old run\'s end started the request made during the new run');
    releases[1]!();
    // The new run took 20 ms at a full share: the request waits that long after it.
    await time.advance(100);
    assert.deepEqual(order, ['start a1', 'start a2', 'end a1', 'end a2', 'start a3']);
  });
});
