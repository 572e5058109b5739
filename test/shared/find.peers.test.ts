/**
 * `findUris` against other projects' suites: the tables are in
 * test/fixtures/find/peers-*.txt, each citing its source, with the rows where
 * we differ on purpose marked and explained there.
 *   peers-linkify.txt     linkify-it's links and non-links with a scheme, in plain text
 *   peers-commonmark.txt  CommonMark's links, definitions, images and autolinks, in Markdown
 *   peers-gfm.txt         GFM's extended autolinks, in Markdown
 */
import * as assert from 'node:assert/strict';
import { findUris } from '@uri-lint/shared';
import type { FindContext, FoundUri } from '@uri-lint/shared';
import { fixtureBlocks } from './findFixtures';

const CONTEXTS: ReadonlySet<string> = new Set<FindContext>([
  'plain', 'angle', 'quoted', 'markdown-link', 'markdown-autolink', 'markdown-definition',
  'html-attribute', 'json-string', 'yaml-value', 'code',
]);

/** A row: the input (`␤` a line break, `→` a tab) and the expected lines, if any. */
interface Row { input: string; expected: string[] }

/** The rows of a table (see findFixtures.ts), `␤` and `→` turned into a line break and a tab. */
function rows(name: string): Row[] {
  return fixtureBlocks(name).map(([input, ...expected]) => ({ input: input!.replace(/␤/g, '\n').replace(/→/g, '\t'), expected }));
}

/** `context text`, or the text alone when the table gives no contexts. */
function show(found: readonly FoundUri[], withContext: boolean): string[] {
  return found.map((f) => (withContext ? `${f.context} ${f.text}` : f.text));
}

function check(name: string, languageId: string): void {
  for (const { input, expected } of rows(name)) {
    const none = expected.length === 1 && expected[0] === '(none)';
    const want = none ? [] : expected.length > 0 ? expected : [input];
    const withContext = want.length > 0 && want.every((line) => CONTEXTS.has(line.slice(0, line.indexOf(' '))));
    it(`${JSON.stringify(input)} → ${JSON.stringify(want)}`, () => {
      const found = findUris(input, { languageId });
      assert.deepEqual(show(found, withContext), want);
      if (expected.length === 0) assert.deepEqual([found[0]!.start, found[0]!.end], [0, input.length]);
    });
  }
}

describe('find peers: linkify-it (fixtures/find/peers-linkify.txt)', () => check('peers-linkify.txt', 'plaintext'));
describe('find peers: CommonMark (fixtures/find/peers-commonmark.txt)', () => check('peers-commonmark.txt', 'markdown'));
describe('find peers: GFM extended autolinks (fixtures/find/peers-gfm.txt)', () => check('peers-gfm.txt', 'markdown'));
