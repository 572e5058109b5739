/**
 * Characters that show no glyph or reorder text (RFC 3986 §7.6, Unicode
 * TR #36), for messages that must not hide them and for the server's
 * warnings about them.
 */

/** RFC 3987 §4.1: the bidirectional formatting characters an IRI must not contain (LRM, RLM, LRE…RLO, LRI…PDI, ALM). */
export function isBidiControl(cp: number): boolean {
  return cp === 0x200e || cp === 0x200f || (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069) || cp === 0x061c;
}

/**
 * Characters that show no glyph or reorder text: zero-width and bidi
 * controls, soft hyphen, word joiners, BOM, and lone surrogates (which no
 * font shows and no UTF-8 can encode).
 */
export function isInvisible(cp: number): boolean {
  return (
    isBidiControl(cp) ||
    (cp >= 0x200b && cp <= 0x200d) ||
    (cp >= 0x2060 && cp <= 0x2064) ||
    cp === 0x00ad ||
    cp === 0x034f ||
    cp === 0x180e ||
    cp === 0xfeff ||
    (cp >= 0xfff9 && cp <= 0xfffb) ||
    (cp >= 0xd800 && cp <= 0xdfff)
  );
}

/** `U+200B` for a code point. */
export function codePointLabel(cp: number): string {
  return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** C0 and C1 controls, DEL, line and paragraph separators: what a terminal acts on or breaks a line at. */
function isControl(cp: number): boolean {
  return cp < 0x20 || (cp >= 0x7f && cp < 0xa0) || cp === 0x2028 || cp === 0x2029;
}

const MAY_HOLD_CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u200E\u200F\u202A-\u202E\u2066-\u2069\u061C]/;

/**
 * `text` with its control and bidirectional characters shown as code points
 * (`⟨U+001B⟩`): a file name, a path or a fragment shown in a message or on a
 * terminal cannot move the cursor, recolor, reorder or hide a line.
 */
export function visibleText(text: string): string {
  if (!MAY_HOLD_CONTROL.test(text)) return text;
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    out += isControl(cp) || isBidiControl(cp) ? `⟨${codePointLabel(cp)}⟩` : ch;
  }
  return out;
}
