#!/usr/bin/env node
'use strict';
/**
 * The parts of package.json that the server defines: `contributes.configuration`
 * (every setting, from the one definition in server/src/contract/settings.ts,
 * with `uriLint.severity` listing every diagnostic code the rules declare) and
 * `contributes.codeActions` (the fix-all kind, so that VS Code completes it in
 * `editor.codeActionsOnSave`). test/client/manifest.test.ts fails when
 * package.json and these disagree.
 *
 * It also writes the settings table of README.md (between its
 * `<!-- settings:start -->` and `<!-- settings:end -->` lines), and the JSON
 * schemas of the command line's configuration (schemas/): `.urilintrc.json`
 * and the `"uriLint"` key of package.json, whose keys are the settings
 * without their `uriLint.` prefix. The extension contributes both
 * (`contributes.jsonValidation`), so the editor completes and checks them.
 *
 *   node scripts/manifest.js          writes them into package.json, README.md and schemas/
 *   node scripts/manifest.js --check  exits 1 when either differs
 *
 * Needs the build (`tsc -b`): it reads the server's public entry.
 */
const fs = require('node:fs');
const path = require('node:path');
const { CODES, FIX_ALL_KIND, SETTING_DEFINITIONS, SETTINGS_SECTION, DEFAULT_SETTINGS, defaultLevel } = require('@uri-lint/server');

const PACKAGE_JSON = path.resolve(__dirname, '../package.json');
const README = path.resolve(__dirname, '../README.md');
const SCHEMAS = path.resolve(__dirname, '../schemas');
const START = '<!-- settings:start -->';
const END = '<!-- settings:end -->';

/** One setting as package.json declares it. */
function setting(definition) {
  const out = {
    type: definition.type,
    default: definition.default,
    description: definition.description,
    markdownDescription: definition.markdownDescription,
    scope: definition.scope,
  };
  if (definition.items) out.items = definition.items;
  if (definition.minimum !== undefined) out.minimum = definition.minimum;
  if (definition.enum) {
    // A severity map: each known code is a property with the allowed levels, so settings.json completes them.
    out.properties = Object.fromEntries([...CODES].map(([code, info]) => [code, {
      type: 'string',
      enum: definition.enum,
      enumDescriptions: definition.enumDescriptions,
      markdownDescription: `${info.summary} Default: \`${defaultLevel(code, DEFAULT_SETTINGS)}\`. [RFC](${info.href})`,
    }]));
    out.additionalProperties = { type: 'string', enum: definition.enum, enumDescriptions: definition.enumDescriptions };
  }
  return out;
}

/** The contributions generated from the server's definitions. */
function contributions() {
  return {
    configuration: {
      title: 'URI Lint',
      properties: Object.fromEntries(SETTING_DEFINITIONS.map((d) => [d.key, setting(d)])),
    },
    codeActions: [{
      languages: ['*'],
      actions: [{
        kind: FIX_ALL_KIND,
        title: 'Fix all URI problems',
        description: 'Percent-encode invalid characters, and more where the settings report it (IRI to URI, lowercase scheme and host).',
      }],
    }],
  };
}

/** A setting in a configuration file: its key without the prefix, and its schema. */
function configSetting(definition) {
  const out = { type: definition.type, description: definition.description, markdownDescription: definition.markdownDescription, default: definition.default };
  if (definition.items) out.items = definition.items;
  if (definition.minimum !== undefined) out.minimum = definition.minimum;
  if (definition.enum) {
    const level = { type: 'string', enum: definition.enum, enumDescriptions: definition.enumDescriptions };
    out.properties = Object.fromEntries([...CODES].map(([code, info]) => [code, {
      ...level,
      markdownDescription: `${info.summary} Default: \`${defaultLevel(code, DEFAULT_SETTINGS)}\`. [RFC](${info.href})`,
    }]));
    // A code the rules do not declare is a typo: the command line rejects it too.
    out.additionalProperties = false;
  }
  return [definition.key.slice(SETTINGS_SECTION.length + 1), out];
}

/** The schema of a configuration object (`.urilintrc.json`, or the "uriLint" key of package.json). */
function configObject(title) {
  const settings = Object.fromEntries(SETTING_DEFINITIONS.map(configSetting));
  const files = {
    description: 'Globs of the files this override applies to, relative to the configuration file; a glob without "/" matches a file name at any depth.',
    anyOf: [{ type: 'string', minLength: 1 }, { type: 'array', minItems: 1, items: { type: 'string', minLength: 1 } }],
  };
  return {
    title,
    type: 'object',
    properties: {
      $schema: { type: 'string' },
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

/** The generated JSON schemas, by file name in schemas/. */
function schemas() {
  const draft = 'http://json-schema.org/draft-07/schema#';
  return {
    'urilintrc.schema.json': { $schema: draft, ...configObject('URI Lint configuration (.urilintrc.json)') },
    'package.schema.json': {
      $schema: draft,
      title: 'URI Lint configuration in package.json',
      type: 'object',
      properties: { [SETTINGS_SECTION]: configObject('URI Lint configuration (the uriLint key of package.json)') },
    },
  };
}

/** The README's settings table: each setting, its default and what it does. */
function settingsTable() {
  const cell = (text) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  const rows = SETTING_DEFINITIONS.map((d) => `| \`${d.key}\` | \`${cell(JSON.stringify(d.default))}\` | ${cell(d.markdownDescription)} |`);
  const codes = [...CODES].map(([code, info]) => `\`${code}\` (${defaultLevel(code, DEFAULT_SETTINGS)})`).join(', ');
  return [
    '| setting | default | what it does |',
    '| --- | --- | --- |',
    ...rows,
    '',
    `Diagnostic codes for \`uriLint.severity\`, with their default levels: ${codes}.`,
  ].join('\n');
}

/** README.md with the generated table between the markers. */
function readmeWithTable(readme) {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md has no ${START} … ${END} block`);
  return `${readme.slice(0, start + START.length)}\n${settingsTable()}\n${readme.slice(end)}`;
}

function main() {
  const manifest = JSON.parse(fs.readFileSync(PACKAGE_JSON, 'utf8'));
  const generated = contributions();
  const current = manifest.contributes ?? {};
  const same = Object.keys(generated).every((key) => JSON.stringify(current[key]) === JSON.stringify(generated[key]));
  const readme = fs.readFileSync(README, 'utf8');
  const newReadme = readmeWithTable(readme);
  const schemaTexts = Object.entries(schemas()).map(([name, schema]) => [path.join(SCHEMAS, name), `${JSON.stringify(schema, null, 2)}\n`]);
  const staleSchemas = schemaTexts.filter(([file, text]) => !fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text);
  if (process.argv.includes('--check')) {
    if (!same || newReadme !== readme || staleSchemas.length > 0) {
      console.error('package.json, README.md or schemas/ differ from the server\'s definitions: run `node scripts/manifest.js`.');
      process.exitCode = 1;
    }
    return;
  }
  for (const [file, text] of staleSchemas) {
    fs.mkdirSync(SCHEMAS, { recursive: true });
    fs.writeFileSync(file, text);
    console.log(`${path.relative(process.cwd(), file)}: written.`);
  }
  if (!same) {
    manifest.contributes = { ...current, ...generated };
    fs.writeFileSync(PACKAGE_JSON, `${JSON.stringify(manifest, null, 2)}\n`);
    console.log('package.json: contributes.configuration and contributes.codeActions written.');
  }
  if (newReadme !== readme) {
    fs.writeFileSync(README, newReadme);
    console.log('README.md: the settings table written.');
  }
}

module.exports = { contributions, readmeWithTable, schemas };
if (require.main === module) main();
