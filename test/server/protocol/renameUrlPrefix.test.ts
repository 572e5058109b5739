/**
 * "Rename URL Prefix…" over the real protocol: `uriLint.renameUrlPrefix`
 * run by the built server spawned in a real workspace on disk. The server
 * reads every file it checks (an open one as the editor holds it), and asks
 * the client to apply one workspace edit whose changes need confirmation
 * (VS Code's refactor preview); templates, userinfo and escaped URIs are
 * left alone and named by place, never by text; files the configuration,
 * `.urilintignore` or the default ignores leave out, and whatever lies
 * through a symbolic link out of the folder, are not read.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { ApplyWorkspaceEditParams, TextDocumentEdit } from 'vscode-languageserver-protocol/node';
import { RENAME_URL_PREFIX_COMMAND } from '@uri-lint/server/contract';
import type { RenameUrlPrefixResult } from '@uri-lint/server/contract';
import { parse } from '@uri-lint/shared';
import { TestClient, writeTree } from './client';

const OLD = 'http://docs.old.example/';
const NEW = 'https://docs.example.org/';

/** Each file of the workspace and its text after the rename (the same text: left as it is). */
const FILES: Record<string, [before: string, after: string]> = {
  'README.md': [
    '# Project\n\nSee [guide](http://Docs.Old.Example:80/guide/#start) and <http://docs.old.example>.\n',
    '# Project\n\nSee [guide](https://docs.example.org/guide/#start) and <https://docs.example.org/>.\n',
  ],
  'site/index.html': ['<a href="http://docs.old.example/api?x=1">API</a>\n', '<a href="https://docs.example.org/api?x=1">API</a>\n'],
  'api/openapi.yaml': ['externalDocs:\n  url: http://docs.old.example/v1/\n', 'externalDocs:\n  url: https://docs.example.org/v1/\n'],
  'conf.json': ['{ "docs": "http://docs.old.example/b", "esc": "http:\\/\\/docs.old.example\\/a" }\n', '{ "docs": "https://docs.example.org/b", "esc": "http:\\/\\/docs.old.example\\/a" }\n'],
  // Left alone, each for its reason: a template, a password, a user name.
  'notes.md': [
    'A http://docs.old.example/{version}/ template.\nB http://admin:hunter2@docs.old.example/private\nC http://git@docs.old.example/repo\n',
    'A http://docs.old.example/{version}/ template.\nB http://admin:hunter2@docs.old.example/private\nC http://git@docs.old.example/repo\n',
  ],
  // Another host, another scheme: not the prefix.
  'other.md': ['http://docs.old.examples/x and https://docs.old.example/y\n', 'http://docs.old.examples/x and https://docs.old.example/y\n'],
  // Left out of the workspace's checks: by the configuration's `ignores`, by `.urilintignore`, by the default ignores.
  'ignored/x.md': [`${OLD}x\n`, `${OLD}x\n`],
  'skipped.md': [`${OLD}s\n`, `${OLD}s\n`],
  'node_modules/pkg/README.md': [`${OLD}pkg\n`, `${OLD}pkg\n`],
  '.urilintrc.json': ['{ "ignores": ["ignored/**"] }\n', '{ "ignores": ["ignored/**"] }\n'],
  '.urilintignore': ['skipped.md\n', 'skipped.md\n'],
};

/** A folder outside the workspace that a symbolic link inside it leads to. */
let outside = '';
let dir = '';
let client: TestClient;

const uriOf = (rel: string) => pathToFileURL(path.join(dir, rel)).href;

/** The texts of the files after `edit` is applied to what `texts` holds, by URI. */
function applied(edit: ApplyWorkspaceEditParams, texts: Map<string, string>): Map<string, string> {
  const out = new Map(texts);
  for (const change of (edit.edit.documentChanges ?? []) as TextDocumentEdit[]) {
    const uri = change.textDocument.uri;
    const before = out.get(uri);
    assert.ok(before !== undefined, `an edit of a file the test did not write: ${uri}`);
    out.set(uri, TextDocument.applyEdits(TextDocument.create(uri, 'plaintext', 0, before), change.edits));
  }
  return out;
}

describe('uriLint.renameUrlPrefix', function () {
  this.timeout(30000);

  before(async () => {
    dir = writeTree('uri-lint-rename-prefix-', Object.fromEntries(Object.entries(FILES).map(([rel, [before]]) => [rel, before])));
    outside = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'uri-lint-rename-outside-')));
    fs.writeFileSync(path.join(outside, 'secret.md'), `${OLD}outside\n`);
    fs.symlinkSync(outside, path.join(dir, 'linked'), 'dir');
    client = await TestClient.start({ transport: 'spawn', rootUri: pathToFileURL(dir).href });
  });
  after(async () => {
    await client?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(outside, { recursive: true, force: true });
  });

  it('renames the prefix in every file it checks, as one edit that needs confirmation', async () => {
    const { result, edits } = await client.executeCommand(RENAME_URL_PREFIX_COMMAND, [{ from: OLD, to: NEW }]);
    const answer = result as RenameUrlPrefixResult;
    assert.equal(edits.length, 1);
    const edit = edits[0]!;
    const texts = new Map(Object.entries(FILES).map(([rel, [before]]) => [uriOf(rel), before]));
    const after = applied(edit, texts);
    for (const [rel, [, expected]] of Object.entries(FILES)) assert.equal(after.get(uriOf(rel)), expected, rel);
    assert.deepEqual({ renamed: answer.renamed, files: answer.files, applied: answer.applied }, { renamed: 5, files: 4, applied: true });
    // Every edit carries the one annotation, which needs confirmation: VS Code's refactor preview.
    const annotations = edit.edit.changeAnnotations ?? {};
    assert.deepEqual(Object.values(annotations).map((a) => a.needsConfirmation), [true]);
    for (const change of edit.edit.documentChanges as TextDocumentEdit[]) {
      assert.equal(change.textDocument.version, null, 'no file is open');
      for (const e of change.edits) assert.ok('annotationId' in e && annotations[e.annotationId], 'annotated');
    }
    // Every URI the edit leaves is valid (each was re-parsed before it was offered).
    for (const text of after.values()) {
      for (const uri of text.match(/https:\/\/docs\.example\.org\/[^\s)"<>]*/g) ?? []) assert.equal(parse(uri).valid, true, uri);
    }
  });

  it('walks what the default ignores leave out when they are turned off, as the index of links does', async () => {
    await client.updateSettings({ defaultIgnores: false });
    try {
      const { result, edits } = await client.executeCommand(RENAME_URL_PREFIX_COMMAND, [{ from: OLD, to: NEW }]);
      const edited = ((edits[0]?.edit.documentChanges ?? []) as TextDocumentEdit[]).map((c) => path.relative(dir, new URL(c.textDocument.uri).pathname)).sort();
      // The vendored folder is walked now; `ignores`, `.urilintignore` and the link out of the folder still are not.
      assert.deepEqual(edited, ['README.md', 'api/openapi.yaml', 'conf.json', 'node_modules/pkg/README.md', 'site/index.html']);
      assert.equal((result as RenameUrlPrefixResult).files, 5);
    } finally {
      await client.updateSettings({});
    }
  });

  it('names the URIs left alone by place and reason, never showing a password', async () => {
    const { result, edits } = await client.executeCommand(RENAME_URL_PREFIX_COMMAND, [{ from: OLD, to: NEW }]);
    const answer = result as RenameUrlPrefixResult;
    const skipped = answer.skipped.map((s) => `${path.relative(dir, new URL(s.uri).pathname)}:${s.position.line + 1}:${s.reason}`).sort();
    assert.deepEqual(skipped, ['conf.json:1:escaped', 'notes.md:1:template', 'notes.md:2:password', 'notes.md:3:userinfo']);
    assert.doesNotMatch(JSON.stringify({ answer, edits, logs: client.logs }), /hunter2/);
  });

  it('reads an open document as the editor holds it, and edits its version', async () => {
    const uri = uriOf('other.md');
    const doc = await client.open('markdown', `Unsaved: ${OLD}draft\n`, uri);
    const { edits } = await client.executeCommand(RENAME_URL_PREFIX_COMMAND, [{ from: OLD, to: NEW }]);
    const change = (edits[0]!.edit.documentChanges as TextDocumentEdit[]).find((c) => c.textDocument.uri === uri);
    assert.deepEqual(change?.textDocument.version, doc.version);
    assert.deepEqual(change?.edits.map((e) => [e.range.start.character, e.range.end.character, e.newText]), [[9, 9 + OLD.length, NEW]]);
  });

  it('applies at once when the user asked for no preview, but never in Restricted Mode', async () => {
    const now = await client.executeCommand(RENAME_URL_PREFIX_COMMAND, [{ from: OLD, to: NEW, confirm: false }]);
    assert.equal(now.edits[0]!.edit.changeAnnotations, undefined);
    const restricted = await TestClient.start({ transport: 'spawn', rootUri: pathToFileURL(dir).href, initializationOptions: { workspaceTrusted: false } });
    try {
      const { edits } = await restricted.executeCommand(RENAME_URL_PREFIX_COMMAND, [{ from: OLD, to: NEW, confirm: false }]);
      assert.deepEqual(Object.values(edits[0]!.edit.changeAnnotations ?? {}).map((a) => a.needsConfirmation), [true]);
    } finally {
      await restricted.stop();
    }
  });

  // Each row: the argument, a part of the problem answered. Nothing is read or edited.
  const problems: [unknown, RegExp][] = [
    [{ from: 'docs/old', check: true }, /OLD must be an absolute URI/],
    [{ from: OLD, to: 'https://docs.example.org/v2', check: true }, /both end with "\/" or neither/],
    [{ from: 'http://admin:hunter2@docs.old.example/', check: true }, /must not have a userinfo/],
    [{ from: 'http://a b:hunter2@docs.old.example/', check: true }, /OLD must be an absolute URI/],
    [{ from: OLD, to: 'http://docs.old.example:80/' }, /the same URI/],
    [{ from: OLD, to: 'https://x.example/#top' }, /NEW must not have a fragment/],
    ['http://docs.old.example/', /the argument must be/],
  ];
  for (const [arg, problem] of problems) {
    it(`answers a problem for ${JSON.stringify(arg)}`, async () => {
      const { result, edits } = await client.executeCommand(RENAME_URL_PREFIX_COMMAND, [arg]);
      const answer = result as RenameUrlPrefixResult;
      assert.match(answer.problem ?? '', problem);
      assert.doesNotMatch(answer.problem ?? '', /hunter2/);
      assert.deepEqual(edits, []);
    });
  }

  it('answers no problem when the prefixes can be renamed', async () => {
    const { result, edits } = await client.executeCommand(RENAME_URL_PREFIX_COMMAND, [{ from: OLD, check: true }]);
    assert.equal((result as RenameUrlPrefixResult).problem, undefined);
    assert.deepEqual(edits, []);
  });
});
