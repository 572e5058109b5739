/** The code-action kinds the server offers beyond the standard ones (LSP `CodeActionKind`). */

/**
 * The fix-all action, as VS Code's `editor.codeActionsOnSave` names it
 * (`source.fixAll` is LSP's `CodeActionKind.SourceFixAll`).
 */
export const FIX_ALL_KIND = 'source.fixAll.uriLint';

/** The source actions that write directives for every finding of a code in a file. */
export const IGNORE_ALL_KIND = 'source.ignore.uriLint';
