/**
 * Evidence of a repository's own syntax over the open documents, over the real protocol: once a shape of finding
 * recurs in different URIs across three open files, each of their findings of that shape is information with its
 * note, the documents opened before are published again, the output channel says it once, and closing one of the
 * files makes the others errors again.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DiagnosticSeverity } from 'vscode-languageserver-protocol/node';
import { serverOverTree } from './client';
import type { TestClient } from './client';

describe('protocol (spawn): a shape recurring in different URIs across open files', () => {
  let client: TestClient;
  let dir: string;
  const uriOf = (rel: string) => pathToFileURL(path.join(dir, rel)).href;

  serverOverTree('uri-lint-shapes-', {}, (started, folder) => {
    client = started;
    dir = folder;
  });

  const theme = (n: number) => `<a href="https://feeds${n}.example/|feed|/${n}">feed</a>\n`;
  const codes = (diagnostics: { code?: string | number; severity?: number }[]) => diagnostics.filter((d) => d.code === 'invalid-character').map((d) => d.severity);

  it('shows them as information once three files hold it, and as errors again when one closes', async () => {
    const first = await client.openSettled('html', theme(1), uriOf('a/theme.html'));
    const second = await client.openSettled('html', theme(2), uriOf('b/theme.html'));
    assert.deepEqual([...codes(first), ...codes(second)], [DiagnosticSeverity.Error, DiagnosticSeverity.Error]);
    const againFirst = client.nextDiagnostics(uriOf('a/theme.html'));
    const againSecond = client.nextDiagnostics(uriOf('b/theme.html'));
    const third = await client.openSettled('html', theme(3), uriOf('c/theme.html'));
    const all = [...third, ...(await againFirst), ...(await againSecond)].filter((d) => d.code === 'invalid-character');
    assert.equal(all.length, 3);
    assert.ok(all.every((d) => d.severity === DiagnosticSeverity.Information));
    assert.match(all[0]!.message, /The same "\|feed\|" is in 3 different URIs over 3 files/);
    assert.equal(client.logs.filter((l) => l.message.includes('"|feed|" (invalid-character) recurs in 3 different URIs')).length, 1);
    // Two open files are two slips again.
    const back = client.nextDiagnostics(uriOf('a/theme.html'));
    await client.close(uriOf('c/theme.html'));
    assert.deepEqual(codes(await back), [DiagnosticSeverity.Error]);
  });
});
