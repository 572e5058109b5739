// Hovers through vscode.executeHoverProvider, on guide.md: the components
// of a URI, the target of a relative reference, a masked password, and no
// list of problems (VS Code shows the diagnostics above the hover already;
// the client sends `hoverProblems: false`).
import * as assert from 'assert';
import * as vscode from 'vscode';
import { GUIDE_DIAGNOSTICS, expectDiagnostics, hoverText, open, uriLint } from './helpers';

/** Every fragment must be in the hover, in this order. */
function assertInOrder(text: string, fragments: string[]): void {
  let from = 0;
  for (const fragment of fragments) {
    const at = text.indexOf(fragment, from);
    assert.ok(at >= 0, `missing ${JSON.stringify(fragment)} (in this order) in:\n${text}`);
    from = at + fragment.length;
  }
}

describe('hover', () => {
  it('shows the components of a URI, the password masked and found nowhere', async () => {
    await uriLint();
    const guide = await open('one', 'guide.md');
    // Line 4: "A password: https://user:hunter2@example.com/private"
    const { text, ranges } = await hoverText(guide.uri, new vscode.Position(4, 20));
    assert.deepStrictEqual(ranges, [[4, 12, 4, 52]]);
    assertInOrder(text, ['**URI**', 'scheme `https` · userinfo `user:••••` · host `example.com` · path `/private`']);
    for (const piece of ['hunter2', 'hunter', 'unter2']) assert.ok(!text.includes(piece), `${piece} in:\n${text}`);
  });

  it('says where a relative reference resolves against the document (RFC 3986 §5.2)', async () => {
    await uriLint();
    const guide = await open('one', 'guide.md');
    // Line 5: "A relative reference: [setup](docs/setup.md#install)"
    const { text, ranges } = await hoverText(guide.uri, new vscode.Position(5, 33));
    assert.deepStrictEqual(ranges, [[5, 30, 5, 51]]);
    const resolved = new URL('docs/setup.md#install', guide.uri.toString()).href;
    assertInOrder(text, [
      '**Relative reference**',
      'path `docs/setup.md` · fragment `install`',
    ]);
    // Either, as the lookup of docs/setup.md may or may not have answered yet; never "Resolves to" a missing file
    // (test/server/protocol/linkTargets.test.ts).
    assert.ok(text.includes(`**Resolves to** \`${resolved}\` (against the document's URI)`)
      || text.includes(`**Would resolve to** \`${resolved}\` (against the document's URI)`), text);
  });

  it('in an untitled document a relative reference has no base, and says so', async () => {
    await uriLint();
    const document = await vscode.workspace.openTextDocument({ language: 'markdown', content: 'See [the guide](guide/setup.md).\n' });
    const { text } = await hoverText(document.uri, new vscode.Position(0, 20));
    assertInOrder(text, [
      '**Relative reference**',
      'path `guide/setup.md`',
      '**Would resolve to:** unknown: the document has no base URI (set `uriLint.baseUri`).',
    ]);
  });

  it('does not list the problems of an invalid URI, but still shows its components', async () => {
    const api = await uriLint();
    const guide = await open('one', 'guide.md');
    // Line 3: "A bad escape: <https://example.com/a%zz>." The diagnostic is there for VS Code to show.
    await expectDiagnostics(api, guide, [...GUIDE_DIAGNOSTICS]);
    const { text, ranges } = await hoverText(guide.uri, new vscode.Position(3, 37));
    assert.deepStrictEqual(ranges, [[3, 15, 3, 39]]);
    assertInOrder(text, ['**Invalid URI**', 'scheme `https` · host `example.com` · path `/a%zz`']);
    // What `hoverProblems: true` would add (test/server/features/hover.test.ts): the message and "([code](RFC link))".
    assert.ok(!text.includes('invalid-percent-encoding'), text);
    assert.ok(!text.includes('is not a percent-encoding'), text);
    assert.ok(!text.includes('rfc-editor.org'), text);
  });

  it('gives no hover away from a URI', async () => {
    await uriLint();
    const guide = await open('one', 'guide.md');
    const { text } = await hoverText(guide.uri, new vscode.Position(4, 3));
    assert.ok(!text.includes('scheme `'), text);
  });
});
