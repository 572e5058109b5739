/**
 * The workspace's configuration files as a server without a file system
 * finds them: by URI, each read by asking the client (the browser worker,
 * server/src/browser/). The configuration loader walks "paths" upward from a
 * document; here a path is the document's URI without query or fragment,
 * and its folders are the URI's path cut at each `/` (RFC 3986 §3.3), down
 * to the authority's root: `vscode-vfs://github/o/r/docs/a.md` looks in
 * `…/o/r/docs`, `…/o/r`, `…/o` and `vscode-vfs://github/` (the client
 * answers only what lies in a workspace folder).
 */
import { globsMatcher } from '../config/glob';
import { MAX_CONFIG_BYTES } from '../config/load';
import type { ConfigPaths } from '../config/load';
import type { WorkspaceFiles } from './workspaceConfig';

/** A URI with an absolute path: `scheme://authority/path` or `scheme:/path` (§3), query and fragment cut off. */
const WITH_PATH = /^([a-z][a-z0-9+.-]*:(?:\/\/[^/?#]*)?)(\/[^?#]*)/i;

/** The length of the part of `uri` no folder is above: `scheme://authority/`. */
function rootLength(uri: string): number {
  return WITH_PATH.exec(uri)![1]!.length + 1;
}

/** A path segment as a file name, percent-decoded (§2.1), or as written when it does not decode. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Folders and globs over URIs. */
export const URI_PATHS: ConfigPaths = {
  dirname: (uri) => {
    const root = rootLength(uri);
    const cut = uri.lastIndexOf('/', uri.length - 2);
    return cut < root ? uri.slice(0, root) : uri.slice(0, cut);
  },
  join: (dir, name) => `${dir.endsWith('/') ? dir : `${dir}/`}${encodeURIComponent(name)}`,
  relative: (dir, file) => file.slice(dir.endsWith('/') ? dir.length : dir.length + 1).split('/').map(decodeSegment).join('/'),
  // A glob without a slash matches a file name at any depth, as in .gitignore.
  glob: globsMatcher,
};

/** The workspace's configuration files, each read through `readFile` (the client's `uriLint/fs/readFile`). */
export function uriWorkspaceFiles(readFile: (uri: string, maxBytes: number) => Promise<string | undefined>): WorkspaceFiles {
  return {
    pathOf: (uri) => WITH_PATH.exec(uri)?.[0],
    uriOf: (uri) => uri,
    read: (uri) => readFile(uri, MAX_CONFIG_BYTES),
    paths: URI_PATHS,
  };
}
