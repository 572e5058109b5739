/**
 * Bytes of a file to the text an editor shows, and back. The byte order
 * mark is not part of the text (VS Code hides it too, so columns agree) but
 * is kept for writing; UTF-16 files with a BOM are read as such. Line
 * endings are left in the text as they are, so a fix keeps them.
 */

/** How a file's text is stored. */
export type Encoding = 'utf8' | 'utf8bom' | 'utf16le' | 'utf16be';

/** A file's text and how to write it back. */
export interface DecodedText {
  text: string;
  encoding: Encoding;
}

/** How many leading bytes are searched for a NUL to call a file binary (as git does). */
const BINARY_SNIFF = 8000;

/** The text of `bytes`, or undefined when they look binary (a NUL byte near the start, without a UTF-16 BOM). */
export function decode(bytes: Uint8Array): DecodedText | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { text: utf8(bytes.subarray(3)), encoding: 'utf8bom' };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf16le' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf16be' };
  if (bytes.subarray(0, BINARY_SNIFF).includes(0)) return undefined;
  return { text: utf8(bytes), encoding: 'utf8' };
}

function utf8(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
}

/** The bytes of `text` in `encoding`, with its BOM when it had one. */
export function encode(text: string, encoding: Encoding): Buffer {
  switch (encoding) {
    case 'utf8': return Buffer.from(text, 'utf8');
    case 'utf8bom': return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);
    case 'utf16le': return Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    case 'utf16be': return Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()]);
  }
}
