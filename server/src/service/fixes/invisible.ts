/**
 * "Remove invisible characters": RFC 3986 §7.6. A character that shows no
 * glyph is almost never meant; removing it makes the URI read as it looks.
 */
import type { AnalyzedReference } from '../analysis';
import { invisibleRuns } from '../unicode';
import { resultTitle } from './titles';
import type { Fix } from './types';

const BLANK = /\s/;

/** The remove-invisible fix, or undefined when the reference has no invisible character. */
export function removeInvisibleFix(ref: AnalyzedReference): Fix | undefined {
  const text = ref.found.text;
  const edits = invisibleRuns(text).map(({ start, end }) => ({ start, end, newText: '' }));
  if (edits.length === 0) return undefined;
  // A blank was part of the reference only because an invisible character followed (or led) it at an edge:
  // without that character the blank would end the reference, so it goes with it (`> \u200d` becomes `>`).
  const first = edits[0]!;
  const last = edits[edits.length - 1]!;
  if (last.end === text.length) while (last.start > 0 && BLANK.test(text[last.start - 1]!)) last.start--;
  if (first.start === 0) while (first.end < text.length && BLANK.test(text[first.end]!)) first.end++;
  return {
    id: 'remove-invisible',
    title: resultTitle('Remove invisible characters', ref, edits),
    edits,
    codes: ['invisible-character'],
    complete: false,
    preferred: true,
  };
}
