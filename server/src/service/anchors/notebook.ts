/**
 * The anchors of a Jupyter notebook: the headings of its Markdown cells,
 * with the ids Jupyter gives them. JupyterLab's Markdown renderer
 * (`@jupyterlab/rendermime`, `createHeaderId`) and nbconvert's HTML export
 * (`nbconvert.filters.strings`, `add_anchor` through `_convert_header_id`)
 * both take the heading's rendered text and make each space a `-`, case
 * and punctuation kept, a repeated heading not numbered: "Data Science
 * Venn Diagram" is `#Data-Science-Venn-Diagram`. A heading's text is read
 * as the Markdown anchors read it (markdown.ts); `<a id>` and `id`s of raw
 * HTML in a cell are anchors too.
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
      if (anchor.kind === 'heading' && anchor.text !== undefined) out.push({ id: jupyterHeadingId(anchor.text), kind: 'heading', line, text: anchor.text });
      else if (anchor.kind !== 'heading') out.push({ ...anchor, line });
    }
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
