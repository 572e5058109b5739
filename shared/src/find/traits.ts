/**
 * How the finder reads each language, for the finder itself and for any
 * host that must know it (an editor's incremental re-scan, the `<base href>`
 * of HTML documents). Defined once here: a copy elsewhere drifts.
 */
import { MAX_WRAPPED_LINES } from './delimit';
import { knownLanguage } from '../languages/table';
import type { LinkSyntax } from '../languages/types';
import type { FindFamily } from './types';

/** The family of each way of reading links: a gettext catalog is code with messages. */
export function familyOf(syntax: LinkSyntax): FindFamily | undefined {
  switch (syntax) {
    case 'markdown': case 'html': case 'json': case 'yaml': case 'troff': case 'code': case 'latex': case 'asciidoc': case 'rst':
    case 'org': case 'pod': case 'textile': case 'wikitext': case 'rdoc': case 'notebook': return syntax;
    case 'gettext': return 'code';
    case 'prose': return undefined;
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
 *   closing a comment or string changes the rest; LaTeX, AsciiDoc,
 *   reStructuredText, Org, POD, Textile, MediaWiki and notebooks, whose
 *   blocks, environments, paragraphs and cells do (and LaTeX's root
 *   document, by its `\documentclass`, reads its paths).
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

function reachOf(family: FindFamily | undefined): FindReach {
  switch (family) {
    case undefined: case 'plain': case 'html': case 'json': case 'yaml': return 'line';
    case 'markdown': return 'fence';
    // Code's strings and comments, and markup's delimited blocks and a notebook's cells, change how the lines after them are read.
    case 'code': case 'troff': case 'latex': case 'asciidoc': case 'rst': case 'org': case 'pod': case 'textile': case 'wikitext': case 'rdoc': case 'notebook':
      return 'lexical';
  }
}

/** How `findUris` reads documents of `languageId`. */
export function findTraits(languageId: string): FindTraits {
  const family = findFamily(languageId);
  return {
    family,
    reach: reachOf(family),
    attributes: family === 'html' || family === 'markdown',
    html: family === 'html',
    wrappedLines: MAX_WRAPPED_LINES,
  };
}
