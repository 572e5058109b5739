/**
 * RFC 3986 §3 and §4.1: a URI-reference split into its components, with
 * the offsets of each and every violation of the Appendix A ABNF, in one
 * linear pass. Splitting follows Appendix B (scheme before the first ":"
 * that precedes any "/", "?" or "#"; authority after "//"; path; "?"
 * query; "#" fragment), then every component is checked against its rule.
 */
import { ALPHA, CLASS, DIGIT, PATH, QUERY, REG_NAME, SCHEME, USERINFO } from './chars';
import { checkIPv6, checkIPvFuture, isIPv4 } from './host';
import { buildMessage } from './messages';
import type { Components, ErrorCode, HostType, ParseResult, Ranges, ReferenceKind, UriError } from './types';

/** A violation found by a scanner; its message is written once the run is complete. */
interface Pending {
  code: ErrorCode;
  rule: string;
  start: number;
  end: number;
  detail?: string;
}

const PERCENT = 0x25;
const SLASH = 0x2f;
const COLON = 0x3a;
const QUESTION = 0x3f;
const HASH = 0x23;
const AT = 0x40;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

const isHexAt = (text: string, i: number): boolean => {
  const c = text.charCodeAt(i);
  return (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x66);
};

/** Adds a violation, extending the previous one when it is the same kind and adjacent. */
function report(errors: Pending[], code: ErrorCode, rule: string, start: number, end: number, detail?: string): void {
  const last = errors.length > 0 ? errors[errors.length - 1] : undefined;
  if (last !== undefined && last.end === start && last.code === code && last.rule === rule && detail === undefined) {
    last.end = end;
    return;
  }
  errors.push(detail === undefined ? { code, rule, start, end } : { code, rule, start, end, detail });
}

/** Width in code units of the character at `i` (2 for a surrogate pair). */
function charWidth(text: string, i: number, end: number): number {
  const c = text.charCodeAt(i);
  if (c >= 0xd800 && c <= 0xdbff && i + 1 < end) {
    const d = text.charCodeAt(i + 1);
    if (d >= 0xdc00 && d <= 0xdfff) return 2;
  }
  return 1;
}

/**
 * The end of an invalid percent-encoding at `i` (a "%" not followed by two
 * hex digits, §2.1): the "%", a hex digit if one follows, and the next
 * printable character that breaks the escape, unless that is a delimiter.
 */
function badEscapeEnd(text: string, i: number, end: number): number {
  let j = i + 1;
  if (j < end && isHexAt(text, j)) j++;
  if (j < end) {
    const c = text.charCodeAt(j);
    const delimiter = c === PERCENT || c === SLASH || c === COLON || c === QUESTION || c === HASH || c === AT || c === OPEN_BRACKET || c === CLOSE_BRACKET;
    if (c > 0x20 && c < 0x7f && !delimiter) j++;
  }
  return j;
}

/**
 * Checks text[start, end) against a rule made of the characters in `flag`
 * plus pct-encoded, reporting each run of characters that breaks it.
 */
function scan(text: string, start: number, end: number, flag: number, rule: string, errors: Pending[]): void {
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c < 128 && (CLASS[c] & flag) !== 0) continue;
    if (c === PERCENT) {
      if (i + 2 < end && isHexAt(text, i + 1) && isHexAt(text, i + 2)) {
        i += 2;
        continue;
      }
      const stop = badEscapeEnd(text, i, end);
      report(errors, 'invalid-percent-encoding', 'pct-encoded', i, stop);
      i = stop - 1;
    } else if (c >= 128) {
      const width = charWidth(text, i, end);
      report(errors, 'non-ascii-character', rule, i, i + width);
      i += width - 1;
    } else if (c === OPEN_BRACKET || c === CLOSE_BRACKET) {
      report(errors, 'bracket-outside-ip-literal', rule, i, i + 1);
    } else {
      report(errors, 'invalid-character', rule, i, i + 1);
    }
  }
}

/** §3.1 scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ); the first character is known to be ALPHA. */
function scanScheme(text: string, end: number, errors: Pending[]): void {
  for (let i = 1; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c < 128 && (CLASS[c] & SCHEME) !== 0) continue;
    const width = charWidth(text, i, end);
    report(errors, 'invalid-scheme', 'scheme', i, i + width);
    i += width - 1;
  }
}

/** §3.2.3 port = *DIGIT */
function scanPort(text: string, start: number, end: number, errors: Pending[]): void {
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c < 128 && (CLASS[c] & DIGIT) !== 0) continue;
    const width = charWidth(text, i, end);
    report(errors, 'invalid-port', 'port', i, i + width);
    i += width - 1;
  }
}

/** The offset of the ":" ending a scheme (Appendix B), or -1 when there is none. */
function schemeEnd(text: string): number {
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === COLON) return i;
    if (c === SLASH || c === QUESTION || c === HASH) return -1;
  }
  return -1;
}

/** The first offset in [start, end) holding one of the two code units, or `end`. */
function indexOfEither(text: string, a: number, b: number, start: number, end: number): number {
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === a || c === b) return i;
  }
  return end;
}

/** What parsing the authority yields. */
interface Authority {
  components: Components;
  ranges: Ranges;
}

/** §3.2.1 userinfo, with the user and password parts split at the first ":". */
function parseUserinfo(text: string, start: number, end: number, out: Authority, errors: Pending[]): void {
  out.components.userinfo = text.slice(start, end);
  out.ranges.userinfo = { start, end };
  const colon = indexOfEither(text, COLON, COLON, start, end);
  out.ranges.user = { start, end: colon };
  if (colon < end) out.ranges.password = { start: colon + 1, end };
  scan(text, start, end, USERINFO, 'userinfo', errors);
}

/** §3.2.2 IP-literal = "[" ( IPv6address / IPvFuture ) "]"; returns where the host ends. */
function parseIpLiteral(text: string, start: number, end: number, out: Authority, errors: Pending[]): number {
  const close = indexOfEither(text, CLOSE_BRACKET, CLOSE_BRACKET, start, end);
  const future = (text.charCodeAt(start + 1) | 0x20) === 0x76;
  const hostType: HostType = future ? 'IPvFuture' : 'IPv6';
  const hostEnd = close < end ? close + 1 : end;
  out.components.host = text.slice(start, hostEnd);
  out.components.hostType = hostType;
  out.ranges.host = { start, end: hostEnd };
  if (close === end) {
    report(errors, 'unclosed-ip-literal', 'IP-literal', start, start + 1);
    return end;
  }
  const problem = future ? checkIPvFuture(text, start + 1, close) : checkIPv6(text, start + 1, close);
  if (problem !== undefined) {
    const code: ErrorCode = future ? 'invalid-ipvfuture' : 'invalid-ipv6';
    report(errors, code, future ? 'IPvFuture' : 'IPv6address', problem.start, problem.end, problem.reason);
  }
  return hostEnd;
}

/** §3.2 authority = [ userinfo "@" ] host [ ":" port ], in text[start, end). */
function parseAuthority(text: string, start: number, end: number, errors: Pending[]): Authority {
  const out: Authority = { components: { path: '' }, ranges: { path: { start: end, end } } };
  out.ranges.authority = { start, end };
  // userinfo cannot hold "@", so the last "@" ends it; any earlier "@" is then reported inside userinfo.
  let at = -1;
  for (let i = end - 1; i >= start; i--) {
    if (text.charCodeAt(i) === AT) {
      at = i;
      break;
    }
  }
  let hostStart = start;
  if (at >= 0) {
    parseUserinfo(text, start, at, out, errors);
    hostStart = at + 1;
  }
  let hostEnd: number;
  if (hostStart < end && text.charCodeAt(hostStart) === OPEN_BRACKET) {
    hostEnd = parseIpLiteral(text, hostStart, end, out, errors);
    if (hostEnd < end && text.charCodeAt(hostEnd) !== COLON) {
      const colon = indexOfEither(text, COLON, COLON, hostEnd, end);
      report(errors, 'invalid-character', 'authority', hostEnd, colon, 'only ":" and a port may follow an IP literal');
      hostEnd = colon;
    }
  } else {
    hostEnd = indexOfEither(text, COLON, COLON, hostStart, end);
    out.components.host = text.slice(hostStart, hostEnd);
    out.components.hostType = isIPv4(text, hostStart, hostEnd) ? 'IPv4' : 'reg-name';
    out.ranges.host = { start: hostStart, end: hostEnd };
    scan(text, hostStart, hostEnd, REG_NAME, 'reg-name', errors);
  }
  if (hostEnd < end) {
    out.components.port = text.slice(hostEnd + 1, end);
    out.ranges.port = { start: hostEnd + 1, end };
    scanPort(text, hostEnd + 1, end, errors);
  }
  return out;
}

/** §4.2 path-noscheme: a relative reference's first segment cannot hold ":" (it would read as a scheme). */
function checkFirstSegment(text: string, start: number, end: number, errors: Pending[]): void {
  const slash = indexOfEither(text, SLASH, SLASH, start, end);
  const colon = indexOfEither(text, COLON, COLON, start, slash);
  if (colon < slash) report(errors, 'colon-in-first-segment', 'segment-nz-nc', colon, colon + 1);
}

/** Writes the messages once every run of offending characters is complete. */
function finish(text: string, pending: Pending[]): UriError[] {
  const errors: UriError[] = [];
  for (const p of pending) errors.push(buildMessage(text, p.code, p.rule, p.start, p.end, p.detail));
  return errors;
}

/**
 * Parses a URI-reference (RFC 3986 §4.1).
 *
 * Never throws, runs in time linear in the length of `text`, and reports
 * every violation of Appendix A in text order, each at the smallest range
 * that breaks its rule. Components are filled in as far as they can be read
 * even when the reference is invalid.
 *
 * @param text - the reference exactly as written (no trimming is done)
 * @returns components, their ranges, the errors, and `valid` exactly when there are none
 */
export function parse(text: string): ParseResult {
  const n = text.length;
  const pending: Pending[] = [];
  let components: Components = { path: '' };
  let ranges: Ranges = { path: { start: 0, end: 0 } };
  let kind: ReferenceKind = 'relative-ref';
  let i = 0;

  // A name before ":" that does not start with a letter is no scheme: the
  // reference is then relative, and the ":" breaks path-noscheme (§4.2).
  const colon = schemeEnd(text);
  if (colon > 0 && text.charCodeAt(0) < 128 && (CLASS[text.charCodeAt(0)] & ALPHA) !== 0) {
    scanScheme(text, colon, pending);
    components.scheme = text.slice(0, colon);
    ranges.scheme = { start: 0, end: colon };
    kind = 'uri';
    i = colon + 1;
  }

  let hasAuthority = false;
  if (text.charCodeAt(i) === SLASH && text.charCodeAt(i + 1) === SLASH) {
    const start = i + 2;
    let end = start;
    while (end < n) {
      const c = text.charCodeAt(end);
      if (c === SLASH || c === QUESTION || c === HASH) break;
      end++;
    }
    const authority = parseAuthority(text, start, end, pending);
    components = { ...components, ...authority.components };
    ranges = { ...ranges, ...authority.ranges };
    hasAuthority = true;
    i = end;
  }

  // §3.3 path: path-abempty after an authority (it starts at "/" or is empty
  // by construction); otherwise path-absolute, -rootless, -noscheme or -empty.
  const pathEnd = indexOfEither(text, QUESTION, HASH, i, n);
  components.path = text.slice(i, pathEnd);
  ranges.path = { start: i, end: pathEnd };
  if (kind === 'relative-ref' && !hasAuthority) checkFirstSegment(text, i, pathEnd, pending);
  scan(text, i, pathEnd, PATH, 'segment', pending);
  i = pathEnd;

  if (i < n && text.charCodeAt(i) === QUESTION) {
    const end = indexOfEither(text, HASH, HASH, i + 1, n);
    components.query = text.slice(i + 1, end);
    ranges.query = { start: i + 1, end };
    scan(text, i + 1, end, QUERY, 'query', pending);
    i = end;
  }
  if (i < n && text.charCodeAt(i) === HASH) {
    components.fragment = text.slice(i + 1);
    ranges.fragment = { start: i + 1, end: n };
    scan(text, i + 1, n, QUERY, 'fragment', pending);
  }

  // The first-segment check runs before the path scan, so its error may sit after a scanned one.
  if (pending.length > 1) pending.sort((a, b) => a.start - b.start);
  const errors = pending.length === 0 ? [] : finish(text, pending);
  return { valid: errors.length === 0, kind, components, ranges, errors };
}
