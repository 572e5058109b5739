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

/** Every command the server executes, for `executeCommandProvider.commands`. */
export const COMMANDS: readonly string[] = [NORMALIZE_ALL_COMMAND, SHOW_CONFIGURATION_COMMAND];

/** The commands the VS Code client contributes to the palette. */
export const CLIENT_COMMANDS = {
  /** "URI Lint: Normalize All URIs in File": runs `uriLint.normalizeAll` on the active editor's document. */
  normalizeAllInFile: 'uriLint.normalizeAllInFile',
  /** "URI Lint: Show Output": the output channel "URI Lint". */
  showOutput: 'uriLint.showOutput',
  /** "URI Lint: Restart Server". */
  restartServer: 'uriLint.restartServer',
} as const;
