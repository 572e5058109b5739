/**
 * Svelte's markup interpolates `{expr}` in text and in attribute values,
 * quoted or not: a reference holding one is a template the app fills in,
 * not a URI with braces (sveltejs/kit's test apps). Its expressions get
 * no Error or Warning; a literal mistake beside them still does.
 */
import * as assert from 'node:assert/strict';
import { DiagnosticSeverity } from 'vscode-languageserver-types';
import type { Diagnostic } from 'vscode-languageserver-types';
import { open, settings, service, textAt } from './helpers';

/** The diagnostics above Information of `text` read as `languageId`: code and the text covered. */
function loud(text: string, languageId: string): [string, string][] {
  const { doc, analysis } = open(text, languageId);
  return service.diagnostics({ document: doc, analysis, settings: settings() })
    .filter((d: Diagnostic) => d.severity === DiagnosticSeverity.Error || d.severity === DiagnosticSeverity.Warning)
    .map((d: Diagnostic) => [String(d.code), textAt(doc, d.range)]);
}

describe('Svelte markup: {expr} in a reference is an expression of the app', () => {
  // Lines of sveltejs/kit's test apps.
  const TEMPLATES = [
    '<a href="?a={data.count}&b={data.count + 1}">next</a>',
    "<a href=\"http://localhost:{page.url.searchParams.get('port')}/x\">x</a>",
    '<img src="/images/{name}.png" alt="">',
    '<a href={`/blog/${post.slug}`}>{post.title}</a>',
  ];
  for (const line of TEMPLATES) {
    it(line, () => assert.deepEqual(loud(`${line}\n`, 'svelte'), []));
  }

  it('a literal mistake beside them is still an Error; the same braces in plain HTML are judged', () => {
    assert.deepEqual(loud('<a href="?a={x + 1}">n</a> <a href="http://exa mple.com/">b</a>\n', 'svelte'), [['invalid-character', 'exa mple.com']]);
    assert.notDeepEqual(loud('<a href="?a={x + 1}">n</a>\n', 'html'), []);
  });
});

describe('XSLT: an attribute value template {xpath} is the stylesheet\'s expression', () => {
  // python/mypy mypy/xml/mypy-html.xslt.
  it('an XPath in braces is no URI character; a literal mistake beside it is still judged', () => {
    assert.deepEqual(loud('<xsl:template match="line"><a class="lineno" href="#L{@number}">x</a></xsl:template>\n', 'xsl'), []);
    assert.deepEqual(loud('<a href="https://x.example/{@id}/a b">x</a>\n', 'xsl').map(([code]) => code), ['invalid-character']);
    assert.notDeepEqual(loud('<a class="lineno" href="#L{@number}">x</a>\n', 'xml'), []);
  });
});

describe('Julia strings interpolate $name and $(expr)', () => {
  // JuliaDocs/Documenter.jl's tests and deploy code build URLs so.
  const TEMPLATES = ['url = "https://a.example:$port/x"\n', 'url = "https://$(host)/$(repo).git"\n'];
  for (const text of TEMPLATES) {
    it(text.trim(), () => assert.deepEqual(loud(text, 'julia'), []));
  }

  it('a literal mistake in a Julia string is still an Error', () => {
    assert.deepEqual(loud('url = "https://a.example:80a/x"\n', 'julia'), [['invalid-port', '80a']]);
  });
});

describe('TeX: a macro\'s parameters #1…#9 (##1 in a nested definition) are the values it is given', () => {
  // racket/scribble: scribble-lib/scribble/acmart/acmart.cls, ACM's class defining \email.
  const TEMPLATES: [string, string][] = [
    ['\\mathchardef\\UrlBreakPenalty=10000\\href{mailto:##2}{##2}\\egroup}%\n', 'tex'],
    // The shape of a preamble's link macro with two parameters: without them read, `#1/#2` is a fragment holding "#".
    ['\\newcommand{\\gh}[2]{\\url{https://github.com/#1/#2}}\n', 'latex'],
  ];
  for (const [text, languageId] of TEMPLATES) {
    it(text.trim(), () => assert.deepEqual(loud(text, languageId), []));
  }

  it('a literal mistake beside one is still an Error; the same ## in Markdown is judged', () => {
    assert.deepEqual(loud('\\href{https://doi.org/#1}{#1} \\href{https://doi.org:80a/}{x}\n', 'latex'), [['invalid-port', '80a']]);
    assert.deepEqual(loud('[mail](mailto:##2)\n', 'markdown').map(([code]) => code), ['invalid-character']);
  });
});

describe('Make: `%` is a pattern\'s stem, not a percent-encoding', () => {
  // ninenines/cowboy: erlang.mk's query_repo_git (two stray-% Errors before); magit/magit: docs/Makefile.
  const TEMPLATES = [
    'query_repo_git = $(patsubst git://github.com/%,https://github.com/%,$(call query_repo_default,$1))\n',
    '\t$(Q)sed -e \'s|<a href="http://git-scm.com/docs/%s">|\' $< > $@\n',
    // The shapes of a pattern rule and a static pattern in a site's Makefile.
    'site/%.html: https://cdn.example.org/%.md\n',
    'MIRRORS := $(foreach m,$(MODULES),https://mirror.example.org/%/$(m))\n',
  ];
  for (const text of TEMPLATES) {
    it(text.trim(), () => assert.deepEqual(loud(text, 'makefile'), []));
  }

  it('a percent-encoding in a makefile is still one, a literal mistake beside a pattern still an Error; the same `%` in a shell script is judged', () => {
    assert.deepEqual(loud('URL = "https://x.example/a%20b c/%"\n', 'makefile'), [['invalid-character', 'a%20b c']]);
    assert.deepEqual(loud('URL = https://x.example:80a/%.html\n', 'makefile'), [['invalid-port', '80a']]);
    assert.deepEqual(loud('echo "https://github.com/%"\n', 'shellscript').map(([code]) => code), ['invalid-percent-encoding']);
  });
});

describe('Lua and Teal: long brackets are strings and comments, a `%` that starts no percent-encoding a pattern\'s', () => {
  // luarocks/luarocks: spec/build_spec.lua (a rockspec written in a `[[…]]` string, its URL concatenated: three Errors
  // a line before), src/luarocks/fetch.tl (a Lua pattern's `%.`: a stray-% Error each).
  const TEMPLATES: [string, string][] = [
    ['write_file("test-1.0-1.rockspec", [[\n   source = {\n      url = "file://]] .. tmpdir:gsub("\\\\", "/") .. [[/test.lua"\n   }\n]], finally)\n', 'lua'],
    ['local spec = [==[\n   url = "git://]==] .. host .. [==[/repo"\n]==]\n', 'lua'],
    ['--[[ url = "file://]] local x = tmpdir:gsub("x", "y")\n', 'lua'],
    ['   if rockspec.source.url:match("^git://github%.com/")\n   or rockspec.source.url:match("^git://www%.github%.com/") then\n', 'teal'],
    ['local pattern = "https://(%w+)%.example%.org/%d+"\n', 'lua'],
  ];
  for (const [text, languageId] of TEMPLATES) {
    it(`${languageId}: ${text.trim().slice(0, 80)}`, () => assert.deepEqual(loud(text, languageId), []));
  }

  it('a URI in a long string or a long comment is still read; a percent-encoding is one; a mistake stays an Error', () => {
    assert.deepEqual(loud('local s = [[ see http://x.example:80a/ ]]\n', 'lua'), [['invalid-port', '80a']]);
    assert.deepEqual(loud('--[==[ http://x.example:80b/ ]==]\n', 'lua'), [['invalid-port', '80b']]);
    assert.deepEqual(loud('local u = "https://x.example/a%20b c/%.x"\n', 'lua'), [['invalid-character', 'a%20b c']]);
    // The same pattern read as a shell script's string is judged.
    assert.deepEqual(loud('echo "git://github%.com/"\n', 'shellscript').map(([code]) => code), ['invalid-percent-encoding']);
  });
});

describe('`%{…}`, braces balanced, is a template expression in any language', () => {
  // luarocks/luarocks: spec/quick/install.q (its test harness's expressions, two Errors a line before).
  const TEMPLATES: [string, string][] = [
    ['   url = "file://%{url(%{tmpdir})}/rock.lua"\n', 'plaintext'],
    ['RewriteRule ^(.*)$ https://%{HTTP_HOST}%{REQUEST_URI} [R=301,L]\n', 'plaintext'],
    ['Source0: https://github.com/%{name}/%{name}/archive/v%{version}.tar.gz\n', 'plaintext'],
    ["url = format('https://x.example/users/%{id}', id: 1)\n", 'ruby'],
  ];
  for (const [text, languageId] of TEMPLATES) {
    it(`${languageId}: ${text.trim()}`, () => assert.deepEqual(loud(text, languageId), []));
  }

  it('an unclosed `%{` is still a stray "%"', () => {
    assert.deepEqual(loud('see https://x.example/a%{b\n', 'plaintext').map(([code]) => code), ['invalid-percent-encoding', 'invalid-character']);
  });
});

describe('Lisp `format` directives (`~a`, `~s`, `~D`) in Racket, Scheme and Common Lisp strings', () => {
  // mbutterick/pollen: pollen/private/project-server.rkt (an Error: port "~a"); racket/scribble: scribble/jfp/lang.rkt,
  // scribble/private/manual-mod.rkt.
  const TEMPLATES: [string, string][] = [
    ['  (define server-name (format "http://localhost:~a" (current-server-port)))\n', 'racket'],
    ['  (log-error (format "Downloading via ftp://~a/~a/~a..." site path file))\n', 'racket'],
    ['   (format "https://pkgs.racket-lang.org/package/~a" pkg)\n', 'racket'],
    ['(format #f "http://localhost:~a/~a" port path)\n', 'scheme'],
    ['(format nil "http://~A:~D/~{~A~^/~}" host port parts)\n', 'lisp'],
  ];
  for (const [text, languageId] of TEMPLATES) {
    it(text.trim(), () => assert.deepEqual(loud(text, languageId), []));
  }

  it('a user\'s folder `~name` is no directive; a literal mistake beside one is still an Error; the same `~a` in Python is judged', () => {
    assert.deepEqual(loud('(define u "https://www.cs.utah.edu/~mflatt/")\n', 'racket'), []);
    assert.deepEqual(loud('(format "http://~a:80a/" host)\n', 'racket'), [['invalid-port', '80a']]);
    assert.deepEqual(loud('url = "http://localhost:~a"\n', 'python').map(([code]) => code), ['invalid-port']);
  });
});
