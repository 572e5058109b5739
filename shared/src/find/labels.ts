/**
 * A URI followed by a bracketed label, in text whose language has no such
 * syntax of its own: AsciiDoc's `https://example.org[Example]`,
 * `image::https://x/logo.png[Logo]`, `mailto:a@example.org[Mail us]` and
 * `icon:heart[]`, quoted in a Ruby test's string, a code comment, plain
 * text or YAML. The tool does not know that the `[…]` belongs to the URI:
 * in the markup it most likely comes from, it is the link's text or its
 * attributes. So it says less: a URI with `//` ends before the `[`, and a
 * name with a colon and no `//` (`icon:heart[]`, `data:json[a=A]`, a
 * custom macro named like a registered scheme) is no URI at all.
 *
 * The label is a title, words, attributes or nothing (`[Google^]`, `[Doc
 * Writer]`, `[role=nobreak]`, `[]`), not a lowercase word, which may be a
 * path's own (`blah_[other]`); after a macro's target, anything.
 * The `[` must open a group that closes on the same line (nested groups,
 * spaces and quotes inside: `[image:logo.jpg[ACME,pdfwidth=1pc]]`,
 * `["Google, Yahoo"]`) and after which the URI could end (whitespace, a
 * quote, a bracket, an escape, sentence punctuation before those). So an IP
 * literal (`http://[::1]/`, `http://user@[::1]`), a PHP-style query
 * parameter (`?a[]=1`, `?filter[name]=x`), an index (`/file[1]`), a glob
 * (`file[1-100].txt`), an escaped bracket (`\[`, RDoc's), a query's value
 * (`?q=[]`) and an attribute's quoted value (`href="…?q=x[]"`) are read as
 * before: the URI's own characters, which the parser judges.
 */
import { Ch } from '../chars';
import { isSpace } from './classes';
import { templateSpanEnd } from '../template/index';

/** How far a label's group is looked for: a link's text or attributes, not a paragraph. */
const MAX_LABEL = 512;

/** What a URI followed by a label is, as `labelCut` answers. */
export type Labelled =
  /** No label follows: the URI is read as it was found. */
  | undefined
  /** `name:target[…]` without `//`: a macro of the markup the text quotes, no URI. */
  | 'macro'
  /** The offset of the `[` in the text: the URI ends before it. */
  | number;

/**
 * Whether the URI found at `[s, end)` (scheme ending at `colon`, `//`
 * after it when `slashes`) is followed by a label: the offset of its `[`,
 * 'macro' for a name without `//`, or undefined.
 */
export function labelCut(text: string, s: number, colon: number, end: number, { slashes }: { slashes: boolean }): Labelled {
  const open = firstBracket(text, colon + 1, end);
  // `\[` is an escaped bracket (RDoc's), `?q=[]` a query's value: the URI's own.
  if (open < 0 || text.charCodeAt(open - 1) === Ch.BACKSLASH || text.charCodeAt(open - 1) === 0x3d) return undefined;
  // `href="…"`, or a Markdown link's destination written in a comment (`](http://x/?q=a[])`): the value holds it all.
  if (isAttributeValue(text, s) || (text.charCodeAt(s - 1) === 0x28 && text.charCodeAt(s - 2) === 0x5d)) return undefined;
  if (slashes && inAuthorityLiteral(text, colon + 3, open)) return undefined;
  const close = slashes ? wrappedGroupEnd(text, open) : groupEnd(text, open);
  if (close < 0 || !endsAfter(text, close + 1)) return undefined;
  const label = text.slice(open + 1, close);
  // `/page[1]`, `?ids[0]`: an index; `$[::1]`, `[v1.a]`: an IP literal's shape (§3.2.2); not a label.
  if (/^\d+$/.test(label) || /^(?:[0-9A-Fa-f]*:[0-9A-Fa-f:.]*|v[0-9A-Fa-f]+\..*)$/.test(label)) return undefined;
  if (!slashes) return 'macro';
  // `blah_blah_[other]`: a lowercase word may be the path's own; a title (`[Google]`), words, attributes or nothing are a label.
  if (/^[a-z0-9_-]+$/.test(label)) return undefined;
  return open > s ? open : undefined;
}

/**
 * True when the URI at `s` is an attribute's or a variable's quoted value (`href="…"`, `href=\"…\"` in a
 * string, `src='…'`): the value is the URI, brackets and all, not a markup's text.
 */
function isAttributeValue(text: string, s: number): boolean {
  const q = text.charCodeAt(s - 1);
  if (q !== 0x22 && q !== 0x27) return false;
  const before = text.charCodeAt(s - 2) === Ch.BACKSLASH ? s - 3 : s - 2;
  return text.charCodeAt(before) === 0x3d;
}

/** The first `[` in `[from, to)` outside a template's braces (`{st["p"]}`) or `$(…)` (Julia's `$(ENV["X"])`), or -1. */
function firstBracket(text: string, from: number, to: number): number {
  // Most URIs hold no `[` at all: one native search passes them (bounded by a slice, which copies nothing long).
  if (!text.slice(from, to).includes('[')) return -1;
  let braces = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x24 && text.charCodeAt(i + 1) === 0x28) {
      const end = templateSpanEnd(text, i);
      if (end > 0 && end <= to) {
        i = end - 1;
        continue;
      }
    }
    if (c === 0x7b) braces++;
    else if (c === 0x7d && braces > 0) braces--;
    else if (c === 0x5b && braces === 0) return i;
  }
  return -1;
}

/** True when the `[` at `open` starts an IP literal (RFC 3986 §3.2.2): right after `//` or a userinfo's `@`, in the authority. */
function inAuthorityLiteral(text: string, authority: number, open: number): boolean {
  for (let i = authority; i < open; i++) {
    const c = text.charCodeAt(i);
    if (c === Ch.SLASH || c === 0x3f || c === 0x23) return false;
  }
  return open === authority || text.charCodeAt(open - 1) === 0x40;
}

/** The `]` that closes the group opened at `open` on its line (nested groups counted), or -1. */
function groupEnd(text: string, open: number): number {
  const stop = Math.min(text.length, open + MAX_LABEL);
  let depth = 0;
  for (let i = open; i < stop; i++) {
    const c = text.charCodeAt(i);
    if (c === Ch.LF || c === Ch.CR) return -1;
    if (c === 0x5b) depth++;
    else if (c === 0x5d && --depth === 0) return i;
  }
  return -1;
}

/** Line breaks a label's text may be wrapped over (a comment's paragraph: `…/226[How\n * to implement supply]`). */
const MAX_LABEL_BREAKS = 2;

/**
 * The `]` that closes the group opened at `open`: on its line, or, when words start it and the line ends
 * before it closes, on one of the next lines (a link's text wrapped with its paragraph, as OpenZeppelin's
 * NatSpec comments write AsciiDoc: `https://eips.ethereum.org/EIPS/eip-2612#specification[relevant EIP\n * section]`).
 * No bracket opens inside a wrapped one. Or -1.
 */
function wrappedGroupEnd(text: string, open: number): number {
  const close = groupEnd(text, open);
  if (close >= 0 || !/[A-Za-z]/.test(text[open + 1] ?? '')) return close;
  const stop = Math.min(text.length, open + MAX_LABEL);
  let breaks = 0;
  for (let i = open + 1; i < stop; i++) {
    const c = text.charCodeAt(i);
    if (c === Ch.LF && ++breaks > MAX_LABEL_BREAKS) return -1;
    if (c === 0x5b) return -1;
    if (c === 0x5d) return breaks > 0 ? i : -1;
  }
  return -1;
}

/** True when a URI could end at `i`: the text's end, whitespace, a quote, a closing bracket, an escape, after sentence punctuation. */
function endsAfter(text: string, i: number): boolean {
  while (i < text.length && isPunctuation(text.charCodeAt(i))) i++;
  if (i >= text.length) return true;
  const c = text.charCodeAt(i);
  // A string's escape of a quote or a line break ends the text (`'\\'https://x[]\\''`); an escaped backslash is a character.
  if (c === Ch.BACKSLASH) return ESCAPED_ENDS.has(text.charCodeAt(i + 1));
  return isSpace(c) || ENDS.has(c);
}

/** Sentence punctuation a label may be followed by (`mailto:a@x[Doc Writer].`). */
function isPunctuation(c: number): boolean {
  return c === 0x2e || c === 0x2c || c === 0x3b || c === 0x3a || c === 0x21 || c === 0x3f;
}

/** Quotes, closing brackets, angle brackets, a bar, and emphasis closing around the link. */
const ENDS: ReadonlySet<number> = new Set([...'"\'`)]}<>|*_'].map((ch) => ch.charCodeAt(0)));

/** What a backslash escapes when it ends a string's text: a quote, a line break, a tab. */
const ESCAPED_ENDS: ReadonlySet<number> = new Set([...'"\'`nrt'].map((ch) => ch.charCodeAt(0)));
