/**
 * A document read by its content, not its name: plain text that is a man
 * page (troff), an AsciiDoc document (a `.txt` file, AsciiDoc's own
 * extension of old), a Cabal package description (`ghc-pkg dump`'s output) or an ad blocker's filter list. The table of languages says which readings a language
 * may have (`byContent`); this module says how each is recognised, from
 * the start of the text only, so that an edit further on never changes it.
 */
import { knownLanguage, languageById } from '../languages/table';
import type { ContentReading } from '../languages/types';
import { isTroff } from './troff';

/** How much of a document's start is read for its content: an edit after it cannot change the reading. */
export const CONTENT_SNIFF = 16384;

/** How each reading is recognised. */
const RECOGNISED: Readonly<Record<ContentReading, (text: string) => boolean>> = {
  troff: isTroff,
  'asciidoc-text': isAsciidocText,
  cabal: isCabalText,
  bikeshed: isBikeshedText,
  adblock: isAdblockList,
  xml: isXmlText,
  templetor: isTempletorText,
  wheezy: isWheezyText,
  modsecurity: isModSecurityText,
};

/**
 * ModSecurity's directives, each at a line's start: `SecRule`, `SecAction`, `SecRuleEngine`, `SecDefaultAction`,
 * `SecMarker`, `SecRuleRemoveById`… then a blank or a continued line. No other configuration names its directives so.
 */
const SECLANG_DIRECTIVE = /^[ \t]*Sec(?:Rule\w*|Action|DefaultAction|Marker)(?:[ \t]|\\\r?$)/m;

/**
 * True when a configuration states one of ModSecurity's directives in its first `CONTENT_SNIFF` characters (whole
 * lines: coreruleset's rules/*.conf, ModSecurity's modsecurity.conf-recommended); a directive commented out is none.
 */
export function isModSecurityText(text: string): boolean {
  if (!text.includes('Sec')) return false;
  const window = text.length > CONTENT_SNIFF ? text.slice(0, text.lastIndexOf('\n', CONTENT_SNIFF) + 1) : text;
  return SECLANG_DIRECTIVE.test(window);
}

/** web.py's template header, its first line: `$def with (page, show_embed=True)`. */
const TEMPLETOR_HEADER = /^\uFEFF?\s{0,256}\$def with\b/;
/**
 * Templetor's statements, each a line of its own: `$var title: …`, `$code:`, `$# a comment`, `$ x = 1` (an
 * assignment), `$if cond:`, `$for x in xs:`, `$while …:`, `$elif …:`, `$else:`. No HTML line starts with a `$` then one
 * of these.
 */
const TEMPLETOR_STATEMENT = /^[ \t]*\$(?:var[ \t]+\w+[ \t]*:|code:|#| \w+[ \t]*=|(?:if|for|while|elif)[ \t][^\n]*:[ \t]*\r?$|else:)/gm;

/**
 * True when an HTML file is a web.py template (Templetor): it opens with `$def with (…)`, or states two of Templetor's
 * statements in its first `CONTENT_SNIFF` characters. Its `$` expressions are the server's (`href="$page.key"`).
 */
export function isTempletorText(text: string): boolean {
  if (!text.includes('$')) return false;
  if (TEMPLETOR_HEADER.test(text.slice(0, 300))) return true;
  const window = text.length > CONTENT_SNIFF ? text.slice(0, CONTENT_SNIFF) : text;
  TEMPLETOR_STATEMENT.lastIndex = 0;
  return TEMPLETOR_STATEMENT.test(window) && TEMPLETOR_STATEMENT.test(window);
}

/**
 * wheezy.template's first line, the names its context gives it, or the template it extends: `@require(page)`,
 * `@extends("base.html")` (hotdoc's themes, meson's docs/theme/extra/templates/*.html).
 */
const WHEEZY_HEADER = /^\uFEFF?\s{0,256}@(?:require\([\w\s,]*\)|extends\((?:"[^"\n]*"|'[^'\n]*')\))[ \t]*(?:\r?\n|$)/;

/** True when an HTML file is a wheezy.template: it opens with `@require(…)` or `@extends(…)`. Its `@` expressions are the generator's. */
export function isWheezyText(text: string): boolean {
  return text.includes('@') && WHEEZY_HEADER.test(text.slice(0, 300));
}

/**
 * True when the text opens (after a byte order mark and blank space) with an XML declaration: `<?xml version=…?>`; or
 * with a Qt Linguist translation's doctype or root, `<!DOCTYPE TS>` or `<TS version=…>` (a `.ts` file written without
 * the declaration: GitHub Linguist reads `.ts` as XML where `<TS` shows).
 */
export function isXmlText(text: string): boolean {
  return /^\uFEFF?\s{0,256}(?:<\?xml[\s?]|<!DOCTYPE TS>|<TS[\s>])/.test(text.slice(0, 300));
}

/** An ad blocker's filter list's first line: `[Adblock Plus 2.0]`, `[AdGuard]`, `[uBlock Origin]`. */
const ADBLOCK_HEADER = /^\[(?:Adblock(?: Plus)?|AdGuard|uBlock(?: Origin)?)[^\]\n]{0,64}\][ \t]*\r?$/i;
/** A filter list's metadata comment: `! Title: …`, `! Homepage: …`, `! Expires: 4 days`. */
const ADBLOCK_METADATA = /^! *(?:Title|Homepage|Expires|Version|Description|Last modified|License|Checksum|Syntax):/i;

/**
 * True when plain text starts as an ad blocker's filter list: its `[Adblock Plus 2.0]` header, or two of its metadata
 * comments among the first lines (many lists open with `! Title:` and `! Homepage:` only).
 */
export function isAdblockList(text: string): boolean {
  const window = text.length > CONTENT_SNIFF ? text.slice(0, CONTENT_SNIFF) : text;
  const lines = window.slice(0, window.lastIndexOf('\n') + 1).split('\n', 40);
  let metadata = 0;
  for (const line of lines) {
    if (ADBLOCK_HEADER.test(line)) return true;
    if (ADBLOCK_METADATA.test(line) && ++metadata >= 2) return true;
  }
  return false;
}

/** Bikeshed's metadata block, which opens a spec's source: `<pre class=metadata>`, the class quoted or not. */
const METADATA = /^<pre\s+class\s*=\s*(?:metadata|"metadata"|'metadata')\s*>/i;

/** True when plain text starts (after blank lines and HTML comments) with Bikeshed's `<pre class=metadata>` block. */
export function isBikeshedText(text: string): boolean {
  let i = 0;
  for (;;) {
    while (i < text.length && /\s/.test(text[i]!)) i++;
    if (!text.startsWith('<!--', i)) break;
    const close = text.indexOf('-->', i + 4);
    if (close < 0 || close > CONTENT_SNIFF) return false;
    i = close + 3;
  }
  return i < CONTENT_SNIFF && METADATA.test(text.slice(i, i + 64));
}

/**
 * The language id a document of `languageId` is read as by its content
 * (`troff`, `asciidoc-text`, `xml`), or undefined when the content shows none
 * of the readings its language may have (its row's `byContent`). An id the
 * table does not know is plain text's.
 */
export function readingByContent(languageId: string, text: string): ContentReading | undefined {
  const language = knownLanguage(languageId) ?? languageById('plaintext');
  return language.byContent.find((reading) => RECOGNISED[reading](text));
}

/** How many lines from the start are read for an AsciiDoc header or its constructs. */
const MAX_LINES = 200;
/** `= Title`: a level-0 section title, the document's. */
const TITLE = /^= \S/;
/** A title's underline in AsciiDoc's older two-line form. */
const UNDERLINE = /^=+[ \t]*\r?$/;
/** `:name: value`, `:name!:`: an attribute entry. */
const ATTRIBUTE = /^:[A-Za-z0-9_][\w-]*!?:(?:[ \t]|\r?$)/;

/**
 * The constructs that, several together, make AsciiDoc: each a kind, one a
 * macro. A plain text file may hold one by chance (a `NOTE:` paragraph, a
 * line of `====`); three kinds with a macro among them are a document.
 */
const CONSTRUCTS: readonly { kind: string; macro: boolean; re: RegExp }[] = [
  { kind: 'attribute', macro: false, re: ATTRIBUTE },
  { kind: 'section', macro: false, re: /^={2,6} \S/ },
  { kind: 'block-attributes', macro: false, re: /^\[(?:source|NOTE|TIP|IMPORTANT|WARNING|CAUTION|quote|verse|listing|literal|cols=|options=|[#.][\w-])[^\]\n]{0,512}\][ \t]*\r?$/ },
  { kind: 'admonition', macro: false, re: /^(?:NOTE|TIP|IMPORTANT|WARNING|CAUTION): \S/ },
  { kind: 'listing', macro: false, re: /^(?:-{4}|\.{4}|\*{4}|_{4}|\+{4})[ \t]*\r?$/ },
  { kind: 'link-macro', macro: true, re: /(?:^|[\s(])(?:link|image|xref|include|video|kbd|btn|footnote):{1,2}[^\s[\]]{0,512}\[[^\]\n]{0,512}\]/ },
  { kind: 'url-macro', macro: true, re: /(?:^|\s)https?:\/\/[^\s[\]]{1,512}\[[^\]\n]{0,512}\]/ },
  { kind: 'cross-reference', macro: true, re: /<<[\w-]{1,128}(?:,[^<>\n]{0,512})?>>/ },
];

/**
 * True when the start of plain text is an AsciiDoc document: a header (a
 * title, `= Title` or underlined with `=`, followed by `:attribute:`
 * entries, comments, an author and a revision line between), or three
 * kinds of AsciiDoc's constructs, a macro among them.
 */
export function isAsciidocText(text: string): boolean {
  // Whole lines of the window only: the text after its last line break may be half a line, and what comes
  // after the window must not change the reading (an editor reads the window alone).
  const window = text.length > CONTENT_SNIFF ? text.slice(0, CONTENT_SNIFF) : text;
  const lines = window.slice(0, window.lastIndexOf('\n') + 1).split('\n', MAX_LINES);
  return hasHeader(lines) || hasConstructs(lines);
}

function hasHeader(lines: readonly string[]): boolean {
  let i = 0;
  while (i < lines.length && (lines[i]!.trim() === '' || lines[i]!.startsWith('//'))) i++;
  const title = lines[i];
  if (title === undefined) return false;
  let next: number;
  if (TITLE.test(title)) next = i + 1;
  else {
    const underline = lines[i + 1];
    const width = title.trimEnd().length;
    if (underline === undefined || width < 3 || !UNDERLINE.test(underline) || Math.abs(underline.trimEnd().length - width) > 2) return false;
    next = i + 2;
  }
  // An author line and a revision line may come before the attributes; comments anywhere.
  for (let k = next, other = 0; k < lines.length && other <= 2; k++) {
    const line = lines[k]!;
    if (ATTRIBUTE.test(line)) return true;
    if (line.trim() === '') return false;
    if (!line.startsWith('//')) other++;
  }
  return false;
}

function hasConstructs(lines: readonly string[]): boolean {
  const kinds = new Set<string>();
  let macro = false;
  for (const line of lines) {
    for (const { kind, macro: isMacro, re } of CONSTRUCTS) {
      if (kinds.has(kind) || !re.test(line)) continue;
      kinds.add(kind);
      macro ||= isMacro;
    }
    if (kinds.size >= 3 && macro) return true;
  }
  return false;
}

/** How many of a package description's first field lines are read for its `name` and `version`. */
const MAX_FIELDS = 12;
/** `name:` at the start of a line: a field of a Cabal package description (field names are case-insensitive). */
const FIELD = /^([A-Za-z][A-Za-z0-9-]*):(?:[ \t]|\r?$)/;
/** The fields besides `name` and `version` that say a package is described: any one of them. */
const DESCRIBING = new Set(['synopsis', 'description', 'license', 'maintainer', 'author', 'id', 'cabal-version']);

/**
 * True when plain text starts as a Cabal package description (a `.cabal` file's fields, or `ghc-pkg dump`'s, whose
 * `description:` fields are Haddock's markup): among its first field lines, before any line that is no field nor a
 * field's indented continuation, `name:`, `version:` and one more of a package's fields.
 */
export function isCabalText(text: string): boolean {
  const window = text.length > CONTENT_SNIFF ? text.slice(0, CONTENT_SNIFF) : text;
  const seen = new Set<string>();
  let fields = 0;
  for (const line of window.split('\n', MAX_LINES)) {
    if (line.trim() === '' || line.startsWith('--')) continue;
    if (line.startsWith(' ') || line.startsWith('\t')) continue;
    const field = FIELD.exec(line);
    if (field === null || ++fields > MAX_FIELDS) break;
    seen.add(field[1]!.toLowerCase());
  }
  return seen.has('name') && seen.has('version') && [...seen].some((f) => DESCRIBING.has(f));
}
