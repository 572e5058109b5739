/**
 * Absolute URIs in any text, found from their colon (RFC 3986 §3.1, §4.3,
 * Appendix C). The pre-test is `indexOf(':')`; only at a colon is a scheme
 * looked for backwards, and only after a scheme is anything else read, so
 * ordinary text costs one native scan.
 */
import type { FindContext, FoundUri } from './types';
import { isRegisteredSchemeAt, withinOneEdit } from '../scheme-registry';
import { hexValue } from '../chars';
import { isAlpha, isEscaped, isOpaqueStart, isSchemeChar, isSpace, isStop, nextIndex } from './classes';
import { angleExtent, decodeEscapes, followsSlashes, join, proseEnd, quotedExtent } from './delimit';
import type { Continued, Extent, ProseRules } from './delimit';
import { labelCut } from './labels';
import { withEncodedSpaces } from './markdown';
import { REGEX_CALL, inSedScript, inTextPattern, isRawString, lineBefore } from './patterns';
import { backslashSlashes, cutExtent, fieldBar, isPattern, isX509Type, listBreak, namesMediaType, separatorBar } from './shapes';
import { decodeLatexInString, decodeTextEscapes } from './textEscapes';
import { troffEscapeLength, troffSchemeStart } from './troff';
import { decodeEntities } from './entities';
import { Ch } from '../chars';

/** How a file type reads absolute URIs. */
export interface AbsoluteMode {
  /** Code units that, just before a scheme, open a quoted URI (`"` everywhere; `'` and `` ` `` in code). */
  quotes: readonly number[];
  /** Code units that delimit a URI only when no whitespace comes before the closing one (Markdown's code spans). */
  tight?: readonly number[];
  /** Backslash escapes count inside quotes, and `:\/\/` is `://` (JSON, code). */
  escapes: boolean;
  /** Decode escapes in an unquoted URI too (JSON, where all text is in strings). */
  decodeProse: boolean;
  plain: FindContext;
  quoted: FindContext;
  angle: FindContext;
  /** The context of a `<…>` without whitespace, when the file type has its own name for it. */
  autolink?: FindContext;
  /** A URI that starts a YAML scalar is a `yaml-value`. */
  yaml?: boolean;
  /**
   * A `|` ends a URI on a table's row, where a literal bar is written `\|`: `bars`, a line that starts with one
   * (AsciiDoc's cells); `gfm`, that too and a row of a GFM table written without its outer bars (`a|b` under `---|---`).
   */
  tables?: 'bars' | 'gfm';
  /** When set, a URI without `//` counts only where this holds (code: in strings and comments). */
  opaqueAllowed?: (offset: number) => boolean;
  /** The language calls a method with `obj:method(` (Lua; the table's `colonCalls`): `data:sub(1, 11)` is no URI. */
  colonCalls?: boolean;
  /** When set, no URI starts where this holds (code: in a regular expression literal, a pattern). */
  excluded?: (offset: number) => boolean;
  /**
   * Text that may show shell commands and patterns: no URI starts in a `sed` script's substitution, nor in a Perl-style
   * match that shows a pattern's syntax (find/patterns.ts `inSedScript`, `inTextPattern`). A flag, not a function in
   * `excluded`: the finder's loop then calls no closure per URI.
   */
  sedScripts?: boolean;
  /** HTML and XML: a character reference for a delimiter (`&quot;`, `&gt;`) ends a URI in text. */
  entities?: boolean;
  /** Markdown: a character reference for a delimiter (`&#x60;`, `&quot;`) ends a URI in text, its other readings as written. */
  referenceStops?: boolean;
  /** troff source: a scheme starts after an escape's name (`\fBhttp://`), and escapes other than `\-` `\.` `\&`… end a URI. */
  troff?: boolean;
  /**
   * A markup language's own backslash escapes (Markdown, LaTeX: find/textEscapes.ts): the length of the escape at a
   * backslash, 0 when it ends the URI. They are decoded in a URI found in running text or quotes.
   */
  textEscapes?: (text: string, i: number) => number;
  /**
   * Characters that, not escaped, open a comment to the end of the line (TeX's `%`, from the table of languages): a URI
   * in running text ends there, one that starts in such a comment (`inComment`, asked at increasing offsets) does not.
   */
  lineComments?: { openers: readonly number[]; inComment: (offset: number) => boolean };
  /** A backslash that ends a URI whatever it escapes (an Emacs docstring's `\\=`, from the table of languages). */
  endingEscape?: (text: string, i: number) => boolean;
  /** Where `textEscapes` are not read (Markdown's code spans and blocks); asked at increasing offsets. */
  literalAt?: (offset: number) => boolean;
  /**
   * The language has no `url[text]` syntax of its own: a bracketed label after a URI is another markup's
   * (AsciiDoc's), which the URI ends before, and `name:target[…]` is that markup's macro (find/labels.ts).
   */
  labels?: boolean;
  /**
   * Code whose strings read a backslash before a line break as nothing (the table's `continued`): the quotes, and
   * whether the next line's leading whitespace goes too. A quoted URI is then read across the break, joined; with
   * `stringAt` (where the string an offset is in opens, -1 outside strings; asked at increasing offsets), a URI in
   * running text inside such a string too.
   */
  continued?: { quotes: readonly number[]; trim: boolean; stringAt?: (offset: number) => number };
  /**
   * Where the string or comment an offset is in closes when a quote does not close it (Lua's long brackets: `[[ url = "file://]]
   * .. dir .. [[/x" ]]`), or -1: a URI ends there. Asked at increasing offsets.
   */
  stringEnd?: (offset: number) => number;
  /**
   * Whether an offset is in a docstring (Python's `"""…"""` that starts its line, a statement of its own: code.ts
   * `opensDocstring`), whose text a documentation tool reads as markup: a backslash before ASCII punctuation is its
   * escape (reStructuredText's, Markdown's, a project's own: `\\$` for `$`), no part of a URI. Asked at increasing offsets.
   */
  docstringAt?: (offset: number) => boolean;
}

/** The characters of a list (`,` `;`) or a pattern (find/shapes.ts `isPattern`). */
const LIST_OR_PATTERN = /[\\[\]()*+,;|]/;
/** What closes a URI and a token a `|` separates from it (`separatorBar`): a quote, a backtick, Slack's `>`. */
const SEPARATOR_CLOSERS: ReadonlySet<number> = new Set([0x22, 0x27, 0x60, 0x3e]);
/** A query's parameter name and `=` just before a URI: the URI is its value, its `|` the query's. */
const QUERY_VALUE = /[?&][\w.:-]{1,32}=$/;

/** Longer than any registered scheme (the longest has 35 letters) and any real one. */
const MAX_SCHEME = 40;
/** Names whose near misses before `:/` are typos worth flagging (`htp:/example.com`). */
const TYPO_TARGETS = ['http', 'https', 'ftp'];

/**
 * The absolute URIs that start in `[from, to)`, merged in text order with
 * `claims` (references the file type's own syntax already delimited, sorted
 * and disjoint): a colon inside a claim is skipped, and a URI in running text
 * stops where the next claim starts.
 */
export function findAbsolute(text: string, from: number, to: number, mode: AbsoluteMode, claims: readonly FoundUri[]): FoundUri[] {
  const out: FoundUri[] = [];
  const last = Math.min(text.length, to + MAX_SCHEME + 1);
  let next = 0;
  let floor = from;
  let pos = from;
  for (;;) {
    const colon = nextIndex(text, ':', Ch.COLON, pos);
    if (colon < 0 || colon >= last) break;
    while (next < claims.length && claims[next]!.start <= colon) {
      floor = Math.max(floor, claims[next]!.end);
      out.push(claims[next++]!);
    }
    if (colon < floor) { pos = floor; continue; }
    // Most colons start no URI (`Date: 2024`, `"key": 1`): what follows the colon, when it is no `/`, no `\\` and
    // nothing an opaque URI starts with, passes them over here, before `candidate`'s tests, each of which could only
    // reject them too. Not where an escape may write that character (`mailto:\u0061@x`).
    if (!mode.escapes && !mayFollowScheme(text.charCodeAt(colon + 1))) { pos = colon + 1; continue; }
    const limit = next < claims.length ? claims[next]!.start : text.length;
    const found = candidate(text, colon, floor, limit, mode);
    if (found === undefined) { pos = colon + 1; continue; }
    if (found.start >= to) break;
    out.push(found);
    floor = pos = Math.max(found.end, colon + 1);
  }
  while (next < claims.length) out.push(claims[next++]!);
  return out;
}

/** Whether a URI's scheme may end just before `c`: a `/`, a `\\` (`http:\\host`) or what an opaque URI starts with. */
function mayFollowScheme(c: number): boolean {
  return c === Ch.SLASH || c === Ch.BACKSLASH || isOpaqueStart(c);
}

/** A URN's namespace identifier's place holding a letter outside ASCII before its end (a `:`, a blank, the text's end). */
const NON_ASCII_NID = /^[A-Za-z0-9-]*(?![A-Za-z])\p{L}/u;

/** The URI whose scheme ends at `colon`, if any, starting at or after `floor` and ending by `limit`. */
function candidate(text: string, colon: number, floor: number, limit: number, fileMode: AbsoluteMode): FoundUri | undefined {
  let mode = fileMode;
  let s = schemeStart(text, colon, floor);
  // `"…\nhttp://x"`: the `n` is the escape's, not the scheme's (nor the hex digits of `\x41`).
  if (s > 0 && mode.escapes) {
    s = afterEscape(text, s);
    if (colon - s < 2 || !isAlpha(text.charCodeAt(s))) return undefined;
  } else if (s > 0 && text.charCodeAt(s - 1) === Ch.BACKSLASH) {
    // Where escapes are not read, a scheme that is an escape's letter and digits (`\xa5://\x9f`, a binary value
    // printed with escapes in a log: zeek's krb.enc_part output) is the escape's, no scheme.
    const after = afterEscape(text, s);
    if (after > s + 1 && (colon - after < 2 || !isAlpha(text.charCodeAt(after)))) return undefined;
    // A whole `\uXXXX` or `\xXX` before a scheme's letters is the string's escape, no scheme's (glances'
    // docs/_static/glances-flame.html, JSON's `\u0027https://pypi.python.org/pypi/Glances/json\u0027` in a page's
    // script read as HTML): the scheme starts after it.
    if (after === s + (text.charCodeAt(s) === 0x75 ? 5 : 3)) s = after;
  }
  // Markup showing a string (`"udp://a/announce\nudp://b/announce"` in a Markdown code span): the `n` of its `\n` too.
  if (s > 0 && colon - s >= 3 && !mode.escapes && mode.textEscapes !== undefined && text.charCodeAt(s - 1) === Ch.BACKSLASH && /^[ntr][A-Za-z]/.test(text.slice(s, s + 2))) s++;
  if (s > 0 && mode.troff) {
    s = troffSchemeStart(text, s);
    if (colon - s < 2 || !isAlpha(text.charCodeAt(s))) return undefined;
  }
  // `"$SYNO_SCHEME://$SYNO_HOSTNAME"`, `http$S://`: a variable's value stands where the scheme goes. The reference
  // starts at the `$`, so that the variable is read as the template's expression, not as the scheme's letters.
  const led = followsSlashes(text, colon + 1, { escapes: mode.escapes }) ? interpolatedSchemeStart(text, colon, floor) : -1;
  if (led >= 0) s = led;
  if (s < 0 || inEnvProcessor(text, s) || isInspected(text, s, colon)) return undefined;
  if (mode.textEscapes !== undefined && mode.literalAt?.(s) === true) mode = { ...mode, textEscapes: undefined };
  let need: number; // code units the URI needs after its colon
  if (followsSlashes(text, colon + 1, { escapes: mode.escapes }) || backslashSlashes(text, s, colon, { escapes: mode.escapes })) need = 3;
  else {
    // In a string, an escape may write the first character (`mailto:\u0061@x`, `ftp:\u00e9`): what it stands for counts.
    const c1 = mode.escapes ? escapedCodeAt(text, colon + 1) : text.charCodeAt(colon + 1);
    if (c1 !== Ch.SLASH && !isOpaqueStart(c1)) return undefined;
    // `https:/&zwnj;/listmonk.app` in a string of code: HTML escaped where no HTML is read, an invisible character's
    // reference put between the slashes so that nothing links the sample. What it is is the HTML's to say, once decoded
    // (where the text is HTML or Markdown, and a character written as itself, it is read and flagged).
    if (c1 === Ch.SLASH && mode.entities !== true && mode.referenceStops !== true && DEFANGED_SLASHES.test(text.slice(colon + 2, colon + 20))) return undefined;
    // `$data:String!`: a variable's name and its type or value (GraphQL's operation variables, PHP's, a shell's), no scheme.
    if (s > 0 && text.charCodeAt(s - 1) === 0x24) return undefined;
    if (s > 0 && text.charCodeAt(s - 1) === 0x2c && inSopsValue(text, s)) return undefined;
    // MediaWiki's parser functions (`{{#tag:references|…}}`, `{{#if:…}}`, `{{#invoke:…}}`): a function's name, no scheme.
    if (s >= 3 && text.charCodeAt(s - 1) === 0x23 && text.startsWith('{{#', s - 3)) return undefined;
    // A `%` that starts no percent-encoding is no URI's first character (`For example:%` before a TeX comment, `ratio:%`).
    if (c1 === 0x25 && !(hexValue(text.charCodeAt(colon + 2)) >= 0 && hexValue(text.charCodeAt(colon + 3)) >= 0)) return undefined;
    if (mode.opaqueAllowed !== undefined && !mode.opaqueAllowed(s)) return undefined;
    if (!isRegisteredSchemeAt(text, s, colon) && !(c1 === Ch.SLASH && nearHttp(text, s, colon)) && !nearMailto(text, s, colon)) return undefined;
    if (isLogLabel(text, s, colon) || (isUpper(text.charCodeAt(s)) && (isX509Type(text.slice(s, colon)) || LOG_LEVEL.test(text.slice(s, colon))))) return undefined;
    // `PS-Poll:1, Null Data:1,Qos Null Data:1` (a driver's comment counting frames of each kind): a scheme's name in
    // title case after a word and a space is a label's last word. Text that means a URI without `//` writes its scheme
    // in lower case (RFC 3986 §3.1: `data:`, `tel:`) or in capitals (`URN:ISBN:…`); one that starts a line or follows
    // a quote, `<` or `=` (`Tel:+1-816-555-1212`) is read as before.
    if (s >= 2 && (text.charCodeAt(s - 1) === 0x20 || text.charCodeAt(s - 1) === 0x09) && isAlnum(text.charCodeAt(s - 2)) && isTitleCase(text, s, colon)) return undefined;
    // MediaWiki's file namespace (`File:Ví dụ.jpg`, a wiki page's name in a translation's placeholder): RFC 8089's file
    // URIs start their path with `/` or a drive letter, and their scheme is written in lower case (§3.1).
    if (colon - s === 4 && text.startsWith('File', s) && c1 !== Ch.SLASH && !/^[A-Za-z][:|]/.test(text.slice(colon + 1, colon + 3))) return undefined;
    // A CSS declaration in a block (`.a:before{content:var(--x);top:50%}`, minified in a page's `<style>`): a property
    // named as a scheme is (`content`), and its value is CSS, not a URI's path.
    if (inCssBlock(text, s, colon)) return undefined;
    // After a `/`, a name and a colon are a path segment or a pattern (`/urn:f[o]{2}/`), not the start of a URI.
    if (s > 0 && text.charCodeAt(s - 1) === Ch.SLASH) return undefined;
    // `quantity:Dab:X|Head:VL2:X` (a Sinica Treebank bracketing in nltk's docstring, nltk/tree/parsing.py:31: a role,
    // a part of speech and a word): a name right after another name's colon is one of a chain of colon-joined labels, no
    // scheme, though it may spell a registered one (`dab`). A URI written after a label and a colon is one of the schemes
    // text writes without `//` (`Email:mailto:a@x.example`, `Link:http:/x`: `WRITTEN_OPAQUE`), and stays one.
    if (s >= 2 && text.charCodeAt(s - 1) === Ch.COLON && isSchemeChar(text.charCodeAt(s - 2)) && !WRITTEN_OPAQUE.has(text.slice(s, colon).toLowerCase())) return undefined;
    // rclone's remote made on the fly, `:backend:path` (`-o remote=:sftp:/home`, rclone docs/content/docker.md:266;
    // `` `:sftp:/my/dir` ``, rc.md:664; `rclone copy … :http:rclone-v1.63.1-windows-amd64.zip .`, release_signing.md:97):
    // a `:` right before the name, at a word's start (the line's, after a blank, `=` or a backtick), opens a backend's
    // name, no scheme; no URI starts with `:` (RFC 3986 §3.1). A URI after a label's colon (`Link:http:/x`) stays one.
    if (s >= 1 && text.charCodeAt(s - 1) === Ch.COLON && (s === 1 || OPENS_REMOTE.has(text.charCodeAt(s - 2)))) return undefined;
    // A wiki's own link (`[[ar:namespaces]]`, a page in a namespace; DokuWiki's interwiki shortcut `[[doku>ar:page|title]]`):
    // a name the wiki resolves, no URI. A URI in one writes `//` (`[[https://x/a|title]]`), or is an address (`mailto:`).
    if (s >= 2 && text.charCodeAt(s - 1) !== 0x5b ? interwikiAt(text, s) : text.startsWith('[[', s - 2)) {
      if (!/^mailto$/i.test(text.slice(s, colon))) return undefined;
    }
    // `URN:ää`, `URN:iltä` (squid's errors/fi.po: Finnish case endings after an abbreviation's colon): no URN's
    // namespace identifier holds a letter outside ASCII (RFC 8141 §2: `alphanum` and `-`); the word is the sentence's.
    if (colon - s === 3 && /^urn$/i.test(text.slice(s, colon)) && NON_ASCII_NID.test(text.slice(colon + 1, colon + 34))) return undefined;
    need = c1 === Ch.SLASH ? 2 : 1;
  }
  // Asked once the cheap tests above passed: most colons in text start no URI, and the mode's test may read back.
  if ((mode.excluded !== undefined && mode.excluded(s)) || (mode.sedScripts === true && (inSedScript(text, s) || inTextPattern(text, s)))) return undefined;
  if (s > 0 && (text.charCodeAt(s - 1) === 0x22 || text.charCodeAt(s - 1) === 0x27) && matchedAsPattern(text, s - 1)) return undefined;
  let { ext, context } = extent(text, s, colon, limit, mode);
  // Quoted-printable text (an email's body): a `=` last on its line is a soft line break, and the URI goes on after it.
  if (ext.offsets === undefined && text.charCodeAt(ext.end - 1) === 0x3d && lineBreakLength(text, ext.end) > 0 && QUOTED_PRINTABLE.test(lineBefore(text, s))) {
    ext = withSoftBreaks(text, s, ext);
  }
  const close = mode.stringEnd?.(s) ?? -1;
  if (close >= 0 && close < ext.end) {
    let k = close - s;
    if (ext.offsets !== undefined) for (k = 0; k < ext.offsets.length && ext.offsets[k]! < close;) k++;
    ext = cutExtent(ext, s, k);
  }
  if (mode.escapes && ext.offsets !== undefined) ext = withLatexInString(text, s, ext);
  if (mode.docstringAt !== undefined && ext.text.includes('\\') && mode.docstringAt(s)) ext = withMarkupEscapes(s, ext);
  // A string in a string (`"{\"a\":\"<a href=\\\"https://x/a\\\">\"}"`, JSON whose values hold JSON): the backslashes
  // before an escaped quote after the URI escape that quote one level deeper, no part of the URI.
  if (mode.escapes && ext.text.endsWith('\\')) ext = withoutNestedEscapes(text, s, colon, ext);
  // A bidirectional isolate or embedding around the URI (`\u202Dhttp://\u202C` in right-to-left text): its closing
  // mark ends the URI, as its opening one starts it; an invisible character inside a URI stays a finding.
  if (s > 0 && BIDI_OPENERS.has(text.charCodeAt(s - 1))) {
    let k = ext.text.length;
    while (k > colon + 1 - s && BIDI_CLOSERS.has(ext.text.charCodeAt(k - 1))) k--;
    if (k < ext.text.length) ext = cutExtent(ext, s, k);
  }
  // AsciiDoc's cross reference `<<https://x, its text>>` quoted in text with no such syntax: the text follows the comma.
  if (mode.labels === true && context === mode.angle && text.charCodeAt(s - 2) === Ch.LT && ext.spaced) {
    const comma = ext.text.indexOf(',');
    if (comma > colon + 1 - s) ext = cutExtent(ext, s, comma);
  }
  // Slack's link `<https://x/a|its text>` (a workflow's notification message, a bot's reply), and a wiki's
  // `[[https://x/a|its text]]` (DokuWiki's, Audacity's help strings): the text follows the bar.
  const wiki = s >= 2 && text.startsWith('[[', s - 2);
  if ((context === mode.angle || wiki) && ext.offsets === undefined) {
    // Slack's text is words (`<https://x/a|b>` is one malformed URI, RFC 3986 Appendix C's delimiting).
    const bar = ext.text.indexOf('|', colon + 1 - s);
    if (bar > colon + 1 - s && (wiki || /\S\s+\S/.test(ext.text.slice(bar + 1)))) ext = cutExtent(ext, s, bar);
  }
  // `"http://hl7.org/fhir/ValueSet/address-type|4.0.1"`, `'http://loinc.org|29463-7'`, `<https://x/a.md|a.md>`: a `|`
  // that separates a short token after the URI, up to the quote or `>` that closes both, ends the URI (`separatorBar`).
  // Not in a Markdown autolink, which its renderer links whole, nor in a URI written as a query's value
  // (`Patient?identifier=http://example.org/fhir/ids|234234`, FHIR's search in a bundle's request): that `|` is in the
  // query around it, unencoded, as RFC 3986 reads it a finding.
  if (context !== mode.autolink && SEPARATOR_CLOSERS.has(text.charCodeAt(ext.end)) && ext.text.includes('|', colon + 1 - s) && !QUERY_VALUE.test(text.slice(Math.max(0, s - 41), s))) {
    const bar = separatorBar(ext.text, colon + 1 - s);
    if (bar > 0) ext = cutExtent(ext, s, bar);
  }
  // Markup's closing tags and emphasis written right after the URI, each closing what the line opened before it.
  if (ext.text.includes('{/', colon + 1 - s) || ext.text.endsWith('**')) {
    const k = closingMarkup(text, s, ext.text);
    if (k > colon + 1 - s) ext = cutExtent(ext, s, k);
  }
  // A field of a record whose fields `|` separates, or a `|` right after the authority (`fieldBar`): the `|` ends the URI.
  if (ext.text.includes('|', colon + 1 - s)) {
    const bar = fieldBar(ext.text, colon + 1 - s, { inRecord: followsFields(text, s), after: text.slice(ext.end, ext.end + 64) });
    if (bar > 0) ext = cutExtent(ext, s, bar);
  }
  // AsciiDoc's `link:https://x[text]` written in another markup (a Handlebars template solidity-docgen renders into
  // AsciiDoc): the macro's name says the brackets are its text, whatever the language.
  const linkMacro = s >= 5 && text.startsWith('link:', s - 5) && !isSchemeChar(text.charCodeAt(s - 6));
  if ((mode.labels === true || linkMacro) && context !== mode.angle && context !== mode.autolink) {
    // A URL shown as a label (`https://x/a[https://x/a^]`): its last `^` asks for a new window, no part of it.
    if (text.charCodeAt(s - 1) === 0x5b && text.charCodeAt(ext.end) === 0x5d && ext.text.endsWith('^') && ext.offsets === undefined) {
      ext = cutExtent(ext, s, ext.text.length - 1);
    }
    const label = labelCut(text, s, colon, ext.end, { slashes: need === 3 });
    if (label === 'macro') return undefined;
    if (label !== undefined) {
      const k = ext.offsets === undefined ? label - s : ext.offsets.indexOf(label);
      if (k > colon + 1 - s) ext = cutExtent(ext, s, k);
    }
  }
  // Most URIs hold none of the characters a list or a pattern needs: one native test passes them.
  if (LIST_OR_PATTERN.test(ext.text)) {
    // `nats://a:4222,nats://b:4222`: a list, each URI found on its own.
    const cut = listBreak(ext.text, colon + 1 - s);
    if (cut > 0) ext = cutExtent(ext, s, cut);
    // Between `<` and `>` it is offered as a URI; elsewhere a pattern is none. A backslash last escapes the character
    // the delimiting left out (`^http://.*\.(ogv|vlc)$` in copyq's help text, translations/copyq_ga.ts:665, whose `\.`
    // the sentence's punctuation cut): judged with it.
    const judged = ext.offsets === undefined && ext.text.endsWith('\\') ? text.slice(s, ext.end + 1) : ext.text;
    if (context !== mode.angle && context !== mode.autolink && isPattern(judged)) return undefined;
  }
  if (context !== mode.angle && context !== mode.autolink && namesMediaType(ext.text)) return undefined;
  // `issues/[issue number]`, `farcaster://[fid or @username]`: a blank in brackets whose words the space cut; the
  // reference takes the words to the bracket's end, for the template rules to read the blank whole. Markdown and
  // HTML read brackets as their own syntax says (a GFM autolink ends at the space).
  // A Markdown link's destination cut by such a space (`](https://x/a.[lang code].vtt)`, no link for CommonMark) too.
  if ((mode.autolink === undefined || (s >= 2 && text.startsWith('](', s - 2))) && mode.entities !== true && ext.offsets === undefined && text.charCodeAt(ext.end) === 0x20 && unclosedBracket(ext.text)) {
    BLANK_WORDS.lastIndex = ext.end;
    const words = BLANK_WORDS.exec(text);
    if (words !== null) ext = { end: ext.end + words[0].length, text: ext.text + words[0], spaced: true };
  }
  // `whois://{@link #DEFAULT_IP_WHOIS_SERVER}/whoisquery` (heritrix3 FetchWhois.java:108, pseudocode in a Javadoc
  // comment): an inline tag of Javadoc or JSDoc stands for a value its renderer writes there, and the space inside is the
  // tag's. The reference takes the tag to its `}` and the URI's characters after it, for the template rules to read the
  // tag whole (`template/conventions.ts`).
  if (ext.offsets === undefined && text.charCodeAt(ext.end) === 0x20 && INLINE_TAG_OPEN.test(ext.text)) {
    INLINE_TAG_REST.lastIndex = ext.end;
    const rest = INLINE_TAG_REST.exec(text);
    if (rest !== null) ext = { end: ext.end + rest[0].length, text: ext.text + rest[0], spaced: true };
  }
  if (ext.text.length - (colon + 1 - s) < need || (need === 3 && onlyFragmentMarks(ext.text, colon + 3 - s))) return undefined;
  // `Name="drm:Split 1"` (a MIDI patch list's category and name): words after a rarely written scheme without `//`
  // are a label; a space in a `mailto:`, `tel:` or `urn:` is the URI's mistake.
  // Between `<` and `>` too: `<OID:isdigit or '.']>` (OpenSSL's comment on a line format, a field's name and what it
  // holds) is a grammar's placeholder; a URI wrapped over lines in `<…>` is not spaced (its breaks are cut).
  if (need !== 3 && ext.spaced && !WRITTEN_OPAQUE.has(text.slice(s, colon).toLowerCase())) return undefined;
  // A blob URL is `blob:`, its creator's origin, `/` and a UUID (the File API: `blob:https://x.example/550e…`,
  // `blob:null/…`); `blob:none`, `blob:limit=1k` are git's object filters (`--filter=blob:none`), no URI.
  if (colon - s === 4 && /^blob$/i.test(text.slice(s, colon)) && !BLOB_ORIGIN.test(ext.text.slice(5))) return undefined;
  // `turn:lanes=left|through|right` (an OpenStreetMap tag), `android:paddingStart="10dp"` (an attribute quoted in a
  // message): a key in a namespace, `=` and its value. No scheme writes a name then `=` right after its colon (an
  // address's local part may hold one: `mailto:a=b@x`; `javascript:` is code).
  if (need !== 3 && context !== mode.angle && NAMESPACED_KEY.test(ext.text) && !ext.text.includes('@') && !SCRIPT_SCHEME.test(ext.text)) return undefined;
  // `data:sub(i+3,i+3)`, `data:format(x)` (nmap nselib/tn3270.lua:933 and vnc.lua:196, code commented out): Lua's call
  // of a method on an object, `obj:method(` (the table's `colonCalls`), no URI. No scheme writes a name then `(` right after its colon but those
  // whose text is code (`javascript:void(0)`, `matlab:doc(x)`).
  if (need !== 3 && mode.colonCalls === true && METHOD_CALL.test(ext.text) && !SCRIPT_SCHEME.test(ext.text) && !/^matlab:/i.test(ext.text)) return undefined;
  // `replacen("http://", "http://user:secret@", 1)`: a prefix quoted whole, a user and no host after its `@`, which code
  // joins to a host; no reference.
  if (need === 3 && ext.text.endsWith('@') && QUOTE_AFTER.has(text.charCodeAt(ext.end)) && USER_PREFIX.test(ext.text)) return undefined;
  // `<!-- value SHOULD not start with the BOM-Link intro "urn:cdx:" -->` (syft's CycloneDX schema, cyclonedx.xsd:44): a
  // URN's namespace and its colon quoted whole after words that say what a value starts with, the prefix named, no URN
  // missing its name. Quoted alone (`The value "urn:uuid:" is empty.`), it is a URN with an empty name.
  if (colon - s === 3 && ext.text.endsWith(':') && URN_PREFIX.test(ext.text) && QUOTE_AFTER.has(text.charCodeAt(ext.end)) && text.charCodeAt(s - 1) === text.charCodeAt(ext.end) && namedAsStart(text, s - 1)) return undefined;
  // `"execute://winhlp32.exe -k@topic ..\\win32.hlp"` (x64dbg's setting: a prefix of its own, then a command line the
  // program runs): a scheme the registry does not know, `//`, a program's name and an option (`-k`, `--help`) after a
  // space where the authority goes: no URI. A registered scheme's spaces (`"http://exa mple.com/ -x"`) stay a malformed
  // URI's, and so do other words (`dbtype://user:password with spaces@host`, a path's `quodlibet:///prefs/a b`).
  if (need === 3 && ext.spaced && context !== mode.angle && COMMAND_LINE.test(ext.text.slice(colon + 3 - s)) && !isRegisteredSchemeAt(text, s, colon) && !nearHttp(text, s, colon)) return undefined;
  // `"git:// rockspec"`: a scheme named in prose, a space after its `//`; the next word is no authority.
  if (need === 3 && isSpace(ext.text.charCodeAt(colon + 3 - s))) return undefined;
  // `מתחיל ב־\u200ehttp://\u200e,\u200f https://…` (a translation lists the schemes a link may start with): a scheme's
  // name, `//` and then only the marks a right-to-left text sets around it and a list's punctuation; no authority.
  if (need === 3 && SCHEME_NAME_REST.test(ext.text.slice(colon + 3 - s))) return undefined;
  // `http://[<USER>:<PASS>@]<PROXY>:<PORT>` (a manual's form of a URI): an optional part's `[` cut by the `<` of a
  // placeholder, where `http://<host>:<port>` leaves `http://` alone; no authority was written. A translation's may set
  // a blank and the password's `:` before it (linkchecker po/nl_NL.po:298, `http://[ :<user><pass>@]<host>[:<port>]`);
  // `http://[ ::1]/`, a space in an IP literal, stays the URI's mistake.
  if (need === 3 && ext.text.length === colon + 4 - s && ext.text.charCodeAt(colon + 3 - s) === 0x5b && PLACEHOLDER_AFTER_BRACKET.test(text.slice(ext.end, ext.end + 8))) return undefined;
  // `(?!/|data:|http://|https://| )`: a `|` right after `//` is a pattern's alternation of prefixes, no authority.
  if (need === 3 && ext.text.charCodeAt(colon + 3 - s) === 0x7c) return undefined;
  // An XPath predicate (`title://div[@id="x"]`, a scraper's site configuration: a key and its expression;
  // `pkg:meta[@property=…]`): a `[` opens an IP literal only as a whole host, and none starts with `@` (RFC 3986
  // §3.2.2): no URI.
  if (ext.text.includes('[@')) return undefined;
  // `{data:dt, backgroundColor:c}` (a script's object keys and their values, a list's comma and a space after each):
  // RFC 2397's data URI names a media type with a `/` (or a parameter) before its comma and has data after it; a word,
  // a comma and a space are a list's item, no data URI.
  if (colon - s === 4 && (text.charCodeAt(s) | 0x20) === 0x64 && /^data:[^,/;]+,$/i.test(ext.text) && isSpace(text.charCodeAt(ext.end))) return undefined;
  const found: FoundUri = { text: ext.text, start: s, end: ext.end, context };
  // `[My Note](<obsidian://open?file=My Note.md>)` where Markdown's syntax is not read (a fenced sample, a comment): the
  // shape is still a Markdown destination, whose spaces a renderer encodes (markdown.ts `angled`).
  if (ext.spaced && context === mode.angle && text.startsWith('](<', s - 3) && text.startsWith('>)', ext.end)) withEncodedSpaces(found);
  if (ext.offsets) found.offsets = ext.offsets;
  if (ext.hyphenBreaks) found.hyphenBreaks = ext.hyphenBreaks;
  // `"http://x/?i={}&a=b".format(n)`: Python's format string shown in text (a writeup's script), its fields the call's.
  if (context === mode.quoted && ext.text.includes('{') && FORMAT_CALL.test(text.slice(ext.end, ext.end + 9))) found.interpolation = 'brace';
  return context === mode.quoted && mode.entities !== true && ext.text.includes('&') && inMarkupAttribute(text, s) ? decodeEntities(found) : found;
}

/** Whether an interwiki shortcut's name and `>` open the wiki link before `s`: `[[doku>` (DokuWiki's), `[[wp>`. */
function interwikiAt(text: string, s: number): boolean {
  if (text.charCodeAt(s - 1) !== Ch.GT) return false;
  const from = text.lastIndexOf('[[', s - 2);
  return from >= 0 && from >= s - 34 && /^\[\[[A-Za-z][\w.-]{0,30}>$/.test(text.slice(from, s));
}

/** A reference to an invisible character, then the second `/` of `//`. */
const DEFANGED_SLASHES = /^&(?:zwnj|zwj|ZeroWidthSpace|NoBreak|#8203|#820[45]|#8288|#x200[bBcCdD]|#x2060);\//;

/** The marks that open a bidirectional embedding, override or isolate (U+202A–U+202E, U+2066–U+2068). */
const BIDI_OPENERS: ReadonlySet<number> = new Set([0x202a, 0x202b, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068]);
/** The marks that close one: POP DIRECTIONAL FORMATTING (U+202C) and POP DIRECTIONAL ISOLATE (U+2069). */
const BIDI_CLOSERS: ReadonlySet<number> = new Set([0x202c, 0x2069]);

/**
 * The URI without the backslashes at its end that, with more after it, escape a quote (`…/a\\\"` in JSON: `\\` and
 * `\"`): a string inside a string closes there; a backslash before anything else stays the URI's.
 */
function withoutNestedEscapes(text: string, s: number, colon: number, ext: Extent): Extent {
  let j = ext.end;
  while (text.charCodeAt(j) === Ch.BACKSLASH) j++;
  if (j === ext.end || !QUOTE_AFTER.has(text.charCodeAt(j))) return ext;
  let k = ext.text.length;
  while (k > colon + 1 - s && ext.text.charCodeAt(k - 1) === Ch.BACKSLASH) k--;
  return cutExtent(ext, s, k);
}

/** After a scheme's `//`: a program's name (no `/`, `?`, `#`), then an option after white space (`winhlp32.exe -k`). */
const COMMAND_LINE = /^[^\s/?#]+[ \t]+--?[A-Za-z]/;
/** A scheme, `//` and a user's part, nothing after its `@`. */
const USER_PREFIX = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#@\s]+@$/;
/** What follows an optional part's `[` cut from a placeholder: its `<`, maybe after blanks and a `:` (`[ :<user>`). */
const PLACEHOLDER_AFTER_BRACKET = /^(?:<|[ \t]+:?<)/;

/** A URN's namespace and its colon, nothing after: `urn:cdx:`, `urn:uuid:`. */
const URN_PREFIX = /^urn:[A-Za-z0-9][A-Za-z0-9-]{0,31}:$/i;
/** Words that say what a value starts with, then up to a few more words before the quote: `start with the BOM-Link intro `, `prefixed by `. */
const NAMED_AS_START = /\b(?:(?:starts?|starting|begins?|beginning)[ \t]+with|prefix(?:e[ds])?|intro)\b[^"'\x60\n]{0,40}$/i;

/** Whether the words before the quote at `quote`, on its line, say that what is quoted is a value's start (`NAMED_AS_START`). */
function namedAsStart(text: string, quote: number): boolean {
  const from = Math.max(0, quote - 80, text.lastIndexOf('\n', quote) + 1);
  return NAMED_AS_START.test(text.slice(from, quote));
}

/** The quotes that close a string. */
const QUOTE_AFTER: ReadonlySet<number> = new Set([Ch.DQ, 0x27, 0x60]);

/** A string's closing quote and Python's `.format(` after it. */
const FORMAT_CALL = /^["']\.format\(/;
/**
 * After `scheme://`, only invisible formatting marks (bidirectional, zero width), one at least, and a sentence's or a
 * list's punctuation; not a colon, which starts an empty host's port (`"$url" != "http://:"`, a URI's shape compared on
 * purpose), and no punctuation alone (`file://.` names the host `.`).
 */
const SCHEME_NAME_REST = ((marks: string) => new RegExp(`^(?=[^${marks}]*[${marks}])[${marks},.;!?)\\]'"]+$`))('\\u061c\\u200b-\\u200f\\u202a-\\u202e\\u2060-\\u2069\\ufeff');
/** A scheme, a name (maybe in namespaces of its own: `turn:lanes:forward`) and `=`: a key and its value. */
const NAMESPACED_KEY = /^[A-Za-z][A-Za-z0-9+.-]*:[A-Za-z_][\w-]*(?::[A-Za-z_][\w-]*)*=(?!=)/;
/** A scheme's name, its colon, a name and `(`: a method's call (Lua's `data:sub(1, 11)`). */
const METHOD_CALL = /^[A-Za-z][A-Za-z0-9+.-]*:[A-Za-z_]\w*\(/;
/** Schemes whose text is code, where `x=1` is an assignment. */
const SCRIPT_SCHEME = /^(?:javascript|vbscript|livescript):/i;
/** What follows `blob:` in a blob URL: its origin, a URL's scheme and `//`, or `null/` for an opaque one. */
const BLOB_ORIGIN = /^(?:[A-Za-z][A-Za-z0-9+.-]*:\/\/|null\/)/;

/** What a `:` that opens rclone's `:backend:path` follows: a line break, a blank, `=` or a backtick (or nothing). */
const OPENS_REMOTE: ReadonlySet<number> = new Set([Ch.LF, Ch.CR, 0x20, 0x09, 0x3d, 0x60]);
/** The schemes written without `//` that text holds as URIs, whose spaces are mistakes rather than a label's words. */
const WRITTEN_OPAQUE: ReadonlySet<string> = new Set(['http', 'https', 'ws', 'wss', 'ftp', 'mailto', 'tel', 'sms', 'urn', 'data', 'sip', 'sips', 'magnet', 'javascript', 'news', 'geo', 'file', 'about', 'blob', 'cid', 'mid', 'xmpp', 'bitcoin', 'did', 'doi', 'isbn', 'fax', 'callto', 'skype', 'spotify', 'vbscript', 'matlab', 'irc', 'ircs', 'market', 'intent', 'chrome', 'view-source', 'jar', 'ni', 'dns', 'tag', 'info', 'mvn']);

/** Whether a `[` is left open at the text's end (most references hold no `[`: one search). */
function unclosedBracket(text: string): boolean {
  const open = text.lastIndexOf('[');
  return open >= 0 && text.indexOf(']', open + 1) < 0;
}

/** Words after a space that close a bracket: the rest of a blank (`[issue number]`, `[fid or @username]`). */
const BLANK_WORDS = /(?: [A-Za-z@][\w@.-]{1,31}){1,4}\]/y;

/** Signs of a quoted-printable line (RFC 2045 §6.7): `=3D`, an encoded `=` (`href=3D"…"`), or two encoded 8-bit bytes. */
const QUOTED_PRINTABLE = /=3D|=[89A-F][0-9A-F]=[89A-F][0-9A-F]/;
/** What a quoted-printable URI's next line goes on with, up to a blank, a quote or markup's `<` `>`. */
const SOFT_REST = /[^\s"'<>]+/y;
/** How many soft line breaks one URI is read over. */
const MAX_SOFT_BREAKS = 8;

/** The length of the line break at `i` (LF, CRLF, CR), 0 when none. */
function lineBreakLength(text: string, i: number): number {
  const c = text.charCodeAt(i);
  return c === Ch.LF ? 1 : c === Ch.CR ? (text.charCodeAt(i + 1) === Ch.LF ? 2 : 1) : 0;
}

/**
 * A URI in quoted-printable text read over its soft line breaks (RFC 2045 §6.7 rule 5: a `=` last on a line stands for
 * nothing; spamassassin's t.rules/OBFUSCATING_COMMENT/fp-bug6188-1:857, `<a href=3D"https:/=` then `/my.pia.jp/…`
 * on the next line): each `=` and break cut, the next line's text joined.
 */
function withSoftBreaks(text: string, s: number, ext: Extent): Extent {
  const cuts: number[] = [];
  let e = ext.end;
  for (let n = 0; n < MAX_SOFT_BREAKS && text.charCodeAt(e - 1) === 0x3d; n++) {
    const length = lineBreakLength(text, e);
    if (length === 0) break;
    SOFT_REST.lastIndex = e + length;
    const rest = SOFT_REST.exec(text);
    if (rest === null) break;
    cuts.push(e - 1, e + length);
    e += length + rest[0].length;
  }
  if (cuts.length === 0) return ext;
  const joined = join(text, s, e, cuts, []);
  return { end: e, text: joined.text, offsets: joined.offsets, spaced: false };
}

/** A blessed tag's close right after a URI: `{/}` (all tags), `{/bold}`. */
const BLESSED_CLOSE = /\{\/([\w-]{0,32})\}/;

/**
 * Where markup that closes what the line opened before the URI starts in `uri` (-1 for none): a terminal UI's blessed
 * tags (pm2's lib/API/Dashboard.js:169, `{cyan-fg}{bold}To go further check out https://pm2.io/{/}`; `{/}` closes all,
 * `{/bold}` the `{bold}` before), and strong emphasis's `**` (reStructuredText's, Markdown's: zeek's
 * doc/reference/logs/smtp.rst:115, ` **xmlns:w=3D"urn:schemas-microso**`), which an opener at a word's start on the
 * line before the URI opened. A URI template's `{/var}` with no such tag before it, a glob's `/**`, stay.
 */
function closingMarkup(text: string, s: number, uri: string): number {
  const line = lineBefore(text, s);
  const tag = BLESSED_CLOSE.exec(uri);
  if (tag !== null && (tag[1] === '' ? /\{[\w-]{1,32}\}/.test(line) : line.includes(`{${tag[1]}}`))) return tag.index;
  if (uri.endsWith('**') && !uri.endsWith('/**') && /(?:^|\s)\*\*[^\s*]/.test(line)) return uri.length - 2;
  return -1;
}

/** How far back on its line a record's earlier `|` is looked for. */
const MAX_FIELDS_BACK = 512;

/** Whether the scheme at `s` follows a `|` that another `|` before it on the line goes with: a field of a `|`-separated record. */
function followsFields(text: string, s: number): boolean {
  if (s < 2 || text.charCodeAt(s - 1) !== 0x7c) return false;
  for (let i = s - 2, stop = Math.max(0, s - MAX_FIELDS_BACK); i >= stop; i--) {
    const c = text.charCodeAt(i);
    if (c === 0x7c) return true;
    if (c === Ch.LF) return false;
  }
  return false;
}

/** A reference cut at the space of a Javadoc or JSDoc inline tag that holds a name: `{@link`, `{@linkplain`, `{@value`. */
const INLINE_TAG_OPEN = /\{@(?:link|linkplain|value)$/;
/** The rest of such a tag on its line (`#DEFAULT_IP_WHOIS_SERVER}`), and the URI's characters after it but a sentence's last punctuation. */
const INLINE_TAG_REST = / [^\s{}][^{}\n]{0,159}\}(?:[^\s"'<>\x60{}|\\^]*[^\s"'<>\x60{}|\\^.,;:!?)])?/y;

/**
 * Whether the string whose quote is at `quote` is a pattern text is matched against, not a URI: a CSS attribute
 * selector's substring (`img[src*="data:image/jpeg;base64,/9j/"]`, `[href^="http://"]`), the `regexp()` of Firefox's
 * `@-moz-document` (`regexp("http://example.(com|net)/")`), or SQL's `LIKE 's3://%'` (a query builder's
 * `->where('path', 'like', 's3://%')` too), whose `%` and `_` are wildcards.
 */
function matchedAsPattern(text: string, quote: number): boolean {
  // Most quotes follow none of what each form ends with (an attribute's `=`, a call's `(`, an argument's `,`): one
  // look back at the last character that is no space tells, before the expression reads back.
  let b = quote - 1;
  // Python's string prefix (`r'…'`, `rb"…"`): what comes before it says what the string is.
  let p = b;
  while (p > b - 2 && p >= 0 && /[rRbBuU]/.test(text[p]!)) p--;
  if (p < b && (p < 0 || !/[\w$.]/.test(text[p]!))) b = p;
  while (b >= 0 && isAsciiSpace(text.charCodeAt(b))) b--;
  const last = text.charCodeAt(b);
  switch (last) {
    case 0x3d: { // `=`: an attribute selector's operator (`*=`, `^=`) before it
      const op = text.charCodeAt(b - 1);
      if (op !== 0x7e && op !== 0x7c && op !== 0x5e && op !== 0x24 && op !== 0x2a) return false;
      break;
    }
    case 0x28: // `(`: `regexp(`, or a regular expression's constructor (`re.compile(r'gtg:\/\/'`, `new RegExp("`)
      if ((text.charCodeAt(b - 1) | 0x20) !== 0x70) return REGEX_CALL.test(text.slice(Math.max(0, b - 40), b + 1));
      break;
    case 0x2c: { // `,`: a quoted `'like'` before it
      let q = b - 1;
      while (q >= 0 && isAsciiSpace(text.charCodeAt(q))) q--;
      const c = text.charCodeAt(q);
      if (c !== 0x22 && c !== 0x27 && !(c >= 0x80)) return false;
      break;
    }
    case 0x45: case 0x65: // `LIKE` and a space
      if (b === quote - 1) return false;
      break;
    default:
      // Any other character ends none of the forms; one beyond ASCII may be a space the expression's `\s` reads.
      if (!(last >= 0x80)) return false;
  }
  const before = text.slice(Math.max(0, quote - 48), quote);
  return MATCHED_AS_PATTERN.test(before);
}

/** Whether a code unit is one of ASCII's spaces as a regular expression's `\s` reads them (tab to carriage return, space). */
function isAsciiSpace(c: number): boolean {
  return c === 0x20 || (c >= 0x09 && c <= 0x0d);
}
const MATCHED_AS_PATTERN = /(?:\[[\w:-]{1,32}\s*[~|^$*]=\s*|\bregexp\(\s*|\b(?:NOT\s+)?I?LIKE\s+|['"](?:not\s+)?i?like['"]\s*,\s*)$/i;

/** Whether the name at `s` is a property declared in a CSS block: `{` or `;` before it, the block's `}` after it on its line, and a `;` between declarations. */
function inCssBlock(text: string, s: number, colon: number): boolean {
  let b = s - 1;
  while (b >= 0 && text.charCodeAt(b) === 0x20) b--;
  const before = text.charCodeAt(b);
  if (before !== 0x7b && before !== 0x3b) return false;
  // After `{`, a second declaration (`;`) before the block's end: `\href{mailto:a@b.c}` is LaTeX's argument, no block.
  let declarations = before === 0x3b;
  for (let i = colon + 1, end = Math.min(text.length, colon + 256); i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x3b) declarations = true;
    else if (c === 0x7d) return declarations;
    if (c === 0x0a || c === 0x7b) return false;
  }
  return false;
}

/** The attribute name before `="`, and the tag that opens before it on the same line (`<a class="x" href=`; `class=\"x\"` in a string). */
const ATTRIBUTE_BEFORE = /<[A-Za-z][\w:-]{0,31}(?:\s+[\w:.-]{1,64}(?:=(?:\\?"[^"\n]*"|'[^'\n]*'|[^\s"'<>=]+))?)*\s+[\w:.-]{1,64}=$/;
/** How far back the tag of an attribute is looked for. */
const MAX_TAG = 512;

/**
 * True when the quote before `s` opens the value of an attribute of HTML or XML written in another language's text (a
 * string of code that holds markup: `'<a href="https://x/?v=1&#38;list=2">'`): the markup's character references
 * (`&#38;`, `&amp;`) are read there as the browser reads them.
 */
function inMarkupAttribute(text: string, s: number): boolean {
  // `href="…"`, or in a string of code that writes markup, `href=\"…\"` (cc65's util/ca65html prints its HTML from Perl).
  const equals = text.charCodeAt(s - 2) === Ch.BACKSLASH ? s - 3 : s - 2;
  if (text.charCodeAt(equals) !== 0x3d) return false;
  // Within reach only, so that a long line costs no more per URI.
  const before = text.slice(Math.max(0, s - MAX_TAG), equals + 1);
  const lt = before.lastIndexOf('<');
  return lt >= 0 && before.indexOf('\n', lt) < 0 && ATTRIBUTE_BEFORE.test(before.slice(lt));
}

/**
 * `s`, or, when an escape (`\n`, `\x41`, `\u0041`, not `\\`) starts just
 * before it, the end of that escape.
 */
function afterEscape(text: string, s: number): number {
  let k = s;
  while (k > 0 && text.charCodeAt(k - 1) === Ch.BACKSLASH) k--;
  if ((s - k) % 2 === 0) return s;
  const x = text.charCodeAt(s);
  const digits = x === 0x75 ? 4 : x === 0x78 ? 2 : 0;
  let e = s + 1;
  while (e < s + 1 + digits && /[0-9A-Fa-f]/.test(text[e] ?? '')) e++;
  return e;
}

/** The code unit at `i`, or the one a `\uXXXX` or `\xXX` escape there stands for. */
function escapedCodeAt(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c !== Ch.BACKSLASH) return c;
  const x = text.charCodeAt(i + 1);
  const digits = x === 0x75 ? 4 : x === 0x78 ? 2 : 0;
  const hex = text.slice(i + 2, i + 2 + digits);
  return digits > 0 && hex.length === digits && /^[0-9A-Fa-f]+$/.test(hex) ? parseInt(hex, 16) : c;
}

/** The `[` that opens the text of a link whose `](` ends at `end`, when it comes after `colon`; else -1. */
function linkTextStart(text: string, colon: number, end: number): number {
  if (text.charCodeAt(end - 1) !== 0x28 || text.charCodeAt(end - 2) !== 0x5d) return -1;
  let depth = 0;
  for (let i = end - 2; i > colon; i--) {
    const c = text.charCodeAt(i);
    if (c === 0x5d) depth++;
    else if (c === 0x5b && --depth === 0) return i;
  }
  return -1;
}

/** An object's address after its class's name, as Ruby's `inspect` writes it: `:0x007fb9b31090b8`. */
const INSPECT_ADDRESS = /^:0x[0-9a-fA-F]{4,16}\b/;

/**
 * True when the scheme at `s` is the class's name of a Ruby object as `inspect` writes it (`#<Example:0x007fb9b31090b8
 * @_request=:special_request>`, `#<Foo::Bar:0x00007f8b…>` shown in a comment or a document): no URI.
 */
function isInspected(text: string, s: number, colon: number): boolean {
  if (s < 2 || text.charCodeAt(colon + 1) !== 0x30) return false;
  let i = s;
  // `#<Foo::File:0x…>`: the names before the last one are the class's modules.
  while (i > 2 && text.charCodeAt(i - 1) === Ch.COLON && text.charCodeAt(i - 2) === Ch.COLON) {
    i -= 2;
    while (i > 0 && isSchemeChar(text.charCodeAt(i - 1))) i--;
  }
  return text.charCodeAt(i - 1) === Ch.LT && text.charCodeAt(i - 2) === 0x23 && INSPECT_ADDRESS.test(text.slice(colon, colon + 20));
}

/** Before a field of sops's encrypted value: its start and cipher's name (before `data:`), or its `iv:` (before `tag:`). */
const SOPS_VALUE = /(?:ENC\[[A-Z][A-Z0-9_]{0,31}|,iv:[A-Za-z0-9+/]{16,64}={0,2}),$/;

/**
 * True when the name at `s` is a field of a value sops encrypted (`ENC[AES256_GCM,data:f8++3g==,iv:…,tag:…,type:str]`,
 * in the YAML, JSON, dotenv and INI files of GitOps repositories): `data:` there is the ciphertext's base64, no data:
 * URI (RFC 2397), and its media type nothing at all.
 */
function inSopsValue(text: string, s: number): boolean {
  return s >= 6 && SOPS_VALUE.test(text.slice(Math.max(0, s - 72), s));
}

/** A log level in capitals (`INFO:Documentation built`): a line's label, though `info:` is a registered scheme. */
const LOG_LEVEL = /^(?:TRACE|DEBUG|INFO|NOTICE|WARN|WARNING|ERROR|CRITICAL|FATAL)$/;

/**
 * True when the scheme at `s` names one of Symfony's environment variable
 * processors, inside `%env(…)%` (`%env(file:AUTH_FILE)%`,
 * `%env(json:file:resolve:X)%`): a processor, not a URI.
 */
function inEnvProcessor(text: string, s: number): boolean {
  const before = text.charCodeAt(s - 1);
  if (before !== 0x28 && before !== Ch.COLON) return false;
  let i = s - 1;
  while (i > 0 && s - i < 128 && (text.charCodeAt(i) === Ch.COLON || isLabelChar(text.charCodeAt(i)))) i--;
  return text.charCodeAt(i) === 0x28 && text.startsWith('%env', i - 4);
}

/** Longest logger or module name read after a log level (`INFO:module:`). */
const MAX_LABEL = 64;

/**
 * True when a registered name written with capitals is the label of a log
 * or message line, not a scheme: followed by a word and another colon, as
 * in Python's `INFO:module:message`. URIs write their scheme in lowercase
 * (RFC 3986 §3.1), and an opaque URI's first colon after the scheme is
 * rare, save in URNs, whose `URN:ISBN:…` is the RFC 8141 `NID:NSS` form.
 */
function isLogLabel(text: string, s: number, colon: number): boolean {
  let upper = false;
  for (let i = s; i < colon; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x41 && c <= 0x5a) upper = true;
  }
  if (!upper || (colon - s === 3 && text.slice(s, colon).toLowerCase() === 'urn')) return false;
  const stop = Math.min(text.length, colon + 1 + MAX_LABEL);
  let i = colon + 1;
  if (!isAlpha(text.charCodeAt(i))) return false;
  while (i < stop && isLabelChar(text.charCodeAt(i))) i++;
  return text.charCodeAt(i) === Ch.COLON;
}

function isLabelChar(c: number): boolean {
  return isAlnum(c) || c === 0x5f || c === 0x2e || c === 0x2d;
}

/**
 * `http://#`, `http://##`: no authority, no path, only the fragment's `#`, as in "the http://# prefix"; or an ellipsis,
 * only dots (``file://..``, `"https://..."`), which stands for any URI of the scheme in prose.
 */
function onlyFragmentMarks(t: string, from: number): boolean {
  const mark = t.charCodeAt(from);
  if (mark !== 0x23 && !(mark === 0x2e && t.length - from >= 2)) return false;
  for (let i = from; i < t.length; i++) if (t.charCodeAt(i) !== mark) return false;
  return t.charCodeAt(from - 1) === Ch.SLASH;
}

/**
 * Start of the scheme that ends at `colon` (§3.1: ALPHA *( ALPHA / DIGIT /
 * "+" / "-" / "." )), or -1. It must begin at a word boundary: a run of
 * scheme characters that goes on before `floor` belongs to what came before.
 * Leading `.`, `-`, `+` are punctuation (`…http://`), not scheme. A single
 * letter is a Windows drive (`C:\dir`, `C:/dir`), never a scheme here.
 */
function schemeStart(text: string, colon: number, floor: number): number {
  let s = colon;
  for (;;) {
    while (s > floor && isSchemeChar(text.charCodeAt(s - 1))) {
      if (colon - --s > MAX_SCHEME) return -1;
    }
    // `ht_tp://`: an underscore between letters or digits is a typo inside the
    // scheme, for the parser to report, not the start of another word.
    if (s - 2 < floor || text.charCodeAt(s - 1) !== 0x5f || !isAlnum(text.charCodeAt(s - 2))) break;
    s--;
  }
  if (s === floor && s > 0 && isSchemeChar(text.charCodeAt(s - 1))) return -1;
  // The shell's `${NAME-default}` and `${NAME+alternative}` (POSIX parameter expansion): the URI is the default,
  // after the operator, not a scheme spelled `NAME-http`.
  if (s >= 2 && text.charCodeAt(s - 1) === 0x7b && text.charCodeAt(s - 2) === 0x24) s = afterParameterOperator(text, s, colon);
  for (let c = text.charCodeAt(s); s < colon && (c === 0x2e || c === 0x2d || c === 0x2b); c = text.charCodeAt(++s));
  return colon - s >= 2 && isAlpha(text.charCodeAt(s)) ? s : -1;
}

/** After `${` at `s`: the offset just past `NAME-` or `NAME+` when a shell variable's name (a capital or `_` in it) and that operator lead, else `s`. */
function afterParameterOperator(text: string, s: number, colon: number): number {
  if (!isNameStart(text.charCodeAt(s))) return s;
  // A compound scheme (`${git+https://x}`) is lower-case without `_`; a variable's name has a capital or an underscore.
  let named = false;
  for (let i = s; i < colon; i++) {
    const c = text.charCodeAt(i);
    if ((c === 0x2d || c === 0x2b) && i > s) return named ? i + 1 : s;
    if (!isWordChar(c)) return s;
    named ||= c === 0x5f || isUpper(c);
  }
  return s;
}

/**
 * Where a scheme that ends at `colon` and holds a variable's name (`$NAME`, `http$S`) starts: the `$`, or the scheme's
 * letters just before it, while they start a word; -1 when no `$` leads the name.
 */
function interpolatedSchemeStart(text: string, colon: number, floor: number): number {
  let dollar = colon;
  while (dollar > floor && colon - dollar <= MAX_SCHEME && isWordChar(text.charCodeAt(dollar - 1))) dollar--;
  // Not after `$$`: AsciiDoc's passthrough (`$$http://x$$`), make's escaped dollar.
  if (dollar === colon || dollar <= floor || text.charCodeAt(dollar - 1) !== 0x24 || !isNameStart(text.charCodeAt(dollar--))) return -1;
  if (text.charCodeAt(dollar - 1) === 0x24) return -1;
  let s = dollar;
  while (s > floor && dollar - s < MAX_SCHEME && isSchemeChar(text.charCodeAt(s - 1))) s--;
  return s < dollar && isAlpha(text.charCodeAt(s)) && (s === floor || !isSchemeChar(text.charCodeAt(s - 1))) ? s : dollar;
}

/**
 * Whether an offset is in a line comment that one of `openers`, not escaped with a backslash, opens: read forward
 * once, for offsets asked in increasing order (an earlier one reads its line again).
 */
export function lineCommentReader(text: string, openers: readonly number[]): (offset: number) => boolean {
  let pos = 0;
  let opened = false;
  let backslashes = 0;
  return (offset) => {
    if (offset < pos) {
      pos = Math.max(text.lastIndexOf('\n', offset - 1), 0);
      opened = false;
      backslashes = 0;
    }
    for (; pos < offset; pos++) {
      const c = text.charCodeAt(pos);
      if (c === Ch.LF || c === Ch.CR) opened = false;
      else if (!opened && openers.includes(c) && backslashes % 2 === 0) opened = true;
      backslashes = c === Ch.BACKSLASH ? backslashes + 1 : 0;
    }
    return opened;
  };
}

/** Whether the scheme `[s, colon)` is written in title case: a capital, then a lower-case letter among the rest (`Data`, `Tel`). */
function isTitleCase(text: string, s: number, colon: number): boolean {
  if (!isUpper(text.charCodeAt(s))) return false;
  for (let i = s + 1; i < colon; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x61 && c <= 0x7a) return true;
  }
  return false;
}

function isUpper(c: number): boolean {
  return c >= 0x41 && c <= 0x5a;
}

/** A character of a variable's name (letters, digits, `_`). */
function isWordChar(c: number): boolean {
  return isAlnum(c) || c === 0x5f;
}

/** The first character of a variable's name: a letter or `_`. */
function isNameStart(c: number): boolean {
  return isAlpha(c) || c === 0x5f;
}

function isAlnum(c: number): boolean {
  return isAlpha(c) || (c >= 0x30 && c <= 0x39);
}

/**
 * `name:/path` with one slash is found when the name is registered
 * (`file:/etc/hosts`) or one edit away from `http`, `https` or `ftp`
 * (`htp:/example.com`): a typo the parser cannot know is one, but a reader
 * should see. Other `word:/…` (`Note:/`) is prose.
 */
function nearHttp(text: string, s: number, colon: number): boolean {
  if (colon - s < 3 || colon - s > 6 || !hasTorP(text, s, colon)) return false;
  const name = text.slice(s, colon).toLowerCase();
  return TYPO_TARGETS.some((t) => withinOneEdit(name, t));
}

/**
 * `name:local@domain` is found when the name is one edit away from `mailto`
 * (`mialto:a@example.com`, `mailot:`): a typo worth a hint. An `@` must
 * follow within the next 64 characters, before any whitespace.
 */
function nearMailto(text: string, s: number, colon: number): boolean {
  if (colon - s < 5 || colon - s > 7 || !withinOneEdit(text.slice(s, colon).toLowerCase(), 'mailto')) return false;
  for (let i = colon + 1; i < text.length && i <= colon + 64; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x40) return i > colon + 1;
    if (c <= 0x20) return false;
  }
  return false;
}

/** One edit leaves a `t` or a `p` of `http`, `https`, `ftp`: a cheap test before building strings. */
function hasTorP(text: string, s: number, e: number): boolean {
  for (let i = s; i < e; i++) {
    const c = text.charCodeAt(i) | 0x20;
    if (c === 0x74 || c === 0x70) return true;
  }
  return false;
}

/**
 * A URI of `scheme://` and an authority only, one space and one bare word between quotes: the word is no part of the
 * URI, which ends before the space (biopython's Blast parser, `name == "http://www.ncbi.nlm.nih.gov Search"`, an XML
 * parser's event name: a namespace, a space its separator, and an element's name). A space in a path is the URL's
 * mistake, in code as anywhere (`"file:///Library/Audio/Apple Loops"`, `setHref("http://x/workflow/my deposit")`, each
 * judged right), and so is one in a query; a markup attribute's whole value is the URL. In code only: a data file's
 * value (JSON, YAML) and a quote in prose hold the URL whole. (Words after a scheme without `//` are a label's:
 * `labelCut`.) The word may be a user name and its password, `user:pass`, each a word of letters first: lychee's
 * basic-auth selector, `BasicAuthSelector::from_str("http://example.com foo:bar")` (lychee-lib/src/basic_auth/mod.rs:40),
 * a URL pattern and the credentials for it, split at the space. A port after a space in the host, `"http://my
 * host:8080"`, is a number, no password: the host's space stays the URL's mistake.
 */
function wordTrimmed(text: string, s: number, colon: number, ext: Extent | undefined): Extent | undefined {
  if (ext === undefined || !ext.spaced || ext.offsets !== undefined || !text.startsWith('//', colon + 1)) return ext;
  const m = TRAILING_WORD.exec(ext.text.slice(colon + 3 - s));
  if (m === null || inMarkupAttribute(text, s - 1)) return ext;
  const end = colon + 3 + m[1]!.length;
  return { end, text: text.slice(s, end), spaced: false };
}

/**
 * An authority with no path, query or fragment, one space, and one word of letters first (`www.ncbi.nlm.nih.gov
 * Search`), or two joined by a colon (`example.com foo:bar`).
 */
const TRAILING_WORD = /^([^\s/?#=&]+) [A-Za-z][A-Za-z0-9_-]{2,31}(?::[A-Za-z][A-Za-z0-9_-]{0,63})?$/;

/** How the URI at `s` is delimited: `<…>`, quotes, or running text (the fallback when the delimiters do not close). */
function extent(text: string, s: number, colon: number, limit: number, mode: AbsoluteMode): { ext: Extent; context: FindContext } {
  const before = s > 0 ? text.charCodeAt(s - 1) : -1;
  // Markdown's `\<https://x\>` writes the brackets as text: no autolink, the URI ends at the escaped `>`.
  const escapedLt = mode.textEscapes !== undefined && before === Ch.LT && text.charCodeAt(s - 2) === Ch.BACKSLASH;
  // `<a href="<http://x.example/">` (an autolink's `<` pasted into an attribute): the value's quote was opened first,
  // and it closes first, before any `>`; the `<` is the value's text, no bracket. Where a `>` closes it inside the
  // value (`msg='<https://x|its text>: …'`, a chat message's markup in a prop) the brackets are the value's markup.
  const valueQuote = before === Ch.LT && s >= 2 ? text.charCodeAt(s - 2) : -1;
  if ((valueQuote === Ch.DQ || valueQuote === 0x27) && inMarkupAttribute(text, s - 1)) {
    const ext = quotedExtent(text, s, colon, valueQuote, { decoding: false });
    if (ext !== undefined && ext.end <= limit && text.charCodeAt(ext.end) === valueQuote) return { ext, context: mode.quoted };
  }
  if ((before === Ch.LT && !escapedLt) || urlPrefix(text, s)) {
    const ext = angleExtent(text, s, colon);
    if (ext !== undefined && ext.end <= limit) {
      const bare = !ext.spaced && ext.offsets === undefined;
      return { ext, context: bare && mode.autolink !== undefined ? mode.autolink : mode.angle };
    }
  } else if (mode.quotes.includes(before) && !(s > 1 && text.charCodeAt(s - 2) === Ch.BACKSLASH)) {
    // An escaped quote (`[\"http://x\"]` shown in prose) opens a string inside the text: running text's rules end it.
    const escapes = mode.escapes && !isRawString(text, s - 1);
    // Escapes decoded (`true`), and in a string a backslash before a line break continues, that too.
    const decoding = escapes && mode.continued?.quotes.includes(before) ? (mode.continued.trim ? 'trim' : 'join') : escapes;
    const ext = mode.quoted === 'code' ? wordTrimmed(text, s, colon, quotedExtent(text, s, colon, before, { decoding })) : quotedExtent(text, s, colon, before, { decoding });
    if (ext !== undefined && ext.end <= limit) return { ext: mode.escapes || mode.textEscapes !== undefined || mode.troff === true ? withTextEscapes(text, s, ext, mode) : withDollarEscapes(text, s, ext), context: mode.quoted };
  } else if (mode.tight?.includes(before) && !(text.charCodeAt(s - 2) === Ch.BACKSLASH && text.charCodeAt(s - 3) !== Ch.BACKSLASH)) {
    // `` `http://example.com/?` `` keeps its `?`: the backticks, not the sentence, end it. An escaped backtick
    // (``Prefix(\`referrer\`, \`http://example.com\`)`` in a Markdown table's cell) is a backtick of text, which opens
    // no span: running text's rules end the URI, before the backslash of the one that closes.
    const ext = quotedExtent(text, s, colon, before, { decoding: false });
    if (ext !== undefined && !ext.spaced && ext.end <= limit) return { ext, context: mode.quoted };
  }
  if (mode.yaml && isWholeValue(text, s)) {
    // A plain scalar runs to the line's end: `url: https://exa mple.com` is one malformed URI.
    const ext = quotedExtent(text, s, colon, -1, { decoding: false, lineEnds: true });
    if (ext !== undefined && ext.spaced && ext.end <= limit) return { ext, context: 'yaml-value' };
  }
  let bounded = quotedLimit(text, s, colon, jsdocLinkLimit(text, s, limit));
  const row = mode.tables !== undefined && isTableRow(text, s, { gfm: mode.tables === 'gfm' });
  if (row) bounded = tableCellLimit(text, s, bounded);
  const continued = continuedAt(text, s, mode);
  // One shape for every URI (no spread): this runs once per URI in running text.
  const rules: ProseRules = {
    escapes: mode.textEscapes ?? (mode.troff ? troffEscapeLength : mode.escapes),
    continued,
    entities: mode.entities === true || mode.referenceStops === true,
    linkParen: isLinkDestination(text, s),
    comments: mode.lineComments !== undefined && !mode.lineComments.inComment(s) ? mode.lineComments.openers : undefined,
    endingEscape: mode.endingEscape,
  };
  let end = proseEnd(text, s, colon, bounded, rules);
  // Markdown: running into a link (`http://x/[text](dest)`), the URI ends before the link's text, as GFM reads it.
  const text0 = mode.autolink !== undefined && end === limit ? linkTextStart(text, colon, end) : -1;
  if (text0 >= 0) {
    rules.linkParen = false;
    end = proseEnd(text, s, colon, text0, rules);
  }
  const context = mode.yaml && startsYamlValue(text, s) ? 'yaml-value' : mode.plain;
  // The slice is the URI's text anyway; a native search of it finds a backslash faster than a loop over a long URI.
  const raw = text.slice(s, end);
  if ((mode.decodeProse || row || mode.textEscapes !== undefined) && raw.includes('\\')) {
    const decoded = mode.textEscapes !== undefined ? decodeTextEscapes(text, s, end, mode.textEscapes)
      : row ? unescapeBars(text, s, end) : decodeEscapes(text, s, end, continued);
    if (decoded.text.length < end - s) return { ext: { end, text: decoded.text, offsets: decoded.offsets, spaced: false }, context };
  }
  if (!mode.escapes && mode.textEscapes === undefined && mode.troff !== true && raw.includes('\\$')) return { ext: withDollarEscapes(text, s, { end, text: raw, spaced: false }), context };
  return { ext: { end, text: raw, spaced: false }, context };
}

/**
 * Text whose escapes are not read otherwise (a shell script read as plain text, a workflow's `run:` block, a
 * here-document): `\$` is the shell's escape of a dollar sign (`baseurl=https://x/yum/\$releasever/` writes
 * `…/$releasever/`, a variable yum fills), so the URI written holds `$`, no backslash. An escaped backslash (`\\$`) stays.
 */
function withDollarEscapes(text: string, s: number, ext: Extent): Extent {
  if (ext.offsets !== undefined) return ext;
  let out = '';
  const offsets: number[] = [];
  let from = s;
  for (let i = ext.text.indexOf('\\$'); i >= 0; i = ext.text.indexOf('\\$', i + 2)) {
    const at = s + i;
    if (isEscaped(text, at)) continue;
    out += text.slice(from, at);
    for (let o = from; o < at; o++) offsets.push(o);
    from = at + 1;
  }
  if (from === s) return ext;
  out += text.slice(from, ext.end);
  for (let o = from; o < ext.end; o++) offsets.push(o);
  return { ...ext, text: out, offsets };
}

/** How the string of code that `s` is in reads a backslash before a line break (`Continued`), or undefined. */
function continuedAt(text: string, s: number, mode: AbsoluteMode): Continued | undefined {
  const opened = mode.continued?.stringAt?.(s) ?? -1;
  if (opened < 0 || !mode.continued!.quotes.includes(text.charCodeAt(opened)) || isRawString(text, opened)) return undefined;
  return mode.continued!.trim ? 'trim' : 'join';
}

/** A string's URI with the LaTeX it quotes decoded (find/textEscapes.ts `decodeLatexInString`), cut before a command. */
function withLatexInString(text: string, s: number, ext: Extent): Extent {
  if (!ext.text.includes('\\')) return ext;
  const { text: decoded, offsets, cut } = decodeLatexInString(text, { text: ext.text, offsets: ext.offsets! });
  if (decoded.length === ext.text.length) return ext;
  return cut ? cutExtent({ ...ext, text: decoded, offsets }, s, decoded.length) : { ...ext, text: decoded, offsets };
}

/**
 * A docstring's markup escapes read after the string's own (`ext.offsets` maps the decoded text back, or the text is
 * the slice from `s`): a backslash before ASCII punctuation writes that character (reStructuredText and Markdown escape
 * so; Mathics3's docstrings write `\\$` for `$`, which its documentation shows as `$`).
 */
function withMarkupEscapes(s: number, ext: Extent): Extent {
  let out = '';
  const offsets: number[] = [];
  const t = ext.text;
  for (let k = 0; k < t.length; k++) {
    // The character an escape writes maps to the escape's backslash, as a string's decoded escapes do.
    offsets.push(ext.offsets === undefined ? s + k : ext.offsets[k]!);
    if (t.charCodeAt(k) === Ch.BACKSLASH && isAsciiPunctuation(t.charCodeAt(k + 1))) k++;
    out += t[k];
  }
  return out.length === t.length ? ext : { ...ext, text: out, offsets };
}

/** `!` to `/`, `:` to `@`, `[` to `` ` ``, `{` to `~`: what CommonMark's backslash escapes (§2.4). */
function isAsciiPunctuation(c: number): boolean {
  return (c >= 0x21 && c <= 0x2f) || (c >= 0x3a && c <= 0x40) || (c >= 0x5b && c <= 0x60) || (c >= 0x7b && c <= 0x7e);
}

/** A quoted URI with the markup's own escapes decoded (`"https://x/a\_b"` in Markdown). */
function withTextEscapes(text: string, s: number, ext: Extent, mode: AbsoluteMode): Extent {
  // Without offsets, the extent's text is the slice from `s`.
  if (mode.textEscapes === undefined || ext.offsets !== undefined || !ext.text.includes('\\')) return ext;
  const decoded = decodeTextEscapes(text, s, ext.end, mode.textEscapes);
  return decoded.text.length < ext.end - s ? { ...ext, text: decoded.text, offsets: decoded.offsets } : ext;
}

/** `{@link ` before a URI, or `@link {` (payload's `@link {https://www.npmjs.com/package/busboy|busboy}`). */
const JSDOC_LINK = /(?:\{@link(?:code|plain)?\s+|@link(?:code|plain)?\s+\{)$/;

/** How far a quote that closes a URI opened by one is looked for. */
const MAX_QUOTED = 2048;

/**
 * A URI right after a `'` that the language does not read as a quote (code quoted inside a JSON or YAML string,
 * PowerShell's `DownloadFile('https://x/a.msi','C:\\a.msi')`, a shell line in prose): it ends at the `'` that closes
 * that quoted text, one followed by what ends an argument or a sentence (`,` `)` `;` `]` `}` `>`, a quote, a
 * backslash, whitespace or the end), so the next argument is not read into it; or by a `|`, a template's filter
 * (Twig's, Jinja's, Liquid's `{{ 'https://x/faq'|trackmatomolink }}`) or a shell's pipe, no URI's character (§2). A `'` followed by more of the URI
 * (`'https://x/wiki/Ender's_Game'`) is the URI's own.
 */
function quotedLimit(text: string, s: number, colon: number, limit: number): number {
  if (s === 0 || text.charCodeAt(s - 1) !== 0x27) return limit;
  // A value quoted after `=` (rclone's connection string `":http,url='https://example.com':path/to/dir"`, rclone
  // docs/content/docs.md:293, a Markdown code block's command): the `'` closes the value whatever follows it (here the
  // remote's `:path`), unless it stands between two letters or digits, a word's apostrophe (`url='https://x/Ender's_Game'`).
  const value = s >= 2 && text.charCodeAt(s - 2) === 0x3d;
  const stop = Math.min(limit, colon + MAX_QUOTED);
  for (let i = colon + 1; i < stop; i++) {
    const c = text.charCodeAt(i);
    if (c !== 0x27) {
      if (isStop(c)) return limit;
      continue;
    }
    const next = i + 1 < text.length ? text.charCodeAt(i + 1) : -1;
    if (next < 0 || QUOTE_CLOSERS.has(next) || isSpace(next)) return i;
    if (value && !(isAlnum(next) && isAlnum(text.charCodeAt(i - 1)))) return i;
  }
  return limit;
}

/** What follows a quote that closes a quoted argument or phrase. */
const QUOTE_CLOSERS: ReadonlySet<number> = new Set([0x2c, 0x29, 0x3b, 0x5d, 0x7d, 0x3e, 0x22, 0x27, 0x60, 0x5c, 0x7c]);

/**
 * JSDoc's `{@link https://x.example/a|its text}`: the `|` ends the URI. Only
 * after `{@link`, since elsewhere a `|` is a malformed URI's (§2.2).
 */
function jsdocLinkLimit(text: string, s: number, limit: number): number {
  if (s < 7 || (text.charCodeAt(s - 1) > 0x20 && text.charCodeAt(s - 1) !== 0x7b) || !JSDOC_LINK.test(text.slice(Math.max(0, s - 20), s))) return limit;
  const bar = text.indexOf('|', s);
  return bar >= 0 && bar < limit ? bar : limit;
}

/** True when `s` is on a table row: a line that starts with `|`, or (`gfm`) a row of a GFM table without outer bars. */
function isTableRow(text: string, s: number, { gfm }: { gfm: boolean }): boolean {
  const line = lineAt(text, s);
  if (line.row === undefined) {
    let i = line.start;
    while (i < s && (text.charCodeAt(i) === Ch.SPACE || text.charCodeAt(i) === 0x09)) i++;
    line.row = text.charCodeAt(i) === 0x7c || (gfm && inBarlessTable(text, line.start, line.end));
  }
  return line.row;
}

/**
 * A GFM table's delimiter row (GFM §4.10): cells of dashes, each with an optional colon at either end, bars between
 * them (`---|---`, `:--|--:`, `| --- |`); with one bar at least, since `---` alone underlines a setext heading.
 */
const DELIMITER_ROW = /^ {0,3}(?=[^\n]*\|)\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t\r]*$/;

/** The last GFM table found (its header's start to its last row's end), and the last run of lines with bars found in none. */
let lastTable: { text: string; start: number; end: number } | undefined;
let lastRun: { text: string; start: number; end: number } | undefined;

/**
 * Whether the line `[start, end)` is a row of a GFM table written without outer bars (zot's THIRD-PARTY-LICENSES.md:
 * `Module | License URL | License` over `---|---|---`, then `cloud.google.com/go|https://github.com/…/LICENSE|Apache-2.0`):
 * the table's header is the line above its delimiter row, its rows every line with a bar after it till one without a
 * bar (a blank line has none). Each line is looked at about once per text: the last table and the last run of lines with bars
 * that is none are kept (one-entry memos, as `lastLine`).
 */
function inBarlessTable(text: string, start: number, end: number): boolean {
  if (lastTable?.text === text && start >= lastTable.start && start < lastTable.end) return true;
  const bar = text.indexOf('|', start);
  if (bar < 0 || bar >= end) return false;
  const next = end + 1;
  const nextEnd = lineEndAt(text, next);
  if (next < text.length && DELIMITER_ROW.test(text.slice(next, nextEnd))) return tableFrom(text, start, next);
  // Up through the lines with a bar, to a delimiter row with a header above it; not past the run already known as none.
  const known = lastRun?.text === text && start > lastRun.end ? lastRun : undefined;
  let at = start;
  let reached = false;
  while (at > 0) {
    if (known !== undefined && at <= known.end + 1) {
      reached = true;
      break;
    }
    const above = text.lastIndexOf('\n', at - 2) + 1;
    const line = text.slice(above, at - 1);
    if (!line.includes('|')) break;
    if (DELIMITER_ROW.test(line) && above > 0) {
      const header = text.lastIndexOf('\n', above - 2) + 1;
      if (text.slice(header, above - 1).includes('|')) return tableFrom(text, header, above);
    }
    at = above;
  }
  lastRun = { text, start: reached ? known!.start : at, end };
  return false;
}

/** Keeps the table whose header starts at `header` and delimiter row at `delimiter` (its rows run to a line without a bar). */
function tableFrom(text: string, header: number, delimiter: number): true {
  let at = lineEndAt(text, delimiter) + 1;
  while (at < text.length) {
    const end = lineEndAt(text, at);
    const line = text.slice(at, end);
    if (!line.includes('|')) break;
    at = end + 1;
  }
  lastTable = { text, start: header, end: Math.min(at, text.length) };
  return true;
}

function lineEndAt(text: string, at: number): number {
  const nl = text.indexOf('\n', at);
  return nl < 0 ? text.length : nl;
}

/** The line last asked about, so that many URIs on one line cost one look at its start, not one each (linear time). */
let lastLine: LineFacts | undefined;

interface LineFacts {
  text: string;
  start: number;
  end: number;
  row: boolean | undefined;
  /** The first unescaped `|` at or after `barFrom` on the line (`end` when none). */
  barFrom: number;
  bar: number;
}

function lineAt(text: string, s: number): LineFacts {
  if (lastLine && lastLine.text === text && s >= lastLine.start && s < lastLine.end) return lastLine;
  const start = text.lastIndexOf('\n', s - 1) + 1;
  const nl = text.indexOf('\n', s);
  lastLine = { text, start, end: nl < 0 ? text.length : nl, row: undefined, barFrom: -1, bar: -1 };
  return lastLine;
}

/** On a GFM table row, the next `|` not written `\|` ends the cell and so the URI; looked for up to `limit` only. */
function tableCellLimit(text: string, s: number, limit: number): number {
  const line = lineAt(text, s);
  if (!(line.barFrom >= 0 && line.barFrom <= s && s <= line.bar)) {
    let i = s;
    while (i < line.end && !(text.charCodeAt(i) === 0x7c && text.charCodeAt(i - 1) !== Ch.BACKSLASH)) i++;
    line.barFrom = s;
    line.bar = i;
  }
  return Math.min(line.bar, limit);
}

/**
 * A URI in a GFM table cell with its `\|` read as `|` (GFM §4.10: the
 * backslash only keeps the bar from ending the cell), so only the bar,
 * which no URI may hold, is reported; it maps to the backslash, so a fix
 * replaces `\|` whole. Other backslashes are the URI's own.
 */
function unescapeBars(text: string, s: number, e: number): { text: string; offsets: number[] } {
  let out = '';
  const offsets: number[] = [];
  for (let i = s; i < e; i++) {
    offsets.push(i);
    if (text.charCodeAt(i) === Ch.BACKSLASH && text.charCodeAt(i + 1) === 0x7c && i + 1 < e) i++;
    out += text[i];
  }
  return { text: out, offsets };
}

/**
 * True when `s` follows `](`: a Markdown link's destination in text that is
 * not read as Markdown (a doc comment, a docstring, plain text), which the
 * link's `)` ends: `[a](https://x/a)/[b](https://x/b)` is two links.
 */
function isLinkDestination(text: string, s: number): boolean {
  return s > 1 && text.charCodeAt(s - 1) === 0x28 && text.charCodeAt(s - 2) === 0x5d;
}

/** Appendix C's old `<URL:…>` prefix, with or without a space, is part of the delimiters. */
function urlPrefix(text: string, s: number): boolean {
  const j = text.charCodeAt(s - 1) === Ch.SPACE ? s - 1 : s;
  return j >= 5 && text.charCodeAt(j - 1) === Ch.COLON && text.charCodeAt(j - 5) === Ch.LT &&
    text.slice(j - 4, j - 1).toUpperCase() === 'URL';
}

/**
 * True when `s` starts the value of a `key:` or `- ` that begins its line
 * (the key a plain word), so the rest of the line is that one scalar. A
 * line of a block scalar or of wrapped prose (`Google at: https://…`,
 * a URI starting a line) is text.
 */
function isWholeValue(text: string, s: number): boolean {
  let j = s - 1;
  while (j >= 0 && (text.charCodeAt(j) === Ch.SPACE || text.charCodeAt(j) === 0x09)) j--;
  if (j === s - 1) return false;
  const c = text.charCodeAt(j);
  if (c === Ch.COLON) {
    const end = j;
    while (j > 0 && end - j < 64 && isKeyChar(text.charCodeAt(j - 1))) j--;
    if (j === end) return false;
    j--;
    while (j >= 0 && (text.charCodeAt(j) === Ch.SPACE || text.charCodeAt(j) === 0x09)) j--;
    if (text.charCodeAt(j) === 0x2d) j--;
  } else if (c !== 0x2d) return false;
  else j--;
  while (j >= 0 && (text.charCodeAt(j) === Ch.SPACE || text.charCodeAt(j) === 0x09)) j--;
  return j < 0 || text.charCodeAt(j) === 0x0a;
}

function isKeyChar(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39) || c === 0x2d || c === 0x5f || c === 0x2e;
}

/** True when `s` starts a YAML scalar: after `key:`, `- ` or `? `, or at a line's start. */
function startsYamlValue(text: string, s: number): boolean {
  let j = s - 1;
  while (j >= 0 && (text.charCodeAt(j) === Ch.SPACE || text.charCodeAt(j) === 0x09)) j--;
  const c = j < 0 ? 0x0a : text.charCodeAt(j);
  return c === Ch.COLON || c === 0x2d || c === 0x3f || c === 0x0a;
}
