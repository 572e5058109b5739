/**
 * RFC 3986 §3.2 authority = [ userinfo "@" ] host [ ":" port ]: the common
 * case in one pass, and the general case reporting every violation.
 */
import { REG_NAME, Ch } from './chars';
import { checkIPv6, checkIPvFuture, isIPv4 } from './host';
import type { Marks } from './marks';
import { PORT_RULE, REG_NAME_RULE, USERINFO_RULE, indexOfEither, isDigitAt, report, runEnd, scan, scanStrict, type Pending } from './scan';
import type { ErrorCode, HostType } from './types';

/** §3.2.2 IP-literal = "[" ( IPv6address / IPvFuture ) "]"; returns where the host ends. */
function parseIpLiteral(text: string, start: number, end: number, marks: Marks, errors: Pending[]): number {
  const close = indexOfEither(text, Ch.CLOSE_BRACKET, Ch.CLOSE_BRACKET, start, end);
  const future = (text.charCodeAt(start + 1) | 0x20) === 0x76;
  marks.hostType = future ? 'IPvFuture' : 'IPv6';
  if (close === end) {
    report(errors, 'unclosed-ip-literal', 'IP-literal', start, start + 1);
    return end;
  }
  const problem = future ? checkIPvFuture(text, start + 1, close) : checkIPv6(text, start + 1, close);
  if (problem !== undefined) {
    const code: ErrorCode = future ? 'invalid-ipvfuture' : 'invalid-ipv6';
    report(errors, code, future ? 'IPvFuture' : 'IPv6address', problem.start, problem.end, problem.reason);
  }
  return close + 1;
}

/**
 * §3.2 authority = [ userinfo "@" ] host [ ":" port ], from `start` to the
 * first "/", "?" or "#"; returns where it ends.
 */
export function parseAuthority(text: string, start: number, marks: Marks, errors: Pending[]): number {
  const end = simpleAuthorityEnd(text, start, marks);
  return end >= 0 ? end : parseFullAuthority(text, start, marks, errors);
}

/**
 * The common authority, a valid reg-name and an optional all-digit port
 * with no userinfo, read in one pass; returns -1 for anything else (any
 * "@", "%", "[" or invalid character), which `parseFullAuthority` then
 * reads from the start. Sets the marks only when it succeeds.
 */
function simpleAuthorityEnd(text: string, start: number, marks: Marks): number {
  const n = text.length;
  const hostEnd = runEnd(text, start, REG_NAME);
  let i = hostEnd;
  if (i < n && text.charCodeAt(i) === Ch.COLON) {
    i++;
    while (i < n && isDigitAt(text, i)) i++;
  }
  if (i < n) {
    const c = text.charCodeAt(i);
    if (c !== Ch.SLASH && c !== Ch.QUESTION && c !== Ch.HASH) return -1;
  }
  marks.authorityStart = start;
  marks.authorityEnd = i;
  marks.hostStart = start;
  marks.hostEnd = hostEnd;
  if (hostEnd < i) marks.portColon = hostEnd;
  marks.hostType = hostTypeOfRegName(text, start, hostEnd);
  return i;
}

/** A host read as reg-name characters is an IPv4address when it matches that rule (first match wins, §3.2.2). */
function hostTypeOfRegName(text: string, start: number, end: number): HostType {
  // Only a host starting with a digit can be one: skip the check for names.
  // (Reading past the end would deoptimise the caller, hence `start < end`.)
  return start < end && isDigitAt(text, start) && isIPv4(text, start, end) ? 'IPv4' : 'reg-name';
}

/** The general case of `parseAuthority`, reporting every violation. */
function parseFullAuthority(text: string, start: number, marks: Marks, errors: Pending[]): number {
  const n = text.length;
  // userinfo cannot hold "@", so the last "@" ends it; any earlier "@" is then reported inside userinfo.
  let at = -1;
  let end = start;
  for (; end < n; end++) {
    const c = text.charCodeAt(end);
    if (c === Ch.SLASH || c === Ch.QUESTION || c === Ch.HASH) break;
    if (c === Ch.AT) at = end;
  }
  marks.authorityStart = start;
  marks.authorityEnd = end;
  let hostStart = start;
  if (at >= 0) {
    marks.at = at;
    scan(text, start, at, USERINFO_RULE, errors); // §3.2.1
    hostStart = at + 1;
  }
  marks.hostStart = hostStart;
  let hostEnd: number;
  if (hostStart < end && text.charCodeAt(hostStart) === Ch.OPEN_BRACKET) {
    hostEnd = parseIpLiteral(text, hostStart, end, marks, errors);
    marks.hostEnd = hostEnd;
    if (hostEnd < end && text.charCodeAt(hostEnd) !== Ch.COLON) {
      // Only ":" port may follow an IP-literal: anything else up to the ":" is out of place.
      const colon = indexOfEither(text, Ch.COLON, Ch.COLON, hostEnd, end);
      for (let i = hostEnd; i < colon; i++) {
        const c = text.charCodeAt(i);
        report(errors, c === Ch.OPEN_BRACKET || c === Ch.CLOSE_BRACKET ? 'bracket-outside-ip-literal' : 'invalid-character', 'authority', i, i + 1);
      }
      hostEnd = colon;
    }
  } else {
    hostEnd = scan(text, hostStart, end, REG_NAME_RULE, errors);
    marks.hostEnd = hostEnd;
    marks.hostType = hostTypeOfRegName(text, hostStart, hostEnd);
  }
  if (hostEnd < end) {
    marks.portColon = hostEnd;
    scanStrict(text, hostEnd + 1, end, PORT_RULE, errors);
  }
  return end;
}
