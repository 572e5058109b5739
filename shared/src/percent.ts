/**
 * Percent-encoding (RFC 3986 §2.1, §2.4): encoding text for one component,
 * and decoding for display and for rules that judge what was encoded.
 */
import type { ComponentName } from './types';
import { CLASS, DIGIT, PATH, PCHAR, QUERY, REG_NAME, SCHEME, USERINFO, hexValue, Ch } from './chars';
import { pctEncodeCodePoint } from './utf8';


/** The class flags of the characters each component allows unencoded (Appendix A). */
const ALLOWED: Readonly<Record<ComponentName, number>> = {
  scheme: SCHEME,
  userinfo: USERINFO,
  host: REG_NAME,
  port: DIGIT,
  path: PATH,
  segment: PCHAR,
  query: QUERY,
  fragment: QUERY,
};

/**
 * UTF-8 percent-encodes exactly the characters that `component` does not
 * allow (RFC 3986 §2.1, §2.4, Appendix A), with uppercase hex digits
 * (§2.1: producers should use uppercase).
 *
 * - `userinfo`: unreserved, sub-delims and `:` stay; `host`: the reg-name
 *   characters (unreserved and sub-delims) stay, so an IP-literal's brackets
 *   and colons are encoded; `path`: pchar and `/`; `segment`: pchar only (a
 *   `/` is encoded); `query` and `fragment`: pchar, `/` and `?`; `port`:
 *   digits; `scheme`: letters, digits, `+`, `-`, `.` (the first-letter rule is
 *   not enforced: encoding cannot make a scheme valid).
 * - A `%` followed by two hex digits is a valid pct-encoded triplet and is
 *   kept as written; any other `%` becomes `%25`. So `encode` is idempotent.
 * - A lone surrogate has no UTF-8 form; it is encoded as U+FFFD (`%EF%BF%BD`),
 *   the replacement character, as the WHATWG encoders do.
 *
 * @example encode('a b/ü', 'segment') // 'a%20b%2F%C3%BC'
 */
export function encode(text: string, component: ComponentName): string {
  const allowed = ALLOWED[component];
  let out = '';
  let runStart = 0;
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c < 128 && (CLASS[c]! & allowed) !== 0) {
      i++;
    } else if (c === Ch.PERCENT && isTriplet(text, i)) {
      i += 3;
    } else {
      out += text.slice(runStart, i);
      // A surrogate pair is one code point; a lone surrogate becomes U+FFFD in pctEncodeCodePoint.
      const cp = text.codePointAt(i)!;
      out += pctEncodeCodePoint(cp);
      i += cp > 0xffff ? 2 : 1;
      runStart = i;
    }
  }
  return runStart === 0 ? text : out + text.slice(runStart);
}

/** True when `text[i]` (a `%`) is followed by two hex digits (§2.1 pct-encoded); reads past the end as NaN, which is no hex digit. */
function isTriplet(text: string, i: number): boolean {
  return hexValue(text.charCodeAt(i + 1)) >= 0 && hexValue(text.charCodeAt(i + 2)) >= 0;
}

/**
 * Decodes every valid percent-encoding as UTF-8, for display (hovers). Every
 * octet is decoded, reserved ones included (`%2F` becomes `/`), so the result
 * is not a URI. Octets that do not form a well-formed UTF-8 sequence (stray
 * continuation bytes, overlong forms, surrogates, truncated sequences) and
 * `%` not followed by two hex digits stay exactly as written.
 *
 * @example percentDecode('caf%C3%A9%20%FF') // 'café %FF'
 */
export function percentDecode(text: string): string {
  let i = text.indexOf('%');
  if (i < 0) return text;
  let out = text.slice(0, i);
  while (i >= 0) {
    const decoded = decodeAt(text, i);
    out += decoded?.text ?? '%';
    const next = decoded?.end ?? i + 1;
    i = text.indexOf('%', next);
    out += text.slice(next, i < 0 ? text.length : i);
  }
  return out;
}

/** One character of a text as `decodedChars` reads it, and the span of the text it was written with. */
export interface DecodedChar {
  /** The character; for a triplet that decodes to none, the triplet as written (`%FF`). */
  text: string;
  start: number;
  end: number;
}

/**
 * The characters of `text` from `start` to `end`, each with its span, read
 * as `percentDecode` reads them: the triplets of a well-formed UTF-8 sequence
 * are one character (`%C3%A9`, é), a triplet that decodes to none is one
 * unit as written (`%FF`), anything else is a code point as written. For
 * rules that judge decoded characters and report where they were written.
 *
 * @example [...decodedChars('a%20é')].map((c) => [c.text, c.start, c.end]) // [['a', 0, 1], [' ', 1, 4], ['é', 4, 5]]
 */
export function* decodedChars(text: string, start = 0, end = text.length): Generator<DecodedChar> {
  const within = end === text.length ? text : text.slice(0, end);
  for (let i = start; i < end;) {
    const percent = within.charCodeAt(i) === Ch.PERCENT;
    const decoded = percent ? decodeAt(within, i) : undefined;
    if (decoded) {
      yield { text: decoded.text, start: i, end: decoded.end };
      i = decoded.end;
      continue;
    }
    const length = percent && isTriplet(within, i) ? 3 : within.codePointAt(i)! > 0xffff ? 2 : 1;
    yield { text: within.slice(i, i + length), start: i, end: i + length };
    i += length;
  }
}

/** The character that the triplets at `i` (a `%`) encode as one well-formed UTF-8 sequence, and where they end. */
function decodeAt(text: string, i: number): { text: string; end: number } | undefined {
  const length = utf8Length(text, i);
  // Not a triplet (-1) or not well-formed UTF-8 (0): no character.
  return length > 0 ? { text: decodeOctets(text, i, length), end: i + 3 * length } : undefined;
}

/** The octet of the triplet at `i`, or -1 when there is none. */
function octetAt(text: string, i: number): number {
  if (text.charCodeAt(i) !== Ch.PERCENT || !isTriplet(text, i)) return -1;
  return (hexValue(text.charCodeAt(i + 1)) << 4) | hexValue(text.charCodeAt(i + 2));
}

/**
 * How many triplets from `i` form one well-formed UTF-8 sequence: -1 when
 * `i` is no triplet, 0 when the octets are ill-formed (Unicode Table 3-7).
 */
function utf8Length(text: string, i: number): number {
  const b0 = octetAt(text, i);
  if (b0 < 0) return -1;
  if (b0 < 0x80) return 1;
  const [length, lo, hi] = leadInfo(b0);
  for (let k = 1; k < length; k++) {
    const b = octetAt(text, i + 3 * k);
    if (b < (k === 1 ? lo : 0x80) || b > (k === 1 ? hi : 0xbf)) return 0;
  }
  return length;
}

/** The character of the well-formed UTF-8 sequence of `length` triplets at `i`. */
function decodeOctets(text: string, i: number, length: number): string {
  const b0 = octetAt(text, i);
  if (length === 1) return String.fromCharCode(b0);
  let cp = b0 & (length === 2 ? 0x1f : length === 3 ? 0x0f : 0x07);
  for (let k = 1; k < length; k++) cp = (cp << 6) | (octetAt(text, i + 3 * k) & 0x3f);
  return String.fromCodePoint(cp);
}

/**
 * For a UTF-8 lead octet: the sequence length and the allowed range of the
 * second octet (Unicode Table 3-7, which excludes overlongs and surrogates).
 * Length 0 means the octet cannot start a sequence.
 */
function leadInfo(b0: number): [number, number, number] {
  if (b0 >= 0xc2 && b0 <= 0xdf) return [2, 0x80, 0xbf];
  if (b0 === 0xe0) return [3, 0xa0, 0xbf];
  if (b0 === 0xed) return [3, 0x80, 0x9f];
  if (b0 >= 0xe1 && b0 <= 0xef) return [3, 0x80, 0xbf];
  if (b0 === 0xf0) return [4, 0x90, 0xbf];
  if (b0 >= 0xf1 && b0 <= 0xf3) return [4, 0x80, 0xbf];
  if (b0 === 0xf4) return [4, 0x80, 0x8f];
  return [0, 0, 0];
}
