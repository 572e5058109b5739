// Where the extension runs: in the web worker extension host (no Node: no
// `process`, a worker's global scope), its server in a Web Worker of its
// own, started from the .vsix's browser bundle; the workspace's files are
// `vscode-remote:` here, and served.
import * as assert from './assert';
import * as vscode from 'vscode';
import { EXTENSION_ID, expectDiagnostics, fixture, uriLint, waitFor } from './helpers';

describe('web extension host', () => {
  it('the extension runs in the web worker extension host, not in Node', async () => {
    const api = await uriLint();
    const scope = globalThis as { process?: { versions?: { node?: string } }; importScripts?: unknown };
    assert.strictEqual(scope.process?.versions?.node, undefined, 'a Node extension host');
    assert.strictEqual(typeof scope.importScripts, 'function', 'not a worker');
    assert.ok(api.client.isRunning());
  });

  it('the workspace is vscode-remote:, and the extension is the .vsix\'s browser entry', () => {
    assert.strictEqual(fixture('notes.txt').scheme, 'vscode-remote');
    const extension = vscode.extensions.getExtension(EXTENSION_ID)!;
    assert.strictEqual(extension.packageJSON.browser, './dist/browser/extension.js');
  });

  it('"URI Lint: Restart Server" starts a new worker, which checks documents again', async () => {
    const api = await uriLint();
    let stopped = false;
    const restarted = waitFor('the server to stop and run again', () => stopped && api.client.isRunning(), () => `running: ${api.client.isRunning()}`);
    const watching = api.client.onDidChangeState(({ newState }) => { if (newState === State.Stopped) stopped = true; });
    try {
      await vscode.commands.executeCommand('uriLint.restartServer');
      await restarted;
    } finally {
      watching.dispose();
    }
    const document = await vscode.workspace.openTextDocument({ language: 'plaintext', content: 'see http://ex^ample.com/\n' });
    await expectDiagnostics(api, document, [['invalid-character', vscode.DiagnosticSeverity.Error, 0, 'ex^ample.com']]);
  });
});

/** vscode-languageclient's `State.Stopped` (its enum is not importable here without bundling the client). */
const State = { Stopped: 1 } as const;
