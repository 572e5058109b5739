/**
 * URI references in text: RFC 3986 Appendix C's delimiting, plus each file
 * type's own link syntax. The finder only delimits; `parse` judges what it
 * finds, so malformed URIs are found too (flagging them is the point).
 *
 * What starts a reference, everywhere:
 * - `name://` for any name of scheme syntax (`htp://x` too), with something
 *   after the slashes other than `#` (`the http:// prefix`, `http://#` are
 *   no references);
 * - `scheme:` without `//` for schemes in IANA's registry only (`mailto:`,
 *   `urn:`, `doi:`), followed by a letter, digit, `%`, `+` or `?`;
 * - `name:/path` for registered names and for names one edit away from
 *   `http`, `https` or `ftp` (`htp:/example.com`), a typo worth flagging;
 * - never a single letter (`C:\dir`, `C:/dir` are drives), never a name
 *   that continues a word (`xhttp://` is the scheme `xhttp`);
 * - without `//`, never a name written with capitals and followed by a word
 *   and a colon (`INFO:module:message`, a log line; `URN:` aside), nor a
 *   name after `/` (`/urn:f[o]{2}/`).
 *
 * Where it ends (Appendix C):
 * - in running text, at whitespace, `"`, `<`, `>`, a backtick, a control, a
 *   typographic quote or CJK punctuation, or a `)` `]` `}` opened before
 *   it (a `)` followed by `+ & = / %` goes on, as in GFM: `?q=(a))+ok`);
 *   a string escape of a control (`\u0007`), the `)` of a Markdown link
 *   (after `](`), or CJK letters right after the URI's ASCII (`…/page를`);
 *   then trailing `. , ; : ! ? '` are dropped (a `'` that closes one in
 *   the URI stays), and `*` `_` `~` when the same character stands
 *   before the scheme (Markdown emphasis, a judgement call:
 *   `_http://x/a_b_` is `http://x/a_b`);
 * - in `"…"` (and `'…'`, `` `…` `` in code) at the closing quote on the
 *   same line, spaces included so the parser flags them, unless another
 *   `scheme://` follows a space, or the quotes also hold markup, another
 *   quote or a `\n`, or a remark in parentheses follows the URI (then they
 *   hold a list or a message, read as running text);
 * - in `` `…` `` elsewhere (a code span) at the closing backtick when no
 *   space comes before it;
 * - in `<…>` at `>`: line breaks and the whitespace around them are
 *   dropped (`offsets` maps the rest), a hyphen before a break is kept and
 *   marked in `hyphenBreaks`; spaces within a line are kept.
 *
 * File types:
 * - Markdown: link and image destinations and reference definitions
 *   (CommonMark's rules: a title must close and be followed by `)` or the
 *   line's end; a destination may follow on the next line), relative ones
 *   included, backslash escapes decoded, and raw HTML
 *   attributes; not inside code spans or fenced blocks, where only absolute
 *   URIs are found, as in any text. On a table row a `|` ends a URI.
 * - JSDoc's `{@link url|text}`: the `|` ends the URI. Doc comments' links to
 *   symbols (Javadoc's `{@link List#add}`, C#'s `<see cref="T:System.String"/>`,
 *   Doxygen's `\ref name`) and DocFX's `xref:uid` are no URIs.
 * - HTML, XML: URI-valued attributes inside tags (`data = [];` in a code
 *   sample is text), relative ones included; character references decoded
 *   (`&amp;`), in Markdown destinations too.
 * - JSON: a string that is a URI is one, escapes decoded (`http:\/\/`).
 * - YAML: quoted and plain scalars.
 * - JSON and YAML: the value of `$ref` (JSON Schema, OpenAPI), relative ones
 *   included (find/refs.ts).
 * - Source code: URIs without `//` only in comments and string literals,
 *   so `{ data:value }` is never one, and none in a JavaScript regular
 *   expression literal; backslash escapes decoded, and one that stands for
 *   a delimiter (`\"`, `\n`) ends a URI.
 * - Everywhere but in `<…>`: no regular expression (`sphinx-doc\.org`,
 *   `[a-z]+`; in Perl and Ruby, a match or substitution on its line), no
 *   bare media type (`data:image/png`), no capitalized X.509 name type
 *   (`DNS:host`); and `,` or `;` before another `scheme://` ends a URI, a
 *   list (find/shapes.ts).
 * - Everywhere: a template (`https://{host}/x`, `http://{{ .Values.host }}/`)
 *   is found whole, a `{{ … }}`, `{% … %}` or `${ … }` with its spaces, and
 *   checked as a template (template/index.ts); a link or attribute value
 *   that starts with an expression (`{{ site.url }}/about`) is none. A URI
 *   in an interpolating string of code is marked so (find/interpolation.ts).
 * - RDoc (`.rdoc`, and Ruby's comments): `{text}[url]` and `word[url]`,
 *   `\[` `\]` read as the brackets; its own names (`rdoc-ref:`, `link:`)
 *   are no URIs (find/rdoc.ts).
 * - gettext catalogs (`po`): a message's strings joined over lines, C's
 *   escapes read (find/po.ts).
 * - Markdown outside code, and LaTeX: backslash escapes of punctuation are
 *   the character (`a\_b`, `\#frag`); `\<https://x\>` is no autolink; a
 *   LaTeX command (`\@name`) ends a URI (find/textEscapes.ts).
 * - troff (man pages, also when opened as plain text): escapes are markup
 *   (`\fBhttp://x\fR` is `http://x`; `\&` is nothing, `\-` a hyphen).
 * - Plain text whose content is AsciiDoc (find/content.ts): AsciiDoc's
 *   links, absolute ones only, as nothing renders the file.
 * - A language with no `url[text]` syntax of its own (code, plain text,
 *   YAML): a bracketed label after a URI is another markup's, the URI ends
 *   before it, and `name:target[attrs]` is a macro (find/labels.ts).
 * - Anything else: running text.
 */
import { generatedNarratives } from './narrative';
import { findAbsolute, lineCommentReader } from './absolute';
import { findAsciidocLinks, isInlineMacro, sourceBlocks } from './asciidoc';
import { findColonless } from './colonless';
import { findInNotebook } from './notebook';
import { findLatexLinks } from './latex';
import { isUidLink } from './markup';
import { ownSyntaxOf } from '../ownSyntax';
import type { MarkupLinks } from './markup';
import { findOrgLinks } from './org';
import { findPodLinks } from './pod';
import { findRstLinks, rstCodeBlocks, rstLiteralAt, withSubstitutionsEnded, withSubstitutionsInUris } from './rst';
import { findRdocLinks } from './rdoc';
import { findHaddockLinks } from './haddock';
import { findTextileLinks } from './textile';
import { findWikitextLinks } from './wikitext';
import type { AbsoluteMode } from './absolute';
import { CodeScanner, opensDocstring } from './code';
import type { CodeSyntax } from './code';
import { decodeEntities } from './entities';
import { findAttributeUris, scriptCodeReader, styleRulesReader } from './html';
import { LineReader, inRanges, inSpans } from './lines';
import { wikiLinkSpans, findMarkdownLinks, merge } from './markdown';
import { inJsonSedScript, inPatternString, inPerlPattern, inSedScript, isAnchored, isPatternValue } from './patterns';
import { findInCatalog } from './po';
import { secRuleSpans } from './modsecurity';
import { asciidocEscapeLength, latexEscapeLength, markdownEscapeLength, rstEscapeLength } from './textEscapes';
import { MARKUP_WIDE, markElided, markStrings } from './interpolation';
import { findRefValues } from './refs';
import { startsWithExpression } from '../template/index';
import type { ScanOptions } from '../template/index';
import { decodeTroff } from './troff';
import { readingByContent } from './content';
import { markDrawn } from './drawn';
import { familyOf } from './traits';
import { knownLanguage } from '../languages/table';
import type { CommentMarkup, Language, LinkSyntax } from '../languages/types';
import type { FindOptions, FoundUri } from './types';
import { OFFERED_CONTEXTS } from './types';
import { Ch } from '../chars';

export type { FindContext, FindFamily, FindOptions, FoundUri } from './types';
export { findFamily, findTraits } from './traits';
export type { FindReach, FindTraits } from './traits';
export { MAX_WRAPPED_LINES } from './delimit';

/**
 * Finds URI references in text (RFC 3986 Appendix C and the file type's own
 * link syntax), in text order, never overlapping. With `start`/`end`, only
 * references that start in that range, at offsets of the whole text. Runs
 * in linear time and never throws: a failure (a bug) answers `[]` and is
 * told to `options.onError`.
 */
export function findUris(text: string, options: FindOptions = {}): FoundUri[] {
  try {
    const n = text.length;
    const from = clamp(options.start, 0, 0, n);
    const to = clamp(options.end, n, from, n);
    const named = (options.languageId ?? 'plaintext').toLowerCase();
    // A man page or an AsciiDoc document opens as plain text, a Qt translation as TypeScript: each is read as its
    // content says (find/content.ts).
    const byContent = readingByContent(named, text);
    const id = byContent ?? named;
    const known = knownLanguage(id);
    const syntax: LinkSyntax = known?.syntax ?? 'prose';
    const family = familyOf(syntax) ?? 'plain';
    // Data files hold URI templates as code does (`"url": "https://{region}.example.com"`).
    const code = family === 'code' || family === 'json' || family === 'yaml';
    // Only references that start in the region, as promised (a Markdown definition's label may start there, its destination after).
    // One loop and one options object per call: this runs once per reference found.
    const scan = code ? CODE_SCAN : TEXT_SCAN;
    const found: FoundUri[] = [];
    for (const f of findIn(syntax, known, text, from, to)) {
      if (f.start < from || (f.start >= to && to !== n) || startsWithExpression(f.text, scan) || isUidLink(f.text) || isSchemeList(text, f)) continue;
      const own = ownSyntaxOf(f.text, id, { offered: OFFERED.has(f.context) || !isArgument(text, f.start) });
      if (own !== undefined) f.ownSyntax = own;
      found.push(f);
    }
    // Code's strings (their interpolation, printf's conversions, a prefix the code tests), and markup that interpolates
    // everywhere: one pass.
    const strings = family === 'code' || (known?.interpolation !== undefined && MARKUP_WIDE.has(known.interpolation)) ? markStrings(text, id, found, { formats: family === 'code' }) : found;
    // An SVG a graphics editor drew: the white space it wraps an image's base64 with is its own (find/drawn.ts).
    const marked = known?.xml === true ? markDrawn(text, strings) : strings;
    return markUnsure(text, known, syntax, markElided(text, marked));
  } catch (error) {
    options.onError?.(error);
    return [];
  }
}

/** Three or more schemes' names, each with its colon, joined by single slashes (`http:/https:/file:`; `urn:/a:` is a URN). */
const SCHEME_LIST = /^[A-Za-z][A-Za-z0-9+.-]+:(?:\/[A-Za-z][A-Za-z0-9+.-]+:){2,}$/;

/**
 * True when the reference and the colon after it are a list of schemes' names (a comment's `Protocols removed:
 * http:/https:/file:`), no URI: no one writes a path of such names after a scheme with one slash.
 */
function isSchemeList(text: string, f: FoundUri): boolean {
  return f.text.indexOf(':/') > 0 && SCHEME_LIST.test(f.text + (text[f.end] === ':' ? ':' : ''));
}

/**
 * `found`, each reference the finder cannot be sure of marked `unsure` (a finding about its syntax is then no claim)
 * and cut where a string delimiter or an operator of code the table does not know may begin: in a language whose
 * strings the table knows only in their basic forms, in a language the table does not know (any id not in it), and in
 * code whose strings it knows fully, where the reference does not lie wholly in one string, one comment or one stretch
 * of code (it starts in a string and runs out of it). Markup, data and prose the table knows keep what they are.
 */
function markUnsure(text: string, known: Language | undefined, syntax: LinkSyntax, found: FoundUri[]): FoundUri[] {
  if (found.length === 0) return found;
  if (known === undefined || known.strings === 'basic') return found.flatMap((f) => cutUnsure(text, f));
  if (syntax !== 'code' || known.strings !== 'complete' || known.code === undefined) return found;
  // A scanner of its own, asked at increasing offsets: each reference's start, then its end, in text order.
  const scanner = new CodeScanner(text, known.code);
  const out: FoundUri[] = [];
  for (const f of found) {
    // A string's interpolated expression may hold quotes of its own (`"https://#{ENV["HOST"]}/x"`): read by its rule.
    const at = scanner.regionAt(f.start);
    if (at === scanner.regionAt(f.end) || f.interpolation !== undefined) out.push(f);
    else out.push(...cutUnsure(text, f));
  }
  return out;
}

/**
 * A reference the finder is not sure of, marked so, cut before the first delimiter of a string the table may not know
 * (a quote, a long bracket's `]]`, a `\\\\`; `file://]] .. dir` is `file://`, no URI); none when nothing is left after
 * its scheme. What an expression in braces or parentheses holds is the expression's (`#{ENV["HOST"]}`), no delimiter.
 */
function cutUnsure(text: string, f: FoundUri): FoundUri[] {
  const t = f.text;
  const colon = t.indexOf(':');
  // Where a code unit of the reference is written in the text; a delimiter written with an escape (`\"`, `\\\\`) is the string's character.
  const at = (k: number): number => f.offsets?.[k] ?? f.start + k;
  const written = (k: number): boolean => text.charCodeAt(at(k) - 1) !== Ch.BACKSLASH;
  let depth = 0;
  let k = colon + 1;
  for (; k < t.length; k++) {
    const c = t.charCodeAt(k);
    if (c === 0x7b || c === 0x28) depth++;
    else if ((c === 0x7d || c === 0x29) && depth > 0) depth--;
    else if (depth === 0 && (((c === Ch.DQ || c === Ch.SQ || c === Ch.BACKTICK) && written(k)) || (c === 0x5d && t.charCodeAt(k + 1) === 0x5d) ||
      (c === Ch.BACKSLASH && t.charCodeAt(k + 1) === Ch.BACKSLASH && at(k + 1) === at(k) + 1 && written(k)))) break;
  }
  if (k === t.length) return [{ ...f, unsure: true }];
  if (t.slice(colon + 1, k).replace(/^\/\//, '') === '') return [];
  const cut: FoundUri = { ...f, text: t.slice(0, k), end: f.offsets === undefined ? f.start + k : f.offsets[k - 1]! + 1, unsure: true };
  if (f.offsets !== undefined) cut.offsets = f.offsets.slice(0, k);
  // Cut, its end is no longer the one a prefix's test or an ellipsis followed.
  delete cut.partial;
  if (f.hyphenBreaks !== undefined) {
    const hyphens = f.hyphenBreaks.filter((h) => h < k);
    if (hyphens.length > 0) cut.hyphenBreaks = hyphens;
    else delete cut.hyphenBreaks;
  }
  return [cut];
}

/**
 * Whether the reference at `start` is a word of a command line or an option's value (`-c file:C:\path`,
 * `--config=file:C:\path`): after whitespace or `=`, not a quoted value of its own (`"input": "file:c:\\foo"` is a
 * URL given to a parser, judged as one).
 */
function isArgument(text: string, start: number): boolean {
  const before = text.charCodeAt(start - 1);
  return before === 0x20 || before === 0x09 || before === 0x3d;
}

/** How `startsWithExpression` reads a reference found in code or data, and in text. */
const CODE_SCAN: ScanOptions = { code: true };
const TEXT_SCAN: ScanOptions = { code: false };

/** Where the text offers a reference as a URI: between `<` and `>`, or as a link's destination. */
const OFFERED = OFFERED_CONTEXTS;

/** The references of `text` read with `syntax`: each way of reading links the table of languages names. */
function findIn(syntax: LinkSyntax, known: Language | undefined, text: string, from: number, to: number): FoundUri[] {
  const code = known?.code;
  switch (syntax) {
    // Markdown a renderer the tool does not model makes pages of (Bikeshed's specs): its absolute URIs only.
    case 'markdown': return known?.rendered === true ? findInMarkdown(text, from, to) : findInMarkdown(text, from, to).filter((f) => isAbsolute(f.text));
    // A `<style>` element's rules are CSS: its URIs are in strings, `url(…)` and comments only.
    case 'html': return findAbsolute(text, from, to, known?.xml === true ? HTML : htmlMode(text), findAttributeUris(text, from, to, undefined, { xml: known?.xml === true, sigil: SIGILS[known?.interpolation ?? ''] })).map(decodeEntities);
    case 'troff': return findAbsolute(text, from, to, TROFF, []).map(decodeTroff);
    case 'latex': {
      const openers = commentOpeners(known);
      return findAbsolute(text, from, to, { ...LATEX, lineComments: { openers, inComment: lineCommentReader(text, openers) } }, findLatexLinks(text, from, to));
    }
    case 'gettext': return findInCatalog(text, from, to, PO, (t, f, e, mode) => findAbsolute(t, f, e, mode, []));
    // A `$ref`'s value is a reference, relative ones included (find/refs.ts).
    // A FHIR resource's generated narrative repeats its data's URIs (find/narrative.ts).
    case 'json': {
      const narrative = text.includes('xhtml') ? generatedNarratives(text) : undefined;
      return findAbsolute(text, from, to, { ...JSON_MODE, excluded: (offset) => isPatternValue(text, offset, { singleQuotes: false }) || (narrative?.(offset) ?? false) || inJsonSedScript(text, offset) }, findRefValues(text, from, to, { yaml: false }));
    }
    case 'yaml': return findAbsolute(text, from, to, { ...YAML, excluded: (offset) => isPatternValue(text, offset, { singleQuotes: true }) || inSedScript(text, offset) }, findRefValues(text, from, to, { yaml: true }));
    case 'code': return code ? findInCode(text, from, to, code, known?.commentMarkup) : findAbsolute(text, from, to, PLAIN, []);
    case 'asciidoc': {
      // Markup that nothing renders (AsciiDoc in a `.txt` file): where its relative links lead is not known.
      const links = known?.rendered === true ? findAsciidocLinks(text, from, to) : findAsciidocLinks(text, from, to).filter((f) => isAbsolute(f.text));
      const found = findAbsolute(text, from, to, { ...ASCIIDOC, excluded: (offset) => isInlineMacro(text, offset) || inSedScript(text, offset) }, links);
      return inTheirLanguage(text, sourceBlocks(text, from, to), found, from, to);
    }
    case 'rst': return inTheirLanguage(text, rstCodeBlocks(text, from, to), withSubstitutionsInUris(text, withSubstitutionsEnded(text, findAbsolute(text, from, to, { ...RST, literalAt: rstLiteralAt(text) }, findRstLinks(text, from, to)))), from, to);
    case 'org': return withQuiet(text, from, to, PLAIN_SED, findOrgLinks(text, from, to));
    case 'pod': return findAbsolute(text, from, to, PLAIN, findPodLinks(text, from, to));
    case 'textile': return findAbsolute(text, from, to, PLAIN, findTextileLinks(text, from, to));
    case 'wikitext': return withQuiet(text, from, to, PLAIN, findWikitextLinks(text, from, to));
    case 'rdoc': return withQuiet(text, from, to, PLAIN, findRdocLinks(text, from, to));
    case 'notebook': return findInNotebook(text, from, to, (cell, languageId) => findUris(cell, { languageId }));
    // URLs that lost their colon (`https//host`) are found in running text too (find/colonless.ts).
    case 'prose': {
      // Text written in a markup throughout (a Cabal package description's Haddock: `<url label>` links to the URL).
      if (known?.textMarkup !== undefined) return withQuiet(text, from, to, PLAIN_SED, markupLinks(known.textMarkup, text, from, to));
      return findAbsolute(text, from, to, PLAIN_SED, findColonless(text, from, to));
    }
  }
}

/** The one-character line comment openers of a language in the table (TeX's `%`). */
function commentOpeners(known: Language | undefined): number[] {
  return (known?.comments?.line ?? []).filter((opener) => opener.length === 1).map((opener) => opener.charCodeAt(0));
}

/** A markup language's links, then the URIs of its text, none starting in a target that is one of the language's own names. */
function withQuiet(text: string, from: number, to: number, mode: AbsoluteMode, links: MarkupLinks): FoundUri[] {
  const { excluded } = mode;
  const quiet = links.quiet;
  return findAbsolute(text, from, to, { ...mode, excluded: (offset) => inSpans(quiet, offset) || (excluded?.(offset) ?? false) }, links.claims);
}


/** True when a reference names its scheme: `https://x`, `mailto:a@x`. */
function isAbsolute(text: string): boolean {
  return /^[A-Za-z][A-Za-z0-9+.-]*:/.test(text);
}

function clamp(value: number | undefined, fallback: number, lo: number, hi: number): number {
  const v = typeof value === 'number' && !Number.isNaN(value) ? Math.floor(value) : fallback;
  return Math.min(hi, Math.max(lo, v));
}

/** Text of a language with no `url[text]` syntax of its own reads a label after a URI as another markup's (find/labels.ts). */
const PLAIN: AbsoluteMode = { quotes: [Ch.DQ], tight: [Ch.BACKTICK], escapes: false, decodeProse: false, plain: 'plain', quoted: 'quoted', angle: 'angle', labels: true };
/** Markdown decodes character references in text: one that stands for a delimiter (`&#x60;`, `&quot;`) ends a URI, as in HTML. */
const MARKDOWN: AbsoluteMode = { ...PLAIN, autolink: 'markdown-autolink', tables: 'gfm', textEscapes: markdownEscapeLength, labels: false, referenceStops: true };
const LATEX: AbsoluteMode = { ...PLAIN, textEscapes: latexEscapeLength };
const HTML: AbsoluteMode = { ...PLAIN, quotes: [Ch.DQ, Ch.SQ], entities: true, labels: false };
/** The sigil of a markup's template expressions, by its row's interpolation: Razor's and Twirl's `@`, Templetor's `$`. */
const SIGILS: Readonly<Record<string, '@' | '$'>> = { 'markup-at': '@', 'markup-dollar': '$' };
/**
 * A JSON string is a whole value, data rather than text: a bracket in it is the value's. A command line in one (a
 * package.json's or composer.json's `scripts`) is read as the shell's where the finder can tell: no URI starts in a
 * `sed` script's substitution (catppuccin/catppuccin package.json's `"types": "sed -i 's|https://…/categories.schema.json|resources/categories.schema.json|g' …"`:
 * the `|` is sed's delimiter, the URL its pattern, as `inSedScript` reads it in a shell script; patterns.ts `inJsonSedScript`).
 */
const JSON_MODE: AbsoluteMode = { ...PLAIN, tight: [], escapes: true, decodeProse: true, quoted: 'json-string', labels: false };
/** AsciiDoc: a table row's `|` ends a URI, as in GFM (find/asciidoc.ts reads the link macros); its backslash escapes are text. */
const ASCIIDOC: AbsoluteMode = { ...PLAIN, tables: 'bars', textEscapes: asciidocEscapeLength };
/**
 * Prose that shows shell commands (a README, a playbook's task): a `sed` script's substitutions are patterns there
 * too. Made once: a mode object made per call slows the finder's loop.
 */
const PLAIN_SED: AbsoluteMode = { ...PLAIN, sedScripts: true };
const MARKDOWN_SED: AbsoluteMode = { ...MARKDOWN, sedScripts: true };
/**
 * reStructuredText's running text: a standalone URI's backslash escapes read as Docutils reads them, the character
 * kept and the backslash dropped (cvxpy's `http://stanford.edu/~boyd/papers/l1\_trend\_filter.html`), not in literals.
 */
const RST: AbsoluteMode = { ...PLAIN_SED, textEscapes: rstEscapeLength };
const TROFF: AbsoluteMode = { ...PLAIN, troff: true };
/** A gettext message, its strings joined: running text with C's escapes (`\"`, `\n`). */
const PO: AbsoluteMode = { ...PLAIN, tight: [], escapes: true, decodeProse: true, plain: 'code', quoted: 'code' };
const YAML: AbsoluteMode = { ...PLAIN, quotes: [Ch.DQ, Ch.SQ], tight: [], quoted: 'yaml-value', yaml: true };

/**
 * HTML's mode: a `<style>` element's rules are CSS, its URIs in strings, `url(…)` and comments only; a `<script>`
 * element's program is JavaScript, no URI in its regular expression literals and none without `//` outside its
 * strings and comments (find/html.ts `scriptCodeReader`).
 */
function htmlMode(text: string): AbsoluteMode {
  const style = styleRulesReader(text);
  const script = scriptCodeReader(text);
  return { ...HTML, excluded: (offset) => style(offset) || script.inPattern(offset), opaqueAllowed: script.opaqueAllowed };
}

/** Code, and the links of the markup its comments are written in (Ruby's RDoc, Haskell's Haddock), read in its comments only. */
function findInCode(text: string, from: number, to: number, syntax: CodeSyntax, markup: CommentMarkup | undefined): FoundUri[] {
  const mode = codeMode(text, syntax);
  if (markup === undefined) return findAbsolute(text, from, to, mode, []);
  // A scanner of its own: the mode's is asked at increasing offsets as the URIs are found.
  const comments = new CodeScanner(text, syntax);
  const inComment = (offset: number): boolean => comments.inCommentAt(offset);
  return withQuiet(text, from, to, mode, markupLinks(markup, text, from, to, inComment));
}

/** The links of a markup starting in `[from, to)`; with `within`, only where it holds (a language's comments). */
function markupLinks(markup: CommentMarkup, text: string, from: number, to: number, within?: (offset: number) => boolean): MarkupLinks {
  return markup === 'rdoc' ? findRdocLinks(text, from, to, within) : findHaddockLinks(text, from, to, within);
}

/** Code: URIs without `//` only in comments and strings; a JSON Schema `pattern` (`"^s3://[a-z0-9]…"`) describes URIs and is none. */
function codeMode(text: string, syntax: CodeSyntax): AbsoluteMode {
  const scanner = new CodeScanner(text, syntax);
  const quotes = [Ch.DQ, ...[...syntax.quotes].map((q) => q.charCodeAt(0)).filter((q) => q !== Ch.DQ)];
  const secRules = syntax.secRules === true ? secRuleSpans(text) : undefined;
  return {
    quotes, escapes: true, decodeProse: true, plain: 'code', quoted: 'code', angle: 'angle', labels: true,
    continued: syntax.continued === undefined ? undefined
      : { quotes: [...syntax.continued].map((q) => q.charCodeAt(0)), trim: syntax.continuedTrim === true, stringAt: (offset) => scanner.stringOpenedAt(offset) },
    opaqueAllowed: (offset) => scanner.inCommentOrString(offset),
    ...(syntax.longBrackets === true ? { stringEnd: (offset: number) => scanner.longStringEnd(offset) } : {}),
    ...(syntax.colonCalls === true ? { colonCalls: true } : {}),
    ...(syntax.triple === true ? { docstringAt: (offset: number) => { const q = scanner.stringOpenedAt(offset); return q >= 0 && opensDocstring(text, q); } } : {}),
    ...(syntax.emacs === true ? { endingEscape: docstringQuote } : {}),
    // A regular expression literal, or any pattern anchored with `^` (Perl's `m|^ftp://…|`); Ruby writes both. Or a
    // string that writes a pattern's escapes (`"\\(http://localhost:.*/repo\\)"`). Or a ModSecurity rule's variables
    // and regular expression.
    excluded: (offset) => isAnchored(text, offset) || (syntax.regex === true && scanner.inRegex(offset)) ||
      (syntax.perlPatterns === true && inPerlPattern(text, offset)) || (syntax.sedScripts === true && inSedScript(text, offset)) ||
      (secRules !== undefined && inSpans(secRules, offset)) || inPatternString(text, scanner.stringOpenedAt(offset), offset),
  };
}

/**
 * Emacs Lisp: `\\=` in a string is a docstring's quoting of the next character (`\\='https://x\\='` shows
 * `'https://x'`), which is no URI's: the URI ends before it.
 */
function docstringQuote(text: string, i: number): boolean {
  return text.charCodeAt(i + 1) === Ch.BACKSLASH && text.charCodeAt(i + 2) === 0x3d;
}

/**
 * Whether an offset is in Markdown code: a fenced or indented code block (`code`) or a code span, not in an HTML block
 * (`html`, whose backticks open no span). Asked at increasing offsets (each caller its own).
 */
function codeAt(text: string, code: readonly number[], html: readonly number[]): (p: number) => boolean {
  const line = new LineReader(text);
  const cursor = { i: 0 };
  const htmlCursor = { i: 0 };
  return (p) => inRanges(code, p, cursor) || (!inRanges(html, p, htmlCursor) && line.inCodeSpan(p));
}

/** Markdown: link syntax and raw HTML attributes outside code, then absolute URIs anywhere. */
function findInMarkdown(text: string, from: number, to: number): FoundUri[] {
  const { links, fences, code, html } = findMarkdownLinks(text, from, to);
  // Raw HTML in a code block (or a list item's fence indented as one) is a sample shown, not the page's own markup: its
  // `src` and `href` name files of the sample's project, not of this document's folder. An HTML block's lines are HTML
  // whatever their indent.
  const attributes = findAttributeUris(text, from, to, codeAt(text, code, html), { escapes: true });
  // Backslash escapes are text outside code and HTML blocks only (CommonMark §2.4, §4.6, §6.1).
  const inCode = codeAt(text, code, html);
  const htmlCursor = { i: 0 };
  const literalAt = html.length === 0 ? inCode : (p: number): boolean => inCode(p) || inRanges(html, p, htmlCursor);
  // Asked at increasing offsets, as the readers above: one pass over the text.
  const colonlessLine = new LineReader(text);
  const colonlessCursor = { i: 0 };
  const colonless = findColonless(text, from, to, (p) => inRanges(code, p, colonlessCursor) || colonlessLine.inCodeSpan(p));
  const claims = merge(merge(links, attributes).map(decodeEntities), colonless);
  // A note app's wiki link (`[[note#^id]]`, `![[dendron://vault/note#a,1:#*]]`) is its own syntax: no URI starts in it.
  const wiki = wikiLinkSpans(text, to, code);
  const found = wiki.length === 0
    ? findAbsolute(text, from, to, { ...MARKDOWN_SED, literalAt }, claims)
    : findAbsolute(text, from, to, { ...MARKDOWN_SED, literalAt, excluded: (offset) => inSpans(wiki, offset) }, claims.filter((f) => !inSpans(wiki, f.start)));
  return fences.length === 0 ? found : fencesInTheirLanguage(text, fences, found, from, to);
}

/** A fence's info string, its first word: the language of its code (`python`, `{.go}`). */
const FENCE_INFO = /^[ \t]*(?:`{3,}|~{3,})[ \t]*\{?\.?([\w+#-]{1,32})/;
/** A closing fence line (a list item's indented further in). */
const FENCE_CLOSE = /^[ \t]*(?:`{3,}|~{3,})[ \t]*\r?$/;

/**
 * The references of a Markdown text, those of each fenced block whose info string names a programming language or a
 * data format found as in a file of that language (as a notebook's code cells are): a string's escapes end it there
 * (`"<a href=\"https://example.org\">"` in a ```json block), and its format fields and printf conversions are
 * templates (`"http://localhost:3500/v1.0/state/{}".format(name)` in a ```python block). A block of no language, or of
 * a markup language, is read as before.
 */
function fencesInTheirLanguage(text: string, fences: readonly number[], found: FoundUri[], from: number, to: number): FoundUri[] {
  const blocks: { start: number; end: number; languageId: string }[] = [];
  for (let k = 0; k < fences.length; k += 2) {
    const start = fences[k]!;
    const end = fences[k + 1]!;
    if (end <= from || start >= to) continue;
    const nl = text.indexOf('\n', start);
    if (nl < 0 || nl >= end) continue;
    const info = FENCE_INFO.exec(text.slice(start, nl))?.[1];
    if (info === undefined) continue;
    const last = text.lastIndexOf('\n', end - 1) + 1;
    const bodyEnd = last > nl && FENCE_CLOSE.test(text.slice(last, end)) ? last : end;
    blocks.push({ start: nl + 1, end: bodyEnd, languageId: info });
  }
  return inTheirLanguage(text, blocks, found, from, to);
}

/**
 * `found` with the references of each block whose language is a programming language or a data format replaced by
 * those found in its text read as a file of that language; a block of another language keeps its own.
 */
function inTheirLanguage(text: string, candidates: readonly { start: number; end: number; languageId: string }[], found: FoundUri[], from: number, to: number): FoundUri[] {
  const blocks = candidates.filter((block) => {
    const family = familyOf(knownLanguage(block.languageId)?.syntax ?? 'prose');
    return family === 'code' || family === 'json' || family === 'yaml';
  });
  if (blocks.length === 0) return found;
  const out: FoundUri[] = [];
  let b = 0;
  for (const f of found) {
    while (b < blocks.length && blocks[b]!.end <= f.start) b++;
    if (b < blocks.length && blocks[b]!.start <= f.start) continue;
    out.push(f);
  }
  for (const block of blocks) {
    for (const f of findUris(text.slice(block.start, block.end), { languageId: block.languageId })) {
      const start = f.start + block.start;
      if (start < from || start >= to) continue;
      // A `$ref` or a string of an example is no link of this document: code's, whose templates it may hold.
      const shifted: FoundUri = { ...f, start, end: f.end + block.start, context: f.context === 'json-string' || f.context === 'yaml-value' ? 'code' : f.context };
      if (f.offsets) shifted.offsets = f.offsets.map((o) => o + block.start);
      out.push(shifted);
    }
  }
  return out.sort((x, y) => x.start - y.start);
}
