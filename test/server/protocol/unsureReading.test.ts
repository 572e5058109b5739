/**
 * The server claims a URI's syntax only where it knows it read the URI in its language: in a language whose strings
 * the table reads fully (or in plain text, markup and data it reads as they are written). In a language the table
 * knows only by its basic strings, in a language id it has no row for, and in a document its editor calls `plaintext`
 * whose file's extension nothing names, a syntax finding is Information. Seen over the real protocol, one real line
 * (nim-chronos tests/testhttpclient.nim, a test of invalid ports) opened as each.
 */
import assert from 'node:assert/strict';
import { TestClient } from './client';

let client: TestClient;
let count = 0;

const LEVELS = ['', 'Error', 'Warning', 'Information', 'Hint'];

const LINE = '        res1 = getHttpAddress("http://www.google.com:-80")\n';

/** `severity code` of each diagnostic of `text` opened as `languageId` at a file named `name`. */
async function verdicts(languageId: string, name: string, text: string): Promise<string[]> {
  const { uri } = await client.open(languageId, text, `file:///unsure/${++count}/${name}`);
  return (await client.diagnostics(uri)).map((d) => `${LEVELS[d.severity ?? 0]!} ${String(d.code)}`);
}

/** Editor's language id, file name, what is reported. */
const CASES: readonly [string, string, string][] = [
  ['nim', 'testhttpclient.nim', 'Information invalid-port'],
  ['plaintext', 'testhttpclient.nim', 'Information invalid-port'],
  ['plaintext', 'testhttpclient.nim.orig', 'Information invalid-port'],
  ['nim-custom', 'testhttpclient.nim.orig', 'Information invalid-port'],
  // A string the table reads fully, and plain text that is plain text: claims.
  ['python', 'client.py', 'Error invalid-port'],
  ['plaintext', 'notes.txt', 'Error invalid-port'],
  ['plaintext', 'NOTES', 'Error invalid-port'],
];

describe('protocol (in-process): a syntax finding where the server cannot tell a string from code is Information', () => {
  before(async () => { client = await TestClient.start({ transport: 'in-process' }); });
  after(async () => { await client.stop(); });

  for (const [languageId, name, expected] of CASES) {
    it(`${name} opened as ${languageId}: ${expected}`, async () => {
      assert.deepEqual(await verdicts(languageId, name, LINE), [expected]);
    });
  }
});
