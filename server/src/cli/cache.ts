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
import type { FileReport } from './report';

interface Entry {
  size: number;
  mtimeMs: number;
  /** The effective settings' key. */
  settings: string;
  hash: string;
  report: FileReport;
}

interface CacheData {
  /** The tool's version and the configuration files' contents, hashed. */
  signature: string;
  entries: Record<string, Entry>;
}

/** What the cache knows of a file. */
export type Lookup = { report: FileReport } | { hash?: string };

/** The cache of one run, read at the start and written at the end. */
export class RunCache {
  private readonly old: Record<string, Entry>;
  private readonly next: Record<string, Entry> = {};

  private constructor(private readonly file: string, private readonly signature: string, old: Record<string, Entry>) {
    this.old = old;
  }

  /** The cache at `file` if it was written under `signature` (a missing or damaged file is an empty cache). */
  static load(file: string, signature: string): RunCache {
    try {
      const data = JSON.parse(fs.readFileSync(file, 'utf8')) as CacheData;
      if (data.signature === signature && typeof data.entries === 'object') return new RunCache(file, signature, data.entries);
    } catch {
      // No cache yet, or not one of ours: start afresh.
    }
    return new RunCache(file, signature, {});
  }

  /** The signature of a run: the version and the contents of the configuration files that applied. */
  static signature(version: string, configFiles: readonly string[]): string {
    const hash = createHash('sha1').update(version);
    for (const file of configFiles) {
      const onDisk = file.replace(/#.*$/, '');
      hash.update(`\0${file}\0`);
      try {
        hash.update(fs.readFileSync(onDisk));
      } catch {
        hash.update('\0missing');
      }
    }
    return hash.digest('hex');
  }

  /** The cached report when size and time match, else the hash the content must have for the report to stand. */
  lookup(file: string, size: number, mtimeMs: number, settings: string): Lookup {
    const entry = this.old[file];
    if (!entry || entry.settings !== settings) return {};
    if (entry.size === size && entry.mtimeMs === mtimeMs) {
      this.next[file] = entry;
      return { report: entry.report };
    }
    return { hash: entry.hash };
  }

  /** The cached report of `file`, kept for the next run with its new size and time. */
  reuse(file: string, size: number, mtimeMs: number): FileReport {
    const entry = { ...this.old[file]!, size, mtimeMs };
    this.next[file] = entry;
    return entry.report;
  }

  /** Records the report of a file checked in this run. */
  store(file: string, entry: Entry): void {
    this.next[file] = entry;
  }

  /** Writes the cache (atomically: a reader never sees half of it). Files not met in this run (another shard's, another folder's) keep their entries. */
  save(): void {
    const temp = `${this.file}.${process.pid}.tmp`;
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    fs.writeFileSync(temp, JSON.stringify({ signature: this.signature, entries: { ...this.old, ...this.next } } satisfies CacheData));
    fs.renameSync(temp, this.file);
  }
}
