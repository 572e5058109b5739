/**
 * Many `uriLint.ignorePatterns`, over the real protocol to the
 * built server: a list of 50,000 globs is compiled once and shared by every
 * document, each glob only when a URI starts and ends as it does, so the
 * server keeps answering; past the cap (100,000 patterns, of which 1,000
 * regular expressions) the rest is not used and the user is told once.
 */
import assert from 'node:assert/strict';
import { TestClient } from './client';

/** `n` globs, one per host; the URI of host `i` is `https://host-i.example/…`. */
function globs(n: number): string[] {
  return Array.from({ length: n }, (_, i) => `https://host-${i}.example/*`);
}

describe('protocol: tens of thousands of ignorePatterns', function () {
  this.timeout(120_000);

  it('50,000 globs: the matching URIs are ignored in every document, and a hover elsewhere answers meanwhile', async () => {
    const client = await TestClient.start({ transport: 'spawn', settings: { ignorePatterns: globs(50_000) } });
    try {
      const small = await client.open('markdown', 'see http://a|b/ here\n');
      await client.diagnostics(small.uri);
      const docs = [];
      for (let d = 0; d < 4; d++) {
        docs.push(await client.open('plaintext', `see https://host-${49_999 - d}.example/a|b and http://x|y/ and https://host-x.example/c|d\n`));
      }
      // While the four are validated, another document is hovered.
      const started = performance.now();
      const hover = await client.hover(small.uri, { line: 0, character: 6 });
      const hoverMs = performance.now() - started;
      assert.ok(hover, 'the hover answered');
      for (const [d, doc] of docs.entries()) {
        const text = `see https://host-${49_999 - d}.example/a|b and http://x|y/ and https://host-x.example/c|d`;
        const columns = (await client.diagnostics(doc.uri)).map((d) => d.range.start.character);
        // The host-4999x URI is ignored; the two others are not (each shown on the host or token holding its "|").
        assert.deepEqual(columns, [text.indexOf('x|y'), text.indexOf('c|d')], doc.uri);
      }
      assert.ok(hoverMs < 2000, `the hover took ${hoverMs.toFixed(0)} ms`);
    } finally {
      await client.stop();
    }
  });

  it('200,001 patterns: the first 100,000 are used, the user is told once, and the server keeps serving', async () => {
    const patterns = [...globs(199_000), ...Array.from({ length: 1_000 }, (_, i) => `/^urn:x-${i}:/`), 'http://x*'];
    // 6 MB of settings: on a busy machine the answer may take longer than the 3 s after which the defaults would apply.
    const client = await TestClient.start({ transport: 'in-process', settings: { ignorePatterns: patterns }, serverOptions: { configurationTimeout: 60_000 } });
    try {
      const first = await client.open('plaintext', 'see https://host-99999.example/a|b and https://host-100000.example/c|d\n');
      const second = await client.open('plaintext', 'see http://x|y/ here\n');
      // The second URI's "|", shown on its segment `c|d`.
      const text = 'see https://host-99999.example/a|b and https://host-100000.example/c|d';
      assert.deepEqual((await client.diagnostics(first.uri)).map((d) => d.range.start.character), [text.indexOf('c|d')]);
      // 'http://x*' is past the cap: not used.
      assert.equal((await client.diagnostics(second.uri)).length, 1);
      const told = client.shownMessages.filter((m) => m.message.includes('uriLint.ignorePatterns are not used'));
      assert.equal(told.length, 1, JSON.stringify(client.shownMessages));
      assert.match(told[0]!.message, /100001 of the 200001 patterns .* at most 100000 patterns, of which 1000 regular expressions/);
    } finally {
      await client.stop();
    }
  });
});
