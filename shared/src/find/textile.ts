/**
 * Textile's links, as the Textile reference (textile-lang.com, "Links" and
 * "Images") and RedCloth read them. A link's text is no part of its target:
 * - `"text":url`, `"text(title)":url`, `["text":url]`: the target runs to
 *   whitespace (to `]` in brackets), trailing punctuation and an unopened
 *   `)` left to the prose;
 * - `!image.png!`, `!image.png(alt)!`, `!{style}<image.png!`, and the
 *   link of `!image.png!:url`;
 * - `[name]url` at a line's start defines a link alias: its URL is a
 *   target, and `"text":name` names the alias, not a file.
 * A relative target counts where it looks like a path (`/x`, `./x`,
 * `page.html`, `#id`), not a word (`"key":value`). Links are not read in
 * `bc.`, `pre.` and `notextile.` blocks, `<pre>` and `@code@`: URLs there
 * are found as in any text.
 */
import { isUrl, sortClaims, target } from './markup';
import type { FoundUri } from './types';

/** `"text":` before a target: the text bounded, so a long line costs linear time. */
const TEXT_LINK = /(\[?)"[^"\n]{1,512}":(?=[^\s"])/g;
/** `!image!`: group 1 the modifiers, group 2 the source; then `:url` may follow. */
const IMAGE = /(?<![\w!])!((?:[<>=]|\{[^}\n]{0,128}\}|\([^)\n]{0,128}\)|\[[^\]\n]{0,128}\])*)([^\s!()]{1,2048})(?:\([^)\n]{0,512}\))?!(?::(?=\S))?/g;
/** `[name]url` at a line's start: group 1 the name. */
const ALIAS = /^\[([^\]\n]{1,128})\](?=\S)/gm;
/** A block signature whose content is not Textile: group 1 the kind, group 2 the second dot of an extended block. */
const LITERAL_BLOCK = /^(bc|pre|notextile)(?:\([^)\n]*\)|\{[^}\n]*\}|\[[^\]\n]*\]|[<>=()])*\.(\.?)[ \t]/;
/** Any block signature, which ends an extended block. */
const BLOCK = /^(?:p|h[1-6]|bq|bc|pre|notextile|fn\d+|###|table)(?:\([^)\n]*\)|\{[^}\n]*\}|\[[^\]\n]*\]|[<>=()])*\.\.?[ \t]/;

/** The links of Textile's syntax starting in `[from, to)`, sorted and disjoint. */
export function findTextileLinks(text: string, from: number, to: number): FoundUri[] {
  const aliases = new Set<string>();
  for (const m of text.matchAll(ALIAS)) aliases.add(m[1]!);
  const claims: FoundUri[] = [];
  let literal: 'paragraph' | 'extended' | 'pre' | undefined;
  for (let ls = 0; ls < to;) {
    const nl = text.indexOf('\n', ls);
    const le = nl < 0 ? text.length : nl;
    const line = text.slice(ls, le);
    // Block signatures start with a letter or `#`, `<pre` after spaces: other lines are tested for nothing but links.
    const first = line.trimStart().charCodeAt(0);
    const signature = (first >= 0x61 && first <= 0x7a) || first === 0x23;
    const blank = Number.isNaN(first) || first === 0x0d;
    if (literal === 'paragraph' && blank) literal = undefined;
    else if (literal === 'extended' && signature && BLOCK.test(line)) literal = undefined;
    else if (literal === 'pre' && /<\/pre>/i.test(line)) { literal = undefined; ls = le + 1; continue; }
    if (literal === undefined) {
      const block = signature ? LITERAL_BLOCK.exec(line) : null;
      if (block) literal = block[2] === '.' ? 'extended' : 'paragraph';
      else if (first === 0x3c && /^[ \t]*<pre\b/i.test(line) && !/<\/pre>/i.test(line)) literal = 'pre';
      else if (le >= from && (line.includes('":') || line.includes('!') || first === 0x5b)) lineLinks(text, ls, line, aliases, claims);
    }
    ls = le + 1;
  }
  return sortClaims(claims.filter((c) => c.start >= from && c.start < to));
}

function lineLinks(text: string, ls: number, line: string, aliases: ReadonlySet<string>, out: FoundUri[]): void {
  const code = codeSpans(line);
  // Asked at increasing offsets in each pass: one cursor a pass keeps it linear.
  let k = 0;
  const inCode = (i: number): boolean => {
    while (k < code.length && code[k]![1] <= i) k++;
    return k < code.length && code[k]![0] <= i;
  };
  if (line.includes('":')) {
    TEXT_LINK.lastIndex = 0;
    for (let m = TEXT_LINK.exec(line); m !== null; m = TEXT_LINK.exec(line)) {
      if (inCode(m.index)) continue;
      const s = m.index + m[0].length;
      const e = targetEnd(line, s, { bracketed: m[1] === '[' });
      linkTarget(text, ls + s, line.slice(s, e), aliases, out);
      TEXT_LINK.lastIndex = Math.max(TEXT_LINK.lastIndex, e);
    }
  }
  if (line.includes('!')) {
    k = 0;
    IMAGE.lastIndex = 0;
    for (let m = IMAGE.exec(line); m !== null; m = IMAGE.exec(line)) {
      if (inCode(m.index)) continue;
      const s = m.index + 1 + m[1]!.length;
      const source = m[2]!;
      if (isUrl(source) || /\.[A-Za-z0-9]{2,5}$/.test(source)) linkTarget(text, ls + s, source, aliases, out);
      if (m[0].endsWith(':')) {
        const at = m.index + m[0].length;
        const e = targetEnd(line, at, { bracketed: false });
        linkTarget(text, ls + at, line.slice(at, e), aliases, out);
        IMAGE.lastIndex = Math.max(IMAGE.lastIndex, e);
      }
    }
  }
  if (line.startsWith('[')) {
    const alias = /^\[[^\]\n]{1,128}\](\S+)/.exec(line);
    if (alias && isUrl(alias[1]!)) out.push(target(text, ls + alias[0].length - alias[1]!.length, ls + alias[0].length));
  }
}

/** Where a target that starts at `s` ends: at whitespace (or `]` in brackets), trailing punctuation and an unopened `)` left out. */
function targetEnd(line: string, s: number, { bracketed }: { bracketed: boolean }): number {
  let e = s;
  while (e < line.length && !/\s/.test(line[e]!) && !(bracketed && line[e] === ']')) e++;
  for (;;) {
    const c = line[e - 1];
    if (c !== undefined && e > s && '.,;:!?"\''.includes(c)) e--;
    else if (c === ')' && count(line, s, e, '(') < count(line, s, e, ')')) e--;
    else return e;
  }
}

function count(line: string, s: number, e: number, ch: string): number {
  let n = 0;
  for (let i = s; i < e; i++) if (line[i] === ch) n++;
  return n;
}

/** A link's target `value` at `s`: a URL, or a relative path; none for an alias's name or a word. */
function linkTarget(text: string, s: number, value: string, aliases: ReadonlySet<string>, out: FoundUri[]): void {
  if (value === '' || aliases.has(value)) return;
  if (isUrl(value) || looksLikePath(value)) out.push(target(text, s, s + value.length));
}

/** A relative target written as a path: from the root, this folder or a parent, a fragment, or a file name with an extension. */
function looksLikePath(value: string): boolean {
  if (/^[A-Za-z][A-Za-z0-9+.-]*:/.test(value)) return false;
  return /^(?:\/|\.\.?\/|#)/.test(value) || /^[\w.-]+(?:\/[\w.%-]+)*\.[A-Za-z][A-Za-z0-9]{0,5}(?:[#?].*)?$/.test(value) && !/^[\d.]+$/.test(value);
}

/** The `@code@` spans of a line: their `[start, end)`. */
function codeSpans(line: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  if (!line.includes('@')) return spans;
  for (const m of line.matchAll(/(?<![\w@])@[^@\n]+@(?![\w@])/g)) spans.push([m.index, m.index + m[0].length]);
  return spans;
}
