/**
 * One scan of a document version: every URI reference found and parsed.
 * Every feature (diagnostics, code actions, hover, links) reads this instead
 * of scanning again.
 */
import { checkFound, findTraits, findUris } from '@uri-lint/shared';
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

/** The scan of one document version. */
export interface Analysis {
  uri: string;
  languageId: string;
  version: number;
  text: string;
  /** In document order; their ranges never overlap. May be made when first read: prefer `referenceCount` and `overlapping`. */
  readonly references: readonly AnalyzedReference[];
  /** How many references there are, without making the list. */
  readonly referenceCount?: number;
  /** The references that overlap `[start, end]` (touching counts), without making the whole list. */
  overlapping?(start: number, end: number): AnalyzedReference[];
  /**
   * Visits the references `[from, to)` as stored, each with the `shift` that places it in this
   * version (`shifted(stored, shift)`): a stored reference's offsets may lag by the edits made
   * since it was found, but its text, parse and context are its own. Cheaper than `references`
   * when few of them need their place.
   */
  forEachStored?(visit: (stored: AnalyzedReference, shift: number) => void, from?: number, to?: number): void;
  /** The `href` of the document's first `<base>` element, as written (HTML only). */
  base?: string;
}

/** A reference moved by `delta` code units. ParseResult offsets are relative to the found text and stay. */
export function shifted(ref: AnalyzedReference, delta: number): AnalyzedReference {
  if (delta === 0) return ref;
  const { found } = ref;
  const moved = { ...found, start: found.start + delta, end: found.end + delta };
  if (found.offsets) moved.offsets = found.offsets.map((o) => o + delta);
  return ref.template ? { found: moved, parsed: ref.parsed, template: ref.template } : { found: moved, parsed: ref.parsed };
}

/** Finds and parses the references in `text[start, end)` (the whole text when omitted). Pure. */
export function analyzeText(text: string, languageId: string, start?: number, end?: number): AnalyzedReference[] {
  const options = { languageId, ...(start === undefined ? {} : { start }), ...(end === undefined ? {} : { end }) };
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

/** References parsed per slice of `analyzeTextInSlices`: a few milliseconds of work. */
const PARSE_SLICE = 2000;

/**
 * `analyzeText` over a whole text, with `pause()` awaited between slices of
 * the parsing, the bulk of the work (finding is one linear pass).
 */
export async function analyzeTextInSlices(text: string, languageId: string, pause: () => Promise<void>): Promise<AnalyzedReference[]> {
  const found = findUris(text, { languageId });
  const refs: AnalyzedReference[] = [];
  for (let i = 0; i < found.length; i++) {
    if (i > 0 && i % PARSE_SLICE === 0) await pause();
    refs.push(analyzed(found[i]!));
  }
  return refs;
}

/** Scans a whole document. */
export function analyzeDocument(doc: TextDocument): Analysis {
  const text = doc.getText();
  const analysis: Analysis = {
    uri: doc.uri,
    languageId: doc.languageId,
    version: doc.version,
    text,
    references: analyzeText(text, doc.languageId),
  };
  const base = findBaseHref(text, doc.languageId);
  if (base !== undefined) analysis.base = base;
  return analysis;
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
  const refs = analysis.overlapping?.(offset, offset) ?? analysis.references;
  let low = 0;
  let high = refs.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const found = refs[mid]!.found;
    if (offset < found.start) high = mid - 1;
    else if (offset > found.end) low = mid + 1;
    else return refs[mid];
  }
  return undefined;
}

/** The references that overlap `[start, end]` (touching counts). */
export function referencesIn(analysis: Analysis, start: number, end: number): AnalyzedReference[] {
  return analysis.overlapping?.(start, end) ?? analysis.references.filter((ref) => ref.found.start <= end && ref.found.end >= start);
}
