/**
 * Where Markdown's link syntax is not active: fenced code blocks (found by
 * their lines) and code spans (found by counting backtick runs on a line).
 * Both are read forward once, so a pathological line costs linear time.
 */
import { nextIndex } from './classes';

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
  let openStart = -1;
  let openChar = 0;
  let openLength = 0;
  for (let ls = 0; ls < n && (openStart >= 0 || ls < to); ) {
    const nl = nextIndex(text, '\n', 0x0a, ls);
    const le = nl < 0 ? n : nl;
    const f = fenceStart(text, ls, le);
    const char = f < 0 ? 0 : text.charCodeAt(f);
    let k = f;
    while (k >= 0 && k < le && text.charCodeAt(k) === char) k++;
    if (openStart < 0) {
      if (f >= 0 && (char === TILDE || !has(text, k, le, BACKTICK))) {
        openStart = ls;
        openChar = char;
        openLength = k - f;
      } else if (ls >= from) onLine(ls, le);
    } else if (f >= 0 && char === openChar && k - f >= openLength && blank(text, k, le)) {
      ranges.push(openStart, le);
      openStart = -1;
    }
    ls = le + 1;
  }
  if (openStart >= 0) ranges.push(openStart, n);
  return ranges;
}

/** Offset of a run of three or more backticks or tildes after at most three spaces, or -1. */
function fenceStart(text: string, ls: number, le: number): number {
  let i = ls;
  while (i < le && i - ls < 3 && text.charCodeAt(i) === 0x20) i++;
  const char = text.charCodeAt(i);
  if (char !== BACKTICK && char !== TILDE) return -1;
  return text.charCodeAt(i + 1) === char && text.charCodeAt(i + 2) === char && i + 2 < le ? i : -1;
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
