/**
 * How deep a JSON text nests, found in one pass without building anything.
 * JSON.parse reads any depth, but a tree parser (jsonc-parser) and every walk
 * of the parsed value recurse once per level: a file nested 100,000 deep,
 * which any repository can hold, would overflow the stack. Such a text is
 * recognised first, and handled without a tree.
 */

/** Deeper than any JSON written by hand or by a tool, and far within the stack of a recursive parser. */
export const MAX_JSON_DEPTH = 512;

/** True when brackets outside strings nest deeper than `max` somewhere in `text` (comments are read as text). */
export function exceedsJsonDepth(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c /* \ */) i++;
      else if (code === 0x22 /* " */) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b /* [ */ || code === 0x7b /* { */) {
      if (++depth > max) return true;
    } else if (code === 0x5d /* ] */ || code === 0x7d /* } */) {
      depth--;
    }
  }
  return false;
}
