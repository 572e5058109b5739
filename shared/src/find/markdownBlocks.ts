/**
 * Markdown's block structure as CommonMark reads it (§4, §5), as far as finding links needs it: the indented code
 * blocks (§4.4), whose text is code shown, no link of the page, and the HTML blocks (§4.6), whose lines are HTML until
 * their end condition, whatever their indent. One pass over the lines, each read at its start only: the containers
 * (block quotes, list items and the column their content starts at), the paragraph a line may continue lazily, tabs
 * counted to the next multiple of four columns (§2.2), a tab partly taken by a container's indent. Fenced code blocks
 * are the finder's (`fencedBlocks`): their lines are passed over whole. The openers' tests are markdownOpeners.ts's,
 * the HTML blocks' conditions markdownHtml.ts's; the lines a reading may start from, for the store's re-scans,
 * markdownRestarts.ts's.
 */
import { Ch } from '../chars';
import { frontMatterEnd } from './comments';
import { htmlEnd, htmlStart } from './markdownHtml';
import { ADMONITION, atxHeading, hasContent, listMarker, LOOK, OPENERS, orderedOne, setextUnderline, tabStop, templateLine, TEXT, thematicBreak, wide } from './markdownOpeners';

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
export class BlockScanner {
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
   * Reads the line when its reading is plain (most lines'), outside fences: a blank line or a paragraph's text at the
   * top level; a paragraph's next line of text in containers, indented or not (its containers matched or not, it goes
   * on in the paragraph, lazily or not: no opener starts with its first character, and an indent of four or more does
   * not interrupt a paragraph); a bullet list item at the line's start whose content, one to four spaces after the
   * marker, starts with text (all containers close, it opens the one item). Answers whether it did.
   */
  private plainLine(ls: number, le: number): boolean {
    if (this.leaf > Leaf.Paragraph || (this.fence < this.fences.length && this.fences[this.fence]! <= le)) return false;
    const { text } = this;
    const c = text.charCodeAt(ls);
    if (this.containers.length === 0) {
      if (ls === le) this.leaf = Leaf.None;
      else if (c >= 0x80 || TEXT[c]!) this.leaf = Leaf.Paragraph;
      else return this.bulletItem(ls, le, c);
      return true;
    }
    if (this.leaf === Leaf.Paragraph) {
      let j = ls;
      while (j < le && (text.charCodeAt(j) === 0x20 || text.charCodeAt(j) === 0x09)) j++;
      const d = text.charCodeAt(j);
      if (j < le && (d >= 0x80 || TEXT[d]!)) {
        this.emptyItem = -1;
        return true;
      }
    }
    return this.bulletItem(ls, le, c);
  }

  /** `plainLine`'s bullet item at the line's start (`- text`): one container of its content's column, a paragraph. */
  private bulletItem(ls: number, le: number, c: number): boolean {
    if (c !== 0x2d && c !== 0x2a && c !== 0x2b) return false;
    let j = ls + 1;
    while (j < le && j - ls <= 4 && this.text.charCodeAt(j) === 0x20) j++;
    const d = this.text.charCodeAt(j);
    if (j === ls + 1 || j >= le || !(d >= 0x80 || TEXT[d]!)) return false;
    this.closeFrom(0);
    this.containers.push(j - ls);
    this.leaf = Leaf.Paragraph;
    this.emptyItem = -1;
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
    if (this.leaf !== Leaf.Html && templateLine(this.text, ls, le)) return;
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
      if (all && !(blank && this.htmlKind >= 6)) return this.htmlLine(ls, le, { going: true });
      this.leaf = Leaf.None;
    } else if (this.leaf === Leaf.Code) {
      if (all && blank) return;
      if (all && this.indent(le) - this.col >= 4) return this.codeLine(ls, le, { going: true });
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
    this.starts(ls, le, matched, { all });
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
  private starts(ls: number, le: number, matched: number, { all }: { all: boolean }): void {
    const { text } = this;
    const paragraph = this.leaf === Leaf.Paragraph;
    let opened = false;
    for (;;) {
      const col = this.indent(le);
      const j = this.next;
      const indent = col - this.col;
      if (indent >= 4) {
        if (paragraph && !opened) break; // a paragraph's continuation, lazy or not
        this.close(matched, { opened });
        this.take(4);
        return this.codeLine(ls, le, { going: false });
      }
      const c = text.charCodeAt(j);
      if (c === Ch.GT) {
        this.close(matched, { opened });
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
        if (atxHeading(text, j, le)) return this.closeLeaf(matched, { opened });
        break;
      }
      if (c === Ch.LT) {
        const kind = htmlStart(text.slice(j, Math.min(le, j + LOOK)), { seven: !(paragraph && !opened) });
        if (kind === 0) break;
        this.close(matched, { opened });
        this.htmlKind = kind;
        this.htmlEndAt = kind <= 5 ? htmlEnd(text, j, kind) : -1;
        return this.htmlLine(ls, le, { going: false });
      }
      if ((c === 0x3d || c === 0x2d) && paragraph && !opened && all && setextUnderline(text, j, le, c)) return this.closeLeaf(matched, { opened });
      if ((c === 0x2d || c === 0x2a || c === 0x5f) && thematicBreak(text, j, le, c)) return this.closeLeaf(matched, { opened });
      if ((c === 0x21 || c === 0x3f || c === 0x3d) && ADMONITION.test(text.slice(j, Math.min(le, j + LOOK)))) {
        // Python-Markdown's admonition, collapsible block or content tab (MkDocs): its body is the lines indented four
        // columns past it, content as a list item's is, not code.
        this.close(matched, { opened });
        this.containers.push(indent + 4);
        return;
      }
      const marker = listMarker(text, j, le);
      // Only a paragraph of the containers the line goes on in is interrupted (not one it would lazily continue).
      if (marker > 0 && (!paragraph || opened || !all || (hasContent(text, j + marker, le) && (c > 0x39 || c < 0x30 || orderedOne(text, j))))) {
        this.close(matched, { opened });
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
    this.close(matched, { opened });
    this.leaf = Leaf.Paragraph;
  }

  /** Closes the containers from the `matched`-th on (setting an array's length is slow where it changes nothing). */
  private closeFrom(matched: number): void {
    if (this.containers.length > matched) this.containers.length = matched;
  }

  /** A leaf of one line (a heading, a thematic break, a setext underline): the paragraph before it ends. */
  private closeLeaf(matched: number, { opened }: { opened: boolean }): void {
    this.close(matched, { opened });
    this.leaf = Leaf.None;
  }

  /** Closes the containers the line did not continue (once: not after a container was opened on it) and the leaf. */
  private close(matched: number, { opened }: { opened: boolean }): void {
    if (!opened) this.closeFrom(matched);
    this.leaf = Leaf.None;
  }

  private codeLine(ls: number, le: number, { going }: { going: boolean }): void {
    this.verbatim = true;
    const end = this.text.charCodeAt(le - 1) === 0x0d ? le - 1 : le;
    if (going && this.code.length > 0) this.code[this.code.length - 1] = end;
    else this.code.push(ls, end);
    this.leaf = Leaf.Code;
  }

  /** A line of the HTML block (`going`: of the one the lines before are in). */
  private htmlLine(ls: number, le: number, { going }: { going: boolean }): void {
    extend(this.html, ls, le, { going });
    if (this.htmlKind <= 5) {
      extend(this.raw, ls, le, { going });
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

  private blankFrom(i: number, le: number): boolean {
    for (; i < le; i++) {
      const c = this.text.charCodeAt(i);
      if (c !== 0x20 && c !== 0x09 && c !== 0x0d) return false;
    }
    return true;
  }
}

/** `[ls, le)` as a new pair of `ranges`, or as the end of its last (`going`). */
function extend(ranges: number[], ls: number, le: number, { going }: { going: boolean }): void {
  if (going && ranges.length > 0) ranges[ranges.length - 1] = le;
  else ranges.push(ls, le);
}
