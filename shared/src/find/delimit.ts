/**
 * Where a URI that starts at its scheme ends, by what surrounds it
 * (RFC 3986 Appendix C): `<…>`, possibly wrapped over lines; a quoted
 * string; or, in running text, the first whitespace, with trailing sentence
 * punctuation and unbalanced closing brackets left out.
 */
import { Ch } from '../chars';
import { FIND, STOP, TRAIL, isSpace, isStop, isWideStop } from './classes';
import { endsReference, isMarkupStopReference, isStopReference } from './entities';
import { templateSpanEnd } from '../template/index';

/** How far a `<…>` may be wrapped: as many line breaks as this (the server re-reads as many lines around an edit). */
export const MAX_WRAPPED_LINES = 20;

/** The extent of a delimited URI: `text` differs from the slice `start..end` only when `offsets` is present. */
export interface Extent {
  end: number;
  text: string;
  offsets?: number[];
  hyphenBreaks?: number[];
  /** Whitespace was kept inside (a malformed URI the parser will flag). */
  spaced: boolean;
}


/** What ends a URI in running text besides whitespace and delimiters (proseEnd). */
export interface ProseRules {
  /**
   * JSON, code: a backslash escape that stands for a delimiter ends the URI
   * too, as the character would (`"<a href=\"http://x/\">"`, `'…http://x\u0007…'`);
   * or, given as a function, the length of the file type's own escape at `i`
   * (troff's `\fR`), 0 for none.
   */
  escapes: boolean | ((text: string, i: number) => number);
  /** HTML: a character reference that stands for a delimiter ends it too (`&quot;`, `&gt;`). */
  entities: boolean;
  /** The URI is a link's destination: a `)` that closes nothing opened inside it ends it, whatever follows. */
  linkParen: boolean;
  /** Characters that open a comment to the line's end (TeX's `%`): one not escaped ends the URI. */
  comments?: readonly number[];
  /** A backslash that, in this language, ends a URI whatever it escapes (an Emacs docstring's `\\=`). */
  endingEscape?: (text: string, i: number) => boolean;
  /** In a string of code that a backslash before a line break continues (`Continued`): the URI goes on over the break. */
  continued?: Continued;
}

/** Where the forward scan of proseEnd stopped, and what it met that the trimming of the end needs. */
interface Scanned {
  end: number;
  /** The end of the last escape read (`\\`, `\u0041`), or -1: its last character is the escape's, not a backslash of its own. */
  escaped: number;
  /** Where that escape starts. */
  escapeFrom: number;
  /** How many `'` the URI holds. */
  quotes: number;
}

/**
 * End of a URI in running text: the first whitespace or delimiter after the
 * colon, or a `)` `]` `}` that closes nothing opened inside the URI (it
 * closes what the text opened before it: `(see http://x)`, `[t](http://x)`,
 * while `https://en.wikipedia.org/wiki/Foo_(bar)` keeps its own), unless a
 * `)` is followed by more of a query or path (`?q=(a))+ok`, as GFM reads
 * it). Then trailing `. , ; : ! ? '` and `…` are left out, and emphasis
 * (`*` `_` `~`) that mirrors the character just before the scheme, and a
 * backslash that continues the line; a `'` stays when it closes one opened
 * in the URI. Reads no further than `limit`; keeps at least `scheme:`.
 */
export function proseEnd(text: string, s: number, colon: number, limit: number, rules: ProseRules): number {
  // An invisible character written just before the URI (`(\u200bhttp://localhost:3000\u200b)`, a separator a drawing's
  // text keeps) ends it where it is written again: a delimiter, as a quote would be, not the URI's own character.
  const lead = s > 0 ? text.charCodeAt(s - 1) : -1;
  const scanned = scanProse(text, colon, limit, rules, isInvisibleSeparator(lead) ? lead : -1, quoteEscapeBefore(text, s));
  const trimmed = trimTrailing(text, s, colon, scanned, { entities: rules.entities });
  const e = rules.continued === undefined ? trimmed : beforeContinuation(text, colon, trimmed);
  return rules.escapes === false ? withoutEscapedCloser(text, colon, withoutGluedEscape(text, colon, e)) : e;
}

/**
 * Text whose escapes are not read here (a Markdown list item read as code, a string shown in prose): a backslash just
 * before the bracket or quote that ended the URI escapes it (`[http://localhost:2379\](…)`, `…:2379\)`), no
 * character of the URI, which a backslash never is (RFC 3986 §2). An escaped backslash (`\\`) stays.
 */
function withoutEscapedCloser(text: string, colon: number, e: number): number {
  if (e - 1 <= colon + 1 || text.charCodeAt(e - 1) !== Ch.BACKSLASH || text.charCodeAt(e - 2) === Ch.BACKSLASH) return e;
  const c = text.charCodeAt(e);
  return c === 0x5d || c === 0x29 || c === 0x7d || c === Ch.DQ || c === 0x27 || c === 0x60 ? e - 1 : e;
}

/** A quote written as a string's escape of its code point (`\u0027`, `\u0022`, `\x27`, `\x22`). */
const QUOTE_ESCAPE = /\\(?:u00|x)(2[27])/iy;

/** The quote (`'` or `"`) the escape at `i` writes, or -1. */
function quoteEscapeAt(text: string, i: number): number {
  QUOTE_ESCAPE.lastIndex = i;
  const m = QUOTE_ESCAPE.exec(text);
  return m === null ? -1 : parseInt(m[1]!, 16);
}

/**
 * The quote written as an escape just before the URI at `s` (JSON's `\u0027`, the escape a JSON encoder writes for a
 * `'` in HTML-safe output: glances' docs/_static/glances-flame.html, Python's source in a flame graph's data,
 * `"PYPI_API_URL = \u0027https://pypi.python.org/pypi/Glances/json\u0027\n"`), or -1. The same escape after the
 * URI closes it, as the quote itself would.
 */
function quoteEscapeBefore(text: string, s: number): number {
  if (s < 6) return s >= 4 ? quoteEscapeAt(text, s - 4) : -1;
  const u = quoteEscapeAt(text, s - 6);
  return u >= 0 && (text.charCodeAt(s - 5) | 0x20) === 0x75 ? u : quoteEscapeAt(text, s - 4);
}

/** The first whitespace, delimiter or unbalanced closing bracket after the colon (before `limit`), or the invisible `mirror`. */
function scanProse(text: string, colon: number, limit: number, rules: ProseRules, mirror: number, quoteEscape: number): Scanned {
  const { escapes, entities, linkParen, comments, continued } = rules;
  let parens = 0;
  let brackets = 0;
  let braces = 0;
  let quotes = 0;
  let escaped = -1;
  let escapeFrom = -1;
  let query = false;
  // No non-ASCII character yet: CJK text that follows is the sentence's, not the URI's.
  let ascii = true;
  let i = colon + 1;
  for (; i < limit; i++) {
    const c = text.charCodeAt(i);
    if (c < 128) {
      // An escaped opener (TeX's `\%`) is read with its escape below, never here.
      if (comments !== undefined && comments.includes(c)) break;
      // A template's `{{ … }}`, `{% … %}` or `${ … }` is the URI's, spaces and quotes inside it too.
      if (c === 0x7b || c === 0x24 || c === 0x25 || c === 0x5b) {
        const span = templateSpanEnd(text, i);
        if (span > 0 && span <= limit) { i = span - 1; continue; }
      }
      if ((FIND[c]! & STOP) !== 0) break;
      // The shell's pipe into a command (`wget -O - https://x/key.gpg|sudo apt-key add -`, `curl https://x/install|sh`):
      // a `|` before a command's name that a blank or the line's end follows. Not in a query, whose `|` separates its
      // values (`?family=Lobster|Raleway`), nor before a digit or a dot (`python-2.7|3.x-yellow.svg`).
      if (c === 0x7c && !query && pipesInto(text, i + 1, limit)) break;
      if (c === 0x3f) query = true;
      // A BBCode closing tag (`[url]http://ya.ru[/url]`): the markup's, never the URI's.
      if (c === 0x5b && isBbCodeClose(text, i)) break;
      if (c === 0x28) parens++;
      else if (c === 0x29) {
        if (parens > 0) parens--;
        else if (linkParen || !goesOn(text.charCodeAt(i + 1))) break;
      }
      else if (c === 0x5b) brackets++;
      else if (c === 0x5d && brackets-- === 0) break;
      else if (c === 0x7b) braces++;
      else if (c === 0x7d && braces-- === 0) break;
      // `''` is no URI's: it closes Nix's indented string (`''Run at http://localhost:3000'';`), a wiki's italics.
      else if (c === 0x27 && text.charCodeAt(i + 1) === 0x27) break;
      // `'||'` in a host: SQL's concatenation of two strings; `' .. x`, Lua's (joinsStrings).
      else if (c === 0x27 && joinsStrings(text, colon, i)) break;
      else if (c === 0x27) quotes++;
      // A character reference that stands for markup's delimiter ends the URI in any text: HTML escaped in a string of
      // code or in plain text (`&lt;a href=&quot;https://x/&quot;&gt;` in a Go template's `<pre>`) shows the markup.
      else if (c === 0x26 && (entities ? isStopReference(text, i) : isMarkupStopReference(text, i))) break;
      else if (c === Ch.BACKSLASH) {
        if (rules.endingEscape?.(text, i) === true) break;
        // The quote that opened before the URI, written as the same escape, closes it (`\u0027https://x/json\u0027`).
        if (quoteEscape >= 0 && quoteEscapeAt(text, i) === quoteEscape) break;
        // A string continued on the next line, where the URI goes on (not when a space or a delimiter follows there).
        const after = continued === undefined ? 0 : continuationEnd(text, i, continued);
        if (after > 0 && after < limit && !isStop(text.charCodeAt(after))) {
          i = after - 1;
          continue;
        }
        // Outside strings too, `\u0007` and `\x1b` are a string's escapes of a control (code in a README), no URI characters;
        // and `\"` the escaped quote that closes the string it quotes (`request(\"http://x\", f)` in a YAML scalar).
        if (escapes !== true && (isControlEscape(text, i) || text.charCodeAt(i + 1) === Ch.DQ)) break;
        // In code whose strings are not read here (a shell line in a YAML workflow, a Dockerfile), `\t`, `\n` and `\r`
        // are the escapes a format string or `echo -e` turns into whitespace (`printf 'http://h/ubuntu\tpriority:1\n'`):
        // the URI ends there, as it would at the tab. A backslash is never a URI's character (RFC 3986 §2), so only
        // where the one before it is cut off, and a drive path (`C:\new`) is no URI of this kind to begin with.
        if (escapes === false && isLineEscape(text, i)) break;
        // Markup's text that shows a string (a JSON response in a Markdown code span, `"…at https://etherpad.org\n"`):
        // the string's `\n` before its closing quote, another escape, a space or the next URI (a list written
        // `"udp://a/announce\nhttps://b/announce"`) ends the URI as it would in the string.
        if (typeof escapes === 'function' && isLineEscape(text, i) && (endsQuotedText(text.charCodeAt(i + 2)) || NEXT_URI.test(text.slice(i + 2, i + 34)))) break;
        // A string's `\\n` is the escape of a string inside it (code quoted in JSON): a line break a level down.
        if (escapes === true && text.charCodeAt(i + 1) === Ch.BACKSLASH && isLineEscape(text, i + 1)) break;
        if (escapes) {
          const length = typeof escapes === 'function' ? escapes(text, i) : escapeLength(text, i);
          if (length === 0) break;
          // A markup's escaped bracket (`\]`, `\)`) is the bracket as text: one that closes nothing ends the URI.
          const x = text.charCodeAt(i + 1);
          if (typeof escapes === 'function' && length === 2 && ((x === 0x5d && brackets === 0) || (x === 0x29 && parens === 0) || (x === 0x7d && braces === 0))) break;
          escapeFrom = i;
          i += length - 1;
          escaped = i + 1;
        }
      }
    } else if (c === 0x3002 && isHostDot(text, colon, i, limit)) continue;
    else if (isWideStop(c) || c === mirror) break;
    else if (isCjk(c)) {
      if (ascii) {
        const after = cjkRunEnd(text, i, limit);
        if (!goesOnAfterCjk(text, after) && !(startsSegment(text.charCodeAt(i - 1)) && endsAtSpace(text, after))) break;
        i = after - 1;
      }
      ascii = false;
    } else ascii = false;
  }
  return { end: i, escaped, escapeFrom, quotes };
}

/**
 * An ideographic full stop (U+3002) between two labels of a URI's host, where UTS 46 maps it to `.` as it does
 * `．` and `｡` (`http://169。254。169。254`, coreruleset's rules/ssrf.data, a filter's list of spellings of one
 * address): the host runs on over it, to be judged whole. Only between ASCII letters or digits, in a host that
 * separates its labels so throughout (no `.` before it), the label after it running to a dot, the host's end or the
 * text's: after a URL, `。` ends a Chinese or Japanese sentence, and the text after it is the next one's
 * (`https://stats.example.com。或是…`, `http://example.com。GitHub …`).
 */
function isHostDot(text: string, colon: number, i: number, limit: number): boolean {
  if (!isAsciiAlnum(text.charCodeAt(i - 1)) || !isAsciiAlnum(text.charCodeAt(i + 1)) || !inAuthority(text, colon, i)) return false;
  const dot = lastAuthority!.dot;
  if (dot >= 0 && dot < i) return false;
  let j = i + 1;
  while (j < limit && (isAsciiAlnum(text.charCodeAt(j)) || text.charCodeAt(j) === 0x2d)) j++;
  if (j >= limit) return true;
  const c = text.charCodeAt(j);
  return c === 0x2e || c === 0x3002 || c === 0xff0e || c === 0xff61 || c === 0x2f || c === 0x3a || c === 0x3f || c === 0x23 ||
    (c < 128 && (isStop(c) || (FIND[c]! & TRAIL) !== 0));
}

/**
 * `'||` at `i` in a URI's host, which holds no quote: SQL's concatenation of two strings, the first closed after the
 * host (an injection's payload: coraza's testing/engine/special_urlencoded.go,
 * `…'<!DOCTYPE root [ <!ENTITY % awpsd SYSTEM "http://0cddnr5evws01h2bfzn5zd0cm3sxvrjv7oufi4.example'||'foo.bar/">…'`).
 * The URI ends before the quote. In a path or a query, `'` is the URI's own (`?id=1'||'a`, for the parser to judge).
 */
function sqlConcatenation(text: string, colon: number, i: number): boolean {
  return text.charCodeAt(i + 1) === 0x7c && text.charCodeAt(i + 2) === 0x7c && inAuthority(text, colon, i);
}

/**
 * A `'` at `i` that closes a string code joins to what follows: SQL's `'||` in a host (`sqlConcatenation`), or, anywhere
 * in the URI, a concatenation operator with a blank on either side, which no URI holds (Lua's `..`, PHP's and Perl's
 * `.`, JavaScript's, Java's and Python's `+`, SQL's `||`, Visual Basic's `&`: ntopng's scripts/lua/host_details.lua:804,
 * `' <A href="https://www.virustotal.com/gui/ip-address/' .. host["ip"] ..`, HTML built in a single-quoted string). The
 * URI ends before the quote.
 */
function joinsStrings(text: string, colon: number, i: number): boolean {
  CONCATENATION.lastIndex = i + 1;
  return CONCATENATION.test(text) || sqlConcatenation(text, colon, i);
}
/** After a quote: blanks then a concatenation operator, or the operator then a blank. */
const CONCATENATION = /[ \t]+(?:\.\.|\|\||[.+&])|(?:\.\.|\|\||[.+&])[ \t]/y;

/**
 * What is known of the authority of the URI whose scheme's colon is `colon`: looked at up to `to`, its end (the first
 * `/ ? #`, -1 while none was seen) and its first `.` (-1 while none). A one-entry memo keyed by the text and the colon,
 * as `lastLine` in absolute.ts: each question about the same URI looks only past where the last one stopped, so a URI
 * with many `。` or `'||` costs one pass, not one per character.
 */
let lastAuthority: { text: string; colon: number; to: number; end: number; dot: number } | undefined;

/** Whether `i` lies in the authority of the URI whose scheme's colon is at `colon`: after its `//`, before any `/ ? #`. */
function inAuthority(text: string, colon: number, i: number): boolean {
  if (text.charCodeAt(colon + 1) !== 0x2f || text.charCodeAt(colon + 2) !== 0x2f || i < colon + 3) return false;
  let m = lastAuthority;
  if (m === undefined || m.text !== text || m.colon !== colon) m = lastAuthority = { text, colon, to: colon + 3, end: -1, dot: -1 };
  for (; m.end < 0 && m.to < i; m.to++) {
    const c = text.charCodeAt(m.to);
    if (c === 0x2f || c === 0x3f || c === 0x23) m.end = m.to;
    else if (c === 0x2e && m.dot < 0) m.dot = m.to;
  }
  return m.end < 0 || i < m.end;
}

function isAsciiAlnum(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
}

/** The zero-width space, non-joiner and joiner, the word joiner and the BOM: invisible characters text puts between words. */
function isInvisibleSeparator(c: number): boolean {
  return (c >= 0x200b && c <= 0x200d) || c === 0x2060 || c === 0xfeff;
}

/**
 * A command that reads what is piped into it at `i` (`sudo`, `sh`, `tee`, `gpg`, `tar`, …), a blank or the line's end
 * after its name, before `limit`: what a URI a command fetched is piped into; after the shell's `||`, any command.
 * Another word after a `|` may be the URI's (`http://x.example/a|b c`).
 */
function pipesInto(text: string, i: number, limit: number): boolean {
  PIPED_COMMAND.lastIndex = i;
  const m = PIPED_COMMAND.exec(text);
  return m !== null && i + m[0].length <= limit && (m[0].charCodeAt(0) === 0x7c || PIPE_READERS.has(m[1]!));
}
/** A command's name after a pipe (or the shell's `||`), then a blank or the line's end. */
const PIPED_COMMAND = /\|?([A-Za-z][\w-]{0,15})(?=[ \t]|\r?\n|$)/y;
/** Commands a download is piped into. */
const PIPE_READERS: ReadonlySet<string> = new Set([
  'sudo', 'sh', 'bash', 'zsh', 'ksh', 'dash', 'fish', 'tee', 'gpg', 'apt-key', 'tar', 'gunzip', 'gzip', 'bunzip2',
  'bzip2', 'xz', 'unxz', 'zcat', 'unzip', 'funzip', 'python', 'python3', 'perl', 'ruby', 'node', 'php', 'jq', 'yq',
  'grep', 'egrep', 'sed', 'awk', 'xargs', 'head', 'tail', 'sort', 'uniq', 'wc', 'less', 'more', 'cat', 'base64',
  'sha256sum', 'sha512sum', 'sha1sum', 'md5sum', 'shasum', 'openssl', 'iex', 'source', 'dd', 'kubectl', 'docker',
  'psql', 'mysql', 'sqlite3', 'xmllint', 'cut', 'tr', 'column', 'pv', 'nc',
]);

/** The scan's end without the sentence's trailing punctuation, emphasis and line continuation. */
function trimTrailing(text: string, s: number, colon: number, scanned: Scanned, { entities }: { entities: boolean }): number {
  const { escaped, escapeFrom } = scanned;
  let quotes = scanned.quotes;
  const lead = s > 0 ? text.charCodeAt(s - 1) : -1;
  let e = scanned.end;
  // The first `,` of a data: URI ends its media type (RFC 2397 §3): the URI's own, even last (`data:text/plain,`).
  const dataComma = colon - s === 4 && /^data$/i.test(text.slice(s, colon)) ? firstIn(text, 0x2c, colon + 1, e) : -1;
  // A backslash that ends the line continues it (Java properties, shell, C macros): no part of the URI.
  // Not the second one of `\\`, an escaped backslash: cutting it off would split the escape.
  if (text.charCodeAt(e - 1) === Ch.BACKSLASH && e !== escaped && (e >= text.length || text.charCodeAt(e) === Ch.LF || text.charCodeAt(e) === Ch.CR)) e--;
  e = beforeEscapedBlank(text, colon, e, scanned, lead);
  e = beforeBanner(text, colon, e);
  while (e > colon + 1) {
    const c = text.charCodeAt(e - 1);
    // A trailing escape goes whole or stays whole: troff's `\,` or `\.` with the sentence, `\u0041` with the URI.
    if (e === escaped) {
      // `\\"` in a string holding markup or a catalog's text (`src=\\"https://x\\"`): the backslash it writes
      // escapes the quote in the text inside, a second layer of escapes; it goes with the quote.
      const inner = c === Ch.BACKSLASH && escapeFrom > colon && isInnerDelimiter(text.charCodeAt(e));
      if (inner || (c < 128 && (FIND[c]! & TRAIL) !== 0 && escapeFrom > colon)) {
        e = escapeFrom;
        continue;
      }
      break;
    }
    // A `'` that closes one opened inside the URI is the URI's own (`/blah_'quoted'`), not the sentence's.
    if (c === 0x27 && --quotes % 2 === 1) break;
    if (e - 1 === dataComma) break;
    // HTML: the `;` of a character reference (`…/&#x2F;`) is the reference's.
    if (c === 0x3b && entities && endsReference(text, e)) break;
    // Emphasis, or a `|` last: one that fences a field (`|http://x/a|` in a log), a wiki link's separator before its
    // title (`[[http://x/a|` joined to a title by code), the shell's `||` after a command: never the URI's.
    if ((c < 128 && (FIND[c]! & TRAIL) !== 0) || c === 0x2026 || c === 0x7c || ((c === 0x2a || c === 0x5f || c === 0x7e) && c === lead)) e--;
    else break;
  }
  return e;
}

/**
 * A run of three `#` or more that ends a URI: a comment's banner drawn on after it, to the line's end (zellij's
 * example/screen-overview.yaml, `#### Adapted from the GNU Screen User’s Manual here:
 * https://www.gnu.org/software/screen/manual/screen.html#####…`), no fragment: a fragment holds no `#` (RFC 3986
 * §3.5). Not where a segment or a query's value starts: there the run is a placeholder of digits
 * (`https://github.com/odin-lang/Odin/issues/######`, a template's). Two (`…/a##`) stay, a `#` doubled by mistake,
 * for the parser to flag.
 */
function beforeBanner(text: string, colon: number, e: number): number {
  let k = e;
  while (k > colon + 1 && text.charCodeAt(k - 1) === 0x23) k--;
  return e - k >= 3 && !startsSegment(text.charCodeAt(k - 1)) ? k : e;
}

/**
 * reStructuredText's escaped whitespace after an inline markup's end-string, which Docutils drops: `\ ` joins the
 * markup to the text after it (linkchecker's man page and its gettext catalogs' messages, `**http://**\ [*user*\ **:**\
 * *pass*\ **@**]\ *host*`: a URL's form, its scheme in bold; written `\\ ` in the catalog's string). Where the emphasis
 * before the backslash mirrors the character before the scheme, the backslash is the markup's, and the emphasis,
 * trimmed after it, too: the URI ends before both (a lone `http://` is then a scheme named, no URI). A backslash after
 * anything else stays, for the parser to flag (`http://x.example/a\ b`).
 */
function beforeEscapedBlank(text: string, colon: number, e: number, scanned: Scanned, lead: number): number {
  if (lead !== 0x2a && lead !== 0x5f && lead !== 0x7e) return e;
  const after = text.charCodeAt(e);
  if ((after !== 0x20 && after !== 0x09) || text.charCodeAt(e - 1) !== Ch.BACKSLASH) return e;
  // Written as it is (`\ `), or with a string's escape of the backslash (`\\ `).
  const from = e === scanned.escaped
    ? (e - scanned.escapeFrom === 2 && text.charCodeAt(scanned.escapeFrom) === Ch.BACKSLASH ? scanned.escapeFrom : -1)
    : (text.charCodeAt(e - 2) === Ch.BACKSLASH ? -1 : e - 1);
  return from > colon + 1 && text.charCodeAt(from - 1) === lead ? from : e;
}

/**
 * Text not read as code that quotes code (a shell line in a test file, a sample in prose): a string's `\n`,
 * `\r` or `\t` glued after the URI is the string's (`printf("url=http://x/%N\n", $_)`), no URI characters.
 */
function withoutGluedEscape(text: string, colon: number, e: number): number {
  if (e - 2 > colon + 1 && text.charCodeAt(e - 2) === Ch.BACKSLASH && text.charCodeAt(e - 3) !== Ch.BACKSLASH &&
    (text.charCodeAt(e - 1) === 0x6e || text.charCodeAt(e - 1) === 0x72 || text.charCodeAt(e - 1) === 0x74) && !(text.charCodeAt(e) > 0x20 && !isStop(text.charCodeAt(e)))) return e - 2;
  return e;
}

/** A quote or angle bracket: what an escaped backslash before it escapes in the text a string holds. */
function isInnerDelimiter(c: number): boolean {
  return c === 0x22 || c === 0x27 || c === 0x60 || c === Ch.LT || c === Ch.GT;
}

/** The offset of the first `c` in `text[from, to)`, or -1. */
function firstIn(text: string, c: number, from: number, to: number): number {
  for (let i = from; i < to; i++) if (text.charCodeAt(i) === c) return i;
  return -1;
}

/**
 * True for the letters of Chinese, Japanese and Korean, written without
 * spaces between words: Han ideographs, kana, Hangul.
 */
function isCjk(c: number): boolean {
  return (c >= 0x3040 && c <= 0x30ff) || (c >= 0x3400 && c <= 0x4dbf) || (c >= 0x4e00 && c <= 0x9fff) ||
    (c >= 0xac00 && c <= 0xd7af) || (c >= 0x1100 && c <= 0x11ff) || (c >= 0x3130 && c <= 0x318f) ||
    (c >= 0xf900 && c <= 0xfaff) || (c >= 0xff66 && c <= 0xff9f);
}

/** The end of the run of CJK letters at `i`, by `limit`. */
function cjkRunEnd(text: string, i: number, limit: number): number {
  while (i < limit && isCjk(text.charCodeAt(i))) i++;
  return i;
}

/**
 * True when a URI goes on after a run of CJK letters that followed its ASCII
 * part: a `/ ? # = & .` and more of it (`https://example.com/日本語/page`,
 * `http://例え.テスト/`). Otherwise the letters are the sentence's, written
 * with no space after the URI (`https://example.com/page를`, `…/から。`),
 * unless they make a whole segment set off by a space (`endsAtSpace`).
 */
function goesOnAfterCjk(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (!(c === 0x2f || c === 0x3f || c === 0x23 || c === 0x3d || c === 0x26 || c === 0x2e)) return false;
  const next = text.charCodeAt(i + 1);
  return i + 1 < text.length && !isStop(next) && !(next < 128 && (FIND[next]! & TRAIL) !== 0);
}

/** True after `/ ? # = &`, where a path segment, query or fragment part starts. */
function startsSegment(c: number): boolean {
  return c === 0x2f || c === 0x3f || c === 0x23 || c === 0x3d || c === 0x26;
}

/**
 * True when only sentence punctuation stands between `i` and whitespace or
 * the end of the text: a whole segment of CJK letters set off by a space
 * (`https://ja.wikipedia.org/wiki/東京 …`) is an IRI's, not a sentence's.
 */
function endsAtSpace(text: string, i: number): boolean {
  while (i < text.length && text.charCodeAt(i) < 128 && (FIND[text.charCodeAt(i)]! & TRAIL) !== 0) i++;
  return i >= text.length || isSpace(text.charCodeAt(i));
}

/**
 * After an unmatched `)`, what only a query or path goes on with: `+ & = / %`.
 * Not a letter, which more likely follows a missing space (`(see http://x)and`).
 */
function goesOn(c: number): boolean {
  return c === 0x2b || c === 0x26 || c === 0x3d || c === 0x2f || c === 0x25;
}

/** Escapes that stand for whitespace, a control or a quote: they end a URI in prose. */
const ENDING_ESCAPES = new Set([...'bfnrtv0"\'`'].map((ch) => ch.charCodeAt(0)));

/**
 * The length of the backslash escape at `i` when what it stands for may go
 * on in a URI (`\/`, `\\`, `\u0041`), or 0 when it ends one (`\"`, `\n`,
 * `\u0007`).
 */
function escapeLength(text: string, i: number): number {
  const x = text.charCodeAt(i + 1);
  // A character written as its UTF-8 bytes (Perl's `\x{E2}\x{80}\x{9D}`, C's `\xe2\x80\x9d`): what they decode to.
  if (x === 0x78) {
    const bytes = utf8Escapes(text, i);
    if (bytes !== undefined) return isStop(bytes.code) || isWideStop(bytes.code) ? 0 : bytes.length;
  }
  if ((x === 0x75 || x === 0x78) && text.charCodeAt(i + 2) === 0x7b) {
    const braced = bracedEscape(text, i);
    if (braced !== undefined) return isStop(braced.code) ? 0 : braced.length;
  }
  if (x === 0x75 || x === 0x78) { // \uXXXX, \xXX
    const digits = x === 0x75 ? 4 : 2;
    const hex = text.slice(i + 2, i + 2 + digits);
    if (hex.length !== digits || !/^[0-9A-Fa-f]+$/.test(hex)) return 2;
    return isStop(parseInt(hex, 16)) ? 0 : digits + 2;
  }
  // A backslash before a line break continues a line of code; one at the end of the text escapes nothing.
  return ENDING_ESCAPES.has(x) || !(x > 0x20) || (x === 0x65 && isTerminalEscape(text, i)) ? 0 : 2;
}

/** One byte written as a hex escape: `\xHH` or Perl's `\x{HH}`. */
const BYTE_ESCAPE = /\\x(?:\{([0-9A-Fa-f]{2})\}|([0-9A-Fa-f]{2}))/y;

/**
 * The character a run of byte escapes at `i` writes in UTF-8 (`\x{E2}\x{80}\x{9D}`, `\xe2\x80\x9d`: U+201D, a closing
 * quote), with the run's length; undefined when the escape at `i` starts no multi-byte sequence.
 */
function utf8Escapes(text: string, i: number): { code: number; length: number } | undefined {
  const bytes: number[] = [];
  let k = i;
  for (let n = 0; n < 4; n++) {
    BYTE_ESCAPE.lastIndex = k;
    const m = BYTE_ESCAPE.exec(text);
    if (m === null) break;
    bytes.push(parseInt(m[1] ?? m[2]!, 16));
    k += m[0].length;
  }
  const lead = bytes[0] ?? 0;
  const size = lead >= 0xf0 && lead <= 0xf4 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc2 ? 2 : 0;
  if (size === 0 || bytes.length < size) return undefined;
  let code = lead & (0xff >> (size + 1));
  for (let n = 1; n < size; n++) {
    const b = bytes[n]!;
    if ((b & 0xc0) !== 0x80) return undefined;
    code = (code << 6) | (b & 0x3f);
  }
  let length = 0;
  for (let n = 0; n < size; n++) length += text.charCodeAt(i + length + 2) === 0x7b ? 6 : 4;
  return { code, length };
}

/**
 * The braced escape of a code point at `i` (`\u{1b}`, `\u{1F600}`; Perl's `\x{1b}`): its value and length, or undefined.
 * Rust's, Swift's, JavaScript's, Ruby's, PHP's and Lua's strings read `\u{…}` (nushell's `"\u{1b}]8;;file:///file.txt\u{1b}\\"`,
 * crates/nu-command/src/strings/ansi/link.rs:58, an OSC 8 hyperlink's escapes), Perl's `\x{…}`; in the languages that
 * have no such escape (C, Java, Python) it is a string no compiler takes, so it is read as one everywhere.
 */
function bracedEscape(text: string, i: number): { code: number; length: number } | undefined {
  BRACED_ESCAPE.lastIndex = i;
  const m = BRACED_ESCAPE.exec(text);
  if (m === null) return undefined;
  const code = parseInt(m[1]!, 16);
  return code <= 0x10ffff ? { code, length: m[0].length } : undefined;
}
const BRACED_ESCAPE = /\\[ux]\{([0-9A-Fa-f]{1,6})\}/y;

/**
 * `\e` before the rest of a terminal's escape sequence (`\e\\` ending an OSC 8 hyperlink, `\e]`, `\e[`): bash's printf,
 * `echo -e`, C's, Perl's, Ruby's and PHP's strings write ESC for it, in a string or a comment that quotes one (zellij's
 * `//printf '\e]8;;http://example.com\e\\This is a link\e]8;;\e\\\n'`, zellij-utils/src/setup.rs:562): it ends the URI.
 */
function isTerminalEscape(text: string, i: number): boolean {
  const y = text.charCodeAt(i + 2);
  return y === 0x5c || y === 0x5d || y === 0x5b;
}

/** True when `\uXXXX`, `\xXX` or an octal `\0NN` at `i` stands for a control or a delimiter: `\u0007`, `\x1b`, `\033`. */
function isControlEscape(text: string, i: number): boolean {
  const x = text.charCodeAt(i + 1);
  if (x === 0x30) return /^[0-7]{2}$/.test(text.slice(i + 2, i + 4)) && parseInt(text.slice(i + 1, i + 4), 8) < 0x20;
  if (x === 0x65) return isTerminalEscape(text, i);
  // `\a` (BEL, which ends an OSC sequence) closing the string: `printf "\e]7;kitty-shell-cwd://%s%s\a"`.
  if (x === 0x61) {
    const y = text.charCodeAt(i + 2);
    return y === 0x22 || y === 0x27;
  }
  return (x === 0x75 || x === 0x78) && escapeLength(text, i) === 0;
}

/** `\n`, `\r`, `\t`, `\b`, `\f`, `\v`, `\0`: escapes of whitespace or controls that quoted text, not a quoted URI, holds. */
const LINE_ESCAPES = new Set([...'nrtbfv0'].map((ch) => ch.charCodeAt(0)));

/** `scheme://` at the start. */
const NEXT_URI = /^[A-Za-z][A-Za-z0-9+.-]{0,30}:\/\//;

/** What may follow a string's last escape: its closing quote, another escape, whitespace, the text's end. */
function endsQuotedText(c: number): boolean {
  return Number.isNaN(c) || c === Ch.DQ || c === Ch.SQ || c === Ch.BACKSLASH || c === Ch.BACKTICK || isSpace(c);
}

/** `\t`, `\n` or `\r` at `i`: whitespace written as a string's or a format's escape. */
function isLineEscape(text: string, i: number): boolean {
  const x = text.charCodeAt(i + 1);
  return x === 0x74 || x === 0x6e || x === 0x72;
}

/** True when the escape at `i` stands for whitespace or a control: `\n`, `\x00`, `\u0007`. */
function standsForControl(text: string, i: number): boolean {
  const x = text.charCodeAt(i + 1);
  return LINE_ESCAPES.has(x) || ((x === 0x75 || x === 0x78) && escapeLength(text, i) === 0);
}

/**
 * True when the word that ends at the colon `i`, after a space, is the scheme of the URI at `s` again: `tag:foo,bar
 * tag:baz` (a search's terms, flarum's gambits), two of them, no one URI with a space.
 */
function sameSchemeAgain(text: string, s: number, colon: number, i: number): boolean {
  const n = colon - s;
  return i - n - 1 >= colon && isSpace(text.charCodeAt(i - n - 1)) && text.slice(i - n, i).toLowerCase() === text.slice(s, colon).toLowerCase();
}

/** Python's group in a replacement: `\g<1>`, `\g<name>`. */
const NAMED_GROUP = /\\g<\w{1,64}>/y;

/** A string's hex escapes: `\uHHHH`, `\u{H…}`, or the bytes of a character `\xHH\xHH` (one `\x64` may be a Windows path's `\x64\`). */
const HEX_ESCAPE = /^\\(?:x[0-9A-Fa-f]{2}\\x[0-9A-Fa-f]{2}|u[0-9A-Fa-f]{4}|u\{[0-9A-Fa-f]{1,6}\})/;

/** More whitespace runs than this inside quotes make a sentence that starts with a URI, not one URI. */
const MAX_QUOTED_SPACES = 2;

/**
 * The URI between quotes `q` that open just before `s`, when the closing
 * quote is on the same line (with `lineEnds`, the end of the line or a
 * ` #` comment closes it: a YAML plain scalar). Whitespace inside is kept (the parser flags
 * it), unless another `scheme://` follows it, it comes in more than
 * `MAX_QUOTED_SPACES` runs, or (with escapes) as `\n`, `\r` or `\t`: then
 * the quotes hold a list or a sentence (`"http://x.example is down
 * again"`), and running-text rules apply instead. `decoding`: whether the
 * string's escapes are read, and as `join` or `trim` that a backslash before
 * a line break continues the string (`Continued`).
 */
export function quotedExtent(text: string, s: number, colon: number, q: number, { decoding, lineEnds = false }: { decoding: boolean | Continued; lineEnds?: boolean }): Extent | undefined {
  // Go's `xml:"<namespace> <local name>"` struct tag: a namespace's URI, a space, an element's name; not one URI.
  if (q === 0x22 && isXmlStructTag(text, s)) return undefined;
  const n = text.length;
  const escapes = decoding !== false;
  const continued = typeof decoding === 'string' ? decoding : undefined;
  let escaped = false;
  let spaced = false;
  let runs = 0;
  let i = s;
  for (; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x7b || c === 0x24 || c === 0x5b) {
      // A template's expression is the URI's, spaces and other quotes inside it too (`f'ws://h:{st["p"]}/'`).
      const span = templateSpanEnd(text, i, q);
      if (span > 0) { i = span - 1; continue; }
    }
    if (c === q) break;
    if (c === 0x27 && joinsStrings(text, colon, i)) break;
    // Python's named or numbered group in a replacement (`re.sub(p, 'https://\g<1>/', u)`): its `<` and `>` are no markup.
    if (c === Ch.BACKSLASH && text.charCodeAt(i + 1) === 0x67 && text.charCodeAt(i + 2) === Ch.LT) {
      NAMED_GROUP.lastIndex = i;
      const group = NAMED_GROUP.exec(text);
      if (group !== null) { i += group[0].length - 1; continue; }
    }
    if (c === Ch.LF || c === Ch.CR) {
      if (lineEnds) break;
      return undefined;
    }
    if (lineEnds && c === 0x23 && isSpace(text.charCodeAt(i - 1))) break;
    // Markup or another quote inside: the quotes hold more than a URI (`'<a href="http://x/">'`, `"x://<user>@h"`,
    // BBCode's `'[url]http://x/[/url]'`).
    if (c === Ch.LT || c === Ch.GT || ((c === 0x22 || c === 0x60) && c !== q) || (c === 0x5b && isBbCodeClose(text, i))) return undefined;
    // Quotes whose escapes are not read, holding `\t` or `\n`, hold a format or a message, as those with escapes do.
    if (!escapes && c === Ch.BACKSLASH && isLineEscape(text, i)) return undefined;
    // …and a byte or code unit written as a hex escape (`"http://example.org/Andr\xC3\xA9"`, a Ruby string in a
    // changelog): the string's escape, no URI character; the URI ends before it.
    if (!escapes && c === Ch.BACKSLASH && HEX_ESCAPE.test(text.slice(i, i + 11))) break;
    if (escapes && c === Ch.BACKSLASH) {
      // A line continued (`\` before the break, in a language whose strings read it as nothing): the URI goes on.
      const after = continued === undefined ? 0 : continuationEnd(text, i, continued);
      if (after > 0) {
        escaped = true;
        i = after - 1;
        continue;
      }
      // `"…http://x/a\n"` is a message that holds a URI, not a URI with a line break; `"http://x/\x00"` a key.
      if (standsForControl(text, i) || (text.charCodeAt(i + 1) === Ch.BACKSLASH && isLineEscape(text, i + 1))) return undefined;
      // An escaped `"` that closes an attribute of markup the string holds, before a blank, the tag's end or the next
      // attribute's name (subtitleedit's TimedText200604.cs:22, `Replace("http://www.w3.org/2006/04/ttaf1#styling\"xml:lang",
      // …)`), as a literal `"` inside does: running text's rules end the URI where the decoded text has the quote. A quote
      // in a URI's text (`"https://example.com/\"quoted\""`, WHATWG's URL tests) stays, for the parser to flag.
      if (text.charCodeAt(i + 1) === Ch.DQ && closesAttribute(text, i + 2)) return undefined;
      escaped = true;
      i++;
      continue;
    }
    if (isSpace(c)) {
      // `https://github.com/x/pull/${pr}: ${text}`: a colon then a space in the path heads a message, no URI's part;
      // after the host too (`'https://shlink.io: Imported'`) when a word follows, not a port's digits (`host: 8080`,
      // a port written apart). Only at the first space: after one, the quotes hold words (`JWS: https://x/rfc7515 JWA: https://x/rfc7518`).
      if (!spaced && text.charCodeAt(i - 1) === Ch.COLON && (inPath(text, colon, i - 1) || (afterAuthorityStart(text, colon, i - 1) && isLetter(text.charCodeAt(i + 1))))) { i--; break; }
      // `"http://example.org/doc.htm (see N123)"`, `'http://localhost:7777/NOT_EXIST.PNG [404]'`: a remark in
      // parentheses or brackets after the URI, which ends before it.
      if (!spaced && isRemark(text, i, q, { lineEnds })) return undefined;
      // A `srcset` value written in a string of code (openlibrary's SearchModal.js, `coverSrcset =
      // \`https://covers.openlibrary.org/b/id/${display.cover_i}-M.jpg 2x\``, and `srcset="…?default=false 2x"` in a lit
      // template): a width or density descriptor after a space ends the URL, as HTML's srcset reading does.
      if (!spaced && isSrcsetDescriptor(text, i, q)) break;
      // Whitespace before a plain scalar's end or comment is no run; before a closing quote it counts, but never ends the URI.
      const run = !isSpace(text.charCodeAt(i - 1)) && !(lineEnds && isClose(text, i, q, { lineEnds: true }));
      if (run && ++runs > MAX_QUOTED_SPACES && !isClose(text, i, q, { lineEnds: false })) return undefined;
      spaced = true;
    } else if (c === Ch.COLON && spaced && i > colon && (followsSlashes(text, i + 1, { escapes }) || sameSchemeAgain(text, s, colon, i))) return undefined;
  }
  if (i >= n && !lineEnds) return undefined;
  let e = i;
  while (e > colon + 1 && isSpace(text.charCodeAt(e - 1))) e--;
  // A `|` last is a separator the code joins a title to (DokuWiki's `'http://example.com|' . $title`), not the URI's.
  while (e > colon + 1 && text.charCodeAt(e - 1) === 0x7c) e--;
  spaced &&= hasSpace(text, s, e);
  if (runs > 1 && isSentenceTail(text, s, e)) return undefined;
  if (spaced && runs === 1) {
    const k = wordAfterUri(text, s, e);
    if (k > 0) {
      e = k;
      while (e > colon + 1 && isSpace(text.charCodeAt(e - 1))) e--;
      spaced = false;
    }
  }
  // `placeholder="https://get.foundation or get.foundation"`: alternatives joined by `or`, no one URI.
  if (spaced && PROSE_JOIN.test(text.slice(s, e))) return undefined;
  if (!escaped) return { end: e, text: text.slice(s, e), spaced };
  const decoded = decodeEscapes(text, s, e, continued);
  return { end: e, text: decoded.text, offsets: decoded.offsets, spaced };
}

/** True when `k` is in the path after `scheme://authority` (a `/` after the authority's start, before `k`). */
function inPath(text: string, colon: number, k: number): boolean {
  if (!afterAuthorityStart(text, colon, k)) return false;
  const slash = text.indexOf('/', colon + 3);
  return slash >= 0 && slash < k;
}

/** True when `k` is past the first character of the authority of `scheme://authority…` (in the host, a port or the path). */
function afterAuthorityStart(text: string, colon: number, k: number): boolean {
  return text.charCodeAt(colon + 1) === 0x2f && text.charCodeAt(colon + 2) === 0x2f && k > colon + 3;
}

/** An ASCII letter. */
function isLetter(c: number): boolean {
  return (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a;
}

/**
 * True when the quote before `s` opens the value of a Go struct tag's `xml` key (`` `xml:"http://www.w3.org/2005/Atom
 * feed"` ``, encoding/xml: a namespace, a space, the element's local name), inside a raw string opened on its line.
 */
function isXmlStructTag(text: string, s: number): boolean {
  if (s < 6 || !text.startsWith('xml:"', s - 5)) return false;
  const before = text.charCodeAt(s - 6);
  if (before !== 0x60 && before !== 0x20) return false;
  for (let i = s - 6; i >= 0 && text.charCodeAt(i) !== Ch.LF; i--) if (text.charCodeAt(i) === 0x60) return true;
  return false;
}

/**
 * A BBCode closing tag at `i`: `[/`, a tag's name, `]` (`[/url]`, `[/quote]`, `[/img]`). No URI writes `[/` (a `[` is
 * an IP literal's opener only right after `//`), so the URI before it ends there whatever the text around it is.
 */
function isBbCodeClose(text: string, i: number): boolean {
  if (text.charCodeAt(i + 1) !== 0x2f) return false;
  BBCODE_CLOSE.lastIndex = i;
  return BBCODE_CLOSE.test(text);
}
const BBCODE_CLOSE = /\[\/[A-Za-z][A-Za-z0-9]{0,15}\]/y;

/** `e`, or where a line continuation that the URI would end with starts (its backslash): it continues nothing of the URI. */
function beforeContinuation(text: string, colon: number, e: number): number {
  let j = e;
  while (j > colon + 1 && (text.charCodeAt(j - 1) === Ch.SPACE || text.charCodeAt(j - 1) === 0x09)) j--;
  const c = text.charCodeAt(j - 1);
  if (c !== Ch.LF && c !== Ch.CR && c !== 0x2028 && c !== 0x2029) return e;
  j -= c === Ch.LF && text.charCodeAt(j - 2) === Ch.CR ? 2 : 1;
  return j > colon + 1 && text.charCodeAt(j - 1) === Ch.BACKSLASH ? j - 1 : e;
}

/** How a string's line continuation reads: the break alone goes (`join`), or the next line's leading whitespace too (`trim`). */
export type Continued = 'join' | 'trim';

/**
 * When the backslash at `i` is followed by a line break (LF, CR, CRLF, or ECMAScript's U+2028 and U+2029), the offset
 * just past the break (with `trim`, past the whitespace after it): what a continued string reads as nothing. Else 0.
 */
function continuationEnd(text: string, i: number, continued: Continued): number {
  const x = text.charCodeAt(i + 1);
  let j: number;
  if (x === Ch.CR) j = text.charCodeAt(i + 2) === Ch.LF ? i + 3 : i + 2;
  else if (x === Ch.LF || x === 0x2028 || x === 0x2029) j = i + 2;
  else return 0;
  if (continued === 'trim') while (j < text.length && isSpace(text.charCodeAt(j))) j++;
  return j;
}

/**
 * True when what follows the first space inside quotes reads as words, not
 * as the rest of a URI: no "/", ".", "?", "#", "=", "&" or "%" before the
 * closing quote, sentence punctuation at the end aside. `"http://x.example
 * is down"` is a sentence; `"http://exa mple.com/a b"` is one broken URI.
 */
function isSentenceTail(text: string, s: number, e: number): boolean {
  let i = s;
  while (i < e && !isSpace(text.charCodeAt(i))) i++;
  let end = e;
  while (end > i && isTrailing(text.charCodeAt(end - 1))) end--;
  for (; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === Ch.SLASH || c === 0x2e || c === 0x3f || c === 0x23 || c === 0x3d || c === 0x26 || c === 0x25) return false;
  }
  return true;
}

/** After an attribute's closing quote: a blank, a tag's end, or the next attribute's name (`xml:lang`, `class=`). */
const AFTER_ATTRIBUTE = /[ \t>]|\/>|[A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*|=)/y;

/** Whether the text at `i`, after an escaped `"`, goes on as markup after an attribute's value (`AFTER_ATTRIBUTE`). */
function closesAttribute(text: string, i: number): boolean {
  AFTER_ATTRIBUTE.lastIndex = i;
  return AFTER_ATTRIBUTE.test(text);
}

/** OpenID Connect's scopes (Core §5.4, §11), which a list of OAuth scopes writes after a space, as it does a resource's URI. */
const OIDC_SCOPES = /^(?:openid|offline_access|profile|email|address|phone)(?:[ \t]+(?:openid|offline_access|profile|email|address|phone))*$/;

/**
 * Where a quoted URI with one run of whitespace inside ends before it (-1: the space stays the URI's, for the parser to
 * flag, `"https://example.com/countries/việt nam"`): a sentence's punctuation alone after it
 * (`"https://github.com/mikf/gallery-dl/issues ."`, gallery-dl's job.py:191), words in a string that goes on a sentence
 * (`continuesSentence`), or OpenID Connect's scopes after a resource's scope
 * in a list of OAuth scopes (`"https://graph.microsoft.com/Mail.Send offline_access"`, apprise's office365.py:216).
 */
function wordAfterUri(text: string, s: number, e: number): number {
  let k = s;
  while (k < e && !isSpace(text.charCodeAt(k))) k++;
  let j = k;
  while (j < e && isSpace(text.charCodeAt(j))) j++;
  let end = e;
  while (end > j && isTrailing(text.charCodeAt(end - 1))) end--;
  if (end === j) return k;
  if (continuesSentence(text, s) && isSentenceTail(text, s, e)) return k;
  const rest = text.slice(j, e);
  return OIDC_SCOPES.test(rest) || COMMAND_ARGUMENT.test(rest) ? k : -1;
}

/**
 * A command line's next argument after a URL (a usage example in a string: copyparty's bin/partyfuse.py:1139,
 * `"http://192.168.1.69:3923/music/  ./music"`, and `"http://192.168.1.69:3923/music/  M:"`): a local path (`./x`,
 * `../x`, `~/x`) or a drive letter (`M:`, `C:\x`). Neither is the rest of a URI, which holds no space: the URI ends
 * at the whitespace. A word (`"https://x/countries/việt nam"`) stays, for the parser, and so does an option
 * (`"http://winhlp32.exe -k"`, a program and its option written as a URL: round 21's verdict).
 */
const COMMAND_ARGUMENT = /^(?:(?:\.{1,2}|~)[/\\]\S*|[A-Za-z]:(?:[/\\]\S*)?)$/;

/**
 * Whether the string whose quote is just before `s` goes on a sentence an adjacent literal before it ended with a blank
 * (C's and Python's literals joined by the compiler: `"Please make sure you have installed the "` then, on the next
 * line, `"https://nmap.org/npcap/ driver"`, ntopng's src/main.cpp:350): its words after the URI are the sentence's.
 */
function continuesSentence(text: string, s: number): boolean {
  let b = s - 2;
  for (const stop = Math.max(0, s - 256); b >= stop && isSpace(text.charCodeAt(b)); b--);
  return b < s - 2 && text.charCodeAt(b) === text.charCodeAt(s - 1) && text.charCodeAt(b - 1) === 0x20;
}

/** A URI, `or`, and a host or another URI: the alternatives a form's placeholder names. */
const PROSE_JOIN = /^\S+[ \t]+or[ \t]+(?:[A-Za-z][\w+.-]*:\/\/)?[\w-]+(?:\.[\w-]+)+\/?$/;

/** Longest remark looked for after a quoted URI. */
const MAX_REMARK = 256;

/**
 * True when the whitespace at `i` is followed by a remark in parentheses or
 * brackets (a log line's `[404]`) that ends the quoted text (`"http://x/doc.htm (see N123)"`, sentence
 * punctuation and spaces allowed before the quote `q`, or with `lineEnds`
 * the line's end or a comment), on the same line.
 */
function isRemark(text: string, i: number, q: number, { lineEnds }: { lineEnds: boolean }): boolean {
  let j = i;
  while (j < text.length && (text.charCodeAt(j) === 0x20 || text.charCodeAt(j) === 0x09)) j++;
  const open = text.charCodeAt(j);
  if (open !== 0x28 && open !== 0x5b) return false;
  const close = open === 0x28 ? 0x29 : 0x5d;
  const stop = Math.min(text.length, j + MAX_REMARK);
  let depth = 0;
  for (; j < stop; j++) {
    const c = text.charCodeAt(j);
    if (c === q || c === Ch.LF || c === Ch.CR) return false;
    if (c === open) depth++;
    else if (c === close && --depth === 0) break;
  }
  if (depth !== 0) return false;
  j++;
  while (j < text.length && (text.charCodeAt(j) === 0x20 || text.charCodeAt(j) === 0x09 || isTrailing(text.charCodeAt(j)))) j++;
  return isClose(text, j, q, { lineEnds });
}

/** A space, then a `srcset` candidate's width or density descriptor (`640w`, `2x`, `1.5x`, `.5x`), then a `,` or the quote. */
const SRCSET_DESCRIPTOR = /[ \t]+(?:\d+(?:\.\d+)?|\.\d+)[wx][ \t]*([,"'`])/y;

/**
 * True when the whitespace at `i` starts a `srcset` candidate's descriptor (HTML's "parse a srcset attribute": a URL,
 * whitespace, a descriptor, then a `,` before the next candidate or the value's end): `"https://x/a-M.jpg 2x"`. The
 * descriptor is no part of the URL; a space elsewhere (`"https://x/a 2x.jpg"`, `"https://x/a b 2x"`) stays the URI's.
 */
function isSrcsetDescriptor(text: string, i: number, q: number): boolean {
  SRCSET_DESCRIPTOR.lastIndex = i;
  const m = SRCSET_DESCRIPTOR.exec(text);
  return m !== null && (m[1] === ',' || m[1]!.charCodeAt(0) === q);
}

/** Sentence punctuation that may close a quoted sentence. */
function isTrailing(c: number): boolean {
  return c === 0x2e || c === 0x2c || c === 0x3b || c === 0x3a || c === 0x21 || c === 0x3f;
}

/** True when only whitespace stands between `i` and the quote `q`, or with `lineEnds` the line's end or a comment (trailing whitespace is no run). */
function isClose(text: string, i: number, q: number, { lineEnds }: { lineEnds: boolean }): boolean {
  while (i < text.length && isSpace(text.charCodeAt(i)) && !(lineEnds && (text.charCodeAt(i) === Ch.LF || text.charCodeAt(i) === Ch.CR))) i++;
  const c = text.charCodeAt(i);
  return c === q || (lineEnds && (i >= text.length || c === Ch.LF || c === Ch.CR || c === 0x23));
}

/** True when `//` (or, with escapes, each `/` written `\/`, `\u002F` or `\x2F`) starts at `i`. */
export function followsSlashes(text: string, i: number, { escapes }: { escapes: boolean }): boolean {
  if (text.charCodeAt(i) === Ch.SLASH) return text.charCodeAt(i + 1) === Ch.SLASH;
  if (!escapes) return false;
  const first = escapedSlash(text, i);
  return first > 0 && (text.charCodeAt(i + first) === Ch.SLASH || escapedSlash(text, i + first) > 0);
}

const ESCAPED_SLASH = /\\(?:\/|u002[Ff]|x2[Ff])/y;

/** The length of an escape of `/` at `i` (`\/`, `\u002F`, `\x2F`), or 0. */
function escapedSlash(text: string, i: number): number {
  if (text.charCodeAt(i) !== Ch.BACKSLASH) return 0;
  ESCAPED_SLASH.lastIndex = i;
  return ESCAPED_SLASH.test(text) ? ESCAPED_SLASH.lastIndex - i : 0;
}

function hasSpace(text: string, s: number, e: number): boolean {
  for (let i = s; i < e; i++) if (isSpace(text.charCodeAt(i))) return true;
  return false;
}

/**
 * The URI between `<` (just before `s`) and `>`. RFC 3986 Appendix C: a
 * URI in angle brackets may be broken over lines, and the whitespace of a
 * break is ignored, "all whitespace around the line break" when the line
 * ends in a hyphen, which "may or may not actually be part of the URI": the
 * hyphen is kept and its index in `text` recorded in `hyphenBreaks`.
 * Whitespace within a line is kept, so `<http://exa mple.com>` is one
 * malformed URI. No `>`, a `<`, a blank line, another `scheme://` after
 * whitespace, or more than `MAX_WRAPPED_LINES` breaks: not delimited.
 */
export function angleExtent(text: string, s: number, colon: number): Extent | undefined {
  const n = text.length;
  const cuts: number[] = []; // [end of kept run, start of next kept run]…
  const hyphens: number[] = [];
  let lines = 0;
  let spaced = false;
  let i = s;
  let end = -1;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === Ch.GT) { end = i; break; }
    if (c === Ch.LT) return undefined;
    if (!isSpace(c)) {
      if (c < 0x20 || (c === Ch.COLON && spaced && i > colon && followsSlashes(text, i + 1, { escapes: false }))) return undefined;
      i++;
      continue;
    }
    const run = i;
    let breaks = 0;
    for (; i < n && isSpace(text.charCodeAt(i)); i++) {
      const w = text.charCodeAt(i);
      if (w === Ch.LF || (w === Ch.CR && text.charCodeAt(i + 1) !== Ch.LF) || w === 0x2028 || w === 0x2029) breaks++;
    }
    if (breaks > 1 || (lines += breaks) > MAX_WRAPPED_LINES) return undefined;
    if (i < n && text.charCodeAt(i) === Ch.GT) { end = run; break; }
    if (breaks === 0) { spaced = true; continue; }
    if (text.charCodeAt(run - 1) === Ch.HYPHEN) hyphens.push(run);
    // A backslash that ends the line continues a string or a line of code: it goes with the break.
    cuts.push(text.charCodeAt(run - 1) === Ch.BACKSLASH ? run - 1 : run, i);
  }
  if (end < 0 || codeSpanCloses(text, s, end)) return undefined;
  if (cuts.length === 0) return { end, text: text.slice(s, end), spaced };
  const joined = join(text, s, end, cuts, hyphens);
  return { end, text: joined.text, offsets: joined.offsets, hyphenBreaks: joined.hyphenBreaks, spaced };
}

/**
 * True when the backtick just before the `>` at `e` closes a code span opened before the `<` on its line:
 * ``git+<https://`>`` in a comment names a prefix in code, and the `>` after the span is text, no autolink's end.
 */
function codeSpanCloses(text: string, s: number, e: number): boolean {
  if (e <= s || text.charCodeAt(e - 1) !== 0x60) return false;
  let ticks = 0;
  for (let i = s - 2; i >= 0 && text.charCodeAt(i) !== Ch.LF; i--) if (text.charCodeAt(i) === 0x60) ticks++;
  return ticks % 2 === 1;
}

/** The kept runs of `[s,e)` between the cuts, with the document offset of each code unit. */
export function join(text: string, s: number, e: number, cuts: number[], hyphens: number[]):
  { text: string; offsets: number[]; hyphenBreaks: number[] | undefined } {
  const parts: string[] = [];
  const offsets: number[] = [];
  const hyphenBreaks: number[] = [];
  let from = s;
  for (let k = 0; k <= cuts.length; k += 2) {
    const to = k < cuts.length ? cuts[k]! : e;
    parts.push(text.slice(from, to));
    for (let o = from; o < to; o++) offsets.push(o);
    if (hyphens.includes(to)) hyphenBreaks.push(offsets.length - 1);
    from = cuts[k + 1]!;
  }
  return { text: parts.join(''), offsets, hyphenBreaks: hyphenBreaks.length > 0 ? hyphenBreaks : undefined };
}

/**
 * Decodes the backslash escapes of a JSON (or C-like) string in `[s,e)`:
 * `\/` is `/`, `\uXXXX` and `\xXX` one code unit, `\n` a line feed (which the parser
 * then flags); with `continued`, a backslash before a line break nothing. Each decoded code unit maps to the offset of
 * its escape.
 */
export function decodeEscapes(text: string, s: number, e: number, continued?: Continued): { text: string; offsets: number[] } {
  let out = '';
  let run = s; // start of the text not yet copied
  const offsets: number[] = [];
  for (let i = s; i < e; i++) {
    if (text.charCodeAt(i) !== Ch.BACKSLASH || i + 1 >= e) { offsets.push(i); continue; }
    out += text.slice(run, i);
    // A continued line: the backslash and the break (and with `trim` the indentation after) stand for nothing.
    const after = continued === undefined ? 0 : continuationEnd(text, i, continued);
    if (after > 0) {
      i = after - 1;
      run = after;
      continue;
    }
    offsets.push(i);
    const x = text[i + 1]!;
    // `\1`…`\9` and `\g<`: a regular expression's group in a replacement (`gsub(re, 'https://\1/')` in Ruby's single
    // quotes, which keep the backslash; `'https://\g<1>/'` in Python's): kept as written, for the template to read.
    // Where a language reads it as an octal escape, it stands for a control character no URI is written with.
    if ((x >= '1' && x <= '9') || (x === 'g' && text.charCodeAt(i + 2) === Ch.LT)) {
      out += '\\';
      run = i + 1;
      continue;
    }
    const braced = (x === 'u' || x === 'x') && text.charCodeAt(i + 2) === 0x7b ? bracedEscape(text, i) : undefined;
    if (braced !== undefined && i + braced.length <= e) {
      out += String.fromCodePoint(braced.code);
      // A code point past U+FFFF is two code units, both the escape's: the second maps to its next character.
      if (braced.code > 0xffff) offsets.push(i + 1);
      i += braced.length - 1;
      run = i + 1;
      continue;
    }
    const digits = x === 'u' ? 4 : x === 'x' ? 2 : 0;
    const hex = digits > 0 && i + 2 + digits <= e ? text.slice(i + 2, i + 2 + digits) : '';
    if (hex.length === digits && digits > 0 && /^[0-9A-Fa-f]+$/.test(hex)) {
      out += String.fromCharCode(parseInt(hex, 16));
      i += digits + 1;
    } else {
      out += ESCAPES[x] ?? x;
      i++;
    }
    run = i + 1;
  }
  return { text: out + text.slice(run, e), offsets };
}

const ESCAPES: Readonly<Record<string, string>> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v', '0': '\0' };
