/**
 * Which string literals of code interpolate expressions, so that a URI in
 * one is read as a template by construction (`f'https://{host}/x'`,
 * `` `https://${host}/x` ``, `"https://#{host}/x"`, `$"https://{host}/x"`).
 * The code scanner says where a string opens; this says what its language
 * does with it, from the quote and the prefix before it.
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
const RULES: Readonly<Record<InterpolationRule, Rule>> = {
  'markup-brace': () => 'brace',
  'tex-parameter': () => 'tex',
  'make-pattern': () => 'make',
  // Lua's pattern escapes (`%.`, `%w`, `%%`) read as make's stems do: a `%` with no two hex digits after it; and its
  // `string.format`'s conversions (`%s`, `%d`) as C's.
  'lua-pattern': () => 'lua',
  // A `format` string is any string: the directives are read wherever one is written.
  'tilde-format': () => 'tilde',
  'markup-at': () => 'at',
  'python-f': python,
  'csharp-dollar': csharp,
  backtick,
  'dollar-double': dollarDouble,
  'hash-double': hashDouble,
  'swift-paren': swift,
  'scala-prefix': scala,
};

/** The rules of markup that interpolates everywhere in a document, not in string literals. */
export const MARKUP_WIDE: ReadonlySet<InterpolationRule> = new Set<InterpolationRule>(['markup-brace', 'markup-at', 'tex-parameter', 'make-pattern', 'lua-pattern']);

/**
 * The references of `text` (in text order, read as `languageId`), each
 * marked with the interpolation of the string literal it is in, if any, or of the markup they are in.
 */
export function markInterpolated(text: string, languageId: string, found: FoundUri[]): FoundUri[] {
  const language = knownLanguage(languageId);
  const rule = language?.interpolation && RULES[language.interpolation];
  // Markup that interpolates everywhere (Svelte's `href="?a={data.count + 1}"`, a TeX macro's `mailto:#2`, a make
  // function's `git://github.com/%`): every reference, no string to find.
  if (language?.interpolation !== undefined && MARKUP_WIDE.has(language.interpolation)) {
    const interpolation = RULES[language.interpolation](text, 0);
    for (const f of found) f.interpolation ??= interpolation;
    return found;
  }
  const syntax = language?.code;
  if (rule === undefined || syntax === undefined || found.length === 0) return found;
  const scanner = new CodeScanner(text, syntax);
  for (const f of found) {
    const quote = scanner.stringOpenedAt(f.start);
    const interpolation = quote < 0 ? undefined : rule(text, quote);
    if (interpolation !== undefined) f.interpolation = interpolation;
  }
  return found;
}

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
 * The references of `text` (in text order, read as `languageId`), each in a string literal the code formats with
 * printf's conversions marked `formatted`: the string passed to printf's family or followed by a formatting operator
 * (`FORMATTED_BEFORE`, `FORMATTED_AFTER`). There every `%` that starts no `pct-encoded` is a conversion
 * (`"https://www.openshot.org/%sdonate/" % lang`: `%s`, then `donate`), as printf reads it: a `%` meant as itself is
 * written `%%`.
 */
export function markFormatted(text: string, languageId: string, found: FoundUri[]): FoundUri[] {
  const syntax = knownLanguage(languageId)?.code;
  if (syntax === undefined || found.length === 0 || text.indexOf('%') < 0) return found;
  // One scanner, asked at offsets that only grow: a reference's start, then its string's end; a reference that starts
  // before the end last found is in that string (references come in text order and never overlap).
  const scanner = new CodeScanner(text, syntax);
  let last = { end: -1, formatted: false };
  for (const f of found) {
    if (f.text.indexOf('%') < 0) continue;
    if (f.start >= last.end) {
      const quote = scanner.stringOpenedAt(f.start);
      if (quote < 0) continue;
      let end = f.end;
      const stop = Math.min(text.length, f.end + FORMAT_REACH);
      while (end < stop && scanner.regionAt(end) === quote) end++;
      const before = callBefore(text, quote);
      last = { end, formatted: FORMATTED_BEFORE.test(before) || FORMATTED_AFTER.test(text.slice(end, end + 64)) };
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

/** The pre-test: a word of a start's test, a search, a slice, anywhere in the text. */
const PREFIX_MAY = /[Ww]ith|[Pp]refix|strn|_?strnicmp|memcmp|indexOf|\.find|strpos|stripos|\[[ \t]*0?[ \t]*:|slice|substr|ubstring|:sub\(/;

/**
 * The references of `text` (in text order, read as `languageId`), each in a string literal the code tests another
 * string's start with marked `partial: 'prefix'` (`PREFIX_BEFORE`, a slice of the first characters compared with it,
 * or a search compared with 0): the literal is the
 * start of a URI, not a whole one, so what it lacks after its end (a `data:` URI's comma, a host) is no mistake.
 */
export function markPrefixes(text: string, languageId: string, found: FoundUri[]): FoundUri[] {
  const syntax = knownLanguage(languageId)?.code;
  if (syntax === undefined || found.length === 0 || !PREFIX_MAY.test(text)) return found;
  const scanner = new CodeScanner(text, syntax);
  for (const f of found) {
    const quote = scanner.stringOpenedAt(f.start);
    // Only a whole string literal: in `'see https://x'` the reference is no string's start.
    if (quote < 0 || !/^["'\x60]{1,3}$/.test(text.slice(quote, f.start)) || !/^["'\x60]/.test(text[f.end] ?? '')) continue;
    const before = callBefore(text, quote);
    const prefix = PREFIX_BEFORE.test(before) || SLICE_BEFORE.test(before) || (SEARCH_BEFORE.test(before) && AT_START_AFTER.test(text.slice(f.end, f.end + 16)));
    if (prefix) f.partial = 'prefix';
  }
  return found;
}

/** An ellipsis: three dots or more, or `…`. */
const ELLIPSIS = /^(?:\.{3}|\u2026)/;

/** The references of `text`, each right before an ellipsis (`data:image/png;base64,iVBOR...`) marked `partial: 'elided'`. */
export function markElided(text: string, found: FoundUri[]): FoundUri[] {
  for (const f of found) if (f.partial === undefined && ELLIPSIS.test(text.slice(f.end, f.end + 3))) f.partial = 'elided';
  return found;
}
