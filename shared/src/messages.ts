/**
 * Messages for parse errors, as a problems list shows them: one line that
 * leads with what is wrong, names the offending text, and says what to do
 * (`Space in host "exa mple.com": encode as %20`). The rule, what it allows
 * and its section go with the code (ABNF_RULES, ERROR_CODES), not in the line.
 */
import { componentAt } from './components';
import { makeError } from './errors';
import type { Pending } from './scan';
import type { ErrorCode, Range, Ranges, UriError } from './types';
import { codePointLabel, isInvisible } from './unicode';
import { firstSegmentOf, unitOf } from './units';
import { pctEncodeAll } from './utf8';

/** How the component holding `offset` is named in a message. */
function placeOf(ranges: Ranges, offset: number): string {
  const component = componentAt(ranges, offset);
  if (component !== 'userinfo') return component;
  const inside = (range?: Range) => range !== undefined && offset >= range.start && offset < range.end;
  return inside(ranges.password) ? 'password' : inside(ranges.user) ? 'user name' : 'userinfo';
}

/** Longest text quoted in a message; a longer one is cut around the offending characters. */
const QUOTE_LIMIT = 40;
/** Most distinct characters or encodings a message lists. */
const LIST_LIMIT = 3;

/** Names of the characters that quoting would not show, or would show as a quote mark. */
const CHAR_NAMES: Readonly<Record<number, string>> = {
  0x09: 'tab',
  0x0a: 'line feed',
  0x0d: 'carriage return',
  0x20: 'space',
  0x22: 'double quote',
  0xa0: 'no-break space',
};

/** A character for a sentence: named (`space`), quoted (`"|"`), or by code point (`U+0007`). */
export function charName(cp: number): string {
  const name = CHAR_NAMES[cp];
  if (name !== undefined) return name;
  const visible = cp > 0x20 && cp !== 0x7f && !(cp >= 0x80 && cp <= 0xa0) && !isInvisible(cp);
  return visible ? `"${String.fromCodePoint(cp)}"` : codePointLabel(cp);
}

/** `text` for a sentence, in quotes that it does not hold, control and invisible characters as U+XXXX. */
export function quoted(text: string): string {
  let shown = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    shown += cp < 0x20 || cp === 0x7f || (cp >= 0x80 && cp <= 0xa0) || isInvisible(cp) ? codePointLabel(cp) : ch;
  }
  const mark = !shown.includes('"') ? '"' : !shown.includes("'") ? "'" : '“';
  return `${mark}${shown}${mark === '“' ? '”' : mark}`;
}

/** `[unit]` of `text` quoted, cut to QUOTE_LIMIT around `focus` when longer. */
export function excerpt(text: string, unit: Range, focus: number): string {
  if (unit.end - unit.start <= QUOTE_LIMIT) return quoted(text.slice(unit.start, unit.end));
  const start = Math.max(unit.start, Math.min(focus - QUOTE_LIMIT / 4, unit.end - QUOTE_LIMIT));
  const end = Math.min(unit.end, start + QUOTE_LIMIT);
  return quoted(`${start > unit.start ? '…' : ''}${text.slice(start, end)}${end < unit.end ? '…' : ''}`);
}

/** The distinct code points of `parts`, in order of first appearance, with how often each occurs. */
function distinctChars(text: string, parts: readonly Range[]): Map<number, number> {
  const seen = new Map<number, number>();
  for (const { start, end } of parts) {
    for (const ch of text.slice(start, end)) {
      const cp = ch.codePointAt(0)!;
      seen.set(cp, (seen.get(cp) ?? 0) + 1);
    }
  }
  return seen;
}

/** `a`, `a and b`, `a, b and c`, `a, b, c and 2 more`. */
function list(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  if (items.length > LIST_LIMIT) return `${items.slice(0, LIST_LIMIT).join(', ')} and ${items.length - LIST_LIMIT} more`;
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The characters of `parts` for a sentence: `space`, `spaces`, `"|" and "^"`. */
function charsOf(text: string, parts: readonly Range[]): string {
  const chars = distinctChars(text, parts);
  const names = [...chars].map(([cp, count]) => (CHAR_NAMES[cp] !== undefined && count > 1 ? `${CHAR_NAMES[cp]}s` : charName(cp)));
  return list(names);
}

/** The percent-encodings of the distinct characters of `parts` (`%20, %7C`). */
function encodingsOf(text: string, parts: readonly Range[]): string {
  const codes = [...distinctChars(text, parts).keys()].map((cp) => pctEncodeAll(String.fromCodePoint(cp)));
  return codes.length > LIST_LIMIT ? `${codes.slice(0, LIST_LIMIT).join(', ')}…` : codes.join(', ');
}

/** What a problem is: its code, the rule it breaks, its exact characters (in text order), and any detail. */
export interface Problem {
  code: ErrorCode;
  rule: string;
  parts: readonly Range[];
  detail?: string;
}

/** How far a message's unit reaches on either side of its characters: past what a message quotes (QUOTE_LIMIT). */
export const MESSAGE_REACH = 2 * QUOTE_LIMIT;

/** The unit a problem is shown on (units.ts): the union of its characters' units, at most `reach` around them. */
export function problemUnit(text: string, ranges: Ranges, problem: Problem, reach = Number.POSITIVE_INFINITY): Range {
  const first = problem.parts[0]!;
  const last = problem.parts[problem.parts.length - 1]!;
  if (problem.code === 'colon-in-first-segment') return firstSegmentOf(text, ranges);
  // After an IP literal (§3.2.2): the literal and what follows it, up to the port.
  if (problem.rule === 'authority' && ranges.host) return { start: ranges.host.start, end: last.end };
  const a = unitOf(text, ranges, first.start, first.end, reach);
  const b = unitOf(text, ranges, last.start, last.end, reach);
  return { start: Math.min(a.start, b.start), end: Math.max(a.end, b.end) };
}

/** Capitalized, as a line starts. */
function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The message of a problem shown on `unit`. */
export function problemMessage(text: string, ranges: Ranges, problem: Problem, unit: Range): string {
  const { code, rule, parts, detail } = problem;
  const where = `${placeOf(ranges, parts[0]!.start)} ${excerpt(text, unit, parts[0]!.start)}`;
  const chars = charsOf(text, parts);
  switch (code) {
    case 'invalid-character':
    case 'bracket-outside-ip-literal':
      if (rule === 'authority') return `${capitalized(chars)} after the IP address in host ${excerpt(text, unit, parts[0]!.start)}: only ":" and a port may follow "]"`;
      return `${capitalized(chars)} in ${where}: encode as ${encodingsOf(text, parts)}`;
    case 'non-ascii-character':
      return `Non-ASCII ${chars} in ${where}: encode as ${encodingsOf(text, parts)}`;
    case 'invalid-percent-encoding':
      return `Stray "%" in ${where}: write ${(distinctChars(text, parts).get(0x25) ?? 0) > 1 ? 'each' : 'it'} as %25`;
    case 'invalid-scheme':
      return `${capitalized(chars)} in ${where}: use only letters, digits, "+", "-" and "."`;
    case 'invalid-port':
      return `Port ${excerpt(text, unit, parts[0]!.start)} is not a number: write digits only`;
    case 'invalid-ipv6':
      return `Invalid IPv6 address ${excerpt(text, unit, parts[0]!.start)}: ${detail ?? 'not eight pieces of hexadecimal digits'}`;
    case 'invalid-ipvfuture':
      return `Invalid IPvFuture address ${excerpt(text, unit, parts[0]!.start)}: ${detail ?? 'not "v", a version, "." and an address'}`;
    case 'unclosed-ip-literal':
      return `Unclosed "[" in host ${excerpt(text, unit, parts[0]!.start)}: add "]" after the address`;
    case 'colon-in-first-segment': {
      const segment = excerpt(text, unit, parts[0]!.start);
      return `Relative path ${segment} reads as a scheme: write "./" before it, or encode ":" as %3A`;
    }
    case 'path-starts-with-double-slash':
      return `Path ${excerpt(text, unit, parts[0]!.start)} without a host reads as one: write "/." before it`;
  }
}

/** The error for `text[start, end)`, with its message, rule and section. */
export function buildMessage(text: string, ranges: Ranges, pending: Pending): UriError {
  const { code, rule, start, end, detail } = pending;
  const problem: Problem = detail === undefined ? { code, rule, parts: [{ start, end }] } : { code, rule, parts: [{ start, end }], detail };
  // Each error's message reads only the text around it: parse stays linear however many errors share a token.
  return makeError(code, rule, start, end, problemMessage(text, ranges, problem, problemUnit(text, ranges, problem, MESSAGE_REACH)));
}
