/**
 * Which documents the server sees: every language, but only in the URI
 * schemes that hold a text the user writes, each text once.
 *
 * A list of schemes to serve rather than a list to avoid, because VS Code and
 * other extensions keep adding schemes for views of a text already open
 * elsewhere; a new one must not make the same URI be reported twice.
 */

/**
 * - `file`: files on disk (in a remote window too: the extension runs in the
 *   remote extension host, where the files are `file:`; `vscode-remote:` is
 *   only what the local UI sees of them, so it is not listed).
 * - `untitled`: new files not saved yet.
 * - `vscode-vfs`: files of a virtual workspace (Remote Repositories); the
 *   server needs only the text the editor sends it.
 * - `vscode-notebook-cell`: the Markdown and code cells of a notebook, the
 *   only form in which a notebook's text is open.
 * - `vscode-userdata`: the user's own settings.json, keybindings.json,
 *   snippets and tasks, where URIs are written by hand (proxies, schema URLs).
 *
 * Left out, each a second view of a text or a text nobody writes: `git:`,
 * `gitfs:` and other SCM schemes (the left side of a diff, the same text at
 * another revision), `output:` (the output panel, this extension's own log
 * among them), `vscode:` (read-only default settings and keybindings),
 * `vscode-scm:` (the commit message box), `comment:`, `debug:` (sources the
 * debugger shows read-only), `vscode-notebook-cell-output:`, `walkThrough:`.
 */
export const SERVED_SCHEMES: readonly string[] = ['file', 'untitled', 'vscode-vfs', 'vscode-notebook-cell', 'vscode-userdata'];

/** The selector of the language client and of the language status item: any language in a served scheme. */
export const DOCUMENT_SELECTOR: { scheme: string }[] = SERVED_SCHEMES.map((scheme) => ({ scheme }));

/**
 * In a web extension host the extension runs beside the workbench, not on
 * the machine that holds the files: a remote folder opened in a browser
 * (code-server, a codespace) is `vscode-remote:` there, its only form.
 */
export const BROWSER_SELECTOR: { scheme: string }[] = [...DOCUMENT_SELECTOR, { scheme: 'vscode-remote' }];
