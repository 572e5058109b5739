/**
 * What the client and the server say to each other beyond LSP itself: the
 * initialization options and one notification. Method names and shapes
 * only, so that both sides import them without a protocol library.
 */

/** `initializationOptions` of the `initialize` request; every field is optional. */
export interface InitializationOptions {
  /** The shortest time between two validations of one document while it is being edited, in ms. Default 10. */
  diagnosticsDelay?: number;
  /**
   * Whether a hover lists the reference's problems. Default true. VS Code
   * shows the diagnostics of the range above the hover already, so its
   * client sends false; editors that do not (Neovim, Helix) keep the default.
   */
  hoverProblems?: boolean;
  /**
   * Whether the client is VS Code with its built-in Markdown extension, which
   * links Markdown's link destinations, definitions, autolinks and HTML
   * `href`/`src` itself. The server then links none of those, so that no link
   * is doubled ("Follow link" twice in the hover). Default false: other
   * editors get those links from the server.
   */
  vscodeMarkdownLinks?: boolean;
  /** Whether the client wants `uriLint/documentStatus` notifications. Default false. */
  documentStatus?: boolean;
  /**
   * False in Restricted Mode (an untrusted workspace): a workspace's
   * configuration file then counts as workspace settings. Default true.
   */
  workspaceTrusted?: boolean;
  /**
   * The most diagnostics the client keeps for one document; it drops the
   * rest by its own rule. VS Code keeps 1,000 per file, errors first, so a
   * problem near the cursor could go: its client sends 1000,
   * and the server publishes at most that many, chosen by what the user sees
   * (`uriLint/view`). Default: no limit beyond `uriLint.maxProblems`.
   */
  diagnosticsLimit?: number;
  /**
   * Whether the client runs `uriLint.chooseHeading` and `uriLint.chooseFile` itself (commands.ts): a picker over a
   * target's headings or the workspace's files. The server then offers "Choose a heading…" and "Choose a file…"
   * beside the ranked fixes. Default false: other editors get the ranked fixes only.
   */
  chooseCommands?: boolean;
}

/** Why a document is not checked. */
export type SkipReason = 'disabled' | 'language' | 'too-large' | 'unedited';

/**
 * Server → client, after each validation of a document, when the client
 * asked for it (`InitializationOptions.documentStatus`): what was checked.
 */
export const DOCUMENT_STATUS_NOTIFICATION = 'uriLint/documentStatus';

/** The params of `uriLint/documentStatus`. */
export interface DocumentStatusParams {
  uri: string;
  version: number;
  /** URI references found and checked. */
  references: number;
  /** Problems found in the document. */
  problems: number;
  /** Present when fewer were published (`uriLint.maxProblems`, `diagnosticsLimit`): how many were. */
  shown?: number;
  /** Present when the document is not checked, and why. */
  skipped?: SkipReason;
  /**
   * Present when links to files were still being looked up: how many
   * targets. Their diagnostics follow in another publication, with a status
   * without it.
   */
  pendingLinks?: number;
}

/**
 * Client → server request: where a document's settings come from beside the editor's own settings, and whether
 * it is checked. The VS Code client writes it in its output channel for the active document, with which of the
 * editor's settings are the user's or the workspace's (which only the editor knows).
 */
export const SETTINGS_ORIGIN_REQUEST = 'uriLint/settingsOrigin';

/** The params of `uriLint/settingsOrigin`. */
export interface SettingsOriginParams {
  uri: string;
}

/** The answer of `uriLint/settingsOrigin`; null when the document is not open. */
export interface SettingsOriginResult {
  /** The configuration file laid over the editor's settings (a path; `…/package.json#uriLint` for a manifest's), if any. */
  configFile?: string;
  /** The settings (full keys, `uriLint.links.root`) that file sets for this document, its overrides applied. */
  fromFile: string[];
  /** Settings the file sets that Restricted Mode takes from user settings only. */
  restricted: string[];
  /** What leaves the document out, when something does: a `.urilintignore`, or the configuration file's `files`/`ignores`. */
  ignoredBy?: string;
  /** Present when the document is not checked, and why. */
  skipped?: SkipReason;
  /** The document's language, as the editor names it. */
  languageId: string;
}

/** A position and a range as LSP has them (0-based lines, UTF-16 characters). */
export interface ViewPosition {
  line: number;
  character: number;
}
export interface ViewRange {
  start: ViewPosition;
  end: ViewPosition;
}

/**
 * Client → server, when the lines the user sees of a document or the cursor
 * move: a document with more problems than are published at
 * once gets those in and near `visible` and the cursors first. Optional: a
 * client that never sends it gets the most severe first, in text order.
 */
export const VIEW_NOTIFICATION = 'uriLint/view';

/** The params of `uriLint/view`: every editor showing the document, together. */
export interface ViewParams {
  uri: string;
  /** The ranges in view, of every editor showing the document; none when none shows it. */
  visible: ViewRange[];
  /** The cursors (the active ends of the selections). */
  cursors: ViewPosition[];
}

/**
 * Client → server, just before a document's `didOpen`: its `uriLint` settings, as `workspace/configuration` with the
 * document as `scopeUri` would answer them, so that its first check need not wait for that answer (a client busy with
 * another extension's work on a large file answers seconds late). Kept until the configuration changes, as an answer
 * is. Optional: a client that never sends it is asked.
 */
export const SETTINGS_OF_NOTIFICATION = 'uriLint/settingsOf';

/** The params of `uriLint/settingsOf`. */
export interface SettingsOfParams {
  uri: string;
  /** The `uriLint` section, as `workspace/configuration` answers it (validated as that answer is). */
  settings: unknown;
}

/**
 * Server → client requests of a server that cannot read the workspace
 * itself: the browser worker (vscode.dev, github.dev, a web extension host)
 * has no file system, so it asks its client, which answers with
 * `vscode.workspace.fs` (client/src/workspaceFiles.ts), as VS Code's own
 * Markdown server does. URIs are the workspace's own (`vscode-vfs:`,
 * `vscode-remote:`, `file:`…). Each answers null for "nothing there" or
 * "cannot tell"; the server then judges as if it had not asked.
 */
export const FS_STAT_REQUEST = 'uriLint/fs/stat';
export const FS_READ_DIRECTORY_REQUEST = 'uriLint/fs/readDirectory';
export const FS_READ_FILE_REQUEST = 'uriLint/fs/readFile';

/** What a name in a folder is; a symbolic link is what it points to. */
export type FsKind = 'file' | 'directory';

/** The params of `uriLint/fs/stat` and `uriLint/fs/readDirectory`. */
export interface FsUriParams {
  uri: string;
}

/** `uriLint/fs/stat`'s answer: the kind of `uri`, or null when it is neither (or cannot be told). */
export type FsStatResult = FsKind | null;

/** `uriLint/fs/readDirectory`'s answer: a folder's entries (name as spelled, kind), or null when it is none. */
export type FsReadDirectoryResult = [string, FsKind][] | null;

/** The params of `uriLint/fs/readFile`: a file larger than `maxBytes` is not read. */
export interface FsReadFileParams {
  uri: string;
  maxBytes: number;
}

/** `uriLint/fs/readFile`'s answer: the file's text decoded as UTF-8, or null when there is none or it is too large. */
export type FsReadFileResult = string | null;
