/**
 * Markdown's HTML blocks (CommonMark §4.6): the condition (1 to 7) a line's start meets, and where the end marker of
 * one of conditions 1 to 5 is (a comment's `-->`, `</pre>`…); markdownBlocks.ts reads the lines between.
 */

/** The tags whose HTML block ends at the matching end tag (condition 1). */
const RAW = /^<(?:script|pre|style|textarea)(?:[ \t>]|\r?$)/i;
/** The block-level tags of condition 6. */
const BLOCK_TAG = /^<\/?(?:address|article|aside|base|basefont|blockquote|body|caption|center|col|colgroup|dd|details|dialog|dir|div|dl|dt|fieldset|figcaption|figure|footer|form|frame|frameset|h[1-6]|head|header|hr|html|iframe|legend|li|link|main|menu|menuitem|nav|noframes|ol|optgroup|option|p|param|search|section|summary|table|tbody|td|tfoot|th|thead|title|tr|track|ul)(?:[ \t>]|\/>|\r?$)/i;
/** A complete open or closing tag alone on its line (condition 7). */
const LONE_TAG = /^(?:<[A-Za-z][A-Za-z0-9-]*(?:[ \t]+[A-Za-z_:][\w.:-]*(?:[ \t]*=[ \t]*(?:[^"'=<>`\s]+|'[^'\n]*'|"[^"\n]*"))?)*[ \t]*\/?>|<\/[A-Za-z][A-Za-z0-9-]*[ \t]*>)[ \t]*\r?$/;

/** The condition (1 to 7) an HTML block starting `rest` meets, or 0; condition 7 only where it may (`seven`: no paragraph to interrupt). */
export function htmlStart(rest: string, { seven }: { seven: boolean }): number {
  if (RAW.test(rest)) return 1;
  if (rest.startsWith('<!--')) return 2;
  if (rest.startsWith('<?')) return 3;
  if (rest.startsWith('<![CDATA[')) return 5;
  if (/^<![A-Za-z]/.test(rest)) return 4;
  if (BLOCK_TAG.test(rest)) return 6;
  return seven && LONE_TAG.test(rest) ? 7 : 0;
}

/** Where the end marker of an HTML block of condition 1 to 5 opened at `j` is, or the text's length. */
export function htmlEnd(text: string, j: number, kind: number): number {
  if (kind === 1) {
    END_TAG.lastIndex = j;
    const m = END_TAG.exec(text);
    return m === null ? text.length : m.index;
  }
  const marker = kind === 2 ? '-->' : kind === 3 ? '?>' : kind === 4 ? '>' : ']]>';
  // The marker may end on the opening line, past the opener (`<!---->` ends at once).
  const at = text.indexOf(marker, j + (kind === 2 ? 2 : kind === 5 ? 9 : 2));
  return at < 0 ? text.length : at;
}

const END_TAG = /<\/(?:script|pre|style|textarea)>/gi;
