/**
 * The LSP wiring: connects the pure language service to a connection. It
 * knows the protocol's messages and nothing of the platform; the Node and
 * browser entries (node/, browser/) and the tests hand it a connection.
 * Judging documents and publishing their diagnostics is validation.ts's.
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
  TextDocumentSyncKind,
} from 'vscode-languageserver';
import type {
  CancellationToken,
  ClientCapabilities,
  CodeAction,
  CodeActionContext,
  Diagnostic,
  Connection,
  InitializeParams,
  InitializeResult,
  Location,
  Position,
  Range,
  WorkspaceEdit,
} from 'vscode-languageserver';
import type { TextDocument, TextEdit } from 'vscode-languageserver-textdocument';
import { FIX_ALL_KIND, IGNORE_ALL_KIND } from '../contract/codeActionKinds';
import { COMMANDS, FILE_REFERENCES_COMMAND, NORMALIZE_ALL_COMMAND, RENAME_URL_PREFIX_COMMAND, SHOW_CONFIGURATION_COMMAND } from '../contract/commands';
import { SETTINGS_OF_NOTIFICATION, SETTINGS_ORIGIN_REQUEST, VIEW_NOTIFICATION } from '../contract/protocol';
import type { SettingsOriginParams, SettingsOriginResult } from '../contract/protocol';
import type { InitializationOptions } from '../contract/protocol';
import { SETTINGS_SECTION } from '../contract/settings';
import { CONFIG_FILE, PACKAGE_JSON } from '../config/load';
import type { Settings } from '../contract/settings';
import { DocumentStore } from '../documents/documentStore';
import { MAX_LOOSE } from '../shared/literalIndex';
import { createLanguageService } from '../service/index';
import { maskPasswordsIn, MAX_WRAPPED_LINES } from '@uri-lint/shared';
import { describeError } from '../contract/logger';
import type { DocumentContext, FileAccess, LanguageService, LinkFacts, LinkIndex, LocalTarget, Workspace } from '../service/index';
import type { RenameContext } from './renameCommand';
import type { Logger } from '../contract/logger';
import { checkChange, checkCodeAction, checkCommand, checkDocument, checkFileEvents, checkHover, checkOpened, checkReferences, checkRename, checkRenames, checkSettingsOf, checkUri } from './params';
import { throughLink, WorkspaceLinks } from './linkIndex';
import type { Checked, FileEvent } from './params';
import { SettingsCache } from './settingsCache';
import { DEFAULT_DELAY, skipReason, Validation, VIEW_FIRST_BYTES, writtenBy } from './validation';
import { TaskOutputs } from './taskOutputs';
import { turns } from './turns';
import type { ValidationHost } from './validation';
import { checkView } from './viewport';
import { isConfigFile, WATCHED_FILES, WorkspaceConfig } from './workspaceConfig';
import type { WorkspaceFiles } from './workspaceConfig';
import { aboutUri, ignoreFileAction, ignoreUriActions, workspaceFolderOf } from './ignoreUri';
import { renameUrlPrefix } from './renameCommand';
import { willRenameFiles } from './fileMoves';
import { workspaceEditOf } from './workspaceEdit';

const {
  completionTriggers: COMPLETION_TRIGGERS,
  scope: { ignorePatternsOf, MAX_PATTERNS, MAX_REGEXES },
  workspace: { LinkFacts: LinkFactsClass, placeKey, scopedWorkspace },
} = createLanguageService();

/** A file event's types (LSP `FileChangeType`): a file created, its content changed. */
const CREATED = 1;
const CHANGED = 2;

/** The id of the change annotation of a rename whose new id repeats another's. */
const RENAME_WARNING = 'uriLint.renameRepeatedId';

/** The glob of the files link targets may be: all of them (VS Code leaves out `files.watcherExclude`). */
const LINK_WATCH = '**/*';

/** Options of `startServer`; `initializationOptions` from the client override the ones they share. */
export interface ServerOptions extends InitializationOptions {
  /** How long a workspace/configuration answer is awaited, in ms (default 3000); then the defaults apply. */
  configurationTimeout?: number;
  /** The workspace's files, to read its configuration files (.urilintrc.json); none, none are read. */
  workspace?: WorkspaceFiles;
  /** The workspace's files as link checking asks about them; none, links to files are not checked. */
  files?: FileAccess;
}

/**
 * Wires the URI Lint language server to `connection` and starts listening.
 * Every handler catches its own errors, logs them to the connection's
 * console and answers with an empty result: no document can crash the server.
 */
export function startServer(connection: Connection, options: ServerOptions = {}): void {
  new UriLintServer(connection, options).listen();
}

class UriLintServer implements ValidationHost {
  /** The service and the store tell their failures to the client's output channel. */
  private readonly logger: Logger = { error: (message) => this.log(message, 'error') };
  readonly store = new DocumentStore(undefined, this.logger);
  /** The service, settings and validation, built once at initialize from the client's options. */
  private built: Built | undefined;
  private capabilities: ClientCapabilities = {};
  /** The workspace's configuration files, when the platform can read them. */
  private config: WorkspaceConfig | undefined;
  /** The workspace folders' URIs, where a new configuration file may be made. */
  private folders: string[] = [];
  /** What is known of the files links point to, when the platform can tell. */
  private linkFacts: LinkFacts | undefined;
  /** The workspace's index of links (linkIndex.ts), when the platform can read its files. */
  private links: WorkspaceLinks | undefined;
  /** The workspace's files, kept to its folders, when the platform can read them: "Rename URL Prefix…" walks them. */
  private workspace: Workspace | undefined;
  /** What the workspace's task files name as a command's output (taskOutputs.ts), when the platform can read them. */
  private tasks: TaskOutputs | undefined;
  /** A file's settings turned off, for a task file's output (`fileSettings`): the same object for the same settings. */
  private readonly writtenOff = new WeakMap<Settings, Settings>();
  /** false in Restricted Mode. */
  private trusted = true;
  /** Invalid `uriLint.ignorePatterns` the user was told about, so each is told once. */
  private readonly toldPatterns = new Set<string>();
  /** File events not yet handled, by URI (the last event of each), and whether their batch is scheduled (`fileEventsArrived`). */
  private readonly fileEvents = new Map<string, FileEvent>();
  private fileEventsDue = false;
  /** An empty batch of file events came: the configuration files are read again with the next batch. */
  private configEventDue = false;

  constructor(readonly connection: Connection, private readonly options: ServerOptions) {}

  /** What initialize built; the lifecycle (lifecycle.ts) lets no other message in before it. */
  private get parts(): Built {
    if (!this.built) throw new Error('the server is not initialized');
    return this.built;
  }

  service(): LanguageService {
    return this.parts.service;
  }

  workspaceFolders(): readonly string[] {
    return this.folders;
  }

  files(): LinkFacts | undefined {
    return this.linkFacts;
  }

  taskOutputs(): TaskOutputs | undefined {
    return this.tasks;
  }

  /** Diagnostics of a document that are not about its URIs: the problem of an invalid configuration file. */
  extraDiagnostics(uri: string): Diagnostic[] {
    return this.config?.problemsOf(uri) ?? [];
  }

  listen(): void {
    const c = this.connection;
    c.onInitialize((params) => this.initialize(params));
    c.onInitialized(() => this.initialized());
    c.onDidChangeConfiguration((params) => void this.guard('didChangeConfiguration', undefined, () => this.configurationChanged(params?.settings)));
    c.onDidChangeWatchedFiles((p) => void this.notification('didChangeWatchedFiles', checkFileEvents(p), (events) => this.filesChanged(events)));
    c.onDidOpenTextDocument((p) => void this.notification('didOpen', checkOpened(p?.textDocument), (d) => {
      const state = this.store.open(d.uri, d.languageId, d.version, d.text);
      // Made a moment ago, in a folder the watcher has not told of yet: the listings on its way are read again.
      this.linkFacts?.opened(d.uri);
      this.links?.changed(d.uri);
      this.parts.validation.opened(d.uri, state.byteLength);
      this.configDocumentChanged(d.uri);
    }));
    c.onDidChangeTextDocument((p) => void this.notification('didChange', checkChange(p), ({ uri, version, changes }) => {
      this.store.change(uri, version, changes);
      this.links?.changed(uri);
      this.parts.validation.schedule(uri);
      this.configDocumentChanged(uri);
    }));
    c.onDidCloseTextDocument((p) => void this.notification('didClose', checkUri(p?.textDocument), (uri) => this.closed(uri)));
    c.onRequest(SETTINGS_ORIGIN_REQUEST, (p: unknown) => this.guard('settingsOrigin', null, () => this.settingsOrigin(p)));
    // Before a didOpen, from a client that says a document's settings rather than wait to be asked (a busy one answers late).
    c.onNotification(SETTINGS_OF_NOTIFICATION, (p: unknown) => void this.notification('settingsOf', checkSettingsOf(p), ({ uri, settings }) => this.parts.settings.offer(uri, settings)));
    c.onNotification(VIEW_NOTIFICATION, (p: unknown) => void this.notification('view', checkView(p), ({ uri, view }) => this.parts.validation.setView(uri, view)));
    c.onHover((p, token) => this.checked('hover', checkHover(p), ({ uri, position }) =>
      this.request('hover', null, uri, token, (x) => this.parts.service.hover(x, position), { start: position, end: position })));
    c.onCompletion((p, token) => this.checked('completion', checkHover(p), ({ uri, position }) =>
      this.request('completion', null, uri, token, (x) => this.parts.service.completion(x, position), { start: position, end: position }).then((items) => items)));
    c.onDocumentLinks((p, token) => this.checked('documentLink', checkDocument(p), (uri) =>
      this.request('documentLink', [], uri, token, (x) => this.parts.service.links(x))));
    c.onCodeAction((p, token) => this.checked('codeAction', checkCodeAction(p), ({ uri, range, context }) =>
      this.codeActions(uri, range, context as CodeActionContext, token)));
    c.onReferences((p, token) => this.checked('references', checkReferences(p), ({ uri, position, includeDeclaration }) =>
      this.withIndex('references', [], uri, position, token, (x, index) => this.parts.service.references(x, position, index, { includeDeclaration }))));
    c.onDocumentHighlight((p, token) => this.checked('documentHighlight', checkHover(p), ({ uri, position }) =>
      this.withIndex('documentHighlight', [], uri, position, token, (x, index) => this.parts.service.highlights(x, position, index))));
    c.onPrepareRename((p, token) => this.checked('prepareRename', checkHover(p), ({ uri, position }) =>
      this.request('prepareRename', null, uri, token, (x) => this.parts.service.prepareRename(x, position) ?? null)));
    c.onRenameRequest((p, token) => this.checked('rename', checkRename(p), ({ uri, position, newName }) => this.rename(uri, position, newName, token)));
    c.onExecuteCommand((p, token) => this.checked('executeCommand', checkCommand(p), ({ command, args }) =>
      this.guard('executeCommand', null, () => this.execute(command, args, token))));
    c.workspace.onWillRenameFiles((p, token) => {
      const renames = checkRenames(p);
      if (!renames.ok) {
        this.log(`URI Lint: willRenameFiles rejected: ${renames.reason}`);
        return null;
      }
      return this.guard('willRenameFiles', null, () => willRenameFiles({ ...this.renameContext(), files: this.linkFacts, linkIndex: () => this.links?.whenWhole() ?? Promise.resolve(undefined) }, renames.value, token));
    });
    c.onShutdown(() => {
      this.built?.validation.dispose();
      this.links?.dispose();
      this.tasks?.dispose();
    });
    c.listen();
  }

  private initialize(params: InitializeParams): InitializeResult {
    this.capabilities = params.capabilities ?? {};
    const asked: ServerOptions = { ...this.options, ...initializationOptions(params.initializationOptions) };
    const fetch = this.capabilities.workspace?.configuration
      ? (scopeUri: string) => this.connection.workspace.getConfiguration({ scopeUri, section: SETTINGS_SECTION })
      : undefined;
    const validation = new Validation(this, {
      delay: asked.diagnosticsDelay ?? DEFAULT_DELAY, documentStatus: asked.documentStatus === true, diagnosticsLimit: asked.diagnosticsLimit,
    });
    this.built = {
      service: createLanguageService({
        hoverProblems: asked.hoverProblems ?? true, vscodeMarkdownLinks: asked.vscodeMarkdownLinks === true, chooseCommands: asked.chooseCommands === true, logger: this.logger,
      }),
      settings: new SettingsCache(fetch, (m) => this.log(m), asked.configurationTimeout, (uri) => validation.runSoon(uri)),
      validation,
    };
    this.folders = params.workspaceFolders?.map((f) => f.uri) ?? (params.rootUri ? [params.rootUri] : []);
    this.trusted = asked.workspaceTrusted ?? true;
    if (asked.workspace) {
      const disk = asked.workspace;
      // An open configuration file is read as the editor holds it, saved or not.
      const read = (path: string) => {
        const open = this.store.get(disk.uriOf(path));
        return open ? Promise.resolve(open.document.getText()) : disk.read(path);
      };
      const folders = this.folders.map((f) => disk.pathOf(f)).filter((p): p is string => p !== undefined);
      this.config = new WorkspaceConfig({ ...disk, read }, { trusted: asked.workspaceTrusted ?? true }, (uris) => this.configProblemsChanged(uris), () => folders);
    }
    if (asked.files) {
      const folders = this.folders.map((f) => (f.endsWith('/') ? f.slice(0, -1) : f));
      this.workspace = scopedWorkspace(asked.files, () => folders);
      this.linkFacts = new LinkFactsClass(this.workspace);
      // A file a task file names as a command's output is generated, as the command line reads it: judged again, and
      // the index built again, when what they name changes.
      this.tasks = new TaskOutputs({
        workspace: this.workspace,
        settingsOf: (uri) => this.configuredFileSettings(uri),
        ignored: (uri) => this.config?.ignored(uri) ?? Promise.resolve(false),
        openText: (uri) => this.openState(uri)?.document.getText(),
        changed: () => {
          this.links?.rebuild();
          for (const { document } of this.store.all()) this.parts.validation.runSoon(document.uri);
        },
        logError: (what, error) => this.logError(what, error),
      });
      // A fragment into an open document is judged against what its editor holds, saved or not.
      this.links = new WorkspaceLinks({
        connection: this.connection,
        store: this.store,
        progressSupported: () => this.capabilities.window?.workDoneProgress === true,
        fileSettings: (uri) => this.fileSettings(uri),
        // An open document a task file names is left out of the index as the file is.
        settingsOf: async (uri) => this.offIfWritten(uri, await this.settingsOf(uri)),
        log: (message) => this.log(message),
        logError: (what, error) => this.logError(what, error),
        indexed: () => {
          for (const { document } of this.store.all()) this.parts.validation.runSoon(document.uri);
        },
      }, this.linkFacts);
      this.linkFacts.anchors.readOpenDocuments((target) => {
        const state = this.openState(target);
        return state && { version: state.document.version, languageId: state.document.languageId, text: () => state.document.getText() };
      });
    }
    return {
      capabilities: {
        textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental },
        hoverProvider: true,
        // Paths and anchors inside a reference being typed, as VS Code's Markdown server offers them.
        completionProvider: { triggerCharacters: COMPLETION_TRIGGERS },
        documentLinkProvider: { resolveProvider: false },
        codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix, CodeActionKind.RefactorRewrite, FIX_ALL_KIND, IGNORE_ALL_KIND] },
        // Over the workspace's index of links: references to a heading, an id, a file or a URI; renaming a heading or an id.
        ...(this.links ? { referencesProvider: true, documentHighlightProvider: true, renameProvider: { prepareProvider: true } } : {}),
        executeCommandProvider: { commands: COMMANDS.filter((command) => this.links !== undefined || command !== FILE_REFERENCES_COMMAND) },
        // A file or folder moved in the editor: the links to it and in it follow (fileMoves.ts).
        ...(asked.files ? { workspace: { fileOperations: { willRename: { filters: [{ pattern: { glob: '**/*' } }] } } } } : {}),
      },
      serverInfo: { name: 'uri-lint' },
    };
  }

  private initialized(): void {
    // The workspace's links are indexed in the background from now on.
    this.links?.start();
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
    // Link targets are created, deleted and renamed (a rename is a delete and a create): every file of the workspace.
    if (this.linkFacts && this.capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration) {
      this.connection.client.register(DidChangeWatchedFilesNotification.type, { watchers: [{ globPattern: LINK_WATCH }] })
        .catch((error: unknown) => this.log(`registering didChangeWatchedFiles for links failed: ${String(error)}`));
    }
  }

  /**
   * Files changed on disk: a configuration file re-judges every document
   * (its settings may change); any other re-judges only the open documents
   * whose links lead to it, or through it (validation.ts `filesChanged`).
   */
  private filesChanged(events: FileEvent[]): void {
    // The index reads each file again at once, in order: a question asked after this notification waits for them.
    this.links?.filesChanged(events);
    // An empty batch says "something changed": the configuration is read again.
    if (events.length === 0) this.configEventDue = true;
    for (const event of events) {
      // The last event of a file says what it is now (created then deleted: gone), but a change of content after a
      // creation or a deletion in the same batch is still a new file: its folder's listing must be read again, which
      // a change of content alone does not ask for (an editor's save of a new file sends created, then changed).
      const before = this.fileEvents.get(event.uri);
      const structural = event.type === CHANGED && before !== undefined && before.type !== CHANGED;
      this.fileEvents.delete(event.uri);
      this.fileEvents.set(event.uri, structural ? { uri: event.uri, type: CREATED } : event);
    }
    if ((this.fileEvents.size > 0 || this.configEventDue) && !this.fileEventsDue) {
      this.fileEventsDue = true;
      void turns.next().then(() => this.guard('didChangeWatchedFiles', undefined, () => this.fileEventsArrived()));
    }
  }

  /**
   * The file events gathered since the last turn, handled as one batch: a
   * checkout or a build sends thousands in hundreds of notifications, and
   * each open document is looked at once per batch, not once per event.
   */
  private fileEventsArrived(): void {
    const events = [...this.fileEvents.values()];
    const reread = this.configEventDue || events.some((event) => isConfigFile(event.uri));
    // Nothing said of what changed: the task files are all read again too.
    if (this.configEventDue) this.tasks?.changedAll();
    this.fileEvents.clear();
    this.fileEventsDue = false;
    this.configEventDue = false;
    if (reread) {
      this.configFilesChanged();
      // Saved configuration files may index other files, or the same ones otherwise (an edit unsaved does not).
      this.links?.rebuild();
    }
    // Task files: those changed are read again, and what they name judged again if it changed (`tasks`' host).
    this.tasks?.filesChanged(events);
    if (this.linkFacts && events.length > 0) this.parts.validation.filesChanged(events, this.linkFacts);
  }

  /** An open document that is a configuration file or a task file was opened, edited or closed: its text is the one read now. */
  private configDocumentChanged(uri: string): void {
    if (this.config && (uri.endsWith(`/${CONFIG_FILE}`) || uri.endsWith(`/${PACKAGE_JSON}`))) this.configFilesChanged();
    this.tasks?.documentChanged(uri);
  }

  /** The code actions at `range`: the service's fixes and directives, then "Ignore this URI" in the configuration file. */
  private async codeActions(uri: string, range: Range, context: CodeActionContext, token: CancellationToken): Promise<CodeAction[]> {
    // Fix all in the file needs the whole document's scan; a quick fix, only its lines'.
    const whole = context.only?.some((only) => only.startsWith('source')) === true;
    const actions = await this.request('codeAction', [], uri, token, (x) => [
      ...this.parts.service.codeActions(x, range, context),
      ...this.parts.service.ignoreActions(x, context),
    ], whole ? undefined : range);
    const wantsQuickFix = !context.only || context.only.some((only) => only === 'quickfix' || 'quickfix'.startsWith(`${only}.`));
    if (!this.config || !wantsQuickFix || !context.diagnostics.some(aboutUri)) return actions;
    return [...actions, ...await this.guard('codeAction', [], () => this.ignoreUriActions(uri, context, token))];
  }

  /** "Ignore this URI in .urilintrc.json" for each URI the context's diagnostics are about, then "Ignore this file". */
  private async ignoreUriActions(uri: string, context: CodeActionContext, token: CancellationToken): Promise<CodeAction[]> {
    const ctx = await this.context(uri, token);
    const folder = workspaceFolderOf(this.folders, uri);
    const target = ctx && await this.config!.targetOf(uri, folder, (file) => this.store.get(file)?.document.version ?? null);
    if (!ctx || target === undefined || token.isCancellationRequested) return [];
    const resources = this.capabilities.workspace?.workspaceEdit;
    const documentChanges = resources?.documentChanges === true;
    const support = {
      documentChanges,
      canCreate: documentChanges && resources?.resourceOperations?.includes('create') === true,
      showDocument: this.capabilities.window?.showDocument?.support === true,
    };
    const file = ignoreFileAction(uri, context.diagnostics, target, folder, support);
    return [...ignoreUriActions(ctx, context.diagnostics, target, folder, support), ...(file ? [file] : [])];
  }

  /** A configuration file changed: every document is judged again under what the files now say. */
  private configFilesChanged(): void {
    this.config?.changed();
    for (const { document } of this.store.all()) this.parts.validation.runSoon(document.uri);
  }

  /** Configuration files whose problem appeared or went: an open one is validated again, the others get their one diagnostic (or none). */
  private configProblemsChanged(uris: string[]): void {
    for (const uri of uris) {
      if (this.store.get(uri)) this.parts.validation.runSoon(uri);
      else void this.connection.sendDiagnostics({ uri, diagnostics: this.config?.problemsOf(uri) ?? [] });
    }
  }

  private configurationChanged(settings: unknown): void {
    const pushed = typeof settings === 'object' && settings !== null ? (settings as Record<string, unknown>)[SETTINGS_SECTION] : undefined;
    this.parts.settings.invalidate(pushed);
    this.links?.rebuild();
    for (const { document } of this.store.all()) this.parts.validation.runSoon(document.uri);
  }

  /** The one place a closed document is forgotten: its text and analysis, its validation (squiggles cleared), its settings. */
  private closed(uri: string): void {
    this.store.close(uri);
    this.links?.closed(uri);
    this.linkFacts?.anchors.closed(uri);
    this.configDocumentChanged(uri);
    this.parts.validation.forget(uri);
    this.parts.settings.forget(uri);
  }

  /**
   * The document, analysis and settings a request needs, or undefined when it gets an empty answer. A request
   * about the lines `near` (a hover, a completion, quick fixes) of a large document whose first scan is under way
   * is answered from a scan of those lines alone, at once, rather than after the whole document's.
   */
  private async context(uri: string, token: CancellationToken, near?: Range): Promise<DocumentContext | undefined> {
    if (!this.store.get(uri)) return undefined;
    const settings = await this.settingsOf(uri);
    const state = this.store.get(uri);
    if (token.isCancellationRequested || !state) return undefined;
    if (skipReason(state, settings, this.folders, this.linkFacts, writtenBy(this.tasks))) return undefined;
    // A large document not scanned yet (just opened) is scanned in slices, once, with its validation: the
    // editor's requests for its links and code actions come with the didOpen, and must not hold up the
    // problems in view, which validation publishes first.
    const unscanned = state.analysis === undefined && state.byteLength >= VIEW_FIRST_BYTES;
    const analysis = unscanned && near ? this.store.windowAnalysis(uri, [linesAround(state.document, near)])
      : unscanned ? await this.store.analysisInSlices(uri, () => turns.pause())
      : this.store.analysis(uri);
    // Changed or closed meanwhile: the request is for a version that is gone.
    if (this.store.get(uri) !== state || token.isCancellationRequested) return undefined;
    return analysis && { document: state.document, analysis, settings, files: this.linkFacts };
  }

  /** Runs a request handler over a document's context; cancelled, failing or unserved requests answer `empty`. */
  private async request<T, E>(name: string, empty: E, uri: string, token: CancellationToken, run: (x: DocumentContext) => T, near?: Range): Promise<T | E> {
    try {
      const context = await this.context(uri, token, near);
      if (!context || token.isCancellationRequested) return empty;
      const result = run(context);
      return token.isCancellationRequested ? empty : result;
    } catch (error) {
      this.logError(`${name} on ${uri}`, error);
      return empty;
    }
  }

  /** A request over a document's context and the workspace's index of links, with every open document's edits in it. */
  private async withIndex<T, E>(name: string, empty: E, uri: string, position: Position, token: CancellationToken, run: (x: DocumentContext, index: LinkIndex) => T): Promise<T | E> {
    if (!this.links) return empty;
    const index = await this.guard(name, undefined, async () => {
      await this.links!.settled();
      // A heading's id (the one its links name, the one it is renamed to) is its site's: what tells the site is learnt first.
      await this.learnHeadingRules(uri, token);
      // A link written as a site's page URL leads to its page's source once its site and the source are known.
      await this.learnPages(token, async (index) => {
        const context = await this.context(uri, token);
        return context ? this.parts.service.referencesPending(context, position, index) : [];
      });
      return this.links!.current();
    });
    if (!index) return empty;
    return this.request(name, empty, uri, token, (x) => run(x, index));
  }

  /**
   * textDocument/rename of a heading or an id: the service's edits, refused (an error the client shows) when the
   * service refuses them or when a file they touch is outside the workspace folders or reached through a symbolic link.
   */
  private async rename(uri: string, position: Position, newName: string, token: CancellationToken): Promise<WorkspaceEdit | null | ResponseError<void>> {
    const outcome = await this.withIndex('rename', undefined, uri, position, token, (x, index) => this.parts.service.rename(x, position, newName, index));
    if (!outcome) return null;
    if ('problem' in outcome) return new ResponseError(ErrorCodes.InvalidRequest, `URI Lint: ${maskPasswordsIn(outcome.problem)}`);
    const workspace = this.linkFacts!.workspace;
    for (const file of outcome.edits.keys()) {
      const inside = this.folders.some((folder) => file.startsWith(folder.endsWith('/') ? folder : `${folder}/`));
      // Compared with the folder's own real path: a workspace folder opened through a symbolic link (macOS' /var, a
      // home folder linked elsewhere) is no link inside the folders.
      const through = inside && await throughLink(workspace, file);
      if (!inside || through) {
        return new ResponseError(ErrorCodes.InvalidRequest, `URI Lint: the rename would edit ${maskPasswordsIn(file)}, which is ${inside ? 'reached through a symbolic link' : 'outside the workspace'}: nothing was renamed.`);
      }
    }
    if (token.isCancellationRequested) return null;
    const files = [...outcome.edits].map(([file, edits]) => ({ uri: file, version: this.store.get(file)?.document.version ?? null, edits }));
    if (outcome.warning === undefined) return workspaceEditOf(this.capabilities, files);
    // A new id that repeats another's: made only once confirmed (VS Code's refactor preview, each change unticked), or
    // refused where the client would apply it without asking.
    if (!asksBeforeRename(this.capabilities)) return new ResponseError(ErrorCodes.InvalidRequest, `URI Lint: ${maskPasswordsIn(outcome.warning)} Nothing was renamed: choose another name.`);
    return workspaceEditOf(this.capabilities, files, { id: RENAME_WARNING, label: 'Rename to a repeated id', description: maskPasswordsIn(outcome.warning), needsConfirmation: true });
  }

  /**
   * Learns what tells a document's heading-id rules (whether it is a page of a site, and which), as the link rules
   * learn it with a page's first link: a renamed heading's new id is then its site's, not GitHub's. A few rounds at
   * most (each learns one more folder of the walks, and the site's configuration files).
   */
  private async learnHeadingRules(uri: string, token: CancellationToken): Promise<void> {
    const files = this.linkFacts;
    if (!files) return;
    for (let round = 0; round < 4 && !token.isCancellationRequested; round++) {
      const context = await this.context(uri, token);
      const pending = context ? this.parts.service.renamePending(context) : [];
      const configs = files.configs.wanted();
      if (pending.length === 0 && configs.length === 0) return;
      await Promise.all([files.ensureAll(pending), ...configs.map((config) => files.configs.ensure(config))]);
    }
  }

  /**
   * Learns what the links written as a site's page URL lead to (their files' sites, their configurations, the sources
   * their URLs may be made from) before a question over the index: a few rounds at most, as a file move learns them.
   */
  private async learnPages(token: CancellationToken, pending: (index: LinkIndex) => Promise<LocalTarget[]>): Promise<void> {
    const files = this.linkFacts;
    if (!files || !this.links) return;
    for (let round = 0; round < 5 && !token.isCancellationRequested; round++) {
      const places = await pending(await this.links.current());
      const configs = files.configs.wanted();
      if (places.length === 0 && configs.length === 0) return;
      await Promise.all([files.ensureAll(places), ...configs.map((config) => files.configs.ensure(config))]);
    }
  }

  /** "Find File References": every link of the workspace to a file, from the index. */
  private async fileReferences(uri: unknown, token: CancellationToken): Promise<Location[]> {
    if (typeof uri !== 'string' || !this.links) return [];
    await this.links.settled();
    await this.learnPages(token, (index) => Promise.resolve(index.pagesPending(uri)));
    return this.parts.service.fileReferences(uri, await this.links.current());
  }

  /** workspace/executeCommand: `uriLint.normalizeAll(uri)` applies its edits with workspace/applyEdit. */
  private async execute(command: string, args: unknown[], token: CancellationToken): Promise<unknown> {
    if (command === SHOW_CONFIGURATION_COMMAND) return this.showConfiguration(args[0]);
    if (command === FILE_REFERENCES_COMMAND) return this.fileReferences(args[0], token);
    if (command === RENAME_URL_PREFIX_COMMAND) return renameUrlPrefix(this.renameContext(), args[0], token);
    if (command !== NORMALIZE_ALL_COMMAND) return null;
    const uri = typeof args[0] === 'string' ? args[0] : undefined;
    if (!uri) return null;
    const context = await this.context(uri, token);
    if (!context || token.isCancellationRequested) return null;
    const edits = this.parts.service.normalizeAll(context);
    if (edits.length === 0) return null;
    const result = await this.connection.workspace.applyEdit({ label: 'Normalize all URIs', edit: this.workspaceEdit(context.document, edits) });
    if (!result.applied) this.log(`normalizeAll on ${uri} was not applied${result.failureReason ? `: ${result.failureReason}` : ''}`);
    return null;
  }

  /** What "Rename URL Prefix…" needs of the server. */
  private renameContext(): RenameContext {
    const store = this.store;
    return {
      workspace: this.workspace,
      trusted: this.trusted,
      capabilities: this.capabilities,
      connection: this.connection,
      log: (message) => this.log(message),
      settingsOf: (uri) => this.fileSettings(uri),
      open: (uri) => {
        const state = this.openState(uri);
        return state && { version: state.document.version, analysis: store.analysis(state.document.uri) };
      },
      analyze: (document) => this.parts.service.analyze(document),
    };
  }

  /** Shows a configuration file the "Ignore this URI" fix edited: only one, in a workspace folder. */
  private async showConfiguration(uri: unknown): Promise<null> {
    if (typeof uri !== 'string' || !isConfigFile(uri) || workspaceFolderOf(this.folders, uri) === undefined) return null;
    if (this.capabilities.window?.showDocument?.support !== true) return null;
    await this.connection.window.showDocument({ uri, takeFocus: false });
    return null;
  }

  /** A workspace edit of one open document in the form the client understands (workspaceEdit.ts). */
  private workspaceEdit(document: TextDocument, edits: TextEdit[]): WorkspaceEdit {
    return workspaceEditOf(this.capabilities, [{ uri: document.uri, version: document.version, edits }]);
  }

  /** Where an open document's settings come from beside the editor's, and whether and why it is not checked. */
  private async settingsOrigin(params: unknown): Promise<SettingsOriginResult | null> {
    const uri = (params as Partial<SettingsOriginParams> | null)?.uri;
    if (typeof uri !== 'string' || !this.store.get(uri)) return null;
    const settings = await this.settingsOf(uri);
    const origin = this.config ? await this.config.originOf(uri) : { fromFile: [], restricted: [] };
    const state = this.store.get(uri);
    if (!state) return null;
    const skipped = skipReason(state, settings, this.folders, this.linkFacts, writtenBy(this.tasks));
    return { ...origin, languageId: state.document.languageId, ...(skipped ? { skipped } : {}) };
  }

  /** The open document at `uri`, also when the editor names the same file otherwise (`placeKey`). */
  private openState(uri: string): ReturnType<DocumentStore['get']> {
    const key = placeKey(uri);
    return this.store.get(uri) ?? (key === undefined ? undefined : [...this.store.all()].find((s) => placeKey(s.document.uri) === key));
  }

  /**
   * The settings of a file that is not open (the index of links reads thousands): the editor's settings of its
   * workspace folder, asked once per folder, with its configuration files and `.urilintignore` laid over them, and
   * turned off for a file the task files name as a command's output (`offIfWritten`).
   */
  private async fileSettings(uri: string): Promise<Settings> {
    return this.offIfWritten(uri, await this.configuredFileSettings(uri));
  }

  /** `settings` turned off for a task file's output, left out by default as the command line's walk leaves it out. */
  private async offIfWritten(uri: string, settings: Settings): Promise<Settings> {
    if (!this.tasks || !settings.defaultIgnores || !settings.enable) return settings;
    // A workspace folder's own settings (the walk asks them first) do not wait for the task files.
    let why = this.tasks.whyWritten(uri);
    if (why === null) {
      await this.tasks.ready();
      why = this.tasks.whyWritten(uri);
    }
    if (!why) return settings;
    let off = this.writtenOff.get(settings);
    if (!off) this.writtenOff.set(settings, off = { ...settings, enable: false });
    return off;
  }

  /** `fileSettings` without what the task files name: what the task files' own walk is told. */
  private async configuredFileSettings(uri: string): Promise<Settings> {
    const editor = await this.parts.settings.get(workspaceFolderOf(this.folders, uri) ?? uri);
    return this.config ? this.config.settingsOf(uri, editor) : editor;
  }

  /** The settings of a resource; an ignore pattern that cannot be compiled is shown to the user once. */
  async settingsOf(uri: string): Promise<Settings> {
    const editor = await this.parts.settings.get(uri);
    const settings = this.config ? await this.config.settingsOf(uri, editor) : editor;
    const patterns = ignorePatternsOf(settings);
    if (patterns.dropped > 0) this.tellDropped(patterns.dropped, settings.ignorePatterns.length);
    for (const { source, reason } of patterns.invalid) {
      if (this.toldPatterns.has(source)) continue;
      this.toldPatterns.add(source);
      void this.connection.sendNotification(ShowMessageNotification.type, {
        type: MessageType.Warning,
        message: `URI Lint: the ignore pattern ${maskPasswordsIn(JSON.stringify(source))} in uriLint.ignorePatterns is not used: ${reason}. `
          + 'Patterns run on RE2, which has no lookarounds or backreferences.',
      });
    }
    return settings;
  }

  /** Tells the user once per list size that patterns past the caps of uriLint.ignorePatterns are not used. */
  private tellDropped(dropped: number, total: number): void {
    const told = `dropped:${total}:${dropped}`;
    if (this.toldPatterns.has(told)) return;
    this.toldPatterns.add(told);
    void this.connection.sendNotification(ShowMessageNotification.type, {
      type: MessageType.Warning,
      message: `URI Lint: ${dropped} of the ${total} patterns in uriLint.ignorePatterns are not used: at most ${MAX_PATTERNS} patterns, `
        + `of which ${MAX_REGEXES} regular expressions and ${MAX_LOOSE} globs without a literal character, are.`,
    });
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

  /**
   * Logs to the client, every URI's password masked (a document's own URI may hold one); once the connection is
   * gone (the client left) there is nobody to tell, and nothing may throw.
   */
  log(message: string, level: 'log' | 'error' = 'log'): void {
    try {
      this.connection.console[level](maskPasswordsIn(message));
    } catch {
      // The connection is disposed.
    }
  }

  logError(what: string, error: unknown): void {
    this.log(`URI Lint: ${what} failed: ${describeError(error)}`, 'error');
  }
}

/** What the server builds once, at initialize: each part depends on the client's options or capabilities. */
interface Built {
  service: LanguageService;
  settings: SettingsCache;
  validation: Validation;
}

/** The client's `initializationOptions`, keeping only well-typed fields (a client may send anything). */
function initializationOptions(raw: unknown): ServerOptions {
  if (typeof raw !== 'object' || raw === null) return {};
  const { diagnosticsDelay, hoverProblems, vscodeMarkdownLinks, documentStatus, workspaceTrusted, diagnosticsLimit, chooseCommands } = raw as Record<string, unknown>;
  const options: ServerOptions = {};
  if (typeof diagnosticsDelay === 'number' && diagnosticsDelay >= 0) options.diagnosticsDelay = diagnosticsDelay;
  if (typeof hoverProblems === 'boolean') options.hoverProblems = hoverProblems;
  if (typeof vscodeMarkdownLinks === 'boolean') options.vscodeMarkdownLinks = vscodeMarkdownLinks;
  if (typeof documentStatus === 'boolean') options.documentStatus = documentStatus;
  if (typeof workspaceTrusted === 'boolean') options.workspaceTrusted = workspaceTrusted;
  if (typeof diagnosticsLimit === 'number' && Number.isInteger(diagnosticsLimit) && diagnosticsLimit >= 1) options.diagnosticsLimit = diagnosticsLimit;
  if (typeof chooseCommands === 'boolean') options.chooseCommands = chooseCommands;
  return options;
}

/**
 * Lines a request about `range` reads before a large document is scanned: from a few lines above it (a URI wrapped
 * over lines may start there) to the line after it, as an offset range of `document`.
 */
function linesAround(document: TextDocument, range: Range): [start: number, end: number] {
  return [
    document.offsetAt({ line: Math.max(0, range.start.line - MAX_WRAPPED_LINES), character: 0 }),
    document.offsetAt({ line: range.end.line + 2, character: 0 }),
  ];
}

/**
 * Whether the client shows a rename's edit before applying it when a change annotation asks for confirmation: it says
 * it honors a rename's annotations (VS Code's refactor preview), and takes annotated document changes.
 */
function asksBeforeRename(capabilities: ClientCapabilities): boolean {
  const edit = capabilities.workspace?.workspaceEdit;
  return capabilities.textDocument?.rename?.honorsChangeAnnotations === true && edit?.documentChanges === true && edit.changeAnnotationSupport !== undefined;
}
