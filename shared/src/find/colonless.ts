/**
 * URLs whose scheme lost its colon (`https//example.com/path`): a relative
 * path to a parser, and no URI at all to the colon-driven scan of
 * absolute.ts, so they were never found. Found here in running text from
 * their `//`: a common network scheme's name, then `//` and a host's first
 * character, where a word starts (after whitespace, a bracket or a quote,
 * never inside another URI). The rules report the missing colon
 * (`scheme-missing-colon`) with the fix that writes it.
 */
import type { FoundUri } from './types';

/** `http//`, `https//`, `ftp//`, `ws//`… and the first character of a host, at `//`'s first slash. */
const SCHEME_BEFORE = /(?:https?|ftps?|wss?|sftp)$/i;
const HOST_START = /[A-Za-z0-9[]/;

/** Characters a colonless URL may start after: whitespace, an opening bracket or quote. */
const BEFORE = /[\s(<["'>]/;

/** Characters that end it. */
const END = /[\s<>"'`\\^{}|]/;

/** The colonless URLs that start in `[from, to)`, each as a `plain` reference, in text order; `skip` says where none is (code). */
export function findColonless(text: string, from: number, to: number, skip?: (offset: number) => boolean): FoundUri[] {
  const out: FoundUri[] = [];
  for (let at = text.indexOf('//', Math.max(0, from)); at >= 0 && at < to + 6; at = text.indexOf('//', at + 2)) {
    // Every scheme above ends in `p` or `s`: most `//` (a URI's, a comment's) are passed over by one character.
    const last = text.charCodeAt(at - 1) | 0x20;
    if ((last !== 0x70 && last !== 0x73) || !HOST_START.test(text.charAt(at + 2))) continue;
    const word = SCHEME_BEFORE.exec(text.slice(Math.max(0, at - 5), at));
    if (!word) continue;
    const start = at - word[0].length;
    if (start < from || start >= to || (start > 0 && !BEFORE.test(text.charAt(start - 1)))) continue;
    if (skip?.(start)) continue;
    let end = at + 2;
    let depth = 0;
    while (end < text.length && !END.test(text.charAt(end))) {
      const c = text.charAt(end);
      if (c === '(' || c === '[') depth++;
      else if ((c === ')' || c === ']') && --depth < 0) break;
      end++;
    }
    // Trailing punctuation ends a sentence, not the URL.
    while (end > at + 3 && /[.,;:!?*_~]/.test(text.charAt(end - 1))) end--;
    out.push({ text: text.slice(start, end), start, end, context: 'plain' });
    at = end - 2;
  }
  return out;
}
