/**
 * HTML and XML attributes whose values are URI references: HTML's URL
 * attributes (a "valid URL potentially surrounded by spaces", so the value
 * is trimmed), XML namespaces, XLink and XML Schema locations. The whole
 * value is the reference, relative ones included. Character references
 * (`&amp;`) are decoded afterwards (./entities.ts).
 */
import type { FoundUri } from './types';
import { CodeScanner } from './code';
import { JS } from '../languages/syntaxes';
import { join, MAX_WRAPPED_LINES } from './delimit';
import { isEscaped, isSpace, nextIndex } from './classes';
import { atExpressionEnd, dollarChainEnd, startsWithExpression, templateSpanEnd } from '../template/index';
import type { ScanOptions } from '../template/index';

/** Attributes whose value is one URI reference. */
const SINGLE = new Set([
  'href', 'src', 'action', 'cite', 'xmlns', 'data', 'poster', 'formaction', 'background', 'longdesc',
  'manifest', 'codebase', 'classid', 'usemap', 'icon', 'dynsrc', 'lowsrc', 'itemid', 'xml:base',
  'xlink:href', 'xsi:nonamespaceschemalocation',
]);
/** Attributes whose value is a whitespace-separated list of URI references. */
const LISTS = new Set(['ping', 'archive', 'itemtype', 'profile', 'xsi:schemalocation']);
/** Attributes holding image candidates: `url [descriptor], …` (HTML `srcset`). */
const SRCSETS = new Set(['srcset', 'imagesrcset']);

/**
 * XML's own link attributes, by their exact names (XML is case-sensitive):
 * in another vocabulary HTML's names mean other things (a code-analysis
 * ruleset's `<Rule Action="None">`, an `Icon`, a `data` element's value).
 */
const XML_SINGLE = new Set(['href', 'src', 'xmlns', 'xml:base', 'xlink:href', 'xsi:noNamespaceSchemaLocation']);
const XML_LISTS = new Set(['xsi:schemaLocation']);

type Kind = 'single' | 'list' | 'srcset';

function kindOf(name: string, { xml }: { xml: boolean }): Kind | undefined {
  if (xml) return XML_SINGLE.has(name) || name.startsWith('xmlns:') ? 'single' : XML_LISTS.has(name) ? 'list' : undefined;
  if (SINGLE.has(name) || name.startsWith('xmlns:')) return 'single';
  if (LISTS.has(name)) return 'list';
  return SRCSETS.has(name) ? 'srcset' : undefined;
}

/**
 * A value that is code building one: it opens or closes a string of the
 * template language around it and joins it (`+` in JavaScript and Python,
 * `~` in Jinja, `.` in PHP, a Liquid filter: `| append: "…"`): sphinx's layout.html
 * `{%- set p = '<a href="' + pathto('copyright') + '">' -%}`, w3c/wai-website's news/all.html
 * `{%- assign s = post.url | prepend: "<a href='" | append: "'>" -%}`.
 */
const CONCATENATED = /^\s*['"`]\s*(?:[+~.]\s|\|\s*[a-z_]+\s*:)|(?:\s[+~.]|\|\s*[a-z_]+\s*:)\s*['"`]\s*$/;

/** How values are read: `xml`, names are XML's; `escapes`, Markdown's backslash escapes; `sigil`, the expressions of the markup's template language: Razor's and Twirl's `@`, Templetor's `$`. */
export interface AttributeReading {
  readonly xml?: boolean;
  readonly escapes?: boolean;
  readonly sigil?: '@' | '$';
}

/**
 * URI-valued attribute values starting in `[from, to)`, in text order.
 * `skip(offset)` (offsets increasing) excludes an attribute, as Markdown
 * does in code. Values that start with a template expression (`{{ url }}`,
 * `{% … %}`, `${…}`) or JSX (`href={url}`) are not references; values
 * that hold one further on are templates (template/index.ts). With `xml`,
 * names are XML's, matched exactly, and only XML's link attributes count.
 * With `escapes` (Markdown, CommonMark §2.4), a `<` after a backslash is
 * text, no tag: `\<link xlink:href="…"/>` shows the markup, and its value
 * is read as the text around it is. With a `sigil` (Razor's and Twirl's `@`, web.py's Templetor's `$`), a value led
 * by an expression is none, and one is read whole across the quotes inside its expressions.
 */
export function findAttributeUris(text: string, from: number, to: number, skip?: (offset: number) => boolean, reading: AttributeReading = {}): FoundUri[] {
  const { xml = false, escapes = false, sigil } = reading;
  const out: FoundUri[] = [];
  let pos = scanStart(text, from);
  const tags = new TagReader(text, pos, { escapes });
  // Raw-text elements in an HTML file, read from the text's start; Markdown's prose names `<script>` in passing,
  // where its end tag may be far or absent.
  const raws = xml ? cdataSections(text) : !escapes ? rawTextElements(text) : NO_ELEMENTS;
  // Thymeleaf's attributes, looked for once in the whole text (any region reads it alike): most pages have none.
  const thymeleaf = !xml && (text.includes('th:') || text.includes('data-th-'));
  let r = 0;
  for (;;) {
    const eq = nextIndex(text, '=', 0x3d, pos);
    if (eq < 0 || eq >= to) break;
    // The content of `<script>`, `<style>`, `<textarea>` and `<title>` is no markup (HTML's raw-text and escapable
    // raw-text elements), nor, in XML, a CDATA section's: a `<a href="#cake">` in a script's comment or string is the
    // script's text, no tag. The tag reader reads on from the end tag as it would from a line start after it.
    while (r < raws.length && raws[r + 2]! <= eq) {
      tags.restartAt(raws[r + 2]!);
      r += 3;
    }
    if (r < raws.length && raws[r + 1]! <= eq) {
      pos = raws[r + 2]!;
      continue;
    }
    pos = eq + 1;
    const name = attributeName(text, eq, { xml });
    if (name === '') continue;
    const kind = kindOf(name, { xml });
    if (kind === undefined || (skip !== undefined && skip(eq)) || !tags.inTag(eq)) continue;
    // A component's props (JSX in MDX, Vue, Astro: `<RepoLink href="template/App.tsx">`) are its own to read, not a link.
    if (!xml && tags.inComponent()) continue;
    if (thymeleaf && overriddenInTag(text, eq, name)) continue;
    if (!xml && name !== 'href' && name !== 'src' && !ownElement(elementAt(text, eq), name)) continue;
    const value = attributeValue(text, eq + 1, sigil);
    if (value === undefined) continue;
    pos = Math.max(pos, value.next);
    tags.skipTo(value.next);
    const valueText = text.slice(value.start, value.end);
    if (startsWithExpression(valueText.trimStart(), sigil === '@' ? AT_TEXT : sigil === '$' ? DOLLAR_TEXT : TEXT) || CONCATENATED.test(valueText) || LEADING_VARIABLE.test(valueText)) continue;
    if (xml && (isWindowsPath(valueText) || isWildcard(valueText) || startsWithEntity(valueText) || isKeyword(name, valueText))) continue;
    const add = (s: number, e: number): void => {
      if (s >= from && s < to && e > s) out.push(unwrapped(text, s, e));
    };
    if (kind === 'single') trimmed(text, value.start, value.end, add);
    else if (kind === 'list') words(text, value.start, value.end, add);
    else candidates(text, value.start, value.end, add);
  }
  return out;
}

/**
 * A value that starts with a variable a server's template fills in before the page is served, then a path, a query, a
 * fragment or nothing: web.py's and Cheetah's `$base/graph/network.png`, a placeholder a server rewrites
 * (`::faviconPrefix::/favicon.ico`). No file or folder is named `$base` or `::name::`; the value's start is unknown.
 */
const LEADING_VARIABLE = /^\s*(?:\$[A-Za-z_]\w{0,63}|::[A-Za-z_]\w{0,63}::)(?=[/?#]|\s*$)/;

/** How a value is read for a leading expression: in Razor's and Twirl's markup, `@` expressions too. */
const TEXT: ScanOptions = { code: false };
const AT_TEXT: ScanOptions = { code: false, interpolation: 'at' };
const DOLLAR_TEXT: ScanOptions = { code: false, interpolation: 'dollar-chain' };

/**
 * A Windows path as an XML vocabulary of Windows tools writes a file (a NuGet or Chocolatey `.nuspec`'s
 * `<file src="tools\**" />`, `src="..\x.install\tools\a.ps1"`, MSBuild's and WiX's items): a backslash and no
 * scheme with an authority. A backslash is never a URI's character (RFC 3986 §2) and no XML link vocabulary writes
 * one, so where XML's names are read without knowing the vocabulary the value is that tool's path, not a link.
 * (In HTML, whose `src` is always a URL, `images\a.png` stays the mistake it is.)
 */
function isWindowsPath(value: string): boolean {
  return value.includes('\\') && !/^\s*[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(value);
}

/**
 * A file pattern as an XML vocabulary of packaging and build tools writes one (a `.nuspec`'s `<file src="**" />`,
 * `src="lib/*.dll"`, which NuGet's pack expands; librdkafka's packaging templates): a `*` and no scheme. No link of an XML vocabulary that names files writes a wildcard, so the value is the tool's pattern,
 * not a link. (In HTML a `*` in a `src` is read as before.)
 */
function isWildcard(value: string): boolean {
  return value.includes('*') && !/^\s*[A-Za-z][A-Za-z0-9+.-]*:/.test(value);
}

/**
 * Whether the tag holding the attribute at `eq` also has Thymeleaf's version of it (`<img src="../static/logo.svg"
 * th:src="@{/images/logo.svg}">`): Thymeleaf renders the page with its own, and the plain one is the prototype's, seen
 * only when the file is opened as it is (a natural template). The page's link is Thymeleaf's.
 */
function overriddenInTag(text: string, eq: number, name: string): boolean {
  const tag = tagAround(text, eq);
  // Asked of the tag alone, so that a reading of any region of the text gives the same answer.
  if (tag === undefined || (!tag.includes('th:') && !tag.includes('data-th-'))) return false;
  const bare = name.toLowerCase();
  return tag.includes(`th:${bare}=`) || tag.includes(`data-th-${bare}=`) || new RegExp(`\\s(?:th:|data-th-)${bare.replace(/[^a-z-]/g, '')}\\s*=`).test(tag);
}

/** How far from an attribute its tag's `<` and `>` are looked for: a constant, so that reading every attribute stays linear. */
const TAG_REACH = 512;

/** The tag around the attribute at `eq` (from its `<` to its `>`, each within `TAG_REACH`), or undefined when no `<` is near. */
function tagAround(text: string, eq: number): string | undefined {
  const before = text.slice(Math.max(0, eq - TAG_REACH), eq);
  const lt = before.lastIndexOf('<');
  if (lt < 0) return undefined;
  const after = text.slice(eq, Math.min(text.length, eq + TAG_REACH));
  const gt = after.indexOf('>');
  return before.slice(lt) + (gt < 0 ? after : after.slice(0, gt));
}


/**
 * An XML vocabulary's keyword where a `src` may also name a file (Android's network security configuration:
 * `<certificates src="system"/>`, `src="user"`): a bare lower-case word, no path, no extension, no scheme.
 */
function isKeyword(name: string, value: string): boolean {
  return name === 'src' && /^\s*[a-z]+\s*$/.test(value);
}

/**
 * A value that starts with an entity its document's DTD declares (`xml:base="&obo;go/x.owl"`, an ontology's
 * `<!ENTITY obo "http://purl.obolibrary.org/obo/">`): the entity's text stands there, a URI the tool does not read.
 * XML's five predefined entities are characters, not a declaration's.
 */
function startsWithEntity(value: string): boolean {
  const m = /^\s*&([A-Za-z_][\w.-]*);/.exec(value);
  return m !== null && !['amp', 'lt', 'gt', 'quot', 'apos'].includes(m[1]!);
}

/**
 * HTML's link attributes that belong to some elements only (HTML's index of attributes, and the obsolete ones HTML 4
 * had): on another element they are a framework's or a script's own (`<div data="modify -->">`, a component's `icon`).
 * The others (`href`, `src`, `cite`, `itemid`, …) are read on any element.
 */
const OWN_ELEMENTS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['data', new Set(['object'])],
  ['icon', new Set(['menuitem', 'command'])],
  ['action', new Set(['form'])],
  ['formaction', new Set(['button', 'input'])],
  ['poster', new Set(['video'])],
  ['manifest', new Set(['html'])],
  ['codebase', new Set(['object', 'applet'])],
  ['classid', new Set(['object'])],
  ['usemap', new Set(['img', 'object', 'input'])],
  ['background', new Set(['body', 'table', 'td', 'th', 'tr'])],
  ['longdesc', new Set(['img', 'frame', 'iframe'])],
  ['dynsrc', new Set(['img'])],
  ['lowsrc', new Set(['img'])],
]);

/**
 * Whether an attribute other than `href` and `src` is a link on `element` (lower case; '' when not known): not on a
 * custom element (a hyphen in its name: `<fa-icon icon="sort">`, Angular's and Web Components' elements), whose
 * attributes are its own, and for those of `OWN_ELEMENTS` only on the elements they belong to.
 */
function ownElement(element: string, name: string): boolean {
  if (element.includes('-')) return false;
  const elements = OWN_ELEMENTS.get(name);
  return elements === undefined || element === '' || elements.has(element);
}

/** The name, in lower case, of the element whose start tag holds the attribute at `eq`; '' when its `<` is not within `TAG_REACH`. */
function elementAt(text: string, eq: number): string {
  const stop = Math.max(0, eq - TAG_REACH);
  for (let i = eq - 1; i >= stop; i--) {
    if (text.charCodeAt(i) !== 0x3c) continue;
    ELEMENT_NAME.lastIndex = i + 1;
    const name = ELEMENT_NAME.exec(text)?.[0];
    // A `<` that starts no name is an attribute value's (`v-if="i + 1 < windows.length"`): the tag opens further back.
    if (name !== undefined) return name.toLowerCase();
  }
  return '';
}
const ELEMENT_NAME = /[A-Za-z][A-Za-z0-9]*(?:-[\w.-]*)?/y;

/** Where to look for `=` so that a tag open before `from` (within the wrapped-lines window) is read whole. */
function scanStart(text: string, from: number): number {
  let lines = 0;
  for (let i = from - 1; i >= 0; i--) {
    const c = text.charCodeAt(i);
    if (c === 0x3e) return from;
    if (c === 0x3c) return i;
    if (c === 0x0a && ++lines > MAX_WRAPPED_LINES) return from;
  }
  return from;
}

/**
 * Whether an offset is inside a start tag (`<a …>`), read forward once:
 * `const data = [];` in a code sample is text, not an attribute. Quoted
 * attribute values are skipped, so a `>` inside one ends no tag.
 */
class TagReader {
  private open = false;
  /** The open tag's name is a component's: capitalised with lower-case letters after (`<RepoLink`), not HTML's (`<A`, `<IMG`). */
  private component = false;
  /** The closing quote of the attribute value that holds the last position asked, or -1. */
  private valueEnd = -1;
  /** The next `<` at or after `pos`, looked up once per `<`. */
  private nextLt = -1;

  private readonly escapes: boolean;

  constructor(private readonly text: string, private pos: number, { escapes = false }: { escapes?: boolean } = {}) {
    this.escapes = escapes;
  }

  /**
   * True when `p` (not before the last position asked) is inside a tag and
   * not inside another attribute's quoted value: `value="&lt;html
   * xmlns=&quot;…"` holds text, not an attribute.
   */
  inTag(p: number): boolean {
    if (p < this.valueEnd) return false;
    const t = this.text;
    while (this.pos < p) {
      if (!this.open) {
        const lt = t.indexOf('<', this.pos);
        if (lt < 0 || lt >= p) { this.pos = p; break; }
        this.open = isNameStart(t.charCodeAt(lt + 1)) && !(this.escapes && isEscaped(t, lt));
        this.component = this.open && isComponentName(t, lt + 1);
        this.pos = lt + 1;
        continue;
      }
      const c = t.charCodeAt(this.pos);
      if (c === 0x3e) this.open = false;
      else if ((c === 0x22 || c === 0x27) && precededByEquals(t, this.pos)) {
        const close = t.indexOf(String.fromCharCode(c), this.pos + 1);
        if (close >= 0 && close < p) this.pos = close;
        // A value with a `<` before `p` was never closed (as attributeValue reads it): `p` is not in it.
        else if (close >= 0 && this.ltAfter(this.pos) > p) {
          this.valueEnd = close;
          this.pos = close + 1;
          return false;
        }
      }
      this.pos++;
    }
    return this.open;
  }

  /** Whether the tag `inTag` last answered for is a component's. */
  inComponent(): boolean {
    return this.open && this.component;
  }

  private ltAfter(i: number): number {
    if (this.nextLt !== Infinity && this.nextLt <= i) {
      const lt = this.text.indexOf('<', i + 1);
      this.nextLt = lt < 0 ? Infinity : lt;
    }
    return this.nextLt;
  }

  /** Reads on from `p` (an end tag's `<`) as from outside any tag: what lay before it was another language's text. */
  restartAt(p: number): void {
    if (p < this.pos) return;
    this.pos = p;
    this.open = false;
    this.component = false;
    this.valueEnd = -1;
    this.nextLt = -1;
  }

  /** Moves past an attribute value already read (the tag is still open after it). */
  skipTo(p: number): void {
    if (p > this.pos) this.pos = p;
  }
}

/** No raw-text elements. */
const NO_ELEMENTS: readonly number[] = [];

/** The start of a raw-text or escapable raw-text element's start tag, whose content holds no tags until its end tag. */
const RAW_TEXT_START = /<(script|style|textarea|title)(?=[\s>/])/giy;

/**
 * HTML's raw-text elements of `text` (`script` holding a program, `style`, `textarea`, `title`) read from its start,
 * three offsets each: its start tag's `<`, where its content starts (after the tag's first `>`), and where its end
 * tag `</name` starts. An element whose end tag never comes, or a `<script>` that holds data (`type="text/json"`, a
 * template), holds markup as any text does: it is none. Each is read on from the end of the one before, so from any
 * place outside them (an editor re-reads a region: documents/reanalyze.ts) the ones after are the same.
 */
export function rawTextElements(text: string): number[] {
  const out: number[] = [];
  for (let lt = text.indexOf('<'); lt >= 0; lt = text.indexOf('<', lt + 1)) {
    RAW_TEXT_START.lastIndex = lt;
    const m = RAW_TEXT_START.exec(text);
    if (m === null) continue;
    const name = m[1]!.toLowerCase();
    const gt = text.indexOf('>', lt + m[0].length);
    if (gt < 0) break;
    if (name === 'script' && !isScriptCode(text.slice(lt, gt))) continue;
    const end = rawTextEnd(text, gt + 1, name);
    if (end < 0) continue;
    out.push(lt, gt + 1, end);
    lt = end;
  }
  return out;
}

/** Where a CDATA section opens, and where it closes. */
const CDATA_OPEN = '<![CDATA[';
const CDATA_CLOSE = ']]>';

/**
 * XML's CDATA sections of `text` (XML 1.0 §2.7), three offsets each as `rawTextElements` gives an element's: where
 * `<![CDATA[` opens, where its character data starts, and where the section has closed (after its `]]>`). What it holds
 * is character data, no markup: speedata-publisher doc/commands-xml/commands.xml:4444 shows an example layout file in
 * `<listing><![CDATA[…<xi:include href="sublayout.xml" />…]]></listing>`, whose `href` is the example's, no link of
 * the document (a URI written in it is still text, found as any text's). A section never closed holds nothing.
 */
export function cdataSections(text: string): number[] {
  const out: number[] = [];
  for (let lt = text.indexOf(CDATA_OPEN); lt >= 0; lt = text.indexOf(CDATA_OPEN, lt)) {
    const close = text.indexOf(CDATA_CLOSE, lt + CDATA_OPEN.length);
    if (close < 0) break;
    out.push(lt, lt + CDATA_OPEN.length, close + CDATA_CLOSE.length);
    lt = close + CDATA_CLOSE.length;
  }
  return out;
}

/**
 * Whether a `<script>` start tag's content is a program (no `type`, a JavaScript type, `module`): a data block
 * (`type="text/json"`, a `text/x-template`) holds markup that a program writes into the page, its links the page's.
 */
function isScriptCode(tag: string): boolean {
  const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(tag)?.[1];
  return type === undefined || type === '' || /javascript|ecmascript|^module$|jsx|babel|typescript/i.test(type);
}

/**
 * Whether offsets of `text` are in a `<style>` element's CSS outside its strings, `url(…)` and comments: selectors
 * (`#feed:has(#nav:not(:empty))`), properties and values hold no URI there, as a CSS file's rules hold none
 * (its table entry reads strings and comments). Worked out on the first question (most candidates of a page are in
 * no `<style>`), the elements as `rawTextElements` reads them.
 */
export function styleRulesReader(text: string): (offset: number) => boolean {
  let spans: number[] | undefined;
  return (offset) => {
    spans ??= styleRules(text);
    for (let i = 0; i < spans.length; i += 2) {
      if (offset < spans[i]!) return false;
      if (offset < spans[i + 1]!) return true;
    }
    return false;
  };
}

/**
 * How the programs of an HTML text's `<script>` elements (as `rawTextElements` reads them) are read: as JavaScript, whose
 * regular expression literals (`p=/^http:/.test(d.location)?'http':'https'`, Twitter's widget loader) are patterns, no
 * URI starts there (`inPattern`), and whose URIs without `//` are in its strings and comments only (`opaqueAllowed`), as
 * in a `.js` file (find/index.ts `codeMode`). Outside the programs both answer as if no script were there. Worked out
 * on the first question (most candidates of a page are in no `<script>`); offsets asked should not decrease.
 */
export function scriptCodeReader(text: string): { inPattern: (offset: number) => boolean; opaqueAllowed: (offset: number) => boolean } {
  let scripts: number[] | undefined;
  let k = 0;
  let scanner: CodeScanner | undefined;
  /** The scanner of the program `offset` is in, or undefined outside every program. */
  const at = (offset: number): CodeScanner | undefined => {
    scripts ??= text.includes('<script') || text.includes('<SCRIPT') ? programs(text) : [];
    if (k > 0 && offset < scripts[k - 1]!) { k = 0; scanner = undefined; }
    while (k < scripts.length && scripts[k + 1]! <= offset) { k += 2; scanner = undefined; }
    if (k >= scripts.length || offset < scripts[k]!) return undefined;
    scanner ??= new CodeScanner(text, JS, scripts[k]!);
    return scanner;
  };
  return {
    inPattern: (offset) => at(offset)?.inRegex(offset) ?? false,
    opaqueAllowed: (offset) => at(offset)?.inCommentOrString(offset) ?? true,
  };
}

/** The `[start, end)` of each `<script>` element's program, as `rawTextElements` reads the elements. */
function programs(text: string): number[] {
  const out: number[] = [];
  const raws = rawTextElements(text);
  for (let r = 0; r < raws.length; r += 3) {
    if (/^<script/i.test(text.slice(raws[r]!, raws[r]! + 7))) out.push(raws[r + 1]!, raws[r + 2]!);
  }
  return out;
}

/** The spans `[start, end)` of each `<style>` element's content that are CSS rules: outside strings, `url(…)` and comments. */
function styleRules(text: string): number[] {
  const out: number[] = [];
  const raws = text.includes('<style') || text.includes('<STYLE') ? rawTextElements(text) : NO_ELEMENTS;
  for (let r = 0; r < raws.length; r += 3) {
    if (!/^<style/i.test(text.slice(raws[r]!, raws[r]! + 6))) continue;
    const end = raws[r + 2]!;
    let start = raws[r + 1]!;
    for (let i = start; i < end; i++) {
      const c = text.charCodeAt(i);
      let close = -1;
      if (c === 0x22 || c === 0x27) {
        close = i + 1;
        while (close < end && text.charCodeAt(close) !== c && text.charCodeAt(close) !== 0x0a) close += text.charCodeAt(close) === 0x5c ? 2 : 1;
      } else if (c === 0x2f && text.charCodeAt(i + 1) === 0x2a) {
        close = text.indexOf('*/', i + 2);
        if (close < 0 || close > end) close = end;
        else close++;
      } else if ((c === 0x28) && /url$/i.test(text.slice(Math.max(start, i - 3), i))) {
        close = text.indexOf(')', i + 1);
        if (close < 0 || close > end) close = end;
      }
      if (close < 0) continue;
      if (i > start) out.push(start, i);
      start = Math.min(close + 1, end);
      i = start - 1;
    }
    if (end > start) out.push(start, end);
  }
  return out;
}

/** Where the end tag `</name` of a raw-text element whose content starts at `i` begins, or -1 when none follows. */
function rawTextEnd(text: string, i: number, name: string): number {
  const closing = new RegExp(`</${name}[\\s>/]`, 'ig');
  closing.lastIndex = i;
  return closing.exec(text)?.index ?? -1;
}

/** Whether the tag name at `i` starts with a capital and has a lower-case letter further on: a component, as JSX tells them from HTML elements. */
function isComponentName(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (!(c >= 0x41 && c <= 0x5a)) return false;
  for (let j = i + 1; j < text.length && j < i + 64; j++) {
    const d = text.charCodeAt(j);
    if (d >= 0x61 && d <= 0x7a) return true;
    if (!((d >= 0x41 && d <= 0x5a) || (d >= 0x30 && d <= 0x39) || d === 0x2e || d === 0x5f || d === 0x2d)) return false;
  }
  return false;
}

function isNameStart(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a);
}

function precededByEquals(text: string, i: number): boolean {
  let j = i - 1;
  while (j >= 0 && isSpace(text.charCodeAt(j))) j--;
  return text.charCodeAt(j) === 0x3d;
}

/** The lowercase name of the attribute whose `=` is at `eq`, or `''`; it must follow whitespace, as in a tag. */
function attributeName(text: string, eq: number, { xml }: { xml: boolean }): string {
  const last = text.charCodeAt(eq - 1);
  if (!isNameChar(last) && last !== 0x20 && last !== 0x09) return '';
  let j = eq;
  while (j > 0 && eq - j < 8 && (text.charCodeAt(j - 1) === 0x20 || text.charCodeAt(j - 1) === 0x09)) j--;
  const end = j;
  while (j > 0 && end - j < 64 && isNameChar(text.charCodeAt(j - 1))) j--;
  if (j === end || (j > 0 && !isSpace(text.charCodeAt(j - 1)))) return '';
  const name = text.slice(j, end);
  return xml ? name : name.toLowerCase();
}

function isNameChar(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39) ||
    c === 0x2d || c === 0x5f || c === 0x3a || c === 0x2e;
}

/** The value after `=` (HTML attribute value syntax): quoted (also with escaped quotes), or unquoted up to whitespace or `>`. */
function attributeValue(text: string, i: number, sigil: '@' | '$' | undefined): { start: number; end: number; next: number } | undefined {
  while (i < text.length && isSpace(text.charCodeAt(i))) i++;
  const q = text.charCodeAt(i);
  // `href=\"x.html\"`: markup escaped in a JavaScript or JSON string (rustdoc's `<script type="text/json">`).
  const qq = text.charCodeAt(i + 1);
  if (q === 0x5c && (qq === 0x22 || qq === 0x27)) {
    const close = text.indexOf('\\' + String.fromCharCode(qq), i + 2);
    if (close < 0) return undefined;
    for (let k = i + 2; k < close; k++) if (text.charCodeAt(k) === 0x3c) return undefined;
    return { start: i + 2, end: close, next: close + 2 };
  }
  if (q === 0x22 || q === 0x27) {
    const close = closingQuote(text, i + 1, q, sigil);
    if (close < 0) return undefined;
    // A `<` inside means the quote was never closed and swallowed markup.
    for (let k = i + 1; k < close; k++) if (text.charCodeAt(k) === 0x3c) return undefined;
    return { start: i + 1, end: close, next: close + 1 };
  }
  let e = i;
  for (let c = q; e < text.length && !isSpace(c) && c !== 0x3e && c !== 0x3c && c !== 0x22 && c !== 0x27 && c !== 0x60 && c !== 0x7b; c = text.charCodeAt(++e));
  return e > i ? { start: i, end: e, next: e } : undefined;
}

/**
 * The quote `q` that closes an attribute value opened before `from`, or -1. A template's `{{ … }}` or `{% … %}` closed
 * on the value's line is read whole, quotes and all: Liquid, Jinja and Hugo render it before any HTML is parsed, so
 * `src="https://x/v-{{ v | replace: " ", "%20" }}.svg"` is one value.
 */
function closingQuote(text: string, from: number, q: number, sigil: '@' | '$' | undefined): number {
  for (;;) {
    const close = text.indexOf(String.fromCharCode(q), from);
    let open = close < 0 ? -1 : templateOpen(text, from, close);
    let end = open < 0 ? -1 : templateSpanEnd(text, open);
    // Razor's and Twirl's `@(…)`, `@name(…)` read whole, its strings too: `href="@(x.getOrElse("_new"))"` is one value;
    // Templetor's `$(…)`, `$name(…)` alike (`href="$url("x")"`).
    const expression = sigil !== undefined && close >= 0 ? expressionAt(text, from, open < 0 ? close : open, sigil) : undefined;
    if (expression !== undefined) [open, end] = expression;
    if (end < 0) return close;
    from = end;
  }
}

/**
 * The first expression led by `sigil` that starts in `[from, to)`, as its start and end, or undefined: Razor's and
 * Twirl's `@` (not an e-mail address's, after a letter or digit, but before `(`), Templetor's `$`.
 */
function expressionAt(text: string, from: number, to: number, sigil: '@' | '$'): [number, number] | undefined {
  for (let a = text.indexOf(sigil, from); a >= 0 && a < to; a = text.indexOf(sigil, a + 1)) {
    if (sigil === '@' && a > 0 && (text[a - 1] === '@' || (/[A-Za-z0-9]/.test(text[a - 1]!) && text.charCodeAt(a + 1) !== 0x28))) continue;
    const end = sigil === '@' ? atExpressionEnd(text, a) : dollarChainEnd(text, a);
    if (end > a) return [a, end];
  }
  return undefined;
}

/** The first `{{` or `{%` in `[from, to)`, or -1. */
function templateOpen(text: string, from: number, to: number): number {
  // Read no further than `to`: a search to the text's end for each value would make a page of attributes quadratic.
  for (let b = from; b < to - 1; b++) {
    if (text.charCodeAt(b) !== 0x7b) continue;
    const next = text.charCodeAt(b + 1);
    if (next === 0x7b || next === 0x25) return b;
  }
  return -1;
}

/**
 * The reference in `[s,e)` of an attribute value, as a browser and RFC 3986 read it: a value broken over lines
 * (a long `data:` URI's base64 folded at 76 columns, an `href` an editor wrapped) is one reference whose line breaks,
 * with the whitespace around each, are left out (Appendix C: whitespace added to break a long URI across lines "should
 * be ignored when the URI is extracted"; the URL parser of HTML removes every tab and line feed). Whitespace within a
 * line is kept: `href="a b"` holds a space.
 */
function unwrapped(text: string, s: number, e: number): FoundUri {
  // The runs of whitespace that hold a line break are cut, as in `<…>` (delimit.ts `angleExtent`).
  const cuts: number[] = [];
  for (let i = s; i < e;) {
    if (!isSpace(text.charCodeAt(i))) { i++; continue; }
    const run = i;
    let breaks = false;
    for (; i < e && isSpace(text.charCodeAt(i)); i++) if (text.charCodeAt(i) === 0x0a || text.charCodeAt(i) === 0x0d) breaks = true;
    if (breaks) cuts.push(run, i);
  }
  if (cuts.length === 0) return { text: text.slice(s, e), start: s, end: e, context: 'html-attribute' };
  const joined = join(text, s, e, cuts, []);
  return { text: joined.text, start: s, end: e, context: 'html-attribute', offsets: joined.offsets };
}

function trimmed(text: string, s: number, e: number, add: (s: number, e: number) => void): void {
  while (s < e && isSpace(text.charCodeAt(s))) s++;
  while (e > s && isSpace(text.charCodeAt(e - 1))) e--;
  add(s, e);
}

function words(text: string, s: number, e: number, add: (s: number, e: number) => void): void {
  for (let i = s; i < e; ) {
    while (i < e && isSpace(text.charCodeAt(i))) i++;
    const w = i;
    while (i < e && !isSpace(text.charCodeAt(i))) i++;
    add(w, i);
  }
}

/**
 * HTML's image candidate strings: a URL (no whitespace; commas that end it
 * are separators), then descriptors up to the next comma outside parentheses.
 */
function candidates(text: string, s: number, e: number, add: (s: number, e: number) => void): void {
  for (let i = s; i < e; ) {
    while (i < e && (isSpace(text.charCodeAt(i)) || text.charCodeAt(i) === 0x2c)) i++;
    const u = i;
    while (i < e && !isSpace(text.charCodeAt(i))) i++;
    let ue = i;
    if (text.charCodeAt(ue - 1) === 0x2c) {
      while (ue > u && text.charCodeAt(ue - 1) === 0x2c) ue--;
    } else {
      for (let depth = 0; i < e; i++) {
        const c = text.charCodeAt(i);
        if (c === 0x28) depth++;
        else if (c === 0x29) depth--;
        else if (c === 0x2c && depth <= 0) break;
      }
    }
    add(u, ue);
  }
}
