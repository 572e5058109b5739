/**
 * The language of a file on disk, as VS Code picks it from the name (its
 * built-in file associations) or the first line, so that `uri-lint` reads a
 * file as the editor reads it when it is open; and, where VS Code's say
 * nothing, as GitHub Linguist names it (the table of languages).
 */
import * as assert from 'node:assert/strict';
import { findTraits } from '@uri-lint/shared';
import { languageOf } from '@uri-lint/server/cli';

/** File name, first line, VS Code's language id. */
const CASES: [string, string, string][] = [
  ['README.md', '', 'markdown'],
  ['docs/CHANGELOG.MARKDOWN', '', 'markdown'],
  ['page.mdx', '', 'mdx'],
  ['index.html', '', 'html'],
  ['feed.atom', '', 'xml'],
  ['icon.svg', '', 'xml'],
  ['style.xsl', '', 'xsl'],
  ['package.json', '', 'json'],
  ['tsconfig.json', '', 'jsonc'],
  ['.eslintrc.json', '', 'jsonc'],
  ['project.code-workspace', '', 'jsonc'],
  ['events.jsonl', '', 'jsonl'],
  ['config.yml', '', 'yaml'],
  ['docker-compose.yml', '', 'dockercompose'],
  ['app.ts', '', 'typescript'],
  ['app.tsx', '', 'typescriptreact'],
  ['server.mjs', '', 'javascript'],
  ['setup.py', '', 'python'],
  ['deploy.sh', '', 'shellscript'],
  ['.bashrc', '', 'shellscript'],
  ['main.c', '', 'c'],
  ['main.h', '', 'cpp'],
  ['Main.java', '', 'java'],
  ['main.go', '', 'go'],
  ['lib.rs', '', 'rust'],
  ['Dockerfile', '', 'dockerfile'],
  ['Dockerfile.prod', '', 'dockerfile'],
  ['Makefile', '', 'makefile'],
  ['Gemfile', '', 'ruby'],
  // Read by the finder in their own ways: gettext catalogs, Windows resource scripts, LaTeX.
  ['sphinx/locale/de/LC_MESSAGES/sphinx.po', '', 'po'],
  ['sphinx.pot', '', 'po'],
  ['lib/libcurl.rc', '', 'rc'],
  ['paper.tex', '', 'latex'],
  ['awesome-cv.cls', '', 'tex'],
  ['notes.txt', '', 'plaintext'],
  ['LICENSE', '', 'plaintext'],
  ['.gitignore', '', 'ignore'],
  ['backup.tar.gz', '', 'plaintext'],
  ['run', '#!/usr/bin/env python3', 'python'],
  ['run', '#!/bin/bash -e', 'shellscript'],
  ['run', '#!/usr/bin/env -S node --no-warnings', 'javascript'],
  ['data', '<?xml version="1.0"?>', 'xml'],
  ['notes.txt', '#!/bin/sh', 'plaintext'],
  // GitHub Linguist's names, extensions and interpreters, where VS Code's associations say nothing.
  ['Pipfile', '', 'toml'],
  ['CMakeLists.txt', '', 'cmake'],
  ['requirements.txt', '', 'pip-requirements'],
  ['man/ls.1', '', 'troff'],
  ['modules/net/main.tf', '', 'terraform'],
  ['_layouts/post.liquid', '', 'liquid'],
  ['templates/page.html.j2', '', 'jinja'],
  ['run', '#!/usr/bin/env Rscript', 'r'],
];

describe('uri-lint: the language of a file', () => {
  for (const [file, firstLine, id] of CASES) {
    it(`${file}${firstLine ? ` starting "${firstLine}"` : ''}: ${id}`, () => {
      assert.equal(languageOf(file, firstLine), id);
    });
  }

  it('the finder knows how to read the languages of the common files', () => {
    for (const file of ['a.md', 'a.html', 'a.xml', 'a.json', 'a.yaml', 'a.ts', 'a.py', 'a.sh', 'a.c', 'a.go', 'a.rs', 'Dockerfile']) {
      assert.notEqual(findTraits(languageOf(file)).family, undefined, file);
    }
  });
});
