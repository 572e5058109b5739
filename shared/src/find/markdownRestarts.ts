/**
 * What the document store's re-scan of Markdown asks of its blocks (server/src/documents/reanalyze.ts): the lines a
 * reading of the blocks may start from as from the top (`blockRestarts`, by markdownBlocks.ts's reading), and whether
 * an edit of a line leaves its blocks as they were (`sameBlockShape`).
 */
import { BlockScanner } from './markdownBlocks';
import { Ch } from '../chars';
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
 * text, no `<` among them (an HTML block's start, which the rest of the line decides), no block that the rest of the
 * line decides (an admonition's title, a template's tag alone, whose openers `!`, `?`, `=` and `{` are in that run),
 * and no end of an HTML block made or broken (`-->`, `?>`, `>`, `]]>`, `</pre>`…: each ends at a `>` and is at most
 * `MARKER` characters long, so the characters changed and those just after them hold no `>`).
 */
export function sameBlockShape(before: string, after: string): boolean {
  // An edit of more than one line: each line's openers would have to be compared.
  if (before.includes('\n') || after.includes('\n')) return false;
  const prefix = shapePrefix(before);
  if (prefix < 0 || prefix !== shapePrefix(after) || before.slice(0, prefix) !== after.slice(0, prefix)) return false;
  // The characters that differ, `[same, length - tail)` of each, the rest of the lines equal.
  const shorter = Math.min(before.length, after.length);
  let same = 0;
  while (same < shorter && before.charCodeAt(same) === after.charCodeAt(same)) same++;
  let tail = 0;
  while (tail < shorter - same && before.charCodeAt(before.length - 1 - tail) === after.charCodeAt(after.length - 1 - tail)) tail++;
  return noEndMarker(before, same, before.length - tail) && noEndMarker(after, same, after.length - tail);
}

/** The longest end marker of an HTML block, `</textarea>`. */
const MARKER = 11;

/** Whether no `>` is in `[from, to)` of `line` or in the `MARKER` characters after it. */
function noEndMarker(line: string, from: number, to: number): boolean {
  const end = Math.min(line.length, to + MARKER);
  for (let k = from; k < end; k++) {
    const c = line.charCodeAt(k);
    if (c === Ch.GT) return false;
  }
  return true;
}

/** Where a line's first character of text is (after its indent and openers), or -1 when none is or the rest decides. */
function shapePrefix(line: string): number {
  for (let k = 0; k < line.length; k++) {
    const c = line.charCodeAt(k);
    if (c === 0x21 || c === 0x3f || c === 0x3d || c === 0x7b || c === Ch.LT) return -1;
    if (c >= 0x80 || TEXT[c]!) return k;
  }
  return -1;
}
