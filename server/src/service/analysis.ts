/**
 * One scan of a document version: every URI reference found and parsed.
 * Every feature (diagnostics, code actions, hover, links) reads this instead
 * of scanning again.
 */
import { checkFound, findTraits, findUris, partitionPoint, readingLanguage } from '@uri-lint/shared';
import type { FoundUri, ParseResult, Template } from '@uri-lint/shared';
import type { TextDocument } from 'vscode-languageserver-textdocument';

/** A reference found in the text, with what the parser read in it. */
export interface AnalyzedReference {
  found: FoundUri;
  /** For a template, the parse of its stand-in: the errors of its literal text only (`template/index.ts` in shared). */
  parsed: ParseResult;
  /** Present when the reference holds template expressions: it is checked as a template. */
  template?: Template;
}

/**
 * The scan of one document version, of one shape wherever it comes from (a
 * fresh scan, `analyzeDocument`, or the document store's chunked list), so a
 * feature never asks which.
 */
export interface Analysis {
  uri: string;
  languageId: string;
  version: number;
  text: string;
  /** In document order; their ranges never overlap. May be made when first read: prefer `referenceCount` and `overlapping`. */
  readonly references: readonly AnalyzedReference[];
  /** How many references there are, without making the list. */
  readonly referenceCount: number;
  /** The references that overlap `[start, end]` (touching counts), without making the whole list. */
  overlapping(start: number, end: number): AnalyzedReference[];
  /**
   * Visits the references `[from, to)` as stored, each with the `shift` that places it in this
   * version (`shifted(stored, shift)`): a stored reference's offsets may lag by the edits made
   * since it was found, but its text, parse and context are its own. Cheaper than `references`
   * when few of them need their place.
   */
  forEachStored(visit: (stored: AnalyzedReference, shift: number) => void, from?: number, to?: number): void;
  /** The `href` of the document's first `<base>` element, as written (HTML only). */
  base?: string;
  /**
   * The references of some lines only (a large document's lines in view, before its first scan ends): an answer
   * about the whole document (fix all in the file) is not given from it.
   */
  readonly partial?: boolean;
}

/** A reference moved by `delta` code units. ParseResult offsets are relative to the found text and stay. */
export function shifted(ref: AnalyzedReference, delta: number): AnalyzedReference {
  if (delta === 0) return ref;
  const { found } = ref;
  const moved = { ...found, start: found.start + delta, end: found.end + delta };
  if (found.offsets) moved.offsets = found.offsets.map((o) => o + delta);
  return ref.template ? { found: moved, parsed: ref.parsed, template: ref.template } : { found: moved, parsed: ref.parsed };
}

/** Told of a failure of the finder, which then answers no references (`FindOptions.onError`). */
export type OnError = (error: unknown) => void;

/** Finds and parses the references in `text[start, end)` (the whole text when omitted). Pure. */
export function analyzeText(text: string, languageId: string, start?: number, end?: number, onError?: OnError): AnalyzedReference[] {
  const options = { languageId, ...(start === undefined ? {} : { start }), ...(end === undefined ? {} : { end }), ...(onError ? { onError } : {}) };
  return findUris(text, options).map(analyzed);
}

/** A reference found, with what the parser read in it, as a template when it holds expressions. */
function analyzed(found: FoundUri): AnalyzedReference {
  const { parsed, template } = checkFound(found);
  return template ? { found, parsed, template } : { found, parsed };
}

/**
 * The reference as it would be read with `text` in place of its own (a
 * fix's result): as a template by the same conventions.
 */
export function reanalyzed(ref: AnalyzedReference, text: string): AnalyzedReference {
  return analyzed({ ...ref.found, text });
}

/** References parsed between two calls of `analyzeTextInSlices`'s `pause` (which decides whether to yield): well under a millisecond of work. */
const PARSE_SLICE = 200;

/**
 * `analyzeText` over a whole text, with `pause()` awaited between slices of
 * the parsing, the bulk of the work (finding is one linear pass).
 */
export async function analyzeTextInSlices(text: string, languageId: string, pause: () => Promise<void>, onError?: OnError): Promise<AnalyzedReference[]> {
  const found = findUris(text, onError ? { languageId, onError } : { languageId });
  const refs: AnalyzedReference[] = [];
  for (let i = 0; i < found.length; i++) {
    if (i % PARSE_SLICE === 0) await pause();
    refs.push(analyzed(found[i]!));
  }
  return refs;
}

/** Scans a whole document. */
export function analyzeDocument(doc: TextDocument, onError?: OnError): Analysis {
  const text = doc.getText();
  // Plain text whose file's extension nothing names is read as a language the tool does not know.
  const references = analyzeText(text, readingLanguage(doc.languageId, doc.uri), undefined, undefined, onError);
  const analysis: Analysis = {
    uri: doc.uri,
    languageId: doc.languageId,
    version: doc.version,
    text,
    references,
    referenceCount: references.length,
    overlapping: (start, end) => {
      const refs: AnalyzedReference[] = [];
      for (let i = firstEndingAtOrAfter(references, start); i < references.length && references[i]!.found.start <= end; i++) refs.push(references[i]!);
      return refs;
    },
    forEachStored: (visit, from = 0, to = references.length) => {
      for (let i = from; i < to && i < references.length; i++) visit(references[i]!, 0);
    },
  };
  const base = findBaseHref(text, doc.languageId);
  if (base !== undefined) analysis.base = base;
  return analysis;
}

/** Index of the first of `refs` (in text order, disjoint) whose end is at or after `offset`, or `refs.length`. */
function firstEndingAtOrAfter(refs: readonly AnalyzedReference[], offset: number): number {
  return partitionPoint(refs.length, (i) => refs[i]!.found.end < offset);
}

/** `<base … href=…>`: the attribute value, double-, single- or un-quoted. */
const BASE_HREF = /<base\b[^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;

/**
 * The `href` of the first `<base>` element of an HTML document (HTML: only the
 * first `<base>` with an `href` counts), trimmed, or undefined. Character
 * references are not decoded; a base that needs them is rare enough.
 */
export function findBaseHref(text: string, languageId: string): string | undefined {
  if (!findTraits(languageId).html) return undefined;
  const match = BASE_HREF.exec(text);
  if (!match) return undefined;
  return (match[1] ?? match[2] ?? match[3] ?? '').trim();
}

/** The reference whose range holds `offset` (ends included, so a cursor just after a URI still finds it). */
export function referenceAt(analysis: Analysis, offset: number): AnalyzedReference | undefined {
  // At most two: one ending at `offset` and one starting there; the first, as the document store always answered.
  return analysis.overlapping(offset, offset)[0];
}

/** The references that overlap `[start, end]` (touching counts). */
export function referencesIn(analysis: Analysis, start: number, end: number): AnalyzedReference[] {
  return analysis.overlapping(start, end);
}
