/**
 * Markdown's own link syntax (CommonMark §6.3 links, §4.7 link reference
 * definitions): `[t](dest "title")`, `![alt](dest)`, `[t](<dest with
 * spaces>)`, and `[x]: dest "title"`. A destination is a URI reference, so a
 * relative reference counts here (`[a](../b.md)`). The syntax is not active
 * in code (fenced and indented code blocks, code spans) nor in HTML blocks;
 * absolute URIs there are still found, as in any text, by the colon scan.
 */
import type { FindContext, FoundUri } from './types';
import { LineReader, fencedBlocks, inRanges } from './lines';
import { markdownBlocks } from './markdownBlocks';
import { mergedRanges } from './comments';
import { Ch } from '../chars';
import { isEscaped } from './classes';

/** What a Markdown text holds outside its running text: sorted `[start, end)` pairs. */
export interface MarkdownCode {
  /** The fenced code blocks. */
  fences: number[];
  /** The fenced and the indented code blocks (CommonMark §4.4, §4.5). */
  code: number[];
  /** The HTML blocks (§4.6): HTML whatever their lines' indent. */
  html: number[];
}

/** Link destinations and definitions starting in `[from, to)`, sorted, plus the blocks met on the way. */
export function findMarkdownLinks(text: string, from: number, to: number): { links: FoundUri[] } & MarkdownCode {
  const definitions: FoundUri[] = [];
  const fences = fencedBlocks(text, to);
  // Definitions in the lines of text, as the blocks are read: not in code, nor in a comment's or a raw element's
  // HTML block; another HTML block's Markdown is read as before (`MarkdownBlocks.raw`).
  const blocks = markdownBlocks(text, fences, to, { from, visit: (ls, le) => definition(text, ls, le, definitions) });
  const code = blocks.code.length === 0 ? fences : mergedRanges(fences, blocks.code);
  const noLinks = blocks.raw.length === 0 ? code : mergedRanges(code, blocks.raw);
  const inline = inlineLinks(text, from, to, noLinks);
  return { links: merge(definitions, inline), fences, code, html: blocks.html };
}

/**
 * The wiki links of a note app's Markdown (Obsidian, Foam, Dendron, and MediaWiki's syntax they borrow): `[[note]]`,
 * `[[note#^block-id]]`, `![[dendron://vault/note#anchor,1:#*]]`, `[[Label|pro.utilities]]`, as sorted `[start, end)`
 * pairs from the `[[` to past the `]]`, on one line, outside code. What is between the brackets is the app's own link
 * syntax (its block anchors `#^id`, its range selectors `,1:#*`, its `label|target`), resolved by the app, not an
 * RFC 3986 reference: no URI starts inside, and a Markdown link whose destination is one (`[here]([[Utilities]])`)
 * is none either. Returns an empty list, and costs one `indexOf`, where the text writes no `[[`. Not in code (`code`: the
 * fenced and indented code blocks).
 */
export function wikiLinkSpans(text: string, to: number, code: readonly number[]): number[] {
  const spans: number[] = [];
  let pos = text.indexOf('[[');
  if (pos < 0) return spans;
  const line = new LineReader(text);
  const cursor = { i: 0 };
  while (pos >= 0 && pos < to) {
    WIKI_LINK.lastIndex = pos;
    const m = WIKI_LINK.exec(text);
    if (m !== null && !isEscaped(text, pos) && !inRanges(code, pos, cursor) && !line.inCodeSpan(pos)) {
      spans.push(pos, pos + m[0].length);
      pos = text.indexOf('[[', pos + m[0].length);
    } else pos = text.indexOf('[[', pos + 2);
  }
  return spans;
}

/** `[[…]]` on one line, holding no bracket. */
const WIKI_LINK = /\[\[[^[\]\n]{1,512}\]\]/y;

/**
 * `[label]: destination` at the start of a line (at most three spaces in,
 * inside any block quote markers), the destination on the same line or the
 * next, with nothing but an optional title after it (CommonMark §4.7).
 */
function definition(text: string, ls: number, le: number, out: FoundUri[]): void {
  const i = afterQuoteMarkers(text, ls, le);
  if (text.charCodeAt(i) !== 0x5b || text.charCodeAt(i + 1) === 0x5e) return; // `[^1]:` is a footnote
  let close = i + 1;
  // A label holds no unescaped bracket (§6.3): `[Foo*bar\]]:` is the label `Foo*bar]`.
  for (; close < le; close++) {
    const c = text.charCodeAt(close);
    if (c === Ch.BACKSLASH) close++;
    else if (c === 0x5b || c === 0x5d) break;
  }
  if (close >= le || text.charCodeAt(close) !== 0x5d || close === i + 1 || text.charCodeAt(close + 1) !== 0x3a) return;
  const at = skipWhitespace(text, close + 2);
  const dest = destination(text, at, at <= le ? le : lineEnd(text, at), { inline: false });
  if (typeof dest !== 'number' && !isApiReference(text, dest.start, dest.end)) out.push(angled(text, unescaped(text, dest.start, dest.end, 'markdown-definition')));
}

/**
 * A doc generator's reference to code in a link's destination, which it resolves to its own page of that item; no
 * URI, whatever the renderer: ExDoc's `` [`put_assoc/4`](`Ecto.Changeset.put_assoc/4`) `` (a destination in
 * backticks, `c:`, `t:` and `m:` prefixes inside), rustdoc's intra-doc links (`[Router](crate::Router)`,
 * `(tower_http::trace)`, `fn@crate::middleware::from_fn`, `crate#sharing-state`, `Self::new()`).
 */
function isApiReference(text: string, start: number, end: number): boolean {
  if (end - start >= 3 && text.charCodeAt(start) === Ch.BACKTICK && text.charCodeAt(end - 1) === Ch.BACKTICK) return true;
  return RUST_PATH.test(text.slice(start, Math.min(end, start + 256)));
}

/**
 * A Rust path as rustdoc's intra-doc links write it: an optional disambiguator (`fn@`, `struct@`, `macro@`…), then
 * `crate`, `self`, `super` or `Self` alone or with `::`-joined names, or at least two names joined by `::` (never a
 * URI's spelling: a scheme has no `_` and is followed by one colon), an optional `!` or `()`, an optional `#fragment`.
 */
const RUST_PATH = /^(?:[a-z]+@)?(?:(?:crate|self|super|Self)(?:::[A-Za-z_][\w]*)*|[A-Za-z_][\w]*(?:::[A-Za-z_][\w]*)+)(?:!|\(\))?(?:#[\w.-]*)?$/;

/** Past the indentation (up to three spaces) and the block quote markers (`> `) that start a line. */
function afterQuoteMarkers(text: string, ls: number, le: number): number {
  let i = ls;
  for (;;) {
    const indent = i;
    while (i < le && i - indent < 3 && text.charCodeAt(i) === 0x20) i++;
    if (text.charCodeAt(i) !== Ch.GT) return i;
    i++;
    if (text.charCodeAt(i) === 0x20) i++;
  }
}

/** Every `](` outside code and HTML blocks (`blocks`): the destination of an inline link or image. */
function inlineLinks(text: string, from: number, to: number, blocks: readonly number[]): FoundUri[] {
  const out: FoundUri[] = [];
  const line = new LineReader(text);
  const cursor = { i: 0 };
  let pos = Math.max(0, from - 2);
  let prev = -1;
  // The last `]` that found no opener: none is before it for a later one either.
  const literal = { at: -1 };
  for (;;) {
    const b = text.indexOf('](', pos);
    if (b < 0 || b >= to) break;
    pos = b + 2;
    // An escaped "\]" closes no link text (CommonMark §2.4): `\[a\](b)` is literal.
    if (isEscaped(text, b) || inRanges(blocks, b, cursor) || line.inCodeSpan(b) || closesLongBracket(text, b)) continue;
    // Nor does a `]` whose paragraph opens no link text before it (§6.3): `\[text](#x)`, a translation that escapes
    // every bracket (radicale's docs/translations), renders as literal text.
    if (!hasOpener(text, b, literal)) continue;
    // A link's text that holds a link makes no link (CommonMark §6.3): `[[#1](u1)](<[#2](u2)>)`, standard-version's
    // changelog lines, has the links u1 and u2 and text between.
    // Only where another `](` came before on this line: most lines hold one link, and reading back costs.
    const nested = prev >= 0 && !hasLineBreak(text, prev, b) && holdsALink(text, b);
    prev = b;
    if (nested) continue;
    const at = skipWhitespace(text, b + 2);
    line.at(at);
    const dest = destination(text, at, line.end, { inline: true });
    // What a failed destination read holds no link either, nor a link's title: skipping it keeps long lines linear.
    pos = Math.max(pos, typeof dest === 'number' ? dest : dest.stop);
    if (typeof dest === 'number') continue;
    if (dest.start >= from && dest.start < to && !isApiReference(text, dest.start, dest.end)) {
      out.push(angled(text, unescaped(text, dest.start, dest.end, 'markdown-link')));
    }
  }
  return out;
}

/** How far back the `[==[` a Lua long bracket's `]==]` closes is looked for. */
const MAX_LONG_STRING = 4096;

/**
 * Whether the `]` at `b` ends a Lua long bracket `]==]` (one `=` or more) whose `[==[` came before: Lua code in a
 * page (SilverBullet's Space Lua, `${query[[ … select template.new[==[ … ]==](p) ]]}`), a call on a long string, no
 * link's text. No link's text is written `==[…]==`.
 */
function closesLongBracket(text: string, b: number): boolean {
  let k = b - 1;
  while (k >= 0 && text.charCodeAt(k) === 0x3d) k--;
  if (k === b - 1 || k < 0 || text.charCodeAt(k) !== 0x5d) return false;
  const from = Math.max(0, k - MAX_LONG_STRING);
  return text.slice(from, k).includes(`[${'='.repeat(b - 1 - k)}[`);
}

/**
 * Whether an unescaped `[` comes before the `]` at `b` in its paragraph (read back to a blank line or the text's
 * start) that no inline link's `](` between took: CommonMark's opener of link text (§6.3), without which `](` is
 * literal (`\[a](b)`, `[a](b) \[c](d)`). Past `MAX_LINK_TEXT` characters read back the answer is yes, as it was before it was asked.
 */
function hasOpener(text: string, b: number, literal: { at: number }): boolean {
  let depth = 0;
  for (let i = b - 1; i >= 0; i--) {
    if (b - i > MAX_LINK_TEXT) return true;
    // No opener was left before the last `]` that found none: reading back further finds none now (each read stops
    // there, so a paragraph of many such brackets is read once).
    if (i <= literal.at) return none(literal, b);
    const c = text.charCodeAt(i);
    if (c === 0x0a) {
      // A blank line (only spaces, tabs or a CR before it back to the line before) ends the paragraph.
      let k = i - 1;
      while (k >= 0 && (text.charCodeAt(k) === 0x20 || text.charCodeAt(k) === 0x09 || text.charCodeAt(k) === 0x0d)) k--;
      if (k < 0 || text.charCodeAt(k) === 0x0a) return none(literal, b);
      continue;
    }
    if ((c !== 0x5b && c !== 0x5d) || isEscaped(text, i)) continue;
    // A `](` before closed a link of its own, whose opener it took; another `]` is left as it was (`[link] bar](/uri)`).
    if (c === 0x5d) {
      if (text.charCodeAt(i + 1) === Ch.OPEN_PAREN) depth++;
    } else if (depth === 0) return true;
    else depth--;
  }
  return none(literal, b);
}

/** No opener before the `]` at `b`: remembered in `literal`. */
function none(literal: { at: number }, b: number): false {
  literal.at = b;
  return false;
}

/** Whether a line break lies in `[from, to)`. */
function hasLineBreak(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (text.charCodeAt(i) === 0x0a) return true;
  return false;
}

/** How far back a link's text is read for a link inside it. */
const MAX_LINK_TEXT = 1000;

/**
 * Whether the link text closed by the `]` at `b` (on its line, within `MAX_LINK_TEXT`) holds an inline link: a `](`
 * whose `[` no `!` leads (an image, `[![badge](b.svg)](u)`, may stand in a link's text).
 */
function holdsALink(text: string, b: number): boolean {
  // Per bracket depth read back, whether its `]` was followed by `(`.
  const inline: boolean[] = [];
  for (let i = b - 1; i >= 0 && i >= b - MAX_LINK_TEXT; i--) {
    const c = text.charCodeAt(i);
    if (c === 0x0a) return false;
    if (isEscaped(text, i)) continue;
    if (c === 0x5d) inline.push(text.charCodeAt(i + 1) === 0x28);
    else if (c === 0x5b) {
      if (inline.length === 0) return false;
      if (inline.pop() === true && text.charCodeAt(i - 1) !== 0x21) return true;
    }
  }
  return false;
}

/**
 * A link destination at `i`, on the line that ends at `le` (CommonMark
 * §6.3): `<…>` on one line, which may hold spaces but no unescaped `<` or
 * `>`, or a run without ASCII space or controls whose parentheses balance. What follows must be the
 * end of the link (`)`, inline) or of the line (definition), or whitespace
 * and a title that is followed by them. An empty destination is no
 * reference. Returns the destination and where reading stopped, or only
 * where reading stopped.
 */
function destination(text: string, i: number, le: number, { inline }: { inline: boolean }): { start: number; end: number; stop: number } | number {
  let start = i;
  let end: number;
  let after: number;
  if (text.charCodeAt(i) === Ch.LT) {
    end = ++start;
    for (; end < le; end++) {
      const c = text.charCodeAt(end);
      if (c === Ch.BACKSLASH) end++;
      else if (c === Ch.GT || c === Ch.LT) break;
    }
    if (end >= le || text.charCodeAt(end) !== Ch.GT) return Math.min(end, le);
    after = end + 1;
  } else {
    let depth = 0;
    end = i;
    for (; end < le; end++) {
      const c = text.charCodeAt(end);
      if (c <= 0x20 || c === 0x7f) break;
      if (c === Ch.BACKSLASH) end++;
      else if (c === Ch.OPEN_PAREN) depth++;
      else if (c === Ch.CLOSE_PAREN && depth-- === 0) break;
    }
    end = Math.min(end, le);
    if (depth > 0) return end;
    after = end;
  }
  if (end === start) return end;
  const stop = ending(text, after, { inline });
  return stop < 0 ? after : { start, end, stop };
}

/**
 * After a destination ending at `after`: the offset past the link's `)`
 * (inline) or its line (definition), with an optional title between, or -1
 * when something else follows. A title must be set off by whitespace,
 * closed before a blank line, and followed only by whitespace.
 */
function ending(text: string, after: number, { inline }: { inline: boolean }): number {
  const lineEnd = skipBlanks(text, after, text.length);
  if (!inline && atLineEnd(text, lineEnd)) return lineEnd; // a title on the next line is optional
  const t = skipWhitespace(text, after);
  const c = text.charCodeAt(t);
  if (inline && c === Ch.CLOSE_PAREN) return t + 1;
  if (t === after || !(c === 0x22 || c === 0x27 || c === Ch.OPEN_PAREN)) return -1;
  const close = titleEnd(text, t, c === Ch.OPEN_PAREN ? Ch.CLOSE_PAREN : c);
  if (close < 0) return -1;
  const rest = inline ? skipWhitespace(text, close + 1) : skipBlanks(text, close + 1, text.length);
  if (inline) return text.charCodeAt(rest) === Ch.CLOSE_PAREN ? rest + 1 : -1;
  return atLineEnd(text, rest) ? rest : -1;
}

/** The offset of the quote (or `)`) that closes the title opened at `t`, before a blank line, or -1. */
function titleEnd(text: string, t: number, q: number): number {
  for (let i = t + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === q) return i;
    if (c === Ch.BACKSLASH) i++;
    else if (c === Ch.OPEN_PAREN && q === Ch.CLOSE_PAREN) return -1;
    else if (c === 0x0a && atLineEnd(text, skipBlanks(text, i + 1, text.length))) return -1;
  }
  return -1;
}

function lineEnd(text: string, i: number): number {
  const nl = text.indexOf('\n', i);
  return nl < 0 ? text.length : nl;
}

function atLineEnd(text: string, i: number): boolean {
  return i >= text.length || text.charCodeAt(i) === 0x0a;
}

/** Spaces and tabs, and at most one line ending (CommonMark: "optional whitespace, including up to one line ending"). */
function skipWhitespace(text: string, i: number): number {
  const j = skipBlanks(text, i, text.length);
  return text.charCodeAt(j) === 0x0a ? skipBlanks(text, j + 1, text.length) : j;
}

/**
 * The destination `[s,e)` as a reference, its backslash escapes decoded
 * (CommonMark §2.4: they work in link destinations, so `V8_\(engine\)`
 * is `V8_(engine)`); each decoded character maps to its backslash.
 */
/**
 * A destination between `<` and `>` (CommonMark §6.3, §4.7), where spaces are allowed: every renderer percent-encodes
 * them in the link it writes (markdown-it's `normalizeLink`, cmark's `href`), so the URI followed holds `%20`, not a space.
 * Not in a fragment: no id holds a space (HTML's id attribute), so `<#my other term>` leads to no element wherever
 * the renderer does not read it as a name of its own (MyST's, rules/fragments.ts `asReferenceName`).
 */
function angled(text: string, found: FoundUri): FoundUri {
  if (text.charCodeAt(found.start - 1) !== Ch.LT || text.charCodeAt(found.end) !== Ch.GT) return found;
  return withEncodedSpaces(found);
}

/** `found`, marked `spacesEncoded` when it holds a space and its fragment none (see `angled`). */
export function withEncodedSpaces(found: FoundUri): FoundUri {
  const space = found.text.indexOf(' ');
  if (space < 0) return found;
  const hash = found.text.indexOf('#');
  if (hash < 0 || found.text.indexOf(' ', hash) < 0) found.spacesEncoded = true;
  return found;
}

function unescaped(text: string, s: number, e: number, context: FindContext): FoundUri {
  const raw = text.slice(s, e);
  if (!raw.includes('\\')) return { text: raw, start: s, end: e, context };
  let out = '';
  const offsets: number[] = [];
  for (let i = s; i < e; i++) {
    offsets.push(i);
    if (text.charCodeAt(i) === Ch.BACKSLASH && i + 1 < e && isAsciiPunctuation(text.charCodeAt(i + 1))) i++;
    out += text[i];
  }
  return out.length === raw.length ? { text: raw, start: s, end: e, context } : { text: out, start: s, end: e, context, offsets };
}

function isAsciiPunctuation(c: number): boolean {
  return (c >= 0x21 && c <= 0x2f) || (c >= 0x3a && c <= 0x40) || (c >= 0x5b && c <= 0x60) || (c >= 0x7b && c <= 0x7e);
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
