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
  private readonly timers = new Map<string, unknown>();
  private readonly history = new Map<string, History>();
  /** Keys running now, and whether another run was asked for meanwhile ('soon': at once after it). */
  private readonly running = new Map<string, 'none' | 'paced' | 'soon'>();
  /** When each key was last asked for a paced run. */
  private readonly asked = new Map<string, number>();

  /**
   * @param pace the delay, share and burst
   * @param run the task, synchronous or not, returning its cost in ms or nothing (then its duration counts); its errors are its own business
   * @param time the clock (ms) and timers; the real ones unless a test moves time itself
   */
  constructor(private readonly pace: Pace, private readonly run: (key: string) => void | number | Promise<void | number>, private readonly time: Timekeeper = REAL_TIME) {}

  /** Asks for a run for `key`: at once if its pace allows, else when it will. A pending run absorbs the request. */
  schedule(key: string): void {
    this.asked.set(key, this.time.now());
    if (this.running.has(key)) {
      if (this.running.get(key) === 'none') this.running.set(key, 'paced');
      return;
    }
    if (this.timers.has(key)) return;
    this.arm(key, this.wait(key));
  }

  /** Runs the task for `key` on the next turn of the event loop, whatever its pace (a document opened, settings changed). */
  runSoon(key: string): void {
    if (this.running.has(key)) {
      this.running.set(key, 'soon');
      return;
    }
    this.cancel(key);
    this.arm(key, 0, { paced: false });
  }

  /** Drops the pending run for `key`, if any. */
  cancel(key: string): void {
    if (this.timers.has(key)) this.time.clearTimeout(this.timers.get(key));
    this.timers.delete(key);
    if (this.running.has(key)) this.running.set(key, 'none');
  }

  /** Forgets `key` entirely (its document was closed). */
  forget(key: string): void {
    this.cancel(key);
    this.running.delete(key);
    this.history.delete(key);
    this.asked.delete(key);
  }

  /** Drops every pending run. */
  dispose(): void {
    for (const timer of this.timers.values()) this.time.clearTimeout(timer);
    this.timers.clear();
    for (const key of this.running.keys()) this.running.set(key, 'none');
  }

  /** How long `key` must wait before its next run, in ms. */
  private wait(key: string): number {
    const h = this.history.get(key);
    if (!h) return 0;
    const now = this.time.now();
    const budget = Math.min(this.pace.burst, h.budget + (now - h.stamp));
    const quiet = this.pace.maxWait === undefined ? Infinity : (this.asked.get(key) ?? now) + this.pace.maxWait - now;
    return Math.max(0, h.lastStart + this.pace.delay - now, Math.min(-budget, quiet));
  }

  /** Runs `key` after `wait` ms; a paced run looks again then, as requests since may have moved its time. */
  private arm(key: string, wait: number, { paced = true }: { paced?: boolean } = {}): void {
    this.timers.set(key, this.time.setTimeout(() => {
      this.timers.delete(key);
      const more = paced ? this.wait(key) : 0;
      if (more > 0) this.arm(key, more);
      else void this.start(key);
    }, wait));
  }

  private async start(key: string): Promise<void> {
    const start = this.time.now();
    const before = this.history.get(key);
    const saved = before ? Math.min(this.pace.burst, before.budget + (start - before.stamp)) : this.pace.burst;
    this.running.set(key, 'none');
    let cost: number | void = undefined;
    try {
      cost = await this.run(key);
    } catch {
      // The task reports its own errors.
    }
    // Forgotten meanwhile: nothing to keep.
    if (!this.running.has(key)) return;
    const end = this.time.now();
    const spent = typeof cost === 'number' && cost >= 0 ? cost : end - start;
    // A budget owed beyond the longest wait is forgiven: pacing never makes a key wait longer than that.
    const budget = Math.max(saved - spent / this.pace.share, -(this.pace.maxStale ?? this.pace.maxWait ?? Infinity));
    this.history.set(key, { lastStart: start, budget, stamp: end });
    const asked = this.running.get(key);
    this.running.delete(key);
    if (asked === 'soon') this.arm(key, 0, { paced: false });
    else if (asked === 'paced') this.arm(key, this.wait(key));
  }
}
