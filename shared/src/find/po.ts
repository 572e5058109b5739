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

/** The language id of gettext catalogs (the one VS Code's gettext extensions use, for `.po` and `.pot`). */
export const PO_ID = 'po';

/** A string line: an optional keyword (`msgid`, `msgstr[0]`, `msgctxt`, after `#~` or `#|` when obsolete), then `"…"`. */
const STRING_LINE = /^[ \t]*(?:#[~|][ \t]*)?(?:(msg[a-z_]+(?:\[\d+\])?)[ \t]+)?"(.*)"[ \t]*\r?$/;

/** The joined text of the lines `[from, to)` of a catalog and the document offset of each of its code units. */
interface Joined {
  text: string;
  offsets: number[];
}

/**
 * The catalog's lines that start in `[from, to)`, and those that continue
 * the last message after `to`: each message's strings joined without their
 * quotes, other lines as they are, a line feed between.
 */
function join(text: string, from: number, to: number): Joined {
  let out = '';
  const offsets: number[] = [];
  let continues = false;
  for (let ls = text.lastIndexOf('\n', from - 1) + 1; ls < text.length;) {
    const nl = text.indexOf('\n', ls);
    const le = nl < 0 ? text.length : nl;
    const match = STRING_LINE.exec(text.slice(ls, le));
    if (ls >= to && !(continues && match && match[1] === undefined)) break;
    if (match) {
      // A string without a keyword continues the message above it: no break between them.
      const joined = continues && match[1] === undefined;
      const open = text.indexOf('"', ls) + 1;
      const body = match[2]!;
      if (!joined && out.length > 0) { out += '\n'; offsets.push(ls - 1); }
      out += body;
      for (let o = open; o < open + body.length; o++) offsets.push(o);
      continues = true;
    } else {
      if (out.length > 0) { out += '\n'; offsets.push(ls - 1); }
      out += text.slice(ls, le);
      for (let o = ls; o < le; o++) offsets.push(o);
      continues = false;
    }
    ls = le + 1;
  }
  return { text: out, offsets };
}

/**
 * The URIs of a catalog on the lines from `from` to `to`, found by `find` in the
 * joined messages with `mode`, at offsets of the document.
 */
export function findInCatalog(text: string, from: number, to: number, mode: AbsoluteMode,
  find: (text: string, from: number, to: number, mode: AbsoluteMode) => FoundUri[]): FoundUri[] {
  const joined = join(text, from, to);
  const map = joined.offsets;
  const out: FoundUri[] = [];
  for (const found of find(joined.text, 0, joined.text.length, mode)) {
    const at = (i: number): number => map[found.offsets ? found.offsets[i]! : found.start + i]!;
    const start = map[found.start]!;
    const end = map[found.end - 1]! + 1;
    const offsets = Array.from({ length: found.text.length }, (_, i) => at(i));
    const mapped: FoundUri = { text: found.text, start, end, context: found.context };
    // Offsets only when the text is not the document's slice: a message joined over lines, or escapes decoded.
    if (end - start !== found.text.length || text.slice(start, end) !== found.text) mapped.offsets = offsets;
    if (found.hyphenBreaks) mapped.hyphenBreaks = found.hyphenBreaks;
    out.push(mapped);
  }
  return out;
}
