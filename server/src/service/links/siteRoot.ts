/**
 * Links that work on a site rooted at a folder of the repository, where the
 * tool does not know the site's generator: a claim about a renderer the tool
 * does not know is said as information, naming where the link leads there.
 *
 * - A relative link that climbs above the folder its document set is
 *   published from: on the site that folder is `/`, and RFC 3986 §5.2.4's
 *   remove_dot_segments stops there (a `..` at the root is dropped), so
 *   `xref/../../../reference/x` from `content/guides/a.adoc` names
 *   `/reference/x`, `content/reference/x.adoc` in the repository, while read
 *   in the repository it climbs above `content/` to a folder that is not
 *   there (`clampedTarget`).
 *
 * - A root-relative link from such a set, where no site configuration was
 *   read, whose file is not at the repository's top but where a site may
 *   publish it from: `/images/x.png` as `assets/images/x.png` (JBake copies
 *   `assets/` to the root), a base path `/cats/js/x.js` as `docs/js/x.js`
 *   (a site published under `/cats/`) (`publishedElsewhere`).
 *
 * The folders a document set is published from (`siteRoots`): the highest
 * folder the document lies in below the workspace folder, and any folder
 * above it whose name is a usual content folder (`content`, `docs`…); never
 * the workspace folder's top, which GitHub shows as the repository, nor a
 * hidden folder (`.github/`), and not for a README, which GitHub shows as
 * its folder's page, or a CONTRIBUTING or CODE_OF_CONDUCT it shows as the
 * repository's: there a link that climbs too far is broken where it is read.
 *
 * Pure over what `LinkFacts` knows: the candidates are walked as link
 * targets (rules/links.ts asks for them in `linkTargets`).
 */
import { percentDecode } from '@uri-lint/shared';
import { firstFile } from './facts';
import type { LinkFacts, Walk } from './facts';
import type { DocumentPlace } from './site';
import type { LocalTarget } from './target';

/** Names of the folders site generators publish a document set from, by their defaults (JBake, Hugo, MkDocs, Antora…). */
const CONTENT_ROOTS: ReadonlySet<string> = new Set(['content', 'contents', 'docs', 'doc', 'documentation', 'pages', 'site', 'website', 'src', 'source']);

/** A document GitHub shows as its folder's page, or as the repository's guidelines: its links are read on GitHub. */
const FOLDER_PAGE = /^(?:readme|contributing|code_of_conduct|security|support)(?:\.[^/]*)?$/i;

/**
 * The depths of the folders the document's set may be published from, as a site's root (each a prefix of
 * `place.dirs`, by its length), deepest first; none for a document at the workspace folder's top or a README.
 */
export function siteRoots(place: DocumentPlace, documentName: string): number[] {
  // A hidden folder (`.github/`) holds a forge's or a tool's files, not a site's pages.
  if (place.dirs.length === 0 || FOLDER_PAGE.test(documentName) || place.dirs.some((dir) => dir.startsWith('.'))) return [];
  const out: number[] = [];
  for (let depth = place.dirs.length; depth >= 1; depth--) {
    if (depth === 1 || CONTENT_ROOTS.has(place.dirs[depth - 1]!.toLowerCase())) out.push(depth);
  }
  return out;
}

/**
 * A relative path resolved against the document's folders as §5.2.3's merge and §5.2.4's remove_dot_segments make
 * it, with a `..` at depth `root` dropped as at a site's root: the names below the workspace folder, and whether a
 * `..` was dropped (the path climbs above that folder). Undefined for a path that names a folder (its last segment
 * empty or a dot segment).
 */
export function clampedPath(dirs: readonly string[], path: string, root: number): { segments: string[]; clamped: boolean } | undefined {
  const segments = path.split('/');
  const last = segments[segments.length - 1];
  if (last === '' || last === '.' || last === '..') return undefined;
  const out = [...dirs];
  let clamped = false;
  for (const segment of segments) {
    if (segment === '.') continue;
    if (segment === '..') {
      if (out.length <= root) clamped = true;
      else out.pop();
    } else out.push(percentDecode(segment));
  }
  return { segments: out, clamped };
}

/** The document's own name, the last segment of its URI's path. */
function nameOf(document: string): string {
  const path = document.replace(/[?#].*$/, '');
  return percentDecode(path.slice(path.lastIndexOf('/') + 1));
}

/**
 * Where a relative link (`text`, the reference as written; `target`, where it leads read in the repository) leads on
 * a site rooted at each folder its document set may be published from that it climbs above, nearest root first;
 * the finder's own name for the last segment (an AsciiDoc xref's `.adoc`) is kept.
 */
export function clampedCandidates(text: string, target: LocalTarget, place: DocumentPlace, document: string): { target: LocalTarget; root: readonly string[] }[] {
  if (target.directory || target.folder !== place.folder || text.startsWith('/') || !/(?:^|\/)\.\.(?:\/|$)/.test(text.slice(target.start, target.end))) return [];
  const path = text.slice(target.start, target.end);
  const out: { target: LocalTarget; root: readonly string[] }[] = [];
  for (const root of siteRoots(place, nameOf(document))) {
    const resolved = clampedPath(place.dirs, path, root);
    if (!resolved?.clamped) continue;
    const segments = [...resolved.segments.slice(0, -1), target.segments[target.segments.length - 1] ?? resolved.segments[resolved.segments.length - 1]!];
    out.push({ target: { ...target, segments }, root: place.dirs.slice(0, root) });
  }
  return out;
}

/**
 * The first of `clampedCandidates` that is a file, with its site's root; undefined when none is (or one nearer is
 * not known yet).
 */
export function clampedTarget(text: string, target: LocalTarget, place: DocumentPlace, document: string, facts: LinkFacts): { path: string; root: string } | undefined {
  const candidates = clampedCandidates(text, target, place, document).map(({ target, root }) => ({ folder: target.folder, segments: target.segments, root }));
  const file = firstFile(candidates, facts, { unknown: 'wait' });
  if (!file) return undefined;
  return { path: file.path, root: file.target.root.join('/') };
}

/** Begins what is said of a link that works on a site the tool does not know: such a link is no failure of the rules assumed (evidence.ts). */
const ON_A_SITE = ' (On a site ';

/** What is said of a link that climbs above the folder its site is rooted at, and where it leads there. */
export function clampedNote(found: { path: string; root: string }): string {
  return `${ON_A_SITE}rooted at ${found.root}/, where ".." stops at the root (RFC 3986 §5.2.4), it leads to ${found.path}, which is there;`
    + ` read in the repository, it climbs above ${found.root}/.)`;
}

/** The folders site generators copy to the site's root as they are: Vite's, VitePress's and Next's `public/`, Hugo's `static/`. */
const STATIC_FOLDERS = ['public', 'static'];

/** Folders at the workspace folder's top looked at as a site's static folders, at most. */
const MAX_TOP_FOLDERS = 64;

/**
 * Where a site that publishes the document's set may publish a root-relative link's file from, when it is not at the
 * repository's top: below each folder the set may be published from (`/images/x.png` as `content/images/x.png`; with
 * a missing first folder taken for the site's base path, `/cats/js/x.js` as `docs/js/x.js`), below a `public/` or
 * `static/` folder beside a content folder that is not the set's top (`guide/public/…` beside `guide/content/`), and
 * below each folder beside the set's top folder (`assets/images/x.png`: JBake copies `assets/` to the root). None for a document GitHub
 * shows (at the top, or a README).
 */
export function publishedCandidates(target: LocalTarget, walk: Walk | undefined, place: DocumentPlace, document: string, facts: LinkFacts): LocalTarget[] {
  if (!walk || walk.found !== 'missing' || target.folder !== place.folder || target.segments.length === 0) return [];
  const roots = siteRoots(place, nameOf(document));
  if (roots.length === 0) return [];
  const at = (segments: readonly string[]): LocalTarget => ({ ...target, segments });
  const out: LocalTarget[] = [];
  for (const depth of roots) {
    const root = place.dirs.slice(0, depth);
    out.push(at([...root, ...target.segments]));
    if (walk.at === 0 && target.segments.length > 1) out.push(at([...root, ...target.segments.slice(1)]));
    // The static folder beside a content folder below the top, which the site copies to its root (sanic's guide:
    // `guide/public/assets/images/x.png` for `/assets/images/x.png` from `guide/content/en/`).
    if (depth > 1) for (const name of STATIC_FOLDERS) out.push(at([...root.slice(0, -1), name, ...target.segments]));
  }
  const top = facts.known(place.folder, []);
  if (top && (top.found === 'exact' || top.found === 'case') && top.listing) {
    const beside = [...top.listing.entries].filter(([name, kind]) => kind === 'directory' && !name.startsWith('.') && name !== 'node_modules' && name !== place.dirs[0]);
    if (beside.length <= MAX_TOP_FOLDERS) for (const [name] of beside) out.push(at([name, ...target.segments]));
  }
  return out;
}

/** The extensions of the sources a site makes a page of, served at the source's path without it (`/news/x` from `news/x.adoc`). */
const PAGE_SOURCES = ['.md', '.markdown', '.adoc', '.asciidoc', '.asc', '.rst', '.html', '.htm'];
/** A page's name as a site serves it, `.html` or `.htm`, whose source may be any of `PAGE_SOURCES`. */
const HTML_PAGE = /\.html?$/i;

/**
 * The first of `publishedCandidates` that is there, or a page's source when the link names a page by its path
 * without an extension, as its path (a folder's with a final `/`); undefined when none is (or one is not known yet).
 * A folder is found as a file is: serenity's `Base/usr/share/man/man7/man.md` links `/usr/share/man`, the manual's
 * folder in the OS image whose root is `Base/` (`Base/usr/share/man/`), which its man page viewer lists.
 */
export function publishedElsewhere(target: LocalTarget, walk: Walk, place: DocumentPlace, document: string, facts: LinkFacts): string | undefined {
  const last = target.segments[target.segments.length - 1]!;
  // A page by its path (`/news/x`), or by the `.html` name the site gives the page it makes of a source
  // (`/en/guide/basics/routing.html` from sanic's `guide/content/en/guide/basics/routing.md`).
  const stem = !last.includes('.') ? last : HTML_PAGE.test(last) ? last.replace(HTML_PAGE, '') : undefined;
  for (const candidate of publishedCandidates(target, walk, place, document, facts)) {
    const found = facts.known(candidate.folder, candidate.segments);
    if (found === undefined) return undefined;
    if ((found.found === 'exact' || found.found === 'case') && (found.kind === 'file' || (found.kind === 'directory' && folderPublished(candidate, target, place)))) {
      const path = (found.found === 'case' ? found.actual : candidate.segments).join('/');
      return found.kind === 'file' ? path : `${path}/`;
    }
    if (stem !== undefined && found.found === 'missing' && found.at === candidate.segments.length - 1) {
      const source = PAGE_SOURCES.map((extension) => `${stem}${extension}`).find((name) => name !== last && found.parent.entries.get(name) === 'file');
      if (source !== undefined) return [...found.actual, source].join('/');
    }
  }
  return undefined;
}

/**
 * Whether a folder found for a root-relative link is one the set's site publishes at its path: a path of two names or
 * more (`/usr/share/man`), below the set's own top folder. A folder of one name (`/rc`), or one below a folder beside the
 * set's (rclone's `vfs/vfs.md` linking its site's route `/rc`, not its `cmd/rc/` source folder), is a name many
 * folders of a repository have.
 */
function folderPublished(candidate: LocalTarget, target: LocalTarget, place: DocumentPlace): boolean {
  return target.segments.length >= 2 && candidate.segments[0] === place.dirs[0];
}

/** What is said of a root-relative link whose file a site may publish at its path from another folder. */
export function publishedNote(path: string): string {
  const what = path.endsWith('/') ? 'folder' : 'file';
  return `${ON_A_SITE}that publishes this folder, "/" need not be the repository's top: the ${what} is there as ${path}, which such a site may publish at this path.)`;
}
