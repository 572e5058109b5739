/**
 * The character classes of finding, beside RFC 3986's own (../chars.ts):
 * what ends a URI in running text (Appendix C), which punctuation trails a
 * sentence rather than a URI, and what may follow `scheme:` in an opaque URI.
 */
import { ALPHA, CLASS, Ch, DIGIT, SCHEME } from '../chars';

/** Ends a URI in prose: whitespace, controls, and `"` `<` `>` `` ` ``, which RFC 3986 excludes and text uses as delimiters (Appendix C). */
export const STOP = 1;
/** ASCII whitespace. */
export const SPACE = 2;
/** Sentence punctuation that trails a URI rather than ends it: `. , ; : ! ? '`. */
export const TRAIL = 4;
/** May be the first character after `scheme:` of an opaque URI (`mailto:a@b`, `tel:+1`, `magnet:?xt`); `/` is decided apart, and `_` `*` after a colon are Markdown emphasis (`__Example:__`). */
export const OPAQUE = 8;

/** Flags for code units 0..127. */
export const FIND = new Uint8Array(128);

for (let c = 0; c < 0x20; c++) FIND[c]! |= STOP;
FIND[0x7f]! |= STOP;
for (const ch of ' "<>`') FIND[ch.charCodeAt(0)]! |= STOP;
for (const ch of ' \t\n\v\f\r') FIND[ch.charCodeAt(0)]! |= SPACE;
for (const ch of ".,;:!?'") FIND[ch.charCodeAt(0)]! |= TRAIL;
for (let c = 0; c < 128; c++) if ((CLASS[c]! & (ALPHA | DIGIT)) !== 0) FIND[c]! |= OPAQUE;
// ',' opens the smallest data: URI (RFC 2397: `data:,text`).
for (const ch of '%+?,') FIND[ch.charCodeAt(0)]! |= OPAQUE;

/** True for §3.1 scheme characters after the first: ALPHA / DIGIT / "+" / "-" / ".". */
export function isSchemeChar(c: number): boolean {
  return c < 128 && (CLASS[c]! & SCHEME) !== 0;
}

/** True for ALPHA, the first character of a scheme (§3.1). */
export function isAlpha(c: number): boolean {
  return c < 128 && (CLASS[c]! & ALPHA) !== 0;
}

/** True for whitespace, ASCII or Unicode (the Zs spaces, NEL, line and paragraph separators). */
export function isSpace(c: number): boolean {
  if (c < 128) return (FIND[c]! & SPACE) !== 0;
  return c === 0x85 || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000;
}

/**
 * True for a non-ASCII code unit that ends a URI in prose: Unicode
 * whitespace, typographic quotes and guillemets, the em dash, and the CJK
 * full-width punctuation that stands where English text has a space. Other
 * non-ASCII characters stay in: an IRI (RFC 3987) is reported, not cut.
 * Invisible and bidirectional controls stay in too, so they can be flagged.
 */
export function isWideStop(c: number): boolean {
  if (c < 0x2000) return c === 0x85 || c === 0xa0 || c === 0xab || c === 0xbb || c === 0x1680;
  if (c <= 0x205f) {
    return c <= 0x200a || c === 0x2014 || (c >= 0x2018 && c <= 0x201f) || c === 0x2028 ||
      c === 0x2029 || c === 0x202f || c === 0x2039 || c === 0x203a || c === 0x205f;
  }
  // Full-width `（）！，：；？｜`: `｜http://x｜` is a URI between CJK bars.
  return (c >= 0x3000 && c <= 0x3002) || (c >= 0x3008 && c <= 0x3011) ||
    c === 0xff01 || c === 0xff08 || c === 0xff09 || c === 0xff0c || c === 0xff1a || c === 0xff1b || c === 0xff1f || c === 0xff5c;
}

/** True when `c` ends a URI in prose. */
export function isStop(c: number): boolean {
  return c < 128 ? (FIND[c]! & STOP) !== 0 : isWideStop(c);
}

/** True when `c` may follow `scheme:` in an opaque URI: ALPHA, DIGIT, `% + ?`, or a non-ASCII letter of an IRI. */
export function isOpaqueStart(c: number): boolean {
  return c < 128 ? (FIND[c]! & OPAQUE) !== 0 : !isWideStop(c);
}

/**
 * The next `ch` at or after `from`, or -1. Looks at a few code units by
 * hand before calling `indexOf`, whose per-call cost dominates when hits
 * are dense (a line of `::::`), and which is far faster when they are not.
 */
export function nextIndex(text: string, ch: string, code: number, from: number): number {
  // Four: enough for the densest runs (a line of `::::`, short lines), while where hits are sparse (a colon every
  // 160 code units of prose) each look by hand is wasted, a quarter of the search's time with sixteen.
  const near = Math.min(text.length, from + 4);
  for (let i = from; i < near; i++) if (text.charCodeAt(i) === code) return i;
  return near < text.length ? text.indexOf(ch, near) : -1;
}

/** Whether the character at `i` follows an odd run of backslashes: escaped. */
export function isEscaped(text: string, i: number): boolean {
  let k = i;
  while (k > 0 && text.charCodeAt(k - 1) === Ch.BACKSLASH) k--;
  return (i - k) % 2 === 1;
}
