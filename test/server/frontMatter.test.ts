/**
 * The service's one reading of a document's front matter (service/frontMatter.ts), over front matters as projects
 * write them: Jekyll's and Microsoft Learn's YAML between `---` lines, Pandoc's closed by `...`, Hugo's TOML between
 * `+++` lines; none, one never closed, one after a byte order mark. Where it is YAML from the text's start, it ends
 * where the finder's (shared `frontMatterEnd`) does: a directive the ignore actions write there is read back.
 */
import assert from 'node:assert/strict';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { frontMatterEnd } from '@uri-lint/shared';
import { frontMatterOf, readFrontMatter, VersionCache } from '@uri-lint/server/service/internal';
import type { FrontMatters } from '@uri-lint/server/service/internal';

/** A case: its text, and the front matter's format and content (its body), or undefined for none. */
const CASES: [string, string, { format: 'yaml' | 'toml'; body: string } | undefined][] = [
  // A Jekyll post (jekyll/jekyll docs/_posts).
  ['YAML, Jekyll', '---\nlayout: post\ntitle: "Welcome to Jekyll!"\n---\n\nYou\'ll find this post in your `_posts` directory.\n',
    { format: 'yaml', body: 'layout: post\ntitle: "Welcome to Jekyll!"\n' }],
  // Microsoft Learn (PowerShell/PSScriptAnalyzer docs/Rules/UseApprovedVerbs.md), with Windows line ends.
  ['YAML, Microsoft Learn, CRLF', '---\r\ndescription: Cmdlet Verbs\r\nms.date: 03/26/2024\r\nms.topic: reference\r\n---\r\n# UseApprovedVerbs\r\n',
    { format: 'yaml', body: 'description: Cmdlet Verbs\r\nms.date: 03/26/2024\r\nms.topic: reference\r\n' }],
  // Pandoc's metadata block, closed by YAML's document end.
  ['YAML closed by ...', '---\ntitle: Report\nauthor: Jane\n...\n\n# Introduction\n', { format: 'yaml', body: 'title: Report\nauthor: Jane\n' }],
  ['YAML, fences with trailing blanks', '--- \ntitle: x\n---\t\nbody\n', { format: 'yaml', body: 'title: x\n' }],
  ['YAML, empty', '---\n---\n# Title\n', { format: 'yaml', body: '' }],
  // A Hugo page (gohugoio/hugoDocs content/en/about/_index.md, abridged).
  ['TOML, Hugo', '+++\ntitle = "About Hugo"\ndate = 2019-01-01\n+++\n\nHugo is a static site generator.\n',
    { format: 'toml', body: 'title = "About Hugo"\ndate = 2019-01-01\n' }],
  ['none', '# Title\n\n---\n\nA rule, not front matter.\n', undefined],
  ['a first line of four dashes (a rule)', '----\ntitle: x\n----\n', undefined],
  ['unterminated YAML', '---\ntitle: Draft\n\n# Body without a closing fence\n', undefined],
  ['unterminated TOML', '+++\ntitle = "Draft"\n', undefined],
  ['TOML not closed by YAML\'s fence', '+++\ntitle = "x"\n---\n', undefined],
  ['YAML after a byte order mark', '\uFEFF---\ntitle: x\n---\nbody\n', { format: 'yaml', body: 'title: x\n' }],
  ['TOML after a byte order mark', '\uFEFF+++\ntitle = "x"\n+++\n', { format: 'toml', body: 'title = "x"\n' }],
  ['empty text', '', undefined],
];

describe('frontMatter: one reading of a document\'s front matter', () => {
  for (const [name, text, expected] of CASES) {
    it(`${name}: ${expected === undefined ? 'none' : expected.format}`, () => {
      const front = readFrontMatter(text);
      assert.deepEqual(front && { format: front.format, body: text.slice(front.bodyStart, front.bodyEnd) }, expected);
      if (!front) return;
      // It starts at the text's start, after a byte order mark; it ends with its closing fence, before that line's break.
      assert.equal(front.start, text.startsWith('\uFEFF') ? 1 : 0);
      assert.match(text.slice(front.bodyEnd, front.end), front.format === 'yaml' ? /^(?:---|\.\.\.)[ \t]*\r?$/ : /^\+\+\+\r?$/);
      assert.ok(front.end === text.length || /^\r?\n/.test(text.slice(front.end)));
    });
  }

  it('YAML from the text\'s start ends where the finder\'s reading of it ends (a directive written there is read)', () => {
    for (const [name, text] of CASES) {
      const front = readFrontMatter(text);
      const finders = frontMatterEnd(text);
      assert.equal(front?.format === 'yaml' && front.start === 0 ? front.end : 0, finders, name);
    }
  });

  it('is read once per document version in the readings given, and again after an edit', () => {
    const readings: FrontMatters = new VersionCache();
    const document = TextDocument.create('file:///w/page.md', 'markdown', 1, '---\ntitle: x\n---\n');
    const first = frontMatterOf(document, readings);
    assert.equal(frontMatterOf(document, readings), first);
    assert.notEqual(frontMatterOf(document, undefined), first, 'without readings, read again');
    assert.deepEqual(frontMatterOf(document, undefined), first);
    assert.deepEqual(first && [first.format, first.end], ['yaml', 16]);
    TextDocument.update(document, [{ text: '+++\ntitle = "x"\n+++\n' }], 2);
    assert.deepEqual(frontMatterOf(document, readings)?.format, 'toml');
    TextDocument.update(document, [{ text: '# No front matter\n' }], 3);
    assert.equal(frontMatterOf(document, readings), undefined);
  });

  it('VersionCache: makes a value once per document version, an undefined one too', () => {
    const cache = new VersionCache<string | undefined>();
    const document = { version: 1 };
    let made = 0;
    const make = () => { made++; return undefined; };
    cache.of(document, make);
    cache.of(document, make);
    assert.equal(made, 1);
    document.version = 2;
    assert.equal(cache.of(document, () => 'new'), 'new');
    assert.equal(cache.of(document, () => 'newer'), 'new');
  });
});
