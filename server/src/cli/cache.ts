/**
 * `--cache`: the report of each file kept from the last run, used again when
 * the file and its effective settings did not change. A file whose size and
 * modification time are the same is not read; one whose times changed but
 * whose content hash is the same (a fresh checkout) is read but not checked.
 * Another version of uri-lint, or a changed configuration file, starts
 * afresh.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CliError, reasonOf } from './errors';
import { replaceAtomically } from './fileWrite';
import type { FileReport } from './report';
import type { LinkTally, ShapeMark } from '../service/index';
import type { DependencyStates } from './depends';
import { isFileReport } from './reportShape';
import { MAX_SETTINGS_FILE, readBounded } from './safeRead';

/** What every cache file starts with: a file that does not is not one of ours, and is never overwritten. */
const MARK = '{"format":"uri-lint-cache"';

/** What caches written before the mark start with (their signature no longer matches, but they are ours to replace). */
const OLD_MARK = '{"signature":"';

/** A cache past this is passed over: a JavaScript string could not hold it, nor memory its entries. */
const MAX_CACHE_FILE = 256 * 1024 * 1024;

interface Entry {
  size: number;
  mtimeMs: number;
  /** The effective settings' key. */
  settings: string;
  hash: string;
  report: FileReport;
  /** What its links came to, the evidence of its folder (evidence.ts). */
  tally?: LinkTally;
  /** The shapes of its errors and warnings, the evidence of conventions (service/shapes.ts). */
  shapes?: ShapeMark[];
  /** The folders its links were judged from and the files its fragments were, by path, with their states (links.ts). */
  depends?: Record<string, string>;
}

interface CacheData {
  format: 'uri-lint-cache';
  /** The tool's version and the configuration files' contents, hashed. */
  signature: string;
  entries: Record<string, Entry>;
}

/** What the cache knows of a file. */
export type Lookup = Reused | { hash?: string };

/** A cached report and what the run's evidence needs of it. */
export interface Reused {
  report: FileReport;
  tally?: LinkTally;
  shapes?: ShapeMark[];
}

/** The cache of one run, read at the start and written at the end. */
export class RunCache {
  private readonly old: Record<string, Entry>;
  private readonly next: Record<string, Entry> = {};

  private constructor(private readonly file: string, private readonly signature: string, old: Record<string, Entry>, private readonly states: DependencyStates) {
    this.old = old;
  }

  /** Said on stderr: why the cache on disk was not used. */
  readonly notes: string[] = [];

  /**
   * The cache at `file` if it was written under `signature`: a missing or
   * damaged cache, or one of another version, is an empty cache. Throws
   * `CliError` when `file` is there but not a uri-lint cache (a FIFO, a
   * folder, anyone's file): it would be overwritten.
   */
  static load(file: string, signature: string, states: DependencyStates): RunCache {
    const empty = new RunCache(file, signature, {}, states);
    const read = readBounded(file, MAX_CACHE_FILE);
    if ('missing' in read) return empty;
    if ('problem' in read) {
      if (read.problem.startsWith('too large')) {
        empty.notes.push(`${file}: the cache is ${read.problem}: starting afresh`);
        return empty;
      }
      throw new CliError(`${file}: cannot use it as the cache (${read.problem})`);
    }
    const text = read.bytes.toString('utf8');
    if (text !== '' && !text.startsWith(MARK) && !text.startsWith(OLD_MARK)) {
      throw new CliError(`${file}: not a uri-lint cache, and would be overwritten: name another --cache-location`);
    }
    const entries = validEntries(text, signature);
    if (entries) return new RunCache(file, signature, entries, states);
    return empty;
  }

  /** The signature of a run: the version, the report's shape and the contents of the configuration files that applied. */
  static signature(version: string, configFiles: readonly string[]): string {
    // The shape's mark: a report kept before silenced problems were listed (`suppressed`) would lack them.
    // And links to files: a report kept before they were checked would lack their findings; and what they depend on.
    // And the evidence's tallies, whose failures are keyed by their code and target (evidence.ts `evidenceKey`).
    const hash = createHash('sha1').update(version).update('\0suppressed').update('\0links').update('\0depends').update('\0evidence by target');
    for (const file of configFiles) {
      const onDisk = file.replace(/#.*$/, '');
      hash.update(`\0${file}\0`);
      const read = readBounded(onDisk, MAX_SETTINGS_FILE);
      hash.update('bytes' in read ? read.bytes : '\0missing');
    }
    return hash.digest('hex');
  }

  /** The cached report when size and time match, else the hash the content must have for the report to stand. */
  lookup(file: string, size: number, mtimeMs: number, settings: string): Lookup {
    const entry = this.old[file];
    if (!entry || entry.settings !== settings) return {};
    // A file created, deleted or renamed where its links lead, or a target's headings changed: the same text is judged anew.
    if (entry.depends && !this.states.unchanged(entry.depends)) return {};
    if (entry.size === size && entry.mtimeMs === mtimeMs) {
      this.next[file] = entry;
      return reusedOf(entry);
    }
    return { hash: entry.hash };
  }

  /** The cached report of `file`, kept for the next run with its new size and time. */
  reuse(file: string, size: number, mtimeMs: number): Reused {
    const entry = { ...this.old[file]!, size, mtimeMs };
    this.next[file] = entry;
    return reusedOf(entry);
  }

  /** Records the report of a file checked in this run. */
  store(file: string, entry: Entry): void {
    this.next[file] = entry;
  }

  /**
   * Writes the cache (atomically: a reader never sees half of it). Files not
   * met in this run (another shard's, another folder's) keep their entries.
   * Returns the message when it cannot be written.
   */
  save(): string | undefined {
    const data: CacheData = { format: 'uri-lint-cache', signature: this.signature, entries: { ...this.old, ...this.next } };
    try {
      try {
        fs.mkdirSync(path.dirname(this.file), { recursive: true });
      } catch (error) {
        // mkdir -p over a file says EEXIST: the path runs through a file.
        throw (error as NodeJS.ErrnoException).code === 'EEXIST' ? Object.assign(new Error('ENOTDIR'), { code: 'ENOTDIR' }) : error;
      }
      replaceAtomically(this.file, Buffer.from(JSON.stringify(data)));
      return undefined;
    } catch (error) {
      return `${this.file}: cannot write the cache (${reasonOf(error)})`;
    }
  }
}

/** What an entry gives a run. */
function reusedOf(entry: Entry): Reused {
  return { report: entry.report, ...(entry.tally ? { tally: entry.tally } : {}), ...(entry.shapes ? { shapes: entry.shapes } : {}) };
}

/** The entries of a cache text written under `signature`, or undefined when it is of another run or damaged anywhere. */
function validEntries(text: string, signature: string): Record<string, Entry> | undefined {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isObject(data) || data.signature !== signature || !isObject(data.entries)) return undefined;
  const entries = data.entries;
  for (const key of Object.keys(entries)) if (!isEntry(entries[key])) return undefined;
  return entries as Record<string, Entry>;
}

function isEntry(value: unknown): value is Entry {
  return isObject(value) && typeof value.size === 'number' && typeof value.mtimeMs === 'number'
    && typeof value.settings === 'string' && typeof value.hash === 'string' && isFileReport(value.report)
    && (value.depends === undefined || (isObject(value.depends) && Object.values(value.depends).every((t) => typeof t === 'string')))
    && (value.shapes === undefined || (Array.isArray(value.shapes) && value.shapes.every(isShapeMark)));
}

function isShapeMark(value: unknown): boolean {
  return Array.isArray(value) && value.length === 3 && typeof value[0] === 'string' && typeof value[1] === 'string' && typeof value[2] === 'number';
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
