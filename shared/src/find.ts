/**
 * Where a reference was found, which decides how it was delimited and
 * whether a relative reference counts there.
 */
export type FindContext =
  | 'plain'
  | 'angle'
  | 'quoted'
  | 'markdown-link'
  | 'markdown-autolink'
  | 'markdown-definition'
  | 'html-attribute'
  | 'json-string'
  | 'yaml-value'
  | 'code';

/** One URI reference found in text. */
export interface FoundUri {
  /** The reference as a parser should read it (for `<…>` wrapped over lines, the whitespace inside removed, Appendix C). */
  text: string;
  /** Offset of the first character in the document. */
  start: number;
  /** Offset just past the last character in the document. */
  end: number;
  /** How it was delimited. */
  context: FindContext;
  /**
   * Present only when `text` is not the document's slice `start..end`:
   * the document offset of each code unit of `text`.
   */
  offsets?: number[];
}

/** Options of `findUris`. */
export interface FindOptions {
  /** The document's language (VS Code language id): `markdown`, `html`, `xml`, `json`, `jsonc`, `yaml`, `plaintext`, or a programming language. Default `plaintext`. */
  languageId?: string;
  /** Search only this range of the text (for incremental re-scans). */
  start?: number;
  end?: number;
}

/** Finds URI references in text (RFC 3986 Appendix C and the file type's own link syntax). */
export function findUris(text: string, options: FindOptions = {}): FoundUri[] {
  void text; void options;
  return [];
}
