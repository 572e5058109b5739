/**
 * A fix never produces an invalid URI: every quick fix offered
 * for every diagnostic of every document of the corpus is applied; the
 * document is scanned again; the text outside the reference is unchanged;
 * the fixed reference is found where the old one was and parses valid, or,
 * when the reference had errors the fix does not answer, has no error the
 * fix answers and no error it did not have. The same for fix-all and
 * normalize-all over each document.
 */
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { parse } from '@uri-lint/shared';
import type { ParseResult } from '@uri-lint/shared';
import type { CodeAction, Diagnostic, TextEdit } from 'vscode-languageserver-types';
import type { AnalyzedReference } from '@uri-lint/server/service/internal';
import { applied, disjoint, open, settings, span, service } from './helpers';
import type { Fixture } from './helpers';

const CORPUS = path.resolve(__dirname, '../../../../test/fixtures/server/fix-corpus.txt');

interface Entry { line: number; languageId: string; text: string }

/** The corpus documents: one a line, escapes decoded, languages switched by `# language:` lines. */
function readCorpus(): Entry[] {
  const entries: Entry[] = [];
  let languageId = 'plaintext';
  fs.readFileSync(CORPUS, 'utf8').split('\n').forEach((raw, i) => {
    const language = /^# language: (\S+)/.exec(raw);
    if (language) languageId = language[1]!;
    else if (raw !== '' && !raw.startsWith('# ')) entries.push({ line: i + 1, languageId, text: unescape(raw) });
  });
  return entries;
}

function unescape(raw: string): string {
  return raw.replace(/\\(u[0-9A-Fa-f]{4}|n|t|\\)/g, (_, e: string) =>
    e === 'n' ? '\n' : e === 't' ? '\t' : e === '\\' ? '\\' : String.fromCharCode(parseInt(e.slice(1), 16)));
}

const SETTINGS = settings({ normalFormEnable: true });
// With IRIs as errors, and Fix all widened to convert them (iri-to-uri changes what a URI identifies: only when named).
const LENIENT_IRI = settings({ normalFormEnable: true, iriStrict: true, fixAllFixes: ['iri-to-uri'] });

/** The reference of `fixture` at `start`, if the scan found one there. */
function referenceAt(fixture: Fixture, start: number): AnalyzedReference | undefined {
  return fixture.analysis.references.find((r) => r.found.start === start);
}

function codeCounts(parsed: ParseResult): Map<string, number> {
  const counts = new Map<string, number>();
  for (const e of parsed.errors) counts.set(e.code, (counts.get(e.code) ?? 0) + 1);
  return counts;
}

/**
 * The check of one fixed reference: valid when the fix answers every error
 * it had; otherwise no answered code left and no code more often than before.
 */
function assertFixed(before: AnalyzedReference, after: AnalyzedReference, answered: ReadonlySet<string>, what: string): void {
  const unanswered = before.parsed.errors.filter((e) => !answered.has(e.code));
  if (unanswered.length === 0) {
    assert.deepEqual(after.parsed.errors.map((e) => e.code), [], `${what}: ${JSON.stringify(after.found.text)} must be valid`);
    return;
  }
  const old = codeCounts(before.parsed);
  for (const [code, count] of codeCounts(after.parsed)) {
    assert.ok(!answered.has(code), `${what}: ${code} left in ${JSON.stringify(after.found.text)}`);
    assert.ok(count <= (old.get(code) ?? 0), `${what}: new ${code} in ${JSON.stringify(after.found.text)}`);
  }
}

/** Applies `edits` to the reference `ref` of `fixture` and checks the result as the issue asks. */
function checkEdits(fixture: Fixture, ref: AnalyzedReference, edits: TextEdit[], answered: ReadonlySet<string>, what: string): AnalyzedReference {
  const { doc } = fixture;
  assert.ok(disjoint(doc, edits), `${what}: edits overlap`);
  for (const edit of edits) {
    const [s, e] = span(doc, edit.range);
    assert.ok(s >= ref.found.start && e <= ref.found.end, `${what}: edit outside the reference`);
  }
  const before = doc.getText();
  const after = applied(doc, edits);
  const delta = after.length - before.length;
  assert.equal(after.slice(0, ref.found.start), before.slice(0, ref.found.start), `${what}: text before the reference changed`);
  assert.equal(after.slice(ref.found.end + delta), before.slice(ref.found.end), `${what}: text after the reference changed`);
  const again = open(after, doc.languageId, doc.uri);
  const fixed = referenceAt(again, ref.found.start);
  assert.ok(fixed, `${what}: no reference found at ${ref.found.start} in ${JSON.stringify(after)}`);
  assert.equal(fixed.found.end, ref.found.end + delta, `${what}: the fixed reference is delimited differently in ${JSON.stringify(after)}`);
  assert.deepEqual(parse(fixed.found.text), fixed.parsed);
  assertFixed(ref, fixed, answered, what);
  return fixed;
}

/**
 * Percent-encoding edits are minimal: each writes only "25" (after a "%"
 * that starts no triplet) and encodings, never a character it keeps.
 */
function checkMinimalEncoding(fixture: Fixture, edits: TextEdit[]): void {
  const text = fixture.doc.getText();
  for (const edit of edits) {
    const [s, e] = span(fixture.doc, edit.range);
    assert.match(edit.newText, /^(?:25)?(?:%[0-9A-F]{2})*$/, `encode writes only encodings: ${JSON.stringify(edit)}`);
    if (s === e) assert.ok(edit.newText === '25' && text[s - 1] === '%', `an insertion is "25" after a "%": ${JSON.stringify(edit)}`);
  }
}

function referenceOf(fixture: Fixture, d: Diagnostic): AnalyzedReference {
  const [s, e] = span(fixture.doc, d.range);
  const ref = fixture.analysis.references.find((r) => r.found.start <= s && e <= r.found.end);
  assert.ok(ref, `no reference holds the diagnostic ${d.code}`);
  return ref;
}

describe('fix corpus: every fix of every case re-parses', () => {
  const entries = readCorpus();
  const titles = new Map<string, number>();

  it('the corpus has many cases', () => assert.ok(entries.length >= 80, `${entries.length} cases`));

  for (const entry of entries) {
    describe(`line ${entry.line} (${entry.languageId}): ${JSON.stringify(entry.text)}`, () => {
      for (const [name, config] of [['iri as information', SETTINGS], ['iri as error', LENIENT_IRI]] as const) {
        it(`quick fixes (${name})`, () => {
          const fixture = open(entry.text, entry.languageId);
          const diagnostics = service.diagnostics({ document: fixture.doc, analysis: fixture.analysis, settings: config });
          for (const d of diagnostics) {
            const ref = referenceOf(fixture, d);
            const actions: CodeAction[] = service.codeActions({ document: fixture.doc, analysis: fixture.analysis, settings: config }, d.range, { diagnostics: [d] });
            for (const action of actions) {
              // Fix all in the menu edits the whole document: checked below as fix-all.
              if (action.title === 'Fix all URI problems in file') continue;
              const edits = action.edit?.changes?.[fixture.doc.uri] ?? [];
              const answered = new Set((action.diagnostics ?? []).map((x) => String(x.code)));
              const target = fixture.analysis.references.find((r) => edits.every((e) => {
                const [s, t] = span(fixture.doc, e.range);
                return s >= r.found.start && t <= r.found.end;
              })) ?? ref;
              checkEdits(fixture, target, edits, answered, `${action.title} for ${d.code}`);
              if (action.title.startsWith('Percent-encode')) checkMinimalEncoding(fixture, edits);
              // A title says what the fix makes of the text (`Percent-encode: a b → a%20b`): counted by its action.
              const named = action.title.replace(/^Normalize URI to .*/, 'Normalize URI to …').replace(/: .*/, '');
              titles.set(named, (titles.get(named) ?? 0) + 1);
            }
          }
        });
      }

      it('fix-all (IRIs as errors) and normalize-all', () => {
        const fixture = open(entry.text, entry.languageId);
        for (const [what, edits] of [['fix-all', service.fixAll({ document: fixture.doc, analysis: fixture.analysis, settings: LENIENT_IRI })],
          ['normalize-all', service.normalizeAll({ document: fixture.doc, analysis: fixture.analysis, settings: SETTINGS })]] as const) {
          for (const ref of fixture.analysis.references) {
            const mine = edits.filter((e) => {
              const [s, t] = span(fixture.doc, e.range);
              return s >= ref.found.start && t <= ref.found.end;
            });
            if (mine.length === 0) continue;
            const answered = new Set(what === 'fix-all'
              ? ['invalid-character', 'non-ascii-character', 'invalid-percent-encoding', 'bracket-outside-ip-literal']
              : []);
            checkEdits(fixture, ref, mine, answered, what);
          }
          assert.ok(disjoint(fixture.doc, edits), `${what}: edits overlap`);
        }
      });
    });
  }

  describe('(the corpus exercises every fix)', () => {
    const expected = ['Percent-encode', 'Remove password from URI', 'Lowercase scheme and host',
      'Normalize URI to …', 'Convert IRI to URI', 'Remove invisible characters'];
    for (const title of expected) {
      it(title, () => assert.ok((titles.get(title) ?? 0) >= 3, `${title}: ${titles.get(title) ?? 0} times`));
    }
  });
});
