/**
 * What the browser worker does differently from the Node server:
 * it reads the workspace through its client (`uriLint/fs/*`, answered here
 * by the test acting as the client, as client/src/workspaceFiles.ts answers
 * with `vscode.workspace.fs`), and it converts IRIs with the same IDNA
 * (tr46 over npm's punycode, bundled for the browser) as the Node server:
 * a table of IRIs gets the same links from both; links to files are judged
 * on a github.dev workspace the test serves. The features themselves are
 * the Node server's own table, run on the worker too (features.test.ts).
 */
import assert from 'node:assert/strict';
import type { Diagnostic, DocumentLink } from 'vscode-languageserver-protocol/node';
import { FS_READ_DIRECTORY_REQUEST, FS_READ_FILE_REQUEST, FS_STAT_REQUEST } from '@uri-lint/server/contract';
import type { FsKind, FsReadFileParams, FsUriParams } from '@uri-lint/server/contract';
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

/** A github.dev workspace (Remote Repositories' `vscode-vfs:`), served by the test as VS Code's file system would. */
const ROOT = 'vscode-vfs://github/owner/repo';
const TREE = ['README.md', 'docs/guide.md', 'docs/Café.md', 'img/logo.png'];

/** The kind of a URI in TREE, or null. */
function kindIn(uri: string): FsKind | null {
  const rel = uri.slice(ROOT.length + 1);
  if (uri === ROOT || TREE.some((file) => file.startsWith(`${rel}/`))) return 'directory';
  return TREE.includes(rel) ? 'file' : null;
}

/** A folder's entries in TREE, names as spelled. */
function entriesIn(uri: string): [string, FsKind][] | null {
  if (kindIn(uri) !== 'directory') return null;
  const prefix = uri === ROOT ? '' : `${uri.slice(ROOT.length + 1)}/`;
  const names = new Set(TREE.filter((file) => file.startsWith(prefix)).map((file) => file.slice(prefix.length).split('/')[0]!));
  return [...names].map((name) => [name, kindIn(`${ROOT}/${prefix}${name}`)!]);
}

describe('protocol (worker): links to files, the targets looked up by asking the client', () => {
  let client: TestClient;
  const asked: string[] = [];

  const settled = (uri: string): Promise<Diagnostic[]> => client.settled(uri);

  before(async () => {
    client = await TestClient.start({ transport: 'worker', rootUri: ROOT, initializationOptions: { documentStatus: true } });
    client.answer(FS_STAT_REQUEST, ({ uri }: FsUriParams) => { asked.push(`stat ${uri}`); return kindIn(uri); });
    client.answer(FS_READ_DIRECTORY_REQUEST, ({ uri }: FsUriParams) => { asked.push(`readDirectory ${uri}`); return entriesIn(uri); });
    client.answer(FS_READ_FILE_REQUEST, () => null);
  });
  after(async () => { await client.stop(); });

  it('a missing file and a file in another letter case, in a vscode-vfs: workspace; the rest is found', async () => {
    const uri = `${ROOT}/docs/page.md`;
    const text = ['[ok](./guide.md)', '[up](../README.md)', '[composed](Caf%C3%A9.md)', '[folder](../img/)', '[missing](./missing.md)', '[case](./Guide.md)', ''].join('\n');
    const done = settled(uri);
    await client.open('markdown', text, uri);
    const diagnostics = await done;
    assert.deepEqual(diagnostics.map((d) => [d.range.start.line, d.code]), [[4, 'link-missing-file'], [5, 'link-case-mismatch']]);
    assert.ok(asked.includes(`readDirectory ${ROOT}/docs`), JSON.stringify(asked));
    // Nothing outside the workspace folder is asked about.
    assert.deepEqual(asked.filter((a) => !a.includes(ROOT)), []);
  });
});
