/**
 * From offsets in a reference's text to offsets in the document. They differ
 * when the finder dropped the whitespace of a `<…>` wrapped across lines
 * (RFC 3986 Appendix C), or decoded an escape (`\u00AD`, `\"` in JSON and
 * code, `\(` in a Markdown destination) or a character reference (`&amp;`):
 * `FoundUri.offsets` then maps each code unit of the text to its document
 * offset.
 */
import type { FoundUri } from '@uri-lint/shared';
import type { Range } from 'vscode-languageserver-types';
import type { TextDocument } from 'vscode-languageserver-textdocument';

/**
 * The document offset of index `i` of `found.text`; `i === text.length` maps
 * to the reference's end, just past its last character, whole escape and
 * all (`ws://\\w` in a string ends after the `w`, not inside `\\w`).
 */
export function docOffset(found: FoundUri, i: number): number {
  const offsets = found.offsets;
  if (!offsets) return found.start + i;
  if (offsets.length === 0) return found.start;
  if (i >= offsets.length) return Math.max(found.end, offsets[offsets.length - 1]! + 1);
  return offsets[Math.max(0, i)]!;
}

/**
 * The document offset just past the code unit `i` of `found.text`
 * (`doc` is the document's text): past its whole escape or character
 * reference, but not past whitespace the finder dropped.
 */
function unitEnd(found: FoundUri, doc: CharSource, i: number): number {
  const offsets = found.offsets;
  if (!offsets) return found.start + i + 1;
  const at = offsets[i]!;
  // Units decoded from one escape (a surrogate pair) share its offset.
  let j = i + 1;
  while (j < offsets.length && offsets[j] === at) j++;
  let next = j < offsets.length ? offsets[j]! : found.end;
  // An escape of a blank (`\` and U+2028 in a string) is the unit's own: only what follows it may be dropped whitespace.
  const own = doc.charCodeAt(at) === 0x5c && next > at + 1 ? at + 2 : at + 1;
  while (next > own && isBlank(doc.charCodeAt(next - 1))) next--;
  return Math.max(next, own);
}

function isBlank(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d || c === 0x2028 || c === 0x2029;
}

/** The document span `[start, end)` of `found.text[start, end)`; an empty span stays empty. */
function docSpan(found: FoundUri, doc: CharSource, start: number, end: number): { start: number; end: number } {
  const docStart = docOffset(found, start);
  const docEnd = end > start ? unitEnd(found, doc, end - 1) : docStart;
  return { start: docStart, end: docEnd };
}

/** Reads the document's code units by offset: the whole text, or `referenceText` of one reference. */
export interface CharSource {
  charCodeAt(offset: number): number;
}

/**
 * The document's characters under one reference, by document offset. Reads
 * only the reference's own text, so that a diagnostic in a large document
 * never joins the whole text of a new version.
 */
export function referenceText(doc: TextDocument, found: FoundUri): CharSource {
  const text = doc.getText({ start: doc.positionAt(found.start), end: doc.positionAt(found.end) });
  return { charCodeAt: (offset) => text.charCodeAt(offset - found.start) };
}

/** The protocol range of `found.text[start, end)`. */
export function textRange(doc: TextDocument, found: FoundUri, start: number, end: number): Range {
  const span = found.offsets ? docSpan(found, referenceText(doc, found), start, end) : { start: found.start + start, end: found.start + end };
  return { start: doc.positionAt(span.start), end: doc.positionAt(span.end) };
}

/** The protocol range of the whole reference. */
export function referenceRange(doc: TextDocument, found: FoundUri): Range {
  return { start: doc.positionAt(found.start), end: doc.positionAt(found.end) };
}

/**
 * Splits `found.text[start, end)` into the runs that are contiguous in the
 * document, so that an edit can keep the line breaks a wrapped `<…>` has
 * between them. Without `offsets` there is one run.
 */
export function contiguousRuns(found: FoundUri, doc: CharSource, start: number, end: number): { start: number; end: number }[] {
  if (!found.offsets || end <= start) return [docSpan(found, doc, start, end)];
  const runs: { start: number; end: number }[] = [];
  let runStart = start;
  for (let i = start + 1; i <= end; i++) {
    const at = found.offsets[i];
    if (i === end || (at !== found.offsets[i - 1] && at !== unitEnd(found, doc, i - 1))) {
      runs.push(docSpan(found, doc, runStart, i));
      runStart = i;
    }
  }
  return runs;
}
