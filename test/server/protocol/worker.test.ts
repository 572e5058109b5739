/**
 * What the browser worker does differently from the Node server (issue 21):
 * it reads the workspace through its client (`uriLint/fs/*`, answered here
 * by the test acting as the client, as client/src/workspaceFiles.ts answers
 * with `vscode.workspace.fs`), and it converts IRIs with the same IDNA
 * (tr46 over npm's punycode, bundled for the browser) as the Node server:
 * a table of IRIs gets the same links from both. The features themselves are
 * the Node server's own table, run on the worker too (features.test.ts).
 */
import assert from 'node:assert/strict';
import type { DocumentLink } from 'vscode-languageserver-protocol/node';
import { FS_READ_FILE_REQUEST } from '@uri-lint/server/contract';
import type { FsReadFileParams } from '@uri-lint/server/contract';
import { TestClient } from './client';

/** IRIs from the wild and from UTS #46's own cases: mapping (case, width, ß, ideographic full stop), scripts, symbols, and a name IDNA rejects. */
const IRIS = [
  'https://bücher.example/straße',
  'https://BÜCHER.example/',
  'https://straße.de/',
  'https://faß.de/',
  'http://例え.テスト/パス',
  'http://例え。テスト/',
  'https://пример.рф/путь?q=ключ#якорь',
  'https://مثال.إختبار/',
  'https://ｅｘａｍｐｌｅ.com/',
  'http://i❤.ws/',
  'https://xn--ü.example/',
  'https://user@ünï.example:8080/ä',
];

const targets = (links: DocumentLink[] | null) => (links ?? []).map((l) => l.target);

describe('protocol (worker): the browser worker', () => {
  let worker: TestClient;
  before(async () => { worker = await TestClient.start({ transport: 'worker' }); });
  after(async () => { await worker.stop(); });

  it('IDNA: every IRI links to the same URI as in the Node server', async () => {
    const text = IRIS.map((iri) => `<${iri}>`).join('\n');
    const node = await TestClient.start({ transport: 'in-process' });
    try {
      const uri = 'file:///idna.md';
      await node.open('markdown', text, uri);
      await worker.open('markdown', text, uri);
      const expected = targets(await node.links(uri));
      assert.equal(expected.length, IRIS.length);
      assert.deepEqual(targets(await worker.links(uri)), expected);
      // And what that is, for a few: UTS #46 nontransitional (ß kept), mapped case and width.
      assert.deepEqual(expected.slice(0, 4), [
        'https://xn--bcher-kva.example/stra%C3%9Fe', 'https://xn--bcher-kva.example/', 'https://xn--strae-oqa.de/', 'https://xn--fa-hia.de/',
      ]);
      assert.equal(expected[8], 'https://example.com/');
      // A name IDNA rejects is percent-encoded instead (RFC 3986 §3.2.2).
      assert.equal(expected[10], 'https://xn--%C3%BC.example/');
    } finally {
      await node.stop();
    }
  });

  it('reads a vscode-vfs: workspace\'s .urilintrc.json by asking the client, within its size limit', async () => {
    const root = 'vscode-vfs://github/owner/repo';
    const files = new Map([[`${root}/.urilintrc.json`, JSON.stringify({ severity: { 'invalid-port': 'off', 'invalid-character': 'warning' } })]]);
    const asked: string[] = [];
    worker.answer(FS_READ_FILE_REQUEST, ({ uri, maxBytes }: FsReadFileParams) => {
      asked.push(uri);
      return maxBytes >= 1024 && files.has(uri) ? files.get(uri) : null;
    });
    const doc = await worker.open('markdown', 'see http://example.com:80a/ and <http://exa mple.com/>\n', `${root}/docs/a.md`);
    assert.deepEqual((await worker.diagnostics(doc.uri)).map((d) => [d.code, d.severity]), [['invalid-character', 2]]);
    assert.ok(asked.includes(`${root}/docs/.urilintrc.json`) && asked.includes(`${root}/.urilintrc.json`), JSON.stringify(asked));
  });

  it('relative references of a vscode-vfs: document resolve against it, and link (§5.1.3)', async () => {
    const doc = await worker.open('markdown', '[guide](../guide/intro.md#start)\n', 'vscode-vfs://github/owner/repo/docs/a.md');
    assert.deepEqual(targets(await worker.links(doc.uri)), ['vscode-vfs://github/owner/repo/guide/intro.md#start']);
  });
});
