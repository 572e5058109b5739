/**
 * MediaWiki's external links, delimited as its parser delimits them
 * (mediawiki.org, Help:Links): a link's text is no part of its target.
 * - `[https://url text]`, `[//host/path text]`: the URL runs to the first
 *   space or `]`; the rest is the text;
 * - a bare `https://url` runs to whitespace or one of `[ ] < > "`; a
 *   template's `|` and `}}` end it too (templates are expanded before links
 *   are read: `{{cite web|url=https://x|title=…}}`); trailing `, ; . : ! ?`
 *   and a `)` the URL did not open are the prose's;
 * - `[[Page]]`, `[[Page#Section|text]]`, `[[File:x.png]]` name wiki pages,
 *   not URIs: none.
 * Links are not read in comments, `<nowiki>`, `<pre>`, `<syntaxhighlight>`,
 * `<source>` and `<math>`: URLs there are found as in any text.
 */
import { sortClaims, target } from './markup';
import type { MarkupLinks } from './markup';
import type { FoundUri } from './types';

/** Elements whose content is no wikitext: group 1 the name. */
const LITERAL = /<(nowiki|pre|syntaxhighlight|source|math)\b[^>]{0,512}>|<!--/gi;

/** A wiki link's target: `[[` then the page's name, up to `|` or `]]`. */
const WIKI_LINK = /\[\[([^[\]|\n]{1,512})/g;

/** The links of MediaWiki's syntax starting in `[from, to)`, sorted and disjoint, and the wiki links' targets, where no URI starts. */
export function findWikitextLinks(text: string, from: number, to: number): MarkupLinks {
  const quiet: number[] = [];
  if (!text.includes(':')) return { claims: [], quiet };
  if (text.includes('[[')) {
    for (const m of text.matchAll(WIKI_LINK)) quiet.push(m.index + 2, m.index + m[0].length);
  }
  const literal = literalRanges(text, to);
  const claims: FoundUri[] = [];
  let k = 0;
  let floor = 0;
  for (const start of urlStarts(text, Math.max(0, from - 1), to)) {
    if (start < floor) continue;
    while (k < literal.length && literal[k + 1]! <= start) k += 2;
    if (k < literal.length && literal[k]! <= start) continue;
    // `[url text]`; `[[` opens a wiki link, not an external one.
    const bracketed = text.charCodeAt(start - 1) === 0x5b && text.charCodeAt(start - 2) !== 0x5b;
    if (!bracketed && text.startsWith('//', start)) continue;
    const e = bracketed ? bracketedEnd(text, start) : bareEnd(text, start);
    // Something must follow the scheme's `//` (or `mailto:`): `the http:// prefix` is no link.
    const colon = text.startsWith('//', start) ? start - 1 : text.indexOf(':', start);
    if (e > colon + (text.startsWith('//', colon + 1) ? 3 : 1)) claims.push(target(text, start, e));
    floor = e;
  }
  return { claims: sortClaims(claims.filter((c) => c.start >= from && c.start < to)), quiet };
}

/**
 * Where URLs may start in `[from, to)`, in order: a scheme before `://` (not
 * continuing a word), `//` after a `[`, `mailto:`. Found from the `//` and
 * `mailto:` that mark them, so that prose costs a search, not a match at each letter.
 */
function urlStarts(text: string, from: number, to: number): number[] {
  const starts: number[] = [];
  for (let i = text.indexOf('//', from); i >= 0 && i < to; i = text.indexOf('//', i + 2)) {
    if (text.charCodeAt(i - 1) === 0x5b) { if (/[\w[]/.test(text[i + 2] ?? '')) starts.push(i); continue; }
    if (text.charCodeAt(i - 1) !== 0x3a) continue;
    let s = i - 1;
    while (s > 0 && i - 1 - s < 40 && /[A-Za-z0-9+.-]/.test(text[s - 1]!)) s--;
    if (s < i - 1 && /[A-Za-z]/.test(text[s]!) && !/[\w+.-]/.test(text[s - 1] ?? '')) starts.push(s);
  }
  for (let i = text.indexOf('mailto:', from); i >= 0 && i < to; i = text.indexOf('mailto:', i + 7)) {
    if (!/[\w+.-]/.test(text[i - 1] ?? '') && /[^\s\]]/.test(text[i + 7] ?? ' ')) starts.push(i);
  }
  return starts.sort((a, b) => a - b);
}

/** Where a URL in `[…]` ends: at whitespace, `]`, `<`, `>`, `"` or `[`. */
function bracketedEnd(text: string, s: number): number {
  let e = s;
  while (e < text.length && !isEnd(text.charCodeAt(e))) e++;
  return e;
}

/** Where a bare URL ends: as in brackets, and at a template's `|`, `{{` or `}}`; trailing punctuation and an unopened `)` left out. */
function bareEnd(text: string, s: number): number {
  let e = s;
  let opened = 0;
  for (; e < text.length; e++) {
    const c = text.charCodeAt(e);
    if (isEnd(c) || c === 0x7c || ((c === 0x7b || c === 0x7d) && text.charCodeAt(e + 1) === c)) break;
    if (c === 0x28) opened++;
  }
  for (;;) {
    const c = text.charCodeAt(e - 1);
    if (c === 0x2c || c === 0x3b || c === 0x2e || c === 0x3a || c === 0x21 || c === 0x3f) e--;
    else if (c === 0x29 && opened === 0) e--;
    else return e;
  }
}

function isEnd(c: number): boolean {
  return c <= 0x20 || c === 0x5b || c === 0x5d || c === 0x3c || c === 0x3e || c === 0x22 || c === 0x7f;
}

/** The sorted `[start, end)` pairs of comments and elements whose content is not read. */
function literalRanges(text: string, to: number): number[] {
  const ranges: number[] = [];
  if (!text.includes('<')) return ranges;
  LITERAL.lastIndex = 0;
  for (let m = LITERAL.exec(text); m !== null && m.index < to; m = LITERAL.exec(text)) {
    const close = m[1] === undefined ? /-->/g : new RegExp(`</${m[1]}`, 'gi');
    close.lastIndex = m.index + m[0].length;
    const found = close.exec(text);
    const end = found === null ? text.length : found.index + found[0].length;
    ranges.push(m.index, end);
    LITERAL.lastIndex = end;
  }
  return ranges;
}
