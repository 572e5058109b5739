/**
 * RFC 3986 §3 and §4.1: a URI-reference split into its components, with
 * the offsets of each and every violation of the Appendix A ABNF, in one
 * linear pass. Splitting follows Appendix B (scheme before the first ":"
 * that precedes any "/", "?" or "#"; authority after "//"; path; "?"
 * query; "#" fragment), then every component is checked against its rule.
 */
import { parseAuthority } from './authority';
import { ALPHA, SCHEME, Ch } from './chars';
import { Marks, componentsOf, rangesOf } from './marks';
import { buildMessage } from './messages';
import { CLASS, FRAGMENT_RULE, QUERY_RULE, SCHEME_RULE, SEGMENT_RULE, indexOfEither, report, runEnd, scan, scanStrict, type Pending } from './scan';
import type { ParseResult, Ranges, UriError } from './types';

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

// `parse` is synchronous and never re-entered (nothing it calls parses),
// and the results are copied out of these at the end, so one scratch record
// and one list serve every call: nothing is allocated for them on the hot path.
const MARKS = new Marks();
const PENDING: Pending[] = [];

/** §4.2 path-noscheme: a relative reference's first segment cannot hold ":" (it would read as a scheme). */
function checkFirstSegment(text: string, start: number, end: number, errors: Pending[]): void {
  const slash = indexOfEither(text, Ch.SLASH, Ch.SLASH, start, end);
  const colon = indexOfEither(text, Ch.COLON, Ch.COLON, start, slash);
  if (colon < slash) report(errors, 'colon-in-first-segment', 'segment-nz-nc', colon, colon + 1);
}

/** Writes the messages once every run of offending characters is complete. */
function finish(text: string, ranges: Ranges, pending: Pending[]): UriError[] {
  const errors: UriError[] = [];
  for (const p of pending) errors.push(buildMessage(text, ranges, p));
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
  if (colon > 0 && text.charCodeAt(0) < 128 && (CLASS[text.charCodeAt(0)]! & ALPHA) !== 0) {
    if (run < colon) scanStrict(text, 1, colon, SCHEME_RULE, pending); // the first is a letter
    marks.schemeEnd = colon;
    i = colon + 1;
  }

  if (i + 1 < n && text.charCodeAt(i) === Ch.SLASH && text.charCodeAt(i + 1) === Ch.SLASH) {
    i = parseAuthority(text, i + 2, marks, pending);
  }

  // §3.3 path: path-abempty after an authority (it starts at "/" or is empty
  // by construction); otherwise path-absolute, -rootless, -noscheme or -empty.
  const pathEnd = scan(text, i, n, SEGMENT_RULE, pending);
  marks.pathStart = i;
  marks.pathEnd = pathEnd;
  if (marks.schemeEnd < 0 && marks.authorityStart < 0) checkFirstSegment(text, i, pathEnd, pending);
  i = pathEnd;

  if (i < n && text.charCodeAt(i) === Ch.QUESTION) {
    marks.question = i;
    i = scan(text, i + 1, n, QUERY_RULE, pending);
  }
  if (i < n && text.charCodeAt(i) === Ch.HASH) {
    marks.hash = i;
    scan(text, i + 1, n, FRAGMENT_RULE, pending);
  }

  // The first-segment check runs after the path scan, so its error may sit before a scanned one.
  if (pending.length > 1) pending.sort((a, b) => a.start - b.start);
  const ranges = rangesOf(text, marks);
  let errors: UriError[] = [];
  if (pending.length !== 0) {
    errors = finish(text, ranges, pending);
    pending.length = 0; // so that the violations of a huge input can be collected
  }
  return {
    valid: errors.length === 0,
    kind: marks.schemeEnd >= 0 ? 'uri' : 'relative-ref',
    components: componentsOf(text, marks),
    ranges,
    errors,
  };
}
