/**
 * The command line's configuration: the one loader (config/load.ts), driven
 * by the file system. A `.urilintrc.json`, or the `"uriLint"` key of a
 * package.json, the nearest upward from each file, with `overrides` by glob
 * and `files` / `ignores`. A bad config stops the run with a message naming
 * the file, the key and what it must be.
 */
import fs from 'node:fs';
import path from 'node:path';
import { resolveSettings } from '../contract/settings';
import type { Settings } from '../contract/settings';
import { ConfigLoader, ConfigProblem, MAX_CONFIG_BYTES, mergeRaw, PACKAGE_JSON, runSync } from '../config/load';
import type { Config, RawSettings } from '../config/load';
import { NODE_PATHS } from '../node/workspace';
import { ConfigError } from './errors';
import { readBounded } from './safeRead';

/** The settings of one file and a key that is equal for equal settings (for the cache). */
export interface EffectiveSettings {
  settings: Settings;
  key: string;
}

/**
 * The text of a configuration candidate, or undefined when there is none.
 * Only a regular file of at most `MAX_CONFIG_BYTES` bytes is read: a FIFO
 * or a link to a device committed as `.urilintrc.json` or package.json must
 * not hang the run or fill the memory; it stops the run, naming the file. A
 * package.json the user may not read is none. A file found in the run's
 * folder that is a symbolic link out of it is not read either (a repository
 * must not make the run show a file of the machine): it stops the run,
 * named, in our words. The one place configuration files are read.
 */
export function readConfigFile(file: string): string | undefined {
  // A folder by the name is none (SvelteKit serves `/package.json` from a route folder `routes/package.json/`).
  if (isFolder(file)) return undefined;
  if (linksOutOfRun(file)) throw new ConfigError(`${file}: cannot read the configuration (a symbolic link to a file outside the folder of the run)`);
  return readGiven(file);
}

/** A configuration file the user named (`--config`): read wherever it leads. */
function readGiven(file: string): string | undefined {
  const read = readBounded(file, MAX_CONFIG_BYTES);
  if ('missing' in read) return undefined;
  if ('problem' in read) {
    if (read.problem === 'permission denied' && path.basename(file) === PACKAGE_JSON) return undefined;
    throw new ConfigError(`${file}: cannot read the configuration (${read.problem})`);
  }
  return read.bytes.toString('utf8');
}

/** Finds, reads and applies configuration files; each folder and each combination is worked out once. */
export class ConfigResolver {
  private readonly loader = new ConfigLoader(NODE_PATHS);
  private readonly resolved = new Map<string, EffectiveSettings>();
  private readonly fixed: Config | undefined;

  /**
   * With `configFile` (`--config`), that file applies to every file and none is searched for;
   * `forced` settings (from the command line's flags) apply over every file's.
   */
  constructor(configFile?: string, private readonly forced: RawSettings = {}) {
    if (configFile === undefined) return;
    const file = path.resolve(configFile);
    const text = readGiven(file);
    if (text === undefined) throw new ConfigError(`${file}: cannot read the configuration (no such file or folder)`);
    this.fixed = checked(() => this.loader.fromText(file, text));
  }

  /** The settings of the file at `filePath`. Throws `ConfigError`. */
  settingsFor(filePath: string): EffectiveSettings {
    const absolute = path.resolve(filePath);
    const config = this.fixed ?? checked(() => runSync(this.loader.configOf(path.dirname(absolute)), readConfigFile));
    if (!config) return this.memo('', {});
    const { raw, key } = this.loader.settingsOf(config, absolute);
    return this.memo(key, raw);
  }

  /** Every config file that applied so far (their contents invalidate a cache). */
  files(): string[] {
    const files = this.loader.found().map((c) => c.file);
    return [...new Set(this.fixed ? [this.fixed.file, ...files] : files)].sort();
  }

  private memo(id: string, raw: RawSettings): EffectiveSettings {
    let effective = this.resolved.get(id);
    if (!effective) {
      const settings = mergeRaw(raw, this.forced);
      effective = { settings: resolveSettings(settings), key: JSON.stringify(settings) };
      this.resolved.set(id, effective);
    }
    return effective;
  }
}

function isFolder(file: string): boolean {
  return statusOf(file)?.isDirectory() ?? false;
}

/** What `stat` (by default `fs.statSync`) says of `file`, or undefined when it says nothing (no such file, no access). */
export function statusOf(file: string, stat: (file: string) => fs.Stats = fs.statSync): fs.Stats | undefined {
  try {
    return stat(file);
  } catch {
    return undefined;
  }
}

/**
 * True when `file` lies in the run's folder (the current directory) and is a
 * symbolic link to a regular file out of it (a link to a device or a FIFO is
 * told as such by the bounded read).
 */
function linksOutOfRun(file: string): boolean {
  const root = process.cwd();
  const relative = path.relative(root, path.resolve(file));
  if (relative.startsWith('..') || path.isAbsolute(relative)) return false;
  try {
    if (!fs.lstatSync(file).isSymbolicLink() || !fs.statSync(file).isFile()) return false;
    const real = fs.realpathSync(file);
    const realRoot = fs.realpathSync(root);
    return real !== realRoot && !real.startsWith(`${realRoot}${path.sep}`);
  } catch {
    return false;
  }
}

/** Runs a step of the loader, turning an invalid configuration into the command line's error (exit code 2). */
function checked<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof ConfigProblem) throw new ConfigError(error.message);
    throw error;
  }
}
