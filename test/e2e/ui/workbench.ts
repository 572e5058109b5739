// Drives the VS Code workbench in Chromium as a user would: explorer,
// editor, squiggles, hovers, the Problems panel and the quick-fix menu.
// Every step waits on a selector or a state, never on a fixed delay.
// Selectors were found on VS Code 1.100 (code-server 4.100.3).
import * as fs from 'fs';
import * as path from 'path';
import type { Locator, Page } from 'playwright-core';
import { SCREENSHOTS } from '../paths';

export type SquiggleKind = 'error' | 'warning' | 'info' | 'hint';

const EDITOR = '.part.editor .editor-group-container.active .monaco-editor';

/** What editorText reads of a `.view-line` element (this tsconfig has no DOM types). */
interface RenderedLine {
  style: { top: string };
  textContent: string | null;
}

/** `[attr^="value"]` with the value quoted for CSS. */
function startsWith(attribute: string, value: string): string {
  return `[${attribute}^=${JSON.stringify(value)}]`;
}

export class Workbench {
  private constructor(readonly page: Page) {}

  /** Loads the workbench at `url` and waits until it has restored and the explorer lists the workspace. */
  static async open(page: Page, url: string): Promise<Workbench> {
    await page.goto(url);
    await page.locator('.monaco-workbench').waitFor();
    await page.locator('.explorer-folders-view .monaco-list-row').first().waitFor();
    // The Problems item joins the status bar once the workbench has restored.
    await page.locator('#status\\.problems').waitFor();
    // Icon fonts load late; a screenshot before would show no file icons.
    await page.evaluate('document.fonts.ready.then(() => true)');
    return new Workbench(page);
  }

  /** Opens a file at the top level of the explorer by double-clicking it. */
  async openFile(name: string): Promise<void> {
    await this.page.locator(`.explorer-folders-view .monaco-list-row${startsWith('aria-label', name)}`).first().dblclick();
    await this.page.locator(`.tabs-container .tab.active${startsWith('aria-label', name)}`).waitFor();
    await this.page.locator(`${EDITOR} .view-lines`).waitFor();
  }

  /**
   * The text of the active editor's rendered lines, as a user reads it. The
   * editor renders only the lines in view, each placed by its `top`, not in
   * DOM order; an empty line renders no text, hence one line per element.
   */
  async editorText(): Promise<string> {
    const lines: Array<[number, string]> = await this.page.locator(`${EDITOR} .view-lines .view-line`)
      .evaluateAll((elements) => (elements as unknown as RenderedLine[]).map((e) => [parseFloat(e.style.top), e.textContent ?? '']));
    return lines.sort((a, b) => a[0] - b[0]).map(([, text]) => text.replace(/\u00a0/g, ' ')).join('\n');
  }

  squiggles(kind: SquiggleKind = 'error'): Locator {
    return this.page.locator(`${EDITOR} .view-overlays .squiggly-${kind}`);
  }

  /** Waits until the active editor shows at least `count` squiggles of `kind`. */
  async waitForSquiggles(kind: SquiggleKind = 'error', count = 1): Promise<Locator> {
    const squiggles = this.squiggles(kind);
    await squiggles.nth(count - 1).waitFor();
    return squiggles;
  }

  /** Moves the mouse to the centre of `target` and returns the hover's text. */
  async hover(target: Locator): Promise<string> {
    const box = await target.boundingBox();
    if (!box) throw new Error('the hover target is not visible');
    await this.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const hover = this.page.locator('.monaco-hover:not(.hidden)').first();
    await hover.waitFor();
    return hover.innerText();
  }

  /** The status bar's problem count, e.g. `Errors: 2, Warnings: 1`. */
  async problemsSummary(): Promise<string> {
    return (await this.page.locator('#status\\.problems').getAttribute('aria-label')) ?? '';
  }

  /** Opens the Problems panel and returns its rows' text. */
  async openProblems(): Promise<string[]> {
    await this.page.keyboard.press('Control+Shift+M');
    const rows = this.page.locator('.markers-panel .monaco-list-row');
    await rows.first().waitFor();
    return rows.allInnerTexts();
  }

  /** Puts the cursor at 1-based `line`:`column` with Go to Line. */
  async goTo(line: number, column = 1): Promise<void> {
    await this.command('Go to Line/Column');
    await this.page.keyboard.type(`${line}:${column}`);
    await this.page.keyboard.press('Enter');
    await this.page.locator('.quick-input-widget').waitFor({ state: 'hidden' });
  }

  /** Runs a command by its title from the command palette. */
  async command(title: string): Promise<void> {
    await this.page.keyboard.press('F1');
    const input = this.page.locator('.quick-input-widget input');
    await input.waitFor();
    await input.fill(`>${title}`);
    await this.page.locator(`.quick-input-list .monaco-list-row${startsWith('aria-label', title)}`).first().waitFor();
    await this.page.keyboard.press('Enter');
  }

  /**
   * Opens the quick-fix menu at the cursor and applies the fix titled
   * `title`. Keys, not clicks: a click on a row is intercepted.
   */
  async quickFix(title: string): Promise<void> {
    await this.page.keyboard.press('Control+.');
    const rows = this.page.locator('.action-widget .monaco-list-row.action');
    await rows.first().waitFor();
    const focused = this.page.locator('.action-widget .monaco-list-row.action.focused');
    const count = await rows.count();
    for (let i = 0; i < count && !(await focused.innerText()).includes(title); i++) {
      await this.page.keyboard.press('ArrowDown');
    }
    if (!(await focused.innerText()).includes(title)) {
      throw new Error(`no quick fix "${title}" in: ${(await rows.allInnerTexts()).join(' | ')}`);
    }
    await this.page.keyboard.press('Enter');
    await this.page.locator('.action-widget').waitFor({ state: 'hidden' });
  }

  /** Saves what the user sees to out/e2e/screenshots/NAME.png and returns the path. */
  async screenshot(name: string): Promise<string> {
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    const file = path.join(SCREENSHOTS, `${name.replace(/[^\w.-]+/g, '-')}.png`);
    await this.page.screenshot({ path: file });
    return file;
  }
}
