/**
 * "Remove invisible characters": RFC 3986 §7.6. A character that shows no
 * glyph is almost never meant; removing it makes the URI read as it looks.
 */
import type { AnalyzedReference } from '../analysis';
import { invisibleRuns } from '../unicode';
import type { Fix } from './types';

/** The remove-invisible fix, or undefined when the reference has no invisible character. */
export function removeInvisibleFix(ref: AnalyzedReference): Fix | undefined {
  const edits = invisibleRuns(ref.found.text).map(({ start, end }) => ({ start, end, newText: '' }));
  if (edits.length === 0) return undefined;
  return {
    id: 'remove-invisible',
    title: 'Remove invisible characters',
    edits,
    codes: ['invisible-character'],
    complete: false,
    preferred: true,
  };
}
