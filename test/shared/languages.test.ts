/**
 * The table of languages (shared/src/languages/): its Linguist data is the
 * package's, every row reads as the readers expect, a file's language comes
 * from its name as VS Code's associations and Linguist's say.
 */
import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { commentSyntax, findFamily, knownLanguage, LANGUAGE_ROWS, languageById, languageOfFile, languageOfName } from '@uri-lint/shared';

const ROOT = path.resolve(__dirname, '../../..');

describe('table of languages', () => {
  it('its Linguist data is what scripts/languages.js writes from the linguist-languages package', () => {
    execFileSync(process.execPath, [path.join(ROOT, 'scripts/languages.js'), '--check'], { stdio: 'pipe' });
  });

  it('answers an alias as its language, any case, and plain text for an id it does not know', () => {
    assert.equal(languageById('sh').id, 'shellscript');
    assert.equal(languageById('perl6').id, 'raku');
    assert.equal(languageById('Markdown').id, 'markdown');
    assert.equal(knownLanguage('no-such-language'), undefined);
    assert.equal(languageById('no-such-language').id, 'plaintext');
  });

  it('gives every language read as code a code syntax, and a comment syntax from it', () => {
    for (const [id, row] of Object.entries(LANGUAGE_ROWS)) {
      const language = languageById(id);
      if (row.syntax === 'code' || row.syntax === 'gettext') assert.ok(language.code, id);
      if (language.code) assert.deepEqual(commentSyntax(id)?.line, language.code.line, id);
    }
  });

  it('tells each reader the family it reads with', () => {
    const cases: [string, string | undefined][] = [
      ['markdown', 'markdown'], ['mdx', 'markdown'], ['vue', 'html'], ['jsonc', 'json'], ['dockercompose', 'yaml'],
      ['github-actions-workflow', 'yaml'], ['man', 'troff'], ['bash', 'code'], ['po', 'code'], ['latex', undefined],
      ['restructuredtext', 'rst'], ['rst', 'rst'], ['asciidoc', 'asciidoc'], ['jupyter', 'notebook'], ['plaintext', undefined],
    ];
    for (const [id, family] of cases) assert.equal(findFamily(id), family, id);
  });

  it('says where a directive goes: trailing in Markdown, around YAML block scalars (compose files too), unindented in troff, in strings in JSON', () => {
    assert.equal(languageById('markdown').directives.trailing, true);
    assert.equal(languageById('dockercompose').directives.constructs, 'yaml');
    assert.equal(languageById('github-actions-workflow').directives.constructs, 'yaml');
    assert.equal(languageById('roff').directives.indented, false);
    assert.equal(languageById('json').directives.inStrings, true);
    assert.equal(languageById('jsonc').directives.inStrings, false);
  });
});

describe('language of a file', () => {
  // [file name, first line, language id]
  const CASES: [string, string, string][] = [
    // VS Code's associations, as before the table.
    ['README.md', '', 'markdown'], ['docs/page.mdx', '', 'mdx'], ['index.htm', '', 'html'], ['a.svg', '', 'xml'],
    ['tsconfig.json', '', 'jsonc'], ['package.json', '', 'json'], ['docker-compose.yml', '', 'dockercompose'],
    ['ci.yaml', '', 'yaml'], ['x.d.ts', '', 'typescript'], ['a.h', '', 'cpp'], ['a.m', '', 'objective-c'],
    ['script.pl', '', 'perl'], ['Makefile', '', 'makefile'], ['Dockerfile.dev', '', 'dockerfile'],
    ['.bashrc', '', 'shellscript'], ['.eslintrc', '', 'jsonc'], ['notes.txt', '#!/bin/sh', 'plaintext'],
    ['pyproject.toml', '', 'toml'], ['strings.po', '', 'po'], ['paper.tex', '', 'latex'], ['style.cls', '', 'tex'],
    // Linguist's, where VS Code's say nothing.
    ['Pipfile', '', 'toml'], ['Cargo.lock', '', 'toml'], ['CMakeLists.txt', '', 'cmake'], ['requirements.txt', '', 'pip-requirements'],
    ['yarn.lock', '', 'yaml'], ['main.tf', '', 'terraform'], ['vars.hcl', '', 'hcl'], ['ls.1', '', 'troff'],
    ['page.j2', '', 'jinja'], ['theme.liquid', '', 'liquid'], ['.env.local', '', 'dotenv'], ['x.yaml.sed', '', 'yaml'],
    ['guide.rest', '', 'restructuredtext'], ['main.zig', '', 'zig'], ['api.proto', '', 'proto'],
    // The first line, when the name says nothing.
    ['run', '#!/usr/bin/env python3', 'python'], ['run', '#!/usr/bin/env -S node --flag', 'javascript'],
    ['run', '#!/bin/bash', 'shellscript'], ['run', '#!/usr/bin/env pypy3', 'python'], ['run', '#!/usr/bin/env rscript', 'r'],
    ['feed', '<?xml version="1.0"?>', 'xml'], ['LICENSE', '', 'plaintext'], ['unknown.xyz', '', 'plaintext'],
  ];
  for (const [name, firstLine, id] of CASES) {
    it(`${name}${firstLine ? ` (${firstLine})` : ''} is ${id}`, () => assert.equal(languageOfFile(name, firstLine), id));
  }

  it('is undefined by name alone where nothing names it', () => {
    assert.equal(languageOfName('run'), undefined);
    assert.equal(languageOfName('pyproject.toml'), 'toml');
  });
});
