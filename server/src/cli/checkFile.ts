/**
 * One file, read to report: skip it when it is too large, binary or not
 * served, find its language, lint it, and with `--fix` write the fixed text
 * back atomically (a temporary file renamed over it) in the file's own
 * encoding, BOM and line endings. Runs in the main thread for small runs
 * and in the worker threads (worker.ts) for large ones.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Settings } from '../contract/settings';
import { isServed } from '../service/scope';
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
  const base = { path: file.rel, language: languageOf(file.path), references: 0, problems: [] };
  if (!settings.enable) return { report: { ...base, skipped: 'disabled: uriLint.enable is false' } };
  const tooLarge = (size: number): Checked =>
    ({ report: { ...base, skipped: `too large: ${size} bytes, over uriLint.maxFileSize (${settings.maxFileSize})` } });
  if (file.size !== undefined && file.size > settings.maxFileSize) return tooLarge(file.size);
  let bytes: Buffer;
  try {
    const read = readBytes(file.path, settings.maxFileSize);
    if (typeof read === 'number') return tooLarge(read);
    // A fix compares the bytes after checking: keep them past the next read.
    bytes = batch.fix ? Buffer.from(read) : read;
  } catch (error) {
    return { report: { ...base, skipped: `unreadable: ${reasonOf(error)}` }, failed: true };
  }
  const hash = batch.hash ? createHash('sha1').update(bytes).digest('hex') : undefined;
  if (hash !== undefined && hash === file.cachedHash) return { report: base, hash, cacheHit: true };
  const withHash = (checked: Checked): Checked => (hash === undefined ? checked : { ...checked, hash });
  const decoded = decode(bytes);
  if (!decoded) return withHash({ report: { ...base, skipped: 'binary' } });
  const language = languageOf(file.path, decoded.text);
  if (!isServed(language, settings)) return withHash({ report: { ...base, language, skipped: 'disabled: not in uriLint.languages' } });
  const uri = pathToFileURL(file.path).href;
  const result = lintText(decoded.text, language, uri, settings, batch.fix, file.rel);
  const report: FileReport = { ...base, language, references: result.references, problems: result.problems };
  if (result.tooLarge) report.skipped = `too large: over uriLint.maxFileSize (${settings.maxFileSize} bytes)`;
  if (!result.fixed || !batch.fix) return withHash({ report });
  report.fixes = result.fixed.fixes;
  if (!encode(decoded.text, decoded.encoding).equals(bytes)) {
    // Bytes that are not valid in the file's encoding would not survive the round trip: leave the file alone.
    return withHash({ report: { ...report, fixes: [], skipped: `not fixed: the file is not valid ${decoded.encoding.startsWith('utf16') ? 'UTF-16' : 'UTF-8'}` } });
  }
  if (result.fixed.diff !== undefined) report.diff = result.fixed.diff;
  if (!batch.fix.write) return withHash({ report });
  try {
    writeAtomically(file.path, encode(result.fixed.text, decoded.encoding));
  } catch (error) {
    return { report: { ...report, fixes: [], skipped: `not fixed: cannot write (${reasonOf(error)})` }, failed: true };
  }
  return { report };
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
