/**
 * workspace/willRenameFiles over the real protocol, the built server
 * spawned in a real workspace on disk: a file moved in the editor gets the
 * links to it, and the relative links inside it, rewritten in every file
 * type, as `uri-lint mv` rewrites them; `uriLint.links.updateOnFileMove`
 * decides whether the edit asks for confirmation (`prompt`, the default),
 * is made at once (`always`) or not at all (`never`), and Markdown's own
 * links are left to VS Code's Markdown extension when its
 * `markdown.updateLinksOnFileMove.enabled` is on.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { TextDocumentEdit, WorkspaceEdit } from 'vscode-languageserver-protocol/node';
import { TestClient, writeTree } from './client';

/** Each file: its text before, and after docs/setup.md moves to docs/install/setup.md. */
const FILES: Record<string, [string, string]> = {
  'README.md': [
    'See [setup](docs/setup.md#install) and <a href="./docs/setup.md">it</a>.\n',
    'See [setup](docs/install/setup.md#install) and <a href="./docs/install/setup.md">it</a>.\n',
  ],
  'docs/setup.md': ['# Setup\n\n## Install\n\n[home](../README.md), [self](#install).\n', '# Setup\n\n## Install\n\n[home](../../README.md), [self](#install).\n'],
  'site/index.html': ['<a href="../docs/setup.md">s</a>\n', '<a href="../docs/install/setup.md">s</a>\n'],
  'api/openapi.yaml': ['paths:\n  /x:\n    $ref: "../docs/setup.md#/x"\n', 'paths:\n  /x:\n    $ref: "../docs/install/setup.md#/x"\n'],
  'docs/install/.keep': ['', ''],
};

describe('workspace/willRenameFiles', function () {
  this.timeout(30000);
  let dir = '';
  let client: TestClient;
  const uriOf = (rel: string) => pathToFileURL(path.join(dir, rel)).href;
  const move = () => client.willRenameFiles([{ oldUri: uriOf('docs/setup.md'), newUri: uriOf('docs/install/setup.md') }]);

  /** The texts after `edit`, by relative path. */
  function applied(edit: WorkspaceEdit): Record<string, string> {
    const texts = Object.fromEntries(Object.entries(FILES).map(([rel, [before]]) => [rel, before]));
    for (const change of (edit.documentChanges ?? []) as TextDocumentEdit[]) {
      const rel = path.relative(dir, new URL(change.textDocument.uri).pathname);
      assert.ok(rel in texts, `an edit of ${rel}`);
      texts[rel] = TextDocument.applyEdits(TextDocument.create(change.textDocument.uri, 'plaintext', 0, texts[rel]!), change.edits);
    }
    return texts;
  }

  before(async () => {
    dir = writeTree('uri-lint-file-moves-', Object.fromEntries(Object.entries(FILES).map(([rel, [before]]) => [rel, before])));
    client = await TestClient.start({ transport: 'spawn', rootUri: pathToFileURL(dir).href, workDoneProgress: true });
    // The workspace's index of links built: a move then looks only at the files it names.
    await client.progressEnded();
  });
  after(async () => {
    await client?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('says it wants to hear of renames', () => {
    assert.deepEqual(client.initializeResult.capabilities.workspace?.fileOperations?.willRename?.filters, [{ pattern: { glob: '**/*' } }]);
  });

  it('rewrites every link to the moved file and in it, by default named in one annotation that needs no ticking', async () => {
    const edit = await move();
    assert.ok(edit);
    for (const [rel, [, expected]] of Object.entries(FILES)) assert.equal(applied(edit)[rel], expected, rel);
    // VS Code asks whether to make an extension's edit with a move; its refactor preview lists these ticked, under the label.
    assert.deepEqual(Object.values(edit.changeAnnotations ?? {}).map((a) => [a.label, a.description, a.needsConfirmation]), [['Update links', '5 links in 4 files', false]]);
    assert.ok(((edit.documentChanges ?? []) as TextDocumentEdit[]).every((c) => c.edits.every((e) => 'annotationId' in e)));
  });

  it('makes the edit at once with "always", none with "never"', async () => {
    await client.updateSettings({ links: { updateOnFileMove: 'always' } });
    const always = await move();
    assert.equal(always?.changeAnnotations, undefined);
    assert.equal(applied(always!)['site/index.html'], FILES['site/index.html']![1]);
    await client.updateSettings({ links: { updateOnFileMove: 'never' } });
    assert.equal(await move(), null);
    await client.updateSettings({});
  });

  it('asks for confirmation in Restricted Mode, even with "always"', async () => {
    const restricted = await TestClient.start({ transport: 'spawn', rootUri: pathToFileURL(dir).href, settings: { links: { updateOnFileMove: 'always' } }, initializationOptions: { workspaceTrusted: false } });
    try {
      const edit = await restricted.willRenameFiles([{ oldUri: uriOf('docs/setup.md'), newUri: uriOf('docs/install/setup.md') }]);
      assert.deepEqual(Object.values(edit?.changeAnnotations ?? {}).map((a) => a.needsConfirmation), [true]);
    } finally {
      await restricted.stop();
    }
  });

  it('looks only at the files the index of links names: one written behind the server\'s back is left alone until it is told', async () => {
    const late = path.join(dir, 'late.md');
    fs.writeFileSync(late, 'Late: [setup](docs/setup.md).\n');
    try {
      const files = (edit: WorkspaceEdit | null) => ((edit?.documentChanges ?? []) as TextDocumentEdit[]).map((c) => path.relative(dir, new URL(c.textDocument.uri).pathname)).sort();
      assert.deepEqual(files(await move()), ['README.md', 'api/openapi.yaml', 'docs/setup.md', 'site/index.html']);
      await client.sendRaw('workspace/didChangeWatchedFiles', { changes: [{ uri: uriOf('late.md'), type: 1 }] });
      assert.deepEqual(files(await move()), ['README.md', 'api/openapi.yaml', 'docs/setup.md', 'late.md', 'site/index.html']);
    } finally {
      fs.rmSync(late);
      await client.sendRaw('workspace/didChangeWatchedFiles', { changes: [{ uri: uriOf('late.md'), type: 3 }] });
    }
  });

  it('leaves Markdown\'s own links in Markdown files to VS Code when its markdown.updateLinksOnFileMove.enabled is on', async () => {
    client.otherSections.set('markdown.updateLinksOnFileMove.enabled', 'prompt');
    try {
      const texts = applied((await move())!);
      assert.equal(texts['README.md'], 'See [setup](docs/setup.md#install) and <a href="./docs/install/setup.md">it</a>.\n');
      assert.equal(texts['docs/setup.md'], FILES['docs/setup.md']![0]);
      assert.equal(texts['site/index.html'], FILES['site/index.html']![1]);
      assert.equal(texts['api/openapi.yaml'], FILES['api/openapi.yaml']![1]);
    } finally {
      client.otherSections.delete('markdown.updateLinksOnFileMove.enabled');
    }
  });
});

/**
 * A folder made on disk a moment before its file moves: VS Code's watcher tells of it (one event for the new folder)
 * only after the move, while the folder above it was listed earlier, when an open document's links were judged. The
 * move reads the folders on its way as they are now, not that listing, which would call every file in the new folder
 * missing and leave their links as they were (the real VS Code's host suite, `moves/` made in folder `two`).
 */
describe('workspace/willRenameFiles of a file in a folder the server was not told of yet', function () {
  this.timeout(30000);
  let dir = '';
  let client: TestClient;
  const uriOf = (rel: string) => pathToFileURL(path.join(dir, rel)).href;

  before(async () => {
    dir = writeTree('uri-lint-fresh-moves-', { 'links.md': 'See [other](other.md).\n', 'other.md': '# Other\n' });
    client = await TestClient.start({ transport: 'spawn', rootUri: pathToFileURL(dir).href, workDoneProgress: true, initializationOptions: { documentStatus: true } });
    await client.progressEnded();
    await client.updateSettings({ links: { updateOnFileMove: 'always' } });
    // The workspace folder's listing read for this document's links.
    await client.openSettled('markdown', fs.readFileSync(path.join(dir, 'links.md'), 'utf8'), uriOf('links.md'));
  });
  after(async () => {
    await client?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('rewrites the links to the moved file and in it', async () => {
    fs.mkdirSync(path.join(dir, 'moves', 'docs'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'moves', 'README.md'), 'See [setup](docs/setup.md#install).\n');
    fs.writeFileSync(path.join(dir, 'moves', 'docs', 'setup.md'), '# Setup\n\n## Install\n\n[home](../README.md)\n');
    // The files are told of (the index reads them), their new folder not yet.
    await client.sendRaw('workspace/didChangeWatchedFiles', { changes: ['moves/README.md', 'moves/docs/setup.md'].map((rel) => ({ uri: uriOf(rel), type: 1 })) });
    const edit = await client.willRenameFiles([{ oldUri: uriOf('moves/docs/setup.md'), newUri: uriOf('moves/install.md') }]);
    const texts: Record<string, string> = {};
    for (const change of (edit?.documentChanges ?? []) as TextDocumentEdit[]) {
      const file = new URL(change.textDocument.uri).pathname;
      texts[path.relative(dir, file)] = TextDocument.applyEdits(TextDocument.create(change.textDocument.uri, 'plaintext', 0, fs.readFileSync(file, 'utf8')), change.edits);
    }
    assert.deepEqual(texts, {
      'moves/README.md': 'See [setup](install.md#install).\n',
      'moves/docs/setup.md': '# Setup\n\n## Install\n\n[home](README.md)\n',
    });
  });
});

/**
 * Each file of a workspace with an MkDocs site (directory URLs) and an mdBook book: its text before, and after
 * docs/setup.md moves to docs/guide/configure.md and book/src/guide/setup.md to book/src/guide/install.md at once.
 */
const SITE_FILES: Record<string, [string, string]> = {
  'mkdocs.yml': [
    'site_name: x\nnav:\n  - Home: index.md\n  - "Setup": setup.md\n  - Guide:\n    - guide/index.md\n',
    'site_name: x\nnav:\n  - Home: index.md\n  - "Setup": guide/configure.md\n  - Guide:\n    - guide/index.md\n',
  ],
  // Served at `/`: `setup/` is docs/setup.md's page.
  'docs/index.md': [
    '# Home\n\nSee [setup](setup/#options) and <a href="setup/">it</a>.\n',
    '# Home\n\nSee [setup](guide/configure/#options) and <a href="guide/configure/">it</a>.\n',
  ],
  // Served at `/guide/`.
  'docs/guide/index.md': ['# Guide\n\n[setup](../setup/)\n', '# Guide\n\n[setup](../guide/configure/)\n'],
  // Served at `/setup/`, then at `/guide/configure/`: its own links written again from there.
  'docs/setup.md': ['# Setup\n\n## Options\n\n[home](../) and [guide](../guide/).\n', '# Setup\n\n## Options\n\n[home](../../) and [guide](../).\n'],
  'book/book.toml': ['[book]\ntitle = "b"\n', '[book]\ntitle = "b"\n'],
  'book/src/SUMMARY.md': ['# Summary\n\n- [Setup](./guide/setup.md)\n', '# Summary\n\n- [Setup](./guide/install.md)\n'],
  // mdBook serves `guide/setup.md` as `guide/setup.html`.
  'book/src/intro.md': ['See [setup](guide/setup.html#first).\n', 'See [setup](guide/install.html#first).\n'],
  'book/src/guide/setup.md': ['# Setup\n\n## First\n\nBack to [intro](../intro.html).\n', '# Setup\n\n## First\n\nBack to [intro](../intro.html).\n'],
};

describe('workspace/willRenameFiles in a site: links written as page URLs, and the site\'s list of pages', function () {
  this.timeout(30000);
  let dir = '';
  let client: TestClient;
  const uriOf = (rel: string) => pathToFileURL(path.join(dir, rel)).href;
  const move = () => client.willRenameFiles([
    { oldUri: uriOf('docs/setup.md'), newUri: uriOf('docs/guide/configure.md') },
    { oldUri: uriOf('book/src/guide/setup.md'), newUri: uriOf('book/src/guide/install.md') },
  ]);
  /** The texts after `edit`, by relative path (a file by its path before the move). */
  function applied(edit: WorkspaceEdit | null): Record<string, string> {
    const texts = Object.fromEntries(Object.entries(SITE_FILES).map(([rel, [before]]) => [rel, before]));
    for (const change of (edit?.documentChanges ?? []) as TextDocumentEdit[]) {
      const rel = path.relative(dir, new URL(change.textDocument.uri).pathname);
      texts[rel] = TextDocument.applyEdits(TextDocument.create(change.textDocument.uri, 'plaintext', 0, texts[rel]!), change.edits);
    }
    return texts;
  }

  before(async () => {
    dir = writeTree('uri-lint-site-moves-', Object.fromEntries(Object.entries(SITE_FILES).map(([rel, [before]]) => [rel, before])));
    client = await TestClient.start({ transport: 'spawn', rootUri: pathToFileURL(dir).href, workDoneProgress: true });
    await client.progressEnded();
  });
  after(async () => {
    await client?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('rewrites each link written as the page\'s URL in that style, and the page\'s entry in mkdocs.yml\'s nav', async () => {
    const texts = applied(await move());
    for (const [rel, [, expected]] of Object.entries(SITE_FILES)) assert.equal(texts[rel], expected, rel);
  });

  it('the index holds mkdocs.yml\'s entry as a link to its page, and the links written as its URL: Find File References lists them', async () => {
    const { result } = await client.executeCommand('uriLint.fileReferences', [uriOf('docs/setup.md')]);
    const places = ((result ?? []) as { uri: string; range: { start: { line: number; character: number } } }[])
      .map((l) => `${path.relative(dir, new URL(l.uri).pathname)}:${l.range.start.line}:${l.range.start.character}`).sort();
    assert.deepEqual(places, ['docs/guide/index.md:2:8', 'docs/index.md:2:12', 'docs/index.md:2:41', 'mkdocs.yml:3:13']);
  });

  it('with VS Code\'s Markdown updating Markdown\'s links, the page URLs and the nav are still rewritten: it reads neither', async () => {
    client.otherSections.set('markdown.updateLinksOnFileMove.enabled', 'always');
    try {
      const texts = applied(await move());
      assert.equal(texts['book/src/SUMMARY.md'], SITE_FILES['book/src/SUMMARY.md']![0]);
      for (const rel of ['mkdocs.yml', 'docs/index.md', 'docs/guide/index.md', 'book/src/intro.md']) assert.equal(texts[rel], SITE_FILES[rel]![1], rel);
    } finally {
      client.otherSections.delete('markdown.updateLinksOnFileMove.enabled');
    }
  });
});
