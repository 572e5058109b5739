// The light bulb's menu (Control+.) lists the fixes by titles that say what
// they make of the text, in plain text, then Fix all for the
// file as eslint offers it, and Enter applies the one focused, in the editor,
// unsaved.
import * as assert from 'assert';
import * as fs from 'fs';
import * as path from 'path';
import { session } from './session';
import { locate, type TextSpot } from './workbench';

// page.html links to Lyon with a URI that is valid but not in normal form;
// demo/.vscode/settings.json turns uriLint.normalForm.enable on, so it has a
// diagnostic and its fixes are quick fixes.
const LYON = 'HTTP://Www.Acme.Example:80/./weather/../weather/lyon.html';
const LYON_NORMAL = 'http://www.acme.example/weather/lyon.html';

/** The actions that silence a finding of `code`, after its fixes. */
function ignoreTitles(code: string): string[] {
  return [`Ignore ${code} on this line`, `Ignore ${code} in this file`, 'Ignore this URI in a new .urilintrc.json', 'Ignore this file in a new .urilintrc.json'];
}

describe('quick fixes (UI)', () => {
  beforeEach(() => session().workbench.reset());

  it('lists the fixes of a URI not in normal form, normalize first', async () => {
    const { workbench } = session();
    await cursorInLyonLink();
    // A preferred fix is on offer: the light bulb says so with its autofix icon.
    await workbench.page.locator('.lightBulbWidget.codicon-lightbulb-autofix').waitFor();

    const titles = await workbench.openQuickFixes();
    // The fixes first, then Fix all (page.html has two more fixable problems), then the ways to silence the
    // finding.
    assert.deepStrictEqual(titles, [
      `Normalize URI to ${LYON_NORMAL}`, 'Lowercase scheme and host', 'Fix all URI problems in file',
      ...ignoreTitles('not-normalized'),
    ]);

    const menu = workbench.page.locator('.action-widget');
    await workbench.screenshot('quick-fix', { clip: await workbench.editorRegion([menu]), readme: true });
  });

  it('lists percent-encoding for a character a URI does not allow', async () => {
    const { workbench, workspaceRoot } = session();
    // Plain text, where no other extension offers code actions. (In a
    // TypeScript file, the first Control+. after opening it can answer "No
    // code actions available" while TypeScript starts, for every provider.)
    await workbench.openFile('notes.txt');
    const space = locate(path.join(workspaceRoot, 'notes.txt'), 'https://intranet.acme.example/«team pages»/weather');
    await workbench.waitForSquigglesOn(space.line, 'error', 1);
    await workbench.goTo(space.line, space.start + 5); // just before the space, in the URI

    const titles = await workbench.openQuickFixes();
    // The one fixable problem of the file: Fix all would do the same, so it is not offered.
    assert.deepStrictEqual(titles, ['Percent-encode: team pages → team%20pages', ...ignoreTitles('invalid-character')]);
    await workbench.screenshot('quick-fix-encode');
  });

  it('applies the normalize fix with Enter', async () => {
    const { workbench } = session();
    const link = await cursorInLyonLink();
    const fixed = link.lineText.replace(LYON, LYON_NORMAL);

    await workbench.quickFix(`Normalize URI to ${LYON_NORMAL}`);
    await workbench.waitForLine(fixed.trim());
    assert.strictEqual((await workbench.editorText()).split('\n')[link.line - 1], fixed);
    // Now normal, the URI loses its diagnostic; the rest of the file keeps theirs.
    await workbench.waitForSquigglesOn(link.line, 'info', 0);
    // The edit waits in the editor for the user to save it.
    await workbench.page.locator('.tabs-container .tab.active.dirty').waitFor();
    await workbench.screenshot('quick-fix-applied');
  });

  it('"Choose a heading…" lists the target\'s headings; the one picked fixes the link', async () => {
    const { workbench, workspaceRoot } = session();
    // A page of its own, removed after: the demo's files and their problems stay as the other tests know them.
    const file = path.join(workspaceRoot, 'setup.md');
    fs.writeFileSync(file, [
      '# Setup', '', '## Install on Linux', '', '## Install on macOS', '', '## Client options', '',
      'Start with [the Linux notes](#linux-install).', '',
    ].join('\n'));
    try {
      // Opened with Quick Open, which searches the disk: code-server's explorer may not list a file written behind its back yet.
      const { page } = workbench;
      await page.keyboard.press('Control+P');
      await page.locator('.quick-input-widget input').fill('setup.md');
      await page.locator('.quick-input-list .monaco-list-row', { hasText: 'setup.md' }).first().waitFor();
      await page.keyboard.press('Enter');
      await page.locator('.tabs-container .tab.active[aria-label^="setup.md"]').waitFor();
      await workbench.waitForLine('Start with');
      const link = locate(file, '(#«linux-install»)');
      // Run alone (--grep), this test is the first: the extension may still be starting.
      await workbench.waitForSquigglesOn(link.line, 'warning', 1, 60_000);
      await workbench.goTo(link.line, link.start + 3);
      const titles = await workbench.openQuickFixes();
      // No heading is near-certainly meant: the ones sharing a word, then the picker.
      assert.deepStrictEqual(titles.slice(0, 3), ['Link to "#install-on-linux"', 'Link to "#install-on-macos"', 'Choose a heading…']);
      await workbench.quickFix('Choose a heading…');
      const picker = page.locator('.quick-input-widget');
      await picker.waitFor();
      const rows = picker.locator('.quick-input-list .monaco-list-row');
      await rows.first().waitFor();
      assert.deepStrictEqual(await rows.locator('.label-name').allInnerTexts(), ['Setup', 'Install on Linux', 'Install on macOS', 'Client options']);
      // The picker over the file, down to the link it fixes.
      await workbench.screenshot('quick-fix-choose-heading', { clip: await workbench.editorRegion([picker, page.locator('.view-line', { hasText: 'Start with' })]) });
      await page.keyboard.type('Linux');
      await picker.locator('.quick-input-list .monaco-list-row.focused', { hasText: 'Install on Linux' }).waitFor();
      await page.keyboard.press('Enter');
      await picker.waitFor({ state: 'hidden' });
      await workbench.waitForLine('Start with [the Linux notes](#install-on-linux).');
      await workbench.waitForSquigglesOn(link.line, 'warning', 0);
      await workbench.screenshot('quick-fix-choose-heading-applied');
    } finally {
      await workbench.reset();
      fs.rmSync(file, { force: true });
    }
  });
});

/** Opens page.html and puts the cursor in the Lyon link once its diagnostic shows. */
async function cursorInLyonLink(): Promise<TextSpot> {
  const { workbench, workspaceRoot } = session();
  await workbench.openFile('page.html');
  const link = locate(path.join(workspaceRoot, 'page.html'), `"«${LYON}»"`);
  await workbench.waitForSquigglesOn(link.line, 'info', 1);
  // Inside the URI, not on its first character, where the string starts too.
  await workbench.goTo(link.line, link.start + 5);
  return link;
}
