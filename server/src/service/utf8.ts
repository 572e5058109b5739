/** UTF-8 sizes, for `uriLint.maxFileSize` (which counts bytes, as files on disk do). */

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
