/**
 * The chunked document is a `TextDocument`: after any edits its text, line
 * count, positions and offsets are those of vscode-languageserver-textdocument
 * over the same text, line breaks `\r\n`, `\r` and `\n` alike.
 */
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { ChunkedDocument } from '@uri-lint/server/documents';

const PIECES = ['a', 'bc', 'é', '😀', '\n', '\r\n', '\r', 'http://x.example/', ' ', '\n\n'];
const textArb = fc.array(fc.constantFrom(...PIECES), { maxLength: 60 }).map((p) => p.join(''));
/** A range as line/character pairs that may run past line ends or come end first, as clients may send. */
const changeArb = fc.record({
  a: fc.record({ line: fc.nat({ max: 12 }), character: fc.nat({ max: 12 }) }),
  b: fc.record({ line: fc.nat({ max: 12 }), character: fc.nat({ max: 12 }) }),
  text: textArb.map((t) => t.slice(0, 12)),
  full: fc.boolean(),
});

/** Checks every offset and a grid of positions against a fresh TextDocument of the same text. */
function assertSame(doc: ChunkedDocument): void {
  const text = doc.getText();
  const reference = TextDocument.create('u:x', 'plaintext', 1, text);
  assert.equal(doc.length, text.length);
  assert.equal(doc.lineCount, reference.lineCount);
  for (let o = 0; o <= text.length; o++) assert.deepEqual(doc.positionAt(o), reference.positionAt(o), `positionAt(${o}) of ${JSON.stringify(text)}`);
  for (let line = 0; line <= reference.lineCount; line++) {
    for (let character = 0; character < 8; character++) {
      assert.equal(doc.offsetAt({ line, character }), reference.offsetAt({ line, character }), `offsetAt(${line}:${character})`);
    }
  }
  for (let s = 0; s <= text.length; s += 3) assert.equal(doc.slice(s, s + 5), text.slice(s, s + 5));
}

describe('ChunkedDocument', () => {
  it('behaves as a TextDocument after random edits, with chunks of a few code units', () => {
    fc.assert(fc.property(textArb, fc.array(changeArb, { maxLength: 8 }), fc.integer({ min: 1, max: 6 }), (text, changes, chunkSize) => {
      const doc = new ChunkedDocument('u:x', 'plaintext', 1, text, chunkSize);
      let expected = text;
      let version = 1;
      for (const change of changes) {
        const before = TextDocument.create('u:x', 'plaintext', 1, expected);
        if (change.full) {
          doc.update([{ text: change.text }], ++version);
          expected = change.text;
        } else {
          const [edit] = doc.update([{ range: { start: change.a, end: change.b }, text: change.text }], ++version);
          const [s, e] = [before.offsetAt(change.a), before.offsetAt(change.b)].sort((x, y) => x - y) as [number, number];
          assert.deepEqual(edit, { start: s, end: e, newLength: change.text.length, removed: expected.slice(s, e) });
          expected = expected.slice(0, s) + change.text + expected.slice(e);
        }
        assert.equal(doc.getText(), expected);
        assert.equal(doc.version, version);
        assertSame(doc);
      }
    }), { numRuns: 300 });
  });

  it('includes() finds a string across the seams of chunks without joining them', () => {
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom('a', 'b', '-'), maxLength: 30 }), fc.integer({ min: 1, max: 6 }), fc.nat(), fc.integer({ min: 1, max: 9 }), (text, chunkSize, at, length) => {
      const doc = new ChunkedDocument('u:x', 'plaintext', 1, '', chunkSize);
      // An edit leaves the chunks unjoined.
      doc.update([{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text }], 2);
      const start = text.length === 0 ? 0 : at % text.length;
      for (const needle of [text.slice(start, start + length), 'ab-ba', 'uri-lint-']) {
        assert.equal(doc.includes(needle), text.includes(needle), JSON.stringify([text, chunkSize, needle]));
      }
    }), { numRuns: 500 });
  });

  it('includes() answers for the text after each edit, what it kept of the chunks before included', () => {
    const NEEDLES = ['uri-lint-', 'a-b', 'b'];
    const editArb = fc.record({ at: fc.nat(), span: fc.nat({ max: 12 }), text: fc.string({ unit: fc.constantFrom('a', 'b', '-', 'uri-lint-', '\n'), maxLength: 8 }) });
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom('a', 'b', '-', 'uri-lint-', '\n'), maxLength: 40 }), fc.array(editArb, { maxLength: 10 }), fc.integer({ min: 1, max: 6 }), (text, edits, chunkSize) => {
      const doc = new ChunkedDocument('u:x', 'plaintext', 1, text, chunkSize);
      let expected = text;
      let version = 1;
      for (const needle of NEEDLES) assert.equal(doc.includes(needle), expected.includes(needle));
      for (const { at, span, text: inserted } of edits) {
        const start = expected.length === 0 ? 0 : at % (expected.length + 1);
        const end = Math.min(expected.length, start + span);
        const lines = TextDocument.create('u:x', 'plaintext', 1, expected);
        doc.update([{ range: { start: lines.positionAt(start), end: lines.positionAt(end) }, text: inserted }], ++version);
        expected = expected.slice(0, start) + inserted + expected.slice(end);
        for (const needle of NEEDLES) assert.equal(doc.includes(needle), expected.includes(needle), JSON.stringify([text, chunkSize, needle, expected]));
      }
    }), { seed: 3211, numRuns: 500 });
  });

  it('keeps a snapshot of a version after later edits', () => {
    const doc = new ChunkedDocument('u:x', 'plaintext', 1, 'abc\ndef', 2);
    doc.update([{ range: { start: { line: 0, character: 1 }, end: { line: 0, character: 1 } }, text: 'X' }], 2);
    const v2 = doc.snapshot();
    doc.update([{ range: { start: { line: 1, character: 0 }, end: { line: 1, character: 3 } }, text: '' }], 3);
    assert.equal(v2(), 'aXbc\ndef');
    assert.equal(doc.getText(), 'aXbc\n');
  });

  it('getText(range) reads the range only', () => {
    const doc = new ChunkedDocument('u:x', 'plaintext', 1, 'one\ntwo\nthree', 3);
    doc.update([{ range: { start: { line: 1, character: 0 }, end: { line: 1, character: 0 } }, text: '2 ' }], 2);
    assert.equal(doc.getText({ start: { line: 1, character: 0 }, end: { line: 2, character: 2 } }), '2 two\nth');
  });
});
