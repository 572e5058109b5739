// The Problems panel lists each problem with a one-line message that names
// the offending text and what to do, the extension as its
// source, and its code as a link to the RFC section it breaks.
import * as assert from 'assert';
import * as path from 'path';
import { session } from './session';
import { lastLine } from './workbench';

/** Where each code's page is (docs/rules/), which VS Code links the code to. */
const DOCS = 'https://github.com/uri-lint/uri-lint/blob/main/docs/rules/';

describe('Problems panel (UI)', () => {
  beforeEach(() => session().workbench.reset());

  it('lists each problem with its code linked to its RFC section', async () => {
    const { workbench, workspaceRoot } = session();
    const { page } = workbench;
    await workbench.openFile('api.ts');
    // Diagnostics first, or the panel could open on an empty list.
    await workbench.waitForSquiggles('error', 2);
    await workbench.waitForSquiggles('warning', 1);
    await workbench.openProblems();

    const expected = [
      { message: 'Port "80a" is not a number: write digits only', code: 'invalid-port', href: `${DOCS}invalid-port.md`, at: '[Ln 11, Col 55]' },
      { message: 'Password in the URI, readable by anyone who sees it: remove it and pass credentials another way', code: 'password-in-userinfo', href: `${DOCS}password-in-userinfo.md`, at: '[Ln 12, Col 41]' },
      { message: '"|" in query "rain|snow": encode as %7C', code: 'invalid-character', href: `${DOCS}invalid-character.md`, at: '[Ln 13, Col 55]' },
    ];
    // The file's row counts its problems: these three and no other.
    const fileRow = page.locator('.markers-panel .monaco-list-row[aria-level="1"]', { hasText: 'api.ts' });
    assert.strictEqual((await fileRow.locator('.monaco-count-badge').innerText()).trim(), String(expected.length));
    for (const problem of expected) {
      const row = page.locator('.markers-panel .monaco-list-row', { has: page.locator('.marker-message', { hasText: problem.message }) });
      await row.waitFor();
      // The whole message, on one line: no RFC citation leads it, no sentence follows it.
      assert.strictEqual((await row.locator('.marker-message').innerText()).trim(), problem.message);
      assert.strictEqual(await row.locator('.marker-source').innerText(), 'uri-lint');
      // VS Code draws the code as a link when the diagnostic has a codeDescription.
      const link = row.locator('a.monaco-link', { has: page.locator('.marker-code') });
      assert.strictEqual(await link.innerText(), problem.code);
      assert.strictEqual(await link.getAttribute('href'), problem.href);
      assert.strictEqual(await row.locator('.marker-line').innerText(), problem.at);
    }

    // The file, then the panel right under it, without the empty editor between.
    const restore = await workbench.narrowEditor();
    try {
      const fileEnd = await workbench.characterBox(lastLine(path.join(workspaceRoot, 'api.ts')));
      await workbench.movePanelTop(fileEnd.y + fileEnd.height + 40);
      const clip = await workbench.editorRegion([page.locator('.markers-panel .monaco-list-row').last()]);
      await workbench.screenshot('problems', { clip, readme: true });
    } finally {
      await restore();
    }
  });
});
