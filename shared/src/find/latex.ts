/**
 * LaTeX's link and file commands, as hyperref and the LaTeX kernel read
 * them. A link's text is no part of its target:
 * - `\href{url}{text}` and `\url{url}`: the URL is the braced argument,
 *   balanced braces and all, its escapes (`\#`, `\%`, `\_`) the characters
 *   they stand for. A relative `\href` names a file beside the PDF, which
 *   the source does not know: none.
 * - `\includegraphics[…]{path}`, `\input{path}`, `\include{path}`: a file
 *   relative to the folder LaTeX runs in, which is the root document's (the
 *   one with `\documentclass`): read there only, an included file's paths
 *   being its root's. `\include{x}` and an `\input{x}` without extension
 *   name `x.tex`; a graphic without extension is any of the driver's
 *   (`.pdf`, `.png`…), and `\graphicspath` adds folders: none then.
 * A target made with a macro (`\href{\repo/x}`) is none. Commands are not
 * read in comments (`%` to the line's end) and verbatim environments, where
 * URLs are found as in any text.
 */
import { isUrl, sortClaims, target, written } from './markup';
import { decodeTextEscapes, latexEscapeLength } from './textEscapes';
import type { FoundUri } from './types';

/** The commands read: group 1 the name. */
const COMMAND = /\\(href|url|includegraphics|input|include)(?![A-Za-z@])\*?/g;
/** Environments whose content is no LaTeX: group 1 the name. */
const VERBATIM_BEGIN = /\\begin\{(verbatim\*?|Verbatim|lstlisting|minted|comment|alltt)\}/;
/** The longest argument read: a target is shorter. */
const MAX_ARGUMENT = 2048;

/** The links of LaTeX's syntax starting in `[from, to)`, sorted and disjoint. */
export function findLatexLinks(text: string, from: number, to: number): FoundUri[] {
  if (!text.includes('\\')) return [];
  const doc = new Root(text);
  const claims: FoundUri[] = [];
  let verbatim: string | undefined;
  // Only lines with a backslash hold a command, a verbatim environment's start or its end.
  for (let b = text.indexOf('\\'); b >= 0 && b < to; b = text.indexOf('\\', b)) {
    const ls = text.lastIndexOf('\n', b - 1) + 1;
    const nl = text.indexOf('\n', b);
    const le = nl < 0 ? text.length : nl;
    b = le;
    if (!namesCommand(text, ls, le)) continue;
    const line = text.slice(ls, comment(text, ls, le));
    if (verbatim !== undefined) {
      if (line.includes(verbatim)) verbatim = undefined;
    } else if (line.includes('\\')) {
      const begin = line.includes('\\begin{') ? VERBATIM_BEGIN.exec(line) : null;
      if (begin) verbatim = `\\end{${begin[1]!}}`;
      else if (le >= from) commands(text, ls, line, doc, claims);
    }
  }
  return sortClaims(claims.filter((c) => c.start >= from && c.start < to));
}

/** A command this module reads, or an environment's start or end. */
const READ_HINT = /\\(?:href|url|include|input|begin|end)/y;

/** Whether a backslash of the line `[ls, le)` starts a command this module reads: most lines with a backslash hold none. */
function namesCommand(text: string, ls: number, le: number): boolean {
  for (let i = text.indexOf('\\', ls); i >= 0 && i < le; i = text.indexOf('\\', i + 1)) {
    READ_HINT.lastIndex = i;
    if (READ_HINT.test(text)) return true;
  }
  return false;
}

/** Where the line `[ls, le)` stops being read: at a `%` no backslash escapes. */
function comment(text: string, ls: number, le: number): number {
  for (let i = ls; i < le; i++) {
    if (text.charCodeAt(i) !== 0x25) continue;
    let slashes = 0;
    while (i - 1 - slashes >= ls && text.charCodeAt(i - 1 - slashes) === 0x5c) slashes++;
    if (slashes % 2 === 0) return i;
  }
  return le;
}

/** What the whole document says of its paths, read once a path command asks. */
class Root {
  private isRoot: boolean | undefined;
  private hasGraphicsPath: boolean | undefined;

  constructor(private readonly text: string) {}

  /** It is the root document: a `\documentclass` starts one of its lines. */
  get root(): boolean {
    if (this.isRoot === undefined) {
      this.isRoot = false;
      for (let i = this.text.indexOf('\\documentclass'); i >= 0 && !this.isRoot; i = this.text.indexOf('\\documentclass', i + 1)) {
        let k = i;
        while (k > 0 && (this.text.charCodeAt(k - 1) === 0x20 || this.text.charCodeAt(k - 1) === 0x09)) k--;
        this.isRoot = k === 0 || this.text.charCodeAt(k - 1) === 0x0a;
      }
    }
    return this.isRoot;
  }

  /** It sets `\graphicspath`, which adds folders a graphic is looked for in. */
  get graphicsPath(): boolean {
    this.hasGraphicsPath ??= this.text.includes('\\graphicspath');
    return this.hasGraphicsPath;
  }
}

function commands(text: string, ls: number, line: string, doc: Root, out: FoundUri[]): void {
  COMMAND.lastIndex = 0;
  for (let m = COMMAND.exec(line); m !== null; m = COMMAND.exec(line)) {
    const arg = argument(line, m.index + m[0].length);
    if (arg === undefined) continue;
    COMMAND.lastIndex = arg.end + 1;
    const s = ls + arg.start;
    const e = ls + arg.end;
    const value = line.slice(arg.start, arg.end).trim();
    if (value === '' || value !== line.slice(arg.start, arg.end)) continue;
    switch (m[1]) {
      case 'href': case 'url': url(text, s, e, out); break;
      case 'includegraphics': if (doc.root && !doc.graphicsPath && /\.[A-Za-z0-9]+$/.test(value)) path(text, s, e, '', out); break;
      case 'input': if (doc.root) path(text, s, e, /\.[A-Za-z0-9]+$/.test(value) ? '' : '.tex', out); break;
      case 'include': if (doc.root) path(text, s, e, '.tex', out); break;
    }
  }
}

/** The braced argument after optional `[…]` ones from `i`: its content's span, braces balanced; undefined when none on the line. */
function argument(line: string, i: number): { start: number; end: number } | undefined {
  while (line.charCodeAt(i) === 0x20 || line.charCodeAt(i) === 0x09) i++;
  while (line.charCodeAt(i) === 0x5b) {
    const close = line.slice(i, i + MAX_ARGUMENT).indexOf(']');
    if (close < 0) return undefined;
    i += close + 1;
    while (line.charCodeAt(i) === 0x20) i++;
  }
  if (line.charCodeAt(i) !== 0x7b) return undefined;
  let depth = 0;
  for (let k = i; k < line.length && k - i <= MAX_ARGUMENT; k++) {
    const c = line.charCodeAt(k);
    if (c === 0x5c) k++;
    else if (c === 0x7b) depth++;
    else if (c === 0x7d && --depth === 0) return { start: i + 1, end: k };
  }
  return undefined;
}

/** A URL argument `[s, e)`, its escapes decoded; none when relative or made with a macro. */
function url(text: string, s: number, e: number, out: FoundUri[]): void {
  const raw = text.slice(s, e);
  if (!isUrl(raw) || /\s/.test(raw)) return;
  if (!raw.includes('\\')) { out.push(target(text, s, e)); return; }
  for (let i = raw.indexOf('\\'); i >= 0; i = raw.indexOf('\\', i + 2)) {
    if (latexEscapeLength(raw, i) !== 2) return;
  }
  const decoded = decodeTextEscapes(text, s, e, latexEscapeLength);
  out.push({ text: decoded.text, start: s, end: e, context: 'markup-link', offsets: decoded.offsets });
}

/** A file's path argument `[s, e)`, `suffix` added where LaTeX adds it; none when absolute, spaced or made with a macro. */
function path(text: string, s: number, e: number, suffix: string, out: FoundUri[]): void {
  const value = text.slice(s, e);
  if (/[\s\\#{}]/.test(value) || value.startsWith('/') || value.startsWith('~') || /^[A-Za-z]:/.test(value) || isUrl(value)) return;
  out.push(suffix === '' ? target(text, s, e) : written(text, s, e, '', suffix));
}
