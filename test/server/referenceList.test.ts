/**
 * The chunked reference list against a plain array: any sequence of
 * replacements (with the offsets after them moved) reads back, by index, by
 * offset and whole, as the same replacements made on an array; and a list
 * never changes once made.
 */
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { ReferenceList } from '@uri-lint/server/documents';
import { parse } from '@uri-lint/shared';
import type { AnalyzedReference } from '@uri-lint/server/service/internal';

/** A reference of `length` code units at `start` (every one parses the same: only offsets matter here). */
function ref(start: number, length: number): AnalyzedReference {
  const text = 'x'.repeat(length);
  return { found: { text, start, end: start + length, context: 'plain' }, parsed: parse(text) };
}

/** `count` disjoint references from `start`, every 10 code units. */
function refs(start: number, count: number): AnalyzedReference[] {
  return Array.from({ length: count }, (_, i) => ref(start + i * 10, 5));
}

const spans = (list: readonly AnalyzedReference[]): [number, number][] => list.map((r) => [r.found.start, r.found.end]);

/** The array model of `replace`. */
function replaced(model: AnalyzedReference[], first: number, last: number, found: AnalyzedReference[], delta: number): AnalyzedReference[] {
  const after = model.slice(last).map((r) => ref(r.found.start + delta, r.found.end - r.found.start));
  return [...model.slice(0, first), ...found, ...after];
}

describe('documents: the chunked reference list', () => {
  it('reads back like an array after any replacements', () => {
    const op = fc.record({ first: fc.nat(), span: fc.nat({ max: 600 }), added: fc.nat({ max: 600 }), delta: fc.integer({ min: -3, max: 50 }) });
    fc.assert(fc.property(fc.nat({ max: 2000 }), fc.array(op, { maxLength: 12 }), (initial, ops) => {
      let model = refs(0, initial);
      let list = ReferenceList.of(model);
      for (const { first: f, span, added, delta } of ops) {
        const first = Math.min(f, model.length);
        const last = Math.min(model.length, first + span);
        // The new references sit between the ones kept before and the ones moved after.
        const from = first > 0 ? model[first - 1]!.found.end + 1 : 0;
        const to = last < model.length ? model[last]!.found.start + delta : Infinity;
        const room = Number.isFinite(to) ? Math.max(0, Math.floor((to - from - 1) / 10)) : added;
        const found = refs(from, Math.min(added, room));
        const before = list;
        const beforeSpans = spans(before.toArray());
        list = list.replace(first, last, found, delta);
        model = replaced(model, first, last, found, delta);
        assert.deepEqual(spans(before.toArray()), beforeSpans, 'the old list changed');
      }
      assert.equal(list.length, model.length);
      assert.deepEqual(spans(list.toArray()), spans(model));
      for (let i = 0; i < model.length; i += 37) {
        assert.deepEqual([list.startOf(i), list.endOf(i)], [model[i]!.found.start, model[i]!.found.end]);
        assert.equal(list.at(i).found.start, model[i]!.found.start);
      }
      if (model.length > 0) {
        const mid = model[model.length >> 1]!.found;
        assert.deepEqual(spans(list.overlapping(mid.start, mid.end)), spans(model.filter((r) => r.found.start <= mid.end && r.found.end >= mid.start)));
      }
    }), { seed: 1108, numRuns: 150 });
  });

  it('keeps the references it did not touch (same objects before the edit)', () => {
    const model = refs(0, 1000);
    const list = ReferenceList.of(model).replace(900, 901, [ref(9000, 3)], 2);
    assert.equal(list.at(0), model[0]);
    assert.equal(list.at(899), model[899]);
    assert.equal(list.at(901).found.start, model[901]!.found.start + 2);
    assert.equal(list.at(901).parsed, model[901]!.parsed);
  });

  it('moves a reference read alone once: the same object by index, by offset and in the whole list, in any order', () => {
    const model = refs(0, 1000);
    const reads: Array<[string, (list: ReferenceList, i: number) => AnalyzedReference]> = [
      ['at', (list, i) => list.at(i)],
      ['overlapping', (list, i) => list.overlapping(list.startOf(i), list.startOf(i))[0]!],
      ['toArray', (list, i) => list.toArray()[i]!],
    ];
    for (const [first, readFirst] of reads) {
      for (const [then, readThen] of reads) {
        const list = ReferenceList.of(model).replace(10, 11, [ref(100, 3)], 7);
        for (const i of [500, 501, 563, 999]) {
          const a = readFirst(list, i);
          assert.equal(a.found.start, model[i]!.found.start + 7);
          assert.equal(readThen(list, i), a, `${first} then ${then} at ${i}`);
        }
      }
    }
  });
});
