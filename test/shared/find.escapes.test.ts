/**
 * Finder cases the fix-then-refind fuzz property found (test/fuzz/properties.ts,
 * `checkFix`): escapes at a URI's edges, a URI running into a Markdown link.
 */
import * as assert from 'node:assert/strict';
import { findUris } from '@uri-lint/shared';

const read = (text: string, languageId: string): [string, number, number][] =>
  findUris(text, { languageId }).map((f) => [f.text, f.start, f.end]);

describe('find: escapes at the edges of a URI', () => {
  it('an escape before the scheme is no part of it (`\\nhttp://`, `\\x41http://`)', () => {
    assert.deepEqual(read('s = "a\\nHTTP://h.example/p";', 'c'), [['HTTP://h.example/p', 8, 26]]);
    assert.deepEqual(read('s = "a\\x41http://h.example/p";', 'c'), [['http://h.example/p', 10, 28]]);
    assert.deepEqual(read('{"a": "x\\nhttp://h.example/p"}', 'json'), [['http://h.example/p', 10, 28]]);
    // An escaped backslash escapes nothing after it.
    assert.deepEqual(read('s = "a\\\\http://h.example/p";', 'c'), [['http://h.example/p', 8, 26]]);
  });

  it('an escaped backslash ending a line stays whole: not a line continuation', () => {
    const text = 'x http://a.example/b\\\\';
    const [found] = findUris(text, { languageId: 'json' });
    assert.equal(found!.text, 'http://a.example/b\\');
    assert.equal(found!.end, text.length);
  });

  it('a troff escape ending a URI goes whole with the sentence, or stays whole', () => {
    assert.deepEqual(read('.TH A 1\nsee http://a.example/p\\,  x', 'plaintext'), [['http://a.example/p', 12, 30]]);
    assert.deepEqual(read('.TH A 1\nsee http://a.example/p\\.', 'plaintext'), [['http://a.example/p', 12, 30]]);
  });
});

describe('find: a URI running into a Markdown link', () => {
  it('ends before the link\'s text, as GFM reads it', () => {
    assert.deepEqual(read('see http://x.example/[t](http://y.example) now', 'markdown'), [['http://x.example/', 4, 21], ['http://y.example', 25, 41]]);
    assert.deepEqual(read('see http://x.example/a[t](y) now', 'markdown'), [['http://x.example/a', 4, 22], ['y', 26, 27]]);
    // Brackets of its own stay: no link follows.
    assert.deepEqual(read('see http://x.example/a[t]b now', 'markdown'), [['http://x.example/a[t]b', 4, 26]]);
  });
});

describe('find: each language\'s escapes', () => {
  // sphinx-doc/sphinx, sphinx/locale/de/LC_MESSAGES/sphinx.po: a message wrapped by msgcat inside a URI.
  const catalog = [
    '#: sphinx/config.py:598',
    'msgid ""',
    '"Support for source encodings other than UTF-8 is deprecated and will be "',
    '"removed in Sphinx 10. Please comment at https://github.com/sphinx-"',
    '"doc/sphinx/issues/13665 if this causes a problem."',
    'msgstr ""',
    '',
    'msgid ""',
    '"Created using <a href=\\"https://www.sphinx-doc.org/\\">Sphinx</a> "',
    '"%(sphinx_version)s."',
    'msgstr ""',
    '"Fix \\nhttps://www.sphinx-doc.org/en/master/usage/configuration.html#confval-language\\n"',
  ].join('\n');

  it('a gettext catalog: one URI over a message\'s lines, mapped to its characters as written', () => {
    const found = findUris(catalog, { languageId: 'po' });
    assert.deepEqual(found.map((f) => f.text), [
      'https://github.com/sphinx-doc/sphinx/issues/13665',
      'https://www.sphinx-doc.org/',
      'https://www.sphinx-doc.org/en/master/usage/configuration.html#confval-language',
    ]);
    const wrapped = found[0]!;
    assert.equal(catalog.slice(wrapped.start, wrapped.end), 'https://github.com/sphinx-"\n"doc/sphinx/issues/13665');
    assert.deepEqual(wrapped.offsets!.map((o) => catalog[o]).join(''), wrapped.text);
    assert.equal(found[1]!.offsets, undefined);
  });

  it('a catalog read from a line of its middle, as an editor re-reads an edit', () => {
    const from = catalog.indexOf('"removed');
    assert.deepEqual(findUris(catalog, { languageId: 'po', start: from, end: catalog.indexOf('\n', from) }).map((f) => f.text),
      ['https://github.com/sphinx-doc/sphinx/issues/13665']);
  });

  it('Markdown: escapes in an indented code block are literal', () => {
    // curl/curl, docs/libcurl/opts/CURLOPT_WILDCARDMATCH.md
    const text = 'Using the rules above, a filename pattern can be constructed:\n\n    ftp://example.com/some/path/[a-z[:upper:]\\\\].jpg\n';
    assert.deepEqual(read(text, 'markdown').map(([t]) => t), ['ftp://example.com/some/path/[a-z[:upper:]\\\\].jpg']);
  });
});

describe('find: LaTeX quoted in a code string, a second layer of escapes', () => {
  // Each row: a line of real code, the URIs found. `\\\\` in these TypeScript strings is the `\\` written in the file.
  const rows: [string, string, string[]][] = [
    // sphinx-doc/sphinx tests/test_markup/test_markup.py:144, :206: `\\#` is LaTeX's `\#`, a `#`.
    ["'\\\\sphinxhref{https://www.cve.org/CVERecord?id=CVE-2020-10735\\\\#id1}'", 'python',
      ['https://www.cve.org/CVERecord?id=CVE-2020-10735#id1']],
    ["'{https://peps.python.org/pep-0008/\\\\#id1}'", 'python', ['https://peps.python.org/pep-0008/#id1']],
    // tests/test_builders/test_build_latex.py:1141, :1155: a command with an argument ends the URI, as in a .tex file.
    ["'\\\\sphinxhref{https://sphinx-doc.org/}{Sphinx} (https://sphinx\\\\sphinxhyphen{}doc.org/)'", 'python',
      ['https://sphinx-doc.org/', 'https://sphinx']],
    ["'(https://sphinx\\\\sphinxhyphen{}doc.org/\\\\textasciitilde{}test/)'", 'python', ['https://sphinx']],
    ["x = 'https://sphinx\\\\sphinxhyphen{}doc.org/'", 'python', ['https://sphinx']],
    ['"\\\\url{https://x.example/a\\\\_b\\\\%20c}"', 'java', ['https://x.example/a_b%20c']],
    // Negative rows: a backslash that is no LaTeX escape stays the URI's, for the parser to flag.
    ['z = "http://host\\\\path"', 'python', ['http://host\\path']],
    ['w = "file://server\\\\share\\\\x"', 'python', ['file://server\\share\\x']],
    ['{"u": "https://x.example/a\\\\{2\\\\}"}', 'json', []],
  ];
  for (const [line, languageId, expected] of rows) {
    it(`${languageId}: ${line}`, () => assert.deepEqual(read(line, languageId).map(([t]) => t), expected));
  }

  it('a decoded LaTeX escape maps to its backslashes, a cut URI ends before the command', () => {
    const text = "'(https://sphinx\\\\sphinxhyphen{}doc.org/) {https://x.example/p\\\\#id1}'";
    const [cut, decoded] = findUris(text, { languageId: 'python' });
    assert.equal(text.slice(cut!.start, cut!.end), 'https://sphinx');
    assert.equal(text.slice(decoded!.offsets![decoded!.text.indexOf('#')]!, decoded!.end), '\\\\#id1');
  });
});

describe('find: escapes that decode to a URI character', () => {
  // Escapes of the JSON and code strings (decodeEscapes) and `followsSlashes`, which reads `\/`, `\u002F` and `\x2F` as "/".
  it('`\\u002F` and `\\x2F` for "/" as `\\/` is: the decoded URI, each character mapped to its escape', () => {
    const text = '{"u": "https:\\u002F\\u002Fexample.com\\u002Fa|b"}';
    const [found] = findUris(text, { languageId: 'json' });
    assert.equal(found!.text, 'https://example.com/a|b');
    // The `|` a diagnostic marks is the `|` as written; the path's `/` is its whole escape's first character.
    assert.equal(text[found!.offsets![found!.text.indexOf('|')]!], '|');
    assert.equal(text.slice(found!.offsets![19]!, found!.offsets![20]!), '\\u002F');
    assert.deepEqual(read('x = "http:\\x2f\\x2fexample.com/a"', 'python'), [['http://example.com/a', 5, 31]]);
  });
});

describe('find: whitespace escapes in text whose strings are not read', () => {
  // Real lines: fmtlib/fmt .github/workflows/linux.yml (a shell `printf` in a workflow's `run:`), a Dockerfile's
  // `echo -e`, and a shell `$'…'` string: the escape is the tab or line break the command writes.
  const table: [string, string, string][] = [
    ["run: printf 'http://azure.archive.ubuntu.com/ubuntu\\tpriority:1\\n' | sudo tee /etc/apt/mirrors.txt", 'yaml', 'http://azure.archive.ubuntu.com/ubuntu'],
    ['RUN echo -e "deb http://deb.debian.org/debian bookworm main\\ndeb http://x.example/d main\\n" > /etc/apt/sources.list', 'dockerfile', 'http://deb.debian.org/debian'],
    ["printf '%s\\n' 'proxy=http://proxy.example:3128\\r'", 'shellscript', 'http://proxy.example:3128'],
  ];
  for (const [line, languageId, first] of table) {
    it(`${languageId}: ${line.slice(0, 50)}…`, () => {
      const found = findUris(line, { languageId });
      assert.equal(found[0]?.text, first);
    });
  }

  it('any other backslash stays the URI\'s own, for the parser to flag', () => {
    assert.deepEqual(read('see http://h.example/a\\b/c', 'plaintext'), [['http://h.example/a\\b/c', 4, 26]]);
  });
});

describe('find: a line escape a level down, in a string that quotes code or a message', () => {
  // prometheus/prometheus: a workflow's script quoted in a JSON string (`\\n` between commands); alex-shpak/hugo-book:
  // a recorded terminal's output in JSON (`\\r\\n` after the URL).
  const table: [string, string, string][] = [
    ['{"run": "git remote add ${o} https://github.com/${r}.git\\\\ngit fetch ${o}"}', 'json', 'https://github.com/${r}.git'],
    ['["View the recording at:\\\\r\\\\n\\\\r\\\\n https://asciinema.org/a/vJNKUQFjuh7qKI2j3OoaKs8Jk\\\\r\\\\n\\\\r\\\\r\\n"]', 'json', 'https://asciinema.org/a/vJNKUQFjuh7qKI2j3OoaKs8Jk'],
  ];
  for (const [line, languageId, first] of table) {
    it(`${languageId}: ${line.slice(0, 60)}…`, () => {
      assert.equal(findUris(line, { languageId })[0]?.text, first);
    });
  }

  it('an escaped backslash before another letter stays the URI\'s, for the parser to flag', () => {
    assert.equal(findUris('{"a": "http://h.example/a\\\\qb"}', { languageId: 'json' })[0]?.text, 'http://h.example/a\\qb');
  });
});

describe('find: a string continued over lines by a backslash before the break', () => {
  // mdn/webextensions-examples, google-userinfo/background/authorize.js: a template literal continued four times.
  const authorize = [
    'const AUTH_URL =',
    '`https://accounts.google.com/o/oauth2/auth\\',
    '?client_id=${CLIENT_ID}\\',
    '&response_type=token\\',
    '&redirect_uri=${encodeURIComponent(REDIRECT_URL)}\\',
    '&scope=${encodeURIComponent(SCOPES.join(\' \'))}`;',
  ].join('\n');

  it('JavaScript (ECMAScript LineContinuation): the URI is the joined value, each character mapped to the source', () => {
    const [found] = findUris(authorize, { languageId: 'javascript' });
    assert.equal(found!.text, 'https://accounts.google.com/o/oauth2/auth?client_id=${CLIENT_ID}&response_type=token' +
      '&redirect_uri=${encodeURIComponent(REDIRECT_URL)}&scope=${encodeURIComponent(SCOPES.join(\' \'))}');
    assert.equal(found!.interpolation, 'dollar');
    assert.equal(found!.offsets!.map((o) => authorize[o]).join(''), found!.text);
    assert.equal(authorize.slice(found!.start, found!.end).split('\n').length, 5);
  });

  // Each language's rule for a backslash before a line break in a string: the joined text, or where the URI ends.
  const table: [language: string, text: string, found: string][] = [
    ['javascript', 'u = "https://example.com/a\\\n/b";', 'https://example.com/a/b'],
    ['javascript', 'u = \'https://example.com/a\\\r\n/b\';', 'https://example.com/a/b'],
    ['typescript', 'u = `https://example.com/a\\\u2028/b`;', 'https://example.com/a/b'],
    // Python 3 Reference §2.4.1: `\<newline>` is ignored in a string that is not raw; a raw string keeps both.
    ['python', 'u = "https://example.com/a\\\n/b"', 'https://example.com/a/b'],
    ['python', 'u = """https://example.com/a\\\n/b"""', 'https://example.com/a/b'],
    ['python', 'u = r"https://example.com/a\\\n/b"', 'https://example.com/a'],
    // C11 §5.1.1.2 phase 2: the lines are spliced before the string is read.
    ['c', '#define URL "http://example.com/a\\\n/b"', 'http://example.com/a/b'],
    ['cpp', 'auto u = "http://example.com/a\\\r\n/b";', 'http://example.com/a/b'],
    // POSIX §2.2.3: removed within double quotes; kept within single quotes, a line break in the value (an Error).
    ['shellscript', 'curl "https://example.com/a\\\n/b"', 'https://example.com/a/b'],
    ['shellscript', 'curl \'https://example.com/a\\\n/b\'', 'https://example.com/a\n/b'],
    ['ruby', 'u = "https://example.com/a\\\n/b"', 'https://example.com/a/b'],
    // Rust and TOML: the next line's leading whitespace goes too.
    ['rust', 'let u = "https://example.com/a/\\\n        b";', 'https://example.com/a/b'],
    ['toml', 'url = """https://example.com/a/\\\n    b"""', 'https://example.com/a/b'],
    // In running text inside a continued string: the URI goes on over the break, unless a space or a quote follows it.
    ['python', 'raise ValueError("See https://docs.example.com/en/latest/\\\nconfiguration.html for details")',
      'https://docs.example.com/en/latest/configuration.html'],
    ['javascript', 'const m = "see https://example.com/a/\\\nb/c.";', 'https://example.com/a/b/c'],
    ['python', 'msg = "Read https://example.com/a/\\\n    b and more"', 'https://example.com/a/'],
    ['python', 'end = "Ends https://example.com/a\\\n"', 'https://example.com/a'],
    ['python', 'raw = r"See https://example.com/a\\\nb"', 'https://example.com/a'],
    ['rust', 'let m = "see https://example.com/a/\\\n        b/c for more";', 'https://example.com/a/b/c'],
    // No continuation: PHP keeps the backslash and the break, Lua and Perl read a line break; the parser flags it.
    ['php', '$u = "https://example.com/a\\\n/b";', 'https://example.com/a\n/b'],
    ['lua', 'u = "https://example.com/a\\\n/b"', 'https://example.com/a\n/b'],
  ];
  for (const [language, text, expected] of table) {
    it(`${language}: ${JSON.stringify(text)}`, () => {
      const [found] = findUris(text, { languageId: language });
      assert.equal(found?.text, expected);
      if (!expected.includes('\n')) assert.equal(found!.offsets?.map((o) => text[o]).join('') ?? text.slice(found!.start, found!.end), expected);
    });
  }
});
