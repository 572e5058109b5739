/**
 * The VS Code extension: starts the URI Lint language server (bundled next
 * to this file as server.js) over Node IPC for documents of every language,
 * and contributes the palette commands, the language status item and the
 * output channel "URI Lint". It holds no URI logic.
 */
import { performance } from 'perf_hooks';
import * as vscode from 'vscode';
import { NotificationType, State, TransportKind, type LanguageClient, type LanguageClientOptions, type ServerOptions } from 'vscode-languageclient/node';
import { DOCUMENT_STATUS_NOTIFICATION, type DocumentStatusParams, type InitializationOptions } from '@uri-lint/server/contract';
import { registerCommands } from './commands';
import { CrashCounter, createErrorHandler, reportGaveUp } from './crashes';
import { DOCUMENT_SELECTOR } from './documentSelector';
import { UriLintLanguageClient } from './languageClient';
import { DocumentStatusItem } from './statusItem';

/** What `activate` returns: `vscode.extensions.getExtension('uri-lint.uri-lint').exports`. */
export interface UriLintApi {
  /** ms from `activate` to the server's answer to `initialize` (the client's `start()` resolving); undefined until then. */
  readonly readyMs: number | undefined;
  /** Resolves with `readyMs` once the server first started; rejects if it could not. */
  readonly ready: Promise<number>;
  readonly client: LanguageClient;
  /** The last `uriLint/documentStatus` the server sent for a document URI. */
  statusOf(uri: vscode.Uri): DocumentStatusParams | undefined;
}

const documentStatus = new NotificationType<DocumentStatusParams>(DOCUMENT_STATUS_NOTIFICATION);

let client: LanguageClient | undefined;

export function activate(context: vscode.ExtensionContext): UriLintApi {
  const started = performance.now();
  const output = vscode.window.createOutputChannel('URI Lint');
  const crashes = new CrashCounter();

  const serverModule = context.asAbsolutePath('dist/server.js');
  const serverOptions: ServerOptions = { module: serverModule, transport: TransportKind.ipc };
  const initializationOptions: InitializationOptions = {
    // VS Code shows the range's diagnostics above the hover already.
    hoverProblems: false,
    // Its Markdown extension links Markdown's links itself; a second link doubled "Follow link".
    vscodeMarkdownLinks: true,
    documentStatus: true,
    // In Restricted Mode a workspace's .urilintrc.json counts as workspace settings.
    workspaceTrusted: vscode.workspace.isTrusted,
  };
  const clientOptions: LanguageClientOptions = {
    documentSelector: DOCUMENT_SELECTOR,
    initializationOptions,
    outputChannel: output,
    errorHandler: createErrorHandler(crashes, () => void reportGaveUp(output)),
    // The server pulls its settings with workspace/configuration; nothing to synchronize.
  };
  const languageClient = new UriLintLanguageClient('uriLint', 'URI Lint', serverOptions, clientOptions);
  client = languageClient;

  const status = new DocumentStatusItem(DOCUMENT_SELECTOR, (uri) => languageClient.diagnostics?.get(uri) ?? []);
  context.subscriptions.push(
    output,
    status,
    languageClient.onNotification(documentStatus, (params) => status.update(params)),
    languageClient.onDidChangeState(({ newState }) => status.setServerStopped(newState === State.Stopped)),
    ...registerCommands({ client: languageClient, output, selector: DOCUMENT_SELECTOR, beforeRestart: () => crashes.reset() }),
    // Trust changes what the workspace's configuration file may say: start again with it.
    vscode.workspace.onDidGrantWorkspaceTrust(() => {
      initializationOptions.workspaceTrusted = true;
      void languageClient.restart();
    }),
  );

  let readyMs: number | undefined;
  const ready = languageClient.start().then(() => {
    readyMs = Math.round(performance.now() - started);
    output.appendLine(`URI Lint: server ready in ${readyMs} ms`);
    return readyMs;
  });
  ready.catch((error: unknown) => output.appendLine(`URI Lint: the server did not start: ${error instanceof Error ? error.message : String(error)}`));

  return {
    get readyMs() { return readyMs; },
    ready,
    client: languageClient,
    statusOf: (uri) => status.statusOf(uri.toString()),
  };
}

export async function deactivate(): Promise<void> {
  const stopping = client;
  client = undefined;
  if (stopping?.needsStop()) await stopping.stop();
}
