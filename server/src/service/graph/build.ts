/**
 * Building a `LinkIndex` over the workspace folders: every folder walked
 * through the `Workspace` (links/workspace.ts: kept to the folders' real
 * paths, a symbolic link out of them listed `outside` and never followed, one
 * inside them not followed either: what it leads to is walked at its place,
 * nothing but regular files read, each at most its settings' size), each
 * file's language named by its name (the table of languages), read and
 * indexed under its own settings (a `.urilintignore`d or `ignores`d file
 * has `enable` off and is left out). A file is read at once where the
 * platform can read a file it has just listed (`readListedFile`: an
 * asynchronous read's round trips cost more than a small file's reading),
 * else a few reads run at once; indexing runs in slices between the
 * caller's pauses (the server's turns), and stops when the caller says it
 * is cancelled. Portable: the platform is the
 * `Workspace` and the caller's callbacks.
 */
import { knownLanguage, languageOfName } from '@uri-lint/shared';
import type { Settings } from '../../contract/settings';
import { installedFolder, uneditedByPath } from '../../shared/unedited';
import { encodeSegment } from '../links/facts';
import { LINK_INDEX_LIMITS } from './linkIndex';
import type { LinkIndex } from './linkIndex';
import type { Workspace } from '../links/workspace';

/** What a build asks of its caller. */
export interface BuildOptions {
  /** The settings of a file (its configuration files and `.urilintignore` applied). */
  settingsOf(uri: string): Settings | Promise<Settings>;
  /** Awaited between slices of work: the server yields to its messages here. Default: none. */
  pause?(): Promise<void>;
  /** Asked between files: true stops the build where it is. */
  cancelled?(): boolean;
  /** Told as files are found and indexed. */
  progress?(indexed: number, found: number): void;
  /** A file the caller indexes itself (an open document, from the editor's text): not read. */
  skip?(uri: string): boolean;
  /** Reads at once at most (default 16). */
  concurrency?: number;
  /** Walks only this folder (a URI below a workspace folder: one created or moved in), not the whole workspace. */
  below?: string;
  /** Told of a file whose reading or indexing failed. */
  onError?(uri: string, error: unknown): void;
}

/** Folders never walked: a repository's own data, not its files. */
const NOT_WALKED = new Set(['.git', '.hg', '.svn']);

/** A file the walk lists: its URI, its workspace folder, its path below the folder (decoded, `/`-separated) and its name. */
export interface ListedFile {
  uri: string;
  folder: string;
  relative: string;
  name: string;
}

/** What a walk asks of its caller. */
export interface WalkOptions {
  /** The settings of a workspace folder: its `defaultIgnores` says whether vendored folders are walked. */
  settingsOf(uri: string): Settings | Promise<Settings>;
  /** Walks only this folder (a URI below a workspace folder), not the whole workspace. */
  below?: string;
  /** Asked before each folder is listed: true stops the walk. */
  cancelled?(): boolean;
}

/**
 * Whether the walk lists a path below a workspace folder (`relative`, decoded): not below a version control
 * system's own folder, nor, with `defaultIgnores`, below a vendored folder or a file nobody edits by its path.
 */
export function isWalked(relative: string, { defaultIgnores }: { defaultIgnores: boolean }): boolean {
  if (relative.split('/').slice(0, -1).some((name) => NOT_WALKED.has(name))) return false;
  return !(defaultIgnores && uneditedByPath(relative));
}

/**
 * The one walk of the workspace's files, for the index of links and every caller that looks at the files the server
 * checks: each workspace folder (or only `below`) listed through the `Workspace` (kept to the folders' real paths: a
 * symbolic link out of them is listed `outside` and never followed), a version control system's own folders left out,
 * and with the folder's `defaultIgnores` the vendored folders and the files nobody edits by their path. Yields each
 * folder's files as it is listed; stops when the caller stops asking or says it is cancelled. A symbolic link inside the
 * folders is not followed either (where the platform tells one): its file or folder is walked at its own place, so a
 * file is read, indexed and edited once, never through a link.
 */
export async function* walkWorkspace(workspace: Workspace, options: WalkOptions): AsyncGenerator<ListedFile[], void> {
  for (const folder of workspace.folders()) {
    const below = options.below;
    if (below !== undefined && !below.startsWith(`${folder}/`)) continue;
    const defaults = await options.settingsOf(folder);
    const pending: { uri: string; relative: string }[] = [below === undefined ? { uri: folder, relative: '' } : { uri: below, relative: relativeOf(below, folder) }];
    while (pending.length > 0) {
      if (options.cancelled?.()) return;
      const dir = pending.pop()!;
      const entries = await workspace.readDirectory(dir.uri);
      const files: ListedFile[] = [];
      // A folder a package installer filled (its `*.dist-info` folders say so) is vendored as a whole.
      if (defaults.defaultIgnores && entries && installedFolder(entries.filter(([, kind]) => kind === 'directory').map(([name]) => name))) {
        yield files;
        continue;
      }
      for (const [name, kind, linkedTo] of entries ?? []) {
        // A symbolic link is never followed: one out of the folders leads nowhere the workspace holds, and what one
        // inside them leads to is walked at its own place (a link to a folder above would walk the tree again and again).
        if (kind === 'outside' || linkedTo !== undefined) continue;
        const uri = `${dir.uri}/${encodeSegment(name)}`;
        const relative = dir.relative === '' ? name : `${dir.relative}/${name}`;
        if (kind === 'directory') {
          if (!NOT_WALKED.has(name) && !(defaults.defaultIgnores && uneditedByPath(`${relative}/x`))) pending.push({ uri, relative });
        } else if (!(defaults.defaultIgnores && uneditedByPath(relative))) {
          files.push({ uri, folder, relative, name });
        }
      }
      yield files;
    }
  }
}

/** What a build did: the files indexed, and whether it was cancelled before the end. */
export interface BuildResult {
  indexed: number;
  found: number;
  cancelled: boolean;
}

/** Walks the index's workspace folders and indexes every file there; see the module's comment. */
export async function buildLinkIndex(index: LinkIndex, options: BuildOptions): Promise<BuildResult> {
  const workspace = index.facts.workspace;
  const files: { uri: string; languageId: string }[] = [];
  const cancelled = () => options.cancelled?.() ?? false;
  const pause = () => options.pause?.() ?? Promise.resolve();
  const result: BuildResult = { indexed: 0, found: 0, cancelled: false };
  for await (const listed of walkWorkspace(workspace, { settingsOf: options.settingsOf, cancelled, ...(options.below === undefined ? {} : { below: options.below }) })) {
    for (const file of listed) {
      const languageId = languageOfName(file.name);
      if (languageId === undefined || knownLanguage(languageId) === undefined || options.skip?.(file.uri)) continue;
      files.push({ uri: file.uri, languageId });
    }
    result.found = files.length;
    options.progress?.(result.indexed, result.found);
    await pause();
  }
  if (cancelled()) return { ...result, cancelled: true };
  const concurrency = Math.max(1, options.concurrency ?? 16);
  let next = 0;
  /**
   * Per folder, whether its first file's settings are known (`true`), else the promise of them: the folder's other
   * files wait for it, so that its configuration files are looked for once (the caller keeps what it found by folder),
   * not by every reader that reaches the folder before the first answer.
   */
  const folderReady = new Map<string, Promise<void> | true>();
  const settingsOf = (uri: string): Settings | Promise<Settings> => {
    const folder = uri.slice(0, uri.lastIndexOf('/'));
    const ready = folderReady.get(folder);
    if (ready === true) return options.settingsOf(uri);
    if (ready !== undefined) return ready.then(() => options.settingsOf(uri));
    const found = options.settingsOf(uri);
    if (!isPromise(found)) {
      folderReady.set(folder, true);
      return found;
    }
    const known = () => void folderReady.set(folder, true);
    folderReady.set(folder, found.then(known, known));
    return found;
  };
  const worker = async (): Promise<void> => {
    while (next < files.length && !cancelled()) {
      const file = files[next++]!;
      try {
        const found = settingsOf(file.uri);
        // Settings the caller has at hand are not awaited: a turn of the microtasks per file adds up over thousands.
        const settings = isPromise(found) ? await found : found;
        const maxBytes = Math.min(settings.maxFileSize, LINK_INDEX_LIMITS.fileBytes);
        const text = settings.enable ? workspace.readListedFile?.(file.uri, maxBytes) ?? await workspace.readFile(file.uri, maxBytes) : undefined;
        if (cancelled()) return;
        // Opened in the editor meanwhile: the editor's text is indexed instead.
        if (options.skip?.(file.uri)) continue;
        if (text === undefined) index.remove(file.uri);
        else index.updateText(file.uri, text, file.languageId, settings);
      } catch (error) {
        options.onError?.(file.uri, error);
      }
      result.indexed++;
      if (result.indexed % 64 === 0) options.progress?.(result.indexed, result.found);
      await pause();
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, worker));
  options.progress?.(result.indexed, result.found);
  return { ...result, cancelled: cancelled() };
}

function isPromise<T>(value: T | Promise<T>): value is Promise<T> {
  return typeof (value as { then?: unknown }).then === 'function';
}

/** The path of `uri` below `folder`, decoded, as the default ignores read it. */
function relativeOf(uri: string, folder: string): string {
  return uri.slice(folder.length + 1).split('/').map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  }).join('/');
}
