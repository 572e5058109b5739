import { Ch } from '../chars';
import { isEscaped } from './classes';
/**
 * Regular expressions that mention a scheme: `"pattern": "^s3://[a-z0-9]…"`
 * in a JSON Schema, `m|^ftp://(.*?)/|` in Perl. They describe URIs and are
 * none, so no reference starts in them.
 */


/** How far back from a scheme the start of its string is looked for: keys of patterns are near. */
const MAX_BACK = 512;

/** Keys whose values are regular expressions: JSON Schema's `pattern`, `url_regex`, `hostPattern`. */
const PATTERN_KEY = /(?:^|[-_.])(?:pattern|regexp?)$/i;
const CAMEL_PATTERN_KEY = /[a-z0-9](?:Pattern|Regexp?)$/;

/** True when the scheme at `s` follows a `^`: a pattern anchored at its start (`"^https://…"`, `m|^ftp://|`). */
export function isAnchored(text: string, s: number): boolean {
  return s > 0 && text.charCodeAt(s - 1) === Ch.CARET;
}

/**
 * True when `s` lies in a JSON or YAML string that is the value of a key
 * naming a regular expression (`"pattern": "(s3://|http(s?)://).+"`,
 * `regex: '…'`), or starts with `^`. Looks back at most `MAX_BACK` code
 * units on the line, so the cost per reference is bounded.
 */
export function isPatternValue(text: string, s: number, { singleQuotes }: { singleQuotes: boolean }): boolean {
  if (isAnchored(text, s)) return true;
  const stop = Math.max(0, s - MAX_BACK);
  let q = s - 1;
  for (; q >= stop; q--) {
    const c = text.charCodeAt(q);
    if (c === 0x0a) return false;
    if ((c === Ch.DQ || (singleQuotes && c === Ch.SQ)) && !isEscaped(text, q)) break;
  }
  if (q < stop) return false;
  let i = q - 1;
  while (i >= 0 && isBlank(text.charCodeAt(i))) i--;
  if (text.charCodeAt(i) !== Ch.COLON) return false;
  i--;
  while (i >= 0 && isBlank(text.charCodeAt(i))) i--;
  const quote = text.charCodeAt(i);
  if (quote === Ch.DQ || quote === Ch.SQ) i--;
  const end = i + 1;
  while (i >= 0 && end - i <= 64 && isKeyChar(text.charCodeAt(i))) i--;
  const key = text.slice(i + 1, end);
  return PATTERN_KEY.test(key) || CAMEL_PATTERN_KEY.test(key);
}

function isBlank(c: number): boolean {
  return c === 0x20 || c === 0x09;
}

function isKeyChar(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39) || c === 0x2d || c === 0x5f || c === 0x2e || c === 0x24;
}

/** A match or substitution opening on the line: `=~ /`, `!~ m{`, `=~ s!`, `qr{`, `s|`, Ruby's `%r{` (the operator, its delimiter). */
const PERL_OPENER = /(?:[=!]~\s*(m|s|qr|tr|y)?\s*|(?:^|[^\w$@%&])(m|s|qr|tr|y|%r)\s*(?=[^\w\s=,;)]))([^\w\s])/g;
const CLOSERS: Readonly<Record<string, string>> = { '{': '}', '(': ')', '[': ']', '<': '>' };

/**
 * True when `s` lies inside a Perl (or Ruby) match or substitution on its
 * line: `$l =~ s!https://[a-z0-9\#_/.-]+!!gi`, `$l !~ / https:\/\//`,
 * `qr{^https?://}`. The pattern describes URIs and the replacement is made
 * of pieces: neither is one.
 */
export function inPerlPattern(text: string, s: number): boolean {
  return inScript(lineBefore(text, s), PERL_OPENER) >= 0;
}

/** A Perl-style match written in text: `m`, `qr` or `s` at a word's start, its delimiter right after (`m|`, `m=`, `qr{`). */
const TEXT_PATTERN_OPENER = /(?:^|[\s(;])(m|qr|s)()([|!#=/{%@,~:])/g;
/**
 * What only a pattern writes, from its delimiter on: an anchor first, a metacharacter or class escaped (`\.`, `\d`,
 * `\(`), a negated class, a group's extension, `.*`.
 */
const PATTERN_BODY = /^.\^|\\[.?*+()[\]{}|dDwWsS]|\[\^|\(\?[:=!<]|\.[*+]/;
/** How far after the URI a text's pattern is read for the signs of one. */
const MAX_AHEAD = 512;

/**
 * True when `s` lies in a Perl-style match written in text, not code (nmap's `nmap-service-probes`, a probe's
 * `match http m|^HTTP/1\.0 301 …\r\nLocation: https:///\r\n|`): `m|`, `qr{` or `s|` opening a pattern on the line,
 * not closed before `s`, whose text shows a pattern's syntax (`PATTERN_BODY`). In prose `m` and `s` are also words
 * and units (`10 m/s`), so the opener alone says nothing: the body must.
 */
export function inTextPattern(text: string, s: number): boolean {
  const line = lineBefore(text, s);
  const open = inScript(line, TEXT_PATTERN_OPENER);
  if (open < 0) return false;
  const ahead = text.slice(s, s + MAX_AHEAD);
  const lf = ahead.indexOf('\n');
  return PATTERN_BODY.test(line.slice(open) + (lf < 0 ? ahead : ahead.slice(0, lf)));
}

/** The line up to `s`: at most `MAX_BACK` code units back, so a long line costs no more per URI. */
export function lineBefore(text: string, s: number): string {
  const back = text.slice(Math.max(0, s - MAX_BACK), s);
  return back.slice(back.lastIndexOf('\n') + 1);
}

/** A sed command that opens a pattern: `s|`, `s#`, `y/` after a quote, a blank, `;` or `{`. */
const SED_OPENER = /(?:^|['"\s;{])(s|y)()([^\w\s\\])/g;

/**
 * True when `s` lies in a substitution of a `sed` script on its line:
 * `sed -e 's|https://old.example.com/a|https://new.example.com/b|g'`. Its
 * pattern is a regular expression and its replacement text made of pieces.
 */
export function inSedScript(text: string, s: number): boolean {
  const line = lineHasSed(text, s) ? lineBefore(text, s) : continuedCommand(text, s);
  return line !== undefined && endsInSedScript(line);
}

/** True when `command`'s end lies in a substitution of a `sed` script the command runs. */
function endsInSedScript(command: string): boolean {
  const sed = command.search(/(?:^|[^\w-])sed\b/);
  return sed >= 0 && inScript(command.slice(sed + 4), SED_OPENER) >= 0;
}

/**
 * True when `s` lies in a substitution of a `sed` script in the JSON string around it (a package.json's or
 * composer.json's `scripts`: `"types": "sed -i 's|https://…/x.json|resources/x.json|g' …"`, catppuccin/catppuccin):
 * the command line the string holds is read as the shell's, from the string's opening quote only, so that a `sed`
 * of another value on a minified line opens nothing here.
 */
export function inJsonSedScript(text: string, s: number): boolean {
  const line = lineBefore(text, s);
  let q = line.length - 1;
  for (; q >= 0; q--) if (line.charCodeAt(q) === Ch.DQ && !isEscaped(line, q)) break;
  return q >= 0 && endsInSedScript(line.slice(q + 1));
}

/** How many lines before its own a command continued by `\` before the break is read back for `sed`. */
const MAX_CONTINUED = 8;

/**
 * The command a shell line continues, up to `s`, when the line before ends with a backslash (`sed -i \` and its
 * `-e 's|a|b|' \` scripts on the lines after): those lines joined, each continuation's backslash and break left out.
 * Undefined when the line continues none. At most `MAX_CONTINUED` lines and `MAX_BACK` code units each are read.
 */
function continuedCommand(text: string, s: number): string | undefined {
  const parts = [lineBefore(text, s)];
  let ls = s - parts[0]!.length;
  for (let k = 0; k < MAX_CONTINUED && ls > 0; k++) {
    // The break before the line: `\` then LF or CRLF.
    const b = text.charCodeAt(ls - 2) === Ch.CR ? ls - 3 : ls - 2;
    if (b < 0 || text.charCodeAt(b) !== Ch.BACKSLASH || isEscaped(text, b)) break;
    const prev = lineBefore(text, b);
    if (prev.length === MAX_BACK) break;
    parts.unshift(prev);
    ls = b - prev.length;
  }
  return parts.length > 1 ? parts.join(' ') : undefined;
}

/**
 * What `lineHasSed` learned of the text it was last asked about, up to `to`
 * (the last offset asked): the last `sed` starting a word and the last line
 * break it saw before `to` (-1: none that matters).
 */
let seen = { text: '', to: 0, sed: -1, lf: -1 };

/**
 * Whether `sed` starts a word (`(?<![\w-])sed`, as `inSedScript` wants it) on
 * the line of `s` before it, within `MAX_BACK` (where `inSedScript` may find
 * it). The line is read backwards from `s` down to the last offset asked, and
 * what was seen before it is remembered: offsets asked in increasing order
 * (as the finder asks them) read each character once, any other at most
 * `MAX_BACK`, and a text without `sed` is never searched whole.
 */
function lineHasSed(text: string, s: number): boolean {
  const lo = Math.max(0, s - MAX_BACK);
  // A window that starts inside a word ("u|sed"): `lineBefore` starts there, and its `^` may match.
  if (lo > 0 && text.startsWith('sed', lo)) return true;
  if (seen.text !== text || s < seen.to) seen = { text, to: 0, sed: -1, lf: -1 };
  const floor = Math.max(lo, seen.to);
  if (floor < s) {
    // The stretch not read yet, by native searches (the slice copies nothing long): its last line break, then the last
    // `sed` that starts a word after it (starting before `s`, ending up to two code units past it).
    const part = text.slice(floor, s + 2);
    const lf = part.lastIndexOf('\n', s - 1 - floor);
    let sed = -1;
    for (let k = part.indexOf('sed', lf + 1); k >= 0 && k < s - floor; k = part.indexOf('sed', k + 1)) {
      const at = floor + k;
      if (at === 0 || !isWordOrHyphen(text.charCodeAt(at - 1))) sed = at;
    }
    if (sed >= 0) {
      seen = { text, to: s, sed, lf: -1 };
      return true;
    }
    if (lf >= 0) {
      seen = { text, to: s, sed: -1, lf: floor + lf };
      return false;
    }
  }
  // Nothing between the last offset asked and `s`: what was seen before it answers, if it lies in the window.
  const known = seen.to > lo ? seen : { sed: -1, lf: -1 };
  seen = { text, to: s, sed: known.sed, lf: known.lf };
  return known.sed >= lo && known.sed > known.lf;
}

/** `[\w-]`: an ASCII letter, digit, `_` or `-`. */
function isWordOrHyphen(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39) || c === 0x5f || c === Ch.HYPHEN;
}

/** Where the delimiter of the match or substitution that `opener` opens and the end of `line` lies inside is, or -1. */
function inScript(line: string, opener: RegExp): number {
  opener.lastIndex = 0;
  let inside = -1;
  for (let m = opener.exec(line); m !== null; m = opener.exec(line)) {
    const op = m[1] ?? m[2] ?? 'm';
    let open = m[3]!;
    let close = CLOSERS[open] ?? open;
    // A substitution has two parts: `s!a!b!` three delimiters, `s{a}{b}` two closers.
    const parts = op === 's' || op === 'tr' || op === 'y' ? 2 : 1;
    let closed = 0;
    // Bracketing delimiters nest (Perl's `m{a{2}}`, Ruby's `%r{…#{REPO}…}`): a closer closes the part at depth 0 only.
    let depth = 0;
    let i = m.index + m[0].length;
    for (; i < line.length && closed < parts; i++) {
      const c = line[i]!;
      if (c === '\\') i++;
      else if (c === open && close !== open) depth++;
      else if (c === close && depth > 0) depth--;
      else if (c === close && ++closed < parts && close !== open) {
        // `s{a}{b}`, `s{a} (b)`: the second part opens with a bracket of its own, maybe after blanks.
        let k = i + 1;
        while (k < line.length && /\s/.test(line[k]!)) k++;
        const next = CLOSERS[line[k] ?? ''];
        if (next !== undefined) {
          open = line[k]!;
          close = next;
          i = k;
        }
      }
    }
    inside = closed < parts ? m.index + m[0].length - 1 : -1;
    if (inside < 0) opener.lastIndex = i;
  }
  return inside;
}

/**
 * A regular expression's metacharacter escaped in a string's source: `\\(`, `\\.`, `\\d+` (Java's, C#'s, a
 * non-raw Python string's way to write `\(`), which stands for a backslash and the metacharacter. A path's
 * `\\dev` or `\\Users` has no such pair; nor has `\\^` or `\\$`, characters a test probes (okhttp's
 * `"http://host/?a=!$(),/:;?@[]\\^"`).
 */
const ESCAPED_META = /\\\\(?:[.?*+()[\]{}|]|[dDwWsS][+*?{])/;

/**
 * True when the quote at `q` opens a raw string, whose backslashes are
 * literal: Python `r"…"`/`rb"…"`/`Rb'…'` (any case, `f` too), C# `@"…"`.
 */
export function isRawString(text: string, q: number): boolean {
  let p = q - 1;
  if (text.charCodeAt(p) === 0x40) return true;
  let raw = false;
  for (let k = 0; k < 2 && p >= 0; k++, p--) {
    const c = text.charCodeAt(p) | 0x20;
    if (c === 0x72) raw = true;
    else if (c !== 0x62 && c !== 0x66) break;
  }
  // The prefix must be a whole word: `bar"…"` is no raw string.
  return raw && (p < 0 || !/[\w$]/.test(text[p]!));
}

/**
 * A regular expression's class escape written with one backslash: in a bracket class (`[\w-]`, `[^\s]`, a group's
 * `([\w-]+)`) or quantified (`\d+`, `\w{2}`); or a dot escaped in a word (`www\.youtube\.com`). No URI holds one; a
 * raw string or a regex's call writes it so.
 */
const RAW_META = /\[\^?[^\]\\\n]{0,32}\\[dDwWsS]|\\[dDwWsS][+*?{]|\w\\\.\w/;

/** Calls that compile or apply a regular expression given as their first argument (`re.compile(`, `new RegExp(`, .NET's `new Regex(`, Rust's `Regex::new(`, Java's `Pattern.compile(`, Go's `regexp.MustCompile(`, Ruby's `Regexp.new(`, PHP's `preg_match(`, Swift's `NSRegularExpression(pattern:`, Lua's `s:match(`). */
const FIRST_ARGUMENT = String.raw`(?:\bre\.(?:compile|match|fullmatch|search|sub|subn|split|findall|finditer)|\bRegExp|\bRegex(?:::new)?|\bPattern\.compile|\b(?:regexp\.)?MustCompile(?:POSIX)?|\bregexp\.Compile(?:POSIX)?|\bRegexp\.new|\bpreg_(?:match(?:_all)?|replace(?:_callback)?|split)|[\w\])]:(?:match|gmatch|gsub|find))\s*\((?:\s*pattern:)?`;
/** Calls whose second argument is the pattern, after the subject: Lua's `string.match(s, `, .NET's `Regex.IsMatch(s, `. */
const SECOND_ARGUMENT = String.raw`(?:\bstring\.(?:match|gmatch|gsub|find)|\bRegex\.(?:Match|Matches|IsMatch|Replace|Split))\s*\([^()'"\x60\n]{1,80},`;

/**
 * A regular expression's call just before a string: the text up to the string's quote (a parenthesis of a grouped
 * argument, and the string's prefix, `r`, `@`, allowed between).
 */
export const REGEX_CALL = new RegExp(`(?:${FIRST_ARGUMENT}|${SECOND_ARGUMENT})\\s*(?:\\(\\s*)?[rRbBfF@]{0,2}$`);

/**
 * Syntax only a regular expression writes, in a string of any kind: a group's extension (`(?:`, `(?P<url>`, `(?<name>`,
 * a lookaround, inline flags `(?x)`, `(?i:`). No URI holds `(?` followed by these.
 */
const REGEX_GROUP = /\(\?(?:[:=!>|]|P?<[A-Za-z_]|<[=!]|[aiLmsux-]{1,6}[):])/;

/** Longest string looked at around a URI for signs of a pattern. */
const MAX_STRING = 1024;

/**
 * True when the string literal whose opening quote is at `opened`, holding the URI at `at`, is a regular expression
 * written in a string (`"in central \\(http://localhost:.*\/repo\\).*"`, a test's expected message as a Java pattern):
 * a URI in it describes URIs and is none. So is a string that writes a group only a pattern writes (`(?:`, `(?P<url>`:
 * yt-dlp's `_EMBED_REGEX`), every string given to a regular expression's call (`re.compile('https://x/(\d+)')`, Go's
 * `regexp.MustCompile(` then a raw string, Lua's `string.match(body, "http://[%w%-%.]-/")`), and a raw string that
 * writes a class escape with one backslash or an escaped dot in a word (`RAW_META`: falcon's tools/add_contributors.py,
 * `RST_CONTRIBUTOR_LINE = r'- \`[\w-]+ <https://github.com/([\w-]+)>\`__?\n'`, later given to `re.split`). A raw
 * string without such syntax (`r'https://x/a b'`) stays a string whose URI is judged. Reads the URI's line of the
 * string (a string over lines, Python's triple-quoted `(?x)` pattern, one line at a time), at most `MAX_STRING` code
 * units each way.
 */
export function inPatternString(text: string, opened: number, at: number = opened + 1): boolean {
  if (opened < 0) return false;
  const content = stringLineAt(text, opened, at);
  if (ESCAPED_META.test(content) || REGEX_GROUP.test(content)) return true;
  if (REGEX_CALL.test(text.slice(Math.max(0, opened - 128), opened))) return true;
  return RAW_META.test(content) && isRawString(text, opened);
}

/** The string opened at `opened` on the line of `at`: from its opening quote or the line's start to its closing quote or the line's end. */
function stringLineAt(text: string, opened: number, at: number): string {
  const q = text.charCodeAt(opened);
  const tripled = text.charCodeAt(opened + 1) === q && text.charCodeAt(opened + 2) === q;
  const first = opened + (tripled ? 3 : 1);
  let lineStart = at;
  for (const floor = Math.max(first, at - MAX_STRING); lineStart > floor && text.charCodeAt(lineStart - 1) !== 0x0a;) lineStart--;
  const from = Math.max(first, lineStart);
  const stop = Math.min(text.length, Math.max(from, at) + MAX_STRING);
  let i = from;
  for (; i < stop; i++) {
    const c = text.charCodeAt(i);
    if (c === Ch.BACKSLASH) { i++; continue; }
    if (c === 0x0a) break;
    if (c === q && (!tripled || (text.charCodeAt(i + 1) === q && text.charCodeAt(i + 2) === q))) break;
  }
  return text.slice(from, i);
}
