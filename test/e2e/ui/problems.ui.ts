// The Problems panel lists each problem with its message, the extension as
// its source, and its code as a link to the RFC section it breaks.
import * as assert from 'assert';
import * as path from 'path';
import { session } from './session';
import { lastLine } from './workbench';

const RFC_3986 = 'https://www.rfc-editor.org/rfc/rfc3986';

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
      { message: 'The port must be decimal digits only; "a" is not a digit.', code: 'invalid-port', href: `${RFC_3986}#section-3.2.3`, at: '[Ln 11, Col 57]' },
      { message: 'A password in the user information is deprecated', code: 'password-in-userinfo', href: `${RFC_3986}#section-3.2.1`, at: '[Ln 12, Col 41]' },
      { message: '"|" is not allowed in the query', code: 'invalid-character', href: `${RFC_3986}#section-3.4`, at: '[Ln 13, Col 59]' },
    ];
    // The file's row counts its problems: these three and no other.
    const fileRow = page.locator('.markers-panel .monaco-list-row[aria-level="1"]', { hasText: 'api.ts' });
    assert.strictEqual((await fileRow.locator('.monaco-count-badge').innerText()).trim(), String(expected.length));
    for (const problem of expected) {
      const row = page.locator('.markers-panel .monaco-list-row', { has: page.locator('.marker-message', { hasText: problem.message }) });
      await row.waitFor();
      assert.strictEqual(await row.locator('.marker-source').innerText(), 'uri-lint');
      // VS Code draws the code as a link when the diagnostic has a codeDescription.
      const link = row.locator('a.monaco-link', { has: page.locator('.marker-code') });
      assert.strictEqual(await link.innerText(), problem.code);
      assert.strictEqual(await link.getAttribute('href'), problem.href);
      assert.strictEqual(await row.locator('.marker-line').innerText(), problem.at);
    }

    // The file, then the panel right under it, without the empty editor between.
    const fileEnd = await workbench.characterBox(lastLine(path.join(workspaceRoot, 'api.ts')));
    await workbench.movePanelTop(fileEnd.y + fileEnd.height + 40);
    const clip = await workbench.editorRegion([page.locator('.markers-panel .monaco-list-row').last()]);
    await workbench.screenshot('problems', { clip, readme: true });
  });
});
