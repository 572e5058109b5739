/**
 * Links to files on the command line (issue 20 §4): the same checks as the
 * editor's, over the run's folder (the current directory), reading the disk
 * synchronously (a check is synchronous, in worker threads). Each thread
 * keeps the listings of one run; a new run starts afresh. `--cache` keeps
 * the modification times of the folders a file's links were judged from: a
 * file created, deleted or renamed in one changes its time, and the file
 * that links there is checked again though it did not change itself.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LinkFacts, scopedWorkspace } from '../service/index';
import { nodeFileAccess, readDirectorySync } from '../node/files';

/** The listings of the current run in this thread. */
let current: { run: string; folder: string; facts: LinkFacts } | undefined;

/** What is known of the files below `folder` (a URI) in run `run`. */
export function runFacts(run: string, folder: string): LinkFacts {
  if (current?.run !== run || current.folder !== folder) {
    const facts = new LinkFacts(scopedWorkspace(nodeFileAccess(), () => [folder]), readDirectorySync);
    // The anchors fragments name (issue 20), read as the listings are: synchronously, inside the run's folder only.
    facts.anchors.readSynchronously((uri, maxBytes) => (uri.startsWith(`${folder}/`) ? readTextSync(uri, maxBytes) : undefined));
    current = { run, folder, facts };
  }
  return current.facts;
}

/**
 * The text of a regular file (UTF-8) at most `maxBytes` long, or undefined. Opened without blocking (a FIFO
 * named by a link must not hold the run) and asked its type and size through the descriptor: one lookup of
 * the path, not two (a fragment into each of 10,000 files reads 10,000 of them).
 */
function readTextSync(uri: string, maxBytes: number): string | undefined {
  let fd: number | undefined;
  try {
    fd = fs.openSync(fileURLToPath(uri), fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0));
    const stat = fs.fstatSync(fd);
    return stat.isFile() && stat.size <= maxBytes ? fs.readFileSync(fd, 'utf8') : undefined;
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/** The modification times of folders (URIs), by path; a folder that is gone has -1. */
export function folderTimes(uris: Iterable<string>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const uri of uris) {
    try {
      const path = fileURLToPath(uri);
      out[path] = mtimeOf(path);
    } catch {
      // Not a file: URI: nothing on this disk to compare.
    }
  }
  return out;
}

function mtimeOf(path: string): number {
  try {
    return fs.statSync(path).mtimeMs;
  } catch {
    return -1;
  }
}

/** Whether every folder still has the time it had (each stat'ed once per run through `seen`). */
export function foldersUnchanged(times: Readonly<Record<string, number>>, seen: Map<string, number>): boolean {
  for (const [path, mtime] of Object.entries(times)) {
    let now = seen.get(path);
    if (now === undefined) seen.set(path, now = mtimeOf(path));
    if (now !== mtime) return false;
  }
  return true;
}
