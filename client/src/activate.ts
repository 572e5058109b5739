/**
 * What the extension does once it has a language client, on either host:
 * the output channel, the language status item, the palette commands, crash
 * handling and the API `activate` returns. The Node entry (extension.ts)
 * and the browser entry (browser.ts) differ only in how the server starts.
 */
import * as vscode from 'vscode';
import { NotificationType, State, type BaseLanguageClient, type LanguageClientOptions } from 'vscode-languageclient';
import { DOCUMENT_STATUS_NOTIFICATION, type DocumentStatusParams, type InitializationOptions } from '@uri-lint/server/contract';
import { registerChooseCommands } from './choose';
import { registerCommands } from './commands';
import { CrashCounter, createErrorHandler, reportGaveUp } from './crashes';
import { SettingsReporter } from './settingsReport';
import { DocumentStatusItem } from './statusItem';
import { ViewReporter } from './viewReporter';
import { largeOpenMiddleware } from './largeOpen';
import { sendSettingsOf } from './settingsOf';

/** What `activate` returns: `vscode.extensions.getExtension('uri-lint.uri-lint').exports`. */
export interface UriLintApi {
  /** ms from `activate` to the server's answer to `initialize` (the client's `start()` resolving); undefined until then. */
  readonly readyMs: number | undefined;
  /** Resolves with `readyMs` once the server first started; rejects if it could not. */
  readonly ready: Promise<number>;
  readonly client: UriLintClient;
  /** The last `uriLint/documentStatus` the server sent for a document URI. */
  statusOf(uri: vscode.Uri): DocumentStatusParams | undefined;
}

/** A language client of either host: both restart their server (the Node one a process, the browser one a worker). */
export type UriLintClient = BaseLanguageClient & { restart(): Promise<void> };

/** The selector of documents the server sees, and how the host makes its client (with the same options on both). */
export interface Host {
  selector: { scheme: string }[];
  createClient(options: LanguageClientOptions): UriLintClient;
}

const documentStatus = new NotificationType<DocumentStatusParams>(DOCUMENT_STATUS_NOTIFICATION);

let client: UriLintClient | undefined;

export function activateWith(context: vscode.ExtensionContext, host: Host): UriLintApi {
  const started = performance.now();
  const output = vscode.window.createOutputChannel('URI Lint');
  // What a bug report needs first: which version, in which editor.
  const version = (context.extension.packageJSON as { version?: string }).version ?? 'unknown';
  output.appendLine(`URI Lint ${version} in ${vscode.env.appName} ${vscode.version} (${vscode.env.uiKind === vscode.UIKind.Web ? 'web' : 'desktop'})`);
  const crashes = new CrashCounter();
  const selector = host.selector;

  const initializationOptions: InitializationOptions = {
    // VS Code shows the range's diagnostics above the hover already.
    hoverProblems: false,
    // Its Markdown extension links Markdown's links itself; a second link doubled "Follow link".
    vscodeMarkdownLinks: true,
    documentStatus: true,
    // In Restricted Mode a workspace's .urilintrc.json counts as workspace settings.
    workspaceTrusted: vscode.workspace.isTrusted,
    // VS Code keeps 1,000 diagnostics per file, errors first: the server chooses them by what is in view (viewReporter.ts).
    diagnosticsLimit: 1000,
    // "Choose a heading…" and "Choose a file…" open a picker here (choose.ts).
    chooseCommands: true,
  };
  // From a restart by hand until the new server runs, the editor's own requests get nothing (see below).
  let restarting = false;
  const running = (): boolean => client?.state === State.Running && !restarting;
  const largeOpen = largeOpenMiddleware(output);
  const languageClient: UriLintClient = host.createClient({
    documentSelector: selector,
    initializationOptions,
    outputChannel: output,
    middleware: {
      // A large document's first check, timed in the extension host as the server times it in its own.
      ...largeOpen,
      // Its settings first, so that the server need not ask this extension host for them (settingsOf.ts).
      didOpen: (document, next) => {
        sendSettingsOf(languageClient, document);
        return largeOpen.didOpen!(document, next);
      },
      // What the editor asks on its own as the cursor or the pointer moves (the light bulb, the highlights of the link
      // under the cursor, a hover, the links of the text in view): while the server restarts ("Restart Server" by
      // hand, or after a crash) there is nothing to show, rather than a request failed and logged as an error.
      provideCodeActions: (document, range, context, token, next) => (running() ? next(document, range, context, token) : []),
      provideDocumentHighlights: (document, position, token, next) => (running() ? next(document, position, token) : []),
      provideHover: (document, position, token, next) => (running() ? next(document, position, token) : undefined),
      provideDocumentLinks: (document, token, next) => (running() ? next(document, token) : []),
    },
    errorHandler: createErrorHandler(crashes, () => void reportGaveUp(output)),
    // The server pulls its settings with workspace/configuration (but for an opened document's, said first); nothing to synchronize.
  });
  client = languageClient;

  const status = new DocumentStatusItem(selector, (uri) => languageClient.diagnostics?.get(uri) ?? []);
  const settingsReport = new SettingsReporter(languageClient, output, selector);
  context.subscriptions.push(
    output,
    status,
    settingsReport,
    languageClient.onNotification(documentStatus, (params) => {
      status.update(params);
      settingsReport.statusChanged(params);
    }),
    languageClient.onDidChangeState(({ newState }) => {
      status.setServerStopped(newState === State.Stopped);
      if (newState === State.Running) restarting = false;
    }),
    new ViewReporter(languageClient, selector),
    ...registerChooseCommands(),
    ...registerCommands({ client: languageClient, output, selector, beforeRestart: async () => {
      crashes.reset();
      restarting = true;
      // A request let through just before is on its way to the old server's connection: let it get there (it is then
      // answered, or dropped quietly when the connection closes), not find the connection gone midway.
      await new Promise((resolve) => setTimeout(resolve, 0));
    } }),
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
    void settingsReport.report(vscode.window.activeTextEditor?.document);
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
