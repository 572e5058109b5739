/**
 * The workspace's configuration files in the editor, over the
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
import type { CodeAction, Diagnostic, TextDocumentEdit, TextEdit } from 'vscode-languageserver-protocol/node';
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

  /** The "Ignore this URI" actions of the first diagnostic of `code`. */
  async function ignoreActions(uri: string, code: string): Promise<CodeAction[]> {
    const d = (await client.diagnostics(uri)).find((x) => x.code === code)!;
    const actions = (await client.codeActions(uri, d.range, [d])) as CodeAction[];
    return actions.filter((a) => a.title.startsWith('Ignore this URI'));
  }

  /** The "Ignore this URI" action of the first diagnostic of `code`. */
  async function ignoreAction(uri: string, code: string): Promise<CodeAction> {
    const [found] = await ignoreActions(uri, code);
    assert.ok(found, 'an "Ignore this URI" action');
    return found;
  }

  /** The edits an action makes to `file`: a versioned document change, which the editor shows and can undo. */
  function editsOf(action: CodeAction, file: string): TextEdit[] {
    const changes = (action.edit!.documentChanges ?? []).filter((c): c is TextDocumentEdit => 'textDocument' in c && c.textDocument.uri === file);
    assert.equal(changes.length, 1, JSON.stringify(action.edit));
    return changes[0]!.edits as TextEdit[];
  }

  it('adds the URI to ignorePatterns of the nearest .urilintrc.json, its password as *, and the finding goes', async () => {
    const rc = '{\n  "ignorePatterns": ["https://other.example/*"],\n  "ignoreSchemes": []\n}\n';
    fs.writeFileSync(path.join(dir, '.urilintrc.json'), rc);
    fs.mkdirSync(path.join(dir, 'docs'));
    const { uri } = await client.open('markdown', DOC, uriOf('docs/a.md'));
    const action = await ignoreAction(uri, 'invalid-character');
    assert.equal(action.title, 'Ignore this URI in .urilintrc.json');
    const edits = editsOf(action, uriOf('.urilintrc.json'));
    assert.deepEqual(action.command, { title: 'Show the configuration file', command: 'uriLint.showConfiguration', arguments: [uriOf('.urilintrc.json')] });
    const after = TextDocument.applyEdits(TextDocument.create('x', 'json', 0, rc), edits);
    assert.equal(after, '{\n  "ignorePatterns": [\n    "https://other.example/*",\n    "http://user:*@exa mple.com/"\n  ],\n  "ignoreSchemes": []\n}\n');
    assert.doesNotMatch(JSON.stringify(action), /hunter2/);
    // The finding's publication may come again (the folders above learnt) before the configuration's: wait for it gone.
    const next = client.nextDiagnosticsWhere(uri, (d) => d.length === 0, 'the finding gone');
    fs.writeFileSync(path.join(dir, '.urilintrc.json'), after);
    await client.sendRaw('workspace/didChangeWatchedFiles', { changes: [{ uri: uriOf('.urilintrc.json'), type: 2 }] });
    assert.deepEqual(await next, []);
  });

  it('"Ignore this file" adds the document, anchored at the configuration\'s folder, to ignores: it and no namesake is left alone', async () => {
    const rc = '{\n  "ignores": []\n}\n';
    fs.writeFileSync(path.join(dir, '.urilintrc.json'), rc);
    fs.mkdirSync(path.join(dir, 'docs'));
    fs.writeFileSync(path.join(dir, 'docs/a [draft].md'), DOC);
    fs.writeFileSync(path.join(dir, 'a [draft].md'), DOC);
    const { uri } = await client.open('markdown', DOC, uriOf('docs/a [draft].md'));
    const d = (await client.diagnostics(uri)).find((x) => x.code === 'invalid-character')!;
    const action = ((await client.codeActions(uri, d.range, [d])) as CodeAction[]).find((a) => a.title.startsWith('Ignore this file'))!;
    assert.equal(action.title, 'Ignore this file in .urilintrc.json');
    const after = TextDocument.applyEdits(TextDocument.create('x', 'json', 0, rc), editsOf(action, uriOf('.urilintrc.json')));
    // Its path from the configuration's folder, "/" first (that folder's file only), "[" and "]" escaped.
    assert.deepEqual(JSON.parse(after), { ignores: ['/docs/a \\[draft\\].md'] });
    // The finding's publication may come again (the folders above learnt) before the configuration's: wait for it gone.
    const next = client.nextDiagnosticsWhere(uri, (d) => d.length === 0, 'the finding gone');
    fs.writeFileSync(path.join(dir, '.urilintrc.json'), after);
    await client.sendRaw('workspace/didChangeWatchedFiles', { changes: [{ uri: uriOf('.urilintrc.json'), type: 2 }] });
    assert.deepEqual(await next, []);
    // The command line reads the same file: that document is skipped, its namesake at the top is still checked.
    const report = runJson(['.'], dir).report;
    assert.deepEqual(report.files.filter((f) => f.path.endsWith('.md')).map((f) => [f.path, f.skipped === undefined]), [
      ['a [draft].md', true], ['docs/a [draft].md', false],
    ]);
  });

  it('writes into package.json\'s "uriLint" key when that is the configuration', async () => {
    const pkg = '{\n  "name": "x",\n  "uriLint": {}\n}\n';
    fs.writeFileSync(path.join(dir, 'package.json'), pkg);
    const { uri } = await client.open('markdown', DOC, uriOf('a.md'));
    const action = await ignoreAction(uri, 'invalid-character');
    assert.equal(action.title, 'Ignore this URI in package.json');
    const after = TextDocument.applyEdits(TextDocument.create('x', 'json', 0, pkg), editsOf(action, uriOf('package.json')));
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
      { kind: 'create', uri: rcUri, options: { overwrite: false, ignoreIfExists: false } },
      { textDocument: { uri: rcUri, version: null }, edits: [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, newText: text }] },
    ]);
    // The editor opens the new file with the text, before it is saved: the finding goes at once.
    // The finding's publication may come again (the folders above learnt) before the configuration's: wait for it gone.
    const next = client.nextDiagnosticsWhere(uri, (d) => d.length === 0, 'the finding gone');
    await client.open('json', text, rcUri);
    assert.deepEqual(await next, []);
    // Then the command the client runs after the edit shows the file.
    await client.executeCommand(action.command!.command, action.command!.arguments!);
    assert.deepEqual(client.shownDocuments.map((d) => d.uri), [rcUri]);
  });

  it('adds to the ignorePatterns the loader reads when the key is repeated (the last one)', async () => {
    const rc = '{\n  "ignorePatterns": ["https://first.example/*"],\n  "ignorePatterns": ["https://last.example/*"]\n}\n';
    fs.writeFileSync(path.join(dir, '.urilintrc.json'), rc);
    const { uri } = await client.open('markdown', DOC, uriOf('a.md'));
    const after = TextDocument.applyEdits(TextDocument.create('x', 'json', 0, rc), editsOf(await ignoreAction(uri, 'invalid-character'), uriOf('.urilintrc.json')));
    assert.deepEqual(JSON.parse(after).ignorePatterns, ['https://last.example/*', 'http://user:*@exa mple.com/']);
    assert.ok(after.includes('"ignorePatterns": ["https://first.example/*"]'), after);
  });

  it('adds to the last "uriLint" object of a package.json that repeats it', async () => {
    const pkg = '{\n  "uriLint": { "ignorePatterns": ["a"] },\n  "name": "x",\n  "uriLint": {}\n}\n';
    fs.writeFileSync(path.join(dir, 'package.json'), pkg);
    const { uri } = await client.open('markdown', DOC, uriOf('a.md'));
    const after = TextDocument.applyEdits(TextDocument.create('x', 'json', 0, pkg), editsOf(await ignoreAction(uri, 'invalid-character'), uriOf('package.json')));
    assert.deepEqual(JSON.parse(after).uriLint, { ignorePatterns: ['http://user:*@exa mple.com/'] });
  });

  it('keeps a byte order mark: positions count as the editor holds the text, without it', async () => {
    const rc = '{\n  "ignorePatterns": []\n}\n';
    fs.writeFileSync(path.join(dir, '.urilintrc.json'), `\uFEFF${rc}`);
    const { uri } = await client.open('markdown', DOC, uriOf('a.md'));
    const after = TextDocument.applyEdits(TextDocument.create('x', 'json', 0, rc), editsOf(await ignoreAction(uri, 'invalid-character'), uriOf('.urilintrc.json')));
    assert.deepEqual(JSON.parse(after), { ignorePatterns: ['http://user:*@exa mple.com/'] });
  });

  /** [what, the files written; the action is offered for no URI] */
  const NOT_OFFERED: [string, (outside: string) => void][] = [
    ['a configuration that is not JSON', () => fs.writeFileSync(path.join(dir, '.urilintrc.json'), '{ "ignorePatterns": [ }')],
    ['a configuration with comments (JSON has none)', () => fs.writeFileSync(path.join(dir, '.urilintrc.json'), '{ // x\n}')],
    ['a configuration larger than the server reads', () => fs.writeFileSync(path.join(dir, '.urilintrc.json'), `{ "x": "${'a'.repeat(4 * 1024 * 1024)}" }`)],
    ['a configuration that is a symbolic link to a file outside the folder', (outside) => {
      fs.writeFileSync(path.join(outside, 'shared.json'), '{}');
      fs.symlinkSync(path.join(outside, 'shared.json'), path.join(dir, '.urilintrc.json'));
    }],
    ['a configuration that is a symbolic link inside the folder', () => {
      fs.writeFileSync(path.join(dir, 'real.json'), '{}');
      fs.symlinkSync(path.join(dir, 'real.json'), path.join(dir, '.urilintrc.json'));
    }],
    ['a dangling symbolic link where a new configuration would go', (outside) => {
      fs.symlinkSync(path.join(outside, 'nothing-yet.json'), path.join(dir, '.urilintrc.json'));
    }],
  ];
  for (const [what, setUp] of NOT_OFFERED) {
    it(`not offered for ${what}`, async () => {
      const outside = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'uri-lint-outside-')));
      try {
        setUp(outside);
        const { uri } = await client.open('markdown', DOC, uriOf('a.md'));
        assert.deepEqual(await ignoreActions(uri, 'invalid-character'), []);
      } finally {
        fs.rmSync(outside, { recursive: true, force: true });
      }
    });
  }
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

describe('protocol (spawn): a configuration file\'s bytes are never shown', () => {
  const SHADOW = 'root:$6$Zq7salt$Zq7hash:19000:0:99999:7:::\n';
  let client: TestClient;
  let dir: string;
  let outside: string;
  const uriOf = (rel: string) => pathToFileURL(path.join(dir, rel)).href;

  beforeEach(async () => {
    dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'uri-lint-config-')));
    outside = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'uri-lint-outside-')));
    fs.writeFileSync(path.join(outside, 'shadow'), SHADOW);
    client = await TestClient.start({ transport: 'spawn', rootUri: pathToFileURL(dir).href });
  });
  afterEach(async () => {
    await client.stop();
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(outside, { recursive: true, force: true });
  });

  /** The problem published on the configuration file, once a document under it is opened; and that no surface shows the secret. */
  async function problemOf(config: string): Promise<Diagnostic> {
    const problem = client.nextDiagnostics(uriOf(config));
    const { uri } = await client.open('markdown', TEXT, uriOf('a.md'));
    const [diagnostic] = await problem;
    // The editor's settings apply meanwhile: the document is judged.
    assert.ok((await client.diagnostics(uri)).length > 0);
    const shown = [JSON.stringify(client.published), ...client.logs.map((l) => l.message), ...client.shownMessages.map((m) => m.message)];
    assert.deepEqual(shown.filter((s) => /Zq7/.test(s)), []);
    return diagnostic!;
  }

  it('a .urilintrc.json linked to a file outside the workspace folder: named, not read', async () => {
    fs.symlinkSync(path.join(outside, 'shadow'), path.join(dir, '.urilintrc.json'));
    const diagnostic = await problemOf('.urilintrc.json');
    assert.equal(diagnostic.message, 'URI Lint configuration: a symbolic link to a file outside the workspace folder: it is not read. The editor\'s settings apply to the files under it until it is fixed.');
  });

  it('a .urilintrc.json that is not JSON: where it breaks, not what it holds', async () => {
    fs.writeFileSync(path.join(dir, '.urilintrc.json'), SHADOW);
    const diagnostic = await problemOf('.urilintrc.json');
    assert.match(diagnostic.message, /^URI Lint configuration: not valid JSON \(an unexpected character at line 1, column 1\)/);
  });

  it('a package.json that is not JSON: where it breaks, not what it holds', async () => {
    fs.writeFileSync(path.join(dir, 'package.json'), `{ "uriLint": {}, "x": ${SHADOW} }`);
    const diagnostic = await problemOf('package.json');
    assert.match(diagnostic.message, /^URI Lint configuration: not valid JSON \(an unexpected character at line 1, column 23\)/);
  });
});
