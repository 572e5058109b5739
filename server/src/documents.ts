/**
 * The per-document cache: every open document's text and its analysis (the
 * references found and parsed in it), updated incrementally. A document
 * version is scanned once; an edit re-scans only the lines it touched, grown
 * to cover any reference that crossed the edit and any `<…>` wrapped over
 * lines around it (RFC 3986 Appendix C), then splices the result in.
 */
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { TextDocumentContentChangeEvent } from 'vscode-languageserver-textdocument';
import { analyzeText, findBaseHref } from './analysis';
import type { Analysis, AnalyzedReference } from './analysis';

/** Finds and parses the references in `text[start,end)`; `analyzeText` in production, a stand-in in tests. */
export type Analyzer = (text: string, languageId: string, start?: number, end?: number) => AnalyzedReference[];

/** One replacement, in UTF-16 offsets of the text before it. */
export interface OffsetEdit {
  /** First replaced offset. */
  start: number;
  /** Just past the last replaced offset. */
  end: number;
  /** Length of the inserted text. */
  newLength: number;
  /** The replaced text, when known: it tells whether the edit can change how later lines read. */
  removed?: string;
}

/**
 * How far back an unclosed `<` may open a reference wrapped over lines
 * (Appendix C). The finder must not look further back than this.
 */
export const WRAPPED_LINES = 20;

const NL = 0x0a;
const LT = 0x3c;
const GT = 0x3e;

/** Offset of the first character of the line holding `offset`. */
function lineStart(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

/** Offset just past the line break ending the line holding `offset` (or the text's end). */
function lineEnd(text: string, offset: number): number {
  const nl = text.indexOf('\n', offset);
  return nl < 0 ? text.length : nl + 1;
}

/**
 * The start of the line holding a `<` still open at `offset` (no `>` after
 * it), when one opens within `WRAPPED_LINES` lines before; else `offset`.
 */
function openAngleStart(text: string, offset: number): number {
  let lines = 0;
  for (let i = offset - 1; i >= 0; i--) {
    const c = text.charCodeAt(i);
    if (c === GT) return offset;
    if (c === LT) return lineStart(text, i);
    if (c === NL && ++lines > WRAPPED_LINES) return offset;
  }
  return offset;
}

/**
 * When a `<` in `[start,end)` is still open at `end` (a tag or a `<…>`
 * wrapped over lines), the end of the line of the next `>` or `<` within
 * `WRAPPED_LINES` lines, or of the last of those lines; else `end`.
 */
function closeAngleEnd(text: string, start: number, end: number): number {
  let i = end - 1;
  while (i >= start && text.charCodeAt(i) !== LT && text.charCodeAt(i) !== GT) i--;
  if (i < start || text.charCodeAt(i) === GT) return end;
  let lines = 0;
  for (let j = end; j < text.length; j++) {
    const c = text.charCodeAt(j);
    if (c === GT || c === LT) return lineEnd(text, j);
    if (c === NL && ++lines > WRAPPED_LINES) return j + 1;
  }
  return text.length;
}

/** A reference moved by `delta` code units. ParseResult offsets are relative to the found text and stay. */
function shifted(ref: AnalyzedReference, delta: number): AnalyzedReference {
  const { found } = ref;
  const moved = { ...found, start: found.start + delta, end: found.end + delta };
  if (found.offsets) moved.offsets = found.offsets.map((o) => o + delta);
  return { found: moved, parsed: ref.parsed };
}

/** The old references `[first,last)` to replace, and the region `[start,end)` of the new text to re-read. */
interface Region {
  start: number;
  end: number;
  first: number;
  last: number;
}

/**
 * The references of `text` after `edit`, given the references of the text
 * before it: the lines around the edit are re-analyzed, the rest is kept and
 * shifted. Equals `analyze(text, languageId)` as long as the analyzer's view
 * of a reference reaches no further than its line, or a `<…>` of
 * `WRAPPED_LINES` lines, and it reads from a line start as a full scan does;
 * where an edit can change what lies beyond (a comment opened in code, a
 * Markdown fence), everything after the edit is re-read.
 */
export function reanalyze(
  previous: readonly AnalyzedReference[],
  text: string,
  languageId: string,
  edit: OffsetEdit,
  analyze: Analyzer = analyzeText,
): AnalyzedReference[] {
  const delta = edit.newLength - (edit.end - edit.start);
  // References touching the edit are always re-read: a URI can cross it.
  const first = firstEndingAfter(previous, edit.start - 1, (o) => o);
  let last = first;
  while (last < previous.length && previous[last]!.found.start <= edit.end) last++;
  // The whole lines of the edit, the line its inserted text ends on included (it holds what followed the edit).
  let start = lineStart(text, edit.start);
  let end = lineEnd(text, edit.start + edit.newLength);
  const toEnd = changesWhatFollows(languageId, text, start, end, edit);
  if (ATTRIBUTES.has(languageId)) {
    // An attribute value may open lines before its `=` or close lines after it.
    start = linesBefore(text, start, WRAPPED_LINES);
    end = linesAfter(text, end, WRAPPED_LINES);
  }
  if (toEnd) end = text.length;
  let region: Region = { start, end, first, last };
  for (;;) {
    region = grow(previous, text, region, edit, delta);
    const found = analyze(text, languageId, region.start, region.end);
    const foundEnd = found.length > 0 ? found[found.length - 1]!.found.end : 0;
    if (foundEnd <= region.end) {
      const tail = previous.slice(region.last).map((ref) => (delta === 0 ? ref : shifted(ref, delta)));
      return [...previous.slice(0, region.first), ...found, ...tail];
    }
    // The analyzer read a reference past the region: take it in, re-read.
    region = { ...region, end: foundEnd };
  }
}

/**
 * Languages whose attribute values (`name="…"`) the finder reads: a quoted
 * value runs to its closing quote unless a `<` comes first, and whitespace
 * (line breaks too) may separate it from its `=`, so a value and what
 * decides it can be lines apart.
 */
const ATTRIBUTES = new Set([
  'markdown', 'mdx', 'html', 'xhtml', 'xml', 'xsl', 'svg', 'vue', 'vue-html', 'svelte', 'astro', 'handlebars', 'razor', 'django-html', 'jinja-html',
]);

/** The start of the line `lines` lines before the one starting at `start` (or of the text). */
function linesBefore(text: string, start: number, lines: number): number {
  let i = start;
  for (let k = 0; k < lines && i > 0; k++) i = lineStart(text, i - 1);
  return i;
}

/** The end of the line `lines` lines after the one ending at `end` (or of the text). */
function linesAfter(text: string, end: number, lines: number): number {
  let i = end;
  for (let k = 0; k < lines && i < text.length; k++) i = lineEnd(text, i);
  return i;
}

/** Languages whose finder keeps no state from one line to the next beyond a `<…>` (see shared/src/find.ts). */
const LINE_LOCAL = new Set([
  'plaintext', 'json', 'jsonc', 'jsonl', 'json5', 'yaml', 'dockercompose', 'github-actions-workflow',
  'html', 'xhtml', 'xml', 'xsl', 'svg', 'vue', 'vue-html', 'svelte', 'astro', 'handlebars', 'razor', 'django-html', 'jinja-html',
]);
const MARKDOWN = new Set(['markdown', 'mdx']);
/** A fenced code block's opening or closing line (CommonMark §4.5). */
const FENCE_LINE = /^ {0,3}(?:`{3}|~{3})/m;
/** Anything but letters, digits and `_`: what can open or close a comment or a string in some language. */
const LEXICAL = /[^\p{L}\p{N}_]/u;

/**
 * Whether the edit may change how text after the re-read lines is read: in
 * Markdown by making or breaking a code fence, in source code by opening or
 * closing a comment or string (which decides whether `mailto:` and the like
 * count). Other languages read each line on its own. Unknown languages are
 * taken as code, which costs only time.
 */
function changesWhatFollows(languageId: string, text: string, start: number, end: number, edit: OffsetEdit): boolean {
  if (LINE_LOCAL.has(languageId)) return false;
  const inserted = text.slice(edit.start, edit.start + edit.newLength);
  if (MARKDOWN.has(languageId)) {
    if (edit.removed === undefined) return true;
    // The lines before and after the edit: did either hold a fence?
    const before = text.slice(start, edit.start) + edit.removed + text.slice(edit.start + edit.newLength, end);
    return FENCE_LINE.test(before) || FENCE_LINE.test(text.slice(start, end));
  }
  return edit.removed === undefined || LEXICAL.test(edit.removed) || LEXICAL.test(inserted);
}

/**
 * Grows a region of the new text to whole lines, to an enclosing `<…>`, and
 * over every old reference it overlaps, until nothing changes.
 */
function grow(previous: readonly AnalyzedReference[], text: string, region: Region, edit: OffsetEdit, delta: number): Region {
  // An old offset after the edit moved by delta; one inside it now lies inside the edit's new text.
  const moved = (o: number): number => (o <= edit.start ? o : o >= edit.end ? o + delta : edit.start);
  let { start, end, first, last } = region;
  for (;;) {
    const s = openAngleStart(text, lineStart(text, start));
    // An end just after a line break is a line end already.
    const e0 = end > start && text.charCodeAt(end - 1) === NL ? end : lineEnd(text, end);
    const e = closeAngleEnd(text, s, e0);
    // Old references whose new span overlaps [s,e); offsets map monotonically, so they are contiguous.
    let lo = Math.min(first, firstEndingAfter(previous, s, moved));
    let hi = Math.max(last, lo);
    while (hi < previous.length && moved(previous[hi]!.found.start) < e) hi++;
    const s2 = lo < hi ? Math.min(s, moved(previous[lo]!.found.start)) : s;
    const e2 = lo < hi ? Math.max(e, moved(previous[hi - 1]!.found.end)) : e;
    if (s2 === start && e2 === end && lo === first && hi === last) return { start, end, first, last };
    ({ start, end, first, last } = { start: s2, end: e2, first: lo, last: hi });
  }
}

/** Index of the first reference whose end, moved, is after `offset` (references are in text order and disjoint). */
function firstEndingAfter(refs: readonly AnalyzedReference[], offset: number, moved: (o: number) => number): number {
  let lo = 0;
  let hi = refs.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (moved(refs[mid]!.found.end) > offset) hi = mid; else lo = mid + 1;
  }
  return lo;
}

/** Converts a content change to offsets in `document`, before it is applied. */
function offsetEdit(document: TextDocument, change: TextDocumentContentChangeEvent): OffsetEdit | undefined {
  if (!('range' in change)) return undefined;
  const start = document.offsetAt(change.range.start);
  const end = document.offsetAt(change.range.end);
  return { start, end, newLength: change.text.length, removed: document.getText().slice(start, end) };
}

/** An open document and, once asked for, its analysis. */
export interface DocumentState {
  /** The document as of its last change. */
  readonly document: TextDocument;
  /** The analysis of `document`'s current version, if one was made. */
  analysis: Analysis | undefined;
  /** The size of the text in UTF-8 bytes, for `uriLint.maxFileSize`. */
  byteLength: number;
}

/** Size of `text[start,end)` in UTF-8 bytes (a lone surrogate counts 3, as its replacement character). */
export function utf8Length(text: string, start = 0, end = text.length): number {
  let bytes = end - start;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) continue;
    if (c < 0x800) bytes += 1;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < end && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) { bytes += 2; i++; }
    else bytes += 2;
  }
  return bytes;
}

/**
 * The open documents, each with its text and a lazily made, incrementally
 * kept analysis. Documents not linted (too large, language not served) are
 * kept but never analyzed.
 */
export class DocumentStore {
  private readonly states = new Map<string, DocumentState>();

  /** @param analyze the analyzer; `analyzeText` unless a test injects another. */
  constructor(private readonly analyze: Analyzer = analyzeText) {}

  /** Starts tracking a document (textDocument/didOpen). */
  open(uri: string, languageId: string, version: number, text: string): DocumentState {
    const document = TextDocument.create(uri, languageId, version, text);
    const state: DocumentState = { document, analysis: undefined, byteLength: utf8Length(text) };
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
    let refs = state.analysis?.references;
    for (const change of changes) {
      const edit = offsetEdit(document, change);
      if (edit) state.byteLength -= utf8Length(edit.removed!);
      TextDocument.update(document, [change], version);
      state.byteLength = edit ? state.byteLength + utf8Length(change.text) : utf8Length(change.text);
      refs = refs && edit ? reanalyze(refs, document.getText(), document.languageId, edit, this.analyze) : undefined;
    }
    state.analysis = refs && this.make(document, refs);
    return state;
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
    state.analysis ??= this.make(state.document, this.analyze(state.document.getText(), state.document.languageId));
    return state.analysis;
  }

  private make(document: TextDocument, references: AnalyzedReference[]): Analysis {
    const text = document.getText();
    const analysis: Analysis = { uri: document.uri, languageId: document.languageId, version: document.version, text, references };
    // The <base href> can change with any edit; finding it is one regular expression over HTML documents only.
    const base = findBaseHref(text, document.languageId);
    if (base !== undefined) analysis.base = base;
    return analysis;
  }
}
