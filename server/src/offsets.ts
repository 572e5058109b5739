/**
 * From offsets in a reference's text to offsets in the document. They differ
 * only for a `<…>` reference wrapped across lines, whose whitespace the
 * finder dropped (RFC 3986 Appendix C) and recorded in `FoundUri.offsets`.
 */
import type { FoundUri } from '@uri-lint/shared';
import type { Range } from 'vscode-languageserver-types';
import type { TextDocument } from 'vscode-languageserver-textdocument';

/** The document offset of index `i` of `found.text`; `i === text.length` maps just past the last character. */
export function docOffset(found: FoundUri, i: number): number {
  const offsets = found.offsets;
  if (!offsets) return found.start + i;
  if (offsets.length === 0) return found.start;
  if (i >= offsets.length) return offsets[offsets.length - 1]! + 1;
  return offsets[Math.max(0, i)]!;
}

/** The document span `[start, end)` of `found.text[start, end)`; an empty span stays empty. */
export function docSpan(found: FoundUri, start: number, end: number): { start: number; end: number } {
  const docStart = docOffset(found, start);
  const docEnd = end > start ? docOffset(found, end - 1) + 1 : docStart;
  return { start: docStart, end: docEnd };
}

/** The protocol range of `found.text[start, end)`. */
export function textRange(doc: TextDocument, found: FoundUri, start: number, end: number): Range {
  const span = docSpan(found, start, end);
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
export function contiguousRuns(found: FoundUri, start: number, end: number): { start: number; end: number }[] {
  if (!found.offsets || end <= start) return [docSpan(found, start, end)];
  const runs: { start: number; end: number }[] = [];
  let runStart = start;
  for (let i = start + 1; i <= end; i++) {
    if (i === end || found.offsets[i] !== found.offsets[i - 1]! + 1) {
      runs.push(docSpan(found, runStart, i));
      runStart = i;
    }
  }
  return runs;
}
