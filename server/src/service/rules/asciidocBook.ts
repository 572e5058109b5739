/**
 * An AsciiDoc book: Asciidoctor converts a document with the files it includes (`include::chapter.adoc[]`) as one
 * document, so a cross reference of an included chapter (`<<ch-images>>`, `<<cmd-image,reference>>`) names an anchor
 * of any file of the book, not only of its own. speedata-publisher's manual is the example: `publishermanual.adoc`
 * includes every chapter of its folder (each with its own `= Title`, raised by `leveloffset`), a chapter links the
 * others' `[[ch-…]]` anchors, and `reference.adoc` includes `ref/*.adoc`, which the build writes from `commands.xml`
 * before Asciidoctor runs (its `[[cmd-…]]` anchors are in no file of the repository).
 *
 * So a fragment a chapter lacks is looked for in the book: the documents of the chapter's folder that include it, the
 * documents that include those, and every file they include. Found there, it is no finding. Not found, and the book
 * includes a file the tool does not read (in another folder, named by an attribute, or not there: a build's output),
 * the id may be in that file: the finding is Information, saying so. Otherwise it is missing from the whole book.
 */
import { judgeFragment, targetNameOf } from '../anchors/judge';
import { formatOf } from '../anchors/targetIndex';
import type { TargetIndex } from '../anchors/targetIndex';
import type { SlugRules } from '../anchors/slug';
import { uriBelow } from '../links/facts';
import { ownFolderListing } from '../links/site';
import { placeKeyBelow } from '../links/target';
import type { FragmentContext, LinkContext } from './types';
import { percentDecode } from '@uri-lint/shared';

/** An AsciiDoc document's name. */
const ASCIIDOC_NAME = /\.(?:adoc|asciidoc|asc)$/i;

/** How many AsciiDoc documents of a folder are read for a book: a folder with more is not taken for one. */
const MAX_BOOK_FILES = 256;

/** An include directive at a line's start, its target as written (`include::chapter.adoc[leveloffset=+1]`). */
const INCLUDE = /^include::([^\[\n]+)\[/gm;

/** A sibling AsciiDoc document: its URI, place key and name in the folder. */
interface BookFile {
  uri: string;
  key: string | undefined;
  name: string;
}

/** What the book says of a fragment a chapter lacks: found in another file, or possibly in a file not read. */
export type BookVerdict = { found: true } | { note: string };

/** The AsciiDoc documents of the document's folder other than itself, when it is AsciiDoc and the folder's listing is known. */
export function bookFiles(links: LinkContext | undefined, document: { uri: string; languageId: string }): BookFile[] {
  const format = formatOf(document.uri, document.languageId);
  if (!links || format !== 'asciidoc') return [];
  const known = ownFolderListing(links.scope, links.facts);
  if (!known) return [];
  const { place, own, listing } = known;
  const path = links.scope.document.replace(/[?#].*$/, '');
  const name = percentDecode(path.slice(path.lastIndexOf('/') + 1));
  const out: BookFile[] = [];
  for (const [entry, kind] of listing.entries) {
    if (kind !== 'file' || entry === name || !ASCIIDOC_NAME.test(entry)) continue;
    if (out.length === MAX_BOOK_FILES) return [];
    const segments = [...own.segments, entry];
    out.push({ uri: uriBelow(place.folder, segments), key: placeKeyBelow(place.folder, segments), name: entry });
  }
  return out;
}

/** The includes of a text: the names of its folder's files it includes, and whether it includes any other (`unread`). */
function includesOf(text: string): { names: string[]; unread: string[] } {
  const names: string[] = [];
  const unread: string[] = [];
  if (!text.includes('include::')) return { names, unread };
  for (const match of text.matchAll(INCLUDE)) {
    const target = match[1]!.trim().replace(/^(?:\.\/)+/, '');
    // `{chapters}/x.adoc`, `ref/x.adoc`, `../common.adoc`: a file of another folder or named by an attribute.
    if (target.includes('{') || target.includes('/') || target.includes('\\')) unread.push(target);
    else names.push(target);
  }
  return { names, unread };
}

/**
 * The book's verdict on `fragment`, which the document (a chapter: another document of its folder includes it) lacks;
 * undefined when the document is no chapter or the book's files are not all known yet (`bookFiles` are asked for).
 */
export function bookVerdict(fragment: string, ctx: FragmentContext, rules: SlugRules, ownText: () => string): BookVerdict | undefined {
  if (!ctx.anchors) return undefined;
  const files = bookFiles(ctx.links, ctx.document);
  if (files.length === 0) return undefined;
  const own = ctx.document.uri.replace(/[?#].*$/, '');
  const ownName = percentDecode(own.slice(own.lastIndexOf('/') + 1));
  const indexes = new Map<string, TargetIndex>();
  const includes = new Map<string, { names: string[]; unread: string[] }>([[ownName, includesOf(ownText())]]);
  for (const file of files) {
    const index = ctx.anchors.known(file.uri, rules, file.key);
    if (index === undefined) return undefined;
    if (index === null) continue;
    indexes.set(file.name, index);
    includes.set(file.name, includesOf(index.text));
  }
  const includedBy = new Map<string, string[]>();
  for (const [name, { names }] of includes) for (const included of names) includedBy.set(included, [...(includedBy.get(included) ?? []), name]);
  if (!includedBy.has(ownName)) return undefined;
  // The book: the documents above the chapter (those that include it, and so on up), and all they include.
  const roots = new Set<string>();
  const up = [ownName];
  for (const seen = new Set(up); up.length > 0;) {
    const name = up.pop()!;
    const above = includedBy.get(name)?.filter((n) => !seen.has(n)) ?? [];
    if (above.length === 0 && name !== ownName) roots.add(name);
    for (const n of above) seen.add(n), up.push(n);
  }
  const book = new Set<string>();
  const down = [...roots];
  const unread: string[] = [];
  while (down.length > 0) {
    const name = down.pop()!;
    if (book.has(name)) continue;
    book.add(name);
    const own = includes.get(name);
    if (!own) {
      unread.push(name);
      continue;
    }
    unread.push(...own.unread);
    down.push(...own.names);
  }
  for (const name of book) {
    const index = indexes.get(name);
    if (index && judgeFragment(fragment, index, { explicitIds: true, targetName: targetNameOf(name) })?.found === true) return { found: true };
  }
  if (unread.length === 0) return undefined;
  const root = [...roots].sort()[0]!;
  return { note: ` (A chapter of the book ${root}, which includes ${unread.length === 1 ? 'a file' : 'files'} not read here (${unread[0]}${unread.length > 1 ? ', …' : ''}): the id may be in one.)` };
}
