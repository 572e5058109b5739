/**
 * Requests over a huge range or a huge document are capped, as validation
 * is, over the real protocol: a select-all code action on a
 * document with 30,000 problems computes the fixes of its first 1,000
 * references, Fix all edits 1,000 references a run, the links stop at
 * 10,000, and a hover on a reference longer than 65,536 characters says so
 * instead of building its table; the server answers another document
 * meanwhile.
 */
import assert from 'node:assert/strict';
import type { CodeAction, TextEdit } from 'vscode-languageserver-protocol/node';
import { TestClient } from './client';

describe('protocol: huge ranges and documents are capped', function () {
  this.timeout(120_000);
  let client: TestClient;
  let huge: string;
  let lines: string[];
  let small: string;
  before(async () => {
    client = await TestClient.start({ transport: 'in-process' });
    // 30,000 broken URIs and 15,000 valid ones, ten to a line.
    lines = Array.from({ length: 4_500 }, (_, i) => Array.from({ length: 10 }, (_, k) => (k % 3 === 2 ? `http://ok${i}-${k}.example/` : `http://x${i}|y${k}/`)).join(' '));
    huge = (await client.open('plaintext', `${lines.join('\n')}\n`)).uri;
    small = (await client.open('markdown', 'see http://a|b/ here\n')).uri;
    await client.diagnostics(huge);
    await client.diagnostics(small);
  });
  after(async () => { await client.stop(); });

  const everything = () => ({ start: { line: 0, character: 0 }, end: { line: lines.length, character: 0 } });

  it('a select-all code action: the fixes of the first 1,000 references, and another document is answered meanwhile', async () => {
    const diagnostics = await client.diagnostics(huge);
    const actions = client.codeActions(huge, everything(), diagnostics);
    const hover = client.hover(small, { line: 0, character: 6 });
    const [answered, hovered] = await Promise.all([actions, hover]);
    assert.ok(hovered);
    const fixed = new Set((answered as CodeAction[]).flatMap((a) => Object.values(a.edit?.changes ?? {}).flat().map((e: TextEdit) => e.range.start.line)));
    // 1,000 references of ten to a line, two in three broken: the first 150 lines or so.
    assert.ok(fixed.size > 0 && Math.max(...fixed) < 160, `lines ${Math.min(...fixed)} to ${Math.max(...fixed)}`);
  });

  it('Fix all edits 1,000 references a run, in text order', async () => {
    const actions = (await client.codeActions(huge, everything(), [], ['source.fixAll'])) as CodeAction[];
    const edits = actions.flatMap((a) => Object.values(a.edit?.changes ?? {}).flat());
    assert.equal(edits.length, 1_000);
    assert.equal(edits[0]!.range.start.line, 0);
  });

  it('the links stop at 10,000', async () => {
    const links = (await client.links(huge)) ?? [];
    assert.equal(links.length, 10_000);
  });

  it('a hover on a reference of 100,000 characters says it is too long to explain', async () => {
    const long = `http://example.com/${'a|b/'.repeat(25_000)}`;
    const doc = await client.open('plaintext', `see ${long} here\n`);
    await client.diagnostics(doc.uri);
    const hover = await client.hover(doc.uri, { line: 0, character: 10 });
    assert.match(JSON.stringify(hover?.contents), /100,019 characters: too long to explain here/);
    assert.deepEqual(hover?.range, { start: { line: 0, character: 4 }, end: { line: 0, character: 4 + long.length } });
  });
});
