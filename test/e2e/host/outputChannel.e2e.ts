// The output channel "URI Lint" as the user reads it (the document VS Code shows in the Output view): the
// version on start; for the active document, the configuration file in use and where each setting that is not
// the default comes from, as ESLint's output says; and why a document is not checked.
import * as assert from 'assert';
import * as fs from 'fs';
import * as path from 'path';
import * as vscode from 'vscode';
import { folder, uriLint, waitFor } from './helpers';

/** The text of the output channel "URI Lint" as the Output view holds it, once it is shown. */
function outputText(): string | undefined {
  const document = vscode.workspace.textDocuments.find((d) => d.uri.scheme === 'output' && /URI Lint/.test(decodeURIComponent(d.uri.toString())));
  return document?.getText();
}

/** The account the channel gives of `relative` (as `asRelativePath` names it), once it has written it: its lines. */
async function accountOf(relative: string, until: (lines: string[]) => boolean): Promise<string[]> {
  return waitFor(`the account of ${relative} in the output`, () => {
    const lines = (outputText() ?? '').split('\n');
    // The last account of the document: from its heading to the next line that is not indented.
    const at = lines.lastIndexOf(`URI Lint: ${relative}`);
    if (at < 0) return false;
    const end = lines.findIndex((line, i) => i > at && !line.startsWith('  '));
    const account = lines.slice(at + 1, end < 0 ? undefined : end);
    return until(account) && account;
  });
}

describe('output channel', () => {
  // Folder two's settings make IRIs errors (a folder setting); a configuration file in a folder of its own sets
  // maxProblems and leaves one file out.
  const dir = path.join(folder('two').uri.fsPath, 'output');

  before(() => {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, '.urilintrc.json'), JSON.stringify({ maxProblems: 50, ignores: ['skipped.md'] }));
    fs.writeFileSync(path.join(dir, 'page.md'), '# Page\n\nSee https://example.com/x.\n');
    fs.writeFileSync(path.join(dir, 'skipped.md'), '# Skipped\n\nhttp://[::1/\n');
  });
  after(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('starts with the version, then gives the active document\'s configuration file and where each setting comes from', async () => {
    await uriLint();
    await vscode.commands.executeCommand('uriLint.showOutput');
    const version = (vscode.extensions.getExtension('uri-lint.uri-lint')!.packageJSON as { version: string }).version;
    const first = await waitFor('the output channel in the Output view', () => outputText()?.split('\n')[0]);
    assert.match(first, new RegExp(`^URI Lint ${version.replace(/\./g, '\\.')} in .+ \\d+\\.\\d+`));

    await vscode.window.showTextDocument(vscode.Uri.file(path.join(dir, 'page.md')));
    const config = path.join(dir, '.urilintrc.json');
    const account = await accountOf('two/output/page.md', (lines) => lines.some((l) => l.includes('Every other setting')));
    assert.deepStrictEqual(account, [
      `  Configuration file: ${config}`,
      // In the order of the settings editor.
      `  uriLint.maxProblems: ${config}`,
      '  uriLint.iri.strict: workspace folder setting',
      '  Every other setting: default',
    ]);
  });

  it('says why a document is not checked', async () => {
    await vscode.window.showTextDocument(vscode.Uri.file(path.join(dir, 'skipped.md')));
    const config = path.join(dir, '.urilintrc.json');
    const account = await accountOf('two/output/skipped.md', (lines) => lines.some((l) => l.startsWith('  Not checked')));
    assert.strictEqual(account[account.length - 1], `  Not checked: ignored by ${config} ("files" or "ignores")`);
  });
});
