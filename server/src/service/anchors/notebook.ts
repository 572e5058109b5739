/**
 * The anchors of a Jupyter notebook: the headings of its Markdown cells,
 * with the ids Jupyter gives them. JupyterLab's Markdown renderer
 * (`@jupyterlab/rendermime`, `createHeaderId`) and nbconvert's HTML export
 * (`nbconvert.filters.strings`, `add_anchor` through `_convert_header_id`)
 * both take the heading's rendered text and make each space a `-`, case
 * and punctuation kept, a repeated heading not numbered: "Data Science
 * Venn Diagram" is `#Data-Science-Venn-Diagram`. A heading's text is read
 * as the Markdown anchors read it (markdown.ts); `<a id>` and `id`s of raw
 * HTML in a cell are anchors too. A heading keeps its level, for MyST-NB's
 * ids of a Sphinx project's notebooks (judge.ts `mystHeadings`).
 */
import { notebookMarkdownCells, partitionPoint } from '@uri-lint/shared';
import { markdownAnchors } from './markdown';
import type { Anchor } from './types';

/** The id Jupyter gives a heading whose rendered text is `text`. */
export function jupyterHeadingId(text: string): string {
  return text.replace(/ /g, '-');
}

/** The anchors of the notebook `text`, each on its line of the notebook's JSON. */
export function notebookAnchors(text: string): Anchor[] {
  const out: Anchor[] = [];
  const lineStarts = starts(text);
  for (const cell of notebookMarkdownCells(text)) {
    const cellLines = starts(cell.text);
    // Headings come before raw HTML's ids in markdownAnchors' list: in the cell's order here.
    for (const anchor of markdownAnchors(cell.text, 'github').sort((a, b) => a.line - b.line)) {
      if (anchor.kind === 'alias') continue;
      const at = cell.offsets[cellLines[anchor.line] ?? 0] ?? 0;
      const line = lineOf(lineStarts, at);
      if (anchor.kind === 'heading' && anchor.text !== undefined) {
        const level = headingLevel(cell.text, cellLines, anchor.line);
        out.push({ id: jupyterHeadingId(anchor.text), kind: 'heading', line, text: anchor.text, ...(level === undefined ? {} : { level }) });
      }
      else if (anchor.kind !== 'heading') out.push({ ...anchor, line });
    }
  }
  out.push(...colabCellAnchors(text, lineStarts));
  return out;
}

/** The level of the heading on line `line` of a cell: an ATX heading's `#`s, a setext heading's underline, an HTML `<hN>`. */
function headingLevel(text: string, lineStarts: readonly number[], line: number): number | undefined {
  const lineText = (at: number): string => (at < lineStarts.length ? text.slice(lineStarts[at], (lineStarts[at + 1] ?? text.length + 1) - 1) : '');
  const own = lineText(line);
  const atx = /^ {0,3}(#{1,6})(?:[ \t]|$)/.exec(own);
  if (atx) return atx[1]!.length;
  const html = /<h([1-6])\b/i.exec(own);
  if (html) return Number(html[1]);
  const underline = /^ {0,3}(=+|-+)[ \t]*$/.exec(lineText(line + 1));
  return underline ? (underline[1]!.startsWith('=') ? 1 : 2) : undefined;
}

/** A cell's metadata id as Colab writes it, `"id": "QY1gpms1HXeN"`, on its own line of the notebook's JSON. */
const CELL_ID = /"id"[ \t]*:[ \t]*"([A-Za-z0-9_-]+)"/g;

/**
 * Colab's links to a cell of the notebook, `#scrollTo=<id>`: Colab scrolls to the cell whose metadata id is that
 * (google-deepmind/mujoco's python/tutorial.ipynb, a Colab notebook, links "see [below](#scrollTo=QY1gpms1HXeN)", the
 * id of a cell's `metadata`). One alias anchor (accepted, never offered) per cell that has such an id; a
 * `#scrollTo=` no cell's id is names nothing. The ids are read from the parsed notebook, their lines from its text.
 */
function colabCellAnchors(text: string, lineStarts: readonly number[]): Anchor[] {
  if (!text.includes('"id"')) return [];
  let cells: unknown;
  try {
    cells = (JSON.parse(text) as { cells?: unknown }).cells;
  } catch {
    return [];
  }
  if (!Array.isArray(cells)) return [];
  const ids = new Set<string>();
  for (const cell of cells as { metadata?: { id?: unknown } }[]) {
    const id = cell?.metadata?.id;
    if (typeof id === 'string' && id !== '') ids.add(id);
  }
  if (ids.size === 0) return [];
  const out: Anchor[] = [];
  for (const m of text.matchAll(CELL_ID)) {
    if (!ids.delete(m[1]!)) continue;
    out.push({ id: `scrollTo=${m[1]!}`, kind: 'alias', line: lineOf(lineStarts, m.index) });
  }
  return out;
}

function starts(text: string): number[] {
  const out = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) out.push(i + 1);
  return out;
}

function lineOf(lineStarts: readonly number[], offset: number): number {
  return Math.max(0, partitionPoint(lineStarts.length, (i) => lineStarts[i]! <= offset) - 1);
}
