/**
 * The LSP wiring: connects the pure language service to a connection. The
 * only file that knows about the protocol's messages, and nothing of the
 * platform; the Node and browser entries (node/, browser/) and the tests hand
 * it a connection.
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
  DidChangeWatchedFilesNotification,
  ErrorCodes,
  ResponseError,
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
import { FIX_ALL_KIND, IGNORE_ALL_KIND } from '../contract/codeActionKinds';
import { NORMALIZE_ALL_COMMAND } from '../contract/commands';
import { DOCUMENT_STATUS_NOTIFICATION } from '../contract/protocol';
import type { DocumentStatusParams, InitializationOptions, SkipReason } from '../contract/protocol';
import { SETTINGS_SECTION } from '../contract/settings';
import { CONFIG_FILE, PACKAGE_JSON } from '../config/load';
import type { Settings } from '../contract/settings';
import { DocumentStore } from '../documents/documentStore';
import type { DocumentState } from '../documents/documentStore';
import type { DocumentContext } from '../service/context';
import { createLanguageService } from '../service/languageService';
import type { LanguageService } from '../service/languageService';
import { ignorePatternsOf, isServed } from '../service/scope';
import { checkChange, checkCodeAction, checkCommand, checkDocument, checkHover, checkOpened, checkUri } from './params';
import type { Checked } from './params';
import { Pacer } from './scheduler';
import type { Pace } from './scheduler';
import { SettingsCache } from './settingsCache';
import { WATCHED_FILES, WorkspaceConfig } from './workspaceConfig';
import type { WorkspaceFiles } from './workspaceConfig';
import { aboutUri, folderOf, ignoreUriActions } from './ignoreUri';

/** Options of `startServer`; `initializationOptions` from the client override the ones they share. */
export interface ServerOptions extends InitializationOptions {
  /** How long a workspace/configuration answer is awaited, in ms (default 3000); then the defaults apply. */
  configurationTimeout?: number;
  /** The workspace's files, to read its configuration files (.urilintrc.json); none, none are read. */
  workspace?: WorkspaceFiles;
}

/**
 * At most one validation per document per 10 ms while it is edited; an isolated edit waits for no timer.
 * 10 ms still folds a burst (a multi-cursor edit arrives as many notifications within a millisecond)
 * and keeps a large document (about 11 ms of work per edit for 9.6 MB) well under 30 ms per keystroke.
 */
const DEFAULT_DELAY = 10;

/**
 * The pace of publishing (scheduler.ts). A publication's cost is the time its send took plus
 * `CLIENT_COST` ms per diagnostic for the client to parse and show it, which the server cannot see.
 * While edits keep coming, publishing may take a tenth of the time after a saved second of it, and
 * never waits more than half a second: typing in a document with a few problems never waits, and
 * one with 5,000 problems (2 MB of diagnostics) is published about twice a second.
 */
const PACE: Omit<Pace, 'delay'> = { share: 0.1, burst: 1000, maxWait: 500 };
const CLIENT_COST = 0.01;

/** References judged per slice when a document is validated in slices: a few ms of work each. */
const DIAGNOSTICS_SLICE = 2000;

/** Lets the event loop serve what is waiting (other documents' requests) before more work. */
function pause(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Work between two pauses of a long validation, in ms: short enough for a hover to wait unnoticed. */
const TIME_SLICE = 20;

/** A `pause` that pauses only once `TIME_SLICE` ms of work went by since the last. */
function timeSliced(pause: () => Promise<void>): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < TIME_SLICE) return;
    await pause();
    since = performance.now();
  };
}

/** What `judge` found for one version. */
interface Judged {
  version: number;
  diagnostics: Diagnostic[];
  references: number;
  skipped?: SkipReason;
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
  private service: LanguageService = createLanguageService();
  private documentStatus = false;
  private readonly store = new DocumentStore();
  private settings = new SettingsCache(undefined, (m) => this.log(m));
  private validation = new Pacer({ delay: DEFAULT_DELAY, ...PACE }, (uri) => this.validate(uri));
  private capabilities: ClientCapabilities = {};
  /** The workspace's configuration files, when the platform can read them. */
  private config: WorkspaceConfig | undefined;
  /** The workspace folders' URIs, where a new configuration file may be made. */
  private folders: string[] = [];
  /** Invalid `uriLint.ignorePatterns` the user was told about, so each is told once. */
  private readonly toldPatterns = new Set<string>();
  /** Documents the user was told are too large, so they are told once. */
  private readonly toldTooLarge = new Set<string>();
  /** Documents whose problems past `uriLint.maxProblems` were said to be left out. */
  private readonly toldTooMany = new Set<string>();

  constructor(private readonly connection: Connection, private readonly options: ServerOptions) {}

  listen(): void {
    const c = this.connection;
    c.onInitialize((params) => this.initialize(params));
    c.onInitialized(() => this.initialized());
    c.onDidChangeConfiguration((params) => this.guard('didChangeConfiguration', undefined, () => this.configurationChanged(params?.settings)));
    c.onDidChangeWatchedFiles(() => this.guard('didChangeWatchedFiles', undefined, () => this.configFilesChanged()));
    c.onDidOpenTextDocument((p) => this.notification('didOpen', checkOpened(p?.textDocument), (d) => {
      this.store.open(d.uri, d.languageId, d.version, d.text);
      this.validation.runSoon(d.uri);
      this.configDocumentChanged(d.uri);
    }));
    c.onDidChangeTextDocument((p) => this.notification('didChange', checkChange(p), ({ uri, version, changes }) => {
      this.store.change(uri, version, changes);
      this.validation.schedule(uri);
      this.configDocumentChanged(uri);
    }));
    c.onDidCloseTextDocument((p) => this.notification('didClose', checkUri(p?.textDocument), (uri) => this.closed(uri)));
    c.onHover((p, token) => this.checked('hover', checkHover(p), ({ uri, position }) =>
      this.request('hover', null, uri, token, (x) => this.service.hover(x, position))));
    c.onDocumentLinks((p, token) => this.checked('documentLink', checkDocument(p), (uri) =>
      this.request('documentLink', [], uri, token, (x) => this.service.links(x))));
    c.onCodeAction((p, token) => this.checked('codeAction', checkCodeAction(p), ({ uri, range, context }) =>
      this.codeActions(uri, range, context as CodeActionContext, token)));
    c.onExecuteCommand((p, token) => this.checked('executeCommand', checkCommand(p), ({ command, args }) =>
      this.guard('executeCommand', null, () => this.execute(command, args, token))));
    c.onShutdown(() => this.validation.dispose());
    c.listen();
  }

  private initialize(params: InitializeParams): InitializeResult {
    this.capabilities = params.capabilities ?? {};
    const asked: ServerOptions = { ...this.options, ...initializationOptions(params.initializationOptions) };
    const delay = asked.diagnosticsDelay ?? DEFAULT_DELAY;
    this.validation = new Pacer({ delay, ...PACE }, (uri) => this.validate(uri));
    this.service = createLanguageService({ hoverProblems: asked.hoverProblems ?? true });
    this.documentStatus = asked.documentStatus === true;
    const fetch = this.capabilities.workspace?.configuration
      ? (scopeUri: string) => this.connection.workspace.getConfiguration({ scopeUri, section: SETTINGS_SECTION })
      : undefined;
    this.settings = new SettingsCache(fetch, (m) => this.log(m), asked.configurationTimeout);
    if (asked.workspace) {
      const disk = asked.workspace;
      // An open configuration file is read as the editor holds it, saved or not.
      const read = (path: string) => {
        const open = this.store.get(disk.uriOf(path));
        return open ? Promise.resolve(open.document.getText()) : disk.read(path);
      };
      this.config = new WorkspaceConfig({ ...disk, read }, asked.workspaceTrusted ?? true, (uris) => this.configProblemsChanged(uris));
    }
    this.folders = params.workspaceFolders?.map((f) => f.uri) ?? (params.rootUri ? [params.rootUri] : []);
    return {
      capabilities: {
        textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental },
        hoverProvider: true,
        documentLinkProvider: { resolveProvider: false },
        codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix, CodeActionKind.RefactorRewrite, FIX_ALL_KIND, IGNORE_ALL_KIND] },
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
    // Configuration files change on disk: the client watches them for us when it can.
    if (this.config && this.capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration) {
      this.connection.client.register(DidChangeWatchedFilesNotification.type, { watchers: WATCHED_FILES.map((globPattern) => ({ globPattern })) })
        .catch((error: unknown) => this.log(`registering didChangeWatchedFiles failed: ${String(error)}`));
    }
  }

  /** An open document that is a configuration file was opened or edited: its text is the configuration now. */
  private configDocumentChanged(uri: string): void {
    if (this.config && (uri.endsWith(`/${CONFIG_FILE}`) || uri.endsWith(`/${PACKAGE_JSON}`))) this.configFilesChanged();
  }

  /** The code actions at `range`: the service's fixes and directives, then "Ignore this URI" in the configuration file. */
  private async codeActions(uri: string, range: Range, context: CodeActionContext, token: CancellationToken): Promise<CodeAction[]> {
    const actions = await this.request('codeAction', [], uri, token, (x) => [
      ...this.service.codeActions(x, range, context),
      ...this.service.ignoreActions(x, context),
    ]);
    const wantsQuickFix = !context.only || context.only.some((only) => only === 'quickfix' || 'quickfix'.startsWith(`${only}.`));
    if (!this.config || !wantsQuickFix || !context.diagnostics.some(aboutUri)) return actions;
    return [...actions, ...await this.guard('codeAction', [], () => this.ignoreUriActions(uri, context, token))];
  }

  /** "Ignore this URI in .urilintrc.json" for each URI the context's diagnostics are about. */
  private async ignoreUriActions(uri: string, context: CodeActionContext, token: CancellationToken): Promise<CodeAction[]> {
    const ctx = await this.context(uri, token);
    const target = ctx && await this.config!.targetOf(uri);
    if (!ctx || target === undefined || token.isCancellationRequested) return [];
    const resources = this.capabilities.workspace?.workspaceEdit;
    const canCreate = resources?.documentChanges === true && resources.resourceOperations?.includes('create') === true;
    return ignoreUriActions(ctx, context.diagnostics, target, folderOf(this.folders, uri), canCreate);
  }

  /** A configuration file changed: every document is judged again under what the files now say. */
  private configFilesChanged(): void {
    this.config?.changed();
    for (const { document } of this.store.all()) this.validation.runSoon(document.uri);
  }

  /** Configuration files whose problem appeared or went: an open one is validated again, the others get their one diagnostic (or none). */
  private configProblemsChanged(uris: string[]): void {
    for (const uri of uris) {
      if (this.store.get(uri)) this.validation.runSoon(uri);
      else void this.connection.sendDiagnostics({ uri, diagnostics: this.config?.problemsOf(uri) ?? [] });
    }
  }

  private configurationChanged(settings: unknown): void {
    const pushed = typeof settings === 'object' && settings !== null ? (settings as Record<string, unknown>)[SETTINGS_SECTION] : undefined;
    this.settings.invalidate(pushed);
    for (const { document } of this.store.all()) this.validation.runSoon(document.uri);
  }

  private closed(uri: string): void {
    this.store.close(uri);
    this.configDocumentChanged(uri);
    this.validation.forget(uri);
    this.settings.forget(uri);
    this.toldTooLarge.delete(uri);
    this.toldTooMany.delete(uri);
    // Clear the squiggles of a closed document (an invalid configuration file keeps its problem).
    void this.connection.sendDiagnostics({ uri, diagnostics: this.config?.problemsOf(uri) ?? [] });
  }

  /**
   * Computes and pushes the diagnostics of the current version of `uri`. A
   * large document is read and judged in slices, with the event loop free
   * every few milliseconds; if the document changes meanwhile, the current
   * version is judged at once without pausing, so a flood of edits cannot
   * keep its diagnostics from ever being published. Returns what publishing
   * cost, for the pace of the next (`PACE`).
   */
  private async validate(uri: string): Promise<number | undefined> {
    try {
      const state = this.store.get(uri);
      if (!state) return undefined;
      const settings = await this.settingsOf(uri);
      if (this.store.get(uri) !== state) return undefined;
      const judged = await this.judge(state, settings, timeSliced(pause)) ?? await this.judge(state, settings, undefined);
      if (!judged || this.store.get(uri) !== state) return undefined;
      const { version, references, skipped } = judged;
      const diagnostics = [...judged.diagnostics, ...this.config?.problemsOf(uri) ?? []];
      const sending = performance.now();
      await this.connection.sendDiagnostics({ uri, version, diagnostics });
      const cost = performance.now() - sending + diagnostics.length * CLIENT_COST;
      if (this.documentStatus) {
        const status: DocumentStatusParams = { uri, version, references, problems: diagnostics.length, ...(skipped ? { skipped } : {}) };
        await this.connection.sendNotification(DOCUMENT_STATUS_NOTIFICATION, status);
      }
      return cost;
    } catch (error) {
      this.logError(`diagnostics of ${uri}`, error);
      return undefined;
    }
  }

  /**
   * The diagnostics of a document's current version (at most
   * `uriLint.maxProblems`), how many references they judged, and why none
   * were made, if so. With `pause`, awaited between slices of the work;
   * undefined if the document changed meanwhile. Without, nothing is awaited.
   */
  private async judge(state: DocumentState, settings: Settings, pause: (() => Promise<void>) | undefined): Promise<Judged | undefined> {
    const { document } = state;
    const { uri, version } = document;
    const current = () => this.store.get(uri) === state && document.version === version;
    const skipped = this.skipReason(document, settings);
    if (skipped === 'too-large') this.tellTooLarge(document, settings);
    else if (!skipped) this.toldTooLarge.delete(uri);
    if (skipped) return { version, diagnostics: [], references: 0, skipped };
    const analysis = pause ? await this.store.analysisInSlices(uri, pause) : this.store.analysis(uri);
    if (!analysis || !current()) return undefined;
    const diagnostics: Diagnostic[] = [];
    const references = analysis.referenceCount ?? analysis.references.length;
    // At least once: a document without references may hold directives that silence nothing.
    for (let i = 0; i < Math.max(references, 1) && diagnostics.length <= settings.maxProblems; i += DIAGNOSTICS_SLICE) {
      if (pause && i > 0) {
        await pause();
        if (!current()) return undefined;
      }
      diagnostics.push(...this.service.diagnostics({ document, analysis, settings }, { from: i, to: i + DIAGNOSTICS_SLICE }));
    }
    if (diagnostics.length > settings.maxProblems) {
      diagnostics.length = settings.maxProblems;
      this.tellTooMany(uri, settings);
    } else {
      this.toldTooMany.delete(uri);
    }
    return { version, diagnostics, references };
  }

  /** Why the features do not serve a document (`uriLint.enable`, `uriLint.languages`, `uriLint.maxFileSize`), if they do not. */
  private skipReason(document: TextDocument, settings: Settings): SkipReason | undefined {
    if (!settings.enable) return 'disabled';
    if (!isServed(document.languageId, settings)) return 'language';
    return this.tooLarge(document, settings) ? 'too-large' : undefined;
  }

  private tooLarge(document: TextDocument, settings: Settings): boolean {
    return (this.store.get(document.uri)?.byteLength ?? 0) > settings.maxFileSize;
  }

  /** Logs once per document (until it is back under the limit) that its problems past `uriLint.maxProblems` are left out. */
  private tellTooMany(uri: string, settings: Settings): void {
    if (this.toldTooMany.has(uri)) return;
    this.toldTooMany.add(uri);
    this.log(`URI Lint: ${uri} has more than ${settings.maxProblems} problems (uriLint.maxProblems); only the first ${settings.maxProblems} are shown.`);
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
  private async context(uri: string, token: CancellationToken): Promise<DocumentContext | undefined> {
    if (!this.store.get(uri)) return undefined;
    const settings = await this.settingsOf(uri);
    const state = this.store.get(uri);
    if (token.isCancellationRequested || !state) return undefined;
    if (this.skipReason(state.document, settings)) return undefined;
    const analysis = this.store.analysis(uri);
    return analysis && { document: state.document, analysis, settings };
  }

  /** Runs a request handler over a document's context; cancelled, failing or unserved requests answer `empty`. */
  private async request<T, E>(name: string, empty: E, uri: string, token: CancellationToken, run: (x: DocumentContext) => T): Promise<T | E> {
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

  /** workspace/executeCommand: `uriLint.normalizeAll(uri)` applies its edits with workspace/applyEdit. */
  private async execute(command: string, args: unknown[], token: CancellationToken): Promise<null> {
    if (command !== NORMALIZE_ALL_COMMAND) return null;
    const uri = typeof args[0] === 'string' ? args[0] : undefined;
    if (!uri) return null;
    const context = await this.context(uri, token);
    if (!context || token.isCancellationRequested) return null;
    const edits = this.service.normalizeAll(context);
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

  /** The settings of a resource; an ignore pattern that cannot be compiled is shown to the user once. */
  private async settingsOf(uri: string): Promise<Settings> {
    const editor = await this.settings.get(uri);
    const settings = this.config ? await this.config.settingsOf(uri, editor) : editor;
    for (const { source, reason } of ignorePatternsOf(settings).invalid) {
      if (this.toldPatterns.has(source)) continue;
      this.toldPatterns.add(source);
      void this.connection.sendNotification(ShowMessageNotification.type, {
        type: MessageType.Warning,
        message: `URI Lint: the ignore pattern ${JSON.stringify(source)} in uriLint.ignorePatterns is not used: ${reason}. `
          + 'Patterns run on RE2, which has no lookarounds or backreferences.',
      });
    }
    return settings;
  }

  /** Runs a notification's handler on its checked params; rejected params are logged in one line and change nothing. */
  private notification<T>(name: string, params: Checked<T>, run: (value: T) => void): Promise<void> {
    if (!params.ok) {
      this.log(`URI Lint: ${name} rejected: ${params.reason}`);
      return Promise.resolve();
    }
    return this.guard(name, undefined, () => run(params.value));
  }

  /** Answers a request from its checked params, or with InvalidParams (logged in one line). */
  private checked<T, R>(name: string, params: Checked<T>, run: (value: T) => R): R | ResponseError<void> {
    if (params.ok) return run(params.value);
    this.log(`URI Lint: ${name} rejected: ${params.reason}`);
    return new ResponseError(ErrorCodes.InvalidParams, `${name}: ${params.reason}`);
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

  /** Logs to the client; once the connection is gone (the client left) there is nobody to tell, and nothing may throw. */
  private log(message: string, level: 'log' | 'error' = 'log'): void {
    try {
      this.connection.console[level](message);
    } catch {
      // The connection is disposed.
    }
  }

  private logError(what: string, error: unknown): void {
    this.log(`URI Lint: ${what} failed: ${error instanceof Error ? error.stack ?? error.message : String(error)}`, 'error');
  }
}

/** The client's `initializationOptions`, keeping only well-typed fields (a client may send anything). */
function initializationOptions(raw: unknown): ServerOptions {
  if (typeof raw !== 'object' || raw === null) return {};
  const { diagnosticsDelay, hoverProblems, documentStatus, workspaceTrusted } = raw as Record<string, unknown>;
  const options: ServerOptions = {};
  if (typeof diagnosticsDelay === 'number' && diagnosticsDelay >= 0) options.diagnosticsDelay = diagnosticsDelay;
  if (typeof hoverProblems === 'boolean') options.hoverProblems = hoverProblems;
  if (typeof documentStatus === 'boolean') options.documentStatus = documentStatus;
  if (typeof workspaceTrusted === 'boolean') options.workspaceTrusted = workspaceTrusted;
  return options;
}
