/**
 * "Ignore this URI in .urilintrc.json" writes a glob of the URI into a file
 * that is committed: every possible password (privacy.ts) becomes `*`, also
 * one the parse reads as a port or a path.
 */
import assert from 'node:assert/strict';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { patternOf } from '@uri-lint/server/lsp';
import { analyzeDocument } from '@uri-lint/server/service/internal';

const CASES: [string, string][] = [
  ['http://alice:pw@example.com/', 'http://alice:*@example.com/'],
  ['postgres://admin:Hunter2#xyz@db.example.com/app', 'postgres://admin:*@db.example.com/app'],
  ['https://admin:a/b@example.com/x', 'https://admin:*@example.com/x'],
  ['http://localhost:3000/users/me@example.com', 'http://localhost:3000/users/me@example.com'],
  ['http://example.com:80a/', 'http://example.com:80a/'],
];

describe('lsp: the pattern "Ignore this URI" writes', () => {
  for (const [uri, pattern] of CASES) {
    it(`${uri} → ${pattern}`, () => {
      const analysis = analyzeDocument(TextDocument.create('file:///a.txt', 'plaintext', 1, `see ${uri} here\n`));
      assert.equal(patternOf(analysis.references[0]!), pattern);
    });
  }
});
