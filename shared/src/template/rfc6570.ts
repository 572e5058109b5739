/**
 * One RFC 6570 expression read against the ABNF of §2:
 *
 *   expression    =  "{" [ operator ] variable-list "}"
 *   operator      =  op-level2 / op-level3 / op-reserve
 *   op-level2     =  "+" / "#"
 *   op-level3     =  "." / "/" / ";" / "?" / "&"
 *   op-reserve    =  "=" / "," / "!" / "@" / "|"
 *   variable-list =  varspec *( "," varspec )
 *   varspec       =  varname [ modifier-level4 ]
 *   varname       =  varchar *( ["."] varchar )   ; and "-" as ".", as OpenAPI writes names
 *   varchar       =  ALPHA / DIGIT / "_" / pct-encoded
 *   modifier-level4 =  prefix / explode
 *   prefix        =  ":" max-length
 *   max-length    =  %x31-39 0*3DIGIT
 *   explode       =  "*"
 */
import type { TemplateError, TemplateErrorKind } from './types';

/** An expression read from its `{`. */
export interface Rfc6570Reading {
  /** Just past its `}`, or past what was read when it is unclosed. */
  end: number;
  operator?: string;
  variables: string[];
  /** The first violation of §2, if any. */
  error?: TemplateError;
  /** Its varnames are plain identifiers (no pct-encoded varchar): the form people write, not a concrete `{%20x}`. */
  plain: boolean;
  /**
   * It has what only RFC 6570 writes: an operator, several variables or a modifier (`{/path}`, `{a,b}`, `{x*}`,
   * `{x:3}`). A lone `{name}` is as much Python's, OpenAPI's or prose's placeholder as RFC 6570's.
   */
  distinct?: true;
}

const LEVEL_OPERATORS = '+#./;?&';
/** §2.2: reserved for future extensions; a template processor must reject them. */
const RESERVED_OPERATORS = '=,!@|';
/** Longest expression looked for: a closing `}` further away is no part of it. */
const MAX_EXPRESSION = 256;

/** Reads the expression whose `{` is at `open`. */
export function readExpression(text: string, open: number): Rfc6570Reading {
  const close = closingBrace(text, open);
  if (close < 0) {
    const end = unclosedEnd(text, open);
    return { end, variables: [], plain: false, error: error('unclosed', open, end, '2.2', 'An expression opened with "{" is never closed with "}"') };
  }
  const end = close + 1;
  let i = open + 1;
  if (i === close) return { end, variables: [], plain: false, error: error('empty', open, end, '2.2', 'An expression holds no variable: "{}" needs at least one variable name') };
  const op = text[i]!;
  let operator: string | undefined;
  if (LEVEL_OPERATORS.includes(op)) { operator = op; i++; }
  else if (RESERVED_OPERATORS.includes(op)) {
    return { end, variables: [], plain: false, error: error('reserved-operator', i, i + 1, '2.2', `"${op}" is an operator RFC 6570 reserves for future extensions; a template processor rejects it`) };
  }
  const variables: string[] = [];
  let plain = true;
  let modified = false;
  for (;;) {
    const spec = readVarspec(text, i, close);
    if (spec.error) return { end, operator, variables, plain: false, error: spec.error };
    variables.push(text.slice(i, spec.nameEnd));
    plain &&= !spec.encoded;
    modified ||= spec.end > spec.nameEnd;
    i = spec.end;
    if (i >= close) break;
    i++; // the ","
  }
  const reading: Rfc6570Reading = operator === undefined ? { end, variables, plain } : { end, operator, variables, plain };
  if (operator !== undefined || variables.length > 1 || modified) reading.distinct = true;
  return reading;
}

/**
 * The `}` that closes the `{` at `open`: before any `{` or line break, within reach, and before any space (an RFC 6570
 * expression holds none) unless `acrossSpaces` (braces around code or words, `{a + b}`); or -1.
 */
export function closingBrace(text: string, open: number, { acrossSpaces = false }: { acrossSpaces?: boolean } = {}): number {
  const stop = Math.min(text.length, open + MAX_EXPRESSION);
  for (let i = open + 1; i < stop; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x7d) return i;
    if (c === 0x7b || c === 0x0a || c === 0x0d || (c <= 0x20 && !acrossSpaces)) return -1;
  }
  return -1;
}

/** Where an unclosed expression's characters end: its name, operator and modifiers. */
function unclosedEnd(text: string, open: number): number {
  let i = open + 1;
  if (i < text.length && LEVEL_OPERATORS.includes(text[i]!)) i++;
  while (i < text.length && /[A-Za-z0-9_.,:*%]/.test(text[i]!)) i++;
  return i;
}

interface Varspec {
  nameEnd: number;
  end: number;
  encoded: boolean;
  error?: TemplateError;
}

/** §2.3 varname and §2.4 modifier, from `i` to the next `,` or `close`. */
function readVarspec(text: string, i: number, close: number): Varspec {
  const start = i;
  let encoded = false;
  let dot = true; // a "." may not start a varname, nor follow another
  for (; i < close; i++) {
    const c = text.charCodeAt(i);
    if (isVarchar(c)) { dot = false; continue; }
    if (c === 0x25 && /^%[0-9A-Fa-f]{2}$/.test(text.slice(i, i + 3)) && i + 3 <= close) { encoded = true; dot = false; i += 2; continue; }
    // OpenAPI's path parameters join words with "-" too (`{user-id}`), which §2.3 leaves out: read as "." is.
    if ((c === 0x2e || c === 0x2d) && !dot) { dot = true; continue; }
    break;
  }
  const nameEnd = i;
  if (nameEnd === start || dot) {
    // The character that breaks the name: the first one, or a "." that ends it.
    const bad = nameEnd === start ? start : nameEnd - 1;
    const what = bad < close && text[bad] !== ',' ? `"${text[bad]}"` : 'empty';
    return { nameEnd, end: i, encoded, error: error('invalid-varname', bad, bad + 1, '2.3', `A variable name cannot be ${what} there: it is letters, digits, "_" and percent-encodings, joined by single "."`) };
  }
  if (i < close && text.charCodeAt(i) === 0x2a) i++; // §2.4.2 explode
  else if (i < close && text.charCodeAt(i) === 0x3a) { // §2.4.1 prefix
    const digits = /^[1-9][0-9]{0,3}/.exec(text.slice(i + 1, close))?.[0] ?? '';
    if (digits === '') return { nameEnd, end: i, encoded, error: error('invalid-modifier', i, Math.min(close, i + 2), '2.4.1', 'A prefix modifier is ":" followed by a length from 1 to 9999') };
    i += 1 + digits.length;
  }
  if (i < close && text.charCodeAt(i) !== 0x2c) {
    return { nameEnd, end: i, encoded, error: error('invalid-varname', i, i + 1, '2.3', `"${text[i]}" cannot follow a variable name: a varspec is a name, then ":" and a length or "*", then "," or "}"`) };
  }
  return { nameEnd, end: i, encoded };
}

function isVarchar(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39) || c === 0x5f;
}

function error(kind: TemplateErrorKind, start: number, end: number, section: string, what: string): TemplateError {
  return { kind, message: `${what} (RFC 6570 §${section}).`, start, end, section };
}
