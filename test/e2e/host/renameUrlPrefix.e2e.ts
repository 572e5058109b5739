// "URI Lint: Rename URL Prefix…" in a real VS Code: the command's edit reaches the editor as one workspace edit
// whose changes need confirmation, so VS Code shows its refactor preview and writes nothing until the preview is
// applied; URIs with a password or a template are left alone and listed in the output channel by place. The
// prefixes are given as the command's argument (an input box cannot be typed into from the extension host).
import * as assert from 'assert';
import * as fs from 'fs';
import * as path from 'path';
import * as vscode from 'vscode';
import { folder, uriLint } from './helpers';

const OLD = 'http://rename-e2e.old.example/';
const NEW = 'https://rename-e2e.example.org/';

/** The answer of `uriLint.renameUrlPrefix` as the command returns it. */
interface Result {
  renamed: number;
  files: number;
  applied: boolean;
  skipped: { uri: string; position: { line: number }; reason: string }[];
}

/** The text of `file` as VS Code holds it (the preview may leave an edited file open, saved or not). */
async function textOf(file: string): Promise<string> {
  return (await vscode.workspace.openTextDocument(vscode.Uri.file(file))).getText();
}

describe('rename URL prefix', () => {
  // A folder of its own per test: VS Code may still hold a model of the last test's file, with its edited text.
  let dir = '';
  let page = '';
  let site = '';
  let alone = '';
  let tests = 0;
  const pageText = `# Page\n\nSee [the guide](${OLD}guide/#start) and <${OLD}>.\n`;
  const siteText = `<a href="${OLD}api?x=1">API</a>\n`;
  const aloneText = `A ${OLD}{version}/ template.\nB http://admin:hunter2@rename-e2e.old.example/private\n`;

  beforeEach(() => {
    dir = path.join(folder('two').uri.fsPath, `rename-prefix-${++tests}`);
    [page, site, alone] = ['page.md', 'site.html', 'alone.md'].map((name) => path.join(dir, name)) as [string, string, string];
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(page, pageText);
    fs.writeFileSync(site, siteText);
    fs.writeFileSync(alone, aloneText);
  });
  afterEach(async () => {
    // Each edited document saved by its own call: "Save All" and closing a dirty editor can wait on a dialog.
    for (const document of vscode.workspace.textDocuments) if (document.isDirty) await document.save();
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /**
   * Runs the command and, while it waits on the refactor preview, does `steps` to the preview every 100 ms (each is
   * a no-op until the preview shows), checking that nothing is written meanwhile; answers the command's result.
   * A poll, not an awaited event: the extension API has no event for the refactor preview's showing (it is a core
   * view, and `applyEdit` settles only once the preview is applied or discarded), and each step is harmless early.
   */
  async function throughPreview(steps: string[]): Promise<Result> {
    let settled = false;
    const running = Promise.resolve(vscode.commands.executeCommand<Result>('uriLint.renameUrlPrefixInWorkspace', { from: OLD, to: NEW }))
      .finally(() => { settled = true; });
    for (let i = 0; !settled && i < 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (settled) break;
      assert.strictEqual(fs.readFileSync(page, 'utf8'), pageText, 'written before the preview was applied');
      for (const step of steps) await vscode.commands.executeCommand(step);
    }
    return running;
  }

  it('shows the edit in the refactor preview: discarded there, nothing is written', async () => {
    await uriLint();
    const result = await throughPreview(['refactorPreview.discard']);
    assert.deepStrictEqual({ renamed: result.renamed, files: result.files, applied: result.applied }, { renamed: 3, files: 2, applied: false });
    for (const [file, text] of [[page, pageText], [site, siteText], [alone, aloneText]]) assert.strictEqual(await textOf(file!), text);
  });

  it('applies at once when asked for no preview, leaving templates and passwords', async () => {
    await uriLint();
    const result = await vscode.commands.executeCommand<Result>('uriLint.renameUrlPrefixInWorkspace', { from: OLD, to: NEW, confirm: false });
    assert.deepStrictEqual({ renamed: result.renamed, files: result.files, applied: result.applied }, { renamed: 3, files: 2, applied: true });
    assert.strictEqual(await textOf(page), `# Page\n\nSee [the guide](${NEW}guide/#start) and <${NEW}>.\n`);
    assert.strictEqual(await textOf(site), `<a href="${NEW}api?x=1">API</a>\n`);
    assert.strictEqual(await textOf(alone), aloneText);
    assert.deepStrictEqual(result.skipped.map((s) => `${path.basename(vscode.Uri.parse(s.uri).fsPath)}:${s.position.line + 1}:${s.reason}`),
      ['alone.md:1:template', 'alone.md:2:password']);
    assert.doesNotMatch(JSON.stringify(result), /hunter2/);
  });
});
