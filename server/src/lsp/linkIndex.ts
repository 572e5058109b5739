/**
 * The server's index of the workspace's links (service/graph/): made at
 * `initialize` beside the workspace's `LinkFacts` and owned by the server
 * for its life. Built in the background once the client is initialized
 * (`window/workDoneProgress` when the client shows progress, cancellable
 * from it), in slices of the shared turn budget (turns.ts), so no request
 * waits on it longer than a slice. Kept up to date from two sources: an
 * open document is indexed from the editor's text (marked when it changes,
 * indexed again before the next question: typing costs nothing), and a
 * watched file that is not open is read again from the disk when the
 * client says it changed (one file, that file only; a deleted one, and
 * everything below a deleted folder, is forgotten). A closed document is
 * read again from the disk: what the editor held may not be saved.
 *
 * Each file is indexed under its own settings: the editor's for its
 * workspace folder (one `workspace/configuration` per folder, not per file)
 * with the configuration files and `.urilintignore` laid over them, as the
 * server lays them for open documents (Restricted Mode leaves out what it
 * leaves out there); a file they turn off is not indexed. When they change
 * (the editor's settings, a saved configuration file), the index is built
 * again.
 */
import { knownLanguage, languageOfName, percentDecode } from '@uri-lint/shared';
import { WorkDoneProgress, WorkDoneProgressCreateRequest } from 'vscode-languageserver';
import type { Connection } from 'vscode-languageserver';
import type { Settings } from '../contract/settings';
import type { DocumentStore } from '../documents/documentStore';
import { createLanguageService } from '../service/index';
import type { DocumentContext, LinkFacts, LinkIndex, Workspace } from '../service/index';
import type { FileEvent } from './params';
import { turns } from './turns';

const { buildLinkIndex, LINK_INDEX_LIMITS, LinkIndex: LinkIndexClass, placeKey } = createLanguageService().workspace;

/** What the index needs of the server. */
export interface LinkIndexHost {
  readonly connection: Connection;
  readonly store: DocumentStore;
  /** Whether the client creates work-done progress (`window.workDoneProgress`). */
  progressSupported(): boolean;
  /** The settings of a file that is not open: its folder's editor settings, its configuration files laid over them. */
  fileSettings(uri: string): Promise<Settings>;
  /** The settings of an open document. */
  settingsOf(uri: string): Promise<Settings>;
  log(message: string): void;
  logError(what: string, error: unknown): void;
  /**
   * A build went through: the pages that set their own URL are all known now (the facts' table the link check reads
   * too, links/ownUrls.ts), so the open documents are judged again.
   */
  indexed?(): void;
}

/** A file event's type (LSP `FileChangeType`): deleted. */
const DELETED = 3;

export class WorkspaceLinks {
  readonly index: LinkIndex;
  /** Open documents edited since they were last indexed. */
  private readonly stale = new Set<string>();
  /** The own URL (links/ownUrls.ts) each open document's text last set, as `key\0path` ('' for none). */
  private readonly ownUrlsRead = new Map<string, string>();
  /** The build under way, or done. */
  private building: Promise<void> | undefined;
  /** Bumped by each rebuild: a build of an older generation stops at its next slice. */
  private generation = 0;
  private disposed = false;
  /** The last build went through: every file of the workspace the index holds is in it (see `whenWhole`). */
  private whole = false;
  /** Files to read again from the disk (the last event of each counts), read one at a time. */
  private readonly due = new Set<string>();
  /** The reading of `due` under way, if any. */
  private rereads: Promise<void> = Promise.resolve();
  private reading = false;

  constructor(private readonly host: LinkIndexHost, facts: LinkFacts) {
    this.index = new LinkIndexClass(facts);
  }

  /** Starts the build in the background (once). */
  start(): void {
    this.building ??= this.run();
  }

  /**
   * The settings changed (the editor's, a configuration file, a `.urilintignore`): which files are indexed and how
   * their links read may have changed, so the index is built again; a build under way stops first.
   */
  rebuild(): void {
    if (!this.building) return;
    const generation = ++this.generation;
    this.whole = false;
    this.building = this.building.then(() => (generation === this.generation ? this.run() : undefined));
  }

  private run(): Promise<void> {
    const generation = this.generation;
    this.whole = false;
    this.index.clear();
    return this.build(() => generation !== this.generation).catch((error: unknown) => this.host.logError('indexing the workspace\'s links', error));
  }

  /**
   * The index with every open document's edits in it, once a build has gone through (not cancelled, not superseded)
   * and left nothing out for its bounds, every watched file told of read again; else undefined (while it builds,
   * after a cancelled build): the caller then walks the workspace itself.
   */
  async whenWhole(): Promise<LinkIndex | undefined> {
    if (!this.whole) return undefined;
    await this.settled();
    const index = await this.current();
    return this.whole && index.complete ? index : undefined;
  }

  /** Resolves once the build is over (done or cancelled). */
  built(): Promise<void> {
    return this.building ?? Promise.resolve();
  }

  /** The server shuts down: a build under way stops at its next slice. */
  dispose(): void {
    this.disposed = true;
  }

  private async build(superseded: () => boolean): Promise<void> {
    const progress = await this.progress();
    const started = performance.now();
    const result = await buildLinkIndex(this.index, {
      settingsOf: (uri) => this.host.fileSettings(uri),
      pause: () => turns.pause(),
      cancelled: () => superseded() || this.disposed || progress?.token?.isCancellationRequested === true,
      skip: (uri) => this.host.store.get(uri) !== undefined,
      progress: (indexed, found) => progress?.report(found === 0 ? 0 : Math.floor((indexed / found) * 100), `${indexed}/${found} files`),
      onError: (uri, error) => this.host.logError(`indexing the links of ${uri}`, error),
    });
    // Documents opened before or during the build are indexed from the editor's text.
    for (const { document } of this.host.store.all()) this.stale.add(document.uri);
    this.whole = !result.cancelled && !superseded() && !this.disposed;
    const { files, links } = this.index.stats();
    this.host.log(`URI Lint: indexed ${links} links in ${files} files in ${Math.round(performance.now() - started)} ms`
      + `${result.cancelled ? ' (cancelled)' : ''}${this.index.complete ? '' : ' (incomplete: the workspace is larger than the index holds)'}`);
    progress?.done();
    if (this.whole && this.index.facts.ownUrls.size > 0) this.host.indexed?.();
  }

  /** Work-done progress, when the client shows it: created by the server, ended when the build ends. */
  private async progress(): Promise<{ token?: { isCancellationRequested: boolean }; report(percentage: number, message: string): void; done(): void } | undefined> {
    if (!this.host.progressSupported()) return undefined;
    const token = `uri-lint-link-index-${Date.now()}`;
    try {
      await this.host.connection.sendRequest(WorkDoneProgressCreateRequest.type, { token });
    } catch {
      return undefined;
    }
    const state = { isCancellationRequested: false };
    const cancel = this.host.connection.onNotification('window/workDoneProgress/cancel', (params: { token?: unknown }) => {
      if (params?.token === token) state.isCancellationRequested = true;
    });
    const send = (value: object) => void this.host.connection.sendProgress(WorkDoneProgress.type, token, value as never);
    send({ kind: 'begin', title: 'URI Lint: indexing links', cancellable: true, percentage: 0 });
    let last = -1;
    return {
      token: state,
      report: (percentage, message) => {
        if (percentage === last) return;
        last = percentage;
        send({ kind: 'report', percentage, message });
      },
      done: () => {
        cancel.dispose();
        send({ kind: 'end', message: state.isCancellationRequested ? 'cancelled' : 'done' });
      },
    };
  }

  /**
   * An open document changed (opened, edited): indexed again before the next question; at once, with the open
   * documents judged again, where the URL its front matter sets for the page changed (`permalink: /people/`): the link
   * check finds pages by it (links/ownUrls.ts), so the links of other documents to the old URL or the new one read
   * differently now.
   */
  changed(uri: string): void {
    this.stale.add(uri);
    if (!this.ownUrlChanged(uri) || !this.whole) return;
    this.current().then(() => this.host.indexed?.(), (error: unknown) => this.host.logError(`indexing the links of ${uri}`, error));
  }

  /**
   * Whether the own URL an open document's text sets differs from what its last text set (or, first, from what the
   * table holds for it): asked at each edit, so it reads only a text that opens with a front matter.
   */
  private ownUrlChanged(uri: string): boolean {
    const state = this.host.store.get(uri);
    if (!state || !this.inFolders(uri)) return false;
    const text = state.document.getText();
    const url = LinkIndexClass.ownUrlOf(text);
    const now = url ? `${url.key}\0${url.path}` : '';
    const known = this.index.facts.ownUrls.get(uri)?.url;
    const before = this.ownUrlsRead.get(uri) ?? (known ? `${known.key}\0${known.path}` : '');
    this.ownUrlsRead.set(uri, now);
    return now !== before;
  }

  /** An open document was closed: its saved text is what the workspace holds now. */
  closed(uri: string): void {
    this.stale.delete(uri);
    this.ownUrlsRead.delete(uri);
    this.reread([uri]);
  }

  /** Files changed on disk: those not open are read again (created, changed) or forgotten (deleted). */
  filesChanged(events: readonly FileEvent[]): void {
    const reread: string[] = [];
    for (const event of events) {
      if (this.host.store.get(event.uri)) continue;
      if (event.type === DELETED) {
        this.due.delete(event.uri);
        this.index.removeBelow(event.uri);
      } else if (languageOfUri(event.uri) !== undefined || !/\.[^/]*$/.test(event.uri)) {
        // A file of a language the index reads, or a name without an extension (a folder, moved in).
        reread.push(event.uri);
      }
    }
    if (reread.length > 0) this.reread(reread);
  }

  /** Resolves once every file told of so far is read again. */
  settled(): Promise<void> {
    return this.rereads;
  }

  private reread(uris: readonly string[]): void {
    for (const uri of uris) this.due.add(uri);
    if (this.reading) return;
    this.reading = true;
    this.rereads = (async () => {
      try {
        while (this.due.size > 0 && !this.disposed) {
          const uri: string = this.due.values().next().value!;
          this.due.delete(uri);
          try {
            await this.readFromDisk(uri);
          } catch (error) {
            this.host.logError(`indexing the links of ${uri}`, error);
          }
          await turns.pause();
        }
      } finally {
        this.reading = false;
      }
    })();
  }

  private async readFromDisk(uri: string): Promise<void> {
    // A file is indexed only where the build would have found it: its language known by its name.
    const probe = this.index.facts.workspace;
    // A symbolic link is not followed, as the build does not follow one: what it leads to is indexed at its own place.
    if (await throughLink(probe, uri)) {
      this.index.removeBelow(uri);
      return;
    }
    const kind = await probe.stat(uri);
    if (kind === 'directory') {
      // A folder created or moved in: its files, as a build finds them, below it only.
      await buildLinkIndex(this.index, {
        below: uri, settingsOf: (file) => this.host.fileSettings(file), pause: () => turns.pause(), cancelled: () => this.disposed,
        skip: (file) => this.host.store.get(file) !== undefined, onError: (file, error) => this.host.logError(`indexing the links of ${file}`, error),
      });
      return;
    }
    const languageId = languageOfUri(uri);
    if (kind !== 'file' || languageId === undefined) {
      this.index.remove(uri);
      return;
    }
    const settings = await this.host.fileSettings(uri);
    const text = settings.enable ? await probe.readFile(uri, Math.min(settings.maxFileSize, LINK_INDEX_LIMITS.fileBytes)) : undefined;
    if (this.host.store.get(uri)) return;
    if (text === undefined || languageId === undefined) this.index.remove(uri);
    else this.index.updateText(uri, text, languageId, settings);
  }

  /** The index with every open document's edits in it: asked before each question. */
  async current(): Promise<LinkIndex> {
    for (const uri of [...this.stale]) {
      this.stale.delete(uri);
      const state = this.host.store.get(uri);
      // Only the workspace's files: a document open from elsewhere is no part of it.
      if (!state || !this.inFolders(uri)) continue;
      const settings = await this.host.settingsOf(uri);
      const analysis = this.host.store.get(uri) === state ? this.host.store.analysis(uri) : undefined;
      if (!analysis) continue;
      const ctx: DocumentContext = { document: state.document, analysis, settings, files: this.index.facts };
      this.index.update(ctx);
    }
    return this.index;
  }

  private inFolders(uri: string): boolean {
    return this.index.facts.workspace.folders().some((folder) => uri.startsWith(`${folder}/`));
  }
}

/**
 * Whether `uri` is reached through a symbolic link, or cannot be told to be not (where the platform resolves links):
 * its real path is not its workspace folder's real path with the same names below it. Such a file is neither indexed
 * nor edited; the file it leads to is, at its own place in the folders.
 */
export async function throughLink(workspace: Workspace, uri: string): Promise<boolean> {
  if (!workspace.realUri) return false;
  const folder = workspace.folders().find((f) => uri.startsWith(`${f}/`));
  if (folder === undefined) return true;
  const [real, realFolder] = await Promise.all([workspace.realUri(uri), workspace.realUri(folder)]);
  if (real === undefined || realFolder === undefined) return true;
  return placeKey(real) !== placeKey(`${realFolder}${uri.slice(folder.length)}`);
}

/** The language of a file by its name, when the table of languages knows it. */
function languageOfUri(uri: string): string | undefined {
  const path = uri.replace(/[?#].*$/, '');
  const name = percentDecode(path.slice(path.lastIndexOf('/') + 1));
  const id = languageOfName(name);
  return id !== undefined && knownLanguage(id) !== undefined ? id : undefined;
}
