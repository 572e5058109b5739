// The language status item (the `{ }` in the status bar) says what the
// server checked in the active file: how many URIs, how many problems.
import * as assert from 'assert';
import { session } from './session';

describe('language status (UI)', () => {
  beforeEach(() => session().workbench.reset());

  it('counts the URIs checked and the problems of the active file', async () => {
    const { workbench } = session();
    const { page } = workbench;
    await workbench.openFile('notes.txt');
    // notes.txt has 7 URIs; 2 problems: the port `:8o8o` (one) and the space of `team pages`.
    const counts = '7 URIs checked, 2 problems';
    // Until the server's status arrives the item says "URIs not checked yet".
    await workbench.waitForLanguageStatus(counts);
    // The same two problems are squiggled in the editor.
    await workbench.waitForSquiggles('error', 2);
    assert.strictEqual(await workbench.squiggles('error').count(), 2);

    // The popup opens at the bottom right and the file is at the top left: a
    // shorter window pictures both, without the empty editor between them.
    const restore = await workbench.narrowEditor({ height: 420 });
    try {
      // For the picture: the cursor where a fresh editor puts it (another test
      // may have left it in a URI, with a light bulb), and no progress message
      // of TypeScript, which checks the .ts files other tests opened.
      await workbench.goTo(1, 1);
      await page.locator('.part.statusbar .statusbar-item', { hasText: 'Analyzing' }).waitFor({ state: 'hidden' });
      const popup = await workbench.openLanguageStatus();
      const status = popup.locator('.hover-language-status', { hasText: 'URIs checked' });
      // Its text, then its detail, which says whose item it is among the language's (set apart by CSS, not by a
      // character).
      assert.match(await status.locator('.left').innerText(), new RegExp(`^${counts}\\s*URI Lint$`));
      // Errors among the problems: the item shows the error severity.
      assert.ok(await status.locator('.severity .codicon-error').isVisible(), 'the status does not show the error severity');
      assert.strictEqual(await status.locator('a.monaco-link').innerText(), 'Show Output');
      // The editor and, under it, the status bar with the popup.
      const editor = await workbench.region([page.locator('.part.editor')]);
      const bar = await workbench.region([page.locator('.part.statusbar')]);
      await workbench.screenshot('status', { clip: { ...editor, height: bar.y + bar.height - editor.y }, readme: true });
    } finally {
      await workbench.reset();
      await restore();
    }
  });
});
