/**
 * HTML character references in a reference found in HTML (attribute values
 * and text) or in a Markdown link destination (CommonMark §2.5 recognizes
 * them there): `&amp;` is `&`, `&#x3D;` is `=`. The parser must read what
 * the browser would, or `?a=1&#x3D;2#x&#x3D;y` reads as a second `#`.
 * Numeric references and the XML five plus `&nbsp;` are decoded, each code
 * unit mapped to the offset of its `&`; other names are left as written.
 */
import type { FoundUri } from '../find';
import { isStop } from './classes';

const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

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
    const value = NAMED[body];
    return value === undefined ? undefined : { value, length: semi + 1 - i };
  }
  const hex = body[1] === 'x' || body[1] === 'X';
  const digits = body.slice(hex ? 2 : 1);
  if (!(hex ? /^[0-9A-Fa-f]{1,6}$/ : /^[0-9]{1,7}$/).test(digits)) return undefined;
  const code = parseInt(digits, hex ? 16 : 10);
  if (code === 0 || code > 0x10ffff) return undefined;
  return { value: String.fromCodePoint(code), length: semi + 1 - i };
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
