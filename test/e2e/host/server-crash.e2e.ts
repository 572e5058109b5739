// The server process dies (SIGKILL, as the OOM killer would) and the client
// starts a new one by itself (client/src/crashes.ts: up to 5 crashes in
// 3 minutes): documents already open are sent again and checked, and an
// edit made afterwards is checked by the new server.
import * as assert from 'assert';
import * as vscode from 'vscode';
import { expectDiagnostics, serverPids, uriLint, waitFor } from './helpers';

describe('server crash', () => {
  it('a killed server comes back by itself and checks documents again', async () => {
    const api = await uriLint();
    const document = await vscode.workspace.openTextDocument({ language: 'plaintext', content: 'Before: http://ex^ample.com/\n' });
    await expectDiagnostics(api, document, [['invalid-character', 'error', [0, 15, 0, 27], 'ex^ample.com']]);
    const [killed, ...others] = serverPids();
    assert.ok(killed !== undefined && others.length === 0, `one server process expected, found ${JSON.stringify(serverPids())}`);

    process.kill(killed, 'SIGKILL');

    const restarted = await waitFor('a new server process, running', () => {
      const pids = serverPids();
      return api.client.isRunning() && pids.length === 1 && pids[0] !== killed && pids[0];
    }, 20_000);
    assert.notStrictEqual(restarted, killed);

    // The new server was sent the open document again; now edit it.
    const edit = new vscode.WorkspaceEdit();
    edit.insert(document.uri, new vscode.Position(1, 0), 'After: http://example.com:8o/\n');
    assert.ok(await vscode.workspace.applyEdit(edit));
    await expectDiagnostics(api, document, [
      ['invalid-character', 'error', [0, 15, 0, 27], 'ex^ample.com'],
      ['invalid-port', 'error', [1, 26, 1, 28], '8o'],
    ]);
    assert.deepStrictEqual(api.statusOf(document.uri), { uri: document.uri.toString(), version: document.version, references: 2, problems: 2 });
  });
});
