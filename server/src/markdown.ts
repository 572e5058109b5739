/**
 * Building hover Markdown from untrusted text: every value is escaped so
 * that a URI can neither format the hover nor hide characters in it.
 */
import { codePointLabel, codePoints, isInvisible } from './unicode';

/** ASCII punctuation that can start Markdown syntax or break a table cell; `:` `.` `/` `=` `?` cannot, and URIs are full of them. */
const MARKDOWN_SYNTAX = /[\\`*_{}[\]()#+\-!~|<>&$]/;

/**
 * Backslash-escapes the ASCII punctuation Markdown (and GFM tables) may read
 * as syntax (CommonMark §2.4 allows escaping any ASCII punctuation), and
 * shows control and invisible characters as `⟨U+200B⟩`.
 */
export function escapeMarkdown(text: string): string {
  let out = '';
  for (const { cp, index, length } of codePoints(text)) {
    if (cp < 0x20 || cp === 0x7f || (cp >= 0x80 && cp < 0xa0) || isInvisible(cp)) out += `⟨${codePointLabel(cp)}⟩`;
    else if (MARKDOWN_SYNTAX.test(text[index]!)) out += `\\${text[index]}`;
    else out += text.slice(index, index + length);
  }
  return out;
}

/** Longest value a hover shows whole; a data: URI or a tracking query can run to kilobytes. */
export const MAX_SHOWN = 160;

/**
 * `text` escaped (`escapeMarkdown`), cut after `max` code points with an
 * ellipsis and its full length, so that a hover stays readable.
 */
export function escapeClipped(text: string, max = MAX_SHOWN): string {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xdc00 && c <= 0xdfff && i > 0) continue; // the second half of a pair
    if (++count > max) return `${escapeMarkdown(text.slice(0, i))}… *(${text.length} characters)*`;
  }
  return escapeMarkdown(text);
}

/** At most `max` items of a list, then one saying how many were left out. */
export function capped(items: readonly string[], max: number, more: (n: number) => string): string[] {
  return items.length <= max ? [...items] : [...items.slice(0, max), more(items.length - max)];
}

/** A GFM table; cells must already be escaped. */
export function table(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

/** A Markdown link whose text is escaped. */
export function link(text: string, href: string): string {
  return `[${escapeMarkdown(text)}](${href})`;
}
