/**
 * The backslash escapes of markup languages, which stand for a character of
 * the text and are no part of a URI written in it:
 * - Markdown (CommonMark §2.4): a backslash before ASCII punctuation is that
 *   character (`…/14199\#issuecomment`, `a\_b`); `\<https://x\>` shows the
 *   brackets and is no autolink. Not in code spans or blocks, nor in an
 *   autolink, where a backslash is literal (§6.4, §6.5).
 * - AsciiDoc: a backslash before a formatting mark or a replacement
 *   (`\*`, `\_`, `\#`, `\{name}`, `\...`, `\--`) keeps it from being
 *   applied and is removed from the output: `compare/v1.5.6\...v1.5.6.1`
 *   links to `compare/v1.5.6...v1.5.6.1`.
 * - LaTeX: `\#`, `\%`, `\_`, `\&`, `\$`, `\{`, `\}`, `\~` are those
 *   characters; the markup of a URL typeset as text, `\-` (a place to break
 *   the line, printing nothing) and `\~{}`, `\~\ ` (the one `~`), what it
 *   prints; any other control sequence (`\@name`, `\\`, `\url`) ends
 *   the URI, as a command or a macro that stands for a value.
 *
 * - reStructuredText (Docutils' standalone hyperlinks): a backslash before
 *   a URI character is dropped and the URI goes on (`…/papers/l1\_trend\_filter.html`
 *   in cvxpy's l1_trend_filter.rst links to `…/l1_trend_filter.html`; Docutils'
 *   `uric` holds the escape's null); before anything else (whitespace, `\\`,
 *   `\#`, `\?`, `\<`) it ends the URI, escaped text after it.
 *
 * Each is read in two steps, as troff's: how long the escape at a backslash
 * is (0 when it ends the URI), then the URI found with its escapes decoded,
 * each decoded character mapped to its backslash.
 */
import { isStop } from './classes';
import { Ch } from '../chars';

/** True for ASCII punctuation, which CommonMark lets a backslash escape. */
function isAsciiPunctuation(c: number): boolean {
  return (c >= 0x21 && c <= 0x2f) || (c >= 0x3a && c <= 0x40) || (c >= 0x5b && c <= 0x60) || (c >= 0x7b && c <= 0x7e);
}

/**
 * The length of the Markdown escape at the backslash `i`: 2 before ASCII
 * punctuation that may go on in a URI, 0 before a delimiter (`\>`, `\"`)
 * or a line break (a hard break, CommonMark §6.7), 1 before an ASCII letter
 * or digit (a literal backslash, the URI's own for the parser to flag). And
 * 0 before a non-ASCII character: were it an invisible one, removing it
 * would make an escape of what follows (`\<U+00AD>/` to `\/`), and the
 * fixed text would read as another URI.
 */
export function markdownEscapeLength(text: string, i: number): number {
  const x = text.charCodeAt(i + 1);
  if (!(x > 0x20) || x >= 0x80 || isStop(x)) return 0;
  return isAsciiPunctuation(x) ? 2 : 1;
}

/** The marks a backslash escapes in AsciiDoc: constrained and unconstrained formatting, an attribute reference. */
const ASCIIDOC_MARKS = new Set([...'*_`#^~+{'].map((ch) => ch.charCodeAt(0)));

/**
 * The length of the AsciiDoc escape at the backslash `i`: 2 before a
 * formatting mark, an attribute reference, an ellipsis (`\...`) or a dash
 * (`\--`), 0 before a delimiter or a line break, else 1 (a literal
 * backslash, the URI's own for the parser to flag).
 */
export function asciidocEscapeLength(text: string, i: number): number {
  const x = text.charCodeAt(i + 1);
  if (!(x > 0x20) || x >= 0x80 || isStop(x)) return 0;
  if (ASCIIDOC_MARKS.has(x)) return 2;
  if (x === 0x2e) return text.startsWith('..', i + 2) ? 2 : 1;
  if (x === Ch.HYPHEN) return text.charCodeAt(i + 2) === Ch.HYPHEN ? 2 : 1;
  return 1;
}

/** Docutils' `uric` (docutils/parsers/rst/states.py), without its null: the characters an escape keeps in a URI. */
const RST_URIC = /[-_.!~*'()[\];/:@&=+$,%a-zA-Z0-9]/;

/**
 * The length of the reStructuredText escape at the backslash `i` in a standalone URI: 2 before a character of
 * Docutils' `uric`, which the URI keeps without the backslash (`l1\_tf` is `l1_tf`), else 0: the URI ends there.
 */
export function rstEscapeLength(text: string, i: number): number {
  const x = text[i + 1];
  return x !== undefined && RST_URIC.test(x) ? 2 : 0;
}

/** LaTeX's escapes of special characters, which stand for the character. */
const LATEX_SPECIALS = new Set([...'#%_&${}~'].map((ch) => ch.charCodeAt(0)));

/**
 * The length of the LaTeX markup at the backslash `i` that a URI written as TeX's text holds: 2 for `\#` and its kin;
 * 2 for `\-`, the discretionary hyphen, a place the line may break that prints nothing (`http://\-www.\-sparc.org`);
 * 4 for the tilde accent with its empty argument, `\~{}` or a control space `\~\ ` (`http://www.sics.se/\~\ adam/`),
 * which print the one `~`; else 0 (a command ends the URI). What each stands for is `latexEscapeText`'s.
 */
export function latexEscapeLength(text: string, i: number): number {
  const x = text.charCodeAt(i + 1);
  if (x === Ch.HYPHEN) return 2;
  if (x === 0x7e && (text.startsWith('{}', i + 2) || text.startsWith('\\ ', i + 2))) return 4;
  return LATEX_SPECIALS.has(x) ? 2 : 0;
}

/** The text the LaTeX markup `[i, i + length)` prints: nothing for `\-`, `~` for `\~{}` and `\~\ `, else the escaped character. */
function latexEscapeText(text: string, i: number, length: number): string {
  const x = text[i + 1]!;
  return x === '-' ? '' : length === 4 ? '~' : x;
}

/**
 * The text of `[s, e)` with each escape that `length` reads as 2 long or more
 * decoded to what it stands for (the character after its backslash, or, for
 * LaTeX's markup, `latexEscapeText`), mapped to its backslash's offset; markup
 * that stands for nothing (`\-`) maps nothing.
 */
export function decodeTextEscapes(text: string, s: number, e: number, length: (text: string, i: number) => number): { text: string; offsets: number[] } {
  let out = '';
  const offsets: number[] = [];
  // What an escape stands for, where it is not the one character after its backslash: LaTeX's markup.
  const stands = length === latexEscapeLength ? latexEscapeText : undefined;
  for (let i = s; i < e; i++) {
    const n = text.charCodeAt(i) === Ch.BACKSLASH && i + 1 < e ? length(text, i) : 0;
    if (n >= 2 && i + n <= e) {
      const decoded = stands === undefined ? text[i + 1]! : stands(text, i, n);
      for (let k = 0; k < decoded.length; k++) offsets.push(i);
      out += decoded;
      i += n - 1;
      continue;
    }
    offsets.push(i);
    out += text[i];
  }
  return { text: out, offsets };
}

/** LaTeX's escapes that a URI holds as their character (`\#id1`, `\%20`, `\_`); `\{` `\}` `\$` stay a pattern's signs. */
const LATEX_IN_STRING = new Set([...'#%_&~'].map((ch) => ch.charCodeAt(0)));
/** A LaTeX command with an argument (`\sphinxhyphen{}`, `\textasciitilde{}`) at the start of a text. */
const LATEX_COMMAND = /^\\[A-Za-z]{2,}\{/;

/**
 * A second layer of escapes: LaTeX quoted in a code string, where `\\` writes
 * the one backslash LaTeX reads (`'\\sphinxhref{https://x/a\\#id1}'`,
 * `'(https://sphinx\\sphinxhyphen{}doc.org/)'`). `ext` is the string's URI
 * with the string's escapes decoded (`offsets` maps each character back);
 * a backslash that was written `\\` then escapes a LaTeX special (decoded
 * to it, as in a `.tex` file) or starts a command with an argument (which
 * ends the URI, as `latexEscapeLength` ends it). Other backslashes stay
 * the URI's, for the parser (a Windows path, `http:\\host`).
 */
export function decodeLatexInString(text: string, ext: { text: string; offsets: number[] }): { text: string; offsets: number[]; cut: boolean } {
  let out = '';
  const offsets: number[] = [];
  const t = ext.text;
  for (let k = 0; k < t.length; k++) {
    const at = ext.offsets[k]!;
    const written = t.charCodeAt(k) === Ch.BACKSLASH && text.charCodeAt(at) === Ch.BACKSLASH && text.charCodeAt(at + 1) === Ch.BACKSLASH;
    if (written && LATEX_COMMAND.test(t.slice(k, k + 40))) return { text: out, offsets, cut: true };
    offsets.push(at);
    if (written && LATEX_IN_STRING.has(t.charCodeAt(k + 1))) k++;
    out += t[k];
  }
  return { text: out, offsets, cut: false };
}
