/**
 * Plain-language messages for parse errors: what is wrong, what the rule
 * allows, and how to write it instead.
 */
import { allows, describeChars, makeError } from './errors';
import type { ErrorCode, UriError } from './types';
import { pctEncodeAll } from './utf8';

/** How a rule's component is called in a sentence. */
const PLACES: Readonly<Record<string, string>> = {
  scheme: 'the scheme',
  userinfo: 'the user information',
  'reg-name': 'the host name',
  authority: 'the authority',
  port: 'the port',
  segment: 'the path',
  query: 'the query',
  fragment: 'the fragment',
};

/** Longest offending text quoted in a message; a longer run is shortened. */
const QUOTE_LIMIT = 40;

function quote(text: string): string {
  return describeChars(text.length > QUOTE_LIMIT ? text.slice(0, QUOTE_LIMIT) : text) + (text.length > QUOTE_LIMIT ? '…' : '');
}

/** True when `text` is a single character (one code point, possibly a surrogate pair). */
function oneCharacter(text: string): boolean {
  return text.length === 1 || (text.length === 2 && (text.codePointAt(0) ?? 0) > 0xffff);
}

function sentence(code: ErrorCode, rule: string, bad: string, detail: string | undefined): string {
  const place = PLACES[rule] ?? `the ${rule}`;
  switch (code) {
    case 'invalid-character':
      if (detail !== undefined) return `${quote(bad)} is not allowed here: ${detail}.`;
      if (rule === 'authority') return `${quote(bad)} cannot follow an IP literal: only ":" and a port may (§3.2).`;
      return `${quote(bad)} is not allowed in ${place}, which allows ${allows(rule)}; percent-encode it as ${pctEncodeAll(bad.slice(0, QUOTE_LIMIT))}.`;
    case 'non-ascii-character':
      return (
        `${quote(bad)} is not ASCII, and a URI allows only ASCII (RFC 3986 §2); ` +
        `percent-encode it as UTF-8 (${pctEncodeAll(bad.slice(0, QUOTE_LIMIT))}), or read the reference as an IRI (RFC 3987).`
      );
    case 'bracket-outside-ip-literal':
      return `${quote(bad)} is allowed only around an IP literal in the host (§3.2.2); in ${place} percent-encode "[" as %5B and "]" as %5D.`;
    case 'invalid-percent-encoding':
      return `${quote(bad)} is not a percent-encoding: "%" must be followed by two hexadecimal digits (§2.1); write a literal "%" as %25.`;
    case 'invalid-scheme':
      return `${quote(bad)} is not allowed in the scheme, which is ${allows('scheme')}.`;
    case 'invalid-port':
      return `The port must be decimal digits only; ${quote(bad)} ${oneCharacter(bad) ? 'is not a digit' : 'are not digits'}.`;
    case 'invalid-ipv6':
      return `Invalid IPv6 address: ${detail ?? 'it does not match the IPv6address rule'} (${allows('IPv6address')}).`;
    case 'invalid-ipvfuture':
      return `Invalid IPvFuture address: ${detail ?? 'it does not match the IPvFuture rule'} (${allows('IPvFuture')}).`;
    case 'unclosed-ip-literal':
      return 'The IP literal opened with "[" is not closed with "]" before the end of the authority.';
    case 'colon-in-first-segment':
      return 'A relative reference cannot have ":" in its first path segment, because it would read as a scheme (§4.2); write "./" before the path, or percent-encode the ":" as %3A.';
    case 'path-starts-with-double-slash':
      return 'Without an authority the path cannot begin with "//", because it would read as an authority (§3.3); write "/." before the path.';
  }
}

/** The error for `text[start, end)`, with its message, rule and section. */
export function buildMessage(text: string, code: ErrorCode, rule: string, start: number, end: number, detail?: string): UriError {
  const message = sentence(code, rule, text.slice(start, end), detail);
  return makeError(code, rule, start, end, message.charAt(0).toUpperCase() + message.slice(1));
}
