/**
 * Validation: judging open documents and publishing their diagnostics, and
 * what the client was told about each (too large to check, more problems
 * than are shown at once). Paced per document (scheduler.ts); a large
 * document is judged in slices. A document with more problems than
 * `uriLint.maxProblems` (or the client's `diagnosticsLimit`) has all of
 * them judged and kept, and those nearest where the user looks published
 * (viewport.ts), again when the view moves; one with more than VS Code
 * draws squiggles for (500) publishes them nearest the view first. lsp/server.ts wires it to the
 * protocol's notifications. What is kept of each open document is one record
 * (`OpenDocument`), made on first use; `forget` is the one place it goes.
 */
import { DiagnosticSeverity, MessageType, ShowMessageNotification } from 'vscode-languageserver';
import type { Connection, Diagnostic } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { DOCUMENT_STATUS_NOTIFICATION } from '../contract/protocol';
import type { DocumentStatusParams, SkipReason } from '../contract/protocol';
import { maxFileSizeText } from '../contract/settings';
import type { Settings } from '../contract/settings';
import type { DocumentState, DocumentStore } from '../documents/documentStore';
import { uneditedText } from '../shared/unedited';
import { createLanguageService } from '../service/index';
import { maskPasswordsIn } from '@uri-lint/shared';
import { SOURCE } from '../contract/index';
import { saidOfTestFile } from '../contract/testFiles';
import { unknownFoldersAbove, uneditedDocument } from './unedited';
import type { WrittenBy } from './unedited';
import type { TaskOutputs } from './taskOutputs';
import { FolderEvidence } from './evidence';
import { ShapeEvidence } from './shapes';
import type { Analysis, JudgedLink, LanguageService, LinkFacts, LocalTarget } from '../service/index';
import { FirstCheckLog, formatBytes } from './firstCheck';
import type { FileEvent } from './params';
import { Pacer } from './scheduler';
import { turns } from './turns';
import type { Pace } from './scheduler';
import { chooseShown, sameChoice, SQUIGGLED, windowsInView } from './viewport';
import type { View } from './viewport';

const {
  workspace: { atOrBelowAny, folderKey, placeKey },
  evidence: { countFragmentFindings, isDemoted, tallyLinks, targetOfData },
  scope: { isServed },
  rules: { severityOf },
} = createLanguageService();

/**
 * At most one validation per document per 10 ms while it is edited; an isolated edit waits for no timer.
 * 10 ms still folds a burst (a multi-cursor edit arrives as many notifications within a millisecond)
 * and keeps a large document (about 11 ms of work per edit for 9.6 MB) well under 30 ms per keystroke.
 */
export const DEFAULT_DELAY = 10;

/**
 * The pace of publishing (scheduler.ts). A publication's cost is the time judging and sending took
 * plus `CLIENT_COST` ms per diagnostic for the client to parse and show it, which the server cannot
 * see. While edits keep coming, publishing may take a tenth of the time after a saved second of it,
 * and the last edit waits at most half a second: typing in a document with a few problems never
 * waits, and one with 5,000 problems (2 MB of diagnostics, 200 ms or more to judge and send) is
 * published every two seconds or so during a flood (at least every 5 s), leaving the server free
 * to answer hovers in between.
 */
const PACE: Omit<Pace, 'delay'> = { share: 0.1, burst: 1000, maxWait: 500, maxStale: 5000 };
const CLIENT_COST = 0.01;

/** References judged between two looks at the loop's budget (turns.ts) when a document is validated in slices: well under a ms of work each. */
const DIAGNOSTICS_SLICE = 100;

/**
 * The most problems of one document judged and kept (about 50 MB of them): past it a generated
 * file of malformed URIs would hold the server's memory for problems nobody reads.
 */
const MAX_JUDGED = 100_000;

/** The least time between two publications for moves of the view, in ms: scrolling sends a move per frame. */
const VIEW_PACE = 50;

/**
 * A document at least this large (UTF-8 bytes), opened, has the problems in view published before the
 * whole is scanned and judged, from a scan of the lines in view alone (a few ms): scanning and judging
 * 3 MB of Markdown takes about a second of a cold server on a loaded machine, and its requests wait.
 */
export const VIEW_FIRST_BYTES = 512 * 1024;

/** Judging at least this long counts for the pace of the next run (`PACE`): less blocks no request noticeably. */
const TIME_SLICE = 20;

/**
 * A `pause` that yields the event loop once the loop's budget of work per turn is used up (turns.ts),
 * and the time this task worked so far (pauses left out).
 */
function timeSliced(): { pause: () => Promise<void>; worked: () => number } {
  let since = performance.now();
  let worked = 0;
  return {
    pause: async () => {
      if (!turns.due()) return;
      worked += performance.now() - since;
      await turns.next();
      since = performance.now();
    },
    worked: () => worked + performance.now() - since,
  };
}

/** What `judge` found for one version. */
interface Judged {
  version: number;
  diagnostics: Diagnostic[];
  references: number;
  skipped?: SkipReason;
  /** Link targets being looked up: a second publication follows. */
  pendingLinks?: number;
}

/** What validation needs from the server: its connection, documents, service, settings and log. */
export interface ValidationHost {
  readonly connection: Connection;
  readonly store: DocumentStore;
  /** The service, built once at initialize for the client's options. */
  service(): LanguageService;
  /** What is known of the workspace's files, when links to files are checked. */
  files(): LinkFacts | undefined;
  /** The workspace folders' URIs: a document's path below its folder tells whether it is vendored. */
  workspaceFolders(): readonly string[];
  /** What the workspace's task files name as a command's output (generated), where the platform reads files. */
  taskOutputs(): TaskOutputs | undefined;
  /** Diagnostics of a document beside its URIs' (an invalid configuration file's problem), kept after it closes. */
  extraDiagnostics(uri: string): Diagnostic[];
  settingsOf(uri: string): Promise<Settings>;
  log(message: string): void;
  logError(what: string, error: unknown): void;
}

/** How a client asked to be served (`initializationOptions`). */
export interface ValidationOptions {
  /** The least wait between two validations of a document while it is edited, in ms. */
  delay: number;
  /** Send `uriLint/documentStatus` after each publication. */
  documentStatus: boolean;
  /** The most diagnostics the client keeps per document (VS Code: 1,000); none, `uriLint.maxProblems` alone caps them. */
  diagnosticsLimit?: number;
}

/**
 * What validation keeps of one open document, made when it is first
 * judged or viewed and dropped when it closes (`forget`): where the user
 * looks, the last judged version with its problems (those published, the
 * links still being looked up), the places its links lead to, and what the
 * user was told of it. Its pacing (the pacer's entry), its links' tally
 * (`FolderEvidence`) and its shapes (`ShapeEvidence`) are kept by those,
 * which sum them over the open documents, and dropped by the same `forget`.
 */
interface OpenDocument {
  /** Where the user looks (`uriLint/view`). */
  view?: View;
  /** The last judged version. */
  held?: Held;
  /** The places its links lead to (`targetKeys`), as last judged: a file event re-judges only those that lead to it. */
  linkedTo?: ReadonlySet<string>;
  /** A publication for a moved view, waiting for `VIEW_PACE`. */
  viewTimer?: ReturnType<typeof setTimeout>;
  /** When its last publication went (`performance.now()`). */
  published?: number;
  /** The user was told it is too large to check. */
  toldTooLarge?: boolean;
  /** The log said its problems past `uriLint.maxProblems` are left out. */
  toldTooMany?: boolean;
  /** When it was opened (`performance.now()`), till its first check is logged: the log says how long each step took. */
  opened?: FirstCheckLog;
  /**
   * A large document's first check under way (`VIEW_FIRST_BYTES`): the version and settings it judges. Till it
   * ends, the problems in view are published from a scan of those lines alone, again when the view moves.
   */
  firstCheck?: { state: DocumentState; settings: Settings };
}

/** The last judged version of an open document: every problem, and those published. */
interface Held {
  state: DocumentState;
  version: number;
  all: Diagnostic[];
  shown: Diagnostic[];
  /** The most published at once. */
  cap: number;
  references: number;
  skipped?: SkipReason;
  pendingLinks?: number;
}

/** Validates open documents and publishes their diagnostics, paced per document. */
export class Validation {
  private readonly pacer: Pacer;
  /** Each open document's record, by URI. */
  private readonly documents = new Map<string, OpenDocument>();
  /** Documents the output channel said are left out as files nobody edits: said once a session, reopened or not. */
  private readonly toldUnedited = new Set<string>();
  /** Workspace folders the output channel said keep their test files' findings at information: once a session each. */
  private readonly toldTestFiles = new Set<string>();
  /** What the open documents' links came to, per folder. */
  private readonly evidence = new FolderEvidence();
  private readonly shapes = new ShapeEvidence();

  constructor(private readonly host: ValidationHost, private readonly options: ValidationOptions) {
    this.pacer = new Pacer({ delay: options.delay, ...PACE }, (uri) => this.validate(uri));
  }

  /** The record of `uri`, made on first use. */
  private documentOf(uri: string): OpenDocument {
    let doc = this.documents.get(uri);
    if (!doc) this.documents.set(uri, doc = {});
    return doc;
  }

  /** A document was opened: validates it at once; a large one's first check is timed for the log. */
  opened(uri: string, byteLength: number): void {
    if (byteLength >= VIEW_FIRST_BYTES) this.documentOf(uri).opened = new FirstCheckLog();
    this.runSoon(uri);
  }

  /** Validates `uri` without waiting for the pace (an opened document, changed settings). */
  runSoon(uri: string): void {
    this.pacer.runSoon(uri);
  }

  /** Validates `uri` after an edit, at the pace of edits. */
  schedule(uri: string): void {
    this.pacer.schedule(uri);
  }

  /**
   * Where the user now looks in `uri`. A document with more problems than
   * are published at once, or than VS Code draws, gets the choice for the new view, at most every
   * `VIEW_PACE` ms, when it differs; its problems are not judged again.
   */
  setView(uri: string, view: View): void {
    const doc = this.documentOf(uri);
    doc.view = view;
    doc.opened?.mark('view');
    const held = doc.held;
    // While a large document is first checked, what is in view is judged alone, as the view moves.
    const choosing = doc.firstCheck !== undefined || (held !== undefined && held.all.length > Math.min(held.cap, SQUIGGLED));
    if (!choosing || doc.viewTimer !== undefined) return;
    const wait = Math.max(0, (doc.published ?? -Infinity) + VIEW_PACE - performance.now());
    doc.viewTimer = setTimeout(() => {
      doc.viewTimer = undefined;
      void this.publishView(uri);
    }, wait);
  }

  /** Forgets a closed document: its pacing, what it was told, and its squiggles (cleared, but for an invalid configuration file's). */
  forget(uri: string): void {
    this.pacer.forget(uri);
    this.evidence.forget(uri);
    for (const other of this.shapes.forget(uri)) this.runSoon(other);
    clearTimeout(this.documents.get(uri)?.viewTimer);
    this.documents.delete(uri);
    void this.host.connection.sendDiagnostics({ uri, diagnostics: this.host.extraDiagnostics(uri) });
  }

  dispose(): void {
    this.pacer.dispose();
    for (const doc of this.documents.values()) clearTimeout(doc.viewTimer);
    this.documents.clear();
  }

  /** Publishes the choice for the current view of the held version, unless the document changed since (its validation will). */
  private async publishView(uri: string): Promise<void> {
    const doc = this.documents.get(uri);
    if (doc?.firstCheck) return this.publishWindow(uri);
    const held = doc?.held;
    if (!doc || !held || this.host.store.get(uri) !== held.state || held.state.document.version !== held.version) return;
    const shown = chooseShown(held.all, doc.view, held.cap);
    if (sameChoice(shown, held.shown)) return;
    held.shown = shown;
    try {
      await this.publish(uri, held);
    } catch (error) {
      this.host.logError(`diagnostics of ${uri}`, error);
    }
  }

  /** Sends the held choice, and the status that counts every problem. */
  private async publish(uri: string, held: Held): Promise<void> {
    const { version, all, shown, references, skipped, pendingLinks } = held;
    this.documentOf(uri).published = performance.now();
    await this.host.connection.sendDiagnostics({ uri, version, diagnostics: shown });
    if (this.options.documentStatus) {
      const status: DocumentStatusParams = {
        uri, version, references, problems: all.length,
        ...(shown.length < all.length ? { shown: shown.length } : {}), ...(skipped ? { skipped } : {}),
        ...(pendingLinks ? { pendingLinks } : {}),
      };
      await this.host.connection.sendNotification(DOCUMENT_STATUS_NOTIFICATION, status);
    }
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
      const state = this.host.store.get(uri);
      if (!state) return undefined;
      const settings = await this.host.settingsOf(uri);
      if (this.host.store.get(uri) !== state) return undefined;
      const work = timeSliced();
      // Opened (nothing judged of it yet) and large: what the user sees goes first, and again as the view moves,
      // till the whole is judged.
      const opening = this.documentOf(uri);
      const first = opening.held?.state !== state && state.byteLength >= VIEW_FIRST_BYTES;
      if (first) {
        opening.opened?.mark('settings');
        opening.firstCheck = { state, settings };
        await this.publishWindow(uri);
      }
      let judged: Judged | undefined;
      try {
        judged = await this.judge(state, settings, work.pause) ?? await this.judge(state, settings, undefined);
      } finally {
        if (opening.firstCheck?.state === state) opening.firstCheck = undefined;
      }
      if (!judged || this.host.store.get(uri) !== state) return undefined;
      const { version, references, skipped, pendingLinks } = judged;
      const all = [...judged.diagnostics, ...this.host.extraDiagnostics(uri)];
      const cap = Math.min(settings.maxProblems, this.options.diagnosticsLimit ?? Infinity);
      const doc = this.documentOf(uri);
      const held: Held = { state, version, all, shown: chooseShown(all, doc.view, cap), cap, references, ...(skipped ? { skipped } : {}), ...(pendingLinks ? { pendingLinks } : {}) };
      doc.held = held;
      if (all.length > cap) this.tellTooMany(uri, all.length, cap, cap < settings.maxProblems ? 'the most the editor keeps' : 'uriLint.maxProblems');
      else doc.toldTooMany = false;
      // Judging that fits in one slice blocks no request noticeably and is not paced: typing in a 10 MB document
      // (about 10 ms of judging an edit) must not wait a tenth of the time for it. Longer judging (thousands of
      // problems) is what keeps hovers waiting during a flood, so it counts.
      const worked = work.worked();
      const judging = worked > TIME_SLICE ? worked : 0;
      const sending = performance.now();
      await this.publish(uri, held);
      if (first && doc.opened) {
        doc.opened.mark('all', held.all.length);
        this.host.log(`URI Lint: ${maskPasswordsIn(uri)} (${formatBytes(state.byteLength)}, ${references} references) first checked: ${doc.opened.text()}.`);
        doc.opened = undefined;
      }
      return judging + performance.now() - sending + held.shown.length * CLIENT_COST;
    } catch (error) {
      this.host.logError(`diagnostics of ${uri}`, error);
      return undefined;
    }
  }

  /**
   * The diagnostics of a document's current version (at most
   * `MAX_JUDGED`), how many references they judged, and why none
   * were made, if so. With `pause`, awaited between slices of the work;
   * undefined if the document changed meanwhile. Without, nothing is awaited.
   */
  private async judge(state: DocumentState, settings: Settings, pause: (() => Promise<void>) | undefined): Promise<Judged | undefined> {
    const { document } = state;
    const { uri, version } = document;
    const current = () => this.host.store.get(uri) === state && document.version === version;
    const files = this.host.files();
    const tasks = this.host.taskOutputs();
    const skipped = skipReason(state, settings, this.host.workspaceFolders(), files, writtenBy(tasks));
    if (skipped === 'too-large') this.tellTooLarge(document, settings);
    else if (!skipped) {
      const doc = this.documents.get(uri);
      if (doc) doc.toldTooLarge = false;
    }
    if (skipped === 'unedited') this.tellUnedited(state);
    if (skipped) return { version, diagnostics: [], references: 0, skipped };
    // The folders above it, read once, may say a package installer filled them (their reads land while it is judged).
    const above = files && settings.defaultIgnores ? this.learnFoldersAbove(uri, files) : undefined;
    // So may the workspace's task files, read once (lsp/taskOutputs.ts), name it as a command's output.
    const written = tasks && settings.defaultIgnores ? this.learnTaskFiles(uri, tasks) : undefined;
    // Work that waits for the loop's turn starts only then: messages that wait (a hover) go first.
    if (pause) await pause();
    if (!current()) return undefined;
    const analysis = pause ? await this.host.store.analysisInSlices(uri, pause) : this.host.store.analysis(uri);
    if (!analysis || !current()) return undefined;
    this.documents.get(uri)?.opened?.mark('scanned');
    const diagnostics: Diagnostic[] = [];
    const references = analysis.referenceCount;
    // In slices: a document with thousands of links must not hold the event loop while they are judged, nor while
    // their targets, and the files whose anchors its fragments name (anchors/facts.ts), are worked out. A slice's
    // verdicts and what they waited for are worked out together, with nothing awaited between: the facts asked for
    // by an earlier judging land between slices, and a target judged unknown but found known a slice later would be
    // neither a finding nor pending (a status without pendingLinks over a verdict not made: protocol fragments test).
    const targets: JudgedLink[] = [];
    const anchorFiles = new Set<string>();
    // At least once: a document without references may hold directives that silence nothing.
    for (let i = 0; i < Math.max(references, 1); i += DIAGNOSTICS_SLICE) {
      const judging = diagnostics.length < MAX_JUDGED;
      if (!judging && !files) break;
      if (pause) {
        await pause();
        if (!current()) return undefined;
      }
      const span = { from: i, to: i + DIAGNOSTICS_SLICE };
      if (judging) diagnostics.push(...this.host.service().diagnostics({ document, analysis, settings, files }, span));
      if (!files || i >= references) continue;
      const pending = this.host.service().pending({ document, analysis, settings, files }, span);
      targets.push(...pending.targets);
      for (const file of pending.anchors) anchorFiles.add(file);
    }
    if (diagnostics.length > MAX_JUDGED) diagnostics.length = MAX_JUDGED;
    if (files && settings.linksCheckFiles) this.weigh(state, settings, analysis, diagnostics);
    // One shape of finding recurring in different URIs across the open files is their own syntax: information.
    const shaped = this.shapes.weigh(document, analysis, diagnostics);
    for (const other of shaped.others) this.runSoon(other);
    for (const notice of shaped.log) this.host.log(`URI Lint: ${notice}`);
    this.tellTestFiles(uri, diagnostics);
    const unknown = targets.filter((judged) => !judged.walk).map((judged) => judged.target);
    this.documentOf(uri).linkedTo = targetKeys(targets, files);
    if (files) this.learnLinks(uri, unknown, files);
    // The site generators' configurations its site was told from (links/site.ts), read once for every document.
    const configs = files ? files.configs.wanted() : [];
    if (files) this.learnConfigs(uri, configs, files);
    const unknownAnchors = [...anchorFiles];
    if (files) this.learnAnchors(uri, unknownAnchors, files);
    const pendingLinks = unknown.length + unknownAnchors.length + configs.length + (above ? this.foldersAboveLeft(state, above, files!) : 0)
      + (written ? this.taskFilesLeft(uri, written, tasks!) : 0);
    return { version, diagnostics, references, ...(pendingLinks > 0 ? { pendingLinks } : {}) };
  }

  /**
   * Files were created, changed or deleted (a rename is both): what is known
   * of them is forgotten, and the open documents whose links lead to one, or
   * through one (a folder), or could now lead to one (an extension tried, an
   * index file in a linked folder), are judged again; no other is.
   */
  filesChanged(events: readonly FileEvent[], files: LinkFacts): void {
    // A file's content changing changes no folder's listing; only a link to its anchors may care.
    let configuration = files.changedAll(events.filter((event) => event.type !== 2).map((event) => event.uri));
    const contents = events.filter((event) => event.type === 2).map((event) => event.uri);
    files.anchors.changedAll(contents);
    // A site generator's configuration changes what every page below it is: all documents with links are judged again.
    for (const uri of contents) configuration = files.configs.changed(uri) || configuration;
    const changed = new Set<string>();
    for (const event of events) {
      const key = placeKey(event.uri);
      if (key !== undefined) changed.add(key.toLowerCase());
    }
    // A package installer's metadata made or removed (`*.dist-info`): the documents at and below its folder are
    // left out, or checked again.
    const installers = events.filter((event) => event.type !== 2 && INSTALLER_METADATA.test(event.uri)).map((event) => event.uri.slice(0, event.uri.lastIndexOf('/') + 1));
    if (changed.size === 0) return;
    const reached = reachedBy(changed);
    for (const [uri, { linkedTo }] of this.documents) {
      if ((linkedTo && (configuration || leadsTo(linkedTo, changed, reached))) || installers.some((folder) => uri.startsWith(folder))) this.runSoon(uri);
    }
  }

  /**
   * The second phase of a document's diagnostics: the files its links point
   * to that were not known are asked for, and once they are the document is
   * judged again (from what is then known: no judging waits on a file system).
   */
  private learnLinks(uri: string, unknown: LocalTarget[], files: LinkFacts): void {
    if (unknown.length === 0) return;
    void files.ensureAll(unknown).then(
      () => {
        if (this.host.store.get(uri)) this.runSoon(uri);
      },
      (error: unknown) => this.host.logError(`the link targets of ${uri}`, error),
    );
  }

  /**
   * As `learnLinks`, for the folders above a document, which may say a package installer filled them (lsp/unedited.ts),
   * when they are not known: it is judged from what is known meanwhile, and again once they are read if its judging
   * counted them as pending (`foldersAboveLeft`), or if they say so. Most are read before its judging ends and say
   * nothing: no publication more.
   */
  private learnFoldersAbove(uri: string, files: LinkFacts): { counted: boolean } | undefined {
    const unknown = unknownFoldersAbove(uri, this.host.workspaceFolders(), files);
    if (unknown.length === 0) return undefined;
    const reads = { counted: false };
    void Promise.all(unknown.map((folder) => files.listing(folder))).then(
      () => {
        const state = this.host.store.get(uri);
        if (state && (reads.counted || uneditedDocument(state, this.host.workspaceFolders(), files))) this.runSoon(uri);
      },
      (error: unknown) => this.host.logError(`the folders above ${uri}`, error),
    );
    return reads;
  }

  /**
   * At the end of a judging that asked for the folders above its document (`learnFoldersAbove`): how many of its
   * `pendingLinks` they are. Those not read yet, and it is judged again once they are; or, all read meanwhile, one when
   * they say a package installer filled them (it was judged as a file someone edits, and is judged again, left out).
   * Else none: a status without `pendingLinks` (which a client, the tests' `settled`, takes for the last) is never
   * followed by one that says otherwise.
   */
  private foldersAboveLeft(state: DocumentState, reads: { counted: boolean }, files: LinkFacts): number {
    const folders = this.host.workspaceFolders();
    const left = unknownFoldersAbove(state.document.uri, folders, files).length || (uneditedDocument(state, folders, files) ? 1 : 0);
    if (left > 0) reads.counted = true;
    return left;
  }

  /**
   * As `learnFoldersAbove`, for the workspace's task files, when they are not known yet: judged meanwhile, again once
   * they are read if its judging counted them (`taskFilesLeft`) or if they name it.
   */
  private learnTaskFiles(uri: string, tasks: TaskOutputs): { counted: boolean } | undefined {
    if (tasks.whyWritten(uri) !== null) return undefined;
    const reads = { counted: false };
    void tasks.ready().then(
      () => {
        if (this.host.store.get(uri) && (reads.counted || tasks.whyWritten(uri))) this.runSoon(uri);
      },
      (error: unknown) => this.host.logError(`the task files of ${uri}`, error),
    );
    return reads;
  }

  /** As `foldersAboveLeft`: one of its `pendingLinks` while the task files are not read, or once read when they name it. */
  private taskFilesLeft(uri: string, reads: { counted: boolean }, tasks: TaskOutputs): number {
    const left = tasks.whyWritten(uri) === undefined ? 0 : 1;
    if (left > 0) reads.counted = true;
    return left;
  }

  /** As `learnLinks`, for the configurations of the sites its links were judged in. */
  private learnConfigs(uri: string, configs: readonly string[], facts: LinkFacts): void {
    if (configs.length === 0) return;
    void Promise.all(configs.map((config) => facts.configs.ensure(config))).then(
      () => {
        if (this.host.store.get(uri)) this.runSoon(uri);
      },
      (error: unknown) => this.host.logError(`the site configurations of ${uri}`, error),
    );
  }

  /** As `learnLinks`, for the files whose anchors the document's fragments name. */
  private learnAnchors(uri: string, files: readonly string[], facts: LinkFacts): void {
    if (files.length === 0) return;
    void Promise.all(files.map((file) => facts.anchors.ensure(file))).then(
      () => {
        if (this.host.store.get(uri)) this.runSoon(uri);
      },
      (error: unknown) => this.host.logError(`the anchors of the link targets of ${uri}`, error),
    );
  }

  /**
   * Publishes the problems on and near the lines in view of a large document
   * whose first check is under way, from a scan of those lines alone
   * (documentStore.ts, `windowAnalysis`): a few milliseconds, where the
   * whole takes a second or more. The whole check's publication replaces it.
   * The files its links lead to (and whose anchors they name), when not yet
   * known, are looked up for it alone, and it is published again once they
   * are, if the whole check has not been meanwhile: a real document's
   * problems are mostly its links'.
   */
  private async publishWindow(uri: string, { lookUp = true }: { lookUp?: boolean } = {}): Promise<void> {
    const doc = this.documents.get(uri);
    const check = doc?.firstCheck;
    if (!doc?.view || !check || this.host.store.get(uri) !== check.state) return;
    const { state, settings } = check;
    if (skipReason(state, settings, this.host.workspaceFolders(), this.host.files(), writtenBy(this.host.taskOutputs()))) return;
    const { document } = state;
    const analysis = this.host.store.windowAnalysis(uri, windowsInView(doc.view, document));
    if (!analysis) return;
    const cap = Math.min(settings.maxProblems, this.options.diagnosticsLimit ?? Infinity);
    const files = this.host.files();
    const context = { document, analysis, settings, files };
    const found = [...this.host.service().diagnostics(context), ...this.host.extraDiagnostics(uri)];
    const diagnostics = chooseShown(found, doc.view, cap);
    doc.published = performance.now();
    doc.opened?.mark(lookUp ? 'window' : 'windowLinks', diagnostics.length);
    try {
      await this.host.connection.sendDiagnostics({ uri, version: document.version, diagnostics });
      if (!lookUp || !files || !settings.linksCheckFiles) return;
      const pending = this.host.service().pending(context);
      const unknown = pending.targets.filter((judged) => !judged.walk).map((judged) => judged.target);
      if (unknown.length === 0 && pending.anchors.length === 0) return;
      await Promise.all([files.ensureAll(unknown), ...pending.anchors.map((file) => files.anchors.ensure(file))]);
      if (this.documents.get(uri)?.firstCheck === check) await this.publishWindow(uri, { lookUp: false });
    } catch (error) {
      this.host.logError(`diagnostics of ${uri}`, error);
    }
  }

  /**
   * Logs once per document (until it is back under the limit) that it has more problems than are shown at once,
   * and which are: the status item says how many each time.
   */
  private tellTooMany(uri: string, problems: number, cap: number, why: string): void {
    const doc = this.documentOf(uri);
    if (doc.toldTooMany) return;
    doc.toldTooMany = true;
    const count = problems >= MAX_JUDGED ? `at least ${MAX_JUDGED}` : `${problems}`;
    this.host.log(`URI Lint: ${uri} has ${count} problems; the editor is given ${cap} at a time (${why}), `
      + 'those on and near the lines in view and at the cursor first, then the rest by severity.');
  }

  /**
   * Records what the document's links came to in its folder's evidence, and when the folder's links fail
   * systematically, shows its link findings as information, with the folder's one notice (evidence.ts).
   */
  private weigh(state: DocumentState, settings: Settings, analysis: Analysis, diagnostics: Diagnostic[]): void {
    const { document } = state;
    const tally = tallyLinks({ document, analysis, settings, files: this.host.files() });
    const findings = diagnostics.map((d) => ({ code: d.code, message: d.message, target: targetOfData(d.data) }));
    countFragmentFindings(tally, findings);
    for (const other of this.evidence.record(document.uri, tally)) this.runSoon(other);
    const verdict = this.evidence.verdict(document.uri);
    if (!verdict) return;
    for (const [i, d] of diagnostics.entries()) {
      const demoted = isDemoted(verdict, String(d.code), findings[i]!);
      if (demoted && (d.severity === DiagnosticSeverity.Error || d.severity === DiagnosticSeverity.Warning)) d.severity = DiagnosticSeverity.Information;
    }
    if (verdict.log) this.host.log(`URI Lint: ${verdict.log}`);
    // The folder's notice (rules/evidence.ts), at the document's start, at its code's level.
    const { notice } = verdict;
    const severity = notice && severityOf(notice.code, settings);
    if (notice && severity !== undefined) {
      diagnostics.unshift({
        range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, severity, code: notice.code,
        codeDescription: { href: notice.href }, source: SOURCE, message: notice.message,
      });
    }
  }

  /**
   * Logs once per workspace folder that its test files' findings are kept at information (the service's
   * links/testData.ts), on the first document that has one, and the setting that judges them as any file.
   */
  private tellTestFiles(uri: string, diagnostics: readonly Diagnostic[]): void {
    const folder = this.host.workspaceFolders().filter((f) => uri.startsWith(f.endsWith('/') ? f : `${f}/`)).sort((a, b) => b.length - a.length)[0] ?? '';
    if (this.toldTestFiles.has(folder) || !diagnostics.some((d) => d.severity === DiagnosticSeverity.Information && saidOfTestFile(d.message))) return;
    this.toldTestFiles.add(folder);
    this.host.log(`URI Lint: findings in test files are kept at information, first in ${maskPasswordsIn(uri)}: a test's inputs are malformed `
      + 'on purpose (files below test, spec or fixtures folders, a fuzzer\'s inputs, or named as tests); set uriLint.testFiles to "check" to judge them as any file.');
  }

  /** Logs once per document that it is left out as a file nobody edits, and why. */
  private tellUnedited(state: DocumentState): void {
    const uri = state.document.uri;
    if (this.toldUnedited.has(uri)) return;
    this.toldUnedited.add(uri);
    const unedited = uneditedDocument(state, this.host.workspaceFolders(), this.host.files(), writtenBy(this.host.taskOutputs()));
    if (!unedited) return;
    this.host.log(`URI Lint: ${maskPasswordsIn(uri)} is not checked: ${uneditedText(unedited)} (a file nobody edits; `
      + 'set uriLint.defaultIgnores to false to check it).');
  }

  private tellTooLarge(document: TextDocument, settings: Settings): void {
    const doc = this.documentOf(document.uri);
    if (doc.toldTooLarge) return;
    doc.toldTooLarge = true;
    // The notification, not window.showInformationMessage (a request that waits for the user).
    void this.host.connection.sendNotification(ShowMessageNotification.type, {
      type: MessageType.Info,
      message: `URI Lint does not check ${maskPasswordsIn(document.uri)}: it is larger than ${maxFileSizeText(settings.maxFileSize)}.`,
    });
  }

}

/** A URI whose last segment is a folder a package installer writes (shared/unedited.ts `installedFolder` tells it exactly). */
const INSTALLER_METADATA = /\.dist-info\/?$/;

/** The places of a document's link targets, lowercased: an event in another letter case may make a mismatch or mend one. */
function targetKeys(targets: readonly JudgedLink[], files: LinkFacts | undefined): ReadonlySet<string> {
  const keys = new Set<string>();
  for (const { target } of targets) {
    const folder = folderKey(target.folder, files?.caches);
    if (folder !== undefined) keys.add(`${folder}/${target.segments.join('/')}`.replace(/\/$/, '').toLowerCase());
  }
  return keys;
}

/**
 * Whether a change at `changed` may change the judgement of a link to one of
 * `targets`: the target itself, a folder on its way, a file directly in it
 * (an index file of a linked folder), or the target with an extension.
 */
function leadsTo(targets: ReadonlySet<string>, changed: ReadonlySet<string>, reached: ReadonlySet<string>): boolean {
  for (const target of targets) {
    // The target itself, or a folder it lies in.
    if (reached.has(target) || atOrBelowAny(target, changed)) return true;
  }
  return false;
}

/**
 * The link targets a change of `changed` (place keys) may bear on besides
 * those at or below them: a name with an extension tried (`guide` for
 * `guide.md`), and a linked folder whose index file may be the one changed.
 */
function reachedBy(changed: ReadonlySet<string>): Set<string> {
  const reached = new Set(changed);
  for (const key of changed) {
    const slash = key.lastIndexOf('/');
    reached.add(key.slice(0, slash));
    for (let dot = key.indexOf('.'); dot >= 0; dot = key.indexOf('.', dot + 1)) reached.add(key.slice(0, dot));
  }
  return reached;
}

/**
 * Why the features do not serve a document (`uriLint.enable`, `uriLint.languages`, `uriLint.maxFileSizeMB`,
 * `uriLint.defaultIgnores` below one of `folders`, its folders' listings as `files` knows them and what the task files
 * name, `written`), if they do not.
 */
export function skipReason(state: DocumentState, settings: Settings, folders: readonly string[], files?: LinkFacts, written?: WrittenBy): SkipReason | undefined {
  if (!settings.enable) return 'disabled';
  if (!isServed(state.document.languageId, settings)) return 'language';
  if (state.byteLength > settings.maxFileSize) return 'too-large';
  return settings.defaultIgnores && uneditedDocument(state, folders, files, written) ? 'unedited' : undefined;
}

/** `uneditedDocument`'s question to the task files, where they are read. */
export function writtenBy(tasks: TaskOutputs | undefined): WrittenBy | undefined {
  return tasks && ((uri) => tasks.whyWritten(uri));
}
