/**
 * The protocol done properly: start-up, capabilities,
 * incremental sync, settings per resource and their refresh, cancellation,
 * untitled documents, served languages, the size limit, and robustness
 * against garbage documents.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT, TestClient, TRANSPORTS } from './client';

const URI_LINE = 'See https://root:pw@example.com/ and http://ex^ample.com/ here.\n';

describe('protocol: the server binary', () => {
  it('without a transport flag, explains itself and exits with 1', () => {
    const run = spawnSync(process.execPath, [path.join(ROOT, 'server/bin/uri-lint-server.js')], { encoding: 'utf8' });
    assert.equal(run.status, 1);
    assert.match(run.stderr, /--stdio/);
    assert.equal(run.stdout, '');
  });

  it('is linked as `uri-lint-server` in node_modules/.bin (npx uri-lint-server --stdio)', () => {
    const run = spawnSync(path.join(ROOT, 'node_modules/.bin/uri-lint-server'), ['--help'], { encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /--stdio/);
  });
});

for (const transport of TRANSPORTS) {
  describe(`protocol (${transport}): lifecycle`, () => {
    let client: TestClient;
    beforeEach(async () => { client = await TestClient.start({ transport }); });
    afterEach(async () => { await client.stop(); });

    it('announces incremental sync, hover, completion, links, code actions (fixes, rewrites, fix-all), its commands; with files, references, rename and file renames', () => {
      // The spawned server reads the workspace's files: its index of links answers references, highlights and renames,
      // and it hears of files renamed, to rewrite the links to them.
      const files = transport === 'spawn';
      const reads = files ? { workspace: { fileOperations: { willRename: { filters: [{ pattern: { glob: '**/*' } }] } } } } : {};
      assert.deepEqual(client.initializeResult.capabilities, {
        textDocumentSync: { openClose: true, change: 2 },
        hoverProvider: true,
        completionProvider: { triggerCharacters: ['/', '#'] },
        documentLinkProvider: { resolveProvider: false },
        codeActionProvider: { codeActionKinds: ['quickfix', 'refactor.rewrite', 'source.fixAll.uriLint', 'source.ignore.uriLint'] },
        ...(files ? { referencesProvider: true, documentHighlightProvider: true, renameProvider: { prepareProvider: true } } : {}),
        executeCommandProvider: { commands: ['uriLint.normalizeAll', 'uriLint.showConfiguration', ...(files ? ['uriLint.fileReferences'] : []), 'uriLint.renameUrlPrefix'] },
        ...reads,
      });
    });

    it('asks workspace/configuration for the document itself (scopeUri)', async () => {
      const doc = await client.open('plaintext', URI_LINE);
      await client.diagnostics(doc.uri);
      assert.ok(client.configurationAsked.includes(doc.uri));
    });

    it('republishes after incremental edits, for the new version', async () => {
      const doc = await client.open('plaintext', URI_LINE);
      const before = await client.diagnostics(doc.uri, 1);
      assert.ok(before.some((d) => d.code === 'password-in-userinfo'));
      // Delete ":pw", then fix the host: two edits in two notifications.
      await client.change(doc.uri, [{ range: { start: { line: 0, character: 16 }, end: { line: 0, character: 19 } }, text: '' }]);
      const next = await client.change(doc.uri, [{ range: { start: { line: 0, character: 43 }, end: { line: 0, character: 44 } }, text: '' }]);
      const after = await client.diagnostics(doc.uri, next.version);
      // What is left is the user name, deprecated in http URIs (RFC 9110 §4.2.4).
      assert.deepEqual(after.map((d) => d.code), ['http-userinfo']);
    });

    it('serves untitled documents', async () => {
      const doc = await client.openUntitled('plaintext', URI_LINE);
      assert.equal(doc.uri, 'untitled:Untitled-1');
      const diagnostics = await client.diagnostics(doc.uri);
      assert.ok(diagnostics.length > 0);
      const hover = await client.hover(doc.uri, { line: 0, character: 10 });
      assert.ok(hover);
    });

    it('clears the diagnostics of a closed document', async () => {
      const doc = await client.open('plaintext', URI_LINE);
      await client.diagnostics(doc.uri);
      const cleared = client.nextDiagnostics(doc.uri);
      await client.close(doc.uri);
      assert.deepEqual(await cleared, []);
    });

    it('answers null to a hover cancelled while it waits', async () => {
      const release = client.holdConfiguration();
      const doc = await client.open('plaintext', URI_LINE);
      const source = TestClient.cancellation();
      const hover = client.hover(doc.uri, { line: 0, character: 10 }, source.token);
      source.cancel();
      release();
      assert.equal(await hover, null);
      // The same request, not cancelled, has an answer.
      assert.ok(await client.hover(doc.uri, { line: 0, character: 10 }));
    });

    it('survives garbage documents and still answers afterwards', async () => {
      let seed = 7;
      const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
      const bytes = Array.from({ length: 200_000 }, () => String.fromCharCode(Math.floor(random() * 0x10000))).join('');
      for (const [languageId, text] of [['plaintext', bytes], ['html', bytes], ['markdown', '<'.repeat(1 << 20)], ['json', '"'.repeat(1 << 18)]] as const) {
        const doc = await client.open(languageId, text);
        assert.ok(Array.isArray(await client.diagnostics(doc.uri)));
        const edited = await client.change(doc.uri, [{ range: { start: { line: 0, character: 5 }, end: { line: 0, character: 6 } }, text: 'http://x' }]);
        assert.ok(Array.isArray(await client.diagnostics(doc.uri, edited.version)));
        await client.close(doc.uri);
      }
      const doc = await client.open('plaintext', URI_LINE);
      assert.ok((await client.diagnostics(doc.uri)).length > 0);
    });
  });
}

describe('protocol: settings', () => {
  let client: TestClient;
  afterEach(async () => { await client.stop(); });

  it('re-publishes with the new severity after workspace/didChangeConfiguration', async () => {
    client = await TestClient.start({ transport: 'in-process' });
    const doc = await client.open('plaintext', URI_LINE);
    const before = await client.diagnostics(doc.uri);
    const password = before.find((d) => d.code === 'password-in-userinfo');
    assert.equal(password?.severity, 2);
    const next = client.nextDiagnostics(doc.uri);
    await client.updateSettings({ severity: { 'password-in-userinfo': 'error' } });
    assert.equal((await next).find((d) => d.code === 'password-in-userinfo')?.severity, 1);
  });

  it('reads settings per resource', async () => {
    client = await TestClient.start({ transport: 'in-process' });
    client.settings.set('file:///test/doc2.txt', { enable: false });
    const one = await client.open('plaintext', URI_LINE);
    const two = await client.open('plaintext', URI_LINE);
    assert.notDeepEqual(await client.diagnostics(one.uri), []);
    assert.deepEqual(await client.diagnostics(two.uri), []);
  });

  it('serves only the languages of uriLint.languages', async () => {
    client = await TestClient.start({ transport: 'in-process', settings: { languages: ['markdown'] } });
    const text = await client.open('plaintext', URI_LINE);
    const markdown = await client.open('markdown', URI_LINE);
    assert.deepEqual(await client.diagnostics(text.uri), []);
    assert.equal(await client.hover(text.uri, { line: 0, character: 10 }), null);
    assert.notDeepEqual(await client.diagnostics(markdown.uri), []);
  });

  it('does not check a document over uriLint.maxFileSizeMB, and says so once', async () => {
    client = await TestClient.start({ transport: 'in-process', settings: { maxFileSizeMB: 100 / 1024 / 1024 } });
    const doc = await client.open('plaintext', URI_LINE.repeat(3));
    assert.deepEqual(await client.diagnostics(doc.uri), []);
    const edited = await client.change(doc.uri, [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: 'x' }]);
    assert.deepEqual(await client.diagnostics(doc.uri, edited.version), []);
    assert.equal(client.shownMessages.length, 1);
    assert.match(client.shownMessages[0]!.message, /larger than uriLint\.maxFileSizeMB \(0\.0000954 MB, 100 bytes\)/);
    // Shrunk under the limit, it is checked again.
    const shrunk = await client.change(doc.uri, [{ text: URI_LINE }]);
    assert.notDeepEqual(await client.diagnostics(doc.uri, shrunk.version), []);
  });

  it('shows at most uriLint.maxProblems problems, the first in text order, and says once that the rest are left out', async () => {
    client = await TestClient.start({ transport: 'in-process', settings: { maxProblems: 3 } });
    const text = Array.from({ length: 6 }, (_, i) => `http://a${i}.example/x|y`).join('\n');
    const doc = await client.open('plaintext', text);
    const shown = await client.diagnostics(doc.uri);
    assert.deepEqual(shown.map((d) => d.range.start.line), [0, 1, 2]);
    const edited = await client.change(doc.uri, [{ range: { start: { line: 5, character: 0 }, end: { line: 5, character: 0 } }, text: 'x' }]);
    assert.equal((await client.diagnostics(doc.uri, edited.version)).length, 3);
    assert.equal(client.logs.filter((l) => /maxProblems/.test(l.message)).length, 1);
    // Back under the limit, all are shown.
    const fewer = await client.change(doc.uri, [{ text: 'http://a.example/x|y' }]);
    assert.equal((await client.diagnostics(doc.uri, fewer.version)).length, 1);
  });

  it('uses the pushed settings when the client cannot answer workspace/configuration', async () => {
    client = await TestClient.start({ transport: 'in-process', configuration: false });
    const doc = await client.open('plaintext', URI_LINE);
    assert.notDeepEqual(await client.diagnostics(doc.uri), []);
    const next = client.nextDiagnostics(doc.uri);
    await client.updateSettings({ enable: false });
    assert.deepEqual(await next, []);
    assert.deepEqual(client.configurationAsked, []);
  });
});

describe('protocol: what the VS Code client asks for in initializationOptions', () => {
  const text = 'see http://user:hunter2@host:80a/ and https://ok.example/ here\n';

  it('hoverProblems: false leaves the problems out of the hover (VS Code shows them above it); other clients get them', async () => {
    const vscodeLike = await TestClient.start({ transport: 'in-process', initializationOptions: { hoverProblems: false } });
    const other = await TestClient.start({ transport: 'in-process' });
    try {
      const hovers: string[] = [];
      for (const client of [vscodeLike, other]) {
        const doc = await client.open('plaintext', text);
        await client.diagnostics(doc.uri);
        hovers.push(((await client.hover(doc.uri, { line: 0, character: 10 }))!.contents as { value: string }).value);
      }
      const [without, withProblems] = hovers;
      assert.doesNotMatch(without!, /invalid-port|password-in-userinfo/);
      assert.match(without!, /userinfo `user:••••`/);
      assert.match(withProblems!, /\(\[invalid-port\]/);
      assert.match(withProblems!, /\(\[password-in-userinfo\]/);
      for (const value of hovers) assert.doesNotMatch(value, /hunter2/);
    } finally {
      await vscodeLike.stop();
      await other.stop();
    }
  });

  it('vscodeMarkdownLinks: true leaves Markdown\'s own links to VS Code\'s Markdown extension (one link, not two); other clients get them', async () => {
    const markdown = '[a](https://a.example/) <https://b.example/> and https://c.example/\n';
    const vscodeLike = await TestClient.start({ transport: 'in-process', initializationOptions: { vscodeMarkdownLinks: true } });
    const other = await TestClient.start({ transport: 'in-process' });
    try {
      const targets: string[][] = [];
      for (const client of [vscodeLike, other]) {
        const doc = await client.open('markdown', markdown);
        targets.push(((await client.links(doc.uri)) ?? []).map((l) => l.target!));
      }
      assert.deepEqual(targets, [['https://c.example/'], ['https://a.example/', 'https://b.example/', 'https://c.example/']]);
    } finally {
      await vscodeLike.stop();
      await other.stop();
    }
  });

  it('documentStatus: true gets, after each validation, how many references were checked and how many problems they have', async () => {
    const client = await TestClient.start({ transport: 'in-process', initializationOptions: { documentStatus: true } });
    try {
      const doc = await client.open('plaintext', text);
      const diagnostics = await client.diagnostics(doc.uri);
      assert.deepEqual(await client.status(doc.uri), { uri: doc.uri, version: 1, references: 2, problems: diagnostics.length });
      assert.equal(diagnostics.length, 2);
      const edited = await client.change(doc.uri, [{ text: 'no URI at all\n' }]);
      assert.deepEqual(await client.status(doc.uri, edited.version), { uri: doc.uri, version: 2, references: 0, problems: 0 });
      const next = client.nextStatus(doc.uri);
      await client.updateSettings({ enable: false });
      assert.deepEqual(await next, { uri: doc.uri, version: 2, references: 0, problems: 0, skipped: 'disabled' });
    } finally {
      await client.stop();
    }
  });

  it('without documentStatus, no status notification is sent', async () => {
    const client = await TestClient.start({ transport: 'in-process' });
    try {
      const doc = await client.open('plaintext', text);
      await client.diagnostics(doc.uri);
      await client.hover(doc.uri, { line: 0, character: 10 });
      assert.deepEqual(client.statuses, []);
    } finally {
      await client.stop();
    }
  });
});

