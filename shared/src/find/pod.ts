/**
 * POD's links, as perlpodspec reads them: the formatting code `L<…>`
 * (`L<< … >>` with spaces inside the brackets). A link's text is no part
 * of its target:
 * - `L<https://url>`, `L<text|https://url>`: the URL after the `|`;
 * - `L<name>`, `L<name/"sec">`, `L</sec>`, `L<text|name/sec>`: a Perl
 *   manual page and its section, which perldoc and MetaCPAN look up by
 *   name: no URI, none.
 * Links are not read in verbatim paragraphs (indented), `=begin`/`=end`
 * regions and `=for` paragraphs, whose content is for another formatter,
 * nor in the code around POD: URLs there are found as in any text.
 */
import { isUrl, sortClaims, target } from './markup';
import type { FoundUri } from './types';

/** The opener of a link: group 1 its angle brackets. */
const LINK = /(?<![A-Za-z])L(<+)/g;
/** The longest link read. */
const MAX_LINK = 2048;

/** The links of POD's syntax starting in `[from, to)`, sorted and disjoint. */
export function findPodLinks(text: string, from: number, to: number): FoundUri[] {
  if (!text.includes('L<')) return [];
  const skipped = notPodText(text, to);
  const claims: FoundUri[] = [];
  let k = 0;
  LINK.lastIndex = Math.max(0, from - 1);
  for (let m = LINK.exec(text); m !== null && m.index < to; m = LINK.exec(text)) {
    while (k < skipped.length && skipped[k + 1]! <= m.index) k += 2;
    if (k < skipped.length && skipped[k]! <= m.index) continue;
    const open = m.index + m[0].length;
    const content = m[1]!.length === 1 ? single(text, open) : multiple(text, open, m[1]!.length);
    if (content === undefined) continue;
    linkTarget(text, content.start, content.end, claims);
    LINK.lastIndex = content.end;
  }
  return sortClaims(claims.filter((c) => c.start >= from && c.start < to));
}

/** `L<…>`'s content from `open`: up to the `>` that closes it, nested codes' brackets balanced; none across a blank line. */
function single(text: string, open: number): { start: number; end: number } | undefined {
  let depth = 1;
  for (let i = open; i < text.length && i - open <= MAX_LINK; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x3c && /[A-Z]/.test(text[i - 1] ?? '')) depth++;
    else if (c === 0x3e && --depth === 0) return { start: open, end: i };
    else if (c === 0x0a && /^[ \t\r]*\n/.test(text.slice(i + 1, i + 64))) return undefined;
  }
  return undefined;
}

/** `L<< … >>`'s content from `open`: after whitespace, up to whitespace and as many `>`. */
function multiple(text: string, open: number, n: number): { start: number; end: number } | undefined {
  const close = '>'.repeat(n);
  const window = text.slice(open, open + MAX_LINK + n);
  for (let k = window.indexOf(close); k >= 0; k = window.indexOf(close, k + 1)) {
    const i = open + k;
    if (/\s/.test(text[i - 1] ?? '')) {
      const inner = text.slice(open, i);
      const start = open + (inner.length - inner.trimStart().length);
      return { start, end: start + inner.trim().length };
    }
  }
  return undefined;
}

/** A link's target in its content `[s, e)`: after a `|`, a URL; none for a manual page. */
function linkTarget(text: string, s: number, e: number, out: FoundUri[]): void {
  const bar = text.lastIndexOf('|', e - 1);
  let start = bar >= s ? bar + 1 : s;
  while (start < e && /\s/.test(text[start]!)) start++;
  const value = text.slice(start, e);
  if (isUrl(value) && !/\s/.test(value)) out.push(target(text, start, e));
}

/**
 * The sorted `[start, end)` pairs of paragraphs that are not POD text:
 * verbatim paragraphs, `=begin`/`=end` regions (not `=begin :x`, which is
 * POD), `=for` paragraphs, and what follows `=cut` up to the next command.
 */
function notPodText(text: string, to: number): number[] {
  const ranges: number[] = [];
  let inPod = true;
  let region = false;
  for (let ps = 0; ps < text.length && ps < to;) {
    const pe = paragraphEnd(text, ps);
    const command = text.charCodeAt(ps) === 0x3d ? /^=([a-z]\w*)(?:[ \t]+(\S+))?/.exec(text.slice(ps, Math.min(pe, ps + 128))) : null;
    let skip: boolean;
    if (command) {
      const name = command[1]!;
      const formatter = !(command[2]?.startsWith(':') ?? false);
      if (name === 'cut') inPod = false;
      else inPod = true;
      if (name === 'begin' && formatter) region = true;
      skip = name === 'cut' || region || (name === 'for' && formatter);
      if (name === 'end') region = false;
    } else {
      const c = text.charCodeAt(ps);
      skip = !inPod || region || c === 0x20 || c === 0x09;
    }
    if (skip) {
      if (ranges.length > 0 && ranges[ranges.length - 1] === ps) ranges[ranges.length - 1] = pe;
      else ranges.push(ps, pe);
    }
    ps = pe;
  }
  return ranges;
}

/** Where the paragraph that starts at `ps` ends: past the blank lines after it. */
function paragraphEnd(text: string, ps: number): number {
  let ls = ps;
  let seenText = false;
  for (;;) {
    const nl = text.indexOf('\n', ls);
    const le = nl < 0 ? text.length : nl;
    const blank = /^[ \t\r]*$/.test(text.slice(ls, le));
    if (blank && seenText) {
      // Past this and any further blank lines.
      let next = le + 1;
      while (next < text.length) {
        const n2 = text.indexOf('\n', next);
        const e2 = n2 < 0 ? text.length : n2;
        if (!/^[ \t\r]*$/.test(text.slice(next, e2))) break;
        next = e2 + 1;
      }
      return Math.min(next, text.length);
    }
    if (!blank) seenText = true;
    if (nl < 0) return text.length;
    ls = le + 1;
  }
}
