/**
 * gettext catalogs (`.po`, `.pot`): each message is a C string split over
 * lines (`msgid ""` / `"…at https://github.com/sphinx-"` /
 * `"doc/sphinx/issues/13665 if…"`), which the catalog's reader joins (GNU
 * gettext manual §3, "The Format of PO Files"). So a URI is looked for in
 * the joined message, with C's escapes (`\"`, `\n`, `\\`) read as in code,
 * and each character of what is found mapped back to where it is written
 * (`FoundUri.offsets`). Comments (`#: file.py:12`, `#. …`) are running text.
 */
import type { AbsoluteMode } from './absolute';
import type { FoundUri } from './types';
import { partitionPoint } from '../partitionPoint';

/**
 * The joined text of the lines `[from, to)` of a catalog, made of pieces
 * of the document: piece `k` starts at `starts[k]` of the text and at
 * `origins[k]` of the document.
 */
interface Joined {
  text: string;
  starts: number[];
  origins: number[];
}

/** The document offset of the code unit at `j` of the joined text (a binary search of its pieces). */
function origin(joined: Joined, j: number): number {
  const { starts, origins } = joined;
  const k = Math.max(0, partitionPoint(starts.length, (i) => starts[i]! <= j) - 1);
  return origins[k]! + (j - starts[k]!);
}

/**
 * A string line (`"…"`, after an optional keyword `msgid`, `msgstr[0]`,
 * `msgctxt`, and `#~` or `#|` when obsolete): where its text opens and
 * closes, and whether a keyword starts a message there; undefined for
 * another line (a comment, a blank line).
 */
function stringLine(text: string, ls: number, le: number): { open: number; close: number; keyword: boolean } | undefined {
  let i = skipBlanks(text, ls, le);
  let c = text.charCodeAt(i);
  if (c === 0x23) { // `#~ msgid "…"`, `#| msgid "…"`: an obsolete or previous message
    const d = text.charCodeAt(i + 1);
    if (d !== 0x7e && d !== 0x7c) return undefined;
    i = skipBlanks(text, i + 2, le);
    c = text.charCodeAt(i);
  }
  const keyword = c === 0x6d && text.charCodeAt(i + 1) === 0x73 && text.charCodeAt(i + 2) === 0x67; // msg
  if (keyword) {
    while (i < le && isKeywordChar(text.charCodeAt(i))) i++;
    const at = i;
    i = skipBlanks(text, i, le);
    if (i === at) return undefined;
    c = text.charCodeAt(i);
  }
  if (c !== 0x22) return undefined;
  let e = le;
  for (let d = text.charCodeAt(e - 1); e > i && (d === 0x20 || d === 0x09 || d === 0x0d); d = text.charCodeAt(--e - 1));
  if (e - 1 <= i || text.charCodeAt(e - 1) !== 0x22) return undefined;
  return { open: i + 1, close: e - 1, keyword };
}

function skipBlanks(text: string, i: number, le: number): number {
  while (i < le && (text.charCodeAt(i) === 0x20 || text.charCodeAt(i) === 0x09)) i++;
  return i;
}

/** `msgid`, `msgstr[0]`: lowercase letters, `_`, brackets and digits. */
function isKeywordChar(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || c === 0x5f || c === 0x5b || c === 0x5d || (c >= 0x30 && c <= 0x39);
}

/**
 * The end of the line at `i` (its line feed, or the text's end). Read by
 * hand: `indexOf` costs more per call than a short line's scan, and a
 * catalog is thousands of short lines.
 */
function lineEnd(text: string, i: number): number {
  const n = text.length;
  while (i < n && text.charCodeAt(i) !== 0x0a) i++;
  return i;
}

/**
 * The catalog's lines that start in `[from, to)`, and those that continue
 * the last message after `to`: each message's strings joined without their
 * quotes, other lines as they are, a line feed between. A message or line
 * without a colon holds no URI's start and is left out (its line feed
 * kept), so a catalog costs little more than its text.
 */
function join(text: string, from: number, to: number): Joined {
  const parts: string[] = [];
  const starts: number[] = [];
  const origins: number[] = [];
  let length = 0;
  const brk = (ls: number): void => { if (length > 0) copy(ls - 1, ls); };
  let ls = text.lastIndexOf('\n', from - 1) + 1;
  // The next colon at or after a position, looked up again only once passed: one scan of the text in all.
  let colonAt = -1;
  const colonFrom = (i: number): number => {
    if (colonAt < i) {
      const k = text.indexOf(':', i);
      colonAt = k < 0 ? Infinity : k;
    }
    return colonAt;
  };
  while (ls < text.length) {
    const le = lineEnd(text, ls);
    const first = stringLine(text, ls, le);
    if (ls >= to && first?.keyword !== false) break;
    brk(ls);
    if (first === undefined) {
      if (colonFrom(ls) < le) copy(ls, le);
      ls = le + 1;
      continue;
    }
    // The message: this string and those without a keyword that follow.
    const lines = [first];
    let next = le + 1;
    while (next < text.length) {
      const le2 = lineEnd(text, next);
      const line = stringLine(text, next, le2);
      if (line === undefined || line.keyword) break;
      lines.push(line);
      next = le2 + 1;
    }
    if (colonFrom(first.open) < lines[lines.length - 1]!.close) for (const line of lines) copy(line.open, line.close);
    ls = next;
  }
  return { text: parts.join(''), starts, origins };

  function copy(s: number, e: number): void {
    if (e <= s) return;
    parts.push(text.slice(s, e));
    starts.push(length);
    origins.push(s);
    length += e - s;
  }
}

/**
 * The URIs of a catalog on the lines from `from` to `to`, found by `find` in the
 * joined messages with `mode`, at offsets of the document.
 */
export function findInCatalog(text: string, from: number, to: number, mode: AbsoluteMode,
  find: (text: string, from: number, to: number, mode: AbsoluteMode) => FoundUri[]): FoundUri[] {
  const joined = join(text, from, to);
  const out: FoundUri[] = [];
  for (const found of find(joined.text, 0, joined.text.length, mode)) {
    const at = (i: number): number => origin(joined, found.offsets ? found.offsets[i]! : found.start + i);
    const start = origin(joined, found.start);
    const end = origin(joined, found.end - 1) + 1;
    const mapped: FoundUri = { text: found.text, start, end, context: found.context };
    // Offsets only when the text is not the document's slice: a message joined over lines, or escapes decoded.
    if (end - start !== found.text.length || text.slice(start, end) !== found.text) {
      mapped.offsets = Array.from({ length: found.text.length }, (_, i) => at(i));
    }
    if (found.hyphenBreaks) mapped.hyphenBreaks = found.hyphenBreaks;
    // A catalog's message is a program's format, flagged `c-format` or not: its `%` and a letter the program's
    // placeholder (squid's errors/*.po, `href=\"http://%h/cgi-bin/chpasswd.cgi\"`, `%h` its error pages' macro for
    // the cache's host name), no `pct-encoded` gone wrong.
    if (found.text.includes('%')) mapped.formatted = true;
    out.push(mapped);
  }
  return out;
}
