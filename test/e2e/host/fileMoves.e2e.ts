// A file renamed in a real VS Code (a workspace edit's rename, as the Explorer's is): the links to it, in Markdown,
// raw HTML and an HTML file, and the relative links inside it, follow (workspace/willRenameFiles), with
// `uriLint.links.updateOnFileMove` at `always` (at `prompt`, VS Code asks in a dialog first).
import * as assert from 'assert';
import * as fs from 'fs';
import * as path from 'path';
import * as vscode from 'vscode';
import { folder, FolderSettings, revert, uriLint, waitFor } from './helpers';

describe('links follow a file moved in the editor', () => {
  const settings = new FolderSettings();
  const dir = path.join(folder('two').uri.fsPath, 'moves');
  const readme = path.join(dir, 'README.md');
  const page = path.join(dir, 'site', 'index.html');

  before(() => {
    fs.mkdirSync(path.join(dir, 'docs'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'site'), { recursive: true });
    fs.writeFileSync(readme, 'See [setup](docs/setup.md#install) and <a href="./docs/setup.md">it</a>.\n');
    fs.writeFileSync(page, '<a href="../docs/setup.md">s</a>\n');
    fs.writeFileSync(path.join(dir, 'docs', 'setup.md'), '# Setup\n\n## Install\n\n[home](../README.md)\n');
  });
  after(async () => {
    await settings.restore();
    // The edited documents put back as on disk, one by one: saving them ("Save All", or each) can wait on VS Code's
    // dialog about a file changed on disk, as the moved file was.
    for (const document of vscode.workspace.textDocuments) if (document.isDirty) await revert(document);
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('rewrites every link to the moved file and in it', async () => {
    await uriLint();
    await settings.set('two', 'uriLint', 'links.updateOnFileMove', 'always');
    const edit = new vscode.WorkspaceEdit();
    edit.renameFile(vscode.Uri.file(path.join(dir, 'docs', 'setup.md')), vscode.Uri.file(path.join(dir, 'install.md')));
    assert.ok(await vscode.workspace.applyEdit(edit), 'renamed');
    const [readmeDoc, pageDoc, moved] = await Promise.all([readme, page, path.join(dir, 'install.md')].map((file) => vscode.workspace.openTextDocument(vscode.Uri.file(file))));
    await waitFor('the links rewritten', () => readmeDoc!.getText().includes('install.md') && pageDoc!.getText().includes('install.md'));
    assert.strictEqual(readmeDoc!.getText(), 'See [setup](install.md#install) and <a href="./install.md">it</a>.\n');
    assert.strictEqual(pageDoc!.getText(), '<a href="../install.md">s</a>\n');
    assert.strictEqual(moved!.getText(), '# Setup\n\n## Install\n\n[home](README.md)\n');
  });
});
