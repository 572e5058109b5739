/**
 * Which string literals of code interpolate expressions, so that a URI in
 * one is read as a template by construction (`f'https://{host}/x'`,
 * `` `https://${host}/x` ``, `"https://#{host}/x"`, `$"https://{host}/x"`).
 * The code scanner says where a string opens; this says what its language
 * does with it, from the quote and the prefix before it, and whether the code
 * formats it with printf's conversions, from what is around it.
 */
import type { Interpolation } from '../template/types';
import { CodeScanner } from './code';
import { knownLanguage } from '../languages/table';
import type { InterpolationRule } from '../languages/types';
import type { FoundUri } from './types';
import { Ch } from '../chars';

type Rule = (text: string, quote: number) => Interpolation | undefined;


/** Python: a prefix with `f` (`f'…'`, `rf"…"`, `F"""…"""`). */
const python: Rule = (text, q) => {
  const prefix = /(?:^|[^\w])([rRbBfF]{1,2})$/.exec(text.slice(Math.max(0, q - 3), q))?.[1] ?? '';
  return /[fF]/.test(prefix) ? 'brace' : undefined;
};
/** C#: `$"…"`, `$@"…"`, `@$"…"`. */
const csharp: Rule = (text, q) => (/\$@?$|@\$$/.test(text.slice(Math.max(0, q - 2), q)) ? 'brace' : undefined);
/** JavaScript and TypeScript: template literals. */
const backtick: Rule = (text, q) => (text.charCodeAt(q) === 0x60 ? 'dollar' : undefined);
/** Double-quoted strings (and shells' backticks) interpolate `$x` and `${x}`. */
const dollarDouble: Rule = (text, q) => (text.charCodeAt(q) === Ch.DQ || text.charCodeAt(q) === 0x60 ? 'dollar' : undefined);
/** Double-quoted strings interpolate `#{x}`. */
const hashDouble: Rule = (text, q) => (text.charCodeAt(q) === Ch.DQ ? 'hash' : undefined);
/** Swift: `\(x)` in any string. */
const swift: Rule = () => 'paren';
/** Scala: `s"…"` and `f"…"`. */
const scala: Rule = (text, q) => (/(?:^|\W)[sf]$/.test(text.slice(Math.max(0, q - 2), q)) ? 'dollar' : undefined);

/** Each rule the table of languages names. */
const INTERPOLATION_RULES: Readonly<Record<InterpolationRule, Rule>> = {
  'markup-brace': () => 'brace',
  'tex-parameter': () => 'tex',
  'make-pattern': () => 'make',
  // Lua's pattern escapes (`%.`, `%w`, `%%`) read as make's stems do: a `%` with no two hex digits after it; and its
  // `string.format`'s conversions (`%s`, `%d`) as C's.
  'lua-pattern': () => 'lua',
  // A `format` string is any string: the directives are read wherever one is written.
  'tilde-format': () => 'tilde',
  'markup-at': () => 'at',
  'markup-dollar': () => 'dollar-chain',
  'python-f': python,
  'csharp-dollar': csharp,
  backtick,
  'dollar-double': dollarDouble,
  'hash-double': hashDouble,
  'swift-paren': swift,
  'scala-prefix': scala,
};

/** The rules of markup that interpolates everywhere in a document, not in string literals. */
export const MARKUP_WIDE: ReadonlySet<InterpolationRule> = new Set<InterpolationRule>(['markup-brace', 'markup-at', 'markup-dollar', 'tex-parameter', 'make-pattern', 'lua-pattern']);

/** What a `<…>` reference's text holds that a string of code reads otherwise than prose: a format field's brace. */
const ANGLE_FIELD = /\{/;

/** How far a string is followed to its end, and how far back its opening line is read for the call it is passed to. */
const FORMAT_REACH = 4096;
const CALL_REACH = 160;
/**
 * What follows a format string: Python's and Ruby's `%` operator (`"…%s…" % lang`, `'''…''' % (a, b)`), maybe after
 * a call the string is passed to first (`_("…%s…") % x`), or a `.format(`/`.formatted(` call (Kotlin, Scala, Java).
 */
const FORMATTED_AFTER = /^["'`]{0,2}\)?[ \t]*(?:%[ \t]*[\w([{'"]|\.format(?:ted)?\()/;
/**
 * What comes before a format string: a call of printf's family (`printf(`, `sprintf(buf, `, `fprintf(stderr, `, Go's
 * `fmt.Sprintf(`, `t.Errorf(`, Java's `String.format(`), or the shell's `printf` command (`printf "…"`, `printf -v
 * var '…'`).
 */
const FORMATTED_BEFORE = new RegExp(
  String.raw`(?:(?:^|[^\w.$])(?:[\w$]+(?:\.|::|->))*(?:\w*printf(?:_s)?|\w*Printf|Errorf|Fatalf|Panicf|Logf|Infof|Warnf|Warningf|Debugf|Tracef|String\.format|(?:wx|C|Q)?String::(?:Format|asprintf))[ \t]*\([ \t]*(?:[^()'"\x60,\n]{1,64}(?:\([^()'"\x60\n]{0,64}\))?[ \t]*,[ \t]*){0,3}`
  + String.raw`|(?:^|[\s;|&(\x60{])printf(?:[ \t]+-v[ \t]+\w+)?(?:[ \t]+--)?[ \t]+`
  // Objective-C's formats: `[NSString stringWithFormat:@"…"`, `NSLog(@"…"`.
  + String.raw`|(?:[sS]tringWithFormat|initWithFormat|appendFormat|NSLog)[ \t]*[:(][ \t]*(?=@$))(?:@|[A-Za-z]{0,2})$`);

/**
 * The code before a string opened at `quote` that may hold the call it is passed to: its line, and, when the string opens
 * its line (`snprintf(buf, sizeof(buf),\n    "<urn:uuid:%08x-…>",`), the lines before it that end an earlier argument
 * with a comma or open the call, each joined with a space; the last `CALL_REACH` characters.
 */
function callBefore(text: string, quote: number): string {
  let start = text.lastIndexOf('\n', quote - 1) + 1;
  let before = text.slice(start, quote);
  if (/^[ \t]*(?:@|[A-Za-z]{0,2})$/.test(before)) {
    before = before.trimStart();
    for (let lines = 0; lines < 3 && start > 0; lines++) {
      const previousStart = text.lastIndexOf('\n', start - 2) + 1;
      const previous = text.slice(previousStart, start - 1).trim();
      if (!/[,(]$/.test(previous)) break;
      before = `${previous} ${before}`;
      start = previousStart;
    }
  }
  return before.slice(Math.max(0, before.length - CALL_REACH));
}

/**
 * The references of `text` (in text order, read as `languageId`, never overlapping), each marked with what the string
 * literal it is in does with it, in one pass of one code scanner:
 * - `interpolation`: the interpolation of the string it is in, by the language's rule (`INTERPOLATION_RULES`), or of the markup it is
 *   in (`MARKUP_WIDE`: every reference, no string to find);
 * - `inString` (for code): a reference between `<` and `>` in a string literal holding a `{`, whose format fields are the string's;
 * - `formatted` (with `formats`, for code): a reference with a `%` in a string literal the code formats with printf's
 *   conversions, the string passed to printf's family or followed by a formatting operator (`FORMATTED_BEFORE`,
 *   `FORMATTED_AFTER`). There every `%` that starts no `pct-encoded` is a conversion
 *   (`"https://www.openshot.org/%sdonate/" % lang`: `%s`, then `donate`), as printf reads it: a `%` meant as itself is
 *   written `%%`.
 * The scanner is asked at offsets that only grow (asked lower, it would read again from the start: an edit window at
 * the end of a long file would pay that per question): a reference's start, then, for a formatted string, each offset
 * to the string's end; a reference that starts before the end last found is in that string, whose quote is known.
 */
export function markStrings(text: string, languageId: string, found: FoundUri[], { formats }: { formats: boolean }): FoundUri[] {
  if (found.length === 0) return found;
  const language = knownLanguage(languageId);
  const interpolates = language?.interpolation;
  let rule = interpolates === undefined ? undefined : INTERPOLATION_RULES[interpolates];
  // Markup that interpolates everywhere (Svelte's `href="?a={data.count + 1}"`, a TeX macro's `mailto:#2`, a make
  // function's `git://github.com/%`, Lua's patterns): every reference, no string's rule to read.
  if (interpolates !== undefined && MARKUP_WIDE.has(interpolates)) {
    const interpolation = INTERPOLATION_RULES[interpolates](text, 0);
    for (const f of found) f.interpolation ??= interpolation;
    rule = undefined;
  }
  const syntax = language?.code;
  const formatting = formats && text.indexOf('%') >= 0;
  // A string code tests as a prefix (`startsWith('data:image/png;base64')`): code's only, after a cheap test of the text.
  const prefixes = formats && PREFIX_MAY.test(text);
  // A string the code joins more text to (`'mailto:circle+' . $id . '@' . $host`): code's only, a look after each reference.
  // Or the next literal is joined to it by the compiler (`f"…url(data:font/woff2;charset=utf-8;"` then `f'base64,…'`).
  const adjacent = formats && language?.code?.joinsAdjacent === true && found.some((f) => ADJACENT_AFTER.test(text.slice(f.end, f.end + ADJACENT_REACH).replace(TRAILING_PUNCTUATION, '')));
  const joins = adjacent || (formats && found.some((f) => JOINED_AFTER.test(text.slice(f.end, f.end + JOINED_REACH))));
  // A `<…>` reference inside a string (`"<https://x/issues/{}>"` in Rust's `format!`): the string's text, read as code's strings are.
  const angles = formats && found.some((f) => f.context === 'angle' && ANGLE_FIELD.test(f.text));
  if (syntax === undefined || (rule === undefined && !formatting && !prefixes && !joins && !angles)) return found;
  const scanner = new CodeScanner(text, syntax);
  // The string last followed to its end (a reference with a `%` in it): where it opens, ends, and whether it is formatted.
  let last = { quote: -1, end: -1, formatted: false };
  for (const f of found) {
    const inLast = f.start < last.end;
    const quote = inLast ? last.quote : scanner.stringOpenedAt(f.start);
    if (quote < 0) continue;
    if (f.context === 'angle' && ANGLE_FIELD.test(f.text)) f.inString = true;
    if (rule !== undefined) {
      const interpolation = rule(text, quote);
      if (interpolation !== undefined) f.interpolation = interpolation;
    }
    if (prefixes && isPrefixTested(text, quote, f)) f.partial = 'prefix';
    // The reference runs to its string's closing quote, and an operator joins more after it.
    if (joins && f.partial === undefined && isJoined(text, quote, f, { adjacent })) f.partial = 'joined';
    if (!formatting || f.text.indexOf('%') < 0) continue;
    if (!inLast) {
      let end = f.end;
      const stop = Math.min(text.length, f.end + FORMAT_REACH);
      while (end < stop && scanner.regionAt(end) === quote) end++;
      const before = callBefore(text, quote);
      last = { quote, end, formatted: FORMATTED_BEFORE.test(before) || FORMATTED_AFTER.test(text.slice(end, end + 64)) };
    }
    if (last.formatted) f.formatted = true;
  }
  return found;
}


/**
 * A call that tests a string's start with the string literal after it: `startsWith(`, `startswith(` (maybe after the
 * other elements of Python's tuple: `startswith(("http://", "`), Ruby's `start_with?(`, Rust's `starts_with(`,
 * Swift's and Objective-C's `hasPrefix(`/`hasPrefix:@`, Go's `strings.HasPrefix(u, `, `CutPrefix`, `TrimPrefix`,
 * Kotlin's `removePrefix(`, PHP's `str_starts_with($u, `, C's `strncmp(s, `/`strncasecmp(s, `, or a C# `StartsWith(`.
 */
const PREFIX_BEFORE = new RegExp(
  String.raw`(?:starts?_?[wW]ith\??|StartsWith|startsWithIgnoreCase|[hH]asPrefix|CutPrefix|TrimPrefix|removePrefix|removeprefix|stripPrefix|str_starts_with|strn(?:case)?cmp|_?strnicmp|memcmp)`
  + String.raw`[ \t]*[(:][ \t]*\(?[ \t]*(?:[^()'"\x60,\n]{1,64}(?:\([^()'"\x60\n]{0,64}\))?[ \t]*,[ \t]*)?(?:["'][^"'\n]{0,200}["'][ \t]*,[ \t]*)*(?:@|[A-Za-z]{0,2})$`);
/**
 * A comparison with a string's first characters: Python's `u[:22] == `, JavaScript's `u.slice(0, 5) === `,
 * `substring(0, 5) == `, C#'s `Substring(0, 5) == `, Lua's `u:sub(1, 5) == `.
 */
const SLICE_BEFORE = /(?:\[[ \t]*0?[ \t]*:[ \t]*\d+[ \t]*\]|\.(?:slice|substring|substr|Substring)\([ \t]*0[ \t]*,[ \t]*\d+[ \t]*\)|:sub\([ \t]*1[ \t]*,[ \t]*\d+[ \t]*\))[ \t]*[!=]==?[ \t]*$/;
/** What follows a string searched for in another, when the code asks whether it is at the start: `indexOf('mailto:') === 0`, PHP's `strpos($u, 'http') === 0`, Python's `find('x') == 0`. */
const AT_START_AFTER = /^["'`]\)[ \t]*[!=]==?[ \t]*0(?!\d)/;
/** What comes before such a string: a search for it (`.indexOf(`, `strpos($u, `, `.find(`). */
const SEARCH_BEFORE = /(?:\.indexOf|\.find|\bstrpos|\bstripos|\bmb_strpos)[ \t]*\([ \t]*(?:\$?[\w.>-]{1,64}[ \t]*,[ \t]*)?$/;

/**
 * A search for a string anywhere in a text or a buffer, its literal the last argument: C's `strstr(s, `, `memmem(`,
 * masscan's `memstr(buf, len, ` (src/proto-mc.c:76, `memstr(mc->banmem, mc->totalLen, "data:image/png;base64")`),
 * `strcasestr(`, PHP's `stristr(`, Go's `strings.Contains(s, `, JavaScript's `.includes(`, Java's `.contains(`, C#'s
 * `.Contains(`: the literal is a piece of text looked for, no URI of its own.
 */
const SEARCHED_BEFORE = /(?:\b(?:memstr|strstr|strcasestr|memmem|stristr|mb_strstr|strings\.Contains)|\.(?:includes|contains|Contains))[ \t]*\([ \t]*(?:[^()'"\x60,\n]{1,64}[ \t]*,[ \t]*){0,3}(?:@|[A-Za-z]{0,2})$/;

/** The pre-test: a word of a start's test, a search, a slice, anywhere in the text. */
const PREFIX_MAY = /[Ww]ith|[Pp]refix|strn|_?strnicmp|memcmp|indexOf|\.find|strpos|stripos|\[[ \t]*0?[ \t]*:|slice|substr|ubstring|:sub\(|memstr|strstr|strcasestr|memmem|stristr|\.[Cc]ontains|\.includes/;

/**
 * Whether the reference `f`, a whole string literal opened at `quote` (`'see https://x'` is none), is one the code
 * tests as a prefix: `startsWith('data:image/png;base64')`, `strncmp(u, "http://", 7)`, `u[:5] == 'http:'`,
 * `indexOf('mailto:') === 0` (`PREFIX_BEFORE`, `SLICE_BEFORE`, `SEARCH_BEFORE`), or searches for anywhere in a text
 * (`strstr(s, "http://")`, `SEARCHED_BEFORE`).
 */
function isPrefixTested(text: string, quote: number, f: FoundUri): boolean {
  if (!/^["'\x60]{1,3}$/.test(text.slice(quote, f.start)) || !/^["'\x60]/.test(text[f.end] ?? '')) return false;
  const before = callBefore(text, quote);
  return PREFIX_BEFORE.test(before) || SLICE_BEFORE.test(before) || SEARCHED_BEFORE.test(before) || (SEARCH_BEFORE.test(before) && AT_START_AFTER.test(text.slice(f.end, f.end + 16)));
}

/**
 * What joins more text to a string right after its closing quote: `+` (JavaScript, Java, C#, Python, Go…), PHP's and
 * Perl's `.` (between blanks, or before a `$` variable: `'x'.length` is a member), Lua's `..`, Haskell's and Erlang's
 * `++`. Not `&&`, `||` or `&` (a shell's lists and background jobs), nor `+=`.
 */
const JOINED_AFTER = /^["'\x60][ \t]*(?:\+(?!=)|\.\.(?!\.)|(?<=[ \t])\.[ \t]|\.[ \t]*\$)/;
/** How many code units after a reference `JOINED_AFTER` reads. */
const JOINED_REACH = 16;

/**
 * In a language whose compiler joins adjacent string literals (the table's `joinsAdjacent`: Python, C, C++), a
 * string's closing quote, then another literal opening after blanks, a line break (after a `\\` or not: Python joins the
 * lines of a bracket, C any lines) and comment lines (`#`, `//`), maybe with its prefix (Python's `f`, `r`, `b`, `u`;
 * C's `L`, `u8`, `u`, `U`); not a triple-quoted one, a docstring after an assignment (`URL = "…"` then `"""The URL."""`).
 * mne-python tools/dev/gen_css_for_mne.py:41: `f"  src: url(data:font/woff2;charset=utf-8;"` then
 * `f'base64,{font_b64}) format("woff2");'` on the next line, the `data:` URI's comma in the second.
 */
const ADJACENT_AFTER = /^["'][ \t]*(?:(?:(?:#|\/\/)[^\n]{0,160})?\\?\r?\n[ \t]*){0,4}(?:[rRbBuUfFL]{1,2}|u8)?(["'])(?!\1\1)/;
/** How many code units after a reference `ADJACENT_AFTER` reads. */
const ADJACENT_REACH = 600;
/** A sentence's punctuation the finder left out of a URI at its string's end (`url(data:font/woff2;charset=utf-8;"`). */
const TRAILING_PUNCTUATION = /^[.,;:]{0,2}/;

/**
 * Whether the reference `f`, in the string opened at `quote`, runs to the string's closing quote and more text is joined
 * after it: by an operator (`JOINED_AFTER`), or, with `adjacent`, by the next literal (`ADJACENT_AFTER`), the
 * punctuation the finder left out before the quote then the URI's too.
 */
function isJoined(text: string, quote: number, f: FoundUri, { adjacent }: { adjacent: boolean }): boolean {
  const q = text.charCodeAt(quote);
  if (text.charCodeAt(f.end) === q && JOINED_AFTER.test(text.slice(f.end, f.end + JOINED_REACH))) return true;
  if (!adjacent) return false;
  const close = f.end + TRAILING_PUNCTUATION.exec(text.slice(f.end, f.end + 2))![0].length;
  return text.charCodeAt(close) === q && ADJACENT_AFTER.test(text.slice(close, close + ADJACENT_REACH));
}

/** An ellipsis: three dots or more, or `…`. */
const ELLIPSIS = /^(?:\.{3}|\u2026)/;

/** The references of `text`, each right before an ellipsis (`data:image/png;base64,iVBOR...`) marked `partial: 'elided'`. */
export function markElided(text: string, found: FoundUri[]): FoundUri[] {
  for (const f of found) if (f.partial === undefined && ELLIPSIS.test(text.slice(f.end, f.end + 3))) f.partial = 'elided';
  return found;
}
