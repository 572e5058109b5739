// Proves the harness itself: the extension host runs the .vsix installed by
// run.ts, in the two-folder fixture workspace, with per-folder settings.
import * as assert from 'assert';
import * as path from 'path';
import * as vscode from 'vscode';

const EXTENSION_ID = 'uri-lint.uri-lint';

describe('e2e harness', () => {
  it('opens the two folders of the fixture workspace', () => {
    const names = (vscode.workspace.workspaceFolders ?? []).map((folder) => folder.name);
    assert.deepStrictEqual(names, ['one', 'two']);
  });

  it('runs the extension installed from the .vsix, not the source tree', () => {
    const extension = vscode.extensions.getExtension(EXTENSION_ID);
    assert.ok(extension, `${EXTENSION_ID} is not installed`);
    const installedIn = process.env.URI_LINT_E2E_EXTENSIONS_DIR;
    assert.ok(installedIn, 'run.ts passes the extensions folder in URI_LINT_E2E_EXTENSIONS_DIR');
    assert.strictEqual(path.dirname(extension.extensionPath), installedIn);
  });

  it('activates the extension', async () => {
    const extension = vscode.extensions.getExtension(EXTENSION_ID)!;
    await extension.activate();
    assert.strictEqual(extension.isActive, true);
  });

  // Only folder two's .vscode/settings.json sets it; whether the extension
  // declares the setting (and so its default) is for its own suites.
  it('reads a setting per folder', () => {
    const [one, two] = vscode.workspace.workspaceFolders!;
    const strict = (folder: vscode.WorkspaceFolder) => vscode.workspace.getConfiguration('uriLint', folder.uri).get('iri.strict');
    assert.notStrictEqual(strict(one!), true);
    assert.strictEqual(strict(two!), true);
  });
});
