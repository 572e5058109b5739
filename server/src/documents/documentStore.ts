/**
 * The per-document cache: every open document's text and its analysis (the
 * references found and parsed in it). A document version is scanned once,
 * lazily, when a feature first asks; after that each edit re-scans only the
 * region around it (reanalyze.ts). The text is kept in chunks
 * (chunkedDocument.ts) so that an edit of a huge document costs a chunk.
 */
import type { TextDocumentContentChangeEvent } from 'vscode-languageserver-textdocument';
import { CONTENT_SNIFF, documentLanguage, findTraits, readingByContent, readingLanguage } from '@uri-lint/shared';
import { createLanguageService } from '../service/index';
import { utf8Length } from '@uri-lint/shared';
import { consoleLogger, describeError } from '../contract/logger';
import type { Analysis, AnalyzedReference, OnError } from '../service/index';
import type { Logger } from '../contract/logger';
import { ChunkedDocument } from './chunkedDocument';
import type { OffsetEdit } from './chunkedDocument';
import { reanalyze } from './reanalyze';
import type { Analyzer, ReanalyzeMemo } from './reanalyze';
import { ReferenceList } from './referenceList';

const { analyzeText, analyzeTextInSlices, findBaseHref } = createLanguageService().analysis;

/** An open document and, once asked for, its analysis. */
export interface DocumentState {
  /** The document as of its last change; a `TextDocument` for every feature. */
  readonly document: ChunkedDocument;
  /** The language the finder reads it as: its own, or troff for plain text that starts like a man page. */
  readAs: string;
  /** What the incremental re-scan keeps between edits. */
  memo: ReanalyzeMemo;
  /** The analysis of `document`'s current version, if one was made. */
  analysis: Analysis | undefined;
  /** The size of the text in UTF-8 bytes, for `uriLint.maxFileSize`. */
  byteLength: number;
}


/**
 * The open documents, each with its text and a lazily made, incrementally
 * kept analysis. Documents not linted (too large, language not served) are
 * kept but never analyzed.
 */
export class DocumentStore {
  private readonly states = new Map<string, DocumentState>();
  /** The scans in slices under way, per document and version. */
  private readonly scanning = new WeakMap<DocumentState, { version: number; analysis: Promise<Analysis | undefined> }>();
  private readonly analyze: Analyzer;
  /** A test's analyzer: then nothing is sliced. */
  private readonly injected: boolean;
  /** Told when the finder fails: the document then reads as having no references there. */
  private readonly findFailed: OnError;

  /**
   * @param analyze the analyzer; `analyzeText` unless a test injects another.
   * @param logger where failures are told (a failed re-analysis, a failed finder).
   */
  constructor(analyze?: Analyzer, private readonly logger: Logger = consoleLogger) {
    this.findFailed = (error) => logger.error(`URI Lint: finding URIs failed; the text is read as having none: ${describeError(error)}`);
    this.injected = analyze !== undefined;
    this.analyze = analyze ?? ((text, languageId, start, end) => analyzeText(text, languageId, start, end, this.findFailed));
  }

  /**
   * Starts tracking a document (textDocument/didOpen). A document its editor calls `plaintext` (or a language the
   * table of languages does not know) is read as its file's name says, as the command line reads the file.
   */
  open(uri: string, editorLanguageId: string, version: number, text: string): DocumentState {
    const languageId = documentLanguage(editorLanguageId, uri);
    const state: DocumentState = {
      document: new ChunkedDocument(uri, languageId, version, text), readAs: readingOf(readingLanguage(languageId, uri), text), memo: {}, analysis: undefined, byteLength: utf8Length(text),
    };
    this.states.set(uri, state);
    return state;
  }

  /**
   * Applies content changes in order (textDocument/didChange), keeping an
   * existing analysis up to date by re-analyzing only the changed region.
   */
  change(uri: string, version: number, changes: readonly TextDocumentContentChangeEvent[]): DocumentState | undefined {
    const state = this.states.get(uri);
    if (!state) return undefined;
    const { document } = state;
    let refs = state.analysis && references.get(state.analysis);
    state.analysis = undefined;
    for (const change of changes) {
      const [edit] = document.update([change], version);
      state.byteLength = edit ? state.byteLength - utf8Length(edit.removed!) + utf8Length(change.text) : utf8Length(change.text);
      // Plain text that becomes a man page, or stops being one, is read anew whole.
      const readAs = edit && edit.start >= TROFF_SNIFF ? state.readAs : readingOf(readingLanguage(document.languageId, document.uri), document.slice(0, TROFF_SNIFF));
      if (readAs !== state.readAs || !edit) refs = undefined;
      if (!refs) state.memo = {};
      state.readAs = readAs;
      refs = refs && edit ? this.reanalyze(refs, state, edit) : undefined;
    }
    state.analysis = refs && analysisOf(document, refs);
    return state;
  }

  /** The incremental re-scan, or undefined (a full scan when next asked) if the analyzer failed: the text must stay in step. */
  private reanalyze(refs: ReferenceList, state: DocumentState, edit: OffsetEdit): ReferenceList | undefined {
    try {
      return reanalyze(refs, state.document, state.readAs, edit, this.analyze, state.memo);
    } catch (error) {
      this.logger.error(`URI Lint: re-analysis of an edit of ${state.document.uri} failed; the document is scanned anew: ${describeError(error)}`);
      state.memo = {};
      return undefined;
    }
  }

  /** Stops tracking a document (textDocument/didClose). */
  close(uri: string): void {
    this.states.delete(uri);
  }

  /** The state of an open document. */
  get(uri: string): DocumentState | undefined {
    return this.states.get(uri);
  }

  /** Every open document. */
  all(): DocumentState[] {
    return [...this.states.values()];
  }

  /** The analysis of an open document's current version, made now if needed. */
  analysis(uri: string): Analysis | undefined {
    const state = this.states.get(uri);
    if (!state) return undefined;
    state.analysis ??= analysisOf(state.document, ReferenceList.of(this.analyze(state.document.getText(), state.readAs)));
    return state.analysis;
  }

  /**
   * An analysis of the references of the current version that start in
   * `ranges` (offsets, `[start, end)`, in text order, disjoint) alone, not
   * kept: what a large document just opened shows of the lines in view
   * before the whole is scanned. The finder works out its state at each
   * range's start (an open code fence, an HTML block, front matter) with a
   * line scan from the text's start, far cheaper than finding and parsing
   * every reference. Undefined when the document is not open.
   */
  windowAnalysis(uri: string, ranges: ReadonlyArray<readonly [start: number, end: number]>): Analysis | undefined {
    const state = this.states.get(uri);
    if (!state) return undefined;
    const text = state.document.getText();
    const refs = ranges.flatMap(([start, end]) => this.analyze(text, state.readAs, start, end));
    return Object.assign(analysisOf(state.document, ReferenceList.of(refs)), { partial: true });
  }

  /**
   * The analysis of an open document's current version, made now if needed
   * in slices with `pause()` awaited between them, so that a huge document
   * does not hold up requests on others. Undefined when the document was
   * closed or changed meanwhile (its own validation follows).
   */
  async analysisInSlices(uri: string, pause: () => Promise<void>): Promise<Analysis | undefined> {
    const state = this.states.get(uri);
    if (!state) return undefined;
    if (state.analysis || this.injected) return this.analysis(uri);
    const { document } = state;
    const { version } = document;
    // One scan per version, whoever asks meanwhile (the validation of a file just opened, and the editor's
    // requests for its links and code actions that come with it).
    const running = this.scanning.get(state);
    if (running?.version === version) return running.analysis;
    const analysis = (async () => {
      const refs = await analyzeTextInSlices(document.getText(), state.readAs, pause, this.findFailed);
      if (this.states.get(uri) !== state || document.version !== version) return undefined;
      state.analysis ??= analysisOf(document, ReferenceList.of(refs));
      return state.analysis;
    })();
    this.scanning.set(state, { version, analysis });
    try {
      return await analysis;
    } finally {
      if (this.scanning.get(state)?.analysis === analysis) this.scanning.delete(state);
    }
  }
}

/**
 * How much of a document's start decides how plain text is read (a man page, AsciiDoc): the finder's own
 * window (`CONTENT_SNIFF`); an edit after it cannot change that.
 */
const TROFF_SNIFF = CONTENT_SNIFF;

/** The language id the finder reads a document as: troff's or AsciiDoc's for plain text whose content is one, XML's for code that opens as XML (find/content.ts). */
function readingOf(languageId: string, start: string): string {
  return readingByContent(languageId, start) ?? languageId;
}

/** The reference list behind each analysis the store made, for the next edit's re-scan. */
const references = new WeakMap<Analysis, ReferenceList>();

/**
 * The analysis of the document's current version. Its `text` and `base`
 * (the HTML `<base href>`, which any edit may change) are computed when
 * first read, from the text of this version: diagnostics need neither, so an
 * edit of a huge document never joins its text.
 */
function analysisOf(document: ChunkedDocument, list: ReferenceList): Analysis {
  const snapshot = document.snapshot();
  let text: string | undefined;
  let base: { value: string | undefined } | undefined;
  const analysis: Analysis = {
    uri: document.uri,
    languageId: document.languageId,
    version: document.version,
    get references(): readonly AnalyzedReference[] {
      return list.toArray();
    },
    referenceCount: list.length,
    overlapping: (start, end) => list.overlapping(start, end),
    forEachStored: (visit, from, to) => list.forEachStored(visit, from, to),
    get text(): string {
      text ??= snapshot();
      return text;
    },
    get base(): string | undefined {
      // Only HTML has a <base href>: a hover in any other document must not join its text.
      base ??= { value: findTraits(document.languageId).html ? findBaseHref(this.text, this.languageId) : undefined };
      return base.value;
    },
  };
  references.set(analysis, list);
  return analysis;
}
