/**
 * What is known of the workspace's files, learned through `Workspace`
 * (workspace.ts) and kept for the run: the listing of each folder a link
 * passed through. Features read it synchronously (`known`); what is not yet
 * known is asked for asynchronously (`ensure`), a few folders at a time, and
 * the diagnostics are made again once it arrives (lsp/validation.ts), so
 * judging never waits on a file system and hovers and code actions read the
 * same answers the diagnostics did.
 *
 * A target is walked from its workspace folder down, one listing per
 * folder: the listing spells each name as the file system does, so a
 * link's letter case is compared exactly (`Docs/A.md` for `docs/a.md` works
 * on macOS and Windows, and breaks on Linux CI), and the names beside a
 * missing one are at hand for the closest-path fix.
 */
import { atOrBelowAny, folderKey, placeKey, WorkspaceCaches } from './target';
import { AnchorFacts } from '../anchors/facts';
import { ConfigFacts } from './configs';
import { OwnUrlPages } from './ownUrls';
import type { DirectoryEntry, FileKind, Workspace } from './workspace';

/** A folder's entries by exact name. */
export interface Listing {
  readonly entries: ReadonlyMap<string, FileKind>;
  /** Its symbolic links to files, by name: the URI of the path each names (a docs folder's link to `../CONTRIBUTING.md`). */
  readonly links?: ReadonlyMap<string, string>;
}

/** What a target's walk found, segment by segment. */
export type Walk =
  /** Every segment was found as written; `kind` is the target's. */
  | { found: 'exact'; kind: FileKind; listing?: Listing }
  /** Found, with a segment (or more) spelled in another letter case: `actual` is the path as the file system spells it. */
  | { found: 'case'; kind: FileKind; actual: readonly string[]; listing?: Listing }
  /** The workspace folder itself cannot be read, or a segment is a link out of the workspace: nothing can be told. */
  | { found: 'unreadable' }
  /** Segment `at` is in no spelling; `parent` lists the folder it was looked for in; `cased`: a folder on the way was spelled in another case. */
  | { found: 'missing'; at: number; parent: Listing; actual: readonly string[]; cased: boolean }
  /** A segment before the last is a file: nothing can be below it. */
  | { found: 'not-a-folder'; at: number; actual: readonly string[] };

/**
 * The first of `candidates` (places below a workspace folder, nearest first) that `facts` know as a file (by its name
 * as written or in another letter case), with its path as the file system spells it; null when none is. A candidate
 * not known yet is passed over (`unknown: 'skip'`: not known counts as no file) or ends the search with undefined
 * (`unknown: 'wait'`: it may be the file, so none after it is named before it is known, and no later one is asked for).
 * The one loop of `includingPageFile`, `foundAbove`, `foundElsewhere` (links/elsewhere.ts), the vault's paths
 * (links/vault.ts), Hugo's link hook (links/siteTargets.ts) and `clampedTarget` (links/siteRoot.ts).
 */
export function firstFile<T extends { readonly folder: string; readonly segments: readonly string[] }>(
  candidates: Iterable<T>, facts: LinkFacts, { unknown }: { unknown: 'skip' | 'wait' }): { target: T; path: string } | null | undefined {
  for (const target of candidates) {
    const walk = facts.known(target.folder, target.segments);
    if (walk === undefined) {
      if (unknown === 'wait') return undefined;
    } else if ((walk.found === 'exact' || walk.found === 'case') && walk.kind === 'file') {
      return { target, path: (walk.found === 'case' ? walk.actual : target.segments).join('/') };
    }
  }
  return null;
}

/** Folders read at once at most: a workspace of 10,000 files must not open 10,000 handles. */
const CONCURRENT_READS = 8;

/** The workspace's folders as far as links have needed them. */
export class LinkFacts {
  /**
   * Listings by folder (`placeKey`): undefined when the folder could not be read; a promise while it is read. Not a
   * cache (service/caches.ts): it is what the file system said, and what the watcher has not said changed since, and
   * a server's judging waits for what is missing (`ensure`), so an entry dropped would answer "not known yet" and a
   * judging that needs more folders than a bound would never end. Bounded by the workspace instead: one entry per
   * folder a walk went through (each a name its parent's listing holds, below a workspace folder) or a document's
   * folders above it, dropped when the watcher says the folder, or one above it, changed or went (`changedAll`; a
   * server's workspace folders are those of `initialize`). A folder a user names as they type, that is not there, is
   * not kept (`typedListing`).
   */
  private readonly listings = new Map<string, Listing | undefined | Promise<Listing | undefined>>();
  private running = 0;
  private readonly queue: (() => void)[] = [];
  /** The anchors of the files fragments name (the `anchors` helper's; anchors/facts.ts), forgotten with the listings. */
  readonly anchors: AnchorFacts;
  /** The site generators' configurations read (site.ts), forgotten with the listings. */
  readonly configs: ConfigFacts;
  /** The pages that set their own URL (ownUrls.ts): filled by the index of links, or read where a check asks. */
  readonly ownUrls = new OwnUrlPages();
  /** The workspace's bounded caches (caches.ts): its folders' places and keys, the names of paths below them; dropped with these facts. */
  readonly caches = new WorkspaceCaches();

  /** Bumped whenever a listing is learned or forgotten: a walk remembered at another generation is walked again. */
  private generation = 0;
  /**
   * The last walk of each target (by its segments array, which links/target.ts keeps per reference): a link
   * is walked for its file and again for its fragment's file. With the folders it consulted, for `traced`.
   */
  private readonly walks = new WeakMap<readonly string[], { folder: string; generation: number; forgets: number; walk: Walk | undefined; consulted?: [string, string][] }>();

  /** The folders `known` consulted since `traced` began: their URIs by key (the command line's cache keeps their times). */
  private trace: Map<string, string> | undefined;

  /**
   * @param readSync a synchronous listing, for the command line (which reads
   * the disk synchronously anyway): `known` then reads what it lacks and always
   * answers. A server passes none: it never blocks on a file system.
   */
  constructor(readonly workspace: Workspace, private readonly readSync?: (uri: string) => readonly DirectoryEntry[] | undefined) {
    this.anchors = new AnchorFacts(workspace);
    this.configs = new ConfigFacts(workspace);
  }

  /** Bumped whenever listings are forgotten (`changed`, `clear`). */
  private forgets = 0;

  /**
   * Changes whenever a listing or a configuration is forgotten: an answer worked out from what was known at another
   * stamp may be stale. (Learning more does not make a definite answer stale: it was worked out from what is still
   * known.)
   */
  stamp(): string {
    return `${this.forgets}:${this.configs.forgets}`;
  }

  /** The walk of `segments` below `folder` from what is known, or undefined when a folder on the way is not known yet. */
  known(folder: string, segments: readonly string[]): Walk | undefined {
    const trace = this.trace;
    const memo = this.walks.get(segments);
    // A walk that answered stays true while nothing is forgotten: learning another folder changes none it went through.
    // One that stopped at a folder not known yet is walked again once anything is learned.
    const current = memo !== undefined && memo.folder === folder
      && (memo.generation === this.generation || (memo.walk !== undefined && memo.forgets === this.forgets));
    if (memo && current && (!trace || memo.consulted)) {
      if (trace) for (const [key, uri] of memo.consulted!) if (!trace.has(key)) trace.set(key, uri);
      return memo.walk;
    }
    const consulted: [string, string][] | undefined = trace ? [] : undefined;
    const walk = this.walk(folder, segments, (key, uriOf) => {
      // A URI is made once per folder, not once per link that passes through it.
      if (trace && consulted) {
        const uri = trace.get(key) ?? uriOf();
        if (!trace.has(key)) trace.set(key, uri);
        consulted.push([key, uri]);
      }
      // One lookup for a folder that is known (most are): undefined is also a folder known to be unreadable.
      let listing = this.listings.get(key);
      if (listing === undefined && !this.listings.has(key)) {
        if (!this.readSync) return null;
        let entries: readonly DirectoryEntry[] | undefined;
        try {
          entries = this.readSync(uriOf());
        } catch {
          entries = undefined;
        }
        this.listings.set(key, listing = entries && toListing(entries));
        this.generation++;
      }
      return listing instanceof Promise ? null : listing;
    });
    this.walks.set(segments, { folder, generation: this.generation, forgets: this.forgets, walk, ...(consulted ? { consulted } : {}) });
    return walk;
  }

  /** Runs `work` and answers the URIs of the folders whose listings it consulted, and of the files whose anchors it did. */
  traced(work: () => void): Set<string> {
    const outer = this.trace;
    const trace = new Map<string, string>();
    this.trace = trace;
    // The files whose anchors fragments named are consulted too: a heading renamed there changes the verdict.
    const outerConsulted = this.anchors.consulted;
    const outerConfigs = this.configs.consulted;
    const outerOwnUrls = this.ownUrls.consulted;
    this.anchors.consulted = (key, uri) => { if (!trace.has(key)) trace.set(key, uri); };
    // So are the configurations a document's site was told from: a changed `docs_dir` changes what is a page.
    this.configs.consulted = this.anchors.consulted;
    // And the pages a link was found by their own URL among: a changed permalink changes where it leads.
    this.ownUrls.consulted = this.anchors.consulted;
    try {
      work();
    } finally {
      this.trace = outer;
      this.anchors.consulted = outerConsulted;
      this.configs.consulted = outerConfigs;
      this.ownUrls.consulted = outerOwnUrls;
      if (outer) for (const [key, uri] of trace) if (!outer.has(key)) outer.set(key, uri);
    }
    return new Set(trace.values());
  }

  /**
   * Runs `work` without recording the folders it consults in a `traced` run:
   * for a look through many folders of which only a few are found to matter
   * (those are then consulted again, traced).
   */
  untraced<T>(work: () => T): T {
    const outer = this.trace;
    this.trace = undefined;
    try {
      return work();
    } finally {
      this.trace = outer;
    }
  }

  /** Asks for every folder `known` would need for this target; resolves when they are known. */
  ensure(folder: string, segments: readonly string[]): Promise<void> {
    return this.ensureAll([{ folder, segments }]);
  }

  /**
   * Asks for every folder `known` would need for these targets, each folder
   * once: round after round (a walk learns one more folder per round), all the
   * folders the targets' walks stop at are read together, a few at a time.
   */
  async ensureAll(targets: readonly { folder: string; segments: readonly string[] }[]): Promise<void> {
    let pending = targets;
    // Each round learns one more folder of every walk; a target is a few segments deep.
    for (let round = 0; pending.length > 0 && round <= 64; round++) {
      const missing = new Map<string, string>();
      const left: typeof targets[number][] = [];
      for (const target of pending) {
        let stopped = false;
        this.walk(target.folder, target.segments, (key, uriOf) => {
          const listing = this.listings.get(key);
          if (listing instanceof Promise || !this.listings.has(key)) {
            if (!missing.has(key)) missing.set(key, uriOf());
            stopped = true;
            return null;
          }
          return listing;
        });
        if (stopped) left.push(target);
      }
      if (missing.size === 0) return;
      await Promise.all([...missing].map(([key, uri]) => this.read(uri, key)));
      pending = left;
    }
  }

  /**
   * A file or folder was created, changed or deleted: the listings that
   * could have changed are forgotten (its folder's, and its own and all
   * below when it was a folder). Answers whether a site generator's configuration read was among them.
   */
  changed(uri: string): boolean {
    return this.changedAll([uri]);
  }

  /**
   * Many files or folders changed at once (a watcher's batch, a checkout):
   * as `changed` for each, each listing looked at once, not once per change.
   * Answers whether a site generator's configuration read was among them.
   */
  changedAll(uris: readonly string[]): boolean {
    this.anchors.changedAll(uris);
    let configuration = false;
    for (const uri of uris) configuration = this.configs.changed(uri) || configuration;
    const changed = new Set<string>();
    for (const uri of uris) {
      const key = placeKey(uri);
      if (key !== undefined) changed.add(key);
    }
    if (changed.size === 0) return configuration;
    this.generation++;
    this.forgets++;
    for (const key of changed) this.listings.delete(key.slice(0, key.lastIndexOf('/')));
    for (const key of [...this.listings.keys()]) if (atOrBelowAny(key, changed)) this.listings.delete(key);
    return configuration;
  }

  /**
   * The folders on the way to each of `uris` as they are now: the listings of every folder above each forgotten, and
   * its own and all below it when it is a folder, to be read again when asked. For a question about the disk that
   * cannot wait for the watcher (a move in the editor): a file watcher tells of a folder made a moment ago some time
   * later (VS Code's batches its events, one event for the new folder), and a listing of the folder above read
   * before then would call everything in it missing.
   */
  forgetOnTheWay(uris: readonly string[]): void {
    const keys = new Set<string>();
    for (const uri of uris) {
      const key = placeKey(uri);
      if (key !== undefined) keys.add(key);
    }
    if (keys.size === 0) return;
    this.generation++;
    this.forgets++;
    for (const key of keys) for (let at = key.lastIndexOf('/'); at > 0; at = key.lastIndexOf('/', at - 1)) this.listings.delete(key.slice(0, at));
    for (const key of [...this.listings.keys()]) if (atOrBelowAny(key, keys)) this.listings.delete(key);
  }

  /**
   * A document was opened: its file is there, so a listing on its way that lacks the next name was read before the
   * name was made, and the watcher has not told yet (VS Code's language client sends its events 250 ms after the last,
   * and a new folder is one event). Those listings are forgotten as `forgetOnTheWay` does, not left to call the
   * folder's sites and files missing until then. Answers whether any was.
   */
  opened(uri: string): boolean {
    const key = placeKey(uri);
    if (key === undefined) return false;
    for (let at = key.lastIndexOf('/'); at > 0; at = key.lastIndexOf('/', at - 1)) {
      const listing = this.listings.get(key.slice(0, at));
      if (listing === undefined || listing instanceof Promise) continue;
      const next = key.indexOf('/', at + 1);
      if (!listing.entries.has(key.slice(at + 1, next < 0 ? undefined : next))) {
        this.forgetOnTheWay([uri]);
        return true;
      }
    }
    return false;
  }

  /** Everything is forgotten (the folders changed). */
  clear(): void {
    this.anchors.clear();
    this.configs.clear();
    this.generation++;
    this.forgets++;
    this.listings.clear();
  }

  /** The listing of a folder if it is known (undefined: it could not be read), or null while it is not (`listing` reads it). */
  knownListing(uri: string): Listing | undefined | null {
    const key = placeKey(uri);
    if (key === undefined) return undefined;
    const listing = this.listings.get(key);
    return listing instanceof Promise || (listing === undefined && !this.listings.has(key)) ? null : listing;
  }

  /** The listing of a folder, read once per run (until `changed`); undefined when it is none. */
  async listing(uri: string): Promise<Listing | undefined> {
    const key = placeKey(uri);
    return key === undefined ? undefined : this.read(uri, key);
  }

  /**
   * The listing of a folder a user names as they type (completion after a `/`): as `listing`, but when this read
   * finds no folder there, and the listing above does not name it (no walk goes through it), the answer is not kept:
   * a path typed letter by letter would otherwise leave an entry per name it passed through, for as long as the
   * server runs.
   */
  async typedListing(uri: string): Promise<Listing | undefined> {
    const key = placeKey(uri);
    if (key === undefined) return undefined;
    const known = this.listings.has(key);
    const listing = await this.read(uri, key);
    if (!known && listing === undefined && this.listings.has(key) && this.listings.get(key) === undefined && !this.namedAbove(key)) this.listings.delete(key);
    return listing;
  }

  /** Whether the known listing of the folder above `key` holds its name (in any spelling a walk takes). */
  private namedAbove(key: string): boolean {
    const at = key.lastIndexOf('/');
    const above = at < 0 ? undefined : this.listings.get(key.slice(0, at));
    return above !== undefined && !(above instanceof Promise) && lookup(above, key.slice(at + 1)) !== undefined;
  }

  private read(uri: string, key: string): Listing | undefined | Promise<Listing | undefined> {
    if (this.listings.has(key)) return this.listings.get(key);
    const reading: Promise<Listing | undefined> = this.limited(() => this.workspace.readDirectory(uri)).then(
      (entries): Listing | undefined => this.settle(key, reading, entries && toListing(entries)),
      (): Listing | undefined => this.settle(key, reading, undefined),
    );
    this.listings.set(key, reading);
    this.generation++;
    return reading;
  }

  /** Keeps a read's answer unless the folder changed while it was read (then it is read again when asked). */
  private settle(key: string, reading: Promise<Listing | undefined>, listing: Listing | undefined): Listing | undefined {
    if (this.listings.get(key) === reading) this.listings.set(key, listing);
    this.generation++;
    return listing;
  }

  private async limited<T>(run: () => Promise<T>): Promise<T> {
    if (this.running >= CONCURRENT_READS) await new Promise<void>((resolve) => this.queue.push(resolve));
    this.running++;
    try {
      return await run();
    } finally {
      this.running--;
      this.queue.shift()?.();
    }
  }

  /**
   * The walk of a target through the listings `get` answers (null: not known
   * yet, and the walk stops). `get` is given each folder's key, and its URI
   * made only when asked (most folders are known: no URI is built for them).
   */
  private walk(folder: string, segments: readonly string[], get: (key: string, uri: () => string) => Listing | undefined | null): Walk | undefined {
    const root = folder.endsWith('/') ? folder.slice(0, -1) : folder;
    let key = folderKey(root, this.caches);
    if (key === undefined) return { found: 'unreadable' };
    const actual: string[] = [];
    const uriOf = (): string => uriBelow(root, actual);
    let cased = false;
    let kind: FileKind = 'directory';
    for (let i = 0; i < segments.length; i++) {
      if (kind === 'file') return { found: 'not-a-folder', at: i - 1, actual };
      const listing = get(key, uriOf);
      if (listing === null) return undefined;
      if (listing === undefined) return i === 0 ? { found: 'unreadable' } : { found: 'not-a-folder', at: i - 1, actual };
      const name = segments[i]!;
      const match = lookup(listing, name);
      if (match === undefined) return { found: 'missing', at: i, parent: listing, actual, cased };
      // Beyond a symbolic link out of the workspace nothing is known, and nothing is judged.
      if (match[1] === 'outside') return { found: 'unreadable' };
      if (match[0] !== name) cased = true;
      actual.push(match[0]);
      kind = match[1];
      key = childKey(listing, key, match[0]);
    }
    // A folder's own listing comes with it: an index file is looked for in it.
    let listing: Listing | undefined;
    if (kind === 'directory') {
      const own = get(key, uriOf);
      if (own === null) return undefined;
      listing = own;
    }
    return cased ? { found: 'case', kind, actual, listing } : { found: 'exact', kind, listing };
  }
}

/**
 * The entry a name means: the exact name; else the same name in Unicode's
 * composed form (macOS stores names decomposed); else the one entry equal
 * but for letter case (several: none, it is ambiguous).
 */
function lookup(listing: Listing, name: string): [string, FileKind] | undefined {
  const exact = listing.entries.get(name);
  if (exact) return [name, exact];
  const { composed, folded } = foldsOf(listing);
  const nfc = name.normalize('NFC');
  const same = composed.get(nfc);
  if (same) return same;
  const cased = folded.get(nfc.toLowerCase());
  return cased?.length === 1 ? cased[0] : undefined;
}

/** A listing's entries by composed name and by composed, lowercased name: made the first time a name misses. */
interface Folds {
  composed: Map<string, [string, FileKind]>;
  folded: Map<string, [string, FileKind][]>;
}

/** Each listing's folds: a folder of 10,000 files is not scanned once per link that misses in it. */
const folds = new WeakMap<Listing, Folds>();

function foldsOf(listing: Listing): Folds {
  let known = folds.get(listing);
  if (!known) {
    known = { composed: new Map(), folded: new Map() };
    for (const [entry, kind] of listing.entries) {
      const normal = entry.normalize('NFC');
      if (!known.composed.has(normal)) known.composed.set(normal, [entry, kind]);
      const lower = normal.toLowerCase();
      const list = known.folded.get(lower);
      if (list) list.push([entry, kind]);
      else known.folded.set(lower, [[entry, kind]]);
    }
    folds.set(listing, known);
  }
  return known;
}

/**
 * The key of the entry `name` of a listing whose key is `key`: made once
 * per entry (a walk through a folder thousands of links pass through
 * builds no new string, and a map finds a string it has seen at once).
 */
function childKey(listing: Listing, key: string, name: string): string {
  const own = listing as KeyedListing;
  let keys = own.childKeys;
  if (!keys || keys.parent !== key) own.childKeys = keys = { parent: key, names: new Map() };
  let child = keys.names.get(name);
  if (child === undefined) keys.names.set(name, child = `${key}/${name}`);
  return child;
}

/** A listing as this module makes it: with its entries' keys, made as walks pass through. */
interface KeyedListing extends Listing {
  childKeys: { parent: string; names: Map<string, string> } | undefined;
}

function toListing(entries: readonly DirectoryEntry[]): Listing {
  const links = entries.filter((entry) => entry[1] === 'file' && entry[2] !== undefined).map(([name, , linkedTo]): [string, string] => [name, linkedTo!]);
  const listing: KeyedListing = { entries: new Map(entries.map(([name, kind]) => [name, kind])), childKeys: undefined, ...(links.length > 0 ? { links: new Map(links) } : {}) };
  return listing;
}

/** A file name as one path segment of a URI (§3.3): everything but unreserved characters percent-encoded. */
export function encodeSegment(name: string): string {
  return encodeURIComponent(name).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The URI of a path below a folder. */
export function uriBelow(folder: string, segments: readonly string[]): string {
  return segments.length === 0 ? folder : `${folder}/${segments.map(encodeSegment).join('/')}`;
}
