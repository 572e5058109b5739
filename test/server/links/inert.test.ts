/**
 * A link in an HTML comment is no link where the document's language writes
 * such comments (links/inert.ts), whichever document was asked about before:
 * the language is worked out per document, asked reference by reference, in
 * any order of documents.
 */
import assert from 'node:assert/strict';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { analyzeDocument, inertLink } from '@uri-lint/server/service/internal';

const TEXT = '<!-- see https://x.example/gone -->\nsee https://x.example/here\n';

/** Documents by their language id and name, and whether their comments are HTML's. */
const DOCUMENTS: Array<[languageId: string, uri: string, htmlComments: boolean]> = [
  ['markdown', 'file:///w/a.md', true],
  ['plaintext', 'file:///w/b.txt', false],
  ['plaintext', 'file:///w/c.md', true],
  ['python', 'file:///w/d.py', false],
  ['html', 'file:///w/e.html', true],
  ['plaintext', 'file:///w/f.html', true],
  ['plaintext', 'file:///w/g', false],
];

describe('links: a link in a comment is no link, per document language', () => {
  it('answers each document by its own language, documents asked in turn', () => {
    const analysed = DOCUMENTS.map(([languageId, uri, html]) => {
      const document = TextDocument.create(uri, languageId, 1, TEXT);
      const analysis = analyzeDocument(document);
      return { document, analysis, html, name: `${languageId} ${uri}` };
    });
    // Every pair in both orders: the document asked before never answers for the next.
    for (const a of analysed) {
      for (const b of [...analysed].reverse()) {
        for (const { document, analysis, html, name } of [a, b]) {
          const [commented, plain] = analysis.references;
          assert.deepEqual([commented?.found.text, plain?.found.text], ['https://x.example/gone', 'https://x.example/here'], name);
          assert.equal(inertLink(commented!, commented!.found.start, analysis, document), html ? 'comment' : undefined, name);
          assert.equal(inertLink(plain!, plain!.found.start, analysis, document), undefined, name);
        }
      }
    }
  });
});
