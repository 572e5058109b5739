// A document with more problems than VS Code keeps: VS Code
// keeps 1,000 diagnostics per file, errors first. The extension tells the
// server what the editor shows, and the diagnostics VS Code holds follow the
// editor to the end of the document, warnings included.
import * as assert from 'assert';
import * as vscode from 'vscode';
import { uriLint, uriLintDiagnostics, waitFor, type DocumentStatus } from './helpers';

const LINES = 3000;
/** Judging 3,600 problems on a shared, loaded machine. */
const WAIT = 60_000;

/** Every line an error (a `|` in a query), every fifth also a password (a warning): 3,600 problems. */
function generated(): string {
  return Array.from({ length: LINES }, (_, i) =>
    i % 5 === 4 ? `line ${i}: http://a${i}.example/x|y and https://user:pw${i}@b${i}.example/` : `line ${i}: http://a${i}.example/x|y`).join('\n');
}

describe('a document with more problems than VS Code keeps', function () {
  this.timeout(180_000);
  afterEach(() => vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor'));

  it('its diagnostics follow the editor to the end, warnings with errors, and the status counts them all', async () => {
    const api = await uriLint();
    const document = await vscode.workspace.openTextDocument({ language: 'markdown', content: generated() });
    const editor = await vscode.window.showTextDocument(document);
    const status = await waitFor('the status of the document', () => api.statusOf(document.uri) as (DocumentStatus & { shown?: number }) | undefined, WAIT);
    assert.deepStrictEqual([status.problems, status.shown], [LINES + LINES / 5, 1000]);
    await waitFor('1,000 diagnostics', () => uriLintDiagnostics(document.uri).length === 1000, WAIT);

    const last = new vscode.Position(LINES - 1, 0);
    editor.selection = new vscode.Selection(last, last);
    editor.revealRange(new vscode.Range(last, last), vscode.TextEditorRevealType.InCenter);
    const atEnd = (d: vscode.Diagnostic) => d.range.start.line >= LINES - 10;
    const shown = await waitFor('the diagnostics of the last ten lines', () => {
      const diagnostics = uriLintDiagnostics(document.uri);
      return diagnostics.filter(atEnd).length === 12 && diagnostics;
    }, WAIT);
    assert.strictEqual(shown.length, 1000);
    assert.deepStrictEqual(
      [shown.filter(atEnd).filter((d) => d.severity === vscode.DiagnosticSeverity.Error).length,
        shown.filter(atEnd).filter((d) => d.severity === vscode.DiagnosticSeverity.Warning).length],
      [10, 2]);
  });
});
