/**
 * The JSON schema of the command line's configuration (`.urilintrc.json`,
 * the `"uriLint"` key of package.json), made from the one definition of the
 * settings (contract/settings.ts) and the codes the rules declare. It is the
 * one definition of a valid configuration: scripts/manifest.js writes it to
 * schemas/ for editors, and `configProblem` reads a configuration as it says
 * with the settings' one reader (contract/settings.ts `readSetting`, which
 * reads the editor's settings too), its first fault in the configuration's
 * words (test/server/configSchema.test.ts holds the two to each other).
 */
import { DEFAULT_SETTINGS, readSetting, REPLACED_SETTINGS, SETTING_DEFINITIONS, SETTINGS_SECTION } from '../contract/settings';
import type { KnownNames, ReplacedSetting, SettingDefinition } from '../contract/settings';
import { createLanguageService } from '../service/index';

const { CODES, DEFAULT_BULK_FIXES, FIX_IDS, defaultLevel } = createLanguageService().rules;

/** The part of JSON Schema (draft-07) the configuration uses, with VS Code's description keywords. */
export interface JsonSchema {
  $schema?: string;
  title?: string;
  type?: string;
  description?: string;
  markdownDescription?: string;
  default?: unknown;
  items?: JsonSchema;
  minimum?: number;
  minLength?: number;
  minItems?: number;
  enum?: readonly string[];
  enumDescriptions?: readonly string[];
  markdownEnumDescriptions?: readonly string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  required?: string[];
  anyOf?: JsonSchema[];
  /** VS Code's: a key still accepted, with what to use instead. */
  deprecationMessage?: string;
  markdownDeprecationMessage?: string;
}

/** The key of a setting in a configuration file: its key without the `uriLint.` prefix. */
export function configKeyOf(definition: SettingDefinition | ReplacedSetting): string {
  return definition.key.slice(SETTINGS_SECTION.length + 1);
}

/** A severity map's entries: each code the rules declare, with its levels, summary, default and RFC link. */
export function severityProperties(definition: SettingDefinition): Record<string, JsonSchema> {
  return Object.fromEntries([...CODES].map(([code, info]) => [code, {
    type: 'string',
    ...(definition.enum ? { enum: definition.enum } : {}),
    ...(definition.enumDescriptions ? { enumDescriptions: definition.enumDescriptions } : {}),
    markdownDescription: `${info.summary} Default: \`${defaultLevel(code, DEFAULT_SETTINGS)}\`. [RFC](${info.href})`,
  }]));
}

/**
 * The items of `fixAll.fixes`: each fix id of the rules' table, and each
 * after `!`, and `*`, `!*`; anything else is a typo, rejected.
 */
export function fixSelectorItems(): JsonSchema {
  const names = ['*', ...FIX_IDS];
  const say = (name: string) => (name === '*' ? 'every fix' : `\`${name}\`${DEFAULT_BULK_FIXES.includes(name as never) ? ' (applied by default)' : ''}`);
  return {
    type: 'string',
    enum: [...names, ...names.map((name) => `!${name}`)],
    markdownEnumDescriptions: [...names.map((name) => `Apply ${say(name)}.`), ...names.map((name) => `Leave out ${say(name)}.`)],
  };
}

function settingSchema(definition: SettingDefinition): JsonSchema {
  const out: JsonSchema = { type: definition.type, description: definition.description, markdownDescription: definition.markdownDescription, default: definition.default };
  if (definition.items) out.items = definition.property === 'fixAllFixes' ? fixSelectorItems() : definition.items;
  if (definition.minimum !== undefined) out.minimum = definition.minimum;
  if (definition.enum && definition.type === 'string') {
    out.enum = definition.enum;
    if (definition.enumDescriptions) out.enumDescriptions = definition.enumDescriptions;
  } else if (definition.enum) {
    out.properties = severityProperties(definition);
    // A code the rules do not declare is a typo: rejected.
    out.additionalProperties = false;
  } else if (definition.type === 'object') {
    out.additionalProperties = { type: 'string' };
  }
  return out;
}

/** A replaced setting: still valid, and the editor says what replaced it. */
function replacedSchema(old: ReplacedSetting): JsonSchema {
  const instead = old.deprecationMessage.replace(/uriLint\./g, '');
  return { type: old.type, minimum: old.minimum, description: old.description, deprecationMessage: instead.replace(/`/g, ''), markdownDeprecationMessage: instead };
}

/** The schema of a configuration object (`.urilintrc.json`, or the "uriLint" key of package.json). */
export function configSchema(title: string): JsonSchema {
  const settings = Object.fromEntries([
    ...SETTING_DEFINITIONS.map((d) => [configKeyOf(d), settingSchema(d)]),
    ...REPLACED_SETTINGS.map((old) => [configKeyOf(old), replacedSchema(old)]),
  ]);
  const files: JsonSchema = {
    description: 'Globs of the files this override applies to, relative to the configuration file; a glob without "/" matches a file name at any depth, one starting with "/" only in the folder of the configuration file.',
    anyOf: [{ type: 'string', minLength: 1 }, { type: 'array', minItems: 1, items: { type: 'string', minLength: 1 } }],
  };
  // ESLint's flat config names: which files the configuration checks, and which it leaves alone.
  const globs = (description: string): JsonSchema => ({ description, type: 'array', items: { type: 'string', minLength: 1 } });
  return {
    title,
    type: 'object',
    properties: {
      $schema: { type: 'string' },
      files: { ...files, description: 'Globs of the files to check, relative to the configuration file (default: every file); a glob without "/" matches a file name at any depth, one starting with "/" only in the folder of the configuration file.' },
      ignores: globs('Globs of the files not to check (test fixtures with deliberately broken URIs), relative to the configuration file; a glob without "/" matches a file name at any depth, one starting with "/" only in the folder of the configuration file.'),
      ...settings,
      overrides: {
        description: 'Settings for some files only, applied in order over the settings above.',
        type: 'array',
        items: { type: 'object', required: ['files'], properties: { files, ...settings }, additionalProperties: false },
      },
    },
    additionalProperties: false,
  };
}

/** The schema files of schemas/, by name: `.urilintrc.json`'s and package.json's. */
export function configSchemaFiles(): Record<string, JsonSchema> {
  const draft = 'http://json-schema.org/draft-07/schema#';
  return {
    'urilintrc.schema.json': { $schema: draft, ...configSchema('URI Lint configuration (.urilintrc.json)') },
    'package.schema.json': {
      $schema: draft,
      title: 'URI Lint configuration in package.json',
      type: 'object',
      properties: { [SETTINGS_SECTION]: configSchema('URI Lint configuration (the uriLint key of package.json)') },
    },
  };
}

/**
 * What is wrong with a configuration object, in words naming the key and
 * what it must be (`"maxFileSize" must be a number of at least 0`); undefined
 * when the schema accepts it.
 */
export function configProblem(value: unknown): string | undefined {
  return configProblemAt(value)?.message;
}

/** A problem of a configuration, and the JSON path of the value at fault (to place it in the file). */
export interface ConfigProblemAt {
  message: string;
  path: (string | number)[];
  /** True when the fault is the key at the end of `path` (an unknown setting), not its value. */
  atKey: boolean;
}

/**
 * What is wrong with a configuration object, and where: the schema's
 * (configSchema) first fault, read by the settings' one reader
 * (contract/settings.ts `readSetting`, which reads the editor's settings
 * too). As a JSON Schema validator reports it first: an override's missing
 * `files`, then an unknown key in the object's order, then each known key in
 * the schema's order. Linear in the configuration's size.
 */
export function configProblemAt(value: unknown): ConfigProblemAt | undefined {
  if (!isObject(value)) return { message: 'the configuration must be a JSON object', path: [], atKey: false };
  return objectProblem(value, [], knownNames());
}

/** The settings of a configuration or an override by their keys in the file, in the schema's order. */
const SETTINGS_BY_KEY: ReadonlyMap<string, SettingDefinition | ReplacedSetting> = new Map<string, SettingDefinition | ReplacedSetting>([
  ...SETTING_DEFINITIONS.map((d): [string, SettingDefinition] => [configKeyOf(d), d]),
  ...REPLACED_SETTINGS.map((old): [string, ReplacedSetting] => [configKeyOf(old), old]),
]);

/** The keys of a configuration and of an override, in the schema's order. */
const CONFIG_KEYS: readonly string[] = ['$schema', 'files', 'ignores', ...SETTINGS_BY_KEY.keys(), 'overrides'];
const OVERRIDE_KEYS: readonly string[] = ['files', ...SETTINGS_BY_KEY.keys()];
const CONFIG_KNOWN: ReadonlySet<string> = new Set(CONFIG_KEYS);
const OVERRIDE_KNOWN: ReadonlySet<string> = new Set(OVERRIDE_KEYS);

/** The names the rules know, which the settings' reader checks `severity` and `fixAll.fixes` against. */
function knownNames(): KnownNames {
  const selectors = ['*', ...FIX_IDS];
  return { codes: [...CODES.keys()], fixSelectors: [...selectors, ...selectors.map((name) => `!${name}`)] };
}

function objectProblem(object: Record<string, unknown>, at: (string | number)[], names: KnownNames): ConfigProblemAt | undefined {
  const inOverride = at.length > 0;
  const where = inOverride ? `overrides[${at[1]}]` : '';
  const prefix = inOverride ? `${where}.` : '';
  const keys = inOverride ? OVERRIDE_KEYS : CONFIG_KEYS;
  const problem = (message: string, path: (string | number)[] = [], { atKey = false }: { atKey?: boolean } = {}): ConfigProblemAt => ({ message, path: [...at, ...path], atKey });
  if (inOverride && !Object.hasOwn(object, 'files')) return problem(`${where}.files must be ${FILES_EXPECTED}`);
  const known = inOverride ? OVERRIDE_KNOWN : CONFIG_KNOWN;
  const unknown = Object.keys(object).find((key) => !known.has(key));
  if (unknown !== undefined) return problem(`unknown setting "${prefix}${unknown}" (settings: ${keys.filter((k) => k !== '$schema').join(', ')})`, [unknown], { atKey: true });
  for (const key of keys) {
    if (!Object.hasOwn(object, key)) continue;
    const value = object[key];
    if (key === '$schema' && typeof value !== 'string') return problem('"$schema" must be a string', [key]);
    if (key === 'files' && !isFiles(value)) return problem(`${prefix}files must be ${FILES_EXPECTED}`, [key]);
    if (key === 'ignores') {
      const bad = Array.isArray(value) ? value.findIndex((glob) => typeof glob !== 'string' || glob.length === 0) : -1;
      if (!Array.isArray(value) || bad >= 0) return problem('"ignores" must be an array of globs', bad >= 0 ? [key, bad] : [key]);
    }
    if (key === 'overrides') {
      if (!Array.isArray(value)) return problem('"overrides" must be an array of objects', [key]);
      for (const [i, override] of value.entries()) {
        if (!isObject(override)) return problem(`overrides[${i}] must be an object`, [key, i]);
        const inner = objectProblem(override, [key, i], names);
        if (inner) return inner;
      }
    }
    const definition = SETTINGS_BY_KEY.get(key);
    const read = definition && readSetting(definition, value, names).problem;
    if (read) return problem(read.say(`${prefix}${key}`), [key, ...read.path], { atKey: read.atKey });
  }
  return undefined;
}

/** An override's or a configuration's `files`. */
const FILES_EXPECTED = 'a glob or a non-empty array of globs';

/** Globs as `files` gives them: a glob, or a non-empty array of globs, none empty. */
function isFiles(value: unknown): boolean {
  if (typeof value === 'string') return value.length > 0;
  return Array.isArray(value) && value.length > 0 && value.every((glob) => typeof glob === 'string' && glob.length > 0);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
