/**
 * `--fix-dry-run`: the unified diff of a fix, with three lines of context,
 * every password shown as `••••` on both sides (RFC 3986 §3.2.1: a
 * password must not be shown, and a diff is output like any other).
 */
import { docOffset } from '../shared/offsets';
import { PASSWORD_MASK, secretSpans } from '@uri-lint/shared';
import type { Analysis } from '../service/index';

const CONTEXT = 3;

/** The unified diff from `before` to `after` (two scans of one file shown as `displayPath`); '' when equal. */
export function unifiedDiff(displayPath: string, before: Analysis, after: Analysis): string {
  const a = maskedLines(before);
  const b = maskedLines(after);
  const changes = changedLines(a, b);
  if (changes.length === 0) return '';
  const out = [`--- a/${displayPath}`, `+++ b/${displayPath}`];
  for (const hunk of hunks(changes, a.length, b.length)) {
    out.push(`@@ -${range(hunk.aStart, hunk.aEnd)} +${range(hunk.bStart, hunk.bEnd)} @@`);
    let i = hunk.aStart;
    let j = hunk.bStart;
    for (const change of hunk.changes) {
      for (; i < change.aStart; i++, j++) out.push(` ${a[i]}`);
      for (; i < change.aEnd; i++) out.push(`-${a[i]}`);
      for (; j < change.bEnd; j++) out.push(`+${b[j]}`);
    }
    for (; i < hunk.aEnd; i++) out.push(` ${a[i]}`);
  }
  return `${out.join('\n')}\n`;
}

/** A run of lines `a[aStart, aEnd)` replaced by `b[bStart, bEnd)`. */
interface Change {
  aStart: number;
  aEnd: number;
  bStart: number;
  bEnd: number;
}

/**
 * The changed lines. Fixes never add or remove a line break, so the lines
 * pair up one to one; should the counts differ, the lines between the
 * common start and the common end are one change.
 */
function changedLines(a: string[], b: string[]): Change[] {
  if (a.length === b.length) {
    const changes: Change[] = [];
    for (let i = 0; i < a.length; i++) {
      if (a[i] === b[i]) continue;
      const last = changes[changes.length - 1];
      if (last && last.aEnd === i) last.aEnd = last.bEnd = i + 1;
      else changes.push({ aStart: i, aEnd: i + 1, bStart: i, bEnd: i + 1 });
    }
    return changes;
  }
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  return [{ aStart: head, aEnd: a.length - tail, bStart: head, bEnd: b.length - tail }];
}

/** Changes grouped into hunks whose context lines touch or overlap. */
function hunks(changes: Change[], aLength: number, bLength: number): (Change & { changes: Change[] })[] {
  const out: (Change & { changes: Change[] })[] = [];
  for (const change of changes) {
    const aStart = Math.max(0, change.aStart - CONTEXT);
    const last = out[out.length - 1];
    if (last && aStart <= last.aEnd) {
      last.changes.push(change);
      last.aEnd = Math.min(aLength, change.aEnd + CONTEXT);
      last.bEnd = Math.min(bLength, change.bEnd + CONTEXT);
    } else {
      const before = change.aStart - aStart;
      out.push({
        aStart, aEnd: Math.min(aLength, change.aEnd + CONTEXT),
        bStart: change.bStart - before, bEnd: Math.min(bLength, change.bEnd + CONTEXT),
        changes: [change],
      });
    }
  }
  return out;
}

/** `start,count` of a unified diff range (1-based; an empty range names the line before it). */
function range(start: number, end: number): string {
  const count = end - start;
  return `${count === 0 ? start : start + 1},${count}`;
}

/** The lines of a scanned text with every password masked (line breaks inside one kept, so lines still pair up). */
function maskedLines(analysis: Analysis): string[] {
  let text = '';
  let last = 0;
  for (const { found, parsed } of analysis.references) {
    for (const secret of secretSpans(found.text, parsed)) {
      const start = docOffset(found, secret.start);
      const end = docOffset(found, secret.end);
      text += analysis.text.slice(last, start) + PASSWORD_MASK + analysis.text.slice(start, end).replace(/[^\r\n]+/g, '');
      last = end;
    }
  }
  text += analysis.text.slice(last);
  const lines = text.split(/\r?\n/);
  // A final line break ends the last line; it does not start another.
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}
