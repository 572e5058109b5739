/**
 * Which problems of a document are published when it has more than the
 * client shows at once. VS Code keeps 1,000 diagnostics per
 * file and drops the rest, errors first, whatever their place: in a 3 MB
 * file the squiggles stopped a third of the way down and no warning showed.
 * So the server chooses: the problems on the lines in view and at the
 * cursors first, then those near them (a screen's height around each range,
 * so scrolling a page finds them drawn), then the rest by severity and in
 * text order. The client tells where the user looks with `uriLint/view`
 * (contract/protocol.ts); without it the rest's order alone applies.
 *
 * And VS Code draws squiggles for only the first 500 diagnostics of a file,
 * in the order they came (its marker decorations read the markers with
 * `take: 500`; the Problems panel lists all and sorts them itself). So a
 * document with more than 500 problems publishes them in that same order,
 * nearest the view first: in text order, the squiggles of a view below the
 * first 500 problems were never drawn, though the editor had them.
 */
import type { Diagnostic } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { ViewParams } from '../contract/protocol';
import { checkPosition, checkRange, checkUri } from './params';
import type { Checked } from './params';

/** Where the user looks in a document: line spans (0-based, inclusive) in view and at the cursors. */
export interface View {
  focus: ReadonlyArray<readonly [first: number, last: number]>;
}

/** The most ranges and cursors of one `uriLint/view` that count; more is a client's bug, not a user's screen. */
const MAX_FOCUS = 64;

/** Lines around a range in view that count as near it, at least: a screen's height, or this when the screen is shorter. */
const NEAR_LINES = 40;

/** `uriLint/view`'s params, checked: the document and where the user looks. */
export function checkView(params: unknown): Checked<{ uri: string; view: View }> {
  const p = (typeof params === 'object' && params !== null ? params : {}) as Partial<Record<keyof ViewParams, unknown>>;
  const uri = checkUri(p);
  if (!uri.ok) return uri;
  if (!Array.isArray(p.visible) || !Array.isArray(p.cursors)) return { ok: false, reason: 'visible and cursors must be arrays' };
  const focus: Array<[number, number]> = [];
  for (const raw of p.visible.slice(0, MAX_FOCUS)) {
    const range = checkRange(raw, 'a visible range');
    if (!range.ok) return range;
    focus.push([range.value.start.line, range.value.end.line]);
  }
  for (const raw of p.cursors.slice(0, MAX_FOCUS)) {
    const cursor = checkPosition(raw, 'a cursor');
    if (!cursor.ok) return cursor;
    focus.push([cursor.value.line, cursor.value.line]);
  }
  return { ok: true, value: { uri: uri.value, view: { focus } } };
}

/** The diagnostics of a file VS Code draws squiggles for: the first 500, in the order published. */
export const SQUIGGLED = 500;

/** A diagnostic's rank among the rest: errors first (LSP severities 1–4; none counts as an error, as VS Code reads it). */
function severityRank(diagnostic: Diagnostic): number {
  return diagnostic.severity ?? 1;
}

/**
 * At most `cap` of `all` (in text order, as validation makes them): every
 * one, in text order, when they fit and are no more than the client draws
 * (`SQUIGGLED`); else the nearest to `view`'s focus first (by lines away,
 * then severity), then the rest by severity and position, in that order.
 * Linear but for sorting the near ones, which are few.
 */
export function chooseShown(all: readonly Diagnostic[], view: View | undefined, cap: number): Diagnostic[] {
  if (all.length <= Math.min(cap, SQUIGGLED)) return [...all];
  const focus = view?.focus ?? [];
  const near: Array<{ index: number; distance: number; rank: number }> = [];
  const rest: number[][] = [[], [], [], [], []];
  all.forEach((diagnostic, index) => {
    const { start, end } = diagnostic.range;
    let distance = Infinity;
    for (const [first, last] of focus) {
      const away = end.line < first ? first - end.line : start.line > last ? start.line - last : 0;
      if (away <= Math.max(NEAR_LINES, last - first + 1) && away < distance) distance = away;
    }
    const rank = severityRank(diagnostic);
    if (distance !== Infinity) near.push({ index, distance, rank });
    else rest[Math.min(Math.max(rank, 1), 4)]!.push(index);
  });
  near.sort((a, b) => a.distance - b.distance || a.rank - b.rank || a.index - b.index);
  const chosen = near.slice(0, cap).map((n) => n.index);
  for (const bucket of rest) {
    if (chosen.length >= cap) break;
    chosen.push(...bucket.slice(0, cap - chosen.length));
  }
  return chosen.map((i) => all[i]!);
}

/**
 * The text on or near the lines of `view`'s focus, as offset ranges of
 * `document` (`[start, end)`, whole lines, merged, in text order): what a
 * large document just opened scans and judges first, so that the user sees
 * its squiggles before the whole document is scanned.
 */
export function windowsInView(view: View, document: TextDocument): Array<[start: number, end: number]> {
  const windows = view.focus.map(([first, last]): [number, number] => {
    const margin = Math.max(NEAR_LINES, last - first + 1);
    return [document.offsetAt({ line: Math.max(0, first - margin), character: 0 }), document.offsetAt({ line: last + margin + 1, character: 0 })];
  }).filter(([start, end]) => start < end).sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const window of windows) {
    const previous = merged[merged.length - 1];
    if (previous && window[0] <= previous[1]) previous[1] = Math.max(previous[1], window[1]);
    else merged.push([...window]);
  }
  return merged;
}

/** Whether two choices hold the same diagnostics (the objects of one judged list), so a move of the view that changes nothing sends nothing. */
export function sameChoice(a: readonly Diagnostic[], b: readonly Diagnostic[]): boolean {
  return a.length === b.length && a.every((d, i) => d === b[i]);
}
