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
 * (a heading renamed in a target changes a fragment's). Each place is read
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
