/**
 * Where a link through a folder that is not there may have been meant to
 * lead, as evidence that a generator the tool does not model resolves it
 * (evidence.ts): the Rails guides' `images/x.png` is copied from
 * `guides/assets/images/` next to the pages, RDoc's main page names
 * `files/activerecord/README.rdoc` for the repository's
 * `activerecord/README.rdoc`. A link whose missing folder is found, with
 * the rest of its path, under another folder nearby names a file that is
 * there, placed elsewhere by the build; one found nowhere (a folder fetched
 * at build time, a folder renamed) is not.
 *
 * Pure over what `LinkFacts` knows: the candidates are walked as link
 * targets (rules/links.ts asks for them in `linkTargets`).
 */
import { firstFile } from './facts';
import type { LinkFacts, Walk } from './facts';
import { ancestorTargets } from './site';
import type { DocumentPlace } from './site';
import type { LocalTarget } from './target';
import { noteNames } from './vault';

/** The links of a document through one absent folder that are looked for elsewhere, at most: enough to tell a pattern. */
export const ELSEWHERE_LOOKS = 8;

/** Folders beside one looked at, at most: a folder of thousands of folders is not listed through. */
const MAX_CHILDREN = 48;

/** The folder a walk found missing on the way to its target (`guides/source/images`), when one before the last segment is. */
export function missingFolderOf(target: LocalTarget, walk: Walk | undefined): string | undefined {
  if (!walk || walk.found !== 'missing' || walk.at >= target.segments.length - 1) return undefined;
  return target.segments.slice(0, walk.at + 1).join('/');
}

/**
 * The places a link through a missing folder may name a file that is there:
 * the rest of its path below each folder above the document (`files/a/x` as
 * `a/x`), and its path from the missing folder on below each folder beside
 * one above the document (`images/a.png` as `guides/assets/images/a.png`).
 */
export function elsewhereTargets(target: LocalTarget, walk: Walk | undefined, place: DocumentPlace, facts: LinkFacts): LocalTarget[] {
  if (!walk || walk.found !== 'missing' || walk.at >= target.segments.length - 1) return [];
  const rest = target.segments.slice(walk.at + 1);
  const from = target.segments.slice(walk.at);
  const out: LocalTarget[] = [];
  const at = (segments: readonly string[]): LocalTarget => ({ folder: target.folder, segments, directory: false, fragment: undefined, start: target.start, end: target.end });
  const ancestors = ancestorTargets(place, facts);
  for (let depth = ancestors.length - 1; depth >= 0; depth--) {
    const above = ancestors[depth]!.segments;
    out.push(at([...above, ...rest]));
    for (const name of childFolders(place, above, facts)) {
      const beside = [...above, name];
      // The document's own way down is where the link was looked for.
      if (place.dirs.length > depth && place.dirs[depth] === name) continue;
      out.push(at([...beside, ...from]));
      // One level further (`guides/assets/images`): a generator's assets sit in a folder of their own.
      const inner = facts.known(place.folder, beside);
      if (!inner || (inner.found !== 'exact' && inner.found !== 'case') || !inner.listing || inner.listing.entries.size > MAX_CHILDREN * 4) continue;
      for (const [child, kind] of inner.listing.entries) {
        if (kind === 'directory' && !child.startsWith('.')) out.push(at([...beside, child, ...from]));
      }
    }
  }
  return out;
}

/**
 * The places a link written down from its document's folder through a folder that is not there (`assets/img/01.jpg`
 * from `docs/pages/`) names a file once read from a folder above the document's instead (`docs/assets/img/01.jpg`),
 * not the workspace folder's top, which holds many sets: a build that publishes the pages higher up than they lie
 * (foundation-sites' Panini writes `docs/pages/*.md` flat into the output beside the `assets/` it copies from `docs/`).
 * None for a link that climbs above its folder, or through a folder the document's own path has.
 */
export function aboveTargets(target: LocalTarget, walk: Walk | undefined, place: DocumentPlace): LocalTarget[] {
  if (!walk || walk.found !== 'missing' || walk.at >= target.segments.length - 1) return [];
  return writtenFromAbove(target, walk, place, 1);
}

/**
 * The path a link written down from its document's folder (`place`) names when read from each folder above it, nearest
 * first, down to `lowest` folders below the workspace folder's top; none for a link that climbs above its folder or
 * whose missing name is no part of what was written below it.
 */
function writtenFromAbove(target: LocalTarget, walk: Extract<Walk, { found: 'missing' }>, place: DocumentPlace, lowest: number): LocalTarget[] {
  const depth = place.dirs.length;
  if (target.folder !== place.folder || walk.at < depth || !place.dirs.every((dir, i) => target.segments[i] === dir)) return [];
  const written = target.segments.slice(depth);
  const out: LocalTarget[] = [];
  for (let above = depth - 1; above >= lowest; above--) {
    out.push({ folder: target.folder, segments: [...place.dirs.slice(0, above), ...written], directory: false, fragment: undefined, start: target.start, end: target.end });
  }
  return out;
}

/** Folders above its own that an HTML fragment's including page is looked for in, at most. */
const PAGE_LEVELS = 4;

/**
 * The places a relative link of an HTML fragment of a page (no `<html>`, `<head>` or `<body>`) names a file once read
 * from a folder above its document's, the workspace folder's top included: the folders of the pages that may load it
 * (syncthing's `gui/default/syncthing/development/logbar.html`, which `gui/default/index.html` loads by Angular's
 * `ng-include`, links `assets/css/dev.css`, `gui/default/assets/css/dev.css`). Nearest first; the missing name may be
 * the last (`dev.css`) or a folder on the way. None for a link that climbs above its folder.
 */
export function includingPageTargets(target: LocalTarget, walk: Walk | undefined, place: DocumentPlace): LocalTarget[] {
  if (!walk || walk.found !== 'missing' || target.directory) return [];
  return writtenFromAbove(target, walk, place, Math.max(0, place.dirs.length - PAGE_LEVELS));
}

/**
 * The places a relative link of a file a program loads (an XSLT stylesheet, a configuration: no page a browser or a
 * forge renders) names a file once read from that program's root, missing from the document's folder: the same path
 * from each folder above the document's, the workspace folder's top included, nearest first (icecast's
 * `admin/includes/page.xsl` includes `includes/head.xsl`, which its loader finds from its admin root, `admin/`), then,
 * through a folder that is not there, from the folders beside one above (`web/status.xsl`'s `includes/web-page.xsl`,
 * `admin/includes/web-page.xsl`). None for a link that climbs above its folder.
 */
export function programRootTargets(target: LocalTarget, walk: Walk | undefined, place: DocumentPlace, facts: LinkFacts): LocalTarget[] {
  if (!walk || walk.found !== 'missing' || target.directory) return [];
  return [...writtenFromAbove(target, walk, place, 0), ...elsewhereTargets(target, walk, place, facts)];
}

/** The first of `includingPageTargets` that is a file, as its path; undefined when none is (or one nearer is not known yet). */
export function includingPageFile(target: LocalTarget, walk: Walk | undefined, place: DocumentPlace, facts: LinkFacts): string | undefined {
  const file = firstFile(includingPageTargets(target, walk, place), facts, { unknown: 'wait' });
  return file ? file.path : undefined;
}

/** Whether a link through a missing folder names a file found from a folder above its document's (`aboveTargets`; undefined: not all known yet, counted as not). */
export function foundAbove(target: LocalTarget, walk: Walk | undefined, place: DocumentPlace, facts: LinkFacts): boolean {
  return firstFile(aboveTargets(target, walk, place), facts, { unknown: 'skip' }) !== null;
}

/** Whether a link through a missing folder names a file found elsewhere (undefined: not all known yet, counted as not). */
export function foundElsewhere(target: LocalTarget, walk: Walk | undefined, place: DocumentPlace, facts: LinkFacts): boolean {
  return firstFile(elsewhereTargets(target, walk, place, facts), facts, { unknown: 'skip' }) !== null;
}

/** The extensions of sources a documentation generator makes pages of. */
const SOURCE_EXTENSIONS = ['.md', '.markdown', '.mdx', '.rst', '.adoc', '.asciidoc', '.cheatmd', '.livemd'];

/** How many folders above the document's a page's source is looked for below: a document set's own tree. */
const NAME_LEVELS = 2;

/** A page's name (`x.html`), its stem captured. */
const PAGE = /^(.+)\.html?$/i;

/** Whether a link's missing last segment names a page a generator may make from a source elsewhere (`x.html`). */
export function namesPage(name: string): boolean {
  return PAGE.test(name);
}

/**
 * The names a link's missing page may be made from: `installation.html` from `installation.md`…. Only a page's:
 * a markup document that links a page writes for a generator (no forge shows `x.html` for `x.md`), while one that
 * links `contexts.md` missing where written may be read on a forge, where the link is broken whatever a generator does.
 */
function sourceNames(name: string): string[] {
  const html = PAGE.exec(name);
  return html ? SOURCE_EXTENSIONS.map((extension) => `${html[1]!}${extension}`) : [];
}

/**
 * The folders a page's source is looked for in (`sourceByName`): the document's folder and those up to `NAME_LEVELS`
 * above it, with each one's folders below (at most `MAX_CHILDREN` each). Walked as link targets, as the rest.
 */
export function sourceFolders(place: DocumentPlace, facts: LinkFacts, { topChildren = true }: { topChildren?: boolean } = {}): LocalTarget[] {
  const out: LocalTarget[] = [];
  const ancestors = ancestorTargets(place, facts);
  for (let depth = ancestors.length - 1; depth >= Math.max(0, ancestors.length - 1 - NAME_LEVELS); depth--) {
    const above = ancestors[depth]!;
    out.push(above);
    if (depth === 0 && !topChildren) continue;
    for (const child of childFolders(place, above.segments, facts)) out.push({ ...above, segments: [...above.segments, child] });
  }
  return out;
}

/** The folders below `segments` (not hidden, not `node_modules`), none when not known yet or more than `MAX_CHILDREN`. */
function childFolders(place: DocumentPlace, segments: readonly string[], facts: LinkFacts): string[] {
  const known = facts.known(place.folder, segments);
  if (!known || (known.found !== 'exact' && known.found !== 'case') || !known.listing) return [];
  const children = [...known.listing.entries].filter(([name, kind]) => kind === 'directory' && !name.startsWith('.') && name !== 'node_modules');
  return children.length > MAX_CHILDREN ? [] : children.map(([name]) => name);
}

/**
 * Where a page a link names, missing where it is written, is made from: a source of that name (`installation.md` for
 * `installation.html`) in another folder of the document's set (ExDoc writes every guide of phoenix's `guides/**` into
 * one folder). The path found, or undefined (not found, or not all known yet).
 */
export function sourceByName(target: LocalTarget, walk: Walk | undefined, place: DocumentPlace, facts: LinkFacts): string | undefined {
  if (!walk || walk.found !== 'missing' || walk.at !== target.segments.length - 1 || target.directory) return undefined;
  const names = sourceNames(target.segments[walk.at]!);
  if (names.length === 0) return undefined;
  const own = target.segments.slice(0, walk.at).join('/');
  for (const folder of sourceFolders(place, facts)) {
    if (folder.segments.join('/') === own) continue;
    const known = facts.known(place.folder, folder.segments);
    if (!known || (known.found !== 'exact' && known.found !== 'case') || !known.listing) continue;
    for (const name of names) {
      if (known.listing.entries.get(name) === 'file') return [...folder.segments, name].join('/');
    }
  }
  return undefined;
}

/**
 * The folders a missing file is looked for in by its name (`fileByName`): a page's source's (`sourceFolders`), but
 * not the repository's top folders, which hold many sets, not the document's; in a note vault (links/vault.ts), whose
 * app finds a name anywhere in it, those too.
 */
export function nameFolders(place: DocumentPlace, facts: LinkFacts, { vault }: { vault: boolean }): LocalTarget[] {
  return sourceFolders(place, facts, { topChildren: vault });
}

/**
 * Where a file a link names, missing where it is written, is found by its name in another folder of the document's
 * set (`bases-noshadow.png` written beside a page, the file in `../Attachments/`): an app that resolves a link by
 * its file name wherever it is (a note vault) renders the folder, not GitHub. Its own folder is looked in too, for a
 * note named without `.md`. The path found, or undefined (not found, or not all known yet).
 */
export function fileByName(target: LocalTarget, walk: Walk | undefined, place: DocumentPlace, facts: LinkFacts, { vault = false }: { vault?: boolean } = {}): string | undefined {
  if (!walk || walk.found !== 'missing' || walk.at !== target.segments.length - 1 || target.directory) return undefined;
  const names = noteNames(target.segments[walk.at]!);
  for (const folder of [{ folder: target.folder, segments: target.segments.slice(0, walk.at) }, ...nameFolders(place, facts, { vault })]) {
    const known = facts.known(folder.folder, folder.segments);
    if (!known || (known.found !== 'exact' && known.found !== 'case') || !known.listing) continue;
    for (const name of names) {
      if (known.listing.entries.get(name) === 'file') return [...folder.segments, name].join('/');
    }
  }
  return undefined;
}

/** The extensions of the Markdown a site serves at its name without them (`/concepts/forms` from `forms.md`). */
const PAGE_SOURCES = ['.md', '.mdx'];

/**
 * Whether a link's missing last segment names a Markdown file beside it once `.md` or `.mdx` is added
 * (`/docs/1.x/concepts/forms` for `forms.md`): a site that serves a document at its name (Fresh's own, Docusaurus,
 * VitePress, Nextra) is read there, not GitHub. Pure over the walk's listing.
 */
export function pageBeside(target: LocalTarget, walk: Walk | undefined): boolean {
  if (!walk || walk.found !== 'missing' || walk.at !== target.segments.length - 1 || target.directory) return false;
  const name = target.segments[walk.at]!;
  return !/\.[^./]+$/.test(name) && PAGE_SOURCES.some((extension) => walk.parent.entries.get(`${name}${extension}`) === 'file');
}
