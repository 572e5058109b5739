/**
 * The LSP wiring: connects the pure language service to a connection. The
 * only file that knows about the protocol's messages; the Node entry
 * (main.ts) and the tests hand it a connection.
 *
 * Choices: incremental text sync; diagnostics are pushed
 * (textDocument/publishDiagnostics with the document version), sent at once
 * on open and after an isolated edit, and throttled per document during a
 * burst of edits (scheduler.ts); settings are read per resource with
 * workspace/configuration and cached until workspace/didChangeConfiguration.
 * A document larger than `uriLint.maxFileSize` gets no diagnostics and no
 * other feature; the user is told once with window/showMessage (a diagnostic
 * would sit at an arbitrary place in a file nobody asked to check).
 */
import {
  CodeActionKind,
  DidChangeConfigurationNotification,
  MessageType,
  ShowMessageNotification,
  TextDocumentEdit,
  TextDocumentSyncKind,
} from 'vscode-languageserver';
import type {
  CancellationToken,
  ClientCapabilities,
  CodeAction,
  CodeActionContext,
  Connection,
  Diagnostic,
  InitializeParams,
  InitializeResult,
  Range,
  WorkspaceEdit,
} from 'vscode-languageserver';
import type { TextDocument, TextEdit } from 'vscode-languageserver-textdocument';
import type { Analysis } from './analysis';
import { NORMALIZE_ALL_COMMAND } from './commands';
import { FIX_ALL_KIND } from './codeActions';
import { DocumentStore } from './documents';
import { createLanguageService } from './languageService';
import type { LanguageService } from './languageService';
import { Throttle } from './scheduler';
import { isServed } from './scope';
import { SETTINGS_SECTION } from './settings';
import type { Settings } from './settings';
import { SettingsCache } from './settingsCache';

/** Options of `startServer`, also read from `initializationOptions`. */
export interface ServerOptions {
  /** The shortest time between two validations of one document while it is being edited, in ms. Default 10. */
  diagnosticsDelay?: number;
}

/**
 * At most one validation per document per 10 ms while it is edited; an isolated edit waits for no timer.
 * 10 ms still folds a burst (a multi-cursor edit arrives as many notifications within a millisecond)
 * and keeps a large document (about 11 ms of work per edit for 9.6 MB) well under 30 ms per keystroke.
 */
const DEFAULT_DELAY = 10;

/** What a request handler needs about one document. */
interface Context {
  document: TextDocument;
  analysis: Analysis;
  settings: Settings;
}

/**
 * Wires the URI Lint language server to `connection` and starts listening.
 * Every handler catches its own errors, logs them to the connection's
 * console and answers with an empty result: no document can crash the server.
 */
export function startServer(connection: Connection, options: ServerOptions = {}): void {
  new UriLintServer(connection, options).listen();
}

class UriLintServer {
  private readonly service: LanguageService = createLanguageService();
  private readonly store = new DocumentStore();
  private settings = new SettingsCache(undefined, (m) => this.log(m));
  private validation = new Throttle(DEFAULT_DELAY, (uri) => void this.validate(uri));
  private capabilities: ClientCapabilities = {};
  /** Documents the user was told are too large, so they are told once. */
  private readonly toldTooLarge = new Set<string>();

  constructor(private readonly connection: Connection, private readonly options: ServerOptions) {}

  listen(): void {
    const c = this.connection;
    c.onInitialize((params) => this.initialize(params));
    c.onInitialized(() => this.initialized());
    c.onDidChangeConfiguration((params) => this.guard('didChangeConfiguration', undefined, () => this.configurationChanged(params.settings)));
    c.onDidOpenTextDocument(({ textDocument: d }) => this.guard('didOpen', undefined, () => {
      this.store.open(d.uri, d.languageId, d.version, d.text);
      this.validation.runSoon(d.uri);
    }));
    c.onDidChangeTextDocument(({ textDocument: d, contentChanges }) => this.guard('didChange', undefined, () => {
      this.store.change(d.uri, d.version, contentChanges);
      this.validation.schedule(d.uri);
    }));
    c.onDidCloseTextDocument(({ textDocument: d }) => this.guard('didClose', undefined, () => this.closed(d.uri)));
    c.onHover((p, token) => this.request('hover', null, p.textDocument.uri, token, (x) =>
      this.service.hover(x.analysis, x.document, p.position, x.settings, x.document.uri)));
    c.onDocumentLinks((p, token) => this.request('documentLink', [], p.textDocument.uri, token, (x) =>
      this.service.links(x.analysis, x.document, x.settings, x.document.uri)));
    c.onCodeAction((p, token) => this.request('codeAction', [], p.textDocument.uri, token, (x) =>
      this.codeActions(x, p.range, p.context)));
    c.onExecuteCommand((p, token) => this.guard('executeCommand', null, () => this.execute(p.command, p.arguments ?? [], token)));
    c.onShutdown(() => this.validation.dispose());
    c.listen();
  }

  private initialize(params: InitializeParams): InitializeResult {
    this.capabilities = params.capabilities ?? {};
    const asked = (params.initializationOptions as ServerOptions | undefined)?.diagnosticsDelay;
    const delay = typeof asked === 'number' && asked >= 0 ? asked : this.options.diagnosticsDelay ?? DEFAULT_DELAY;
    this.validation = new Throttle(delay, (uri) => void this.validate(uri));
    const fetch = this.capabilities.workspace?.configuration
      ? (scopeUri: string) => this.connection.workspace.getConfiguration({ scopeUri, section: SETTINGS_SECTION })
      : undefined;
    this.settings = new SettingsCache(fetch, (m) => this.log(m));
    return {
      capabilities: {
        textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental },
        hoverProvider: true,
        documentLinkProvider: { resolveProvider: false },
        codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix, CodeActionKind.RefactorRewrite, FIX_ALL_KIND] },
        executeCommandProvider: { commands: [NORMALIZE_ALL_COMMAND] },
      },
      serverInfo: { name: 'uri-lint' },
    };
  }

  private initialized(): void {
    // Without this registration VS Code does not send didChangeConfiguration.
    if (this.capabilities.workspace?.didChangeConfiguration?.dynamicRegistration) {
      this.connection.client.register(DidChangeConfigurationNotification.type, { section: SETTINGS_SECTION })
        .catch((error: unknown) => this.log(`registering didChangeConfiguration failed: ${String(error)}`));
    }
  }

  private configurationChanged(settings: unknown): void {
    const pushed = typeof settings === 'object' && settings !== null ? (settings as Record<string, unknown>)[SETTINGS_SECTION] : undefined;
    this.settings.invalidate(pushed);
    for (const { document } of this.store.all()) this.validation.runSoon(document.uri);
  }

  private closed(uri: string): void {
    this.store.close(uri);
    this.validation.forget(uri);
    this.settings.forget(uri);
    this.toldTooLarge.delete(uri);
    // Clear the squiggles of a closed document.
    void this.connection.sendDiagnostics({ uri, diagnostics: [] });
  }

  /** Computes and pushes the diagnostics of the current version of `uri`. */
  private async validate(uri: string): Promise<void> {
    try {
      const state = this.store.get(uri);
      if (!state) return;
      const { version } = state.document;
      const settings = await this.settings.get(uri);
      // A newer version, or a close, has its own validation coming.
      if (this.store.get(uri) !== state || state.document.version !== version) return;
      const diagnostics = this.diagnostics(state.document, settings);
      await this.connection.sendDiagnostics({ uri, version, diagnostics });
    } catch (error) {
      this.logError(`diagnostics of ${uri}`, error);
    }
  }

  private diagnostics(document: TextDocument, settings: Settings): Diagnostic[] {
    if (!this.served(document, settings)) return [];
    if (this.tooLarge(document, settings)) {
      this.tellTooLarge(document, settings);
      return [];
    }
    this.toldTooLarge.delete(document.uri);
    const analysis = this.store.analysis(document.uri);
    return analysis ? this.service.diagnostics(analysis, settings, document) : [];
  }

  /** Whether the document's language is served and the feature enabled for it (uriLint.enable, uriLint.languages). */
  private served(document: TextDocument, settings: Settings): boolean {
    return isServed(document.languageId, settings);
  }

  private tooLarge(document: TextDocument, settings: Settings): boolean {
    return (this.store.get(document.uri)?.byteLength ?? 0) > settings.maxFileSize;
  }

  private tellTooLarge(document: TextDocument, settings: Settings): void {
    if (this.toldTooLarge.has(document.uri)) return;
    this.toldTooLarge.add(document.uri);
    // The notification, not window.showInformationMessage (a request that waits for the user).
    void this.connection.sendNotification(ShowMessageNotification.type, {
      type: MessageType.Info,
      message: `URI Lint does not check ${document.uri}: it is larger than uriLint.maxFileSize (${settings.maxFileSize} bytes).`,
    });
  }

  /** The document, analysis and settings a request needs, or undefined when it gets an empty answer. */
  private async context(uri: string, token: CancellationToken): Promise<Context | undefined> {
    if (!this.store.get(uri)) return undefined;
    const settings = await this.settings.get(uri);
    const state = this.store.get(uri);
    if (token.isCancellationRequested || !state) return undefined;
    if (!this.served(state.document, settings) || this.tooLarge(state.document, settings)) return undefined;
    const analysis = this.store.analysis(uri);
    return analysis && { document: state.document, analysis, settings };
  }

  /** Runs a request handler over a document's context; cancelled, failing or unserved requests answer `empty`. */
  private async request<T, E>(name: string, empty: E, uri: string, token: CancellationToken, run: (x: Context) => T): Promise<T | E> {
    try {
      const context = await this.context(uri, token);
      if (!context || token.isCancellationRequested) return empty;
      const result = run(context);
      return token.isCancellationRequested ? empty : result;
    } catch (error) {
      this.logError(`${name} on ${uri}`, error);
      return empty;
    }
  }

  private codeActions(x: Context, range: Range, context: CodeActionContext): CodeAction[] {
    return this.service.codeActions(x.analysis, x.document, range, context, x.settings);
  }

  /** workspace/executeCommand: `uriLint.normalizeAll(uri)` applies its edits with workspace/applyEdit. */
  private async execute(command: string, args: unknown[], token: CancellationToken): Promise<null> {
    if (command !== NORMALIZE_ALL_COMMAND) return null;
    const uri = typeof args[0] === 'string' ? args[0] : undefined;
    if (!uri) return null;
    const context = await this.context(uri, token);
    if (!context || token.isCancellationRequested) return null;
    const edits = this.service.normalizeAll(context.analysis, context.document, context.settings);
    if (edits.length === 0) return null;
    const result = await this.connection.workspace.applyEdit({ label: 'Normalize all URIs', edit: this.workspaceEdit(context.document, edits) });
    if (!result.applied) this.log(`normalizeAll on ${uri} was not applied${result.failureReason ? `: ${result.failureReason}` : ''}`);
    return null;
  }

  /** A workspace edit in the form the client understands: versioned when it can. */
  private workspaceEdit(document: TextDocument, edits: TextEdit[]): WorkspaceEdit {
    if (this.capabilities.workspace?.workspaceEdit?.documentChanges) {
      return { documentChanges: [TextDocumentEdit.create({ uri: document.uri, version: document.version }, edits)] };
    }
    return { changes: { [document.uri]: edits } };
  }

  /** Runs a notification or request handler, logging instead of throwing. */
  private async guard<T, E>(name: string, empty: E, run: () => T | Promise<T>): Promise<T | E> {
    try {
      return await run();
    } catch (error) {
      this.logError(name, error);
      return empty;
    }
  }

  private log(message: string): void {
    this.connection.console.log(message);
  }

  private logError(what: string, error: unknown): void {
    this.connection.console.error(`URI Lint: ${what} failed: ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
  }
}
