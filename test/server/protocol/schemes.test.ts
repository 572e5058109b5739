/**
 * The scheme rules over the real protocol, on both transports: the
 * diagnostic of `https:/example.com` in Markdown as an editor receives it,
 * its quick fix, fix-all on save, and `uriLint.schemes.enable` read from the
 * client's configuration.
 */
import assert from 'node:assert/strict';
import type { CodeAction, TextEdit } from 'vscode-languageserver-protocol/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { TestClient, TRANSPORTS } from './client';

const TEXT = '# Links\n\nSee [the site](https:/example.com/docs) and <htps://example.com/>.\n';

for (const transport of TRANSPORTS) {
  describe(`protocol (${transport}): scheme rules`, () => {
    let client: TestClient;
    before(async () => { client = await TestClient.start({ transport }); });
    after(async () => { await client.stop(); });

    it('publishes http-missing-host (RFC 9110 §4.2.2) and the scheme-typo hint, with their ranges', async () => {
      const doc = await client.open('markdown', TEXT);
      const diagnostics = await client.diagnostics(doc.uri);
      assert.deepEqual(diagnostics.map((d) => [d.code, d.severity, d.range, d.codeDescription?.href, d.source]), [
        // Over the whole URI, which leads nowhere, not only the ":/" where the host belongs.
        ['http-missing-host', 1, { start: { line: 2, character: 15 }, end: { line: 2, character: 38 } },
          'https://github.com/uri-lint/uri-lint/blob/main/docs/rules/http-missing-host.md', 'uri-lint'],
        ['scheme-typo', 4, { start: { line: 2, character: 45 }, end: { line: 2, character: 49 } },
          'https://github.com/uri-lint/uri-lint/blob/main/docs/rules/scheme-typo.md', 'uri-lint'],
      ]);
    });

    it('offers the missing-slash quick fix, editing only inside the URI', async () => {
      const doc = await client.open('markdown', TEXT);
      const diagnostics = await client.diagnostics(doc.uri);
      const missing = diagnostics.find((d) => d.code === 'http-missing-host')!;
      const actions = ((await client.codeActions(doc.uri, missing.range, [missing])) as CodeAction[]).filter((a) => !a.title.startsWith('Ignore '));
      assert.deepEqual(actions.map((a) => [a.title, a.kind, a.isPreferred, a.diagnostics?.map((d) => d.code)]), [
        ['Add the missing "/" before the host', 'quickfix', true, ['http-missing-host']],
      ]);
      const edits = actions[0]!.edit!.changes![doc.uri]!;
      assert.deepEqual(edits, [{ range: { start: { line: 2, character: 21 }, end: { line: 2, character: 21 } }, newText: '/' }]);
      assert.equal(apply(doc.uri, edits), TEXT.replace('https:/', 'https://'));
    });

    it('fix-all restores the slash and leaves the misspelled scheme to the user', async () => {
      const doc = await client.open('markdown', TEXT);
      await client.diagnostics(doc.uri);
      const start = { line: 0, character: 0 };
      const [fixAll] = (await client.codeActions(doc.uri, { start, end: start }, [], ['source.fixAll.uriLint'])) as CodeAction[];
      assert.equal(apply(doc.uri, fixAll!.edit!.changes![doc.uri]!), TEXT.replace('https:/', 'https://'));
    });

    it('uriLint.schemes.enable: false from the client turns them off', async () => {
      await client.updateSettings({ schemes: { enable: false } });
      const doc = await client.open('markdown', TEXT);
      assert.deepEqual(await client.diagnostics(doc.uri), []);
      await client.updateSettings({});
    });
  });
}

function apply(uri: string, edits: TextEdit[]): string {
  return TextDocument.applyEdits(TextDocument.create(uri, 'markdown', 1, TEXT), edits);
}
