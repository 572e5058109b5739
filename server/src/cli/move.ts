/**
 * `uri-lint mv OLD NEW [--dry-run]`: moves a file or folder inside the
 * current directory (as `git mv` when git tracks it, a plain rename
 * otherwise) and rewrites the links that led to it, and the relative links
 * inside it, so that every link leads where it led (the service's
 * `moveLinkEdits` says what to edit, in every file type the link rules
 * resolve). The files are the run's files (`.gitignore`, `.urilintignore`,
 * the configuration's `ignores`, the default ignores), inside the current
 * directory only, never through a symbolic link. Each edited file is
 * written by `--fix`'s safe write (fileWrite.ts: only over the very bytes
 * read, atomically); when any write fails, the files written are put back
 * and the move undone, so a failed move leaves every file as it was.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { uneditedByPath } from '../shared/unedited';
import { createLanguageService } from '../service/index';
import type { FileMove, UrlEdit } from '../service/index';
import { ConfigResolver, statusOf } from './config';
import { unifiedDiff } from './diff';
import { CliError, UsageError } from './errors';
import { collectFiles } from './files';
import { writeFixed } from './fileWrite';
import { languageOf } from './languages';
import { runFacts } from './links';
import { folderUri } from './run';
import { readBounded } from './safeRead';
import { decode, encode } from './text';
import type { Encoding } from './text';

const {
  edits: { applyRefEdits, moveLinkEdits },
  scope: { isServed },
} = createLanguageService();

/** What `mv` is asked. */
export interface MoveRequest {
  from: string;
  to: string;
  dryRun: boolean;
  /** `--config`: this configuration file for every file. */
  config?: string;
  /** Settings the flags impose. */
  forced?: Record<string, unknown>;
}

/** One file whose links change: where it is read, where it is after the move, its bytes and its new text. */
interface Rewrite {
  rel: string;
  /** Its path after the move (itself when it does not move). */
  after: string;
  afterRel: string;
  original: Buffer;
  encoding: Encoding;
  text: string;
  edits: UrlEdit[];
}

/** What a move came to, for the report. */
export interface MoveOutcome {
  from: string;
  to: string;
  /** How it was moved: `git mv` or a rename (a dry run: how it would be). */
  how: 'git mv' | 'rename';
  links: number;
  files: { path: string; links: number }[];
  /** The diffs, in a dry run. */
  diff?: string;
}

const service = createLanguageService();

/** Runs `mv` in `cwd`. Throws `UsageError` for a move that cannot be made, `CliError` for one that failed (every file put back). */
export function moveAndRewrite(request: MoveRequest, cwd: string): MoveOutcome {
  const root = fs.realpathSync(cwd);
  const from = checkedSource(request.from, root);
  const to = checkedDestination(request.to, from, root);
  const folder = folderUri(root);
  const move: FileMove = { folder, from: namesOf(root, from), to: namesOf(root, to) };
  const how = tracked(root, from) ? 'git mv' : 'rename';
  const rewrites = rewritesOf(root, from, to, move, request);
  const outcome: MoveOutcome = {
    from: rel(root, from), to: rel(root, to), how,
    links: rewrites.reduce((n, r) => n + r.edits.length, 0), files: rewrites.map((r) => ({ path: r.afterRel, links: r.edits.length })),
  };
  if (request.dryRun) {
    outcome.diff = rewrites.map((r) => diffOf(r)).join('');
    return outcome;
  }
  for (const r of rewrites) checkWritable(root, r);
  moveFile(root, from, to, how);
  const written: Rewrite[] = [];
  for (const r of rewrites) {
    const result = writeFixed(r.after, r.original, encode(applyRefEdits(r.text, r.edits), r.encoding));
    if (result.written) {
      written.push(r);
      continue;
    }
    const undone = undo(root, from, to, how, written);
    throw new CliError(`mv: ${r.afterRel}: ${result.note}; ${undone}`);
  }
  return outcome;
}

/** OLD as an absolute path: it must exist inside the current directory, not be it, not be a symbolic link. */
function checkedSource(given: string, root: string): string {
  const from = insideRoot(given, root, 'OLD');
  let stats: fs.Stats;
  try {
    stats = fs.lstatSync(from);
  } catch {
    throw new UsageError(`mv: ${given}: no such file or folder`);
  }
  if (stats.isSymbolicLink()) throw new UsageError(`mv: ${given} is a symbolic link: move what it leads to`);
  if (!stats.isFile() && !stats.isDirectory()) throw new UsageError(`mv: ${given} is not a file or a folder`);
  return from;
}

/** NEW as an absolute path: inside the current directory, not there yet, in a folder that is, not inside OLD. */
function checkedDestination(given: string, from: string, root: string): string {
  const to = insideRoot(given, root, 'NEW');
  if (fs.existsSync(to) || isSymlink(to)) throw new UsageError(`mv: ${given} exists already`);
  if (to === from || to.startsWith(`${from}${path.sep}`)) throw new UsageError(`mv: cannot move ${rel(root, from)} into itself`);
  let parent: fs.Stats | undefined;
  try {
    parent = fs.statSync(path.dirname(to));
  } catch {
    parent = undefined;
  }
  if (!parent?.isDirectory()) throw new UsageError(`mv: the folder of ${given} does not exist`);
  return to;
}

/**
 * `given` resolved in the current directory, with no symbolic link on the way: the real path of its folder must be
 * the folder as written, inside the current directory's real path.
 */
function insideRoot(given: string, root: string, name: string): string {
  const resolved = path.resolve(root, given.replace(/[\\/]+$/, '') || '.');
  const folder = path.dirname(resolved);
  let real: string;
  try {
    real = fs.realpathSync(folder);
  } catch {
    throw new UsageError(`mv: the folder of ${given} does not exist`);
  }
  if (resolved === root || (real !== root && !real.startsWith(`${root}${path.sep}`))) throw new UsageError(`mv: ${name} must lie inside the current directory, not ${given}`);
  if (real !== folder) throw new UsageError(`mv: ${given} lies through a symbolic link`);
  return resolved;
}

function isSymlink(file: string): boolean {
  return statusOf(file, fs.lstatSync)?.isSymbolicLink() ?? false;
}

/** The edits of every file of the run whose links change. */
function rewritesOf(root: string, from: string, to: string, move: FileMove, request: MoveRequest): Rewrite[] {
  const collected = collectFiles(['.'], root);
  // Links are read whatever `links.checkFiles` says: moving a file is about them.
  const resolver = new ConfigResolver(request.config, { ...request.forced, 'links.checkFiles': true });
  const facts = runFacts(`mv:${process.pid}:${Date.now()}`, move.folder);
  const rewrites: Rewrite[] = [];
  for (const file of collected.files) {
    if (file.raw !== undefined) continue;
    const { settings } = resolver.settingsFor(file.path);
    if (!settings.enable || (settings.defaultIgnores && uneditedByPath(file.rel) !== undefined)) continue;
    const read = readBounded(file.path, settings.maxFileSize);
    if (!('bytes' in read)) continue;
    const decoded = decode(read.bytes);
    // Bytes that do not read back the same (invalid UTF-8) would be changed by a write: such a file is left alone.
    if (!decoded || !encode(decoded.text, decoded.encoding).equals(read.bytes)) continue;
    const languageId = languageOf(file.path, decoded.text);
    if (!isServed(languageId, settings)) continue;
    const document = TextDocument.create(pathToFileURL(file.path).href, languageId, 1, decoded.text);
    const edits = moveLinkEdits({ document, analysis: service.analyze(document), settings, files: facts, once: true }, move);
    if (edits.length === 0) continue;
    const after = movedPath(file.path, from, to);
    rewrites.push({ rel: file.rel, after, afterRel: rel(root, after), original: read.bytes, encoding: decoded.encoding, text: decoded.text, edits });
  }
  return rewrites;
}

/** Where `file` is once `from` is moved to `to`. */
function movedPath(file: string, from: string, to: string): string {
  if (file === from) return to;
  return file.startsWith(`${from}${path.sep}`) ? to + file.slice(from.length) : file;
}

/** A file to edit must be a regular file of one name inside the current directory, writable: checked before anything moves. */
function checkWritable(root: string, r: Rewrite): void {
  const before = r.rel;
  const file = path.join(root, before);
  const stats = fs.lstatSync(file);
  if (stats.isSymbolicLink() || !stats.isFile()) throw new UsageError(`mv: ${before} is not a regular file: its links cannot be rewritten, nothing was moved`);
  if (stats.nlink > 1) throw new UsageError(`mv: ${before} has ${stats.nlink} hard links: its links cannot be rewritten, nothing was moved`);
  const real = fs.realpathSync(file);
  if (!real.startsWith(`${root}${path.sep}`)) throw new UsageError(`mv: ${before} lies outside the current directory: nothing was moved`);
  try {
    fs.accessSync(file, fs.constants.W_OK);
  } catch {
    throw new UsageError(`mv: ${before} is read-only: its links cannot be rewritten, nothing was moved`);
  }
}

/** Whether git tracks `file` (or a file below it) in a work tree holding the current directory. */
function tracked(root: string, file: string): boolean {
  const run = spawnSync('git', ['ls-files', '-z', '--', path.relative(root, file)], { cwd: root, encoding: 'utf8', timeout: 30000 });
  return run.status === 0 && run.stdout.length > 0;
}

function moveFile(root: string, from: string, to: string, how: 'git mv' | 'rename'): void {
  if (how === 'rename') {
    fs.renameSync(from, to);
    return;
  }
  const run = spawnSync('git', ['mv', '--', path.relative(root, from), path.relative(root, to)], { cwd: root, encoding: 'utf8', timeout: 60000 });
  if (run.status !== 0) throw new CliError(`mv: git mv failed, nothing was changed: ${(run.stderr || run.error?.message || '').trim()}`);
}

/** Puts back the files written and undoes the move; says what became of it. */
function undo(root: string, from: string, to: string, how: 'git mv' | 'rename', written: Rewrite[]): string {
  const left: string[] = [];
  for (const r of written) {
    const back = writeFixed(r.after, encode(applyRefEdits(r.text, r.edits), r.encoding), r.original);
    if (!back.written) left.push(r.afterRel);
  }
  try {
    moveFile(root, to, from, how);
  } catch {
    return `the move was not undone: ${rel(root, to)} is where ${rel(root, from)} was${left.length > 0 ? `, and ${left.join(', ')} keep their new links` : ''}`;
  }
  return left.length > 0 ? `the move was undone, but ${left.join(', ')} changed meanwhile and keep their new links` : 'nothing was changed';
}

function diffOf(r: Rewrite): string {
  const uri = pathToFileURL(r.after).href;
  const languageId = languageOf(r.after, r.text);
  const before = service.analyze(TextDocument.create(uri, languageId, 1, r.text));
  const after = service.analyze(TextDocument.create(uri, languageId, 2, applyRefEdits(r.text, r.edits)));
  return unifiedDiff(r.afterRel, before, after);
}

function namesOf(root: string, file: string): string[] {
  return path.relative(root, file).split(path.sep);
}

function rel(root: string, file: string): string {
  return path.relative(root, file).split(path.sep).join('/');
}
