/**
 * The openers of Markdown's blocks (CommonMark §4, §5.2), each a test of a line's text at an offset, as
 * markdownBlocks.ts's reading asks them: an ATX heading, a setext underline, a thematic break, a list item's marker,
 * Python-Markdown's admonitions and content tabs, a template's tag alone on a line; the characters that may open a
 * block at all, and tab stops (§2.2).
 */

/**
 * A line that is a template's tags alone (Liquid's and Nunjucks' `{% if %}`, `{%- comment %}`, Hugo's
 * `{{< shortcode >}}`): the template runs before Markdown is read and leaves an empty line, nothing (`{%-` takes the
 * line break before it) or a shortcode's output, so the blocks it is in are not told from it: it is passed over.
 */
const TEMPLATE_LINE = /^[ \t]*(?:\{%.*%\}|\{\{[<%].*[>%]\}\})[ \t]*\r?$/;

/** The characters a block's opener may start with (a quote's `>` aside): `#`, `<`, `=`, `-`, `*`, `_`, `+`, `!`, `?`, digits. */
export const OPENERS: readonly boolean[] = Array.from({ length: 0x80 }, (_, c) => '#<=-*_+!?0123456789'.includes(String.fromCharCode(c)));

/** The characters that start a paragraph's line and nothing else: not whitespace, an opener, `>`, `{` or a fence's. */
export const TEXT: readonly boolean[] = Array.from({ length: 0x80 }, (_, c) => c > 0x20 && c !== 0x7f && !OPENERS[c] && !'>{`~'.includes(String.fromCharCode(c)));

/** How much of a line's rest the patterns of block starts read. */
export const LOOK = 256;

export function tabStop(col: number): number {
  return col - (col % 4) + 4;
}

/** An ATX heading's opening at `j` (§4.2): one to six `#`, then a space, a tab or the line's end. */
export function atxHeading(text: string, j: number, le: number): boolean {
  let k = j;
  while (k < le && k - j < 7 && text.charCodeAt(k) === 0x23) k++;
  return k - j <= 6 && (k >= le || isBlankChar(text.charCodeAt(k)));
}

/** A setext heading's underline at `j` (§4.3): `c` (`=` or `-`) repeated, then only spaces. */
export function setextUnderline(text: string, j: number, le: number, c: number): boolean {
  let k = j;
  while (k < le && text.charCodeAt(k) === c) k++;
  for (; k < le; k++) if (!isBlankChar(text.charCodeAt(k))) return false;
  return true;
}

/** A thematic break at `j` (§4.1): three or more `c` (`*`, `-` or `_`), spaces between, nothing else. */
export function thematicBreak(text: string, j: number, le: number, c: number): boolean {
  let n = 0;
  for (let k = j; k < le; k++) {
    const d = text.charCodeAt(k);
    if (d === c) n++;
    else if (!isBlankChar(d)) return false;
  }
  return n >= 3;
}

/** The length of a list item's marker at `j` (§5.2: `-`, `+`, `*`, or one to nine digits and `.` or `)`), followed by a space, a tab or the line's end; 0 where none is. */
export function listMarker(text: string, j: number, le: number): number {
  const c = text.charCodeAt(j);
  let k = j + 1;
  if (c >= 0x30 && c <= 0x39) {
    while (k < le && k - j < 10 && isDigit(text.charCodeAt(k))) k++;
    const d = text.charCodeAt(k);
    if (k - j > 9 || (d !== 0x2e && d !== 0x29)) return 0;
    k++;
  } else if (c !== 0x2d && c !== 0x2b && c !== 0x2a) return 0;
  return k >= le || isBlankChar(text.charCodeAt(k)) ? k - j : 0;
}

/** Whether an ordered item's marker at `j` says 1 (`1.`, `01)`): the only one that may interrupt a paragraph. */
export function orderedOne(text: string, j: number): boolean {
  let k = j;
  while (text.charCodeAt(k) === 0x30) k++;
  return text.charCodeAt(k) === 0x31 && !isDigit(text.charCodeAt(k + 1));
}

/** Whether the line holds anything but whitespace from `k`. */
export function hasContent(text: string, k: number, le: number): boolean {
  for (; k < le; k++) if (!isBlankChar(text.charCodeAt(k))) return true;
  return false;
}

export function isBlankChar(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0d;
}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

/**
 * The first line of Python-Markdown's admonition (`!!! note "Title"`), of pymdownx's collapsible block (`??? tip`,
 * `???+ tip`) and content tab (`=== "Tab"`).
 */
export const ADMONITION = /^(?:(?:!!!|\?\?\?\+?)[ \t]*[\w-]+(?:[ \t]+[\w-]+)*(?:[ \t]+"[^"\n]*")?|===[!+]{0,2}[ \t]+"[^"\n]*")[ \t]*\r?$/;

/** A list item's marker as `fencedBlocks` looks for one, whose content starts more than four columns in. */
const MARKER_WIDE = /^(?:[-*+]|\d{1,9}[.)]) {1,4}(?=\S)/;

export function wide(rest: string): boolean {
  const marker = MARKER_WIDE.exec(rest);
  return marker !== null && marker[0].length > 4;
}

/** Whether the line `[ls, le)` is a template's tags alone (`TEMPLATE_LINE`). */
export function templateLine(text: string, ls: number, le: number): boolean {
  let j = ls;
  while (j < le && (text.charCodeAt(j) === 0x20 || text.charCodeAt(j) === 0x09)) j++;
  return text.charCodeAt(j) === 0x7b && TEMPLATE_LINE.test(text.slice(ls, Math.min(le, ls + LOOK)));
}
