// Drives the VS Code workbench in Chromium as a user would: explorer,
// editor, squiggles, hovers, the Problems panel and the quick-fix menu.
// Every step waits on a selector or a state, never on a fixed delay.
// Selectors were found on VS Code 1.100 (code-server 4.100.3).
import * as fs from 'fs';
import * as path from 'path';
import type { Locator, Page } from 'playwright-core';
import { REPO_ROOT, SCREENSHOTS } from '../paths';

export type SquiggleKind = 'error' | 'warning' | 'info' | 'hint';

/** A rectangle on the page, in CSS pixels (what Playwright's boundingBox returns). */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Some characters of a file: a 1-based line, as the editor numbers it, and `[start, end)` in that line's text. */
export interface TextSpot {
  line: number;
  start: number;
  end: number;
  /** The whole line, to check that the editor renders the line meant. */
  lineText: string;
}

export interface ScreenshotOptions {
  /** Only this part of the page (see `region`); the whole page without it. */
  clip?: Box;
  /**
   * Also a README screenshot: copied to docs/screenshots/NAME.png, but only
   * when URI_LINT_UPDATE_SCREENSHOTS=1, so that ordinary runs leave the
   * working tree alone. It must have a `clip` at most README_WIDTH wide (take
   * it in `narrowEditor`) and the page must be drawn at twice the pixels.
   */
  readme?: boolean;
}

/**
 * How wide the editor is in a README screenshot, in CSS pixels. VS Code's
 * page of the extension is about 560 px wide and GitHub's README column
 * about 830: a picture of a 680 px editor shows there at 0.8 and 1.2 times
 * the size the editor draws it, so its text reads as it does in the editor;
 * taken at twice the pixels, it stays crisp at either size. (A picture of
 * the whole 1,052 px editor showed its text at half size on the page.)
 */
export const README_WIDTH = 680;

/** What `narrowEditor` returns: gives the window its size and side bar back. */
export type Restore = () => Promise<void>;

// Not the rename box: F2's input is an editor of its own, left in the group's editor once opened.
const EDITOR = '.part.editor .editor-group-container.active .monaco-editor:not(.rename-box)';
const HOVER = '.monaco-hover:not(.hidden)';
const LANGUAGE_STATUS = '#status\\.languageStatus';
const README_SCREENSHOTS = path.join(REPO_ROOT, 'docs', 'screenshots');

/** What editorText reads of a `.view-line` element (this tsconfig has no DOM types). */
interface RenderedLine {
  style: { top: string };
  textContent: string | null;
}

/** `[attr^="value"]` with the value quoted for CSS. */
function startsWith(attribute: string, value: string): string {
  return `[${attribute}^=${JSON.stringify(value)}]`;
}

/**
 * Where the characters marked with «» in `marked` are in `file`, e.g.
 * `locate(file, 'example.com:80«a»/')` for the `a` of that port. The text
 * around the marks makes the place unique; a test names what it means, not
 * a line and column that break when the file changes.
 */
export function locate(file: string, marked: string): TextSpot {
  const match = /^(.*)«(.*)»(.*)$/s.exec(marked);
  if (!match) throw new Error(`mark the characters meant with «»: ${marked}`);
  // Three groups, each matching at least the empty string.
  const [, before, inside, after] = match as unknown as [string, string, string, string];
  const lines = fs.readFileSync(file, 'utf8').split(/\r?\n/);
  const hits = lines.flatMap((lineText, i) => {
    const at = lineText.indexOf(before + inside + after);
    return at < 0 ? [] : [{ line: i + 1, start: at + before.length, end: at + before.length + inside.length, lineText }];
  });
  if (hits.length !== 1) throw new Error(`${JSON.stringify(before + inside + after)} is on ${hits.length} lines of ${file}, not one`);
  return hits[0]!;
}

/** The whole of the last line of `file` that has text: where a screenshot of the file can end. */
export function lastLine(file: string): TextSpot {
  const lines = fs.readFileSync(file, 'utf8').split(/\r?\n/);
  let i = lines.length - 1;
  while (i > 0 && lines[i]!.trim() === '') i--;
  const lineText = lines[i] ?? '';
  return { line: i + 1, start: 0, end: lineText.length, lineText };
}

/** The smallest box holding all of `boxes`, `padding` pixels wider on every side. */
export function union(boxes: Box[], padding = 0): Box {
  const left = Math.min(...boxes.map((b) => b.x)) - padding;
  const top = Math.min(...boxes.map((b) => b.y)) - padding;
  const right = Math.max(...boxes.map((b) => b.x + b.width)) + padding;
  const bottom = Math.max(...boxes.map((b) => b.y + b.height)) + padding;
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** The page-side part of `characterBox`; the tsconfig has no DOM types, hence `any`. */
function measureCharacters(editor: any, spot: TextSpot): Box | string {
  const top = lineTop(editor, spot.line);
  if (top === undefined) return `line ${spot.line} is not rendered`;
  const line = [...editor.querySelectorAll('.view-lines .view-line')].find((l: any) => l.style.top === top);
  const rendered = (line?.textContent ?? '').replace(/\u00a0/g, ' ');
  // A tab renders as several spaces and would shift every offset after it.
  if (rendered !== spot.lineText) return `line ${spot.line} renders as ${JSON.stringify(rendered)}, not ${JSON.stringify(spot.lineText)}`;
  const range = editor.ownerDocument.createRange();
  const walker = editor.ownerDocument.createTreeWalker(line, 4 /* NodeFilter.SHOW_TEXT */);
  let offset = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const length = node.data.length;
    if (spot.start >= offset && spot.start < offset + length) range.setStart(node, spot.start - offset);
    if (spot.end > offset && spot.end <= offset + length) range.setEnd(node, spot.end - offset);
    offset += length;
  }
  const r = range.getBoundingClientRect();
  return { x: r.left, y: r.top, width: r.width, height: r.height };

  // The editor renders only the lines in view, in no particular DOM order;
  // the line number in the margin and the line's text share a `top`.
  function lineTop(root: any, lineNumber: number): string | undefined {
    const number = [...root.querySelectorAll('.margin-view-overlays .line-numbers')]
      .find((n: any) => n.textContent.trim() === String(lineNumber));
    return number?.parentElement.style.top;
  }
}

/**
 * The page-side part of `squigglesOn`: squiggles are drawn in
 * `.view-overlays`, one `div` per line, placed by `top`. Self-contained, as
 * measureCharacters is: Playwright runs their source in the page.
 */
function measureSquiggles(editor: any, { line, kind }: { line: number; kind: SquiggleKind }): Box[] {
  const number = [...editor.querySelectorAll('.margin-view-overlays .line-numbers')]
    .find((n: any) => n.textContent.trim() === String(line));
  const top = number?.parentElement.style.top;
  if (top === undefined) return [];
  const overlay = [...editor.querySelectorAll('.view-overlays > div')].find((o: any) => o.style.top === top);
  return [...(overlay?.querySelectorAll(`.squiggly-${kind}`) ?? [])]
    .map((s: any) => s.getBoundingClientRect())
    .map((r: any) => ({ x: r.left, y: r.top, width: r.width, height: r.height }))
    .sort((a: Box, b: Box) => a.x - b.x);
}

export class Workbench {
  private constructor(readonly page: Page) {}

  /** Loads the workbench at `url` and waits until it has restored and the explorer lists the workspace. */
  static async open(page: Page, url: string): Promise<Workbench> {
    // On a loaded machine the workbench's page takes more than the default 30 s to load.
    await page.goto(url, { timeout: 180_000 });
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
    const row = this.page.locator(`.explorer-folders-view .monaco-list-row${startsWith('aria-label', name)}`).first();
    const tab = this.page.locator(`.tabs-container .tab.active${startsWith('aria-label', name)}`);
    // A double click lands on whatever row is under the pointer when it comes: when the explorer re-renders meanwhile
    // (a row another test's file adds or removes moves the rest), another file opens. Then again, on the row as it is.
    for (let attempt = 1; ; attempt++) {
      await row.dblclick();
      try {
        await tab.waitFor({ timeout: 10_000 });
        break;
      } catch (error) {
        if (attempt >= 3) throw error;
      }
    }
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

  /** Moves the mouse to the centre of `target` (an element, or a box such as `characterBox` gives) and returns the hover's text. */
  async hover(target: Locator | Box): Promise<string> {
    const box = 'boundingBox' in target ? await target.boundingBox() : target;
    if (!box) throw new Error('the hover target is not visible');
    const hover = this.hoverWidget();
    // A hover that was opening when the line's decorations changed (the second publication of a document whose link
    // targets were being looked up) is dropped, and a still mouse asks for no other: move away and back.
    for (let attempt = 1; ; attempt++) {
      await this.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      try {
        await hover.waitFor({ timeout: attempt < 4 ? 7_500 : 30_000 });
        return await hover.innerText();
      } catch (error) {
        if (attempt >= 4) throw error;
        await this.page.mouse.move(0, 0);
      }
    }
  }

  /** The hover widget on show (editor hover or status bar hover). */
  hoverWidget(): Locator {
    return this.page.locator(HOVER).first();
  }

  /**
   * The box of the characters at `spot` as the active editor draws them,
   * measured on the rendered text (no assumption about the font). The line
   * must be in view.
   */
  async characterBox(spot: TextSpot): Promise<Box> {
    const box = await this.page.locator(EDITOR).evaluate(measureCharacters, spot);
    if (typeof box === 'string') throw new Error(box);
    return box;
  }

  /** The boxes of the squiggles of `kind` drawn on 1-based `line` of the active editor, left to right. */
  squigglesOn(line: number, kind: SquiggleKind = 'error'): Promise<Box[]> {
    return this.page.locator(EDITOR).evaluate(measureSquiggles, { line, kind });
  }

  /** Waits until 1-based `line` of the active editor shows exactly `count` squiggles of `kind`. */
  async waitForSquigglesOn(line: number, kind: SquiggleKind, count: number, timeout = 10_000): Promise<Box[]> {
    // measureSquiggles is self-contained, so its source runs in the page as it is.
    const measured = `(${measureSquiggles})(document.querySelector(${JSON.stringify(EDITOR)}), ${JSON.stringify({ line, kind })})`;
    await this.page.waitForFunction(`${measured}.length === ${count}`, undefined, { timeout }).catch(() => undefined);
    const squiggles = await this.squigglesOn(line, kind);
    if (squiggles.length !== count) throw new Error(`line ${line} shows ${squiggles.length} ${kind} squiggle(s), not ${count}`);
    return squiggles;
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

  /** Opens the quick-fix menu (the light bulb's) at the cursor and returns its entries' titles, in order. */
  async openQuickFixes(): Promise<string[]> {
    // Control+. acts on the focused editor's cursor and shows nothing while the code actions there are still being
    // asked for; the light bulb shows once they have come, in the focused editor. Pressed before, the key can be lost.
    await this.page.locator(`${EDITOR}.focused`).waitFor();
    const lightBulb = this.page.locator('.lightBulbWidget').first();
    const rows = this.page.locator('.action-widget .monaco-list-row.action');
    for (let attempt = 1; ; attempt++) {
      try {
        await lightBulb.waitFor({ timeout: attempt < 3 ? 5_000 : 30_000 });
        await this.page.keyboard.press('Control+.');
        await rows.first().waitFor({ timeout: attempt < 3 ? 5_000 : 30_000 });
        return await rows.locator('.title').allInnerTexts();
      } catch (error) {
        if (attempt >= 3) throw error;
        // Code actions that arrive while the editor has no text focus (the command palette just closing) leave the
        // light bulb hidden, or the key lost, until they are asked for again: when the cursor moves.
        await this.page.keyboard.press('ArrowRight');
        await this.page.keyboard.press('ArrowLeft');
      }
    }
  }

  /**
   * Applies the fix titled `title` from the quick-fix menu, opening it at
   * the cursor unless it is open. Keys, not clicks: a click on a row is
   * intercepted.
   */
  async quickFix(title: string): Promise<void> {
    if (!(await this.page.locator('.action-widget').isVisible())) await this.openQuickFixes();
    const rows = this.page.locator('.action-widget .monaco-list-row.action');
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

  /** Waits until a line of the active editor shows `text` (whitespace-insensitive, as a user reads it). */
  async waitForLine(text: string): Promise<void> {
    await this.page.locator(`${EDITOR} .view-lines .view-line`, { hasText: text }).first().waitFor();
  }

  /**
   * Waits until the language status item (the `{ }` of the status bar) holds
   * `text`: its aria-label reads out every item it holds, so this needs no
   * popup open.
   */
  async waitForLanguageStatus(text: string, timeout?: number): Promise<void> {
    await this.page.locator(`${LANGUAGE_STATUS}[aria-label*=${JSON.stringify(text)}]`).waitFor(timeout === undefined ? {} : { timeout });
  }

  /** Clicks the language status item and returns the popup listing the items for the active editor. */
  async openLanguageStatus(): Promise<Locator> {
    await this.page.locator(LANGUAGE_STATUS).click();
    const popup = this.page.locator(`${HOVER}:has(.hover-language-status)`).first();
    await popup.waitFor();
    return popup;
  }

  /** Closes the bottom panel (Problems, Output…) if it is open. */
  async closePanel(): Promise<void> {
    const panel = this.page.locator('.part.panel');
    if (!(await panel.isVisible())) return;
    await this.command('View: Hide Panel');
    await panel.waitFor({ state: 'hidden' });
  }

  /**
   * Resizes the browser's viewport and waits until the workbench has laid
   * itself out again (its status bar at the new bottom): a smaller window
   * for a screenshot that should show the whole of it.
   */
  async resizeViewport(width: number, height: number): Promise<void> {
    await this.page.setViewportSize({ width, height });
    await this.page.waitForFunction(`(() => {
      const bar = document.querySelector('.part.statusbar')?.getBoundingClientRect();
      return bar !== undefined && bar.bottom === ${height} && bar.right === ${width};
    })()`);
  }

  /**
   * Lays the workbench out as a window `width` CSS pixels wide that is all
   * editor (no side bar, no activity bar), for a README screenshot: the
   * editor, the panel under it, and the hovers, menus and pickers VS Code
   * fits in the window are within those `width` pixels. The files to show
   * must be open before (they are opened from the explorer, which this
   * hides), and what the picture shows opened after (a resize closes a
   * hover). Returns the function that restores the window; call it in a
   * `finally`.
   */
  async narrowEditor({ width = README_WIDTH, height }: { width?: number; height?: number } = {}): Promise<Restore> {
    const viewport = this.page.viewportSize();
    if (!viewport) throw new Error('the page has no viewport size');
    const activityBar = this.page.locator('.part.activitybar');
    let hidActivityBar = false;
    const restore = async () => {
      await this.resizeViewport(viewport.width, viewport.height);
      if (hidActivityBar) {
        await this.command('View: Move Activity Bar to Side');
        await activityBar.waitFor();
      }
      await this.command('View: Show Explorer');
      await this.page.locator('.explorer-folders-view').waitFor();
    };
    try {
      const sideBar = this.page.locator('.part.sidebar');
      if (await sideBar.isVisible()) {
        await this.command('View: Close Primary Side Bar');
        await sideBar.waitFor({ state: 'hidden' });
      }
      if (await activityBar.isVisible()) {
        await this.command('View: Hide Activity Bar');
        hidActivityBar = true;
        await activityBar.waitFor({ state: 'hidden' });
      }
      await this.resizeViewport(width, height ?? viewport.height);
      const narrowed = await this.region([this.page.locator('.part.editor')]);
      if (narrowed.x !== 0 || Math.abs(narrowed.width - width) > 1) throw new Error(`the editor is ${narrowed.width} px wide at ${narrowed.x}, not the window's ${width}`);
      // Wherever the mouse was may now be text with a hover.
      await this.moveMouseAway();
      // The editor draws its lines again on the next frame.
      await this.page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
    } catch (error) {
      await restore();
      throw error;
    }
    return restore;
  }

  /** Has the explorer read the workspace's files again (it does not always see files made behind its back). */
  async refreshExplorer(): Promise<void> {
    await this.page.locator('.part.sidebar .pane-header').first().hover();
    await this.page.locator('.part.sidebar .action-label[aria-label="Refresh Explorer"]').click();
  }

  /**
   * Moves the mouse to an empty stretch of the explorer, where no hover
   * opens; with the side bar closed (see narrowEditor), to the title bar
   * beside its buttons.
   */
  async moveMouseAway(): Promise<void> {
    const view = this.page.locator('.explorer-folders-view');
    // boundingBox would wait for an explorer that is not there.
    const explorer = await view.isVisible() ? await view.boundingBox() : null;
    if (explorer) {
      await this.page.mouse.move(explorer.x + explorer.width / 2, explorer.y + explorer.height - 10);
      return;
    }
    const free: { x: number; y: number } | undefined = await this.page.evaluate(`(() => {
      const bar = document.querySelector('.part.titlebar')?.getBoundingClientRect();
      if (!bar) return undefined;
      const y = bar.top + bar.height / 2;
      for (let x = bar.left + 4; x < bar.right; x += 4) {
        const element = document.elementFromPoint(x, y);
        if (element?.closest('.part.titlebar') && !element.closest('.action-item, .monaco-toolbar, .menubar, .command-center')) return { x, y };
      }
      return undefined;
    })()`);
    if (free) await this.page.mouse.move(free.x, free.y);
  }

  /**
   * Drags the top edge of the open panel to `y` (page pixels), so that a
   * screenshot shows a short file and the panel without the empty editor
   * between them.
   */
  async movePanelTop(y: number): Promise<void> {
    const panel = this.page.locator('.part.panel');
    const box = await panel.boundingBox();
    if (!box) throw new Error('the panel is not open');
    // The sash straddles the edge; its middle is the panel's first pixel.
    await this.page.mouse.move(box.x + box.width / 2, box.y);
    await this.page.mouse.down();
    await this.page.mouse.move(box.x + box.width / 2, y, { steps: 5 });
    await this.page.mouse.up();
    // Off the sash, which stays highlighted while the mouse is on it.
    await this.moveMouseAway();
    const moved = await panel.boundingBox();
    if (!moved || Math.abs(moved.y - y) > 4) throw new Error(`the panel's top is at ${moved?.y}, not ${y}`);
  }

  /**
   * Back to a plain workbench, for a test that should not depend on the one
   * before: no menu or hover, no panel, no editor. Unsaved changes a failed
   * test left are dropped, never saved into the workspace.
   */
  async reset(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await this.page.keyboard.press('Escape');
    await this.moveMouseAway();
    await this.page.locator(HOVER).first().waitFor({ state: 'hidden' });
    await this.closePanel();
    if (await this.page.locator('.tabs-container .tab').count() === 0) return;
    await this.command('View: Close All Editors');
    const dialog = this.page.locator('.monaco-dialog-box');
    const empty = this.page.locator('.part.editor .editor-group-container.empty');
    await dialog.or(empty).first().waitFor();
    if (await dialog.isVisible()) await dialog.locator('.monaco-button', { hasText: "Don't Save" }).click();
    await empty.waitFor();
  }

  /**
   * A region to screenshot: the editor area's full width, from its top (the
   * tabs) down to the lowest of `below` (what must show: a line, a hover, a
   * menu) and a margin, instead of the empty editor under a short file.
   */
  async editorRegion(below: Array<Locator | Box>, margin = 16): Promise<Box> {
    const editor = await this.region([this.page.locator('.part.editor')]);
    const content = await this.region(below);
    return { ...editor, height: Math.max(content.y + content.height + margin, editor.y + 100) - editor.y };
  }

  /** The union of the boxes of `targets` (elements or boxes), `padding` pixels wider on every side: a region to screenshot. */
  async region(targets: Array<Locator | Box>, padding = 0): Promise<Box> {
    const boxes: Box[] = [];
    for (const target of targets) {
      const box = 'boundingBox' in target ? await target.boundingBox() : target;
      if (!box) throw new Error('a screenshot region is not visible');
      boxes.push(box);
    }
    return union(boxes, padding);
  }

  /**
   * Saves what the user sees (all of it, or `clip`) to
   * out/e2e/screenshots/NAME.png and returns the path; see
   * ScreenshotOptions.readme for the README's copy.
   */
  async screenshot(name: string, { clip, readme = false }: ScreenshotOptions = {}): Promise<string> {
    if (readme) await this.assertReadable(name, clip);
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    const file = path.join(SCREENSHOTS, `${name.replace(/[^\w.-]+/g, '-')}.png`);
    // Hovers and menus fade in: finished, not half drawn.
    await this.page.screenshot({ path: file, clip: clip && this.withinViewport(clip), animations: 'disabled' });
    if (readme && process.env.URI_LINT_UPDATE_SCREENSHOTS === '1') {
      fs.mkdirSync(README_SCREENSHOTS, { recursive: true });
      fs.copyFileSync(file, path.join(README_SCREENSHOTS, path.basename(file)));
    }
    return file;
  }

  /**
   * A README screenshot will be readable where it is shown (see
   * README_WIDTH): no wider than that, at twice the pixels.
   */
  private async assertReadable(name: string, clip: Box | undefined): Promise<void> {
    const width = clip && this.withinViewport(clip).width;
    if (width === undefined || width > README_WIDTH) {
      throw new Error(`the README screenshot ${name} is ${width ?? 'the whole page'} px wide: take it in narrowEditor, at most ${README_WIDTH} px`);
    }
    const scale = await this.page.evaluate('window.devicePixelRatio');
    if (scale !== 2) throw new Error(`the README screenshot ${name} would be taken at ${scale} device pixels per CSS pixel, not 2`);
  }

  /** `box` cut to the viewport, on whole pixels (a fractional clip blurs the picture). */
  private withinViewport(box: Box): Box {
    const viewport = this.page.viewportSize() ?? { width: Infinity, height: Infinity };
    const left = Math.max(0, Math.floor(box.x));
    const top = Math.max(0, Math.floor(box.y));
    const right = Math.min(viewport.width, Math.ceil(box.x + box.width));
    const bottom = Math.min(viewport.height, Math.ceil(box.y + box.height));
    return { x: left, y: top, width: right - left, height: bottom - top };
  }
}
