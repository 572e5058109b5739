/**
 * A `TextDocument` whose text is kept in chunks of about 16 K code units.
 * vscode-languageserver-textdocument keeps one string and rebuilds it on
 * every edit, so a one-character edit of a 10 MB document copies 20 MB
 * (when V8 flattens the concatenation); here an edit rewrites one chunk, and
 * the whole text is joined only when someone asks for it. Positions follow
 * the same rules as vscode-languageserver-textdocument (UTF-16 offsets;
 * `\r\n`, `\r` and `\n` end lines; a character past a line's end is clamped
 * before its line break).
 */
import type { Position, Range, TextDocument, TextDocumentContentChangeEvent } from 'vscode-languageserver-textdocument';
import { partitionPoint } from '@uri-lint/shared';

/** Target chunk size in UTF-16 code units. */
const CHUNK_SIZE = 1 << 14;

const LF = 0x0a;
const CR = 0x0d;

/** One replacement, in UTF-16 offsets of the text before it. */
export interface OffsetEdit {
  /** First replaced offset. */
  start: number;
  /** Just past the last replaced offset. */
  end: number;
  /** Length of the inserted text. */
  newLength: number;
  /** The replaced text, when known: it tells whether the edit can change how later lines read. */
  removed?: string;
}

/** Offsets where lines start after `text`'s line breaks, shifted by `base` (the first line's start excluded unless `first`). */
function lineStarts(text: string, { first }: { first: boolean }, base = 0): number[] {
  const out: number[] = first ? [base] : [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === CR || c === LF) {
      if (c === CR && i + 1 < text.length && text.charCodeAt(i + 1) === LF) i++;
      out.push(base + i + 1);
    }
  }
  return out;
}

/** Splits `text` into chunks of `size` code units, never between the halves of a `\r\n`. */
function split(text: string, size: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; ) {
    let j = Math.min(text.length, i + size);
    if (j < text.length && text.charCodeAt(j - 1) === CR && text.charCodeAt(j) === LF) j++;
    out.push(text.slice(i, j));
    i = j;
  }
  return out;
}

/** A text document stored in chunks; see the file comment. */
export class ChunkedDocument implements TextDocument {
  private chunks: string[];
  /** `starts[i]` is the offset of `chunks[i]`. */
  private starts: number[] = [];
  private size: number;
  private lines: number[];
  private joined: string | undefined;
  /** Per needle `includes` was asked for, whether each chunk holds it (undefined: not read yet), in step with `chunks`. */
  private readonly holds = new Map<string, (boolean | undefined)[]>();

  /** @param chunkSize the target chunk size (tests make it small) */
  constructor(readonly uri: string, readonly languageId: string, private _version: number, text: string, private readonly chunkSize = CHUNK_SIZE) {
    this.chunks = split(text, chunkSize);
    this.size = text.length;
    this.lines = lineStarts(text, { first: true });
    this.joined = text;
    this.index(0);
  }

  get version(): number {
    return this._version;
  }

  /** The text's length in UTF-16 code units. */
  get length(): number {
    return this.size;
  }

  get lineCount(): number {
    return this.lines.length;
  }

  /** The whole text (joined once per version), or the text of `range`. */
  getText(range?: Range): string {
    if (range) return this.slice(this.offsetAt(range.start), this.offsetAt(range.end));
    this.joined ??= this.chunks.join('');
    return this.joined;
  }

  /** A function returning the text of this version, even after later edits; it joins the chunks when first called. */
  snapshot(): () => string {
    if (this.joined !== undefined) {
      const joined = this.joined;
      return () => joined;
    }
    const chunks = this.chunks.slice();
    let joined: string | undefined;
    return () => (joined ??= chunks.join(''));
  }

  /**
   * Whether the text holds `needle`, without joining it: each chunk, with the end of the text before it. Whether a
   * chunk holds it is kept till the chunk changes: after a one-character edit of a 10 MB document, asking again
   * (whether it holds a directive, after each edit) reads one chunk and the seams, not 10 MB.
   */
  includes(needle: string): boolean {
    if (needle === '') return true;
    let holds = this.holds.get(needle);
    if (!holds) this.holds.set(needle, (holds = new Array<boolean | undefined>(this.chunks.length)));
    const k = needle.length - 1;
    let tail = '';
    for (let i = 0; i < this.chunks.length; i++) {
      const chunk = this.chunks[i]!;
      if ((holds[i] ??= chunk.includes(needle)) || (k > 0 && (tail + chunk.slice(0, k)).includes(needle))) return true;
      if (k > 0) tail = (tail + chunk.slice(-k)).slice(-k);
    }
    return false;
  }

  /** `getText().slice(start, end)`, without joining the whole text. */
  slice(start: number, end: number): string {
    start = Math.max(0, start);
    end = Math.min(this.size, end);
    if (end <= start) return '';
    if (this.joined !== undefined) return this.joined.slice(start, end);
    let i = this.chunkAt(start);
    let out = '';
    for (let at = start; at < end; i++) {
      const from = at - this.starts[i]!;
      const piece = this.chunks[i]!.slice(from, Math.min(this.chunks[i]!.length, end - this.starts[i]!));
      out += piece;
      at += piece.length;
    }
    return out;
  }

  /** The code unit at `offset`, NaN outside the text. */
  charCodeAt(offset: number): number {
    if (offset < 0 || offset >= this.size) return NaN;
    if (this.joined !== undefined) return this.joined.charCodeAt(offset);
    const i = this.chunkAt(offset);
    return this.chunks[i]!.charCodeAt(offset - this.starts[i]!);
  }

  positionAt(offset: number): Position {
    offset = Math.max(Math.min(offset, this.size), 0);
    const line = this.lineOf(offset);
    offset = this.beforeEol(offset, this.lines[line]!);
    return { line, character: offset - this.lines[line]! };
  }

  offsetAt(position: Position): number {
    if (position.line >= this.lines.length) return this.size;
    if (position.line < 0) return 0;
    const lineOffset = this.lines[position.line]!;
    if (position.character <= 0) return lineOffset;
    const next = position.line + 1 < this.lines.length ? this.lines[position.line + 1]! : this.size;
    return this.beforeEol(Math.min(lineOffset + position.character, next), lineOffset);
  }

  /**
   * Applies content changes in order and returns each as offsets in the text
   * it applied to, with the text it replaced (`undefined` for a full change).
   */
  update(changes: readonly TextDocumentContentChangeEvent[], version: number): (OffsetEdit | undefined)[] {
    const edits = changes.map((change) => {
      if ('range' in change && change.range) return this.replace(change.range, change.text);
      this.reset(change.text);
      return undefined;
    });
    this._version = version;
    return edits;
  }

  private reset(text: string): void {
    this.chunks = split(text, this.chunkSize);
    this.holds.clear();
    this.size = text.length;
    this.lines = lineStarts(text, { first: true });
    this.joined = text;
    this.index(0);
  }

  private replace(range: Range, text: string): OffsetEdit {
    // A range given end-first is taken start-first, as vscode-languageserver-textdocument does.
    const [a, b] = before(range.end, range.start) ? [range.end, range.start] : [range.start, range.end];
    const start = this.offsetAt(a);
    const end = this.offsetAt(b);
    const removed = this.slice(start, end);
    // The lines of the offsets, not of the positions: a position may name a line past the end.
    const startLine = this.lineOf(start);
    const endLine = this.lineOf(end);
    this.splice(start, end, text);
    this.updateLines(startLine, endLine, start, end, text);
    return { start, end, newLength: text.length, removed };
  }

  /** Replaces `[start,end)` in the chunks, rewriting only the chunks it touches. */
  private splice(start: number, end: number, text: string): void {
    if (this.chunks.length === 0) {
      this.chunks = split(text, this.chunkSize);
      this.holds.clear();
    } else {
      const first = this.chunkAt(start);
      const last = this.chunkAt(Math.max(start, end - 1));
      const head = this.chunks[first]!.slice(0, start - this.starts[first]!);
      const tail = this.chunks[last]!.slice(end - this.starts[last]!);
      const merged = head + text + tail;
      // Keep chunks near their size: split a grown one, fold a shrunk one into its neighbour.
      const pieces = merged.length > 2 * this.chunkSize ? split(merged, this.chunkSize) : merged.length > 0 ? [merged] : [];
      this.chunks.splice(first, last - first + 1, ...pieces);
      for (const holds of this.holds.values()) holds.splice(first, last - first + 1, ...pieces.map(() => undefined));
      this.mergeSmall(first);
    }
    this.size += text.length - (end - start);
    this.joined = undefined;
    this.index(0);
  }

  private mergeSmall(i: number): void {
    const chunk = this.chunks[i];
    if (chunk === undefined || chunk.length >= this.chunkSize / 4 || this.chunks.length < 2) return;
    const j = i + 1 < this.chunks.length ? i : i - 1;
    this.chunks.splice(j, 2, this.chunks[j]! + this.chunks[j + 1]!);
    for (const holds of this.holds.values()) holds.splice(j, 2, undefined);
  }

  /** Line starts after an edit: the replaced lines' starts give way to the inserted text's, later ones move. */
  private updateLines(startLine: number, endLine: number, start: number, end: number, text: string): void {
    const added = lineStarts(text, { first: false }, start);
    const lines = this.lines;
    if (endLine - startLine === added.length) {
      for (let i = 0; i < added.length; i++) lines[startLine + 1 + i] = added[i]!;
    } else if (added.length < 10000) {
      lines.splice(startLine + 1, endLine - startLine, ...added);
    } else {
      this.lines = [...lines.slice(0, startLine + 1), ...added, ...lines.slice(endLine + 1)];
    }
    const delta = text.length - (end - start);
    if (delta !== 0) for (let i = startLine + 1 + added.length; i < this.lines.length; i++) this.lines[i]! += delta;
    // A "\r" before the edit and a "\n" at its start are one line break.
    if (start > 0 && text.length > 0 && this.charCodeAt(start - 1) === CR && text.charCodeAt(0) === LF) this.rebuildLines();
    else if (text.length > 0 && text.charCodeAt(text.length - 1) === CR && this.charCodeAt(start + text.length) === LF) this.rebuildLines();
    else if (text.length === 0 && start > 0 && this.charCodeAt(start - 1) === CR && this.charCodeAt(start) === LF) this.rebuildLines();
  }

  /** The rare edit that joins or splits a `\r\n`: recount every line (as a full change would). */
  private rebuildLines(): void {
    this.lines = lineStarts(this.getText(), { first: true });
  }

  /** The line whose start is the last at or before `offset`. */
  private lineOf(offset: number): number {
    return partitionPoint(this.lines.length, (i) => this.lines[i]! <= offset) - 1;
  }

  private beforeEol(offset: number, lineOffset: number): number {
    while (offset > lineOffset) {
      const c = this.charCodeAt(offset - 1);
      if (c !== CR && c !== LF) break;
      offset--;
    }
    return offset;
  }

  /** Recomputes chunk starts from chunk `from` on. */
  private index(from: number): void {
    this.starts.length = this.chunks.length;
    let at = from > 0 ? this.starts[from - 1]! + this.chunks[from - 1]!.length : 0;
    for (let i = from; i < this.chunks.length; i++) {
      this.starts[i] = at;
      at += this.chunks[i]!.length;
    }
  }

  /** Index of the chunk holding `offset` (the last chunk for the text's end). */
  private chunkAt(offset: number): number {
    return Math.max(0, partitionPoint(this.chunks.length, (i) => this.starts[i]! <= offset) - 1);
  }
}

function before(a: Position, b: Position): boolean {
  return a.line < b.line || (a.line === b.line && a.character < b.character);
}
