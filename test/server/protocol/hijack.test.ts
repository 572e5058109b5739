/**
 * Output that cannot be hijacked, over the real protocol: control and
 * bidirectional characters in the paths and fragments a link or fragment
 * message quotes are shown as code points (`⟨U+001B⟩`), as file names are;
 * and every document link the server returns is one VS Code's `URI.parse`
 * accepts (a single refused target makes VS Code drop all of a document's
 * links): a UNC path written `file:////host/share` is returned as
 * `file://host/share`, and a target VS Code cannot read is left out.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { TestClient, writeTree } from './client';

/** What a terminal or a text view acts on: C0 and C1 controls, DEL, line and paragraph separators, bidirectional controls. */
const ACTING = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u200E\u200F\u202A-\u202E\u2066-\u2069\u061C]/;

describe('protocol (spawn): control characters in link and fragment messages', () => {
  let client: TestClient;
  let dir = '';
  before(async () => {
    dir = writeTree('uri-lint-hijack-', { 'b.md': '# B\n' });
    client = await TestClient.start({ transport: 'spawn', rootUri: pathToFileURL(dir).href, initializationOptions: { documentStatus: true } });
  });
  after(async () => {
    await client.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('are shown as code points, never sent as they are', async () => {
    const text = '# T\n\n[a](./x%1B%5B31mred.md)\n[b](#bell%07)\n[c](./sub%0Aline.md)\n[d](b.md#esc%1B%5D0%3Btitle%07)\n[e](b.md#%E2%80%AEevil)\n';
    const diagnostics = await client.openSettled('markdown', text, pathToFileURL(path.join(dir, 'a.md')).href);
    assert.deepEqual(diagnostics.map((d) => d.message), [
      'No file or folder "x⟨U+001B⟩[31mred.md" in the workspace folder\'s top: the link leads nowhere.',
      'No heading or anchor "bell⟨U+0007⟩" in this file.',
      'No file or folder "sub⟨U+000A⟩line.md" in the workspace folder\'s top: the link leads nowhere.',
      'No heading or anchor "esc⟨U+001B⟩]0;title⟨U+0007⟩" in b.md.',
      'No heading or anchor "⟨U+202E⟩evil" in b.md.',
    ]);
    for (const d of diagnostics) assert.doesNotMatch(d.message, ACTING);
  });
});

/**
 * VS Code's `URI.parse` rules (`_validateUri` of `vs/base/common/uri.ts`), as
 * the table below is checked against them: a scheme matching `\w[\w\d+.-]*`;
 * after percent-decoding, a path that starts with `/` when there is an
 * authority, and does not start with `//` when there is none (`http`,
 * `https` and `file` paths are rooted first).
 */
function vscodeAccepts(target: string): boolean {
  const match = /^(?:([^:/?#]+):)?(?:\/\/([^/?#]*))?([^?#]*)/.exec(target)!;
  const scheme = match[1] ?? '';
  if (scheme !== '' && !/^\w[\w\d+.-]*$/.test(scheme)) return false;
  const decode = (s: string) => s.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
  let p = decode(match[3] ?? '');
  if (['http', 'https', 'file'].includes(scheme) && p !== '' && !p.startsWith('/')) p = `/${p}`;
  if (p === '') return true;
  return decode(match[2] ?? '') !== '' ? p.startsWith('/') : !p.startsWith('//');
}

describe('protocol (spawn): every document link is one VS Code accepts', () => {
  /** A reference as written → the link target returned (null: no link). */
  const TARGETS: [string, string | null][] = [
    ['file:////host/share/doc.txt', 'file://host/share/doc.txt'],
    ['file:////host/share', 'file://host/share'],
    ['file://///host/share/x.md', 'file://host/share/x.md'],
    ['file:////host/share/a%20b.txt?q#f', 'file://host/share/a%20b.txt?q#f'],
    ['file://host/share/doc.txt', 'file://host/share/doc.txt'],
    ['file:///etc/hosts', 'file:///etc/hosts'],
    ['file:/etc/hosts', 'file:/etc/hosts'],
    ['news:%2F%2Fgroup', null],
    ['file:%2F%2Fhost/x', null],
    ['mailto:%2F%2Fa@example.com', null],
    ['https://example.com/%2F%2Fx', 'https://example.com/%2F%2Fx'],
    ['https://example.com', 'https://example.com'],
    ['mailto:a@example.com', 'mailto:a@example.com'],
  ];
  let client: TestClient;
  before(async () => {
    client = await TestClient.start({ transport: 'spawn' });
  });
  after(() => client.stop());

  it('the table\'s expectations are themselves ones VS Code accepts, and the references as written are not all', () => {
    for (const [, expected] of TARGETS) if (expected !== null) assert.ok(vscodeAccepts(expected), expected);
    assert.equal(vscodeAccepts('file:////host/share'), false);
    assert.equal(vscodeAccepts('news:%2F%2Fgroup'), false);
  });

  for (const [written, expected] of TARGETS) {
    it(`${written} → ${expected ?? 'no link'}`, async () => {
      const { uri } = await client.open('plaintext', `see ${written} and https://example.org/ok\n`);
      const links = (await client.links(uri)) ?? [];
      for (const link of links) assert.ok(vscodeAccepts(link.target!), link.target);
      assert.deepEqual(links.map((l) => l.target), [...(expected === null ? [] : [expected]), 'https://example.org/ok']);
    });
  }

  it('a relative reference of four slashes resolved against a file: document is a UNC link too', async () => {
    const { uri } = await client.open('markdown', '[share](////host/share/doc.md)\n', 'file:///work/readme.md');
    assert.deepEqual(((await client.links(uri)) ?? []).map((l) => l.target), ['file://host/share/doc.md']);
  });
});
