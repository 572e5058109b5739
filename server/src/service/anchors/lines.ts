/**
 * Line anchors, as GitHub, GitLab and Bitbucket link a file's lines:
 * `#L10`, `#L10-L20`, `#L10C5`, `#L10C5-L12C3` (GitHub's columns). They name
 * lines of any file, so they are checked against its length, whatever it holds.
 */

/** The lines (and columns, 1-based) a line anchor names. */
export interface LineAnchor {
  from: { line: number; column?: number };
  to?: { line: number; column?: number };
}

const LINE_ANCHOR = /^L(\d+)(?:C(\d+))?(?:-L(\d+)(?:C(\d+))?)?$/;

/** The lines a fragment names, or undefined when it is no line anchor. */
export function parseLineAnchor(fragment: string): LineAnchor | undefined {
  const match = LINE_ANCHOR.exec(fragment);
  if (!match) return undefined;
  const point = (line: string, column: string | undefined) =>
    (column === undefined ? { line: Number(line) } : { line: Number(line), column: Number(column) });
  // Group 1 is always there when the pattern matches; group 3 when it names a range.
  const [, fromLine, fromColumn, toLine, toColumn] = match as unknown as [string, string, string | undefined, string | undefined, string | undefined];
  return toLine === undefined
    ? { from: point(fromLine, fromColumn) }
    : { from: point(fromLine, fromColumn), to: point(toLine, toColumn) };
}

/** The lengths of a text's lines; a final line break ends the last line rather than starting another (as editors count). */
export function lineLengths(text: string): number[] {
  const lengths = text.split(/\r\n|\r|\n/).map((l) => l.length);
  if (lengths.length > 1 && lengths[lengths.length - 1] === 0) lengths.pop();
  return lengths;
}

/**
 * Why a line anchor names nothing in a text of these line lengths, or
 * undefined when it names lines that are there. Line 0 is no line (lines
 * count from 1).
 */
export function lineAnchorProblem(anchor: LineAnchor, lengths: readonly number[]): string | undefined {
  for (const point of anchor.to ? [anchor.from, anchor.to] : [anchor.from]) {
    if (point.line < 1 || point.line > lengths.length) {
      return `line ${point.line} is not in the file, which has ${lengths.length} line${lengths.length === 1 ? '' : 's'}`;
    }
    // A column past a line's end is shown at its end (GitHub): only a column 0 names nothing.
    if (point.column === 0) return `columns count from 1`;
  }
  return undefined;
}
