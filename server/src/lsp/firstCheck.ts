/**
 * The timeline of a large document's first check, for the output channel:
 * when the document was opened (wall clock, to the millisecond, so that a
 * measurement in the editor can line its own events up with the server's),
 * and how long after it the settings came, the view was known, the problems
 * in view were published, the whole was scanned and all its problems were
 * published. Where the time to the first squiggle goes on a large file is
 * read from it: a late view or late settings mean a busy extension host.
 */

/** The steps of a first check, in the order they are told. */
type Step = 'settings' | 'view' | 'window' | 'windowLinks' | 'scanned' | 'all';

const WORDS: Record<Step, (count?: number) => string> = {
  settings: () => 'settings',
  view: () => 'view known',
  window: (n) => `problems in view (${n ?? 0}) published`,
  windowLinks: (n) => `with their links' targets (${n ?? 0})`,
  scanned: () => 'scanned',
  all: (n) => `all (${n ?? 0}) published`,
};

export class FirstCheckLog {
  private readonly start = performance.now();
  private readonly steps = new Map<Step, { at: number; count?: number }>();

  /** Marks `step` now, the first time only. */
  mark(step: Step, count?: number): void {
    if (!this.steps.has(step)) this.steps.set(step, { at: performance.now(), ...(count === undefined ? {} : { count }) });
  }

  /** `opened at 22:41:03.120 UTC; settings after 12 ms, view known after 30 ms, …`, the steps in the order they came. */
  text(): string {
    const opened = new Date(performance.timeOrigin + this.start).toISOString().slice(11, 23);
    const steps = [...this.steps].sort((a, b) => a[1].at - b[1].at)
      .map(([step, { at, count }]) => `${WORDS[step](count)} after ${Math.round(at - this.start)} ms`);
    return `opened at ${opened} UTC; ${steps.join(', ')}`;
  }
}

/** `3.2 MB`, `512 KB`. */
export function formatBytes(bytes: number): string {
  return bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${Math.round(bytes / 1e3)} KB`;
}
