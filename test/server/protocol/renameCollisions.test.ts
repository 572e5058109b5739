/**
 * Renaming a heading or an id to a name another anchor of its document
 * holds, over the real protocol (the built server spawned in a workspace on
 * disk). The LSP gives a rename no way to warn beside its edit but a change
 * annotation the client shows before applying it, and says an invalid new
 * name is answered with an error whose message the client shows: so a new id
 * that would take another anchor's, or change another heading's, is refused
 * with a message naming that anchor; a heading that repeats an earlier
 * heading's text (its generator numbers its id, `usage-1`) is renamed only
 * once confirmed, its edit annotated with the heading it repeats, and refused
 * with that message by a client that would apply it without asking.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TextDocumentEdit, WorkspaceEdit } from 'vscode-languageserver-protocol/node';
import { TestClient, writeTree } from './client';

const TREE: Record<string, string> = {
  'docs/c.md': [
    '# Intro',
    '',
    '## Usage',
    '',
    '<a id="top"></a>',
    '',
    '<a name="legacy"></a>',
    '',
    '## Notes',
    '',
    'See [usage](#usage) and [notes](#notes).',
    '',
  ].join('\n'),
  'docs/dup.md': '# Usage\n\n## Usage\n\nSee [the second](#usage-1).\n',
  'other.md': 'Read [notes](docs/c.md#notes) and [legacy](docs/c.md#legacy).\n',
};

/** One rename: the document, the position, the new name, and what it comes to. */
interface Case {
  name: string;
  file: string;
  at: [line: number, character: number];
  newName: string;
  /** The edits as `file:line:character=newText`, sorted; or the error's message. */
  expected: string[] | RegExp;
}

const CASES: Case[] = [
  {
    name: 'a heading renamed to a name no anchor has: no warning',
    file: 'docs/c.md', at: [8, 4], newName: 'Remarks',
    expected: ['docs/c.md:10:33=remarks', 'docs/c.md:8:3=Remarks', 'other.md:0:23=remarks'],
  },
  {
    name: 'a heading before another of the same text: it would take that heading\'s id and its links',
    file: 'docs/c.md', at: [0, 3], newName: 'Usage',
    expected: /^URI Lint: The heading's new id "usage" is the heading "Usage" \(line 3\)'s, which would become "usage-1": its links would lead here\. Nothing was renamed\.$/,
  },
  {
    name: 'a heading whose id is an HTML anchor\'s',
    file: 'docs/c.md', at: [8, 4], newName: 'Legacy',
    expected: /^URI Lint: The heading's new id "legacy" is already the id of the HTML anchor "legacy" \(line 7\)\. Nothing was renamed\.$/,
  },
  {
    name: 'a heading whose rename renumbers a repeated heading after it',
    file: 'docs/dup.md', at: [0, 3], newName: 'Intro',
    expected: /^URI Lint: The rename would change the id of the heading "Usage" \(line 3\) from "usage-1" to "usage": its links would break\. Nothing was renamed\.$/,
  },
  {
    name: 'an <a name> renamed to a heading\'s id',
    file: 'docs/c.md', at: [6, 11], newName: 'intro',
    expected: /^URI Lint: "intro" is already the id of the heading "Intro" \(line 1\)\. Nothing was renamed\.$/,
  },
  {
    name: 'an <a id> renamed to another HTML anchor\'s id',
    file: 'docs/c.md', at: [4, 8], newName: 'legacy',
    expected: /^URI Lint: "legacy" is already the id of the HTML anchor "legacy" \(line 7\)\. Nothing was renamed\.$/,
  },
  {
    name: 'an <a name> renamed to its own id: no collision with itself',
    file: 'docs/c.md', at: [6, 11], newName: 'legacy',
    expected: ['docs/c.md:6:9=legacy', 'other.md:0:53=legacy'],
  },
];

describe('protocol (spawn): a rename to an id another anchor holds', function () {
  this.timeout(30_000);
  let dir = '';
  let client: TestClient;
  let unasking: TestClient;
  const uriOf = (rel: string) => pathToFileURL(path.join(dir, rel)).href;
  const relOf = (uri: string) => path.relative(dir, new URL(uri).pathname);
  const editsOf = (edit: WorkspaceEdit): string[] => ((edit.documentChanges ?? []) as TextDocumentEdit[]).flatMap((change) =>
    change.edits.map((e) => `${relOf(change.textDocument.uri)}:${e.range.start.line}:${e.range.start.character}=${e.newText}`)).sort();
  const rename = async (by: TestClient, file: string, [line, character]: [number, number], newName: string) => {
    const doc = await by.open('markdown', TREE[file]!, uriOf(file));
    try {
      return await by.requestRaw('textDocument/rename', { textDocument: { uri: doc.uri }, position: { line, character }, newName });
    } finally {
      await by.close(doc.uri);
    }
  };

  before(async () => {
    dir = writeTree('uri-lint-rename-collisions-', TREE);
    client = await TestClient.start({ transport: 'spawn', rootUri: pathToFileURL(dir).href, workDoneProgress: true });
    // A client that applies a rename's edit as it comes, annotations or not.
    unasking = await TestClient.start({ transport: 'spawn', rootUri: pathToFileURL(dir).href, workDoneProgress: true, textDocument: { rename: { prepareSupport: true } } });
    await Promise.all([client.progressEnded(), unasking.progressEnded()]);
  });
  after(async () => {
    await client?.stop();
    await unasking?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  for (const c of CASES) {
    it(c.name, async () => {
      for (const by of [client, unasking]) {
        const { result, error } = await rename(by, c.file, c.at, c.newName);
        if (c.expected instanceof RegExp) {
          assert.equal(result, undefined);
          assert.match(error?.message ?? '', c.expected);
        } else {
          assert.equal(error, undefined, error?.message);
          assert.deepEqual(editsOf(result as WorkspaceEdit), c.expected);
          assert.equal((result as WorkspaceEdit).changeAnnotations, undefined);
        }
      }
    });
  }

  it('a heading renamed to an earlier heading\'s text: its numbered id, the edit asking first, the heading it repeats named', async () => {
    const { result, error } = await rename(client, 'docs/c.md', [8, 4], 'Usage');
    assert.equal(error, undefined, error?.message);
    const edit = result as WorkspaceEdit;
    assert.deepEqual(editsOf(edit), ['docs/c.md:10:33=usage-1', 'docs/c.md:8:3=Usage', 'other.md:0:23=usage-1']);
    assert.deepEqual(Object.values(edit.changeAnnotations ?? {}), [{
      label: 'Rename to a repeated id',
      description: '"usage" is already the id of the heading "Usage" (line 3): this heading\'s id becomes "usage-1", and its links will name "#usage-1".',
      needsConfirmation: true,
    }]);
    // Every change waits to be ticked in the client's preview.
    assert.ok(((edit.documentChanges ?? []) as TextDocumentEdit[]).every((change) => change.edits.every((e) => 'annotationId' in e)));
  });

  it('the same rename, from a client that would apply it without asking: refused, the heading it repeats named', async () => {
    const { result, error } = await rename(unasking, 'docs/c.md', [8, 4], 'Usage');
    assert.equal(result, undefined);
    assert.equal(error?.message, 'URI Lint: "usage" is already the id of the heading "Usage" (line 3): this heading\'s id becomes "usage-1", and its links will name "#usage-1". Nothing was renamed: choose another name.');
  });

  it('prepareRename has no new name to judge: it offers the heading, and the rename answers', async () => {
    const doc = await client.open('markdown', TREE['docs/c.md']!, uriOf('docs/c.md'));
    try {
      const prepared = await client.requestRaw('textDocument/prepareRename', { textDocument: { uri: doc.uri }, position: { line: 8, character: 4 } });
      assert.deepEqual(prepared.result, { range: { start: { line: 8, character: 3 }, end: { line: 8, character: 8 } }, placeholder: 'Notes' });
    } finally {
      await client.close(doc.uri);
    }
  });
});
