/**
 * Nothing outside the workspace is read, revealed or written (the real
 * server over stdio, the disk as VS Code's server reads it): a symbolic link
 * inside the workspace folder that leads out of it is never followed. A link
 * through it is not judged (no "missing", no "did you mean", no line count,
 * no heading of the file beyond), completion lists nothing beyond it, and
 * the hover states nothing of it. A link through a symbolic link that stays
 * inside is judged as any other.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CompletionItem, Position } from 'vscode-languageserver-protocol/node';
import { TestClient, writeTree } from './client';
import { LINKS_DOC, linkOut, OUTSIDE_TREE } from './outsideTree';

describe('protocol (spawn): nothing beyond a symbolic link out of the workspace', () => {
  const LEAK = /zq7|outside/i;
  let client: TestClient;
  let dir: string;
  let outside: string;
  const uriOf = (rel: string) => pathToFileURL(path.join(dir, rel)).href;

  before(async () => {
    outside = writeTree('uri-lint-outside-', OUTSIDE_TREE);
    dir = writeTree('uri-lint-inside-', { 'a.md': LINKS_DOC });
    linkOut(dir, outside);
    client = await TestClient.start({ transport: 'spawn', rootUri: pathToFileURL(dir).href });
  });
  after(async () => {
    await client.stop();
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(outside, { recursive: true, force: true });
  });

  it('a link through it is not judged; one through a link that stays inside is', async () => {
    const uri = uriOf('a.md');
    await client.open('markdown', LINKS_DOC, uri);
    let diagnostics = await client.diagnostics(uri);
    // The listings arrive after the first diagnostics: the inner link's fragment is judged once they do.
    while (!diagnostics.some((d) => d.code === 'link-missing-fragment')) diagnostics = await client.nextDiagnostics(uri);
    assert.deepEqual(diagnostics.map((d) => [d.range.start.line, d.code]), [[7, 'link-missing-fragment']]);
    const shown: string[] = diagnostics.map((d) => d.message);
    const lines = LINKS_DOC.split('\n');
    for (let line = 0; line < lines.length; line++) {
      for (let character = 0; character < lines[line]!.length; character += 2) {
        const hover = await client.hover(uri, { line, character });
        if (hover) shown.push(JSON.stringify(hover.contents));
      }
      const range = { start: { line, character: 0 }, end: { line, character: lines[line]!.length } };
      shown.push(...((await client.codeActions(uri, range, diagnostics)) ?? []).map((a) => JSON.stringify(a)));
    }
    shown.push(...((await client.links(uri)) ?? []).map((l) => JSON.stringify(l)));
    shown.push(...client.logs.map((l) => l.message), ...client.shownMessages.map((m) => m.message));
    // The link's own name (`out/…`, `secret-link.md`) is inside; nothing of what it leads to is shown.
    assert.deepEqual(shown.filter((s) => LEAK.test(s.replace(/out\/(?:secret\.md|zq7missin\.md|sub\/)|secret-link\.md|uri-lint-outside-/g, ''))), []);
    assert.ok(!shown.some((s) => /\*\*Resolves to\*\*[^\n]*secret/.test(s)), 'no target beyond the link is said to exist');
  });

  /** The completions at `|` in a Markdown document. */
  async function complete(marked: string): Promise<CompletionItem[]> {
    const at = marked.indexOf('|');
    const text = marked.slice(0, at) + marked.slice(at + 1);
    const position: Position = { line: 0, character: at };
    const uri = uriOf('c.md');
    await client.open('markdown', text, uri);
    const answer = await client.requestRaw('textDocument/completion', { textDocument: { uri }, position });
    await client.close(uri);
    return (answer.result ?? []) as CompletionItem[];
  }

  it('completion lists nothing beyond it, and not the link itself', async () => {
    assert.deepEqual((await complete('[c](./|)')).map((i) => i.label).sort(), ['a.md', 'inner-link.md', 'inner.md']);
    assert.deepEqual(await complete('[c](out/|)'), []);
    assert.deepEqual(await complete('[c](out/sub/|)'), []);
    assert.deepEqual(await complete('[c](secret-link.md#|)'), []);
    assert.deepEqual(await complete('[c](out/data.json#/|)'), []);
    assert.deepEqual((await complete('[c](inner-link.md#|)')).map((i) => i.label), ['#inner']);
  });
});
