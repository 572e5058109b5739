/**
 * Incremental analysis against a fresh one: a document is
 * opened in the store, edited at random (insertions of that language's own
 * syntax: fences, comment and string delimiters, quotes, brackets, tags,
 * troff escapes; deletions; several changes in one notification; whole-text
 * replacements), and after every change the references the store keeps
 * must equal those of `analyzeText` over the new text, in every language
 * the finder reads differently. Fixed seed, so a failure is the same
 * everywhere; fast-check's report gives the seed and the shrunk case.
 */
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { TextDocumentContentChangeEvent } from 'vscode-languageserver-textdocument';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { analyzeText } from '@uri-lint/server/service/internal';
import { DocumentStore } from '@uri-lint/server/documents';
import { documentText, languageIdOf } from '../fuzz/arbitraries';
import type { FuzzLanguage } from '../fuzz/arbitraries';

const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : 20240803;
const RUNS = process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : 200;

/** The title line a `troff` document (a man page opened as plain text) starts with; edits may remove it. */
const TROFF_HEAD = '.TH FUZZ 1\n';

/** An edit as fractions of the document, made concrete against its current text. */
interface EditSpec {
  at: number;
  remove: number;
  insert: string;
  /** Sent in the same notification as the edit before it. */
  batched: boolean;
  /** Replaces the whole text (a change without a range). */
  whole: boolean;
}

const editOf = (language: FuzzLanguage): fc.Arbitrary<EditSpec> => fc.record({
  at: fc.double({ min: 0, max: 1, noNaN: true }),
  remove: fc.oneof(fc.constant(0), fc.nat(3), fc.nat(40)),
  insert: fc.oneof(
    { weight: 6, arbitrary: documentText(language === 'troff' ? 'man' : language, 4).map((t) => t.slice(0, 60)) },
    { weight: 2, arbitrary: fc.constantFrom('\n', ' ', '<', '>', '"', "'", '`', '```\n', '/*', '*/', '//', '#', '\\', '.TH X 1\n', 'http://', ':', '(', ')') },
    { weight: 1, arbitrary: fc.constant('') },
  ),
  batched: fc.boolean(),
  whole: fc.oneof({ weight: 30, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
});

/** The change an edit makes to `text`. */
function toChange(doc: TextDocument, edit: EditSpec): TextDocumentContentChangeEvent {
  const text = doc.getText();
  if (edit.whole) return { text: edit.insert };
  const start = Math.min(text.length, Math.floor(edit.at * (text.length + 1)));
  const end = Math.min(text.length, start + edit.remove);
  return { range: { start: doc.positionAt(start), end: doc.positionAt(end) }, text: edit.insert };
}

/** Opens `text`, applies the edits (batched ones in one notification) and compares with a fresh analysis after each notification. */
function check(language: FuzzLanguage, text: string, edits: readonly EditSpec[]): void {
  const languageId = languageIdOf(language);
  const store = new DocumentStore();
  const uri = 'file:///fuzz/doc';
  store.open(uri, languageId, 1, text);
  store.analysis(uri);
  // A mirror of the document, to make each change against the text it applies to.
  let mirror = TextDocument.create(uri, languageId, 1, text);
  let version = 1;
  let pending: TextDocumentContentChangeEvent[] = [];
  const flush = (): void => {
    if (pending.length === 0) return;
    store.change(uri, ++version, pending);
    pending = [];
    const now = mirror.getText();
    assert.equal(store.get(uri)!.document.getText(), now, 'the store applies the changes as the editor does');
    const kept = store.analysis(uri)!.references;
    const fresh = analyzeText(now, languageId);
    assert.deepEqual(kept.map((r) => r.found), fresh.map((r) => r.found), `found references differ in ${JSON.stringify(now)}`);
    assert.deepEqual(kept.map((r) => r.parsed), fresh.map((r) => r.parsed), 'parse results differ');
  };
  for (const edit of edits) {
    if (!edit.batched) flush();
    const change = toChange(mirror, edit);
    mirror = TextDocument.update(mirror, [change], mirror.version + 1);
    pending.push(change);
  }
  flush();
}

describe('documents: plain text that is, becomes or stops being an AsciiDoc document', () => {
  const header = '= Guide\n:toc: left\n\n';
  const body = 'See http://www.gnu.org/software/src-highlite/[GNU source-highlight] and\n----\nhttp://example.org/[a listing]\n----\n';
  const cases: [string, string, TextDocumentContentChangeEvent][] = [
    ['a header inserted makes the rest AsciiDoc', body, { range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: header }],
    ['the header deleted makes it plain text', header + body, { range: { start: { line: 0, character: 0 }, end: { line: 2, character: 0 } }, text: '' }],
    ['an edit inside a listing block of a long document', `${header}${'filler line\n'.repeat(2000)}${body}`, { range: { start: { line: 2005, character: 0 }, end: { line: 2005, character: 0 } }, text: '----\n' }],
  ];
  for (const [name, text, change] of cases) {
    it(name, () => {
      const store = new DocumentStore();
      store.open('file:///notes.txt', 'plaintext', 1, text);
      store.analysis('file:///notes.txt');
      store.change('file:///notes.txt', 2, [change]);
      const now = store.get('file:///notes.txt')!.document.getText();
      assert.deepEqual(store.analysis('file:///notes.txt')!.references.map((r) => r.found), analyzeText(now, 'plaintext').map((r) => r.found));
    });
  }
});

describe('documents: plain text that is, becomes or stops being a man page', () => {
  const page = (body: string) => `.TH A 1\n${body}`;
  const escaped = 'x\n\\fBhttp://a.example/\\fR\n';
  const cases: [string, string, TextDocumentContentChangeEvent][] = [
    ['a title line inserted makes the rest troff', escaped, { range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: '.TH A 1\n' }],
    ['the title line deleted makes it plain text', page(escaped), { range: { start: { line: 0, character: 0 }, end: { line: 1, character: 0 } }, text: '' }],
    ['an edit far past the re-scan window of a long page', page(`${'filler line\n'.repeat(2000)}${escaped}`), { range: { start: { line: 2002, character: 0 }, end: { line: 2002, character: 0 } }, text: 'y ' }],
  ];
  for (const [name, text, change] of cases) {
    it(name, () => {
      const store = new DocumentStore();
      store.open('file:///p', 'plaintext', 1, text);
      store.analysis('file:///p');
      store.change('file:///p', 2, [change]);
      const now = store.get('file:///p')!.document.getText();
      assert.deepEqual(store.analysis('file:///p')!.references.map((r) => r.found), analyzeText(now, 'plaintext').map((r) => r.found));
    });
  }
});

const LANGUAGES: readonly FuzzLanguage[] = ['plaintext', 'markdown', 'html', 'json', 'yaml', 'typescript', 'python', 'troff', 'man', 'po', 'latex', 'asciidoc', 'restructuredtext', 'jupyter', 'org', 'pod', 'textile', 'wikitext'];

describe(`documents: incremental analysis equals a fresh one after random edits, in every language (seed ${SEED})`, () => {
  for (const language of LANGUAGES) {
    const what = language === 'troff' ? 'troff opened as plain text (title line editable, pages past the 4 KB window)' : language;
    it(what, () => {
      // Mostly small documents; some past the re-scan's 4 KB window, made of many small ones.
      const large = fc.array(documentText(language === 'troff' ? 'man' : language, 40), { minLength: 40, maxLength: 160 }).map((parts) => parts.join('\n'));
      const text = fc.oneof({ weight: 4, arbitrary: documentText(language, 40) }, { weight: 1, arbitrary: large })
        .map((t) => (language === 'troff' && !t.startsWith(TROFF_HEAD) ? TROFF_HEAD + t : t));
      fc.assert(fc.property(text, fc.array(editOf(language), { minLength: 1, maxLength: 10 }), (t, edits) => check(language, t, edits)), {
        numRuns: RUNS,
        seed: SEED,
      });
    });
  }
});
