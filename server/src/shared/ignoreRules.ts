/**
 * The lines of an ignore file (git's syntax: `.gitignore`, `.urilintignore`)
 * that are used, for the command line's walk, the editor's ignore files
 * (config/ignoreFiles.ts) and the links' reading of `.gitignore`
 * (links/ignored.ts) alike.
 */

/**
 * The longest line of an ignore file that is used: the `ignore` package makes
 * one regular expression of a line, and one of tens of kilobytes is too large
 * for JavaScript to compile (it threw in the middle of a walk). No path is
 * longer than this.
 */
export const MAX_IGNORE_LINE = 4096;

/** The rules of an ignore file's `text` that are used, and the numbers (1-based) of the lines too long to be. */
export function usableIgnoreRules(text: string): { rules: string; tooLong: number[] } {
  const lines = text.split('\n');
  const tooLong: number[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]!.length > MAX_IGNORE_LINE) {
      tooLong.push(i + 1);
      lines[i] = '';
    }
  }
  return { rules: tooLong.length === 0 ? text : lines.join('\n'), tooLong };
}

