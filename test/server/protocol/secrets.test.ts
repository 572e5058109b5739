/**
 * RFC 3986 §3.2.1: a password in userinfo is never shown. Every
 * surface the server writes to is collected over the real protocol —
 * diagnostic messages, hovers, code-action titles, link targets and
 * tooltips, the document status, logs and messages shown to the user — for
 * passwords of every shape a URI can hold them in, in every way a file can
 * hold the URI, under settings that turn every rule on.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CodeAction, Command, CompletionItem, Diagnostic } from 'vscode-languageserver-protocol/node';
import { serverOverTree, TestClient } from './client';
import { HIDDEN_PASSWORDS, HIDDEN_SECRET } from './secretShapes';

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

/** Every text the server shows of a document's URIs: diagnostics, status, hovers at every third character, code actions over each line, links, logs and messages. */
async function shownSurfaces(client: TestClient, uri: string, text: string, diagnostics: Diagnostic[]): Promise<string[]> {
  const shown: string[] = [
    ...diagnostics.map((d) => d.message),
    // The status's `uri` names the document to the client, as publishDiagnostics does; the rest is shown.
    ...strings({ ...(await client.status(uri)), uri: undefined } as unknown),
  ];
  const lines = text.split('\n');
  for (let line = 0; line < lines.length; line++) {
    for (let character = 0; character <= lines[line]!.length; character += 3) {
      const hover = await client.hover(uri, { line, character });
      if (hover) shown.push(...strings(hover.contents));
    }
    const range = { start: { line, character: 0 }, end: { line, character: lines[line]!.length } };
    shown.push(...shownOfActions(await client.codeActions(uri, range, diagnostics)));
    shown.push(...shownOfActions(await client.codeActions(uri, range, diagnostics, ['source.fixAll'])));
  }
  for (const link of (await client.links(uri)) ?? []) shown.push(link.target ?? '', link.tooltip ?? '');
  shown.push(...client.logs.map((l) => l.message), ...client.shownMessages.map((m) => m.message));
  return shown;
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
        const shown = await shownSurfaces(client, doc.uri, text, diagnostics);
        // Absolute URIs are found in every file type (a network-path reference only in links and strings).
        if (/^"?[a-z]+:/i.test(uri) && shape !== 'percent-encoded') assert.ok(diagnostics.length > 0, 'the URI is reported');
        const leaks = shown.filter((s) => SECRET.test(s));
        assert.deepEqual(leaks, []);
        await client.close(doc.uri);
      });
    }
  }

  // Where an `@` follows a `user:` in the same reference, what lies between is a possible password.
  for (const [shape, uri] of HIDDEN_PASSWORDS) {
    for (const [languageId, wrap] of DOCUMENTS) {
      it(`a password ${shape}, in ${languageId}`, async () => {
        const text = wrap(uri);
        const doc = await client.open(languageId, text);
        const diagnostics = await client.diagnostics(doc.uri);
        const shown = await shownSurfaces(client, doc.uri, text, diagnostics);
        assert.ok(shown.some((s) => s.includes('••••')), 'the hover shows the password masked');
        assert.deepEqual(shown.filter((s) => HIDDEN_SECRET.test(s)), []);
        await client.close(doc.uri);
      });
    }
  }
});

describe('protocol: a base\'s or a document\'s password never appears', () => {
  let client: TestClient;
  before(async () => {
    client = await TestClient.start({ transport: 'in-process', settings: { maxProblems: 1 }, initializationOptions: { documentStatus: true } });
  });
  after(async () => { await client.stop(); });

  /** The links and every shown text of a document, after its diagnostics. */
  async function surfaces(languageId: string, text: string, uri?: string): Promise<{ targets: string[]; shown: string[] }> {
    const doc = await client.open(languageId, text, uri);
    const shown = await shownSurfaces(client, doc.uri, text, await client.diagnostics(doc.uri));
    const targets = ((await client.links(doc.uri)) ?? []).map((l) => l.target ?? '');
    await client.close(doc.uri);
    return { targets, shown };
  }

  const BASES: [string, string, string][] = [
    ['a password', 'https://admin:Zq7base@base.example/dir/', 'https://admin@base.example/dir/page.html'],
    ['a password with a #', 'https://admin:2024#Zq7b@base.example/dir/', 'https://admin@base.example/dir/page.html'],
    ['a percent-encoded password', 'https://admin:Zq7%2Fb@base.example/dir/', 'https://admin@base.example/dir/page.html'],
  ];
  for (const [what, base, target] of BASES) {
    it(`<base href> with ${what}: the target resolves without it`, async () => {
      const { targets, shown } = await surfaces('html', `<base href="${base}">\n<a href="page.html">x</a>\n`);
      assert.ok(targets.includes(target), targets.join(', '));
      assert.deepEqual(shown.filter((s) => HIDDEN_SECRET.test(s)), []);
    });

    it(`uriLint.baseUri with ${what}: the target resolves without it`, async () => {
      await client.updateSettings({ maxProblems: 1, baseUri: base });
      try {
        const doc = await client.openUntitled('markdown', '[x](page.html)\n');
        const shown = await shownSurfaces(client, doc.uri, '[x](page.html)\n', await client.diagnostics(doc.uri));
        const targets = ((await client.links(doc.uri)) ?? []).map((l) => l.target ?? '');
        await client.close(doc.uri);
        assert.deepEqual(targets, [target]);
        assert.deepEqual(shown.filter((s) => HIDDEN_SECRET.test(s)), []);
      } finally {
        await client.updateSettings({ maxProblems: 1 });
      }
    });
  }

  for (const uri of ['ftp://admin:Zq7doc@files.example/dir/notes.md', 'ftp://admin:Zq7a%23Zq7b@files.example/dir/notes.md']) {
    it(`the document's own URI ${uri.replace(/Zq7\w*/g, '…')}: links, hovers and logs leave its password out`, async () => {
      // Two problems past uriLint.maxProblems (1): the log names the document.
      const text = '[x](page.md) and http://a:80a/ and http://b:80b/\n';
      const logged = client.logs.length;
      const { targets, shown } = await surfaces('markdown', text, uri);
      assert.deepEqual(targets.filter((t) => t.endsWith('page.md')), ['ftp://admin@files.example/dir/page.md']);
      assert.ok(client.logs.slice(logged).some((l) => l.message.includes('ftp://admin:••••@files.example/dir/notes.md')), 'the log names the document');
      assert.deepEqual(shown.filter((s) => HIDDEN_SECRET.test(s)), []);
    });
  }

  it('the message about a document too large names it without its password', async () => {
    const uri = 'ftp://admin:Zq7large@files.example/big.txt';
    client.settings.set(uri, { maxFileSize: 8 });
    const shownBefore = client.shownMessages.length;
    const doc = await client.open('plaintext', 'see http://example.com/ here\n', uri);
    await client.diagnostics(doc.uri);
    await client.close(doc.uri);
    const messages = client.shownMessages.slice(shownBefore).map((m) => m.message);
    assert.ok(messages.some((m) => m.includes('ftp://admin:••••@files.example/big.txt')), messages.join('\n'));
    assert.deepEqual(messages.filter((m) => HIDDEN_SECRET.test(m)), []);
  });
});

/**
 * The surfaces that read other files: link and fragment messages, the hover
 * and the link target of a path, completion of headings; and directives (a
 * "code" that is a URI). A password written in a path, a fragment or a
 * heading (`./alice:pw@host/a.md`, `#alice:pw@host`) is masked as elsewhere:
 * no piece of it, in any letter case (a heading's id is a slug of its text).
 */
describe('protocol (spawn): no password on the surfaces of links, fragments, completion and directives', () => {
  const LEAK = /zq7/i;
  const DOC = [
    '[p](./alice:Zq7a@host/page.md)',
    '[f](page.md#alice:Zq7b@host)',
    '[g](page.md#https://alice:Zq7c@host/)',
    '[m](docs/alice:Zq7h@host.md)',
    '<!-- uri-lint-disable-next-line https://alice:Zq7e@host/ -->',
    'text',
    '',
  ].join('\n');
  const TREE = {
    'page.md': '# Title\n\n## Intro https://alice:Zq7f@host/\n\n## Plain\n',
    'alice:Zq7g@host.md': '# Named with a password\n',
    'docs/x.md': '# X\n',
  };
  let client: TestClient;
  let dir: string;
  serverOverTree('uri-lint-secrets-', TREE, (started, folder) => {
    client = started;
    dir = folder;
  });

  it('messages, hovers, links, code actions and logs', async () => {
    const uri = pathToFileURL(path.join(dir, 'a.md')).href;
    await client.open('markdown', DOC, uri);
    // The files the links name are read first: the diagnostics that follow judge them.
    let diagnostics = await client.diagnostics(uri);
    for (let i = 0; i < 5 && !diagnostics.some((d) => d.code === 'link-missing-fragment'); i++) diagnostics = await client.nextDiagnostics(uri);
    const codes = diagnostics.map((d) => String(d.code));
    for (const code of ['link-missing-file', 'link-missing-fragment', 'unused-directive']) assert.ok(codes.includes(code), codes.join(', '));
    const shown = await shownSurfaces(client, uri, DOC, diagnostics);
    assert.deepEqual(shown.filter((s) => LEAK.test(s)), []);
  });

  it('completion: no heading, id or file name holding a password', async () => {
    const text = '[c](page.md#)\n[d](./)\n';
    const uri = pathToFileURL(path.join(dir, 'b.md')).href;
    await client.open('markdown', text, uri);
    const items: CompletionItem[] = [];
    for (const position of [{ line: 0, character: 12 }, { line: 1, character: 6 }]) {
      const answer = await client.requestRaw('textDocument/completion', { textDocument: { uri }, position });
      items.push(...((answer.result ?? []) as CompletionItem[]));
    }
    assert.ok(items.some((i) => i.label === '#plain'), JSON.stringify(items.map((i) => i.label)));
    assert.ok(items.some((i) => i.label === 'page.md'), JSON.stringify(items.map((i) => i.label)));
    assert.deepEqual(items.filter((i) => LEAK.test(JSON.stringify(i))).map((i) => i.label), []);
  });
});
