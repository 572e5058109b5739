/**
 * The service's bounded caches: one policy and every limit, in one place.
 * A cache here is a memo of a pure function of its key (a folder's place, a
 * list of patterns compiled): dropping an entry costs time, never a
 * different answer. Those about a workspace's folders (their places, its
 * note vaults' folders and files) are a `WorkspaceCaches` (links/target.ts),
 * owned by the workspace's facts (`LinkFacts`, made beside the service for a
 * server or a command-line run) and dropped with them; so are its documents'
 * front matters (a `VersionCache`), and the sites a build assembles, per
 * facts (links/site.ts). Caches keyed by an object (a `WeakMap` by analysis,
 * parse or settings) go with their key and are not listed. What the facts
 * were told (a folder's listing, a file's anchors: `LinkFacts`,
 * `AnchorFacts`) is no cache: dropping it would change an answer, so it is
 * kept, one entry per folder or file of the workspace, until the watcher
 * says it changed.
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
  /** Note vaults whose folders are kept listed (`links/vault.ts` `vaultFolders`): a workspace has a few. */
  vaults: 64,
  /** Files found in a vault by their name or path (`rules/fragments.ts` `vaultFileTarget`): the files notes' links name, not every path ever written. */
  vaultFiles: 8192,
  /** Workspace folders whose sites a build assembles are kept (`links/site.ts` `assembledSites`), per workspace's facts and state. */
  assembledSites: 256,
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

/**
 * The documents, analyses and scopes of contexts judged once (the command line's `once`): `markJudgedOnce` names
 * them (features/facts.ts, for each judging), and an `ObjectMemo` keeps their values only while they are the last
 * one asked about. A `WeakSet` holds no value, only whether its key is one of them.
 */
const judgedOnce = new WeakSet<object>();

/** Marks objects of a context judged once (its document, its analysis, its scope): `ObjectMemo` keeps them in its slot. */
export function markJudgedOnce(...keys: object[]): void {
  for (const key of keys) judgedOnce.add(key);
}

/**
 * A memo per document, analysis or scope object, as a `WeakMap` is, but for an object judged once (`markJudgedOnce`):
 * its value is kept in one slot, until the next such object's replaces it, and never in the `WeakMap`. The engine's
 * young collections keep the value of every entry of a long-lived `WeakMap` whatever became of its key (features/
 * facts.ts' note), so a memo of each of the command line's documents (its own anchors and their YAML tree, its `$ref`s,
 * its link context) was made in the old generation and stayed until a full collection: over the OpenAPI collection,
 * a heap grown from 17 to 48 MB and a tenth of the run's CPU in collections. Its documents are judged one after
 * another, each by one thread, so the slot holds the one being judged.
 */
export class ObjectMemo<K extends object, V> {
  private readonly kept = new WeakMap<K, V>();
  private lastKey: K | undefined;
  private lastValue: V | undefined;

  has(key: K): boolean {
    return key === this.lastKey || this.kept.has(key);
  }

  get(key: K): V | undefined {
    return key === this.lastKey ? this.lastValue : this.kept.get(key);
  }

  set(key: K, value: V): this {
    if (judgedOnce.has(key)) {
      this.lastKey = key;
      this.lastValue = value;
    } else this.kept.set(key, value);
    return this;
  }
}
