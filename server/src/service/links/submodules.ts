/**
 * Git submodules a repository declares in the `.gitmodules` at its top (`path = libs/sample_lib`): a checkout without
 * them (`git clone` without `--recursive`, a source archive) holds no folder for them, and no folder above them that
 * holds nothing else, though the forge shows those folders. nasa/cFS' CONTRIBUTING.md links `[libs](libs)`, whose only
 * content is the submodule libs/sample_lib: on GitHub the folder is there.
 */
import { uriBelow } from './facts';
import type { LinkFacts, Walk } from './facts';
import type { LocalTarget } from './target';

/** What a missing target is to the submodules of its workspace folder. */
export type SubmoduleAnswer =
  /** A folder that holds a submodule (or the submodule itself): the forge shows it. */
  | { kind: 'holds'; path: string }
  /** A path below a submodule: a file of another repository, which the forge does not show at this path. */
  | { kind: 'inside'; path: string };

/** `path = x` lines of `.gitmodules` (git-config syntax: `path=x`, spaces around `=`, a quoted value). */
const PATH_LINE = /^[ \t]*path[ \t]*=[ \t]*"?([^"\n]*?)"?[ \t]*$/gm;

/** The submodule paths of a `.gitmodules` text, as segments. */
export function submodulePaths(text: string): string[][] {
  const out: string[][] = [];
  for (const m of text.matchAll(PATH_LINE)) {
    const segments = m[1]!.split('/').filter((s) => s !== '' && s !== '.');
    if (segments.length > 0) out.push(segments);
  }
  return out;
}

/**
 * What a target missing from the checkout is to the submodules `.gitmodules` declares at its workspace folder's top:
 * a folder holding one (or the submodule's own path), or a path below one; null when neither (or no `.gitmodules`),
 * undefined while the file is listed but not read yet.
 */
export function submoduleOf(target: LocalTarget, facts: LinkFacts): SubmoduleAnswer | null | undefined {
  const top: Walk | undefined = facts.known(target.folder, []);
  if (top === undefined || (top.found !== 'exact' && top.found !== 'case') || top.listing?.entries.get('.gitmodules') !== 'file') return null;
  const text = facts.configs.text(uriBelow(target.folder, ['.gitmodules']));
  if (text === undefined) return undefined;
  if (text === null) return null;
  const segments = target.segments;
  for (const path of submodulePaths(text)) {
    const shared = Math.min(path.length, segments.length);
    if (!path.slice(0, shared).every((name, i) => segments[i] === name)) continue;
    return segments.length <= path.length ? { kind: 'holds', path: path.join('/') } : { kind: 'inside', path: path.join('/') };
  }
  return null;
}
