/**
 * RDoc's markup (`.rdoc` files, and Ruby's comments, whose default
 * documentation markup it is): its links, as RDoc's inline parser reads
 * them.
 * - `{text}[target]` and `word[target]`: the link's text is no part of the
 *   target, which runs to the first `]` not written `\]`; RDoc's escapes
 *   `\[` and `\]` stand for the brackets (`{label}[http://x/?q=\[\]]` links
 *   to `http://x/?q=[]`);
 * - a target that is a URL (`https://…`, `mailto:…`, `rdoc-image:` before a
 *   URL) is a reference; one of RDoc's own names (`rdoc-ref:Klass@Section`,
 *   `rdoc-label:`, `link:` a file of the generated site, a bare name) is a
 *   `quiet` span where no URI starts: where it leads is RDoc's to say;
 * - not inside code (`<tt>…</tt>`, `<code>…</code>`, `+word+`), where RDoc
 *   shows its syntax as text: URIs there are found as in any text.
 */
import type { MarkupLinks } from './markup';
import { sortClaims, unescapedTarget } from './markup';
import type { FoundUri } from './types';
import { Ch } from '../chars';

/** `{text}[` or `word[`: the start of a labelled link, its `[` last. Each run bounded, so a hostile line costs linear time. */
const LABEL = /(?:\{(?:\\.|[^{}\\\n]){1,512}\}|(?<![\w\\])[\w.+-]{1,128})\[/g;
/** Code spans, where RDoc reads no link syntax. */
const CODE_SPAN = /<(tt|code)>.{0,512}?<\/\1>|(?<![\w\\])\+[^\s+][^+\n]{0,256}\+(?!\w)/g;
/** A target's scheme. */
const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]{0,39}):/;
/** RDoc's own names, which are no URIs. */
const OWN = /^(?:rdoc-ref|rdoc-label|link)$/i;
/** Longest target read. */
const MAX_TARGET = 2048;

/**
 * RDoc's links starting in `[from, to)`, sorted and disjoint, and the quiet
 * spans of its own names; with `within`, only those whose label starts
 * where it holds (a Ruby file's comments).
 */
export function findRdocLinks(text: string, from: number, to: number, within?: (offset: number) => boolean): MarkupLinks {
  const claims: FoundUri[] = [];
  const quiet: number[] = [];
  // Only lines that hold a `[`, each found once: a text of many lines without one costs one scan.
  for (let bracket = text.indexOf('[', text.lastIndexOf('\n', from - 1) + 1); bracket >= 0 && bracket < to;) {
    const ls = text.lastIndexOf('\n', bracket - 1) + 1;
    const nl = text.indexOf('\n', bracket);
    const le = nl < 0 ? text.length : nl;
    lineLinks(text, ls, le, within, claims, quiet);
    bracket = nl < 0 ? -1 : text.indexOf('[', le + 1);
  }
  return { claims: sortClaims(claims.filter((c) => c.start >= from && c.start < to)), quiet };
}

function lineLinks(text: string, ls: number, le: number, within: ((offset: number) => boolean) | undefined, claims: FoundUri[], quiet: number[]): void {
  const line = text.slice(ls, le);
  const code = codeSpans(line);
  // Matches come in increasing order: the code spans before them are passed once.
  let k = 0;
  LABEL.lastIndex = 0;
  for (let m = LABEL.exec(line); m !== null; m = LABEL.exec(line)) {
    while (k < code.length && code[k + 1]! <= m.index) k += 2;
    if ((k < code.length && code[k]! <= m.index) || (within !== undefined && !within(ls + m.index))) continue;
    const open = m.index + m[0].length;
    const close = targetEnd(line, open);
    if (close < 0) continue;
    link(text, ls + open, ls + close, claims, quiet);
    LABEL.lastIndex = close + 1;
  }
}

/** The `[start, end)` pairs of the line's code spans. */
function codeSpans(line: string): number[] {
  const spans: number[] = [];
  if (!line.includes('<') && !line.includes('+')) return spans;
  CODE_SPAN.lastIndex = 0;
  for (const m of line.matchAll(CODE_SPAN)) spans.push(m.index, m.index + m[0].length);
  return spans;
}

/**
 * The first `]` not written `\]` after `open`, on the line; -1 when none, or when whitespace or a delimiter of URIs
 * in text (`<`, `>`, `"`, RFC 3986 Appendix C) comes first: then the URL is found as in any text.
 */
function targetEnd(line: string, open: number): number {
  const stop = Math.min(line.length, open + MAX_TARGET);
  for (let i = open; i < stop; i++) {
    const c = line.charCodeAt(i);
    if (c === Ch.BACKSLASH) { i++; continue; }
    if (c <= 0x20 || c === Ch.LT || c === Ch.GT || c === Ch.DQ) return -1;
    if (c === 0x5d) return i > open ? i : -1;
  }
  return -1;
}

/** The target `[s, e)`: a URL (its RDoc escapes read), or one of RDoc's own names, quiet. */
function link(text: string, s: number, e: number, claims: FoundUri[], quiet: number[]): void {
  const value = text.slice(s, e);
  const scheme = SCHEME.exec(value);
  if (scheme === null || OWN.test(scheme[1]!)) { quiet.push(s, e); return; }
  // `rdoc-image:https://x/logo.png`: the image's URL follows.
  const at = /^rdoc-image$/i.test(scheme[1]!) ? s + scheme[0].length : s;
  if (at === e) return;
  if (at > s) quiet.push(s, at);
  claims.push(unescapedTarget(text, at, e));
}
