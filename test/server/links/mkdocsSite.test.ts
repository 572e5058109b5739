/**
 * Links of an MkDocs site that MkDocs resolves where GitHub's reading does not, over trees shaped after public
 * repositories, each through the real command line.
 */
import assert from 'node:assert/strict';
import { positionOf, problemList, removeTempTrees, runJson, tempTree } from '../../cli/helpers';
import { describeMissingFiles } from './missingFiles';
import type { MissingFilesCase } from './missingFiles';

const CASES: MissingFilesCase[] = [
  {
    // commercialhaskell/stack: mkdocs.yml's docs_dir is doc/; MkDocs joins a page's link by posixpath.normpath, so
    // doc/topics/stack_work.md's `../commands//build_command.md` is doc/commands/build_command.md.
    name: 'an empty segment in a Markdown link of an MkDocs page, which MkDocs normalises away',
    tree: {
      'mkdocs.yml': 'site_name: Stack\ndocs_dir: doc\n',
      'doc/commands/build_command.md': '# The stack build command\n\n## Flags affecting GHC\'s behaviour\n',
      'doc/topics/stack_work.md': '* [stripping](../commands//build_command.md#flags-affecting-ghcs-behaviour);\n* [gone](../commands//gone_command.md)\n',
      // GitHub does not: the same link in a README of no site is missing.
      'notes/README.md': '[build](../doc/commands//build_command.md)\n',
    },
    missing: [['doc/topics/stack_work.md', '../commands//gone_command.md'], ['notes/README.md', '../doc/commands//build_command.md']],
  },
  {
    // Textualize/textual: no mkdocs.yml, but mkdocs-common.yml and mkdocs-online.yml (`INHERIT: mkdocs-common.yml`),
    // which the Makefile builds with `-f` (and mkdocs-nav.yml, a `nav:` it joins to them, no configuration). A style's
    // page docs/styles/align.md is served at /styles/align/: its raw HTML's ../../css_types/horizontal is the page of
    // docs/css_types/horizontal.md.
    name: 'a site whose configurations are named mkdocs-*.yml, one inheriting another: raw HTML resolved from the page\'s URL',
    tree: {
      'mkdocs-common.yml': 'site_name: Textual\nmarkdown_extensions:\n  - attr_list\n',
      'mkdocs-online.yml': 'INHERIT: mkdocs-common.yml\nsite_url: https://textual.textualize.io/\n',
      'mkdocs-nav.yml': 'nav:\n  - "index.md"\n',
      'docs/styles/align.md': 'align: <a href="../../css_types/horizontal">&lt;horizontal&gt;</a> <a href="../../css_types/vertical">v</a> [gone](../css_types/gone.md)\n',
      'docs/css_types/horizontal.md': '# horizontal\n',
      'docs/css_types/vertical.md': '# vertical\n',
      // A README beside the configurations is read on GitHub.
      'README.md': '<a href="docs/css_types/horizontal">h</a>\n',
    },
    missing: [['docs/styles/align.md', '../css_types/gone.md'], ['README.md', 'docs/css_types/horizontal']],
  },
  {
    // MkDocs' configuration inheritance: `docs_dir` and `use_directory_urls` in the file inherited, relative to the
    // file built (mkdocs.org/user-guide/configuration/#configuration-inheritance).
    name: 'mkdocs.yml inheriting its docs_dir from a configuration in another folder',
    tree: {
      'mkdocs.yml': 'INHERIT: config/base.yml\nsite_name: x\n',
      'config/base.yml': 'docs_dir: pages\n',
      'pages/guide/setup.md': '<a href="../install/">install</a> [gone](gone.md)\n',
      'pages/install.md': '# Install\n',
    },
    missing: [['pages/guide/setup.md', 'gone.md']],
  },
  {
    // A file named as a configuration that names no site (a `nav:` joined to another by a build): no site, GitHub's reading.
    name: 'an mkdocs-*.yml that names no site is no configuration',
    tree: {
      'mkdocs-nav.yml': 'nav:\n  - "index.md"\n',
      'docs/styles/align.md': '<a href="../../css_types/horizontal">h</a>\n',
      'docs/css_types/horizontal.md': '# horizontal\n',
    },
    missing: [['docs/styles/align.md', '../../css_types/horizontal']],
  },
];

describeMissingFiles('links an MkDocs site resolves', CASES);

describe('an MkDocs configuration inheriting one that is not in the repository', () => {
  after(removeTempTrees);

  it('its pages\' missing files are not warnings: MkDocs stops there, and its settings are not known', () => {
    const tree = {
      'mkdocs.yml': 'INHERIT: generated/base.yml\nsite_name: x\n',
      'docs/a.md': '[gone](gone.md) <a href="../b/">b</a>\n',
    };
    const run = runJson([], tempTree(tree));
    assert.deepEqual(problemList(run.report).filter((p) => / (?:warning|error) /.test(p)), []);
  });

  it('so is one whose INHERIT loops back to it (MkDocs recurses without end), or names a path outside the repository', () => {
    const trees: Record<string, string>[] = [
      { 'mkdocs.yml': 'INHERIT: config/base.yml\nsite_name: x\n', 'config/base.yml': 'INHERIT: ../mkdocs.yml\n', 'docs/a.md': '[gone](gone.md)\n' },
      { 'mkdocs.yml': 'INHERIT: /etc/mkdocs/base.yml\nsite_name: x\n', 'docs/a.md': '[gone](gone.md)\n' },
    ];
    for (const tree of trees) {
      const run = runJson([], tempTree(tree));
      assert.deepEqual(problemList(run.report).filter((p) => / (?:warning|error) /.test(p)), [], JSON.stringify(tree));
    }
  });
});

describe('a document an MkDocs site leaves out of its pages', () => {
  after(removeTempTrees);

  it("its fragment into another file is information, as a program reads it into a page whose link leads to a page it makes (devenv's exclude_docs)", () => {
    // cachix/devenv: docs/mkdocs.yml excludes /individual-docs/**/*.md, which a script copies into docs/src/languages/
    // beside the options it generates; the page's java.md is the generated one, whose headings the source's lacks.
    const line = 'To change the JDK used by the Scala tools, set the [`languages.java.jdk.package`](java.md#languagesjavajdkpackage) option.\n';
    const tree = {
      'docs/mkdocs.yml': 'site_name: devenv\ndocs_dir: "src"\nexclude_docs: |\n  /snippets/\n  /individual-docs/**/*.md\n',
      'docs/src/individual-docs/languages/scala.md': `## JDK\n\n${line}`,
      'docs/src/individual-docs/languages/java.md': '## Gradle\n',
      'docs/src/languages/java.md': '## Options\n\n### languages\\.java\\.jdk\\.package\n',
      // A page of the site: its missing heading is a warning.
      'docs/src/languages/scala.md': `## JDK\n\n${line.replace('languagesjavajdkpackage', 'languagesjavajdk')}`,
    };
    const run = runJson([], tempTree(tree));
    assert.deepEqual(problemList(run.report), [
      `docs/src/individual-docs/languages/scala.md:${positionOf(tree['docs/src/individual-docs/languages/scala.md'], 'languagesjava')} information link-missing-fragment`,
      `docs/src/languages/scala.md:${positionOf(tree['docs/src/languages/scala.md'], 'languagesjava')} warning link-missing-fragment`,
    ]);
    assert.match(run.report.files.find((f) => f.path === 'docs/src/individual-docs/languages/scala.md')!.problems[0]!.message, /exclude_docs/);
  });
});
