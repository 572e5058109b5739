/**
 * One file, read to report: skip it when it is too large, binary or not
 * served, find its language, lint it, and with `--fix` write the fixed text
 * back atomically (a temporary file renamed over it) in the file's own
 * encoding, BOM and line endings. Runs in the main thread for small runs
 * and in the worker threads (worker.ts) for large ones. Text on stdin is
 * checked the same way (`checkInput`), only not read from a file.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Settings } from '../contract/settings';
import { isServed } from '../service/index';
import { lintText } from './check';
import { reasonOf } from './files';
import type { FixRequest } from './fix';
import { languageOf } from './languages';
import type { FileReport } from './report';
import { decode, encode } from './text';

/** A file as a batch names it. */
export interface FileTask {
  path: string;
  rel: string;
  /** Known when the file was stat'ed (a file named on the command line, a run with `--cache`). */
  size?: number;
  /** Index into the batch's `settings`. */
  settings: number;
  /** The content hash of the cached result, when there is one: an equal hash means the cached report stands. */
  cachedHash?: string;
}

/** Files to check under a few settings, and what to fix. */
export interface Batch {
  files: FileTask[];
  settings: Settings[];
  /** `write`: `--fix` (else `--fix-dry-run`). */
  fix?: FixRequest & { write: boolean };
  /** Hash the content, for the cache. */
  hash: boolean;
}

/** What became of one file. */
export interface Checked {
  report: FileReport;
  /** The content hash, when the batch asked for it and the file was read. */
  hash?: string;
  /** The cached report stands (same content). */
  cacheHit?: boolean;
  /** The file could not be read or written. */
  failed?: boolean;
}

/** Checks every file of `batch`, in its order. */
export function checkBatch(batch: Batch): Checked[] {
  return batch.files.map((file) => checkFile(file, batch.settings[file.settings]!, batch));
}

function checkFile(file: FileTask, settings: Settings, batch: Batch): Checked {
  const target = { path: file.path, rel: file.rel };
  const notRead = (skipped: string): Checked => ({ report: { ...reportOf(target), skipped } });
  const before = skipBeforeReading(settings, file.size);
  if (before) return notRead(before);
  let bytes: Buffer;
  try {
    const read = readBytes(file.path, settings.maxFileSize);
    if (typeof read === 'number') return notRead(tooLarge(read, settings));
    // A fix compares the bytes after checking: keep them past the next read.
    bytes = batch.fix ? Buffer.from(read) : read;
  } catch (error) {
    return { ...notRead(`unreadable: ${reasonOf(error)}`), failed: true };
  }
  const hash = batch.hash ? createHash('sha1').update(bytes).digest('hex') : undefined;
  if (hash !== undefined && hash === file.cachedHash) return { report: reportOf(target), hash, cacheHit: true };
  const { report, fixed } = checkBytes(bytes, target, settings, batch.fix);
  if (!fixed) return hash === undefined ? { report } : { report, hash };
  try {
    writeAtomically(file.path, fixed);
  } catch (error) {
    return { report: { ...report, fixes: [], skipped: `not fixed: cannot write (${reasonOf(error)})` }, failed: true };
  }
  return { report };
}

/** A text to check: `path` gives its language (and its URI, unless `uri` names another); `rel` is its path in the report. */
export interface Target {
  path: string;
  rel: string;
  uri?: string;
}

/** What checking a text came to: its report and, with `--fix` when fixes applied, the fixed bytes to write. */
export interface TextChecked {
  report: FileReport;
  fixed?: Buffer;
}

/** Checks `bytes` (stdin's) as the file `target` under `settings`, as a file of the same bytes is checked. */
export function checkInput(bytes: Buffer, target: Target, settings: Settings, fix?: FixRequest & { write: boolean }): TextChecked {
  const skipped = skipBeforeReading(settings, bytes.length);
  return skipped ? { report: { ...reportOf(target), skipped } } : checkBytes(bytes, target, settings, fix);
}

/** Why a text of `size` bytes (when known) is not read under `settings`, when it is not. */
function skipBeforeReading(settings: Settings, size: number | undefined): string | undefined {
  if (!settings.enable) return 'disabled: uriLint.enable is false';
  if (size !== undefined && size > settings.maxFileSize) return tooLarge(size, settings);
  return undefined;
}

function tooLarge(size: number, settings: Settings): string {
  return `too large: ${size} bytes, over uriLint.maxFileSize (${settings.maxFileSize})`;
}

/** The report of a text not (yet) checked: the language is the one its name gives. */
function reportOf(target: Target): FileReport {
  return { path: target.rel, language: languageOf(target.path), references: 0, problems: [] };
}

/** Decodes, finds the language, lints and (with `fix`) fixes a text that was read. */
function checkBytes(bytes: Buffer, target: Target, settings: Settings, fix: (FixRequest & { write: boolean }) | undefined): TextChecked {
  const base = reportOf(target);
  const decoded = decode(bytes);
  if (!decoded) return { report: { ...base, skipped: 'binary' } };
  const language = languageOf(target.path, decoded.text);
  if (!isServed(language, settings)) return { report: { ...base, language, skipped: 'disabled: not in uriLint.languages' } };
  const uri = target.uri ?? pathToFileURL(target.path).href;
  const result = lintText(decoded.text, { languageId: language, uri, settings, ...(fix ? { fix } : {}), displayPath: target.rel });
  const report: FileReport = { ...base, language, references: result.references, problems: result.problems };
  if (result.tooLarge) report.skipped = `too large: over uriLint.maxFileSize (${settings.maxFileSize} bytes)`;
  if (!result.fixed || !fix) return { report };
  report.fixes = result.fixed.fixes;
  if (!encode(decoded.text, decoded.encoding).equals(bytes)) {
    // Bytes that are not valid in the text's encoding would not survive the round trip: leave the text alone.
    return { report: { ...report, fixes: [], skipped: `not fixed: the file is not valid ${decoded.encoding.startsWith('utf16') ? 'UTF-16' : 'UTF-8'}` } };
  }
  if (result.fixed.diff !== undefined) report.diff = result.fixed.diff;
  return fix.write ? { report, fixed: encode(result.fixed.text, decoded.encoding) } : { report };
}

/** Where files are read: most fit, so reading one is open, read, read (to see its end) and close, without a stat. */
let scratch = Buffer.allocUnsafe(256 * 1024);

/**
 * The bytes of `file` (a view of the scratch space, valid until the next
 * read), or its size when that is over `max` bytes (then it is read no further).
 */
function readBytes(file: string, max: number): Buffer | number {
  const fd = fs.openSync(file, 'r');
  try {
    let length = 0;
    for (;;) {
      if (length === scratch.length) {
        const size = fs.fstatSync(fd).size;
        if (size > max) return size;
        const larger = Buffer.allocUnsafe(Math.max(size + 1, 2 * scratch.length));
        scratch.copy(larger, 0, 0, length);
        scratch = larger;
      }
      const n = fs.readSync(fd, scratch, length, scratch.length - length, null);
      if (n === 0) return length > max ? length : scratch.subarray(0, length);
      length += n;
    }
  } finally {
    fs.closeSync(fd);
  }
}

/** Writes `bytes` to a temporary file beside `file` (same mode), then renames it over `file`. */
function writeAtomically(file: string, bytes: Buffer): void {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${Math.random().toString(36).slice(2)}.uri-lint-tmp`);
  try {
    fs.writeFileSync(temp, bytes, { mode: fs.statSync(file).mode & 0o7777 });
    fs.renameSync(temp, file);
  } catch (error) {
    fs.rmSync(temp, { force: true });
    throw error;
  }
}
