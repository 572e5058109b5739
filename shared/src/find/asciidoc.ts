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
 *   (Asciidoctor 2); a title (`<<Section Title>>`) is no reference;
 * - `image::path[]`, `image:path[]`, `video::`, `audio::` (below the
 *   `imagesdir` the document sets; none when it sets none, as a build
 *   usually sets it then) and `include::path[]`;
 * - a target that starts with an attribute reference (`{url-repo}/x[]`) is
 *   a template, and one named by a generator's resource id (Antora's
 *   `module:page.adoc`, `partial$x.adoc`) is none.
 * Macros are not read in listing, literal, passthrough and comment blocks,
 * nor on comment lines: absolute URIs there are found as in any text.
 */
import { hasSpace, isResourceId, sortClaims, target, written } from './markup';
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
      if (m) {
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

/** An attribute's value when it holds no reference to another attribute (else it cannot be known here). */
function knownValue(value: string): string | undefined {
  return value.includes('{') ? undefined : value;
}

/** `scheme://target[`: the target ends at the `[` of its text. */
const URL_WITH_TEXT = /(?<![\p{L}\p{N}_\\+.-])[A-Za-z][A-Za-z0-9+.-]*:\/\/[^\s[\]<>"]+(?=\[)/gu;
/** `link:` and `mailto:` macros: the target plain, in `++…++`, or in `pass:[…]`; then `[`. */
const LINK_MACRO = /(?<![\p{L}\p{N}_\\])(link|mailto):(?:\+\+([^\n]+?)\+\+|pass:[a-z,]*\[([^\]\n]+)\]|([^\s[]+))\[/gu;
/** `xref:target[`. */
const XREF_MACRO = /(?<![\p{L}\p{N}_\\])xref:([^\s[]+)\[/gu;
/** `<<target>>`, `<<target,text>>`. */
const ANGLE_XREF = /(?<!\\)<<([\p{L}\p{N}_"][^<>,\n]*?)(?:,[^>\n]*)?>>/gu;
/** Inline `image:target[`, not `image::`. */
const INLINE_IMAGE = /(?<![\p{L}\p{N}_\\:])image:([^:\s[][^\s[]*)\[/gu;
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
  for (const m of line.matchAll(LINK_MACRO)) {
    const value = m[2] ?? m[3] ?? m[4]!;
    const s = ls + m.index + m[0].length - 1 - value.length - (m[2] !== undefined ? 2 : m[3] !== undefined ? 1 : 0);
    if (m[1] === 'mailto') {
      if (m[4] !== undefined) out.push(target(text, s - 7, s + value.length));
    } else if (m[4] !== undefined) pathTarget(text, s, value, '', out);
    else if (!/^\s|\s$/.test(value)) out.push(target(text, s, s + value.length));
  }
  urlsWithText(text, ls, le, out);
  for (const m of line.matchAll(XREF_MACRO)) xref(text, ls + m.index + 5, m[1]!, out);
  if (line.includes('<<')) {
    for (const m of line.matchAll(ANGLE_XREF)) xref(text, ls + m.index + 2, m[1]!, out);
  }
  if (line.includes('image:')) {
    for (const m of line.matchAll(INLINE_IMAGE)) pathTarget(text, ls + m.index + 6, m[1]!, imagesdirAt(blocks, ls), out);
  }
}

/** `scheme://target[text]` on the line `[ls, le)`: the target. */
function urlsWithText(text: string, ls: number, le: number, out: FoundUri[]): void {
  const line = text.slice(ls, le);
  if (!line.includes('://')) return;
  for (const m of line.matchAll(URL_WITH_TEXT)) {
    // `http://[::1]/` opens an IP literal, not a link's text.
    if (m[0].endsWith('//')) continue;
    out.push(target(text, ls + m.index, ls + m.index + m[0].length));
  }
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
  if (absolute || dir === '') { out.push(target(text, s, s + value.length)); return; }
  if (dir === undefined || /^[A-Za-z][A-Za-z0-9+.-]*:|^\{/.test(dir)) return;
  out.push(written(text, s, s + value.length, dir.endsWith('/') ? dir : `${dir}/`));
}

/**
 * A cross reference's target at `s`: `file.adoc#id` as written, `file#id`
 * as the `file.adoc#id` it names, `id` as `#id`. None for a title or a
 * resource id.
 */
function xref(text: string, s: number, value: string, out: FoundUri[]): void {
  if (value === '' || hasSpace(value) || value.startsWith('"') || isResourceId(value)) return;
  const hash = value.indexOf('#');
  const path = hash < 0 ? value : value.slice(0, hash);
  if (path === '') { out.push(target(text, s, s + value.length)); return; }
  if (hash < 0 && !/\.a(?:sci)?doc$/i.test(path)) { out.push(written(text, s, s + value.length, '#')); return; }
  // Asciidoctor 2: a path without an extension is the `.adoc` document of that name.
  if (!/\.[A-Za-z0-9]+$/.test(path)) { out.push(written(text, s, s + value.length, '', '.adoc', s + path.length)); return; }
  out.push(target(text, s, s + value.length));
}
