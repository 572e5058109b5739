/**
 * The scheme rule tables: a document (the URI between "<" and ">", as RFC
 * 3986 Appendix C delimits it) and every diagnostic the real service gives
 * it, as `[code, where]`: `where` is a piece of the document found at its
 * first occurrence, ⟦…⟧ marking the covered characters (no marks: the whole
 * piece). Every diagnostic is compared, so a scheme finding that repeats a
 * syntax error fails too.
 */
import * as assert from 'node:assert/strict';
import { parse } from '@uri-lint/shared';
import type { Settings } from '@uri-lint/server/contract';
import { findingsOf } from '@uri-lint/server/service/internal';
import { open, service, settings, span } from '../../features/helpers';

/** `[code, where]`; see the file comment. */
export type Expected = [string, string];

/** One row: the document (a bare URI is put between "<" and ">") and what it gets. */
export type Row = [text: string, expected: Expected[]];

/** The document of a row. */
export function documentOf(text: string): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(text) ? `<${text}>` : text;
}

function located(text: string, where: string): [number, number] {
  const piece = where.replace(/[⟦⟧]/g, '');
  const at = text.indexOf(piece);
  assert.ok(at >= 0, `${JSON.stringify(piece)} is not in ${JSON.stringify(text)}`);
  const mark = where.indexOf('⟦');
  return mark < 0 ? [at, at + piece.length] : [at + mark, at + where.indexOf('⟧') - 1];
}

/** Every diagnostic of `text` as `[code, [start, end]]`. */
export function diagnosticsOf(text: string, overrides: Partial<Settings> = {}): [string, [number, number]][] {
  const { doc, analysis } = open(text);
  return service.diagnostics({ document: doc, analysis, settings: settings(overrides) })
    .map((d) => [String(d.code), span(doc, d.range)]);
}

/** A `describe` of rows, one `it` each. */
export function table(title: string, rows: Row[], overrides: Partial<Settings> = {}): void {
  describe(title, () => {
    for (const [text, expected] of rows) {
      const doc = documentOf(text);
      it(`${doc}${expected.length === 0 ? ' is fine' : ` → ${expected.map(([code]) => code).join(', ')}`}`, () => {
        if (doc !== text) assert.deepEqual(open(doc).analysis.references.map((r) => r.found.text), [text], 'the finder reads the URI whole');
        assert.deepEqual(diagnosticsOf(doc, overrides), expected.map(([code, where]) => [code, located(doc, where)]));
      });
    }
  });
}

/**
 * Rows the finder does not find in text (so `table` cannot reach them):
 * every rule over the reference parsed directly, `where` in the reference's
 * own text.
 */
export function parsedTable(title: string, rows: Row[]): void {
  describe(title, () => {
    for (const [text, expected] of rows) {
      it(`${text}${expected.length === 0 ? ' is fine' : ` → ${expected.map(([code]) => code).join(', ')}`}`, () => {
        const ref = { found: { text, start: 0, end: text.length, context: 'plain' as const }, parsed: parse(text) };
        assert.deepEqual(findingsOf(ref, settings()).map((f) => [f.code, [f.start, f.end]]),
          expected.map(([code, where]) => [code, located(text, where)]));
      });
    }
  });
}
