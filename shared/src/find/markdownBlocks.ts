/**
 * Markdown's block structure as CommonMark reads it (§4, §5), as far as finding links needs it: the indented code
 * blocks (§4.4), whose text is code shown, no link of the page, and the HTML blocks (§4.6), whose lines are HTML until
 * their end condition, whatever their indent. One pass over the lines, each read at its start only: the containers
 * (block quotes, list items and the column their content starts at), the paragraph a line may continue lazily, tabs
 * counted to the next multiple of four columns (§2.2), a tab partly taken by a container's indent. Fenced code blocks
 * are the finder's (`fencedBlocks`): their lines are passed over whole.
 */
import { Ch } from '../chars';
import { frontMatterEnd } from './comments';

/** Where the blocks are: sorted `[start, end)` pairs of offsets. */
export interface MarkdownBlocks {
  /** Indented code blocks, each from its first line's start to its last non-blank line's end. */
  code: number[];
  /** HTML blocks, each from its first line's start to its last line's end. */
  html: number[];
  /**
   * Those of the HTML blocks whose text no renderer reads as Markdown: a comment, a `<script>`, `<pre>`, `<style>` or
   * `<textarea>`, a processing instruction, a declaration, CDATA (§4.6's conditions 1 to 5). Another HTML block ends at
   * a blank line, and renderers differ on the lines before it (kramdown's `markdown="1"`, Python-Markdown's
   * `md_in_html`, a site's templates): its Markdown is read as before.
   */
  raw: number[];
}

/**
 * The blocks of `text` up to `to` (the end of the line holding it), outside the fenced blocks `fences` (sorted pairs,
 * from `fencedBlocks`); `lines` is handed the lines of Markdown's text as they are read.
 */
export function markdownBlocks(text: string, fences: readonly number[], to = text.length, lines?: TextLines): MarkdownBlocks {
  const scanner = new BlockScanner(text, fences);
  scanner.run(0, to, undefined, lines);
  return { code: scanner.code, html: scanner.html, raw: scanner.raw };
}

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

/** Who is handed the lines of Markdown's text from `from` on (`run`). */
export interface TextLines {
  from: number;
  visit: (start: number, end: number) => void;
}

/** An open container: a block quote, or a list item's (or an admonition's) content column, relative to the one outside. */
const QUOTE = -1;
/** The leaf block a line may go on: none, a paragraph, an indented code block, an HTML block. */
const enum Leaf { None, Paragraph, Code, Html }

/** The state of one reading, line by line. */
class BlockScanner {
  readonly code: number[] = [];
  readonly html: number[] = [];
  readonly raw: number[] = [];
  private containers: number[] = [];
  private leaf = Leaf.None;
  /** The HTML block's kind (§4.6's conditions 1 to 7) and, for 1 to 5, where its end marker is. */
  private htmlKind = 0;
  private htmlEndAt = 0;
  /** Where a line's reading is: its offset, its column (a tab partly taken leaves the offset on the tab). */
  private i = 0;
  private col = 0;
  /** Where `indent` found the whitespace to end. */
  private next = 0;
  /** The list item opened on a line of its marker alone that no line has gone on in yet, or -1 (§5.2: a blank line ends it). */
  private emptyItem = -1;
  /** Whether the line just read is code or a raw HTML block's: no Markdown text. */
  private verbatim = false;
  private fence = 0;

  constructor(private readonly text: string, private readonly fences: readonly number[], readonly restarts?: number[]) {}

  /**
   * Reads the lines starting in `[from, to)`; stops before a restart `stop` accepts and answers where, else the text's
   * length. Hands `lines` those from its `from` on that are Markdown's text (in no code block, fenced or indented, nor
   * an HTML block of a comment or a raw element), as they are read: one pass over the lines for both.
   */
  run(from: number, to: number, stop?: (ls: number) => boolean, lines?: TextLines): number {
    const { text } = this;
    // Front matter is YAML, not Markdown (`---`, a thematic break, would start it as blocks).
    for (let ls = from === 0 ? frontMatterEnd(text) : from; ls < to;) {
      const nl = text.indexOf('\n', ls);
      const le = nl < 0 ? text.length : nl;
      if (this.restarts !== undefined) {
        if (ls > from && this.restartAt(ls, le)) {
          if (stop?.(ls) === true) return ls;
          this.restarts.push(ls);
        }
        if (!this.plainLine(ls, le)) this.line(ls, le);
      } else if (this.plainLine(ls, le)) {
        if (lines !== undefined && ls >= lines.from) lines.visit(ls, le);
      } else {
        this.verbatim = false;
        this.line(ls, le);
        if (lines !== undefined && !this.verbatim && ls >= lines.from) lines.visit(ls, le);
      }
      if (nl < 0) break;
      ls = nl + 1;
    }
    return text.length;
  }

  /**
   * Reads the line when it is a blank line or a paragraph's text at the top level, outside fences (most lines are);
   * answers whether it did.
   */
  private plainLine(ls: number, le: number): boolean {
    if (this.containers.length > 0 || this.leaf > Leaf.Paragraph || (this.fence < this.fences.length && this.fences[this.fence]! <= le)) return false;
    const c = this.text.charCodeAt(ls);
    if (ls === le) this.leaf = Leaf.None;
    else if (c >= 0x80 || TEXT[c]!) this.leaf = Leaf.Paragraph;
    else return false;
    return true;
  }

  private restartAt(ls: number, le: number): boolean {
    const { text } = this;
    const c = text.charCodeAt(ls);
    if (ls >= le || c === 0x20 || c === 0x09 || c === 0x0d || this.leaf === Leaf.Html || this.inFence(ls) || text.startsWith('---', ls)) return false;
    const marker = listMarker(text, ls, le);
    if (marker > 0 && wide(text.slice(ls, Math.min(le, ls + 16)))) return false;
    if (this.containers.length === 0 && this.leaf === Leaf.None) return true;
    return marker > 0 && hasContent(text, ls + marker, le) && !thematicBreak(text, ls, le, c) &&
      (this.leaf !== Leaf.Paragraph || c > 0x39 || orderedOne(text, ls));
  }

  private inFence(ls: number): boolean {
    while (this.fence < this.fences.length && this.fences[this.fence + 1]! <= ls) this.fence += 2;
    return this.fence < this.fences.length && this.fences[this.fence]! <= ls;
  }

  /** One line, `[ls, le)`. */
  private line(ls: number, le: number): void {
    this.i = ls;
    this.col = 0;
    const inFence = this.inFence(ls);
    const fenceStart = inFence && this.fences[this.fence] === ls;
    if (inFence) this.verbatim = true;
    if (inFence && !fenceStart) return;
    if (this.leaf !== Leaf.Html && this.templateLine(ls, le)) return;
    const matched = this.matchContainers(le);
    const all = matched === this.containers.length;
    if (fenceStart) {
      // A fence outside the containers closes them; its lines are the fence's.
      this.closeFrom(matched);
      this.leaf = Leaf.None;
      this.emptyItem = -1;
      return;
    }
    const blank = this.blankFrom(this.i, le);
    if (this.leaf === Leaf.Html) {
      if (all && !(blank && this.htmlKind >= 6)) return this.htmlLine(ls, le, true);
      this.leaf = Leaf.None;
    } else if (this.leaf === Leaf.Code) {
      if (all && blank) return;
      if (all && this.indent(le) - this.col >= 4) return this.codeLine(ls, le, true);
      this.leaf = Leaf.None;
    }
    if (blank) {
      // A blank line closes a paragraph and the block quotes it does not continue.
      this.closeFrom(matched);
      this.leaf = Leaf.None;
      this.emptyItem = -1;
      return;
    }
    this.emptyItem = -1;
    this.starts(ls, le, matched, all);
  }

  /** Takes the markers and indents of the open containers the line continues; answers how many. */
  private matchContainers(le: number): number {
    let k = 0;
    for (; k < this.containers.length; k++) {
      const width = this.containers[k]!;
      const col = this.indent(le);
      const j = this.next;
      if (width === QUOTE) {
        if (col - this.col > 3 || this.text.charCodeAt(j) !== Ch.GT) break;
        this.i = j + 1;
        this.col = col + 1;
        this.afterMarker();
      } else if (j >= le || this.text.charCodeAt(j) === 0x0d) {
        if (k === this.emptyItem) break; // an item begins with at most one blank line
        continue; // a blank line goes on in an item
      } else if (col - this.col >= width) {
        this.take(width);
      } else break;
    }
    return k;
  }

  /** The block starts on the rest of a line that is not blank (§5.1's steps): containers opened, then its leaf. */
  private starts(ls: number, le: number, matched: number, all: boolean): void {
    const { text } = this;
    const paragraph = this.leaf === Leaf.Paragraph;
    let opened = false;
    for (;;) {
      const col = this.indent(le);
      const j = this.next;
      const indent = col - this.col;
      if (indent >= 4) {
        if (paragraph && !opened) break; // a paragraph's continuation, lazy or not
        this.close(matched, opened);
        this.take(4);
        return this.codeLine(ls, le, false);
      }
      const c = text.charCodeAt(j);
      if (c === Ch.GT) {
        this.close(matched, opened);
        this.containers.push(QUOTE);
        matched = this.containers.length;
        opened = true;
        this.i = j + 1;
        this.col = col + 1;
        this.afterMarker();
        if (this.blankFrom(this.i, le)) return;
        continue;
      }
      // Most lines start with a letter: no block's opener.
      if (c < 0x80 && !OPENERS[c]) break;
      if (c === 0x23) {
        if (atxHeading(text, j, le)) return this.closeLeaf(matched, opened);
        break;
      }
      if (c === Ch.LT) {
        const kind = htmlStart(text.slice(j, Math.min(le, j + LOOK)), !(paragraph && !opened));
        if (kind === 0) break;
        this.close(matched, opened);
        this.htmlKind = kind;
        this.htmlEndAt = kind <= 5 ? htmlEnd(text, j, kind) : -1;
        return this.htmlLine(ls, le, false);
      }
      if ((c === 0x3d || c === 0x2d) && paragraph && !opened && all && setextUnderline(text, j, le, c)) return this.closeLeaf(matched, opened);
      if ((c === 0x2d || c === 0x2a || c === 0x5f) && thematicBreak(text, j, le, c)) return this.closeLeaf(matched, opened);
      if ((c === 0x21 || c === 0x3f || c === 0x3d) && ADMONITION.test(text.slice(j, Math.min(le, j + LOOK)))) {
        // Python-Markdown's admonition, collapsible block or content tab (MkDocs): its body is the lines indented four
        // columns past it, content as a list item's is, not code.
        this.close(matched, opened);
        this.containers.push(indent + 4);
        return;
      }
      const marker = listMarker(text, j, le);
      // Only a paragraph of the containers the line goes on in is interrupted (not one it would lazily continue).
      if (marker > 0 && (!paragraph || opened || !all || (hasContent(text, j + marker, le) && (c > 0x39 || c < 0x30 || orderedOne(text, j))))) {
        this.close(matched, opened);
        this.i = j + marker;
        this.col = col + marker;
        const spaces = this.indent(le) - this.col;
        const empty = this.next >= le || text.charCodeAt(this.next) === 0x0d;
        const padding = empty || spaces >= 5 ? 1 : spaces;
        this.containers.push(indent + marker + padding);
        matched = this.containers.length;
        opened = true;
        if (empty) {
          this.emptyItem = matched - 1;
          return;
        }
        this.take(padding);
        continue;
      }
      break;
    }
    if (paragraph && !opened) return; // continued, or lazily: the containers stay open
    this.close(matched, opened);
    this.leaf = Leaf.Paragraph;
  }

  /** Closes the containers from the `matched`-th on (setting an array's length is slow where it changes nothing). */
  private closeFrom(matched: number): void {
    if (this.containers.length > matched) this.containers.length = matched;
  }

  /** A leaf of one line (a heading, a thematic break, a setext underline): the paragraph before it ends. */
  private closeLeaf(matched: number, opened: boolean): void {
    this.close(matched, opened);
    this.leaf = Leaf.None;
  }

  /** Closes the containers the line did not continue (once: not after a container was opened on it) and the leaf. */
  private close(matched: number, opened: boolean): void {
    if (!opened) this.closeFrom(matched);
    this.leaf = Leaf.None;
  }

  private codeLine(ls: number, le: number, going: boolean): void {
    this.verbatim = true;
    const end = this.text.charCodeAt(le - 1) === 0x0d ? le - 1 : le;
    if (going && this.code.length > 0) this.code[this.code.length - 1] = end;
    else this.code.push(ls, end);
    this.leaf = Leaf.Code;
  }

  /** A line of the HTML block (`going`: of the one the lines before are in). */
  private htmlLine(ls: number, le: number, going: boolean): void {
    extend(this.html, ls, le, going);
    if (this.htmlKind <= 5) {
      extend(this.raw, ls, le, going);
      this.verbatim = true;
    }
    this.leaf = this.htmlKind <= 5 && this.htmlEndAt < le ? Leaf.None : Leaf.Html;
  }

  /** After a block quote's `>`: one optional space, or one column of a tab. */
  private afterMarker(): void {
    const c = this.text.charCodeAt(this.i);
    if (c === 0x20 || c === 0x09) this.take(1);
  }

  /** The column where the whitespace from the reading's place ends; its offset in `next`. */
  private indent(le: number): number {
    let j = this.i;
    let col = this.col;
    for (; j < le; j++) {
      const c = this.text.charCodeAt(j);
      if (c === 0x20) col++;
      else if (c === 0x09) col = tabStop(col);
      else break;
    }
    this.next = j;
    return col;
  }

  /** Takes `n` columns of whitespace, a tab partly when it is wider than what is left. */
  private take(n: number): void {
    while (n > 0) {
      const c = this.text.charCodeAt(this.i);
      if (c === 0x20) {
        this.i++;
        this.col++;
        n--;
      } else if (c === 0x09) {
        const width = tabStop(this.col) - this.col;
        if (width > n) {
          this.col += n;
          return;
        }
        this.i++;
        this.col += width;
        n -= width;
      } else return;
    }
  }

  private templateLine(ls: number, le: number): boolean {
    const { text } = this;
    let j = ls;
    while (j < le && (text.charCodeAt(j) === 0x20 || text.charCodeAt(j) === 0x09)) j++;
    return text.charCodeAt(j) === 0x7b && TEMPLATE_LINE.test(text.slice(ls, Math.min(le, ls + LOOK)));
  }

  private blankFrom(i: number, le: number): boolean {
    for (; i < le; i++) {
      const c = this.text.charCodeAt(i);
      if (c !== 0x20 && c !== 0x09 && c !== 0x0d) return false;
    }
    return true;
  }
}

/** `[ls, le)` as a new pair of `ranges`, or as the end of its last (`going`). */
function extend(ranges: number[], ls: number, le: number, going: boolean): void {
  if (going && ranges.length > 0) ranges[ranges.length - 1] = le;
  else ranges.push(ls, le);
}

/**
 * A line that is a template's tags alone (Liquid's and Nunjucks' `{% if %}`, `{%- comment %}`, Hugo's
 * `{{< shortcode >}}`): the template runs before Markdown is read and leaves an empty line, nothing (`{%-` takes the
 * line break before it) or a shortcode's output, so the blocks it is in are not told from it: it is passed over.
 */
const TEMPLATE_LINE = /^[ \t]*(?:\{%.*%\}|\{\{[<%].*[>%]\}\})[ \t]*\r?$/;

/** The characters a block's opener may start with (a quote's `>` aside): `#`, `<`, `=`, `-`, `*`, `_`, `+`, `!`, `?`, digits. */
const OPENERS: readonly boolean[] = Array.from({ length: 0x80 }, (_, c) => '#<=-*_+!?0123456789'.includes(String.fromCharCode(c)));

/** The characters that start a paragraph's line and nothing else: not whitespace, an opener, `>`, `{` or a fence's. */
const TEXT: readonly boolean[] = Array.from({ length: 0x80 }, (_, c) => c > 0x20 && c !== 0x7f && !OPENERS[c] && !'>{`~'.includes(String.fromCharCode(c)));

/** How much of a line's rest the patterns of block starts read. */
const LOOK = 256;

function tabStop(col: number): number {
  return col - (col % 4) + 4;
}

/** An ATX heading's opening at `j` (§4.2): one to six `#`, then a space, a tab or the line's end. */
function atxHeading(text: string, j: number, le: number): boolean {
  let k = j;
  while (k < le && k - j < 7 && text.charCodeAt(k) === 0x23) k++;
  return k - j <= 6 && (k >= le || isBlankChar(text.charCodeAt(k)));
}

/** A setext heading's underline at `j` (§4.3): `c` (`=` or `-`) repeated, then only spaces. */
function setextUnderline(text: string, j: number, le: number, c: number): boolean {
  let k = j;
  while (k < le && text.charCodeAt(k) === c) k++;
  for (; k < le; k++) if (!isBlankChar(text.charCodeAt(k))) return false;
  return true;
}

/** A thematic break at `j` (§4.1): three or more `c` (`*`, `-` or `_`), spaces between, nothing else. */
function thematicBreak(text: string, j: number, le: number, c: number): boolean {
  let n = 0;
  for (let k = j; k < le; k++) {
    const d = text.charCodeAt(k);
    if (d === c) n++;
    else if (!isBlankChar(d)) return false;
  }
  return n >= 3;
}

/** The length of a list item's marker at `j` (§5.2: `-`, `+`, `*`, or one to nine digits and `.` or `)`), followed by a space, a tab or the line's end; 0 where none is. */
function listMarker(text: string, j: number, le: number): number {
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
function orderedOne(text: string, j: number): boolean {
  let k = j;
  while (text.charCodeAt(k) === 0x30) k++;
  return text.charCodeAt(k) === 0x31 && !isDigit(text.charCodeAt(k + 1));
}

/** Whether the line holds anything but whitespace from `k`. */
function hasContent(text: string, k: number, le: number): boolean {
  for (; k < le; k++) if (!isBlankChar(text.charCodeAt(k))) return true;
  return false;
}

function isBlankChar(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0d;
}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

/**
 * The first line of Python-Markdown's admonition (`!!! note "Title"`), of pymdownx's collapsible block (`??? tip`,
 * `???+ tip`) and content tab (`=== "Tab"`).
 */
const ADMONITION = /^(?:(?:!!!|\?\?\?\+?)[ \t]*[\w-]+(?:[ \t]+[\w-]+)*(?:[ \t]+"[^"\n]*")?|===[!+]{0,2}[ \t]+"[^"\n]*")[ \t]*\r?$/;

/** A list item's marker as `fencedBlocks` looks for one, whose content starts more than four columns in. */
const MARKER_WIDE = /^(?:[-*+]|\d{1,9}[.)]) {1,4}(?=\S)/;

function wide(rest: string): boolean {
  const marker = MARKER_WIDE.exec(rest);
  return marker !== null && marker[0].length > 4;
}

/** The tags whose HTML block ends at the matching end tag (condition 1). */
const RAW = /^<(?:script|pre|style|textarea)(?:[ \t>]|\r?$)/i;
/** The block-level tags of condition 6. */
const BLOCK_TAG = /^<\/?(?:address|article|aside|base|basefont|blockquote|body|caption|center|col|colgroup|dd|details|dialog|dir|div|dl|dt|fieldset|figcaption|figure|footer|form|frame|frameset|h[1-6]|head|header|hr|html|iframe|legend|li|link|main|menu|menuitem|nav|noframes|ol|optgroup|option|p|param|search|section|summary|table|tbody|td|tfoot|th|thead|title|tr|track|ul)(?:[ \t>]|\/>|\r?$)/i;
/** A complete open or closing tag alone on its line (condition 7). */
const LONE_TAG = /^(?:<[A-Za-z][A-Za-z0-9-]*(?:[ \t]+[A-Za-z_:][\w.:-]*(?:[ \t]*=[ \t]*(?:[^"'=<>`\s]+|'[^'\n]*'|"[^"\n]*"))?)*[ \t]*\/?>|<\/[A-Za-z][A-Za-z0-9-]*[ \t]*>)[ \t]*\r?$/;

/** The condition (1 to 7) an HTML block starting `rest` meets, or 0; condition 7 only where it may (`seven`: no paragraph to interrupt). */
function htmlStart(rest: string, seven: boolean): number {
  if (RAW.test(rest)) return 1;
  if (rest.startsWith('<!--')) return 2;
  if (rest.startsWith('<?')) return 3;
  if (rest.startsWith('<![CDATA[')) return 5;
  if (/^<![A-Za-z]/.test(rest)) return 4;
  if (BLOCK_TAG.test(rest)) return 6;
  return seven && LONE_TAG.test(rest) ? 7 : 0;
}

/** Where the end marker of an HTML block of condition 1 to 5 opened at `j` is, or the text's length. */
function htmlEnd(text: string, j: number, kind: number): number {
  if (kind === 1) {
    END_TAG.lastIndex = j;
    const m = END_TAG.exec(text);
    return m === null ? text.length : m.index;
  }
  const marker = kind === 2 ? '-->' : kind === 3 ? '?>' : kind === 4 ? '>' : ']]>';
  // The marker may end on the opening line, past the opener (`<!---->` ends at once).
  const at = text.indexOf(marker, j + (kind === 2 ? 2 : kind === 5 ? 9 : 2));
  return at < 0 ? text.length : at;
}

const END_TAG = /<\/(?:script|pre|style|textarea)>/gi;
