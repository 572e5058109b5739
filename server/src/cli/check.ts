/**
 * The command line's way into the rules (issue 9 builds the command around
 * it): one text in, its diagnostics out, judged exactly as the editor judges
 * them. No connection, no document store: a file is scanned once.
 */
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { Diagnostic } from 'vscode-languageserver-types';
import type { Settings } from '../contract/settings';
import { analyzeDocument } from '../service/analysis';
import { createLanguageService } from '../service/languageService';
import { exceedsSize } from '../service/scope';

/** What checking one text found. */
export interface TextReport {
  /** URI references found and judged. */
  references: number;
  diagnostics: Diagnostic[];
  /** True when the text was not checked because it exceeds `uriLint.maxFileSize`. */
  tooLarge: boolean;
}

const service = createLanguageService();

/** Checks `text`, a document of `languageId` at `uri`, under `settings`. */
export function checkText(text: string, languageId: string, uri: string, settings: Settings): TextReport {
  if (exceedsSize(text, settings.maxFileSize)) return { references: 0, diagnostics: [], tooLarge: true };
  const document = TextDocument.create(uri, languageId, 1, text);
  const analysis = analyzeDocument(document);
  return { references: analysis.references.length, diagnostics: service.diagnostics({ document, analysis, settings }), tooLarge: false };
}
