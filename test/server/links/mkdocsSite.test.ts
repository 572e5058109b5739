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
];

describeMissingFiles('links an MkDocs site resolves', CASES);

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
