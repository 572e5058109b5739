/**
 * `uri-lint mv OLD NEW`: a file or folder moved and every link to it, and
 * every relative link inside it, rewritten in each file type the link rules
 * resolve, each link in its own style; run as a real process over real
 * files, with git and without.
 */
import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { removeTempTrees, runCli, runJson, tempTree } from './helpers';

/** Each file of the workspace: its text before, and after `mv docs/setup.md docs/install/guide.md` (by its new path). */
const FILES: Record<string, [string, string, string?]> = {
  'README.md': [
    '# Project\n\nSee [setup](docs/setup.md#install), [raw](./docs/setup.md?raw=1), <a href="docs/setup.md">html</a>, [root](/docs/setup.md).\n'
      + '[def]: docs/setup.md "Setup"\nKept: [other](docs/other.md), [template](docs/{{ page }}.md), [far](https://example.com/docs/setup.md).\n',
    '# Project\n\nSee [setup](docs/install/guide.md#install), [raw](./docs/install/guide.md?raw=1), <a href="docs/install/guide.md">html</a>, [root](/docs/install/guide.md).\n'
      + '[def]: docs/install/guide.md "Setup"\nKept: [other](docs/other.md), [template](docs/{{ page }}.md), [far](https://example.com/docs/setup.md).\n',
  ],
  // The moved file: its relative links lead where they led, from its new folder.
  'docs/setup.md': [
    '# Setup\n\n## Install\n\nBack to [readme](../README.md), [other](other.md), [self](setup.md#install), [here](#install), [img](./img/a%20b.png).\n',
    '# Setup\n\n## Install\n\nBack to [readme](../../README.md), [other](../other.md), [self](guide.md#install), [here](#install), [img](../img/a%20b.png).\n',
    'docs/install/guide.md',
  ],
  'docs/other.md': ['See [setup](setup.md) and [up](../docs/setup.md).\n', 'See [setup](install/guide.md) and [up](../docs/install/guide.md).\n'],
  'docs/img/a b.png': ['png', 'png'],
  'site/index.html': ['<a href="../docs/setup.md#install">s</a> <img src="../docs/img/a%20b.png">\n', '<a href="../docs/install/guide.md#install">s</a> <img src="../docs/img/a%20b.png">\n'],
  'api/openapi.yaml': ['paths:\n  /x:\n    $ref: "../docs/setup.md#/x"\n', 'paths:\n  /x:\n    $ref: "../docs/install/guide.md#/x"\n'],
  'api/schema.json': ['{ "$ref": "../docs/setup.md" }\n', '{ "$ref": "../docs/install/guide.md" }\n'],
  'book/index.adoc': ['= Book\n\nlink:../docs/setup.md[Setup] and link:../docs/other.md[Other].\n', '= Book\n\nlink:../docs/install/guide.md[Setup] and link:../docs/other.md[Other].\n'],
  // A string of code is no link: left as it is.
  'src/app.js': ['const page = "../docs/setup.md";\n', 'const page = "../docs/setup.md";\n'],
};

/** Writes FILES (with the new folder made) and answers the folder. */
function workspace(): string {
  const dir = tempTree(Object.fromEntries(Object.entries(FILES).map(([rel, [before]]) => [rel, before])));
  fs.mkdirSync(path.join(dir, 'docs/install'));
  return dir;
}

const git = (dir: string, ...args: string[]) => spawnSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], { cwd: dir, encoding: 'utf8' });

describe('uri-lint mv', () => {
  after(removeTempTrees);

  it('moves a file and rewrites every link to it and in it, in every file type, each in its own style', () => {
    const dir = workspace();
    const run = runCli(['mv', 'docs/setup.md', 'docs/install/guide.md'], dir);
    assert.equal(run.status, 0, run.stderr);
    assert.equal(fs.existsSync(path.join(dir, 'docs/setup.md')), false);
    for (const [rel, [, after, moved]] of Object.entries(FILES)) assert.equal(fs.readFileSync(path.join(dir, moved ?? rel), 'utf8'), after, rel);
    assert.match(run.stdout, /^moved docs\/setup\.md to docs\/install\/guide\.md \(rename\), rewrote 15 links in 7 files$/m);
    // No link broken, none lost: the tree checks clean before and after.
    assert.equal(runJson([], dir).report.files.flatMap((f) => f.problems.filter((p) => p.code.startsWith('link-'))).length, 0);
  });

  it('follows no symbolic link in the tree: the file one leads to is rewritten once, at its place, and the link stays', () => {
    const dir = workspace();
    fs.symlinkSync('other.md', path.join(dir, 'docs/alias.md'));
    fs.symlinkSync('.', path.join(dir, 'loop'));
    const run = runCli(['mv', 'docs/setup.md', 'docs/install/guide.md'], dir);
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /rewrote 15 links in 7 files$/m);
    assert.equal(fs.readFileSync(path.join(dir, 'docs/other.md'), 'utf8'), FILES['docs/other.md']![1]);
    assert.equal(fs.readlinkSync(path.join(dir, 'docs/alias.md')), 'other.md');
    assert.equal(fs.readlinkSync(path.join(dir, 'loop')), '.');
  });

  it('the tree has no broken link before the move either', () => {
    const dir = workspace();
    assert.deepEqual(runJson([], dir).report.files.flatMap((f) => f.problems.filter((p) => p.code.startsWith('link-')).map((p) => `${f.path}: ${p.code}`)), []);
  });

  it('--dry-run prints the diff and changes nothing', () => {
    const dir = workspace();
    const run = runCli(['mv', '--dry-run', 'docs/setup.md', 'docs/install/guide.md'], dir);
    assert.equal(run.status, 0, run.stderr);
    for (const [rel, [before]] of Object.entries(FILES)) assert.equal(fs.readFileSync(path.join(dir, rel), 'utf8'), before, rel);
    assert.match(run.stdout, /^-See \[setup\]\(setup\.md\) and \[up\]\(\.\.\/docs\/setup\.md\)\.$/m);
    assert.match(run.stdout, /^\+See \[setup\]\(install\/guide\.md\) and \[up\]\(\.\.\/docs\/install\/guide\.md\)\.$/m);
    assert.match(run.stdout, /^\+\+\+ b\/docs\/install\/guide\.md$/m);
    assert.match(run.stdout, /would move docs\/setup\.md to docs\/install\/guide\.md \(rename\) and rewrite 15 links in 7 files/);
  });

  /** A tree, and the moves made one after the other, each with files as they are after it. */
  const moves: [string, Record<string, string>, [string, string, Record<string, string>][]][] = [
    ['moves a folder: links into it follow, links inside it between its files stay', {
      'README.md': '[a](docs/a.md) [b](./docs/sub/b.md#x) [dir](docs/sub/)\n',
      'docs/a.md': '[b](sub/b.md) [readme](../README.md)\n',
      'docs/sub/b.md': '# X\n[a](../a.md)\n',
    }, [['docs', 'manual', {
      'README.md': '[a](manual/a.md) [b](./manual/sub/b.md#x) [dir](manual/sub/)\n',
      'manual/a.md': '[b](sub/b.md) [readme](../README.md)\n',
      'manual/sub/b.md': '# X\n[a](../a.md)\n',
    }]]],
    ['percent-encodes a new name as a path segment needs, and keeps the names it did not change as written', {
      'README.md': '[a](docs/My%20Notes/a.md) <a href="docs/My%20Notes/a.md">a</a>\n', 'docs/My Notes/a.md': '# A\n',
    }, [['docs/My Notes/a.md', 'docs/My Notes/Q&A (draft).md', {
      'README.md': '[a](docs/My%20Notes/Q%26A%20%28draft%29.md) <a href="docs/My%20Notes/Q%26A%20%28draft%29.md">a</a>\n',
    }]]],
    // Docusaurus resolves a Markdown link to a file from the page, else from the docs folder.
    ['a link a site\'s generator resolves from its docs root is written from there, and stays when only its page moves', {
      'docusaurus.config.js': "module.exports = { presets: [['classic', { docs: { path: 'docs' } }]] };\n",
      'docs/api/Store.md': '# Store\n',
      'docs/guide/intro.md': 'See [store](api/Store.md#dispatch) and [also](../api/Store.md).\n',
    }, [
      ['docs/api/Store.md', 'docs/api/StoreApi.md', { 'docs/guide/intro.md': 'See [store](api/StoreApi.md#dispatch) and [also](../api/StoreApi.md).\n' }],
      ['docs/guide/intro.md', 'docs/intro.md', { 'docs/intro.md': 'See [store](api/StoreApi.md#dispatch) and [also](api/StoreApi.md).\n' }],
    ]],
    // mkdocs/mkdocs, docs/dev-guide/themes.md: its Jinja examples are quoted code, not the page's own statements.
    ['a page that shows a template in quoted or listed code is no template: its links follow', {
      'docs/user-guide/configuration.md': '# Configuration\n\n## theme\n',
      'docs/dev-guide/themes.md': '> > ```django\n> > {%- for path in extra_css %}\n> > ```\n\n1. A list:\n\n    ```\n    {{ page.content }}\n    ```\n\n'
        + 'See [theme](../user-guide/configuration.md#theme).\n\n[name]: ../user-guide/configuration.md#name\n',
    }, [['docs/user-guide/configuration.md', 'docs/user-guide/settings.md', {
      'docs/dev-guide/themes.md': '> > ```django\n> > {%- for path in extra_css %}\n> > ```\n\n1. A list:\n\n    ```\n    {{ page.content }}\n    ```\n\n'
        + 'See [theme](../user-guide/settings.md#theme).\n\n[name]: ../user-guide/settings.md#name\n',
    }]]],
    // mdBook serves src/guide/setup.md as guide/setup.html, a folder's README.md as its index.html.
    ['an mdBook page linked by its .html follows, as .html; SUMMARY.md\'s entry as the Markdown link it is', {
      'book.toml': '[book]\ntitle = "b"\n',
      'src/SUMMARY.md': '# Summary\n\n- [Intro](./intro.md)\n- [Setup](guide/setup.md)\n',
      'src/README.md': '# Home\n',
      'src/intro.md': 'See [setup](guide/setup.html#install), <a href="./guide/setup.html">it</a> and [home](index.html).\n',
      'src/guide/setup.md': '# Setup\n\n## Install\n\nBack to [intro](../intro.html).\n',
    }, [
      ['src/guide/setup.md', 'src/guide/install.md', {
        'src/SUMMARY.md': '# Summary\n\n- [Intro](./intro.md)\n- [Setup](guide/install.md)\n',
        'src/intro.md': 'See [setup](guide/install.html#install), <a href="./guide/install.html">it</a> and [home](index.html).\n',
        'src/guide/install.md': '# Setup\n\n## Install\n\nBack to [intro](../intro.html).\n',
      }],
      ['src/intro.md', 'src/guide/intro.md', {
        'src/SUMMARY.md': '# Summary\n\n- [Intro](./guide/intro.md)\n- [Setup](guide/install.md)\n',
        'src/guide/intro.md': 'See [setup](install.html#install), <a href="./install.html">it</a> and [home](../index.html).\n',
        'src/guide/install.md': '# Setup\n\n## Install\n\nBack to [intro](../guide/intro.html).\n',
      }],
    ]],
    // MkDocs serves docs/setup.md at setup/ (use_directory_urls, its default), docs/guide/index.md at guide/; a page's
    // link written as a URL resolves against its page's URL; nav: lists the pages by their paths below docs_dir.
    ['an MkDocs page linked by its directory URL follows, as a directory URL; its entry in mkdocs.yml\'s nav too', {
      'mkdocs.yml': 'site_name: x\nnav:\n  - Home: index.md\n  - Setup: setup.md\n  - Guide:\n    - guide/index.md\n    - \'Install\': "guide/install.md"\n  - All of it: ./guide/\n  - Elsewhere: https://example.com/setup.md\n',
      'docs/index.md': '# Home\n\nSee [setup](setup/) and [install](guide/install/#first).\n',
      'docs/setup.md': '# Setup\n\nSee [install](../guide/install/), [home](../) and <a href="../guide/">the guide</a>.\n',
      'docs/guide/index.md': '# Guide\n\n[setup](../setup/)\n',
      'docs/guide/install.md': '# Install\n\n## First\n\n[setup](../../setup/) [guide](../)\n',
    }, [
      ['docs/setup.md', 'docs/guide/configure.md', {
        'mkdocs.yml': 'site_name: x\nnav:\n  - Home: index.md\n  - Setup: guide/configure.md\n  - Guide:\n    - guide/index.md\n    - \'Install\': "guide/install.md"\n  - All of it: ./guide/\n  - Elsewhere: https://example.com/setup.md\n',
        'docs/index.md': '# Home\n\nSee [setup](guide/configure/) and [install](guide/install/#first).\n',
        'docs/guide/configure.md': '# Setup\n\nSee [install](../install/), [home](../../) and <a href="../">the guide</a>.\n',
        'docs/guide/index.md': '# Guide\n\n[setup](../guide/configure/)\n',
        'docs/guide/install.md': '# Install\n\n## First\n\n[setup](../../guide/configure/) [guide](../)\n',
      }],
      ['docs/guide', 'docs/manual', {
        // A folder's entry keeps its `./` and its trailing slash.
        'mkdocs.yml': 'site_name: x\nnav:\n  - Home: index.md\n  - Setup: manual/configure.md\n  - Guide:\n    - manual/index.md\n    - \'Install\': "manual/install.md"\n  - All of it: ./manual/\n  - Elsewhere: https://example.com/setup.md\n',
        'docs/index.md': '# Home\n\nSee [setup](manual/configure/) and [install](manual/install/#first).\n',
        'docs/manual/configure.md': '# Setup\n\nSee [install](../install/), [home](../../) and <a href="../">the guide</a>.\n',
        // Moved with their folder: a link that changes is written again the shortest way from the page's new URL.
        'docs/manual/index.md': '# Guide\n\n[setup](configure/)\n',
        'docs/manual/install.md': '# Install\n\n## First\n\n[setup](../configure/) [guide](../)\n',
      }],
    ]],
    ['an MkDocs page served as .html (use_directory_urls: false) follows as .html, resolved from its file\'s folder', {
      'mkdocs.yml': 'site_name: x\nuse_directory_urls: false\ndocs_dir: pages\n',
      'pages/index.md': '# Home\n\n[setup](guide/setup.html) [a folder\'s page](guide/index.html)\n',
      'pages/guide/index.md': '# Guide\n',
      'pages/guide/setup.md': '# Setup\n\n[home](../index.html)\n',
    }, [['pages/guide/setup.md', 'pages/setup.md', {
      'pages/index.md': '# Home\n\n[setup](setup.html) [a folder\'s page](guide/index.html)\n',
      'pages/setup.md': '# Setup\n\n[home](index.html)\n',
    }]]],
    // A root-relative page URL names a page from the site's `/`, its docs folder, after site_url's path where written.
    ['an MkDocs page linked from the site\'s root, with site_url\'s path or without, follows from the root', {
      'mkdocs.yml': 'site_name: x\nsite_url: https://example.org/proj/\n',
      'docs/index.md': '# Home\n\n[a](/proj/setup/#x) [b](/setup/) [home](/proj/) <a href="/setup/">c</a>\n',
      'docs/setup.md': '# Setup\n\n## X\n\n[home](/) [self](/proj/setup/)\n',
      'docs/guide/index.md': '# Guide\n',
    }, [['docs/setup.md', 'docs/guide/configure.md', {
      'docs/index.md': '# Home\n\n[a](/proj/guide/configure/#x) [b](/guide/configure/) [home](/proj/) <a href="/guide/configure/">c</a>\n',
      'docs/guide/configure.md': '# Setup\n\n## X\n\n[home](/) [self](/proj/guide/configure/)\n',
    }]]],
    ['an mdBook page linked from the book\'s root by its .html follows from the root', {
      'book.toml': '[book]\ntitle = "b"\n',
      'src/intro.md': '[s](/guide/setup.html#install)\n',
      'src/guide/setup.md': '# Setup\n\n## Install\n',
    }, [['src/guide/setup.md', 'src/install.md', { 'src/intro.md': '[s](/install.html#install)\n' }]]],
    // Jekyll with `permalink: pretty` serves about.md at about/; a post's URL is its permalink's, not its path.
    ['a Jekyll page linked by its pretty URL follows; a post\'s link by URL is left', {
      '_config.yml': 'title: b\npermalink: pretty\n',
      'index.md': '# Home\n\n[about](about/#team) [r](/about/)\n',
      'about.md': '# About\n\n## Team\n\n[home](../)\n',
      '_posts/2020-01-01-a.md': '[about](../about/)\n',
      'team/index.md': '# Team\n',
    }, [['about.md', 'team/about.md', {
      'index.md': '# Home\n\n[about](team/about/#team) [r](/team/about/)\n',
      'team/about.md': '# About\n\n## Team\n\n[home](../../)\n',
      '_posts/2020-01-01-a.md': '[about](../about/)\n',
    }]]],
    // A page that sets its own URL (Jekyll's `permalink:`, Hugo's `url`) is not served at its path: its relative
    // links by URL are not read from there, nor as paths, and its URL does not change with its file.
    ['a Jekyll or Hugo page that sets its own URL keeps its links by URL as they are when it moves', {
      '_config.yml': 'title: b\npermalink: pretty\n',
      'index.md': '# Home\n',
      'about.md': '---\npermalink: /people/\n---\n# About\n\n[home](../)\n',
      'team/index.md': '# Team\n',
      'site/hugo.toml': 'title = "h"\n',
      'site/content/_index.md': '# Home\n',
      'site/content/guide/_index.md': '# Guide\n',
      'site/content/guide/x.md': '+++\nurl = "/why/"\n+++\n# X\n\n[guide](../)\n',
    }, [
      ['about.md', 'team/about.md', { 'team/about.md': '---\npermalink: /people/\n---\n# About\n\n[home](../)\n' }],
      ['site/content/guide/x.md', 'site/content/x.md', { 'site/content/x.md': '+++\nurl = "/why/"\n+++\n# X\n\n[guide](../)\n' }],
    ]],
    ['a Jekyll page linked by its .html follows as .html', {
      '_config.yml': 'title: b\n',
      'index.md': '# Home\n\n[about](about.html#team)\n',
      'about.md': '# About\n\n## Team\n',
    }, [['about.md', 'info.md', { 'index.md': '# Home\n\n[about](info.html#team)\n' }]]],
    // Hugo serves content/guide/setup.md at guide/setup/, a section's _index.md at its folder's URL.
    ['a Hugo page linked by its pretty URL follows; a section\'s _index.md is its folder\'s page', {
      'hugo.toml': 'title = "h"\n',
      'content/_index.md': '# Home\n\n[setup](guide/setup/#install)\n',
      'content/guide/_index.md': '# Guide\n\n[setup](setup/)\n',
      'content/guide/setup.md': '# Setup\n\n## Install\n\n[guide](../)\n',
    }, [['content/guide/setup.md', 'content/install.md', {
      'content/_index.md': '# Home\n\n[setup](install/#install)\n',
      'content/guide/_index.md': '# Guide\n\n[setup](../install/)\n',
      'content/install.md': '# Setup\n\n## Install\n\n[guide](../guide/)\n',
    }]]],
    // Hugo's `slug` makes the last name of the page's URL: a move keeps it and changes the folder before it; a link
    // by the page's path is no link to it (it is not served there). A section's slug is no page's: its folder's URL.
    ['a Hugo page by the URL its slug makes follows into its new folder; its path is no URL of it', {
      'hugo.toml': 'title = "h"\n',
      'content/_index.md': '# Home\n\n[a](/guide/install/#steps) [b](guide/install/) [path](/guide/setup/) [hi](/posts/hi/)\n',
      'content/guide/_index.md': '# Guide\n',
      'content/guide/setup.md': '---\nslug: install\n---\n# Setup\n\n## Steps\n',
      'content/posts/hello/index.md': '---\nslug: hi\n---\n# Hello\n',
      'content/misc/_index.md': '# Misc\n',
    }, [
      ['content/guide/setup.md', 'content/misc/setup.md', { 'content/_index.md': '# Home\n\n[a](/misc/install/#steps) [b](misc/install/) [path](/guide/setup/) [hi](/posts/hi/)\n' }],
      ['content/posts/hello', 'content/misc/hello', { 'content/_index.md': '# Home\n\n[a](/misc/install/#steps) [b](misc/install/) [path](/guide/setup/) [hi](/misc/hi/)\n' }],
    ]],
    // Hugo with `uglyURLs = true` serves content/guide/setup.md at guide/setup.html and a section at guide.html.
    ['a Hugo site with uglyURLs: its pages follow as .html, a section as its folder\'s name .html', {
      'hugo.toml': 'title = "h"\nuglyURLs = true\n',
      'content/_index.md': '# Home\n\n[setup](guide/setup.html#steps) [r](/guide/setup.html) [guide](guide.html)\n',
      'content/guide/_index.md': '# Guide\n\n[setup](guide/setup.html)\n',
      'content/guide/setup.md': '# Setup\n\n## Steps\n\n[guide](../guide.html) [home](../index.html)\n',
    }, [['content/guide', 'content/docs', {
      'content/_index.md': '# Home\n\n[setup](docs/setup.html#steps) [r](/docs/setup.html) [guide](docs.html)\n',
      'content/docs/_index.md': '# Guide\n\n[setup](docs/setup.html)\n',
      'content/docs/setup.md': '# Setup\n\n## Steps\n\n[guide](../docs.html) [home](../index.html)\n',
    }]]],
    // Hugo serves its URLs in lower case: a moved page's links are written so, whatever the case of its file's name
    // or of the link before (one in another case named it all the same, with link-case-mismatch).
    ['a Hugo page whose name has capitals follows in lower case, as Hugo serves it', {
      'hugo.toml': 'title = "h"\n',
      'content/_index.md': '# Home\n\n[a](guide/setup/#steps) [b](/guide/Setup/)\n',
      'content/guide/Setup.md': '# Setup\n\n## Steps\n',
    }, [['content/guide/Setup.md', 'content/Install.md', { 'content/_index.md': '# Home\n\n[a](install/#steps) [b](/install/)\n' }]]],
  ];
  for (const [title, tree, steps] of moves) {
    it(title, () => {
      const dir = tempTree(tree);
      for (const [from, to, after] of steps) {
        const run = runCli(['mv', from, to], dir);
        assert.equal(run.status, 0, run.stderr);
        for (const [rel, text] of Object.entries(after)) assert.equal(fs.readFileSync(path.join(dir, rel), 'utf8'), text, rel);
      }
    });
  }

  it('inside a git work tree, moves as git mv does', () => {
    const dir = workspace();
    assert.equal(git(dir, 'init', '-q').status, 0);
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'init');
    const run = runCli(['mv', 'docs/setup.md', 'docs/install/guide.md'], dir);
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /\(git mv\)/);
    const status = git(dir, 'status', '--porcelain').stdout;
    assert.match(status, /^R. docs\/setup\.md -> docs\/install\/guide\.md$/m);
  });

  it('a write that fails puts every file back and undoes the move', () => {
    const dir = workspace();
    // The safe write will not replace a file in a folder its mode makes read-only (whoever runs it, root too).
    fs.chmodSync(path.join(dir, 'site'), 0o555);
    try {
      const run = runCli(['mv', 'docs/setup.md', 'docs/install/guide.md'], dir);
      assert.equal(run.status, 2);
      assert.match(run.stderr, /mv: site\/index\.html: not fixed: its folder is read-only; nothing was changed/);
    } finally {
      fs.chmodSync(path.join(dir, 'site'), 0o755);
    }
    for (const [rel, [before]] of Object.entries(FILES)) assert.equal(fs.readFileSync(path.join(dir, rel), 'utf8'), before, rel);
    assert.equal(fs.existsSync(path.join(dir, 'docs/install/guide.md')), false);
  });

  it('a file it cannot rewrite (hard links) stops it before anything moves', () => {
    const dir = workspace();
    fs.linkSync(path.join(dir, 'docs/other.md'), path.join(dir, 'docs/other-link.md'));
    const run = runCli(['mv', 'docs/setup.md', 'docs/install/guide.md'], dir);
    assert.equal(run.status, 2);
    assert.match(run.stderr, /docs\/other(-link)?\.md has 2 hard links: its links cannot be rewritten, nothing was moved/);
    for (const [rel, [before]] of Object.entries(FILES)) assert.equal(fs.readFileSync(path.join(dir, rel), 'utf8'), before, rel);
  });

  // Each row: the arguments, a part of the usage error. Nothing moves.
  const usage: [string[], RegExp][] = [
    [['mv', 'docs/setup.md'], /mv takes the file or folder to move and where/],
    [['mv', 'docs/nothing.md', 'docs/x.md'], /no such file or folder/],
    [['mv', 'docs/setup.md', 'docs/other.md'], /exists already/],
    [['mv', 'docs/setup.md', 'nowhere/x.md'], /does not exist/],
    [['mv', 'docs', 'docs/inner'], /into itself/],
    [['mv', 'docs/setup.md', '../outside.md'], /must lie inside the current directory/],
    [['mv', 'linked', 'moved'], /is a symbolic link/],
    [['mv', '--format', 'json', 'docs/setup.md', 'docs/x.md'], /takes no --format/],
  ];
  for (const [args, problem] of usage) {
    it(`refuses ${args.slice(1).join(' ')}`, () => {
      const dir = workspace();
      fs.symlinkSync(path.join(dir, 'docs'), path.join(dir, 'linked'));
      const run = runCli(args, dir);
      assert.equal(run.status, 2);
      assert.match(run.stderr, problem);
      for (const [rel, [before]] of Object.entries(FILES)) assert.equal(fs.readFileSync(path.join(dir, rel), 'utf8'), before, rel);
    });
  }
});
