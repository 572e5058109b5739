// A large document just opened, over the real protocol (the server as a
// process): the problems of the lines in view are published first, from a
// scan of those lines alone, and they are those the whole check finds there,
// wherever the window starts (inside a code fence, an HTML block, below front
// matter); a hover, a completion and quick fixes sent during the first check
// are answered before the whole document is even scanned.
import assert from 'node:assert/strict';
import type { CodeAction, Diagnostic, Hover, MarkupContent } from 'vscode-languageserver-protocol';
import { VIEW_NOTIFICATION } from '@uri-lint/server/contract';
import type { ViewParams } from '@uri-lint/server/contract';
import { pathToFileURL } from 'node:url';
import * as path from 'node:path';
import { serverOverTree, TestClient } from './client';

/** One section of the document: prose with problems, a long code fence, an HTML block, an indented block. */
function section(k: number): string[] {
  const fence = Array.from({ length: 60 }, (_, i) => (i % 6 === 0 ? `  fetch("http://code${k}-${i}.example/a|b"); // ${i}` : `  step(${i}); // ${i}`));
  return [
    `## Section ${k}`,
    '',
    `Read [the guide](http://guide${k}.example/a|b) and deploy with https://deploy:Zq7secret@h${k}.example/ as shown.`,
    '',
    '```js',
    ...fence,
    '```',
    '',
    '<div class="note">',
    ...Array.from({ length: 30 }, (_, i) => `<p>Note ${i}: see http://html${k}-${i}.example/%zz and <a href="http://a${k}-${i}.example/x^y">this</a>.</p>`),
    '</div>',
    '',
    `    indented http://indent${k}.example/a|b`,
    '',
    ...Array.from({ length: 20 }, (_, i) => `Line ${i} of section ${k}, with http://p${k}-${i}.example/%zz in it.`),
    '',
  ];
}

/** About 3 MB: front matter holding a URI, then sections. */
function document(): string[] {
  const lines = ['---', 'title: A large guide', 'canonical: http://front.example/a|b', '---', ''];
  for (let k = 0; lines.length < 40_000; k++) lines.push(...section(k));
  return lines;
}

const LINES = document();
const TEXT = `${LINES.join('\n')}\n`;
/** The lines the window starts at depend on the view: 40 lines (a screen) are added above and below it. */
const MARGIN = 40;

/** A view of `height` lines whose window (the view and a margin) starts at `line`. */
function viewFrom(uri: string, line: number, height = 40): ViewParams {
  const first = line + Math.max(MARGIN, height);
  return { uri, visible: [{ start: { line: first, character: 0 }, end: { line: first + height - 1, character: 0 } }], cursors: [{ line: first, character: 0 }] };
}

const key = (d: Diagnostic) => `${d.range.start.line}:${d.range.start.character}-${d.range.end.line}:${d.range.end.character} ${d.severity} ${String(d.code)} ${d.message}`;
const on = (diagnostics: Diagnostic[], first: number, last: number) =>
  diagnostics.filter((d) => d.range.start.line >= first && d.range.start.line <= last).map(key).sort();

/** The index of the `n`th line (0-based) for which `test` holds. */
function nth(test: (line: string) => boolean, n: number): number {
  let seen = 0;
  const index = LINES.findIndex((line) => test(line) && seen++ === n);
  assert.ok(index >= 0);
  return index;
}

/** The server's log line of the first check of `uri`, once it was published whole: the steps, in ms after it was opened. */
async function firstCheckLog(client: TestClient, uri: string): Promise<string> {
  await client.status(uri, 1);
  // Logged after the status: a request sent now is answered after the log line came.
  await client.hover('file:///test/none.md', { line: 0, character: 0 });
  return client.logs.find((l) => l.message.includes(uri) && /first checked/.test(l.message))?.message ?? '';
}

describe('protocol: a large document opened, the lines in view first', function () {
  this.timeout(120_000);
  let client: TestClient;
  beforeEach(async () => {
    client = await TestClient.start({ transport: 'spawn', initializationOptions: { documentStatus: true, diagnosticsLimit: 1000 } });
  });
  afterEach(async () => { await client.stop(); });

  // Windows that start where a scan from there alone would misread the lines: in a code fence (its URIs are code's
  // strings, read as JavaScript), in an HTML block, and at the front matter's end.
  const fenceOpen = nth((l) => l === '```js', 300);
  const htmlOpen = nth((l) => l === '<div class="note">', 310);
  const WINDOWS: [string, number][] = [
    ['inside a code fence', fenceOpen + 20],
    ['inside an HTML block', htmlOpen + 10],
    ['inside the front matter', 2],
  ];
  for (const [where, start] of WINDOWS) {
    it(`starting ${where}: the first publication holds the problems in view, as the whole check finds them`, async () => {
      const uri = `file:///test/large-${start}.md`;
      const view = viewFrom(uri, start);
      await client.sendRaw(VIEW_NOTIFICATION, view);
      const seen = client.published.length;
      const status = client.status(uri, 1);
      await client.open('markdown', TEXT, uri);
      const { problems } = await status;
      const [first, ...rest] = client.published.slice(seen).filter((p) => p.uri === uri).map((p) => p.diagnostics);
      assert.ok(problems > 1000, `${problems} problems`);
      assert.ok(rest.length >= 1, 'the whole check published after the lines in view');
      const last = view.visible[0]!.end.line + MARGIN;
      const inView = on(first!, view.visible[0]!.start.line, view.visible[0]!.end.line);
      assert.ok(inView.length >= 10, `${inView.length} problems in view`);
      // Nothing but the window, and every problem the whole check finds there, as it finds it.
      assert.deepEqual(on(first!, 0, LINES.length), on(first!, start, last));
      assert.deepEqual(on(first!, start, last), on(rest.at(-1)!, start, last));
      // And before the whole document was scanned, as the server's log of the first check says.
      const log = await firstCheckLog(client, uri);
      const [window, scanned] = [/problems in view \(\d+\) published after (\d+) ms/, /scanned after (\d+) ms/].map((re) => Number(re.exec(log)?.[1]));
      assert.ok(window! < scanned!, log);
    });
  }

  it('a hover, a completion and quick fixes sent during the first check are answered before the document is scanned', async () => {
    const uri = 'file:///test/large-requests.md';
    const line = nth((l) => l.startsWith('Read [the guide]'), 200);
    const at = { line, character: LINES[line]!.indexOf('http://guide') + 10 };
    const status = client.status(uri, 1);
    const opened = performance.now();
    await client.open('markdown', TEXT, uri);
    const answeredAfter = async <T>(request: Promise<T>): Promise<[T, number]> => [await request, performance.now() - opened];
    const range = { start: at, end: at };
    const [[hover, hoverMs], [completion, completionMs], [actions, actionsMs]] = await Promise.all([
      answeredAfter(client.hover(uri, at)),
      answeredAfter(client.requestRaw('textDocument/completion', { textDocument: { uri }, position: { line, character: LINES[line]!.indexOf('http://guide') + 7 } })),
      answeredAfter(client.codeActions(uri, range, [])),
    ]);
    await status;
    const log = await firstCheckLog(client, uri);
    const scanned = Number(/scanned after (\d+) ms/.exec(log)?.[1]);
    assert.ok(scanned > 0, log);
    // Measured from before the document was sent: the server had it later still.
    assert.ok(hoverMs < scanned && completionMs < scanned && actionsMs < scanned,
      `hover ${hoverMs.toFixed(0)} ms, completion ${completionMs.toFixed(0)} ms, code actions ${actionsMs.toFixed(0)} ms; ${log}`);
    assert.match((hover as Hover | null)?.contents ? ((hover as Hover).contents as MarkupContent).value : '', /\|/);
    assert.ok(completion.result !== undefined && completion.error === undefined);
    const titles = (actions as CodeAction[] | null ?? []).map((a) => a.title);
    assert.ok(titles.some((t) => /%7C/.test(t)), titles.join('; '));
  });
});

describe('protocol: a large document opened, its links in view first', function () {
  this.timeout(120_000);
  // Links to pages of the docs, one there and one not, every 50 lines: a real document's problems are mostly links.
  const lines = Array.from({ length: 30_000 }, (_, i) => (i % 50 === 0 ? `See [the guide](./guide.md) and [the missing page](./gone-${i}.md) (${i}).` : `Prose of line ${i}, long enough to make a large file of it.`));
  let client: TestClient;
  let dir = '';
  serverOverTree('uri-lint-large-links-', { 'guide.md': '# Guide\n' }, (c, d) => { client = c; dir = d; });

  it('the missing pages linked from the lines in view are published before the whole document is judged', async () => {
    const uri = pathToFileURL(path.join(dir, 'large.md')).href;
    const first = 20_000;
    await client.sendRaw(VIEW_NOTIFICATION, { uri, visible: [{ start: { line: first, character: 0 }, end: { line: first + 40, character: 0 } }], cursors: [] });
    const seen = client.published.length;
    await client.open('markdown', `${lines.join('\n')}\n`, uri);
    const log = await firstCheckLog(client, uri);
    const published = client.published.slice(seen).filter((p) => p.uri === uri).map((p) => p.diagnostics);
    const missing = (diagnostics: Diagnostic[]) => diagnostics.filter((d) => d.code === 'link-missing-file').map((d) => d.range.start.line);
    // The lines in view (and a screen around them) once their links' targets were looked up; the whole check's after.
    const early = published.slice(0, -1).find((diagnostics) => missing(diagnostics).length > 0);
    assert.ok(early, `no publication before the whole check's had a missing page; ${log}`);
    assert.deepEqual(missing(early), [20_000, 20_050]);
    assert.match(log, /with their links' targets \(2\) after \d+ ms/);
    assert.equal(missing(published.at(-1)!).length, 600);
  });
});
