/**
 * Test files over the real protocol: what would be an error or a warning in a test file (a malformed URI, a
 * password, a link to a missing file) is published as information, its message saying why; the output channel says
 * so once for the workspace folder; `uriLint.testFiles: "check"` judges them as any file.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DiagnosticSeverity } from 'vscode-languageserver';
import type { Diagnostic } from 'vscode-languageserver';
import { serverOverTree } from './client';
import type { TestClient } from './client';

/** An invalid port (an error) and a password (a warning), in strings of code. */
const CODE = 'u = "https://example.com:abc/"\np = "http://hello:world@localhost/"\n';
const NOTE = "(In a test file: a test's inputs are malformed on purpose.)";

const levels = (diagnostics: readonly Diagnostic[]): string[] => diagnostics.map((d) => `${String(d.code)} ${d.severity}`).sort();

describe('protocol (spawn): test files', () => {
  let client: TestClient;
  let dir: string;
  const uriOf = (rel: string) => pathToFileURL(path.join(dir, rel)).href;

  serverOverTree('uri-lint-test-files-', { 'docs/guide.md': '# Guide\n' }, (started, folder) => {
    client = started;
    dir = folder;
  });

  it('publishes a test file\'s errors and warnings as information, saying why, and the same URIs elsewhere at their levels', async () => {
    const I = DiagnosticSeverity.Information;
    for (const [rel, languageId] of [['tests/test_url.py', 'python'], ['src/url_test.go', 'go'], ['src/components/Link.test.tsx', 'typescriptreact']] as const) {
      await client.open(languageId, CODE, uriOf(rel));
      const diagnostics = await client.diagnostics(uriOf(rel), 1);
      assert.deepEqual(levels(diagnostics), [`invalid-port ${I}`, `password-in-userinfo ${I}`], rel);
      for (const d of diagnostics) assert.ok(d.message.endsWith(NOTE), `${rel}: ${d.message}`);
    }
    await client.open('python', CODE, uriOf('src/url.py'));
    const elsewhere = await client.diagnostics(uriOf('src/url.py'), 1);
    assert.deepEqual(levels(elsewhere), [`invalid-port ${DiagnosticSeverity.Error}`, `password-in-userinfo ${DiagnosticSeverity.Warning}`]);
    for (const d of elsewhere) assert.ok(!d.message.includes('test file'), d.message);
  });

  it('keeps a test file\'s link to a missing file at information, as its malformed URIs', async () => {
    const diagnostics = await client.openSettled('markdown', '[gone](missing.md)\n', uriOf('tests/fixtures/page.md'));
    assert.deepEqual(levels(diagnostics.filter((d) => d.code === 'link-missing-file')), [`link-missing-file ${DiagnosticSeverity.Information}`]);
  });

  it('says so once for the workspace folder in the output, naming the setting', () => {
    const told = client.logs.filter((l) => l.message.includes('test files'));
    assert.equal(told.length, 1, told.map((l) => l.message).join('\n'));
    assert.match(told[0]!.message, /tests\/test_url\.py.*uriLint\.testFiles to "check"/);
  });

  it('judges them as any file with uriLint.testFiles "check"', async () => {
    const uri = uriOf('tests/test_url.py');
    const next = client.nextDiagnostics(uri);
    await client.updateSettings({ testFiles: 'check' });
    const checked = await next;
    assert.deepEqual(levels(checked), [`invalid-port ${DiagnosticSeverity.Error}`, `password-in-userinfo ${DiagnosticSeverity.Warning}`]);
    for (const d of checked) assert.ok(!d.message.includes('test file'), d.message);
    await client.updateSettings({});
  });
});
