/**
 * RFC 3986 §3 and §4.1: a URI-reference split into its components, with
 * the offsets of each and every violation of the Appendix A ABNF, in one
 * linear pass. Splitting follows Appendix B (scheme before the first ":"
 * that precedes any "/", "?" or "#"; authority after "//"; path; "?"
 * query; "#" fragment), then every component is checked against its rule.
 */
import { ALPHA, CLASS as IMPORTED_CLASS, DIGIT, PATH, QUERY, REG_NAME, SCHEME, USERINFO, Ch } from './chars';
import { checkIPv6, checkIPvFuture, isIPv4 } from './host';
import { buildMessage } from './messages';
import type { Components, ErrorCode, HostType, ParseResult, Range, Ranges, UriError } from './types';

// Compiled to CommonJS, every use of an import reads a property of the
// module object; a module-local constant lets the optimiser treat the table
// as fixed in the per-character loops (about 7% of parse time on the corpus).
const CLASS = IMPORTED_CLASS;

/** A violation found by a scanner; its message is written once the run is complete. */
interface Pending {
  code: ErrorCode;
  rule: string;
  start: number;
  end: number;
  detail?: string;
}


const isHexAt = (text: string, i: number): boolean => {
  const c = text.charCodeAt(i);
  return (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x66);
};

const isDigitAt = (text: string, i: number): boolean => {
  const c = text.charCodeAt(i);
  return c >= 0x30 && c <= 0x39;
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
 * hex digits, §2.1): the "%" and the two characters after it that were
 * meant as hex digits, as far as they are letters or digits (`%zz`, `%4`),
 * so that punctuation after a stray "%" (`%&q`) is not blamed.
 */
function badEscapeEnd(text: string, i: number, end: number): number {
  let j = i + 1;
  const limit = Math.min(i + 3, end);
  while (j < limit && text.charCodeAt(j) < 128 && (CLASS[text.charCodeAt(j)] & (ALPHA | DIGIT)) !== 0) j++;
  return j;
}

/**
 * Checks text from `start` against a rule made of the characters in `flag`
 * plus pct-encoded, reporting each run of characters that breaks it, and
 * stops at the first `stopA` or `stopB` (code units outside the rule) or at
 * `end`. Returns where it stopped: finding a component's end and checking
 * it is one pass over its characters.
 */
function scan(text: string, start: number, end: number, flag: number, rule: string, errors: Pending[], stopA = -1, stopB = -1): number {
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c < 128 && (CLASS[c] & flag) !== 0) continue;
    if (c === stopA || c === stopB) return i;
    i = checkOther(text, i, end, rule, errors);
  }
  return end;
}

/**
 * Handles a character outside a rule's set at `i`: a valid pct-encoded
 * triplet, or a violation; returns the offset of the last character used.
 * Kept apart from `scan` so that the loop over valid characters stays small.
 */
function checkOther(text: string, i: number, end: number, rule: string, errors: Pending[]): number {
  const c = text.charCodeAt(i);
  if (c === Ch.PERCENT) {
    if (i + 2 < end && isHexAt(text, i + 1) && isHexAt(text, i + 2)) return i + 2;
    const stop = badEscapeEnd(text, i, end);
    report(errors, 'invalid-percent-encoding', 'pct-encoded', i, stop);
    return stop - 1;
  }
  if (c >= 128) {
    const width = charWidth(text, i, end);
    report(errors, 'non-ascii-character', rule, i, i + width);
    return i + width - 1;
  }
  report(errors, c === Ch.OPEN_BRACKET || c === Ch.CLOSE_BRACKET ? 'bracket-outside-ip-literal' : 'invalid-character', rule, i, i + 1);
  return i;
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

/** The end of the run of characters in class `flag` starting at `start`. */
function runEnd(text: string, start: number, flag: number): number {
  const n = text.length;
  let i = start;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c >= 128 || (CLASS[c] & flag) === 0) break;
    i++;
  }
  return i;
}

/** The offset of the ":" ending a scheme (Appendix B) at or after `from`, or -1 when there is none. */
function schemeEnd(text: string, from: number): number {
  const n = text.length;
  for (let i = from; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === Ch.COLON) return i;
    if (c === Ch.SLASH || c === Ch.QUESTION || c === Ch.HASH) return -1;
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

/**
 * Where each component starts and ends, as offsets (-1: absent). Parsing
 * fills these numbers in; the result objects are built once, at the end,
 * always with the same shape.
 */
class Marks {
  schemeEnd = -1;
  authorityStart = -1;
  authorityEnd = -1;
  /** Offset of the "@" ending userinfo. */
  at = -1;
  hostStart = -1;
  hostEnd = -1;
  hostType: HostType = 'reg-name';
  /** Offset of the ":" before the port. */
  portColon = -1;
  pathStart = 0;
  pathEnd = 0;
  /** Offset of "?" and "#". */
  question = -1;
  hash = -1;

  /** Back to "nothing found", for the next call of `parse`. */
  reset(): void {
    this.schemeEnd = -1;
    this.authorityStart = -1;
    this.authorityEnd = -1;
    this.at = -1;
    this.hostStart = -1;
    this.hostEnd = -1;
    this.hostType = 'reg-name';
    this.portColon = -1;
    this.pathStart = 0;
    this.pathEnd = 0;
    this.question = -1;
    this.hash = -1;
  }
}

// `parse` is synchronous and never re-entered (nothing it calls parses),
// and the results are copied out of these at the end, so one scratch record
// and one list serve every call: nothing is allocated for them on the hot path.
const MARKS = new Marks();
const PENDING: Pending[] = [];

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
function parseAuthority(text: string, start: number, marks: Marks, errors: Pending[]): number {
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
    scan(text, start, at, USERINFO, 'userinfo', errors); // §3.2.1
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
    hostEnd = scan(text, hostStart, end, REG_NAME, 'reg-name', errors, Ch.COLON);
    marks.hostEnd = hostEnd;
    marks.hostType = hostTypeOfRegName(text, hostStart, hostEnd);
  }
  if (hostEnd < end) {
    marks.portColon = hostEnd;
    scanPort(text, hostEnd + 1, end, errors);
  }
  return end;
}

/** The value of a component, or undefined when its delimiter is absent. */
function part(text: string, present: boolean, start: number, end: number): string | undefined {
  return present ? text.slice(start, end) : undefined;
}

/** A range, or undefined when the component is absent. */
function span(present: boolean, start: number, end: number): Range | undefined {
  return present ? { start, end } : undefined;
}

/** Builds the components from the marks, every key always present (undefined when absent). */
function componentsOf(text: string, m: Marks): Components {
  const n = text.length;
  const hasAuthority = m.authorityStart >= 0;
  const queryEnd = m.hash >= 0 ? m.hash : n;
  return {
    scheme: part(text, m.schemeEnd >= 0, 0, m.schemeEnd),
    userinfo: part(text, m.at >= 0, m.authorityStart, m.at),
    host: part(text, hasAuthority, m.hostStart, m.hostEnd),
    hostType: hasAuthority ? m.hostType : undefined,
    port: part(text, m.portColon >= 0, m.portColon + 1, m.authorityEnd),
    path: text.slice(m.pathStart, m.pathEnd),
    query: part(text, m.question >= 0, m.question + 1, queryEnd),
    fragment: part(text, m.hash >= 0, m.hash + 1, n),
  };
}

/** Builds the ranges from the marks. */
function rangesOf(text: string, m: Marks): Ranges {
  const n = text.length;
  const hasUserinfo = m.at >= 0;
  const userColon = hasUserinfo ? indexOfEither(text, Ch.COLON, Ch.COLON, m.authorityStart, m.at) : -1;
  return {
    scheme: span(m.schemeEnd >= 0, 0, m.schemeEnd),
    authority: span(m.authorityStart >= 0, m.authorityStart, m.authorityEnd),
    userinfo: span(hasUserinfo, m.authorityStart, m.at),
    user: span(hasUserinfo, m.authorityStart, userColon),
    password: span(hasUserinfo && userColon < m.at, userColon + 1, m.at),
    host: span(m.authorityStart >= 0, m.hostStart, m.hostEnd),
    port: span(m.portColon >= 0, m.portColon + 1, m.authorityEnd),
    path: { start: m.pathStart, end: m.pathEnd },
    query: span(m.question >= 0, m.question + 1, m.hash >= 0 ? m.hash : n),
    fragment: span(m.hash >= 0, m.hash + 1, n),
  };
}

/** §4.2 path-noscheme: a relative reference's first segment cannot hold ":" (it would read as a scheme). */
function checkFirstSegment(text: string, start: number, end: number, errors: Pending[]): void {
  const slash = indexOfEither(text, Ch.SLASH, Ch.SLASH, start, end);
  const colon = indexOfEither(text, Ch.COLON, Ch.COLON, start, slash);
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
  const pending = PENDING;
  // Emptied at the end of every call; left over only if one ever threw.
  // (Setting length is a slow builtin call, hence the test.)
  if (pending.length !== 0) pending.length = 0;

  const marks = MARKS;
  marks.reset();
  let i = 0;

  // A name before ":" that does not start with a letter is no scheme: the
  // reference is then relative, and the ":" breaks path-noscheme (§4.2).
  // Usually the run of scheme characters ends at the ":", and the scheme is
  // then known valid without a second look.
  const run = runEnd(text, 0, SCHEME);
  const colon = run < n && text.charCodeAt(run) === Ch.COLON ? run : schemeEnd(text, run);
  if (colon > 0 && text.charCodeAt(0) < 128 && (CLASS[text.charCodeAt(0)] & ALPHA) !== 0) {
    if (run < colon) scanScheme(text, colon, pending);
    marks.schemeEnd = colon;
    i = colon + 1;
  }

  if (i + 1 < n && text.charCodeAt(i) === Ch.SLASH && text.charCodeAt(i + 1) === Ch.SLASH) {
    i = parseAuthority(text, i + 2, marks, pending);
  }

  // §3.3 path: path-abempty after an authority (it starts at "/" or is empty
  // by construction); otherwise path-absolute, -rootless, -noscheme or -empty.
  const pathEnd = scan(text, i, n, PATH, 'segment', pending, Ch.QUESTION, Ch.HASH);
  marks.pathStart = i;
  marks.pathEnd = pathEnd;
  if (marks.schemeEnd < 0 && marks.authorityStart < 0) checkFirstSegment(text, i, pathEnd, pending);
  i = pathEnd;

  if (i < n && text.charCodeAt(i) === Ch.QUESTION) {
    marks.question = i;
    i = scan(text, i + 1, n, QUERY, 'query', pending, Ch.HASH);
  }
  if (i < n && text.charCodeAt(i) === Ch.HASH) {
    marks.hash = i;
    scan(text, i + 1, n, QUERY, 'fragment', pending);
  }

  // The first-segment check runs after the path scan, so its error may sit before a scanned one.
  if (pending.length > 1) pending.sort((a, b) => a.start - b.start);
  let errors: UriError[] = [];
  if (pending.length !== 0) {
    errors = finish(text, pending);
    pending.length = 0; // so that the violations of a huge input can be collected
  }
  return {
    valid: errors.length === 0,
    kind: marks.schemeEnd >= 0 ? 'uri' : 'relative-ref',
    components: componentsOf(text, marks),
    ranges: rangesOf(text, marks),
    errors,
  };
}
