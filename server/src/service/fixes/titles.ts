/**
 * Titles that say what a fix makes of the text, as a menu shows them in
 * plain text (no Markdown): "Percent-encode: a b → a%20b". The part shown
 * is the unit around the edits (shared `unitOf`: the component or token a
 * problem is shown on), so that the title reads as the squiggle does; a
 * possible password is never shown (privacy.ts).
 */
import { codePointLabel, isInvisible, unitOf } from '@uri-lint/shared';
import type { AnalyzedReference } from '../analysis';
import { touchesPassword } from '@uri-lint/shared';
import type { RefEdit } from './types';

/** The longest before or after a title shows; past it the title names the action only. */
const SHOWN_MAX = 40;

/** Text as a title shows it: control and invisible characters as U+XXXX, so that a change is seen. */
function shown(text: string): string {
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    out += cp < 0x20 || cp === 0x7f || (cp >= 0x80 && cp <= 0xa0) || isInvisible(cp) ? codePointLabel(cp) : ch;
  }
  return out;
}

/**
 * `action: before → after` over the units the edits touch (`edits` sorted,
 * in `ref.found.text`), or `action` alone when that text is long or may
 * hold a password.
 */
export function resultTitle(action: string, ref: AnalyzedReference, edits: readonly RefEdit[]): string {
  if (edits.length === 0) return action;
  const text = ref.found.text;
  const { ranges } = ref.parsed;
  const first = edits[0]!;
  const last = edits[edits.length - 1]!;
  const start = Math.min(first.start, unitOf(text, ranges, first.start, Math.max(first.end, first.start + 1)).start);
  const end = Math.max(last.end, unitOf(text, ranges, Math.max(last.start, last.end - 1), last.end).end);
  if (end - start > SHOWN_MAX || touchesPassword(text, ref.parsed, start, end)) return action;
  let after = '';
  let at = start;
  for (const edit of edits) {
    after += text.slice(at, edit.start) + edit.newText;
    at = edit.end;
  }
  after += text.slice(at, end);
  if (after.length > SHOWN_MAX * 2) return action;
  return `${action}: ${shown(text.slice(start, end))} → ${after === '' ? '(nothing)' : shown(after)}`;
}
