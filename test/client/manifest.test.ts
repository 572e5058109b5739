/**
 * package.json, the extension's manifest, against the server's one
 * definition of the settings and code-action kinds (scripts/manifest.js
 * generates them): they never drift.
 */
import * as assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { CLIENT_COMMANDS, FIX_ALL_KIND, REPLACED_SETTINGS, SETTING_CATEGORIES, SETTING_DEFINITIONS, SEVERITY_LEVELS } from '@uri-lint/server';
import { ALL_CODES } from '@uri-lint/server/service/internal';

const ROOT = path.resolve(__dirname, '../../..');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { contributions, readmeWithTable, schemas, TABLE_DOCUMENTS, USER_README } = require(path.join(ROOT, 'scripts/manifest.js')) as {
  contributions(): Record<string, unknown>;
  readmeWithTable(readme: string, options?: { settings?: boolean; fixes?: boolean; fixNames?: boolean }): string;
  TABLE_DOCUMENTS: [string, { settings?: boolean; fixes?: boolean; fixNames?: boolean }][];
  USER_README: string;
  schemas(): Record<string, { properties: Record<string, { properties?: Record<string, unknown> }> }>;
};

interface Property { default: unknown; scope: string; order: number; markdownDescription?: string; deprecationMessage?: string; properties?: Record<string, { enum: string[] }> }

interface Manifest {
  main: string;
  browser: string;
  engines: { vscode: string };
  activationEvents?: string[];
  contributes: {
    configuration: { id: string; title: string; order: number; properties: Record<string, Property> }[];
    codeActions: { actions: { kind: string }[] }[];
    commands: { command: string; title: string; category?: string }[];
    menus: Record<string, { command: string; when?: string; group?: string }[]>;
    jsonValidation: { fileMatch: string; url: string }[];
    problemMatchers: { name: string; owner: string }[];
  };
}

const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as Manifest;
/** Every contributed setting, across the sections, in the settings editor's order. */
const properties: Record<string, Property> = Object.assign({}, ...manifest.contributes.configuration.map((section) => section.properties));

describe('package.json: the extension manifest', () => {
  it('contributes.configuration and codeActions are what scripts/manifest.js generates (run it after changing a setting or a rule)', () => {
    const generated = contributions();
    assert.deepEqual(manifest.contributes.configuration, generated.configuration);
    assert.deepEqual(manifest.contributes.codeActions, generated.codeActions);
  });

  it('the configuration reference, the CLI reference and the user README hold the tables scripts/manifest.js writes', () => {
    for (const [file, options] of TABLE_DOCUMENTS) {
      const text = fs.readFileSync(file, 'utf8');
      assert.equal(text, readmeWithTable(text, options), file);
    }
    const user = fs.readFileSync(USER_README, 'utf8');
    const reference = fs.readFileSync(path.join(ROOT, 'docs/configuration.md'), 'utf8');
    for (const d of SETTING_DEFINITIONS) {
      assert.ok(reference.includes(`| \`${d.key}\` |`), d.key);
      assert.ok(user.includes(`| \`${d.key}\` |`), d.key);
    }
    assert.match(fs.readFileSync(path.join(ROOT, 'docs/cli.md'), 'utf8'), /\| `encode` \| Percent-encode invalid characters \|/);
  });

  it('every setting of the server is contributed, with its default, scope and a Markdown description', () => {
    assert.deepEqual(Object.keys(properties).sort(), [...SETTING_DEFINITIONS, ...REPLACED_SETTINGS].map((d) => d.key).sort());
    for (const old of REPLACED_SETTINGS) assert.match(properties[old.key]!.deprecationMessage!, new RegExp(old.replacedBy), old.key);
    for (const d of SETTING_DEFINITIONS) {
      assert.deepEqual(properties[d.key]!.default, d.default, d.key);
      assert.equal(properties[d.key]!.scope, d.scope, d.key);
      assert.ok(properties[d.key]!.markdownDescription, d.key);
    }
  });

  it('the settings editor shows one section per category, in order, the extension\'s own first, each setting with its order', () => {
    const sections = manifest.contributes.configuration;
    const used = Object.entries(SETTING_CATEGORIES).filter(([category]) => SETTING_DEFINITIONS.some((d) => d.category === category));
    assert.deepEqual(sections.map((s) => [s.id, s.title, s.order]), used.map(([category, title], i) => [`uriLint.${category}`, title, i + 1]));
    // Titled as the extension (its displayName), the first section's settings sit under the extension's own heading.
    assert.equal(sections[0]!.title, (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { displayName: string }).displayName);
    for (const section of sections) {
      // A replaced setting (deprecated, hidden unless set) has none.
      const orders = Object.values(section.properties).filter((p) => !p.deprecationMessage).map((p) => p.order);
      assert.deepEqual(orders, [...orders].sort((a, b) => a - b), section.id);
      assert.equal(new Set(orders).size, orders.length, `${section.id}: two settings share an order`);
    }
    assert.deepEqual(Object.keys(sections[0]!.properties).slice(0, 2), ['uriLint.enable', 'uriLint.severity']);
  });

  it('uriLint.severity lists every diagnostic code with the allowed levels', () => {
    const codes = properties['uriLint.severity']!.properties!;
    assert.deepEqual(Object.keys(codes), [...ALL_CODES]);
    for (const code of ALL_CODES) assert.deepEqual(codes[code]!.enum, SEVERITY_LEVELS, code);
  });

  it('source.fixAll.uriLint is a contributed code-action kind', () => {
    assert.ok(manifest.contributes.codeActions.some((c) => c.actions.some((a) => a.kind === FIX_ALL_KIND)));
  });

  it('schemas/ holds the JSON schemas of the command line\'s configuration as scripts/manifest.js generates them', () => {
    for (const [name, schema] of Object.entries(schemas())) {
      assert.deepEqual(JSON.parse(fs.readFileSync(path.join(ROOT, 'schemas', name), 'utf8')), schema, name);
    }
    const rc = schemas()['urilintrc.schema.json']!;
    const keys = [...SETTING_DEFINITIONS, ...REPLACED_SETTINGS].map((d) => d.key.replace(/^uriLint\./, ''));
    assert.deepEqual(Object.keys(rc.properties), ['$schema', 'files', 'ignores', ...keys, 'overrides']);
    assert.deepEqual(Object.keys(rc.properties.severity!.properties!), [...ALL_CODES]);
  });

  it('the extension contributes the schemas (shipped in the .vsix) and the $uri-lint problem matcher', () => {
    const urls = new Map(manifest.contributes.jsonValidation.map((v) => [v.fileMatch, v.url]));
    assert.equal(urls.get('.urilintrc.json'), './schemas/urilintrc.schema.json');
    assert.equal(urls.get('package.json'), './schemas/package.schema.json');
    for (const url of urls.values()) assert.ok(fs.existsSync(path.join(ROOT, url)), url);
    assert.match(fs.readFileSync(path.join(ROOT, '.vscodeignore'), 'utf8'), /^!schemas\/\*\.json$/m);
    assert.ok(manifest.contributes.problemMatchers.some((m) => m.name === 'uri-lint' && m.owner === 'uri-lint'));
  });

  it('every client command is in the palette under "URI Lint"', () => {
    const contributed = new Map(manifest.contributes.commands.map((c) => [c.command, c]));
    for (const id of Object.values(CLIENT_COMMANDS)) assert.equal(contributed.get(id)?.category, 'URI Lint', id);
  });

  it('"Find File References" is in the Explorer\'s menu of a file, beside VS Code\'s own search of references', () => {
    const entries = manifest.contributes.menus['explorer/context']!.filter((m) => m.command === CLIENT_COMMANDS.findFileReferences);
    assert.deepEqual(entries, [{ command: CLIENT_COMMANDS.findFileReferences, when: '!explorerResourceIsFolder', group: '4_search' }]);
    assert.equal(manifest.contributes.commands.find((c) => c.command === CLIENT_COMMANDS.findFileReferences)?.title, 'Find File References (all link types)');
  });

  it('declares both entries, Node (main) and browser, as the build writes them, and the .vsix carries both targets\' bundles', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { TARGETS } = require(path.join(ROOT, 'scripts/build.js')) as { TARGETS: Record<string, { entryPoints: Record<string, string>; outdir: string }> };
    const outputs = Object.values(TARGETS).flatMap(({ entryPoints, outdir }) => Object.keys(entryPoints).map((name) => `${outdir}/${name}.js`));
    assert.deepEqual(outputs.sort(), ['dist/browser/extension.js', 'dist/browser/server.js', 'dist/extension.js', 'dist/server.js']);
    assert.equal(manifest.main, './dist/extension.js');
    assert.equal(manifest.browser, './dist/browser/extension.js');
    const kept = fs.readFileSync(path.join(ROOT, '.vscodeignore'), 'utf8').split('\n').filter((line) => line.startsWith('!')).map((line) => line.slice(1));
    for (const output of outputs) assert.ok(kept.includes(output), output);
  });

  it('activates on startup finished, for a VS Code no newer than the one the real-editor tests run (1.100)', () => {
    assert.deepEqual(manifest.activationEvents, ['onStartupFinished']);
    const [major, minor] = manifest.engines.vscode.replace(/^\^/, '').split('.').map(Number);
    assert.ok(major === 1 && minor! <= 100, manifest.engines.vscode);
  });
});
