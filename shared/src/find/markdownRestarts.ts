/**
 * What the document store's re-scan of Markdown asks of its blocks (server/src/documents/reanalyze.ts): the lines a
 * reading of the blocks may start from as from the top (`blockRestarts`, by markdownBlocks.ts's reading), and whether
 * an edit of a line leaves its blocks as they were (`sameBlockShape`).
 */
import { BlockScanner } from './markdownBlocks';
import { TEXT } from './markdownOpeners';

/**
 * The line starts after `from` where a reading of the blocks may begin as from the top of the text, reading on to the
 * end: where the lines before leave no container open and no block going on, or a list item at the margin opens
 * whatever they leave (a bullet, or an ordered item where no paragraph goes on that it cannot interrupt: §5.2), not in
 * an HTML block; the line not blank, not `---` (front matter's to a reading from there), and its content at most four
 * columns in (a fence below looks no further up for its list item: `fencedBlocks`). `from` must be such a start, or 0.
 * With `stop`, reading ends at the first start at or after `to` that it accepts, and answers where (else the text's
 * length).
 */
export function blockRestarts(text: string, fences: readonly number[], from: number, to: number, stop?: (ls: number) => boolean): { restarts: number[]; end: number } {
  const scanner = new BlockScanner(text, fences, []);
  const end = scanner.run(from, text.length, stop && ((ls) => ls >= to && stop(ls)));
  return { restarts: scanner.restarts!, end };
}

/**
 * Whether a line of Markdown written as `before` and as `after` reads as the same blocks wherever it is (an edit of a
 * paragraph's or an item's words): the same run of characters that may open a block before its first character of
 * text, no `<` or `>` (an HTML block's start or end), and no block that the rest of the line decides (an admonition's
 * title, a template's tag alone, whose openers `!`, `?`, `=` and `{` are in that run).
 */
export function sameBlockShape(before: string, after: string): boolean {
  const prefix = shapePrefix(before);
  return prefix >= 0 && prefix === shapePrefix(after) && before.slice(0, prefix) === after.slice(0, prefix);
}

/** Where a line's first character of text is (after its indent and openers), or -1 when none is or the rest decides. */
function shapePrefix(line: string): number {
  if (/[<>\n]/.test(line)) return -1;
  for (let k = 0; k < line.length; k++) {
    const c = line.charCodeAt(k);
    if (c === 0x21 || c === 0x3f || c === 0x3d || c === 0x7b) return -1;
    if (c >= 0x80 || TEXT[c]!) return k;
  }
  return -1;
}
