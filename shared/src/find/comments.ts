/**
 * Comments of every language the finder knows: how each writes them (the
 * table of languages), and where in a text a comment holds a given marker. A
 * host reads its directives from such comments (`uri-lint-disable-line`…)
 * and writes new ones in the language's own syntax, never in another's
 * (vscode-eslint #2224 wrote `//` into Markdown, where it is text).
 */
import { isSpace } from './classes';
import { knownLanguage } from '../languages/table';
import type { CommentSyntax } from '../languages/types';

export type { CommentSyntax } from '../languages/types';

/**
 * How `languageId` writes comments, or undefined for a language without
 * comments (plain text, JSON), where a host may read a directive anywhere
 * on a line.
 */
export function commentSyntax(languageId: string): CommentSyntax | undefined {
  return knownLanguage(languageId)?.comments;
}

/** Whether `languageId` is read as YAML (a Compose file, a workflow…), from the table of languages. */
export function isYaml(languageId: string): boolean {
  return knownLanguage(languageId)?.syntax === 'yaml';
}

/** A place where a host may read a directive: a comment holding its marker, or (without comments) its line. */
export interface MarkedComment {
  /** The marker's offset. */
  at: number;
  /** Where the comment's text ends: before its closing delimiter, or its line's end. */
  end: number;
  /** Just past the comment (its closing delimiter), or its line's end. */
  after: number;
}

/** Two sorted lists of `[start, end)` pairs as one, overlapping pairs joined. */
export function mergedRanges(a: readonly number[], b: readonly number[]): number[] {
  const pairs: [number, number][] = [];
  for (let i = 0; i + 1 < a.length; i += 2) pairs.push([a[i]!, a[i + 1]!]);
  for (let i = 0; i + 1 < b.length; i += 2) pairs.push([b[i]!, b[i + 1]!]);
  pairs.sort((x, y) => x[0] - y[0]);
  const out: number[] = [];
  for (const [start, end] of pairs) {
    if (out.length > 0 && start <= out[out.length - 1]!) out[out.length - 1] = Math.max(out[out.length - 1]!, end);
    else out.push(start, end);
  }
  return out;
}

/**
 * The end of a Markdown document's YAML front matter (a first line `---`, up
 * to the end of the next line `---` or `...`), or 0 when it has none.
 */
export function frontMatterEnd(text: string): number {
  const first = /^---[ \t]*\r?\n/.exec(text);
  if (!first) return 0;
  const close = /^(?:---|\.\.\.)[ \t]*\r?$/m;
  const rest = text.slice(first[0].length);
  const match = close.exec(rest);
  if (!match) return 0;
  return first[0].length + match.index + match[0].length;
}

/** In a block comment: its opener before `at` with no closer between them. */
export function inBlock(text: string, syntax: CommentSyntax, at: number): MarkedComment | undefined {
  for (const [open, close] of syntax.block) {
    const o = text.lastIndexOf(open, at - open.length);
    if (o < 0) continue;
    const c = text.indexOf(close, o + open.length);
    if (c >= 0 && c < at) continue;
    return c < 0 ? { at, end: text.length, after: text.length } : { at, end: c, after: c + close.length };
  }
  return undefined;
}

/** In a line comment: an opener earlier on the line, outside quotes (YAML) and where the language allows one. */
export function inLine(text: string, syntax: CommentSyntax, at: number, { yaml }: { yaml: boolean }): MarkedComment | undefined {
  if (syntax.line.length === 0) return undefined;
  const ls = text.lastIndexOf('\n', at - 1) + 1;
  const end = lineEnd(text, at);
  let quote = 0;
  for (let i = ls; i < at; i++) {
    const c = text.charCodeAt(i);
    if (quote !== 0) {
      if (c === quote) quote = 0;
      continue;
    }
    if (yaml && (c === 0x22 || c === 0x27) && scalarStart(text, ls, i)) {
      quote = c;
      continue;
    }
    if (syntax.lineStart && !commandStart(text, ls, i)) continue;
    if (syntax.line.some((opener) => opensAt(text, opener, i, { lineStart: syntax.lineStart === true, yaml }))) return { at, end, after: end };
  }
  return undefined;
}

function opensAt(text: string, opener: string, i: number, { lineStart, yaml }: { lineStart: boolean; yaml: boolean }): boolean {
  if (lineStart) return text.slice(i, i + opener.length).toUpperCase() === opener && !isWord(text.charCodeAt(i + opener.length));
  if (!text.startsWith(opener, i)) return false;
  // YAML: `#` opens a comment only after whitespace (`a#b` is one scalar).
  return !yaml || i === 0 || isSpace(text.charCodeAt(i - 1));
}

/** YAML: a quote opens a scalar only where a value starts (after indentation, `- `, `: `, `[`, `{`, `,`). */
function scalarStart(text: string, ls: number, i: number): boolean {
  let j = i - 1;
  while (j >= ls && (text.charCodeAt(j) === 0x20 || text.charCodeAt(j) === 0x09)) j--;
  if (j < ls) return true;
  const c = text.charCodeAt(j);
  return c === 0x3a || c === 0x2d || c === 0x5b || c === 0x7b || c === 0x2c;
}

/** Where a batch file's command may start: after indentation, `@`, or a command separator (`&`, `|`, `(`). */
function commandStart(text: string, ls: number, i: number): boolean {
  let j = i - 1;
  while (j >= ls && (text.charCodeAt(j) === 0x20 || text.charCodeAt(j) === 0x09)) j--;
  return j < ls || '@&|('.includes(text[j]!);
}

function isWord(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a) || c === 0x5f;
}

/** The end of the line holding `at` (before a `\r\n`'s `\r`). */
export function lineEnd(text: string, at: number): number {
  const nl = text.indexOf('\n', at);
  const end = nl < 0 ? text.length : nl;
  return end > at && text.charCodeAt(end - 1) === 0x0d ? end - 1 : end;
}
