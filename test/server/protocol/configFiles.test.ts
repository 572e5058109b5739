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
import type { Diagnostic } from 'vscode-languageserver-protocol/node';
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
