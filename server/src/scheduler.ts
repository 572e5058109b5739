/**
 * Per-document debouncing of validation: a burst of edits is validated once,
 * after the document has been quiet for a short delay. Opening a document is
 * validated at once.
 */

/** Runs a task per key, at most once per quiet period. */
export class Debouncer {
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();

  /**
   * @param delay quiet period in ms
   * @param run the task; errors are its own business
   */
  constructor(private readonly delay: number, private readonly run: (key: string) => void) {}

  /** Runs the task for `key` after `delay` ms without another call for it. */
  schedule(key: string): void {
    this.cancel(key);
    this.timers.set(key, setTimeout(() => {
      this.timers.delete(key);
      this.run(key);
    }, this.delay));
  }

  /** Runs the task for `key` on the next turn of the event loop, dropping a pending one. */
  now(key: string): void {
    this.cancel(key);
    this.timers.set(key, setTimeout(() => {
      this.timers.delete(key);
      this.run(key);
    }, 0));
  }

  /** Drops the pending run for `key`, if any. */
  cancel(key: string): void {
    const timer = this.timers.get(key);
    if (timer !== undefined) clearTimeout(timer);
    this.timers.delete(key);
  }

  /** Drops every pending run. */
  dispose(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}
