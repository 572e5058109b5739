/**
 * One glob compiler, two dialects: a configuration's path globs and
 * `uriLint.ignorePatterns` are read by the same code (service/glob.ts), and
 * the options of a URI (`URI_GLOB`) are all that sets them apart. Each row is
 * one glob over one text, with what it means as a path glob and as a URI glob.
 */
import * as assert from 'node:assert/strict';
import { Glob, URI_GLOB } from '@uri-lint/server/service/internal';

/** Glob, text, matches as a path glob, matches as a URI glob. */
const TABLE: [string, string, boolean, boolean][] = [
  // `*` stops at `/` in a path; a URI has no segments.
  ['docs/*', 'docs/a/b.md', false, true],
  ['docs/*', 'docs/a.md', true, true],
  ['https://h/*', 'https://h/a/b', false, true],
  // `?` is one character, `/` included in a URI.
  ['a?b', 'a/b', false, true],
  ['a?b', 'axb', true, true],
  // `**` is a path's any depth, a URI's `*`.
  ['a/**/b', 'a/b', true, false],
  ['a/**/b', 'a/x/y/b', true, true],
  // Brackets, braces, parentheses, `,` and `\` are syntax in a path, characters of a URI (an IPv6 host, a template).
  ['http://[::1]/*', 'http://[::1]/x', false, true],
  ['http://[::1]/*', 'http://:/x', true, false],
  ['[ab].md', 'a.md', true, false],
  ['[ab].md', '[ab].md', false, true],
  ['{a,b}.md', 'b.md', true, false],
  ['{a,b}.md', '{a,b}.md', false, true],
  ['https://h/{id}', 'https://h/{id}', true, true],
  ['https://h/{x,y}', 'https://h/{x,y}', false, true],
  ['https://h/{x,y}', 'https://h/x', true, false],
  ['@(x|y)', 'x', true, false],
  ['@(x|y)', '@(x|y)', false, true],
  ['a\\*b', 'a*b', true, false],
  ['a\\*b', 'a\\xb', false, true],
  // A leading `!` negates a path glob; a leading `/` anchors it at its folder. In a URI both are characters.
  ['!*.md', 'a.txt', true, false],
  ['!*.md', '!x.md', false, true],
  ['/a.md', 'a.md', true, false],
  ['/a.md', '/a.md', false, true],
  // A path glob without `/` matches a name at any depth; a URI glob the whole text from its first character.
  ['*.md', 'docs/a.md', true, true],
  ['a.md', 'docs/a.md', true, false],
  ['http://*', 'see http://x', false, false],
  // Literal everywhere else, in both: a `.` is a dot, not any character.
  ['a.b', 'aXb', false, false],
  ['*', '', true, true],
];

describe('one glob compiler: a path glob and a URI glob (uriLint.ignorePatterns) differ only by options', () => {
  for (const [glob, text, asPath, asUri] of TABLE) {
    it(`${JSON.stringify(glob)} on ${JSON.stringify(text)}: path ${asPath}, URI ${asUri}`, () => {
      assert.equal(new Glob(glob).test(text), asPath, 'as a path glob');
      assert.equal(new Glob(glob, URI_GLOB).test(text), asUri, 'as a URI glob');
    });
  }

  it('a URI glob is never refused: what a path glob cannot use ("!(…)", a backwards range) is text of a URI', () => {
    assert.throws(() => new Glob('!(a)'), /linear time/);
    assert.throws(() => new Glob('[z-a]'), /backwards/);
    assert.equal(new Glob('!(a)', URI_GLOB).test('!(a)'), true);
    assert.equal(new Glob('[z-a]', URI_GLOB).test('[z-a]'), true);
  });

  it('a glob of many stars answers on a long text in either dialect (no backtracking)', () => {
    const text = 'a'.repeat(100_000);
    assert.equal(new Glob('*a*a*a*a*a*a*a*a*b').test(text), false);
    assert.equal(new Glob('*a*a*a*a*a*a*a*a*b', URI_GLOB).test(text), false);
    assert.equal(new Glob('*a?a*a?a*a*a*a*a*b', URI_GLOB).test(text), false);
  });
});
