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

/** The runs of adjacent invisible characters in `text[start, end)`, in order. */
export function invisibleRuns(text: string, start = 0, end = text.length): InvisibleRun[] {
  const runs: InvisibleRun[] = [];
  if (!mayHoldInvisible(start === 0 && end === text.length ? text : text.slice(start, end))) return runs;
  for (const { cp, index, length } of codePoints(text, start, end)) {
    if (!isInvisible(cp)) continue;
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
