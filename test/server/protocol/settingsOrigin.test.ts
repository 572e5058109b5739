/**
 * `uriLint/settingsOrigin`, over the real protocol with the built server spawned in a real fixture tree: the
 * configuration file a document takes its settings from, the settings that file sets for it (its overrides
 * applied), what Restricted Mode leaves out of it, and why a document is not checked (ignored by the file's
 * * `ignores` or a .urilintignore). The VS Code client writes this in its output channel.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SettingsOriginResult } from '@uri-lint/server/contract';
import { TestClient, writeTree } from './client';

const TREE: Record<string, string> = {
  '.urilintrc.json': JSON.stringify({
    maxProblems: 50, 'links.root': 'site', 'links.schemes': ['doc'], ignores: ['fixtures/**'],
    overrides: [{ files: ['*.html'], 'iri.strict': true }],
  }),
  '.urilintignore': 'vendor/\n',
  'docs/page.md': '# Page\n',
  'docs/page.html': '<p>x</p>\n',
  'fixtures/broken.md': '[x](http://[::1)\n',
  'vendor/lib.md': '# Lib\n',
};

describe('protocol (spawn): uriLint/settingsOrigin', () => {
  let dir = '';
  const clients: TestClient[] = [];
  const uriOf = (rel: string) => pathToFileURL(path.join(dir, rel)).href;
  const start = async (options: Record<string, unknown> = {}) => {
    const client = await TestClient.start({ transport: 'spawn', rootUri: pathToFileURL(dir).href, initializationOptions: { documentStatus: true, ...options } });
    clients.push(client);
    return client;
  };
  const originOf = async (client: TestClient, rel: string, languageId = 'markdown'): Promise<SettingsOriginResult> => {
    const uri = uriOf(rel);
    await client.openSettled(languageId, fs.readFileSync(path.join(dir, rel), 'utf8'), uri);
    const answer = await client.requestRaw('uriLint/settingsOrigin', { uri });
    assert.equal(answer.error, undefined);
    return answer.result as SettingsOriginResult;
  };

  before(() => {
    dir = writeTree('uri-lint-origin-', TREE);
  });
  after(async () => {
    for (const client of clients) await client.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('names the configuration file and the settings it sets, overrides applied', async () => {
    const client = await start();
    const config = path.join(dir, '.urilintrc.json');
    assert.deepEqual(await originOf(client, 'docs/page.md'), {
      configFile: config, fromFile: ['uriLint.maxProblems', 'uriLint.links.schemes', 'uriLint.links.root'], restricted: [], languageId: 'markdown',
    });
    const html = await originOf(client, 'docs/page.html', 'html');
    assert.ok(html.fromFile.includes('uriLint.iri.strict'), JSON.stringify(html));
  });

  it('says why a document is not checked: the file\'s "ignores", a .urilintignore', async () => {
    const client = await start();
    const config = path.join(dir, '.urilintrc.json');
    const ignored = await originOf(client, 'fixtures/broken.md');
    assert.equal(ignored.skipped, 'disabled');
    assert.equal(ignored.ignoredBy, `${config} ("files" or "ignores")`);
    const vendored = await originOf(client, 'vendor/lib.md');
    assert.equal(vendored.skipped, 'disabled');
    assert.equal(vendored.ignoredBy, '.urilintignore');
  });

  it('in Restricted Mode, names what it leaves out of the file', async () => {
    const client = await start({ workspaceTrusted: false });
    const origin = await originOf(client, 'docs/page.md');
    assert.deepEqual(origin.restricted, ['uriLint.links.schemes']);
    assert.ok(!origin.fromFile.includes('uriLint.links.schemes'));
    assert.ok(origin.fromFile.includes('uriLint.links.root'));
  });

  it('answers null for a document that is not open', async () => {
    const client = await start();
    assert.equal((await client.requestRaw('uriLint/settingsOrigin', { uri: uriOf('docs/nowhere.md') })).result, null);
  });
});
