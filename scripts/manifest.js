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
const { CODES, FIXES, FIX_ALL_KIND, SETTING_DEFINITIONS, DEFAULT_SETTINGS, defaultLevel } = require('@uri-lint/server');
const { configSchemaFiles, fixSelectorItems, severityProperties } = require('@uri-lint/server/cli');

const PACKAGE_JSON = path.resolve(__dirname, '../package.json');
const README = path.resolve(__dirname, '../README.md');
const SCHEMAS = path.resolve(__dirname, '../schemas');
const START = '<!-- settings:start -->';
const END = '<!-- settings:end -->';
const FIXES_START = '<!-- fixes:start -->';
const FIXES_END = '<!-- fixes:end -->';

/** One setting as package.json declares it. */
function setting(definition) {
  const out = {
    type: definition.type,
    default: definition.default,
    description: definition.description,
    markdownDescription: definition.markdownDescription,
    scope: definition.scope,
  };
  if (definition.items) out.items = definition.property === 'fixAllFixes' ? fixSelectorItems() : definition.items;
  if (definition.minimum !== undefined) out.minimum = definition.minimum;
  if (definition.enum) {
    // A severity map: each known code is a property with the allowed levels, so settings.json completes them.
    out.properties = severityProperties(definition);
    out.additionalProperties = { type: 'string', enum: definition.enum, enumDescriptions: definition.enumDescriptions };
  } else if (definition.type === 'object') {
    out.additionalProperties = { type: 'string' };
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
        description: 'The fixes that keep what each URI identifies (percent-encode invalid characters, remove invisible ones, restore "//"…), or those uriLint.fixAll.fixes selects.',
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

/** The README's list of fixes (Fix all, `--fix-type`, `uriLint.fixAll.fixes`), from the rules' table. */
function fixesTable() {
  const rows = [...FIXES.values()].map((fix) => `| \`${fix.id}\` | ${fix.title} | ${fix.identity === 'keeps' ? 'keeps it: applied by default' : 'changes it: only when named'} | ${fix.codes.map((c) => `\`${c}\``).join(', ')} |`);
  return ['| fix | what it does | what the URI identifies | answers |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

/** `text` with `body` between the markers `start` and `end`. */
function between(text, start, end, body) {
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`README.md has no ${start} … ${end} block`);
  return `${text.slice(0, from + start.length)}\n${body}\n${text.slice(to)}`;
}

/** README.md with the generated tables (settings, fixes) between their markers. */
function readmeWithTable(readme) {
  return between(between(readme, START, END, settingsTable()), FIXES_START, FIXES_END, fixesTable());
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
    console.log('README.md: the settings and fixes tables written.');
  }
}

module.exports = { contributions, readmeWithTable, schemas: configSchemaFiles };
if (require.main === module) main();
