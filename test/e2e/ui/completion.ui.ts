// Completion of a path in a Markdown link, where VS Code's Markdown
// extension completes too: the user sees one list, each entry once (the
// extension's), not the extension's and URI Lint's side by side.
import * as assert from 'assert';
import { session } from './session';

const SUGGEST = '.editor-widget.suggest-widget';

describe('completion (UI)', () => {
  beforeEach(() => session().workbench.reset());

  it('in a Markdown link after "docs/": each entry of the folder once', async () => {
    const { workbench } = session();
    const { page } = workbench;
    await workbench.openFile('README.md');
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('See the [changes](docs/');
    // Asked for as a user does, again while the answer is "No suggestions": the Markdown extension's server answers
    // only once it has read the workspace, and "/" may have opened a list before that.
    const rows = page.locator(`${SUGGEST} .monaco-list-row`);
    for (let attempt = 1; ; attempt++) {
      await page.keyboard.press('Escape');
      await page.keyboard.press('Control+Space');
      const shown = await rows.first().waitFor({ timeout: 10_000 }).then(() => true, () => false);
      if (shown) break;
      if (attempt === 5) throw new Error('no completion list after five requests');
    }
    // The widget renders the rows in view only: docs/ holds one file, so every row is in view.
    await page.locator(`${SUGGEST} .monaco-list-row`, { hasText: 'CHANGELOG.md' }).first().waitFor();
    const labels = await rows.locator('.label-name').allInnerTexts();
    assert.deepStrictEqual(labels, ['CHANGELOG.md'], `the list: ${labels.join(' | ')}`);
    await workbench.screenshot('completion-markdown', { clip: await workbench.editorRegion([page.locator(SUGGEST)]) });
  });
});
