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
import type { LinkFacts, Walk } from './facts';
import { ancestorTargets } from './site';
import type { DocumentPlace } from './site';
import type { LocalTarget } from './target';

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
    const known = facts.known(place.folder, above);
    if (!known || (known.found !== 'exact' && known.found !== 'case') || !known.listing) continue;
    const children = [...known.listing.entries].filter(([name, kind]) => kind === 'directory' && !name.startsWith('.') && name !== 'node_modules');
    if (children.length > MAX_CHILDREN) continue;
    for (const [name] of children) {
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

/** Whether a link through a missing folder names a file found elsewhere (undefined: not all known yet, counted as not). */
export function foundElsewhere(target: LocalTarget, walk: Walk | undefined, place: DocumentPlace, facts: LinkFacts): boolean {
  for (const candidate of elsewhereTargets(target, walk, place, facts)) {
    const found = facts.known(candidate.folder, candidate.segments);
    if (found && (found.found === 'exact' || found.found === 'case') && found.kind === 'file') return true;
  }
  return false;
}
