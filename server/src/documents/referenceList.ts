/**
 * The references of a document version, in text order, kept in chunks whose
 * offsets are relative to a shift per chunk. An edit replaces the chunks it
 * touches and moves every chunk after it by changing one number, so its cost
 * does not grow with the references after it. A list is never
 * changed: an edit makes a new one that shares the untouched chunks, so an
 * analysis a request holds stays as it was.
 */
import { createLanguageService } from '../service/index';
import { partitionPoint } from '@uri-lint/shared';
import type { AnalyzedReference } from '../service/index';

const { shifted } = createLanguageService().analysis;

/** References per chunk: an edit re-makes about this many references, and moves one number per chunk. */
const CHUNK = 64;

/** Some references, `shift` code units before where they now are. */
interface Chunk {
  readonly refs: readonly AnalyzedReference[];
  readonly shift: number;
  /** `refs` moved by `shift`, each made when first read (one object per reference and chunk). */
  moved?: (AnalyzedReference | undefined)[];
}

/** The chunk's references moved in place, every one. */
function movedRefs(chunk: Chunk): readonly AnalyzedReference[] {
  if (chunk.shift === 0) return chunk.refs;
  for (let j = 0; j < chunk.refs.length; j++) movedRef(chunk, j);
  // Every slot is filled now (none when the chunk is empty).
  return (chunk.moved ?? chunk.refs) as readonly AnalyzedReference[];
}

/**
 * The chunk's reference `j` moved in place, alone: a reference read by offset (a hover, a finding's shape after each
 * edit) moves one reference, not the 64 of its chunk.
 */
function movedRef(chunk: Chunk, j: number): AnalyzedReference {
  if (chunk.shift === 0) return chunk.refs[j]!;
  const moved = (chunk.moved ??= new Array<AnalyzedReference | undefined>(chunk.refs.length));
  return (moved[j] ??= shifted(chunk.refs[j]!, chunk.shift));
}

/** In chunks of at most `CHUNK`, unshifted. */
function chunked(refs: readonly AnalyzedReference[]): Chunk[] {
  const chunks: Chunk[] = [];
  for (let i = 0; i < refs.length; i += CHUNK) chunks.push({ refs: refs.slice(i, i + CHUNK), shift: 0 });
  return chunks;
}

/** The references of a version: read by index or by offset, replaced in part by `replace`. */
export class ReferenceList {
  readonly length: number;
  /** The index of each chunk's first reference. */
  private readonly firsts: number[];
  private all: readonly AnalyzedReference[] | undefined;

  private constructor(private readonly chunks: readonly Chunk[]) {
    this.firsts = [];
    let n = 0;
    for (const chunk of chunks) {
      this.firsts.push(n);
      n += chunk.refs.length;
    }
    this.length = n;
  }

  /** A list of `refs`, in text order and disjoint. */
  static of(refs: readonly AnalyzedReference[]): ReferenceList {
    return new ReferenceList(chunked(refs));
  }

  /** The reference at `index` (0 ≤ index < length). */
  at(index: number): AnalyzedReference {
    const c = this.chunkOf(index);
    return movedRef(this.chunks[c]!, index - this.firsts[c]!);
  }

  /** Where the reference at `index` starts, without making it. */
  startOf(index: number): number {
    const c = this.chunkOf(index);
    const chunk = this.chunks[c]!;
    return chunk.refs[index - this.firsts[c]!]!.found.start + chunk.shift;
  }

  /** Where the reference at `index` ends, without making it. */
  endOf(index: number): number {
    const c = this.chunkOf(index);
    const chunk = this.chunks[c]!;
    return chunk.refs[index - this.firsts[c]!]!.found.end + chunk.shift;
  }

  /** Every reference, in text order (made once per list). */
  toArray(): readonly AnalyzedReference[] {
    this.all ??= this.chunks.length === 1 ? movedRefs(this.chunks[0]!) : this.chunks.flatMap((chunk) => movedRefs(chunk));
    return this.all;
  }

  /** Visits the references `[from, to)` as stored, each with the shift that places it (`Analysis.forEachStored`). */
  forEachStored(visit: (stored: AnalyzedReference, shift: number) => void, from = 0, to = this.length): void {
    if (from >= to) return;
    for (let c = this.chunkOf(from); c < this.chunks.length && this.firsts[c]! < to; c++) {
      const { refs, shift } = this.chunks[c]!;
      const first = this.firsts[c]!;
      const end = Math.min(refs.length, to - first);
      for (let j = Math.max(0, from - first); j < end; j++) visit(refs[j]!, shift);
    }
  }

  /** The references that overlap `[start, end]` (touching counts), in text order; reads only the chunks there. */
  overlapping(start: number, end: number): AnalyzedReference[] {
    const result: AnalyzedReference[] = [];
    for (let i = this.firstEndingAtOrAfter(start); i < this.length && this.startOf(i) <= end; i++) result.push(this.at(i));
    return result;
  }

  /** Index of the first reference whose end is at or after `offset` (or `length`). */
  firstEndingAtOrAfter(offset: number): number {
    return partitionPoint(this.length, (i) => this.endOf(i) < offset);
  }

  /**
   * A new list: the references `[first, last)` replaced by `found` (at their
   * new offsets), and every reference from `last` on moved by `delta`.
   */
  replace(first: number, last: number, found: readonly AnalyzedReference[], delta: number): ReferenceList {
    if (this.chunks.length === 0) return ReferenceList.of(found);
    // The chunks that hold [first, last), or the one the references go into.
    const from = this.chunkOf(Math.min(first, this.length - 1));
    const to = last > first ? this.chunkOf(last - 1) : from;
    const local: AnalyzedReference[] = [];
    const base = this.firsts[from]!;
    for (let c = from; c <= to; c++) local.push(...movedRefs(this.chunks[c]!));
    const before = local.slice(0, Math.max(0, first - base));
    const after = local.slice(last - base).map((ref) => shifted(ref, delta));
    const chunks = [
      ...this.chunks.slice(0, from),
      ...chunked([...before, ...found, ...after]),
      ...this.chunks.slice(to + 1).map((chunk) => (delta === 0 ? chunk : { refs: chunk.refs, shift: chunk.shift + delta })),
    ];
    return new ReferenceList(chunks);
  }

  /** The chunk holding `index`. */
  private chunkOf(index: number): number {
    return Math.max(0, partitionPoint(this.firsts.length, (i) => this.firsts[i]! <= index) - 1);
  }
}
