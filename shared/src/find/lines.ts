/**
 * Where Markdown's link syntax is not active: fenced code blocks (found by
 * their lines) and code spans (found by counting backtick runs on a line).
 * Both are read forward once, so a pathological line costs linear time.
 */

const BACKTICK = 0x60;
const TILDE = 0x7e;

/**
 * The fenced code blocks (CommonMark §4.5) that start before `to`, as
 * sorted `[start, end)` pairs; an unclosed fence runs to the end. `onLine`
 * is called with every line outside a fence that starts in `[from, to)`.
 */
export function fencedBlocks(text: string, from: number, to: number, onLine: (start: number, end: number) => void): number[] {
  const ranges: number[] = [];
  const n = text.length;
  let open: { char: number; length: number; start: number } | undefined;
  for (let ls = 0; ls < n && (open !== undefined || ls < to); ) {
    const nl = text.indexOf('\n', ls);
    const le = nl < 0 ? n : nl;
    const fence = fenceAt(text, ls, le);
    if (open === undefined) {
      if (fence !== undefined && (fence.char === TILDE || !has(text, fence.end, le, BACKTICK))) open = { ...fence, start: ls };
      else if (ls >= from) onLine(ls, le);
    } else if (fence !== undefined && fence.char === open.char && fence.length >= open.length && blank(text, fence.end, le)) {
      ranges.push(open.start, le);
      open = undefined;
    }
    ls = le + 1;
  }
  if (open !== undefined) ranges.push(open.start, n);
  return ranges;
}

/** A run of three or more backticks or tildes after at most three spaces. */
function fenceAt(text: string, ls: number, le: number): { char: number; length: number; end: number } | undefined {
  let i = ls;
  while (i < le && i - ls < 3 && text.charCodeAt(i) === 0x20) i++;
  const char = text.charCodeAt(i);
  if (char !== BACKTICK && char !== TILDE) return undefined;
  let k = i;
  while (k < le && text.charCodeAt(k) === char) k++;
  return k - i >= 3 ? { char, length: k - i, end: k } : undefined;
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

/** True when `p` lies in one of the sorted `[start, end)` pairs; `cursor.i` moves forward only. */
export function inRanges(ranges: readonly number[], p: number, cursor: { i: number }): boolean {
  while (cursor.i < ranges.length && ranges[cursor.i + 1]! <= p) cursor.i += 2;
  return cursor.i < ranges.length && ranges[cursor.i]! <= p;
}

/**
 * The line around a position, and whether the position is inside a code
 * span (an odd number of backtick runs before it on its line). Positions
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
      while (k < this.end && this.text.charCodeAt(k) === BACKTICK) k++;
      this.odd = !this.odd;
      this.scanned = k;
    }
    if (this.nextTick > p && this.scanned < p) this.scanned = Math.min(p, this.nextTick);
    return this.odd;
  }
}
