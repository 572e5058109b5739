// The extension's own pages in the workbench: its page in the Extensions
// view (the README in a webview) and its settings in the Settings editor.
// Selectors were found on VS Code 1.100 (code-server 4.100.3).
import type { FrameLocator, Locator } from 'playwright-core';
import type { Workbench } from './workbench';

const EXTENSIONS_VIEW = '.extensions-viewlet';
const SETTINGS_EDITOR = '.settings-editor';

/** What an `<img>` of the README shows (this tsconfig has no DOM types). */
export interface RenderedImage {
  src: string;
  /** 0 when the browser could not load or decode it. */
  naturalWidth: number;
  /** The width the page gives it, in CSS pixels. */
  shownWidth: number;
}

/**
 * Opens the Extensions view and, from its list of installed extensions, the
 * page of `displayName`; returns the README's frame (a webview: an iframe
 * holding the active iframe) once its first heading shows.
 */
export async function openExtensionPage(workbench: Workbench, displayName: string): Promise<FrameLocator> {
  const { page } = workbench;
  await workbench.command('View: Show Extensions');
  const row = page.locator(`${EXTENSIONS_VIEW} .monaco-list-row`, { hasText: displayName }).first();
  // The first extension page loads the README's webview: on a loaded machine that takes longer than 30 s.
  await row.click({ noWaitAfter: true, timeout: 90_000 });
  await page.locator('.extension-editor .header .name', { hasText: displayName }).waitFor({ timeout: 90_000 });
  const readme = page.frameLocator('.webview.ready').first().frameLocator('#active-frame');
  await readme.locator('h1').first().waitFor();
  return readme;
}

/** The images of the README's frame, once each has finished loading or failed. */
export async function readmeImages(readme: FrameLocator): Promise<RenderedImage[]> {
  const images = readme.locator('img');
  await images.first().waitFor();
  await images.evaluateAll((all: any[]) => Promise.all(all.map((img) => (img.complete ? undefined : new Promise((done) => { img.onload = img.onerror = done; })))));
  return images.evaluateAll((all: any[]) => all.map((img) => ({
    src: img.src as string, naturalWidth: img.naturalWidth as number, shownWidth: img.getBoundingClientRect().width as number,
  })));
}

/** Back to the Explorer, which the other UI suites open files from. */
export async function showExplorer(workbench: Workbench): Promise<void> {
  await workbench.command('View: Show Explorer');
  await workbench.page.locator('.explorer-folders-view').waitFor();
}

/**
 * Opens the Settings editor (no search) on an extension's settings, as its
 * table of contents leads there: Extensions, then `displayName`.
 */
export async function openExtensionSettings(workbench: Workbench, displayName: string): Promise<Locator> {
  const { page } = workbench;
  await workbench.command('Preferences: Open Settings (UI)');
  const editor = page.locator(SETTINGS_EDITOR);
  const toc = editor.locator('.settings-toc-container .monaco-list-row');
  await toc.first().waitFor();
  await tocEntry(editor, 'Extensions').click();
  await tocEntry(editor, displayName).click();
  await editor.locator('.settings-tree-container .settings-group-title-label', { hasText: displayName }).first().waitFor();
  return editor;
}

/** Types `query` in the Settings editor's search box and waits for its count of settings found. */
export async function searchSettings(editor: Locator, query: string): Promise<void> {
  await editor.locator('.suggest-input-container .monaco-editor textarea').first().fill(query);
  await editor.locator('.settings-count-widget', { hasText: /Settings? Found/ }).waitFor();
}

/** An entry of the Settings editor's table of contents (its text also holds a hidden count: the label says the name). */
export function tocEntry(editor: Locator, name: string): Locator {
  return editor.locator(`.settings-toc-container .monaco-list-row[aria-label=${JSON.stringify(`${name}, group`)}]`);
}

/** The headings and setting labels the Settings editor shows, top to bottom, as a user reads them. */
export async function settingsRows(editor: Locator): Promise<string[]> {
  const rows = editor.locator('.settings-tree-container .monaco-list-row');
  const texts = await rows.evaluateAll((all: any[]) => all
    .map((row) => ({ top: row.getBoundingClientRect().top as number, row }))
    .sort((a, b) => a.top - b.top)
    .map(({ row }) => {
      const title = row.querySelector('.settings-group-title-label');
      if (title) return `# ${title.textContent}`;
      const category = row.querySelector('.setting-item-category')?.textContent ?? '';
      const label = row.querySelector('.setting-item-label')?.textContent ?? '';
      return `${category}${label}`;
    }));
  return texts.filter((text: string) => text !== '');
}
