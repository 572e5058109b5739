/**
 * Markdown's own link syntax (CommonMark §6.3 links, §4.7 link reference
 * definitions): `[t](dest "title")`, `![alt](dest)`, `[t](<dest with
 * spaces>)`, and `[x]: dest "title"`. A destination is a URI reference, so a
 * relative reference counts here (`[a](../b.md)`). The syntax is not active
 * in fenced code blocks or code spans; absolute URIs there are still found,
 * as in any text, by the colon scan.
 */
import type { FindContext, FoundUri } from '../find';
import { isSpace } from './classes';
import { LineReader, fencedBlocks, forEachLine, inRanges } from './lines';

const LT = 0x3c;
const GT = 0x3e;
const OPEN = 0x28;
const CLOSE = 0x29;
const BACKSLASH = 0x5c;

/** Link destinations and definitions starting in `[from, to)`, sorted, plus the fenced blocks (sorted pairs) met on the way. */
export function findMarkdownLinks(text: string, from: number, to: number): { links: FoundUri[]; fences: number[] } {
  const definitions: FoundUri[] = [];
  const fences = fencedBlocks(text, to);
  forEachLine(text, from, to, fences, (ls, le) => definition(text, ls, le, definitions));
  const inline = inlineLinks(text, from, to, fences);
  return { links: merge(definitions, inline), fences };
}

/** `[label]: destination` at the start of a line (at most three spaces in), with nothing but an optional title after. */
function definition(text: string, ls: number, le: number, out: FoundUri[]): void {
  let i = ls;
  while (i < le && i - ls < 3 && text.charCodeAt(i) === 0x20) i++;
  if (text.charCodeAt(i) !== 0x5b || text.charCodeAt(i + 1) === 0x5e) return; // `[^1]:` is a footnote
  let close = i + 1;
  while (close < le && text.charCodeAt(close) !== 0x5d) close++;
  if (close >= le || close === i + 1 || text.charCodeAt(close + 1) !== 0x3a) return;
  const dest = destination(text, skipBlanks(text, close + 2, le), le, false);
  if (typeof dest !== 'number') out.push(unescaped(text, dest.start, dest.end, 'markdown-definition'));
}

/** Every `](` outside code: the destination of an inline link or image. */
function inlineLinks(text: string, from: number, to: number, fences: readonly number[]): FoundUri[] {
  const out: FoundUri[] = [];
  const line = new LineReader(text);
  const cursor = { i: 0 };
  let pos = Math.max(0, from - 2);
  for (;;) {
    const b = text.indexOf('](', pos);
    if (b < 0 || b >= to) break;
    pos = b + 2;
    // An escaped "\]" closes no link text (CommonMark §2.4): `\[a\](b)` is literal.
    if (isEscaped(text, b) || inRanges(fences, b, cursor) || line.inCodeSpan(b)) continue;
    const dest = destination(text, skipBlanks(text, b + 2, line.end), line.end, true);
    // What a failed destination read holds no link either: skipping it keeps long lines linear.
    pos = Math.max(pos, typeof dest === 'number' ? dest : dest.end);
    if (typeof dest === 'number') continue;
    if (dest.start >= from && dest.start < to) {
      out.push(unescaped(text, dest.start, dest.end, 'markdown-link'));
    }
  }
  return out;
}

/**
 * A link destination at `i` (CommonMark §6.3): `<…>` on one line, which
 * may hold spaces, or a run without whitespace whose parentheses balance.
 * What follows must be the end of the link (`)`, inline) or line
 * (definition), or a title. An empty destination is no reference: then
 * the offset where reading stopped.
 */
function destination(text: string, i: number, le: number, inline: boolean): { start: number; end: number } | number {
  let start = i;
  let end: number;
  let after: number;
  if (text.charCodeAt(i) === LT) {
    end = ++start;
    while (end < le && text.charCodeAt(end) !== GT && text.charCodeAt(end) !== LT) end++;
    if (text.charCodeAt(end) !== GT) return end;
    after = end + 1;
  } else {
    let depth = 0;
    end = i;
    for (; end < le; end++) {
      const c = text.charCodeAt(end);
      if (c <= 0x20 || isSpace(c)) break;
      if (c === BACKSLASH) end++;
      else if (c === OPEN) depth++;
      else if (c === CLOSE && depth-- === 0) break;
    }
    end = Math.min(end, le);
    if (depth > 0) return end;
    after = end;
  }
  if (end === start) return end;
  const t = skipBlanks(text, after, le);
  const c = text.charCodeAt(t);
  const closes = inline ? c === CLOSE : t >= le;
  return closes || c === 0x22 || c === 0x27 || c === OPEN ? { start, end } : t;
}

/**
 * The destination `[s,e)` as a reference, its backslash escapes decoded
 * (CommonMark §2.4: they work in link destinations, so `V8_\(engine\)`
 * is `V8_(engine)`); each decoded character maps to its backslash.
 */
function unescaped(text: string, s: number, e: number, context: FindContext): FoundUri {
  const raw = text.slice(s, e);
  if (!raw.includes('\\')) return { text: raw, start: s, end: e, context };
  let out = '';
  const offsets: number[] = [];
  for (let i = s; i < e; i++) {
    offsets.push(i);
    if (text.charCodeAt(i) === BACKSLASH && i + 1 < e && isAsciiPunctuation(text.charCodeAt(i + 1))) i++;
    out += text[i];
  }
  return out.length === raw.length ? { text: raw, start: s, end: e, context } : { text: out, start: s, end: e, context, offsets };
}

function isAsciiPunctuation(c: number): boolean {
  return (c >= 0x21 && c <= 0x2f) || (c >= 0x3a && c <= 0x40) || (c >= 0x5b && c <= 0x60) || (c >= 0x7b && c <= 0x7e);
}

/** True when the character at `i` follows an odd run of backslashes. */
function isEscaped(text: string, i: number): boolean {
  let k = i;
  while (k > 0 && text.charCodeAt(k - 1) === BACKSLASH) k--;
  return (i - k) % 2 === 1;
}

function skipBlanks(text: string, i: number, le: number): number {
  while (i < le && (text.charCodeAt(i) === 0x20 || text.charCodeAt(i) === 0x09 || text.charCodeAt(i) === 0x0d)) i++;
  return i;
}

/** Two sorted lists as one, dropping a reference that overlaps the one before it. */
export function merge(a: readonly FoundUri[], b: readonly FoundUri[]): FoundUri[] {
  const out: FoundUri[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const next = j >= b.length || (i < a.length && a[i]!.start <= b[j]!.start) ? a[i++]! : b[j++]!;
    if (out.length === 0 || out[out.length - 1]!.end <= next.start) out.push(next);
  }
  return out;
}
