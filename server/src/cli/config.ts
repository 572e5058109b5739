/**
 * The command line's configuration: a `.urilintrc.json`, or the `"uriLint"`
 * key of a package.json, found upward from each file (the nearest wins;
 * both in one folder: `.urilintrc.json`), with `overrides` by glob. The keys
 * are the extension's own settings without the `uriLint.` prefix
 * (`"iri.strict": true`), validated against the configuration's JSON schema
 * (configSchema.ts, made from the one definition of the settings, and the
 * schema editors check the file with). A bad config stops the run with a
 * message naming the file, the key and what it must be.
 */
import path from 'node:path';
import { resolveSettings, SETTINGS_SECTION } from '../contract/settings';
import type { Settings } from '../contract/settings';
import { configProblem } from './configSchema';
import { ConfigError } from './errors';
import { overrideMatcher } from './overrideGlob';
import { MAX_SETTINGS_FILE, readBounded } from './safeRead';

/** The config file names, nearest first within a folder. */
const CONFIG_FILE = '.urilintrc.json';

/** Settings as a config file writes them: setting keys without the `uriLint.` prefix. */
type RawSettings = Record<string, unknown>;

interface Override {
  match: (relativePath: string) => boolean;
  settings: RawSettings;
}

/** One config file, checked. */
interface Config {
  file: string;
  dir: string;
  settings: RawSettings;
  overrides: Override[];
}

/** The settings of one file and a key that is equal for equal settings (for the cache). */
export interface EffectiveSettings {
  settings: Settings;
  key: string;
}

/** Finds, reads and applies configuration files; each folder and each combination is worked out once. */
export class ConfigResolver {
  private readonly byDir = new Map<string, Config | undefined>();
  private readonly resolved = new Map<string, EffectiveSettings>();
  private readonly fixed: Config | undefined;

  /**
   * With `configFile` (`--config`), that file applies to every file and none is searched for;
   * `forced` settings (from the command line's flags) apply over every file's.
   */
  constructor(configFile?: string, private readonly forced: RawSettings = {}) {
    this.fixed = configFile === undefined ? undefined : readConfig(path.resolve(configFile), false)!;
  }

  /** The settings of the file at `filePath`. Throws `ConfigError`. */
  settingsFor(filePath: string): EffectiveSettings {
    const absolute = path.resolve(filePath);
    const config = this.fixed ?? this.configOf(path.dirname(absolute));
    if (!config) return this.memo('', () => ({}));
    const relative = path.relative(config.dir, absolute).split(path.sep).join('/');
    const matching = config.overrides.flatMap((o, i) => (o.match(relative) ? [i] : []));
    return this.memo(`${config.file}#${matching.join(',')}`, () =>
      matching.reduce((raw, i) => merge(raw, config.overrides[i]!.settings), config.settings));
  }

  /** Every config file that applied so far (their contents invalidate a cache). */
  files(): string[] {
    const files = [...this.byDir.values()].filter((c): c is Config => c !== undefined).map((c) => c.file);
    return [...new Set(this.fixed ? [this.fixed.file, ...files] : files)].sort();
  }

  private memo(id: string, raw: () => RawSettings): EffectiveSettings {
    let effective = this.resolved.get(id);
    if (!effective) {
      const settings = merge(raw(), this.forced);
      effective = { settings: resolveSettings(settings), key: JSON.stringify(settings) };
      this.resolved.set(id, effective);
    }
    return effective;
  }

  private configOf(dir: string): Config | undefined {
    if (this.byDir.has(dir)) return this.byDir.get(dir);
    const own = readConfig(path.join(dir, CONFIG_FILE), true) ?? readPackageJson(path.join(dir, 'package.json'));
    const parent = path.dirname(dir);
    const config = own ?? (parent === dir ? undefined : this.configOf(parent));
    this.byDir.set(dir, config);
    return config;
  }
}

/** A later layer's settings over an earlier one's; severity maps merge code by code. */
function merge(base: RawSettings, over: RawSettings): RawSettings {
  const out = { ...base, ...over };
  if (isObject(base.severity) && isObject(over.severity)) out.severity = { ...base.severity, ...over.severity };
  return out;
}

function readConfig(file: string, optional: boolean): Config | undefined {
  const read = readBounded(file, MAX_SETTINGS_FILE);
  if ('missing' in read) {
    if (optional) return undefined;
    throw new ConfigError(`${file}: cannot read the configuration (no such file or folder)`);
  }
  if ('problem' in read) throw new ConfigError(`${file}: cannot read the configuration (${read.problem})`);
  return checkConfig(file, parseJson(file, read.bytes.toString('utf8')));
}

function readPackageJson(file: string): Config | undefined {
  const read = readBounded(file, MAX_SETTINGS_FILE);
  if ('missing' in read) return undefined;
  // A package.json that cannot be a manifest (a FIFO, a link to a device, gigabytes) is a broken configuration, not none.
  if ('problem' in read) {
    if (read.problem === 'permission denied') return undefined;
    throw new ConfigError(`${file}: cannot read the configuration (${read.problem})`);
  }
  const text = read.bytes.toString('utf8');
  // Most package.json files say nothing of URI Lint: skip the parse.
  if (!text.includes(`"${SETTINGS_SECTION}"`)) return undefined;
  const manifest = parseJson(file, text);
  if (!isObject(manifest) || !(SETTINGS_SECTION in manifest)) return undefined;
  return checkConfig(`${file}#${SETTINGS_SECTION}`, manifest[SETTINGS_SECTION], path.dirname(file));
}

function parseJson(file: string, text: string): unknown {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new ConfigError(`${file}: not valid JSON (${(error as Error).message})`);
  }
}

/** A config object, validated against the configuration's JSON schema. */
function checkConfig(file: string, value: unknown, dir = path.dirname(file)): Config {
  const problem = configProblem(value);
  if (problem) throw new ConfigError(`${file}: ${problem}`);
  // Valid: an object; `$schema` only tells an editor which schema to check the file with.
  const { overrides, $schema: _schema, ...settings } = value as RawSettings & { overrides?: RawSettings[] };
  return { file, dir, settings, overrides: (overrides ?? []).map((o, i) => toOverride(file, o, i)) };
}

function toOverride(file: string, { files, ...settings }: RawSettings, index: number): Override {
  const matchers = (typeof files === 'string' ? [files] : files as string[]).map((glob) => {
    try {
      return overrideMatcher(glob);
    } catch (error) {
      throw new ConfigError(`${file}: overrides[${index}].files: "${glob}" ${(error as Error).message}`);
    }
  });
  return { match: (relative) => matchers.some((isMatch) => isMatch(relative)), settings };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
