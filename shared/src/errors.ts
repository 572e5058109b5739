import type { ErrorCode, UriError } from './types';
import { codePointLabel, isInvisible } from './unicode';

/**
 * What each ABNF rule allows, in plain language, and the section that
 * defines it (RFC 3986 Appendix A). Messages are built from this table so
 * that every error names the rule, what it allows, and where it is defined.
 */
export const ABNF_RULES: Readonly<Record<string, { section: string; allows: string }>> = {
  scheme: { section: '3.1', allows: 'a letter followed by letters, digits, "+", "-" or "."' },
  userinfo: { section: '3.2.1', allows: 'unreserved characters, percent-encodings, sub-delims and ":"' },
  'reg-name': { section: '3.2.2', allows: 'unreserved characters, percent-encodings and sub-delims' },
  IPv6address: { section: '3.2.2', allows: 'eight pieces of 1 to 4 hex digits separated by ":", with at most one "::" for one or more zero pieces, the last two optionally an IPv4 address' },
  IPvFuture: { section: '3.2.2', allows: '"v", hex digits, ".", then unreserved characters, sub-delims or ":"' },
  'IP-literal': { section: '3.2.2', allows: '"[" IPv6address or IPvFuture "]"' },
  authority: { section: '3.2', allows: '[ userinfo "@" ] host [ ":" port ]' },
  port: { section: '3.2.3', allows: 'decimal digits only' },
  segment: { section: '3.3', allows: 'unreserved characters, percent-encodings, sub-delims, ":" and "@"' },
  'segment-nz-nc': { section: '3.3', allows: 'unreserved characters, percent-encodings, sub-delims and "@", but no ":"' },
  'path-abempty': { section: '3.3', allows: 'a path that is empty or begins with "/" after an authority' },
  'path-absolute': { section: '3.3', allows: 'a path beginning with "/" but not "//" when there is no authority' },
  query: { section: '3.4', allows: 'path characters, "/" and "?"' },
  fragment: { section: '3.5', allows: 'path characters, "/" and "?"' },
  'pct-encoded': { section: '2.1', allows: '"%" followed by exactly two hexadecimal digits' },
};

/**
 * Every code the parser reports: the section it is defined in when no rule
 * is more precise, and one line saying what it reports (for settings
 * documentation and reports that list the codes).
 */
export const ERROR_CODES: Readonly<Record<ErrorCode, { section: string; summary: string }>> = {
  'invalid-character': { section: '2', summary: 'A character that RFC 3986 does not allow where it stands (a space, "|", "^"…).' },
  'non-ascii-character': { section: '2', summary: 'A non-ASCII character: a URI is ASCII only (an IRI, RFC 3987, is not a URI).' },
  'invalid-percent-encoding': { section: '2.1', summary: 'A "%" not followed by two hexadecimal digits.' },
  'invalid-scheme': { section: '3.1', summary: 'A scheme that is not a letter followed by letters, digits, "+", "-" or ".".' },
  'invalid-port': { section: '3.2.3', summary: 'A port that is not decimal digits.' },
  'invalid-ipv6': { section: '3.2.2', summary: 'An IPv6 address literal that breaks the IPv6address rule.' },
  'invalid-ipvfuture': { section: '3.2.2', summary: 'An IPvFuture literal that breaks its rule.' },
  'unclosed-ip-literal': { section: '3.2.2', summary: 'An IP literal opened with "[" and never closed.' },
  'bracket-outside-ip-literal': { section: '3.2.2', summary: 'A "[" or "]" outside an IP literal.' },
  'path-starts-with-double-slash': { section: '3.3', summary: 'A path that begins with "//" without an authority.' },
  'colon-in-first-segment': { section: '4.2', summary: 'A ":" in the first segment of a relative path (it would be read as a scheme).' },
};

/** Builds an error whose section comes from its rule (or, failing that, its code). */
export function makeError(code: ErrorCode, rule: string, start: number, end: number, message: string): UriError {
  const section = ABNF_RULES[rule]?.section ?? ERROR_CODES[code].section;
  return { code, message, start, end, rule, section };
}

/** What a rule allows, for messages. */
export function allows(rule: string): string {
  return ABNF_RULES[rule]?.allows ?? rule;
}

/** Names of the invisible characters people meet most in URIs. */
const CHAR_NAMES: Readonly<Record<number, string>> = {
  0x09: 'a tab',
  0x0a: 'a line feed',
  0x0d: 'a carriage return',
  0x20: 'a space',
  0x22: 'a double quote',
  0xa0: 'a no-break space',
};

/**
 * Shows characters in a message: printable ones quoted, the rest as
 * U+XXXX; a single space, tab or line break is named (`a space (U+0020)`).
 */
export function describeChars(text: string): string {
  const single = text.length === 1 ? CHAR_NAMES[text.charCodeAt(0)] : undefined;
  if (single !== undefined) return `${single} (${codePointLabel(text.charCodeAt(0))})`;
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const visible = cp > 0x20 && cp !== 0x7f && !(cp >= 0x80 && cp <= 0xa0) && !isInvisible(cp);
    out += visible ? ch : codePointLabel(cp);
  }
  return `"${out}"`;
}
