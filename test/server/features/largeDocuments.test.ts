/**
 * Work that must not grow with the size of a document on every edit. A
 * large document is kept in chunks (ChunkedDocument), and joining its
 * whole text costs milliseconds per megabyte: diagnostics and fixes of a
 * new version must read only the text of the references they report.
 */
import * as assert from 'node:assert/strict';
import { DEFAULT_SETTINGS } from '@uri-lint/server/contract';
import { DocumentStore } from '@uri-lint/server/documents';
import { service } from './helpers';

describe('large documents: an edit reads only what it needs', () => {
  // Escapes give the references decoded characters, whose ranges map back through the text as written.
  const line = 'see "http://ex\\u00ADample.com/a|b" and "http://h/\\u0041 b" and https://ok.example/ here\n';
  const text = line.repeat(2000);
  const uri = 'file:///big.ts';

  it('diagnostics and quick fixes of an edited version never join the whole text', () => {
    const store = new DocumentStore();
    store.open(uri, 'typescript', 1, text);
    const state = store.change(uri, 2, [{ range: { start: { line: 1000, character: 0 }, end: { line: 1000, character: 0 } }, text: 'x' }])!;
    const doc = state.document;
    let wholeReads = 0;
    const getText = doc.getText.bind(doc);
    doc.getText = (range?: Parameters<typeof doc.getText>[0]) => {
      if (range === undefined) wholeReads++;
      return getText(range);
    };
    const analysis = store.analysis(uri)!;
    wholeReads = 0; // building the analysis of a new version may read it once
    const diagnostics = service.diagnostics({ document: doc, analysis, settings: DEFAULT_SETTINGS });
    assert.ok(diagnostics.length >= 4000, `diagnostics found (${diagnostics.length})`);
    const target = diagnostics.find((d) => d.range.start.line === 1500)!;
    const actions = service.codeActions({ document: doc, analysis, settings: DEFAULT_SETTINGS }, target.range, { diagnostics: [target] });
    assert.ok(actions.length > 0, 'a quick fix is offered');
    assert.equal(wholeReads, 0);
  });
});
