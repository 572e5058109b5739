/**
 * troff source (man pages), which editors open as plain text: its escapes
 * are markup, not characters of a URI. `\fBhttps://x.example/\fR` is bold
 * `https://x.example/`; `http://ftp\&.de\&.debian\&.org/` is
 * `http://ftp.de.debian.org/` (`\&` is a zero-width break that keeps a
 * `.` from starting a request); `\-` is a hyphen.
 */
import type { FoundUri } from './types';
import { Ch } from '../chars';

/** The language id of troff: what a document that reads as a man page is read as. */
export const TROFF_ID = 'troff';

/** How much of a plain-text document is read for troff requests. */
const SNIFF = 16384;
/** A man page's title request, or the `.\"` comment that starts most generated ones. */
const TROFF_START = /(?:^|\n)\.(?:TH|Dd|SH)[ \t]|^[.']\\"/;

/** True when plain text is troff source: a `.TH`, `.Dd` or `.SH` request near its start, or a leading `.\"` comment. */
export function isTroff(text: string): boolean {
  return TROFF_START.test(text.length > SNIFF ? text.slice(0, SNIFF) : text);
}

/**
 * Where the scheme really starts when the name run at `s` follows a
 * backslash: past the escape's own name (`\fB`, `\f5` fonts; `\(dq` a
 * special character). Returns `s` when no escape comes before it.
 */
export function troffSchemeStart(text: string, s: number): number {
  const before = text.charCodeAt(s - 1);
  if (before === Ch.BACKSLASH) {
    const c = text.charCodeAt(s);
    // `\fX`, `\FX`, `\nX`, `\*X` name one character; `\s` a size of one digit.
    if (c === 0x66 || c === 0x46 || c === 0x6e || c === 0x6b || c === 0x73) return s + 2;
    return s + 1;
  }
  // `\(xy`: a two-character special character name.
  if (before === 0x28 && text.charCodeAt(s - 2) === Ch.BACKSLASH) return s + 2;
  return s;
}

/**
 * Escapes that stand for URI characters or for nothing: `\-` `\.` (the
 * character), `\&` `\%` `\:` `\/` `\,` (zero-width). They are 2 long; any
 * other escape (`\fR`, `\(dq`, `\ `) ends a URI: 0.
 */
export function troffEscapeLength(text: string, i: number): number {
  const x = text.charCodeAt(i + 1);
  return x === 0x2d || x === 0x2e || x === 0x26 || x === 0x25 || x === 0x3a || x === 0x2f || x === 0x2c ? 2 : 0;
}

/** `found` with its troff escapes decoded, each kept character mapped to its offset; `found` itself when it has none. */
export function decodeTroff(found: FoundUri): FoundUri {
  const t = found.text;
  if (!t.includes('\\')) return found;
  const at = (i: number): number => (found.offsets ? found.offsets[i]! : found.start + i);
  let out = '';
  const offsets: number[] = [];
  for (let i = 0; i < t.length; i++) {
    if (t.charCodeAt(i) === Ch.BACKSLASH && troffEscapeLength(t, i) === 2) {
      const x = t[i + 1]!;
      if (x === '-' || x === '.') {
        out += x;
        offsets.push(at(i));
      }
      i++;
      continue;
    }
    out += t[i];
    offsets.push(at(i));
  }
  if (out.length === t.length) return found;
  return { ...found, text: out, offsets };
}
