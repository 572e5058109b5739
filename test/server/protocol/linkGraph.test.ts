/**
 * The workspace's index of links over the real protocol (the built server
 * over stdio, the disk as it reads it): a fixture workspace with Markdown,
 * HTML, AsciiDoc, YAML and JSON (`$ref`s), indexed in the background with
 * work-done progress (a FIFO and a symbolic link to /dev/zero in it hang
 * nothing); references on a heading, an id, a link, a URL and a member;
 * document highlights; "Find file references"; the index kept up to date
 * from the editor and from watched files; and renaming a heading, an id and
 * a member, every fragment that names it following, refused on a collision
 * or through a symbolic link.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DocumentHighlight, Location, Position, TextDocumentEdit, WorkspaceEdit } from 'vscode-languageserver-protocol/node';
import { FILE_REFERENCES_COMMAND } from '@uri-lint/server/contract';
import { TestClient, writeTree } from './client';

const TREE: Record<string, string> = {
  'docs/setup.md': [
    '# Getting started',
    '',
    'Read [the install part](#install-id) first.',
    '',
    '## Install {#install-id}',
    '',
    '<a name="legacy"></a>',
    '',
    '## Usage',
    '',
  ].join('\n'),
  'README.md': [
    '# Readme',
    '',
    '- [Setup](docs/setup.md#getting-started)',
    '- <a href="docs/setup.md#install-id">install</a>',
    '- [The file](docs/setup.md)',
    '- [Old](./docs/setup.md#legacy)',
    '- Home: https://Example.COM/a/%7efoo and https://user:hunter2@example.com/private',
    '- Templated: [t]({{ base }}/docs/setup.md#getting-started)',
    '',
  ].join('\n'),
  'page.html': [
    '<!doctype html>',
    '<p id="top">Top</p>',
    '<a href="docs/setup.md#getting-started">setup</a>',
    '<a href="#top">up</a>',
    '<a href="https://example.com:443/a/~foo">home</a> <a href="https://user:hunter2@example.com/private">x</a>',
    '',
  ].join('\n'),
  'guide.adoc': ['= Guide', '', 'See link:docs/setup.md#getting-started[Setup].', '', '[[notes]]', '== Notes', ''].join('\n'),
  'notes/github.md': 'As GitHub renders it: [setup](../docs/setup.md#user-content-getting-started).\nAnd [notes](../guide.adoc#notes).\n',
  'api.yaml': [
    'components:',
    '  schemas:',
    '    Pet:',
    '      type: object',
    '    Owner:',
    '      properties:',
    '        pet:',
    "          $ref: '#/components/schemas/Pet'",
    '',
  ].join('\n'),
  'other.yaml': ['pet:', "  $ref: 'api.yaml#/components/schemas/Pet'", ''].join('\n'),
  'schema.json': [
    '{',
    '  "definitions": {',
    '    "Pet": { "type": "object" }',
    '  },',
    '  "properties": {',
    '    "a": { "$ref": "#/definitions/Pet" }',
    '  }',
    '}',
    '',
  ].join('\n'),
  'ref.json': '{ "$ref": "schema.json#/definitions/Pet/type" }\n',
};

/** A location as `file:line:character`, the file relative to the workspace. */
type Place = string;

describe('protocol (spawn): the workspace\'s index of links, references and rename', function () {
  this.timeout(30_000);
  let client: TestClient;
  let dir: string;
  const uriOf = (rel: string) => pathToFileURL(path.join(dir, rel)).href;
  const place = (uri: string, at: Position): Place => `${path.relative(dir, new URL(uri).pathname)}:${at.line}:${at.character}`;
  const places = (locations: Location[] | null | undefined): Place[] => (locations ?? []).map((l) => place(l.uri, l.range.start)).sort();
  const open = async (rel: string, languageId: string) => client.open(languageId, fs.readFileSync(path.join(dir, rel), 'utf8'), uriOf(rel));
  const references = async (rel: string, position: Position, includeDeclaration = false) => {
    const answer = await client.requestRaw('textDocument/references', { textDocument: { uri: uriOf(rel) }, position, context: { includeDeclaration } });
    assert.equal(answer.error, undefined);
    return answer.result as Location[] | null;
  };
  const rename = (rel: string, position: Position, newName: string) =>
    client.requestRaw('textDocument/rename', { textDocument: { uri: uriOf(rel) }, position, newName });
  /** A rename's edits as `file:line:character=newText`, sorted. */
  const editsOf = (edit: WorkspaceEdit): string[] => (edit.documentChanges as TextDocumentEdit[]).flatMap((change) =>
    change.edits.map((e) => `${place(change.textDocument.uri, e.range.start)}-${e.range.end.character}=${e.newText}`)).sort();

  before(async function () {
    dir = writeTree('uri-lint-graph-', TREE);
    // Hostile entries: a FIFO (reading it would block forever) and a link to an endless device.
    execFileSync('mkfifo', [path.join(dir, 'pipe.md')]);
    fs.symlinkSync('/dev/zero', path.join(dir, 'zero.md'));
    client = await TestClient.start({ transport: 'spawn', rootUri: pathToFileURL(dir).href, workDoneProgress: true });
    // The index is built in the background, with progress the client shows.
    await client.progressEnded();
  });
  after(async () => {
    await client?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is built with work-done progress, a FIFO and a link to /dev/zero read as nothing', () => {
    const kinds = client.progress.map((p) => p.value.kind);
    assert.equal(kinds[0], 'begin');
    assert.equal(kinds[kinds.length - 1], 'end');
    assert.equal(client.progress[0]!.value.cancellable, true);
    assert.ok(client.logs.some((l) => /indexed \d+ links in 9 files/.test(l.message)), client.logs.map((l) => l.message).join('\n'));
  });

  it('advertises references, highlights, rename with prepare and the file-references command', () => {
    const caps = client.initializeResult.capabilities;
    assert.equal(caps.referencesProvider, true);
    assert.equal(caps.documentHighlightProvider, true);
    assert.deepEqual(caps.renameProvider, { prepareProvider: true });
    assert.ok(caps.executeCommandProvider?.commands.includes(FILE_REFERENCES_COMMAND));
  });

  it('finds every link to a heading, in every file type, and not the template', async () => {
    await open('docs/setup.md', 'markdown');
    const expected = ['README.md:2:10', 'guide.adoc:2:9', 'notes/github.md:0:30', 'page.html:2:9'];
    assert.deepEqual(places(await references('docs/setup.md', { line: 0, character: 5 })), expected);
    assert.deepEqual(places(await references('docs/setup.md', { line: 0, character: 5 }, true)), ['docs/setup.md:0:2', ...expected].sort());
  });

  it('finds every link to an explicit {#id} and an <a name>', async () => {
    assert.deepEqual(places(await references('docs/setup.md', { line: 4, character: 15 })), ['README.md:3:11', 'docs/setup.md:2:24']);
    assert.deepEqual(places(await references('docs/setup.md', { line: 6, character: 11 })), ['README.md:5:8']);
  });

  it('on a link, finds every link to the same target; on a URL, every equal URI by its normal form, no password shown', async () => {
    await open('README.md', 'markdown');
    assert.deepEqual(places(await references('README.md', { line: 2, character: 15 })), ['README.md:2:10', 'guide.adoc:2:9', 'page.html:2:9']);
    // Without a fragment: every link to the file.
    assert.deepEqual(places(await references('README.md', { line: 4, character: 16 })),
      ['README.md:2:10', 'README.md:3:11', 'README.md:4:13', 'README.md:5:8', 'guide.adoc:2:9', 'notes/github.md:0:30', 'page.html:2:9']);
    assert.deepEqual(places(await references('README.md', { line: 6, character: 12 })), ['README.md:6:8', 'page.html:4:9']);
    const secret = await references('README.md', { line: 6, character: 50 });
    assert.deepEqual(places(secret), ['README.md:6:41', 'page.html:4:59']);
    assert.doesNotMatch(JSON.stringify(secret), /hunter2/);
  });

  it('finds every $ref to a YAML and a JSON member', async () => {
    await open('api.yaml', 'yaml');
    assert.deepEqual(places(await references('api.yaml', { line: 2, character: 5 })), ['api.yaml:7:17', 'other.yaml:1:9']);
    await open('schema.json', 'json');
    assert.deepEqual(places(await references('schema.json', { line: 2, character: 6 })), ['schema.json:5:20']);
  });

  it('finds and renames an AsciiDoc [[id]]', async () => {
    await open('guide.adoc', 'asciidoc');
    assert.deepEqual(places(await references('guide.adoc', { line: 4, character: 4 })), ['notes/github.md:1:12']);
    const renamed = await rename('guide.adoc', { line: 4, character: 4 }, 'remarks');
    assert.deepEqual(editsOf(renamed.result as WorkspaceEdit), ['guide.adoc:4:2-7=remarks', 'notes/github.md:1:26-31=remarks']);
  });

  it('highlights the same target within one file', async () => {
    await open('page.html', 'html');
    const highlights = await client.requestRaw('textDocument/documentHighlight', { textDocument: { uri: uriOf('page.html') }, position: { line: 1, character: 8 } });
    assert.deepEqual((highlights.result as DocumentHighlight[]).map((h) => [h.range.start.line, h.range.start.character, h.kind]), [[1, 7, 3], [3, 9, 2]]);
  });

  it('"Find file references" lists every link to a file', async () => {
    const { result } = await client.executeCommand(FILE_REFERENCES_COMMAND, [uriOf('docs/setup.md')]);
    assert.deepEqual(places(result as Location[]),
      ['README.md:2:10', 'README.md:3:11', 'README.md:4:13', 'README.md:5:8', 'guide.adoc:2:9', 'notes/github.md:0:30', 'page.html:2:9']);
  });

  it('follows the editor\'s edits and the watched files, one file at a time', async () => {
    // An edit in the editor, not saved: its link counts at once.
    await client.change(uriOf('README.md'), [{ range: { start: { line: 8, character: 0 }, end: { line: 8, character: 0 } }, text: '- [Again](docs/setup.md#legacy)\n' }]);
    assert.deepEqual(places(await references('docs/setup.md', { line: 6, character: 11 })), ['README.md:5:8', 'README.md:8:10']);
    // A file created on disk, then told: read and indexed; deleted: forgotten.
    fs.writeFileSync(path.join(dir, 'new.md'), 'See [legacy](docs/setup.md#legacy).\n');
    await client.sendRaw('workspace/didChangeWatchedFiles', { changes: [{ uri: uriOf('new.md'), type: 1 }] });
    assert.deepEqual(places(await references('docs/setup.md', { line: 6, character: 11 })), ['README.md:5:8', 'README.md:8:10', 'new.md:0:13']);
    fs.rmSync(path.join(dir, 'new.md'));
    await client.sendRaw('workspace/didChangeWatchedFiles', { changes: [{ uri: uriOf('new.md'), type: 3 }] });
    assert.deepEqual(places(await references('docs/setup.md', { line: 6, character: 11 })), ['README.md:5:8', 'README.md:8:10']);
    // Closed without saving: the disk's text again.
    await client.close(uriOf('README.md'));
    assert.deepEqual(places(await references('docs/setup.md', { line: 6, character: 11 })), ['README.md:5:8']);
  });

  it('renames a heading: the text, and every fragment naming its slug in every file type; not the template', async () => {
    const prepared = await client.requestRaw('textDocument/prepareRename', { textDocument: { uri: uriOf('docs/setup.md') }, position: { line: 0, character: 4 } });
    assert.deepEqual(prepared.result, { range: { start: { line: 0, character: 2 }, end: { line: 0, character: 17 } }, placeholder: 'Getting started' });
    const { result, error } = await rename('docs/setup.md', { line: 0, character: 4 }, 'Quick start!');
    assert.equal(error, undefined);
    assert.deepEqual(editsOf(result as WorkspaceEdit), [
      'README.md:2:24-39=quick-start',
      'docs/setup.md:0:2-17=Quick start!',
      'guide.adoc:2:23-38=quick-start',
      'notes/github.md:0:47-75=user-content-quick-start',
      'page.html:2:23-38=quick-start',
    ]);
  });

  it('renames an explicit id and an HTML id; refuses an id that is taken', async () => {
    const explicit = await rename('docs/setup.md', { line: 4, character: 15 }, 'installing');
    assert.deepEqual(editsOf(explicit.result as WorkspaceEdit), ['README.md:3:25-35=installing', 'docs/setup.md:2:25-35=installing', 'docs/setup.md:4:13-23=installing']);
    const html = await rename('page.html', { line: 1, character: 8 }, 'summit');
    assert.deepEqual(editsOf(html.result as WorkspaceEdit), ['page.html:1:7-10=summit', 'page.html:3:10-13=summit']);
    const taken = await rename('docs/setup.md', { line: 0, character: 4 }, 'Usage');
    assert.match(taken.error?.message ?? '', /new id "usage" is the heading "Usage" \(line 9\)'s, which would become "usage-1"/);
    const takenId = await rename('docs/setup.md', { line: 4, character: 15 }, 'usage');
    assert.match(takenId.error?.message ?? '', /already the id/);
  });

  it('renames a YAML and a JSON member: every $ref pointer through it follows', async () => {
    const yaml = await rename('api.yaml', { line: 2, character: 5 }, 'Animal');
    assert.equal(yaml.error, undefined);
    assert.deepEqual(editsOf(yaml.result as WorkspaceEdit), ['api.yaml:2:4-7=Animal', 'api.yaml:7:18-41=/components/schemas/Animal', 'other.yaml:1:18-41=/components/schemas/Animal']);
    const json = await rename('schema.json', { line: 2, character: 6 }, 'Animal');
    assert.deepEqual(editsOf(json.result as WorkspaceEdit), ['ref.json:0:23-44=/definitions/Animal/type', 'schema.json:2:5-8=Animal', 'schema.json:5:21-37=/definitions/Animal']);
    const taken = await rename('api.yaml', { line: 2, character: 5 }, 'Owner');
    assert.match(taken.error?.message ?? '', /already a member/);
  });

  it('is built again when a configuration file changes: a file .urilintignore names is left out', async () => {
    fs.writeFileSync(path.join(dir, '.urilintignore'), 'guide.adoc\n');
    await client.sendRaw('workspace/didChangeWatchedFiles', { changes: [{ uri: uriOf('.urilintignore'), type: 1 }] });
    await client.progressEnded(2);
    assert.deepEqual(places(await references('docs/setup.md', { line: 0, character: 5 })), ['README.md:2:10', 'notes/github.md:0:30', 'page.html:2:9']);
    fs.rmSync(path.join(dir, '.urilintignore'));
    await client.sendRaw('workspace/didChangeWatchedFiles', { changes: [{ uri: uriOf('.urilintignore'), type: 3 }] });
    await client.progressEnded(3);
    assert.deepEqual(places(await references('docs/setup.md', { line: 0, character: 5 })), ['README.md:2:10', 'guide.adoc:2:9', 'notes/github.md:0:30', 'page.html:2:9']);
  });

  it('refuses a rename that would edit a file through a symbolic link', async () => {
    fs.symlinkSync(path.join(dir, 'guide.adoc'), path.join(dir, 'linked.adoc'));
    // The walk and a watched file's reading follow no link: a document open in the editor through one is indexed.
    await open('linked.adoc', 'asciidoc');
    const { error } = await rename('docs/setup.md', { line: 0, character: 4 }, 'Quick start');
    assert.match(error?.message ?? '', /linked\.adoc, which is reached through a symbolic link: nothing was renamed/);
  });
});

describe('protocol (spawn): the index\'s build is cancelled from the client\'s progress', () => {
  let dir: string;
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('stops at its next slice and says so', async () => {
    dir = writeTree('uri-lint-graph-cancel-', TREE);
    const client = await TestClient.start({ transport: 'spawn', rootUri: pathToFileURL(dir).href, workDoneProgress: true });
    // The build begins by asking the folder's settings: held there, it is cancelled before it reads a file.
    const release = client.holdConfiguration();
    await client.progressSeen('begin');
    await client.sendRaw('window/workDoneProgress/cancel', { token: client.progress[0]!.token });
    release();
    await client.progressEnded();
    assert.equal(client.progress[client.progress.length - 1]!.value.message, 'cancelled');
    assert.ok(client.logs.some((l) => /\(cancelled\)/.test(l.message)));
    await client.stop();
  });
});

describe('protocol (spawn): the index\'s build leaves the server answering', () => {
  let dir: string;
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('answers a request sent while it indexes, before the build ends', async function () {
    this.timeout(60_000);
    // 3,000 files of links in one folder (its settings asked once): a build of many slices, with nothing to wait for
    // between them but its own pauses.
    const tree: Record<string, string> = {};
    for (let i = 0; i < 3000; i++) tree[`docs/f${i}.md`] = `# F ${i}\n\n[next](f${i + 1}.md#f-${i + 1}) and https://example.com/${i}\n`;
    dir = writeTree('uri-lint-graph-busy-', tree);
    const client = await TestClient.start({ transport: 'spawn', rootUri: pathToFileURL(dir).href, workDoneProgress: true });
    try {
      const doc = await client.open('markdown', 'See https://example.com/a?b=1\n', pathToFileURL(path.join(dir, 'open.md')).href);
      // Files are being indexed: the build reported a share of them done.
      await client.progressSeen('report', 2);
      const hover = await client.hover(doc.uri, { line: 0, character: 8 });
      const ended = client.progress.some((p) => p.value.kind === 'end');
      assert.ok(hover !== null, 'answered');
      assert.equal(ended, false, 'the hover was answered only once the build had ended');
      await client.progressEnded();
    } finally {
      await client.stop();
    }
  });
});
