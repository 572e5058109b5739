/**
 * The one loader of URI Lint's configuration, for the command line and the
 * editor's server alike: a `.urilintrc.json`, or the `"uriLint"` key of a
 * package.json, the nearest upward from a file (both in one folder:
 * `.urilintrc.json`), validated against the configuration's JSON schema
 * (schema.ts), with `overrides` by glob and `files` / `ignores` saying which
 * files it checks. Platform-free: the search yields each file it wants read
 * and is handed its text, so a synchronous host (the command line's file
 * system) and an asynchronous one (a server asking its client) drive the
 * same steps (`runSync`, `runAsync`); paths and globs are the host's.
 */
import { parse as parseJsonc, printParseErrorCode } from 'jsonc-parser';
import type { ParseError } from 'jsonc-parser';
import { SETTINGS_SECTION } from '../contract/settings';
import { exceedsJsonDepth } from '@uri-lint/shared';
import { configProblemAt } from './schema';

/** The configuration file's name. */
export const CONFIG_FILE = '.urilintrc.json';
/**
 * The largest configuration or ignore file read, far larger than any written
 * by hand: one limit for the command line and the server, so both read the
 * same files (a larger one is an error on the command line, and a problem
 * shown on the file in the editor).
 */
export const MAX_CONFIG_BYTES = 4 * 1024 * 1024;
/** The manifest whose `"uriLint"` key is a configuration. */
export const PACKAGE_JSON = 'package.json';

/** Settings as a configuration file writes them: setting keys without the `uriLint.` prefix. */
export type RawSettings = Record<string, unknown>;

/** What the loader needs of a platform's paths and globs. */
export interface ConfigPaths {
  dirname(path: string): string;
  join(dir: string, name: string): string;
  /** `file` relative to `dir`, `/`-separated. */
  relative(dir: string, file: string): string;
  /** A matcher of `/`-separated relative paths for the globs (a glob without `/` matches a name at any depth). */
  glob(globs: readonly string[]): (relative: string) => boolean;
}

/** A configuration that is not valid: where, and what is wrong, in the configuration's words. */
export class ConfigProblem extends Error {
  /** The last of `path` is a key that should not be there (an unknown setting or code), not a value. */
  readonly atKey: boolean;

  constructor(
    /** The file at fault (for package.json, the manifest itself). */
    readonly file: string,
    /** The problem, without the file's name. */
    readonly problem: string,
    /** The JSON path of the value at fault; undefined when the file is not JSON at all. */
    readonly path: (string | number)[] | undefined,
    /** The file's text, to place the problem in it. */
    readonly text: string,
    /** How the file is named in messages (`package.json#uriLint`). */
    readonly label = file,
    { atKey = false }: { atKey?: boolean } = {},
  ) {
    super(`${label}: ${problem}`);
    this.atKey = atKey;
  }
}

interface Override {
  match: (relative: string) => boolean;
  settings: RawSettings;
}

/** One configuration, checked. */
export interface Config {
  /** How it is named: its file, or `…/package.json#uriLint`. */
  file: string;
  dir: string;
  settings: RawSettings;
  overrides: Override[];
  /** Whether it checks a file (its `files` and `ignores`), by path relative to `dir`. */
  checks: (relative: string) => boolean;
}

/** The steps of a search: each yields a file to read and is sent its text (undefined when there is none). */
export type Steps<T> = Generator<string, T, string | undefined>;

/** Runs `steps` with a synchronous reader. */
export function runSync<T>(steps: Steps<T>, read: (file: string) => string | undefined): T {
  let next = steps.next();
  while (!next.done) next = steps.next(read(next.value));
  return next.value;
}

/** Runs `steps` with an asynchronous reader. */
export async function runAsync<T>(steps: Steps<T>, read: (file: string) => Promise<string | undefined>): Promise<T> {
  let next = steps.next();
  while (!next.done) next = steps.next(await read(next.value));
  return next.value;
}

/** Finds the configuration of each folder once (a folder shares its parent's when it has none). */
export class ConfigLoader {
  private readonly byDir = new Map<string, Config | undefined>();

  constructor(private readonly paths: ConfigPaths) {}

  /** The nearest configuration upward from `dir`. Throws `ConfigProblem` for an invalid one. */
  *configOf(dir: string): Steps<Config | undefined> {
    const searched: string[] = [];
    let config: Config | undefined;
    for (let d = dir; ;) {
      if (this.byDir.has(d)) {
        config = this.byDir.get(d);
        break;
      }
      searched.push(d);
      config = yield* this.own(d);
      const parent = this.paths.dirname(d);
      if (config || parent === d) break;
      d = parent;
    }
    for (const d of searched) this.byDir.set(d, config);
    return config;
  }

  /** The configuration written in `dir` itself, if any. */
  private *own(dir: string): Steps<Config | undefined> {
    const rc = this.paths.join(dir, CONFIG_FILE);
    const text = yield rc;
    if (text !== undefined) return this.check(rc, rc, parseJson(rc, text), dir, text);
    const manifest = this.paths.join(dir, PACKAGE_JSON);
    const pkg = yield manifest;
    // Most package.json files say nothing of URI Lint: skip the parse.
    if (pkg === undefined || !pkg.includes(`"${SETTINGS_SECTION}"`)) return undefined;
    const value = parseJson(manifest, pkg);
    if (!isObject(value) || !(SETTINGS_SECTION in value)) return undefined;
    const problem = configProblemAt(value[SETTINGS_SECTION]);
    if (problem) throw new ConfigProblem(manifest, problem.message, [SETTINGS_SECTION, ...problem.path], pkg, `${manifest}#${SETTINGS_SECTION}`, { atKey: problem.atKey });
    return this.check(`${manifest}#${SETTINGS_SECTION}`, manifest, value[SETTINGS_SECTION], dir, pkg);
  }

  /** The configuration file `file` (`--config`), whose text is `text`. */
  fromText(file: string, text: string): Config {
    return this.check(file, file, parseJson(file, text), this.paths.dirname(file), text);
  }

  /** A configuration read from `file`, checked against the schema. */
  private check(label: string, file: string, value: unknown, dir: string, text = ''): Config {
    const problem = configProblemAt(value);
    if (problem) throw new ConfigProblem(file, problem.message, problem.path, text, label, { atKey: problem.atKey });
    // Valid: an object; `$schema` only tells an editor which schema to check the file with.
    const { overrides, files, ignores, $schema: _schema, ...settings } = value as RawSettings & { overrides?: RawSettings[]; files?: string | string[]; ignores?: string[] };
    // A glob the host cannot match (in linear time, config/glob.ts) is the configuration's problem, named where it is.
    const glob = (globs: string | string[], where: (string | number)[]): ((relative: string) => boolean) => {
      const list = typeof globs === 'string' ? [globs] : globs;
      try {
        return this.paths.glob(list);
      } catch (error) {
        const at = where.map((part) => (typeof part === 'number' ? `[${part}]` : `.${part}`)).join('').slice(1);
        throw new ConfigProblem(file, `${at}: ${(error as Error).message}`, where, text, label);
      }
    };
    const included = files === undefined ? () => true : glob(files, ['files']);
    const excluded = ignores === undefined || ignores.length === 0 ? () => false : glob(ignores, ['ignores']);
    return {
      file: label,
      dir,
      settings,
      overrides: (overrides ?? []).map(({ files: globs, ...over }, i) => ({ match: glob(globs as string | string[], ['overrides', i, 'files']), settings: over })),
      checks: (relative) => included(relative) && !excluded(relative),
    };
  }

  /** Every configuration found so far. */
  found(): Config[] {
    return [...new Set([...this.byDir.values()].filter((c): c is Config => c !== undefined))];
  }

  /**
   * The raw settings of the file at `path` under `config`: its settings and
   * the overrides that match, in order; `enable: false` for a file its
   * `files` / `ignores` leave out. `matching` names the overrides applied.
   */
  settingsOf(config: Config, path: string): { raw: RawSettings; key: string } {
    const relative = this.paths.relative(config.dir, path);
    if (!config.checks(relative)) return { raw: { ...config.settings, enable: false }, key: `${config.file}#ignored` };
    const matching = config.overrides.flatMap((o, i) => (o.match(relative) ? [i] : []));
    return {
      raw: matching.reduce((raw, i) => mergeRaw(raw, config.overrides[i]!.settings), config.settings),
      key: `${config.file}#${matching.join(',')}`,
    };
  }
}

/** A later layer's settings over an earlier one's; severity maps merge code by code. */
export function mergeRaw(base: RawSettings, over: RawSettings): RawSettings {
  const out = { ...base, ...over };
  if (isObject(base.severity) && isObject(over.severity)) out.severity = { ...base.severity, ...over.severity };
  return out;
}

function parseJson(file: string, text: string): unknown {
  const json = text.replace(/^\uFEFF/, '');
  try {
    return JSON.parse(json);
  } catch {
    throw new ConfigProblem(file, notJson(json), undefined, text);
  }
}

/**
 * Why `text` is not JSON, in our words and by line and column only: the
 * engine's own message quotes the text's first characters, and a file that
 * is not JSON (a link to `/etc/shadow`, a key) must not be shown.
 */
function notJson(text: string): string {
  // Too deep for jsonc-parser's recursion (a hostile file): say so without a position.
  if (exceedsJsonDepth(text)) return 'not valid JSON (nested too deep to read)';
  const errors: ParseError[] = [];
  parseJsonc(text, errors, { disallowComments: true, allowTrailingComma: false });
  const first = errors[0];
  if (!first) return 'not valid JSON';
  const before = text.slice(0, first.offset);
  const line = before.split('\n').length;
  const column = first.offset - (before.lastIndexOf('\n') + 1) + 1;
  return `not valid JSON (${READABLE_ERRORS[printParseErrorCode(first.error)] ?? 'a syntax error'} at line ${line}, column ${column})`;
}

/** jsonc-parser's error codes in words. */
const READABLE_ERRORS: Record<string, string> = {
  InvalidSymbol: 'an unexpected character',
  InvalidNumberFormat: 'a malformed number',
  PropertyNameExpected: 'a property name expected',
  ValueExpected: 'a value expected',
  ColonExpected: 'a colon expected',
  CommaExpected: 'a comma expected',
  CloseBraceExpected: 'a closing brace expected',
  CloseBracketExpected: 'a closing bracket expected',
  EndOfFileExpected: 'text after the end',
  InvalidCommentToken: 'a comment',
  UnexpectedEndOfComment: 'an unclosed comment',
  UnexpectedEndOfString: 'an unclosed string',
  UnexpectedEndOfNumber: 'an unfinished number',
  InvalidUnicode: 'a malformed \\u escape',
  InvalidEscapeCharacter: 'a malformed escape',
  InvalidCharacter: 'a control character in a string',
};

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
