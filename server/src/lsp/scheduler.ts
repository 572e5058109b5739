/**
 * When to validate a document after it changes. An isolated edit is
 * validated at once, on the next turn of the event loop; a burst of edits
 * (fast typing, a multi-cursor edit sent as many notifications) is validated
 * at most once per `delay` ms, and always once after its last edit.
 *
 * And at a pace set by what validating costs: each run of a key
 * spends `cost / share` ms of a budget that refills at one ms per ms, up to
 * `burst` ms. A run's cost is what the task returns (its estimate of what
 * publishing cost, client included), else the time it took. A document whose validation is cheap never waits for it; one
 * whose diagnostics take 20 ms to compute and send is validated about every
 * 20 / share ms while edits keep coming, so a flood of edits never queues
 * work (and megabytes of diagnostics) faster than the server and the client
 * drain it. Runs of one key never overlap: a request during a run is served
 * after it.
 *
 * `maxWait` counts from the last request, not from the last run: while edits keep coming the budget alone sets the pace, so a flood
 * whose every validation costs 200 ms spends a tenth of the time on them
 * and leaves the rest to requests such as hovers; the last edit of the
 * flood is still validated at most `maxWait` ms after it. `maxStale` caps
 * the debt, so that a flood that never ends is still validated that often.
 */

/** How a run is paced. */
export interface Pace {
  /** The shortest time between the starts of two runs of a key, in ms. */
  delay: number;
  /** The share of the time a key's runs may take when runs are asked for without pause (0–1]. */
  share: number;
  /** The budget a quiet key has saved, in ms: how much work runs at once before pacing starts. */
  burst: number;
  /** The longest a key waits for its budget after it was last asked for, in ms (default: no limit), so the last edit of a flood is not shown late. */
  maxWait?: number;
  /** The longest a key asked for without pause waits for its budget, in ms (default: `maxWait`). */
  maxStale?: number;
}

/** A key's runs so far: when the last started, and its budget as of `stamp`. */
interface History {
  lastStart: number;
  budget: number;
  stamp: number;
}

/**
 * Everything a pacer keeps of one key, made when it is first asked for and dropped by `forget` (its document
 * closed): one record, so that nothing of a closed document stays behind in a map of its own.
 */
interface Paced {
  /** The pending run's timer, if one is armed. */
  timer?: { handle: unknown };
  /** Its runs so far, once one has ended. */
  history?: History;
  /** While a run is under way: whether another was asked for meanwhile ('soon': at once after it). */
  running?: 'none' | 'paced' | 'soon';
  /** When it was last asked for a paced run. */
  asked?: number;
}

/** The time and the timers a pacer uses: the real ones, or a test's. */
export interface Timekeeper {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const REAL_TIME: Timekeeper = {
  now: () => performance.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Runs a task per key, paced (see the module comment). */
export class Pacer {
  /** Each key's record (`Paced`), by key. */
  private readonly keys = new Map<string, Paced>();

  /**
   * @param pace the delay, share and burst
   * @param run the task, synchronous or not, returning its cost in ms or nothing (then its duration counts); its errors are its own business
   * @param time the clock (ms) and timers; the real ones unless a test moves time itself
   */
  constructor(private readonly pace: Pace, private readonly run: (key: string) => void | number | Promise<void | number>, private readonly time: Timekeeper = REAL_TIME) {}

  /** Asks for a run for `key`: at once if its pace allows, else when it will. A pending run absorbs the request. */
  schedule(key: string): void {
    const entry = this.entryOf(key);
    entry.asked = this.time.now();
    if (entry.running !== undefined) {
      if (entry.running === 'none') entry.running = 'paced';
      return;
    }
    if (entry.timer) return;
    this.arm(key, entry, this.wait(entry));
  }

  /** Runs the task for `key` on the next turn of the event loop, whatever its pace (a document opened, settings changed). */
  runSoon(key: string): void {
    const entry = this.entryOf(key);
    if (entry.running !== undefined) {
      entry.running = 'soon';
      return;
    }
    this.cancel(key);
    this.arm(key, entry, 0, { paced: false });
  }

  /** Drops the pending run for `key`, if any. */
  cancel(key: string): void {
    const entry = this.keys.get(key);
    if (!entry) return;
    this.disarm(entry);
    if (entry.running !== undefined) entry.running = 'none';
  }

  /** Forgets `key` entirely (its document was closed). */
  forget(key: string): void {
    this.cancel(key);
    this.keys.delete(key);
  }

  /** Drops every pending run. */
  dispose(): void {
    for (const entry of this.keys.values()) {
      this.disarm(entry);
      if (entry.running !== undefined) entry.running = 'none';
    }
  }

  /** The entry of `key`, made on first use. */
  private entryOf(key: string): Paced {
    let entry = this.keys.get(key);
    if (!entry) this.keys.set(key, entry = {});
    return entry;
  }

  /** Clears the pending run's timer, if any. */
  private disarm(entry: Paced): void {
    if (entry.timer) this.time.clearTimeout(entry.timer.handle);
    entry.timer = undefined;
  }

  /** How long a key must wait before its next run, in ms. */
  private wait(entry: Paced): number {
    const h = entry.history;
    if (!h) return 0;
    const now = this.time.now();
    const budget = Math.min(this.pace.burst, h.budget + (now - h.stamp));
    const quiet = this.pace.maxWait === undefined ? Infinity : (entry.asked ?? now) + this.pace.maxWait - now;
    return Math.max(0, h.lastStart + this.pace.delay - now, Math.min(-budget, quiet));
  }

  /** Runs `key` after `wait` ms; a paced run looks again then, as requests since may have moved its time. */
  private arm(key: string, entry: Paced, wait: number, { paced = true }: { paced?: boolean } = {}): void {
    entry.timer = { handle: this.time.setTimeout(() => {
      entry.timer = undefined;
      const more = paced ? this.wait(entry) : 0;
      if (more > 0) this.arm(key, entry, more);
      else void this.start(key, entry);
    }, wait) };
  }

  private async start(key: string, entry: Paced): Promise<void> {
    const start = this.time.now();
    const before = entry.history;
    const saved = before ? Math.min(this.pace.burst, before.budget + (start - before.stamp)) : this.pace.burst;
    entry.running = 'none';
    let cost: number | void = undefined;
    try {
      cost = await this.run(key);
    } catch {
      // The task reports its own errors.
    }
    // Forgotten meanwhile: nothing to keep.
    if (this.keys.get(key) !== entry) return;
    const end = this.time.now();
    const spent = typeof cost === 'number' && cost >= 0 ? cost : end - start;
    // A budget owed beyond the longest wait is forgiven: pacing never makes a key wait longer than that.
    const budget = Math.max(saved - spent / this.pace.share, -(this.pace.maxStale ?? this.pace.maxWait ?? Infinity));
    entry.history = { lastStart: start, budget, stamp: end };
    // Set to 'none' when the run started; a request during it (schedule, runSoon) changed it since.
    const asked = entry.running as Paced['running'];
    entry.running = undefined;
    if (asked === 'soon') this.arm(key, entry, 0, { paced: false });
    else if (asked === 'paced') this.arm(key, entry, this.wait(entry));
  }
}
