// The extension's own page and settings, as a user finds them: the page in
// the Extensions view is the user README with its screenshots, which show
// with no network (each is inside the .vsix, as a data: URI); the Settings
// editor lists the settings in sections, the most used first, labelled
// without the "Uri Lint ›" prefix; the demo's README opens on a real problem.
import * as assert from 'assert';
import * as fs from 'fs';
import * as path from 'path';
import type { Request } from 'playwright-core';
import { openExtensionPage, openExtensionSettings, readmeImages, searchSettings, settingsRows, showExplorer } from './pages';
import { REPO_ROOT } from '../paths';
import { session } from './session';

describe('the extension\'s page and settings (UI)', () => {
  beforeEach(() => session().workbench.reset());
  // Workbench.reset and the other suites work from the Explorer.
  afterEach(async () => {
    await showExplorer(session().workbench);
    await session().workbench.reset();
  });

  it('the Extensions view shows the user README, its screenshots loaded from the .vsix, nothing from the web', async function () {
    // The first extension page loads its webview: slow on a loaded machine (see openExtensionPage).
    this.timeout(180_000);
    const { workbench } = session();
    const requests: string[] = [];
    const record = (request: Request) => requests.push(request.url());
    workbench.page.context().on('request', record);
    try {
      const readme = await openExtensionPage(workbench, 'URI Lint');
      assert.strictEqual(await readme.locator('h1').first().innerText(), 'URI Lint');
      const headings = await readme.locator('h2').allInnerTexts();
      assert.deepStrictEqual(headings, ['What it does', 'Commands', 'Settings', 'Silencing a problem where it is', 'Other editors and the command line']);
      // The developer README's sections are not there.
      assert.doesNotMatch(await readme.locator('body').innerText(), /Quick start|npm install|Benchmarks|Layout/);
      const images = await readmeImages(readme);
      // Every image of the user README, each shown.
      const source = fs.readFileSync(path.join(REPO_ROOT, 'docs', 'extension', 'README.md'), 'utf8');
      assert.strictEqual(images.length, source.match(/!\[[^\][\n]*\]\(/g)?.length);
      for (const image of images) {
        assert.match(image.src, /^data:image\/png;base64,/);
        assert.ok(image.naturalWidth > 0, `an image did not show: ${image.src.slice(0, 60)}…`);
        // Each screenshot is taken at twice the pixels (Workbench.screenshot checks it) of a narrow editor: the page
        // shows it no larger than the editor drew it (crisp), and not much smaller (its text as readable).
        const scale = image.shownWidth / (image.naturalWidth / 2);
        console.log(`      (a screenshot ${image.naturalWidth} px wide is shown ${image.shownWidth.toFixed(0)} px wide: ${scale.toFixed(2)} of the editor's size)`);
        assert.ok(scale >= 0.75 && scale <= 1.001,
          `a screenshot ${image.naturalWidth} px wide, taken at 2 device pixels per CSS pixel, is shown ${image.shownWidth} px wide: ${scale.toFixed(2)} of its size`);
      }
      // The settings table is there, with the settings in the Settings editor's order.
      const keys = await readme.locator('table tbody td:first-child code').allInnerTexts();
      assert.deepStrictEqual(keys.slice(0, 3), ['uriLint.enable', 'uriLint.severity', 'uriLint.languages']);
      // It fits the page, so that every description shows (a wide default once made it three times the page's width).
      const table = readme.locator('table').first();
      const widths = await table.evaluate((element: any) => ({ table: element.scrollWidth as number, page: element.ownerDocument.body.clientWidth as number }));
      assert.ok(widths.table <= widths.page, `the settings table is ${widths.table} px wide in a page of ${widths.page} px`);
      // What it does names every feature a user meets: the link and fragment checks, completion, the CLI.
      // (A loose list: each item's words are in a paragraph.)
      const features = await readme.locator('h2:has-text("What it does") + ul > li').allInnerTexts();
      for (const feature of ['Links that lead nowhere', 'Completion', 'Quick fixes', 'The same checks in CI']) {
        assert.ok(features.some((item) => item.startsWith(feature)), `"What it does" lists ${features.map((item) => item.split(':')[0]).join(', ')}`);
      }
      await table.scrollIntoViewIfNeeded();
      await workbench.screenshot('extension-page-settings');
      await readme.locator('h1').first().scrollIntoViewIfNeeded();
      await workbench.screenshot('extension-page');
    } finally {
      workbench.page.context().off('request', record);
    }
    const origin = new URL(workbench.page.url()).origin;
    const remote = requests.filter((url) => /^https?:/.test(url) && !url.startsWith(origin));
    assert.deepStrictEqual(remote, [], 'the page asked the web for something');
  });

  it('the Settings editor shows the settings in sections, the most used first, with plain labels', async () => {
    const { workbench } = session();
    const editor = await openExtensionSettings(workbench, 'URI Lint');
    const rows = await settingsRows(editor);
    const start = rows.indexOf('# URI Lint');
    assert.deepStrictEqual(rows.slice(start, start + 6), ['# URI Lint', 'Enable', 'Severity', 'Languages', '# Checks', 'Iri: Strict'], rows.join(' | '));
    await workbench.moveMouseAway();
    await workbench.screenshot('settings', { clip: await workbench.region([editor]) });
    // The file size is in megabytes; the setting in bytes it replaced is hidden while unset.
    await searchSettings(editor, '@ext:uri-lint.uri-lint maxFileSize');
    const found = (await settingsRows(editor)).filter((row) => !row.startsWith('# '));
    assert.deepStrictEqual(found, ['Uri Lint: Max File Size MB']);
  });

  it('Restart Server says in the output when the new server is ready, with no [Error]', async () => {
    const { workbench } = session();
    const { page } = workbench;
    await workbench.openFile('notes.txt');
    await workbench.waitForSquiggles('error', 2);
    await workbench.command('URI Lint: Restart Server');
    await workbench.command('URI Lint: Show Output');
    const output = page.locator('.part.panel .monaco-editor .view-lines');
    await output.locator('.view-line', { hasText: 'URI Lint server restarted (ready)' }).waitFor();
    // The lines in view (the editor renders no other), the restart's among them: none an error.
    const lines = (await output.locator('.view-line').allInnerTexts()).map((line) => line.replace(/\u00a0/g, ' '));
    assert.ok(lines.some((line) => line.includes('URI Lint: restarting the server')), lines.join('\n'));
    assert.deepStrictEqual(lines.filter((line) => line.includes('[Error')), [], lines.join('\n'));
    // The new server checks the open file again.
    await workbench.waitForSquiggles('error', 2);
    await workbench.screenshot('restart-output');
  });

  it('the demo\'s README opens on a real problem: its first squiggle is an error, not information', async () => {
    const { workbench } = session();
    await workbench.openFile('README.md');
    await workbench.waitForSquiggles('error', 2);
    await workbench.waitForSquiggles('info', 1);
    const first = async (kind: 'error' | 'warning' | 'info') => Math.min(...(await workbench.squiggles(kind).evaluateAll((all: any[]) => all.map((s) => s.getBoundingClientRect().top as number))));
    assert.ok(await first('error') < await first('info'), 'an information squiggle comes before the first error');
    await workbench.screenshot('demo-README');
  });
});
