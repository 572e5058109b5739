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
 * It also writes the settings table of docs/configuration.md and of the user README,
 * docs/extension/README.md (between their
 * `<!-- settings:start -->` and `<!-- settings:end -->` lines), and the JSON
 * schemas of the command line's configuration (schemas/): `.urilintrc.json`
 * and the `"uriLint"` key of package.json, whose keys are the settings
 * without their `uriLint.` prefix. The command line validates configuration
 * files with the same schema (server/src/cli/configSchema.ts makes it); the
 * extension contributes both files (`contributes.jsonValidation`), so the
 * editor completes and checks them.
 *
 *   node scripts/manifest.js          writes them into package.json, docs/ and schemas/
 *
 * The fixes table (`<!-- fixes:start -->` … `<!-- fixes:end -->`) is in docs/cli.md; the list of the fixes in a
 * sentence (`<!-- fix-list:start -->` … `<!-- fix-list:end -->`, within its line) in README.md, docs/vscode.md and
 * the user README.
 *   node scripts/manifest.js --check  exits 1 when either differs
 *
 * Needs the build (`tsc -b`): it reads the server's public entry.
 */
const fs = require('node:fs');
const path = require('node:path');
const { createLanguageService, FIX_ALL_KIND, REPLACED_SETTINGS, SETTING_CATEGORIES, SETTING_DEFINITIONS, SETTINGS_SECTION, DEFAULT_SETTINGS } = require('@uri-lint/server');
const { CODES, FIXES, defaultLevel } = createLanguageService().rules;
const { configSchemaFiles, fixSelectorItems, severityProperties } = require('@uri-lint/server/cli');

const PACKAGE_JSON = path.resolve(__dirname, '../package.json');
// The configuration reference: the settings table.
const CONFIGURATION = path.resolve(__dirname, '../docs/configuration.md');
// The command line's reference: the fixes table.
const CLI_DOC = path.resolve(__dirname, '../docs/cli.md');
// The user README, the extension's page in VS Code (scripts/readme.js packs it): the settings table too.
const USER_README = path.resolve(__dirname, '../docs/extension/README.md');
// The project's README and the editor's guide: the fixes in a sentence.
const README = path.resolve(__dirname, '../README.md');
const VSCODE_DOC = path.resolve(__dirname, '../docs/vscode.md');
const SCHEMAS = path.resolve(__dirname, '../schemas');
const START = '<!-- settings:start -->';
const END = '<!-- settings:end -->';
const FIXES_START = '<!-- fixes:start -->';
const FIXES_END = '<!-- fixes:end -->';
const FIX_LIST_START = '<!-- fix-list:start -->';
const FIX_LIST_END = '<!-- fix-list:end -->';

/** One setting as package.json declares it. */
function setting(definition) {
  const out = {
    type: definition.type,
    default: definition.default,
    description: definition.description,
    markdownDescription: definition.markdownDescription,
    scope: definition.scope,
    order: definition.order,
  };
  if (definition.items) out.items = definition.property === 'fixAllFixes' ? fixSelectorItems() : definition.items;
  if (definition.minimum !== undefined) out.minimum = definition.minimum;
  if (definition.enum && definition.type === 'string') {
    out.enum = definition.enum;
    out.enumDescriptions = definition.enumDescriptions;
  } else if (definition.enum) {
    // A severity map: each known code is a property with the allowed levels, so settings.json completes them.
    out.properties = severityProperties(definition);
    out.additionalProperties = { type: 'string', enum: definition.enum, enumDescriptions: definition.enumDescriptions };
  } else if (definition.type === 'object') {
    out.additionalProperties = { type: 'string' };
  }
  return out;
}

/**
 * A replaced setting, still read: deprecated, pointing at its replacement.
 * Its default is null so that VS Code sends a value only when the user set
 * one (a number's default would otherwise be 0).
 */
function replaced(old) {
  return {
    type: [old.type, 'null'],
    default: null,
    minimum: old.minimum,
    description: old.description,
    deprecationMessage: old.deprecationMessage.replace(/`/g, ''),
    markdownDeprecationMessage: old.deprecationMessage,
    scope: old.scope,
  };
}

/** Every setting in the settings editor's order: by section (`SETTING_CATEGORIES`), then by `order`. */
function settingsInOrder() {
  const categories = Object.keys(SETTING_CATEGORIES);
  return [...SETTING_DEFINITIONS].sort((a, b) => categories.indexOf(a.category) - categories.indexOf(b.category) || a.order - b.order);
}

/**
 * `contributes.configuration`: one section per category, in order. Each has
 * an id under the settings' prefix (`uriLint.checks`): VS Code trims the
 * part of a setting's key that matches its section's id from the label, so
 * "uriLint.iri.strict" reads "Iri: Strict", not "Uri Lint › Iri: Strict".
 */
function configuration() {
  return Object.entries(SETTING_CATEGORIES).map(([category, title], index) => ({
    id: `${SETTINGS_SECTION}.${category}`,
    title,
    order: index + 1,
    properties: Object.fromEntries(settingsInOrder().filter((d) => d.category === category).flatMap((d) => [
      [d.key, setting(d)],
      ...REPLACED_SETTINGS.filter((old) => old.replacedBy === d.key).map((old) => [old.key, replaced(old)]),
    ])),
  })).filter((section) => Object.keys(section.properties).length > 0);
}

/** The contributions generated from the server's definitions. */
function contributions() {
  return {
    configuration: configuration(),
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

/**
 * A default as JSON, with a space after each comma, so that a long list
 * wraps in a narrow page instead of widening it.
 */
function defaultText(value) {
  return JSON.stringify(value).replace(/,(?=["{[\d])/g, ', ');
}

/**
 * The settings table: each setting, its default and what it does. `narrow`
 * (the extension's page in VS Code, about 560 pixels wide): two columns, the
 * default at the end of what it does, so that no column is as wide as a
 * long default and every description shows.
 */
function settingsTable({ narrow = false } = {}) {
  const cell = (text) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  const rows = settingsInOrder().map((d) => (narrow
    ? `| \`${d.key}\` | ${cell(d.markdownDescription)} Default: \`${cell(defaultText(d.default))}\`. |`
    : `| \`${d.key}\` | \`${cell(defaultText(d.default))}\` | ${cell(d.markdownDescription)} |`));
  const codes = [...CODES].map(([code]) => `\`${code}\` (${defaultLevel(code, DEFAULT_SETTINGS)})`).join(', ');
  return [
    ...(narrow ? ['| setting | what it does |', '| --- | --- |'] : ['| setting | default | what it does |', '| --- | --- | --- |']),
    ...rows,
    '',
    '',
    ...REPLACED_SETTINGS.flatMap((old) => [`\`${old.key}\` is replaced: ${old.deprecationMessage}`, '']),
    `Diagnostic codes for \`uriLint.severity\`, with their default levels: ${codes}.`,
  ].join('\n');
}

/** What bulk fixing does with a fix, by its declared policy: a light bulb's fix (`bulk: 'never'`) is never applied in bulk. */
function policyText(fix) {
  if (fix.judges === 'document') return 'changes it: light bulb only, never in bulk';
  return fix.identity === 'keeps' ? 'keeps it: applied by default' : 'changes it: only when named';
}

/** The README's list of fixes (Fix all, `--fix-type`, `uriLint.fixAll.fixes`, the light bulb), from the rules' table. */
function fixesTable() {
  const rows = [...FIXES.values()].map((fix) => `| \`${fix.id}\` | ${fix.title} | ${policyText(fix)} | ${fix.codes.map((c) => `\`${c}\``).join(', ')} |`);
  return ['| fix | what it does | what the URI identifies | answers |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

/** The fixes in a sentence, from the rules' table, in its order: each one's title as the light bulb shows it. */
function fixList() {
  return [...FIXES.values()].map((fix) => `${fix.title.charAt(0).toLowerCase()}${fix.title.slice(1)}`).join(', ');
}

/** `text` with `body` between the markers `start` and `end`: lines of their own, or, `inline`, within the line. */
function between(text, start, end, body, inline = false) {
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`README.md has no ${start} … ${end} block`);
  return inline ? `${text.slice(0, from + start.length)}${body}${text.slice(to)}` : `${text.slice(0, from + start.length)}\n${body}\n${text.slice(to)}`;
}

/** A document with the generated tables it holds (settings, `narrow` or not; fixes; the fixes' list) between their markers. */
function readmeWithTable(readme, { settings = true, fixes = false, fixNames = false } = {}) {
  const withSettings = settings ? between(readme, START, END, settingsTable({ narrow: settings === 'narrow' })) : readme;
  const withFixes = fixes ? between(withSettings, FIXES_START, FIXES_END, fixesTable()) : withSettings;
  return fixNames ? between(withFixes, FIX_LIST_START, FIX_LIST_END, fixList(), true) : withFixes;
}

/** Each document with generated tables, and which it holds. */
const TABLE_DOCUMENTS = [[CONFIGURATION, { settings: true }], [CLI_DOC, { settings: false, fixes: true }], [USER_README, { settings: 'narrow', fixNames: true }],
  [README, { settings: false, fixNames: true }], [VSCODE_DOC, { settings: false, fixNames: true }]];

function main() {
  const manifest = JSON.parse(fs.readFileSync(PACKAGE_JSON, 'utf8'));
  const generated = contributions();
  const current = manifest.contributes ?? {};
  const same = Object.keys(generated).every((key) => JSON.stringify(current[key]) === JSON.stringify(generated[key]));
  const readmes = TABLE_DOCUMENTS.map(([file, options]) => {
    const text = fs.readFileSync(file, 'utf8');
    return { file, text, generated: readmeWithTable(text, options) };
  });
  const staleReadmes = readmes.filter((r) => r.generated !== r.text);
  const schemaTexts = Object.entries(configSchemaFiles()).map(([name, schema]) => [path.join(SCHEMAS, name), `${JSON.stringify(schema, null, 2)}\n`]);
  const staleSchemas = schemaTexts.filter(([file, text]) => !fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text);
  if (process.argv.includes('--check')) {
    if (!same || staleReadmes.length > 0 || staleSchemas.length > 0) {
      console.error('package.json, docs/configuration.md, docs/cli.md, docs/extension/README.md, README.md, docs/vscode.md or schemas/ differ from the server\'s definitions: run `node scripts/manifest.js`.');
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
  for (const { file, generated } of staleReadmes) {
    fs.writeFileSync(file, generated);
    console.log(`${path.relative(process.cwd(), file)}: the generated tables written.`);
  }
}

module.exports = { contributions, readmeWithTable, schemas: configSchemaFiles, settingsInOrder, TABLE_DOCUMENTS, USER_README };
if (require.main === module) main();
