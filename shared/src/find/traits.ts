/**
 * How the finder reads each language, for the finder itself and for any
 * host that must know it (an editor's incremental re-scan, the `<base href>`
 * of HTML documents). Defined once here: a copy elsewhere drifts.
 */
import { MAX_WRAPPED_LINES } from './delimit';
import { codeSyntax } from './code';
import { TROFF_IDS } from './troff';
import type { FindFamily } from './types';

const FAMILIES: ReadonlyMap<string, FindFamily> = new Map<string, FindFamily>([
  ...['markdown', 'mdx'].map((id): [string, FindFamily] => [id, 'markdown']),
  ...['html', 'xhtml', 'xml', 'xsl', 'svg', 'vue', 'vue-html', 'svelte', 'astro', 'handlebars', 'razor',
    'django-html', 'jinja-html'].map((id): [string, FindFamily] => [id, 'html']),
  ...['json', 'jsonc', 'jsonl', 'json5'].map((id): [string, FindFamily] => [id, 'json']),
  ...['yaml', 'dockercompose', 'github-actions-workflow'].map((id): [string, FindFamily] => [id, 'yaml']),
  ...TROFF_IDS.map((id): [string, FindFamily] => [id, 'troff']),
  ['asciidoc', 'asciidoc'],
  ['restructuredtext', 'rst'],
  ['rst', 'rst'],
  ['jupyter', 'notebook'],
]);

/**
 * The syntax `findUris` reads a language with, or undefined for plain text,
 * which it reads as troff when the text starts like a man page.
 */
export function findFamily(languageId: string): FindFamily | undefined {
  const id = languageId.toLowerCase();
  return FAMILIES.get(id) ?? (codeSyntax(id) !== undefined ? 'code' : undefined);
}

/**
 * How far an edit can change what the finder reads after it:
 * - `line`: each line on its own (beyond a `<…>` wrapped over lines);
 * - `fence`: Markdown, where making or breaking a code fence changes the rest;
 * - `lexical`: code (and troff, detected from the start), where opening or
 *   closing a comment or string changes the rest.
 */
export type FindReach = 'line' | 'fence' | 'lexical';

/** Markup languages whose delimited blocks (AsciiDoc's `----`, reStructuredText's `::`, a notebook's cells) change how the lines after them are read. */
const MARKUP: ReadonlySet<FindFamily | undefined> = new Set<FindFamily>(['asciidoc', 'rst', 'notebook']);

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
  const reach: FindReach = family === 'markdown' ? 'fence' : family === 'code' || family === 'troff' || MARKUP.has(family) ? 'lexical' : 'line';
  return {
    family,
    reach,
    attributes: family === 'html' || family === 'markdown',
    html: family === 'html',
    wrappedLines: MAX_WRAPPED_LINES,
  };
}
