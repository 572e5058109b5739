/**
 * The workspace's links as one index: every reference the link rules read
 * as a link to a workspace file (Markdown, HTML, `$ref`s of JSON and YAML,
 * the markup languages' links), with the file and fragment it leads to and
 * where it is written, and every absolute URI by its RFC 3986 §6 normal
 * form. Targets are worked out exactly as the link rules work them out
 * (features/facts.ts, links/target.ts), so a reference, a rename or a
 * finding never disagree about where a link leads.
 *
 * Owned by its caller, never by a module: the server holds one for its
 * workspace folders (lsp/linkIndex.ts: built in the background, kept up to
 * date from open documents and watched files), and a batch caller builds
 * one over its list of files (`build.ts`). One file is indexed at a time
 * (`update`, `updateText`), replacing what it said before: a changed file
 * costs its own re-reading, nothing else. Bounded: at most `LINK_INDEX_LIMITS.files`
 * files and `LINK_INDEX_LIMITS.linksPerFile` links of each; past those it
 * says it is incomplete (`complete`).
 *
 * No password is kept anywhere it could be shown: answers are places
 * (files and ranges), never the text of a URI.
 */
import { normalize, normalizeParsed, percentDecode } from '@uri-lint/shared';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { Range } from 'vscode-languageserver-types';
import type { AnalyzedReference } from '../analysis';
import { analyzeDocument } from '../analysis';
import type { DocumentContext } from '../context';
import { documentFacts, linkContextOnce } from '../features/facts';
import type { LinkFacts } from '../links/facts';
import { uriBelow } from '../links/facts';
import { ownUrlKey, pageLinkAt, pageOwnUrl, pageSettingUrl, pageSiteOf, pageSourceAt, pageUrlKeyAt, pageUrlKeys } from '../links/pageUrls';
import type { OwnUrl, OwnUrlPage } from '../links/ownUrls';
import { siteOf } from '../links/site';
import { climbingTarget, localTargetOf, placeKey, placeKeyBelow, READER_CONTEXTS, REF_CONTEXTS } from '../links/target';
import type { LocalTarget, TargetScope } from '../links/target';
import { navPlaces, pageNamesMoved, pageNamesWritten } from './siteLinks';
import { docOffset } from '../../shared/offsets';
import type { Settings } from '../../contract/settings';
import { isServed } from '../scope';

/** The bounds of one index: a workspace's files, not every file of a disk. */
export const LINK_INDEX_LIMITS = {
  /** Files indexed at most; past it new files are left out and the index says it is incomplete. */
  files: 100_000,
  /** Links kept per file: a generated sitemap of a million links is not a workspace's prose. */
  linksPerFile: 20_000,
  /** Links kept in all (about 360 bytes each with their share of the maps: some 140 MB at most). */
  links: 400_000,
  /**
   * The largest file read from the disk for its links, in bytes: one file is indexed in one piece, and a piece
   * must fit in a turn's slice; an open document's links are indexed whatever its size (its analysis is there).
   */
  fileBytes: 1024 * 1024,
} as const;

/**
 * One reference of the index: a link to a workspace file (`target`), to a
 * place in its own file (`target` its own), or an absolute URI (`normal`).
 * Flat (its place as numbers, its target's URI made when asked:
 * `rangeOf`, `targetUriOf`): a workspace holds a hundred thousand.
 */
export interface IndexedLink {
  /** The URI of the file it is written in. */
  readonly source: string;
  /** Where it is written: its first line and character, its last line and the character after it. */
  readonly line: number;
  readonly character: number;
  readonly endLine: number;
  readonly endCharacter: number;
  /** The place key (links/target.ts `placeKey`) of the file it leads to, when it leads to one of the workspace. */
  readonly target?: string;
  /** That file's workspace folder and names below it (`targetUriOf`); none for a link to a place in its own file. */
  readonly folder?: string;
  readonly segments?: readonly string[];
  /** Its fragment, percent-decoded, when it has one. */
  readonly fragment?: string;
  /**
   * Where its fragment is written (without `#`), on the link's first line, when it is written as the URI means it
   * (no escape of the language inside): a rename may edit it. -1 when it may not.
   */
  readonly fragmentStart: number;
  readonly fragmentEnd: number;
  /** Its §6 normal form, for an absolute URI: equal URIs have equal forms. */
  readonly normal?: string;
}

/** Where a link is written, as the protocol says it. */
export function rangeOf(link: IndexedLink): Range {
  return { start: { line: link.line, character: link.character }, end: { line: link.endLine, character: link.endCharacter } };
}

/** Where a link's fragment is written, when a rename may edit it. */
export function fragmentRangeOf(link: IndexedLink): Range | undefined {
  if (link.fragmentStart < 0) return undefined;
  return { start: { line: link.line, character: link.fragmentStart }, end: { line: link.line, character: link.fragmentEnd } };
}

/** The URI of the file a link leads to. */
export function targetUriOf(link: IndexedLink): string | undefined {
  if (link.target === undefined) return undefined;
  return link.folder === undefined ? link.source : uriBelow(link.folder, link.segments!);
}

interface FileEntry {
  readonly links: readonly IndexedLink[];
  /** The target keys and normal forms it names (each once), to take it out of the reverse maps. */
  readonly targets: readonly string[];
  readonly normals: readonly string[];
  /**
   * The names in the paths of its links written as a site's page URL (`../setup/`, `setup.html`; links/pageUrls.ts),
   * a page's stem for its `.html`, '' for a folder's own page (`../`, `index.html`): such a link leads to a source its
   * written path does not name, so a move of a source by one of these names may change it. None when it has none.
   */
  readonly pageNames?: ReadonlySet<string>;
  /**
   * With `pageNames`, those links and their paths as written (`setup.html`, `../setup/`, `/guide/setup/`), and the
   * scope they are placed from: where the file's site serves pages by URL, such a link leads to the page's source, not
   * to its `target` (`LinkIndex.pageKeyOf`). Kept beside the links, not in each: few links are written so.
   */
  readonly pages?: { readonly paths: ReadonlyMap<IndexedLink, string>; readonly scope: TargetScope; readonly urlKeys: readonly string[] };
  /**
   * The URL its front matter sets for its page (Jekyll's `permalink: /people/`, Hugo's `url`), and the scope its site
   * is read from: links written as that URL lead to it, whatever its path (`LinkIndex.linksTo`). Told to the facts'
   * table of own URLs (`LinkFacts.ownUrls`), which every reader of such links asks, the link check too.
   */
  readonly own?: OwnUrlPage;
}

/** An index of the workspace's links; see the module's comment. */
export class LinkIndex {
  /** The URL a page's text sets for itself in its front matter (links/ownUrls.ts), read only where one opens the text. */
  static ownUrlOf(text: string): OwnUrl | undefined {
    return /^\ufeff?(?:---|\+\+\+)/.test(text) ? pageOwnUrl(text) : undefined;
  }

  private readonly files = new Map<string, FileEntry>();
  /** The files linking to each target, by the target's place key. */
  private readonly byTarget = new Map<string, string | Set<string>>();
  /** The files holding each absolute URI, by its normal form. */
  private readonly byNormal = new Map<string, string | Set<string>>();
  /** The files whose links written as a page's URL hold each name (`FileEntry.pageNames`). */
  private readonly byPageName = new Map<string, string | Set<string>>();
  private leftOut = 0;
  /** The links held, in all files. */
  private total = 0;

  /**
   * @param facts the workspace's facts: its folders, and the caches targets are placed with (the very ones the link rules use)
   */
  constructor(readonly facts: LinkFacts, private readonly limits: { files: number; linksPerFile: number; links: number } = LINK_INDEX_LIMITS) {}

  /** How many files are indexed. */
  get size(): number {
    return this.files.size;
  }

  /** False when files or links were left out for the bounds. */
  get complete(): boolean {
    return this.leftOut === 0;
  }

  /** Whether `uri` is indexed. */
  has(uri: string): boolean {
    return this.files.has(uri);
  }

  /** The URIs of the indexed files. */
  uris(): IterableIterator<string> {
    return this.files.keys();
  }

  /** Indexes one document from its context (an open document's analysis), replacing what the file said before. */
  update(ctx: DocumentContext): void {
    const uri = ctx.document.uri;
    if (!ctx.settings.enable || !isServed(ctx.analysis.languageId, ctx.settings)) {
      this.remove(uri);
      return;
    }
    if (!this.files.has(uri) && this.files.size >= this.limits.files) {
      this.leftOut++;
      return;
    }
    this.remove(uri);
    const entry = this.read(ctx);
    if (this.total + entry.links.length > this.limits.links) {
      this.leftOut++;
      return;
    }
    this.total += entry.links.length;
    this.files.set(uri, entry);
    for (const key of entry.targets) add(this.byTarget, key, uri);
    for (const key of entry.normals) add(this.byNormal, key, uri);
    for (const name of entry.pageNames ?? []) add(this.byPageName, name, uri);
    this.facts.ownUrls.set(uri, entry.own);
  }

  /** Indexes one file from its text (a batch caller's, or a watched file read again). */
  updateText(uri: string, text: string, languageId: string, settings: Settings): void {
    const document = TextDocument.create(uri, languageId, 0, text);
    this.update({ document, analysis: analyzeDocument(document), settings, files: this.facts, once: true });
  }

  /** Forgets a file (deleted, or no longer indexed). */
  remove(uri: string): void {
    const entry = this.files.get(uri);
    if (!entry) return;
    this.files.delete(uri);
    this.total -= entry.links.length;
    for (const key of entry.targets) drop(this.byTarget, key, uri);
    for (const key of entry.normals) drop(this.byNormal, key, uri);
    for (const name of entry.pageNames ?? []) drop(this.byPageName, name, uri);
    this.facts.ownUrls.delete(uri);
  }

  /** Forgets every file at or below `uri` (a folder deleted or renamed). */
  removeBelow(uri: string): void {
    const prefix = uri.endsWith('/') ? uri : `${uri}/`;
    for (const file of [...this.files.keys()]) if (file === uri || file.startsWith(prefix)) this.remove(file);
  }

  /** Forgets everything (the folders changed). */
  clear(): void {
    this.files.clear();
    this.byTarget.clear();
    this.byNormal.clear();
    this.byPageName.clear();
    this.facts.ownUrls.clear();
    this.leftOut = 0;
    this.total = 0;
  }

  /** The links written in `uri`, in text order (none when it is not indexed). */
  linksFrom(uri: string): readonly IndexedLink[] {
    return this.files.get(uri)?.links ?? [];
  }

  /**
   * Every link to the file `targetUri` (any spelling of it: `placeKey`), to
   * its `fragment` when given (compared percent-decoded; '' asks for links
   * without one). A link written as a site's page URL is a link to the
   * page's source, as the moves read it (`pageTargetOf`), not to the path
   * it writes, once the workspace's facts tell its site and its source.
   */
  linksTo(targetUri: string, fragment?: string): IndexedLink[] {
    const key = placeKey(targetUri);
    if (key === undefined) return [];
    const out: IndexedLink[] = [];
    const wanted = (link: IndexedLink) => fragment === undefined || (link.fragment ?? '') === fragment;
    for (const source of sources(this.byTarget.get(key))) {
      const entry = this.files.get(source);
      for (const link of entry?.links ?? []) {
        if (link.target !== key || !wanted(link)) continue;
        // Written as a page's URL that leads to a source: a link to the source, not to the path it writes.
        if (entry!.pages?.paths.has(link) && this.pageKeyOf(entry!, link) !== undefined) continue;
        out.push(link);
      }
    }
    for (const entry of this.pageWriters(targetUri)) {
      for (const link of entry.pages?.paths.keys() ?? []) if (wanted(link) && this.pageKeyOf(entry, link) === key) out.push(link);
    }
    for (const [, link] of this.ownUrlLinks(targetUri)) if (wanted(link) && !out.includes(link)) out.push(link);
    return out;
  }

  /**
   * The page that sets for itself the URL a link written as a page's URL names (`/people/`, from the document of
   * `scope`), once the facts tell the sites of both; undefined when no indexed page does.
   */
  pageSettingUrl(path: string, scope: TargetScope, urlKeys: () => readonly string[]): string | undefined {
    return pageSettingUrl(path, scope, this.facts, urlKeys);
  }

  /**
   * The links written as the URL the page `targetUri` sets for itself in its front matter (`permalink: /people/`):
   * `/people/#leads`, or `../people/` from a page of the same site, each with its file's entry, once the facts tell
   * the sites of both. None for a page that sets no URL.
   */
  private *ownUrlLinks(targetUri: string, unknown?: (place: LocalTarget) => void): Generator<[FileEntry, IndexedLink]> {
    const own = this.files.has(targetUri) ? this.facts.ownUrls.get(targetUri) : undefined;
    if (!own) return;
    const site = pageSiteOf(own.scope, siteOf(own.scope, this.facts), this.facts, unknown);
    const wantedKey = site ? ownUrlKey(own.url, site, own.scope) : undefined;
    if (wantedKey === undefined) return;
    const names = own.url.path.split('/').filter((name) => name !== '');
    const last = (names[names.length - 1] ?? '').replace(/\.html?$/i, '');
    const seen = new Set<string>();
    for (const name of /^index$/i.test(last) || last === '' ? [''] : [percentDecode(last).toLowerCase()]) {
      for (const source of sources(this.byPageName.get(name))) {
        if (seen.has(source)) continue;
        seen.add(source);
        const entry = this.files.get(source)!;
        const pages = entry.pages;
        if (!pages) continue;
        const linkSite = pageSiteOf(pages.scope, siteOf(pages.scope, this.facts), this.facts, unknown);
        if (!linkSite) continue;
        for (const [link, path] of pages.paths) {
          if (pageUrlKeyAt(path, pages.scope, linkSite, () => pages.urlKeys) === wantedKey) yield [entry, link];
        }
      }
    }
  }

  /** Each file that writes a page URL a move of `targetUri` may name, once (by the page names it writes). */
  private *pageWriters(targetUri: string): Generator<FileEntry> {
    const seen = new Set<string>();
    for (const name of pageNamesMoved(targetUri)) {
      for (const source of sources(this.byPageName.get(name))) {
        if (seen.has(source)) continue;
        seen.add(source);
        yield this.files.get(source)!;
      }
    }
  }

  /**
   * The places the workspace's facts must tell before `linksTo(targetUri)` knows every link written as a site's page
   * URL that may lead there: the sites of the files that write one (their folders; their configurations are then
   * wanted, `LinkFacts.configs.wanted()`) and the sources their URLs may be made from. None once all are known.
   */
  pagesPending(targetUri: string): LocalTarget[] {
    const out: LocalTarget[] = [];
    for (const entry of this.pageWriters(targetUri)) {
      for (const link of entry.pages?.paths.keys() ?? []) this.pageKeyOf(entry, link, (place) => void out.push(place));
    }
    for (const _ of this.ownUrlLinks(targetUri, (place) => void out.push(place))) { /* asked for what it tells `unknown` */ }
    return out;
  }

  /**
   * The place key of the source of the page a link names by its URL (links/pageUrls.ts, as features/moveLinks.ts
   * reads it), once the facts tell the site of its file and which source is there; undefined otherwise (it is read
   * as the path it writes).
   */
  private pageKeyOf(entry: FileEntry, link: IndexedLink, unknown?: (place: LocalTarget) => void): string | undefined {
    const path = entry.pages?.paths.get(link);
    if (path === undefined || link.folder === undefined) return undefined;
    const scope = entry.pages!.scope;
    const site = pageSiteOf(scope, siteOf(scope, this.facts), this.facts, unknown);
    const page = site ? pageLinkAt(path, { folder: link.folder, start: 0, end: 0 }, scope, site, () => entry.pages!.urlKeys) : undefined;
    const segments = page ? pageSourceAt(page, this.facts, unknown) : undefined;
    return segments && placeKeyBelow(link.folder, segments, this.facts.caches);
  }

  /**
   * The files with a link to `uri` or to anything below it (a folder), by place key (any spelling of it), and the
   * indexed files at or below it: every file whose links a move of `uri` may change.
   */
  filesAffectedByMove(uri: string): Set<string> {
    const out = new Set<string>();
    const key = placeKey(uri);
    if (key === undefined) return out;
    const below = `${key}/`;
    for (const [target, entry] of this.byTarget) {
      if (target === key || target.startsWith(below)) for (const source of sources(entry)) out.add(source);
    }
    for (const file of this.files.keys()) {
      const fileKey = placeKey(file);
      if (fileKey !== undefined && (fileKey === key || fileKey.startsWith(below))) out.add(file);
    }
    for (const name of pageNamesMoved(uri)) for (const source of sources(this.byPageName.get(name))) out.add(source);
    // A page whose URL its slug makes (Hugo's `slug`) moves its URL with its folder: the files that link to it by it.
    for (const [page, own] of this.facts.ownUrls.entries()) {
      const pageKey = own.url.key === 'slug' ? placeKey(page) : undefined;
      if (pageKey === undefined || (pageKey !== key && !pageKey.startsWith(below))) continue;
      for (const [entry, link] of this.ownUrlLinks(page)) if (entry) out.add(link.source);
    }
    return out;
  }

  /** Every absolute URI equal to `uri` by its §6 normal form. */
  urisEqual(uri: string): IndexedLink[] {
    return this.urisEqualNormal(normalForm(uri));
  }

  /** Every absolute URI whose §6 normal form is `normal`. */
  urisEqualNormal(normal: string): IndexedLink[] {
    const out: IndexedLink[] = [];
    for (const source of sources(this.byNormal.get(normal))) {
      for (const link of this.files.get(source)?.links ?? []) if (link.normal === normal) out.push(link);
    }
    return out;
  }

  /** A rough count of what the index holds: files, links, distinct targets and URIs. */
  stats(): { files: number; links: number; targets: number; uris: number } {
    return { files: this.files.size, links: this.total, targets: this.byTarget.size, uris: this.byNormal.size };
  }

  /** The links of one document, as the link rules read them. */
  private read(ctx: DocumentContext): FileEntry {
    const { document, analysis } = ctx;
    const judged = { ...ctx, files: this.facts };
    // Each file is read once: its link context is not kept for later questions (features/facts.ts `linkContextOnce`).
    const facts = documentFacts(judged, linkContextOnce(judged));
    // The document's own place key, made when a link to one of its own anchors first asks (most files have none).
    let ownKey: string | undefined | null = null;
    const links: IndexedLink[] = [];
    const targets = new Set<string>();
    const normals = new Set<string>();
    let skipped = false;
    let pageNames: Set<string> | undefined;
    let pagePaths: Map<IndexedLink, string> | undefined;
    analysis.forEachStored((ref, shift) => {
      const start = ref.found.start + shift;
      if (links.length >= this.limits.linksPerFile) {
        skipped = true;
        return;
      }
      if (ref.template !== undefined || facts.notALink(ref, start)) return;
      const found = ref.found;
      const judged = facts.links && localTargetOf(ref, facts.links.scope);
      // A link climbing above the folder names no file as a path, but may as a site's page URL: kept for that only.
      const climbing = !judged && facts.links ? climbingTarget(ref, facts.links.scope) : undefined;
      const placed = judged || climbing;
      if (placed) {
        const path = found.text.slice(placed.start, placed.end);
        const names = ref.parsed.kind === 'relative-ref' ? pageNamesWritten(path) : undefined;
        if (climbing && !names) return;
        const placedKey = keyOf(placed.folder, placed.segments, this.facts);
        if (placedKey === undefined) return;
        // A climbing link's path leads out of the folder: a key no file has, so that only its page is ever found.
        const key = judged ? placedKey : `${placedKey}/..`;
        const link = linkOf(document, ref, start, { target: key, folder: placed.folder, segments: placed.segments }, placed.fragment);
        links.push(link);
        if (judged) targets.add(key);
        if (names) {
          for (const name of names) (pageNames ??= new Set()).add(name);
          (pagePaths ??= new Map()).set(link, ownCopy(path));
        }
        return;
      }
      // A fragment of the document itself (`#usage`): a link to one of its own anchors.
      if (ref.parsed.kind === 'relative-ref' && found.text.startsWith('#') && ref.parsed.valid
        && (READER_CONTEXTS.has(found.context) || REF_CONTEXTS.has(found.context)) && analysis.base === undefined
        && (ownKey ??= placeKey(document.uri)) !== undefined) {
        links.push(linkOf(document, ref, start, { target: ownKey }, found.text.slice(1)));
        targets.add(ownKey);
        return;
      }
      if (ref.parsed.kind === 'uri') {
        // A valid reference's normal form from its parse (analysis.ts: the parse of its text, but where its spaces
        // stand for `%20`): the text is not parsed again.
        const normal = ownCopy((found.spacesEncoded !== true ? normalizeParsed(ref.parsed) : undefined) ?? normalForm(found.text));
        const from = document.positionAt(start);
        const to = document.positionAt(start + (found.end - found.start));
        links.push(link({ source: document.uri, line: from.line, character: from.character, endLine: to.line, endCharacter: to.character, fragmentStart: -1, fragmentEnd: -1, normal }));
        normals.add(normal);
      }
    });
    for (const nav of facts.links ? this.navLinks(document, facts.links.scope) : []) {
      if (links.length >= this.limits.linksPerFile) {
        skipped = true;
        break;
      }
      links.push(nav);
      targets.add(nav.target!);
    }
    if (skipped) this.leftOut++;
    // Its page links are placed once its site is known: the scope they are placed from, without the document's text.
    const scope = facts.links?.scope;
    const pages = pagePaths && scope ? {
      paths: pagePaths,
      scope: { folders: scope.folders, document: scope.document, base: undefined, settings: scope.settings, rendered: false, caches: scope.caches },
      // Whether the page sets its own URL (its relative page links then read from there): its front matter's keys.
      urlKeys: pageUrlKeys(analysis.text),
    } : undefined;
    // A page that sets its own URL: read only where a front matter opens the text (most files have none).
    const ownUrl = scope ? LinkIndex.ownUrlOf(analysis.text) : undefined;
    const own = ownUrl && scope ? { url: ownUrl, scope: { folders: scope.folders, document: scope.document, base: undefined, settings: scope.settings, rendered: false, caches: scope.caches } } : undefined;
    return { links, targets: [...targets], normals: [...normals], ...(pageNames ? { pageNames } : {}), ...(pages ? { pages } : {}), ...(own ? { own } : {}) };
  }

  /** A site configuration's pages (graph/siteLinks.ts) as links to them, where the document is one. */
  private navLinks(document: TextDocument, scope: TargetScope): IndexedLink[] {
    return navPlaces(document, scope).flatMap((entry) => {
      const target = keyOf(entry.folder, entry.segments, this.facts);
      if (target === undefined) return [];
      const { start, end } = entry;
      return [link({ source: document.uri, line: start.line, character: start.character, endLine: end.line, endCharacter: end.character, target, folder: entry.folder, segments: entry.segments, fragmentStart: -1, fragmentEnd: -1 })];
    });
  }
}

/** A link to a file (or a place in it), with its fragment's place when the fragment is written as it is read. */
function linkOf(document: TextDocument, ref: AnalyzedReference, start: number, to: { target: string; folder?: string; segments?: readonly string[] },
  fragment: string | undefined): IndexedLink {
  const { target, folder, segments } = to;
  const from = document.positionAt(start);
  const end = document.positionAt(start + (ref.found.end - ref.found.start));
  const source = document.uri;
  if (fragment === undefined) {
    return link({ source, line: from.line, character: from.character, endLine: end.line, endCharacter: end.character, target, folder, segments, fragmentStart: -1, fragmentEnd: -1 });
  }
  const frag = ref.parsed.ranges.fragment;
  let fragmentStart = -1;
  let fragmentEnd = -1;
  if (frag) {
    // The reference's own offsets (escapes of its language decoded) are mapped to the document's: kept only when written one for one.
    const shift = start - ref.found.start;
    const at = docOffset(ref.found, frag.start) + shift;
    const after = docOffset(ref.found, frag.end) + shift;
    const written = document.positionAt(at);
    if (after - at === frag.end - frag.start && written.line === from.line && document.positionAt(after).line === from.line) {
      fragmentStart = written.character;
      fragmentEnd = written.character + (after - at);
    }
  }
  return link({
    source, line: from.line, character: from.character, endLine: end.line, endCharacter: end.character, target, folder, segments,
    fragment: ownCopy(percentDecode(fragment)), fragmentStart, fragmentEnd,
  });
}

/** Every link of one shape (its fields in one order): a hundred thousand objects the engine reads alike. */
function link(fields: IndexedLink): IndexedLink {
  return {
    source: fields.source, line: fields.line, character: fields.character, endLine: fields.endLine, endCharacter: fields.endCharacter,
    target: fields.target, folder: fields.folder, segments: fields.segments, fragment: fields.fragment,
    fragmentStart: fields.fragmentStart, fragmentEnd: fields.fragmentEnd, normal: fields.normal,
  };
}

/**
 * A string the index keeps, as a string of its own: a fragment or a URI is a piece of its file's text, and the engine
 * keeps a piece as a view of the whole (a slice, or a concatenation of slices), so that keeping a 20-character
 * fragment kept its file's whole text (2,000 files of 50 kB with one link each held 100 MB). Copied whole, short ones
 * (which the engine copies anyway) as they are.
 */
function ownCopy(text: string): string {
  return text.length < 13 ? text : ` ${text}`.slice(1);
}

/** The place key of a target, made once per names array (links/target.ts shares one array among every link to a path). */
function keyOf(folder: string, segments: readonly string[], facts: LinkFacts): string | undefined {
  let byFolder = keys.get(segments);
  if (!byFolder || byFolder.folder !== folder) keys.set(segments, byFolder = { folder, key: placeKeyBelow(folder, segments, facts.caches) });
  return byFolder.key;
}

const keys = new WeakMap<readonly string[], { folder: string; key: string | undefined }>();


/** The §6 normal form of an absolute URI, the key equal URIs share. */
export function normalForm(uri: string): string {
  try {
    return normalize(uri);
  } catch {
    return uri;
  }
}

/** The files of a reverse map's entry: one file is kept as its URI, more as a set. */
function sources(entry: string | Set<string> | undefined): Iterable<string> {
  return entry === undefined ? [] : typeof entry === 'string' ? [entry] : entry;
}

function add(map: Map<string, string | Set<string>>, key: string, uri: string): void {
  const entry = map.get(key);
  if (entry === undefined) map.set(key, uri);
  else if (typeof entry === 'string') {
    if (entry !== uri) map.set(key, new Set([entry, uri]));
  } else entry.add(uri);
}

function drop(map: Map<string, string | Set<string>>, key: string, uri: string): void {
  const entry = map.get(key);
  if (entry === undefined) return;
  if (typeof entry === 'string') {
    if (entry === uri) map.delete(key);
    return;
  }
  entry.delete(uri);
  if (entry.size === 1) map.set(key, entry.values().next().value!);
}
