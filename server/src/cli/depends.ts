/**
 * What a file's cached report depends on beside the file itself (`--cache`): the folders its links were judged from and the files its
 * fragments were. Kept apart from the checks, so that a run the cache
 * answers loads no rule.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Temporary files uri-lint writes beside the file it replaces (fileWrite.ts): here for an instant, never a change. */
const OWN_TEMPORARY = /^\.uri-lint-[0-9a-z]+-[0-9a-f]{12}\.tmp$/;

/**
 * What `--cache` compares of the places a file's report depends on: a
 * folder's entries (names and kinds: a file created, deleted or renamed
 * there changes a link's verdict) and a file's size and modification time
 * (a heading renamed in a target changes a fragment's), and a tree's files
 * (`folder/**`: a site's pages, one of which may start to set the URL a link
 * names in its front matter). Each place is read
 * once per run. The run's own files (its cache and report) and uri-lint's
 * temporary files are no entries: writing the cache must not make the next
 * run judge again every file that links into its folder.
 */
export class DependencyStates {
  private readonly states = new Map<string, string>();

  /** `own`: the absolute paths of the run's own files. */
  constructor(private readonly own: ReadonlySet<string> = new Set()) {}

  /** The states of places given by URI, by path. */
  of(uris: Iterable<string>): Record<string, string> {
    const out: Record<string, string> = {};
    for (const uri of uris) {
      let file: string;
      try {
        file = fileURLToPath(uri);
      } catch {
        // Not a file: URI: nothing on this disk to compare.
        continue;
      }
      out[file] = this.stateOf(file);
    }
    return out;
  }

  /** Whether every place is as it was. */
  unchanged(states: Readonly<Record<string, string>>): boolean {
    for (const [file, state] of Object.entries(states)) if (this.stateOf(file) !== state) return false;
    return true;
  }

  private stateOf(file: string): string {
    let state = this.states.get(file);
    if (state === undefined) this.states.set(file, state = this.read(file));
    return state;
  }

  private read(file: string): string {
    // `folder/**`: the tree below a folder (a site's pages, any of which may start to set the URL a link names).
    if (file.endsWith(`${path.sep}**`)) return treeState(file.slice(0, -3), this.own);
    try {
      const stat = fs.statSync(file);
      if (!stat.isDirectory()) return `file ${stat.size} ${stat.mtimeMs}`;
      const entries = fs.readdirSync(file, { withFileTypes: true })
        .filter((entry) => !OWN_TEMPORARY.test(entry.name) && !this.own.has(path.join(file, entry.name)))
        .map((entry) => `${entry.isDirectory() ? 'd' : 'f'}${entry.name}`)
        .sort();
      return `folder ${createHash('sha1').update(entries.join('\0')).digest('hex')}`;
    } catch {
      return 'gone';
    }
  }
}

/** Entries of a tree read at most for its state: a site's content, not a disk. */
const MAX_TREE_ENTRIES = 50_000;

/**
 * The state of the tree below `folder`: each file's path, size and modification time and each folder's path, in the
 * order read (names sorted), digested; symbolic links by their own names, not followed; dot folders and
 * `node_modules` left out, as no page is there.
 */
function treeState(folder: string, own: ReadonlySet<string>): string {
  const hash = createHash('sha1');
  const stack = [folder];
  let seen = 0;
  try {
    if (!fs.statSync(folder).isDirectory()) return 'gone';
  } catch {
    return 'gone';
  }
  while (stack.length > 0 && seen < MAX_TREE_ENTRIES) {
    const dir = stack.pop()!;
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    } catch {
      hash.update(`unreadable ${dir}\0`);
      continue;
    }
    for (const entry of entries) {
      if (++seen > MAX_TREE_ENTRIES) break;
      const full = path.join(dir, entry.name);
      if (OWN_TEMPORARY.test(entry.name) || own.has(full)) continue;
      if (entry.isDirectory()) {
        if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
        hash.update(`d${full}\0`);
        stack.push(full);
      } else if (entry.isFile()) {
        try {
          const stat = fs.statSync(full);
          hash.update(`f${full} ${stat.size} ${stat.mtimeMs}\0`);
        } catch {
          hash.update(`gone ${full}\0`);
        }
      } else {
        hash.update(`o${full}\0`);
      }
    }
  }
  return `tree ${hash.digest('hex')}`;
}
