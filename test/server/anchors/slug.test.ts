/**
 * Heading slugs: GitHub's own ids (github-slugger's fixtures, rendered by
 * GitHub) and GitLab's documented rules.
 */
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Slugger, slugOf } from '@uri-lint/server/service/internal';

const FIXTURES = join(__dirname, '../../../../test/fixtures/anchors');

interface SluggerFixture {
  name: string;
  input: string;
  expected: string;
}

describe('heading slugs', () => {
  it('GitHub: every github-slugger fixture, in one document (repeats get -1, -2)', () => {
    const fixtures = JSON.parse(readFileSync(join(FIXTURES, 'github-slugger-fixtures.json'), 'utf8')) as SluggerFixture[];
    assert.ok(fixtures.length >= 78);
    const slugger = new Slugger('github');
    const wrong = fixtures.map((f) => ({ name: f.name, got: slugger.slug(f.input), expected: f.expected })).filter((r) => r.got !== r.expected);
    assert.deepEqual(wrong, []);
  });

  it('GitHub: emoji and punctuation go, letters of every script, digits, "_" and "-" stay', () => {
    const table: [string, string][] = [
      ['😄 unicode emoji', '-unicode-emoji'],
      ['Valid Heading 20.10 ❌', 'valid-heading-2010-'],
      ['exchange.bind_headers(exchange, routing [, bindCallback])', 'exchangebind_headersexchange-routing--bindcallback'],
      ['Привет non-latin 你好', 'привет-non-latin-你好'],
      ["The \"Best\" Headin' for Testin' Quotes", 'the-best-headin-for-testin-quotes'],
    ];
    assert.deepEqual(table.map(([text]) => [text, slugOf(text, 'github')]), table);
  });

  it('GitLab: lowercase, non-word characters removed, spaces to "-", runs of "-" squeezed (doc/user/markdown.md)', () => {
    const headings = [
      'This heading has spaces in it',
      'This heading has a 😃 in it',
      'This heading has Unicode in it: 한글',
      'This heading has spaces in it',
      'This heading has spaces in it',
      'This heading has 3.5 in it (and parentheses)',
      'This heading has  multiple spaces and --- hyphens',
    ];
    const slugger = new Slugger('gitlab');
    assert.deepEqual(headings.map((h) => slugger.slug(h)), [
      'this-heading-has-spaces-in-it',
      'this-heading-has-a-in-it',
      'this-heading-has-unicode-in-it-한글',
      'this-heading-has-spaces-in-it-1',
      'this-heading-has-spaces-in-it-2',
      'this-heading-has-35-in-it-and-parentheses',
      'this-heading-has-multiple-spaces-and-hyphens',
    ]);
  });
});
