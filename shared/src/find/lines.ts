/**
 * Where Markdown's link syntax is not active: fenced code blocks (found by
 * their lines) and code spans (found by counting backtick runs on a line).
 * Both are read forward once, so a pathological line costs linear time.
 */
import { Ch } from '../chars';
import { partitionPoint } from '../partitionPoint';
import { ADMONITION } from './markdownOpeners';

/**
 * The fenced code blocks (CommonMark §4.5) that start before `to`, as
 * sorted `[start, end)` pairs; an unclosed fence runs to the end. Only the
 * lines that hold three backticks or tildes are read, so re-scanning a
 * region late in a long document stays cheap.
 */
export function fencedBlocks(text: string, to: number): number[] {
  const ranges: number[] = [];
  const n = text.length;
  let open: { start: number; char: number; length: number; base: number } | undefined;
  const next = { '`': text.indexOf('```'), '~': text.indexOf('~~~') };
  for (;;) {
    const key = next['~'] < 0 || (next['`'] >= 0 && next['`'] < next['~']) ? '`' : '~';
    const p = next[key];
    if (p < 0 || (open === undefined && p >= to)) break;
    const char = key.charCodeAt(0);
    let k = p;
    while (k < n && text.charCodeAt(k) === char) k++;
    next[key] = text.indexOf(key.repeat(3), k);
    const ls = lineStartBefore(text, p);
    if (ls < 0) {
      // A fence in a block quote (`> ```python`): its lines are the quote's, to its closing fence or the quote's end.
      const quoted = open === undefined && p < to ? quotedFence(text, p, k, char) : undefined;
      if (quoted !== undefined) {
        ranges.push(quoted.start, quoted.end);
        next['`'] = text.indexOf('```', quoted.end);
        next['~'] = text.indexOf('~~~', quoted.end);
      }
      continue;
    }
    // At most three spaces in, or three past the content column of the list item the fence is in (CommonMark §5.2:
    // a list item's blocks are read as if its content column were the margin); its closing fence the same.
    const base = open !== undefined ? open.base : p - ls <= 3 ? 0 : listContentColumn(text, ls, p - ls);
    if (base < 0 || p - ls > base + 3) continue;
    const nl = text.indexOf('\n', k);
    const le = nl < 0 ? n : nl;
    if (open === undefined) {
      if (char === Ch.TILDE || !has(text, k, le, Ch.BACKTICK)) open = { start: ls, char, length: k - p, base };
    } else if (char === open.char && k - p >= open.length && blank(text, k, le)) {
      ranges.push(open.start, le);
      open = undefined;
    }
  }
  if (open !== undefined) ranges.push(open.start, n);
  return ranges;
}

/** A block quote's markers before a fence (CommonMark §5.1: up to three spaces, `>`, a space or none; nested). */
const QUOTE_MARKERS = /^(?: {0,3}>[ \t]?)+ {0,3}$/;
/** One block quote's marker at a line's start. */
const QUOTE_MARKER = / {0,3}>[ \t]?/y;
/** The longest run of markers before a fence that is read. */
const MAX_QUOTE_PREFIX = 64;

/**
 * The fenced code block that opens at `p` (its fence's characters to `k`) inside block quotes, as `[start, end)` from
 * its line's start: its lines are those that go on in as many quotes (lazy continuation goes on in a paragraph only,
 * §5.1), up to its closing fence, inclusive, or up to the last of them. Undefined when the text before `p` on its line
 * is not only quote markers, or the fence is no opener (a backtick in a backtick fence's info string). spaCy's
 * website/docs/api/top-level.mdx:1504: an example's Python in `> ```python`, whose `r"[+\-\*^](?=[0-9-])"` is code.
 */
function quotedFence(text: string, p: number, k: number, char: number): { start: number; end: number } | undefined {
  const ls = text.lastIndexOf('\n', p - 1) + 1;
  if (p - ls > MAX_QUOTE_PREFIX || !QUOTE_MARKERS.test(text.slice(ls, p))) return undefined;
  const depth = quoteDepth(text, ls, p);
  const n = text.length;
  const nl = text.indexOf('\n', k);
  if (nl < 0) return { start: ls, end: n };
  if (char === Ch.BACKTICK && has(text, k, nl, Ch.BACKTICK)) return undefined;
  const length = k - p;
  let end = nl;
  for (let i = nl + 1; i < n;) {
    const e = text.indexOf('\n', i);
    const le = e < 0 ? n : e;
    let j = i;
    for (let d = 0; d < depth; d++) {
      QUOTE_MARKER.lastIndex = j;
      if (!QUOTE_MARKER.test(text)) return { start: ls, end };
      j = QUOTE_MARKER.lastIndex;
    }
    end = le;
    let f = j;
    while (f < le && f - j < 3 && text.charCodeAt(f) === 0x20) f++;
    let c = f;
    while (c < le && text.charCodeAt(c) === char) c++;
    if (c - f >= length && blank(text, c, le)) return { start: ls, end };
    if (e < 0) break;
    i = e + 1;
  }
  return { start: ls, end };
}

/** How many block quotes' markers are in `[ls, p)` (text `QUOTE_MARKERS` accepts). */
function quoteDepth(text: string, ls: number, p: number): number {
  let depth = 0;
  for (let i = ls; i < p; i++) if (text.charCodeAt(i) === Ch.GT) depth++;
  return depth;
}

/** The start of the line when only spaces are before `p` on its line, else -1. */
function lineStartBefore(text: string, p: number): number {
  let i = p;
  while (i > 0 && text.charCodeAt(i - 1) === 0x20) i--;
  return i === 0 || text.charCodeAt(i - 1) === 0x0a ? i : -1;
}

/** A list item's marker line: indentation, `-`, `*`, `+` or an ordered marker, then spaces before its content. */
const LIST_MARKER = /^ {0,12}(?:[-*+]|\d{1,9}[.)])( {1,4})(?=\S)/;
/** The indent of a line that may open an admonition (markdownOpeners.ts `ADMONITION` reads the rest). */
const ADMONITION_LINE = /^ {0,12}(?=[!?=])/;
/** How many lines back a fence's list item is looked for. */
const MAX_ITEM_LINES = 400;

/**
 * The content column of the list item that holds a line starting at `ls` indented by `indent` spaces, or -1: the
 * nearest list marker line above (over blank lines and the item's other indented lines) whose content column is at
 * most `indent` (`1. Text` then a blank line and `    ```js`: a fence inside the item, four spaces in).
 */
function listContentColumn(text: string, ls: number, indent: number): number {
  let end = ls - 1;
  for (let lines = 0; end > 0 && lines < MAX_ITEM_LINES; lines++) {
    const start = text.lastIndexOf('\n', end - 1) + 1;
    const line = text.slice(start, end);
    end = start - 1;
    if (blank(line, 0, line.length)) continue;
    const m = LIST_MARKER.exec(line);
    if (m !== null) {
      const column = m[0].length;
      if (column <= indent) return column;
      continue; // a deeper item, ended before this line; its parent may hold it
    }
    // Python-Markdown's admonition or content tab (`=== "JavaScript"`, MkDocs): its body four columns past its opener,
    // as markdownBlocks.ts reads it; a fence there is the tab's code.
    const opener = ADMONITION_LINE.exec(line);
    if (opener !== null && ADMONITION.test(line.slice(opener[0].length))) {
      const column = opener[0].length + 4;
      if (column <= indent) return column;
      continue;
    }
    if (line.charCodeAt(0) !== 0x20) return -1; // a paragraph at the margin: no list holds the line
  }
  return -1;
}

function has(text: string, from: number, to: number, c: number): boolean {
  for (let i = from; i < to; i++) if (text.charCodeAt(i) === c) return true;
  return false;
}

function blank(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c !== 0x20 && c !== 0x09 && c !== 0x0d) return false;
  }
  return true;
}

/** True when `p` lies in one of the sorted, disjoint `[start, end)` pairs (a binary search: any order of questions). */
export function inSpans(spans: readonly number[], p: number): boolean {
  const k = partitionPoint(spans.length / 2, (i) => spans[2 * i + 1]! <= p);
  return 2 * k < spans.length && spans[2 * k]! <= p;
}

/** True when `p` lies in one of the sorted `[start, end)` pairs; `cursor.i` moves forward only. */
export function inRanges(ranges: readonly number[], p: number, cursor: { i: number }): boolean {
  while (cursor.i < ranges.length && ranges[cursor.i + 1]! <= p) cursor.i += 2;
  return cursor.i < ranges.length && ranges[cursor.i]! <= p;
}

/**
 * The line around a position, and whether the position is inside a code
 * span (an odd number of backtick runs before it on its line, a backtick a backslash escapes none). Positions
 * asked must not decrease.
 */
export class LineReader {
  /** Start of the current line. */
  start = 0;
  /** Offset of the current line's line feed, or the text's length. */
  end = -1;
  private scanned = 0;
  private nextTick = -1;
  private odd = false;

  constructor(private readonly text: string) {}

  /** Moves to the line holding `p`. */
  at(p: number): void {
    if (p <= this.end) return;
    this.start = this.text.lastIndexOf('\n', p - 1) + 1;
    const nl = this.text.indexOf('\n', p);
    this.end = nl < 0 ? this.text.length : nl;
    this.scanned = this.start;
    this.odd = false;
  }

  /** True when `p` is inside a code span on its line. */
  inCodeSpan(p: number): boolean {
    this.at(p);
    for (;;) {
      if (this.nextTick < this.scanned) {
        const b = this.text.indexOf('`', this.scanned);
        this.nextTick = b < 0 ? Infinity : b;
      }
      if (this.nextTick >= p || this.nextTick >= this.end) break;
      let k = this.nextTick;
      // Outside a span, a backslash escapes the run's first backtick, a backtick of text (CommonMark §2.4: ``\`not code\` ``);
      // inside one, a backslash is the code's own character (§6.1), and the run closes the span.
      const escaped = !this.odd && this.escapedAt(k);
      while (k < this.end && this.text.charCodeAt(k) === Ch.BACKTICK) k++;
      if (!escaped || k - this.nextTick > 1) this.odd = !this.odd;
      this.scanned = k;
    }
    if (this.nextTick > p && this.scanned < p) this.scanned = Math.min(p, this.nextTick);
    return this.odd;
  }

  /** True when an odd number of backslashes on the line come right before `k`. */
  private escapedAt(k: number): boolean {
    let j = k;
    while (j > this.start && this.text.charCodeAt(j - 1) === Ch.BACKSLASH) j--;
    return (k - j) % 2 === 1;
  }
}
