// The language features in the web host, as VS Code's own commands ask
// them of the extension: the same diagnostics as the desktop suites expect
// of these fixtures, a hover, a quick fix and links, relative ones
// resolved against the vscode-remote: document.
import * as assert from './assert';
import * as vscode from 'vscode';
import { expectDiagnostics, fixture, uriLint, uriLintLinks } from './helpers';

const { Error: E, Warning: W, Information: I } = vscode.DiagnosticSeverity;

describe('features in the browser', () => {
  it('diagnostics: the exact problems of notes.txt and page.html', async () => {
    const api = await uriLint();
    const notes = await vscode.workspace.openTextDocument(fixture('notes.txt'));
    await expectDiagnostics(api, notes, [['invalid-character', E, 1, 'ex^ample.com']]);
    const page = await vscode.workspace.openTextDocument(fixture('page.html'));
    await expectDiagnostics(api, page, [['invalid-character', E, 4, 'exa mple.com'], ['deceptive-userinfo', W, 6, 'www.bank.example']]);
  });

  it('hover: the components of a URI', async () => {
    const notes = await vscode.workspace.openTextDocument(fixture('notes.txt'));
    const hovers = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', notes.uri, new vscode.Position(0, 12));
    const text = hovers.flatMap((h) => h.contents.map((c) => (typeof c === 'string' ? c : c.value))).join('\n');
    assert.match(text, /\*\*URI\*\*/);
    assert.match(text, /host `example\.com`/);
  });

  it('quick fix: percent-encode the invalid character', async () => {
    const api = await uriLint();
    const notes = await vscode.workspace.openTextDocument(fixture('notes.txt'));
    await expectDiagnostics(api, notes, [['invalid-character', E, 1, 'ex^ample.com']]);
    const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', notes.uri, new vscode.Range(1, 23, 1, 24));
    const fix = actions.find((a) => a.title.startsWith('Percent-encode'));
    assert.ok(fix, JSON.stringify(actions.map((a) => a.title)));
    const edits = fix.edit!.get(notes.uri);
    assert.deepStrictEqual(edits.map((e) => [e.range.start.line, e.range.start.character, e.newText]), [[1, 23, '%5E']]);
  });

  it('links: as the desktop suite expects of guide.md (links.e2e.ts), the relative one against the vscode-remote: document', async () => {
    const api = await uriLint();
    const guide = await vscode.workspace.openTextDocument(fixture('guide.md'));
    assert.deepStrictEqual(await uriLintLinks(api, guide), [
      // Lines 2 and 5 are Markdown destinations: VS Code's Markdown extension links them, not URI Lint.
      [4, 'https://user@example.com/private'],
      [6, 'https://example.com/café'],
    ]);
  });

  it('the IRI is information, its host converted with IDNA in the link', async () => {
    const api = await uriLint();
    const config = await vscode.workspace.openTextDocument(fixture('config.yaml'));
    await expectDiagnostics(api, config, [['unclosed-ip-literal', E, 1, '[::1'], ['iri', I, 2, 'https://иконки.рф/icon.png']]);
    // As the desktop suite expects (links.e2e.ts): UTS #46 through tr46, bundled for the browser.
    assert.deepStrictEqual(await uriLintLinks(api, config), [[0, 'https://example.com/docs'], [2, 'https://xn--h1aafaof.xn--p1ai/icon.png']]);
  });
});
