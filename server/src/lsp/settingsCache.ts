/**
 * Per-resource settings, asked of the client once per document and kept
 * until the client says the configuration changed (the lsp-sample model:
 * `workspace/configuration` with `scopeUri`, cached per document).
 */
import { DEFAULT_SETTINGS, resolveSettings } from '../contract/settings';
import type { Settings } from '../contract/settings';

/** How long a workspace/configuration answer is awaited by default, in ms. */
export const DEFAULT_TIMEOUT = 3000;

/** Asks the client for the raw `uriLint` section of one resource. */
export type SettingsFetcher = (resource: string) => Promise<unknown>;

/**
 * The settings of each resource. Without a fetcher (a client that cannot
 * answer `workspace/configuration`), every resource gets the global settings
 * last pushed by `workspace/didChangeConfiguration`.
 */
export class SettingsCache {
  private readonly cache = new Map<string, Promise<Settings>>();
  private global: Settings = DEFAULT_SETTINGS;

  /**
   * @param fetch how to ask the client; `undefined` when it cannot be asked.
   * @param timeout how long to wait for an answer, in ms; a client that never
   *   answers would otherwise stall every feature of the document.
   * @param late told of a resource whose answer came after the timeout, and
   *   is now its settings: what was judged under the defaults is judged again.
   *   A busy extension host (a 3 MB file opening) answers late, not never
   *  .
   */
  constructor(
    private readonly fetch: SettingsFetcher | undefined,
    private readonly log: (message: string) => void,
    private readonly timeout = DEFAULT_TIMEOUT,
    private readonly late: (resource: string) => void = () => undefined,
  ) {}

  /**
   * The settings of `resource`; never rejects. A failed request yields the
   * defaults and is asked again next time; an unanswered one yields the
   * defaults until its answer comes (`late`) or the configuration changes.
   * Both are logged.
   */
  get(resource: string): Promise<Settings> {
    if (!this.fetch) return Promise.resolve(this.global);
    let settings = this.cache.get(resource);
    if (!settings) {
      settings = this.ask(resource);
      this.cache.set(resource, settings);
    }
    return settings;
  }

  private ask(resource: string): Promise<Settings> {
    const asked = new Promise<Settings>((resolve) => {
      let timedOut = false;
      const started = performance.now();
      const timer = setTimeout(() => {
        timedOut = true;
        this.log(`workspace/configuration for ${resource} got no answer within ${this.timeout} ms: the default settings apply until it does.`);
        resolve(DEFAULT_SETTINGS);
      }, this.timeout);
      this.fetch!(resource).then((raw) => {
        clearTimeout(timer);
        const settings = resolveSettings(raw);
        resolve(settings);
        // Still the question of the current configuration: its answer replaces the defaults.
        if (timedOut && this.cache.get(resource) === asked) {
          this.log(`workspace/configuration for ${resource} answered after ${Math.round(performance.now() - started)} ms: its settings apply now.`);
          this.cache.set(resource, Promise.resolve(settings));
          this.late(resource);
        }
      }, (error: unknown) => {
        clearTimeout(timer);
        this.log(`workspace/configuration failed for ${resource}: ${String(error)}`);
        this.cache.delete(resource);
        resolve(DEFAULT_SETTINGS);
      });
    });
    return asked;
  }

  /**
   * The client's own word on `resource`'s settings (`uriLint/settingsOf`), taken as the answer its
   * `workspace/configuration` request would get; a request already on its way is then not waited for. Without a
   * fetcher every resource has the settings last pushed by `workspace/didChangeConfiguration`, which this does not change.
   */
  offer(resource: string, raw: unknown): void {
    if (this.fetch) this.cache.set(resource, Promise.resolve(resolveSettings(raw)));
  }

  /**
   * Forgets every cached answer (workspace/didChangeConfiguration). `pushed`
   * is the notification's `settings.uriLint`, used only without a fetcher.
   */
  invalidate(pushed?: unknown): void {
    this.cache.clear();
    if (!this.fetch) this.global = resolveSettings(pushed);
  }

  /** Forgets one resource (its document was closed). */
  forget(resource: string): void {
    this.cache.delete(resource);
  }
}
