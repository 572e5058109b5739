/**
 * Command ids, declared once so that the server's capabilities, the client's
 * package.json and the tests agree.
 */

/**
 * Executed by the server (workspace/executeCommand): normalizes every URI of
 * a document (RFC 3986 §6). Arguments: `[documentUri: string]`. The server
 * computes the edits and applies them with workspace/applyEdit.
 * vscode-languageclient registers this id itself from the server's
 * `executeCommandProvider`, so the client's palette command has its own.
 */
export const NORMALIZE_ALL_COMMAND = 'uriLint.normalizeAll';

/**
 * Executed by the server: shows a configuration file the "Ignore this URI"
 * quick fix just edited or created (window/showDocument), so the user sees
 * the change and can undo it there. Arguments: `[fileUri: string]`.
 */
export const SHOW_CONFIGURATION_COMMAND = 'uriLint.showConfiguration';

/**
 * Executed by the client, when it said it has them (`InitializationOptions.chooseCommands`): the "Choose a
 * heading…" quick fix of a fragment that names nothing. The client lists `items` (the target's headings, in the
 * target's order) in a picker and applies the chosen item's edits. Arguments: `[ChooseHeadingArguments]`.
 */
export const CHOOSE_HEADING_COMMAND = 'uriLint.chooseHeading';

/** The argument of `uriLint.chooseHeading`. */
export interface ChooseHeadingArguments {
  /** The document the edits apply to. */
  uri: string;
  /** The fragment as written, for the picker's prompt. */
  fragment: string;
  /** The target's name as the message gives it (`guide.md`, `this file`). */
  target: string;
  items: { label: string; description: string; edits: { range: EditRange; newText: string }[] }[];
}

/**
 * Executed by the client, when it said it has them: the "Choose a file…" quick fix of a relative link to a file
 * that is not there. The client lists the workspace's files, the same name first, then names like it, and writes
 * the chosen file's path relative to the document's folder over `range` (the path as written: the query and the
 * fragment stay). Arguments: `[ChooseFileArguments]`.
 */
export const CHOOSE_FILE_COMMAND = 'uriLint.chooseFile';

/** The argument of `uriLint.chooseFile`. */
export interface ChooseFileArguments {
  uri: string;
  /** Where the path is written in the document. */
  range: EditRange;
  /** The path as written. */
  written: string;
  /** The name looked for (its last segment, decoded), which the picker ranks files by. */
  name: string;
  /** Whether a folder is looked for (written with a trailing slash). */
  directory: boolean;
}

/**
 * A file name as a path segment that reads the same in Markdown and HTML: what a segment allows (RFC 3986 §3.3
 * pchar) as is, but `(`, `)`, `'` and `&` (they end or break a Markdown link or an attribute) and `:` (it would read
 * as a scheme in a first segment) percent-encoded, with the rest. The server's fixes and the client's picker write
 * paths alike.
 */
export function encodeName(name: string): string {
  let out = '';
  for (const char of name) out += /^[A-Za-z0-9\-._~!$*+,;=@]$/.test(char) ? char : encodeURIComponent(char).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return out;
}

/** An LSP range, spelled out so that the contract needs no protocol library. */
export interface EditRange {
  start: { line: number; character: number };
  end: { line: number; character: number };
}

/**
 * Executed by the server: every link of the workspace to a file, whatever its fragment, from the server's index of
 * links ("Find File References" in the Explorer). Arguments: `[fileUri: string]`; answers the links' `Location[]`
 * (places only: no URI's text).
 */
export const FILE_REFERENCES_COMMAND = 'uriLint.fileReferences';

/**
 * Executed by the server: renames a URL prefix in every URI of the workspace's files that starts with it (compared
 * by their RFC 3986 §6 normal forms), in every file the server checks. The server applies the edit with
 * workspace/applyEdit, each change annotated as needing confirmation when the client supports it (VS Code shows
 * its refactor preview), and answers what it came to. With `check`, it only answers whether the prefixes can be
 * renamed (`problem`), for an input box's validation. Arguments: `[RenameUrlPrefixArguments]`.
 */
export const RENAME_URL_PREFIX_COMMAND = 'uriLint.renameUrlPrefix';

/** The argument of `uriLint.renameUrlPrefix`. */
export interface RenameUrlPrefixArguments {
  /** The prefix to replace: an absolute URI. */
  from: string;
  /** Its replacement; with `check` it may be left out, to check `from` alone. */
  to?: string;
  /** Only check the prefixes: nothing is read or edited. */
  check?: boolean;
  /**
   * Whether the user confirms the edit in a preview (default true). In Restricted Mode the edit always needs
   * confirmation, whatever this says.
   */
  confirm?: boolean;
}

/** Why a URI that starts with the prefix was left alone (the service's `RenameSkip`). */
export type RenameSkipReason = 'template' | 'password' | 'userinfo' | 'escaped' | 'less-valid';

/** A URI left alone: where it is and why; never its text, which may hold a password. */
export interface RenameUrlPrefixSkip {
  uri: string;
  position: { line: number; character: number };
  reason: RenameSkipReason;
}

/** What `uriLint.renameUrlPrefix` answers. */
export interface RenameUrlPrefixResult {
  /** Why the prefixes cannot be renamed (a usage error), when they cannot. */
  problem?: string;
  /** The URIs renamed, and in how many files. */
  renamed: number;
  files: number;
  /** Whether the client applied the edit (false when the user cancelled the preview, or there was nothing to edit). */
  applied: boolean;
  /** The URIs that start with the prefix and were left alone. */
  skipped: RenameUrlPrefixSkip[];
  /** The walk stopped at its bound of files: the rest were not looked at. */
  truncated?: boolean;
}

/** Every command the server executes, for `executeCommandProvider.commands`. */
export const COMMANDS: readonly string[] = [NORMALIZE_ALL_COMMAND, SHOW_CONFIGURATION_COMMAND, FILE_REFERENCES_COMMAND, RENAME_URL_PREFIX_COMMAND];

/** The commands the VS Code client contributes to the palette. */
export const CLIENT_COMMANDS = {
  /** "URI Lint: Normalize All URIs in File": runs `uriLint.normalizeAll` on the active editor's document. */
  normalizeAllInFile: 'uriLint.normalizeAllInFile',
  /** "URI Lint: Show Output": the output channel "URI Lint". */
  showOutput: 'uriLint.showOutput',
  /** "URI Lint: Rename URL Prefix…": asks for the old and new prefix and runs `uriLint.renameUrlPrefix`. */
  renameUrlPrefix: 'uriLint.renameUrlPrefixInWorkspace',
  /** "URI Lint: Restart Server". */
  restartServer: 'uriLint.restartServer',
  /** "Find File References (all link types)", in the Explorer's menu of a file too: `uriLint.fileReferences` in the references view. */
  findFileReferences: 'uriLint.findFileReferences',
} as const;
