/**
 * A reStructuredText document of no Sphinx project that a Sphinx project's document pastes in by `.. include::`
 * (nilearn's `AUTHORS.rst`, which `doc/authors.rst` includes by `.. include:: ../AUTHORS.rst`, beside `doc/conf.py`):
 * Sphinx reads the included text as the including document's, so its relative links (`.. include::
 * changes/names.rst`, `.. image:: logos/hbp-logo.png`) resolve from the includer's folder, not from the file's own.
 * Known cheaply: the includers looked for are the `.rst` documents at the top of a Sphinx project (its `conf.py`) in
 * a folder just below the document's (`doc/`, `docs/`) or that folder's `source/` or `src/`, where a repository's top-level
 * files are included from; each read through the facts' reads.
 */
import type { LinkFacts } from './facts';
import { uriBelow } from './facts';
import { perScope } from './filesAbove';
import { documentPlace } from './site';
import type { DocumentPlace } from './site';
import type { LocalTarget, TargetScope } from './target';

/** An include directive, its path. */
const INCLUDE = /^[ \t]*\.\.[ \t]+include::[ \t]*(\S+)[ \t]*$/gm;

/** Folders below the document's read for a Sphinx project, at most. */
const MAX_FOLDERS = 24;
/** Documents of a project's top read for their includes, at most. */
const MAX_DOCUMENTS = 200;

/**
 * The source folders a documentation folder holds its Sphinx project in: `sphinx-quickstart`'s `source/` (beside
 * `build/`), and `src/` (linkchecker's `doc/src/conf.py`, autogen's `python/docs/src/`).
 */
const SOURCE_FOLDERS = ['source', 'src'];

/** The includer found: its folder's names below the workspace folder and its file's name. */
export interface RstIncluder {
  dirs: readonly string[];
  file: string;
}

/** The folders just below the document's, and their `source/` and `src/`, as targets to walk (for what is not known yet). */
export function includerFolderTargets(place: DocumentPlace, facts: LinkFacts): LocalTarget[] {
  const folder = (segments: string[]): LocalTarget => ({ folder: place.folder, segments, directory: true, fragment: undefined, start: 0, end: 0 });
  const out: LocalTarget[] = [];
  for (const child of childFolders(place.folder, place.dirs, facts)) {
    out.push(folder([...place.dirs, child]));
    const walk = facts.known(place.folder, [...place.dirs, child]);
    if (!walk || walk.found !== 'exact') continue;
    for (const source of SOURCE_FOLDERS) if (walk.listing?.entries.get(source) === 'directory') out.push(folder([...place.dirs, child, source]));
  }
  return out;
}

function childFolders(folder: string, dirs: readonly string[], facts: LinkFacts): string[] {
  const own = facts.known(folder, dirs);
  if (!own || own.found !== 'exact' || !own.listing) return [];
  return [...own.listing.entries].filter(([name, kind]) => kind === 'directory' && !name.startsWith('.') && name !== 'node_modules').map(([name]) => name).sort().slice(0, MAX_FOLDERS);
}

const includers = perScope<RstIncluder>();

/** The document's path below its workspace folder (`dirs` and its decoded name), as an include names it; undefined when its name does not decode. */
function ownPath(scope: TargetScope, dirs: readonly string[]): string | undefined {
  const path = scope.document.replace(/[?#].*$/, '');
  try {
    return [...dirs, decodeURIComponent(path.slice(path.lastIndexOf('/') + 1))].join('/');
  } catch {
    return undefined;
  }
}

/**
 * The Sphinx project's document that includes the scope's document (see above), null when none does, undefined
 * while a folder or document on the way is not known yet.
 */
export function rstIncluderOf(scope: TargetScope, facts: LinkFacts): RstIncluder | null | undefined {
  return includers(scope, facts, () => {
    const place = documentPlace(scope);
    const self = place && ownPath(scope, place.dirs);
    if (!place || self === undefined) return null;
    let pending = false;
    for (const target of includerFolderTargets(place, facts)) {
      const walk = facts.known(place.folder, target.segments);
      if (walk === undefined) pending = true;
      if (!walk || walk.found !== 'exact' || !walk.listing || walk.listing.entries.get('conf.py') !== 'file') continue;
      const documents = [...walk.listing.entries].filter(([file, kind]) => kind === 'file' && /\.rst$/i.test(file)).map(([file]) => file).sort().slice(0, MAX_DOCUMENTS);
      for (const file of documents) {
        const text = facts.configs.text(uriBelow(place.folder, [...target.segments, file]));
        if (text === undefined) pending = true;
        if (typeof text !== 'string' || !text.includes('include::')) continue;
        for (const match of text.matchAll(INCLUDE)) {
          if (resolved(target.segments, match[1]!)?.join('/') === self) return { dirs: target.segments, file };
        }
      }
    }
    return pending ? undefined : null;
  });
}

/** Folders, the document's own and those above it within its Sphinx project, read for the document that includes it. */
const SITE_FOLDERS_UP = 3;

const siteIncluders = perScope<RstIncluder>();

/**
 * The document of the scope's own Sphinx project (its source folder `root`, below the workspace folder) that pastes
 * the scope's document in by `.. include::`: syncthing-docs' `users/faq.rst`, whose `.. include::
 * faq-parts/troubleshooting.rst` pastes in a part its `conf.py` leaves out of the pages (`exclude_patterns`). Looked
 * for among the `.rst` files of the document's folder and of two folders above it, not above `root`; an include's
 * path read as docutils reads it, from the including file's folder, or from the source folder when it starts with
 * `/`. Null when none does, undefined while a folder or document on the way is not known yet.
 */
export function siteRstIncluderOf(scope: TargetScope, facts: LinkFacts, root: readonly string[]): RstIncluder | null | undefined {
  return siteIncluders(scope, facts, () => {
    const place = documentPlace(scope);
    if (!place || place.dirs.length < root.length || root.some((name, i) => place.dirs[i] !== name)) return null;
    const self = ownPath(scope, place.dirs);
    if (self === undefined) return null;
    let pending = false;
    for (let depth = place.dirs.length; depth >= Math.max(root.length, place.dirs.length - SITE_FOLDERS_UP + 1); depth--) {
      const dirs = place.dirs.slice(0, depth);
      const walk = facts.known(place.folder, dirs);
      if (walk === undefined) pending = true;
      if (!walk || walk.found !== 'exact' || !walk.listing) continue;
      const documents = [...walk.listing.entries].filter(([file, kind]) => kind === 'file' && /\.rst$/i.test(file) && [...dirs, file].join('/') !== self).map(([file]) => file).sort().slice(0, MAX_DOCUMENTS);
      for (const file of documents) {
        const text = facts.configs.text(uriBelow(place.folder, [...dirs, file]));
        if (text === undefined) pending = true;
        if (typeof text !== 'string' || !text.includes('include::')) continue;
        for (const match of text.matchAll(INCLUDE)) {
          const written = match[1]!;
          const names = written.startsWith('/') ? resolved(root, written.slice(1)) : resolved(dirs, written);
          if (names?.join('/') === self) return { dirs, file };
        }
      }
    }
    return pending ? undefined : null;
  });
}

/** The names a relative path leads to from the folder `base`, or undefined when it climbs out or is absolute. */
export function resolved(base: readonly string[], path: string): string[] | undefined {
  if (path.startsWith('/') || /^[A-Za-z][A-Za-z0-9+.-]*:/.test(path)) return undefined;
  const out = [...base];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (out.length === 0) return undefined;
      out.pop();
    } else out.push(part);
  }
  return out;
}
