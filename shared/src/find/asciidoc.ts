/**
 * AsciiDoc's own link syntax, delimited as Asciidoctor delimits it. A
 * link's text is no part of its target:
 * - `https://url[link text]`: a URL ends at `[` (its text follows, with or
 *   without spaces), `]`, whitespace or `<`;
 * - `link:target[text]`, `link:++target with spaces++[text]`,
 *   `link:pass:[target][text]`, `mailto:addr[text]`;
 * - `xref:file.adoc#id[text]`, `xref:id[text]`, `<<id>>`, `<<id,text>>`,
 *   `<<file.adoc#id,text>>`: an id alone is the fragment `#id` of this
 *   document; a path without an extension names the `.adoc` file
 *   (Asciidoctor 2); `xref:page.html[]`, its target with another
 *   extension, is that path; a title (`<<Section Title>>`) is no reference;
 * - `image::path[]`, `image:path[]`, `video::`, `audio::` (below the
 *   `imagesdir` the document sets; none when it sets none, as a build
 *   usually sets it then) and `include::path[]`;
 * - a target that starts with an attribute reference (`{url-repo}/x[]`) is
 *   a template, and one named by a generator's resource id (Antora's
 *   `module:page.adoc`, `partial$x.adoc`) is none;
 * - any other `name:target[…]` without `//` is an inline macro (`icon:x[]`,
 *   `kbd:[…]`, an extension's, the `module:page.adoc[` of an Antora xref),
 *   never a URI, whatever IANA registers under that name (`isInlineMacro`);
 * - a URL written as a link's text ends before the `^` that closes the text
 *   (`^]`: open in a new window).
 * Macros are not read in listing, literal, passthrough and comment blocks,
 * nor on comment lines: absolute URIs there are found as in any text.
 */
import { hasSpace, isResourceId, sortClaims, target, written } from './markup';
import { asciidocEscapeLength, decodeTextEscapes } from './textEscapes';
import type { FoundUri } from './types';

/** What the block structure says about the text: where macros are not read, and the `imagesdir` in force. */
interface Blocks {
  /** Sorted `[start, end)` pairs of lines where macros are not read. */
  literal: number[];
  /** The starts of comment blocks among `literal`'s pairs. */
  comments: Set<number>;
  /** `[offset, value]` of each `:imagesdir:` entry, in text order; a value undefined when it cannot be known. */
  imagesdirs: Array<[number, string | undefined]>;
}

/** A delimiter line of a block whose content is not read for macros: `----`, `....`, `++++`, `////`, or a fence. */
const LITERAL_DELIMITER = /^(?:(-{4,}|\.{4,}|\+{4,}|\/{4,})|(`{3,})[\w+-]*)[ \t]*\r?$/;

/** An attribute entry setting (or unsetting) `imagesdir`. */
const IMAGESDIR = /^:imagesdir(!?):(?:[ \t]+(.*?))?[ \t]*\r?$/;

/** The links of AsciiDoc's syntax starting in `[from, to)`, sorted and disjoint. */
export function findAsciidocLinks(text: string, from: number, to: number): FoundUri[] {
  const blocks = readBlocks(text, to);
  const claims: FoundUri[] = [];
  let k = 0;
  for (let ls = text.lastIndexOf('\n', from - 1) + 1; ls < to;) {
    const nl = text.indexOf('\n', ls);
    const le = nl < 0 ? text.length : nl;
    while (k < blocks.literal.length && blocks.literal[k + 1]! <= ls) k += 2;
    const literal = k < blocks.literal.length && blocks.literal[k]! <= ls;
    // A comment is written in AsciiDoc too: a URL there ends at its link text, though no link is made.
    if (literal ? blocks.comments.has(blocks.literal[k]!) : text.startsWith('//', ls)) urlsWithText(text, ls, le, claims);
    else if (!literal) lineLinks(text, ls, le, blocks, claims);
    ls = le + 1;
  }
  return sortClaims(claims.filter((c) => c.start >= from && c.start < to));
}

function readBlocks(text: string, to: number): Blocks {
  const literal: number[] = [];
  const comments = new Set<number>();
  const imagesdirs: Array<[number, string | undefined]> = [];
  let open: { delimiter: string; start: number } | undefined;
  for (let ls = 0; ls < text.length;) {
    const nl = text.indexOf('\n', ls);
    const le = nl < 0 ? text.length : nl;
    const c = text.charCodeAt(ls);
    if (c === 0x2d || c === 0x2e || c === 0x2b || c === 0x2f || c === 0x60) {
      const line = text.slice(ls, le);
      const m = LITERAL_DELIMITER.exec(line);
      if (m && !(open === undefined && isUnderline(text, ls, le))) {
        const delimiter = m[1] ?? m[2]!;
        if (open === undefined) {
          if (ls >= to) break;
          open = { delimiter, start: ls };
        } else if (delimiter === open.delimiter) {
          literal.push(open.start, le);
          if (delimiter.startsWith('/')) comments.add(open.start);
          open = undefined;
        }
      }
    } else if (c === 0x3a && open === undefined && ls < to && text.startsWith(':imagesdir', ls)) {
      const m = IMAGESDIR.exec(text.slice(ls, le));
      if (m) imagesdirs.push([ls, m[1] === '!' ? '' : knownValue(m[2] ?? '')]);
    } else if (open === undefined && ls >= to) break;
    ls = le + 1;
  }
  if (open !== undefined) {
    literal.push(open.start, text.length);
    if (open.delimiter.startsWith('/')) comments.add(open.start);
  }
  return { literal, comments, imagesdirs };
}

/**
 * True when the line `[ls, le)` underlines the line above it: a section title in AsciiDoc's two-line form
 * (`Introduction` over `------------`, as long as the title give or take one), not a block's delimiter.
 */
function isUnderline(text: string, ls: number, le: number): boolean {
  if (ls < 2) return false;
  const ps = text.lastIndexOf('\n', ls - 2) + 1;
  const title = text.slice(ps, ls - 1).replace(/\r$/, '');
  if (!/^[\p{L}\p{N}]/u.test(title)) return false;
  const underline = text.slice(ls, le).trimEnd();
  return /^(?:-+|\++)$/.test(underline) && Math.abs(underline.length - title.trimEnd().length) < 2;
}

/** An attribute's value when it holds no reference to another attribute (else it cannot be known here). */
function knownValue(value: string): string | undefined {
  return value.includes('{') ? undefined : value;
}

/** A URL's scheme and `//`, where a link's target starts. */
const URL_START = /(?<![\p{L}\p{N}_\\+.-])[A-Za-z][A-Za-z0-9+.-]{0,39}:\/\//gu;
/** `link:` and `mailto:` macros, whose target follows: plain, in `++…++`, or in `pass:[…]`; then `[`. */
const LINK_NAME = /(?<![\p{L}\p{N}_\\])(link|mailto):/gu;
/** `xref:target[`. */
const XREF_NAME = /(?<![\p{L}\p{N}_\\])xref:/gu;
/** `<<target>>`, `<<target,text>>`: each run bounded, and none crosses a `<`, so a hostile line costs linear time. */
const ANGLE_XREF = /(?<!\\)<<([\p{L}\p{N}_"][^<>,\n]{0,512}?)(?:,[^<>\n]{0,2048})?>>/gu;
/** Inline `image:target[`, not `image::`. */
const IMAGE_NAME = /(?<![\p{L}\p{N}_\\:])image:(?=[^:\s[])/gu;
/** Block macros at a line's start: `image::target[`, `include::target[` (whose target may hold spaces). */
const BLOCK_MACRO = /^(image|video|audio|include)::([^[\n]+?)\[/;

function lineLinks(text: string, ls: number, le: number, blocks: Blocks, out: FoundUri[]): void {
  const line = text.slice(ls, le);
  if (!/[:<]/.test(line)) return;
  const block = BLOCK_MACRO.exec(line);
  if (block) {
    const s = ls + block[0].length - 1 - block[2]!.length;
    const value = block[2]!;
    if (block[1] === 'include') pathTarget(text, s, value, '', out);
    else pathTarget(text, s, value, imagesdirAt(blocks, ls), out);
  }
  linkMacros(text, ls, line, out);
  urlsWithText(text, ls, le, out);
  if (line.includes('xref:')) eachTarget(line, XREF_NAME, { url: false }, (start, end) => xref(text, ls + start, line.slice(start, end), { macro: true }, out));
  if (line.includes('<<')) {
    for (const m of line.matchAll(ANGLE_XREF)) xref(text, ls + m.index + 2, m[1]!, { macro: false }, out);
  }
  if (line.includes('image:')) {
    eachTarget(line, IMAGE_NAME, { url: false }, (start, end) => pathTarget(text, ls + start, line.slice(start, end), imagesdirAt(blocks, ls), out));
  }
}

/**
 * The `link:` and `mailto:` macros of a line: `link:target[`,
 * `link:++target++[`, `link:pass:[target][`, `mailto:addr[`.
 */
function linkMacros(text: string, ls: number, line: string, out: FoundUri[]): void {
  if (!line.includes('link:') && !line.includes('mailto:')) return;
  LINK_NAME.lastIndex = 0;
  for (let m = LINK_NAME.exec(line); m !== null; m = LINK_NAME.exec(line)) {
    const at = m.index + m[0].length;
    const link = m[1] === 'link';
    // A target passed through as written, spaces and all: `++…++`, `pass:[…]`.
    const passed = link ? passedTarget(line, at) : undefined;
    if (passed !== undefined) {
      if (passed.end > passed.start && line.charCodeAt(passed.next) === 0x5b && !/^\s|\s$/.test(line.slice(passed.start, passed.end))) {
        out.push(target(text, ls + passed.start, ls + passed.end));
      }
      LINK_NAME.lastIndex = Math.max(LINK_NAME.lastIndex, passed.next);
      continue;
    }
    const end = runEnd(line, at, { url: false });
    if (end > at && line.charCodeAt(end) === 0x5b) {
      if (link) pathTarget(text, ls + at, line.slice(at, end), '', out);
      else out.push(target(text, ls + m.index, ls + end));
    }
    LINK_NAME.lastIndex = Math.max(LINK_NAME.lastIndex, end);
  }
}

/** A `link:` target in `++…++` or `pass:[…]` at `at`: its span and where the macro's `[` should be; undefined for a plain one. */
function passedTarget(line: string, at: number): { start: number; end: number; next: number } | undefined {
  if (line.startsWith('++', at)) {
    const close = line.indexOf('++', at + 2);
    return close < 0 ? { start: at, end: at, next: line.length } : { start: at + 2, end: close, next: close + 2 };
  }
  const pass = /^pass:[a-z,]{0,16}\[/.exec(line.slice(at, at + 24));
  if (!pass) return undefined;
  const close = line.indexOf(']', at + pass[0].length);
  return close < 0 ? { start: at, end: at, next: line.length } : { start: at + pass[0].length, end: close, next: close + 1 };
}

/** Where a macro's target that starts at `i` ends: at whitespace or `[` (a URL's also at `]`, `<`, `>`, `"`). */
function runEnd(line: string, i: number, { url }: { url: boolean }): number {
  for (; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c <= 0x20 || c === 0x5b || (url && (c === 0x5d || c === 0x3c || c === 0x3e || c === 0x22))) break;
  }
  return i;
}

/**
 * Each match of `re` (global) on the line whose target runs up to a `[`:
 * `found(start, end, at)`, the target's span and the match's start. A run
 * is read once: a name inside a run that ended without `[` ends there too.
 */
function eachTarget(line: string, re: RegExp, { url }: { url: boolean }, found: (start: number, end: number, at: number) => void): void {
  re.lastIndex = 0;
  for (let m = re.exec(line); m !== null; m = re.exec(line)) {
    const start = m.index + m[0].length;
    const end = runEnd(line, start, { url });
    // `http://[::1]/` and `ssh://user@[2001:db8::1]:22/` open an IP literal where the host starts (after `//` or a
    // userinfo's `@`), not a link's text (git's release notes): an empty target, or one ending at `@`, is none.
    if (end > start && line.charCodeAt(end) === 0x5b && !(url && line.charCodeAt(end - 1) === 0x40)) found(start, end, m.index);
    re.lastIndex = Math.max(re.lastIndex, end);
  }
}

/** `scheme://target[text]` on the line `[ls, le)`: the target, and a URL its text starts with. */
function urlsWithText(text: string, ls: number, le: number, out: FoundUri[]): void {
  const line = text.slice(ls, le);
  if (!line.includes('://')) return;
  eachTarget(line, URL_START, { url: true }, (_start, end, at) => {
    out.push(url(text, ls + at, ls + end));
    // `https://x/raw[https://x/raw^]`: the text's last `^` asks for a new window, and is no part of the URL shown.
    URL_START.lastIndex = end + 1;
    const shown = URL_START.exec(line);
    if (shown?.index === end + 1) {
      const close = runEnd(line, end + 1, { url: true });
      if (line.charCodeAt(close) === 0x5d && line.charCodeAt(close - 1) === 0x5e) out.push(target(text, ls + end + 1, ls + close - 1));
    }
    URL_START.lastIndex = end;
  });
}

/** A URL's target `[s, e)` with AsciiDoc's backslash escapes removed, as the output has it (`v1.5.6\...v1.5.6.1`). */
function url(text: string, s: number, e: number): FoundUri {
  if (!text.slice(s, e).includes('\\')) return target(text, s, e);
  const decoded = decodeTextEscapes(text, s, e, asciidocEscapeLength);
  return decoded.text.length < e - s ? { ...target(text, s, e), text: decoded.text, offsets: decoded.offsets } : target(text, s, e);
}

/** `name:target[…]` with no `//` after the colon and no space in the target: an inline macro's start. */
const INLINE_MACRO = /[A-Za-z][\w-]{0,63}:(?!\/\/)[^\s[\]]{0,512}\[/y;

/**
 * True when the name that starts at `offset` opens an inline macro
 * (`icon:check-circle[size=lg]`, `kbd:[Ctrl]`, `query:overview.adoc[` of
 * `xref:query:overview.adoc[]`): Asciidoctor reads `name:target[…]` as a
 * macro, and links only a URL with `//` (or a `mailto:`, a macro too).
 */
export function isInlineMacro(text: string, offset: number): boolean {
  INLINE_MACRO.lastIndex = offset;
  return INLINE_MACRO.test(text);
}

/**
 * The `imagesdir` in force at `offset` ('' for the document's folder), or
 * undefined when it cannot be known: a value made of attributes, or none
 * set in the document, where a build usually sets it (a Maven or Gradle
 * plugin's `imagesdir`, Antora's module `images/`).
 */
function imagesdirAt(blocks: Blocks, offset: number): string | undefined {
  let dir: string | undefined;
  for (const [at, value] of blocks.imagesdirs) {
    if (at > offset) break;
    dir = value;
  }
  return dir;
}

/**
 * A file's target at `s` (a path or a URL), relative ones below `dir`. None
 * when it holds spaces (a path, not a URI reference), is a resource id, or
 * `dir` cannot be known.
 */
function pathTarget(text: string, s: number, value: string, dir: string | undefined, out: FoundUri[]): void {
  if (value === '' || hasSpace(value) || isResourceId(value)) return;
  const absolute = /^[A-Za-z][A-Za-z0-9+.-]*:/.test(value) || value.startsWith('/') || value.startsWith('{');
  if (absolute || dir === '') { out.push(url(text, s, s + value.length)); return; }
  if (dir === undefined || /^[A-Za-z][A-Za-z0-9+.-]*:|^\{/.test(dir)) return;
  out.push(written(text, s, s + value.length, dir.endsWith('/') ? dir : `${dir}/`));
}

/**
 * A cross reference's target at `s`: `file.adoc#id` as written, `file#id`
 * as the `file.adoc#id` it names, `id` as `#id`; in the macro
 * (`xref:page.html[]`), a target whose last segment has an extension is a
 * path as written, as Asciidoctor reads it (the page another document
 * becomes, `name.html` for `name.adoc`). None for a title or a resource id.
 */
function xref(text: string, s: number, value: string, { macro }: { macro: boolean }, out: FoundUri[]): void {
  if (value === '' || hasSpace(value) || value.startsWith('"') || isResourceId(value)) return;
  const hash = value.indexOf('#');
  const path = hash < 0 ? value : value.slice(0, hash);
  if (path === '') { out.push(target(text, s, s + value.length)); return; }
  if (hash < 0 && macro && hasExtension(path)) { out.push(target(text, s, s + value.length)); return; }
  if (hash < 0 && !/\.a(?:sci)?doc$/i.test(path)) { out.push(written(text, s, s + value.length, '#')); return; }
  // Asciidoctor 2: a path without an extension is the `.adoc` document of that name.
  if (!/\.[A-Za-z0-9]+$/.test(path)) { out.push(written(text, s, s + value.length, '', '.adoc', s + path.length)); return; }
  out.push(target(text, s, s + value.length));
}

/** Whether a path's last segment has an extension (Asciidoctor's `extname?`): `page.html`, `a/b.pdf`, not `a.b/c`. */
function hasExtension(path: string): boolean {
  const dot = path.lastIndexOf('.');
  return dot >= 0 && path.indexOf('/', dot) < 0;
}

/** A source block's attribute line: `[source,java]`, `[source, yaml, subs="attributes"]`, `[,json]`. */
const SOURCE_STYLE = /^\[(?:source)?,[ \t]*([\w+#-]{1,32})[ \t]*(?:,[^\]\n]*)?\][ \t]*\r?$/;

/**
 * The listing blocks (`----` or a fence) a `[source,lang]` line names the language of: the text between the
 * delimiters, and the language, for the finder to read each as a file of that language.
 */
export function sourceBlocks(text: string, from: number, to: number): { start: number; end: number; languageId: string }[] {
  const blocks: { start: number; end: number; languageId: string }[] = [];
  if (!text.includes('[source,') && !text.includes('[,')) return blocks;
  let language: string | undefined;
  for (let ls = 0; ls < text.length && ls < to;) {
    const nl = text.indexOf('\n', ls);
    const le = nl < 0 ? text.length : nl;
    const line = text.slice(ls, le);
    const style = line.startsWith('[') ? SOURCE_STYLE.exec(line) : null;
    if (style) {
      language = style[1];
      ls = le + 1;
      continue;
    }
    const open = language !== undefined ? /^(-{4,}|`{3,})[ \t]*\r?$/.exec(line) : null;
    if (open && language !== undefined) {
      // The block runs to the same delimiter on a line of its own.
      const delimiter = open[1]!;
      let end = -1;
      for (let at = le + 1; at < text.length;) {
        const n2 = text.indexOf('\n', at);
        const e2 = n2 < 0 ? text.length : n2;
        if (text.slice(at, e2).replace(/[ \t\r]+$/, '') === delimiter) { end = at; break; }
        at = e2 + 1;
      }
      const bodyEnd = end < 0 ? text.length : end;
      if (bodyEnd > from && le + 1 < bodyEnd) blocks.push({ start: le + 1, end: bodyEnd, languageId: language });
      language = undefined;
      if (end < 0) break;
      const n3 = text.indexOf('\n', end);
      ls = n3 < 0 ? text.length : n3 + 1;
      continue;
    }
    // A block attribute line names the block right below it (a title `.Title` may come between).
    if (!line.startsWith('.')) language = undefined;
    ls = le + 1;
  }
  return blocks;
}
