/**
 * "Percent-encode invalid characters": RFC 3986 §2.1 and §2.4. Each
 * character the ABNF rejects where it stands (a space, `|`, `^`, a `[`
 * outside an IP-literal, a `%` not starting a triplet, a non-ASCII character
 * outside an IRI) becomes its UTF-8 percent-encoding for the component it
 * is in. It answers those errors only, so other errors may remain.
 */
import { encode } from '@uri-lint/shared';
import type { ComponentName, ParseResult } from '@uri-lint/shared';
import type { AnalyzedReference } from '../analysis';
import type { DiagnosticCode } from '../rules/index';
import { isIri } from '../rules/iri';
import { contains } from '../spans';
import type { Span } from '../spans';
import { codePoints, isInvisible } from '../unicode';
import type { Fix, RefEdit } from './types';

/** The error codes percent-encoding answers. */
export const ENCODABLE_CODES: ReadonlySet<DiagnosticCode> = new Set<DiagnosticCode>([
  'invalid-character', 'non-ascii-character', 'invalid-percent-encoding', 'bracket-outside-ip-literal',
]);

/** The encode fix of a reference, or undefined when nothing is to encode. */
export function encodeFix(ref: AnalyzedReference): Fix | undefined {
  const { parsed, found } = ref;
  if (isIri(parsed, found.text)) return undefined;
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
    const newText = encode(chunk, component);
    if (newText === chunk) continue;
    edits.push({ start: error.start, end: error.end, newText });
    last = error.end;
    for (const { cp } of codePoints(chunk)) if (isInvisible(cp)) invisible = true;
  }
  if (edits.length === 0) return undefined;
  const codes: DiagnosticCode[] = [...ENCODABLE_CODES, ...(invisible ? ['invisible-character' as const] : [])];
  // Preferred when it answers every error; for invisible characters, removing them is the preferred fix.
  const preferred = !invisible && parsed.errors.every((e) => ENCODABLE_CODES.has(e.code));
  return { id: 'encode', title: 'Percent-encode invalid characters', edits, codes, complete: false, preferred };
}

/** The component holding `offset`, for `encode`; undefined in the scheme (encoding cannot fix a scheme). */
export function componentAt(parsed: ParseResult, offset: number): ComponentName | undefined {
  const r = parsed.ranges;
  const inside = (range?: Span) => contains(range, offset);
  if (inside(r.scheme)) return undefined;
  if (inside(r.userinfo)) return 'userinfo';
  if (inside(r.host)) return 'host';
  if (inside(r.port)) return 'port';
  if (inside(r.query)) return 'query';
  if (inside(r.fragment)) return 'fragment';
  return 'path';
}
