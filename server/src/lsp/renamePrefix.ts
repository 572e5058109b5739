/**
 * "Rename URL Prefix…" over the workspace: every file of the workspace
 * folders that the server would check (not one a configuration's `ignores`
 * or a `.urilintignore` leaves out, not one nobody edits when
 * `uriLint.defaultIgnores` is on, not one past `uriLint.maxFileSize`, not
 * one of a language it does not serve), read as the editor holds it when it
 * is open, else from the workspace; the service's `renameUrlEdits` says what
 * to edit in each. The walk goes through the scoped workspace, so it never
 * leaves the folders nor follows a symbolic link out of them; it stops at a
 * bound of files, and when its request is cancelled.
 */
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { CancellationToken } from 'vscode-languageserver';
import { languageOfFile } from '@uri-lint/shared';
import type { RenameUrlPrefixSkip } from '../contract/commands';
import type { Settings } from '../contract/settings';
import { isServed, renameUrlEdits, uneditedByPath, uneditedByText } from '../service/index';
import type { Analysis, UrlRename, Workspace } from '../service/index';

/** The most files one rename reads: a rename over a larger tree is told so, and renames in these only. */
export const MAX_RENAME_FILES = 20000;

/** Folders whose files are never links' sources: a version control system's own. */
const NEVER_WALKED = new Set(['.git', '.hg', '.svn']);

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
  let read = 0;
  for (const folder of host.workspace.folders()) {
    const pending = [folder];
    while (pending.length > 0) {
      if (token.isCancellationRequested) return undefined;
      const dir = pending.pop()!;
      const entries = await host.workspace.readDirectory(dir);
      for (const [name, kind] of entries ?? []) {
        const uri = `${dir}/${encodeURIComponent(name)}`;
        const relative = uri.slice(folder.length + 1);
        // A symbolic link out of the folders is named, never followed.
        if (kind === 'outside') continue;
        if (kind === 'directory') {
          if (!NEVER_WALKED.has(name) && uneditedByPath(`${relative}/-`) === undefined) pending.push(uri);
          continue;
        }
        if (++read > MAX_RENAME_FILES) {
          out.truncated = true;
          return out;
        }
        const file = await renameInFile(host, uri, relative, name, rename);
        if (token.isCancellationRequested) return undefined;
        if (file) {
          if (file.edits.length > 0) out.files.push(file);
          out.skipped.push(...file.skipped);
        }
      }
    }
  }
  return out;
}

/** The rename in one file, or undefined when the server does not check it. */
async function renameInFile(host: RenameHost, uri: string, relative: string, name: string, rename: UrlRename): Promise<(FileRename & { skipped: RenameUrlPrefixSkip[] }) | undefined> {
  const settings = await host.settingsOf(uri);
  // `enable: false` is also how a configuration's `ignores` and a `.urilintignore` leave a file out.
  if (!settings.enable || (settings.defaultIgnores && uneditedByPath(relative) !== undefined)) return undefined;
  const open = host.open(uri);
  let analysis = open?.analysis;
  if (!analysis) {
    const text = await host.workspace.readFile(uri, settings.maxFileSize);
    if (text === undefined || (settings.defaultIgnores && uneditedByText(text) !== undefined)) return undefined;
    const languageId = languageOfFile(decodeURIComponent(name), text.slice(0, 256).split('\n', 1)[0]!);
    if (!isServed(languageId, settings)) return undefined;
    analysis = host.analyze(TextDocument.create(uri, languageId, 0, text));
  } else if (!isServed(analysis.languageId, settings)) {
    return undefined;
  }
  const { edits, skipped } = renameUrlEdits(analysis, rename);
  if (edits.length === 0 && skipped.length === 0) return undefined;
  const positions = TextDocument.create(uri, analysis.languageId, 0, analysis.text);
  return {
    uri,
    version: open ? open.version : null,
    edits: edits.map((e) => ({ range: { start: positions.positionAt(e.start), end: positions.positionAt(e.end) }, newText: e.newText })),
    skipped: skipped.map((s) => ({ uri, position: positions.positionAt(s.start), reason: s.reason })),
  };
}
