/**
 * Links of an MkDocs site that MkDocs resolves where GitHub's reading does not, over trees shaped after public
 * repositories, each through the real command line.
 */
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
