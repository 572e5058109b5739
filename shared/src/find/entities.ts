/**
 * HTML character references in a reference found in HTML (attribute values
 * and text) or in a Markdown link destination (CommonMark §2.5 recognizes
 * them there): `&amp;` is `&`, `&#x3D;` is `=`. The parser must read what
 * the browser would, or `?a=1&#x3D;2#x&#x3D;y` reads as a second `#`.
 * Numeric references, the XML five and HTML's Latin-1 names (`&nbsp;` to
 * `&yuml;`, the accented letters of `[link](b&auml;r)`) are decoded, each
 * code unit mapped to the offset of its `&`; other names are left as written.
 */
import type { FoundUri } from './types';
import { isSpace, isStop } from './classes';

/** HTML 4's names for U+00A0 to U+00FF, in code point order. */
const LATIN1 =
  'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 acute ' +
  'micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml Aring AElig ' +
  'Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash ' +
  'Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc ' +
  'euml igrave iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml ' +
  'yacute thorn yuml';

const NAMED: ReadonlyMap<string, string> = new Map([
  ['amp', '&'], ['lt', '<'], ['gt', '>'], ['quot', '"'], ['apos', "'"],
  ...LATIN1.split(' ').map((name, i): [string, string] => [name, String.fromCharCode(0xa0 + i)]),
]);

/** `found` with its character references decoded, or `found` itself when it has none. */
export function decodeEntities(found: FoundUri): FoundUri {
  const t = found.text;
  let amp = t.indexOf('&');
  if (amp < 0) return found;
  const at = (i: number): number => (found.offsets ? found.offsets[i]! : found.start + i);
  let out = '';
  const offsets: number[] = [];
  let copied = 0; // start of the text not yet copied
  for (; amp >= 0; amp = t.indexOf('&', amp + 1)) {
    const ref = reference(t, amp);
    if (ref === undefined) continue;
    out += t.slice(copied, amp) + ref.value;
    for (let i = copied; i < amp; i++) offsets.push(at(i));
    for (let k = 0; k < ref.value.length; k++) offsets.push(at(amp));
    copied = amp + ref.length;
  }
  if (copied === 0) return found;
  for (let i = copied; i < t.length; i++) offsets.push(at(i));
  return { ...found, text: out + t.slice(copied), offsets };
}

/** The character reference at `i` (which holds `&`) and its length, if it is one. */
function reference(t: string, i: number): { value: string; length: number } | undefined {
  let semi = i + 2;
  while (semi < t.length && semi - i <= 10 && t.charCodeAt(semi) !== 0x3b) semi++;
  if (t.charCodeAt(semi) !== 0x3b || semi - i > 10) return undefined;
  const body = t.slice(i + 1, semi);
  if (body.charCodeAt(0) !== 0x23) {
    const value = NAMED.get(body);
    return value === undefined ? undefined : { value, length: semi + 1 - i };
  }
  const hex = body[1] === 'x' || body[1] === 'X';
  const digits = body.slice(hex ? 2 : 1);
  if (!(hex ? /^[0-9A-Fa-f]{1,6}$/ : /^[0-9]{1,7}$/).test(digits)) return undefined;
  const code = parseInt(digits, hex ? 16 : 10);
  if (code === 0 || code > 0x10ffff) return undefined;
  return { value: String.fromCodePoint(code), length: semi + 1 - i };
}

/** Whether a character reference (`&#x2F;`, `&amp;`) ends just before `end`: its `;` is no sentence's. */
export function endsReference(text: string, end: number): boolean {
  for (let amp = end - 3; amp >= 0 && amp >= end - 12; amp--) {
    if (text.charCodeAt(amp) === 0x26) return reference(text.slice(amp, end), 0)?.length === end - amp;
  }
  return false;
}

/**
 * True when a character reference at `i` stands for what ends a URI in
 * text (`&quot;`, `&lt;`, `&gt;`, `&nbsp;`, `&#34;`): HTML that shows
 * markup, `&lt;a href=&quot;http://x/&quot;&gt;`, ends its URI there as
 * the characters would.
 */
export function isStopReference(text: string, i: number): boolean {
  const ref = reference(text.slice(i, i + 12), 0);
  return ref !== undefined && ref.value.length === 1 && isStop(ref.value.charCodeAt(0));
}

/**
 * A reference to `"`, `<` or `>` at `i` (`&quot;`, `&gt;`, `&#34;`, `&#x3C;`): markup shown escaped, whatever the text;
 * or to whitespace or a control (`&#10;`, `&#x0A;`, `&#13;`, `&#9;`, `&#32;`, `&nbsp;`), which HTML's attribute values
 * write for a line break: archivebox's crawls/admin.py builds a form's
 * `placeholder="https://example.com&#10;https://example2.com&#10;# Comments start with #"` in a Python string, a list
 * of URLs a line each. A reference to a URI's character (`&#38;`, `&amp;`: a query's `&`) goes on with it.
 */
export function isMarkupStopReference(text: string, i: number): boolean {
  const value = reference(text.slice(i, i + 12), 0)?.value;
  if (value === undefined || value.length !== 1) return false;
  const c = value.charCodeAt(0);
  return value === '"' || value === '<' || value === '>' || c <= 0x20 || (c >= 0x7f && c <= 0x9f) || isSpace(c);
}
