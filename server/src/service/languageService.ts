/**
 * The language service: every feature composed over one analysis per
 * document version, with no connection. The LSP wiring (server.ts) and the
 * command line use it alike.
 */
import type { CodeAction, CodeActionContext, Diagnostic, DocumentLink, Hover, Position, Range, TextEdit } from 'vscode-languageserver-types';
import type { TextDocument, TextDocumentContentChangeEvent } from 'vscode-languageserver-textdocument';
import { analyzeDocument } from './analysis';
import type { Analysis } from './analysis';
import { computeCodeActions, computeFixAll, computeNormalizeAll } from './codeActions';
import { computeDiagnostics } from './diagnostics';
import { computeHover } from './hover';
import { computeLinks } from './links';
import type { Settings } from './settings';

/** The features of URI Lint over a scanned document. */
export interface LanguageService {
  /**
   * The analysis of `doc`: `previous` when it is the scan of this very
   * version, else a full scan. Incremental re-scans of edits are the
   * document store's job (documents.ts); `changes` is accepted for callers
   * that have them and is not needed here.
   */
  analyze(doc: TextDocument, previous?: Analysis, changes?: readonly TextDocumentContentChangeEvent[]): Analysis;
  diagnostics(analysis: Analysis, settings: Settings, doc: TextDocument): Diagnostic[];
  hover(analysis: Analysis, doc: TextDocument, position: Position, settings: Settings, documentUri: string): Hover | null;
  codeActions(analysis: Analysis, doc: TextDocument, range: Range, context: CodeActionContext, settings: Settings): CodeAction[];
  links(analysis: Analysis, doc: TextDocument, settings: Settings, documentUri: string): DocumentLink[];
  /** The edits of `source.fixAll.uriLint`. */
  fixAll(analysis: Analysis, doc: TextDocument, settings: Settings): TextEdit[];
  /** The edits of the `uriLint.normalizeAll` command. */
  normalizeAll(analysis: Analysis, doc: TextDocument, settings: Settings): TextEdit[];
}

/** Creates the language service. It holds no state: every call reads its arguments only. */
export function createLanguageService(): LanguageService {
  return {
    analyze: (doc, previous) =>
      previous && previous.uri === doc.uri && previous.version === doc.version ? previous : analyzeDocument(doc),
    diagnostics: computeDiagnostics,
    hover: computeHover,
    codeActions: computeCodeActions,
    links: computeLinks,
    fixAll: computeFixAll,
    normalizeAll: computeNormalizeAll,
  };
}
