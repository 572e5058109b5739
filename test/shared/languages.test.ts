/**
 * The table of languages (shared/src/languages/): its Linguist data is the
 * package's, every row reads as the readers expect, a file's language comes
 * from its name as VS Code's associations and Linguist's say, and no module
 * outside the table asks a language id what it is by comparing it with a name.
 */
import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { commentSyntax, contestedLanguage, findFamily, knownLanguage, LANGUAGE_ROWS, languageById, languageOfFile, languageOfName } from '@uri-lint/shared';

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
      ['github-actions-workflow', 'yaml'], ['man', 'troff'], ['bash', 'code'], ['po', 'code'], ['latex', 'latex'],
      ['restructuredtext', 'rst'], ['rst', 'rst'], ['asciidoc', 'asciidoc'], ['org', 'org'], ['pod', 'pod'], ['textile', 'textile'],
      ['wikitext', 'wikitext'], ['mediawiki', 'wikitext'], ['jupyter', 'notebook'], ['plaintext', undefined],
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

  it('says which languages have here-documents, and which are the Godot engine\'s (whose user:// and uid:// are its own)', () => {
    const cases: [string, string | undefined, string | undefined][] = [
      ['shellscript', 'shell', undefined], ['bash', 'shell', undefined], ['sh', 'shell', undefined], ['ZSH', 'shell', undefined],
      ['ruby', 'ruby-perl', undefined], ['perl', 'ruby-perl', undefined], ['perl6', 'ruby-perl', undefined], ['raku', 'ruby-perl', undefined],
      ['php', 'php', undefined], ['python', undefined, undefined], ['dockerfile', undefined, undefined], ['powershell', undefined, undefined],
      ['gdscript', undefined, 'godot'], ['gdresource', undefined, 'godot'], ['gdshader', undefined, 'godot'], ['glsl', undefined, undefined],
      ['plaintext', undefined, undefined],
    ];
    for (const [id, heredoc, engine] of cases) assert.deepEqual([languageById(id).heredoc, languageById(id).engine], [heredoc, engine], id);
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
    ['page.j2', '', 'jinja'], ['core/main.scala.html', '', 'twirl'], ['App.scala', '', 'scala'], ['theme.liquid', '', 'liquid'], ['.env.local', '', 'dotenv'], ['x.yaml.sed', '', 'yaml'],
    ['guide.rest', '', 'restructuredtext'], ['main.zig', '', 'zig'], ['api.proto', '', 'proto'],
    // Markup with links of its own: Org, POD (VS Code's Perl association of `.pod` is POD's), Textile, MediaWiki.
    ['README.org', '', 'org'], ['lib/Foo.pod', '', 'pod'], ['lib/Foo.pm', '', 'perl'], ['README.textile', '', 'textile'],
    ['Main_Page.mediawiki', '', 'wikitext'], ['Home.wiki', '', 'wikitext'],
    // Lisps: Emacs Lisp (its own row, Linguist's names too), Racket's Scribble.
    ['magit-process.el', '', 'emacs-lisp'], ['.emacs', '', 'emacs-lisp'], ['Cask', '', 'emacs-lisp'], ['manual.scrbl', '', 'racket'],
    // The Godot engine's scripts, scenes and resources, import settings and shaders.
    ['player.gd', '', 'gdscript'], ['main.tscn', '', 'gdresource'], ['theme.tres', '', 'gdresource'],
    ['project.godot', '', 'gdresource'], ['mountain.png.import', '', 'gdresource'], ['sweep.gdshader', '', 'gdshader'],
    // The first line, when the name says nothing.
    ['run', '#!/usr/bin/env python3', 'python'], ['run', '#!/usr/bin/env -S node --flag', 'javascript'],
    ['run', '#!/bin/bash', 'shellscript'], ['run', '#!/usr/bin/env pypy3', 'python'], ['run', '#!/usr/bin/env rscript', 'r'],
    ['feed', '<?xml version="1.0"?>', 'xml'], ['LICENSE', '', 'plaintext'], ['unknown.xyz', '', 'plaintext'],
  ];
  for (const [name, firstLine, id] of CASES) {
    it(`${name}${firstLine ? ` (${firstLine})` : ''} is ${id}`, () => assert.equal(languageOfFile(name, firstLine), id));
  }

  it('names the other language Linguist reads an extension as, where VS Code\'s associations read it as one of their own', () => {
    const rows: [string, string | undefined][] = [
      ['doc/1-Manual.mdoc', 'troff'], ['index.html', undefined], ['README.md', undefined], ['ls.1', undefined],
      ['CMakeLists.txt', undefined], ['unknown.xyz', undefined],
    ];
    for (const [name, other] of rows) assert.equal(contestedLanguage(name), other, name);
  });

  it('is undefined by name alone where nothing names it', () => {
    assert.equal(languageOfName('run'), undefined);
    assert.equal(languageOfName('pyproject.toml'), 'toml');
  });
});

describe('no language test outside the table', () => {
  /**
   * A language id compared with a name (`languageId === 'yaml'` misses
   * dockercompose), a family compared with one, a set, a list or a pattern
   * of ids: each is a fact about languages kept outside the table. The id is
   * `languageId`, or a variable a module made of it (`const id =
   * languageId.toLowerCase()`, then `id === 'php'`, `OPENERS.get(id)`).
   * `settings.languages` is the user's `uriLint.languages`, no fact of the
   * table's.
   */
  const testsOf = (name: string): RegExp[] => {
    const id = name === 'languageId' ? '[\\w.]*languageId' : `(?<![\\w.])${name}`;
    return [
      new RegExp(`(?<!typeof )${id}\\)?\\s*[!=]==\\s*(?:'[^']|[A-Z])`),
      new RegExp(`['"]\\s*[!=]==\\s*${id}\\b`),
      new RegExp(`\\.(?:has|get)\\(${id}\\b`),
      new RegExp(`(?<!settings\\.languages)\\.includes\\(${id}\\b`),
      new RegExp(`\\.test\\(${id}\\b`),
    ];
  };
  const FAMILY = /findFamily\([^)]*\)\s*[!=]==\s*'/;
  /** The tests of one module's text: of `languageId`, and of each variable it makes of it. */
  const testsIn = (text: string): RegExp[] => [FAMILY, ...['languageId', ...[...text.matchAll(/\b(?:const|let)\s+(\w+)\s*=\s*[\w.]*languageId(?:\.toLowerCase\(\))?\s*;/g)].map((m) => m[1]!)]
    .flatMap(testsOf)];

  it('no module outside shared/src/languages/ tests a language id against names of languages', () => {
    const offending: string[] = [];
    const walk = (dir: string): void => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (file !== path.join(ROOT, 'shared/src/languages')) walk(file);
        } else if (entry.name.endsWith('.ts')) {
          const text = fs.readFileSync(file, 'utf8');
          const tests = testsIn(text);
          text.split('\n').forEach((line, i) => {
            if (tests.some((re) => re.test(line))) offending.push(`${path.relative(ROOT, file)}:${i + 1}: ${line.trim()}`);
          });
        }
      }
    };
    for (const dir of ['shared/src', 'server/src']) walk(path.join(ROOT, dir));
    assert.deepEqual(offending, []);
  });

  it('would catch the tests it forbids', () => {
    const TESTS = testsIn('const id = languageId.toLowerCase();');
    for (const line of ["if (this.languageId === 'yaml') {", "if (languageId !== MARKDOWN) return;", "findFamily(id) === 'json'",
      'TEMPLATES.has(analysis.languageId)', '/^jsonc?5?$/.test(analysis.languageId)', "const php = id === 'php';",
      "if ('php' === id) {", 'const opener = HEREDOC_OPENERS.get(id);', 'row.languages.includes(languageId.toLowerCase())',
      'GODOT.includes(doc.languageId)', 'if (SHELLS.has(id)) {']) {
      assert.ok(TESTS.some((re) => re.test(line)), line);
    }
    for (const line of ["if (typeof languageId !== 'string') return;", 'settings.languages.includes(languageId)', "if (item.id === 'x') {",
      "return id === '' ? 'section' : id;"]) {
      assert.ok(!TESTS.some((re) => re.test(line)), line);
    }
    // A variable of the same name that is not made of the language id is not one.
    assert.ok(!testsIn('const id = anchor.name;').some((re) => re.test("if (id === 'top') {")));
  });
});
