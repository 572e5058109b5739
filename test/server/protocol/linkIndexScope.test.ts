/**
 * What the workspace's index of links holds, over the real protocol (the
 * built server over stdio, the disk as it reads it): the files the server
 * checks, and no other. A configuration file's `ignores` and a
 * `.urilintignore` leave files out; a symbolic link out of the folder (to a
 * folder, to a file) is never followed; and so in Restricted Mode too (an
 * untrusted workspace: `workspaceTrusted: false`), where the configuration
 * file counts as workspace settings as it does for every other answer. What
 * the index holds shows in the references to a heading and in the files a
 * move rewrites.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Location, TextDocumentEdit, WorkspaceEdit } from 'vscode-languageserver-protocol/node';
import { FILE_REFERENCES_COMMAND } from '@uri-lint/server/contract';
import { TestClient, writeTree } from './client';

/** Every file links to docs/setup.md's "Install": only the first two are the workspace's checked files. */
const TREE: Record<string, string> = {
  'docs/setup.md': '# Setup\n\n## Install\n',
  'README.md': 'See [install](docs/setup.md#install).\n',
  // Left out by the configuration file's `ignores`.
  'vendor-notes/a.md': 'See [install](../docs/setup.md#install).\n',
  // Left out by .urilintignore.
  'drafts/b.md': 'See [install](../docs/setup.md#install).\n',
  '.urilintrc.json': JSON.stringify({ ignores: ['vendor-notes/**'] }),
  '.urilintignore': 'drafts/\n',
};

/** Outside the folder, reached through symbolic links from it: their links would lead into the folder. */
const OUTSIDE: Record<string, string> = {
  'c.md': 'See [install](../docs/setup.md#install).\n',
  'nested/d.md': 'See [install](../../docs/setup.md#install).\n',
};

for (const trusted of [true, false]) {
  describe(`protocol (spawn): the index of links holds the checked files only${trusted ? '' : ', in Restricted Mode'}`, function () {
    this.timeout(30_000);
    let client: TestClient;
    let dir: string;
    let outside: string;
    const uriOf = (rel: string) => pathToFileURL(path.join(dir, rel)).href;
    const files = (locations: Location[] | WorkspaceEdit | null | undefined): string[] => {
      const uris = Array.isArray(locations) ? locations.map((l) => l.uri)
        : ((locations?.documentChanges ?? []) as TextDocumentEdit[]).map((c) => c.textDocument.uri);
      return [...new Set(uris.map((uri) => path.relative(dir, new URL(uri).pathname)))].sort();
    };

    before(async () => {
      dir = writeTree('uri-lint-index-scope-', TREE);
      outside = writeTree('uri-lint-index-outside-', OUTSIDE);
      // A folder and a file out of the workspace, linked from inside it.
      fs.symlinkSync(outside, path.join(dir, 'linked'));
      fs.symlinkSync(path.join(outside, 'c.md'), path.join(dir, 'c.md'));
      client = await TestClient.start({
        transport: 'spawn', rootUri: pathToFileURL(dir).href, workDoneProgress: true, initializationOptions: { workspaceTrusted: trusted },
      });
      await client.progressEnded();
    });
    after(async () => {
      await client?.stop();
      fs.rmSync(dir, { recursive: true, force: true });
      fs.rmSync(outside, { recursive: true, force: true });
    });

    it('indexes the checked files, nothing ignored and nothing beyond a link out of the folder', () => {
      // README.md's one link; docs/setup.md, .urilintrc.json and .urilintignore have none.
      assert.ok(client.logs.some((l) => /indexed 1 links in 4 files/.test(l.message)), client.logs.map((l) => l.message).join('\n'));
    });

    it('finds the references to a heading in the checked files only', async () => {
      await client.open('markdown', TREE['docs/setup.md']!, uriOf('docs/setup.md'));
      const answer = await client.requestRaw('textDocument/references', {
        textDocument: { uri: uriOf('docs/setup.md') }, position: { line: 2, character: 4 }, context: { includeDeclaration: false },
      });
      assert.deepEqual(files(answer.result as Location[]), ['README.md']);
      const { result } = await client.executeCommand(FILE_REFERENCES_COMMAND, [uriOf('docs/setup.md')]);
      assert.deepEqual(files(result as Location[]), ['README.md']);
    });

    it('a move rewrites the checked files only', async () => {
      const edit = await client.willRenameFiles([{ oldUri: uriOf('docs/setup.md'), newUri: uriOf('docs/install.md') }]);
      assert.deepEqual(files(edit), ['README.md']);
      for (const [rel, text] of Object.entries(OUTSIDE)) assert.equal(fs.readFileSync(path.join(outside, rel), 'utf8'), text);
    });

    it('a file told of through a link out of the folder is not read', async () => {
      fs.writeFileSync(path.join(outside, 'e.md'), 'See [install](../docs/setup.md#install).\n');
      await client.sendRaw('workspace/didChangeWatchedFiles', { changes: [{ uri: uriOf('linked/e.md'), type: 1 }, { uri: uriOf('linked'), type: 1 }] });
      const { result } = await client.executeCommand(FILE_REFERENCES_COMMAND, [uriOf('docs/setup.md')]);
      assert.deepEqual(files(result as Location[]), ['README.md']);
    });
  });
}
