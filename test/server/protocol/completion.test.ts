/**
 * Completion inside a reference being typed, over the real
 * protocol in a real fixture tree: after `/` the entries of the folder
 * written so far, after `#` the headings and ids of the target or of the
 * document itself, and the members of a JSON or YAML document in a `$ref`.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CompletionItem, Position } from 'vscode-languageserver-protocol/node';
import fs from 'node:fs';
import { serverOverTree, TestClient, writeTree } from './client';

const TREE: Record<string, string> = {
  'docs/guide.md': '# Guide\n\n## 🚀 Rocket launch\n\n## Intro\n\n<a id="old"></a>\n',
  'docs/sub/deep.md': '# Deep\n',
  'docs/.hidden': '',
  'docs/page.html': '<main id="main"></main>\n',
  'api/pets.yaml': 'components:\n  schemas:\n    Pet: {}\n    Error: {}\n  responses:\n    NotFound: {}\n',
};

describe('protocol (spawn): completion of paths and fragments', () => {
  let client: TestClient;
  let dir: string;
  const uriOf = (rel: string) => pathToFileURL(path.join(dir, rel)).href;

  /** Opens `text` with `|` marking the cursor, and answers the labels of the completions there. */
  const complete = async (languageId: string, rel: string, marked: string): Promise<CompletionItem[]> => {
    const at = marked.indexOf('|');
    const text = marked.slice(0, at) + marked.slice(at + 1);
    const before = text.slice(0, at).split('\n');
    const position: Position = { line: before.length - 1, character: before.at(-1)!.length };
    const uri = uriOf(rel);
    await client.open(languageId, text, uri);
    const answer = await client.requestRaw('textDocument/completion', { textDocument: { uri }, position });
    await client.close(uri);
    return (answer.result ?? []) as CompletionItem[];
  };
  const labels = (items: CompletionItem[]) => items.map((i) => i.label);

  serverOverTree('uri-lint-completion-', TREE, (started, folder) => {
    client = started;
    dir = folder;
  });

  it('declares completion with "/" and "#" as trigger characters', () => {
    assert.deepEqual(client.initializeResult.capabilities.completionProvider?.triggerCharacters, ['/', '#']);
  });

  it('after "./": the folder\'s entries, folders first, hidden files left out', async () => {
    const items = await complete('markdown', 'docs/a.md', 'See [x](./|).\n');
    assert.deepEqual(labels(items).sort(), ['guide.md', 'page.html', 'sub/']);
    const sub = items.find((i) => i.label === 'sub/')!;
    assert.deepEqual(sub.textEdit, { range: { start: { line: 0, character: 10 }, end: { line: 0, character: 10 } }, newText: 'sub/' });
    assert.equal(sub.command?.command, 'editor.action.triggerSuggest');
  });

  it('after "../" and a folder: its entries, the typed name replaced', async () => {
    assert.deepEqual(labels(await complete('markdown', 'docs/b.md', '[x](../docs/sub/de|)\n')), ['deep.md']);
    assert.deepEqual(labels(await complete('markdown', 'docs/c.md', '[x](../|)\n')).sort(), ['api/', 'docs/']);
  });

  it('after "#": the target\'s headings (GitHub\'s slugs) and ids, then the document\'s own', async () => {
    const items = await complete('markdown', 'docs/d.md', '[x](guide.md#|)\n');
    assert.deepEqual(labels(items), ['#guide', '#-rocket-launch', '#intro', '#old']);
    assert.equal(items[1]!.detail, '🚀 Rocket launch');
    assert.deepEqual(labels(await complete('html', 'docs/e.html', '<a href="page.html#|">x</a>\n')), ['#main']);
    assert.deepEqual(labels(await complete('markdown', 'docs/f.md', '# Own\n\n## Second part\n\n[x](#|\n')), ['#own', '#second-part']);
  });

  it('in a $ref of YAML: the members at the pointer typed, in this document or another', async () => {
    assert.deepEqual(labels(await complete('yaml', 'api/g.yaml', "a:\n  $ref: 'pets.yaml#/components/|'\n")), ['schemas', 'responses']);
    assert.deepEqual(labels(await complete('yaml', 'api/h.yaml', "x:\n  y: {}\n  z: {}\na:\n  $ref: '#/x/|'\n")), ['y', 'z']);
  });

  it('for VS Code (vscodeMarkdownLinks), nothing in a Markdown link\'s destination, which its Markdown extension completes; the rest as for any client', async () => {
    const dir = writeTree('uri-lint-completion-vscode-', TREE);
    const vscodeLike = await TestClient.start({ transport: 'spawn', rootUri: pathToFileURL(dir).href, initializationOptions: { vscodeMarkdownLinks: true } });
    try {
      const at = async (languageId: string, rel: string, marked: string): Promise<string[]> => {
        const cursor = marked.indexOf('|');
        const text = marked.slice(0, cursor) + marked.slice(cursor + 1);
        const lines = text.slice(0, cursor).split('\n');
        const uri = pathToFileURL(path.join(dir, rel)).href;
        await vscodeLike.open(languageId, text, uri);
        const answer = await vscodeLike.requestRaw('textDocument/completion', { textDocument: { uri }, position: { line: lines.length - 1, character: lines.at(-1)!.length } });
        await vscodeLike.close(uri);
        return labels((answer.result ?? []) as CompletionItem[]);
      };
      // Where VS Code's Markdown extension completes: an inline link, a definition, <img src>, <a href>.
      for (const marked of ['See [x](./|).\n', '[x](guide.md#|)\n', '[id]: ./|\n', '<img src="./|">\n', '<a href="guide.md#|">x</a>\n']) {
        assert.deepEqual(await at('markdown', 'docs/k.md', marked), [], marked);
      }
      // Where it does not: an attribute of another tag in Markdown, the same links in HTML, and a $ref.
      assert.deepEqual((await at('markdown', 'docs/l.md', '<iframe src="./|"></iframe>\n')).sort(), ['guide.md', 'page.html', 'sub/']);
      assert.deepEqual(await at('html', 'docs/m.html', '<a href="page.html#|">x</a>\n'), ['#main']);
      assert.deepEqual(await at('yaml', 'api/n.yaml', "a:\n  $ref: 'pets.yaml#/components/|'\n"), ['schemas', 'responses']);
    } finally {
      await vscodeLike.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('nothing in an absolute URI or outside a reference', async () => {
    assert.deepEqual(await complete('markdown', 'docs/i.md', '[x](https://example.com/|)\n'), []);
    assert.deepEqual(await complete('markdown', 'docs/j.md', 'plain text / here|\n'), []);
  });
});
