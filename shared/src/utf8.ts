/**
 * UTF-8 percent-encoding of single characters (RFC 3986 §2.1, §2.5: new
 * URI schemes encode characters as UTF-8 octets, each octet as "%" HEXDIG HEXDIG).
 */

const HEX = '0123456789ABCDEF';

/** "%XX" for one octet, uppercase as §2.1 recommends. */
export function pctOctet(octet: number): string {
  return '%' + HEX[octet >> 4] + HEX[octet & 15];
}

/**
 * Percent-encodes the UTF-8 octets of the code point `cp`. A lone
 * surrogate has no UTF-8 form and is encoded as U+FFFD, the replacement
 * character, as WHATWG's encoders do.
 */
export function pctEncodeCodePoint(cp: number): string {
  if (cp >= 0xd800 && cp <= 0xdfff) cp = 0xfffd;
  if (cp < 0x80) return pctOctet(cp);
  if (cp < 0x800) return pctOctet(0xc0 | (cp >> 6)) + pctOctet(0x80 | (cp & 63));
  if (cp < 0x10000) {
    return pctOctet(0xe0 | (cp >> 12)) + pctOctet(0x80 | ((cp >> 6) & 63)) + pctOctet(0x80 | (cp & 63));
  }
  return (
    pctOctet(0xf0 | (cp >> 18)) +
    pctOctet(0x80 | ((cp >> 12) & 63)) +
    pctOctet(0x80 | ((cp >> 6) & 63)) +
    pctOctet(0x80 | (cp & 63))
  );
}

/** Percent-encodes every character of `text` as UTF-8. */
export function pctEncodeAll(text: string): string {
  let out = '';
  for (const ch of text) out += pctEncodeCodePoint(ch.codePointAt(0)!);
  return out;
}

/** Size of `text[start,end)` in UTF-8 bytes (a lone surrogate counts 3, as its replacement character). */
export function utf8Length(text: string, start = 0, end = text.length): number {
  let bytes = end - start;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) continue;
    if (c < 0x800) bytes += 1;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < end && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) { bytes += 2; i++; }
    else bytes += 2;
  }
  return bytes;
}
