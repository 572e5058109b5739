/**
 * The workspace's files on this machine's file system, as link checking
 * asks about them (service/links/workspace.ts): `file:` URIs only, folders
 * listed with each name as the file system spells it, symbolic links
 * followed, sized reads. Every failure is "nothing there": a link is never
 * judged on an error.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
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

function kindOf(stat: fs.Stats): FileKind | undefined {
  return stat.isFile() ? 'file' : stat.isDirectory() ? 'directory' : undefined;
}

/**
 * The entries of a folder, read synchronously (the command line's checks are
 * synchronous, in worker threads), or undefined when it is none.
 */
export function readDirectorySync(uri: string): DirectoryEntry[] | undefined {
  const dir = pathOf(uri);
  if (dir === undefined) return undefined;
  try {
    const out: DirectoryEntry[] = [];
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      let kind: FileKind | undefined = entry.isFile() ? 'file' : entry.isDirectory() ? 'directory' : undefined;
      if (!kind && entry.isSymbolicLink()) {
        try {
          kind = kindOf(fs.statSync(`${dir}/${entry.name}`));
        } catch {
          kind = undefined;
        }
      }
      if (kind) out.push([entry.name, kind]);
    }
    return out;
  } catch {
    return undefined;
  }
}

/** Link checking's questions, answered from `node:fs`. */
export function nodeFileAccess(): FileAccess {
  return {
    readDirectory: async (uri) => {
      const dir = pathOf(uri);
      if (dir === undefined) return undefined;
      try {
        const entries = await fs.promises.readdir(dir, { withFileTypes: true });
        const out: DirectoryEntry[] = [];
        for (const entry of entries) {
          const kind: FileKind | undefined = entry.isFile() ? 'file' : entry.isDirectory() ? 'directory'
            : entry.isSymbolicLink() ? await fs.promises.stat(`${dir}/${entry.name}`).then(kindOf, () => undefined) : undefined;
          if (kind) out.push([entry.name, kind]);
        }
        return out;
      } catch {
        return undefined;
      }
    },
    stat: async (uri) => {
      const file = pathOf(uri);
      return file === undefined ? undefined : fs.promises.stat(file).then(kindOf, () => undefined);
    },
    readFile: async (uri, maxBytes) => {
      const file = pathOf(uri);
      if (file === undefined) return undefined;
      try {
        const stat = await fs.promises.stat(file);
        if (!stat.isFile() || stat.size > maxBytes) return undefined;
        return await fs.promises.readFile(file, 'utf8');
      } catch {
        return undefined;
      }
    },
  };
}
