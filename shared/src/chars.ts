/**
 * RFC 3986 §2 character classes as one lookup table of bit flags over ASCII.
 * Every rule of Appendix A that is a set of single characters is one flag,
 * so the scanners test a character with one load and one mask.
 */

export const ALPHA = 1;
export const DIGIT = 2;
export const HEXDIG = 4;
/** §2.3 unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~" */
export const UNRESERVED = 8;
/** §2.2 sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "=" */
export const SUB_DELIMS = 16;
/** §2.2 gen-delims = ":" / "/" / "?" / "#" / "[" / "]" / "@" */
export const GEN_DELIMS = 32;
/** §3.1 the characters after the first of a scheme: ALPHA / DIGIT / "+" / "-" / "." */
export const SCHEME = 64;
/** §3.3 pchar, without pct-encoded: unreserved / sub-delims / ":" / "@" */
export const PCHAR = 128;
/** §3.2.1 userinfo characters, without pct-encoded: unreserved / sub-delims / ":" */
export const USERINFO = 256;
/** §3.2.2 reg-name characters, without pct-encoded: unreserved / sub-delims */
export const REG_NAME = 512;
/** §3.4/§3.5 query and fragment characters, without pct-encoded: pchar / "/" / "?" */
export const QUERY = 1024;

/** §3.3 path characters, without pct-encoded: pchar / "/" */
export const PATH = 2048;

/**
 * Code units the scanners and the finder compare against, named once. A const enum, so
 * that every use compiles to the number itself (an imported constant would
 * be a property read in the hottest loops).
 */
export const enum Ch {
  LF = 0x0a,
  CR = 0x0d,
  SPACE = 0x20,
  DQ = 0x22,
  HASH = 0x23,
  PERCENT = 0x25,
  SQ = 0x27,
  OPEN_PAREN = 0x28,
  CLOSE_PAREN = 0x29,
  HYPHEN = 0x2d,
  DOT = 0x2e,
  SLASH = 0x2f,
  COLON = 0x3a,
  LT = 0x3c,
  GT = 0x3e,
  QUESTION = 0x3f,
  AT = 0x40,
  OPEN_BRACKET = 0x5b,
  BACKSLASH = 0x5c,
  CLOSE_BRACKET = 0x5d,
  CARET = 0x5e,
  BACKTICK = 0x60,
  TILDE = 0x7e,
}

/** Flags for code units 0..127; anything above is in no class. */
export const CLASS = new Uint16Array(128);

function mark(chars: string, flag: number): void {
  for (let i = 0; i < chars.length; i++) CLASS[chars.charCodeAt(i)]! |= flag;
}

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWER = UPPER.toLowerCase();
const DIGITS = '0123456789';
const SUBS = "!$&'()*+,;=";
mark(UPPER + LOWER, ALPHA);
mark(DIGITS, DIGIT);
mark(DIGITS + 'ABCDEFabcdef', HEXDIG);
mark(UPPER + LOWER + DIGITS + '-._~', UNRESERVED);
mark(SUBS, SUB_DELIMS);
mark(':/?#[]@', GEN_DELIMS);
mark(UPPER + LOWER + DIGITS + '+-.', SCHEME);
mark(UPPER + LOWER + DIGITS + '-._~' + SUBS + ':@', PCHAR);
mark(UPPER + LOWER + DIGITS + '-._~' + SUBS + ':', USERINFO);
mark(UPPER + LOWER + DIGITS + '-._~' + SUBS, REG_NAME);
mark(UPPER + LOWER + DIGITS + '-._~' + SUBS + ':@/?', QUERY);
mark(UPPER + LOWER + DIGITS + '-._~' + SUBS + ':@/', PATH);

/** The value of a hex digit, or -1. */
export function hexValue(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  if (c >= 0x41 && c <= 0x46) return c - 0x37;
  if (c >= 0x61 && c <= 0x66) return c - 0x57;
  return -1;
}
