/**
 * A file or folder moved: what every link to it, and every relative link
 * inside it, becomes. Pure over a document's analysis and the link rules'
 * own reading of where each reference leads (links/target.ts
 * `localTargetOf`), so it holds for every file type the rules resolve
 * (Markdown, HTML, JSON and YAML `$ref`s, the markup languages' links).
 * Each link keeps its style: a relative path stays relative (its leading
 * `./` or `../` run kept while it still leads above the target), a
 * root-relative one root-relative, a `file:` URI a `file:` URI; only the
 * path's characters change, the query and fragment stay as written, a name
 * the move did not change keeps its spelling, a new name is percent-encoded
 * as a path segment needs (`encodeName`). A link the rules do not resolve
 * (a template, a page rendered elsewhere, a URL mapped to a folder, a base
 * other than the document) or one written with its language's escapes is
 * left alone, and so is an edit whose URI would parse with more errors.
 *
 * A page of a site whose URLs are modelled (links/pageUrls.ts: mdBook,
 * MkDocs) may link another page by the URL its generator serves it at
 * (`setup.html`, `../setup/`): such a link is read as leading to the page's
 * source and written again as the source's new page URL, in the same form,
 * from the document's own page URL. A site configuration's list of pages
 * (links/siteNav.ts, MkDocs' `nav:`) follows its pages too, each entry as a
 * path below the docs folder in its own quoting.
 */
import { parse, percentDecode } from '@uri-lint/shared';
import { encodeName } from '../../contract/commands';
import type { AnalyzedReference } from '../analysis';
import type { DocumentContext } from '../context';
import { isBelow } from '../links/site';
import { PAGE_URL, pageBase, pageTargetOf, pageUrlKeys, pageUrlOf, slugPageUrl, slugTargetOf } from '../links/pageUrls';
import { isNavConfig, navEntries, navText } from '../links/siteNav';
import type { PageLink } from '../links/pageUrls';
import { javadocAlternatives, siteAlternatives } from '../links/siteTargets';
import { climbingTarget, localTargetOf, placeOf } from '../links/target';
import type { LocalTarget, TargetScope } from '../links/target';
import type { LinkContext } from '../rules/types';
import { linkContextOf } from './facts';
import type { UrlEdit } from './renameUrl';

/** A file or folder moved inside one workspace folder: its names below the folder (decoded), before and after. */
export interface FileMove {
  folder: string;
  from: readonly string[];
  to: readonly string[];
}

/** Where a document was and is: its names below the move's folder (the same twice when it does not move). */
export interface DocumentMove {
  from: readonly string[];
  to: readonly string[];
}

/** How `moveLinkEdits` reads a document beside the moves. */
export interface MoveOptions {
  /** Where the document itself is before and after the moves (by default worked out from its URI). */
  document?: DocumentMove;
  /** References left to someone else (VS Code's Markdown extension updates Markdown's own links). */
  leave?: (ref: AnalyzedReference) => boolean;
  /**
   * Told of each place the workspace was asked about and does not know yet (the editor's listings come
   * asynchronously): the caller learns them (`LinkFacts.ensureAll`) and asks again, so that a link a site's
   * generator resolves from its own folder is not written as if it were the document's.
   */
  unknown?: (place: { folder: string; segments: readonly string[] }) => void;
}

/**
 * The edits that keep the links of `ctx`'s document leading where they led after `moves` (made at once, in one
 * workspace folder; the first that holds a name decides).
 */
export function moveLinkEdits(ctx: DocumentContext, moves: FileMove | readonly FileMove[], options: MoveOptions = {}): UrlEdit[] {
  const all: readonly FileMove[] = Array.isArray(moves) ? moves : [moves as FileMove];
  const folder = all[0]?.folder;
  const links = linkContextOf(ctx);
  if (!links || folder === undefined) return [];
  const here = namesBelow(folder, ctx.document.uri);
  if (!here) return [];
  const where = options.document ?? { from: here, to: movedNames(here, all) };
  const edits: UrlEdit[] = [];
  const text = ctx.analysis.text;
  let keys: readonly string[] | undefined;
  const urlKeys = () => (keys ??= pageUrlKeys(text));
  for (const ref of ctx.analysis.references) {
    // A link left to someone else is still ours when it names a site's page by its URL, which they do not read.
    const left = options.leave?.(ref) === true;
    if (left && !PAGE_URL.test(ref.found.text.replace(/[?#].*$/s, ''))) continue;
    // A link climbing above the folder names no file as a path; as a site's page URL it may.
    const path = localTargetOf(ref, links.scope);
    const target = path ?? climbingTarget(ref, links.scope);
    if (!target || target.folder !== folder) continue;
    const { found } = ref;
    // Written with escapes: the new text would need them too.
    if (found.offsets || found.hyphenBreaks || text.slice(found.start, found.end) !== found.text) continue;
    const resolved = resolvedTarget(ref, target, links, urlKeys, options.unknown);
    // A link that leads nowhere now is left as it is: the move does not mend it, nor break it more.
    if (!resolved || ((left || !path) && !resolved.page)) continue;
    const newPath = movedLinkText(ref, target, links.scope, where, all, resolved);
    if (newPath === null) continue;
    const next = found.text.slice(0, target.start) + newPath + found.text.slice(target.end);
    if (parse(next).errors.length > ref.parsed.errors.length) continue;
    edits.push({ start: found.start + target.start, end: found.start + target.end, newText: newPath });
  }
  edits.push(...navEdits(ctx, folder, where, all, links, options.unknown));
  return edits;
}

/**
 * The edits of a site configuration's list of pages (links/siteNav.ts, MkDocs' `nav:`): each entry whose page moves
 * written again as its path below the docs folder, in its own quoting. Left alone: an entry whose page leaves the docs
 * folder, or is not there now, or a configuration that moves itself (its docs folder is relative to it).
 */
function navEdits(ctx: DocumentContext, folder: string, where: DocumentMove, moves: readonly FileMove[], links: LinkContext, unknown: MoveOptions['unknown']): UrlEdit[] {
  const name = where.from[where.from.length - 1];
  if (name === undefined || !isNavConfig(name) || !sameNames(where.from, where.to)) return [];
  const edits: UrlEdit[] = [];
  for (const entry of navEntries(name, where.from.slice(0, -1), ctx.analysis.text)) {
    const walk = links.facts.known(folder, entry.segments);
    if (walk === undefined) unknown?.({ folder, segments: entry.segments });
    if (walk !== undefined && walk.found !== 'exact' && walk.found !== 'case') continue;
    const before = walk?.found === 'case' ? walk.actual : entry.segments;
    const after = movedNames(before, moves);
    if (after === before || !isBelow(after, entry.root) || after.length === entry.root.length) continue;
    // Written as before: a leading `./`, a folder's trailing slash (`- Guide: guide/`).
    const path = `${entry.written.startsWith('./') ? './' : ''}${after.slice(entry.root.length).join('/')}${entry.written.endsWith('/') ? '/' : ''}`;
    const text = navText(path, entry.style);
    if (text !== undefined && text !== entry.written) edits.push({ start: entry.start, end: entry.end, newText: text });
  }
  return edits;
}

/** Where a link leads as the link rules find it: its file's names as the file system spells them, and whether a site's generator looks there rather than beside the document. */
export interface ResolvedTarget {
  segments: readonly string[];
  /** Found where the site's generator resolves the link (its docs root, a source folder), not as RFC 3986 reads it. */
  alternative: boolean;
  /** Written as the URL of the page `segments` is the source of (links/pageUrls.ts): written again as its page's URL. */
  page?: PageLink;
  /** Found by the URL its slug makes (Hugo's `slug`): written again as the slug's URL from the page's new folder. */
  slug?: string;
}

/**
 * Where `target` leads, as the link rules judge it (rules/links.ts): the file it names when it is there (as its
 * letters are spelled on disk), else the first place the site's generator looks that holds it; the target itself when
 * the workspace is not known yet; null when it leads nowhere.
 */
function resolvedTarget(ref: AnalyzedReference, target: LocalTarget, links: LinkContext, urlKeys: () => readonly string[], unknown?: MoveOptions['unknown']): ResolvedTarget | null {
  const page = pageSource(ref, target, links, urlKeys, unknown);
  // A link by URL of a page that sets its own URL: neither a page's nor a path, left as it is.
  if (page === null) return null;
  if (page) return page;
  const walk = links.facts.known(target.folder, target.segments);
  if (walk === undefined) unknown?.(target);
  if (walk === undefined) return { segments: target.segments, alternative: false };
  if (walk.found === 'exact') return { segments: target.segments, alternative: false };
  if (walk.found === 'case') return { segments: walk.actual, alternative: false };
  const site = links.site();
  const alternatives = [...javadocAlternatives(ref, target, links.scope), ...(site ? siteAlternatives(ref, target, links.scope, site) ?? [] : [])];
  for (const alternative of alternatives) {
    const found = links.facts.known(alternative.folder, alternative.segments);
    if (found === undefined) unknown?.(alternative);
    if (found?.found === 'exact') return { segments: alternative.segments, alternative: true };
    if (found?.found === 'case') return { segments: found.actual, alternative: true };
  }
  return null;
}

/**
 * The source of the page a link names by its URL (`setup.html`, `../setup/`, `/guide/setup/`: links/pageUrls.ts), when
 * the document is a page of a site whose URLs are modelled and one of the sources the URL may be made from is there;
 * undefined otherwise (the link is read as a path). While the document's site is not known, the folders that tell it
 * are asked; null for a link by URL of a page that sets its own URL (left alone).
 */
function pageSource(ref: AnalyzedReference, target: LocalTarget, links: LinkContext, urlKeys: () => readonly string[], unknown?: MoveOptions['unknown']): ResolvedTarget | null | undefined {
  const reading = { site: () => links.site(), urlKeys };
  const page = pageTargetOf(ref, target, links.scope, links.facts, reading, unknown);
  if (page !== undefined) return page && { segments: page.segments, alternative: false, page: page.link };
  // A page found by the URL its slug makes: its folder's URL changes with a move, the slug stays.
  const slugged = slugTargetOf(ref, target, links.scope, links.facts, reading);
  return slugged && { segments: slugged.segments, alternative: false, page: slugged.link, slug: slugged.slug };
}

/**
 * The new text of the path of `ref` (its `target.start`…`target.end`), read from a document that moves as `document`
 * says, once `move` is made; null when it stays as written, or cannot be said in its style. `resolved` is where the
 * link leads (by default the target as written).
 */
export function movedLinkText(ref: AnalyzedReference, target: LocalTarget, scope: TargetScope, document: DocumentMove, moves: readonly FileMove[],
  resolved: ResolvedTarget = { segments: target.segments, alternative: false }): string | null {
  const before = resolved.segments;
  const after = movedNames(before, moves);
  const documentMoved = !sameNames(document.from, document.to);
  if (after === before && !documentMoved) return null;
  const written = ref.found.text.slice(target.start, target.end);
  const spell = spellingsOf(written);
  if (resolved.page) {
    const { rules, root, rooted } = resolved.page;
    const url = resolved.slug === undefined ? pageUrlOf(after, root, rules.form, rules) : slugPageUrl(resolved.slug, after, root, rules);
    // The page or the document leaving the site: the link is no longer the site's URL to write.
    if (!url || !isBelow(document.to, root)) return null;
    // From the site's `/`, its URL path written first as it was; else from the document's new page.
    const text = rooted ? `/${[...rooted, ...url.slice(root.length)].map(spell).join('/')}${rules.form === 'directory' ? '/' : ''}`.replace(/\/\/$/, '/')
      : relativePath(written, url, pageBase(document.to, rules.form, rules, root), spell, { keepRun: !documentMoved });
    return text === written ? null : text;
  }
  let text: string | null;
  if (ref.parsed.kind === 'uri') {
    // A `file:` URI names the file itself; a URL mapped to a folder is the site's, left to its owner.
    text = ref.parsed.components.scheme?.toLowerCase() === 'file' ? absolutePath(written, before, after, spell) : null;
  } else if (written.startsWith('/')) {
    text = after === before ? null : absolutePath(written, before, after, spell);
  } else {
    // Against another base (`<base href>`, `uriLint.baseUri`) a path is not the document's to recompute.
    text = scope.base?.source !== 'document' ? null
      : (resolved.alternative ? fromAlternative(written, before, after, spell) : undefined) ?? relativePath(written, after, directoryOf(document.to), spell, { keepRun: !documentMoved });
  }
  return text === null || text === written ? null : text;
}

/**
 * A relative path that the site's generator resolves from a folder of its own (its docs root: `api/Store.md` from
 * any page), written again from that folder; undefined when the target no longer lies below it (the path from the
 * document is written then).
 */
function fromAlternative(written: string, before: readonly string[], after: readonly string[], spell: (name: string) => string): string | undefined {
  const { parts, slash } = partsOf(written);
  let run = 0;
  while (run < parts.length - 1 && parts[run] === '.') run++;
  const names = parts.slice(run).map(percentDecode);
  if (names.some((name) => name === '.' || name === '..') || names.length > before.length) return undefined;
  const base = before.slice(0, before.length - names.length);
  if (!names.every((name, i) => name === before[base.length + i]) || !isBelow(after, base) || after.length === base.length) return undefined;
  return `${'./'.repeat(run)}${after.slice(base.length).map(spell).join('/')}${slash ? '/' : ''}`;
}

/** `names` after `moves` (the first that holds them): the same array when no move touches them. */
function movedNames(names: readonly string[], moves: readonly FileMove[]): readonly string[] {
  for (const move of moves) {
    if (isBelow(names, move.from)) return [...move.to, ...names.slice(move.from.length)];
  }
  return names;
}

/** The move of `oldUri` to `newUri` below `folder`, or undefined when either lies outside it. */
export function fileMoveOf(folder: string, oldUri: string, newUri: string): FileMove | undefined {
  const from = namesBelow(folder, oldUri);
  const to = namesBelow(folder, newUri);
  return from && to && from.length > 0 && to.length > 0 ? { folder, from, to } : undefined;
}

/** The names of `uri` below `folder`, or undefined when it lies elsewhere. */
function namesBelow(folder: string, uri: string): readonly string[] | undefined {
  const top = placeOf(folder);
  const at = placeOf(uri);
  if (!top || !at || top.origin !== at.origin) return undefined;
  const names = top.segments[top.segments.length - 1] === '' ? top.segments.slice(0, -1) : top.segments;
  if (!names.every((name, i) => at.segments[i] === name)) return undefined;
  return at.segments.slice(names.length);
}

function directoryOf(names: readonly string[]): readonly string[] {
  return names.slice(0, -1);
}

function sameNames(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((name, i) => name === b[i]);
}

/** How each name is spelled in the path as written (decoded name → its text), so that a name kept keeps its spelling. */
function spellingsOf(written: string): (name: string) => string {
  const spelled = new Map<string, string>();
  for (const segment of written.split('/')) if (segment !== '' && segment !== '.' && segment !== '..') spelled.set(percentDecode(segment), segment);
  return (name) => spelled.get(name) ?? encodeName(name);
}

/** A path as written, its trailing slash apart. */
function partsOf(written: string): { parts: string[]; slash: boolean } {
  const slash = written.endsWith('/') && written.length > 1;
  return { parts: (slash ? written.slice(0, -1) : written).split('/'), slash };
}

/**
 * A path from the root (root-relative, or a `file:` URI's): the names the
 * written path has above the target's folder kept as written (a `file:`
 * URI's folders; none for `/` at the folder), those `uriLint.links.root`
 * supplies left implied.
 */
function absolutePath(written: string, before: readonly string[], after: readonly string[], spell: (name: string) => string): string | null {
  const { parts, slash } = partsOf(written);
  const names = parts.slice(1);
  if (names.some((name) => name === '.' || name === '..')) return null;
  const extra = names.length - before.length;
  let path: string[];
  if (extra >= 0) {
    path = [...names.slice(0, extra), ...after.map(spell)];
  } else {
    // The root is a folder below the workspace folder: the target must stay below it.
    const implied = before.slice(0, -extra);
    if (!isBelow(after, implied) || after.length === implied.length) return null;
    path = after.slice(implied.length).map(spell);
  }
  return `/${path.join('/')}${slash ? '/' : ''}`;
}

/**
 * A relative path to `after` from a document in `directory`: the written
 * run of `./` and `../` kept while the target still lies below where it
 * leads (`keepRun`: the document stays where it was), else the shortest
 * path (`../` as needed), starting `./` when the written one did.
 */
function relativePath(written: string, after: readonly string[], directory: readonly string[], spell: (name: string) => string, { keepRun }: { keepRun: boolean }): string {
  const { parts, slash } = partsOf(written);
  let run = 0;
  let ups = 0;
  while (run < parts.length - 1 && (parts[run] === '.' || parts[run] === '..')) if (parts[run++] === '..') ups++;
  const names = parts.slice(run);
  const end = slash ? '/' : '';
  if (keepRun && ups <= directory.length && !names.some((name) => name === '.' || name === '..')) {
    const base = directory.slice(0, directory.length - ups);
    if (isBelow(after, base) && after.length > base.length) return `${parts.slice(0, run).map((p) => `${p}/`).join('')}${after.slice(base.length).map(spell).join('/')}${end}`;
  }
  let common = 0;
  while (common < directory.length && common < after.length && directory[common] === after[common]) common++;
  const up = '../'.repeat(directory.length - common);
  const rest = after.slice(common).map(spell).join('/');
  if (rest === '') return up === '' ? './' : up;
  return `${up === '' && written.startsWith('./') ? './' : up}${rest}${end}`;
}
