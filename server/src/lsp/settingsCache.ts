/**
 * Per-resource settings, asked of the client once per document and kept
 * until the client says the configuration changed (the lsp-sample model:
 * `workspace/configuration` with `scopeUri`, cached per document).
 */
import { DEFAULT_SETTINGS, resolveSettings } from '../contract/settings';
import type { Settings } from '../contract/settings';

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

  /** @param fetch how to ask the client; `undefined` when it cannot be asked. */
  constructor(private readonly fetch: SettingsFetcher | undefined, private readonly log: (message: string) => void) {}

  /** The settings of `resource`; never rejects (a failed request yields the defaults, logged). */
  get(resource: string): Promise<Settings> {
    if (!this.fetch) return Promise.resolve(this.global);
    let settings = this.cache.get(resource);
    if (!settings) {
      settings = this.fetch(resource).then(resolveSettings, (error: unknown) => {
        this.log(`workspace/configuration failed for ${resource}: ${String(error)}`);
        this.cache.delete(resource);
        return DEFAULT_SETTINGS;
      });
      this.cache.set(resource, settings);
    }
    return settings;
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
