/**
 * Building hover Markdown from untrusted text: prose is escaped, and values
 * (URIs and their parts) are shown as inline code, so that a URI can neither
 * format the hover, hide characters in it, nor be split by the renderer's
 * autolinking.
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

/** Control and invisible characters as `⟨U+200B⟩`, everything else as it is. */
function visible(text: string): string {
  let out = '';
  for (const { cp, index, length } of codePoints(text)) {
    out += cp < 0x20 || cp === 0x7f || (cp >= 0x80 && cp < 0xa0) || isInvisible(cp) ? `⟨${codePointLabel(cp)}⟩` : text.slice(index, index + length);
  }
  return out;
}

/**
 * `text` as inline code (CommonMark §6.1): shown exactly as written, with no
 * backslash escapes, and never turned into a link by the renderer (an
 * escape such as `\~` at the end of an autolinked URI splits the link).
 */
export function code(text: string): string {
  const shown = visible(text);
  const longest = Math.max(0, ...(shown.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = shown.startsWith('`') || shown.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${shown}${pad}${fence}`;
}

/** URIs inside a sentence, to show as code. */
const URI_IN_TEXT = /[A-Za-z][A-Za-z0-9+.-]*:\/\/[^\s"]*[^\s".,;:!?)]/g;

/** A sentence escaped, with the URIs in it shown as code (they would be autolinked and split otherwise). */
export function escapeSentence(text: string): string {
  let out = '';
  let last = 0;
  for (const m of text.matchAll(URI_IN_TEXT)) {
    out += escapeMarkdown(text.slice(last, m.index)) + code(m[0]);
    last = m.index + m[0].length;
  }
  return out + escapeMarkdown(text.slice(last));
}

/** Longest value a hover shows whole; a data: URI or a tracking query can run to kilobytes. */
export const MAX_SHOWN = 160;

/** `text` as inline code, cut after `max` code points with an ellipsis and its full length, so that a hover stays readable. */
export function codeClipped(text: string, max = MAX_SHOWN): string {
  const cut = clipAt(text, max);
  return cut === undefined ? code(text) : `${code(text.slice(0, cut))}… *(${text.length} characters)*`;
}

/** Where to cut `text` to keep `max` code points, or undefined when it is short enough. */
function clipAt(text: string, max: number): number | undefined {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xdc00 && c <= 0xdfff && i > 0) continue; // the second half of a pair
    if (++count > max) return i;
  }
  return undefined;
}

/** At most `max` items of a list, then one saying how many were left out. */
export function capped(items: readonly string[], max: number, more: (n: number) => string): string[] {
  return items.length <= max ? [...items] : [...items.slice(0, max), more(items.length - max)];
}

/**
 * How wide a line of a hover may run, in characters as the reader sees
 * them: VS Code's hover is at most about 500 to 700 px wide (two thirds of
 * the editor), some 75 characters of code.
 */
export const LINE_WIDTH = 72;

/** About how many characters `markdown` shows: its escapes, backticks and emphasis marks take no room. */
export function shownWidth(markdown: string): number {
  return [...markdown.replace(/\\(.)/g, '$1').replace(/[`*]/g, '')].length;
}

/**
 * Items (`host \`example.com\``) put on as few lines as fit `width`, joined
 * by ` · `; an item is never split, and one wider than a line has a line of
 * its own. Many short items then take two lines, not one each.
 */
export function packed(items: readonly string[], width = LINE_WIDTH): string[] {
  const lines: string[] = [];
  let line = '';
  for (const item of items) {
    if (line !== '' && shownWidth(line) + 3 + shownWidth(item) <= width) line += ` · ${item}`;
    else {
      if (line !== '') lines.push(line);
      line = item;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

/**
 * Lines as one paragraph with a hard line break between them (two spaces
 * and a newline, CommonMark §6.7): a paragraph per line would put a
 * paragraph's margin between each, and the hover would grow past what the
 * editor shows without scrolling.
 */
export function paragraph(lines: readonly string[]): string {
  return lines.join('  \n');
}
