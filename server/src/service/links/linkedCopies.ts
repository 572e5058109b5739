/**
 * Where a document is published besides where it lies: through a symbolic link to it in a folder below its own, as a
 * documentation site links the repository's `CONTRIBUTING.md` or `CHANGELOG.md` into its docs folder
 * (`doc/CONTRIBUTING.md` -> `../CONTRIBUTING.md`) and publishes it from there (MkDocs' `docs_dir`, Docusaurus' and
 * Sphinx's source folders alike). Its relative links are written for one of its places: one that leads to a file from
 * the place it is published at leads somewhere, though not from where the file lies.
 *
 * Looked for in the folders below the document's, two levels down (`docs/`, `website/docs/`), each listed once, at
 * most `MAX_CHILDREN` folders a level: the folders are learned as link targets, as the rest.
 */
import type { LinkFacts, Listing } from './facts';
import type { LocalTarget } from './target';
import type { DocumentPlace } from './site';

/** How many folders below the document's are looked in for a link to it. */
const LEVELS = 2;

/** Folders a level, at most: a folder of many is a data set, not a site's. */
const MAX_CHILDREN = 48;

/**
 * Where the document is published through symbolic links to it below its folder, as far as the listings known tell:
 * one walk of the folders below it, which a link's missing-file note and the targets the rules ask for both read
 * (the link context keeps it for the document: rules/types.ts `LinkContext.linkedCopies`).
 */
export interface LinkedCopies {
  /** The folders below the document's looked in, by their names below the workspace folder: those whose listings are known so far. */
  readonly folders: readonly (readonly string[])[];
  /** Each symbolic link to the document: its path below the workspace folder (`doc/CONTRIBUTING.md`) and its folder's names. */
  readonly links: readonly { readonly path: string; readonly dirs: readonly string[] }[];
}

/** The walk of the folders below the document's for symbolic links to it. */
export function linkedCopiesOf(place: DocumentPlace, document: string, facts: LinkFacts): LinkedCopies {
  const folders: (readonly string[])[] = [];
  let level: (readonly string[])[] = [place.dirs];
  for (let depth = 0; depth < LEVELS; depth++) {
    const next: (readonly string[])[] = [];
    for (const dirs of level) for (const child of childFolders(listingOf(place, dirs, facts))) next.push([...dirs, child]);
    folders.push(...next);
    level = next;
  }
  const links: { path: string; dirs: readonly string[] }[] = [];
  for (const dirs of folders) {
    const listing = listingOf(place, dirs, facts);
    if (!listing?.links) continue;
    for (const [name, linkedTo] of listing.links) if (sameFile(linkedTo, document)) links.push({ path: [...dirs, name].join('/'), dirs });
  }
  return { folders, links };
}

/** The folders looked in, as targets to learn beside `target`. */
export function linkedCopyFolders(target: LocalTarget, copies: LinkedCopies): LocalTarget[] {
  return copies.folders.map((segments) => ({ ...target, segments, directory: true, fragment: undefined }));
}

/**
 * The link's target as resolved from each folder that publishes the document through a symbolic link, the folder
 * first: only a link that stays below the document's folder (`dev_containers.md`, `img/x.png`), which reads the same
 * from the link's place. `copies` is asked only for such a link.
 */
export function fromLinkedCopies(target: LocalTarget, place: DocumentPlace, copies: () => LinkedCopies): { folder: string; target: LocalTarget }[] {
  if (target.folder !== place.folder || target.segments.length <= place.dirs.length || !place.dirs.every((dir, i) => target.segments[i] === dir)) return [];
  const below = target.segments.slice(place.dirs.length);
  return copies().links.map(({ path, dirs }) => ({ folder: path, target: { ...target, segments: [...dirs, ...below] } }));
}

/** The listing of a folder below the workspace folder, when known. */
function listingOf(place: DocumentPlace, dirs: readonly string[], facts: LinkFacts): Listing | undefined {
  const walk = facts.known(place.folder, dirs);
  return walk && (walk.found === 'exact' || walk.found === 'case') ? walk.listing : undefined;
}

/** A listing's folders that may hold a site's pages: not hidden, not dependencies; none of a folder of many. */
function childFolders(listing: Listing | undefined): string[] {
  if (!listing) return [];
  const names = [...listing.entries].filter(([name, kind]) => kind === 'directory' && !name.startsWith('.') && name !== 'node_modules').map(([name]) => name);
  return names.length > MAX_CHILDREN ? [] : names;
}

/** Whether two file URIs name the same path, however each percent-encodes it. */
function sameFile(a: string, b: string): boolean {
  return a === b || decoded(a) === decoded(b.replace(/[?#].*$/, ''));
}

function decoded(uri: string): string {
  try {
    return decodeURIComponent(uri);
  } catch {
    return uri;
  }
}
