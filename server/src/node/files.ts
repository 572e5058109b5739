/**
 * The workspace's files on this machine's file system, as link checking
 * asks about them (service/links/workspace.ts): `file:` URIs only, folders
 * listed with each name as the file system spells it, symbolic links
 * followed, sized reads. Every failure is "nothing there": a link is never
 * judged on an error. Kept to the workspace folders (`within`), a symbolic
 * link is followed only while it stays inside their real paths: one that
 * leads out is listed as `outside`, and nothing beyond it is read.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { DirectoryEntry, FileAccess, FileKind } from '../service/index';

/** The path of a `file:` URI, or undefined. */
function pathOf(uri: string): string | undefined {
  if (!/^file:/i.test(uri)) return undefined;
  try {
    return fileURLToPath(uri);
  } catch {
    return undefined;
  }
}

/**
 * The real path of a file, asked of the system in one call (`realpath(3)`), as `fs.promises.realpath` does for the
 * server: Node's JavaScript `realpathSync` looks at each component of the path in turn, a dozen calls for a file
 * deep in a repository, and the command line asks for every folder a link passes through and every file it reads
 * for its anchors.
 */
const realPathSync = fs.realpathSync.native;

function kindOf(stat: fs.Stats): FileKind | undefined {
  return stat.isFile() ? 'file' : stat.isDirectory() ? 'directory' : undefined;
}

/** Whether a real path lies inside the real paths of the workspace folders; undefined: no folders, anything goes. */
type Inside = ((real: string) => boolean) | undefined;

/** The test of real paths against `folders` (URIs), their own real paths worked out once. */
function insideOf(folders: () => readonly string[]): (real: string) => boolean {
  const roots = new Map<string, string | undefined>();
  return (real) => folders().some((folder) => {
    if (!roots.has(folder)) {
      const dir = pathOf(folder);
      let root: string | undefined;
      try {
        root = dir === undefined ? undefined : realPathSync(dir);
      } catch {
        root = undefined;
      }
      roots.set(folder, root);
    }
    const root = roots.get(folder);
    return root !== undefined && (real === root || real.startsWith(root.endsWith(path.sep) ? root : `${root}${path.sep}`));
  });
}

/** What a symbolic link entry of `dir` is: its target's kind, `outside` when its real path leaves the folders. */
function linkKindSync(dir: string, name: string, inside: Inside): FileKind | undefined {
  try {
    const target = `${dir}/${name}`;
    const kind = kindOf(fs.statSync(target));
    if (kind && inside && !inside(realPathSync(target))) return 'outside';
    return kind;
  } catch {
    return undefined;
  }
}

async function linkKind(dir: string, name: string, inside: Inside): Promise<FileKind | undefined> {
  try {
    const target = `${dir}/${name}`;
    const kind = kindOf(await fs.promises.stat(target));
    if (kind && inside && !inside(await fs.promises.realpath(target))) return 'outside';
    return kind;
  } catch {
    return undefined;
  }
}

/**
 * A symbolic link to a file or folder of the folders as an entry with the URI of the path it names, resolved from its
 * folder (`doc/CONTRIBUTING.md` -> `../CONTRIBUTING.md`): the file it publishes in another place, or a folder the walks
 * of the workspace reach at its own place and not again through the link.
 */
function withLinkSync(dir: string, name: string, kind: FileKind): DirectoryEntry {
  try {
    return [name, kind, pathToFileURL(path.resolve(dir, fs.readlinkSync(`${dir}/${name}`))).href];
  } catch {
    return [name, kind];
  }
}

async function withLink(dir: string, name: string, kind: FileKind): Promise<DirectoryEntry> {
  try {
    return [name, kind, pathToFileURL(path.resolve(dir, await fs.promises.readlink(`${dir}/${name}`))).href];
  } catch {
    return [name, kind];
  }
}

/** True when `file` really lies in the folders (always, without folders). */
function confinedSync(file: string, inside: Inside): boolean {
  if (!inside) return true;
  try {
    return inside(realPathSync(file));
  } catch {
    return false;
  }
}

async function confined(file: string, inside: Inside): Promise<boolean> {
  if (!inside) return true;
  return fs.promises.realpath(file).then(inside, () => false);
}

/**
 * The entries of a folder, read synchronously (the command line's checks are
 * synchronous, in worker threads), or undefined when it is none; with
 * `folders`, a folder reached through a link out of them is none.
 */
export function readDirectorySync(uri: string, folders?: () => readonly string[]): DirectoryEntry[] | undefined {
  return listSync(uri, folders && insideOf(folders));
}

/**
 * `readDirectorySync` for many folders of one run: the folders' own real paths are worked out once, not once per
 * folder listed.
 */
export function directoryReaderSync(folders: () => readonly string[]): (uri: string) => DirectoryEntry[] | undefined {
  const inside = insideOf(folders);
  return (uri) => listSync(uri, inside);
}

function listSync(uri: string, inside: Inside): DirectoryEntry[] | undefined {
  const dir = pathOf(uri);
  if (dir === undefined || !confinedSync(dir, inside)) return undefined;
  try {
    const out: DirectoryEntry[] = [];
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const kind = entry.isFile() ? 'file' : entry.isDirectory() ? 'directory' : entry.isSymbolicLink() ? linkKindSync(dir, entry.name, inside) : undefined;
      if (kind) out.push(entry.isSymbolicLink() && kind !== 'outside' ? withLinkSync(dir, entry.name, kind) : [entry.name, kind]);
    }
    return out;
  } catch {
    return undefined;
  }
}

/** The folders' test of real paths for the command line's synchronous reads (a file read for its anchors). */
export function realPathsWithin(folders: () => readonly string[]): (file: string) => boolean {
  const inside = insideOf(folders);
  return (file) => confinedSync(file, inside);
}

/** Link checking's questions, answered from `node:fs`; with `folders`, kept to their real paths. */
export function nodeFileAccess(folders?: () => readonly string[]): FileAccess {
  const inside = folders && insideOf(folders);
  return {
    readDirectory: async (uri) => {
      const dir = pathOf(uri);
      if (dir === undefined || !(await confined(dir, inside))) return undefined;
      try {
        const entries = await fs.promises.readdir(dir, { withFileTypes: true });
        const out: DirectoryEntry[] = [];
        for (const entry of entries) {
          const kind: FileKind | undefined = entry.isFile() ? 'file' : entry.isDirectory() ? 'directory'
            : entry.isSymbolicLink() ? await linkKind(dir, entry.name, inside) : undefined;
          if (kind) out.push(entry.isSymbolicLink() && kind !== 'outside' ? await withLink(dir, entry.name, kind) : [entry.name, kind]);
        }
        return out;
      } catch {
        return undefined;
      }
    },
    stat: async (uri) => {
      const file = pathOf(uri);
      if (file === undefined || !(await confined(file, inside))) return undefined;
      return fs.promises.stat(file).then(kindOf, () => undefined);
    },
    realUri: async (uri) => {
      const file = pathOf(uri);
      if (file === undefined) return undefined;
      return fs.promises.realpath(file).then((real) => pathToFileURL(real).href, () => undefined);
    },
    readFile: async (uri, maxBytes) => {
      const file = pathOf(uri);
      if (file === undefined || !(await confined(file, inside))) return undefined;
      try {
        const stat = await fs.promises.stat(file);
        if (!stat.isFile() || stat.size > maxBytes) return undefined;
        return await fs.promises.readFile(file, 'utf8');
      } catch {
        return undefined;
      }
    },
    readListedFile: (uri, maxBytes) => {
      const file = pathOf(uri);
      return file === undefined ? undefined : readListed(file, maxBytes);
    },
    within: (kept) => nodeFileAccess(kept),
  };
}

/** Opened without following a symbolic link (a link is left to the confined reading) and without waiting on a pipe. */
const LISTED_FLAGS = fs.constants.O_RDONLY | (fs.constants.O_NOFOLLOW ?? 0) | (fs.constants.O_NONBLOCK ?? 0);

/**
 * The text of a regular file of a folder just listed (its folder's real path checked by the listing), read at once:
 * open, its kind and size from the open file, one read, close, with no trip through the thread pool (each of those
 * costs more than a small file's reading: 10,000 small files take about a tenth of the time this way). Undefined
 * when it is anything else, too large, or cannot be read: the caller's confined reading then answers.
 */
function readListed(file: string, maxBytes: number): string | undefined {
  let fd: number | undefined;
  try {
    fd = fs.openSync(file, LISTED_FLAGS);
    const stat = fs.fstatSync(fd);
    if (!stat.isFile() || stat.size > maxBytes) return undefined;
    // One byte more than its size tells a file that grew since: read whole, up to the limit, by the loop.
    const buffer = Buffer.allocUnsafe(Math.min(stat.size + 1, maxBytes + 1));
    let length = 0;
    for (;;) {
      const bytesRead = fs.readSync(fd, buffer, length, buffer.length - length, length);
      if (bytesRead === 0) break;
      length += bytesRead;
      if (length > maxBytes) return undefined;
      if (length === buffer.length) return readRest(fd, buffer, length, maxBytes);
    }
    return buffer.toString('utf8', 0, length);
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeQuietly(fd);
  }
}

/** Closes a file read; a failure to close changes nothing of what was read. */
function closeQuietly(fd: number): void {
  try {
    fs.closeSync(fd);
  } catch {
    // Nothing to do: the descriptor is gone either way.
  }
}

/** The rest of a file that grew after its size was read, up to the limit. */
function readRest(fd: number, head: Buffer, length: number, maxBytes: number): string | undefined {
  const chunks = [head.subarray(0, length)];
  const chunk = Buffer.allocUnsafe(64 * 1024);
  for (;;) {
    const bytesRead = fs.readSync(fd, chunk, 0, chunk.length, length);
    if (bytesRead === 0) break;
    length += bytesRead;
    if (length > maxBytes) return undefined;
    chunks.push(Buffer.from(chunk.subarray(0, bytesRead)));
  }
  return Buffer.concat(chunks, length).toString('utf8');
}
