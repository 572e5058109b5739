/**
 * Org's own link syntax, as Org mode reads it (The Org Manual, "Hyperlinks"
 * and "Include Files"). A link's description is no part of its target:
 * - `[[target][description]]`, `[[target]]`: a URL target (`https://…`,
 *   `mailto:…`) is one, ending at the `]` that closes it, spaces and all;
 * - `file:path` and `file:path::search` name the file `path` relative to
 *   this document (the search is Org's, not a fragment); so does a target
 *   written as a path (`./x.png`, `../notes.org`);
 * - `#custom-id`, `*Heading`, a dedicated target's name, `id:…` and Org's
 *   own link types (`elisp:`, `shell:`, `info:`, `help:`, `attachment:`)
 *   are no URIs: none; nor is an absolute path (`/etc`, `~/notes.org`),
 *   which names a file of whoever runs Emacs;
 * - `#+INCLUDE: "path"` and `#+SETUPFILE: path` name a file relative to
 *   this document.
 * Links are not read in blocks (`#+BEGIN_SRC` … `#+END_SRC`, examples,
 * exports) nor on comment lines (`# …`): URLs there are found as in any
 * text, but no URI starts in a bracket link's target that is none.
 */
import { isUrl, sortClaims, target } from './markup';
import type { MarkupLinks } from './markup';
import type { FoundUri } from './types';

/** A block's first line: group 1 its kind. */
const BLOCK_BEGIN = /^[ \t]*#\+begin_(\S+)/i;
/** `[[target]`: the target without brackets or escapes, bounded so that a long run costs linear time. */
const BRACKET_LINK = /\[\[([^[\]\\\n]{1,2048})\](?=[[\]])/g;
/** `#+INCLUDE: "path" …` and `#+SETUPFILE: path`: group 1 the keyword, group 2 the quoted or plain path. */
const KEYWORD = /^[ \t]*#\+(include|setupfile):[ \t]+("[^"\n]*"|\S+)/i;

/** The links of Org's syntax starting in `[from, to)`, sorted and disjoint, and the targets that are Org's own. */
export function findOrgLinks(text: string, from: number, to: number): MarkupLinks {
  const claims: FoundUri[] = [];
  const quiet: number[] = [];
  let block: RegExp | undefined;
  for (let ls = 0; ls < to;) {
    const nl = text.indexOf('\n', ls);
    const le = nl < 0 ? text.length : nl;
    const line = text.slice(ls, le);
    const read = block === undefined && !/^[ \t]*#(?:[ \t]|$)/.test(line);
    if (block !== undefined) {
      if (block.test(line)) block = undefined;
    } else if (line.includes('#+')) {
      const begin = BLOCK_BEGIN.exec(line);
      if (begin) block = new RegExp(`^[ \\t]*#\\+end_${begin[1]!.replace(/\W/g, '\\$&')}\\b`, 'i');
      else if (le >= from) keyword(text, ls, line, claims);
    }
    if (le >= from && line.includes('[[')) brackets(text, ls, line, { read }, claims, quiet);
    ls = le + 1;
  }
  return { claims: sortClaims(claims.filter((c) => c.start >= from && c.start < to)), quiet };
}

/** The bracket links of a line: their targets when `read`, and where a target is Org's own, no URI. */
function brackets(text: string, ls: number, line: string, { read }: { read: boolean }, out: FoundUri[], quiet: number[]): void {
  BRACKET_LINK.lastIndex = 0;
  for (let m = BRACKET_LINK.exec(line); m !== null; m = BRACKET_LINK.exec(line)) {
    const s = ls + m.index + 2;
    const value = m[1]!;
    if (isUrl(value)) { if (read) out.push(target(text, s, s + value.length)); continue; }
    quiet.push(s, s + value.length);
    if (read) linkTarget(text, s, value, out);
  }
}

/** A bracket link's target at `s` that is no URL: a file relative to this document; none for Org's own kinds of target. */
function linkTarget(text: string, s: number, value: string, out: FoundUri[]): void {
  const file = /^file(?:\+sys|\+emacs)?:/i.exec(value);
  if (file) pathTarget(text, s + file[0].length, value.slice(file[0].length), out);
  else if (value.startsWith('./') || value.startsWith('../')) pathTarget(text, s, value, out);
}

/** A file's path at `s` as Org writes it: up to a `::search`; none when absolute, empty or spaced. */
function pathTarget(text: string, s: number, value: string, out: FoundUri[]): void {
  const search = value.indexOf('::');
  const path = search < 0 ? value : value.slice(0, search);
  if (path === '' || /\s/.test(path) || path.startsWith('/') || path.startsWith('~') || /^[A-Za-z]:/.test(path)) return;
  out.push(target(text, s, s + path.length));
}

function keyword(text: string, ls: number, line: string, out: FoundUri[]): void {
  const m = KEYWORD.exec(line);
  if (!m) return;
  const quoted = m[2]!.startsWith('"');
  const value = quoted ? m[2]!.slice(1, -1) : m[2]!;
  const s = ls + m[0].length - m[2]!.length + (quoted ? 1 : 0);
  if (isUrl(value)) out.push(target(text, s, s + value.length));
  else pathTarget(text, s, value, out);
}
