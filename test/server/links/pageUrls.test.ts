/**
 * A site's pages by their URLs (links/pageUrls.ts) and by its configuration's
 * list of pages (links/siteNav.ts): where mdBook and MkDocs serve a Markdown
 * source, which folder a page's relative links resolve against, and the
 * entries of MkDocs' `nav:` with their places, as a move rewrites them.
 */
import assert from 'node:assert/strict';
import { navEntries, navText, pageBase, pageUrlOf } from '@uri-lint/server/service/internal';
import type { PageForm } from '@uri-lint/server/service/internal';

describe('a site\'s page URLs', () => {
  // The source, below the content folder `docs`; its page's URL as names (a directory URL is a folder), and the folder
  // its relative links resolve against.
  const CASES: [form: PageForm, source: string, url: string | undefined, base: string][] = [
    ['html', 'docs/guide/setup.md', 'docs/guide/setup.html', 'docs/guide'],
    ['html', 'docs/guide/README.md', 'docs/guide/index.html', 'docs/guide'],
    ['html', 'docs/index.md', 'docs/index.html', 'docs'],
    ['html', 'docs/notes.markdown', 'docs/notes.html', 'docs'],
    ['directory', 'docs/guide/setup.md', 'docs/guide/setup', 'docs/guide/setup'],
    ['directory', 'docs/guide/index.md', 'docs/guide', 'docs/guide'],
    ['directory', 'docs/README.md', 'docs', 'docs'],
    // No page: not Markdown, or outside the content folder.
    ['directory', 'docs/img/logo.png', undefined, 'docs/img/logo.png'],
    ['html', 'README.md', undefined, ''],
  ];
  for (const [form, source, url, base] of CASES) {
    it(`${form}: ${source} is served at ${url ?? 'no page'}`, () => {
      const names = source.split('/');
      assert.equal(pageUrlOf(names, ['docs'], form)?.join('/'), url);
      assert.equal(pageBase(names, form).join('/'), base);
    });
  }
});

describe('MkDocs\' nav: the pages its configuration lists', () => {
  const CONFIG = [
    'site_name: x',
    'docs_dir: pages',
    'nav:',
    '  - index.md',
    '  - Setup: guide/setup.md',
    '  - "Quoted": "guide/a b.md"',
    '  - Guide:',
    "    - 'Deep': 'guide/deep/x.md'",
    '    - Escaped: "guide/\\u0078.md"',
    '  - Site: https://example.com/',
    '  - Root: /abs.md',
    '  - Up: ../outside.md',
    '  - Beside: ../other/deep/y.md',
    'theme: material',
    '',
  ].join('\n');

  it('reads each entry with its place, its quoting and the file below docs_dir; a URL, an absolute path, an escape or a path out of it are left out', () => {
    const entries = navEntries('mkdocs.yml', ['site'], CONFIG).map((e) => [CONFIG.slice(e.start, e.end), e.style, e.segments.join('/'), e.root.join('/')]);
    assert.deepEqual(entries, [
      ['index.md', 'plain', 'site/pages/index.md', 'site/pages'],
      ['guide/setup.md', 'plain', 'site/pages/guide/setup.md', 'site/pages'],
      ['guide/a b.md', 'double', 'site/pages/guide/a b.md', 'site/pages'],
      ['guide/deep/x.md', 'single', 'site/pages/guide/deep/x.md', 'site/pages'],
    ]);
  });

  it('is only MkDocs\' configuration\'s, with a nav', () => {
    assert.deepEqual(navEntries('other.yml', [], CONFIG), []);
    assert.deepEqual(navEntries('mkdocs.yml', [], 'site_name: x\n'), []);
    assert.equal(navEntries('mkdocs.yaml', [], 'nav:\n  - a.md\n').length, 1);
  });

  // A new path as each quoting can hold it, or undefined where it cannot be written as it is.
  const TEXTS: [path: string, style: 'plain' | 'single' | 'double', written: string | undefined][] = [
    ['guide/install.md', 'plain', 'guide/install.md'],
    ['guide/My Notes (draft).md', 'plain', 'guide/My Notes (draft).md'],
    ['guide/a: b.md', 'plain', undefined],
    ['guide/#1.md', 'plain', undefined],
    ['guide/a: b.md', 'double', 'guide/a: b.md'],
    ['guide/say "hi".md', 'double', undefined],
    ["guide/it's.md", 'single', undefined],
    ['guide/say "hi".md', 'single', 'guide/say "hi".md'],
  ];
  for (const [path, style, written] of TEXTS) {
    it(`${path} in a ${style} scalar: ${written === undefined ? 'left' : 'written'}`, () => assert.equal(navText(path, style), written));
  }
});
