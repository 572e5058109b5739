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
import { placeKey } from './target';
import type { DirectoryEntry, FileKind, Workspace } from './workspace';

/** A folder's entries by exact name. */
export interface Listing {
  readonly entries: ReadonlyMap<string, FileKind>;
}

/** What a target's walk found, segment by segment. */
export type Walk =
  /** Every segment was found as written; `kind` is the target's. */
  | { found: 'exact'; kind: FileKind; listing?: Listing }
  /** Found, with a segment (or more) spelled in another letter case: `actual` is the path as the file system spells it. */
  | { found: 'case'; kind: FileKind; actual: readonly string[]; listing?: Listing }
  /** The workspace folder itself cannot be read: nothing can be told. */
  | { found: 'unreadable' }
  /** Segment `at` is in no spelling; `parent` lists the folder it was looked for in; `cased`: a folder on the way was spelled in another case. */
  | { found: 'missing'; at: number; parent: Listing; actual: readonly string[]; cased: boolean }
  /** A segment before the last is a file: nothing can be below it. */
  | { found: 'not-a-folder'; at: number; actual: readonly string[] };

/** Folders read at once at most: a workspace of 10,000 files must not open 10,000 handles. */
const CONCURRENT_READS = 8;

/** The workspace's folders as far as links have needed them. */
export class LinkFacts {
  /** Listings by folder (`placeKey`): undefined when the folder could not be read; a promise while it is read. */
  private readonly listings = new Map<string, Listing | undefined | Promise<Listing | undefined>>();
  private running = 0;
  private readonly queue: (() => void)[] = [];

  /** The folders `known` consulted since `traced` began, by URI (the command line's cache keeps their times). */
  private trace: Set<string> | undefined;

  /**
   * @param readSync a synchronous listing, for the command line (which reads
   * the disk synchronously anyway): `known` then reads what it lacks and always
   * answers. A server passes none: it never blocks on a file system.
   */
  constructor(readonly workspace: Workspace, private readonly readSync?: (uri: string) => readonly DirectoryEntry[] | undefined) {}

  /** The walk of `segments` below `folder` from what is known, or undefined when a folder on the way is not known yet. */
  known(folder: string, segments: readonly string[]): Walk | undefined {
    return this.walk(folder, segments, (uri, key) => {
      this.trace?.add(uri);
      if (!this.listings.has(key) && this.readSync) {
        let entries: readonly DirectoryEntry[] | undefined;
        try {
          entries = this.readSync(uri);
        } catch {
          entries = undefined;
        }
        this.listings.set(key, entries && toListing(entries));
      }
      const listing = this.listings.get(key);
      return listing instanceof Promise || !this.listings.has(key) ? null : listing;
    });
  }

  /** Runs `work` and answers the URIs of the folders whose listings it consulted. */
  traced(work: () => void): Set<string> {
    const outer = this.trace;
    const trace = new Set<string>();
    this.trace = trace;
    try {
      work();
    } finally {
      this.trace = outer;
      for (const uri of trace) outer?.add(uri);
    }
    return trace;
  }

  /** Asks for every folder `known` would need for this target; resolves when they are known. */
  async ensure(folder: string, segments: readonly string[]): Promise<void> {
    // Each round learns one more folder of the walk; a target is a few segments deep.
    for (let round = 0; round <= segments.length + 1; round++) {
      const missing: [string, string][] = [];
      this.walk(folder, segments, (uri, key) => {
        const listing = this.listings.get(key);
        if (listing instanceof Promise || !this.listings.has(key)) {
          missing.push([uri, key]);
          return null;
        }
        return listing;
      });
      if (missing.length === 0) return;
      await Promise.all(missing.map(([uri, key]) => this.read(uri, key)));
    }
  }

  /**
   * A file or folder was created, changed or deleted: the listings that
   * could have changed are forgotten (its folder's, and its own and all
   * below when it was a folder). Answers the URIs forgotten.
   */
  changed(uri: string): void {
    const changed = placeKey(uri);
    if (changed === undefined) return;
    this.listings.delete(changed.slice(0, changed.lastIndexOf('/')));
    const below = `${changed}/`;
    for (const key of [...this.listings.keys()]) if (key === changed || key.startsWith(below)) this.listings.delete(key);
  }

  /** Everything is forgotten (the folders changed). */
  clear(): void {
    this.listings.clear();
  }

  /** The listing of a folder, read once per run (until `changed`); undefined when it is none. */
  async listing(uri: string): Promise<Listing | undefined> {
    const key = placeKey(uri);
    return key === undefined ? undefined : this.read(uri, key);
  }

  private read(uri: string, key: string): Listing | undefined | Promise<Listing | undefined> {
    if (this.listings.has(key)) return this.listings.get(key);
    const reading: Promise<Listing | undefined> = this.limited(() => this.workspace.readDirectory(uri)).then(
      (entries): Listing | undefined => this.settle(key, reading, entries && toListing(entries)),
      (): Listing | undefined => this.settle(key, reading, undefined),
    );
    this.listings.set(key, reading);
    return reading;
  }

  /** Keeps a read's answer unless the folder changed while it was read (then it is read again when asked). */
  private settle(key: string, reading: Promise<Listing | undefined>, listing: Listing | undefined): Listing | undefined {
    if (this.listings.get(key) === reading) this.listings.set(key, listing);
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

  /** The walk of a target through the listings `get` answers (null: not known yet, and the walk stops). */
  private walk(folder: string, segments: readonly string[], get: (uri: string, key: string) => Listing | undefined | null): Walk | undefined {
    let dir = folder.endsWith('/') ? folder.slice(0, -1) : folder;
    let key = placeKey(dir);
    if (key === undefined) return { found: 'unreadable' };
    const actual: string[] = [];
    let cased = false;
    let kind: FileKind = 'directory';
    for (let i = 0; i < segments.length; i++) {
      if (kind === 'file') return { found: 'not-a-folder', at: i - 1, actual };
      const listing = get(dir, key);
      if (listing === null) return undefined;
      if (listing === undefined) return i === 0 ? { found: 'unreadable' } : { found: 'not-a-folder', at: i - 1, actual };
      const name = segments[i]!;
      const match = lookup(listing, name);
      if (match === undefined) return { found: 'missing', at: i, parent: listing, actual, cased };
      if (match[0] !== name) cased = true;
      actual.push(match[0]);
      kind = match[1];
      dir = `${dir}/${encodeSegment(match[0])}`;
      key = `${key}/${match[0]}`;
    }
    // A folder's own listing comes with it: an index file is looked for in it.
    let listing: Listing | undefined;
    if (kind === 'directory') {
      const own = get(dir, key);
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
  const composed = name.normalize('NFC');
  const lower = composed.toLowerCase();
  let match: [string, FileKind] | undefined;
  let cased = 0;
  for (const [entry, kind] of listing.entries) {
    const normal = entry.normalize('NFC');
    if (normal === composed) return [entry, kind];
    if (normal.toLowerCase() === lower) {
      match = [entry, kind];
      cased++;
    }
  }
  return cased === 1 ? match : undefined;
}

function toListing(entries: readonly DirectoryEntry[]): Listing {
  return { entries: new Map(entries) };
}

/** A file name as one path segment of a URI (§3.3): everything but unreserved characters percent-encoded. */
export function encodeSegment(name: string): string {
  return encodeURIComponent(name).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The URI of a path below a folder. */
export function uriBelow(folder: string, segments: readonly string[]): string {
  return segments.length === 0 ? folder : `${folder}/${segments.map(encodeSegment).join('/')}`;
}
