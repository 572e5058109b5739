/**
 * The files the workspace's own task files (justfile, Makefile, package.json's
 * scripts, tox, nox, typedoc, Doxygen: config/taskOutputs.ts) name as a
 * command's output, for the editor: generated, left out by default as the
 * command line leaves them out (`uriLint.defaultIgnores`), from the one table
 * both ask (`WrittenFiles`), so the editor and CI judge the same files.
 *
 * Each workspace folder is the command line's run over it: its task files are
 * found by the index's own walk (`walkWorkspace`), those a `.urilintignore`
 * leaves out passed over, the shallowest `MAX_TASK_FILES` read through the
 * platform's bounded reads of regular files (a task file larger than
 * `MAX_TASK_FILE` names nothing), an open one as the editor holds it. Read as
 * text, never run, in Restricted Mode too: they only leave files out, as a
 * `.urilintignore` does. Found once, in the background; then kept up to date
 * from the watched files' events (a task file created, changed or deleted, a
 * folder moved in or out) and the open task files' edits, each read again
 * alone. When what they name changes, the host is told (`changed`): the open
 * documents are judged again and the index of links built again.
 */
import { isTaskFile, MAX_TASK_FILE, taskFilesRead, WrittenFiles } from '../config/taskOutputs';
import type { Unedited } from '../shared/unedited';
import { createLanguageService } from '../service/index';
import type { Workspace } from '../service/index';
import type { Settings } from '../contract/settings';
import type { FileEvent } from './params';

const { isWalked, walkWorkspace } = createLanguageService().workspace;

/** What the task outputs need of the server. */
export interface TaskOutputsHost {
  /** The workspace's files, kept to its folders. */
  readonly workspace: Workspace;
  /** The settings of a file that is not open, its configuration files laid over the editor's (the walk's `defaultIgnores`). */
  settingsOf(uri: string): Promise<Settings>;
  /** Whether a `.urilintignore` leaves the file out (the command line then does not find it, nor read it). */
  ignored(uri: string): Promise<boolean>;
  /** The text the editor holds of an open document, if it is open. */
  openText(uri: string): string | undefined;
  /** What the task files name changed: the documents they leave out, or bring back, are judged again. */
  changed(): void;
  logError(what: string, error: unknown): void;
}

/** A file event's types (LSP `FileChangeType`). */
const CREATED = 1;
const DELETED = 3;

/** One task file found: its workspace folder, its path below it (decoded, `/`-separated) and its text once read. */
interface TaskFile {
  folder: string;
  relative: string;
  text: string | undefined;
}

export class TaskOutputs {
  /** The task files found, by workspace folder and path below it (`keyOf`); undefined until the first walk. */
  private tasks: Map<string, TaskFile> | undefined;
  /** Whether the first walk and its reads are over (`written` tells what they name). */
  private known = false;
  /** Each workspace folder's table, made from `tasks`. */
  private readonly written = new Map<string, WrittenFiles>();
  /** The folders whose task files changed since their table was made. */
  private readonly dirty = new Set<string>();
  /** The work under way, one step after another (walks and reads). */
  private work: Promise<void> | undefined;
  private disposed = false;

  constructor(private readonly host: TaskOutputsHost) {}

  /**
   * Why the document or file at `uri` is generated, when a task file of its workspace folder names it; null while the
   * task files are not known yet (their reading is started: `ready` resolves once they are).
   */
  whyWritten(uri: string): Unedited | undefined | null {
    // Nothing outside the folders, nor a folder itself, is named.
    const place = this.placeOf(uri);
    if (!place) return undefined;
    if (!this.known) {
      void this.ready();
      return null;
    }
    const why = this.written.get(place.folder)?.whyWritten(place.relative);
    return why === undefined ? undefined : { kind: 'generated', why };
  }

  /** Resolves once the task files told of so far are read (the first walk, then each change). */
  ready(): Promise<void> {
    this.work ??= this.then(() => this.walk());
    return this.work;
  }

  /**
   * Watched files changed: a task file created, changed or deleted, or a folder holding some moved, is read again; the
   * batch's reads one step, so what they name is compared once.
   */
  filesChanged(events: readonly FileEvent[]): void {
    if (!this.work) return;
    const steps: (() => Promise<void>)[] = [];
    for (const event of events) {
      const name = decodeName(event.uri);
      if (event.type === DELETED) {
        if (this.holdsTasks(event.uri)) steps.push(() => this.forgetBelow(event.uri));
      } else if (isTaskFile(name)) {
        steps.push(() => this.readOne(event.uri));
      } else if (event.type === CREATED && !name.includes('.')) {
        // A name without an extension may be a folder made or moved in: its task files, walked below it only.
        steps.push(() => this.walk(event.uri));
      }
    }
    if (steps.length > 0) {
      void this.then(async () => {
        for (const step of steps) await step();
      });
    }
  }

  /** Something changed, the client does not say what (an empty batch of file events): every task file found and read again. */
  changedAll(): void {
    if (!this.work) return;
    void this.then(async () => {
      for (const task of this.tasks?.values() ?? []) this.dirty.add(task.folder);
      this.tasks = new Map();
      await this.walk();
    });
  }

  /** An open document was opened, edited or closed: a task file's text is what the editor holds (or the disk, closed). */
  documentChanged(uri: string): void {
    if (this.work && isTaskFile(decodeName(uri))) void this.then(() => this.readOne(uri));
  }

  /** The server shuts down: a walk under way stops at its next folder. */
  dispose(): void {
    this.disposed = true;
  }

  /** Runs `step` after the work before it, then tells the host if what the task files name changed. */
  private then(step: () => Promise<void>): Promise<void> {
    const run = async (): Promise<void> => {
      const before = this.known ? this.signature() : undefined;
      try {
        await step();
      } catch (error) {
        this.host.logError('reading the task files', error);
      }
      this.tableAgain();
      this.known = true;
      if (before !== undefined && this.signature() !== before) this.host.changed();
    };
    this.work = (this.work ?? Promise.resolve()).then(run);
    return this.work;
  }

  /** The workspace's task files (or those below `below`), found by the index's walk and read. */
  private async walk(below?: string): Promise<void> {
    const found: { uri: string; folder: string; relative: string }[] = [];
    const walk = walkWorkspace(this.host.workspace, {
      settingsOf: (uri) => this.host.settingsOf(uri), cancelled: () => this.disposed, ...(below === undefined ? {} : { below }),
    });
    for await (const listed of walk) {
      for (const file of listed) if (isTaskFile(file.name)) found.push(file);
    }
    const tasks = this.tasks ?? new Map<string, TaskFile>();
    for (const file of found) {
      tasks.set(keyOf(file), { folder: file.folder, relative: file.relative, text: undefined });
      this.dirty.add(file.folder);
    }
    this.tasks = tasks;
    for (const file of found) await this.readOne(file.uri);
  }

  /** Whether a task file known lies at or below `uri`. */
  private holdsTasks(uri: string): boolean {
    const place = this.placeOf(uri);
    return place !== undefined && [...this.tasks?.values() ?? []].some((task) => task.folder === place.folder && atOrBelow(task.relative, place.relative));
  }

  /** Reads the task file at `uri` again: its text now, or forgotten when it is gone, left out, or not in a folder. */
  private async readOne(uri: string): Promise<void> {
    const tasks = this.tasks ??= new Map();
    const place = this.placeOf(uri);
    if (!place) return;
    const key = keyOf(place);
    // Where the walk finds it: not below a version control system's folder, nor, by default, below a vendored one.
    this.dirty.add(place.folder);
    if (!isWalked(place.relative, { defaultIgnores: (await this.host.settingsOf(place.folder)).defaultIgnores }) || await this.host.ignored(uri)) {
      tasks.delete(key);
      return;
    }
    const open = this.host.openText(uri);
    const text = open ?? await this.host.workspace.readFile(uri, MAX_TASK_FILE);
    if (open === undefined && text === undefined && await this.host.workspace.stat(uri) !== 'file') tasks.delete(key);
    else tasks.set(key, { ...place, text });
  }

  private forgetBelow(uri: string): Promise<void> {
    const place = this.placeOf(uri);
    for (const [key, task] of [...this.tasks ?? []]) {
      if (place && task.folder === place.folder && atOrBelow(task.relative, place.relative)) {
        this.tasks!.delete(key);
        this.dirty.add(task.folder);
      }
    }
    return Promise.resolve();
  }

  /** The tables of the folders whose task files changed, again: the shallowest `MAX_TASK_FILES` of each, as a run over it reads. */
  private tableAgain(): void {
    for (const folder of this.dirty) {
      const texts = new Map<string, string | undefined>();
      for (const task of this.tasks?.values() ?? []) if (task.folder === folder) texts.set(task.relative, task.text);
      if (texts.size === 0) this.written.delete(folder);
      else this.written.set(folder, new WrittenFiles(taskFilesRead(texts.keys()).map((path) => ({ path, text: texts.get(path) }))));
    }
    this.dirty.clear();
  }

  private signature(): string {
    return [...this.written].map(([folder, table]) => `${folder}\0${table.signature()}`).sort().join('\0');
  }

  /** The workspace folder of `uri` (the deepest that holds it) and its path below it, decoded. */
  private placeOf(uri: string): { folder: string; relative: string } | undefined {
    const clean = uri.replace(/[?#].*$/, '');
    const folder = this.host.workspace.folders().filter((f) => clean.startsWith(`${f}/`)).sort((a, b) => b.length - a.length)[0];
    if (folder === undefined) return undefined;
    return { folder, relative: clean.slice(folder.length + 1).split('/').map(decodeSegment).join('/') };
  }
}

function keyOf(place: { folder: string; relative: string }): string {
  return `${place.folder}\0${place.relative}`;
}

/** Whether the path `relative` is `folder` or below it (both below one workspace folder). */
function atOrBelow(relative: string, folder: string): boolean {
  return folder === '' || relative === folder || relative.startsWith(`${folder}/`);
}

/** A URI's last segment, decoded. */
function decodeName(uri: string): string {
  const clean = uri.replace(/[?#].*$/, '');
  return decodeSegment(clean.slice(clean.lastIndexOf('/') + 1));
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
