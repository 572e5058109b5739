/**
 * A link rule's fix is declared by its rule (rules/links.ts `nearest-file`) and treated by its declared policy on
 * every surface, over the real server spawned in a real fixture tree and the real command line in the same tree:
 * the light bulb offers it (a link to `gude.md` beside `guide.md`: "Change the link to "guide.md"", preferred, the one
 * name like it), and its policy, the light bulb only (`bulk: 'never'`), keeps it out of Fix all
 * (`source.fixAll.uriLint`), out of `uri-lint --fix`, and `--fix-type` refuses its name, while both apply a fix of a
 * reference that keeps what the URI identifies (an invisible character removed) in the same line.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CodeAction, TextEdit } from 'vscode-languageserver-protocol/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { FIX_IDS, FIXES } from '@uri-lint/server/service/internal';
import { runCli } from '../../cli/helpers';
import type { TestClient } from './client';
import { serverOverTree } from './client';

/** A link to a file that is not there, one name like it beside it, and a URI with an invisible character (U+200B). */
const TEXT = '# A\n\nSee the [guide](gude.md) and <https://example.com/a\u200bb>.\n';

const TREE: Record<string, string> = {
  'docs/guide.md': '# Guide\n',
  'docs/a.md': TEXT,
};

function applied(text: string, edits: readonly TextEdit[]): string {
  return TextDocument.applyEdits(TextDocument.create('file:///x', 'markdown', 1, text), [...edits]);
}

describe('a link rule\'s fix, by its declaration: in the light bulb, never in bulk', () => {
  const fix = FIXES.get('nearest-file')!;
  let client: TestClient;
  let dir = '';
  serverOverTree('uri-lint-light-bulb-', TREE, (started, folder) => {
    client = started;
    dir = folder;
  });

  it('is declared by the link rule as a fix of the light bulb only', () => {
    assert.equal(fix.judges, 'document');
    assert.equal(fix.bulk, 'never');
    assert.ok(fix.codes.includes('link-missing-file'));
    assert.ok(!FIX_IDS.includes('nearest-file') && FIX_IDS.includes('remove-invisible'));
  });

  it('the light bulb offers it on the missing file; Fix all applies the invisible character\'s fix and not it', async () => {
    const uri = pathToFileURL(path.join(dir, 'docs/a.md')).href;
    const diagnostics = await client.openSettled('markdown', TEXT, uri);
    const missing = diagnostics.filter((d) => d.code === 'link-missing-file');
    assert.equal(missing.length, 1, JSON.stringify(diagnostics));
    assert.ok(diagnostics.some((d) => d.code === 'invisible-character'), JSON.stringify(diagnostics));
    const actions = (await client.codeActions(uri, missing[0]!.range, missing)) as CodeAction[];
    const change = actions.find((a) => a.title === 'Change the link to "guide.md"');
    assert.ok(change, JSON.stringify(actions.map((a) => a.title)));
    assert.equal(change.isPreferred, true);
    assert.deepEqual(change.diagnostics, missing);
    assert.equal(applied(TEXT, change.edit!.changes![uri]!), TEXT.replace('gude.md', 'guide.md'));

    const everything = { start: { line: 0, character: 0 }, end: { line: 3, character: 0 } };
    const fixAll = (await client.codeActions(uri, everything, [], ['source.fixAll.uriLint'])) as CodeAction[];
    assert.equal(fixAll.length, 1, JSON.stringify(fixAll));
    assert.equal(applied(TEXT, fixAll[0]!.edit!.changes![uri]!), TEXT.replace('\u200b', ''));
  });

  it('uri-lint --fix applies the invisible character\'s fix and not it; --fix-type refuses its name', () => {
    const fixed = runCli(['.', '--fix', '--format', 'json'], dir);
    assert.notEqual(fixed.status, 2, fixed.stderr);
    assert.equal(fs.readFileSync(path.join(dir, 'docs/a.md'), 'utf8'), TEXT.replace('\u200b', ''));
    const report = JSON.parse(fixed.stdout) as { files: { path: string; fixes?: { fix: string }[] }[] };
    assert.deepEqual(report.files.find((f) => f.path === 'docs/a.md')?.fixes?.map((f) => f.fix), ['remove-invisible']);
    const named = runCli(['.', '--fix-dry-run', '--fix-type', 'nearest-file'], dir);
    assert.equal(named.status, 2);
    assert.match(named.stderr, /"nearest-file" is a quick fix of the editor's light bulb only/);
  });
});
