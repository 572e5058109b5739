/**
 * "Remove invisible characters": RFC 3986 §7.6. A character that shows no
 * glyph is almost never meant; removing it makes the URI read as it looks.
 */
import type { AnalyzedReference } from '../analysis';
import { DiagnosticCode } from '../codes';
import { codePoints, isInvisible, mayHoldInvisible } from '../unicode';
import type { Fix, RefEdit } from './types';

/** The remove-invisible fix, or undefined when the reference has no invisible character. */
export function removeInvisibleFix(ref: AnalyzedReference): Fix | undefined {
  if (!mayHoldInvisible(ref.found.text)) return undefined;
  const edits: RefEdit[] = [];
  for (const { cp, index, length } of codePoints(ref.found.text)) {
    if (!isInvisible(cp)) continue;
    const last = edits[edits.length - 1];
    if (last && last.end === index) last.end = index + length;
    else edits.push({ start: index, end: index + length, newText: '' });
  }
  if (edits.length === 0) return undefined;
  return {
    id: 'remove-invisible',
    title: 'Remove invisible characters',
    edits,
    codes: [DiagnosticCode.invisibleCharacter],
    complete: false,
    preferred: true,
  };
}
