/**
 * A Language Server Protocol client for tests, over one of three transports:
 * `spawn` starts the built server (`node server/bin/uri-lint-server.js
 * --stdio`) as an editor would; `in-process` runs `startServer` in this
 * process over a pair of in-memory streams, fast and debuggable; `worker`
 * runs the server's browser bundle in a Web Worker of Chromium, over
 * `postMessage` as the VS Code web client does (bench/browserWorker.ts). The client
 * answers `workspace/configuration` with per-test settings, captures
 * `workspace/applyEdit` and `window/showMessage`, and waits on notifications,
 * never on time.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import {
  ApplyWorkspaceEditRequest,
  CancellationTokenSource,
  CodeActionRequest,
  ConfigurationRequest,
  DidChangeConfigurationNotification,
  DidChangeTextDocumentNotification,
  DidCloseTextDocumentNotification,
  DidOpenTextDocumentNotification,
  DocumentLinkRequest,
  ExecuteCommandRequest,
  ExitNotification,
  HoverRequest,
  InitializedNotification,
  InitializeRequest,
  LogMessageNotification,
  PublishDiagnosticsNotification,
  RegistrationRequest,
  ShowDocumentRequest,
  ShowMessageNotification,
  ShutdownRequest,
  StreamMessageReader,
  WorkDoneProgress,
  WorkDoneProgressCreateRequest,
  StreamMessageWriter,
  WillRenameFilesRequest,
  createProtocolConnection,
} from 'vscode-languageserver-protocol/node';
import type {
  ApplyWorkspaceEditParams,
  CancellationToken,
  ClientCapabilities,
  CodeAction,
  CodeActionContext,
  Command,
  Diagnostic,
  DocumentLink,
  Hover,
  InitializeResult,
  LogMessageParams,
  Position,
  ProtocolConnection,
  PublishDiagnosticsParams,
  Range,
  ShowDocumentParams,
  ShowMessageParams,
  TextDocumentContentChangeEvent,
  WorkspaceEdit,
} from 'vscode-languageserver-protocol/node';
import { createConnection, ProposedFeatures } from 'vscode-languageserver/node';
import { DOCUMENT_STATUS_NOTIFICATION } from '@uri-lint/server/contract';
import type { DocumentStatusParams } from '@uri-lint/server/contract';
import { lifecycleReader, startServer } from '@uri-lint/server/lsp';
import { startWorkerServer } from '../../../bench/browserWorker';
import type { ServerOptions } from '@uri-lint/server/lsp';

/** How the client reaches the server. */
export type Transport = 'spawn' | 'in-process' | 'worker';

/** The Node server's transports, for `describe` loops. */
export const TRANSPORTS: readonly Transport[] = ['in-process', 'spawn'];

/** The repository root, from out/test/server/protocol/. */
export const ROOT = path.resolve(__dirname, '../../../..');

/** How long a wait for a notification may take before the test fails with what did arrive. */
const WAIT_LIMIT_MS = 10_000;

/** The raw `uriLint` section answered for a resource, as VS Code would send it. */
export type RawSettings = Record<string, unknown>;

/** Options of `TestClient.start`. */
export interface ClientOptions {
  transport: Transport;
  /** The `uriLint` section answered for every resource without its own. */
  settings?: RawSettings;
  /** Sent as `initializationOptions`. */
  initializationOptions?: Record<string, unknown>;
  /** Whether the client answers `workspace/configuration` (default true). */
  configuration?: boolean;
  /** Options of `startServer`, for the in-process transport. */
  serverOptions?: ServerOptions;
  /** The workspace folder, sent as `rootUri` and `workspaceFolders`. */
  rootUri?: string;
  /** Text document capabilities laid over the ones this client states (as VS Code's do). */
  textDocument?: ClientCapabilities['textDocument'];
  /** The client shows work-done progress (`window.workDoneProgress`): the server's progress is recorded in `progress`. */
  workDoneProgress?: boolean;
  /** For the spawn transport: the server's command (default the built `server/bin/uri-lint-server.js`), started in `cwd`. */
  serverBin?: { path: string; cwd: string; env?: NodeJS.ProcessEnv };
}

/** One document the client has open. */
export interface OpenDocument {
  uri: string;
  version: number;
}

/** What `executeCommand` returns: the result and the edits the server asked the client to apply. */
export interface CommandOutcome {
  result: unknown;
  edits: ApplyWorkspaceEditParams[];
}

const CAPABILITIES: ClientCapabilities = {
  workspace: {
    configuration: true,
    applyEdit: true,
    workspaceEdit: { documentChanges: true, resourceOperations: ['create'], changeAnnotationSupport: { groupsOnLabel: true } },
    didChangeConfiguration: { dynamicRegistration: true },
    executeCommand: { dynamicRegistration: false },
  },
  window: { showDocument: { support: true } },
  textDocument: {
    synchronization: { dynamicRegistration: false },
    publishDiagnostics: { relatedInformation: true, versionSupport: true, codeDescriptionSupport: true },
    hover: { contentFormat: ['markdown', 'plaintext'] },
    codeAction: {
      codeActionLiteralSupport: { codeActionKind: { valueSet: ['quickfix', 'source', 'source.fixAll'] } },
      isPreferredSupport: true,
    },
    documentLink: { tooltipSupport: true },
    // As VS Code's client: a rename's change annotations are shown before the edit is applied.
    rename: { prepareSupport: true, honorsChangeAnnotations: true },
  },
};

/** A protocol client connected to a URI Lint server. */
export class TestClient {
  /** Every publishDiagnostics received, in order. */
  readonly published: PublishDiagnosticsParams[] = [];
  /** Every window/showMessage received. */
  readonly shownMessages: ShowMessageParams[] = [];
  /** Every uriLint/documentStatus received (when initializationOptions ask for them). */
  readonly statuses: DocumentStatusParams[] = [];
  private readonly statusWaiters: { test: (p: DocumentStatusParams) => boolean; resolve: (p: DocumentStatusParams) => void }[] = [];
  /** Every window/showDocument asked. */
  readonly shownDocuments: ShowDocumentParams[] = [];
  /** Every `$/progress` value of work-done progress the server created, in order, with its token. */
  readonly progress: { token: string | number; value: { kind: string; [key: string]: unknown } }[] = [];
  private readonly progressWaiters: { test: () => boolean; resolve: () => void }[] = [];
  /** Every window/logMessage received (the server's console). */
  readonly logs: LogMessageParams[] = [];
  /** Every `workspace/configuration` item asked, as its scopeUri. */
  readonly configurationAsked: (string | undefined)[] = [];
  /** What workspace/configuration answers for sections other than `uriLint` (another extension's settings), by section. */
  readonly otherSections = new Map<string, unknown>();
  /** The settings answered per resource; `default` for the rest. */
  readonly settings = new Map<string, RawSettings>();
  private defaultSettings: RawSettings;
  private readonly applied: ApplyWorkspaceEditParams[] = [];
  private readonly waiters: { test: (p: PublishDiagnosticsParams) => boolean; resolve: (p: PublishDiagnosticsParams) => void }[] = [];
  private readonly versions = new Map<string, number>();
  private untitled = 0;
  /** While set, workspace/configuration answers wait for it: a way to hold the server inside a request. */
  private gate: Promise<void> | undefined;
  private named = 0;
  initializeResult!: InitializeResult;

  private constructor(
    private readonly connection: ProtocolConnection,
    private readonly options: ClientOptions,
    private readonly stopTransport: () => Promise<void>,
  ) {
    this.defaultSettings = options.settings ?? {};
  }

  /** Starts a server over `options.transport`, initializes it and returns a ready client. */
  static async start(options: ClientOptions): Promise<TestClient> {
    const { connection, stop, failed } = options.transport === 'worker' ? await workerServer()
      : options.transport === 'spawn' ? spawnServer(options.serverBin) : inProcessServer(options.serverOptions);
    const client = new TestClient(connection, options, stop);
    client.listen();
    connection.listen();
    client.initializeResult = await Promise.race([failed, connection.sendRequest(InitializeRequest.type, {
      processId: null,
      rootUri: options.rootUri ?? null,
      ...(options.rootUri ? { workspaceFolders: [{ uri: options.rootUri, name: 'root' }] } : {}),
      capabilities: {
        ...CAPABILITIES,
        ...(options.configuration === false ? { workspace: { ...CAPABILITIES.workspace, configuration: false } } : {}),
        ...(options.workDoneProgress ? { window: { ...CAPABILITIES.window, workDoneProgress: true } } : {}),
        ...(options.textDocument ? { textDocument: { ...CAPABILITIES.textDocument, ...options.textDocument } } : {}),
      },
      initializationOptions: options.initializationOptions,
    })]);
    await connection.sendNotification(InitializedNotification.type, {});
    return client;
  }

  private listen(): void {
    const c = this.connection;
    c.onRequest(ConfigurationRequest.type, async ({ items }) => {
      await this.gate;
      return items.map((item) => {
        this.configurationAsked.push(item.scopeUri);
        if (item.section !== 'uriLint') return this.otherSections.get(item.section ?? '') ?? null;
        return (item.scopeUri && this.settings.get(item.scopeUri)) ?? this.defaultSettings;
      });
    });
    c.onRequest(RegistrationRequest.type, () => undefined);
    c.onRequest(WorkDoneProgressCreateRequest.type, ({ token }) => {
      c.onProgress(WorkDoneProgress.type, token, (value) => {
        this.progress.push({ token, value: value as unknown as { kind: string } });
        for (const waiter of [...this.progressWaiters]) {
          if (waiter.test()) {
            this.progressWaiters.splice(this.progressWaiters.indexOf(waiter), 1);
            waiter.resolve();
          }
        }
      });
    });
    c.onRequest(ShowDocumentRequest.type, (params) => {
      this.shownDocuments.push(params);
      return { success: true };
    });
    c.onRequest(ApplyWorkspaceEditRequest.type, (params) => {
      this.applied.push(params);
      return { applied: true };
    });
    c.onNotification(PublishDiagnosticsNotification.type, (params) => {
      this.published.push(params);
      for (let i = this.waiters.length - 1; i >= 0; i--) {
        if (this.waiters[i]!.test(params)) this.waiters.splice(i, 1)[0]!.resolve(params);
      }
    });
    c.onNotification(ShowMessageNotification.type, (params) => this.shownMessages.push(params));
    c.onNotification(DOCUMENT_STATUS_NOTIFICATION, (params: DocumentStatusParams) => {
      this.statuses.push(params);
      for (let i = this.statusWaiters.length - 1; i >= 0; i--) {
        if (this.statusWaiters[i]!.test(params)) this.statusWaiters.splice(i, 1)[0]!.resolve(params);
      }
    });
    c.onNotification(LogMessageNotification.type, (params) => this.logs.push(params));
  }

  /** Opens a document; the uri is made up (`file:///test/docN.ext`) unless given, `untitled:` when asked. */
  async open(languageId: string, text: string, uri?: string): Promise<OpenDocument> {
    const docUri = uri ?? `file:///test/doc${++this.named}.${EXTENSIONS[languageId] ?? 'txt'}`;
    this.versions.set(docUri, 1);
    await this.connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri: docUri, languageId, version: 1, text } });
    return { uri: docUri, version: 1 };
  }

  /** Opens an untitled document (`untitled:Untitled-N`), as a new editor tab is. */
  openUntitled(languageId: string, text: string): Promise<OpenDocument> {
    return this.open(languageId, text, `untitled:Untitled-${++this.untitled}`);
  }

  /** Sends changes (applied in order) and returns the new version. */
  async change(uri: string, changes: TextDocumentContentChangeEvent[]): Promise<OpenDocument> {
    const version = (this.versions.get(uri) ?? 0) + 1;
    this.versions.set(uri, version);
    await this.connection.sendNotification(DidChangeTextDocumentNotification.type, { textDocument: { uri, version }, contentChanges: changes });
    return { uri, version };
  }

  /** Closes a document. */
  async close(uri: string): Promise<void> {
    this.versions.delete(uri);
    await this.connection.sendNotification(DidCloseTextDocumentNotification.type, { textDocument: { uri } });
  }

  /** The diagnostics published for `uri` at `version` (default: its current version), waiting for them. */
  async diagnostics(uri: string, version = this.versions.get(uri)): Promise<Diagnostic[]> {
    return (await this.waitForPublish(uri, (p) => p.version === version, `version ${version}`)).diagnostics;
  }

  /** The next diagnostics published for `uri` from now on, whatever their version. */
  nextDiagnostics(uri: string): Promise<Diagnostic[]> {
    const seen = this.published.length;
    return this.waitForPublish(uri, (p) => this.published.indexOf(p) >= seen, 'the next publication').then((p) => p.diagnostics);
  }

  /**
   * The first diagnostics published for `uri` from now on that `test` accepts: where a document may be published again
   * with the same findings (a judging that learns more of the workspace) before the change a test awaits.
   */
  nextDiagnosticsWhere(uri: string, test: (diagnostics: Diagnostic[]) => boolean, what: string): Promise<Diagnostic[]> {
    const seen = this.published.length;
    return this.waitForPublish(uri, (p) => this.published.indexOf(p) >= seen && test(p.diagnostics), what).then((p) => p.diagnostics);
  }

  private waitForPublish(uri: string, test: (p: PublishDiagnosticsParams) => boolean, what: string): Promise<PublishDiagnosticsParams> {
    const match = (p: PublishDiagnosticsParams): boolean => p.uri === uri && test(p);
    const done = this.published.find(match);
    if (done) return Promise.resolve(done);
    return new Promise((resolve, reject) => {
      // A failure timer, not a sleep: it only turns a hang into a readable failure.
      const timer = setTimeout(() => {
        const got = this.published.filter((p) => p.uri === uri).map((p) => p.version);
        reject(new Error(`no diagnostics for ${uri} at ${what} within ${WAIT_LIMIT_MS} ms; got versions ${JSON.stringify(got)}`));
      }, WAIT_LIMIT_MS);
      this.waiters.push({ test: match, resolve: (p) => { clearTimeout(timer); resolve(p); } });
    });
  }

  /** The uriLint/documentStatus of `uri` at `version` (default: its current version), waiting for it. */
  status(uri: string, version = this.versions.get(uri)): Promise<DocumentStatusParams> {
    return this.waitForStatus((p) => p.uri === uri && p.version === version, `${uri} at version ${version}`);
  }

  /**
   * The diagnostics of `uri` once its links' targets and anchors are known: those of the next
   * uriLint/documentStatus from now on without `pendingLinks`.
   */
  async settled(uri: string): Promise<Diagnostic[]> {
    for (;;) {
      const status = await this.nextStatus(uri);
      if (!status.pendingLinks) return this.published.filter((p) => p.uri === uri && p.version === status.version).at(-1)!.diagnostics;
    }
  }

  /** Opens `text` at `uri` and answers its diagnostics once its links' targets and anchors are known (`settled`). */
  async openSettled(languageId: string, text: string, uri: string): Promise<Diagnostic[]> {
    const next = this.settled(uri);
    await this.open(languageId, text, uri);
    return next;
  }

  /** The first uriLint/documentStatus of `uri` that `test` accepts, waiting for it. */
  statusWhere(uri: string, test: (p: DocumentStatusParams) => boolean, what: string): Promise<DocumentStatusParams> {
    return this.waitForStatus((p) => p.uri === uri && test(p), `${uri} ${what}`);
  }

  /** The next uriLint/documentStatus of `uri` from now on. */
  nextStatus(uri: string): Promise<DocumentStatusParams> {
    const seen = this.statuses.length;
    return this.waitForStatus((p) => p.uri === uri && this.statuses.indexOf(p) >= seen, `the next one of ${uri}`);
  }

  private waitForStatus(test: (p: DocumentStatusParams) => boolean, what: string): Promise<DocumentStatusParams> {
    const done = this.statuses.find(test);
    if (done) return Promise.resolve(done);
    return new Promise((resolve, reject) => {
      // A failure timer, not a sleep: it only turns a hang into a readable failure.
      const timer = setTimeout(() => reject(new Error(`no documentStatus for ${what} within ${WAIT_LIMIT_MS} ms`)), WAIT_LIMIT_MS);
      this.statusWaiters.push({ test, resolve: (p) => { clearTimeout(timer); resolve(p); } });
    });
  }

  /** Sends a notification with any params, as a buggy or hostile client would. */
  sendRaw(method: string, params: unknown): Promise<void> {
    return this.connection.sendNotification(method, params);
  }

  /** Resolves once the server's work-done progress has ended `count` times (each a task it showed: begun, then ended). */
  progressEnded(count = 1): Promise<void> {
    return this.progressSeen('end', count);
  }

  /** Resolves once `count` values of the server's work-done progress of `kind` (`begin`, `report`, `end`) have arrived. */
  progressSeen(kind: string, count = 1): Promise<void> {
    const test = () => this.progress.filter((p) => p.value.kind === kind).length >= count;
    if (test()) return Promise.resolve();
    return new Promise((resolve) => this.progressWaiters.push({ test, resolve }));
  }

  /** Sends a request with any params; resolves with its result or its error. */
  requestRaw(method: string, params: unknown): Promise<{ result?: unknown; error?: { code: number; message: string } }> {
    return this.connection.sendRequest(method, params).then(
      (result) => ({ result }),
      (error: { code: number; message: string }) => ({ error: { code: error.code, message: error.message } }),
    );
  }

  /** Answers the server's requests of `method` (a client's file system, for the browser worker). */
  answer(method: string, handler: (params: never) => unknown): void {
    this.connection.onRequest(method, handler);
  }

  /** textDocument/hover. */
  hover(uri: string, position: Position, token?: CancellationToken): Promise<Hover | null> {
    return this.connection.sendRequest(HoverRequest.type, { textDocument: { uri }, position }, token);
  }

  /** textDocument/codeAction over `range`; `only` filters by kind. */
  codeActions(uri: string, range: Range, diagnostics: Diagnostic[] = [], only?: string[]): Promise<(CodeAction | Command)[] | null> {
    const context: CodeActionContext = only ? { diagnostics, only } : { diagnostics };
    return this.connection.sendRequest(CodeActionRequest.type, { textDocument: { uri }, range, context });
  }

  /** textDocument/documentLink. */
  links(uri: string, token?: CancellationToken): Promise<DocumentLink[] | null> {
    return this.connection.sendRequest(DocumentLinkRequest.type, { textDocument: { uri } }, token);
  }

  /** workspace/willRenameFiles: the edit the server would have made with the renames. */
  willRenameFiles(files: { oldUri: string; newUri: string }[], token?: CancellationToken): Promise<WorkspaceEdit | null> {
    return this.connection.sendRequest(WillRenameFilesRequest.type, { files }, token);
  }

  /** workspace/executeCommand, with the workspace/applyEdit requests it made. */
  async executeCommand(command: string, args: unknown[], token?: CancellationToken): Promise<CommandOutcome> {
    const before = this.applied.length;
    const result: unknown = await this.connection.sendRequest(ExecuteCommandRequest.type, { command, arguments: args }, token);
    return { result, edits: this.applied.slice(before) };
  }

  /**
   * Changes the answer to workspace/configuration (for one resource, or the
   * default) and sends workspace/didChangeConfiguration as VS Code does.
   */
  async updateSettings(settings: RawSettings, resource?: string): Promise<void> {
    if (resource) this.settings.set(resource, settings);
    else this.defaultSettings = settings;
    await this.connection.sendNotification(DidChangeConfigurationNotification.type, { settings: { uriLint: settings } });
  }

  /**
   * Holds every workspace/configuration answer until the returned function
   * is called, so that a test can act while the server waits for its settings.
   */
  holdConfiguration(): () => void {
    let release!: () => void;
    this.gate = new Promise((resolve) => { release = resolve; });
    return () => { this.gate = undefined; release(); };
  }

  /** A token source whose token can be cancelled while a request is in flight. */
  static cancellation(): CancellationTokenSource {
    return new CancellationTokenSource();
  }

  /** Shuts the server down (shutdown, exit) and closes the transport. */
  async stop(): Promise<void> {
    await this.connection.sendRequest(ShutdownRequest.type);
    if (this.options.transport !== 'in-process') await this.connection.sendNotification(ExitNotification.type);
    await this.stopTransport();
    this.connection.dispose();
  }
}

const EXTENSIONS: Record<string, string> = {
  markdown: 'md', html: 'html', json: 'json', yaml: 'yaml', typescript: 'ts', plaintext: 'txt', xml: 'xml',
};

/** The built server as a child process over stdio. */
/** A started server: the client's connection, how to stop the transport, and a promise that rejects if the server dies first. */
interface Started {
  connection: ProtocolConnection;
  stop: () => Promise<void>;
  failed: Promise<never>;
}

function spawnServer(bin: ClientOptions['serverBin']): Started {
  const child: ChildProcess = spawn(process.execPath, [bin?.path ?? path.join(ROOT, 'server/bin/uri-lint-server.js'), '--stdio'], {
    cwd: bin?.cwd ?? ROOT,
    stdio: ['pipe', 'pipe', 'pipe'],
    ...(bin?.env ? { env: bin.env } : {}),
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const connection = createProtocolConnection(new StreamMessageReader(child.stdout!), new StreamMessageWriter(child.stdin!));
  const failed = exited.then((code): never => { throw new Error(`the server exited with ${code} before it was initialized:\n${stderr}`); });
  failed.catch(() => undefined);
  return { connection, stop: async () => { await exited; }, failed };
}

/** The browser bundle in a Web Worker of Chromium. */
async function workerServer(): Promise<Started> {
  const server = await startWorkerServer();
  return { connection: server.connection, failed: server.failed, stop: () => server.close() };
}

/** `startServer` in this process, over two in-memory streams. */
function inProcessServer(serverOptions?: ServerOptions): Started {
  const toServer = new PassThrough();
  const toClient = new PassThrough();
  // Readers and writers, not raw streams: given streams, vscode-languageserver exits the process when they end.
  const writer = new StreamMessageWriter(toClient);
  const server = createConnection(ProposedFeatures.all, lifecycleReader(new StreamMessageReader(toServer), writer), writer);
  startServer(server, serverOptions);
  const connection = createProtocolConnection(new StreamMessageReader(toClient), new StreamMessageWriter(toServer));
  return {
    connection,
    failed: new Promise<never>(() => undefined),
    stop: async () => {
      server.dispose();
      toServer.end();
      toClient.end();
    },
  };
}

/** Writes `tree` (relative paths to texts) into a new temporary folder named after `prefix`; answers its real path. */
export function writeTree(prefix: string, tree: Readonly<Record<string, string>>): string {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), prefix)));
  for (const [rel, text] of Object.entries(tree)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

/**
 * For the suite it is called in: before its tests, writes `tree` (writeTree) and starts a server over stdio with that
 * folder as its workspace and document status notifications on (with `initializationOptions`), and hands both to `ready`; after them, stops the
 * server and removes the folder.
 */
export function serverOverTree(prefix: string, tree: Readonly<Record<string, string>>, ready: (client: TestClient, dir: string) => void, initializationOptions: Record<string, unknown> = {}): void {
  let client: TestClient | undefined;
  let dir = '';
  before(async () => {
    dir = writeTree(prefix, tree);
    client = await TestClient.start({ transport: 'spawn', rootUri: pathToFileURL(dir).href, initializationOptions: { documentStatus: true, ...initializationOptions } });
    ready(client, dir);
  });
  after(async () => {
    await client?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });
}
