// "URI Lint: Restart Server" by hand: a new server process, no `[Error]` in
// the output channel for a stop that was asked for, one line saying when the
// new server is ready, and the new server checks documents. The output
// channel is read as the user reads it: the document VS Code shows in the
// Output view.
import * as assert from 'assert';
import * as vscode from 'vscode';
import { expectDiagnostics, serverPids, uriLint, waitFor } from './helpers';

/** The line the extension writes once the restarted server has answered `initialize` (client/src/commands.ts). */
const READY = 'URI Lint server restarted (ready)';

/** The text of the output channel "URI Lint" as the Output view holds it, once it is shown. */
function outputText(): string | undefined {
  const document = vscode.workspace.textDocuments.find((d) => d.uri.scheme === 'output' && /URI Lint/.test(decodeURIComponent(d.uri.toString())));
  return document?.getText();
}

describe('restart by hand', () => {
  it('Restart Server starts a new server, logs no error, says when it is ready, and the new one checks documents', async () => {
    const api = await uriLint();
    const [old, ...others] = serverPids();
    assert.ok(old !== undefined && others.length === 0, `one server process expected, found ${JSON.stringify(serverPids())}`);
    await vscode.commands.executeCommand('uriLint.showOutput');
    const before = await waitFor('the output channel in the Output view', () => outputText()?.includes('server ready in') && outputText());

    await vscode.commands.executeCommand('uriLint.restartServer');

    const restarted = await waitFor('a new server process, running', () => {
      const pids = serverPids();
      return api.client.isRunning() && pids.length === 1 && pids[0] !== old && pids[0];
    });
    assert.notStrictEqual(restarted, old);
    const after = await waitFor(`"${READY}" in the output`, () => {
      const text = outputText();
      return text?.includes(READY) && text;
    });
    const added = after.slice(before.length).split('\n').filter((line) => line.trim() !== '');
    assert.deepStrictEqual(added.filter((line) => /\[Error|error/i.test(line)), [], `the restart logged:\n${added.join('\n')}`);
    assert.strictEqual(added.filter((line) => line.includes(READY)).length, 1, `the restart logged:\n${added.join('\n')}`);

    const document = await vscode.workspace.openTextDocument({ language: 'plaintext', content: 'After: http://example.com:8o/\n' });
    await expectDiagnostics(api, document, [['invalid-port', 'error', [0, 26, 0, 28], '8o']]);
  });
});
