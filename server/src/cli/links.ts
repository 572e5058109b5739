/**
 * Links to files on the command line: the same checks as the
 * editor's, over the run's folder (the current directory), reading the disk
 * synchronously (a check is synchronous, in worker threads). Each thread
 * keeps the listings of one run; a new run starts afresh. `--cache` keeps
 * the state of the folders a file's links were judged from and of the files
 * its fragments were (depends.ts): a file created, deleted or
 * renamed in one, or a heading changed in the other, and the file that links
 * there is checked again though it did not change itself.
 */
import { fileURLToPath } from 'node:url';
import { createLanguageService } from '../service/index';
import type { LinkFacts } from '../service/index';
import { directoryReaderSync, nodeFileAccess, realPathsWithin } from '../node/files';
import { readUpTo } from './safeRead';
import { decode } from './text';
import type { DecodedText } from './text';

const { LinkFacts: LinkFactsClass, scopedWorkspace } = createLanguageService().workspace;

/** The listings of the current run in this thread. */
let current: { run: string; folder: string; facts: LinkFacts } | undefined;

/**
 * What is known of the files below `folder` (a URI) in run `run`; `keepBytes`: the run checks the files it reads
 * for their anchors, so their bytes are kept for it (`takePrefetched`; not in a run that fixes, which reads afresh).
 */
export function runFacts(run: string, folder: string, { keepBytes = false }: { keepBytes?: boolean } = {}): LinkFacts {
  if (current?.run !== run || current.folder !== folder) {
    const folders = () => [folder];
    // Kept to the run's folder's real path: a symbolic link out of it is never followed.
    const facts = new LinkFactsClass(scopedWorkspace(nodeFileAccess(), folders), directoryReaderSync(folders));
    const inside = realPathsWithin(folders);
    // The anchors fragments name, read as the listings are: synchronously, inside the run's folder only.
    facts.anchors.readSynchronously((uri, maxBytes) => (uri.startsWith(`${folder}/`) && insideFile(uri, inside) ? readTextSync(uri, maxBytes, keepBytes ? run : undefined) : undefined));
    // The site generators' configurations (links/site.ts), read as text, never run.
    facts.configs.readSynchronously((uri, maxBytes) => (uri.startsWith(`${folder}/`) && insideFile(uri, inside) ? readTextSync(uri, maxBytes, undefined) : undefined));
    // The front matters of a site's pages, read when a link by a page's own URL (`permalink:`) asks (links/ownUrls.ts).
    facts.ownUrls.readSynchronously((uri, maxBytes) => (uri.startsWith(`${folder}/`) && insideFile(uri, inside) ? readTextSync(uri, maxBytes, undefined) : undefined));
    current = { run, folder, facts };
  }
  return current.facts;
}

/** True when the file a URI names really lies in the run's folder. */
function insideFile(uri: string, inside: (file: string) => boolean): boolean {
  try {
    return inside(fileURLToPath(uri));
  } catch {
    return false;
  }
}

/**
 * The text of a file (decoded as a checked file is) at most `maxBytes`
 * long, or undefined. Read as the run reads the files it checks (safeRead.ts,
 * `readUpTo`: opened without blocking, so a FIFO named by a link does not
 * hold the run, and never read past the bound); its bytes are kept for when
 * run `run` checks it (`takePrefetched`), when one is given.
 */
function readTextSync(uri: string, maxBytes: number, run: string | undefined): string | undefined {
  try {
    const file = fileURLToPath(uri);
    const read = readUpTo(file, maxBytes);
    if (typeof read === 'number') return undefined;
    // A copy: `read` is the shared scratch space of the next read (a small copy comes out of Node's pool, not a buffer of its own).
    const bytes = Buffer.from(read);
    // Decoded as a checked file is (text.ts: a BOM is no part of the text, UTF-16 is read as such), so a text passed on by the thread that checked it reads the same.
    const decoded = decode(bytes);
    if (run !== undefined) prefetch(run, file, { bytes, decoded: decoded ?? null });
    return decoded?.text;
  } catch {
    return undefined;
  }
}

/**
 * The bytes of files read for their anchors in this thread's current run,
 * by path, until the run checks them (`takePrefetched`): a fragment names a
 * file before it is checked as often as after, and it is not read twice.
 * At most `MAX_PREFETCHED_BYTES` at a time; past that, a file is read again.
 */
let prefetched = { run: '', files: new Map<string, Prefetched>(), bytes: 0 };
const MAX_PREFETCHED_BYTES = 64 * 1024 * 1024;

/** A file's bytes read for its anchors, and their text (null: binary), which its check need not decode again. */
export interface Prefetched {
  bytes: Buffer;
  decoded: DecodedText | null;
}

function prefetch(run: string, file: string, read: Prefetched): void {
  if (prefetched.run !== run) prefetched = { run, files: new Map(), bytes: 0 };
  if (prefetched.bytes + read.bytes.length > MAX_PREFETCHED_BYTES || prefetched.files.has(file)) return;
  prefetched.files.set(file, read);
  prefetched.bytes += read.bytes.length;
}

/** The bytes of `file` (an absolute path) when run `run` read them for their anchors and has not taken them yet; they are taken. */
export function takePrefetched(run: string, file: string): Prefetched | undefined {
  if (prefetched.run !== run) return undefined;
  const read = prefetched.files.get(file);
  if (read === undefined) return undefined;
  prefetched.files.delete(file);
  prefetched.bytes -= read.bytes.length;
  return read;
}
