/**
 * The anchors of the workspace's files, as far as fragments have needed
 * them ("the index of anchors per file is built lazily and
 * updated on change"). A file is read once, through the `Workspace`, the
 * first time a fragment names it; its headings are parsed the first time
 * one is judged (targetIndex.ts). An open document is read from the editor
 * instead (its unsaved text is what a reader sees next), by version.
 * Features read `known` synchronously; `ensure` fetches what is missing and
 * validation judges the document again once it is there, as for LinkFacts.
 */
import type { Workspace } from '../links/workspace';
import { atOrBelowAny, placeKey } from '../links/target';
import { formatOf, TargetIndex } from './targetIndex';
import type { SlugRules } from './slug';
import type { Anchor } from './types';

/** Files larger than this are not read for their anchors (a fragment into a 10 MB log is not judged). */
export const MAX_ANCHOR_FILE_BYTES = 4 * 1024 * 1024;

/** An open document's text by URI, as the document store holds it. */
export type OpenText = (uri: string) => { version: number; languageId: string; text(): string } | undefined;

interface Read {
  text: string;
  format: ReturnType<typeof formatOf>;
  /**
   * Its index under the rules it was first asked by, and under any other (the rules are a setting of the document
   * that links, not of the target: most runs and workspaces have one).
   */
  index?: TargetIndex;
  others?: Map<SlugRules, TargetIndex>;
  /** The open document's version it was read at; undefined when read from the workspace. */
  version?: number;
}

export class AnchorFacts {
  /**
   * Files by place key: undefined when unreadable or too large; a promise while read. An open document's by
   * `open:` and its key, at the version read. Not a cache (service/caches.ts): a server's fragments rule waits for
   * a file not known (`ensure`), so an entry dropped would answer "not known yet", and a judging that names more
   * files than a bound would never end. Bounded by the workspace instead: one entry per file a fragment named (a
   * file its folder's listing holds), or a sibling's a fragment was looked for in, dropped when the watcher says the
   * file, or a folder above it, changed or went (`changedAll`); one per open document asked about, dropped when it
   * is closed (`closed`); for the command line, one per file it checked (`seed`), for its run. A file a user names
   * as they type, that cannot be read, is not kept (`ensureTyped`).
   */
  private readonly files = new Map<string, Read | undefined | Promise<void>>();

  private openText: OpenText = () => undefined;
  private readSync: ((uri: string, maxBytes: number) => string | undefined) | undefined;

  /**
   * Fragments into other files are left to the caller (the command line's
   * main thread, which reads each target once for all its threads): the
   * fragments rule gives a placeholder finding that carries the question
   * (rules/fragments.ts, `DeferredFragmentData`) instead of reading the
   * target, unless its anchors are at hand already (`has`).
   */
  deferTargets = false;

  /** Told of every file whose anchors `known` is asked for, while `LinkFacts.traced` runs (the cache keeps their times). */
  consulted: ((key: string, uri: string) => void) | undefined;

  constructor(private readonly workspace: Workspace) {}

  /** Where open documents' texts are read: the server's document store. */
  readOpenDocuments(openText: OpenText): void {
    this.openText = openText;
  }

  /**
   * Reads files synchronously, for the command line (which reads the disk
   * synchronously anyway): `known` then reads what it lacks and always
   * answers. A server sets none: it never blocks on a file system.
   */
  readSynchronously(read: (uri: string, maxBytes: number) => string | undefined): void {
    this.readSync = read;
  }

  /** The index of `uri` (of place key `key`, when the caller has it) under `rules`: undefined when not read yet (`ensure` it), null when it cannot be read. */
  known(uri: string, rules: SlugRules, key = placeKey(uri)): TargetIndex | null | undefined {
    const open = this.openText(uri);
    if (open) return this.fromOpen(uri, open, rules);
    if (key === undefined) return null;
    this.consulted?.(key, uri);
    // One lookup for a file that is known (most are): undefined is also a file known to be unreadable.
    let read = this.files.get(key);
    if (read === undefined && !this.files.has(key)) {
      if (!this.readSync) return undefined;
      const text = this.readSync(uri, MAX_ANCHOR_FILE_BYTES);
      this.files.set(key, read = text === undefined ? undefined : { text, format: formatOf(uri) });
    }
    if (read instanceof Promise) return undefined;
    return read ? indexOf(read, rules) : null;
  }

  /**
   * The text of the file at `uri`, as it was just read for another purpose
   * (the command line checks it): its anchors are read from it when a
   * fragment names it, without reading the file again, and its anchors under
   * `anchors.rules` when they were worked out there too (`key`: its place
   * key, when the caller has it). Kept only when the
   * file is not known yet and not larger than anchors are read from.
   */
  seed(uri: string, text: string, anchors?: { rules: SlugRules; list: Anchor[] }, key = placeKey(uri)): void {
    if (key === undefined || this.files.has(key) || text.length > MAX_ANCHOR_FILE_BYTES) return;
    const format = formatOf(uri);
    this.files.set(key, { text, format, ...(anchors ? { index: new TargetIndex(text, format, anchors.rules, anchors.list) } : {}) });
  }

  /** Whether the anchors of the file of place key `key` (links/target.ts) are at hand: `known` answers without reading. */
  has(key: string): boolean {
    const known = this.files.get(key);
    return known === undefined ? this.files.has(key) : !(known instanceof Promise);
  }

  /** Reads `uri` when it is not known yet. */
  ensure(uri: string): Promise<void> {
    const key = placeKey(uri);
    if (key === undefined || this.openText(uri)) return Promise.resolve();
    const known = this.files.get(key);
    if (known instanceof Promise) return known;
    if (this.files.has(key)) return Promise.resolve();
    const reading: Promise<void> = this.workspace.readFile(uri, MAX_ANCHOR_FILE_BYTES).then(
      (text) => this.settle(key, reading, text === undefined ? undefined : { text, format: formatOf(uri) }),
      () => this.settle(key, reading, undefined),
    );
    this.files.set(key, reading);
    return reading;
  }

  /**
   * Reads `uri` when it is not known yet, for a file a user names as they type (completion after a `#`): when this
   * read finds it cannot be read (most often: not there yet), the answer is not kept, as `ensure` would keep it.
   * False when so: `known` would read it again.
   */
  async ensureTyped(uri: string): Promise<boolean> {
    const key = placeKey(uri);
    const known = key === undefined || this.files.has(key);
    await this.ensure(uri);
    if (known || !this.files.has(key!) || this.files.get(key!) !== undefined) return true;
    this.files.delete(key!);
    return false;
  }

  /** A file was created, changed or deleted (a watcher's event): its anchors, and those of a folder's files, are read again when next asked. */
  changed(uri: string): void {
    this.changedAll([uri]);
  }

  /** Many files changed at once: as `changed` for each, each known file looked at once. */
  changedAll(uris: readonly string[]): void {
    const changed = new Set<string>();
    for (const uri of uris) {
      const key = placeKey(uri);
      if (key !== undefined) changed.add(key);
    }
    if (changed.size === 0) return;
    for (const known of [...this.files.keys()]) if (atOrBelowAny(known, changed)) this.files.delete(known);
  }

  /** An open document was closed: its text is no longer kept here (the file's is read when next asked). */
  closed(uri: string): void {
    this.files.delete(`open:${placeKey(uri) ?? uri}`);
  }

  clear(): void {
    this.files.clear();
  }

  /** Keeps a read unless the file changed while it was read (then the next `ensure` reads it again). */
  private settle(key: string, reading: Promise<void>, read: Read | undefined): void {
    if (this.files.get(key) === reading) this.files.set(key, read);
  }

  private fromOpen(uri: string, open: NonNullable<ReturnType<OpenText>>, rules: SlugRules): TargetIndex {
    const key = `open:${placeKey(uri) ?? uri}`;
    let read = this.files.get(key);
    if (!read || read instanceof Promise || read.version !== open.version) {
      read = { text: open.text(), format: formatOf(uri, open.languageId), version: open.version };
      this.files.set(key, read);
    }
    return indexOf(read, rules);
  }
}

function indexOf(read: Read, rules: SlugRules): TargetIndex {
  if (read.index?.rules === rules) return read.index;
  if (!read.index) return (read.index = new TargetIndex(read.text, read.format, rules));
  let index = read.others?.get(rules);
  if (!index) (read.others ??= new Map()).set(rules, index = new TargetIndex(read.text, read.format, rules));
  return index;
}
