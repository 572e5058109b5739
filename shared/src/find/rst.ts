/**
 * reStructuredText's own link syntax, as Docutils and Sphinx read it:
 * - `` :doc:`path` `` and `` :doc:`text <path>` ``: a document, written
 *   relative to this one without its extension (the `.rst` source it names);
 *   `` :download:`text <path>` ``: a file relative to this one. Paths from
 *   the source folder (`/path`) name a folder the document does not know.
 * - `.. image:: path`, `.. figure:: path`, `.. |name| image:: path`,
 *   `.. include:: path`, `.. literalinclude:: path`, relative to this
 *   document (`<isonum.txt>` is one of Docutils' own files).
 * - `` :samp:`https://host/{user}/x` ``: `{…}` is a variable part, a template.
 * - A link's text is no part of its target: `` `Python <https://python.org>`_ ``
 *   is found by its `<…>`, as in any text. A relative target there, or in
 *   `.. _name: path`, names a page of the built site, not a source file: none.
 * Roles and directives are not read in literal blocks (after `::`), code
 * blocks and comments.
 */
import { hasSpace, sortClaims, target, written } from './markup';
import { inRanges, inSpans } from './lines';
import type { FoundUri } from './types';

/** Directives whose content is no reStructuredText: code, raw output, math. */
const LITERAL_DIRECTIVES = /^(?:code-block|code|sourcecode|raw|math|doctest|testcode|testoutput|ipython|jupyter-execute|parsed-literal|productionlist|graphviz|mermaid|prompt|highlight)$/;
/** An explicit markup line: group 1 its indent, group 2 a directive's name (none for a comment or a target). */
const EXPLICIT = /^([ \t]*)\.\.(?:[ \t]+(?:\|[^|\n]+\|[ \t]+)?([\w:-]+)::|[ \t]|$)/;
/** Directives whose argument is a file relative to the document: group 2 the name, group 3 the path. */
const FILE_DIRECTIVE = /^([ \t]*)\.\.[ \t]+(?:\|[^|\n]+\|[ \t]+)?(image|figure|include|literalinclude)::[ \t]+(\S+)[ \t]*\r?$/;
/** `:doc:`, `:download:`, `:samp:` roles, their content on at most a few lines. */
const ROLE = /(?<![\w`\\]):(doc|download|samp):`([^`]{1,500})`/g;

/** The links of reStructuredText's syntax starting in `[from, to)`, sorted and disjoint. */
export function findRstLinks(text: string, from: number, to: number): FoundUri[] {
  const literal = literalBlocks(text, to);
  const claims: FoundUri[] = [];
  let k = 0;
  for (let ls = text.lastIndexOf('\n', from - 1) + 1; ls < to;) {
    const nl = text.indexOf('\n', ls);
    const le = nl < 0 ? text.length : nl;
    while (k < literal.length && literal[k + 1]! <= ls) k += 2;
    if (!(k < literal.length && literal[k]! <= ls) && text.startsWith('..', skipIndent(text, ls))) {
      const m = FILE_DIRECTIVE.exec(text.slice(ls, le));
      if (m) fileTarget(text, ls + m[0].length - m[3]!.length - (m[0].length - m[0].trimEnd().length), m[3]!, claims);
    }
    ls = le + 1;
  }
  roles(text, Math.max(0, text.lastIndexOf('\n', from - 1)), to, literal, claims);
  gridCells(text, from, to, literal, claims);
  return sortClaims(claims.filter((c) => c.start >= from && c.start < to));
}

/**
 * The references found in running text, each cut at the end-string of a substitution reference it lies in
 * (`|Join the chat at https://gitter.im/geopandas/geopandas|`, a badge's name in a README's `|…|` row): Docutils
 * ends the reference at a `|` (or `|_`, `|__`) with no space before it and a space, a punctuation mark or the line's
 * end after it, when a start-string, a `|` after a space or the line's start and before no space, opened it earlier
 * on the line (its inline markup recognition rules). A `|` elsewhere in a URI stays the URI's (and its mistake).
 */
export function withSubstitutionsEnded(text: string, found: FoundUri[]): FoundUri[] {
  return found.map((f) => {
    if (f.offsets !== undefined || !f.text.includes('|')) return f;
    const bar = substitutionEnd(text, f.start, f.end);
    return bar < 0 || bar - f.start <= f.text.indexOf(':') + 1 ? f : { ...f, text: f.text.slice(0, bar - f.start), end: bar };
  });
}

/**
 * The references of running text that hold a substitution reference (`https://packaging.ckan.org/|package_name|`,
 * `https://x/releases/|version|/a.tar.gz`, which Sphinx fills from `.. |version| replace::`, conf.py's `rst_epilog`, an
 * included file…), marked `interpolation: 'bar'` (template/conventions.ts reads each `|name|` as an expression) and
 * carried to its closing `|` where the finder ended them before it (a `|` last is prose's). As Docutils reads one
 * (its inline markup recognition rules): a `|` after a space, an opener or a delimiter (`/`, `-`, `:`) and before no
 * space, closed by a `|` after no space and before a space, a punctuation mark or the line's end. Only in running text
 * and a parsed literal's content, where Docutils reads markup: in a literal block it prints `|name|` as written, and
 * a `|` after a letter (`dev-v|version|`) opens nothing; there the `|` stays the URI's character (and its mistake).
 * Not in a link's target (`` `text <https://x/|v|>`_ ``), which Docutils takes as written.
 */
export function withSubstitutionsInUris(text: string, found: FoundUri[]): FoundUri[] {
  let literal: number[] | undefined;
  return found.map((f): FoundUri => {
    if (f.offsets !== undefined || (f.context !== 'plain' && f.context !== 'quoted') || !text.slice(f.start, f.end).includes('|')) return f;
    const close = substitutionInUri(text, f.start, f.end);
    if (close < 0) return f;
    literal ??= literalBlocks(text, text.length, { parsedLiteral: false });
    if (inSpans(literal, f.start)) return f;
    const end = Math.max(f.end, close + 1);
    return { ...f, text: text.slice(f.start, end), end, interpolation: 'bar' };
  });
}

/** Characters that may come before a start-string inside a URI (rule 6): Docutils' openers and delimiters, but whitespace. */
const BEFORE_START_IN_URI = /^['"<([{/:-]$/;

/** The closing `|` (at most at `e`, where the finder may have ended the reference) of the first substitution reference opened in `[s, e)`, or -1. */
function substitutionInUri(text: string, s: number, e: number): number {
  const nl = text.indexOf('\n', s);
  const le = nl < 0 ? text.length : nl;
  for (let i = text.indexOf('|', s); i >= 0 && i < e; i = text.indexOf('|', i + 1)) {
    const before = text[i - 1] ?? ' ';
    const next = text[i + 1];
    if (!(/\s/.test(before) || BEFORE_START_IN_URI.test(before)) || next === undefined || /[\s|]/.test(next)) continue;
    const close = text.indexOf('|', i + 1);
    if (close < 0 || close > e || close >= le || /\s/.test(text[close - 1]!)) continue;
    const after = text[close + 1];
    if (after === undefined || /\s/.test(after) || AFTER_END.test(after)) return close;
  }
  return -1;
}

/** Characters that may follow an inline markup end-string (Docutils' inline markup recognition rule 7), but whitespace. */
const AFTER_END = /^[-.,:;!?\\/'")\]}>_]$/;
/** Characters that may come before a start-string (rule 6), but whitespace. */
const BEFORE_START = /^['"<([{-]$/;

/** The first `|` in `[s, e)` that ends a substitution reference opened before `s` on its line, or -1. */
function substitutionEnd(text: string, s: number, e: number): number {
  const ls = text.lastIndexOf('\n', s - 1) + 1;
  const open = text.lastIndexOf('|', s - 1);
  if (open < ls) return -1;
  const before = open === ls ? ' ' : text[open - 1]!;
  if (!(/\s/.test(before) || BEFORE_START.test(before)) || /\s/.test(text[open + 1]!)) return -1;
  for (let i = text.indexOf('|', s); i >= 0 && i < e; i = text.indexOf('|', i + 1)) {
    const after = text[i + 1];
    if (after === undefined || /\s/.test(after) || AFTER_END.test(after)) return i;
  }
  return -1;
}

/** How far back on its line an inline literal's opening `` `` `` is looked for. */
const MAX_LITERAL_BACK = 2048;

/**
 * Where reStructuredText's backslash escapes are not read (`textEscapes` in find/absolute.ts): a literal block, a code
 * or raw directive's content, a comment (not a parsed literal's content, where Docutils reads markup), and an inline
 * literal (``` ``http://x/a\_b`` ```, an odd number of `` `` `` before it on its line). Asked at increasing offsets.
 */
export function rstLiteralAt(text: string): (offset: number) => boolean {
  let literal: number[] | undefined;
  const cursor = { i: 0 };
  return (p) => {
    literal ??= literalBlocks(text, text.length, { parsedLiteral: false });
    if (inRanges(literal, p, cursor)) return true;
    // The line before `p`, at most `MAX_LITERAL_BACK` of it: no search runs past the window, so a long line costs no more per URI.
    const back = text.slice(Math.max(0, p - MAX_LITERAL_BACK), p);
    let n = 0;
    for (let k = back.indexOf('``', back.lastIndexOf('\n') + 1); k >= 0; k = back.indexOf('``', k + 2)) n++;
    return n % 2 === 1;
  };
}

/** An embedded URI's start in a line: `<` and a scheme. */
const EMBEDDED = /<([A-Za-z][A-Za-z0-9+.-]{0,39}:)/g;
/** How many lines of a cell an embedded URI is read over. */
const MAX_CELL_LINES = 20;

/**
 * The embedded URIs (`` `text <https://…>`_ ``) of grid table cells that wrap over the cell's lines: Docutils reads a
 * cell as the text between its `|` borders, line after line, and drops the whitespace of an embedded URI, so that
 * `<https://github.com |` then `| /scrapy/scrapyd-client>`_ |` on the next row line is `https://github.com/scrapy/scrapyd-client`.
 * The other columns and the borders are no part of it. Each code unit maps to where it is written.
 */
function gridCells(text: string, from: number, to: number, literal: readonly number[], out: FoundUri[]): void {
  if (!text.includes('+-') || !text.includes('| ')) return;
  let k = 0;
  for (let ls = text.lastIndexOf('\n', from - 1) + 1; ls < to;) {
    const nl = text.indexOf('\n', ls);
    const le = nl < 0 ? text.length : nl;
    while (k < literal.length && literal[k + 1]! <= ls) k += 2;
    const first = skipIndent(text, ls);
    if (text.charCodeAt(first) === 0x7c && !(k < literal.length && literal[k]! <= ls) && text.includes('<', first)) {
      const line = text.slice(ls, le);
      EMBEDDED.lastIndex = 0;
      for (let m = EMBEDDED.exec(line); m !== null; m = EMBEDDED.exec(line)) {
        const found = cellUri(text, ls, le, ls + m.index + 1);
        if (found !== undefined) out.push(found);
      }
    }
    ls = le + 1;
  }
}

/** The embedded URI at `s` (after its `<`) in the grid table cell of the row line `[ls, le)`, read down the cell's column. */
function cellUri(text: string, ls: number, le: number, s: number): FoundUri | undefined {
  const left = text.lastIndexOf('|', s - 1) - ls;
  const rightAt = text.indexOf('|', s);
  if (left < 0 || rightAt < 0 || rightAt >= le) return undefined;
  const right = rightAt - ls;
  // The URI ends on this line: the running text's readers delimit it.
  const close = text.indexOf('>', s);
  if (close >= 0 && close < rightAt) return undefined;
  let read = '';
  const offsets: number[] = [];
  let lineStart = ls;
  let from = s;
  for (let n = 0; n < MAX_CELL_LINES; n++) {
    const cellEnd = lineStart + right;
    for (let i = from; i < cellEnd; i++) {
      const c = text.charCodeAt(i);
      if (c === 0x3e) return read === '' ? undefined : { text: read, start: s, end: i, context: 'angle', offsets };
      if (c === 0x3c) return undefined;
      if (c === 0x20 || c === 0x09) continue;
      read += text[i];
      offsets.push(i);
    }
    // The next line of the same cell: a row line with the same borders (a `+` line ends the row).
    const next = text.indexOf('\n', lineStart) + 1;
    if (next <= 0) return undefined;
    const nextEnd = text.indexOf('\n', next);
    const width = (nextEnd < 0 ? text.length : nextEnd) - next;
    if (width <= right || text.charCodeAt(next + left) !== 0x7c || text.charCodeAt(next + right) !== 0x7c) return undefined;
    lineStart = next;
    from = next + left + 1;
  }
  return undefined;
}

function skipIndent(text: string, i: number): number {
  while (text.charCodeAt(i) === 0x20 || text.charCodeAt(i) === 0x09) i++;
  return i;
}

/**
 * The sorted `[start, end)` pairs of lines that are not reStructuredText:
 * the indented block after a paragraph ending in `::`, a code or raw
 * directive's content, a comment; a parsed literal's content too unless
 * `parsedLiteral` is false (its roles are not read, its substitutions are).
 */
function literalBlocks(text: string, to: number, { parsedLiteral = true }: { parsedLiteral?: boolean } = {}): number[] {
  const ranges: number[] = [];
  let indent = -1; // the marker line's indent while in a block
  let blockStart = -1;
  let lastContent = -1;
  for (let ls = 0; ls < text.length;) {
    const nl = text.indexOf('\n', ls);
    const le = nl < 0 ? text.length : nl;
    const first = skipIndent(text, ls);
    const blank = first >= le || text.charCodeAt(first) === 0x0d;
    if (indent >= 0) {
      if (blank || first - ls > indent) {
        if (!blank) lastContent = le;
        ls = le + 1;
        continue;
      }
      if (lastContent > blockStart) ranges.push(blockStart, lastContent);
      indent = -1;
    }
    if (ls >= to) break;
    if (!blank && opensLiteral(text, ls, le, { parsedLiteral })) {
      indent = first - ls;
      blockStart = le + 1;
      lastContent = -1;
    }
    ls = le + 1;
  }
  if (indent >= 0 && lastContent > blockStart) ranges.push(blockStart, lastContent);
  return ranges;
}

/** Whether the line `[ls, le)` starts a block that is not reStructuredText. */
function opensLiteral(text: string, ls: number, le: number, { parsedLiteral }: { parsedLiteral: boolean }): boolean {
  const line = text.slice(ls, le).replace(/\r$/, '');
  const explicit = EXPLICIT.exec(line);
  if (explicit) return explicit[2] === undefined ? !/^[ \t]*\.\.[ \t]+_/.test(line) && !/^[ \t]*\.\.[ \t]+\[/.test(line) : LITERAL_DIRECTIVES.test(explicit[2]) && (parsedLiteral || explicit[2] !== 'parsed-literal');
  return line.trimEnd().endsWith('::');
}

/** A code directive with its language: group 1 its indent, group 2 the language (`.. code-block:: python`). */
const CODE_DIRECTIVE = /^([ \t]*)\.\.[ \t]+(?:code-block|code|sourcecode)::[ \t]+([\w+#.-]{1,32})[ \t]*\r?$/;

/**
 * The content of each code directive that names its language (`.. code-block:: python`, `.. code:: json`) and ends
 * after `from`: a block to read as a file of that language (find/index.ts `inTheirLanguage`), so that its format
 * fields are a template's (`"http://localhost:8050/render.png?url={}"`) and its strings' escapes its own. The
 * content is the lines after the directive indented more than it, its options (`:linenos:`) included.
 */
export function rstCodeBlocks(text: string, from: number, to: number): { start: number; end: number; languageId: string }[] {
  const blocks: { start: number; end: number; languageId: string }[] = [];
  if (!text.includes('code') || !text.includes('::')) return blocks;
  for (let ls = 0; ls < text.length && ls < to;) {
    const nl = text.indexOf('\n', ls);
    const le = nl < 0 ? text.length : nl;
    const m = text.charCodeAt(skipIndent(text, ls)) === 0x2e ? CODE_DIRECTIVE.exec(text.slice(ls, le)) : null;
    if (m === null) { ls = le + 1; continue; }
    const indent = m[1]!.length;
    let end = le + 1;
    let lastContent = -1;
    for (let at = le + 1; at < text.length;) {
      const n2 = text.indexOf('\n', at);
      const e2 = n2 < 0 ? text.length : n2;
      const first = skipIndent(text, at);
      const blank = first >= e2 || text.charCodeAt(first) === 0x0d;
      if (!blank && first - at <= indent) break;
      if (!blank) lastContent = e2;
      at = end = e2 + 1;
    }
    if (lastContent > le && lastContent > from) blocks.push({ start: le + 1, end: lastContent, languageId: m[2]!.toLowerCase() });
    ls = Math.max(end, le + 1);
  }
  return blocks;
}

/** The roles that start in `[from, to)` outside the literal blocks. */
function roles(text: string, from: number, to: number, literal: readonly number[], out: FoundUri[]): void {
  if (!text.includes(':`')) return;
  ROLE.lastIndex = from;
  let k = 0;
  for (let m = ROLE.exec(text); m !== null && m.index < to; m = ROLE.exec(text)) {
    while (k < literal.length && literal[k + 1]! <= m.index) k += 2;
    if (k < literal.length && literal[k]! <= m.index) continue;
    const content = m[2]!;
    const at = m.index + m[1]!.length + 3;
    if (m[1] === 'samp') { samp(text, at, content, out); continue; }
    // `text <path>`: the path is the target.
    const explicit = /<([^<>]+)>\s*$/.exec(content);
    const value = explicit ? explicit[1]! : content;
    const s = explicit ? at + explicit.index + 1 : at;
    if (value === '' || hasSpace(value) || value.startsWith('/') || value.startsWith('~')) continue;
    if (m[1] === 'download') fileTarget(text, s, value, out);
    // A scheme, or intersphinx's project before a colon (`sphinxcontrib_bibtex:usage`): a page of another site.
    else if (/^[A-Za-z_][\w+.-]*:/.test(value)) continue;
    else out.push(written(text, s, s + value.length, '', '.rst'));
  }
}

/** A file's path at `s`, relative to the document: not one from the source folder, a standard file, a glob or a URL. */
function fileTarget(text: string, s: number, value: string, out: FoundUri[]): void {
  if (value.startsWith('/') || value.startsWith('<') || value.includes('*')) return;
  out.push(target(text, s, s + value.length));
}

/**
 * A URL in `` :samp:`…` ``, whose `{…}` are variable parts: read as the
 * template `{name}` (angle brackets and spaces inside dropped).
 */
function samp(text: string, at: number, content: string, out: FoundUri[]): void {
  const m = /[A-Za-z][A-Za-z0-9+.-]*:\/\/\S+/.exec(content);
  if (!m || !m[0].includes('{')) return;
  const s = at + m.index;
  const e = s + m[0].length;
  let read = '';
  const offsets: number[] = [];
  let depth = 0;
  for (let i = s; i < e; i++) {
    const c = text[i]!;
    if (c === '{') depth++;
    else if (c === '}') depth = Math.max(0, depth - 1);
    else if (depth > 0 && /[<>\s]/.test(c)) continue;
    read += c;
    offsets.push(i);
  }
  out.push(read === m[0] ? target(text, s, e) : { text: read, start: s, end: e, context: 'markup-link', offsets });
}
