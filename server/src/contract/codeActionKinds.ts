/** The code-action kinds the server offers beyond the standard ones (LSP `CodeActionKind`). */

/**
 * The fix-all action, as VS Code's `editor.codeActionsOnSave` names it
 * (`source.fixAll` is LSP's `CodeActionKind.SourceFixAll`).
 */
export const FIX_ALL_KIND = 'source.fixAll.uriLint';
