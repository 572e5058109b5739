/**
 * Build output a link names: a target that is not there, below a path the
 * repository's `.gitignore` files ignore (`dist/`, a documentation
 * generator's `api/` that typedoc writes before the site is built), is made
 * by a build and never kept in the repository. The link may well lead
 * somewhere once the build ran: the tool cannot know, and says so at most
 * as Information (rules/links.ts).
 *
 * Git's reading of its ignore files: every `.gitignore` from the workspace
 * folder down to the target's deepest existing folder, a deeper file's rule
 * deciding over a shallower one's, and a path below an ignored folder
 * ignored whatever a rule says of it (git does not look inside an ignored
 * folder). The files are read as the site generators' configurations are
 * (configs.ts `ignoreRules`), only where a folder's listing holds one.
 *
 * Pure over what `LinkFacts` knows.
 */
import type { Ignore } from 'ignore';
import type { LinkFacts, Listing, Walk } from './facts';
import { uriBelow } from './facts';
import type { LocalTarget } from './target';

/**
 * The folders that are there on the way to the missing `target` (whose walk is `walk`): the workspace folder's and
 * each below it, down to the one the walk stopped in, with their depth and entries; null when one on the way is no
 * folder that can be listed, undefined while one is not known yet.
 */
export function foldersOnTheWay(target: LocalTarget, walk: Extract<Walk, { at: number }>, facts: LinkFacts): { depth: number; entries: Listing['entries'] }[] | null | undefined {
  const segments = target.segments;
  const out: { depth: number; entries: Listing['entries'] }[] = [];
  for (let depth = 0; depth <= walk.at && depth < segments.length; depth++) {
    if (depth === walk.at) {
      if (walk.found === 'missing') out.push({ depth, entries: walk.parent.entries });
      break;
    }
    const known = facts.known(target.folder, segments.slice(0, depth));
    if (known === undefined) return undefined;
    if ((known.found !== 'exact' && known.found !== 'case') || known.kind !== 'directory' || !known.listing) return null;
    out.push({ depth, entries: known.listing.entries });
  }
  return out;
}

/** The ignore file git reads in each folder. */
const GITIGNORE = '.gitignore';

/** A `.gitignore` that ignores a path, each below the workspace folder (a folder's with a trailing slash). */
export interface Ignoring {
  file: string;
  path: string;
}

/** How the path is asked for. */
export interface IgnoringAsked {
  /**
   * Asked of a server (a root-relative link: `/docs`), which answers a folder's path with its index: a last name that
   * is not there at all may then be a folder as well as a file. A relative link read on GitHub names what it names.
   */
  served: boolean;
}

/**
 * The `.gitignore` that ignores the missing `target` (whose walk is
 * `walk`) or the first folder of its path it ignores; null when none does;
 * undefined while a folder or an ignore file on the way is not known yet.
 */
export function ignoringFile(target: LocalTarget, walk: Extract<Walk, { at: number }>, facts: LinkFacts, asked: IgnoringAsked): Ignoring | null | undefined {
  const segments = target.segments;
  const folders = foldersOnTheWay(target, walk, facts);
  if (folders === undefined || folders === null) return folders;
  const files: { depth: number; rules: Ignore }[] = [];
  for (const { depth, entries } of folders) {
    if (entries.get(GITIGNORE) !== 'file') continue;
    const rules = facts.configs.ignoreRules(uriBelow(target.folder, [...segments.slice(0, depth), GITIGNORE]));
    if (rules === undefined) return undefined;
    if (rules !== null) files.push({ depth, rules });
  }
  if (files.length === 0) return null;
  // Each path from the top down: the first one ignored hides everything below it.
  for (let length = 1; length <= segments.length; length++) {
    const folder = length < segments.length || target.directory;
    const decided = decidedBy(files, segments, length, { folder })
      // A served last name that is not there at all may be a folder as well as a file (`/docs`, which a server answers
      // with the folder's index): a rule for folders only (`docs/`, the output `jsdoc -d docs` writes) ignores it too.
      ?? (asked.served && !folder && walk.found === 'missing' && walk.at === segments.length - 1 ? decidedBy(files, segments, length, { folder: true }) : undefined);
    if (decided !== undefined) return { file: [...segments.slice(0, decided.depth), GITIGNORE].join('/'), path: `${segments.slice(0, length).join('/')}${decided.folder ? '/' : ''}` };
  }
  return null;
}

/**
 * The ignore file that decides to ignore the path of the first `length` names of `segments` (as a folder's, with a
 * slash after it, when `folder`): the deepest one whose rule says so, where no deeper one unignores it.
 */
function decidedBy(files: readonly { depth: number; rules: Ignore }[], segments: readonly string[], length: number, { folder }: { folder: boolean }): { depth: number; folder: boolean } | undefined {
  let decided: number | undefined;
  for (const { depth, rules } of files) {
    if (depth >= length) break;
    const path = `${segments.slice(depth, length).join('/')}${folder ? '/' : ''}`;
    let result;
    try {
      result = rules.test(path);
    } catch {
      // A path the package cannot take (an empty name): no rule of git's names it either.
      continue;
    }
    if (result.ignored) decided = depth;
    else if (result.unignored) decided = undefined;
  }
  return decided === undefined ? undefined : { depth: decided, folder };
}
