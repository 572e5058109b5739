/**
 * Jupyter notebooks (`.ipynb`, nbformat 4): JSON whose cells hold the text.
 * Each Markdown cell is Markdown (its links read as links), each code cell
 * code of the kernel's language (`metadata.kernelspec.language`, else
 * `metadata.language_info.name`), and the outputs are no text to lint (a
 * program wrote them). A cell's `source` (a string, or an array of lines)
 * is decoded from its JSON escapes; what is found in it maps back to the
 * notebook's text, escapes and all.
 */
import type { FoundUri } from './types';

/** A JSON string's place in the notebook: where its quotes are. */
interface Str {
  start: number;
  end: number;
}

interface Cell {
  type: string | undefined;
  source: Str[];
}

/** What a notebook's JSON says of its cells and language. */
interface Notebook {
  cells: Cell[];
  language: string | undefined;
}

/** Reads a cell's text in the given language. */
export type CellFinder = (text: string, languageId: string) => FoundUri[];

/** The references of the notebook's cells that start in `[from, to)`, in text order; none when the text is no notebook. */
export function findInNotebook(text: string, from: number, to: number, find: CellFinder): FoundUri[] {
  const notebook = readNotebook(text);
  if (notebook === undefined) return [];
  const language = notebook.language?.toLowerCase() ?? 'python';
  const out: FoundUri[] = [];
  for (const cell of notebook.cells) {
    if (cell.source.length === 0 || cell.source[cell.source.length - 1]!.end <= from || cell.source[0]!.start >= to) continue;
    const languageId = cell.type === 'markdown' ? 'markdown' : cell.type === 'code' ? language : 'plaintext';
    const decoded = decodeCell(text, cell.source);
    for (const found of find(decoded.text, languageId)) {
      const mapped = mapBack(text, found, decoded.offsets, decoded.ends);
      if (mapped.start >= from && mapped.start < to) out.push(mapped);
    }
  }
  return out;
}

/** A Markdown cell's text, decoded, and the notebook's offset of each of its code units. */
export interface MarkdownCell {
  text: string;
  offsets: readonly number[];
}

/** The Markdown cells of a notebook, in order; none when the text is no notebook. */
export function notebookMarkdownCells(text: string): MarkdownCell[] {
  const notebook = readNotebook(text);
  if (notebook === undefined) return [];
  return notebook.cells.filter((cell) => cell.type === 'markdown' && cell.source.length > 0).map((cell) => decodeCell(text, cell.source));
}

/** A found reference in a cell's text, placed in the notebook's text. */
function mapBack(text: string, found: FoundUri, offsets: readonly number[], ends: readonly number[]): FoundUri {
  const units = found.offsets ?? Array.from({ length: found.text.length }, (_, i) => found.start + i);
  const docOffsets = units.map((u) => offsets[u]!);
  const start = offsets[found.start]!;
  const last = found.end - 1;
  const end = last >= found.start ? ends[last]! : start;
  const out: FoundUri = { text: found.text, start, end, context: found.context };
  if (text.slice(start, end) !== found.text) out.offsets = docOffsets;
  if (found.hyphenBreaks) out.hyphenBreaks = found.hyphenBreaks;
  if (found.interpolation) out.interpolation = found.interpolation;
  if (found.inString) out.inString = true;
  if (found.unsure) out.unsure = true;
  return out;
}

/** A cell's source strings decoded and joined, each code unit's offset in the notebook and the offset past its escape. */
function decodeCell(text: string, source: readonly Str[]): { text: string; offsets: number[]; ends: number[] } {
  let out = '';
  const offsets: number[] = [];
  const ends: number[] = [];
  for (const str of source) {
    for (let i = str.start + 1; i < str.end - 1; i++) {
      const c = text.charCodeAt(i);
      if (c !== 0x5c) {
        out += text[i];
        offsets.push(i);
        ends.push(i + 1);
        continue;
      }
      const x = text[i + 1];
      let value: string;
      let length = 2;
      if (x === 'u') {
        value = String.fromCharCode(parseInt(text.slice(i + 2, i + 6), 16) || 0xfffd);
        length = 6;
      } else {
        value = JSON_ESCAPES[x ?? ''] ?? x ?? '';
      }
      out += value;
      offsets.push(i);
      ends.push(i + length);
      i += length - 1;
    }
  }
  return { text: out, offsets, ends };
}

const JSON_ESCAPES: Readonly<Record<string, string>> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

/** One pass over the JSON: the cells' types and sources, and the kernel's language. Undefined when it is not a notebook's JSON. */
function readNotebook(text: string): Notebook | undefined {
  const cells: Cell[] = [];
  let kernel: string | undefined;
  let info: string | undefined;
  // Each open container: its key in its parent (or index), and for objects the key just read.
  const path: Array<string | number> = [];
  const kinds: Array<'o' | 'a'> = [];
  const keys: Array<string | undefined> = [];
  let expectKey = false;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x7b || c === 0x5b) {
      path.push(here(kinds, keys));
      kinds.push(c === 0x7b ? 'o' : 'a');
      keys.push(c === 0x7b ? undefined : '0');
      expectKey = c === 0x7b;
      if (c === 0x7b && isCell(path)) cells.push({ type: undefined, source: [] });
    } else if (c === 0x7d || c === 0x5d) {
      path.pop();
      kinds.pop();
      keys.pop();
      expectKey = false;
    } else if (c === 0x2c) {
      const top = kinds.length - 1;
      if (kinds[top] === 'a') keys[top] = String(Number(keys[top]) + 1);
      else expectKey = true;
    } else if (c === 0x22) {
      const end = stringEnd(text, i);
      if (end < 0) return undefined;
      const top = kinds.length - 1;
      if (expectKey && kinds[top] === 'o') {
        keys[top] = text.slice(i + 1, end - 1);
        expectKey = false;
      } else {
        const at = [...path.slice(1), here(kinds, keys)];
        if (at[0] === 'cells' && typeof at[1] === 'number' && cells.length > 0) {
          const cell = cells[cells.length - 1]!;
          if (at.length === 3 && at[2] === 'cell_type') cell.type = text.slice(i + 1, end - 1);
          else if (at[2] === 'source' && (at.length === 3 || at.length === 4)) cell.source.push({ start: i, end });
        } else if (at[0] === 'metadata' && at.length === 3) {
          if (at[1] === 'kernelspec' && at[2] === 'language') kernel = text.slice(i + 1, end - 1);
          else if (at[1] === 'language_info' && at[2] === 'name') info = text.slice(i + 1, end - 1);
        }
      }
      i = end - 1;
    }
  }
  if (kinds.length !== 0) return undefined;
  return { cells, language: kernel ?? info };
}

/** The key or index of the value being read in the innermost container. */
function here(kinds: ReadonlyArray<'o' | 'a'>, keys: ReadonlyArray<string | undefined>): string | number {
  const top = kinds.length - 1;
  if (top < 0) return '';
  return kinds[top] === 'a' ? Number(keys[top]) : keys[top] ?? '';
}

/** Whether the object just opened is a cell: `cells[i]` of the top object. */
function isCell(path: ReadonlyArray<string | number>): boolean {
  return path.length === 3 && path[1] === 'cells' && typeof path[2] === 'number';
}

/** The offset past the closing quote of the JSON string opening at `q`, or -1. */
function stringEnd(text: string, q: number): number {
  for (let i = q + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x5c) i++;
    else if (c === 0x22) return i + 1;
    else if (c === 0x0a) return -1;
  }
  return -1;
}
