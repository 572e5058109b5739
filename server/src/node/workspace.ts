/**
 * The workspace's files on this machine's file system, for the server's
 * configuration (lsp/workspaceConfig.ts) and the command line's: paths,
 * globs (picomatch, as `overrides` and `files` are matched on the command
 * line) and bounded reads of regular files only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import picomatch from 'picomatch';
import type { ConfigPaths } from '../config/load';
import type { WorkspaceFiles } from '../lsp/workspaceConfig';

/** Paths and globs as the configuration loader asks them. */
export const NODE_PATHS: ConfigPaths = {
  dirname: (p) => path.dirname(p),
  join: (dir, name) => path.join(dir, name),
  relative: (dir, file) => path.relative(dir, file).split(path.sep).join('/'),
  // A glob without a slash matches a file name at any depth, as in .gitignore.
  glob: (globs) => {
    const matchers = globs.map((glob) => picomatch(glob, { dot: true, matchBase: !glob.includes('/') }));
    return (relative) => matchers.some((isMatch) => isMatch(relative));
  },
};

/** A configuration file larger than this is none: a real one is a few hundred bytes. */
const MAX_CONFIG_BYTES = 1024 * 1024;

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
    paths: NODE_PATHS,
  };
}
