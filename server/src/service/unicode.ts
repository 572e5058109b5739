/**
 * Character facts the rules need beyond RFC 3986's ASCII classes: which
 * non-ASCII characters an IRI allows (RFC 3987 §2.2), and which characters
 * show no glyph (RFC 3986 §7.6, Unicode TR #36). The invisible characters
 * themselves are the core's (shared/src/unicode.ts), which its messages use too.
 */
import { isInvisible } from '@uri-lint/shared';

export { codePointLabel, isBidiControl, isInvisible } from '@uri-lint/shared';

/**
 * A cheap pre-test: true when `text` may hold an invisible character (every
 * surrogate matches, paired or not; `isInvisible` decides).
 */
export function mayHoldInvisible(text: string): boolean {
  return MAY_BE_INVISIBLE.test(text);
}

const MAY_BE_INVISIBLE = /[\u00AD\u034F\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\uFFF9-\uFFFB\uD800-\uDFFF]/;

/** RFC 3987 §2.2 `ucschar`: the non-ASCII characters an IRI allows anywhere. */
export function isUcsChar(cp: number): boolean {
  if (cp >= 0xa0 && cp <= 0xd7ff) return true;
  if (cp >= 0xf900 && cp <= 0xfdcf) return true;
  if (cp >= 0xfdf0 && cp <= 0xffef) return true;
  // %x10000-1FFFD / %x20000-2FFFD / … / %xE1000-EFFFD: every plane but its last two code points, plane 14 from E1000.
  if (cp >= 0x10000 && cp <= 0xefffd) return (cp & 0xfffe) !== 0xfffe && !(cp >= 0xe0000 && cp < 0xe1000);
  return false;
}

/** RFC 3987 §2.2 `iprivate`: private-use characters, allowed in the query only. */
export function isIPrivate(cp: number): boolean {
  return (cp >= 0xe000 && cp <= 0xf8ff) || (cp >= 0xf0000 && cp <= 0xffffd) || (cp >= 0x100000 && cp <= 0x10fffd);
}

/** The code points of `text[start, end)` with their offsets (a lone surrogate is one code point). */
export function* codePoints(text: string, start = 0, end = text.length): Generator<{ cp: number; index: number; length: number }> {
  for (let i = start; i < end; ) {
    const cp = text.codePointAt(i)!;
    const length = cp > 0xffff && i + 1 < end ? 2 : 1;
    yield { cp: length === 2 ? cp : text.charCodeAt(i), index: i, length };
    i += length;
  }
}

/** A run of adjacent invisible characters: its span and its code points. */
export interface InvisibleRun {
  start: number;
  end: number;
  cps: number[];
}

/**
 * The runs of adjacent invisible characters in `text[start, end)`, in order. A joiner that is part of what it joins is
 * none: the ZWJ of an emoji ZWJ sequence (`joinsEmoji`), a ZWJ or ZWNJ after a virama or within Arabic script
 * (`joinsLetters`).
 */
export function invisibleRuns(text: string, start = 0, end = text.length): InvisibleRun[] {
  const runs: InvisibleRun[] = [];
  if (!mayHoldInvisible(start === 0 && end === text.length ? text : text.slice(start, end))) return runs;
  for (const { cp, index, length } of codePoints(text, start, end)) {
    if (!isInvisible(cp)) continue;
    if ((cp === ZWJ && joinsEmoji(text, index, start, end)) || ((cp === ZWJ || cp === ZWNJ) && joinsLetters(text, index, start, end))) continue;
    const last = runs[runs.length - 1];
    if (last && last.end === index) {
      last.end = index + length;
      last.cps.push(cp);
    } else {
      runs.push({ start: index, end: index + length, cps: [cp] });
    }
  }
  return runs;
}

const ZWJ = 0x200d;
const ZWNJ = 0x200c;
/** What may stand between an emoji and the ZWJ after it: VS16 (emoji presentation) and the skin tone modifiers. */
const EMOJI_TRAIL = /[\uFE0F\u{1F3FB}-\u{1F3FF}]$/u;
const PICTOGRAPHIC_END = /\p{Extended_Pictographic}$/u;
const PICTOGRAPHIC_START = /^\p{Extended_Pictographic}/u;

/**
 * True when the ZWJ at `i` joins two emoji (Unicode UTS #51 §2.3, an emoji ZWJ sequence: `🏳️‍🌈`, `👩🏽‍💻`,
 * `🧑‍🤝‍🧑`): an Extended_Pictographic character before it, maybe with VS16 or a skin tone after that, and one
 * after it. It is part of the emoji that shows, no hidden character.
 */
function joinsEmoji(text: string, i: number, start: number, end: number): boolean {
  let before = text.slice(Math.max(start, i - 6), i);
  for (let k = 0; k < 2 && EMOJI_TRAIL.test(before); k++) before = before.replace(EMOJI_TRAIL, '');
  return PICTOGRAPHIC_END.test(before) && PICTOGRAPHIC_START.test(text.slice(i + 1, Math.min(end, i + 3)));
}

/**
 * The viramas of Brahmic scripts (Canonical_Combining_Class 9, as the Basic Multilingual Plane has them): Devanagari,
 * Bengali, Gurmukhi, Gujarati, Oriya, Tamil, Telugu, Kannada, Malayalam, Sinhala, Thai, Lao, Tibetan, Myanmar, the
 * Philippine scripts, Khmer, Tai Tham, Balinese, Sundanese, Batak, Tifinagh, Syloti Nagri, Saurashtra, Rejang,
 * Javanese, Meetei Mayek.
 */
const VIRAMA = /[\u094D\u09CD\u0A4D\u0ACD\u0B4D\u0BCD\u0C4D\u0CCD\u0D3B\u0D3C\u0D4D\u0DCA\u0E3A\u0EBA\u0F84\u1039\u103A\u1714\u1734\u17D2\u1A60\u1B44\u1BAA\u1BAB\u1BF2\u1BF3\u2D7F\uA806\uA8C4\uA953\uA9C0\uAAF6\uABED]/;
const ARABIC_LETTER = /(?=\p{L})\p{Script=Arabic}/u;

/**
 * True when the ZWJ or ZWNJ at `i` shapes the letters around it, as IDNA allows it in a domain name (RFC 5892
 * Appendix A.1, A.2): after a virama (a Devanagari half form, a Malayalam chillu), or, a ZWNJ, between two letters of
 * Arabic script (Persian's `می‌خواهم`). It is part of the word as written.
 */
function joinsLetters(text: string, i: number, start: number, end: number): boolean {
  if (i > start && VIRAMA.test(text[i - 1]!)) return true;
  return text.charCodeAt(i) === ZWNJ && i > start && i + 1 < end && ARABIC_LETTER.test(text[i - 1]!) && ARABIC_LETTER.test(text[i + 1]!);
}
