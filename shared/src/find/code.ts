/**
 * Source code: where its comments and string literals are, so that a URI
 * without `//` (`mailto:`, `data:`, `tel:`) counts only there, and an object
 * key like `{ data:value }` is never one. The tokenizer is lazy: it reads
 * only as far as it is asked, and each character once.
 */
import { Ch } from '../chars';
import { isSpace } from './classes';
import { knownLanguage } from '../languages/table';
import type { CodeSyntax } from '../languages/types';

export type { CodeSyntax } from '../languages/types';

/** The comment and string syntax of a VS Code language id (the table of languages), or undefined for a language not read as code. */
export function codeSyntax(languageId: string): CodeSyntax | undefined {
  return knownLanguage(languageId)?.code;
}

const CODE = 0;
const LINE = 1;
const BLOCK = 2;
const STRING = 3;
const REGEX = 4;

/** Reads source code forward, telling whether an offset is in a comment or a string literal. */
export class CodeScanner {
  private pos = 0;
  private state = CODE;
  private quote = 0;
  private tripled = false;
  /** Where the current string's opening quote is (its prefix, such as Python's `f`, comes before), or the current comment's opener. */
  private opened = -1;
  /** The closing bracket of the current long-bracket string or comment (Lua's `]]`, `]==]`), or '' in others. */
  private closer = '';
  /** Where the current comment ends (its line feed or closing delimiter), once looked up; -1 before. */
  private until = -1;
  /** The code units that may open a comment or a string: code skips everything else at once. */
  private readonly openers = new Uint8Array(128);

  /** @param start where reading starts, in code (a line outside any comment or string spanning lines) */
  constructor(private readonly text: string, private readonly syntax: CodeSyntax, private readonly start = 0) {
    this.pos = start;
    for (const opener of [...syntax.line, ...(syntax.block ? [syntax.block[0]] : []), ...syntax.quotes]) {
      this.openers[opener.charCodeAt(0)] = 1;
    }
    // A `/` may open a regular expression literal where no `//` comment says so (Ruby's).
    if (syntax.regex === true) this.openers[Ch.SLASH] = 1;
    if (syntax.longBrackets === true) this.openers[0x5b] = 1;
  }

  /** True when `offset` is inside a comment or a string literal. Offsets asked should not decrease (else it re-reads from the start). */
  inCommentOrString(offset: number): boolean {
    const state = this.stateAt(offset);
    return state !== CODE && state !== REGEX;
  }

  /** True when `offset` is inside a comment. Offsets asked should not decrease. */
  inCommentAt(offset: number): boolean {
    const state = this.stateAt(offset);
    return state === LINE || state === BLOCK;
  }

  /** What reading after `offset` depends on: `code`, or the comment or string it is in (which quote, tripled or not). */
  stateKey(offset: number): string {
    const state = this.stateAt(offset);
    if (state === CODE || state === REGEX) return 'code';
    return state === STRING ? `string ${this.quote}${this.tripled ? ' tripled' : ''}` : state === LINE ? 'line comment' : 'block comment';
  }

  /** The offset of the opening quote of the string literal `offset` is in, or -1 outside strings (for `find/interpolation.ts`). */
  stringOpenedAt(offset: number): number {
    return this.stateAt(offset) === STRING ? this.opened : -1;
  }

  /**
   * Where the long-bracket string or comment `offset` is in closes (Lua's `]]`, `]==]`), or -1 in any other state:
   * its quotes are its characters, so a URI after one ends there. Offsets asked should not decrease.
   */
  longStringEnd(offset: number): number {
    const state = this.stateAt(offset);
    if ((state !== STRING && state !== BLOCK) || this.closer === '') return -1;
    const k = this.text.indexOf(this.closer, offset);
    return k < 0 ? this.text.length : k;
  }

  /**
   * Which region `offset` is in: -1 in code (a regular expression literal included), the opening quote's offset in a
   * string, `-2 - opener` in a comment. Two offsets in one string or one comment answer alike. Offsets asked should
   * not decrease.
   */
  regionAt(offset: number): number {
    const state = this.stateAt(offset);
    return state === CODE || state === REGEX ? -1 : state === STRING ? this.opened : -2 - this.opened;
  }

  /** True when `offset` is inside a regular expression literal, where a URI is a pattern, not a reference. */
  inRegex(offset: number): boolean {
    return this.stateAt(offset) === REGEX;
  }

  private stateAt(offset: number): number {
    if (offset < this.pos - 2) {
      this.pos = this.start;
      this.state = CODE;
      this.until = -1;
      this.closer = '';
    }
    while (this.pos < offset) {
      if (this.state === CODE) this.inCode(offset);
      else if (this.state === STRING) this.inString(offset);
      else if (this.state === REGEX) this.inRegexLiteral(offset);
      else this.inComment(offset);
    }
    return this.state;
  }

  /** Skips what opens nothing, then enters a comment or a string. */
  private inCode(offset: number): void {
    const t = this.text;
    let i = this.pos;
    let c = t.charCodeAt(i);
    while (i < offset && (c >= 128 || this.openers[c] === 0)) c = t.charCodeAt(++i);
    this.pos = i < offset ? i + this.open(i, c) : i;
  }

  /** In code at `i`: enters a comment or a string, returning how much it read. */
  private open(i: number, c: number): number {
    const { line, block, quotes, triple, hashAfterSpace } = this.syntax;
    // Emacs Lisp's `?"`, `?;`, `?\"`: a character, not an opener.
    if (this.syntax.emacs === true && i > 0 && (this.text.charCodeAt(i - 1) === 0x3f || this.text.charCodeAt(i - 1) === Ch.BACKSLASH)) return 1;
    this.closer = '';
    for (const opener of line) {
      if (c !== opener.charCodeAt(0) || !this.text.startsWith(opener, i)) continue;
      if (hashAfterSpace && c === 0x23 && i > 0 && !isSpace(this.text.charCodeAt(i - 1))) continue;
      this.opened = i;
      const long = this.syntax.longBrackets === true ? longBracketAt(this.text, i + opener.length) : 0;
      if (long > 0) {
        this.state = BLOCK;
        this.closer = `]${'='.repeat(long - 2)}]`;
        this.until = -1;
        return opener.length + long;
      }
      this.state = LINE;
      return opener.length;
    }
    if (this.syntax.longBrackets === true && c === 0x5b) {
      const long = longBracketAt(this.text, i);
      if (long === 0) return 1;
      this.state = STRING;
      this.quote = c;
      this.opened = i;
      this.tripled = false;
      this.closer = `]${'='.repeat(long - 2)}]`;
      return long;
    }
    if (block && c === block[0].charCodeAt(0) && this.text.startsWith(block[0], i)) {
      this.state = BLOCK;
      this.opened = i;
      return block[0].length;
    }
    if (this.syntax.regex && c === Ch.SLASH && this.regexAt(i)) {
      this.state = REGEX;
      return 1;
    }
    if (quotes.includes(String.fromCharCode(c))) {
      this.state = STRING;
      this.quote = c;
      this.opened = i;
      this.tripled = triple === true && this.text.charCodeAt(i + 1) === c && this.text.charCodeAt(i + 2) === c;
      return this.tripled ? 3 : 1;
    }
    return 1;
  }

  /** Inside a comment: its end is looked up once, then passed or reached. */
  private inComment(offset: number): void {
    const close = this.state === LINE ? '\n' : this.closer !== '' ? this.closer : this.syntax.block![1];
    if (this.until < this.pos) {
      const k = this.text.indexOf(close, this.pos);
      this.until = k < 0 ? this.text.length : k;
    }
    if (offset <= this.until) { this.pos = offset; return; }
    this.pos = this.until + close.length;
    this.state = CODE;
  }

  /**
   * True when the `/` at `i` opens a regular expression: an operand may
   * start there (after an operator, a bracket, `,` `;` or a keyword such as
   * `return`, not after a name, a number or `)`), and it closes on its line.
   */
  private regexAt(i: number): boolean {
    const t = this.text;
    let j = i - 1;
    while (j >= 0 && isSpace(t.charCodeAt(j))) j--;
    if (j >= 0 && !OPERAND_BEFORE.has(t.charCodeAt(j))) {
      let k = j;
      while (k >= 0 && isWordChar(t.charCodeAt(k))) k--;
      if (!KEYWORDS_BEFORE.has(t.slice(k + 1, j + 1))) return false;
    }
    return this.regexEnd(i + 1) >= 0;
  }

  /** The offset just past the `/` that closes a regular expression whose body starts at `i`, or -1 at the line's end. */
  private regexEnd(i: number): number {
    const t = this.text;
    let inClass = false;
    for (; i < t.length; i++) {
      const c = t.charCodeAt(i);
      if (c === Ch.BACKSLASH && t.charCodeAt(i + 1) !== Ch.LF && t.charCodeAt(i + 1) !== Ch.CR) i++;
      else if (c === Ch.LF || c === Ch.CR) return -1;
      else if (c === 0x5b) inClass = true;
      else if (c === 0x5d) inClass = false;
      else if (c === Ch.SLASH && !inClass) return i + 1;
    }
    return -1;
  }

  /** Inside a regular expression literal: up to its end or `offset`. */
  private inRegexLiteral(offset: number): void {
    if (this.until < this.pos) this.until = this.regexEnd(this.pos);
    if (offset < this.until) { this.pos = offset; return; }
    this.pos = this.until;
    this.state = CODE;
  }

  /** Inside a string: up to its closing quote or `offset`. */
  private inString(offset: number): void {
    const t = this.text;
    const q = this.quote;
    let i = this.pos;
    if (this.closer !== '') {
      // A long-bracket string: no escapes, over lines, to its own closing bracket.
      if (this.until < this.pos) {
        const k = t.indexOf(this.closer, this.pos);
        this.until = k < 0 ? t.length : k;
      }
      if (offset <= this.until) { this.pos = offset; return; }
      this.pos = this.until + this.closer.length;
      this.state = CODE;
      this.closer = '';
      return;
    }
    for (; i < offset; i++) {
      const c = t.charCodeAt(i);
      if (c === Ch.BACKSLASH) { i++; continue; }
      if (c === q && (!this.tripled || (t.charCodeAt(i + 1) === q && t.charCodeAt(i + 2) === q))) {
        this.state = CODE;
        this.pos = i + (this.tripled ? 3 : 1);
        return;
      }
      // An unclosed single-line string ends with its line, as compilers recover.
      if (c === Ch.LF && !this.tripled && !this.syntax.multiline.includes(String.fromCharCode(q))) {
        this.state = CODE;
        this.pos = i + 1;
        return;
      }
    }
    this.pos = i;
  }
}

/**
 * The lines of `text[from, to)` that start inside a comment or a string
 * spanning lines (a block comment, a template literal, a Python triple-quoted
 * string), reading from `from` as code: as sorted `[before, last]` pairs,
 * `before` the start of the line just before a run of such lines (where the
 * construct opened, a line that starts in code) and `last` the start of the
 * run's last line. And what reading after `to` depends on (`stateKey`). An
 * incremental re-scan keeps them to start reading at a line that starts in
 * code near its edit, and to see whether an edit changed how the text after
 * it reads. Undefined for a language not known as code.
 */
export function linesInConstructs(text: string, languageId: string, from: number, to: number): { runs: number[]; endState: string } | undefined {
  const syntax = codeSyntax(languageId);
  if (syntax === undefined) return undefined;
  const scanner = new CodeScanner(text, syntax, from);
  const runs: number[] = [];
  let previous = from;
  for (let nl = text.indexOf('\n', from); nl >= 0 && nl + 1 <= to; nl = text.indexOf('\n', nl + 1)) {
    const line = nl + 1;
    if (scanner.inCommentOrString(line)) {
      if (runs.length > 0 && runs[runs.length - 1] === previous) runs[runs.length - 1] = line;
      else runs.push(previous, line);
    }
    previous = line;
  }
  return { runs, endState: scanner.stateKey(to) };
}

/** The length of a Lua long bracket opening at `i` (`[[` 2, `[==[` 4), or 0. */
function longBracketAt(text: string, i: number): number {
  if (text.charCodeAt(i) !== 0x5b) return 0;
  let j = i + 1;
  while (text.charCodeAt(j) === 0x3d) j++;
  return text.charCodeAt(j) === 0x5b ? j + 1 - i : 0;
}

/** Code units after which an operand, so a regular expression, may start. */
const OPERAND_BEFORE = new Set([...'(,=:[!&|?{};+-*%<>~^'].map((ch) => ch.charCodeAt(0)));
/** Keywords after which an operand may start. */
const KEYWORDS_BEFORE = new Set(['return', 'typeof', 'instanceof', 'in', 'of', 'case', 'void', 'delete', 'throw', 'new', 'else', 'do', 'yield', 'await']);

function isWordChar(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39) || c === 0x5f || c === 0x24;
}

/**
 * Whether the string opened at `quote` reads as a docstring: a triple-quoted string (Python's `"""`, `'''`) that starts
 * its line, a statement of its own as a docstring is (below a `def` or `class` header, first in a module). Only its own
 * line is read: the editor re-reads an edit's lines from a line in code, which may be the string's first, and a
 * reading there must answer as one from the document's start.
 */
export function opensDocstring(text: string, quote: number): boolean {
  const q = text.charCodeAt(quote);
  if ((q !== Ch.DQ && q !== Ch.SQ) || text.charCodeAt(quote + 1) !== q || text.charCodeAt(quote + 2) !== q) return false;
  // A prefix (`r"""`, `u'''`), then only indentation back to the line's start.
  let b = quote - 1;
  while (b >= 0 && /[rRuUbB]/.test(text[b]!)) b--;
  while (b >= 0 && (text.charCodeAt(b) === 0x20 || text.charCodeAt(b) === 0x09)) b--;
  return b < 0 || text.charCodeAt(b) === Ch.LF || text.charCodeAt(b) === Ch.CR;
}
