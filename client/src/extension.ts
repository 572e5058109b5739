/**
 * The VS Code extension on the desktop (Node extension host): starts the
 * URI Lint language server (bundled next to this file as server.js) over
 * Node IPC for documents of every language; activate.ts does the rest. The
 * browser entry (browser.ts) starts the same server in a Web Worker.
 */
import type * as vscode from 'vscode';
import { TransportKind, type ServerOptions } from 'vscode-languageclient/node';
import { activateWith, deactivate, type UriLintApi } from './activate';
import { DOCUMENT_SELECTOR } from './documentSelector';
import { UriLintLanguageClient } from './languageClient';

export type { UriLintApi };
export { deactivate };

export function activate(context: vscode.ExtensionContext): UriLintApi {
  const serverOptions: ServerOptions = { module: context.asAbsolutePath('dist/server.js'), transport: TransportKind.ipc };
  return activateWith(context, {
    selector: DOCUMENT_SELECTOR,
    createClient: (options) => new UriLintLanguageClient('uriLint', 'URI Lint', serverOptions, options),
  });
}
