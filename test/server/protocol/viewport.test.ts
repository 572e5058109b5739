// A document with more problems than the editor keeps: VS
// Code keeps 1,000 per file, errors first, so the server chooses which to
// publish by where the user looks (`uriLint/view`), against the real server.
import assert from 'node:assert/strict';
import type { Diagnostic } from 'vscode-languageserver-protocol';
import { VIEW_NOTIFICATION } from '@uri-lint/server/contract';
import type { ViewParams } from '@uri-lint/server/contract';
import { TestClient } from './client';

/** VS Code's own limit, which its client sends. */
const LIMIT = 1000;
const LINES = 3000;

/**
 * A generated file: every line an error (a `|` in a query), every fifth also
 * a password (a warning). 3,600 problems, the warnings all below the 1,000th
 * error, where VS Code's errors-first cut never reaches.
 */
function generated(lines = LINES): string {
  return Array.from({ length: lines }, (_, i) =>
    i % 5 === 4 ? `line ${i}: http://a${i}.example/x|y and https://user:pw${i}@b${i}.example/` : `line ${i}: http://a${i}.example/x|y`).join('\n');
}

const ERROR = 1;
const WARNING = 2;
const lines = (diagnostics: Diagnostic[]) => new Set(diagnostics.map((d) => d.range.start.line));
const onLines = (diagnostics: Diagnostic[], first: number, last: number) =>
  diagnostics.filter((d) => d.range.start.line >= first && d.range.start.line <= last);

function view(uri: string, first: number, last: number, cursor = last): ViewParams {
  return { uri, visible: [{ start: { line: first, character: 0 }, end: { line: last, character: 0 } }], cursors: [{ line: cursor, character: 0 }] };
}

describe('protocol: more problems than the editor keeps', () => {
  let client: TestClient;
  beforeEach(async () => {
    client = await TestClient.start({ transport: 'in-process', initializationOptions: { documentStatus: true, diagnosticsLimit: LIMIT } });
  });
  afterEach(async () => { await client.stop(); });

  it('scrolled to the end, the problems at the end are published, warnings with errors', async () => {
    const doc = await client.open('markdown', generated());
    const first = await client.diagnostics(doc.uri);
    // No view yet: errors first, as many as the editor keeps, none of the warnings.
    assert.equal(first.length, LIMIT);
    assert.ok(first.every((d) => d.severity === ERROR));
    const status = await client.status(doc.uri);
    assert.deepEqual([status.problems, status.shown], [LINES + LINES / 5, LIMIT]);

    const next = client.nextDiagnostics(doc.uri);
    await client.sendRaw(VIEW_NOTIFICATION, view(doc.uri, LINES - 40, LINES - 1));
    const scrolled = await next;
    assert.equal(scrolled.length, LIMIT);
    // Every problem in view: 40 errors and 8 warnings.
    const inView = onLines(scrolled, LINES - 40, LINES - 1);
    assert.deepEqual([inView.filter((d) => d.severity === ERROR).length, inView.filter((d) => d.severity === WARNING).length], [40, 8]);
    // And those a screen above, so that scrolling up a page finds them drawn.
    assert.equal(onLines(scrolled, LINES - 80, LINES - 41).length, 48);
    // Published with the view's first: VS Code draws the squiggles of a file's first 500 diagnostics only.
    const firsts = scrolled.slice(0, 48).map((d) => d.range.start.line);
    assert.ok(firsts.every((line) => line >= LINES - 40), `the first 48 published are not all in view: ${firsts.join(', ')}`);
  });

  it('the cursor counts as well as what is in view, and a view that arrived before the document is used at once', async () => {
    const uri = 'file:///test/generated.md';
    await client.sendRaw(VIEW_NOTIFICATION, { ...view(uri, 0, 30), cursors: [{ line: 2000, character: 3 }] });
    const doc = await client.open('markdown', generated(), uri);
    const shown = await client.diagnostics(doc.uri);
    assert.equal(shown.length, LIMIT);
    assert.ok([...Array(31).keys()].every((line) => lines(shown).has(line)), 'every line in view');
    assert.equal(onLines(shown, 1995, 2005).length, 11 + 2, 'every problem around the cursor, its warnings too');
  });

  it('a large document opened in view: the problems in view are published first, then the choice among all', async () => {
    // 600 KB, over the size that is judged in view first.
    const uri = 'file:///test/large.md';
    await client.sendRaw(VIEW_NOTIFICATION, view(uri, 9000, 9040));
    const seen = client.published.length;
    const doc = await client.open('markdown', generated(12_000), uri);
    const status = await client.status(doc.uri);
    const [early, chosen] = client.published.slice(seen).filter((p) => p.uri === uri).map((p) => p.diagnostics);
    assert.equal(status.problems, 12_000 + 2400);
    // The screen, a screen above it and one below: 123 lines, 25 of them with a password too.
    assert.equal(early!.length, 123 + 25);
    assert.deepEqual([Math.min(...lines(early!)), Math.max(...lines(early!))], [8959, 9081]);
    // The whole choice then holds them all.
    assert.equal(chosen!.length, LIMIT);
    assert.equal(onLines(chosen!, 8959, 9081).length, early!.length);
  });

  it('uriLint.maxProblems below the limit caps the choice, and the output channel says so once', async () => {
    await client.updateSettings({ maxProblems: 100 });
    const doc = await client.open('markdown', generated());
    assert.equal((await client.diagnostics(doc.uri)).length, 100);
    const next = client.nextDiagnostics(doc.uri);
    await client.sendRaw(VIEW_NOTIFICATION, view(doc.uri, 1500, 1520));
    const scrolled = await next;
    assert.equal(scrolled.length, 100);
    assert.equal(onLines(scrolled, 1500, 1520).length, 21 + 4);
    const told = client.logs.filter((l) => l.message.includes(doc.uri) && /problems/.test(l.message));
    assert.equal(told.length, 1);
    assert.match(told[0]!.message, /3600 problems; the editor is given 100 at a time \(uriLint\.maxProblems\)/);
  });

  it('a document within the limit publishes all its problems, whatever the view', async () => {
    const text = generated().split('\n').slice(0, 500).join('\n');
    const doc = await client.open('markdown', text);
    await client.sendRaw(VIEW_NOTIFICATION, view(doc.uri, 400, 450));
    const edited = await client.change(doc.uri, [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: 'x' }]);
    assert.equal((await client.diagnostics(doc.uri, edited.version)).length, 600);
    const status = await client.status(doc.uri, edited.version);
    assert.deepEqual([status.problems, status.shown], [600, undefined]);
  });

  const MALFORMED: [string, unknown][] = [
    ['no uri', { visible: [], cursors: [] }],
    ['a negative line', { uri: 'file:///test/x.md', visible: [{ start: { line: -1, character: 0 }, end: { line: 2, character: 0 } }], cursors: [] }],
    ['cursors not an array', { uri: 'file:///test/x.md', visible: [], cursors: { line: 1, character: 0 } }],
  ];
  for (const [what, params] of MALFORMED) {
    it(`a view with ${what} is rejected in one log line`, async () => {
      await client.sendRaw(VIEW_NOTIFICATION, params);
      // A request after the notification is answered after it: the log line is there by then.
      await client.hover('file:///test/none.md', { line: 0, character: 0 });
      assert.equal(client.logs.filter((l) => /view rejected/.test(l.message)).length, 1);
    });
  }
});
