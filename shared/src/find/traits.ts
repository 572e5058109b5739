/**
 * How the finder reads each language, for the finder itself and for any
 * host that must know it (an editor's incremental re-scan, the `<base href>`
 * of HTML documents). Defined once here: a copy elsewhere drifts.
 */
import { MAX_WRAPPED_LINES } from './delimit';
import { knownLanguage } from '../languages/table';
import type { LinkSyntax } from '../languages/types';
import type { FindFamily } from './types';

/** The family of each way of reading links: LaTeX is prose with escapes, a gettext catalog code with messages. */
export function familyOf(syntax: LinkSyntax): FindFamily | undefined {
  switch (syntax) {
    case 'markdown': case 'html': case 'json': case 'yaml': case 'troff': case 'code': case 'asciidoc': case 'rst': case 'notebook': return syntax;
    case 'gettext': return 'code';
    case 'latex': case 'prose': return undefined;
  }
}

/**
 * The syntax `findUris` reads a language with (from the table of languages),
 * or undefined for plain text, which it reads as troff when the text starts
 * like a man page.
 */
export function findFamily(languageId: string): FindFamily | undefined {
  const language = knownLanguage(languageId);
  return language && familyOf(language.syntax);
}

/**
 * How far an edit can change what the finder reads after it:
 * - `line`: each line on its own (beyond a `<…>` wrapped over lines);
 * - `fence`: Markdown, where making or breaking a code fence changes the rest;
 * - `lexical`: code (and troff, detected from the start), where opening or
 *   closing a comment or string changes the rest; AsciiDoc,
 *   reStructuredText and notebooks, whose blocks and cells do.
 */
export type FindReach = 'line' | 'fence' | 'lexical';

/** What a host needs to know of how `findUris` reads a language. */
export interface FindTraits {
  /** The syntax it is read with; undefined for plain text. */
  family: FindFamily | undefined;
  reach: FindReach;
  /**
   * Attribute values (`name="…"`) are read: a quoted value runs to its
   * closing quote unless a `<` comes first, and whitespace, line breaks too,
   * may separate it from its `=`.
   */
  attributes: boolean;
  /** An HTML document, whose `<base href>` sets the base URI (RFC 3986 §5.1.1). */
  html: boolean;
  /** How many lines a `<…>` (Appendix C) or an attribute value may be wrapped over. */
  wrappedLines: number;
}

/** How `findUris` reads documents of `languageId`. */
export function findTraits(languageId: string): FindTraits {
  const family = findFamily(languageId);
  // AsciiDoc's delimited blocks, reStructuredText's literal blocks and a notebook's cells change how the lines after them are read.
  const markup = family === 'asciidoc' || family === 'rst' || family === 'notebook';
  const reach: FindReach = family === 'markdown' ? 'fence' : family === 'code' || family === 'troff' || markup ? 'lexical' : 'line';
  return {
    family,
    reach,
    attributes: family === 'html' || family === 'markdown',
    html: family === 'html',
    wrappedLines: MAX_WRAPPED_LINES,
  };
}
