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
 * without their `uriLint.` prefix. The command line validates configuration
 * files with the same schema (server/src/cli/configSchema.ts makes it); the
 * extension contributes both files (`contributes.jsonValidation`), so the
 * editor completes and checks them.
 *
 *   node scripts/manifest.js          writes them into package.json, README.md and schemas/
 *   node scripts/manifest.js --check  exits 1 when either differs
 *
 * Needs the build (`tsc -b`): it reads the server's public entry.
 */
const fs = require('node:fs');
const path = require('node:path');
const { CODES, FIX_ALL_KIND, SETTING_DEFINITIONS, DEFAULT_SETTINGS, defaultLevel } = require('@uri-lint/server');
const { configSchemaFiles, severityProperties } = require('@uri-lint/server/cli');

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
    out.properties = severityProperties(definition);
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
  const schemaTexts = Object.entries(configSchemaFiles()).map(([name, schema]) => [path.join(SCHEMAS, name), `${JSON.stringify(schema, null, 2)}\n`]);
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

module.exports = { contributions, readmeWithTable, schemas: configSchemaFiles };
if (require.main === module) main();
