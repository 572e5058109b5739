/**
 * "Rename URL Prefix…" over the workspace: every file of the workspace
 * folders that the server would check (not one a configuration's `ignores`
 * or a `.urilintignore` leaves out, not one nobody edits when
 * `uriLint.defaultIgnores` is on, not one past `uriLint.maxFileSize`, not
 * one of a language it does not serve), read as the editor holds it when it
 * is open, else from the workspace; the service's `renameUrlEdits` says what
 * to edit in each. The walk is the index of links' own (service/graph/
 * build.ts `walkWorkspace`) through the scoped workspace, so it never leaves
 * the folders nor follows a symbolic link out of them, and leaves out what
 * the index leaves out; it stops at a bound of files, and when its request
 * is cancelled.
 */
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { CancellationToken } from 'vscode-languageserver';
import { languageOfFile } from '@uri-lint/shared';
import type { RenameUrlPrefixSkip } from '../contract/commands';
import type { Settings } from '../contract/settings';
import { uneditedByText } from '../shared/unedited';
import { createLanguageService } from '../service/index';
import type { Analysis, ListedFile, UrlRename, Workspace } from '../service/index';

const {
  scope: { isServed },
  workspace: { isWalked, walkWorkspace },
  edits: { renameUrlEdits },
} = createLanguageService();

/** The most files one rename reads: a rename over a larger tree is told so, and renames in these only. */
export const MAX_RENAME_FILES = 20000;

/** An open document as the store holds it. */
export interface OpenText {
  version: number;
  analysis: Analysis | undefined;
}

/** What the walk asks of the server. */
export interface RenameHost {
  workspace: Workspace;
  /** The settings of a file (the editor's, its configuration file laid over them). */
  settingsOf(uri: string): Promise<Settings>;
  /** An open document, which is read as the editor holds it. */
  open(uri: string): OpenText | undefined;
  /** The analysis of a text read from the workspace. */
  analyze(document: TextDocument): Analysis;
}

/** One file's edits: offsets turned into positions of its text, and its version when it is open (else null). */
export interface FileRename {
  uri: string;
  version: number | null;
  edits: { range: { start: { line: number; character: number }; end: { line: number; character: number } }; newText: string }[];
}

/** What a rename over the workspace came to. */
export interface WorkspaceRename {
  files: FileRename[];
  skipped: RenameUrlPrefixSkip[];
  /** The walk stopped at `MAX_RENAME_FILES`. */
  truncated: boolean;
}

/** The rename of `rename` in every file of the workspace the server checks; undefined when cancelled. */
export async function renameInWorkspace(host: RenameHost, rename: UrlRename, token: CancellationToken): Promise<WorkspaceRename | undefined> {
  const out: WorkspaceRename = { files: [], skipped: [], truncated: false };
  const walked = await forEachCheckedFile(host, token, (file) => {
    const { edits, skipped } = renameUrlEdits(file.analysis, rename);
    if (edits.length === 0 && skipped.length === 0) return;
    const positions = TextDocument.create(file.uri, file.analysis.languageId, 0, file.analysis.text);
    if (edits.length > 0) {
      out.files.push({
        uri: file.uri, version: file.version,
        edits: edits.map((e) => ({ range: { start: positions.positionAt(e.start), end: positions.positionAt(e.end) }, newText: e.newText })),
      });
    }
    out.skipped.push(...skipped.map((s) => ({ uri: file.uri, position: positions.positionAt(s.start), reason: s.reason })));
  });
  if (walked === 'cancelled') return undefined;
  out.truncated = walked === 'truncated';
  return out;
}

/** A file the server checks, as the walk hands it over. */
export interface CheckedFile {
  uri: string;
  /** Its version when it is open (read as the editor holds it), else null. */
  version: number | null;
  analysis: Analysis;
  settings: Settings;
}

/**
 * Hands every file of the workspace folders the server checks to `visit`, as the one walk of the workspace lists them
 * (service/graph/build.ts `walkWorkspace`, the index of links' own: ignores and the default ignores as the settings
 * say, never a symbolic link out of the folders); says whether the walk went through, stopped at `MAX_RENAME_FILES`,
 * or was cancelled.
 */
export async function forEachCheckedFile(host: RenameHost, token: CancellationToken, visit: (file: CheckedFile) => void | Promise<void>): Promise<'done' | 'truncated' | 'cancelled'> {
  let read = 0;
  const walk = walkWorkspace(host.workspace, { settingsOf: (uri) => host.settingsOf(uri), cancelled: () => token.isCancellationRequested });
  for await (const files of walk) {
    for (const listed of files) {
      if (++read > MAX_RENAME_FILES) return 'truncated';
      const file = await checkedFile(host, listed, { listed: true });
      if (token.isCancellationRequested) return 'cancelled';
      if (file) await visit(file);
    }
  }
  return token.isCancellationRequested ? 'cancelled' : 'done';
}

/**
 * One file of the workspace folders as the walk would hand it over, or undefined when the walk would not (outside
 * the folders, below a folder it does not walk, or a file the server does not check).
 */
export async function checkedFileAt(host: RenameHost, uri: string): Promise<CheckedFile | undefined> {
  const folder = host.workspace.folders().find((f) => uri.startsWith(`${f}/`));
  if (folder === undefined) return undefined;
  const relative = uri.slice(folder.length + 1).split('/').map(decodedSegment).join('/');
  return checkedFile(host, { uri, folder, relative, name: relative.slice(relative.lastIndexOf('/') + 1) }, { listed: false });
}

/**
 * One file as the server checks it, or undefined when it does not. A file the walk has just listed is read where the
 * platform can at once (`readListedFile`); one named otherwise through the confined reading.
 */
async function checkedFile(host: RenameHost, file: ListedFile, { listed }: { listed: boolean }): Promise<CheckedFile | undefined> {
  const { uri } = file;
  const settings = await host.settingsOf(uri);
  // `enable: false` is also how a configuration's `ignores` and a `.urilintignore` leave a file out.
  if (!settings.enable || !isWalked(file.relative, { defaultIgnores: settings.defaultIgnores })) return undefined;
  const open = host.open(uri);
  if (open?.analysis) return isServed(open.analysis.languageId, settings) ? { uri, version: open.version, analysis: open.analysis, settings } : undefined;
  const text = (listed ? host.workspace.readListedFile?.(uri, settings.maxFileSize) : undefined) ?? await host.workspace.readFile(uri, settings.maxFileSize);
  if (text === undefined || (settings.defaultIgnores && uneditedByText(text) !== undefined)) return undefined;
  const languageId = languageOfFile(file.name, text.slice(0, 256).split('\n', 1)[0]!);
  if (!isServed(languageId, settings)) return undefined;
  return { uri, version: null, analysis: host.analyze(TextDocument.create(uri, languageId, 0, text)), settings };
}

/** A URI's path segment decoded, as the walk names files; as written when it is no valid escape. */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
