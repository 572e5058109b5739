// Files other than the open document, read by the server in its worker by
// asking the client (uriLint/fs/*, answered with vscode.workspace.fs): a
// .urilintrc.json laid over the settings, and link targets, missing or in
// another letter case. The files are in the workspace before the server
// starts (webSuite.ts writes them into its copy of the fixture).
import * as vscode from 'vscode';
import { expectDiagnostics, fixture, uriLint } from './helpers';

describe('the workspace, read through the client', () => {
  it('web-config/: its .urilintrc.json laid over the settings, links to a missing file and to a file in another case', async () => {
    const api = await uriLint();
    const document = await vscode.workspace.openTextDocument(fixture('web-config/page.md'));
    await expectDiagnostics(api, document, [
      ['invalid-character', vscode.DiagnosticSeverity.Warning, 0, 'ex^ample.com'],
      ['link-missing-file', vscode.DiagnosticSeverity.Warning, 3, './missing.md'],
      ['link-case-mismatch', vscode.DiagnosticSeverity.Warning, 4, './Guide.md'],
    ]);
  });
});
