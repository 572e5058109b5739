/**
 * When to validate a document after it changes. An isolated edit is
 * validated at once, on the next turn of the event loop; a burst of edits
 * (fast typing, a multi-cursor edit sent as many notifications) is validated
 * at most once per `delay` ms, and always once after its last edit. So a
 * user waits for no timer after a keystroke, and a fast typist does not
 * make the server lint every intermediate version.
 */

/** Runs a task per key: at once when the key was quiet for `delay` ms, else at the end of that period. */
export class Throttle {
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly lastRun = new Map<string, number>();

  /**
   * @param delay the shortest time between two runs for one key, in ms
   * @param run the task; errors are its own business
   * @param clock the time in ms, for tests
   */
  constructor(private readonly delay: number, private readonly run: (key: string) => void, private readonly clock: () => number = () => performance.now()) {}

  /** Asks for a run for `key`: at once if its last run is `delay` ms old, else when it will be. A pending run absorbs the request. */
  schedule(key: string): void {
    if (this.timers.has(key)) return;
    const since = this.clock() - (this.lastRun.get(key) ?? -Infinity);
    this.arm(key, Math.max(0, this.delay - since));
  }

  /** Runs the task for `key` on the next turn of the event loop, whatever the last run (a document opened, settings changed). */
  runSoon(key: string): void {
    this.cancel(key);
    this.arm(key, 0);
  }

  /** Drops the pending run for `key`, if any, and forgets it. */
  cancel(key: string): void {
    const timer = this.timers.get(key);
    if (timer !== undefined) clearTimeout(timer);
    this.timers.delete(key);
  }

  /** Forgets `key` entirely (its document was closed). */
  forget(key: string): void {
    this.cancel(key);
    this.lastRun.delete(key);
  }

  /** Drops every pending run. */
  dispose(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  private arm(key: string, wait: number): void {
    this.timers.set(key, setTimeout(() => {
      this.timers.delete(key);
      this.lastRun.set(key, this.clock());
      this.run(key);
    }, wait));
  }
}
