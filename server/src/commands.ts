/**
 * The commands the server executes (workspace/executeCommand). Declared once
 * here so that the server's capabilities, the client and the tests agree.
 */

/**
 * Normalizes every URI of a document (RFC 3986 §6). Arguments:
 * `[documentUri: string]`. The server computes the edits with
 * `computeNormalizeAll` and applies them with workspace/applyEdit.
 */
export const NORMALIZE_ALL_COMMAND = 'uriLint.normalizeAll';

/** Every command id, for `executeCommandProvider.commands`. */
export const COMMANDS: readonly string[] = [NORMALIZE_ALL_COMMAND];
