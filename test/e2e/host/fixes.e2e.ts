// Fixes as VS Code applies them: a quick fix from
// vscode.executeCodeActionProvider, `source.fixAll.uriLint` run by
// `editor.codeActionsOnSave` when a file is saved, and the palette command
// "URI Lint: Normalize All URIs in File". Each test has a fixture file of its
// own and compares the whole text afterwards.
import * as assert from 'assert';
import * as fs from 'fs';
import * as vscode from 'vscode';
import { codeActions, expectDiagnostics, FolderSettings, open, revert, uriLint, uriLintDiagnostics } from './helpers';

describe('fixes', () => {
  const settings = new FolderSettings();
  afterEach(() => settings.restore());

  it('the normalize quick fix replaces the URI with its normal form (RFC 3986 §6)', async () => {
    const api = await uriLint();
    await settings.set('one', 'uriLint', 'normalForm.enable', true);
    const document = await open('one', 'quick-fix.txt');
    try {
      await expectDiagnostics(api, document, [['not-normalized', 'information', [0, 20, 0, 51], 'HTTP://Example.COM:80/a/./b/%7e']]);
      const [diagnostic] = uriLintDiagnostics(document.uri);
      const fixes = await codeActions(document.uri, diagnostic!.range, vscode.CodeActionKind.QuickFix);
      const normalize = fixes.find((a) => a.title === 'Normalize URI to http://example.com/a/b/~');
      assert.ok(normalize, `offered: ${fixes.map((a) => a.title).join(', ')}`);
      assert.strictEqual(normalize.kind?.value, 'quickfix');
      assert.strictEqual(normalize.isPreferred, true);
      assert.ok(await vscode.workspace.applyEdit(normalize.edit!));
      assert.strictEqual(document.getText(), [
        'Not in normal form: http://example.com/a/b/~',
        'Already normal: https://example.com/a/b',
        '',
      ].join('\n'));
      await expectDiagnostics(api, document, []);
    } finally {
      await revert(document);
    }
  });

  it('source.fixAll.uriLint on save (editor.codeActionsOnSave) percent-encodes, leaves passwords and IRIs', async () => {
    const api = await uriLint();
    await settings.set('one', 'editor', 'codeActionsOnSave', { 'source.fixAll.uriLint': 'explicit' });
    const document = await open('one', 'fix-on-save.md');
    const shipped = document.getText();
    try {
      await expectDiagnostics(api, document, [
        ['invalid-character', 'error', [2, 41, 2, 56], 'June^report.pdf'],
        ['invalid-character', 'error', [3, 30, 3, 33], 'a|b'],
        ['password-in-userinfo', 'warning', [4, 41, 4, 43], 'pw'],
        ['iri', 'information', [5, 16, 5, 40], 'https://example.com/café'],
      ]);
      // Typed but not saved: the fix sees the document as it is in the editor.
      const edit = new vscode.WorkspaceEdit();
      edit.insert(document.uri, new vscode.Position(6, 0), '- Typed before saving: https://example.com/x^y\n');
      assert.ok(await vscode.workspace.applyEdit(edit));
      assert.ok(document.isDirty);

      assert.ok(await document.save(), 'saved');

      const fixed = [
        '# Fixed on save',
        '',
        '- Bad char: [report](https://example.com/June%5Ereport.pdf)',
        '- A pipe: https://example.com/a%7Cb',
        '- A password is left alone: https://root:pw@example.com/',
        '- So is an IRI: https://example.com/café',
        '- Typed before saving: https://example.com/x%5Ey',
        '',
      ].join('\n');
      assert.strictEqual(document.getText(), fixed);
      assert.strictEqual(document.isDirty, false);
      assert.strictEqual(fs.readFileSync(document.uri.fsPath, 'utf8'), fixed);
      await expectDiagnostics(api, document, [
        ['password-in-userinfo', 'warning', [4, 41, 4, 43], 'pw'],
        ['iri', 'information', [5, 16, 5, 40], 'https://example.com/café'],
      ]);
    } finally {
      // The file as shipped again, on disk too; the setting goes first, so this save fixes nothing.
      await settings.restore();
      await putBack(document, shipped);
    }
  });

  it('"Normalize All URIs in File" normalizes every valid URI of the active editor, leaves invalid ones', async () => {
    await uriLint();
    const document = await open('one', 'normalize-all.txt');
    await vscode.window.showTextDocument(document);
    try {
      await vscode.commands.executeCommand('uriLint.normalizeAllInFile');
      assert.strictEqual(document.getText(), [
        'A "http://example.com/b" in quotes,',
        'an invalid one left alone: "http://exa mple.com/A",',
        'and <https://x.example/~/y?> in brackets.',
        '',
      ].join('\n'));
    } finally {
      await revert(document);
    }
  });
});

/** Replaces the whole text of a document and saves it. */
async function putBack(document: vscode.TextDocument, text: string): Promise<void> {
  if (document.getText() === text && !document.isDirty) return;
  const edit = new vscode.WorkspaceEdit();
  edit.replace(document.uri, new vscode.Range(document.positionAt(0), document.positionAt(document.getText().length)), text);
  assert.ok(await vscode.workspace.applyEdit(edit));
  assert.ok(await document.save());
  assert.strictEqual(fs.readFileSync(document.uri.fsPath, 'utf8'), text);
}
