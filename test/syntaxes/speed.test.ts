/**
 * The URI grammar's speed (issue 7 part 3), on the real engine and the way
 * VS Code calls it (`tokenizeLine2`, binary tokens): a line at VS Code's
 * tokenization limit (`editor.maxTokenizationLineLength`, 20,000
 * characters) of URI-heavy text in under 10 ms, a 1 MB line in under
 * 500 ms, and the same for lines built to make a backtracking pattern
 * explode. Medians of several runs after a warm-up. No time limit is passed
 * to the engine, so slowness cannot hide as an early stop.
 */
import * as assert from 'node:assert/strict';
import { performance } from 'node:perf_hooks';
import * as textmate from 'vscode-textmate';
import { grammar, tokenize, uriSpans } from './engine';

/** Prose as dense with URIs as a link list, of every shape: percent-encoded, bracketed, opaque, an IP literal. */
const URI_HEAVY = 'See https://example.com/docs/guide.html#install and http://localhost:8080/api/v1/users?id=42&sort=name, ' +
  'or mail mailto:someone@example.org (https://en.wikipedia.org/wiki/URI_(disambiguation)); file a bug at ' +
  'https://github.com/org/repo/issues/new?title=Bug%20report. Also urn:isbn:0451450523 and ftp://[2001:db8::1]:21/pub/file.txt. ';

const LIMIT = 20_000;
const MEGABYTE = 1 << 20;

/** `unit` repeated to `length` characters. */
function repeat(unit: string, length: number): string {
  return unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
}

/** The median time of tokenizing `line` as plain text, in milliseconds. */
async function medianMs(line: string, runs: number): Promise<number> {
  const plain = await grammar('text.plain');
  plain.tokenizeLine2(line, textmate.INITIAL);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const result = plain.tokenizeLine2(line, textmate.INITIAL);
    times.push(performance.now() - start);
    assert.equal(result.stoppedEarly, false);
  }
  return times.sort((a, b) => a - b)[runs >> 1]!;
}

/** Lines that would take exponential or quadratic time if any pattern could backtrack or rescan. */
const PATHOLOGICAL: [string, (length: number) => string][] = [
  ['http:// repeated', (n) => repeat('http://', n)],
  ['http://a/ repeated, ending in a {', (n) => repeat('http://a/', n - 1) + '{'],
  ['a URI of %%%%', (n) => 'http://x/' + repeat('%', n)],
  ['a URI of %41%41', (n) => 'http://x/' + repeat('%41', n)],
  ['a URI of [[[[', (n) => 'http://x/' + repeat('[', n)],
  ['a URI of ((((', (n) => 'http://x/' + repeat('(', n)],
  ['a URI of (a(a(a', (n) => 'http://x/' + repeat('(a', n)],
  ['a URI of @@@@', (n) => 'http://' + repeat('@', n)],
  ['a URI of ....', (n) => 'http://x' + repeat('.', n) + 'y'],
  ['a URI of &#&#', (n) => 'http://x/?' + repeat('&#', n)],
  ['::::', (n) => repeat(':', n)],
  ['mailto: repeated', (n) => repeat('mailto:', n)],
  ['a run without spaces', (n) => repeat('abcdefghij', n)],
];

describe('syntaxes: speed (issue 7 part 3)', function () {
  this.timeout(120_000);
  // Another process busy on a shared machine can stretch one measurement; a slow grammar fails every try.
  this.retries(2);

  it(`the URI-heavy line holds its URIs (${URI_HEAVY.length} characters, 7 URIs)`, async () => {
    const [tokens] = await tokenize('text.plain', [URI_HEAVY]);
    assert.equal(uriSpans(tokens!).length, 7);
  });

  it('a 20,000-character line of URI-heavy text: under 10 ms', async () => {
    const ms = await medianMs(repeat(URI_HEAVY, LIMIT), 21);
    assert.ok(ms < 10, `${ms.toFixed(2)} ms`);
  });

  it('a 1 MB line of URI-heavy text: under 500 ms', async () => {
    const ms = await medianMs(repeat(URI_HEAVY, MEGABYTE), 3);
    assert.ok(ms < 500, `${ms.toFixed(0)} ms`);
  });

  for (const [name, line] of PATHOLOGICAL) {
    it(`${name}: 20,000 characters under 10 ms, 1 MB under 500 ms`, async () => {
      const short = await medianMs(line(LIMIT), 7);
      const long = await medianMs(line(MEGABYTE), 3);
      assert.ok(short < 10 && long < 500, `${short.toFixed(2)} ms, ${long.toFixed(0)} ms`);
    });
  }
});
