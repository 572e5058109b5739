// Document links. VS Code's vscode.executeLinkProvider merges every
// provider's links: URI Lint's, its own link detector (which links any
// `http://…` as written, valid or not) and those of the built-in Markdown,
// HTML and JSON servers. So each test takes URI Lint's own links from the
// provider its client registered, compares them exactly, and checks that
// VS Code's merged list holds each of them.
import * as assert from 'assert';
import type * as vscode from 'vscode';
import { allLinks, open, target, uriLint, uriLintLinks, type LinkSummary, type Span } from './helpers';

/** Targets are given as the server sends them; see `target()`. */
type Expected = [Span, string];

async function expectLinks(file: string, expected: (document: vscode.TextDocument) => Expected[]): Promise<LinkSummary[]> {
  const api = await uriLint();
  const document = await open('one', file);
  const wanted: LinkSummary[] = expected(document).map(([range, uri]) => [range, target(uri)]);
  assert.deepStrictEqual(await uriLintLinks(api, document), wanted);
  const all = await allLinks(document.uri);
  for (const link of wanted) {
    assert.ok(all.some((l) => JSON.stringify(l) === JSON.stringify(link)), `${JSON.stringify(link)} not among VS Code's links ${JSON.stringify(all)}`);
  }
  return all;
}

const CODE_SCHEMES = /^(command|javascript):/i;

/** Whether two spans share a character. */
function overlap(a: Span, b: Span): boolean {
  const before = (x: Span, y: Span) => x[2] < y[0] || (x[2] === y[0] && x[3] <= y[1]);
  return !before(a, b) && !before(b, a);
}

describe('links', () => {
  it('Markdown: bare URIs, the password left out, an IRI as its URI; link destinations left to VS Code\'s Markdown extension', async () => {
    const all = await expectLinks('guide.md', () => [
      // [RFC 3986](https://…) and [setup](docs/setup.md#install): VS Code's Markdown extension links them.
      // <https://example.com/a%zz> is invalid: no link from URI Lint.
      [[4, 12, 4, 52], 'https://user@example.com/private'],
      [[6, 8, 6, 32], 'https://example.com/caf%C3%A9'],
      // [quit](command:…) and [run](javascript:…): never links from URI Lint.
    ]);
    // Each destination is still a link, VS Code's own.
    for (const destination of [[2, 16, 2, 54], [5, 30, 5, 51]]) {
      assert.ok(all.some(([range]) => overlap(range, destination as Span)), JSON.stringify(all));
    }
  });

  it('HTML: against <base href>; no link at all for javascript: or command:', async () => {
    const all = await expectLinks('page.html', () => [
      [[2, 18, 2, 42], 'https://example.org/app/'],
      // http://exa mple.com/ is invalid, www.bank.example@evil.example poses as another host (§7.6): no link.
      [[5, 10, 5, 25], 'https://example.org/app/images/logo.png'],
    ]);
    // Neither URI Lint nor VS Code's HTML server links them.
    assert.deepStrictEqual(all.filter(([, uri]) => CODE_SCHEMES.test(uri)), []);
  });

  it('a UNC path written file:////host/share is linked as file://host/share, and the file\'s other links stay (VS Code drops every link of a file when one target fails its Uri.parse)', async () => {
    const api = await uriLint();
    const document = await open('one', 'unc.txt');
    assert.deepStrictEqual(await uriLintLinks(api, document), [
      [[0, 7, 0, 38], target('file://server/share/notes.txt')],
      [[1, 7, 1, 32], target('https://example.com/after')],
    ]);
    // VS Code keeps both. (code-server's remote URI transformer takes a file: URI's authority for its own, so the
    // UNC link it lists reads file:///share/…; desktop VS Code keeps file://server/share/….)
    const all = await allLinks(document.uri);
    assert.ok(all.some(([range, uri]) => JSON.stringify(range) === '[0,7,0,38]' && uri.startsWith('file://')), JSON.stringify(all));
    assert.ok(all.some(([range, uri]) => JSON.stringify(range) === '[1,7,1,32]' && uri === 'https://example.com/after'), JSON.stringify(all));
  });

  it('JSON: the password left out of the target', async () => {
    await expectLinks('endpoints.json', () => [
      [[1, 15, 1, 35], 'https://example.com/'],
      [[3, 17, 3, 57], 'https://user@git.example/repo.git'],
    ]);
  });

  it('YAML: an IRI with a non-ASCII host links to its IDNA form', async () => {
    await expectLinks('config.yaml', () => [
      [[0, 10, 0, 34], 'https://example.com/docs'],
      [[2, 6, 2, 32], 'https://xn--h1aafaof.xn--p1ai/icon.png'],
    ]);
  });

  it('TypeScript: in comments and strings; not an address posing as a name (§7.4)', async () => {
    await expectLinks('api.ts', () => [[[2, 3, 2, 25], 'https://example.com/ok']]);
  });

  it('Python: in comments and strings', async () => {
    await expectLinks('fetch.py', () => [
      [[0, 8, 0, 61], 'https://docs.python.org/3/library/urllib.request.html'],
      [[6, 24, 6, 65], 'ftp://anonymous@ftp.example.com/pub'],
    ]);
  });

  it('plain text: a <…> wrapped over two lines is one link (RFC 3986 Appendix C)', async () => {
    await expectLinks('notes.txt', () => [
      [[0, 7, 0, 40], 'https://example.com/path?q=1#frag'],
      [[2, 10, 3, 11], 'https://example.com/a/very/long/path'],
    ]);
  });
});
