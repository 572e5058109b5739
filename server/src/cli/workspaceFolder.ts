/**
 * The folder a run's links are checked in, its workspace folder (as the editor's is the folder it opened): where a
 * root-relative link (`/docs/x.md`) starts and above which no file is looked for.
 *
 * Each input's folder is the nearest at or above it that a repository declares (a `.git`), or where none does, a
 * configuration (a `.urilintrc.json`), as remark-validate-links takes the Git repository's folder: so a repository's findings do not
 * depend on where the command was typed (`uri-lint ~/src/repo` finds what `cd ~/src/repo && uri-lint .` finds). Where
 * that folder is the current directory's or above it (a run from a subfolder of a repository), or where nothing
 * declares one for an input inside the current directory, the current directory is the workspace, as ESLint and
 * markdownlint-cli2 start from where they are run. An input outside it that nothing declares is its own folder (a
 * file's folder). Inputs that disagree share the folder that holds them all (the current directory when that is the
 * disk's root).
 */
import fs from 'node:fs';
import path from 'node:path';
import { CONFIG_FILE } from '../config/load';

/** What marks a folder as a repository's top, or else a configured project's (a package's own `.urilintrc.json` in a monorepo is not its top). */
const MARKERS = ['.git', CONFIG_FILE];

/** The characters that make an input a glob: its folder is the part before the first of them. */
const GLOB = /[*?[\]{}!]/;

/** The workspace folder of a run over `inputs` from `cwd` (see above). */
export function workspaceFolder(inputs: readonly string[], cwd: string): string {
  const folders = new Set<string>();
  for (const input of inputs) folders.add(folderOf(path.resolve(cwd, staticPart(input)), cwd));
  if (folders.size === 1) return [...folders][0]!;
  // Inputs of one project nothing declares (`/x/repo/README.md /x/repo/docs`): the folder they share, not the whole disk.
  const shared = [...folders].reduce(commonFolder);
  return path.dirname(shared) === shared ? cwd : shared;
}

/** The deepest folder holding both `a` and `b`. */
function commonFolder(a: string, b: string): string {
  let folder = a;
  while (!isInside(b, folder) && path.dirname(folder) !== folder) folder = path.dirname(folder);
  return folder;
}

/** One input's workspace folder. */
function folderOf(absolute: string, cwd: string): string {
  const own = isFolder(absolute) ? absolute : path.dirname(absolute);
  const declared = declaredFolder(own);
  if (isInside(absolute, cwd)) return declared !== undefined && isInside(declared, cwd) ? declared : cwd;
  return declared ?? own;
}

/** The part of an input before any glob character, up to its last separator (`docs/**\/*.md` is `docs`). */
function staticPart(input: string): string {
  const glob = input.search(GLOB);
  if (glob < 0) return input;
  const cut = input.slice(0, glob);
  const slash = Math.max(cut.lastIndexOf('/'), cut.lastIndexOf(path.sep));
  return slash < 0 ? '.' : cut.slice(0, slash + 1) || path.sep;
}

/** True when `file` is `folder` or below it. */
function isInside(file: string, folder: string): boolean {
  const relative = path.relative(folder, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/** The nearest folder at or above `start` holding the first marker, else the second…, or undefined. */
function declaredFolder(start: string): string | undefined {
  for (const marker of MARKERS) {
    for (let dir = start; ; dir = path.dirname(dir)) {
      if (exists(path.join(dir, marker))) return dir;
      if (path.dirname(dir) === dir) break;
    }
  }
  return undefined;
}

function isFolder(file: string): boolean {
  try {
    return fs.statSync(file).isDirectory();
  } catch {
    return false;
  }
}

function exists(file: string): boolean {
  try {
    fs.statSync(file);
    return true;
  } catch {
    return false;
  }
}
