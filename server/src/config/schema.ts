/**
 * The JSON schema of the command line's configuration (`.urilintrc.json`,
 * the `"uriLint"` key of package.json), made from the one definition of the
 * settings (contract/settings.ts) and the codes the rules declare. It is the
 * one definition of a valid configuration: the command line validates with
 * it (ajv; `configProblem` puts its first error in the configuration's
 * words), and scripts/manifest.js writes it to schemas/ for editors.
 */
import type Ajv from 'ajv';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { DEFAULT_SETTINGS, REPLACED_SETTINGS, SETTING_DEFINITIONS, SETTINGS_SECTION } from '../contract/settings';
import type { ReplacedSetting, SettingDefinition } from '../contract/settings';
import { CODES, DEFAULT_BULK_FIXES, FIX_IDS, defaultLevel } from '../service/index';

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

let compiled: { schema: JsonSchema; validate: ValidateFunction } | undefined;

/**
 * What is wrong with a configuration object, in words naming the key and
 * what it must be (`"maxFileSize" must be a number of at least 0`); undefined
 * when the schema accepts it.
 */
export function configProblem(value: unknown): string | undefined {
  return configProblemAt(value)?.message;
}

/** What is wrong with a configuration object, and the JSON path of the value at fault (to place it in the file). */
export function configProblemAt(value: unknown): { message: string; path: (string | number)[]; atKey: boolean } | undefined {
  // Compiled on the first configuration read, so a run without one never loads ajv. The schema is ours (tested, so
  // not checked again), the messages are ours (ajv's are not made), and unoptimized code compiles in half the time.
  if (!compiled) {
    const schema = configSchema('URI Lint configuration');
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use, as the comment above says
    const ajv = new (require('ajv') as { default: typeof Ajv }).default({ strict: false, validateSchema: false, messages: false, code: { optimize: false } });
    compiled = { schema, validate: ajv.compile(schema) };
  }
  const { schema, validate } = compiled;
  if (validate(value)) return undefined;
  const error = validate.errors![0]!;
  const path: (string | number)[] = error.instancePath.split('/').slice(1).map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  const atKey = error.keyword === 'additionalProperties';
  if (atKey) path.push((error.params as { additionalProperty: string }).additionalProperty);
  return { message: describeError(error, value, schema), path: path.map((part) => (/^\d+$/.test(part as string) ? Number(part) : part)), atKey };
}

/** Nouns for what the schema alone says less plainly. */
const EXPECTED: Record<string, string> = {
  files: 'a glob or a non-empty array of globs',
  ignores: 'an array of globs',
  severity: 'an object of diagnostic code to severity',
  'fixAll.fixes': `an array of fix ids, each alone or after "!", or "*" (fixes: ${FIX_IDS.join(', ')})`,
};

/** Ajv's first error in the terms of the configuration: which key, and what it must be. */
function describeError(error: ErrorObject, config: unknown, schema: JsonSchema): string {
  const at = error.instancePath.split('/').slice(1).map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  const inOverride = at[0] === 'overrides' && at.length > 1;
  const where = inOverride ? `overrides[${at[1]}]` : '';
  const prefix = inOverride ? `${where}.` : '';
  const properties = (inOverride ? schema.properties!.overrides!.items! : schema).properties!;
  const [key, entry] = inOverride ? at.slice(2) : at;
  if (key === undefined) {
    if (error.keyword === 'additionalProperties') {
      const known = Object.keys(properties).filter((k) => k !== '$schema').join(', ');
      return `unknown setting "${prefix}${(error.params as { additionalProperty: string }).additionalProperty}" (settings: ${known})`;
    }
    if (error.keyword === 'required') return `${where}.files must be ${EXPECTED.files}`;
    return where ? `${where} must be an object` : 'the configuration must be a JSON object';
  }
  const name = `${prefix}${key}`;
  if (key === 'severity' && error.keyword === 'additionalProperties') {
    const code = (error.params as { additionalProperty: string }).additionalProperty;
    return `"${name}" names an unknown diagnostic code "${code}" (codes: ${Object.keys(properties.severity!.properties!).join(', ')})`;
  }
  if (key === 'severity' && entry !== undefined) {
    const level = at.reduce<unknown>((object, part) => (object as Record<string, unknown>)[part], config);
    return `"${name}" sets "${entry}" to ${JSON.stringify(level)}; use one of ${properties.severity!.properties![entry]!.enum!.join(', ')}`;
  }
  if (key === 'files') return `${name} must be ${EXPECTED.files}`;
  return `"${name}" must be ${EXPECTED[key] ?? expected(properties[key]!)}`;
}

/** What a value of `schema` is, in words ("a number of at least 0", "an array of strings"). */
function expected(schema: JsonSchema): string {
  switch (schema.type) {
    case 'boolean': return 'true or false';
    case 'number': return `a number${schema.minimum === undefined ? '' : ` of at least ${schema.minimum}`}`;
    case 'array': return `an array of ${schema.items ? `${expected(schema.items).replace(/^an? /, '')}s` : 'values'}`;
    case 'object': return 'an object';
    default: return `a ${schema.type}`;
  }
}
