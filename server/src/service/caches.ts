/**
 * The service's bounded caches: one policy and every limit, in one place.
 * A cache here is a memo of a pure function of its key (a folder's place, a
 * list of patterns compiled): dropping an entry costs time, never a
 * different answer. Those about a workspace's folders are a
 * `WorkspaceCaches` (links/target.ts), owned by the workspace's facts
 * (`LinkFacts`, made beside the service for a server or a command-line run)
 * and dropped with them; so are its documents' front matters (a `VersionCache`). Caches keyed by an object (a `WeakMap` by analysis, parse or
 * settings) go with their key and are not listed.
 */

/**
 * The most entries each cache keeps. Open documents, folders and settings
 * come and go for as long as the server runs: a bound, not a record of
 * everything ever seen.
 */
export const CACHE_LIMITS = {
  /** Workspace folders' places (`links/target.ts`): a workspace has a few. */
  folderPlaces: 256,
  /** Workspace folders' URIs with one trailing slash (`links/target.ts`). */
  folderRoots: 256,
  /** Workspace folders' place keys (`links/target.ts`). */
  folderKeys: 256,
  /** Folders whose paths' names are kept (`links/target.ts` `namesWithin`). */
  namesByFolder: 16,
  /** Paths' names kept per folder: a workspace's files, not every path ever written. */
  namesPerFolder: 65_536,
  /** Target scopes per settings object (`links/target.ts` `targetScope`): one per open document, base and folders. */
  scopesPerSettings: 1024,
  /** The folders above each document's folder, as link targets (`links/site.ts` `ancestorTargets`). */
  ancestors: 1024,
  /** The names of each document's folder below its workspace folder (`links/target.ts` `foldersOf`). */
  documentFolders: 1024,
  /** The last YAML texts whose reading is kept (`anchors/yamlScan.ts`): a file is read for its ids, its `$ref`s and its own pointers in turn. */
  yamlReadings: 4,
  /** Distinct `uriLint.ignorePatterns` lists compiled (`ignorePatterns.ts`). */
  patternLists: 8,
} as const;

/**
 * A map of at most `limit` entries. The one policy: a full cache drops its
 * oldest entry to make room (an entry in use is soon made again; a hit costs
 * one lookup, nothing to reorder).
 */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(readonly limit: number) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    return this.entries.get(key);
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  set(key: K, value: V): void {
    if (this.entries.size >= this.limit && !this.entries.has(key)) this.entries.delete(this.entries.keys().next().value as K);
    this.entries.set(key, value);
  }

  /** The value of `key`, made by `make` and kept when there is none (an undefined value is kept too). */
  getOrMake(key: K, make: () => V): V {
    const value = this.entries.get(key);
    if (value !== undefined || this.entries.has(key)) return value as V;
    const made = make();
    this.set(key, made);
    return made;
  }

  clear(): void {
    this.entries.clear();
  }
}


/**
 * What is worked out from one version of a document (its front matter: frontMatter.ts), kept per document object
 * while its version is the same: the one policy of such memos. An entry goes with its document (a `WeakMap`), and a
 * document holds one version's value at a time, so it needs no limit. Made by an owner, as the other caches (the
 * front matters read are the workspace's `WorkspaceCaches`), never at a module's top level.
 */
export class VersionCache<T> {
  private readonly entries = new WeakMap<VersionedDocument, { version: number; value: T }>();

  /** The value of `document`'s current version, made by `make` the first time it is asked. */
  of(document: VersionedDocument, make: () => T): T {
    const known = this.entries.get(document);
    if (known && known.version === document.version) return known.value;
    const value = make();
    this.entries.set(document, { version: document.version, value });
    return value;
  }
}

/** A document as a `VersionCache` keys it: an object whose `version` changes with its text (a `TextDocument`). */
export interface VersionedDocument {
  readonly version: number;
}
