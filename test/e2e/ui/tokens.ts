// The colours the editor draws text in: Monaco renders a line as one span
// per run of tokens with the same style (classes mtkN for the colour, mtku
// for the theme's underline), so the computed colour of the spans is what
// the user sees. The underline is read from the class, not the computed
// style: the server's document links are underlined too, by a decoration
// on the same spans, and would hide a grammar that colours nothing.
import type { Workbench, TextSpot } from './workbench';

const EDITOR = '.part.editor .editor-group-container.active .monaco-editor';

/** A run of characters of one style, as drawn: CSS `rgb(…)` colour and whether the theme underlines its tokens. */
export interface DrawnRun {
  text: string;
  color: string;
  underline: boolean;
}

/**
 * The page-side part of `drawnRuns`: the spans covering `[start, end)` of
 * the rendered line. Self-contained (Playwright runs its source in the
 * page); the tsconfig has no DOM types, hence `any`.
 */
function measureRuns(editor: any, spot: TextSpot): DrawnRun[] | string {
  const number = [...editor.querySelectorAll('.margin-view-overlays .line-numbers')]
    .find((n: any) => n.textContent.trim() === String(spot.line));
  const top = number?.parentElement.style.top;
  if (top === undefined) return `line ${spot.line} is not rendered`;
  const line = [...editor.querySelectorAll('.view-lines .view-line')].find((l: any) => l.style.top === top);
  const rendered = (line?.textContent ?? '').replace(/\u00a0/g, ' ');
  if (rendered !== spot.lineText) return `line ${spot.line} renders as ${JSON.stringify(rendered)}, not ${JSON.stringify(spot.lineText)}`;
  const runs: DrawnRun[] = [];
  let offset = 0;
  for (const span of line.querySelectorAll(':scope > span > span')) {
    const text: string = span.textContent.replace(/\u00a0/g, ' ');
    const [from, to] = [Math.max(offset, spot.start), Math.min(offset + text.length, spot.end)];
    if (from < to) {
      const style = span.ownerDocument.defaultView.getComputedStyle(span);
      runs.push({ text: text.slice(from - offset, to - offset), color: style.color, underline: span.classList.contains('mtku') });
    }
    offset += text.length;
  }
  return runs;
}

/** The runs of style the active editor draws `spot` in; the line must be in view. */
export async function drawnRuns(workbench: Workbench, spot: TextSpot): Promise<DrawnRun[]> {
  const runs = await workbench.page.locator(EDITOR).evaluate(measureRuns, spot);
  if (typeof runs === 'string') throw new Error(runs);
  return runs;
}

/**
 * Waits until `spot` is drawn underlined throughout (tokenizing is
 * asynchronous, and slow on a loaded machine: a line may be drawn plain first), or 30 s; then returns
 * its runs, whatever they are.
 */
export async function waitForUnderline(workbench: Workbench, spot: TextSpot): Promise<DrawnRun[]> {
  const measured = `(${measureRuns})(document.querySelector(${JSON.stringify(EDITOR)}), ${JSON.stringify(spot)})`;
  await workbench.page.waitForFunction(`(() => { const r = ${measured}; return Array.isArray(r) && r.length > 0 && r.every((run) => run.underline); })()`,
    undefined, { timeout: 30_000 }).catch(() => undefined);
  return drawnRuns(workbench, spot);
}
