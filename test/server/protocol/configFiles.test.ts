/**
 * The workspace's configuration files in the editor (issue 18 §3), over the
 * real protocol with the built server (spawned, reading the disk as it does
 * for VS Code): the nearest `.urilintrc.json` or package.json `"uriLint"`
 * key judges a document as the command line does, laid over the editor's
 * settings; a change on disk re-judges open documents without a restart; an
 * invalid file is one diagnostic on that file, at the value at fault, and
 * the editor's settings apply meanwhile; `files` / `ignores` leave files
 * alone; in Restricted Mode the file counts as workspace settings.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { CodeAction, Diagnostic } from 'vscode-languageserver-protocol/node';
import { runJson } from '../../cli/helpers';
import { TestClient } from './client';

const TEXT = 'see http://example.com:80a/ and <http://exa mple.com/> and https://café.example/\n';
const codes = (ds: Diagnostic[]) => ds.map((d) => String(d.code));

describe('protocol (spawn): configuration files', () => {
  let client: TestClient;
  let dir: string;
  const uriOf = (rel: string) => pathToFileURL(path.join(dir, rel)).href;
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  };
  /** Writes files on disk and tells the server, as the client's file watcher does; resolves with `uri`'s next diagnostics. */
  const changeOnDisk = async (files: Record<string, string>, uri: string) => {
    const next = client.nextDiagnostics(uri);
    for (const [rel, text] of Object.entries(files)) write(rel, text);
    await client.sendRaw('workspace/didChangeWatchedFiles', { changes: Object.keys(files).map((rel) => ({ uri: uriOf(rel), type: 2 })) });
    return next;
  };

  beforeEach(async () => {
    dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'uri-lint-config-')));
    client = await TestClient.start({ transport: 'spawn', settings: { severity: { iri: 'error' } } });
  });
  afterEach(async () => {
    await client.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('lays the nearest .urilintrc.json over the editor\'s settings, as the command line reads it', async () => {
    write('.urilintrc.json', JSON.stringify({ severity: { 'invalid-port': 'off' } }));
    write('docs/a.md', TEXT);
    const { uri } = await client.open('markdown', TEXT, uriOf('docs/a.md'));
    const editor = await client.diagnostics(uri);
    // The file turns invalid-port off; the editor's setting makes the IRI an error.
    assert.deepEqual(editor.map((d) => [d.code, d.severity]), [['invalid-character', 1], ['iri', 1]]);
    const cli = runJson(['docs/a.md'], dir).report.files[0]!.problems;
    assert.deepEqual(cli.map((p) => p.code), ['invalid-character', 'iri']);
  });

  it('reads package.json\'s "uriLint" key, and a .urilintrc.json beside it wins', async () => {
    write('package.json', JSON.stringify({ name: 'x', uriLint: { severity: { 'invalid-character': 'off' } } }));
    const { uri } = await client.open('markdown', TEXT, uriOf('a.md'));
    assert.deepEqual(codes(await client.diagnostics(uri)), ['invalid-port', 'iri']);
    assert.deepEqual(codes(await changeOnDisk({ '.urilintrc.json': '{}' }, uri)), ['invalid-port', 'invalid-character', 'iri']);
  });

  it('re-judges open documents when a configuration file changes, without a restart', async () => {
    const { uri } = await client.open('markdown', TEXT, uriOf('a.md'));
    assert.deepEqual(codes(await client.diagnostics(uri)), ['invalid-port', 'invalid-character', 'iri']);
    assert.deepEqual(codes(await changeOnDisk({ '.urilintrc.json': '{ "ignoreSchemes": ["http"] }' }, uri)), ['iri']);
    assert.deepEqual(codes(await changeOnDisk({ '.urilintrc.json': '{}' }, uri)), ['invalid-port', 'invalid-character', 'iri']);
  });

  it('an invalid file is one diagnostic at the value at fault; the editor\'s settings apply meanwhile', async () => {
    write('.urilintrc.json', '{\n  "severity": { "invalid-prot": "off" }\n}\n');
    const configUri = uriOf('.urilintrc.json');
    const problem = client.nextDiagnostics(configUri);
    const { uri } = await client.open('markdown', TEXT, uriOf('a.md'));
    assert.deepEqual(codes(await client.diagnostics(uri)), ['invalid-port', 'invalid-character', 'iri']);
    const [diagnostic, ...rest] = await problem;
    assert.deepEqual(rest, []);
    assert.deepEqual([diagnostic!.range, diagnostic!.severity, diagnostic!.code], [
      { start: { line: 1, character: 16 }, end: { line: 1, character: 30 } }, 1, 'invalid-configuration',
    ]);
    assert.match(diagnostic!.message, /"severity" names an unknown diagnostic code "invalid-prot"/);
    // Fixed on disk: the problem goes, the file applies.
    const cleared = client.nextDiagnostics(configUri);
    assert.deepEqual(codes(await changeOnDisk({ '.urilintrc.json': '{ "severity": { "invalid-port": "off" } }' }, uri)), ['invalid-character', 'iri']);
    assert.deepEqual(await cleared, []);
  });

  it('a file that is not JSON is placed where the JSON breaks', async () => {
    write('.urilintrc.json', '{ "severity": }');
    const problem = client.nextDiagnostics(uriOf('.urilintrc.json'));
    await client.open('markdown', TEXT, uriOf('a.md'));
    const [diagnostic] = await problem;
    assert.deepEqual(diagnostic!.range, { start: { line: 0, character: 14 }, end: { line: 0, character: 15 } });
    assert.match(diagnostic!.message, /not valid JSON/);
  });

  it('files and ignores leave files alone, in the editor and on the command line', async () => {
    write('.urilintrc.json', JSON.stringify({ ignores: ['fixtures/**'] }));
    write('fixtures/broken.md', TEXT);
    write('docs/a.md', TEXT);
    const broken = await client.open('markdown', TEXT, uriOf('fixtures/broken.md'));
    const checked = await client.open('markdown', TEXT, uriOf('docs/a.md'));
    assert.deepEqual(await client.diagnostics(broken.uri), []);
    assert.deepEqual(codes(await client.diagnostics(checked.uri)), ['invalid-port', 'invalid-character', 'iri']);
    const report = runJson(['.'], dir).report;
    assert.deepEqual(report.files.filter((f) => f.path.endsWith('.md')).map((f) => [f.path, f.problems.length, f.skipped ?? '']), [
      ['docs/a.md', 3, ''], ['fixtures/broken.md', 0, 'disabled: uriLint.enable is false'],
    ]);
  });

  it('.urilintignore leaves the files it names alone, as on the command line, and a change to it re-judges', async () => {
    write('.urilintignore', 'fixtures/\n');
    write('fixtures/broken.md', TEXT);
    write('docs/a.md', TEXT);
    const broken = await client.open('markdown', TEXT, uriOf('fixtures/broken.md'));
    const checked = await client.open('markdown', TEXT, uriOf('docs/a.md'));
    assert.deepEqual(await client.diagnostics(broken.uri), []);
    assert.equal((await client.diagnostics(checked.uri)).length, 3);
    const report = runJson(['.'], dir).report;
    assert.deepEqual(report.files.filter((f) => f.path.endsWith('.md')).map((f) => f.path), ['docs/a.md']);
    assert.deepEqual(codes(await changeOnDisk({ '.urilintignore': '' }, broken.uri)), ['invalid-port', 'invalid-character', 'iri']);
  });
});

describe('protocol (spawn): "Ignore this URI" in the configuration file', () => {
  let client: TestClient;
  let dir: string;
  const uriOf = (rel: string) => pathToFileURL(path.join(dir, rel)).href;
  const DOC = 'see <http://user:hunter2@exa mple.com/> now\n';

  beforeEach(async () => {
    dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'uri-lint-config-')));
    client = await TestClient.start({ transport: 'spawn', rootUri: pathToFileURL(dir).href });
  });
  afterEach(async () => {
    await client.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** The "Ignore this URI" action of the first diagnostic of `code`. */
  async function ignoreAction(uri: string, code: string): Promise<CodeAction> {
    const d = (await client.diagnostics(uri)).find((x) => x.code === code)!;
    const actions = (await client.codeActions(uri, d.range, [d])) as CodeAction[];
    const found = actions.find((a) => a.title.startsWith('Ignore this URI'));
    assert.ok(found, JSON.stringify(actions.map((a) => a.title)));
    return found;
  }

  it('adds the URI to ignorePatterns of the nearest .urilintrc.json, its password as *, and the finding goes', async () => {
    const rc = '{\n  "ignorePatterns": ["https://other.example/*"],\n  "ignoreSchemes": []\n}\n';
    fs.writeFileSync(path.join(dir, '.urilintrc.json'), rc);
    fs.mkdirSync(path.join(dir, 'docs'));
    const { uri } = await client.open('markdown', DOC, uriOf('docs/a.md'));
    const action = await ignoreAction(uri, 'invalid-character');
    assert.equal(action.title, 'Ignore this URI in .urilintrc.json');
    const edits = action.edit!.changes![uriOf('.urilintrc.json')]!;
    const after = TextDocument.applyEdits(TextDocument.create('x', 'json', 0, rc), edits);
    assert.equal(after, '{\n  "ignorePatterns": [\n    "https://other.example/*",\n    "http://user:*@exa mple.com/"\n  ],\n  "ignoreSchemes": []\n}\n');
    assert.doesNotMatch(JSON.stringify(action), /hunter2/);
    const next = client.nextDiagnostics(uri);
    fs.writeFileSync(path.join(dir, '.urilintrc.json'), after);
    await client.sendRaw('workspace/didChangeWatchedFiles', { changes: [{ uri: uriOf('.urilintrc.json'), type: 2 }] });
    assert.deepEqual(await next, []);
  });

  it('writes into package.json\'s "uriLint" key when that is the configuration', async () => {
    const pkg = '{\n  "name": "x",\n  "uriLint": {}\n}\n';
    fs.writeFileSync(path.join(dir, 'package.json'), pkg);
    const { uri } = await client.open('markdown', DOC, uriOf('a.md'));
    const action = await ignoreAction(uri, 'invalid-character');
    assert.equal(action.title, 'Ignore this URI in package.json');
    const after = TextDocument.applyEdits(TextDocument.create('x', 'json', 0, pkg), action.edit!.changes![uriOf('package.json')]!);
    assert.deepEqual(JSON.parse(after), { name: 'x', uriLint: { ignorePatterns: ['http://user:*@exa mple.com/'] } });
  });

  it('creates .urilintrc.json at the workspace folder\'s root when there is none; an open config file counts unsaved', async () => {
    fs.mkdirSync(path.join(dir, 'docs'));
    const { uri } = await client.open('markdown', DOC, uriOf('docs/a.md'));
    const action = await ignoreAction(uri, 'invalid-character');
    assert.equal(action.title, 'Ignore this URI in a new .urilintrc.json');
    const rcUri = uriOf('.urilintrc.json');
    const text = '{\n  "ignorePatterns": [\n    "http://user:*@exa mple.com/"\n  ]\n}\n';
    assert.deepEqual(action.edit!.documentChanges, [
      { kind: 'create', uri: rcUri, options: { ignoreIfExists: true } },
      { textDocument: { uri: rcUri, version: null }, edits: [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, newText: text }] },
    ]);
    // The editor opens the new file with the text, before it is saved: the finding goes at once.
    const next = client.nextDiagnostics(uri);
    await client.open('json', text, rcUri);
    assert.deepEqual(await next, []);
  });
});

describe('protocol (spawn): configuration files in Restricted Mode', () => {
  it('counts the file as workspace settings: no ignore patterns from it', async () => {
    const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'uri-lint-config-')));
    const client = await TestClient.start({ transport: 'spawn', initializationOptions: { workspaceTrusted: false } });
    try {
      fs.writeFileSync(path.join(dir, '.urilintrc.json'), JSON.stringify({ ignorePatterns: ['http://example.com*'], severity: { iri: 'off' } }));
      const { uri } = await client.open('markdown', TEXT, pathToFileURL(path.join(dir, 'a.md')).href);
      assert.deepEqual(codes(await client.diagnostics(uri)), ['invalid-port', 'invalid-character']);
    } finally {
      await client.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
