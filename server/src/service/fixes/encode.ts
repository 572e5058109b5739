/**
 * "Percent-encode invalid characters": RFC 3986 §2.1 and §2.4. Each
 * character the ABNF rejects where it stands (a space, `|`, `^`, a `[`
 * outside an IP-literal, a `%` not starting a triplet, a non-ASCII character
 * outside an IRI) becomes its UTF-8 percent-encoding for the component it
 * is in. It answers those errors only, so other errors may remain.
 *
 * The edits are minimal: a `%` that starts no triplet gets `25` inserted
 * after it, and a character to encode is replaced alone, so an edit never
 * carries the characters around it (in a password, its other characters).
 */
import { componentAt as componentOfOffset, encode, parse } from '@uri-lint/shared';
import type { ComponentName, ErrorCode, FoundUri, ParseResult } from '@uri-lint/shared';
import type { AnalyzedReference } from '../analysis';
import { codePoints, isInvisible } from '../unicode';
import { resultTitle } from './titles';
import { applyRefEdits, bracketPartners } from './types';
import type { Fix, RefEdit } from './types';

/** The error codes percent-encoding answers. */
export const ENCODABLE_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'invalid-character', 'non-ascii-character', 'invalid-percent-encoding', 'bracket-outside-ip-literal',
]);

const PERCENT = 0x25;
/** §2.1 pct-encoded = "%" HEXDIG HEXDIG */
const TRIPLET = /^%[0-9A-Fa-f]{2}$/;

/** The encode fix of a reference that is no IRI (rules/syntax.ts declares it), or undefined when nothing is to encode. */
export function encodeFix(ref: AnalyzedReference): Fix | undefined {
  const { parsed, found } = ref;
  const edits: RefEdit[] = [];
  let last = -1;
  let invisible = false;
  for (const error of parsed.errors) {
    if (!ENCODABLE_CODES.has(error.code) || error.start < last || error.end <= error.start) continue;
    const component = componentAt(parsed, error.start);
    if (component === undefined) continue;
    const chunk = found.text.slice(error.start, error.end);
    // A lone surrogate has no UTF-8 form; encoding would write U+FFFD, another character. Removing it is the fix.
    if (/[\uD800-\uDFFF]/.test(chunk.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, ''))) continue;
    const count = edits.length;
    encodeEdits(found, error.start, error.end, component, edits);
    if (edits.length === count) continue;
    last = error.end;
    for (const { cp } of codePoints(chunk)) if (isInvisible(cp)) invisible = true;
  }
  if (edits.length === 0) return undefined;
  const paired = withPartners(found.text, edits);
  // Unless the partner stands where its encoding is another error (`ws://$[::1]`: the `]` is in the port, where
  // `%5D` would be three): then a `]` is left, which prose reads as the sentence's (the fixed URI read shorter,
  // as anywhere); a `[` left open would make the finder read on past the reference, so there is no fix then.
  if (errorCount(applyRefEdits(found.text, paired)) <= errorCount(applyRefEdits(found.text, edits))) edits.splice(0, edits.length, ...paired);
  else if (leavesOpenBracket(found.text, edits)) return undefined;
  const codes: string[] = [...ENCODABLE_CODES, ...(invisible ? ['invisible-character'] : [])];
  // Preferred when it answers every error; for invisible characters, removing them is the preferred fix.
  const preferred = !invisible && parsed.errors.every((e) => ENCODABLE_CODES.has(e.code));
  return { id: 'encode', title: resultTitle('Percent-encode', ref, edits), edits, codes, complete: false, preferred };
}

/**
 * The edits that encode `found.text[start, end)` for `component`, appended
 * to `edits`: `25` inserted after each `%` that starts no triplet (§2.4:
 * the `%` itself is then `%25`), and each character not allowed replaced
 * by its encoding. Touching edits are joined, so that no insertion shares
 * its offset with a replacement.
 */
function encodeEdits(found: FoundUri, start: number, end: number, component: ComponentName, edits: RefEdit[]): void {
  const text = found.text;
  for (let i = start; i < end; ) {
    const cp = text.codePointAt(i)!;
    const width = cp > 0xffff ? 2 : 1;
    if (cp === PERCENT) {
      if (!TRIPLET.test(text.slice(i, i + 3))) push(edits, percentEdit(found, i));
    } else {
      const char = text.slice(i, i + width);
      const encoded = encode(char, component);
      if (encoded !== char) push(edits, { start: i, end: i + width, newText: encoded });
    }
    i += width;
  }
}

/**
 * The `25` after the `%` at `i`. Where the `%` is not one document
 * character directly followed by the next one (an escape such as `\u0025`
 * in JSON, or a line break inside a `<…>` wrapped across lines), there is
 * no offset of the reference's text just after it: the `%` is then
 * replaced, and only it.
 */
function percentEdit(found: FoundUri, i: number): RefEdit {
  const offsets = found.offsets;
  const next = offsets === undefined ? undefined : i + 1 < offsets.length ? offsets[i + 1]! : found.end;
  const plain = offsets === undefined || next === offsets[i]! + 1;
  return plain ? { start: i + 1, end: i + 1, newText: '25' } : { start: i, end: i + 1, newText: '%25' };
}

/** The edits, and the other bracket of each `[…]` pair of which they encode one (`bracketPartners`), joined. */
function withPartners(text: string, edits: readonly RefEdit[]): RefEdit[] {
  const out: RefEdit[] = [];
  const partners = bracketPartners(text, (i) => edits.some((e) => e.start <= i && i < e.end));
  for (const edit of [...edits, ...partners].sort((x, y) => x.start - y.start || x.end - y.end)) push(out, { ...edit });
  return out;
}

/** Whether the edits encode a `]` that closes a `[` they leave. */
function leavesOpenBracket(text: string, edits: readonly RefEdit[]): boolean {
  return bracketPartners(text, (i) => edits.some((e) => e.start <= i && i < e.end)).some((e) => e.newText === '%5B');
}

function errorCount(text: string): number {
  return parse(text).errors.length;
}

/** Appends `edit`, joined to the last edit when the two touch. */
function push(edits: RefEdit[], edit: RefEdit): void {
  const last = edits[edits.length - 1];
  if (last !== undefined && last.end === edit.start) {
    last.end = edit.end;
    last.newText += edit.newText;
  } else {
    edits.push(edit);
  }
}

/** The component holding `offset`, for `encode`; undefined in the scheme (encoding cannot fix a scheme). */
export function componentAt(parsed: ParseResult, offset: number): ComponentName | undefined {
  const component = componentOfOffset(parsed.ranges, offset);
  return component === 'scheme' ? undefined : component;
}
