// Where the extension runs: in the web worker extension host (no Node: no
// `process`, a worker's global scope), its server in a Web Worker of its
// own, started from the .vsix's browser bundle; the workspace's files are
// `vscode-remote:` here, and served.
import * as assert from './assert';
import * as vscode from 'vscode';
import { fixture, uriLint } from './helpers';

describe('web extension host', () => {
  it('the extension runs in the web worker extension host, not in Node', async () => {
    const api = await uriLint();
    const scope = globalThis as { process?: { versions?: { node?: string } }; importScripts?: unknown };
    assert.strictEqual(scope.process?.versions?.node, undefined, 'a Node extension host');
    assert.strictEqual(typeof scope.importScripts, 'function', 'not a worker');
    assert.ok(api.client.isRunning());
  });

  it('the workspace is vscode-remote: and its documents are checked', async () => {
    assert.strictEqual(fixture('notes.txt').scheme, 'vscode-remote');
    const extension = vscode.extensions.getExtension(EXTENSION)!;
    assert.strictEqual(extension.packageJSON.browser, './dist/browser/extension.js');
  });
});

const EXTENSION = 'uri-lint.uri-lint';
