/**
 * What a move, a heading's rename or a URL prefix's rename never edits, over
 * the real protocol (the built server spawned in a workspace on disk): a
 * file reached through a symbolic link inside the folder (what it leads to
 * is edited at its own place, once), the tree again through a link to a
 * folder above (walked once, not forty times), a template's expression; and
 * the server writes nothing itself: an edit the client does not apply, or a
 * request cancelled, leaves every file as it was.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { ApplyWorkspaceEditParams, Location, TextDocumentEdit, WorkspaceEdit } from 'vscode-languageserver-protocol/node';
import { RENAME_URL_PREFIX_COMMAND } from '@uri-lint/server/contract';
import type { RenameUrlPrefixResult } from '@uri-lint/server/contract';
import { TestClient, writeTree } from './client';

const OLD = 'http://docs.old.example/';
const NEW = 'https://docs.example.org/';

/** The workspace's regular files; beside them, links to them (see `before`). */
const FILES: Record<string, string> = {
  'README.md': `# Project\n\nSee [setup](docs/setup.md#install), [base]({{ site.baseurl }}/docs/setup.md) and ${OLD}a.\n`,
  'docs/setup.md': `# Setup\n\n## Install\n\nSee ${OLD}b.\n`,
  'notes/real.md': `[s](../docs/setup.md#install) ${OLD}c\n`,
};

describe('protocol (spawn): a move or a rename never edits through a symbolic link, nor a template, nor the disk', function () {
  this.timeout(30_000);
  let dir = '';
  let client: TestClient;
  const uriOf = (rel: string) => pathToFileURL(path.join(dir, rel)).href;
  const relOf = (uri: string) => path.relative(dir, new URL(uri).pathname);
  const filesOf = (changes: unknown) => ((changes ?? []) as TextDocumentEdit[]).map((c) => relOf(c.textDocument.uri)).sort();
  const move = () => client.willRenameFiles([{ oldUri: uriOf('docs/setup.md'), newUri: uriOf('docs/install.md') }]);
  /** Every file of the tree as it is on disk, links not followed. */
  const disk = () => Object.fromEntries(Object.keys(FILES).map((rel) => [rel, fs.readFileSync(path.join(dir, rel), 'utf8')]));

  before(async () => {
    dir = writeTree('uri-lint-edit-safety-', FILES);
    // A link to a file, to a folder, and to the folder itself: all inside the workspace.
    fs.symlinkSync('real.md', path.join(dir, 'notes/alias.md'));
    fs.symlinkSync('../docs', path.join(dir, 'notes/docs'));
    fs.symlinkSync('.', path.join(dir, 'loop'));
    client = await TestClient.start({ transport: 'spawn', rootUri: pathToFileURL(dir).href, workDoneProgress: true });
    await client.progressEnded();
  });
  after(async () => {
    await client?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('indexes each file once, at its own place: nothing through a link', async () => {
    assert.ok(client.logs.some((l) => /indexed \d+ links in 3 files/.test(l.message)), client.logs.map((l) => l.message).join('\n'));
    const setup = await client.open('markdown', FILES['docs/setup.md']!, uriOf('docs/setup.md'));
    const answer = await client.requestRaw('textDocument/references', { textDocument: { uri: setup.uri }, position: { line: 2, character: 4 }, context: { includeDeclaration: false } });
    await client.close(setup.uri);
    assert.deepEqual(((answer.result ?? []) as Location[]).map((l) => relOf(l.uri)).sort(), ['README.md', 'notes/real.md']);
  });

  it('a move edits the files at their own places, and no template expression', async () => {
    const edit = await move();
    assert.deepEqual(filesOf(edit?.documentChanges), ['README.md', 'notes/real.md']);
    const after = applied(edit!, disk(), relOf);
    assert.equal(after['README.md'], `# Project\n\nSee [setup](docs/install.md#install), [base]({{ site.baseurl }}/docs/setup.md) and ${OLD}a.\n`);
    assert.equal(after['notes/real.md'], `[s](../docs/install.md#install) ${OLD}c\n`);
  });

  it('a move leaves a document open through a link to the file it leads to', async () => {
    const alias = await client.open('markdown', FILES['notes/real.md']!, uriOf('notes/alias.md'));
    try {
      assert.deepEqual(filesOf((await move())?.documentChanges), ['README.md', 'notes/real.md']);
    } finally {
      await client.close(alias.uri);
    }
  });

  it('a watched file that is a link, or a folder that is one, is not indexed', async () => {
    fs.symlinkSync('real.md', path.join(dir, 'notes/late.md'));
    fs.symlinkSync('notes', path.join(dir, 'later'));
    try {
      await client.sendRaw('workspace/didChangeWatchedFiles', { changes: [{ uri: uriOf('notes/late.md'), type: 1 }, { uri: uriOf('later'), type: 1 }] });
      assert.deepEqual(filesOf((await move())?.documentChanges), ['README.md', 'notes/real.md']);
    } finally {
      fs.rmSync(path.join(dir, 'notes/late.md'));
      fs.rmSync(path.join(dir, 'later'));
    }
  });

  it('"Rename URL Prefix…" edits each file once, at its own place', async () => {
    const { result, edits } = await client.executeCommand(RENAME_URL_PREFIX_COMMAND, [{ from: OLD, to: NEW }]);
    assert.deepEqual(filesOf(edits[0]?.edit.documentChanges), ['README.md', 'docs/setup.md', 'notes/real.md']);
    assert.deepEqual({ renamed: (result as RenameUrlPrefixResult).renamed, files: (result as RenameUrlPrefixResult).files }, { renamed: 3, files: 3 });
  });

  it('an edit the client fails to apply leaves every file as it was, and says so', async () => {
    const before = disk();
    const asked: ApplyWorkspaceEditParams[] = [];
    client.answer('workspace/applyEdit', (params: ApplyWorkspaceEditParams) => {
      asked.push(params);
      return { applied: false, failureReason: 'the file changed on disk' };
    });
    const { result } = await client.executeCommand(RENAME_URL_PREFIX_COMMAND, [{ from: OLD, to: NEW, confirm: false }]);
    assert.equal(asked.length, 1);
    assert.equal((result as RenameUrlPrefixResult).applied, false);
    assert.deepEqual(disk(), before);
    assert.ok(client.logs.some((l) => /was not applied: the file changed on disk/.test(l.message)));
  });

  it('a cancelled move or rename asks for no edit and leaves every file as it was', async () => {
    const before = disk();
    const asked: ApplyWorkspaceEditParams[] = [];
    client.answer('workspace/applyEdit', (params: ApplyWorkspaceEditParams) => {
      asked.push(params);
      return { applied: true };
    });
    // New settings: the next request asks for them, and is cancelled while it waits.
    await client.updateSettings({});
    const release = client.holdConfiguration();
    const source = TestClient.cancellation();
    const renaming = client.executeCommand(RENAME_URL_PREFIX_COMMAND, [{ from: OLD, to: NEW, confirm: false }], source.token);
    const moving = client.willRenameFiles([{ oldUri: uriOf('docs/setup.md'), newUri: uriOf('docs/install.md') }], source.token);
    await waitFor(() => client.configurationAsked.length > 0);
    source.cancel();
    release();
    const outcomes = await Promise.allSettled([renaming, moving]);
    for (const outcome of outcomes) {
      // Cancelled: an answer of nothing, or the protocol's error for a cancelled request.
      if (outcome.status === 'rejected') assert.equal((outcome.reason as { code?: number }).code, -32800);
      else if ('edits' in (outcome.value ?? {})) assert.equal((outcome.value as { result: RenameUrlPrefixResult }).result.applied, false);
      else assert.equal(outcome.value, null);
    }
    assert.equal(asked.length, 0);
    assert.deepEqual(disk(), before);
  });
});

/** The texts of `texts` (by path) after `edit`. */
function applied(edit: WorkspaceEdit, texts: Record<string, string>, relOf: (uri: string) => string): Record<string, string> {
  const out = { ...texts };
  for (const change of (edit.documentChanges ?? []) as TextDocumentEdit[]) {
    const rel = relOf(change.textDocument.uri);
    assert.ok(rel in out, `an edit of ${rel}`);
    out[rel] = TextDocument.applyEdits(TextDocument.create(change.textDocument.uri, 'markdown', 0, out[rel]!), change.edits);
  }
  return out;
}

/** Resolves once `test` holds, looked at on each turn of the event loop (the client's messages arrive between). */
async function waitFor(test: () => boolean): Promise<void> {
  while (!test()) await new Promise((resolve) => setImmediate(resolve));
}
