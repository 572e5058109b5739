/**
 * The scanners of the parser: each checks a run of characters against one
 * rule of RFC 3986 Appendix A and records the violations it meets, merging
 * adjacent ones of the same kind.
 */
import { ALPHA, CLASS as IMPORTED_CLASS, DIGIT, PATH, QUERY, REG_NAME, SCHEME, USERINFO, Ch } from './chars';
import type { ErrorCode } from './types';

// Compiled to CommonJS, every use of an import reads a property of the
// module object; a module-local constant lets the optimiser treat the table
// as fixed in the per-character loops (about 7% of parse time on the corpus).
export const CLASS = IMPORTED_CLASS;

/** A violation found by a scanner; its message is written once the run is complete. */
export interface Pending {
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

export const isDigitAt = (text: string, i: number): boolean => {
  const c = text.charCodeAt(i);
  return c >= 0x30 && c <= 0x39;
};

/** Adds a violation, extending the previous one when it is the same kind and adjacent. */
export function report(errors: Pending[], code: ErrorCode, rule: string, start: number, end: number, detail?: string): void {
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
  while (j < limit && text.charCodeAt(j) < 128 && (CLASS[text.charCodeAt(j)]! & (ALPHA | DIGIT)) !== 0) j++;
  return j;
}

/**
 * A rule of Appendix A that `scan` checks: its characters (a class of
 * chars.ts) plus pct-encoded, its ABNF name, and the code units outside it
 * that end it (-1 for none).
 */
export interface ScanRule {
  readonly flag: number;
  readonly name: string;
  readonly stopA: number;
  readonly stopB: number;
}

/** A rule of single characters with no percent-encoding that `scanStrict` checks, and the code of a run that breaks it. */
export interface StrictRule {
  readonly flag: number;
  readonly name: string;
  readonly code: ErrorCode;
}

/** §3.3 the path's segments, up to its query or fragment. */
export const SEGMENT_RULE: ScanRule = { flag: PATH, name: 'segment', stopA: Ch.QUESTION, stopB: Ch.HASH };
/** §3.4 the query, up to its fragment. */
export const QUERY_RULE: ScanRule = { flag: QUERY, name: 'query', stopA: Ch.HASH, stopB: -1 };
/** §3.5 the fragment, to the end. */
export const FRAGMENT_RULE: ScanRule = { flag: QUERY, name: 'fragment', stopA: -1, stopB: -1 };
/** §3.2.1 the userinfo. */
export const USERINFO_RULE: ScanRule = { flag: USERINFO, name: 'userinfo', stopA: -1, stopB: -1 };
/** §3.2.2 a reg-name, up to its port. */
export const REG_NAME_RULE: ScanRule = { flag: REG_NAME, name: 'reg-name', stopA: Ch.COLON, stopB: -1 };
/** §3.1 the scheme after its first letter. */
export const SCHEME_RULE: StrictRule = { flag: SCHEME, name: 'scheme', code: 'invalid-scheme' };
/** §3.2.3 the port. */
export const PORT_RULE: StrictRule = { flag: DIGIT, name: 'port', code: 'invalid-port' };

/**
 * Checks text from `start` against `rule`, reporting each run of characters
 * that breaks it, and stops at the first of its stops or at `end`. Returns
 * where it stopped: finding a component's end and checking it is one pass
 * over its characters.
 */
export function scan(text: string, start: number, end: number, rule: ScanRule, errors: Pending[]): number {
  const { flag, name, stopA, stopB } = rule;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c < 128 && (CLASS[c]! & flag) !== 0) continue;
    if (c === stopA || c === stopB) return i;
    i = checkOther(text, i, end, name, errors);
  }
  return end;
}

/**
 * Handles a character outside a rule's set at `i`: a valid pct-encoded
 * triplet, or a violation; returns the offset of the last character used.
 * Kept apart from `scan` so that the loop over valid characters stays small.
 * A run of the same violation is read here in one go and reported once
 * (1 MB of "%" or of spaces costs one error, not a million merges).
 */
function checkOther(text: string, i: number, end: number, rule: string, errors: Pending[]): number {
  const c = text.charCodeAt(i);
  if (c === Ch.PERCENT) {
    if (isEscapeAt(text, i, end)) return i + 2;
    let stop = badEscapeEnd(text, i, end);
    while (stop < end && text.charCodeAt(stop) === Ch.PERCENT && !isEscapeAt(text, stop, end)) stop = badEscapeEnd(text, stop, end);
    report(errors, 'invalid-percent-encoding', 'pct-encoded', i, stop);
    return stop - 1;
  }
  let j = i + 1;
  if (c >= 128) {
    j = i + charWidth(text, i, end);
    while (j < end && text.charCodeAt(j) >= 128) j += charWidth(text, j, end);
    report(errors, 'non-ascii-character', rule, i, j);
    return j - 1;
  }
  while (j < end && text.charCodeAt(j) === c) j++;
  report(errors, c === Ch.OPEN_BRACKET || c === Ch.CLOSE_BRACKET ? 'bracket-outside-ip-literal' : 'invalid-character', rule, i, j);
  return j - 1;
}

/** True when a valid pct-encoded triplet starts at `i` (§2.1). */
function isEscapeAt(text: string, i: number, end: number): boolean {
  return i + 2 < end && isHexAt(text, i + 1) && isHexAt(text, i + 2);
}

/**
 * Checks text[start, end) against a rule of single characters with no
 * percent-encoding: §3.1 scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
 * after its first letter, and §3.2.3 port = *DIGIT. Each run of other
 * characters is one error of the rule's code.
 */
export function scanStrict(text: string, start: number, end: number, rule: StrictRule, errors: Pending[]): void {
  const { flag, name, code } = rule;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c < 128 && (CLASS[c]! & flag) !== 0) continue;
    const width = charWidth(text, i, end);
    report(errors, code, name, i, i + width);
    i += width - 1;
  }
}

/** The end of the run of characters in class `flag` starting at `start`. */
export function runEnd(text: string, start: number, flag: number): number {
  const n = text.length;
  let i = start;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c >= 128 || (CLASS[c]! & flag) === 0) break;
    i++;
  }
  return i;
}

/** The first offset in [start, end) holding one of the two code units, or `end`. */
export function indexOfEither(text: string, a: number, b: number, start: number, end: number): number {
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === a || c === b) return i;
  }
  return end;
}
