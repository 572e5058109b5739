/**
 * Shared set-up of the feature tests: a document, its analysis (the real
 * finder and parser), settings with overrides, and edits applied as an
 * editor would apply them.
 */
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { Range, TextEdit } from 'vscode-languageserver-types';
import { analyzeDocument, createLanguageService } from '@uri-lint/server/service/internal';
import type { Analysis } from '@uri-lint/server/service/internal';
import { DEFAULT_SETTINGS, resolveSettings } from '@uri-lint/server/contract';
import type { Settings } from '@uri-lint/server/contract';

/** The language service every feature test goes through. */
export const service = createLanguageService();

/** A document and its analysis. */
export interface Fixture {
  doc: TextDocument;
  analysis: Analysis;
}

/** Opens `text` as a document of `languageId` at `uri`, and scans it. */
export function open(text: string, languageId = 'plaintext', uri = 'file:///work/docs/page.txt'): Fixture {
  const doc = TextDocument.create(uri, languageId, 1, text);
  return { doc, analysis: analyzeDocument(doc) };
}

/** The default settings with some overridden (given as the client sends them). */
export function settings(overrides: Partial<Settings> = {}): Settings {
  return { ...resolveSettings({}), ...overrides };
}

/** `[start, end)` offsets of a range. */
export function span(doc: TextDocument, range: Range): [number, number] {
  return [doc.offsetAt(range.start), doc.offsetAt(range.end)];
}

/** The text a range covers. */
export function textAt(doc: TextDocument, range: Range): string {
  const [start, end] = span(doc, range);
  return doc.getText().slice(start, end);
}

/** The document text after `edits`, applied as an editor applies them. */
export function applied(doc: TextDocument, edits: readonly TextEdit[]): string {
  return TextDocument.applyEdits(doc, [...edits]);
}

/** True when no two edits overlap (touching is allowed). */
export function disjoint(doc: TextDocument, edits: readonly TextEdit[]): boolean {
  const spans = edits.map((e) => span(doc, e.range)).sort((a, b) => a[0] - b[0]);
  return spans.every((s, i) => i === 0 || s[0] >= spans[i - 1]![1]);
}

export { DEFAULT_SETTINGS };
