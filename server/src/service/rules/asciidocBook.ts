/**
 * An AsciiDoc book: Asciidoctor converts a document with the files it includes (`include::chapter.adoc[]`) as one
 * document, so a cross reference of an included chapter (`<<ch-images>>`, `<<cmd-image,reference>>`) names an anchor
 * of any file of the book, not only of its own. speedata-publisher's manual is the example: `publishermanual.adoc`
 * includes every chapter of its folder (each with its own `= Title`, raised by `leveloffset`), a chapter links the
 * others' `[[ch-…]]` anchors, and `reference.adoc` includes `ref/*.adoc`, which the build writes from `commands.xml`
 * before Asciidoctor runs (its `[[cmd-…]]` anchors are in no file of the repository).
 *
 * So a fragment a chapter lacks is looked for in the book: the documents of the chapter's folder and of the folder
 * above it (a book's root beside its `chapters/`) that include it, the documents that include those, and every file
 * they include. Found there, it is no finding. Not found, and the book
 * includes a file the tool does not read (in another folder, named by an attribute, or not there: a build's output),
 * the id may be in that file: the finding is Information, saying so. Otherwise it is missing from the whole book.
 */
import { judgeFragment, targetNameOf } from '../anchors/judge';
import { formatOf } from '../anchors/targetIndex';
import type { TargetIndex } from '../anchors/targetIndex';
import type { SlugRules } from '../anchors/slug';
import { uriBelow } from '../links/facts';
import { ancestorTargets, documentPlace } from '../links/site';
import { resolved } from '../links/rstIncluders';
import { placeKeyBelow } from '../links/target';
import type { FragmentContext, LinkContext } from './types';
import { percentDecode } from '@uri-lint/shared';
import { ObjectMemo } from '../caches';

/** An AsciiDoc document's name. */
const ASCIIDOC_NAME = /\.(?:adoc|asciidoc|asc)$/i;

/** How many AsciiDoc documents of a folder are read for a book: a folder with more is not taken for one. */
const MAX_BOOK_FILES = 256;

/** An include directive at a line's start, its target as written (`include::chapter.adoc[leveloffset=+1]`). */
const INCLUDE = /^include::([^\[\n]+)\[/gm;

/** An AsciiDoc document of the book's folders: its URI, place key, path below the workspace folder, and folder's path. */
interface BookFile {
  uri: string;
  key: string | undefined;
  /** Its path below the workspace folder (`docs/chapters/ch1.adoc`): how includes name it, resolved. */
  path: string;
  /** Its folder's segments, from which its includes resolve. */
  dirs: readonly string[];
}

/** What the book says of a fragment a chapter lacks: found in another file, or possibly in a file not read. */
export type BookVerdict = { found: true } | { note: string };

/**
 * The AsciiDoc documents of the document's folder and of the folder above it, other than itself, when it is AsciiDoc
 * and the folders' listings are known (at most `MAX_BOOK_FILES`: a folder with more is not taken for a book's).
 */
export function bookFiles(links: LinkContext | undefined, document: { uri: string; languageId: string }): BookFile[] {
  const format = formatOf(document.uri, document.languageId);
  if (!links || format !== 'asciidoc') return [];
  const place = documentPlace(links.scope);
  if (!place) return [];
  const ancestors = ancestorTargets(place, links.facts);
  const own = place.dirs.length;
  const out: BookFile[] = [];
  for (const depth of own > 0 ? [own, own - 1] : [own]) {
    const folder = ancestors[depth]!;
    const walk = links.facts.known(place.folder, folder.segments);
    if (!walk || (walk.found !== 'exact' && walk.found !== 'case') || !walk.listing) {
      if (depth === own) return [];
      continue;
    }
    for (const [entry, kind] of walk.listing.entries) {
      if (kind !== 'file' || !ASCIIDOC_NAME.test(entry)) continue;
      const segments = [...folder.segments, entry];
      if (depth === own && segments.join('/') === ownPath(links)) continue;
      if (out.length === MAX_BOOK_FILES) return [];
      out.push({ uri: uriBelow(place.folder, segments), key: placeKeyBelow(place.folder, segments), path: segments.join('/'), dirs: folder.segments });
    }
  }
  return out;
}

/** The document's own path below the workspace folder. */
function ownPath(links: LinkContext): string | undefined {
  const place = documentPlace(links.scope);
  if (!place) return undefined;
  const uri = links.scope.document.replace(/[?#].*$/, '');
  return [...place.dirs, percentDecode(uri.slice(uri.lastIndexOf('/') + 1))].join('/');
}

/**
 * The includes of a text in the folder `dirs`: the paths below the workspace folder of those it names, and those it
 * names that no path of this workspace reads (`unread`: named by an attribute, or above the workspace folder).
 */
function includesOf(text: string, dirs: readonly string[]): { paths: string[]; unread: string[] } {
  const paths: string[] = [];
  const unread: string[] = [];
  if (!text.includes('include::')) return { paths, unread };
  for (const match of text.matchAll(INCLUDE)) {
    const target = match[1]!.trim();
    if (target.includes('{') || target.includes('\\')) {
      unread.push(target);
      continue;
    }
    // `../common.adoc` above the workspace folder: not read.
    const segments = resolved(dirs, target);
    if (segments === undefined) unread.push(target);
    else paths.push(segments.join('/'));
  }
  return { paths, unread };
}

/** The includes of each file of a book as read (its index is its text's: a file read again is another index). */
const includesRead = new ObjectMemo<TargetIndex, { paths: string[]; unread: string[] }>();

/**
 * The book's verdict on `fragment`, which the document (a chapter: another document includes it) lacks; undefined
 * when the document is no chapter or the book's files are not all known yet (`bookFiles` are asked for).
 */
export function bookVerdict(fragment: string, ctx: FragmentContext, rules: SlugRules, ownText: () => string): BookVerdict | undefined {
  if (!ctx.anchors || !ctx.links) return undefined;
  const book = bookOf(ctx, rules, ownText);
  if (book === undefined) return undefined;
  for (const [path, index] of book.indexes) {
    if (judgeFragment(fragment, index, { explicitIds: true, targetName: targetNameOf(path), foundOnly: true })?.found === true) return { found: true };
  }
  return book.note === undefined ? undefined : { note: book.note };
}

/** A chapter's book: the indexes of its files that were read, in the order the book reads them, and what a miss in them says. */
interface Book {
  indexes: [string, TargetIndex][];
  /** Undefined: every file of the book was read, and a miss is a miss. */
  note: string | undefined;
}

/**
 * Each document's book as its last judging found it, under the link context and slug rules it was found by: a
 * chapter's missing fragments each ask, and the book's include graph is worked out once per judging, not once per
 * fragment (speedata-publisher's manual: its chapters' hundreds of `<<cmd-…>>` cross references). A new judging has
 * a new link context (the server's each time, the command line's once per document), so what the facts learned
 * meanwhile is read again.
 */
const books = new ObjectMemo<FragmentContext['document'], { links: LinkContext; rules: SlugRules; book: Book | undefined }>();

function bookOf(ctx: FragmentContext, rules: SlugRules, ownText: () => string): Book | undefined {
  const known = books.get(ctx.document);
  if (known && known.links === ctx.links && known.rules === rules) return known.book;
  const book = readBook(ctx, rules, ownText);
  // Not kept while a file of the book is not known yet (a server asks for it, and judges the document again).
  if (book !== null) books.set(ctx.document, { links: ctx.links!, rules, book });
  return book ?? undefined;
}

/** The book of the document, a chapter of it; undefined when it is none, null when a file of it is not known yet. */
function readBook(ctx: FragmentContext, rules: SlugRules, ownText: () => string): Book | undefined | null {
  const files = bookFiles(ctx.links, ctx.document);
  const own = ownPath(ctx.links!);
  if (files.length === 0 || own === undefined) return undefined;
  const ownDirs = own.split('/').slice(0, -1);
  const indexes = new Map<string, TargetIndex>();
  const includes = new Map<string, { paths: string[]; unread: string[] }>([[own, includesOf(ownText(), ownDirs)]]);
  for (const file of files) {
    const index = ctx.anchors!.known(file.uri, rules, file.key);
    if (index === undefined) return null;
    if (index === null) continue;
    indexes.set(file.path, index);
    let its = includesRead.get(index);
    if (its === undefined) includesRead.set(index, its = includesOf(index.text, file.dirs));
    includes.set(file.path, its);
  }
  const includedBy = new Map<string, string[]>();
  for (const [path, { paths }] of includes) for (const included of paths) includedBy.set(included, [...(includedBy.get(included) ?? []), path]);
  if (!includedBy.has(own)) return undefined;
  // The book: the documents above the chapter (those that include it, and so on up), and all they include.
  const roots = new Set<string>();
  const up = [own];
  for (const seen = new Set(up); up.length > 0;) {
    const path = up.pop()!;
    const above = includedBy.get(path)?.filter((p) => !seen.has(p)) ?? [];
    if (above.length === 0 && path !== own) roots.add(path);
    for (const p of above) seen.add(p), up.push(p);
  }
  const book = new Set<string>();
  const down = [...roots];
  // As a reader of the chapter names them: a path from its folder, or an include's target as written.
  const unread: string[] = [];
  const shown = (path: string): string => relativeTo(path, ownDirs);
  // In the order the book reads them, so the note names the first file not read.
  for (let next = 0; next < down.length; next++) {
    const path = down[next]!;
    if (book.has(path)) continue;
    book.add(path);
    const its = includes.get(path);
    // A file of another folder than the two read, or one that is not there (a build's output): not read here.
    if (!its) {
      unread.push(shown(path));
      continue;
    }
    unread.push(...its.unread);
    down.push(...its.paths);
  }
  const read: [string, TargetIndex][] = [];
  for (const path of book) {
    const index = indexes.get(path);
    if (index) read.push([path, index]);
  }
  if (unread.length === 0) return { indexes: read, note: undefined };
  const root = [...roots].sort()[0]!;
  return { indexes: read, note: ` (A chapter of the book ${shown(root)}, which includes ${unread.length === 1 ? 'a file' : 'files'} not read here (${unread[0]}${unread.length > 1 ? ', …' : ''}): the id may be in one.)` };
}

/** A path below the workspace folder as a reader of the chapter in `dirs` reaches it (`manual.adoc`, `../book.adoc`). */
function relativeTo(path: string, dirs: readonly string[]): string {
  const segments = path.split('/');
  let common = 0;
  while (common < dirs.length && common < segments.length - 1 && segments[common] === dirs[common]) common++;
  return [...dirs.slice(common).map(() => '..'), ...segments.slice(common)].join('/');
}
