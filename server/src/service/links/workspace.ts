/**
 * The workspace the service may ask about files other than the open
 * document, in the manner of vscode-markdown-languageservice's
 * `IWorkspace`: a small, request/response interface over URIs, with no file
 * system in it. The Node server and the command line implement it with
 * `node:fs` (node/workspace.ts); a browser worker asks its client, which
 * answers with `vscode.workspace.fs`. No feature module touches a file
 * system: they read what `LinkFacts` (facts.ts) learned through this.
 *
 * Every method answers undefined rather than throwing when the answer is
 * "nothing there" or "cannot tell" (no permission, outside the workspace,
 * the client gone): a link is then judged as if the target were not asked
 * about, never reported missing on an error.
 *
 * Watching is not here: the server learns of created, changed and deleted
 * files from the client's `workspace/didChangeWatchedFiles` (both in Node
 * and in a browser), and tells `LinkFacts.changed`.
 */

/**
 * What a name in a folder is. A symbolic link is what it points to; a broken
 * one is not listed; one that leads out of the workspace folders is
 * `outside`: named, never followed, and nothing is told of what it leads to.
 */
export type FileKind = 'file' | 'directory' | 'outside';

/**
 * One entry of a folder: its name exactly as the file system spells it, its kind, and for a symbolic link to a file
 * or folder in the workspace folders (where the platform can tell), the URI of the path it names.
 */
export type DirectoryEntry = readonly [name: string, kind: FileKind, linkedTo?: string];

/** What link checking asks of the platform. URIs are absolute, without query or fragment, with no trailing slash. */
export interface Workspace {
  /**
   * The workspace folders' URIs (no trailing slash). Only what lies inside
   * one is ever asked about: reads are limited to the workspace.
   */
  folders(): readonly string[];
  /** The entries of a folder, or undefined when it is none (missing, a file, unreadable). */
  readDirectory(uri: string): Promise<readonly DirectoryEntry[] | undefined>;
  /** Whether `uri` is a file or a folder, or undefined when it is neither (or cannot be told). */
  stat(uri: string): Promise<FileKind | undefined>;
  /**
   * The text of a file (UTF-8), or undefined when there is none or it is
   * larger than `maxBytes`: the anchors of another file (the `anchors` helper)
   * are read through this.
   */
  readFile(uri: string, maxBytes: number): Promise<string | undefined>;
  /**
   * The URI of the file itself, every symbolic link on its path resolved, or undefined when it cannot be told.
   * Asked before a file is edited (a rename's links): one reached through a symbolic link is not edited. A
   * platform without symbolic links has none.
   */
  realUri?(uri: string): Promise<string | undefined>;
  /**
   * A file just listed as `file` by `readDirectory`, read at once (synchronously) where the platform can: a regular
   * file only (never through a symbolic link, never waiting on a pipe), at most `maxBytes`. Undefined when it is not
   * read this way: `readFile` then answers. Indexing a workspace's files reads thousands of them, one at a time
   * between the caller's pauses, and an asynchronous read's round trips cost more than a small file's reading.
   */
  readListedFile?(uri: string, maxBytes: number): string | undefined;
}

/** What a platform provides; the server or the command line adds the folders (`scopedWorkspace`). */
export type FileAccess = Omit<Workspace, 'folders'> & {
  /**
   * The same access kept to the real paths of `folders` (for a platform
   * that follows symbolic links): what lies beyond a link out of them is
   * nothing, and such a link is listed as `outside`.
   */
  within?(folders: () => readonly string[]): FileAccess;
};

/**
 * A workspace over `access` that never asks about anything outside
 * `folders()`: reads are limited to the workspace folders, whoever asks, and
 * (where the platform can tell) never follow a symbolic link out of them.
 */
export function scopedWorkspace(platform: FileAccess, folders: () => readonly string[]): Workspace {
  const access = platform.within?.(folders) ?? platform;
  const inside = (uri: string) => folders().some((folder) => uri === folder || uri.startsWith(`${folder}/`));
  return {
    folders,
    readDirectory: (uri) => (inside(uri) ? access.readDirectory(uri) : Promise.resolve(undefined)),
    stat: (uri) => (inside(uri) ? access.stat(uri) : Promise.resolve(undefined)),
    readFile: (uri, maxBytes) => (inside(uri) ? access.readFile(uri, maxBytes) : Promise.resolve(undefined)),
    ...(access.realUri ? { realUri: (uri: string) => (inside(uri) ? access.realUri!(uri) : Promise.resolve(undefined)) } : {}),
    ...(access.readListedFile ? { readListedFile: (uri: string, maxBytes: number) => (inside(uri) ? access.readListedFile!(uri, maxBytes) : undefined) } : {}),
  };
}
