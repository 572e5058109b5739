/**
 * One file, read to report: skip it when it is too large, binary or not
 * served, find its language, lint it, and with `--fix` write the fixed text
 * back atomically (a temporary file renamed over it) in the file's own
 * encoding, BOM and line endings. Runs in the main thread for small runs
 * and in the worker threads (worker.ts) for large ones. Text on stdin is
 * checked the same way (`checkInput`), only not read from a file.
 */
import { constants as bufferConstants } from 'node:buffer';
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { isMainThread } from 'node:worker_threads';
import { maxFileSizeText } from '../contract/settings';
import type { Settings } from '../contract/settings';
import { uneditedByPath, uneditedByText, uneditedText } from '../shared/unedited';
import { createLanguageService } from '../service/index';
import type { Anchor, SlugRules } from '../service/index';
import { lintText } from './check';
import type { PendingFragment } from './check';
import { reasonOf } from './errors';
import { readUpTo } from './safeRead';
import { writeFixed } from './fileWrite';
import type { FixRequest } from './fix';
import { languageOf } from './languages';
import { runFacts, takePrefetched } from './links';
import type { LinkFacts, LinkTally, ShapeMark } from '../service/index';
import type { FileReport } from './report';
import { decode, encode } from './text';
import type { LinguistAttributes } from '../config/gitattributes';
import type { DecodedText } from './text';

const {
  anchors: { formatOf, TargetIndex },
  scope: { isServed },
  workspace: { placeKey },
  rules: { speaks },
} = createLanguageService();

/** A file as a batch names it. */
export interface FileTask {
  path: string;
  rel: string;
  /** The path's bytes (latin1) when it is not valid UTF-8: what the file is opened by. */
  raw?: string;
  /** Known when the file was stat'ed (a file named on the command line, a run with `--cache`). */
  size?: number;
  /** Index into the batch's `settings`. */
  settings: number;
  /** The content hash of the cached result, when there is one: an equal hash means the cached report stands. */
  cachedHash?: string;
  /** What `.gitattributes` says of Linguist's classes for it. */
  attributes?: LinguistAttributes;
  /** Below a folder a package installer filled: why it is vendored (cli/files.ts). */
  installed?: string;
  /** Named by the repository's task files as a command's output: why it is generated (cli/files.ts). */
  written?: string;
}

/** Files to check under a few settings, and what to fix. */
export interface Batch {
  files: FileTask[];
  settings: Settings[];
  /** `write`: `--fix` (else `--fix-dry-run`). */
  fix?: FixRequest & { write: boolean };
  /** Hash the content, for the cache. */
  hash: boolean;
  /** Links to files are checked below `folder` (a URI); `run` tells one run's listings from another's. */
  links?: { run: string; folder: string };
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
  /** With the hash: the folders its links were judged from and the files its fragments were (URIs), for the cache. */
  depends?: string[];
  /** Fragments into other files the run's main thread judges (fragments.ts): their problems join `report`'s. */
  pending?: PendingFragment[];
  /** A Markdown or HTML file's text and anchors, for the main thread's (fragments.ts): a fragment into it needs no second read. */
  anchors?: PassedAnchors;
  /** What its links came to, for the evidence of its folder (evidence.ts). */
  tally?: LinkTally;
  /** The shapes of its errors and warnings, for the run's evidence of conventions (service/shapes.ts). */
  shapes?: ShapeMark[];
}

/** A text and its anchors under the slug rules of the settings it was checked with, passed to the run's main thread. */
export interface PassedAnchors {
  /** The file's URI and place key (links/target.ts). */
  uri: string;
  key: string | undefined;
  text: string;
  rules: SlugRules;
  list: Anchor[];
}

/** Checks every file of `batch`, in its order. */
export function checkBatch(batch: Batch): Checked[] {
  return batch.files.map((file) => checkFile(file, batch.settings[file.settings]!, batch));
}

function checkFile(file: FileTask, settings: Settings, batch: Batch): Checked {
  const target = { path: file.path, rel: file.rel };
  const notRead = (skipped: string): Checked => ({ report: { ...reportOf(target), skipped } });
  const before = skipBeforeReading(settings, file.size) ?? uneditedBefore(file.rel, settings, file.attributes, file.installed, file.written);
  if (before) return notRead(before);
  const onDisk = file.raw === undefined ? file.path : Buffer.from(file.raw, 'latin1');
  let bytes: Buffer;
  // Read already for its anchors, when a fragment in a file checked before named it (links.ts): not read twice.
  const early = batch.links && !batch.fix && file.raw === undefined ? takePrefetched(batch.links.run, file.path) : undefined;
  try {
    const read = early === undefined ? readUpTo(onDisk, readLimit(settings)) : early.bytes.length > readLimit(settings) ? early.bytes.length : early.bytes;
    if (typeof read === 'number') return notRead(tooLarge(read, settings));
    // A fix compares the bytes after checking: keep them past the next read.
    bytes = batch.fix ? Buffer.from(read) : read;
  } catch (error) {
    return { ...notRead(`unreadable: ${reasonOf(error)}`), failed: true };
  }
  const hash = batch.hash ? createHash('sha1').update(bytes).digest('hex') : undefined;
  if (hash !== undefined && hash === file.cachedHash) return { report: reportOf(target), hash, cacheHit: true };
  const files = batch.links && runFacts(batch.links.run, batch.links.folder, { keepBytes: !batch.fix });
  const { report, fixed, linkFolders, pending, anchors, tally, shapes } = checkBytes(bytes, target, settings, {
    ...(batch.fix ? { fix: batch.fix } : {}), ...(file.attributes ? { attributes: file.attributes } : {}), ...(files ? { files } : {}), traceLinks: batch.hash, ...(early ? { decoded: early.decoded } : {}),
    // In a run that fixes nothing, a worker thread leaves fragments into other files to the main thread: each target is read once, not once per thread.
    // The main thread reads a target when a fragment first names it, and keeps its bytes for when it checks it.
    ...(files && !batch.fix ? { run: batch.links!.run, defer: !isMainThread } : {}),
  });
  if (!fixed) {
    const left = { ...(pending ? { pending } : {}), ...(anchors ? { anchors } : {}), ...(tally ? { tally } : {}), ...(shapes ? { shapes } : {}) };
    return hash === undefined ? { report, ...left } : { report, hash, ...(linkFolders ? { depends: [...linkFolders] } : {}), ...left };
  }
  const outcome = writeFixed(onDisk, bytes, fixed);
  if (outcome.written) return { report };
  // Not written: the report is that of the text as it is, so the exit code judges what is on disk.
  return { report: asItIs(bytes, target, settings, outcome.note, files), ...(outcome.failed ? { failed: true } : {}) };
}

/** The report of `bytes` unfixed, with the note saying why the fixed text was not written. */
function asItIs(bytes: Buffer, target: Target, settings: Settings, note: string, files: LinkFacts | undefined): FileReport {
  return { ...checkBytes(bytes, target, settings, files ? { files } : {}).report, fixes: [], skipped: note };
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
  /** The folders (URIs) whose listings judged its links to files. */
  linkFolders?: Set<string>;
  /** Fragments into other files left to the caller (a run that fixes nothing leaves them to its main thread). */
  pending?: PendingFragment[];
  /** When its fragments are deferred, a file whose headings and ids fragments name (Markdown, HTML), small enough to pass on. */
  anchors?: PassedAnchors;
  /** What its links came to. */
  tally?: LinkTally;
  /** The shapes of its errors and warnings. */
  shapes?: ShapeMark[];
}

/** Checks `bytes` (stdin's) as the file `target` under `settings`, as a file of the same bytes is checked. */
export function checkInput(bytes: Buffer, target: Target, settings: Settings, fix?: FixRequest & { write: boolean }, files?: LinkFacts): TextChecked {
  const skipped = skipBeforeReading(settings, bytes.length) ?? uneditedBefore(target.rel, settings, undefined, undefined);
  return skipped ? { report: { ...reportOf(target), skipped } } : checkBytes(bytes, target, settings, { ...(fix ? { fix } : {}), ...(files ? { files } : {}) });
}

/** Why a text of `size` bytes (when known) is not read under `settings`, when it is not. */
function skipBeforeReading(settings: Settings, size: number | undefined): string | undefined {
  if (!settings.enable) return 'disabled: uriLint.enable is false';
  if (size !== undefined && size > readLimit(settings)) return tooLarge(size, settings);
  return undefined;
}

/**
 * Why a file nobody edits is not read, by its path, `.gitattributes` and the
 * repository's task files (`uriLint.defaultIgnores`): `vendored: third_party/`.
 * An attribute set to false brings back a file its path or a task file would
 * leave out.
 */
function uneditedBefore(rel: string, settings: Settings, attributes: LinguistAttributes | undefined, installed: string | undefined, written?: string): string | undefined {
  if (!settings.defaultIgnores) return undefined;
  if (attributes?.vendored) return 'vendored: linguist-vendored in .gitattributes';
  if (attributes?.generated) return 'generated: linguist-generated in .gitattributes';
  if (installed !== undefined && attributes?.vendored !== false) return installed;
  if (written !== undefined && attributes?.generated !== false) return written;
  const byPath = uneditedByPath(rel);
  if (!byPath || (byPath.kind === 'vendored' && attributes?.vendored === false) || (byPath.kind === 'generated' && attributes?.generated === false)) return undefined;
  return uneditedText(byPath);
}

/** Why a text nobody edits is not checked, by its content (`uriLint.defaultIgnores`), unless `.gitattributes` says it is no generated file. */
function uneditedAfter(text: string, settings: Settings, attributes: LinguistAttributes | undefined): string | undefined {
  if (!settings.defaultIgnores) return undefined;
  const byText = uneditedByText(text);
  if (!byText || (byText.kind !== 'binary' && attributes?.generated === false)) return undefined;
  return uneditedText(byText);
}

/**
 * The most bytes a text can have: a JavaScript string holds at most
 * MAX_STRING_LENGTH UTF-16 code units (2^29 - 24 in V8), and a text never
 * has more code units than bytes; a larger file is skipped whatever
 * `maxFileSizeMB` allows.
 */
function readLimit(settings: Settings): number {
  return Math.min(settings.maxFileSize, MAX_STRING_LENGTH);
}

function tooLarge(size: number, settings: Settings): string {
  return settings.maxFileSize <= MAX_STRING_LENGTH
    ? `too large: ${size} bytes, over ${maxFileSizeText(settings.maxFileSize)}`
    : `too large: ${size} bytes, more than a JavaScript string holds (${MAX_STRING_LENGTH})`;
}

/** The report of a text not (yet) checked: the language is the one its name gives. */
function reportOf(target: Target): FileReport {
  return { path: target.rel, language: languageOf(target.path), references: 0, problems: [] };
}

/** How a text is checked beside its settings. */
interface CheckHow {
  /** The fixes to apply (`write`: `--fix`, else `--fix-dry-run`). */
  fix?: FixRequest & { write: boolean };
  /** The run's workspace: links to files are checked against it. */
  files?: LinkFacts;
  /** Tell the folders and files the links were judged from (`linkFolders`), for the cache. */
  traceLinks?: boolean;
  /** The run whose links are checked: the texts of its Markdown and HTML files are kept for the fragments into them. */
  run?: string;
  /** Leave fragments into files not at hand to the run's main thread (`pending`), passing on this text's anchors. */
  defer?: boolean;
  /** The bytes' text, when they were decoded already (null: binary). */
  decoded?: DecodedText | null;
  /** What `.gitattributes` says of the file. */
  attributes?: LinguistAttributes;
}

/** Decodes, finds the language, lints and (with `fix`) fixes a text that was read. */
function checkBytes(bytes: Buffer, target: Target, settings: Settings, { fix, files, traceLinks = false, run, defer = false, decoded: known, attributes }: CheckHow): TextChecked {
  const base = reportOf(target);
  const decoded = known === undefined ? decode(bytes) : known ?? undefined;
  if (!decoded) return { report: { ...base, skipped: 'binary' } };
  const unedited = uneditedAfter(decoded.text, settings, attributes);
  if (unedited) return { report: { ...base, skipped: unedited } };
  const language = languageOf(target.path, decoded.text);
  if (!isServed(language, settings)) return { report: { ...base, language, skipped: 'disabled: not in uriLint.languages' } };
  const uri = target.uri ?? pathToFileURL(target.path).href;
  const result = lintText(decoded.text, {
    languageId: language, uri, settings, ...(fix ? { fix } : {}), displayPath: target.rel, ...(files ? { files } : {}), deferFragments: defer, traceLinks,
  });
  const report: FileReport = { ...base, language, references: result.references, problems: result.problems };
  if (result.renameSkipped) report.renameSkipped = result.renameSkipped;
  if (result.suppressed.length > 0) report.suppressed = result.suppressed;
  if (result.tooLarge) report.skipped = `too large: over ${maxFileSizeText(settings.maxFileSize)}`;
  if (!result.fixed || !fix) {
    let anchors: PassedAnchors | undefined;
    if (run !== undefined && files && judgesFragments(settings) && keepsText(uri, decoded.text, run)) {
      const key = placeKey(uri);
      const text = decoded.text;
      if (defer) {
        // A worker works its anchors out here, rather than all in the main thread, and passes them on; the fragments
        // into it of the files it checks next are judged here then, not left to the main thread.
        anchors = { uri, key, text, rules: settings.linksHeadingIds, list: [...new TargetIndex(text, formatOf(uri), settings.linksHeadingIds).anchors()] };
        files.anchors.seed(uri, text, anchors, key);
      } else {
        // The main thread keeps the text; its anchors are read when a fragment names it.
        files.anchors.seed(uri, text, undefined, key);
      }
    }
    return {
      report, ...(result.linkFolders ? { linkFolders: result.linkFolders } : {}), ...(result.pending ? { pending: result.pending } : {}),
      ...(anchors ? { anchors } : {}), ...(result.tally ? { tally: result.tally } : {}), ...(result.shapes ? { shapes: result.shapes } : {}),
    };
  }
  report.fixes = result.fixed.fixes;
  if (!encode(decoded.text, decoded.encoding).equals(bytes)) {
    // Bytes that are not valid in the text's encoding would not survive the round trip: leave the text alone.
    return { report: asItIs(bytes, target, settings, `not fixed: the file is not valid ${decoded.encoding.startsWith('utf16') ? 'UTF-16' : 'UTF-8'}`, files) };
  }
  if (result.fixed.diff !== undefined) report.diff = result.fixed.diff;
  return fix.write ? { report, fixed: encode(result.fixed.text, decoded.encoding) } : { report };
}

/** Texts larger than this are not kept (nor passed to the main thread) for their anchors: they are read again when a fragment names them. */
const MAX_PASSED_ANCHOR_TEXT = 256 * 1024;

/**
 * Whether fragments into other files are judged under `settings`: then the
 * texts they name are passed on (a file is most often named by files under
 * the same settings; when not, the main thread reads it).
 */
function judgesFragments(settings: Settings): boolean {
  return speaks('link-missing-fragment', settings);
}

/**
 * Whether the text of the file at `uri` is kept for the fragments into it (and a worker's passed on to the main
 * thread): Markdown and HTML (what most fragments name), not too large.
 */
function keepsText(uri: string, text: string, run: string): boolean {
  if (text.length > MAX_PASSED_ANCHOR_TEXT) return false;
  const format = formatOf(uri);
  if (format !== 'markdown' && format !== 'html') return false;
  // A run over a large tree of documents must not hold all their texts twice: past a budget, the main thread reads what it needs.
  if (passed.run !== run) passed = { run, chars: 0 };
  if (passed.chars + text.length > MAX_PASSED_ANCHOR_CHARS) return false;
  passed.chars += text.length;
  return true;
}

/** The characters of texts this thread kept (and passed on) in the current run, at most `MAX_PASSED_ANCHOR_CHARS`. */
let passed = { run: '', chars: 0 };
const MAX_PASSED_ANCHOR_CHARS = 32 * 1024 * 1024;

const { MAX_STRING_LENGTH } = bufferConstants;


