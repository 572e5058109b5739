/**
 * What a fix is: edits in its reference's own text, the diagnostic codes it
 * answers, and how its result is checked before it is offered (a fix never
 * produces an invalid URI).
 */
import { overlapsExpression } from '@uri-lint/shared';
import type { ParseResult } from '@uri-lint/shared';
import { reanalyzed } from '../analysis';
import type { AnalyzedReference } from '../analysis';
import { hasHiddenPassword } from '@uri-lint/shared';
/**
 * A fix's name, as the rule whose codes it answers declares it (the key of
 * its `fixes`: rules/types.ts `FixInfo`); fixes/table.ts `FIX_IDS` lists
 * every name the rules declare, so a rule's new fix is named in its module
 * alone.
 */
export type FixId = string;

/** A replacement in a reference's text (`found.text` offsets, end exclusive). */
export interface RefEdit {
  start: number;
  end: number;
  newText: string;
}

/** One fix of one reference. */
export interface Fix {
  id: FixId;
  /** What it does, as the user reads it in the menu; never shows the password. */
  title: string;
  /** Sorted, non-overlapping. */
  edits: RefEdit[];
  /** The diagnostic codes it answers. */
  codes: readonly string[];
  /** True when the result must be a valid URI; false when the fix answers only its own family of errors. */
  complete: boolean;
  /** Whether it is the fix to prefer for its diagnostics. */
  preferred: boolean;
  /** A check of the result beyond the error comparison (e.g. no password left). */
  verify?: (after: ParseResult) => boolean;
}

/** `text` with `edits` applied (sorted, non-overlapping). */
export function applyRefEdits(text: string, edits: readonly RefEdit[]): string {
  let out = '';
  let last = 0;
  for (const edit of edits) {
    out += text.slice(last, edit.start) + edit.newText;
    last = edit.end;
  }
  return out + text.slice(last);
}

/**
 * The one rule every fix obeys: complete fixes make the reference valid;
 * partial fixes remove every error of the codes they answer and add none
 * (no error code occurs more often after than before). No fix touches a
 * reference whose password holds a `#`, `/` or `?` (privacy.ts): its parse
 * reads part of the password as a host, a port or a path, and a fix would
 * lowercase, encode or remove that part as such.
 */
export function isSafe(ref: AnalyzedReference, fixes: readonly Fix[], edits: readonly RefEdit[]): boolean {
  if (edits.length === 0 || hasHiddenPassword(ref.found.text, ref.parsed)) return false;
  // A template's expressions are never edited (`{id}` is no `%7Bid%7D`), and it is no URI a fix could complete
  // (normal form, IRI to URI): only a partial fix of its literal text, whose result is read as a template again.
  const template = ref.template;
  if (template && (fixes.some((f) => f.complete) || edits.some((edit) => overlapsExpression(template.expressions, edit.start, edit.end)))) return false;
  const after = reanalyzed(ref, applyRefEdits(ref.found.text, edits)).parsed;
  if (fixes.some((f) => f.complete) && !after.valid) return false;
  if (fixes.some((f) => f.verify && !f.verify(after))) return false;
  const answered = new Set<string>(fixes.flatMap((f) => f.codes));
  const before = countCodes(ref.parsed);
  for (const [code, count] of countCodes(after)) {
    if (answered.has(code) || count > (before.get(code) ?? 0)) return false;
  }
  return true;
}

function countCodes(parsed: ParseResult): Map<string, number> {
  const counts = new Map<string, number>();
  for (const error of parsed.errors) counts.set(error.code, (counts.get(error.code) ?? 0) + 1);
  return counts;
}

/** The non-overlapping union of several fixes' edits, earlier fixes first; an edit that overlaps a kept one is dropped. */
export function mergeEdits(lists: readonly (readonly RefEdit[])[]): RefEdit[] {
  const kept: RefEdit[] = [];
  for (const list of lists) {
    for (const edit of list) {
      if (!kept.some((k) => overlaps(k, edit))) kept.push(edit);
    }
  }
  return kept.sort((a, b) => a.start - b.start);
}

function overlaps(a: RefEdit, b: RefEdit): boolean {
  if (a.start === a.end || b.start === b.end) return a.start === b.start || (b.start > a.start && b.start < a.end) || (a.start > b.start && a.start < b.end);
  return a.start < b.end && b.start < a.end;
}

/** One edit that turns `from` into `to`: their common prefix and suffix are kept. */
export function diffEdit(from: string, to: string): RefEdit {
  let prefix = 0;
  const max = Math.min(from.length, to.length);
  while (prefix < max && from.charCodeAt(prefix) === to.charCodeAt(prefix)) prefix++;
  let suffix = 0;
  while (suffix < max - prefix && from.charCodeAt(from.length - 1 - suffix) === to.charCodeAt(to.length - 1 - suffix)) suffix++;
  return { start: prefix, end: from.length - suffix, newText: to.slice(prefix, to.length - suffix) };
}

/**
 * The edits that percent-encode the other bracket of each `[…]` pair of
 * `text` of which `taken(i)` holds for exactly one side (`%5B` or `%5D`),
 * in text order. Outside an IP literal neither bracket is allowed (§3.2.2),
 * and a finder reads a `]` that closes no `[` as the sentence's and lets a
 * lone `[` run on to a later `]`: a fix that encodes or cuts one bracket of
 * a pair must take the other too, or the fixed URI reads differently.
 */
export function bracketPartners(text: string, taken: (offset: number) => boolean): RefEdit[] {
  const edits: RefEdit[] = [];
  const open: number[] = [];
  for (let i = text.indexOf('['); i >= 0 && i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x5b) open.push(i);
    else if (c === 0x5d && open.length > 0) {
      const o = open.pop()!;
      if (taken(o) !== taken(i)) {
        const at = taken(o) ? i : o;
        edits.push({ start: at, end: at + 1, newText: taken(o) ? '%5D' : '%5B' });
      }
    }
  }
  return edits.sort((a, b) => a.start - b.start);
}
