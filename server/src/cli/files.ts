/**
 * The files of a run: paths, folders (recursively) and globs, minus what
 * `.gitignore` and `.urilintignore` files ignore (read with the `ignore`
 * package, which follows git's rules), from the repository's root (the
 * nearest folder with `.git`) down. `.git` and `node_modules` folders are
 * never entered. Sorted by path, so every run lists them in one order.
 * Each file carries what `.gitattributes` files say of Linguist's
 * `vendored` and `generated` classes, and whether the repository's task
 * files name it as a command's output (config/taskOutputs.ts): the checks
 * leave those out.
 */
import fs from 'node:fs';
import path from 'node:path';
import ignore from 'ignore';
import type { Ignore } from 'ignore';
import { attributesOf, parseGitattributes } from '../config/gitattributes';
import { pathGlob } from '../config/glob';
import type { AttributeRules, LinguistAttributes } from '../config/gitattributes';
import { PathError, reasonOf } from './errors';
import { MAX_IGNORE_LINE, usableIgnoreRules } from '../config/ignoreFiles';
import { MAX_SETTINGS_FILE, readBounded } from './safeRead';
import { installedFolder, uneditedText } from '../shared/unedited';
import { isTaskFile, MAX_TASK_FILE, taskFilesRead, WrittenFiles } from '../config/taskOutputs';

export { reasonOf };

/** The ignore files read in each folder. */
export const IGNORE_FILES = ['.gitignore', '.urilintignore'];

const NEVER_ENTERED = new Set(['.git', 'node_modules']);

/** One file to check. */
export interface FileEntry {
  /** Absolute. */
  path: string;
  /** Relative to the working directory, `/`-separated: how reports name it. */
  rel: string;
  /** When the path is not valid UTF-8: its bytes, one latin1 character each (`path` and `rel` show them as U+FFFD). */
  raw?: string;
  /** Known when stat'ed: a file named as an input, or every file when `collectFiles` is asked to. */
  size?: number;
  mtimeMs?: number;
  /** What `.gitattributes` files say of it (`linguist-vendored`, `linguist-generated`), when they say something. */
  attributes?: LinguistAttributes;
  /** Below a folder a package installer filled (shared/unedited.ts `installedFolder`): why it is vendored. */
  installed?: string;
  /** Named by a task file of the run as a command's output (`markWritten`): why it is generated. */
  written?: string;
}

/** What `collectFiles` found. */
export interface Collected {
  files: FileEntry[];
  /** Files named on the command line that an ignore file ignores: reported as skipped. */
  ignored: FileEntry[];
  /** Paths met on the way that cannot be read, with the reason. */
  unreadable: { rel: string; reason: string }[];
  /**
   * Symbolic links met in a folder that lead nowhere (a dotfiles repository's link to an application's path): not
   * files of the tree, reported as skipped; the run does not fail for them. One named on the command line is an error.
   */
  dangling: { rel: string; reason: string }[];
  /** Ignore files passed over (not regular files, too large): said on stderr, the run goes on. */
  notes: string[];
}

/**
 * The files of `inputs` (paths, folders or globs), relative to `cwd`; with
 * `stat`, the size and time of each (else only of the files named: a folder's
 * entries say which are files, and a stat per file costs as much as reading
 * a small one). Throws `PathError`.
 */
export function collectFiles(inputs: readonly string[], cwd: string, { stat = false }: { stat?: boolean } = {}): Collected {
  const notes: string[] = [];
  const rules = new IgnoreRules((file, problem) => notes.push(`${toPosix(path.relative(cwd, file))}: ${problem}`));
  const found = new Map<string, FileEntry>();
  const ignored = new Map<string, FileEntry>();
  const unreadable: { rel: string; reason: string }[] = [];
  const dangling: { rel: string; reason: string }[] = [];
  const entry = (file: string, stats: fs.Stats, rel = toPosix(path.relative(cwd, file))): FileEntry =>
    ({ path: file, rel, size: stats.size, mtimeMs: stats.mtimeMs });
  const walk = (dir: string, accept: (file: string) => boolean, rawDir?: Buffer, installedAbove?: string): void => {
    let entries: Entry[];
    const relDir = toPosix(path.relative(cwd, dir));
    try {
      entries = entriesOf(dir, rawDir);
    } catch (error) {
      unreadable.push({ rel: relDir || '.', reason: reasonOf(error) });
      return;
    }
    // Below a folder a package installer filled (its `*.dist-info` folders say so), every file is vendored.
    const installed = installedAbove ?? whyInstalled(entries.filter((e) => e.dirent.isDirectory()).map((e) => e.name));
    const marked = installed === undefined ? {} : { installed };
    for (const { dirent, name, raw } of entries) {
      const file = path.join(dir, name);
      if (dirent.isDirectory()) {
        if (!NEVER_ENTERED.has(name) && !rules.ignores(file, { isDir: true })) walk(file, accept, raw, installed);
        continue;
      }
      if (!accept(file) || rules.ignores(file, { isDir: false })) continue;
      const rel = relDir === '' ? name : `${relDir}/${name}`;
      // A name that is not UTF-8 is kept as its bytes (`raw`), and found under them: two such names can read alike.
      const key = raw ? `\0${raw.toString('latin1')}` : file;
      const rawPath = raw ? { raw: raw.toString('latin1') } : {};
      if (dirent.isFile() && !stat) {
        found.set(key, { path: file, rel, ...rawPath, ...marked });
        continue;
      }
      // A link is followed to a file, never to a folder: it could lead back up.
      if (!dirent.isFile() && !dirent.isSymbolicLink()) continue;
      try {
        // A link to a file of the folder walked is that file, checked where it lies: its text once, its relative
        // links from the place they were written for (`.github/copilot-instructions.md` -> `../AGENTS.md`).
        if (dirent.isSymbolicLink() && insideRun(fs.realpathSync(raw ?? file))) continue;
        const stats = fs.statSync(raw ?? file);
        if (stats.isFile()) found.set(key, { ...entry(file, stats, rel), ...rawPath, ...marked });
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        const nowhere = dirent.isSymbolicLink() && (code === 'ENOENT' || code === 'ELOOP' || code === 'ENOTDIR');
        (nowhere ? dangling : unreadable).push({ rel, reason: reasonOf(error) });
      }
    }
  };
  /** The real path of the folder being walked (an input, or a glob's base), below which a link's file is found anyway. */
  let walked = '';
  const insideRun = (real: string): boolean => walked !== '' && real.startsWith(walked.endsWith(path.sep) ? walked : `${walked}${path.sep}`);
  const walkTop = (dir: string, accept: (file: string) => boolean): void => {
    try {
      walked = fs.realpathSync(dir);
    } catch {
      walked = '';
    }
    walk(dir, accept);
  };
  for (const input of inputs) {
    const absolute = path.resolve(cwd, input);
    let stats: fs.Stats | undefined;
    try {
      stats = fs.statSync(absolute);
    } catch (error) {
      if (!globOf(input)) throw new PathError(`${input}: ${reasonOf(error)}`);
    }
    if (stats?.isDirectory()) walkTop(absolute, () => true);
    // A pipe or a device could block a read for ever.
    else if (stats && !stats.isFile()) throw new PathError(`${input}: not a file or a folder`);
    else if (stats) (rules.ignores(absolute, { isDir: false }) ? ignored : found).set(absolute, entry(absolute, stats));
    else {
      const matches = globFiles(input, cwd, walkTop);
      if (matches === 0) throw new PathError(`${input}: no file matches this glob`);
    }
  }
  for (const file of found.keys()) ignored.delete(file);
  const attributes = new AttributeChains((file, problem) => notes.push(`${toPosix(path.relative(cwd, file))}: not read: ${problem}`));
  for (const file of found.values()) {
    const said = attributes.of(file.path);
    if (said.vendored !== undefined || said.generated !== undefined) file.attributes = said;
  }
  markWritten(found.values());
  return { files: sortByRel([...found.values()]), ignored: sortByRel([...ignored.values()]), unreadable, dangling, notes };

  function globFiles(glob: string, base: string, walkFrom: typeof walkTop): number {
    const { base: below, matches } = globOf(glob)!;
    const root = path.resolve(base, below);
    const before = found.size;
    if (fs.existsSync(root)) walkFrom(root, (file) => matches(toPosix(path.relative(root, file))));
    return found.size - before;
  }
}

/**
 * Marks the files of the run that its task files (justfile, Makefile, package.json's scripts…) name as a command's
 * output (`written`), and every file below a documentation tool's output folder: generated, as Linguist's
 * `linguist-generated` would say (config/taskOutputs.ts `WrittenFiles`, the table the editor's server asks too). A task
 * file is read as text, never run; the run reads at most `MAX_TASK_FILES` of its own, the shallowest first.
 */
function markWritten(found: Iterable<FileEntry>): void {
  const files = [...found].filter((f) => f.raw === undefined);
  const byPath = new Map(files.map((f) => [toPosix(f.path), f]));
  const tasks = taskFilesRead([...byPath.keys()].filter((p) => isTaskFile(p.slice(p.lastIndexOf('/') + 1))));
  if (tasks.length === 0) return;
  const written = new WrittenFiles(tasks.map((task) => {
    // A task file too large or not a regular file is passed over: it is the repository's, not the run's settings.
    const read = readBounded(byPath.get(task)!.path, MAX_TASK_FILE);
    return { path: task, text: 'bytes' in read ? read.bytes.toString('utf8') : undefined };
  }));
  for (const [posix, file] of byPath) {
    const why = written.whyWritten(posix);
    if (why !== undefined) file.written = uneditedText({ kind: 'generated', why });
  }
}

/** Why the files below a folder whose subfolders are `folders` are vendored, when a package installer filled it. */
function whyInstalled(folders: readonly string[]): string | undefined {
  const installed = installedFolder(folders);
  return installed && uneditedText(installed);
}

/** A path argument's glob (config/glob.ts, the configuration's dialect), or undefined for a path; a glob that cannot be used is a usage error. */
function globOf(input: string): ReturnType<typeof pathGlob> {
  try {
    return pathGlob(toPosix(input));
  } catch (error) {
    throw new PathError(`${input}: ${(error as Error).message}`);
  }
}

/** A folder entry: its name as text and, when the name is not valid UTF-8, the full path's bytes. */
interface Entry {
  dirent: fs.Dirent | fs.Dirent<Buffer>;
  name: string;
  raw?: Buffer;
}

/**
 * The entries of `dir` (whose path's bytes are `rawDir` when it is not
 * UTF-8). Names are read as text; only a folder with a name that did not
 * decode (U+FFFD) is read again as bytes, so that such a file can be opened.
 */
function entriesOf(dir: string, rawDir: Buffer | undefined): Entry[] {
  if (!rawDir) {
    const entries = fs.readdirSync(dir, { withFileTypes: true });
    if (!entries.some((d) => d.name.includes('\uFFFD'))) return entries.map((dirent) => ({ dirent, name: dirent.name }));
  }
  const base = rawDir ?? Buffer.from(dir);
  return fs.readdirSync(base, { withFileTypes: true, encoding: 'buffer' }).map((dirent) => {
    const name = dirent.name.toString('utf8');
    const valid = Buffer.from(name).equals(dirent.name);
    return valid && !rawDir ? { dirent, name } : { dirent, name, raw: Buffer.concat([base, Buffer.from(path.sep), dirent.name]) };
  });
}

/** The rules of the ignore files that apply in each folder, from the root down, read once per folder. */
class IgnoreRules {
  /** `onProblem` hears of an ignore file that is not read, or of its lines that are not used. */
  constructor(private readonly onProblem: (file: string, problem: string) => void) {}

  private readonly chains = new Map<string, { dir: string; rules: Ignore }[]>();

  /** Whether `file` (a folder when `isDir`) is ignored: the deepest file with a rule for it decides, as in git. */
  ignores(file: string, { isDir }: { isDir: boolean }): boolean {
    let ignored = false;
    for (const { dir, rules } of this.chain(path.dirname(file))) {
      const relative = toPosix(path.relative(dir, file)) + (isDir ? '/' : '');
      const result = rules.test(relative);
      if (result.ignored) ignored = true;
      else if (result.unignored) ignored = false;
    }
    return ignored;
  }

  private chain(dir: string): { dir: string; rules: Ignore }[] {
    let chain = this.chains.get(dir);
    if (chain) return chain;
    const parent = path.dirname(dir);
    const top = parent === dir || fs.existsSync(path.join(dir, '.git'));
    chain = top ? [] : [...this.chain(parent)];
    const own = readRules(dir, this.onProblem);
    if (own) chain.push({ dir, rules: own });
    this.chains.set(dir, chain);
    return chain;
  }
}

/** The `.gitattributes` files that apply in each folder, from the repository's root down, read once per folder. */
class AttributeChains {
  constructor(private readonly onProblem: (file: string, problem: string) => void) {}

  private readonly chains = new Map<string, { dir: string; rules: AttributeRules }[]>();

  /** Linguist's attributes of `file`, as git reads them: the folders' files from the root down, the last line deciding. */
  of(file: string): LinguistAttributes {
    const chain = this.chain(path.dirname(file));
    if (chain.length === 0) return {};
    return attributesOf(chain.map(({ dir, rules }) => ({ rules, relative: toPosix(path.relative(dir, file)) })));
  }

  private chain(dir: string): { dir: string; rules: AttributeRules }[] {
    let chain = this.chains.get(dir);
    if (chain) return chain;
    const parent = path.dirname(dir);
    const top = parent === dir || fs.existsSync(path.join(dir, '.git'));
    chain = top ? [] : [...this.chain(parent)];
    const file = path.join(dir, '.gitattributes');
    const read = readBounded(file, MAX_SETTINGS_FILE);
    if ('problem' in read) this.onProblem(file, read.problem);
    else if (!('missing' in read)) {
      const rules = parseGitattributes(read.bytes.toString('utf8'));
      if (rules.length > 0) chain.push({ dir, rules });
    }
    this.chains.set(dir, chain);
    return chain;
  }
}

function readRules(dir: string, onProblem: (file: string, problem: string) => void): Ignore | undefined {
  let rules: Ignore | undefined;
  for (const name of IGNORE_FILES) {
    const file = path.join(dir, name);
    const read = readBounded(file, MAX_SETTINGS_FILE);
    if ('missing' in read) continue;
    if ('problem' in read) {
      onProblem(file, `not read: ${read.problem}`);
      continue;
    }
    const { rules: usable, tooLong } = usableIgnoreRules(read.bytes.toString('utf8'));
    if (tooLong.length > 0) onProblem(file, `${tooLong.length === 1 ? `line ${tooLong[0]} is` : `lines ${tooLong[0]} and ${tooLong.length - 1} more are`} longer than ${MAX_IGNORE_LINE} characters: not used`);
    rules = (rules ?? ignore()).add(usable);
  }
  return rules;
}

function toPosix(p: string): string {
  return path.sep === '/' ? p : p.split(path.sep).join('/');
}

function sortByRel(files: FileEntry[]): FileEntry[] {
  return files.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
}
