/**
 * Incremental re-analysis (RFC 3986 Appendix C meets text editing): after an
 * edit, the lines it touched are re-read, grown to cover any reference that
 * crossed the edit, any `<…>` or tag wrapped over lines around it, and, where
 * the language makes later text depend on earlier text (comments in code,
 * Markdown fences), everything after it. The references outside are kept,
 * shifted by the edit's length delta. The text is read through a window of
 * the lines around the region, so a huge document is never copied whole.
 */
import { blockRestarts, cdataSections, fencedBlocks, sameBlockShape, findTraits, linesInConstructs, MAX_WRAPPED_LINES, rawTextElements } from '@uri-lint/shared';
import type { FindReach } from '@uri-lint/shared';
import { createLanguageService } from '../service/index';
import { partitionPoint } from '@uri-lint/shared';
import type { AnalyzedReference } from '../service/index';
import type { OffsetEdit } from './chunkedDocument';
import type { ReferenceList } from './referenceList';

const { analyzeText, shifted } = createLanguageService().analysis;

/** Finds and parses the references in `text[start,end)`; `analyzeText` in production, a stand-in in tests. */
export type Analyzer = (text: string, languageId: string, start?: number, end?: number) => AnalyzedReference[];

/** Text that can be read in pieces: a string, or a `ChunkedDocument`. */
export interface TextSource {
  readonly length: number;
  slice(start: number, end: number): string;
}

/**
 * A window `[base, base + text.length)` of a text source, as one string,
 * that widens itself (doubling) whenever something reads outside it.
 */
class Window {
  private text = '';
  private base = 0;

  constructor(private readonly source: TextSource, start: number, end: number) {
    this.cover(start, end);
  }

  get length(): number {
    return this.source.length;
  }

  /** Makes the window hold at least `[start,end)`. */
  cover(start: number, end: number): void {
    start = Math.max(0, start);
    end = Math.min(this.source.length, end);
    const top = this.base + this.text.length;
    if (start >= this.base && end <= top && this.text.length > 0) return;
    const margin = Math.max(4096, this.text.length);
    const from = this.text.length === 0 ? Math.max(0, start - margin) : Math.max(0, Math.min(start, this.base - margin));
    const to = this.text.length === 0 ? Math.min(this.source.length, end + margin) : Math.min(this.source.length, Math.max(end, top + margin));
    this.text = this.source.slice(from, to);
    this.base = from;
  }

  charCodeAt(i: number): number {
    if (i < 0 || i >= this.source.length) return NaN;
    this.cover(i, i + 1);
    return this.text.charCodeAt(i - this.base);
  }

  /** Offset of the first `\n` at or after `from`, or -1. */
  nextBreak(from: number): number {
    for (;;) {
      const hit = this.text.indexOf('\n', Math.max(0, from - this.base));
      if (hit >= 0) return hit + this.base;
      if (this.base + this.text.length >= this.source.length) return -1;
      this.cover(from, this.base + this.text.length + 1);
    }
  }

  /** Offset of the last `\n` at or before `from`, or -1. */
  previousBreak(from: number): number {
    if (from < 0) return -1;
    for (;;) {
      this.cover(from, from + 1);
      const hit = this.text.lastIndexOf('\n', from - this.base);
      if (hit >= 0) return hit + this.base;
      if (this.base === 0) return -1;
      this.cover(this.base - 1, from + 1);
    }
  }

  slice(start: number, end: number): string {
    this.cover(start, end);
    return this.text.slice(start - this.base, end - this.base);
  }

  /** `[start, end)` of the source, the window left as it is (what the analyzer is handed is not widened). */
  sliceApart(start: number, end: number): string {
    const top = this.base + this.text.length;
    return start >= this.base && end <= top ? this.text.slice(start - this.base, end - this.base) : this.source.slice(start, end);
  }

  /** Runs the analyzer over `region.start, region.end` with `[readFrom, readTo)` in view, in source offsets. */
  analyze(analyze: Analyzer, languageId: string, region: WindowRegion): AnalyzedReference[] {
    const { start, end, readFrom, readTo, exact } = region;
    this.cover(readFrom, readTo);
    const base = exact ? readFrom : this.base;
    const text = exact && readFrom > this.base ? this.text.slice(readFrom - this.base) : this.text;
    const found = analyze(text, languageId, start - base, end - base);
    return base === 0 ? found : found.map((ref) => shifted(ref, base));
  }
}

/** What `Window.analyze` reads: references starting in `[start, end)`, the text `[readFrom, readTo)` in view (source offsets). */
interface WindowRegion {
  start: number;
  end: number;
  readFrom: number;
  readTo: number;
  /** The text the analyzer reads starts at `readFrom` (a point it may start from), not at the window's base. */
  exact: boolean;
}

/**
 * How far back an unclosed `<` may open a reference wrapped over lines
 * (Appendix C): the finder's own limit.
 */
export const WRAPPED_LINES = MAX_WRAPPED_LINES;

const NL = 0x0a;

/** Offset of the first character of the line holding `offset`. */
function lineStart(text: Window, offset: number): number {
  return text.previousBreak(offset - 1) + 1;
}

/** Offset just past the line break ending the line holding `offset` (or the text's end). */
function lineEnd(text: Window, offset: number): number {
  const nl = text.nextBreak(offset);
  return nl < 0 ? text.length : nl + 1;
}

/**
 * The start of the line holding a `<` still open at `offset` (no `>` after
 * it), when one opens within `WRAPPED_LINES` lines before; else `offset`.
 */
function openAngleStart(text: Window, offset: number): number {
  const from = linesBefore(text, lineStart(text, offset), WRAPPED_LINES);
  const before = text.slice(from, offset);
  const lt = before.lastIndexOf('<');
  if (lt < 0 || before.indexOf('>', lt) >= 0) return offset;
  // Within WRAPPED_LINES line breaks of `offset`: the line breaks between the `<` and `offset`.
  let lines = 0;
  for (let nl = before.indexOf('\n', lt); nl >= 0 && lines <= WRAPPED_LINES; nl = before.indexOf('\n', nl + 1)) lines++;
  return lines > WRAPPED_LINES ? offset : lineStart(text, from + lt);
}

/**
 * When a `<` in `[start,end)` is still open at `end` (a tag or a `<…>`
 * wrapped over lines), the end of the line of the next `>` or `<` within
 * `WRAPPED_LINES` lines, or of the last of those lines; else `end`.
 */
function closeAngleEnd(text: Window, start: number, end: number): number {
  const region = text.slice(start, end);
  if (region.lastIndexOf('<') <= region.lastIndexOf('>')) return end;
  return wrapEnd(text, end);
}

/**
 * The end of the line of the next `>` or `<` within `WRAPPED_LINES` lines after `end`, or of the last of those lines:
 * as far as a `<…>` open at `end` may be wrapped.
 */
function wrapEnd(text: Window, end: number): number {
  // The next WRAPPED_LINES line breaks and what follows the last of them up to its line's end.
  const to = linesAfter(text, end, WRAPPED_LINES + 1);
  const after = text.slice(end, to);
  const lt = after.indexOf('<');
  const gt = after.indexOf('>');
  const hit = lt < 0 ? gt : gt < 0 ? lt : Math.min(lt, gt);
  if (hit >= 0) {
    let lines = 0;
    for (let nl = after.indexOf('\n'); nl >= 0 && nl < hit; nl = after.indexOf('\n', nl + 1)) lines++;
    if (lines <= WRAPPED_LINES) return lineEnd(text, end + hit);
  }
  // No bracket within those lines: the line break that ends the (WRAPPED_LINES + 1)th line after `end`.
  let nl = -1;
  for (let k = 0; k <= WRAPPED_LINES; k++) {
    nl = after.indexOf('\n', nl + 1);
    if (nl < 0) return text.length;
  }
  return end + nl + 1;
}

/** The old references `[first,last)` to replace, and the region `[start,end)` of the new text to re-read. */
interface Region {
  start: number;
  end: number;
  first: number;
  last: number;
}

/**
 * The references of `text` after `edit`, given the references of the text
 * before it: the lines around the edit are re-analyzed, the rest is kept and
 * moved (without copying them: see referenceList.ts). Equals `analyze(text, languageId)` as long as the analyzer's view
 * of a reference reaches no further than its line, or a `<…>` of
 * `WRAPPED_LINES` lines, and it reads from a line start as a full scan does;
 * where an edit can change what lies beyond (a comment opened in code, a
 * Markdown fence), everything after the edit is re-read.
 */
export function reanalyze(
  previous: ReferenceList,
  source: TextSource,
  languageId: string,
  edit: OffsetEdit,
  analyze: Analyzer = analyzeText,
  memo?: ReanalyzeMemo,
): ReferenceList {
  const text = new Window(source, edit.start, edit.start + edit.newLength);
  const delta = edit.newLength - (edit.end - edit.start);
  // References touching the edit are always re-read: a URI can cross it.
  const first = firstEndingAfter(previous, edit.start - 1, (o) => o);
  let last = first;
  while (last < previous.length && previous.startOf(last) <= edit.end) last++;
  // The whole lines of the edit, the line its inserted text ends on included (it holds what followed the edit).
  let start = lineStart(text, edit.start);
  let end = lineEnd(text, edit.start + edit.newLength);
  const traits = findTraits(languageId);
  // Source code: where comments and strings span lines, to start reading at a line in code near the edit and to
  // re-read past the edit's lines only when the edit changed whether the text after them is read as code.
  // JavaScript reads a `/` that starts a line as a regular expression or a division by the line before.
  if (traits.family === 'code') end = pastSlashLines(text, end);
  const code = traits.family === 'code' && memo ? codeAfter(memo, text, languageId, edit, start, end) : undefined;
  let toEnd = code ? code.toEnd : changesWhatFollows(traits.reach, text, start, end, edit);
  // HTML: where the raw-text elements are now (`<script>`…), whose content the finder reads as no markup.
  const raws = traits.html && memo ? rawsAfter(memo, text, edit, delta) : undefined;
  if (raws?.changed) toEnd = true;
  if (traits.attributes) {
    // An attribute value may open lines before its `=` or close lines after it.
    start = linesBefore(text, start, WRAPPED_LINES);
    end = linesAfter(text, end, WRAPPED_LINES);
  }
  if (toEnd) end = text.length;
  // Markdown: the lines a reading of its blocks may start from (outside fences among them), so that the analyzer
  // starts at one near the edit and reads on to where the blocks read as before the edit.
  const markdown = traits.reach === 'fence' && memo !== undefined;
  if (markdown) {
    const until = restartsAfter(memo!, text, edit, delta, { end, toEnd });
    if (until < 0) end = text.length;
    else end = Math.max(end, until);
  }
  let region: Region = { start, end, first, last };
  for (;;) {
    region = grow(previous, text, region, edit, delta);
    // The analyzer sees the lines it may read around the region; where it reads from the start, all before it,
    // or (Markdown) from a line a reading of its blocks may start from.
    const before = linesBefore(text, region.start, WRAPPED_LINES + 1);
    // HTML with raw-text elements: from outside any (before the start tag of the one the region starts in), up to
    // the end tag of the one it ends in, so that the finder tells them as a reading from the start does.
    const readFrom = raws ? outsideRaws(raws.elements, before) : traits.reach === 'line' ? before : markdown ? restartBefore(memo!.restarts!, before) : code ? inCode(code.runs, before) : 0;
    const readTo = raws ? pastRaws(text, raws.elements, linesAfter(text, region.end, WRAPPED_LINES + 1)) : linesAfter(text, region.end, WRAPPED_LINES + 1);
    const found = text.analyze(analyze, languageId, { start: region.start, end: region.end, readFrom, readTo, exact: markdown || code !== undefined || raws !== undefined });
    const foundEnd = found.length > 0 ? found[found.length - 1]!.found.end : 0;
    if (foundEnd <= region.end) return previous.replace(region.first, region.last, found, delta);
    // The analyzer read a reference past the region: take it in, re-read.
    region = { ...region, end: foundEnd };
  }
}

/**
 * What a document keeps between re-scans, in the current text's offsets: the lines a reading of Markdown's blocks may
 * start from (`blockRestarts`), and the runs of lines of source code that start in a comment or string
 * (`linesInConstructs`).
 */
export interface ReanalyzeMemo {
  /** Markdown: the line starts a reading of its blocks may begin at (`blockRestarts`). */
  restarts?: number[];
  runs?: number[];
  /** HTML's raw-text elements and XML's CDATA sections (`rawTextElements`, `cdataSections`). */
  raws?: number[];
}

/**
 * Source code after `edit` (`[start, end)` the lines it touched): whether the
 * text after those lines may read differently (it starts in code, or not,
 * where it did not before), and the runs of lines in comments and strings,
 * recorded in `memo`. Undefined for a language not known as code.
 */
function codeAfter(memo: ReanalyzeMemo, text: Window, languageId: string, edit: OffsetEdit, start: number, end: number): { toEnd: boolean; runs: number[] } | undefined {
  const old = memo.runs;
  if (old === undefined) {
    // The first edit since a full scan: the runs of the new text, and the edit judged by what it inserted or removed.
    const all = linesInConstructs(text.slice(0, text.length), languageId, 0, text.length);
    if (all === undefined) return undefined;
    memo.runs = all.runs;
    return { toEnd: changesWhatFollows('lexical', text, start, end, edit), runs: memo.runs };
  }
  // Before the edit the old runs hold; read from a line in code a few lines before it, up to the end of its lines,
  // in the new text and in the old (the edit undone): the text after them reads the same when both end alike.
  const from = inCode(old, linesBefore(text, start, WRAPPED_LINES + 1));
  const delta = edit.newLength - (edit.end - edit.start);
  const oldEnd = end - delta;
  const before = text.slice(from, edit.start);
  const oldLines = before + (edit.removed ?? '') + text.slice(edit.start + edit.newLength, end);
  const was = linesInConstructs(oldLines, languageId, 0, oldLines.length)!;
  let scanned = linesInConstructs(text.slice(from, end), languageId, 0, end - from)!;
  const toEnd = edit.removed === undefined || was.endState !== scanned.endState;
  if (toEnd) scanned = linesInConstructs(text.slice(from, text.length), languageId, 0, text.length - from)!;
  const runs = [...old.filter((_, k) => old[k | 1]! < from), ...scanned.runs.map((o) => o + from)];
  if (!toEnd) {
    for (let k = 0; k < old.length; k += 2) {
      const [b, l] = [old[k]! + delta, old[k + 1]! + delta];
      if (old[k + 1]! < oldEnd) continue;
      // A run going on past the edit's lines: the new one ends at their end, and goes on as the old one did.
      if (old[k]! < oldEnd && runs.length > 0 && runs[runs.length - 1] === end) runs[runs.length - 1] = l;
      else if (old[k]! >= oldEnd) runs.push(b, l);
    }
  }
  memo.runs = runs;
  return { toEnd, runs };
}

/** `end`, or the end of the lines after it that start (after blanks) with `/`, and of the blank lines among them. */
function pastSlashLines(text: Window, end: number): number {
  for (;;) {
    let i = end;
    while (i < text.length && (text.charCodeAt(i) === 0x20 || text.charCodeAt(i) === 0x09 || text.charCodeAt(i) === 0x0d || text.charCodeAt(i) === NL)) i++;
    if (i >= text.length || text.charCodeAt(i) !== 0x2f) return end;
    end = lineEnd(text, i);
  }
}

/** `offset`, or, when the line starting there starts in a comment or string, the start of the line that opened it. */
function inCode(runs: readonly number[], offset: number): number {
  // A run holds the line starts in (before, last]: those of [before, last) moved by one.
  return pairStart(runs, offset - 1) ?? offset;
}

/**
 * The raw-text elements of HTML and XML's CDATA sections after `edit` (`rawTextElements`: three offsets each), recorded in `memo`, and whether
 * the edit changed any but by moving it (made or broke a `<script>` or its end tag, changed its `type`): then what
 * follows the edit reads differently. The first edit since a full scan has no old ones to compare: it changes them.
 */
function rawsAfter(memo: ReanalyzeMemo, text: Window, edit: OffsetEdit, delta: number): { elements: number[]; changed: boolean } {
  const old = memo.raws;
  // XML's CDATA sections too (`cdataSections`), whose content is no markup either: both, whatever the text's language
  // (in HTML a section's change only re-reads what follows, which reads the same).
  const whole = text.slice(0, text.length);
  const elements = byStart(rawTextElements(whole), cdataSections(whole));
  memo.raws = elements;
  if (old === undefined || old.length !== elements.length) return { elements, changed: true };
  for (let k = 0; k < old.length; k++) {
    const o = old[k]!;
    // An offset inside the edit has no place after it: changed.
    const moved = o < edit.start ? o : o >= edit.end ? o + delta : -1;
    if (moved !== elements[k]) return { elements, changed: true };
  }
  return { elements, changed: false };
}

/** Two lists of three offsets each, sorted by their first, as one so sorted (most texts have none of one kind). */
function byStart(a: number[], b: readonly number[]): number[] {
  if (b.length === 0) return a;
  if (a.length === 0) return b.slice();
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && a[i]! <= b[j]!)) {
      out.push(a[i]!, a[i + 1]!, a[i + 2]!);
      i += 3;
    } else {
      out.push(b[j]!, b[j + 1]!, b[j + 2]!);
      j += 3;
    }
  }
  return out;
}

/** `offset`, or the start tag's `<` of the raw-text element (`[<, end tag)`) it lies in: a place the finder may start from. */
function outsideRaws(elements: readonly number[], offset: number): number {
  for (let k = 0; k < elements.length && elements[k]! <= offset; k += 3) {
    if (offset < elements[k + 2]!) return elements[k]!;
  }
  return offset;
}

/** `offset`, or the end of the line of the end tag of the raw-text element it lies in: the finder sees the whole element. */
function pastRaws(text: Window, elements: readonly number[], offset: number): number {
  for (let k = 0; k < elements.length && elements[k]! < offset; k += 3) {
    if (offset <= elements[k + 2]!) return Math.max(offset, lineEnd(text, elements[k + 2]!));
  }
  return offset;
}

/**
 * Markdown after `edit` (`lines`: where the lines re-read end, and whether all after them is read anew): the line
 * starts a reading of the blocks may begin at (`blockRestarts`), recorded in `memo`, and where the re-read must reach
 * for the blocks to read as before the edit (a start in both readings past the edit's lines, the text after it the
 * same), or -1 when nowhere (read to the end). Those before the edit's lines stay; the lines from the last of them
 * are read until one agrees.
 */
function restartsAfter(memo: ReanalyzeMemo, text: Window, edit: OffsetEdit, delta: number, lines: { end: number; toEnd: boolean }): number {
  const { end, toEnd } = lines;
  if (toEnd || edit.removed === undefined) {
    memo.restarts = restartsOf(text.slice(0, text.length));
    return -1;
  }
  // The first edit since a full scan: the starts of the text before it, read once.
  const old = memo.restarts ?? restartsOf(text.slice(0, edit.start) + edit.removed + text.slice(edit.start + edit.newLength, text.length));
  // The edit's own lines; an edit of one line's words: the blocks read as before, the starts only move.
  const ls = lineStart(text, edit.start);
  const le = lineEnd(text, edit.start + edit.newLength);
  const close = le > ls && text.charCodeAt(le - 1) === NL ? le - 1 : le;
  if (sameBlockShape(text.slice(ls, edit.start) + edit.removed + text.slice(edit.start + edit.newLength, close), text.slice(ls, close))) {
    // Moved in place: a copy per keystroke of a list as long as the document's paragraphs is garbage that lives until
    // the next one (promoted, collected with the old generation).
    if (delta !== 0) for (let k = partitionPoint(old.length, (i) => old[i]! <= ls); k < old.length; k++) old[k]! += delta;
    memo.restarts = old;
    return end;
  }
  const kept = partitionPoint(old.length, (i) => old[i]! < ls);
  const from = kept > 0 ? old[kept - 1]! : 0;
  // The old starts after the edit, in the new text's offsets, to meet.
  const after = partitionPoint(old.length, (i) => old[i]! < edit.end);
  const agrees = (at: number): boolean => {
    const k = partitionPoint(old.length - after, (i) => old[after + i]! + delta < at);
    return after + k < old.length && old[after + k]! + delta === at;
  };
  // Read a stretch, twice as long each time the blocks do not agree in it.
  for (let span = 1 << 12; ; span *= 2) {
    const to = Math.min(text.length, le + span);
    const slice = text.sliceApart(from, to);
    // Its own fences, not the memo's moved ones: a list item made above an indented fence makes it one.
    const local = fencedBlocks(slice, slice.length);
    // A line cut by the stretch's end is no start to stop at.
    const last = to < text.length ? slice.lastIndexOf('\n') + 1 : slice.length + 1;
    const read = blockRestarts(slice, local, 0, le - from, (at) => at < last && agrees(at + from));
    if (read.end < slice.length || to >= text.length) {
      const met = read.end < slice.length ? read.end + from : -1;
      // One new list, in one pass: those kept, those read, the old ones from where they met, moved.
      const restarts = old.slice(0, kept);
      for (const o of read.restarts) restarts.push(o + from);
      if (met >= 0) for (let k = partitionPoint(old.length, (i) => old[i]! + delta < met); k < old.length; k++) restarts.push(old[k]! + delta);
      memo.restarts = restarts;
      return met;
    }
  }
}

/** The line starts a reading of a whole Markdown text's blocks may begin at. */
function restartsOf(whole: string): number[] {
  return blockRestarts(whole, fencedBlocks(whole, whole.length), 0, whole.length).restarts;
}

/** The last line start in `restarts` at or before `offset`, or 0: a line the finder may start reading Markdown from. */
function restartBefore(restarts: readonly number[], offset: number): number {
  const k = partitionPoint(restarts.length, (i) => restarts[i]! <= offset);
  return k > 0 ? restarts[k - 1]! : 0;
}

/** The start of the pair of sorted, disjoint `[start, end)` pairs that holds `offset`, if one does. */
function pairStart(pairs: readonly number[], offset: number): number | undefined {
  const lo = partitionPoint(pairs.length / 2, (i) => pairs[2 * i + 1]! <= offset);
  return lo < pairs.length / 2 && pairs[2 * lo]! <= offset ? pairs[2 * lo] : undefined;
}

/** The start of the line `lines` lines before the one starting at `start` (or of the text). */
function linesBefore(text: Window, start: number, lines: number): number {
  let i = start;
  for (let k = 0; k < lines && i > 0; k++) i = lineStart(text, i - 1);
  return i;
}

/** The end of the line `lines` lines after the one ending at `end` (or of the text). */
function linesAfter(text: Window, end: number, lines: number): number {
  let i = end;
  for (let k = 0; k < lines && i < text.length; k++) i = lineEnd(text, i);
  return i;
}

/** A fenced code block's opening or closing line (CommonMark §4.5), in block quotes or not (`> ```python`). */
const FENCE_LINE = /^(?: {0,3}>[ \t]?)* {0,3}(?:`{3}|~{3})/m;
/** Anything but letters, digits and `_`: what can open or close a comment or a string in some language. */
const LEXICAL = /[^\p{L}\p{N}_]/u;

/**
 * Whether the edit may change how text after the re-read lines is read: in
 * Markdown by making or breaking a code fence, in source code by opening or
 * closing a comment or string (which decides whether `mailto:` and the like
 * count). Other languages, unknown ones included, read each line on its own
 * (`findTraits(languageId).reach`).
 */
function changesWhatFollows(reach: FindReach, text: Window, start: number, end: number, edit: OffsetEdit): boolean {
  if (reach === 'line') return false;
  const inserted = text.slice(edit.start, edit.start + edit.newLength);
  if (reach === 'fence') {
    if (edit.removed === undefined) return true;
    // The lines before and after the edit: did either hold a fence?
    const before = text.slice(start, edit.start) + edit.removed + text.slice(edit.start + edit.newLength, end);
    return FENCE_LINE.test(before) || FENCE_LINE.test(text.slice(start, end));
  }
  return edit.removed === undefined || LEXICAL.test(edit.removed) || LEXICAL.test(inserted);
}

/**
 * Grows a region of the new text to whole lines, to an enclosing `<…>`, and
 * over every old reference it overlaps, until nothing changes.
 */
function grow(previous: ReferenceList, text: Window, region: Region, edit: OffsetEdit, delta: number): Region {
  // An old offset after the edit moved by delta; one inside it now lies inside the edit's new text.
  const moved = (o: number): number => (o <= edit.start ? o : o >= edit.end ? o + delta : edit.start);
  let { start, end, first, last } = region;
  const removedAngle = edit.removed !== undefined && edit.removed.includes('<');
  for (;;) {
    const s = openAngleStart(text, lineStart(text, start));
    // An end just after a line break is a line end already.
    const e0 = end > start && text.charCodeAt(end - 1) === NL ? end : lineEnd(text, end);
    // A `<` the edit removed may have wrapped the lines below it (their text skipped as its), which now read alone.
    const e = removedAngle ? Math.max(closeAngleEnd(text, s, e0), wrapEnd(text, e0)) : closeAngleEnd(text, s, e0);
    // Old references whose new span overlaps [s,e); offsets map monotonically, so they are contiguous.
    let lo = Math.min(first, firstEndingAfter(previous, s, moved));
    let hi = Math.max(last, lo);
    while (hi < previous.length && moved(previous.startOf(hi)) < e) hi++;
    const s2 = lo < hi ? Math.min(s, moved(previous.startOf(lo))) : s;
    const e2 = lo < hi ? Math.max(e, moved(previous.endOf(hi - 1))) : e;
    if (s2 === start && e2 === end && lo === first && hi === last) return { start, end, first, last };
    ({ start, end, first, last } = { start: s2, end: e2, first: lo, last: hi });
  }
}

/** Index of the first reference whose end, moved, is after `offset` (references are in text order and disjoint). */
function firstEndingAfter(refs: ReferenceList, offset: number, moved: (o: number) => number): number {
  return partitionPoint(refs.length, (i) => moved(refs.endOf(i)) <= offset);
}

