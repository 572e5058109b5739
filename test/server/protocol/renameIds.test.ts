/**
 * Renaming what a fragment names, over the real protocol, with the target's
 * own id rules: a heading of an MkDocs site takes Python-Markdown's slug (the
 * site's, not GitHub's, learnt before the rename even where nothing asked
 * yet), one of a plain repository GitHub's; an HTML `<a name>` is renamed
 * where it is declared and in every link to it.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Location, TextDocumentEdit, WorkspaceEdit } from 'vscode-languageserver-protocol/node';
import { TestClient, writeTree } from './client';

const TREE: Record<string, string> = {
  // An MkDocs site: its pages' heading ids are Python-Markdown's.
  'site/mkdocs.yml': 'site_name: x\n',
  'site/docs/index.md': '# Home\n\n## Set up\n',
  'site/docs/other.md': 'See [set up](index.md#set-up).\n',
  // The repository's own Markdown, as GitHub shows it.
  'README.md': '# Readme\n\n## Set up\n\nSee [set up](#set-up) and [page](page.html#legacy).\n',
  'page.html': '<a name="legacy"></a>\n<a href="#legacy">here</a>\n',
};

describe('protocol (spawn): a rename of a heading or an id follows the target\'s own id rules', function () {
  this.timeout(30_000);
  let dir = '';
  let client: TestClient;
  const uriOf = (rel: string) => pathToFileURL(path.join(dir, rel)).href;
  const rename = async (rel: string, line: number, character: number, newName: string): Promise<string[]> => {
    const doc = await client.open(rel.endsWith('.html') ? 'html' : 'markdown', TREE[rel]!, uriOf(rel));
    try {
      const answer = await client.requestRaw('textDocument/rename', { textDocument: { uri: doc.uri }, position: { line, character }, newName });
      assert.equal(answer.error, undefined);
      return ((answer.result as WorkspaceEdit).documentChanges as TextDocumentEdit[]).flatMap((change) =>
        change.edits.map((e) => `${path.relative(dir, new URL(change.textDocument.uri).pathname)}:${e.range.start.line}:${e.range.start.character}=${e.newText}`)).sort();
    } finally {
      await client.close(doc.uri);
    }
  };

  before(async () => {
    dir = writeTree('uri-lint-rename-ids-', TREE);
    client = await TestClient.start({ transport: 'spawn', rootUri: pathToFileURL(dir).href, workDoneProgress: true, initializationOptions: { documentStatus: true } });
    await client.progressEnded();
  });
  after(async () => {
    await client?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('a heading of an MkDocs page takes Python-Markdown\'s id: runs of spaces and hyphens are one hyphen', async () => {
    assert.deepEqual(await rename('site/docs/index.md', 2, 4, 'Set -- up'), ['site/docs/index.md:2:3=Set -- up', 'site/docs/other.md:0:22=set-up']);
  });

  it('references on a heading of an MkDocs page find the links naming its site\'s id', async () => {
    const doc = await client.open('markdown', '# Home\n\n## A -- B\n', uriOf('site/docs/guide.md'));
    fs.writeFileSync(path.join(dir, 'site/docs/to-guide.md'), 'See [a](guide.md#a-b) and not [b](guide.md#a----b).\n');
    try {
      await client.sendRaw('workspace/didChangeWatchedFiles', { changes: [{ uri: uriOf('site/docs/to-guide.md'), type: 1 }] });
      const answer = await client.requestRaw('textDocument/references', { textDocument: { uri: doc.uri }, position: { line: 2, character: 4 }, context: { includeDeclaration: false } });
      assert.deepEqual(((answer.result ?? []) as Location[]).map((l) => `${path.relative(dir, new URL(l.uri).pathname)}:${l.range.start.character}`), ['site/docs/to-guide.md:8']);
    } finally {
      await client.close(doc.uri);
    }
  });

  it('a heading of the repository\'s own Markdown takes GitHub\'s: each space and hyphen kept', async () => {
    assert.deepEqual(await rename('README.md', 2, 4, 'Set -- up'), ['README.md:2:3=Set -- up', 'README.md:4:14=set----up']);
  });

  it('an <a name> is renamed where it is declared and in every link to it, in every file', async () => {
    assert.deepEqual(await rename('page.html', 0, 10, 'old-anchor'), ['README.md:4:43=old-anchor', 'page.html:0:9=old-anchor', 'page.html:1:10=old-anchor']);
  });
});

/** A workspace folder opened through a symbolic link to it (macOS' /var is /private/var; a home folder linked elsewhere). */
describe('protocol (spawn): a rename in a workspace folder opened through a symbolic link', function () {
  this.timeout(30_000);
  let real = '';
  let linked = '';
  let client: TestClient;

  before(async () => {
    real = writeTree('uri-lint-rename-linked-', { 'README.md': '# Readme\n\n## Set up\n\nSee [set up](#set-up).\n', 'other.md': 'See [set up](README.md#set-up).\n' });
    linked = `${real}-link`;
    fs.symlinkSync(real, linked, 'dir');
    client = await TestClient.start({ transport: 'spawn', rootUri: pathToFileURL(linked).href, workDoneProgress: true });
    await client.progressEnded();
  });
  after(async () => {
    await client?.stop();
    fs.rmSync(linked, { force: true });
    fs.rmSync(real, { recursive: true, force: true });
  });

  it('renames: the folder itself is no link inside the folders', async () => {
    const doc = await client.open('markdown', '# Readme\n\n## Set up\n\nSee [set up](#set-up).\n', pathToFileURL(path.join(linked, 'README.md')).href);
    const answer = await client.requestRaw('textDocument/rename', { textDocument: { uri: doc.uri }, position: { line: 2, character: 4 }, newName: 'Install' });
    assert.equal(answer.error, undefined, JSON.stringify(answer.error));
    const edits = ((answer.result as WorkspaceEdit).documentChanges as TextDocumentEdit[]).flatMap((change) =>
      change.edits.map((e) => `${path.relative(linked, new URL(change.textDocument.uri).pathname)}:${e.range.start.line}:${e.range.start.character}=${e.newText}`)).sort();
    assert.deepEqual(edits, ['README.md:2:3=Install', 'README.md:4:14=install', 'other.md:0:23=install']);
  });
});
