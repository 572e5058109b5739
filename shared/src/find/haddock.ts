/**
 * Haddock's markup (Haskell's comments, and a Cabal file's `description`):
 * its hyperlinks, as Haddock's parser reads them.
 * - `<url>` and `<url label>`: the URL runs from the `<` to the first
 *   whitespace or `>`, and a label may follow it before the `>`
 *   (`<https://hackage.haskell.org/package/hlint/docs/x.html#t:Idea Idea>`
 *   links to the URL, its text "Idea");
 * - in it, a backslash escapes the next character (`\#`, `\>`), which stands
 *   for itself: `<https://github.com/x/y\#readme>` links to `…/y#readme`.
 * Other URLs in the comments are found as in any text.
 */
import type { MarkupLinks } from './markup';
import { sortClaims, target, unescapedTarget } from './markup';
import type { FoundUri } from './types';
import { Ch } from '../chars';

/** `<scheme:`: where a hyperlink may start. */
const OPEN = /<(?=[A-Za-z][A-Za-z0-9+.-]{0,39}:)/g;
/** Longest hyperlink read. */
const MAX_LINK = 2048;

/**
 * Haddock's hyperlinks starting in `[from, to)`, sorted and disjoint; with `within`, only those that start where it
 * holds (a Haskell file's comments).
 */
export function findHaddockLinks(text: string, from: number, to: number, within?: (offset: number) => boolean): MarkupLinks {
  const claims: FoundUri[] = [];
  OPEN.lastIndex = Math.max(0, from - 1);
  for (let m = OPEN.exec(text); m !== null && m.index < to; m = OPEN.exec(text)) {
    const s = m.index + 1;
    if (within !== undefined && !within(s)) continue;
    const link = hyperlink(text, s);
    if (link === undefined) continue;
    claims.push(link.uri);
    OPEN.lastIndex = link.close + 1;
  }
  return { claims: sortClaims(claims.filter((c) => c.start >= from && c.start < to)), quiet: [] };
}

/** The hyperlink whose URL starts at `s` (after its `<`): the URL, its escapes read, and where its `>` is; else undefined. */
function hyperlink(text: string, s: number): { uri: FoundUri; close: number } | undefined {
  const stop = Math.min(text.length, s + MAX_LINK);
  let end = s;
  let escaped = false;
  for (; end < stop; end++) {
    const c = text.charCodeAt(end);
    if (c === Ch.BACKSLASH && end + 1 < stop && text.charCodeAt(end + 1) > 0x20) { escaped = true; end++; continue; }
    if (c <= 0x20 || c === Ch.GT || c === Ch.LT) break;
  }
  if (end === s || end >= stop) return undefined;
  let close = end;
  if (text.charCodeAt(end) !== Ch.GT) {
    // A label, on the same line, up to the `>`.
    if (text.charCodeAt(end) !== 0x20 && text.charCodeAt(end) !== 0x09) return undefined;
    while (close < stop && text.charCodeAt(close) !== Ch.GT && text.charCodeAt(close) !== Ch.LF && text.charCodeAt(close) !== Ch.LT) close++;
    if (text.charCodeAt(close) !== Ch.GT) return undefined;
  }
  return { uri: escaped ? unescapedTarget(text, s, end) : target(text, s, end), close };
}
