/**
 * The per-document cache: after any sequence of edits, the incrementally
 * kept analysis equals a full analysis of the new text, and an edit re-reads
 * only the lines around it.
 */
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { parse } from '@uri-lint/shared';
import type { FoundUri } from '@uri-lint/shared';
import type { TextDocumentContentChangeEvent } from 'vscode-languageserver-textdocument';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { analyzeText } from '@uri-lint/server/service/internal';
import type { AnalyzedReference } from '@uri-lint/server/service/internal';
import { DocumentStore, reanalyze, ReferenceList, utf8Length, WRAPPED_LINES } from '@uri-lint/server/documents';
import type { Analyzer, ReanalyzeMemo } from '@uri-lint/server/documents';

/**
 * A small finder with the locality the real one promises: bare `scheme://…`
 * runs up to whitespace or `<>"`, and `<scheme:…>` wrapped over up to
 * WRAPPED_LINES lines, whitespace inside dropped (RFC 3986 Appendix C).
 * It reports the references starting in `[start,end)`, reading past `end`
 * to finish one.
 */
const toyAnalyzer: Analyzer = (text, _languageId, start = 0, end = text.length) => {
  const out: AnalyzedReference[] = [];
  let i = start;
  while (i < end) {
    const found = angle(text, i) ?? bare(text, i);
    if (found) {
      out.push({ found, parsed: parse(found.text) });
      i = found.end;
    } else {
      i++;
    }
  }
  return out;
};

const SCHEME_START = /^[a-z][a-z0-9+.-]*:/i;

function angle(text: string, i: number): FoundUri | undefined {
  if (text[i] !== '<') return undefined;
  let lines = 0;
  let j = i + 1;
  for (; j < text.length && text[j] !== '>'; j++) {
    if (text[j] === '<') return undefined;
    if (text[j] === '\n' && ++lines > WRAPPED_LINES) return undefined;
  }
  if (j >= text.length) return undefined;
  const offsets: number[] = [];
  let inner = '';
  for (let k = i + 1; k < j; k++) {
    if (!/\s/.test(text[k]!)) {
      inner += text[k];
      offsets.push(k);
    }
  }
  if (!SCHEME_START.test(inner)) return undefined;
  const found: FoundUri = { text: inner, start: i + 1, end: j, context: 'angle' };
  if (inner.length !== j - i - 1) found.offsets = offsets;
  return found;
}

function bare(text: string, i: number): FoundUri | undefined {
  if (i > 0 && /[a-z0-9+.-]/i.test(text[i - 1]!)) return undefined;
  const match = /^[a-z][a-z0-9+.-]*:\/\/[^\s<>"]*/i.exec(text.slice(i, i + 200));
  if (!match) return undefined;
  return { text: match[0], start: i, end: i + match[0].length, context: 'plain' };
}

/** Fragments the random documents and edits are made of: URIs, halves of them, angle brackets, line breaks. */
const FRAGMENTS = [
  'http://a.example/p', 'https://b.example/x?y#z', 'mailto:u@x', '<', '>', '<http://w.example/', 'a/b>', ' ', '  ', '\n', '\n\n',
  'x', 'é', '"', 'ftp://', '//', ':', 'word ', '(http://p.example/(q))', '[t](http://m.example/)', '<a href="http://h.example/">',
  '</a>', '{"u": "https://j.example/"}', 'key: http://y.example/\n', '// see http://c.example/\n', '/* http://d.example/ */', '-\n',
  '```\n', '\n~~~\n', '`', "'", '/*', '*/', '#', ' href=', " src='", 'mailto:x@y.example ', 'urn:isbn:0451450523 ', '[d]: http://r.example/\n',
];

const textArb = fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 80 }).map((parts) => parts.join(''));

/** An edit as fractions of the document, made concrete against its current length. */
const editArb = fc.record({
  at: fc.double({ min: 0, max: 1, noNaN: true }),
  remove: fc.nat({ max: 12 }),
  insert: textArb.map((t) => t.slice(0, 30)),
});

type EditSpec = { at: number; remove: number; insert: string };

function toChange(doc: TextDocument, edit: EditSpec): TextDocumentContentChangeEvent {
  const length = doc.getText().length;
  const start = Math.min(length, Math.floor(edit.at * (length + 1)));
  const end = Math.min(length, start + edit.remove);
  return { range: { start: doc.positionAt(start), end: doc.positionAt(end) }, text: edit.insert };
}

/** Opens `text`, applies the edits one by one, and checks the analysis against a full one after each. */
function checkEdits(analyzer: Analyzer, languageId: string, text: string, edits: EditSpec[]): void {
  // A failing re-scan falls back to a full one, which would hide it: it fails the test.
  const store = new DocumentStore(analyzer, { error: (message) => assert.fail(message) });
  const uri = 'untitled:doc';
  store.open(uri, languageId, 1, text);
  store.analysis(uri);
  let version = 1;
  for (const edit of edits) {
    const state = store.get(uri)!;
    store.change(uri, ++version, [toChange(state.document, edit)]);
    const now = state.document.getText();
    assert.deepEqual(store.analysis(uri)!.references, analyzer(now, languageId), JSON.stringify(now));
    assert.equal(state.byteLength, utf8Length(now));
  }
}

describe('documents: incremental analysis', () => {
  describe('equals a full analysis after random edits', () => {
    it('with a finder of lines and wrapped <…> (Appendix C)', () => {
      fc.assert(fc.property(textArb, fc.array(editArb, { minLength: 1, maxLength: 8 }), (text, edits) => {
        checkEdits(toyAnalyzer, 'plaintext', text, edits);
      }), { numRuns: 400 });
    });

    // fast-check's counterexample (seed 740641496): removing the `<` of `<http://w.example/```\n` frees the next line,
    // which its `<…>` wrap had covered; the re-read must reach it though the new text holds no `<`.
    it('a removed `<` re-reads the lines its wrap covered', () => {
      for (const languageId of ['typescript', 'plaintext', 'markdown']) {
        checkEdits(analyzeText, languageId, 'http://a.example/p>', [{ at: 0, remove: 0, insert: '<http://w.example/```\n' }, { at: 0, remove: 1, insert: '' }]);
      }
    });

    for (const languageId of ['plaintext', 'markdown', 'html', 'json', 'yaml', 'typescript']) {
      it(`with the real finder, ${languageId}`, () => {
        fc.assert(fc.property(textArb, fc.array(editArb, { minLength: 1, maxLength: 6 }), (text, edits) => {
          checkEdits(analyzeText, languageId, text, edits);
        }), { numRuns: 300 });
      });
    }
  });

  describe('equals a full analysis after random edits of Markdown\'s blocks', () => {
    // What decides how a Markdown line reads beyond it: indents, tabs, block quote and list markers, blank lines, HTML
    // blocks and their ends, fences, an admonition, a template's tag alone on its line. Documents of some 10 KB, so
    // that an edit is read in a window of the text, not in the whole.
    const BLOCKS = ['    ', '\t', '  ', '\n', '\n\n', '> ', '- ', '1. ', '2. ', '* ', '[a](b.md)', '[c](http://c.example/)', 'text ', '<div>',
      '</div>', '<!--', '-->', '<pre>', '</pre>', '```\n', '<a href="h.md">', '!!! note\n', '{% if x %}\n', '#', '---\n', '    [d](e.md)\n'];
    const piece = fc.array(fc.constantFrom(...BLOCKS), { maxLength: 120 }).map((parts) => parts.join(''));
    const blockText = fc.array(piece, { minLength: 12, maxLength: 16 }).map((pieces) => pieces.join('\n\n'));
    const blockEdit = fc.record({ at: fc.double({ min: 0, max: 1, noNaN: true }), remove: fc.nat({ max: 12 }), insert: piece.map((t) => t.slice(0, 30)) });
    it('with the real finder, markdown', () => {
      fc.assert(fc.property(blockText, fc.array(blockEdit, { minLength: 1, maxLength: 6 }), (text, edits) => {
        checkEdits(analyzeText, 'markdown', text, edits);
      }), { numRuns: 150 });
    });
    // Typing: one character at a time, among them those that make or break an HTML block's end (`-->`, `</pre>`) on a
    // line that also holds other text (a line's `<` and `>` away from the edit leave its blocks as they were).
    const typed = fc.record({ at: fc.double({ min: 0, max: 1, noNaN: true }), remove: fc.nat({ max: 1 }), insert: fc.constantFrom('', '-', '>', '<', '/', 'x', ' ', 'e', '!') });
    const typedText = fc.array(fc.array(fc.constantFrom(...BLOCKS, 'words and more words ', '->', '</pre', 're>', '<b>x</b> '), { maxLength: 12 }).map((parts) => parts.join('')), { minLength: 40, maxLength: 80 }).map((pieces) => pieces.join('\n'));
    it('with the real finder, markdown, typed a character at a time', () => {
      fc.assert(fc.property(typedText, fc.array(typed, { minLength: 1, maxLength: 12 }), (text, edits) => {
        checkEdits(analyzeText, 'markdown', text, edits);
      }), { numRuns: 300 });
    });
  });

  it('typing the end of an HTML comment block on a line of other text reads the lines after it again, far below', () => {
    // `a ->` becomes `a -->`: the comment ends there, and the link thirty lines below is a link (and back).
    const text = `<!--\na ->\n${'filler\n'.repeat(30)}\n[x](y.md)\n`;
    const at = (offset: number, length: number) => (offset + 0.5) / (length + 1);
    checkEdits(analyzeText, 'markdown', text, [
      { at: at(7, text.length), remove: 0, insert: '-' },
      { at: at(7, text.length + 1), remove: 1, insert: '' },
    ]);
  });

  it('opening or closing an XML CDATA section with a letter reads the lines after it again, far below', () => {
    // `<![CDAT[` becomes `<![CDATA[`: the example's `href` 3,000 lines below is character data, no link (and back). A
    // letter typed changes no comment nor string, which is what tells the re-read to go on to the end elsewhere, and the
    // `>` of each line between ends the `<…>` the `<![` opens (a re-read takes in a whole one).
    const text = `<doc><listing><![CDAT[\n${'1 > 0\n'.repeat(3000)}<xi:include href="sub.xml"/>\n]]></listing></doc>\n`;
    const at = (offset: number, length: number) => (offset + 0.5) / (length + 1);
    checkEdits(analyzeText, 'xml', text, [
      { at: at(21, text.length), remove: 0, insert: 'A' },
      { at: at(21, text.length + 1), remove: 1, insert: '' },
    ]);
  });

  describe('examples', () => {
    const cases: { name: string; text: string; edit: [number, number, string]; }[] = [
      { name: 'typing inside a URI', text: 'see http://a.example/p now', edit: [20, 20, 'q'] },
      { name: 'typing just after a URI extends it', text: 'see http://a.example/p\nnext', edit: [22, 22, 'q'] },
      { name: 'splitting a URI with a space', text: 'see http://a.example/p now', edit: [12, 12, ' '] },
      { name: 'joining two lines into one URI', text: 'http://a.example/\np', edit: [17, 18, ''] },
      { name: 'closing a <…> wrapped over lines', text: '<http://a.example/\n  b/\n  c\nrest', edit: [27, 27, '>'] },
      { name: 'opening a <…> wrapped over lines', text: 'x http://a.example/\n  b/>\nrest http://z.example/', edit: [2, 2, '<'] },
      { name: 'deleting the line break inside a wrapped <…>', text: '<http://a.example/\n  b>', edit: [18, 19, ''] },
      { name: 'deleting a whole line of URIs', text: 'http://a.example/\nhttp://b.example/\nhttp://c.example/\n', edit: [18, 36, ''] },
      { name: 'replacing everything', text: 'http://a.example/ http://b.example/', edit: [0, 35, '<http://c.example/>'] },
      { name: 'an edit at the very end', text: 'http://a.example/', edit: [17, 17, 'x'] },
    ];
    for (const { name, text, edit: [start, end, insert] } of cases) {
      it(name, () => {
        const previous = toyAnalyzer(text, 'plaintext');
        const next = text.slice(0, start) + insert + text.slice(end);
        const refs = reanalyze(ReferenceList.of(previous), next, 'plaintext', { start, end, newLength: insert.length }, toyAnalyzer);
        assert.deepEqual(refs.toArray(), toyAnalyzer(next, 'plaintext'));
      });
    }
  });

  describe('re-reads only the region of the edit', () => {
    const line = 'A line with http://example.com/path?q=1 and <https://example.org/x> in it.\n';
    const text = line.repeat(20_000);
    /** What the analyzer was given: the length of the text it saw, and the region it read. */
    const spy = (reads: [number, string][]): Analyzer => (t, l, s, e) => {
      reads.push([t.length, t.slice(s, e)]);
      return toyAnalyzer(t, l, s, e);
    };
    const previous = toyAnalyzer(text, 'plaintext');

    it('a one-character edit reads its line, in a window of a few lines, and moves the references after it', () => {
      const reads: [number, string][] = [];
      const at = line.length * 10_000 + 20;
      const next = text.slice(0, at) + 'x' + text.slice(at);
      const refs = reanalyze(ReferenceList.of(previous), next, 'plaintext', { start: at, end: at, newLength: 1, removed: '' }, spy(reads));
      assert.equal(reads.length, 1);
      assert.equal(reads[0]![1], line.slice(0, 20) + 'x' + line.slice(20));
      assert.ok(reads[0]![0] < 20_000, `the analyzer saw ${reads[0]![0]} code units`);
      assert.equal(refs.length, previous.length);
      assert.equal(refs.at(refs.length - 1).found.start, previous[previous.length - 1]!.found.start + 1);
      assert.equal(refs.at(0), previous[0]);
      assert.deepEqual(refs.toArray(), toyAnalyzer(next, 'plaintext'));
    });

    it('in source code, an edit reads from a line in code near it, not from the top, and not to the end', () => {
      // A long TypeScript file: a doc comment at its top and one in its middle, URIs in strings and comments.
      const code = 'const a = "http://example.com/a"; // see https://example.org/\n';
      const comment = '/**\n * Docs: https://example.net/x\n */\n';
      const source = comment + code.repeat(10_000) + comment + code.repeat(10_000);
      const reads: [number, string][] = [];
      const real: Analyzer = (t, l, st, e) => {
        reads.push([t.length, t.slice(st, e)]);
        return analyzeText(t, l, st, e);
      };
      const memo: ReanalyzeMemo = {};
      let refs = ReferenceList.of(analyzeText(source, 'typescript'));
      let current = source;
      const edit = (at: number, insert: string) => {
        current = current.slice(0, at) + insert + current.slice(at);
        refs = reanalyze(refs, current, 'typescript', { start: at, end: at, newLength: insert.length, removed: '' }, real, memo);
      };
      edit(5, 'x'); // the first edit since the full scan finds where the comments are
      reads.length = 0;
      const middle = comment.length + code.length * 10_000;
      edit(middle + code.length * 3 + 12, '/'); // a "/" inside a string: lexical, but the next line still starts in code
      edit(middle + 10, 'y'); // inside the middle doc comment
      assert.equal(reads.length, 2);
      for (const [seen, region] of reads) {
        assert.ok(seen < 40_000, `the analyzer saw ${seen} code units`);
        assert.ok(region.length < 40_000, `it re-read ${region.length} code units`);
      }
      assert.deepEqual(refs.toArray(), analyzeText(current, 'typescript'));
    });

    it('an edit does not copy the references after it: a run of edits moves them once, when they are read', () => {
      // Edits near the start of 40,000 references, each checked only where it reads (overlapping, count).
      let refs = ReferenceList.of(previous);
      let current = text;
      for (let k = 0; k < 200; k++) {
        const at = line.length * (k % 7) + 5;
        current = current.slice(0, at) + 'y' + current.slice(at);
        refs = reanalyze(refs, current, 'plaintext', { start: at, end: at, newLength: 1, removed: '' }, toyAnalyzer);
      }
      // The last reference moved by every edit; the first chunk's references were made anew, the rest only moved.
      assert.equal(refs.endOf(refs.length - 1), previous[previous.length - 1]!.found.end + 200);
      assert.deepEqual(refs.overlapping(current.length - line.length, current.length).map((r) => r.found.text), ['http://example.com/path?q=1', 'https://example.org/x']);
      assert.deepEqual(refs.toArray(), toyAnalyzer(current, 'plaintext'));
    });
  });
});

describe('documents: the store', () => {
  it('scans a document in slices once, whoever asks meanwhile (its validation and the requests that come with it)', async () => {
    const store = new DocumentStore();
    const uri = 'file:///large.md';
    store.open(uri, 'markdown', 1, Array.from({ length: 3000 }, (_, i) => `See https://example.com/${i}|x now.`).join('\n'));
    let pauses = 0;
    const pause = async () => {
      pauses++;
      await new Promise((resolve) => setImmediate(resolve));
    };
    const [a, b] = await Promise.all([store.analysisInSlices(uri, pause), store.analysisInSlices(uri, pause)]);
    assert.ok(a && a === b, 'one analysis for both');
    assert.equal(a.referenceCount, 3000);
    // 3,000 references, a look at the loop every 200: one scan's 15 pauses, not two scans' 30.
    assert.equal(pauses, 15);
    assert.equal(store.analysis(uri), a);
  });

  it('applies several changes of one notification in order', () => {
    const store = new DocumentStore(toyAnalyzer);
    store.open('file:///a.txt', 'plaintext', 1, 'http://a.example/\n');
    store.analysis('file:///a.txt');
    store.change('file:///a.txt', 2, [
      { range: { start: { line: 0, character: 7 }, end: { line: 0, character: 8 } }, text: 'b' },
      { range: { start: { line: 1, character: 0 }, end: { line: 1, character: 0 } }, text: 'see <https://c.example/>' },
    ]);
    const analysis = store.analysis('file:///a.txt')!;
    assert.equal(analysis.version, 2);
    assert.deepEqual(analysis.references.map((r) => r.found.text), ['http://b.example/', 'https://c.example/']);
  });

  it('a full-text change replaces the analysis', () => {
    const store = new DocumentStore(toyAnalyzer);
    store.open('untitled:Untitled-1', 'plaintext', 1, 'http://a.example/');
    store.analysis('untitled:Untitled-1');
    store.change('untitled:Untitled-1', 2, [{ text: 'ftp://z.example/ é' }]);
    assert.deepEqual(store.analysis('untitled:Untitled-1')!.references.map((r) => r.found.text), ['ftp://z.example/']);
    assert.equal(store.get('untitled:Untitled-1')!.byteLength, 19);
  });

  it('analyzes lazily: no analysis is made until one is asked for', () => {
    let calls = 0;
    const store = new DocumentStore((...args) => { calls++; return toyAnalyzer(...args); });
    store.open('file:///b.txt', 'plaintext', 1, 'http://a.example/');
    store.change('file:///b.txt', 2, [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: 'x ' }]);
    assert.equal(calls, 0);
    assert.equal(store.analysis('file:///b.txt')!.references.length, 1);
    assert.equal(calls, 1);
  });

  it('keeps the text in step when the analyzer fails, says so, and scans anew next time', () => {
    let fail = false;
    const logged: string[] = [];
    const store = new DocumentStore((...args) => {
      if (fail) throw new Error('finder bug');
      return toyAnalyzer(...args);
    }, { error: (message) => logged.push(message) });
    store.open('file:///d.txt', 'plaintext', 1, 'http://a.example/\n');
    store.analysis('file:///d.txt');
    fail = true;
    const insert = (line: number, text: string) => ({ range: { start: { line, character: 0 }, end: { line, character: 0 } }, text });
    store.change('file:///d.txt', 2, [insert(1, 'x '), insert(1, 'ftp://b.example/ ')]);
    assert.equal(store.get('file:///d.txt')!.document.getText(), 'http://a.example/\nftp://b.example/ x ');
    assert.equal(store.get('file:///d.txt')!.analysis, undefined);
    // Told once per failed re-analysis (the second change of the notification re-scans nothing: the list is gone).
    assert.equal(logged.length, 1);
    assert.match(logged[0]!, /^URI Lint: re-analysis of an edit of file:\/\/\/d\.txt failed; the document is scanned anew: Error: finder bug/);
    fail = false;
    assert.deepEqual(store.analysis('file:///d.txt')!.references.map((r) => r.found.text), ['http://a.example/', 'ftp://b.example/']);
  });

  it('closing forgets the document', () => {
    const store = new DocumentStore(toyAnalyzer);
    store.open('file:///c.txt', 'plaintext', 1, '');
    store.close('file:///c.txt');
    assert.equal(store.get('file:///c.txt'), undefined);
    assert.equal(store.analysis('file:///c.txt'), undefined);
  });

  it('counts UTF-8 bytes', () => {
    assert.deepEqual(['a', 'é', '€', '😀', '\ud800'].map((s) => utf8Length(s)), [1, 2, 3, 4, 3]);
  });
});
