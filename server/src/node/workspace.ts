/**
 * The workspace's files on this machine's file system, for the server's
 * configuration (lsp/workspaceConfig.ts) and the command line's: paths,
 * globs (matched in linear time, config/glob.ts: a repository's configuration
 * must not be able to hang the server or the run) and bounded reads of
 * regular files only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { globsMatcher } from '../config/glob';
import { MAX_CONFIG_BYTES } from '../config/load';
import type { ConfigPaths } from '../config/load';
import type { WorkspaceFiles } from '../lsp/workspaceConfig';

/** Paths and globs as the configuration loader asks them. */
export const NODE_PATHS: ConfigPaths = {
  dirname: (p) => path.dirname(p),
  join: (dir, name) => path.join(dir, name),
  relative: (dir, file) => path.relative(dir, file).split(path.sep).join('/'),
  // A glob without a slash matches a file name at any depth, as in .gitignore.
  glob: globsMatcher,
};

/** The workspace on the local file system: `file:` URIs only. */
export function nodeWorkspace(): WorkspaceFiles {
  return {
    pathOf: (uri) => {
      if (!uri.startsWith('file:')) return undefined;
      try {
        return fileURLToPath(uri);
      } catch {
        return undefined;
      }
    },
    uriOf: (p) => pathToFileURL(p).href,
    read: async (file) => {
      try {
        const stat = await fs.promises.stat(file);
        if (!stat.isFile() || stat.size > MAX_CONFIG_BYTES) return undefined;
        return await fs.promises.readFile(file, 'utf8');
      } catch {
        return undefined;
      }
    },
    inspect: async (file) => {
      let link = false;
      try {
        link = (await fs.promises.lstat(file)).isSymbolicLink();
        const stat = await fs.promises.stat(file);
        return { kind: stat.isFile() ? 'file' : 'other', link, size: stat.size, real: await fs.promises.realpath(file) };
      } catch {
        return { kind: 'none', link, size: 0 };
      }
    },
    paths: NODE_PATHS,
  };
}
