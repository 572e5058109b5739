// Settings changed while VS Code runs take effect at once, with no reload:
// the client passes VS Code's didChangeConfiguration on, and the server asks
// again for each document's settings (workspace/configuration, per folder).
// Each test changes folder settings on links.md (the same text in both
// folders) and puts them back afterwards.
import * as assert from 'assert';
import * as vscode from 'vscode';
import { expectDiagnostics, FolderSettings, hoverText, open, target, uriLint, uriLintLinks, waitFor, type DiagnosticSummary } from './helpers';

const SPACE: DiagnosticSummary = ['invalid-character', 'error', [3, 41, 3, 56], 'June^report.pdf'];
const PORT: DiagnosticSummary = ['invalid-port', 'error', [4, 33, 4, 36], '80a'];
const iri = (severity: DiagnosticSummary[1]): DiagnosticSummary => ['iri', severity, [5, 10, 5, 34], 'https://example.com/café'];

/** links.md as nobody changed it; folder two has `uriLint.iri.strict`. */
const AS_SHIPPED = { one: [SPACE, PORT, iri('information')], two: [SPACE, PORT, iri('error')] };

describe('settings', () => {
  const settings = new FolderSettings();

  afterEach(async () => {
    await settings.restore();
    // The next test starts from the settings as shipped.
    const api = await uriLint();
    await expectDiagnostics(api, await open('one', 'links.md'), AS_SHIPPED.one);
    await expectDiagnostics(api, await open('two', 'links.md'), AS_SHIPPED.two);
  });

  it('uriLint.severity: a code set to off disappears, another becomes a hint, in that folder only', async () => {
    const api = await uriLint();
    const one = await open('one', 'links.md');
    const two = await open('two', 'links.md');
    await expectDiagnostics(api, one, AS_SHIPPED.one);
    await settings.set('one', 'uriLint', 'severity', { 'invalid-port': 'off', 'iri': 'hint' });
    await expectDiagnostics(api, one, [SPACE, iri('hint')]);
    await expectDiagnostics(api, two, AS_SHIPPED.two);
  });

  it('uriLint.ignoreSchemes: URIs of an ignored scheme (any case) are not checked', async () => {
    const api = await uriLint();
    const one = await open('one', 'links.md');
    await expectDiagnostics(api, one, AS_SHIPPED.one);
    await settings.set('one', 'uriLint', 'ignoreSchemes', ['HTTP']);
    // http://example.com:80a/ is left alone; the https: ones are still checked.
    await expectDiagnostics(api, one, [SPACE, iri('information')]);
  });

  it('uriLint.enable false for folder two of the multi-root workspace: nothing there, folder one as before', async () => {
    const api = await uriLint();
    const one = await open('one', 'links.md');
    const two = await open('two', 'links.md');
    await expectDiagnostics(api, two, AS_SHIPPED.two);
    await settings.set('two', 'uriLint', 'enable', false);
    await expectDiagnostics(api, two, []);
    // The status is its own notification, which may come after the empty diagnostics are shown: awaited, not read at once.
    const status = await waitFor('folder two\'s status saying disabled', () => api.statusOf(two.uri)?.skipped === 'disabled' && api.statusOf(two.uri));
    assert.deepStrictEqual(status, { uri: two.uri.toString(), version: two.version, references: 0, problems: 0, skipped: 'disabled' });
    // No hover or link from URI Lint there either; folder one keeps all.
    assert.ok(!(await hoverText(two.uri, new vscode.Position(4, 20))).text.includes('scheme `'));
    assert.deepStrictEqual(await uriLintLinks(api, two), []);
    await expectDiagnostics(api, one, AS_SHIPPED.one);
    assert.ok((await hoverText(one.uri, new vscode.Position(4, 20))).text.includes('port `80a`'));
    // The [RFC 3986](…) destination is left to VS Code's Markdown extension.
    assert.deepStrictEqual(await uriLintLinks(api, one), [[[5, 10, 5, 34], target('https://example.com/caf%C3%A9')]]);
  });
});
