/**
 * `findUris`: which text is a URI reference and exactly where it starts and
 * ends (RFC 3986 Appendix C). The tables of links and non-links
 * in running text are documentation in test/fixtures/find/links.txt and
 * not_links.txt; each file type has a real document there, whose expected
 * references are listed here. The finder only delimits: `parse` judges.
 */
import * as assert from 'node:assert/strict';
import { checkFound, findUris, isRegisteredScheme, readingByContent } from '@uri-lint/shared';
import type { FindContext, FindOptions, FoundUri } from '@uri-lint/shared';
import { fixture, fixtureBlocks } from './findFixtures';

/** links.txt: blocks of an input line and the texts expected in it; a lone line is found whole. */
function linkBlocks(): { input: string; expected: string[] }[] {
  return fixtureBlocks('links.txt').map(([input, ...expected]) => ({
    input: input!,
    expected: expected.length > 0 ? expected : [input!],
  }));
}

/** `[start, end)` as the offsets it covers. */
function span(start: number, end: number): number[] {
  return Array.from({ length: end - start }, (_, i) => start + i);
}

/** What every result must satisfy: in order, disjoint, and `text` mapped onto the document. */
function assertWellFormed(text: string, found: readonly FoundUri[]): void {
  let last = 0;
  for (const f of found) {
    assert.ok(f.start >= last && f.start < f.end && f.end <= text.length, `range of ${JSON.stringify(f)}`);
    last = f.end;
    if (f.offsets === undefined) {
      assert.equal(f.text, text.slice(f.start, f.end));
    } else {
      assert.equal(f.offsets.length, f.text.length);
      assert.equal(f.offsets[0], f.start);
      assert.ok(f.offsets.every((o, i) => o >= f.start && o < f.end && (i === 0 || o > f.offsets![i - 1]!)));
    }
  }
}

/** Found texts and contexts, for comparing with a table. */
function found(text: string, options?: FindOptions): [string, FindContext][] {
  const result = findUris(text, options);
  assertWellFormed(text, result);
  return result.map((f) => [f.text, f.context]);
}

/** One test per row: the references found in `input` read as `languageId`, as `expected`. */
function itEach(rows: readonly (readonly [languageId: string, input: string, expected: readonly string[]])[]): void {
  for (const [languageId, input, expected] of rows) {
    it(`${languageId}: ${JSON.stringify(input)} → ${JSON.stringify(expected)}`, () => assert.deepEqual(texts(input, { languageId }), expected));
  }
}

function texts(text: string, options?: FindOptions): string[] {
  return found(text, options).map(([t]) => t);
}

describe('find: the IANA URI scheme registry', () => {
  const registered = [
    'http', 'https', 'ftp', 'file', 'mailto', 'urn', 'tel', 'data', 'news', 'doi', 'sip', 'magnet', 'about',
    'geo', 'did', 'pkg', 'ws', 'wss', 'ssh', 'git', 'coap+tcp', 'iris.beep', 'z39.50s', 'ms-settings',
    'machineprovisioningprogressreporter', 'shttp', 'fax', 'wais', 'web+ap',
  ];
  for (const scheme of registered) {
    it(`${scheme} is registered (permanent, provisional or historical)`, () => {
      assert.equal(isRegisteredScheme(scheme), true);
      assert.equal(isRegisteredScheme(scheme.toUpperCase()), true, '§3.1: schemes are case-insensitive');
    });
  }
  for (const name of ['javascript', 'ftps', 'note', 'localhost', 'c', '', 'http:', ' http']) {
    it(`${JSON.stringify(name)} is not`, () => assert.equal(isRegisteredScheme(name), false));
  }
});

describe('find: URIs in running text (fixtures/find/links.txt)', () => {
  for (const { input, expected } of linkBlocks()) {
    it(`${JSON.stringify(input)} → ${JSON.stringify(expected)}`, () => {
      assert.deepEqual(texts(input), expected);
      if (expected.length === 1 && expected[0] === input) {
        const [only] = findUris(input);
        assert.deepEqual([only!.start, only!.end], [0, input.length]);
      }
    });
  }
});

describe('find: real documents, per file type (fixtures/find/by_language.txt)', () => {
  for (const [languageId, input, ...expected] of fixtureBlocks('by_language.txt').filter((b) => b.length >= 3)) {
    it(`${languageId}: ${JSON.stringify(input)} → ${JSON.stringify(expected)}`, () => {
      assert.deepEqual(texts(input!, { languageId: languageId! }), expected[0] === '(none)' ? [] : expected);
    });
  }
  it('a regular expression literal never spans lines, an escaped line break included', () => {
    assert.deepEqual(texts("a = /'%\\\n http://ok.example/ \n", { languageId: 'javascript' }), ['http://ok.example/']);
  });
});

describe('find: markup written inside another language (fixtures/find/embedded.txt)', () => {
  for (const [languageId, input, ...expected] of fixtureBlocks('embedded.txt').filter((b) => b.length >= 3)) {
    it(`${languageId}: ${JSON.stringify(input)} → ${JSON.stringify(expected)}`, () => {
      assert.deepEqual(texts(input!, { languageId: languageId! }), expected[0] === '(none)' ? [] : expected);
    });
  }
});

describe('find: Haddock\'s markup beyond `--` comments: `<url label>` links to the URL, the label after the space', () => {
  // commercialhaskell/stack: tests/integration/tests/mutable-deps/files/filepath-1.5.4.0/ (a vendored package:
  // System/FilePath.hs's module header, filepath.cabal's description) and tests/unit/package-dump/ghc-7.8.txt
  // (`ghc-pkg dump`'s output saved as text, its description fields Haddock). A label was taken into the URI.
  const rows: [string, string, string[]][] = [
    ['haskell', '{- |\nModule      :  System.FilePath\n\nReferences:\n[1] <http://msdn.microsoft.com/en-us/library/windows/desktop/aa365247.aspx Naming Files, Paths and Namespaces> (Microsoft MSDN)\n-}\n',
      ['http://msdn.microsoft.com/en-us/library/windows/desktop/aa365247.aspx']],
    ['cabal', 'cabal-version:      2.2\nname:               filepath\nversion:            1.5.4.0\n\ndescription:\n  This package provides functionality for manipulating @FilePath@ values, and is shipped with <https://www.haskell.org/ghc/ GHC>. It provides two variants for filepaths:\n',
      ['https://www.haskell.org/ghc/']],
    ['cabal', 'description:\n  If you want to use @OsPath@, you can use the <https://hackage.haskell.org/package/os-string os-string package> (@OsPath@ is a type synonym for @OsString@).\n',
      ['https://hackage.haskell.org/package/os-string']],
    ['plaintext', 'name: haskell2010\nversion: 1.1.2.0\nid: haskell2010-1.1.2.0-05c8dd51009e08c6371c82972d40f55a\nlicense: BSD3\nhomepage: http://www.haskell.org/onlinereport/haskell2010/\ndescription: This package provides exactly the library modules defined by\n             the <http://www.haskell.org/onlinereport/haskell2010/ Haskell 2010 standard>.\n',
      ['http://www.haskell.org/onlinereport/haskell2010/', 'http://www.haskell.org/onlinereport/haskell2010/']],
    ['plaintext', 'name: terminfo\nversion: 0.4.0.0\ndescription: This library provides an interface to the terminfo database (via bindings to the\n             curses library). <http://en.wikipedia.org/wiki/Terminfo Terminfo> allows POSIX\n',
      ['http://en.wikipedia.org/wiki/Terminfo']],
    // Not a package description: `<…>` keeps RFC 3986 Appendix C's reading, a space inside a malformed URI.
    ['plaintext', 'Notes\nname: x\nSee <http://en.wikipedia.org/wiki/Terminfo Terminfo> here.\n', ['http://en.wikipedia.org/wiki/Terminfo Terminfo']],
  ];
  for (const [languageId, input, expected] of rows) {
    it(`${languageId}: ${JSON.stringify(input.slice(0, 60))}… → ${JSON.stringify(expected)}`, () => {
      assert.deepEqual(texts(input, { languageId }), expected);
    });
  }
});

describe('find: TeX\'s `%` comments, from the table of languages, and a `%` that starts no percent-encoding', () => {
  // Real lines: fixtures/find/by_language.txt (dart-lang/language's dartLangSpec.tex). These show the edges.
  const rows: [string, string, string[]][] = [
    ['latex', 'see http://x.example/a%20b% the rest is a comment', ['http://x.example/a']],
    ['latex', '% see http://x.example/a%20b in a comment', ['http://x.example/a%20b']],
    ['latex', 'see http://x.example/a\\%20b', ['http://x.example/a%20b']],
    ['latex', '50\\% of http://x.example/a%20b% not escaped', ['http://x.example/a']],
    ['plaintext', 'For example:%', []],
    ['plaintext', 'mailto:%41@x.example', ['mailto:%41@x.example']],
  ];
  itEach(rows);
});

describe('find: TeX\'s markup in a URL typeset as text, read as it prints (round 21)', () => {
  // INTI-CMNB/KiBot docs/CASE_2020/utic.bib: `\-` a place the line may break (printing nothing), `\~\ ` and `\~{}` the one `~`.
  const rows: [string, string, string[]][] = [
    ['bibtex', '  url = "http://\\-www.ing.ula.ve/\\-dpernia/\\-pdfs/\\-introd\\_pid.pdf",', ['http://www.ing.ula.ve/dpernia/pdfs/introd_pid.pdf']],
    ['bibtex', '  url = {"http://www.sics.se/\\~\\ adam/old-uip/"},', ['http://www.sics.se/~adam/old-uip/']],
    ['bibtex', '  note = {See http://\\-www.x.example/\\~{}u/a\\-b now}', ['http://www.x.example/~u/ab']],
    ['latex', 'See http://\\-www.x.example/a\\-b.', ['http://www.x.example/ab']],
    // A real space stays the URI's; any other command still ends it (`\\`, `\textbf`); a `\~` alone is the `~`.
    ['bibtex', '  url = "http://www.x.example/ ip\\_doc/a.pdf",', ['http://www.x.example/ ip_doc/a.pdf']],
    ['latex', 'See http://x.example/a\\\\ and http://y.example/\\textbf{b} and http://z.example/\\~u.', ['http://x.example/a', 'http://y.example/', 'http://z.example/~u']],
  ];
  itEach(rows);
  it('each character decoded maps to what was written: `\\-` to nothing, `\\~\\ ` to its backslash', () => {
    const text = 'url = "http://\\-a.example/\\~\\ b"';
    const [found] = findUris(text, { languageId: 'bibtex' });
    assert.equal(found!.text, 'http://a.example/~b');
    assert.deepEqual(found!.offsets!.map((o) => text[o]).join(''), 'http://a.example/\\b');
  });
});

describe('find: a substitution reference in a URI, carried to its closing bar where Docutils reads one (round 21)', () => {
  // ckan/ckan doc/maintaining/installing/install-from-package.rst:61 (a parsed literal) and running text.
  const rows: [string, string, string[]][] = [
    ['restructuredtext', '.. parsed-literal::\n\n     wget \\https://packaging.ckan.org/|current_package_name_focal|\n', ['https://packaging.ckan.org/|current_package_name_focal|']],
    ['restructuredtext', 'Get https://x.example/r/|version|/a.tar.gz or https://x.example/|v|.\n', ['https://x.example/r/|version|/a.tar.gz', 'https://x.example/|v|']],
    // A literal block's, or a `|` after a letter: the finder's reading as before.
    ['restructuredtext', 'Run::\n\n    wget https://x.example/|v|\n', ['https://x.example/|v']],
    ['restructuredtext', 'Get https://x.example/a|v| now.\n', ['https://x.example/a|v']],
  ];
  itEach(rows);
});

describe('find: a scheme named in prose, a space after its `//`, is no URI', () => {
  // luarocks/luarocks: spec/unpack_spec.lua's test title `it("git:// rockspec", …)` (an Error on " rockspec" before).
  const rows: [string, string, string[]][] = [
    ['lua', '   it("git:// rockspec", function()\n', []],
    ['plaintext', 'Supports "http:// and https://" URLs.\n', []],
    ['markdown', 'URLs starting with `ftp:// ` are fetched; see https://x.example/a\n', ['https://x.example/a']],
  ];
  itEach(rows);
});

describe('find: a CSS declaration in a block is no URI, though its property is named as a scheme (`content`)', () => {
  // laravel/laravel resources/views/welcome.blade.php: Tailwind's minified CSS in the page's <style> (two Errors before).
  const rows: [string, string, string[]][] = [
    ['html', '<style>/*! tailwindcss | https://tailwindcss.com */.before\\:top-1\\/2:before{content:var(--tw-content);top:50%}</style>\n', ['https://tailwindcss.com']],
    ['css', '.a::after { content: var(--x); position: absolute }\n', []],
    // A URI in a declaration's value is still found; LaTeX's argument in braces is no block.
    ['css', '.b { background: url(https://x.example/a.png); content: "" }\n', ['https://x.example/a.png']],
    ['latex', 'Write to \\href{mailto:team@x.example}{the team}.\n', ['mailto:team@x.example']],
  ];
  itEach(rows);
});

describe('find: the shell\'s `${NAME-default}` and `${NAME+alternative}`: the URI is the default, after the operator', () => {
  // zalando/postgres-operator ui/run_local.sh: `export APP_URL="${API_URL-http://localhost:8081}"` (an invalid scheme before).
  const rows: [string, string, string[]][] = [
    ['shellscript', 'export APP_URL="${API_URL-http://localhost:8081}"\n', ['http://localhost:8081']],
    ['shellscript', 'export OPERATOR_API_URL="${OPERATOR_API_URL-http://localhost:8080}"\n', ['http://localhost:8080']],
    ['shellscript', 'proxy=${HTTP_PROXY+http://proxy.example:3128}\n', ['http://proxy.example:3128']],
    ['shellscript', 'url=${repo_url-https://x.example/r.git}\n', ['https://x.example/r.git']],
    // A compound scheme in braces is the scheme it is.
    ['plaintext', 'pip install ${git+https://x.example/p.git}\n', ['git+https://x.example/p.git']],
  ];
  itEach(rows);
});

describe('find: a string matched as a pattern is no URI (a CSS selector\'s substring, `regexp()`, SQL\'s LIKE)', () => {
  const rows: [string, string, string[]][] = [
    // StylishThemes/GitHub-Dark src/main.css: a prefix of the images to match, cut on purpose.
    ['css', 'img[src*="data:image/jpeg;base64,/9j/4AAQSkZJRgA"] { filter: invert(1) }\n', []],
    ['css', 'a[href^="http://"]::after { content: "(insecure)" }\n', []],
    // catppuccin/userstyles' tutorial: Firefox's `@-moz-document` matches a regular expression.
    ['css', '@-moz-document regexp("http://example.(com|net|org|edu)/") {\n', []],
    // getting-things-gnome/gtg GTG/gtk/editor/taskview.py: a raw string made a regular expression, its slashes escaped.
    ['python', "INTERNAL_REGEX = re.compile((r'gtg:\\/\\/'\n                            r'(?P<tid>[a-z0-9-]+)'))\n", []],
    ['javascript', 'const re = new RegExp("https://x\\\\.example/(\\\\d+)");\n', []],
    ['python', "open(r'https://x.example/a'); sub = 'https://x.example/b'\n", ['https://x.example/a', 'https://x.example/b']],
    // koel/koel's migration: Laravel's query builder, the operator a string of its own.
    ['php', "DB::table('songs')->where('path', 'like', 's3://%')->update(['storage' => 's3']);\n", []],
    ['sql', "SELECT id FROM links WHERE url NOT LIKE 'https://%';\n", []],
    // Each form's spaces as `\s` reads them: a line break, a tab, a no-break space; the other selector operators.
    ['sql', "SELECT id FROM links WHERE url LIKE\n\t'https://%';\n", []],
    ['sql', "SELECT id FROM links WHERE url LIKE\u00a0'https://%';\n", []],
    ['php', "$q->where('path', 'like' ,\t's3://%');\n", []],
    ['css', '@-moz-document regexp( "http://example.(com|net)/") {\n', []],
    ['css', 'a[href|="http://x.example"], a[href~=\'https://y.example\'], a[href$= "http://z.example"] { color: red }\n', []],
    // A call's argument, an attribute's value: the same characters before the quote, no pattern.
    ['javascript', "open(x, 'https://x.example/a'); get('https://x.example/b'); frame('https://x.example/c');\n", ['https://x.example/a', 'https://x.example/b', 'https://x.example/c']],
    ['html', '<a title="like" href="https://x.example/a">a</a>\n', ['https://x.example/a']],
    // An exact selector and a string after any other word are URIs as ever.
    ['css', 'a[href="https://x.example/a"] { color: red }\n', ['https://x.example/a']],
    ['javascript', "const kind = 'like'; fetch('https://x.example/likes');\n", ['https://x.example/likes']],
  ];
  itEach(rows);
});

describe('find: a `,` and a name with `=` in the authority start the next option of a list', () => {
  // sigstore/cosign cmd/cosign/cli/signingconfig.go's help: `--fulcio="url=…,api-version=1,start-time=…"`.
  const rows: [string, string, string[]][] = [
    ['go', '    --fulcio="url=https://fulcio.sigstore.dev,api-version=1,start-time=2024-01-01T00:00:00Z,operator=sigstore.dev" \\\n', ['https://fulcio.sigstore.dev']],
    // In the path, `,b=c` is the path's; a list of hosts is its scheme's.
    ['plaintext', 'https://x.example/a,b=c\n', ['https://x.example/a,b=c']],
    ['plaintext', 'mongodb://db1:27017,db2:27017/app\n', ['mongodb://db1:27017,db2:27017/app']],
    // getumbrel/umbrel-apps openreader/docker-compose.yml: a list of origins whose last item a variable brings.
    ['yaml', '      - AUTH_TRUSTED_ORIGINS=http://${DEVICE_HOSTNAME}:3391,https://*.ts.net:3391,${APP_LOCAL_URLS}\n', ['http://${DEVICE_HOSTNAME}:3391', 'https://*.ts.net:3391']],
    ['plaintext', 'http://a.example:80,$OTHER\n', ['http://a.example:80']],
  ];
  itEach(rows);
});

describe('find: where a template, a string shown in markup or Lua code ends a URI or makes no link (round 17)', () => {
  itEach([
    // rollup scripts/prepare-release.js:63: a colon then a space in a template literal's path heads the log text.
    ['javascript', "\t\t\t\t`https://github.com/rollup/rollup/pull/${pr}: ${text} (${authors.map(author => `@${author}`).join(', ')})`\n",
      ['https://github.com/rollup/rollup/pull/${pr}']],
    // …but not in the authority before digits, where it is a broken port's, nor with no space after it.
    ['javascript', 'const u = "http://host: 8080/x";\n', ['http://host: 8080/x']],
    // shlinkio/shlink module/CLI/test-cli/Command/ImportShortUrlsTest.php:64 (round 18's tuning half): a word after it.
    ['php', "self::assertStringContainsString('https://shlink.io: Imported', $output);\n", ['https://shlink.io']],
    ['javascript', 'const u = `https://x.example/a:b/${c}`;\n', ['https://x.example/a:b/${c}']],
    // authelia api/openapi.yml:4909: after a first space, a label's colon is the words', read as before.
    ['yaml', '            JWS: https://datatracker.ietf.org/doc/html/rfc7515 JWA: https://datatracker.ietf.org/doc/html/rfc7518\n',
      ['https://datatracker.ietf.org/doc/html/rfc7515', 'https://datatracker.ietf.org/doc/html/rfc7518']],
    // etherpad-lite doc/api/http_api.md:457: a JSON response in a code span, its string's `\n` before the closing quote.
    ['markdown', '  "data" : "Z:1>6b|5+6b$Welcome!\\n\\nGet involved with Etherpad at https://etherpad.org\\n"\n', ['https://etherpad.org']],
    // transmission docs/Editing-Configuration-Files.md:90: a list in a JSON string, joined with `\n`.
    ['markdown', '(e.g. "udp://t.example.invalid:1337/announce\\n\\nudp://u.example.invalid:6969/announce\\nhttps://v.example.invalid:443/announce")\n',
      ['udp://t.example.invalid:1337/announce', 'udp://u.example.invalid:6969/announce', 'https://v.example.invalid:443/announce']],
    // silverbullet docs/Health.md:23: Space Lua's `template.new[==[…]==]({p=p})`, a call on a long string, no link.
    ['markdown', '${some(query[[\n  select template.new[==[\n    * [[${p.name}]] — last reviewed\n  ]==]({p=p})\n]])}\n[a link](page.md)\n', ['page.md']],
    ['markdown', '[a [b]=](c.md)\n', ['c.md']],
    // deluge deluge_stats/template/graph.html:6 (web.py's `$base`), unleash frontend/index.html:5 (a server's `::name::`).
    ['html', '<img src="$base/graph/network.png?height=300&width=1000"><br \\>\n<link rel="icon" href="::faviconPrefix::/favicon.ico" />\n<a href="a$b/c">x</a>\n', ['a$b/c']],
  ]);
});

describe('find: Go\'s `xml:"namespace name"` struct tag and an XML parser\'s event name hold a namespace, a space and an element\'s name (rounds 16, 24)', () => {
  // miniflux internal/reader/atom/atom_10.go, casdoor object/saml_idp.go (encoding/xml's tags).
  const rows: [string, string, string[]][] = [
    ['go', '\tXMLName xml.Name `xml:"http://www.w3.org/2005/Atom feed"`\n', ['http://www.w3.org/2005/Atom']],
    ['go', '\tCreator string `json:"creator" xml:"http://purl.org/dc/elements/1.1/ creator"`\n', ['http://purl.org/dc/elements/1.1/']],
    // A quoted string anywhere else is still one URI, its space its mistake.
    ['go', '\tu := "http://a.example/b c"\n', ['http://a.example/b c']],
    // biopython Bio/Blast/_parser.py:357 (an XML parser's event name, a namespace and an element's, a space between):
    // one word of three letters or more after a URI of an authority only is no part of it.
    ['python', 'elif name == "http://www.ncbi.nlm.nih.gov Search":\n', ['http://www.ncbi.nlm.nih.gov']],
    // lychee lychee-lib/src/basic_auth/mod.rs:40, :117 (round 25): a basic-auth selector, a URL pattern, a space and
    // the user and password for it, `user:pass`: two values.
    ['rust', '/// BasicAuthSelector::from_str("http://example.com foo:bar").unwrap(),\n', ['http://example.com']],
    ['rust', '    let example_com = BasicAuthSelector::from_str("http://example.com foo1:bar1").unwrap();\n', ['http://example.com']],
    // A port after a space in the host is a number, no password: the space is the URL's mistake; so is one in a path.
    ['python', 'u = "http://my server:8080"\n', ['http://my server:8080']],
    ['python', 'u = "http://x.example/a foo:bar"\n', ['http://x.example/a foo:bar']],
    // A space in a path is the URL's mistake (ardour's gtk2_ardour/sfdb_ui.cc:682, dspace's DummyServer.java:285, both
    // judged right), as in a query; a markup attribute's whole value is the URL.
    ['cpp', '\t\tchooser.add_shortcut_folder_uri("file:///Library/Audio/Apple Loops");\n', ['file:///Library/Audio/Apple Loops']],
    ['java', '        em.setHref("http://www.myrepository.ac.uk/sdl/workflow/my deposit");\n', ['http://www.myrepository.ac.uk/sdl/workflow/my deposit']],
    // git t/t6113-rev-list-bitmap-filters.sh:30, t/t5505-remote.sh:116: a partial clone's filter, no blob URL (an origin
    // and a UUID after `blob:`).
    ['shellscript', "test_expect_success 'blob:none filter' '\n\ttest_grep \"srv.bare (fetch) \\[blob:none\\]\" out &&\ngit clone --filter=blob:limit=1k x\n", []],
    ['javascript', 'const u = "blob:https://example.org/550e8400-e29b-41d4-a716-446655440000";\n', ['blob:https://example.org/550e8400-e29b-41d4-a716-446655440000']],
    // A query's words are the query's (the mistake it is); a markup attribute's whole value is the URL.
    ['python', 'u = "https://google.com/search?q=lady slipper"\n', ['https://google.com/search?q=lady slipper']],
    ['html', '<a href="https://example.org/my document">x</a>\n', ['https://example.org/my document']],
  ];
  itEach(rows);
});

describe('find: a `,` right after a port\'s digits ends the URI, but in a list of hosts (round 15)', () => {
  itEach([
    // apache/apisix ci/pod/kafka/kafka-server/env/last.env:3: Kafka's listeners, their names holding `_`.
    ['dotenv', 'KAFKA_CFG_LISTENERS=PLAINTEXT://0.0.0.0:9092,SSL://0.0.0.0:9093,SASL_PLAINTEXT://0.0.0.0:9094\n',
      ['PLAINTEXT://0.0.0.0:9092', 'SSL://0.0.0.0:9093', 'SASL_PLAINTEXT://0.0.0.0:9094']],
    // monero-project/monero docs/proxies.md:122 and :134: `--tx-proxy`'s options after the proxy.
    ['markdown', '--tx-proxy i2p,socks5://127.0.0.1:1050,100,disable_noise\n', ['socks5://127.0.0.1:1050']],
    ['markdown', '--tx-proxy i2p,socks5://[::1]:1050,disable_noise\n', ['socks5://[::1]:1050']],
    // Another host and its port: a web scheme's list, found whole to be judged; a database's list of hosts, its own.
    ['shellscript', 'curl "http://a.example:1,b.example:2/"\n', ['http://a.example:1,b.example:2/']],
    ['plaintext', 'mongodb://db1:27017,db2/app\n', ['mongodb://db1:27017,db2/app']],
    // osmlab/editor-layer-index: a `:` and digits inside braces where the host goes are no port.
    ['json', '{"url": "https://m{switch:1,2}.land.gov.ua/map/{zoom}/{x}/{-y}.jpg"}\n', ['https://m{switch:1,2}.land.gov.ua/map/{zoom}/{x}/{-y}.jpg']],
  ]);
});

describe('find: a FHIR resource\'s generated narrative repeats its data\'s URIs (round 18)', () => {
  const div = String.raw`"<div xmlns=\"http://www.w3.org/1999/xhtml\"><p>{http:/acme.ped/apgarcolor code '0'}</p></div>"`;
  itEach([
    // microsoft/fhir-server src/Microsoft.Health.Fhir.Tests.Common/TestFiles/Normative/ObservationWith1MinuteApgarScore.json:6.
    ['json', `{\n  "text": {\n    "status": "generated",\n    "div": ${div}\n  },\n  "system": "http:/acme.ped/apgarcolor"\n}\n`, ['http:/acme.ped/apgarcolor']],
    // On one line, the status after the narrative.
    ['json', `{"text": {"div": ${div}, "status": "generated"}, "system": "http:/acme.ped/apgarcolor"}\n`, ['http:/acme.ped/apgarcolor']],
    // A narrative a person wrote (status additional), and a status of another object: read as any string.
    ['json', `{"text": {"status": "additional", "div": ${div}}}\n`, ['http://www.w3.org/1999/xhtml', 'http:/acme.ped/apgarcolor']],
    ['json', `{"status": "generated", "x": {"a": 1}, "div": ${div}}\n`, ['http://www.w3.org/1999/xhtml', 'http:/acme.ped/apgarcolor']],
  ]);
});

describe('find: what is no URI though a scheme and a colon start it (round 15)', () => {
  itEach([
    // getsops/sops example.json:2, example.yaml:13: an encrypted value's fields.
    ['json', '{"firstName": "ENC[AES256_GCM,data:f8++3g==,iv:rYuVzzb+C40QlYgO4Dl2V7atZUx0ITBcyb5fUsftKMo=,tag:krquPqaHeyBF1kdJwLH6Fw==,type:str]"}\n', []],
    ['yaml', '    - ENC[AES256_GCM,data:L9jPh+7+XsdqEpUnFcD4nA==,iv:xyfKjOXVrBDCIQG5786pSu5yvHdl/PK8eVxkIUWoCIw=,tag:Q0wlTV2F2hKuUYD1bdd0ZA==,type:str]\n', []],
    ['yaml', 'a: [text,data:text/plain,hi]\n', ['data:text/plain,hi']],
    // wikimedia/mediawiki-extensions-Cite src/ReferenceStack.php:197: a parser function in a comment.
    ['php', '<?php\n/* we are actually inside {{#tag:references|…}}. */\n', []],
    // pnpm/pnpm crates/cli/src/cli_args/bugs.rs:273: a prefix named in a code span.
    ['rust', '    // to avoid matching `git+<https://`>, SCP-style SSH, etc.\n', []],
    // …but a backtick inside the brackets is the autolink's (CommonMark's spec example, in yuin/goldmark's benchmark data).
    ['markdown', '`<http://foo.bar.`baz>`\n', ['http://foo.bar.`baz']],
    // pnpm crates/resolving-npm-resolver/src/fetch_full_metadata/tests.rs:222: a prefix quoted whole, a user and no host.
    ['rust', 'let r = server.url().replacen("http://", "http://user:secret@", 1);\n', []],
    ['markdown', 'see "http://user@host" here\n', ['http://user@host']],
    // geopandas/geopandas CHANGELOG.md:409: an ellipsis for any local file URI.
    ['markdown', 'Fix reading from local file URIs (``file://..``) using\n', []],
    ['python', 'x = "https://..."\n', []],
  ]);
});

describe('find: where a URI ends in markup and in quoted prose (round 15)', () => {
  itEach([
    // traefik/traefik docs/…/middlewares/jwt.md:65: Markdown's escaped backticks, text and no code span.
    ['markdown', '| Prefix(\\`referrer\\`, \\`http://example.com\\`) |\n', ['http://example.com']],
    ['markdown', 'x `a\\` and http://x.example/b\\_c\n', ['http://x.example/b_c']],
    // geopandas/geopandas doc/source/index.rst:46: a substitution reference's closing `|`.
    ['restructuredtext', '|Join the chat at https://gitter.im/geopandas/geopandas| |Binder|\n', ['https://gitter.im/geopandas/geopandas']],
    ['restructuredtext', '|badge| see http://x.example/a|b c\n', ['http://x.example/a|b']],
    // foundation/foundation-sites docs/pages/abide.md:69: alternatives joined by a word.
    ['markdown', '<input type="text" placeholder="https://get.foundation or get.foundation">\n', ['https://get.foundation']],
    // Other words stay one URI's spaces (sqlalchemy's test_parseconnect.py:67).
    ['python', 'u = "dbtype://username:password with spaces@hostspec:450?query=but_no_db"\n', ['dbtype://username:password with spaces@hostspec:450?query=but_no_db']],
    // semgrep-rules tainted-url-host.py:74: an f-string's field holds the other quote's string.
    ['python', 'x = f"<a href=\'https://example.com/{flask.request.args.get(\'param\')}/path\'>Click me!</a>"\n',
      ["https://example.com/{flask.request.args.get('param')}/path"]],
    // celery/kombu kombu/transport/azureservicebus.py:648: words in braces after `:` and `@`.
    ['python', '# azureservicebus://{SAS policy name}:{SAS key}@{ServiceBus Namespace}\n', ['azureservicebus://{SAS policy name}:{SAS key}@{ServiceBus Namespace}']],
  ]);
});

describe('find: a delimiter of the text around a URI is not the URI\'s (round 16)', () => {
  itEach([
    // fluent-bit lib/librdkafka-2.15.0/packaging/tools/setup-share-telemetry-testing.sh:41: `sed -i \` on the line before
    // its `-e 's|…|…|'` scripts: a continued command's substitutions are patterns too.
    ['shellscript', '    sed -i.bak \\\n        -e \'s|^listeners=PLAINTEXT://:9092,CONTROLLER://:9093|listeners=PLAINTEXT://:9092,CONTROLLER://:9093|\' \\\n        $SP\n', []],
    ['markdown', 'sed -i \\\n  -e \'s|http://old.example/a|http://new.example/b|\' f\n', []],
    // …but a continued command with no sed keeps its URI.
    ['shellscript', 'curl \\\n  http://example.com/ok \\\n  -o x\n', ['http://example.com/ok']],
    // fluent-bit lib/wasm-micro-runtime-WAMR-2.4.1/doc/other_wasm_compilers.md:38: the shell's pipe into a command.
    ['markdown', 'sudo wget -O - https://apt.llvm.org/llvm-snapshot.gpg.key|sudo apt-key add -\n', ['https://apt.llvm.org/llvm-snapshot.gpg.key']],
    ['shellscript', 'curl -fsSL https://get.example.com/install|sh\n', ['https://get.example.com/install']],
    // …while a query's `|` separates values, and another word after a `|` may be the URI's.
    ['markdown', 'see https://fonts.example/css?family=Lobster|sh now\n', ['https://fonts.example/css?family=Lobster|sh']],
    ['plaintext', 'see http://x.example/a|b c\n', ['http://x.example/a|b']],
    // payloadsallthethings Command Injection: the shell's `||`; dokuwiki inc/toolbar.php:165: a wiki link's separator
    // before a title joined by code. A `|` last is never the URI's.
    ['plaintext', "';curl https://x.example/rce_vuln.txt||`curl https://x.example/b.txt`\n", ['https://x.example/rce_vuln.txt', 'https://x.example/b.txt']],
    ['plaintext', 'curl https://x.example/a.txt||curl y\n', ['https://x.example/a.txt']],
    ['php', "<?php $a = ['sample' => 'http://example.com|' . $lang['qb_extlink']];\n", ['http://example.com']],
    // dokuwiki inc/StyleUtils.php:186: a regular expression's alternation of prefixes.
    ['php', "<?php preg_replace('#(url\\([ \\'\"]*)(?!/|data:|http://|https://| |\\'|\")#', '', $v);\n", []],
    // localai Makefile:1058 (round 16's tuning half): a `|` then another `scheme://`, a list of downloads.
    ['makefile', 'X=https://h.example/m/tokens.txt|https://h.example/m/b.onnx#b.onnx|https://h.example/c\n', ['https://h.example/m/tokens.txt', 'https://h.example/m/b.onnx#b.onnx', 'https://h.example/c']],
    // payload packages/payload/src/config/types.ts:1385: `@link {url|text}`, JSDoc's text after the bar.
    ['typescript', '/** using @link {https://www.npmjs.com/package/busboy|busboy} under the hood. */\n', ['https://www.npmjs.com/package/busboy']],
    // flarum framework/core/js/src/common/query/IGambit.ts:40: a search's terms, each its scheme's, a space between.
    ['typescript', '/** `tag:foo,bar tag:baz` which translates to `(foo OR bar) AND baz`. */\n', ['tag:foo,bar', 'tag:baz']],
    // …while another word after the space is the one URI's mistake.
    ['typescript', 'const u = "urn:a b";\n', ['urn:a b']],
    // dokuwiki inc/lang/ar/index.txt:3: DokuWiki's interwiki shortcut and a page in a namespace: the wiki's names.
    ['plaintext', 'هذا فهرس [[doku>ar:namespaces|namespaces]].\n', []],
    ['plaintext', 'see [[ar:start]] and [[https://x.example/a|title]] and [[mailto:a@x.example]]\n', ['https://x.example/a', 'mailto:a@x.example']],
  ]);
});

describe('find: a `|` that separates a short token after the URI, to the quote or `>` that closes both, ends it (round 18)', () => {
  itEach([
    // fhir-server docs/rest/PayerDataExchange/US_Core_Profiles/bodyheight.json:2294: FHIR's canonical `url|version`.
    ['json', '      "binding" : {\n        "strength" : "required",\n        "valueSet" : "http://hl7.org/fhir/ValueSet/quantity-comparator|4.0.1"\n      },\n', ['http://hl7.org/fhir/ValueSet/quantity-comparator']],
    // fhir-client-js docs/migration.md:113: FHIR's token `system|code` in a sample's code.
    ['markdown', '```js\nconst codes = [\n            \'http://loinc.org|29463-7\', // weight\n            \'http://loinc.org|3141-9\' , // weight\n];\n```\n', ['http://loinc.org', 'http://loinc.org']],
    // alloy tools/sync-replaces/tidy.go:31: Go's GOPROXY list, a fallback's keyword after the proxy.
    ['go', 'cmd.Env = append(cmd.Env, "GOPROXY=https://proxy.golang.org|direct")\n', ['https://proxy.golang.org']],
    // alloy .github/workflows/release-announce.yml:58: Slack's `<url|text>`, one word of text after a template's expression.
    ['yaml', 'text: "*Full changelog:* <https://github.com/${{ github.repository }}/blob/${{ env.RELEASE_TAG }}/CHANGELOG.md|CHANGELOG.md>"\n', ['https://github.com/${{ github.repository }}/blob/${{ env.RELEASE_TAG }}/CHANGELOG.md']],
    // unleash src/lib/addons/slack.test.ts:393: Slack's links in a message, each its own text.
    ['typescript', "const m = '*some@user.com* disabled *<http://some-url.com/projects/default/features/some-toggle|some-toggle>* in project *<http://some-url.com/projects/default|default>*';\n", ['http://some-url.com/projects/default/features/some-toggle', 'http://some-url.com/projects/default']],
    // oh-my-posh .github/workflows/release.yml:201; wai-website pages/test-evaluate/easy-checks/index.md:91: fields after the URI.
    ['yaml', '        $urls = @(\n            "https://github.com/JanDeDobbeleer/oh-my-posh/releases/download/v$version/install-x64.msix|x64",\n', ['https://github.com/JanDeDobbeleer/oh-my-posh/releases/download/v$version/install-x64.msix']],
    ['markdown', '{% include video-card.html\n    video-url="//media.w3.org/wai/evaluation-intros/easy-checks-accessibility.mp4"\n    captions="https://www.w3.org/WAI/wai-videos/evaluating/easy-checks-accessibility.en.vtt|en|default"\n%}\n', ['https://www.w3.org/WAI/wai-videos/evaluating/easy-checks-accessibility.en.vtt']],
    // …while a `|` that more path follows, one in a query, one that one or two characters follow, a merge tag's and one
    // in a Markdown autolink (which its renderer links whole) stay the URI's: malformed ones the rules report.
    // json-schema-test-suite tests/draft7/optional/format/uri.json:183: "invalid | character".
    ['json', '{"description": "invalid | character", "data": "https://example.org/foobar|.txt"}\n', ['https://example.org/foobar|.txt']],
    ['json', '{"a": "http://x.example/a|bc/d", "b": "https://fonts.example/css?family=Lobster|Raleway", "c": "http://h/a|b", "d": "http://x.example/a|zz"}\n', ['http://x.example/a|bc/d', 'https://fonts.example/css?family=Lobster|Raleway', 'http://h/a|b', 'http://x.example/a|zz']],
    ['html', '<a href="https://example.com/unsubscribe/*|UNSUB|*">Unsubscribe</a>\n', ['https://example.com/unsubscribe/*|UNSUB|*']],
    // fhir-server …/TestFiles/Normative/Bundle-Transaction.json:128, docs/rest/Data/BundleForGets.json:54: a URI as a
    // query's value, its `|` the query's around it.
    ['json', '          "url": "Patient?identifier=http:/example.org/fhir/ids|456456"\n', ['http:/example.org/fhir/ids|456456']],
    ['json', '                "url": "Observation?code=http://loinc.org|4548-4&status=final"\n', ['http://loinc.org|4548-4&status=final']],
    ['markdown', 'see <https://example.com/a|bc> and http://x.example/a|bc now\n', ['https://example.com/a|bc', 'http://x.example/a|bc']],
  ]);
});

describe('find: a string\'s escapes in text whose escapes are not read (round 16)', () => {
  itEach([
    // mailtrain setup/functions:138 (a here-document), timescaledb .github/workflows/rpm-packages.yaml:45 (a `run:` block):
    // the shell's `\$` writes a `$`, the variable yum fills.
    ['plaintext', 'baseurl=https://repo.mongodb.org/yum/redhat/\\$releasever/mongodb-org/4.0/x86_64/\n', ['https://repo.mongodb.org/yum/redhat/$releasever/mongodb-org/4.0/x86_64/']],
    ['yaml', 'run: |\n  echo baseurl=https://packagecloud.io/t/el/\\$basearch > f\n', ['https://packagecloud.io/t/el/$basearch']],
    // kopia site/content/docs/Installation/_index.md:174: in a Markdown fence, whose escapes Markdown does not read.
    ['markdown', '```\nbaseurl=http://packages.kopia.io/rpm/stable/\\$basearch/\n```\n', ['http://packages.kopia.io/rpm/stable/$basearch/']],
    // …an escaped backslash before it stays, and code reads its own escapes.
    ['plaintext', 'see http://x.example/a\\\\$b\n', ['http://x.example/a\\\\$b']],
    // fluent-bit lib/onigmo/HISTORY:1698: a Ruby string's bytes written as hex escapes end the URI.
    ['plaintext', '    "http://example.org/Andr\\xC3\\xA9"\n', ['http://example.org/Andr']],
    // …one `\x64` may be a Windows path's.
    ['plaintext', 'open "file:///C:\\x64\\app"\n', ['file:///C:\\x64\\app']],
  ]);
});

describe('find: what marks a URI\'s end in markup shown as text (round 16)', () => {
  itEach([
    // keystone docs/public/assets/getting-started/cover.svg:55: a zero-width space on both sides of the URL.
    ['xml', '<tspan>Open the Admin UI (\u200bhttp://localhost:3000\u200b)</tspan>\n', ['http://localhost:3000']],
    // …one inside a URI, not before it, stays for the rules to flag.
    ['plaintext', 'see https://exam\u200bple.com/ now\n', ['https://exam\u200bple.com/']],
    // listmonk cmd/install.go:255: HTML escaped in a string of code ends at `&quot;`; the slashes split by `&zwnj;` so
    // that nothing links the sample are no URI.
    ['go', 'const t = `<pre>&lt;a href=&quot;https:/&zwnj;/listmonk.app&#064;TrackLink&quot;&gt;&lt;/a&gt;</pre>`\n', []],
    ['go', 'const t = `&lt;a href=&quot;https://x.example/?a=1&amp;b=2&quot;&gt;`\n', ['https://x.example/?a=1&amp;b=2']],
    // …while one written as itself is read, for the rules to flag (listmonk static/email-templates/default-visual.tpl:30).
    ['plaintext', '<p><a href="https:/\u200c/listmonk.app@TrackLink"></a></p>\n', ['https:/\u200c/listmonk.app@TrackLink']],
  ]);
});

describe('find: what is no URI or no part of one in code and markup (round 18)', () => {
  itEach([
    // foliate src/opds/main.html:245: a `<style>` element's selectors are CSS (`feed:` is a registered scheme).
    ['html', '<style>\n  #feed:has(#nav:not(:empty)):not(:has(#nav:target)) { display: none }\n</style>\n', []],
    // …its strings, `url(…)` and comments hold URIs as a CSS file's do, and text after the element is the page's.
    ['html', '<style>\n  a { background: url(https://x.example/a.png) } @import "https://x.example/b.css"; /* see https://x.example/c */\n</style>\nfeed:has(a)\n',
      ['https://x.example/a.png', 'https://x.example/b.css', 'https://x.example/c', 'feed:has(a)']],
    // frappe/lms lms/workspace/learning/learning.json:17, formbricks docs/api-reference/openapi.json:6778: JSON held in a
    // JSON string, its quote escaped twice: the backslashes before it are no part of the URI.
    ['json', '{"content": "{\\"text\\":\\"<a href=\\\\\\"https://docs.frappe.io/learning\\\\\\">Docs</a>\\"}"}\n', ['https://docs.frappe.io/learning']],
    ['json', '{"a": "{\\"xmlns\\\\\\":\\\\\\"http://www.w3.org/2000/svg\\\\\\\\\\\\\\"}"}\n', ['http://www.w3.org/2000/svg']],
    // …a backslash in a URI before anything else stays, for the rules to flag.
    ['json', '{"a": "http://x.example/a\\\\b"}\n', ['http://x.example/a\\b']],
    // wallabag translations/CraueConfigBundle.fa.yml:24: a left-to-right override around a scheme named in
    // right-to-left text; its closing mark is no host.
    ['yaml', 'matomo_host: (بدون \u202dhttp://\u202c یا \u202dhttps://x.example/a\u202c)\n', ['https://x.example/a']],
    // wallabag doc/content/developer/paywall.md:33, calibre-web cps/epub.py:58: an XPath expression after a key or a
    // namespace prefix.
    ['markdown', 'title://div[@id="titrage-contenu"]/h1[@class="title"]\n', []],
    ['python', "layout = p.xpath('pkg:meta[@property=\"rendition:layout\"]/text()')\n", []],
    // geneweb hd/etc/statistics.txt:231: a chart's object keys, `data:` among them, a comma and a space after each.
    ['plaintext', ' datasets:[{data:dt, backgroundColor:color, borderWidth:0}]},\n', []],
    // TandoorRecipes/recipes vue3/src/components/display/HorizontalMealPlanWindow.vue:25 (round 18's tuning half): a
    // `<` in an earlier attribute's value hides no element: a component's prop is its own to read.
    ['vue', '<template>\n  <v-btn @click="i++" v-if="i + 1 < windows.length" icon="fa-solid fa-chevron-right" size="small"></v-btn>\n</template>\n', []],
    ['html', '<menuitem onclick="a < b" icon="img/x.png">\n', ['img/x.png']],
    // ohmyzsh tools/upgrade.sh:200, lib/cli.zsh:620: a `case` pattern's group of alternatives matches a remote's URLs.
    ['shellscript', 'case "$remote" in\n  https://github.com/ohmyzsh/ohmyzsh(|.git)) found=1 ;;\nesac\n', []],
    ['python', "re.compile(r'https://x.example/(a|b)/c')\n", []],
    // …a `|` with no group around it is the URI's mistake, for the rules to flag.
    ['plaintext', 'see https://x.example/a|b/c now\n', ['https://x.example/a|b/c']],
    // …a data URI with data after its comma stays, whatever its media type.
    ['plaintext', 'see data:text,hello and data:text/plain,hi\n', ['data:text,hello', 'data:text/plain,hi']],
  ]);
});

describe('find: a blank in brackets whose words a space cut is taken whole (`[issue number]`)', () => {
  const rows: [string, string, string[]][] = [
    // snarfed/bridgy-fed farcaster.py's docstring; sigstore/cosign's help.
    ['python', '    """``farcaster://[fid or @username]``, plus a ``/0x[hash]`` for casts."""\n', ['farcaster://[fid or @username]']],
    ['go', '  --key gcpkms://projects/[PROJECT ID]/locations/[LOCATION]\n', ['gcpkms://projects/[PROJECT ID]']],
    // Words that close no bracket are prose after the URI.
    ['plaintext', 'See https://x.example/a[b c and more words here\n', ['https://x.example/a[b']],
    // w3c/wai-website video-introduction/index.*.md: a translator's note, a Markdown destination the space makes no link.
    ['markdown', 'Use the [file (VTT)](http://media.w3.org/wai/intro/W3C_INTRO_SFHI.[lang code].vtt).\n', ['http://media.w3.org/wai/intro/W3C_INTRO_SFHI.[lang code]']],
    ['markdown', 'A GFM autolink http://x.example/a[b c] ends at the space.\n', ['http://x.example/a[b']],
  ];
  itEach(rows);
});

describe('find: a URN\'s namespace quoted whole after words that say what a value starts with is a prefix named (round 25)', () => {
  itEach([
    // syft schema/cyclonedx/cyclonedx.xsd:44: CycloneDX's BOM-Link prefix.
    ['xml', '<x>\n  <!-- value SHOULD not start with the BOM-Link intro "urn:cdx:" -->\n</x>\n', []],
    ['markdown', 'Each id is prefixed with `urn:uuid:`.\n', []],
    // Quoted alone, or with its name after the words, it is a URN.
    ['plaintext', 'The value "urn:uuid:" is empty.\n', ['urn:uuid:']],
    ['plaintext', 'The id starts with "urn:isbn:0451450524".\n', ['urn:isbn:0451450524']],
  ]);
});

describe('find: a Javadoc inline tag a space cut is taken whole (`whois://{@link #SERVER}/query`, round 25)', () => {
  itEach([
    // heritrix3 modules/src/main/java/org/archive/modules/fetcher/FetchWhois.java:108 and :111, Javadoc's pseudocode.
    ['java', '/**\n * resolve whois://{@link #DEFAULT_IP_WHOIS_SERVER}/whoisquery\n * resolve whois://{@link #ULTRA_SUFFIX_WHOIS_SERVER}/domainSuffix.\n */\n',
      ['whois://{@link #DEFAULT_IP_WHOIS_SERVER}/whoisquery', 'whois://{@link #ULTRA_SUFFIX_WHOIS_SERVER}/domainSuffix']],
    ['javascript', '/** Fetches http://x.example/{@link Foo#bar(int, String) label}/b, then more. */\n', ['http://x.example/{@link Foo#bar(int, String) label}/b']],
    // A brace that closes no tag on the line, or words with no tag, are prose after the URI.
    ['java', '// see http://x.example/{@link Foo\n// and http://x.example/a b}\n', ['http://x.example/{@link', 'http://x.example/a']],
  ]);
});

describe('find: MediaWiki\'s `File:` namespace is no file URI (openstreetmap/id-tagging-schema\'s Vietnamese placeholder)', () => {
  itEach([
    ['json', '      "placeholder": "File:Ví dụ.jpg",\n', []],
    ['plaintext', 'See [[File:Example.png]] on the wiki.\n', []],
    // RFC 8089's shapes are file URIs however the scheme is written.
    ['plaintext', 'file:/etc/hosts and File:///C:/x\n', ['file:/etc/hosts', 'File:///C:/x']],
  ]);
});

describe('find: a URI opened by a quote the language does not read ends at the quote that closes it', () => {
  // aws-cloudformation/aws-cloudformation-templates Solutions/AmazonCloudWatchAgent/inline/windows.json:119: PowerShell
  // quoted in a JSON string, the next argument after `','`.
  const msi = 'https://s3.amazonaws.com/amazoncloudwatch-agent/windows/amd64/latest/amazon-cloudwatch-agent.msi';
  const rows: [string, string, string[]][] = [
    ['json', String.raw`{"Fn::Sub": "powershell -Command \"(New-Object Net.WebClient).DownloadFile('${msi}','C:\\Downloads\\a.msi')\"\n"}`, [msi]],
    ['yaml', String.raw`run: powershell -c "iwr('https://x.example/a.msi','C:\a.msi')"`, ['https://x.example/a.msi']],
    ['markdown', "Call f('https://x.example/a', 'b'); g('https://x.example/b');\n", ['https://x.example/a', 'https://x.example/b']],
    ['plaintext', "open('https://x.example/c')\n", ['https://x.example/c']],
    // A `'` followed by more of the URI is its own.
    ['json', `{"a": "see 'https://en.wikipedia.org/wiki/Ender's_Game' here"}`, ["https://en.wikipedia.org/wiki/Ender's_Game"]],
    ['markdown', "'https://x.example/it's/a'\n", ["https://x.example/it's/a"]],
  ];
  for (const [languageId, input, expected] of rows) {
    it(`${languageId}: ${JSON.stringify(input.slice(0, 90))} → ${JSON.stringify(expected)}`, () => assert.deepEqual(texts(input, { languageId }), expected));
  }
});

describe('find: a filter list\'s rules are patterns the finder does not read: what it finds there is unsure', () => {
  it('dandelionsprout-adfilt: `|http://i.yimg.jp/images/rapid/1.5.0/ult.js^`, `@@|http://*adv$image,domain=a.com|b.com`', () => {
    const text = '[Adblock Plus 2.0]\n! Title: Ancient Library\n|http://i.yimg.jp/images/rapid/1.5.0/ult.js^\n@@|http://*adv$image,domain=naasongs.com|nsongs.com\n';
    const found = findUris(text, { languageId: 'plaintext' });
    assert.ok(found.length > 0 && found.every((f) => f.unsure === true), JSON.stringify(found));
  });
});

describe('find: a custom element\'s attributes are its own, but href and src (jhipster\'s `<fa-icon icon="sort">`)', () => {
  it('reads an attribute HTML gives some elements only on those (cs-notes\' `<div data="modify -->">`)', () => {
    assert.deepEqual(texts('<div data="modify -->"></div> <object data="movie.swf"></object> <div action="x"> <form action="/submit">', { languageId: 'html' }), ['movie.swf', '/submit']);
  });
  it('reads no icon name as a link, and still a custom element\'s href', () => {
    assert.deepEqual(texts('<button><fa-icon icon="sort"></fa-icon></button> <sl-button href="guide.html">x</sl-button> <menuitem icon="a.png">', { languageId: 'html' }), ['guide.html', 'a.png']);
  });
});

describe('find: Markdown decodes character references in text: one that stands for a delimiter ends a URI', () => {
  // sendinblue/APIv3-python-library docs/ContactsApi.md:1257: an OpenAPI generator writes the spec's backticks as
  // `&#x60;`, so a URL in a description is written between two pairs of them.
  itEach([
    ['markdown', '| have a look at &#x60;&#x60;https://help.x.example/hc/en-us/articles/2094-Build&#x60;&#x60; | x |\n', ['https://help.x.example/hc/en-us/articles/2094-Build']],
    ['markdown', 'See https://x.example/p&quot; and https://x.example/q&gt;.\n', ['https://x.example/p', 'https://x.example/q']],
    // A reference for a character a URI holds is read as written: the query keeps its `&amp;`.
    ['markdown', 'See https://x.example/?a=1&amp;b=2 now\n', ['https://x.example/?a=1&amp;b=2']],
    // Plain text decodes nothing: `&#x60` there is as written, its `#` a fragment's (the final `;` prose's).
    ['plaintext', 'See https://x.example/a&#x60; now\n', ['https://x.example/a&#x60']],
  ]);
});

describe('find: a string shown in text that Python\'s .format( fills is a template (a CTF writeup\'s script)', () => {
  // Dvd848/CTFs 2019_ArkCon/searchable_text.txt:83.
  it('reads its {} as the call\'s fields', () => {
    const [found] = findUris('    r = requests.get("http://54.93.193.57/challenge/CTF?i={}&a=WTF".format(n))\n', { languageId: 'plaintext' });
    assert.equal(found?.text, 'http://54.93.193.57/challenge/CTF?i={}&a=WTF');
    assert.equal(found?.interpolation, 'brace');
    const [plain] = findUris('    r = requests.get("http://x.example/?i={}&a=WTF")\n', { languageId: 'plaintext' });
    assert.equal(plain?.interpolation, undefined);
  });
});

describe('find: a variable\'s name before a colon is no scheme (GraphQL\'s `$data:String!` in a SAM template)', () => {
  // aws-samples/serverless-patterns eventbridge-to-appsync-sam/template.yaml:100.
  itEach([
    ['yaml', 'GraphQLOperation: "mutation Publish($data:String!,$detailType:String!,$id:String!)"\n', []],
    ['plaintext', 'query($data: String!) { publish(data: $data) }\n', []],
    // A data URI with no `$` before it is one.
    ['plaintext', 'see data:text/plain,hello\n', ['data:text/plain,hello']],
  ]);
});

describe('find: Markdown, a link\'s text that holds a link makes no link (CommonMark §6.3); an image may stand in it', () => {
  // dequelabs/axe-core CHANGELOG.md, as standard-version writes a reference that is two issues.
  itEach([
    ['markdown', '- Fix [[#1468](https://x.example/1468)](<[#1470](https://x.example/1470)>) ([1d70306](https://x.example/c))\n',
      ['https://x.example/1468', 'https://x.example/1470', 'https://x.example/c']],
    ['markdown', '[![CI](https://x.example/ci.svg)](https://x.example/ci) and [a [b] c](https://x.example/d)\n',
      ['https://x.example/ci.svg', 'https://x.example/ci', 'https://x.example/d']],
  ]);
});

describe('find: words after a rarely written scheme without `//` are a label, not a URI with spaces', () => {
  // Ardour's share/patchfiles/*.midnam: a patch's category and name (`drm:Split 1`).
  itEach([
    ['xml', '<Patch Number="224" Name="drm:Split 1" ProgramChange="96"/>\n', []],
    ['xml', '<Patch Number="225" Name="drm:Split" ProgramChange="97"/>\n', ['drm:Split']],
    ['xml', '<Patch Number="86" Name="git:Muted Flanga" ProgramChange="86"/>\n', []],
    // A space in a URI text holds as such is the URI's mistake: still found, to be flagged.
    ['html', '<a href="tel:+1 555 0100">call</a> <a href="mailto:ann@example.com?subject=Hi there">mail</a>\n', ['tel:+1 555 0100', 'mailto:ann@example.com?subject=Hi there']],
  ]);
});

describe('find: markup a string of code writes reads its attribute\'s character references as the browser does', () => {
  // cc65/cc65 util/ca65html:251 prints its HTML from Perl: `href=\"mailto:uz&#64;cc65.org\"`.
  itEach([
    ['perl', 'print $OUT "<a href=\\"mailto:uz&#64;cc65.org\\">uz&#64;cc65.org</a>\\n";\n', ['mailto:uz@cc65.org']],
    ['javascript', 'const a = "<a class=\\"white\\" href=\\"https://x.example/?v=1&amp;list=2\\">x</a>";\n', ['https://x.example/?v=1&list=2']],
    ['python', "x = '<a href=\"https://x.example/?v=1&#38;list=2\">x</a>'\n", ['https://x.example/?v=1&list=2']],
    // No markup before it: the text as written.
    ['javascript', 'const q = "mailto:uz&#64;cc65.org";\n', ['mailto:uz&#64;cc65.org']],
  ]);
});

describe('find: an XML value that starts with an entity its DTD declares (obo-relations\' `xml:base="&obo;go/x.owl"`)', () => {
  it('Android\'s `<certificates src="system"/>` (mattermost-mobile\'s network security configuration) is a keyword, no file', () => {
    assert.deepEqual(texts('<trust-anchors><certificates src="system"/><certificates src="user"/><certificates src="certs/ca.pem"/></trust-anchors>', { languageId: 'xml' }), ['certs/ca.pem']);
  });
  it('is that entity\'s text, not a relative link; a predefined entity is a character', () => {
    assert.deepEqual(texts('<owl:Ontology xml:base="&obo;go/extensions/x.owl"/> <a href="&amp;x.html"/>', { languageId: 'xml' }), ['&x.html']);
  });
});

describe('find: Thymeleaf\'s attribute replaces the plain one of its tag (a natural template\'s prototype value)', () => {
  it('spring-petclinic\'s layout.html: the page\'s link is th:src\'s, the plain src is what the file shows opened as it is', () => {
    const text = '<img src="../static/images/spring-logo.svg" th:src="@{/resources/images/spring-logo.svg}" alt="x"/>\n'
      + '<a href="missing.html" data-th-href="@{/x}">x</a>\n<a href="kept.html">y</a>\n';
    assert.deepEqual(texts(text, { languageId: 'html' }), ['kept.html']);
  });
  it('without Thymeleaf\'s attribute, or with it for another attribute, the plain one is read', () => {
    assert.deepEqual(texts('<img src="a.png" th:alt="#{logo}">', { languageId: 'html' }), ['a.png']);
  });
});

describe('find: a template\'s expression in an HTML attribute is read whole, its quotes and all', () => {
  // fortran-lang/fortran-lang.org _layouts/code_category.html:36: Liquid renders the value before any HTML is parsed.
  const badge = 'https://img.shields.io/badge/version-{{ project.version | replace: " ", "%20" | replace: "-", "--" }}-green.svg';
  const rows: [string, string, string[]][] = [
    ['html', `<img src="${badge}">`, [badge]],
    ['markdown', `<img src="${badge}" alt="v">\n`, [badge]],
    ['html', '<a href="https://x.example/{% if a == "b" %}b{% endif %}/" title="t">', ['https://x.example/{% if a == "b" %}b{% endif %}/']],
    // A `{{` that no `}}` closes on the line leaves the quote where it is.
    ['html', '<a href="https://x.example/{{a" title="b">\n}}', ['https://x.example/{{a']],
  ];
  for (const [languageId, input, expected] of rows) {
    it(`${languageId}: ${JSON.stringify(input.slice(0, 90))} → ${JSON.stringify(expected)}`, () => assert.deepEqual(texts(input, { languageId }), expected));
  }
});

describe('find: Markdown\'s indented code blocks and HTML blocks, read as CommonMark reads them (§4.4, §4.6)', () => {
  // A `[x](y)` in an indented code block is code shown, no link: an absolute URI there is still found (as in a fence),
  // a relative one is none. An HTML block's lines are HTML until its end, whatever their indent.
  const rows: [string, [string, FindContext][]][] = [
    // golang/proposal design/go2draft-generics-overview.md:932: Go shown in a block indented by a tab.
    ['Expressions that use instantiated functions:\n\n\tsum := Sum[int]([]int{1,2,3})\n', []],
    ['Text\n\n    [Home](https://go.dev/doc) and [spec](spec.md)\n', [['https://go.dev/doc', 'plain']]],
    // A line indented four spaces that continues a paragraph, lazily or not, is the paragraph's.
    ['Text\n    [a](b.md)\n', [['b.md', 'markdown-link']]],
    ['> Quoted\n    [a](lazy.md)\n', [['lazy.md', 'markdown-link']]],
    // A tab after a blank line is code; a tab inside a list item whose content starts two columns in is its paragraph.
    ['- item\n\n\t[a](item.md)\n', [['item.md', 'markdown-link']]],
    ['- item\n\n\t\t[a](code.md)\n', []],
    // golang/proposal design/56986-godebug.md:75: four spaces in an item whose content starts three columns in.
    [' - [Go 1.15](https://go.dev/doc/go1.15)\n\n    The [release notes](notes.md#upgrade)\n', [['https://go.dev/doc/go1.15', 'markdown-link'], ['notes.md#upgrade', 'markdown-link']]],
    ['1. item\n   text\n\n       [c](code.md)\n\n   [p](para.md)\n', [['para.md', 'markdown-link']]],
    // In a block quote, counted after its marker; a blank line ends the quote.
    ['> Quote\n>\n>     [q](code.md)\n\n    [r](also-code.md)\n', []],
    ['> Quote\n>\n>    [q](para.md)\n', [['para.md', 'markdown-link']]],
    // An item begins with at most one blank line: after a marker alone and a blank line, four spaces are code.
    ['-\n\n    [a](code.md)\n', []],
    ['-\n    [a](item.md)\n', [['item.md', 'markdown-link']]],
    // A definition in an indented code block defines nothing.
    ['Text\n\n    [x]: target.md\n', []],
    // docker-mailserver docs/content/config/security/rspamd.md:242: MkDocs' admonition, its body content, not code.
    ['!!! danger "Properly querying DNS Blocklists"\n\n    See the [DNS section](#dns).\n\n        code [c](c.md)\n', [['#dns', 'markdown-link']]],
    ['=== "Tab"\n\n    [a](tab.md)\n', [['tab.md', 'markdown-link']]],
    // mkdocs/mkdocs docs/index.md:30: an HTML block's lines indented eight spaces are HTML, their links found.
    ['<div class="row">\n  <div class="col-sm-6">\n        <p class="card-text">\n            Good <a href="user-guide/choosing-your-theme">themes</a>\n        </p>\n  </div>\n</div>\n',
      [['user-guide/choosing-your-theme', 'html-attribute']]],
    // The block ends at a blank line: after it, four spaces are code again.
    ['<div>\n\n    <a href="y.md">y</a>\n', []],
    // A comment is no Markdown (ing-bank/lion docs/fundamentals/systems/overlays/_configuration-positioning.md:67), to
    // its `-->`, whatever lines it holds; the Markdown after it is read.
    ['<!-- By default, the [`referenceNode`](./configuration-elements#referencenode) is the [invokerNode](/configuration-elements#invokernode). -->\n', []],
    ['<!--\n    [c](comment.md)\n\n[d](comment2.md)\n-->\n[after](after.md)\n', [['after.md', 'markdown-link']]],
    // A closing tag alone on its line starts an HTML block (`</pre>` too, as cmark and commonmark.js read it).
    ['Text\n\n</pre>\n    <a href="after-pre.md">x</a>\n', [['after-pre.md', 'html-attribute']]],
    // Another HTML block's Markdown is read as before: renderers differ on it.
    ['<div>\n[a](in-div.md)\n</div>\n', [['in-div.md', 'markdown-link']]],
    // A template's tag alone on a line is passed over: the item goes on (Liquid's `{%- comment %}` takes its line break).
    ['- Item\n  - Sub\n{%- comment %}\nnotes\n{% endcomment %}\n    - [a](sub.md)\n', [['sub.md', 'markdown-link']]],
    ['<ul>\n{% for c in site.collections %}\n    <li><a href="/{{ c.label }}/">x</a></li>\n{% endfor %}\n</ul>\n', [['/{{ c.label }}/', 'html-attribute']]],
    // Escapes are text outside code: a list item's indented paragraph decodes them (mkdocs docs/user-guide/configuration.md:460).
    ['*   `validation.links.unrecognized_links`\n    * > link \'mail\\@example.com\'. Did you mean \'mailto:mail\\@example.com\'?\n', [['mailto:mail@example.com', 'plain']]],
  ];
  for (const [input, expected] of rows) {
    it(`${JSON.stringify(input.slice(0, 80))} → ${JSON.stringify(expected)}`, () => assert.deepEqual(found(input, { languageId: 'markdown' }), expected));
  }
});

describe('find: Markdown, a fence inside a list item (indented past the margin by the item\'s content column) is code', () => {
  // javascript-info-ru 1-js/09-classes/06-instanceof/article.md:53-68 and 99-archive/083-ajax-iframe/article.md:174-182:
  // code in a list item's fence, four spaces in, whose `[x](y)` is a call, no Markdown link.
  const rows: [string, string[]][] = [
    ['1. Если имеется статический метод `Symbol.hasInstance`, тогда вызвать его: `Class[Symbol.hasInstance](obj)`.\n\n    Пример:\n\n' +
      '    ```js run\n    class Animal {\n      static [Symbol.hasInstance](obj) {\n        if (obj.canEat) return true;\n      }\n    }\n' +
      '    alert(obj instanceof Animal); // true: вызван Animal[Symbol.hasInstance](obj)\n    ```\n\n2. Большая часть классов.\n', []],
    ['4. Сервер отвечает как-то так:\n\n    ```html no-beautify\n    <script>\n      parent.CallbackRegistry[window.name]({данные});\n    </script>\n    ```\n', []],
    // General forms: a bullet, a fence right under the item's text, tildes; after the fence the item's links are links.
    ['- Item\n    ```\n    f[a](b)\n    ```\n  [link](c.md)\n', ['c.md']],
    ['   10. Item\n\n        ~~~\n        g[a](b)\n        ~~~\n', []],
    // Not in a list: four spaces make an indented code block (its backticks are code too), whose `](` is no link.
    ['Text\n\n    ```\n    [a](b.md)\n    ```\n', []],
    // Past the item's content column by four or more: an indented code block in the item.
    ['- Item\n\n        ```\n        [a](d.md)\n        ```\n', []],
  ];
  for (const [input, expected] of rows) {
    it(`${JSON.stringify(input.slice(0, 70))} → ${JSON.stringify(expected)}`, () => assert.deepEqual(texts(input, { languageId: 'markdown' }), expected));
  }
});

describe('find: Lua\'s long brackets, from the table of languages: a string ends at its own closing bracket', () => {
  // luarocks/luarocks: spec/build_spec.lua, a rockspec in a `[[…]]` string, its URL concatenated with code.
  const rows: [string, string[]][] = [
    ['[[\n   url = "file://]] .. tmpdir:gsub("\\\\", "/") .. [[/test.lua"\n]]\n', []],
    ['[==[ url = "https://x.example/]] still/in" ]==] .. x\n', ['https://x.example/]] still/in']],
    ['[=[ see https://x.example/a]=] .. "https://y.example/"\n', ['https://x.example/a', 'https://y.example/']],
    ['--[[ url = "https://x.example/a]] b = "c"\n', ['https://x.example/a']],
  ];
  for (const [input, expected] of rows) {
    it(`${JSON.stringify(input.slice(0, 70))} → ${JSON.stringify(expected)}`, () => assert.deepEqual(texts(input, { languageId: 'lua' }), expected));
  }
});

describe('find: Emacs Lisp, from the table of languages: a docstring\'s `\\=` quoting and its character literals', () => {
  // magit/magit: lisp/magit-process.el's docstring of magit-process-password-auth-source; bbatsov/projectile:
  // projectile.el's docstring of the mix test command. `\\='` shows a `'` in the help buffer: the URI ends before it.
  const rows: [string, string[]][] = [
    ['(defun magit-process-password-auth-source (key)\n  "KEY typically derives from a prompt such as:\n  Password for \\\\=\'https://yourname@github.com\\\\=\'\nin which case it would be the string"\n  nil)\n',
      ['https://yourname@github.com']],
    ['  "Return a `mix test\\\\=\' command running the test at point in FILE-NAME.\nis addressed by line instead - the `FILE:LINE\\\\=\' form."\n', ['FILE:LINE']],
    // `?"` and `?;` are characters: the string after them is still read as one (its `mailto:` counted, the `;` no comment).
    ['(modify-syntax-entry ?\\" "." table) (insert ?; "mailto:bug-gnu-emacs@gnu.org")\n', ['mailto:bug-gnu-emacs@gnu.org']],
  ];
  for (const [input, expected] of rows) {
    it(`${JSON.stringify(input.slice(0, 70))}… → ${JSON.stringify(expected)}`, () => assert.deepEqual(texts(input, { languageId: 'emacs-lisp' }), expected));
  }

  it('read as plain text, the same docstring keeps the escape in the URI (as before Emacs Lisp had a row)', () => {
    assert.deepEqual(texts('  Password for \\\\=\'https://yourname@github.com\\\\=\'\n', { languageId: 'plaintext' }), ['https://yourname@github.com\\\\=']);
  });
});

describe('find: AsciiDoc\'s link text wrapped over a comment\'s lines, outside AsciiDoc files', () => {
  // OpenZeppelin/openzeppelin-contracts: NatSpec comments rendered into AsciiDoc by solidity-docgen (an Error on
  // "[" each before): contracts/token/ERC20/ERC20.sol, proxy/transparent/TransparentUpgradeableProxy.sol,
  // token/ERC20/extensions/IERC20Permit.sol.
  const rows: [string, string, string[]][] = [
    ['solidity', ' * https://forum.openzeppelin.com/t/how-to-implement-erc20-supply-mechanisms/226[How\n * to implement supply mechanisms].\n',
      ['https://forum.openzeppelin.com/t/how-to-implement-erc20-supply-mechanisms/226']],
    ['solidity', ' * To avoid https://medium.com/nomic-labs-blog/malicious-backdoors-in-ethereum-proxies-62629adf3357[proxy selector\n * clashing], which can\n',
      ['https://medium.com/nomic-labs-blog/malicious-backdoors-in-ethereum-proxies-62629adf3357']],
    ['solidity', '     * https://eips.ethereum.org/EIPS/eip-2612#specification[relevant EIP\n     * section].\n',
      ['https://eips.ethereum.org/EIPS/eip-2612#specification']],
    ['solidity', ' * https://eips.ethereum.org/EIPS/eip-20[ERC-20] token.\n', ['https://eips.ethereum.org/EIPS/eip-20']],
    // docs/templates/contract.hbs: AsciiDoc's link macro in a Handlebars template, its text attributes.
    ['handlebars', '=== `++{{name}}++` link:https://github.com/OpenZeppelin/openzeppelin-contracts/blob/v{{ozVersion}}/{{file}}[{github-icon},role=heading-link]\n',
      ['https://github.com/OpenZeppelin/openzeppelin-contracts/blob/v{{ozVersion}}/{{file}}']],
    ['html', '<p>see <a href="https://x.example/a?q[x]=1">x</a></p>\n', ['https://x.example/a?q[x]=1']],
    // Not a label: a PHP-style query's brackets, an unclosed one, an index, a bracket closing no wrapped words.
    ['php', '// see https://x.example/api?ids[]=1&ids[]=2\n', ['https://x.example/api?ids[]=1&ids[]=2']],
    ['python', '# https://x.example/a?filter[name\n# x = 1\n', ['https://x.example/a?filter[name']],
    ['python', '# https://x.example/a[1\n# 2]\n', ['https://x.example/a[1']],
    ['python', '# https://x.example/a[b\n#\n#\n# c]\n', ['https://x.example/a[b']],
  ];
  for (const [languageId, input, expected] of rows) {
    it(`${languageId}: ${JSON.stringify(input.slice(0, 70))} → ${JSON.stringify(expected)}`, () => assert.deepEqual(texts(input, { languageId }), expected));
  }
});

describe('find: round 20: what a replacement, a pattern, a docstring, a key or right-to-left text writes around a URI', () => {
  const rows: [string, string, string[]][] = [
    // dependabot-core cargo/lib/dependabot/cargo/file_updater/lockfile_updater.rb:544: a replacement's group kept as written.
    ['ruby', `details["git"].gsub(%r{ssh://git@(.*?)/}, 'https://\\1/')\n`, ['https://\\1/']],
    ['python', "u = re.sub(p, 'https://\\g<1>/', s)\n", ['https://\\g<1>/']],
    ['javascript', "u = s.replace(re, 'https://\\\\2.example.org/\\\\1');\n", ['https://\\2.example.org/\\1']],
    // dependabot-core updater/lib/dependabot/sentry/exception_sanitizer_processor.rb:17: Ruby's `%r{…}` holds `#{…}`.
    ['ruby', '  repo: %r{https://api\\.github\\.com/repos/#{REPO}|https://github\\.com/#{REPO}|git@github\\.com:#{REPO}}\n', []],
    // Perl's bracketed substitution: both parts, the code after them read again.
    ['perl', 'x =~ s{http://a.example/a{2}}{https://b.example/b}g; print "http://c.example/";\n', ['http://c.example/']],
    // osrm-backend include/guidance/parsing_toolkit.hpp:64; Gadgetbridge app/lint-baseline.xml: a key in a namespace, `=` and its value.
    ['cpp', '// turn:lanes=left|through|through|right\n', []],
    ['xml', '<issue message="Set `android:baselineAligned=&quot;false&quot;` here"/>\n', []],
    ['plaintext', 'mailto:a=b@x.example and tel:+1-201-555-0123\n', ['mailto:a=b@x.example', 'tel:+1-201-555-0123']],
    // nextcloud-calendar l10n/he.json:78: schemes named between bidirectional marks.
    ['json', '{"a": "מתחיל ב־\u200ehttp://\u200e,\u200f https://\u200e,\u200f webcal://\u200e, או webcals://\u200e)"}\n', []],
    // azure-pipelines-yaml templates/deploy-to-existing-kubernetes-cluster.yml:143: an empty host and port compared on
    // purpose (judged deliberate): a colon after `//` is an authority's, no list's punctuation.
    ['yaml', 'script: |\n  if [ "$url" != "http://:" ]\n', ['http://:']],
    // dolt go/libraries/doltcore/sqle/enginetest/dolt_queries.go:6937: `.` after `//` is a host, no sentence's end.
    ['go', 'q := "CALL DOLT_REMOTE(\'add\',\'origin1\',\'file://.\')"\n', ['file://.']],
    // grpc-go internal/xds/xdsclient/xdsresource/name.go:32: words in braces glued to a delimiter are kept whole.
    ['plaintext', 'see https://x.example/?{b c}{#d e,*} and https://x.example/a{b c} here\n', ['https://x.example/?{b c}{#d e,*}', 'https://x.example/a{b']],
    // mathics-core mathics/builtin/system.py:122: a docstring's `\$` writes `$`; a string's stays a backslash.
    ['python', 'class A:\n    """\n    <url>https://x.example/ref/\\\\$CommandLine.html</url>\n    """\n', ['https://x.example/ref/$CommandLine.html']],
    ['python', 'u = "https://x.example/ref/\\\\$CommandLine.html"\n', ['https://x.example/ref/\\$CommandLine.html']],
    // nghttp2 doc/nghttpx.1.rst:354: an optional part's `[` cut by a placeholder's `<`.
    ['restructuredtext', 'in the form\nhttp://[<USER>:<PASS>@]<PROXY>:<PORT>.    If\n', []],
    // linkchecker po/nl_NL.po:298 (round 25): a translation's blank and the password's `:` before the placeholder.
    ['po', 'msgstr ""\n"De URL moet van het formulier zijn\\n"\n"\\"http://[ :<user><pass>@]<host>[:<port>]\\".\\n"\n', []],
    // …a space in an IP literal stays the URI's mistake.
    ['plaintext', 'see http://[ ::1]:80/ here\n', ['http://[']],
  ];
  itEach(rows);
});

describe('find: round 21: a label\'s word, a grammar\'s placeholder, a command line, a script\'s pattern, an attribute\'s quote, a content tab\'s fence', () => {
  const rows: [string, string, string[]][] = [
    // rtl8812au include/rtl8812a_hal.h:141: a scheme's name in title case after a word and a space is a label's.
    ['cpp', '/* Beacon:MAX_BEACON_LEN/PAGE_SIZE_TX_8812A\n * PS-Poll:1, Null Data:1,Qos Null Data:1,BT Qos Null Data:1,CTS-2-SELF,LTE QoS Null*/\n', []],
    // …in lower case, at a line's start or after punctuation, in capitals: read as before.
    ['cpp', '// see data:1,Qos and\n// Tel:+1-816-555-1212 or Fax:+1-816-555-1213\n', ['data:1,Qos', 'Tel:+1-816-555-1212']],
    ['plaintext', 'Null Data:1,Qos Null Data:1\nTel:+1-816-555-1212, see data:,Hello and Call TEL:+1-816-555-1212\n', ['Tel:+1-816-555-1212', 'data:,Hello', 'TEL:+1-816-555-1212']],
    // shim Cryptlib/OpenSSL/crypto/objects/obj_dat.c:728: words after a rarely written scheme in `<…>`.
    ['c', "/*\n * Parse a BIO sink to create some extra oid's objects.\n * Line format:<OID:isdigit or '.']><isspace><SN><isspace><LN>\n */\n", []],
    ['c', '/* see <urn:isbn:0 451 45052 3>, <http://exa mple.com/> and <oid:1.2.840.113549> */\n', ['urn:isbn:0 451 45052 3', 'http://exa mple.com/', 'oid:1.2.840.113549']],
    // nunjucks docs/index.html:8: a `<script>`'s program read as JavaScript, its regular expression no URI.
    ['html', `<script>!function(d,s,id){var js,fjs=d.getElementsByTagName(s)[0],p=/^http:/.test(d.location)?'http':'https';if(!d.getElementById(id)){js=d.createElement(s);js.id=id;js.src=p+'://platform.twitter.com/widgets.js';fjs.parentNode.insertBefore(js,fjs);}}(document, 'script', 'twitter-wjs');</script>\n`, []],
    // …its strings and comments are read, its code holds no URI without `//`; the page's text outside as before.
    ['html', '<script>var o = {data:x, mailto:y}, u = "mailto:a@b.example", v = /^https?:\\/\\/x/; // see http://x.example/a\n</script>\n<p>mailto:c@d.example, /^http://y.example/ and data:x</p>\n',
      ['mailto:a@b.example', 'http://x.example/a', 'mailto:c@d.example', 'http://y.example/', 'data:x']],
    ['html', '<script type="text/x-template"><p>see data:x and /^http://z.example/</p></script>\n', ['data:x', 'http://z.example/']],
    // x64dbg src/gui/Src/Gui/CPUDisassembly.cpp:1904: an unknown scheme's `//`, a program's name and an option.
    ['cpp', '        //"execute://winhlp32.exe -k@topic ..\\\\win32.hlp";\n', []],
    ['cpp', 's = "http://winhlp32.exe -k"; t = "execute://host/a b"; u = "execute://a b";\n', ['http://winhlp32.exe -k', 'execute://host/a b', 'execute://a b']],
    // portaljs examples/openspending/content/resources/gift/chapter6-4.md:46: the attribute's quote closes first.
    ['markdown', '<table>\n<tr>\n<td colspan="2"><a href="<http://solokotakita.org/en/"><http://solokotakita.org/en/</a></td>\n</tr>\n</table>\n', ['http://solokotakita.org/en/', 'http://solokotakita.org/en/']],
    ['html', "<a href='<http://a.example/b'>x</a> <a href=\"http://c.example/d\">y</a>\n", ['http://a.example/b', 'http://c.example/d']],
    // …a `<` no attribute's quote opens is an autolink's, a quote in it the URI's; one whose `>` comes first is the
    // value's own markup (rocketchat-rn app/containers/markdown/Markdown.stories.tsx:115, Slack's `<url|text>`).
    ['typescriptreact', "\t\t<Markdown msg='<https://rocket.chat|Formatted Link>: `<url|description>`' />\n", ['https://rocket.chat']],
    ['markdown', 'see <http://a.example/b"> and <https://c.example/d>\n', ['http://a.example/b"', 'https://c.example/d']],
    // flatbuffers docs/source/tutorial.md:346: a fence in an MkDocs content tab is code, its HTML a sample's.
    ['markdown', '=== "JavaScript"\n\n    ```javascript\n    <script src="monster_generated.js"></script> // Generated by `flatc`.\n    ```\n\n=== "Java"\n\n    ```java\n    import x;\n    ```\n', []],
    // …HTML in the tab outside a fence is the page's; a fence in an admonition's indented code is code.
    ['markdown', '=== "JavaScript"\n\n    <script src="a.js"></script>\n\n!!! note\n\n        ```html\n        <img src="b.png">\n        ```\n', ['a.js']],
    ['markdown', '=== "JavaScript"\n\n```html\n<img src="c.png">\n```\n\n    <img src="d.png">\n', []],
  ];
  itEach(rows);
});

describe('find: no URI (fixtures/find/not_links.txt)', () => {
  for (const input of fixtureBlocks('not_links.txt').flat()) {
    it(`nothing in ${JSON.stringify(input)}`, () => assert.deepEqual(found(input), []));
  }
});

describe('find: RFC 3986 Appendix C, delimiting URIs in context', () => {
  const english =
    'Yes, Jim, I found it under "http://www.w3.org/Addressing/",\n' +
    'but you can probably pick it up from <ftp://foo.example.\n' +
    'com/rfc/>.  Note the warning in <http://www.ics.uci.edu/pub/\n' +
    'ietf/uri/historical.html#WARNING>.';

  it('the example text holds three URIs, two of them wrapped in <…>, at exact offsets', () => {
    const result = findUris(english);
    assertWellFormed(english, result);
    assert.deepEqual(result, [
      { text: 'http://www.w3.org/Addressing/', start: 28, end: 57, context: 'quoted' },
      {
        text: 'ftp://foo.example.com/rfc/', start: 98, end: 125, context: 'angle',
        offsets: [...span(98, 116), ...span(117, 125)],
      },
      {
        text: 'http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING', start: 150, end: 210, context: 'angle',
        offsets: [...span(150, 177), ...span(178, 210)],
      },
    ]);
  });

  it('the same in the Russian translation, amid Cyrillic prose', () => {
    const russian =
      'Да, Джим, я нашёл это по ссылке "http://www.w3.org/Addressing/",\n' +
      'но, возможно, это доступно и по ссылке <ftp://foo.example.\n' +
      'com/rfc/>. Обратите внимание на предупреждение <http://www.ics.uci.edu/pub/\n' +
      'ietf/uri/historical.html#WARNING>.';
    assert.deepEqual(texts(russian), [
      'http://www.w3.org/Addressing/',
      'ftp://foo.example.com/rfc/',
      'http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING',
    ]);
  });

  it('a line break after a hyphen: the whitespace around it is ignored, the hyphen kept and marked', () => {
    const text = '<http://a.example/long-\n  path>';
    assert.deepEqual(findUris(text), [{
      text: 'http://a.example/long-path', start: 1, end: 30, context: 'angle',
      offsets: [...span(1, 23), ...span(26, 30)], hyphenBreaks: [21],
    }]);
  });

  it('CRLF and leading indentation are line-break whitespace too', () => {
    const text = 'See <http://a.example/x\r\n    y/z>.';
    assert.deepEqual(findUris(text), [{
      text: 'http://a.example/xy/z', start: 5, end: 32, context: 'angle',
      offsets: [...span(5, 23), ...span(29, 32)],
    }]);
  });

  it('whitespace before the closing ">" is not part of the URI', () => {
    assert.deepEqual(findUris('<http://example.com/  >'), [{ text: 'http://example.com/', start: 1, end: 20, context: 'angle' }]);
  });

  it('a <…> that never closes, or spans a blank line, delimits nothing: running-text rules apply', () => {
    assert.deepEqual(texts('<http://example.com/a and more'), ['http://example.com/a']);
    assert.deepEqual(texts('<http://example.com/a\n\nb>'), ['http://example.com/a']);
    assert.deepEqual(texts(`<http://example.com/a${'\nb'.repeat(21)}>`), ['http://example.com/a']);
    assert.deepEqual(texts(`<http://example.com/a${'\nb'.repeat(20)}>`), [`http://example.com/a${'b'.repeat(20)}`]);
  });

  it('quotes delimit only within their line', () => {
    assert.deepEqual(texts('"http://example.com/a b\nc"'), ['http://example.com/a']);
  });

  // An attribute value is delimited by its quotes, not its line: a value folded over lines is one reference whose
  // line breaks (and the whitespace around them) are left out, as for <…>, and as HTML's URL parser does.
  const folded: [string, string, string[], number[]][] = [
    // actions/starter-workflows icons/hadolint.svg: a PNG's base64 folded at a fixed width.
    ['svg', '<image href="data:image/png;base64,iVBORw0KGgoAAAANSUhE\nAAB6JgAAgIQAAPoAAACA6AAAdTAAAOpg" />',
      ['data:image/png;base64,iVBORw0KGgoAAAANSUhEAAB6JgAAgIQAAPoAAACA6AAAdTAAAOpg'], [13, 88]],
    ['html', '<a href="https://example.com/docs/\r\n    guide.html">x</a>', ['https://example.com/docs/guide.html'], [9, 50]],
    // Whitespace within a line stays: a space is still in the reference, and still an error to the parser.
    ['html', '<a href="https://example.com/a b">x</a>', ['https://example.com/a b'], [9, 32]],
  ];
  for (const [ext, text, expected, [start, end]] of folded) {
    it(`an attribute value folded over lines is one reference, its breaks left out: ${JSON.stringify(text)}`, () => {
      const found = findUris(text, { languageId: ext === 'svg' ? 'xml' : 'html' });
      assertWellFormed(text, found);
      assert.deepEqual(found.map((f) => f.text), expected);
      assert.deepEqual([found[0]!.start, found[0]!.end], [start, end]);
    });
  }
});

describe('find: malformed URIs are found, so that they can be flagged', () => {
  const table: [string, string, FindContext][] = [
    ['"http://exa mple.com"', 'http://exa mple.com', 'quoted'],
    ['<http://exa mple.com>', 'http://exa mple.com', 'angle'],
    ['see http://[::1 now', 'http://[::1', 'plain'],
    ['http://host:80a/', 'http://host:80a/', 'plain'],
    ['http://a%zz.com/', 'http://a%zz.com/', 'plain'],
    ['https://example.com/a|b', 'https://example.com/a|b', 'plain'],
    ['http://ex^ample.com', 'http://ex^ample.com', 'plain'],
    ['htp:/example.com', 'htp:/example.com', 'plain'],
    ['an invisible http://exa\u200bmple.com space', 'http://exa\u200bmple.com', 'plain'],
    ['a bidi control http://example.com/\u202eabc', 'http://example.com/\u202eabc', 'plain'],
    ['a lone surrogate http://example.com/\ud800x', 'http://example.com/\ud800x', 'plain'],
  ];
  for (const [input, text, context] of table) {
    it(`${JSON.stringify(input)} → ${JSON.stringify(text)} (${context})`, () => assert.deepEqual(found(input), [[text, context]]));
  }

  it('in plain text without delimiters, whitespace ends the URI', () => {
    assert.deepEqual(texts('http://exa mple.com'), ['http://exa']);
  });
});

describe('find: file types', () => {
  it('Markdown: link and image destinations, definitions, autolinks and raw HTML, relative ones included', () => {
    assert.deepEqual(found(fixture('readme.md'), { languageId: 'markdown' }), [
      ['../docs/guide.md', 'markdown-link'],
      ['images/logo.png', 'markdown-link'],
      ['my file.md', 'markdown-link'],
      ['https://example.com/auto', 'markdown-autolink'],
      ['http://example.com/plain', 'plain'],
      ['https://www.rfc-editor.org/rfc/rfc3986', 'markdown-definition'],
      ['./relative/path.md', 'markdown-definition'],
      ['docs/index.html', 'html-attribute'],
      ['img/badge.svg', 'html-attribute'],
      // Link syntax is not active in code, but a code span delimits a URI.
      ['http://example.com/in-span?', 'quoted'],
      ['https://example.com/in-fence', 'plain'],
      // `[x](http://exa mple.com)` is no link in CommonMark; only `<…>` may hold spaces.
      ['http://exa', 'plain'],
    ]);
  });

  it('Markdown: a relative destination at its exact offsets', () => {
    assert.deepEqual(findUris('[a](../b.md) and [c]( <d e.md> "t")', { languageId: 'markdown' }), [
      { text: '../b.md', start: 4, end: 11, context: 'markdown-link' },
      // Between `<` and `>`, where the renderer percent-encodes its spaces.
      { text: 'd e.md', start: 23, end: 29, context: 'markdown-link', spacesEncoded: true },
    ]);
  });

  it('Markdown: parentheses in a destination balance; a title is no part of it', () => {
    const md = '[w](https://en.wikipedia.org/wiki/Foo_(bar) "Foo") [t](a.md \'T\') [u](b.md (T))';
    assert.deepEqual(texts(md, { languageId: 'markdown' }), ['https://en.wikipedia.org/wiki/Foo_(bar)', 'a.md', 'b.md']);
  });

  it('Markdown: no link syntax in ~~~ fences, indented fences, or code spans of any length', () => {
    const md = '~~~\n[a](in-fence.md)\n~~~\n   ```\n[b](c.md)\n   ```\n``[d](e.md)`` [f](g.md)\n';
    assert.deepEqual(texts(md, { languageId: 'markdown' }), ['g.md']);
  });

  it('Markdown: raw HTML shown in an indented code block, or in a list item\'s fence indented as one, is a sample, not the page\'s links', () => {
    // encode/django-rest-framework docs (an indented sample of a user's template) and rails/rails
    // guides/source/asset_pipeline.md:114 (a fence inside a numbered list item); negative rows: the page's own HTML.
    const rows: [string, string[]][] = [
      ['Include it:\n\n    <script src="/static/rest_framework/js/coreapi-0.1.0.js"></script>\n', []],
      ['1. Then in your layout:\n\n    ```html\n    <script type="module" src="main.js"></script>\n    ```\n', []],
      ['Text\n\n<img src="logo.png">\n', ['logo.png']],
      ['- item\n  <a href="guide.md">guide</a>\n', ['guide.md']],
    ];
    for (const [md, expected] of rows) assert.deepEqual(texts(md, { languageId: 'markdown' }), expected, md);
  });

  it('Markdown: a doc generator\'s reference to code is no link destination (ExDoc, rustdoc intra-doc links)', () => {
    // elixir-ecto/ecto guides/howtos/Constraints and Upserts.md, tokio-rs/axum axum/src/docs/middleware.md and
    // error_handling.md, routing/with_state.md; negative rows: files, URIs and a scheme-relative link stay links.
    const rows: [string, string[]][] = [
      ['[`put_assoc/4`](`Ecto.Changeset.put_assoc/4`) and [`Repo.get_by`](`c:Ecto.Repo.get_by/3`)\n', []],
      ['- [`TraceLayer`](tower_http::trace) for tracing.\n', []],
      ['[`axum::middleware::from_fn`]: fn@crate::middleware::from_fn\n', []],
      ['[sharing-state]: crate#sharing-state-with-handlers\n[`tower::Service`]: `tower::Service`\n', []],
      ['See [`Router::new`](Self::new()) and [`Json`](crate::Json).\n', []],
      ['[guide](docs/guide.md) [api](https://docs.rs/axum/latest/axum/) [x](mailto:a@b.example) [y](urn:isbn:0451450523)\n',
        ['docs/guide.md', 'https://docs.rs/axum/latest/axum/', 'mailto:a@b.example', 'urn:isbn:0451450523']],
    ];
    for (const [md, expected] of rows) assert.deepEqual(texts(md, { languageId: 'markdown' }), expected, md);
  });

  it('Markdown: an unclosed fence runs to the end of the document', () => {
    assert.deepEqual(texts('[a](b.md)\n```\n[c](d.md)\n', { languageId: 'markdown' }), ['b.md']);
  });

  it('an escaped "\\]" closes no link text (CommonMark §2.4), so what follows is no destination', () => {
    assert.deepEqual(texts('### new createError\\[code || name\\](\\[msg]\\))', { languageId: 'markdown' }), []);
    assert.deepEqual(texts('\\\\[a](b.md)', { languageId: 'markdown' }), ['b.md']);
  });

  it('Markdown: a `](` whose paragraph opens no link text before it is literal (an escaped `\\[`, CommonMark §2.4, §6.3)', () => {
    // radicale docs/translations/DOCUMENTATION.te.md, which escapes every link's bracket (and every heading's `#`);
    // negative rows: a real link beside an escaped one, text in brackets that stays open, links across a line break.
    const rows: [string, string[]][] = [
      ['\\[CalDAV clients](#supported-clients).\n', []],
      ['\\* \\[Tutorials](#tutorials)\n\\* \\[Wiki](https://github.com/Kozea/Radicale/wiki)\n', ['https://github.com/Kozea/Radicale/wiki']],
      ['See \\[a](#a) and \\[b](#b).\n', []],
      ['[a](a.md) then \\[b](#b)\n', ['a.md']],
      ['\\[b](#b) then [a](a.md)\n', ['a.md']],
      ['[x]\n\n\\[b](#b)\n', []],
      ['[link\ntext](c.md) and [d\\[e](f.md)\n', ['c.md', 'f.md']],
      ['\\\\[a](b.md)\n', ['b.md']],
    ];
    for (const [md, expected] of rows) assert.deepEqual(texts(md, { languageId: 'markdown' }), expected, md);
  });

  it('XML: a file pattern in an attribute (a .nuspec\'s `<file src="**">`) is the packaging tool\'s, no link', () => {
    // fluent-bit lib/librdkafka-2.15.0/packaging/nuget/templates/librdkafka.redist.nuspec:19; negative rows: a path
    // in XML, a URL with a `*` in it, and HTML's `src`, which is always a URL.
    const rows: [string, string, string[]][] = [
      ['<files>\n  <file src="**" target="runtimes" />\n  <file src="lib/*.dll" target="lib" />\n</files>\n', 'xml', []],
      ['<file src="build/native/lib.targets" />\n', 'xml', ['build/native/lib.targets']],
      ['<x href="https://x.example/a*b" />\n<y href="urn:x:a*b" />\n', 'xml', ['https://x.example/a*b', 'urn:x:a*b']],
      ['<img src="icons/*.png">\n', 'html', ['icons/*.png']],
    ];
    for (const [text, languageId, expected] of rows) assert.deepEqual(texts(text, { languageId }), expected, text);
  });

  it('Markdown: a definition needs nothing but a title after its destination', () => {
    const md = '[a]: x.md\n  [b]: <y z.md> "t"\n[Note]: this is prose\n[^1]: footnote.md\n';
    assert.deepEqual(texts(md, { languageId: 'markdown' }), ['x.md', 'y z.md']);
  });

  it('HTML: URI-valued attributes (quoted, unquoted, srcset, lists), then URIs in the text', () => {
    assert.deepEqual(found(fixture('page.html'), { languageId: 'html' }), [
      ['http://www.w3.org/TR/html4/strict.dtd', 'quoted'],
      ['http://www.w3.org/1999/xhtml', 'html-attribute'],
      ['http://www.w3.org/2000/svg', 'html-attribute'],
      ['https://example.com/base/', 'html-attribute'],
      ['css/site.css', 'html-attribute'],
      ['/js/app.js', 'html-attribute'],
      ['../about.html#team', 'html-attribute'],
      ['contact.html', 'html-attribute'],
      ['plain.html', 'html-attribute'],
      ['a.png', 'html-attribute'],
      ['a-1x.png', 'html-attribute'],
      ['a-2x.png', 'html-attribute'],
      ['data:image/png;base64,AAAA', 'html-attribute'],
      ['/submit', 'html-attribute'],
      ['/other', 'html-attribute'],
      ['http://example.com/quote', 'html-attribute'],
      ['/ping1', 'html-attribute'],
      ['/ping2', 'html-attribute'],
      ['mailto:team@example.com', 'html-attribute'],
      ['http://example.com/title', 'plain'],
      ['http://example.com/text', 'plain'],
      ['http://example.com/comment', 'plain'],
    ]);
  });

  it('HTML: the value is trimmed, and character references read as the browser reads them', () => {
    assert.deepEqual(findUris('<a href="  /a?x=1&amp;y=2 ">', { languageId: 'html' }), [
      { text: '/a?x=1&y=2', start: 11, end: 25, context: 'html-attribute', offsets: [...span(11, 18), 22, 23, 24] },
    ]);
    const html = '<a href="/?a&#x3D;1&#61;2#f&unknown;">http://x.example/?a=1&amp;b=2&lt;c</a>';
    // In text, `&lt;` ends the URI as `<` would (Appendix C); `&amp;` is the URI's own `&`.
    assert.deepEqual(texts(html, { languageId: 'html' }), ['/?a=1=2#f&unknown;', 'http://x.example/?a=1&b=2']);
  });

  it('Markdown: character references in link destinations, not in code spans', () => {
    assert.deepEqual(texts('[l](/?a&amp;b) `http://x.example/?a&amp;b`', { languageId: 'markdown' }), ['/?a&b', 'http://x.example/?a&amp;b']);
  });

  it('XML: namespaces, XLink and schema locations (pairs of URIs)', () => {
    const xml = '<r xmlns:x="urn:x" xlink:href="a.xml" xsi:schemaLocation="urn:x x.xsd"/>';
    assert.deepEqual(texts(xml, { languageId: 'xml' }), ['urn:x', 'a.xml', 'urn:x', 'x.xsd']);
  });

  it('HTML: template expressions and framework bindings are not references', () => {
    const html = '<a href="{{ url }}"></a><a href="{% url %}"></a><a href="${u}"></a><a href={url}></a><a href="{{ pathto("search") }}">' +
      '<a :href="u"></a><a [href]="u"></a><a v-bind:href="u"></a>';
    assert.deepEqual(texts(html, { languageId: 'html' }), []);
  });

  it('JSON: a string that is a URI is one (keys too), escapes decoded; other strings are running text', () => {
    const json = fixture('sample.json');
    assert.deepEqual(found(json, { languageId: 'json' }), [
      ['https://github.com/example/sample#readme', 'json-string'],
      ['git+https://github.com/example/sample.git', 'json-string'],
      ['http://example.com/escaped', 'json-string'],
      ['http://exa mple.com', 'json-string'],
      ['https://example.com/docs', 'plain'],
      ['https://example.com/api', 'plain'],
      ['mailto:team@example.com', 'json-string'],
      ['http://schema.org/name', 'json-string'],
    ]);
  });

  it('JSON: each decoded code unit maps to its escape in the document', () => {
    const json = '{"u": "http:\\/\\/a\\u0026b"}';
    assert.deepEqual(findUris(json, { languageId: 'jsonc' }), [{
      text: 'http://a&b', start: 7, end: 24, context: 'json-string',
      offsets: [7, 8, 9, 10, 11, 12, 14, 16, 17, 23],
    }]);
  });

  it('JSON and YAML: the value of $ref is a reference, relative ones included; no other relative string is', () => {
    // A JSON Schema and an OpenAPI document as they are written (JSON Schema 2020-12 §8.2.3.1).
    const schema = '{\n  "properties": {\n    "id": { "$ref": "./common.json#/$defs/id" },\n    "tag": {"$ref":"#/$defs/tag"},\n'
      + '    "logo": { "default": "./img/logo.png" }\n  }\n}\n';
    assert.deepEqual(found(schema, { languageId: 'json' }), [['./common.json#/$defs/id', 'json-string'], ['#/$defs/tag', 'json-string']]);
    const openapi = 'paths:\n  /pets:\n    $ref: ./paths/pets.yaml\n  /owners: {$ref: "paths/owners.yaml#/get"}\n'
      + 'components:\n  schemas:\n    Pet:\n      "$ref": \'../schemas/Pet.yaml\' # shared\n    Logo:\n      default: ./img/logo.png\n';
    assert.deepEqual(found(openapi, { languageId: 'yaml' }), [
      ['./paths/pets.yaml', 'yaml-value'], ['paths/owners.yaml#/get', 'yaml-value'], ['../schemas/Pet.yaml', 'yaml-value'],
    ]);
    // A block scalar's indicator is no value; its one line below is (kuma's generated OpenAPI folds long references:
    // `$ref: >-`, the value below). A block of more lines, or a line no deeper than the key (no content), is none.
    assert.deepEqual(found('responses:\n  "200":\n    $ref: >-\n      #/components/responses/Ok\n  "201":\n    $ref: |\n      ./x.yaml\n', { languageId: 'yaml' }), [
      ['#/components/responses/Ok', 'yaml-value'], ['./x.yaml', 'yaml-value'],
    ]);
    assert.deepEqual(found('a:\n  $ref: >-\n    ./one.yaml\n    two.yaml\nb:\n  $ref: >-\n  c: ./x.yaml\nd:\n  $ref: >- # folded\n    ./d.yaml\n', { languageId: 'yaml' }), [
      ['./d.yaml', 'yaml-value'],
    ]);
    // At its exact offsets, as written.
    const at = findUris(schema, { languageId: 'json' })[0]!;
    assert.equal(schema.slice(at.start, at.end), './common.json#/$defs/id');
  });

  it('YAML: plain and quoted scalars', () => {
    assert.deepEqual(found(fixture('config.yaml'), { languageId: 'yaml' }), [
      ['https://example.com/yaml-comment', 'plain'],
      ['https://example.com/home', 'yaml-value'],
      ['https://example.com/quoted path', 'yaml-value'],
      ['mailto:team@example.com', 'yaml-value'],
      ['https://example.com/item', 'yaml-value'],
      ['http://example.com/note', 'plain'],
    ]);
  });

  it('TypeScript: URIs in comments and strings; `{ data:value }` in code is never one', () => {
    assert.deepEqual(found(fixture('sample.ts.txt'), { languageId: 'typescript' }), [
      ['https://example.com/docs', 'code'],
      ['mailto:dev@example.com', 'code'],
      ['https://api.example.com/v1/', 'code'],
      ['tel:+1-555-0100', 'code'],
      ['wss://example.com/socket', 'code'],
      ['urn:ietf:rfc:3986', 'code'],
      ['https://www.rfc-editor.org/rfc/rfc3986', 'code'],
      ['http://example.com/escaped', 'code'],
    ]);
  });

  it('Python: docstrings, strings and # comments; a slice `[info:end]` is code', () => {
    assert.deepEqual(texts(fixture('sample.py'), { languageId: 'python' }), [
      'https://example.com/doc', 'doi:10.1000/182', 'https://example.com/py', 'mailto:py@example.com',
    ]);
  });

  const code: [string, string, string[]][] = [
    ['shellscript', 'echo $#mailto:x # mailto:a@b.example', ['mailto:a@b.example']],
    ['sql', "SELECT data:x -- see tel:+1555\nFROM t WHERE u = 'urn:a:b'", ['tel:+1555', 'urn:a:b']],
    ['css', 'a { content:attr(x); background: url("data:image/png;base64,AA") } /* doi:10.1/x */', ['data:image/png;base64,AA', 'doi:10.1/x']],
    ['rust', "fn f<'a>(x: &'a str) { let u = mailto:x; } // tel:+1", ['tel:+1']],
    ['c', 'int x = cond ? data:y; /* http://example.com/c */', ['http://example.com/c']],
  ];
  for (const [languageId, text, expected] of code) {
    it(`${languageId}: URIs without "//" only in its comments and strings`, () => assert.deepEqual(texts(text, { languageId }), expected));
  }

  it('an unknown language id is running text, like plaintext', () => {
    assert.deepEqual(texts('{data:value}', { languageId: 'no-such-language' }), ['data:value']);
    assert.deepEqual(texts('{data:value}'), ['data:value']);
  });
});

describe('find: scanning a region (options.start, options.end)', () => {
  const documents: [string, string][] = [
    ['readme.md', 'markdown'], ['page.html', 'html'], ['sample.json', 'json'], ['config.yaml', 'yaml'],
    ['sample.ts.txt', 'typescript'], ['sample.py', 'python'], ['links.txt', 'plaintext'],
  ];
  for (const [name, languageId] of documents) {
    it(`${name}: each line re-scanned alone gives the full scan's references that start in it`, () => {
      const text = fixture(name);
      const all = findUris(text, { languageId });
      for (let start = 0; start < text.length; ) {
        const nl = text.indexOf('\n', start);
        const end = nl < 0 ? text.length : nl + 1;
        const expected = all.filter((f) => f.start >= start && f.start < end);
        assert.deepEqual(findUris(text, { languageId, start, end }), expected, `line at ${start}`);
        start = end;
      }
    });
  }

  it('a URI that starts before `start` is not returned; one that starts before `end` is returned whole', () => {
    const text = 'see http://example.com/x and https://example.org/y';
    assert.deepEqual(texts(text, { start: 6 }), ['https://example.org/y']);
    assert.deepEqual(findUris(text, { start: 4, end: 8 }), [{ text: 'http://example.com/x', start: 4, end: 24, context: 'plain' }]);
    assert.deepEqual(findUris(text, { start: 25, end: 31 }), [{ text: 'https://example.org/y', start: 29, end: 50, context: 'plain' }]);
  });

  it('offsets stay document offsets, and the region may open a wrapped <…>', () => {
    const text = 'line one\n<http://a.example/\n b>';
    assert.deepEqual(findUris(text, { start: 9 }), [{
      text: 'http://a.example/b', start: 10, end: 30, context: 'angle', offsets: [...span(10, 27), 29],
    }]);
  });
});

describe('find: linear time on pathological input, checked by what is found', () => {
  const MB = 1 << 20;
  const fill = (unit: string): string => unit.repeat(Math.ceil(MB / unit.length)).slice(0, MB);

  for (const unit of [':', '<', '"', '](', '=', '[a](', '`', '\\', '((']) {
    for (const languageId of ['plaintext', 'markdown', 'html', 'json', 'typescript']) {
      it(`1 MB of ${JSON.stringify(unit)} (${languageId}) holds no URI`, () => {
        assert.deepEqual(findUris(fill(unit), { languageId }), []);
      });
    }
  }

  it('1 MB of "http://a " is 116,508 URIs "http://a", each where it stands (the cut-off last "http" is none)', () => {
    const result = findUris(fill('http://a '));
    assert.equal(result.length, 116508);
    assert.ok(result.every((f, i) => f.start === 9 * i && f.end === 9 * i + 8 && f.text === 'http://a'));
  });

  it('1 MB of `"http://a ` is 104,857 quoted URIs, and of `<http://a ` as many unclosed <…> read as running text', () => {
    for (const [unit, context] of [['"http://a ', 'quoted'], ['<http://a ', 'plain']] as const) {
      const result = findUris(fill(unit));
      assert.equal(result.length, 104857);
      assert.ok(result.every((f, i) => f.start === 10 * i + 1 && f.text === 'http://a' && f.context === context));
    }
  });

  it('a million letters before "://" are no scheme; "go:" repeated is one URI in prose and none in code', () => {
    assert.deepEqual(findUris(`${'a'.repeat(MB)}://x`), []);
    const go = fill('go:');
    assert.deepEqual(findUris(go).map((f) => [f.start, f.end]), [[0, MB]]);
    assert.deepEqual(findUris(go, { languageId: 'typescript' }), []);
  });
});

describe('find: never throws', () => {
  const odd: [string, FindOptions][] = [
    ['', {}],
    ['http://x', { start: 100, end: 200 }],
    ['http://x', { start: 5, end: 2 }],
    ['http://x', { start: -10, end: Number.NaN }],
    ['http://x', { start: 0.5, end: Infinity }],
    ['\ud800:\udc00://\u0000<\u0000>"', { languageId: 'markdown' }],
    ['<a href=', { languageId: 'html' }],
    ['"http:\\', { languageId: 'json' }],
    ['[a](<', { languageId: 'markdown' }],
    ['"""', { languageId: 'python' }],
    ['/*', { languageId: 'c' }],
  ];
  for (const [text, options] of odd) {
    it(`${JSON.stringify(text)} with ${JSON.stringify(options)}`, () => {
      const result = findUris(text, options);
      assertWellFormed(text, result);
    });
  }
});

describe('findUris: a failure is told, never thrown nor lost', () => {
  it('answers [] and hands the error to onError', () => {
    const errors: unknown[] = [];
    // Not a string: what a caller's bug looks like to the finder.
    assert.deepEqual(findUris(null as unknown as string, { onError: (error) => errors.push(error) }), []);
    assert.equal(errors.length, 1);
    assert.ok(errors[0] instanceof TypeError);
  });

  it('calls onError only on a failure', () => {
    const errors: unknown[] = [];
    assert.equal(findUris('see http://example.com/', { onError: (error) => errors.push(error) }).length, 1);
    assert.deepEqual(errors, []);
  });
});

describe('find: plain text read by its content (find/content.ts, the table\'s byContent)', () => {
  const cases: [string, string, string | undefined][] = [
    ['a man page', '.TH LS 1\n.SH NAME\nls \\- list\n', 'troff'],
    ['an AsciiDoc header: = Title, then attributes', '= User Guide\nDoc Writer <doc@example.org>\n:toc: left\n\nText.\n', 'asciidoc-text'],
    ['an AsciiDoc header in the two-line form, a comment between', 'AsciiDoc Home Page\n==================\n// Web page meta data.\n:keywords: AsciiDoc\n\nText.\n', 'asciidoc-text'],
    ['three kinds of construct, a macro among them', 'Some notes\n\n== Install\n\nNOTE: needs Ruby.\n\nSee https://asciidoctor.org[the site].\n', 'asciidoc-text'],
    ['a title underlined, then prose: a plain README', 'My Tool\n=======\n\nRun it with --help.\n', undefined],
    ['a NOTE and a line of dashes, no macro: plain text', 'NOTE: read this.\n----\nSee http://example.com/ for more.\n', undefined],
    // commercialhaskell/stack tests/unit/package-dump/ghc-7.8.txt: `ghc-pkg dump`'s output.
    ['a package description\'s fields: ghc-pkg dump', 'name: haskell2010\nversion: 1.1.2.0\nid: haskell2010-1.1.2.0-05c8\nlicense: BSD3\n', 'cabal'],
    ['a .cabal file\'s fields, a comment between', 'cabal-version:      2.2\nname:               filepath\nversion:            1.5.4.0\n\n-- NOTE: x\nlicense:            BSD-3-Clause\n', 'cabal'],
    ['name and version alone: a note, not a package', 'name: my notes\nversion: 2\n\nSome text.\n', undefined],
    ['fields after prose: not a package description', 'About this\nname: x\nversion: 1\nlicense: MIT\n', undefined],
    // whatwg/url url.bs, w3c/csswg-drafts' specs: Bikeshed's metadata block opens the source, its class quoted or not.
    ['a Bikeshed source', '<pre class=metadata>\nGroup: WHATWG\nH1: URL\nShortname: url\n</pre>\n\n<h2 id=goals>Goals</h2>\n', 'bikeshed'],
    ['a Bikeshed source after a comment', '<!-- Generated -->\n\n<pre class=\'metadata\'>\nTitle: CSS Grid\n</pre>\n', 'bikeshed'],
    ['a metadata block after prose: not Bikeshed', 'Notes\n<pre class=metadata>\nx\n</pre>\n', undefined],
    // DandelionSprout/adfilt, brave/adblock-lists: an ad blocker's filter list, by its header or its metadata comments.
    ['an Adblock Plus list', '[Adblock Plus 2.0]\n! Title: Dandelion Sprout\'s Anti-Malware List\n||example.com^$third-party\n', 'adblock'],
    ['a list opened by its metadata', '! Title: Brave Specific\n! Homepage: https://github.com/brave/adblock-lists\n||ads.example^\n', 'adblock'],
    ['one "! Title:" line alone: not a list', '! Title: notes\nSome text.\n', undefined],
  ];
  for (const [what, text, reading] of cases) {
    it(`${what}: ${String(reading)}`, () => assert.equal(readingByContent('plaintext', text), reading));
  }
  it('a Bikeshed source is read as Markdown with HTML: its absolute links found, its relative ones left to Bikeshed', () => {
    const text = '<pre class=metadata>\nH1: URL\n</pre>\n\n<p>See <a href=#url-parsing>parsing</a>, [it](other.md) and ' +
      '<a href="https://tc39.es/ecma262/#sec-a?b&amp;c">ECMAScript</a>.\n';
    assert.deepEqual(findUris(text, { languageId: 'plaintext' }).map((f) => [f.text, f.context]),
      [['https://tc39.es/ecma262/#sec-a?b&c', 'html-attribute']]);
  });
  it('a language read as code is read by content only as XML', () => {
    assert.equal(readingByContent('ruby', '= Title\n:toc:\n'), undefined);
    assert.equal(readingByContent('log', '= Title\n:toc:\n'), undefined, 'other prose is read as troff only');
    // keepassxreboot/keepassxc share/translations/*.ts: Qt Linguist's translations, XML under TypeScript's extension.
    assert.equal(readingByContent('typescript', '<?xml version="1.0" ?><!DOCTYPE TS><TS version="2.1" language="fi">\n'), 'xml');
    assert.equal(readingByContent('rust', '\uFEFF\n<?xml version="1.0"?>\n<x/>\n'), 'xml');
    assert.equal(readingByContent('typescript', 'const xml = `<?xml version="1.0"?>`;\n'), undefined, 'code that holds XML is code');
    assert.equal(readingByContent('json', '<?xml version="1.0"?>\n'), undefined, 'data languages keep their reading');
  });
  it('an HTML file that is a web.py template (Templetor) is read so: by its header or two of its statements', () => {
    // internetarchive/openlibrary openlibrary/templates/*.html, macros/*.html.
    assert.equal(readingByContent('html', '$def with (page)\n\n$var title: $page.name\n<a href="$page.key">x</a>\n'), 'templetor');
    assert.equal(readingByContent('html', '<div>\n$if page.is_admin():\n  <b>admin</b>\n$for x in xs:\n  <i>$x</i>\n</div>\n'), 'templetor');
    assert.equal(readingByContent('html', '<p>It costs $5.</p>\n<a href="$base/x.png">x</a>\n'), undefined, 'a dollar in prose and a variable: plain HTML');
    assert.equal(readingByContent('html', '<p>one line</p>\n$if x:\n'), undefined, 'one statement line alone: plain HTML');
    assert.equal(readingByContent('markdown', '$def with (page)\n'), undefined, 'Markdown keeps its reading');
  });
  it('a Templetor page\'s `$` expressions: a value led by one is none, one inside a value a placeholder (openlibrary)', () => {
    const text = '$def with (page, follow)\n<a href="$page.key">x</a> <a href="$changequery(m=\'history\', _path=path)">h</a>\n' +
      '<a href="$homepath()$v.key?m=diff">d</a> <img src="$static_url(\'images/%s.svg\' % link[\'text\'].lower())">\n' +
      '<a href="/people/$follow[\'subscriber\']/books">b</a> <a href="$url("x")">q</a>\n' +
      '<a href="mailto:openlibrary@archive.org?subject=Support Case">mail</a> <a href="/search?q=language:$lang.marc_code+ebook_access:[borrowable TO *]">s</a>\n';
    const found = findUris(text, { languageId: 'html' });
    assert.deepEqual(found.map((f) => f.text), ['/people/$follow[\'subscriber\']/books', 'mailto:openlibrary@archive.org?subject=Support Case',
      '/search?q=language:$lang.marc_code+ebook_access:[borrowable TO *]']);
    const checked = found.map((f) => checkFound(f));
    assert.equal(checked[0]!.template?.expressions.map((e) => found[0]!.text.slice(e.start, e.end)).join(' '), '$follow[\'subscriber\']');
    assert.equal(checked[0]!.parsed.errors.length, 0, 'the subscript is the expression\'s');
    assert.ok(checked[1]!.parsed.errors.some((e) => e.code === 'invalid-character'), 'a space in a written query stays an error');
    assert.ok(checked[2]!.parsed.errors.some((e) => e.code === 'bracket-outside-ip-literal'), 'brackets written around a placeholder stay errors');
  });
  it('a Qt translation named .ts is read as XML: an escaped link\'s entities end it (keepassxc_fi.ts)', () => {
    const text = '<?xml version="1.0" ?><!DOCTYPE TS><TS version="2.1" language="fi">\n<message><translation>' +
      '&lt;a href=&quot;https://onlykey.io&quot;&gt;OnlyKey:n&lt;/a&gt;</translation></message>\n';
    assert.deepEqual(findUris(text, { languageId: 'typescript' }).map((f) => f.text), ['https://onlykey.io']);
  });
  it('only the start of a text decides, whole lines of it: what comes after cannot change the reading', () => {
    const head = `${'x\n'.repeat(8191)}`;
    assert.equal(readingByContent('plaintext', `${head}= T\n:a:\n`), undefined);
  });
});

describe('find: finder22, the text around a URI read as its language reads it (round 22)', () => {
  itEach([
    // catppuccin/catppuccin package.json:19: a command line in a JSON string is read as the shell's, a `sed` script's
    // substitutions patterns and pieces, whose `|` is sed's delimiter.
    ['json', '{"scripts": {"types": "sed -i \'s|https://raw.example.com/main/resources/categories.schema.json|resources/categories.schema.json|g\' resources/ports.schema.json && json2ts -i x"}}\n', []],
    ['json', '{"scripts": {"types": "sed -i \\"s|resources/c.json|https://raw.example.com/main/resources/c.json|g\\" y.json"}}\n', []],
    // …from the string's opening quote only: a `sed` in another value of a minified line opens nothing; a URI with a `|`
    // and no sed stays, its `|` the URI's to judge.
    ['json', '{"a": "sed -i s|x|y| y.json", "u": "https://x.example/a|b c"}\n', ['https://x.example/a|b c']],
    ['json', '{"scripts": {"fetch": "curl -o x.json https://x.example/a|b"}}\n', ['https://x.example/a|b']],
    // cvxpy doc/source/examples/applications/l1_trend_filter.rst:11: Docutils drops a backslash before a URI character
    // in a standalone URI (its `uric` holds the escape) and ends the URI at one before anything else.
    ['restructuredtext', "Filtering'' http://stanford.edu/~boyd/papers/l1\\_trend\\_filter.html\n", ['http://stanford.edu/~boyd/papers/l1_trend_filter.html']],
    ['restructuredtext', 'use l1\\_tf (https://www.stanford.edu/~boyd/l1\\_tf/).\n', ['https://www.stanford.edu/~boyd/l1_tf/']],
    ['restructuredtext', 'see http://x.example/a\\ b and http://x.example/c\\#f and http://x.example/d\\\\e\n', ['http://x.example/a', 'http://x.example/c', 'http://x.example/d']],
    // …not in an inline literal nor a literal block, where Docutils shows the backslash: the URI's, for the parser.
    ['restructuredtext', 'see ``http://x.example/a\\_b`` here\n', ['http://x.example/a\\_b']],
    ['restructuredtext', 'Run::\n\n    curl http://x.example/a\\_b\n', ['http://x.example/a\\_b']],
    // falcon tools/add_contributors.py:21: a raw string that writes a regex's class escapes is a pattern, no URI in it;
    // so is a regex call's first argument.
    ['python', "RST_CONTRIBUTOR_LINE = r'- `[\\w-]+ <https://github.com/([\\w-]+)>`__?\\n'\n", []],
    ['python', "m = re.match('<https://x.example/(\\d+)>', s)\n", []],
    // …while a raw string without regex syntax, and an angle URI of an ordinary string, stay URIs.
    ['python', "u = r'<https://x.example/a b>'\n", ['https://x.example/a b']],
    ['python', "RST_CONTRIBUTOR_TEMPLATE = '- `{login} <https://github.com/{login}>`__\\n'\n", ['https://github.com/{login}']],
    // openlibrary openlibrary/plugins/openlibrary/js/search-modal/SearchModal.js:1255, 1121: a srcset value in a string
    // of code, its density or width descriptor after a space no part of the URL.
    ['javascript', 'coverSrcset = `https://covers.openlibrary.org/b/id/${display.cover_i}-M.jpg 2x`;\n', ['https://covers.openlibrary.org/b/id/${display.cover_i}-M.jpg']],
    ['javascript', 'html`<img srcset="https://covers.openlibrary.org/a/olid/${author.key}-M.jpg?default=false 2x">`;\n', ['https://covers.openlibrary.org/a/olid/${author.key}-M.jpg?default=false']],
    ['javascript', 's = "https://x.example/a.jpg 1.5x, https://x.example/b.jpg 640w";\n', ['https://x.example/a.jpg', 'https://x.example/b.jpg']],
    // …a space before other text stays the URI's, for the parser to flag.
    ['javascript', 's = "https://x.example/my photo 2x.jpg";\n', ['https://x.example/my photo 2x.jpg']],
  ]);
});

describe('find: finder23, labels joined by colons, CDATA sections, fences in block quotes (round 23)', () => {
  itEach([
    // nltk nltk/tree/parsing.py:31: a Sinica Treebank bracketing in a docstring; `Dab` (a registered scheme's name)
    // after another name's colon is one of a chain of labels.
    ['python', 'def sinica_parse(s):\n    """\n    S(goal:NP(Head:Nep:XX)|theme:NP(Head:Nhaa:X)|quantity:Dab:X|Head:VL2:X)#0(PERIODCATEGORY)\n    """\n', []],
    ['plaintext', 'quantity:Dab:X|Head:VL2:X and Phone:tel:+1-201-555-0123\n', ['tel:+1-201-555-0123']],
    // …a scheme text writes without `//` after a label's colon, and a chain's first name, stay URIs.
    ['python', '# Email:mailto:a|b@x.example, Link:http:/x|y, see:urn:isbn:0451450523\n# dab:X|Head\n', ['mailto:a|b@x.example', 'http:/x|y', 'urn:isbn:0451450523', 'dab:X|Head']],
    // speedata-publisher doc/commands-xml/commands.xml:4444: an example layout in a CDATA section is character data,
    // its `href` no link of the document; a URI in it is text, found as in any text.
    ['xml', '<listing><![CDATA[<Layout xmlns:xi="http://www.w3.org/2001/XInclude">\n  <xi:include href="sublayout.xml" />\n</Layout>\n]]></listing>\n', ['http://www.w3.org/2001/XInclude']],
    // …the markup around it, after its `]]>`, is read as before; a section never closed holds nothing; HTML reads its own.
    ['xml', '<a><![CDATA[<b href="in.xml"/>]]></a><xi:include href="out.xml"/>\n<c><![CDATA[<d href="open.xml"/>\n', ['out.xml', 'open.xml']],
    // spaCy website/docs/api/top-level.mdx:1504 and usage/v2-1.mdx:54: a fence in a block quote is code, its `[…](…)` a
    // regular expression's, no link.
    ['mdx', '> #### Example\n>\n> ```python\n> infixes = ("-", r"(?<=[0-9])[+\\-\\*^](?=[0-9-])")\n> ```\n', []],
    ['markdown', '> ```python\n> pattern3 = [{"_": {"country": {"REGEX": "^([Uu](\\\\.?|nited) ?[Ss](\\\\.?|tates)"}}}]\n>\n> x = "[a](b.md)"\n> ```\n', []],
    ['markdown', '> > ~~~\n> > [a](nested.md)\n> > ~~~\n', []],
    // …the quote's text around it, and what follows the quote's end (which ends the fence: no lazy line in code), are
    // Markdown; a fence's absolute URIs are found as in any fence.
    ['markdown', '> see [a](a.md)\n> ```\n> [b](b.md) http://x.example/c\n> ```\n> and [d](d.md)\n', ['a.md', 'http://x.example/c', 'd.md']],
    ['markdown', '> ```\n> [e](e.md)\n\n[f](f.md)\n```\n[g](g.md)\n```\n', ['f.md']],
    ['markdown', '> ```\n> [h](h.md)\n[i](i.md)\n', ['i.md']],
  ]);
});

describe('find: finder24, braced escapes of a code point, rclone\'s remotes and quoted values (round 24)', () => {
  itEach([
    // nushell crates/nu-command/src/strings/ansi/link.rs:58, :66: an OSC 8 hyperlink written with Rust's braced escape
    // of ESC; the URL ends at the escape, as it ends at `\u001b`.
    ['rust', '                    "\\u{1b}]8;;file:///file.txt\\u{1b}\\\\Open Me!\\u{1b}]8;;\\u{1b}\\\\",\n', ['file:///file.txt']],
    ['rust', '"\\u{1b}]8;;https://www.nushell.sh/\\u{1b}\\\\https://www.nushell.sh/\\u{1b}]8;;\\u{1b}\\\\"\n', ['https://www.nushell.sh/', 'https://www.nushell.sh/']],
    // Swift's and JavaScript's strings write it so too; in a Markdown code span (nushell's ansi_.rs doc text) it ends the URL.
    ['swift', 'let s = "\\u{1b}]8;;https://a.example/x\\u{1b}\\\\"\n', ['https://a.example/x']],
    ['javascript', 'const s = `\\u{1b}]8;;https://a.example/y\\u{7}`;\n', ['https://a.example/y']],
    ['markdown', 'Print `"\\u{1b}]8;;https://a.example/z\\u{1b}\\\\"` here.\n', ['https://a.example/z']],
    // …a braced escape of a URI character stays the URI's, decoded (a code point past U+FFFF too).
    ['rust', 'let u = "https://x.example/a\\u{41}b/caf\\u{e9}";\n', ['https://x.example/aAb/café']],
    ['javascript', 'u = "https://x.example/\\u{1F600}";\n', ['https://x.example/😀']],
    // …and an escaped backslash before `u{1b}` escapes nothing after it: the backslash is the URI's, for the parser.
    ['rust', 'let u = "https://x.example/a\\\\u{1b}";\n', ['https://x.example/a\\u{1b}']],
    // rclone docs/content/docker.md:266, rc.md:664, release_signing.md:97: a remote made on the fly, `:backend:path`,
    // no URI; a URI before it on the line stays one.
    ['markdown', '```\n-o remote=:sftp:/home -o sftp-host=localhost\n```\n', []],
    ['markdown', '`s3:bucket/path` or `:sftp:/my/dir`. They can also be specified as\n', []],
    ['markdown', 'rclone copy --http-url https://downloads.rclone.org/v1.63.1 :http:rclone-v1.63.1-windows-amd64.zip .\n', ['https://downloads.rclone.org/v1.63.1']],
    ['shellscript', ':http:/x\n', []],
    // …a URI after a label's colon stays one (`Link:http:/x`), and so does one with `//` after a blank's colon.
    ['markdown', 'Link:http:/x and Email:mailto:a@x.example\n', ['http:/x', 'mailto:a@x.example']],
    ['markdown', 'voir :https://x.example/a\n', ['https://x.example/a']],
    // rclone docs/content/docs.md:293, :294, :380: a value quoted after `=` ends at its closing quote, what follows (the
    // remote's `:path`) no part of it; in a code block, a code span and prose alike.
    ['markdown', '```console\nrclone lsd ":http,url=\'https://pub.rclone.org\':"\nrclone lsf ":http,url=\'https://example.com\':path/to/dir"\n```\n',
      ['https://pub.rclone.org', 'https://example.com']],
    ['markdown', 'Run `rclone copy ":http,url=\'https://example.com\':path/to/dir" /tmp/dir`.\n', ['https://example.com']],
    ['plaintext', "set url='https://example.com/a':path\n", ['https://example.com/a']],
    // …a word's apostrophe inside the value stays the URI's, and so does a `'` not opened after `=`.
    ['markdown', "Set url='https://en.wikipedia.org/wiki/Ender's_Game' now.\n", ["https://en.wikipedia.org/wiki/Ender's_Game"]],
    ['markdown', "The site's https://example.com/it's/a page.\n", ["https://example.com/it's/a"]],
    ['markdown', "see 'https://x.example/a':b here\n", ["https://x.example/a':b"]],
  ]);
});

describe('find: round 25, escapes of a terminal\'s control in strings and the comments that quote them', () => {
  itEach([
    // zellij zellij-utils/src/setup.rs:562: a comment quoting bash's printf of an OSC 8 hyperlink; `\e\\` is ESC and a
    // backslash, the sequence's end, not the host's letters: the URL ends before it, as at `\x1b`.
    ['rust', "        //printf '\\e]8;;http://example.com\\e\\\\This is a link\\e]8;;\\e\\\\\\n'\n", ['http://example.com']],
    ['shellscript', "printf '\\e]8;;https://a.example/x\\e\\\\link\\e]8;;\\e\\\\\\n'\n", ['https://a.example/x']],
    ['c', 'printf("\\e]8;;https://a.example/y\\e\\\\text\\e]8;;\\e\\\\");\n', ['https://a.example/y']],
    // …`\e` before anything else is no terminal's escape: in a string it is the letter (as C reads an unknown escape),
    // and the URI goes on.
    ['c', 'char *u = "https://a.example/\\eb";\n', ['https://a.example/eb']],
  ]);
});

describe('find: round 25, GFM tables written without their outer bars', () => {
  itEach([
    // zot THIRD-PARTY-LICENSES.md:3: a table's rows need no leading bar (GFM §4.10); each `|` after the delimiter row
    // ends a cell, and so the URI in it.
    ['markdown', 'Module | License URL | License\n---|---|---\ncloud.google.com/go|https://github.com/googleapis/google-cloud-go/blob/v0.115.0/LICENSE|Apache-2.0\nx|https://x.example/b/v1.2.0:LICENSE|MIT\n',
      ['https://github.com/googleapis/google-cloud-go/blob/v0.115.0/LICENSE', 'https://x.example/b/v1.2.0:LICENSE']],
    // …aligned delimiter cells, CRLF lines, and the header's own cells.
    ['markdown', 'https://x.example/h | b\r\n:--|--:\r\na | https://x.example/c | d\r\n', ['https://x.example/h', 'https://x.example/c']],
    // …the table ends at a blank line: a bar in a paragraph after it is the URI's (malformed, reported as such).
    ['markdown', 'a | b\n--- | ---\n1 | 2\n\nsee https://x.example/a|b here\n', ['https://x.example/a|b']],
    // …a setext heading's underline is no delimiter row, and a paragraph's bar stays in its URI.
    ['markdown', 'Title\n---\nhttps://x.example/a|b\n', ['https://x.example/a|b']],
    ['markdown', 'one | two\nhttps://x.example/a|b\n', ['https://x.example/a|b']],
    // …a table far down a long run of lines with bars: found, each row's cell ends at its bar.
    ['markdown', `${'p | q\n'.repeat(3)}x | y\n-|-\n${'r|https://x.example/r|s\n'.repeat(3)}`, ['https://x.example/r', 'https://x.example/r', 'https://x.example/r']],
  ]);
});

describe('find: finder25b, markup, references, rule files, templates and banners around a URI (round 25)', () => {
  itEach([
    // linkchecker doc/i18n/gettext/man.pot:410 and locales/*/man.po: reST in a catalog's message, `**http://**\ [*user*\
    // **:**…`, a URL's form with its scheme in bold; `\ ` (written `\\ ` in the string) joins the bold to what follows.
    // The URI ends before the emphasis: a lone `http://` is a scheme named, no URI.
    ['po', 'msgid "The URL should be of the form **http://**\\\\ [*user*\\\\ **:**\\\\ *pass*\\\\ **@**]\\\\ *host*\\\\ [**:**\\\\ *port*]."\nmsgstr ""\n', []],
    ['po', 'msgid ""\n"should be of the form **http://**\\\\ [*user*\\\\ **:**\\\\ *pass*\\\\ **@**]\\\\ "\n"*host*"\nmsgstr ""\n', []],
    ['po', 'msgid "Use **https://x.example/a**\\\\ [*path*] here."\nmsgstr ""\n', ['https://x.example/a']],
    ['plaintext', 'The URL should be of the form **http://**\\ [*user*\\ **:**\\ *pass*\\ **@**]\\ *host*\n', []],
    ['plaintext', 'See **https://x.example/a**\\ [*path*].\n', ['https://x.example/a']],
    // …a backslash after anything else stays the URI's, for the parser to flag; and `**` inside a URI in code stays.
    ['plaintext', 'See https://x.example/a\\ b.\n', ['https://x.example/a\\']],
    ['plaintext', 'See **https://x.example/a\\ b**.\n', ['https://x.example/a\\']],
    ['python', 'u = "http://x.example/a**b"\n', ['http://x.example/a**b']],
    // archivebox crawls/admin.py:724: `&#10;` in an attribute value built in a Python string, a line break between URLs:
    // a reference to whitespace or a control ends a URI in any text, as `&quot;` does.
    ['python', '            placeholder="https://example.com&#10;https://example2.com&#10;# Comments start with #"\n', ['https://example.com', 'https://example2.com']],
    ['python', 'x = "http://a.example/p&#13;&#x0A;http://b.example/q&#9;r http://c.example/s&#32;t"\n', ['http://a.example/p', 'http://b.example/q', 'http://c.example/s']],
    // …one to a URI's character goes on with it: a query's `&` written `&#38;`, `&amp;`.
    ['python', 'x = "https://x.example/?a=1&#38;b=2&amp;c=3"\n', ['https://x.example/?a=1&#38;b=2&amp;c=3']],
    // coreruleset rules/ssrf.data:152: `。` between a host's labels, which UTS 46 maps to `.`: the host runs on, judged whole.
    ['plaintext', 'http://169。254。169。254\n', ['http://169。254。169。254']],
    ['plaintext', 'uri: "/get?ssrf=http://169。254。169。254/"\n', ['http://169。254。169。254/']],
    // …after a host written with dots, or in a path, or before more of a sentence, `。` ends a Chinese or Japanese one.
    ['plaintext', '允许来自 https://stats.example.com。或是使用 * 允许所有域\n', ['https://stats.example.com']],
    ['plaintext', 'See http://example.com。Next one\n', ['http://example.com']],
    ['plaintext', 'see http://a.example/x。y\n', ['http://a.example/x']],
    ['plaintext', '见 http://localhost。然后\n', ['http://localhost']],
    // coraza testing/engine/special_urlencoded.go:26: `'||'` in a host, SQL's concatenation of two strings in a payload.
    ['go', '\t\tData: `var=EmptyValue\'||(select extractvalue(xmltype(\'<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE root [ <!ENTITY % awpsd SYSTEM "http://0cddnr5evws01h2bfzn5zd0cm3sxvrjv7oufi4.example\'||\'foo.bar/">%awpsd;`,\n',
      ['http://0cddnr5evws01h2bfzn5zd0cm3sxvrjv7oufi4.example']],
    ['plaintext', "select 'http://a.example'||'b.example/' from dual\n", ['http://a.example']],
    // …in a query or a path, `'` is the URI's own, for the parser to judge.
    ['plaintext', "GET http://x.example/?id=1'||'a HTTP/1.1\n", ["http://x.example/?id=1'||'a"]],
    // zellij example/screen-overview.yaml:38: a banner of `#` drawn on after the URL in a comment, no fragment.
    ['yaml', '############ Adapted from the GNU Screen User’s Manual here: https://www.gnu.org/software/screen/manual/screen.html#####################################\n',
      ['https://www.gnu.org/software/screen/manual/screen.html']],
    ['shellscript', '# See http://x.example/a.html### banner\n', ['http://x.example/a.html']],
    // …two `#` are a `#` doubled by mistake, and a `#` inside a fragment the fragment's: both stay, for the parser to flag;
    // a run that is a whole segment is a placeholder of digits (odin PROPOSAL-PROCESS.md:45), a template's.
    ['plaintext', 'see http://x.example/a## and http://y.example/a#b#c\n', ['http://x.example/a##', 'http://y.example/a#b#c']],
    ['markdown', 'Discussion at https://github.com/odin-lang/Odin/issues/######\n', ['https://github.com/odin-lang/Odin/issues/######']],
  ]);

  // coreruleset rules/*.conf (Java properties to VS Code's `.conf`): ModSecurity's rules, told by their directives.
  const rules = [
    'SecRule REQUEST_COOKIES|ARGS_NAMES|ARGS|XML:/*|XML://@*|REQUEST_HEADERS:Referer|REQUEST_HEADERS:User-Agent "@rx (?i)(?:^(?:json\\.|\\x5c)?" \\',
    '    "id:932200,\\',
    '    msg:\'see https://coreruleset.org/docs/\',\\',
    '    ver:\'OWASP_CRS/4.0\'"',
    'SecRule REQUEST_COOKIES|REQUEST_FILENAME|XML:/*|XML://@* "@rx (?i).(?:\\b(?:(?:x(?:link:href|html|mlns)|data:text/html|formaction)\\b|pattern[\\s\\x0b]*=)" "id:941130"',
    'SecRule REQUEST_HEADERS:Content-Type "^(?:application(?:/soap\\+|/)|text/)xml" "id:200000"',
    'SecRule ARGS:url \\',
    '    "!@rxGlobal ^https?://c\\.example/" "id:3"',
    'SecRuleUpdateTargetById 942100 "!ARGS:xml://@x|ARGS:y"',
    '# SecRule ARGS "@rx http://commented.example/" a comment',
    'SecRule ARGS "@pm http://g.example/ http://h.example/" "id:6"',
    'SecRule ARGS "@streq http://b.example/ok" "id:2,msg:\'http://e.example/\'"',
    '',
  ].join('\n');
  it('a ModSecurity rule\'s variables and regular expression hold no URI; its other operators\', actions\' and comments\' URIs stay', () => {
    assert.equal(readingByContent('properties', rules), 'modsecurity');
    const expected = ['https://coreruleset.org/docs/', 'http://commented.example/', 'http://g.example/', 'http://h.example/', 'http://b.example/ok', 'http://e.example/'];
    assert.deepEqual(texts(rules, { languageId: 'properties' }), expected);
    assert.deepEqual(texts(rules, { languageId: 'modsecurity' }), expected);
  });
  it('a configuration is read as ModSecurity\'s by a directive at a line\'s start, not one commented out or in prose', () => {
    assert.equal(readingByContent('plaintext', '# ModSecurity recommended\nSecRuleEngine DetectionOnly\n'), 'modsecurity');
    assert.equal(readingByContent('properties', '# header\nSecAction \\\n  "id:900990,pass"\n'), 'modsecurity');
    assert.equal(readingByContent('properties', '# SecRule ARGS "@rx x"\nkey=value\n'), undefined);
    assert.equal(readingByContent('plaintext', 'Write a SecRule to block it.\n'), undefined);
    // Elsewhere the variables are read as before: `XML://@*` is found in a properties file that is no rule file.
    assert.deepEqual(texts('key=ARGS|XML://@*|REQUEST_HEADERS:Referer\n', { languageId: 'properties' }), ['XML://@*|REQUEST_HEADERS:Referer']);
  });
  it('an HTML file that opens with wheezy.template\'s `@require(…)` is a template: its `@` expressions are the generator\'s (meson)', () => {
    // mesonbuild/meson docs/theme/extra/templates/navbar_links.html, hotdoc's theme.
    const text = '@require(page)\n\n<ul>\n    @for tup in (("Reference-manual.html", "Functions"), \\\n           ("Syntax.html", "Syntax")):\n' +
      '        <li><a href="@tup[0]">@tup[1]</a></li>\n    @end\n</ul>\n<a href="legal.html">legal</a>\n';
    assert.equal(readingByContent('html', text), 'wheezy');
    assert.deepEqual(texts(text, { languageId: 'html' }), ['legal.html']);
    assert.equal(readingByContent('html', '\n@extends("base.html")\n<p>x</p>\n'), 'wheezy');
    // …an `@require(…)` that is not the first line, or that text follows, is no header: plain HTML, `@x[0]` a path.
    assert.equal(readingByContent('html', '<p>x</p>\n@require(page)\n'), undefined);
    assert.equal(readingByContent('html', '@require(page) is how it starts\n'), undefined);
    assert.deepEqual(texts('<p>x</p>\n<a href="@tup[0]">t</a>\n', { languageId: 'html' }), ['@tup[0]']);
  });
});

describe('find: finder27, quotes written as escapes, fields, patterns, concatenation and markup around a URI (round 27)', () => {
  itEach([
    // F1. subtitleedit src/libse/SubtitleFormats/TimedText200604.cs:22: XML in a C# string, its attribute's quote written
    // `\"`: the URI ends where the decoded text has the quote, as at a literal one.
    ['csharp', 'var x = sb.ToString().Replace("http://www.w3.org/2006/04/ttaf1#styling\\"xml:lang", "http://www.w3.org/2006/04/ttaf1#styling\\" xml:lang").Trim();\n',
      ['http://www.w3.org/2006/04/ttaf1#styling', 'http://www.w3.org/2006/04/ttaf1#styling']],
    ['java', 'String s = "<a href=\\"https://x.example/a\\">x</a>"; String t = "<img src=\\"http://x.example/b.png\\" alt=\\"\\">";\n', ['https://x.example/a', 'http://x.example/b.png']],
    // …a quote in a URI's text, not followed by markup, stays the URI's, for the parser to flag (WHATWG's URL tests,
    // ada tests/wpt/urltestdata.json:9573, rust-url url/tests/unit.rs:1400).
    ['json', '{"input": "https://example.com/\\"quoted\\"", "b": "http://foo.bar/baz?qux#foo\\"bar"}\n', ['https://example.com/"quoted"', 'http://foo.bar/baz?qux#foo"bar']],
    // spamassassin lib/Mail/SpamAssassin/HTML.pm:252: a closing curly quote written as its UTF-8 bytes' escapes (Perl's
    // `\x{E2}\x{80}\x{9D}`, C's `\xe2\x80\x9d`) ends the URI as the quote would.
    ['perl', '# <a href=\\x{E2}\\x{80}\\x{9D}https://foobar.com\\x{E2}\\x{80}\\x{9D}>\n', ['https://foobar.com']],
    ['c', 'const char *s = "\\xe2\\x80\\x9chttps://x.example/a\\xe2\\x80\\x9d";\n', ['https://x.example/a']],
    // …bytes of another character stay the URI's, read one by one as before (the parser judges them).
    ['perl', 'my $u = "https://x.example/caf\\x{C3}\\x{A9}";\n', ['https://x.example/caf\u00c3\u00a9']],
    // F2. zeek testing/btest/Baseline/plugins.writer/output:24: a field of a `|`-separated record ends at the next `|`.
    ['plaintext', '[http] 1.2|GET|www.osnews.com|/images/printer2.gif|http://www.osnews.com/|1.1|Mozilla/5.0 (Macintosh)\n', ['http://www.osnews.com/']],
    // lnav src/formats/openam_log.json:66: a `|` right after a port (or before a `/`) ends the authority and the URI.
    ['json', '{"line": "\\"2014-06-14\\" \\"http://localhost:8086|/|<samlp:AuthnRequest\\""}\n', ['http://localhost:8086']],
    // …a `|` in the query of a URI that follows no record, or in its host before a letter, stays the URI's.
    ['plaintext', 'see https://fonts.googleapis.com/css?family=Montserrat:300,400,700|Roboto:300 and http://exa|mple.com/ file://C|/\n',
      ['https://fonts.googleapis.com/css?family=Montserrat:300,400,700|Roboto:300', 'http://exa|mple.com/', 'file://C|/']],
    ['plaintext', 'one|http://x.example/a?b|c d\n', ['http://x.example/a?b|c']],
    // …`||` after the authority is an expression's or, no empty field (gcovr .github/workflows/CI.yml:145): the
    // expression stays whole, for the template rules.
    ['yaml', "url: https://${{ (((needs.changelog.outputs.tag == '') || inputs.do_test_release) && 'test.pypi') || 'pypi' }}.org/p/gcovr\n",
      ["https://${{ (((needs.changelog.outputs.tag == '') || inputs.do_test_release) && 'test.pypi') || 'pypi' }}.org/p/gcovr"]],
    // F3. yt-dlp yt_dlp/extractor/youtube/_video.py:137: a line of a triple-quoted verbose pattern that writes `(?P<url>`.
    ['python', "_EMBED_REGEX = [\n    r'''(?xs)\n        <a\\s[^>]*\\bhref=\"(?P<url>https://www\\.youtube\\.com/watch\\?v=[0-9A-Za-z_-]{11})\"\n        \\s[^>]*\\bclass=\"x\"''',\n]\n", []],
    // …a group's extension in any string, a dot escaped in a raw string's word, any string given to a regex's call.
    ['javascript', 'const re = "(?:https?://)?(?:www.)?example.com/watch";\nconst u = "https://x.example/a";\n', ['https://x.example/a']],
    ['python', "p = r'https://www\\.example\\.com/a'\nq = r'https://x.example/a b'\n", ['https://x.example/a b']],
    ['go', 'var re = regexp.MustCompile(`https://x.example/(a|b)/[^/]+`)\nvar u = "https://x.example/a"\n', ['https://x.example/a']],
    ['java', 'Pattern p = Pattern.compile("https://x.example/[a-z]+");\n', []],
    ['csharp', 'if (Regex.IsMatch(url, @"https://x.example/[a-z]+")) {}\n', []],
    // nmap scripts/http-wordpress-enum.nse:199: a Lua pattern, the second argument of string.match, or a method's first.
    ['lua', 'wp_autoroot = string.match(target_index.body, "http://[%w%-%.]-/([%w%-%./]-)wp%-content")\nlocal h = body:match("https://x.example/(%w+)")\nlocal u = "http://x.example/a"\n', ['http://x.example/a']],
    // nmap nmap-service-probes:8308: a probe's Perl-style match in text, `m|^HTTP/1\.0 …|`, shows a pattern's syntax.
    ['plaintext', 'match http m|^HTTP/1\\.0 301 Moved Permanently\\r\\nLocation: https:///\\r\\n\\r\\n$| p/Check Point/\nsoftmatch sip m=^SIP/2\\.0 .*Contact: <sip:nm2@[\\d.]+>= p/x/\n', []],
    // …`m` and `s` are words and units in prose too: a `m/` with no pattern's syntax opens nothing.
    ['plaintext', 'speed 10 m/s see http://x.example/a\n', ['http://x.example/a']],
    // F5. ntopng scripts/lua/host_details.lua:804: HTML built in a single-quoted string, Lua's `..` after its quote.
    ['lua', "print(' <A href=\"https://www.virustotal.com/gui/ip-address/' .. host[\"ip\"] .. '\">x</A>')\n", ['https://www.virustotal.com/gui/ip-address/']],
    ['lua', "print('<td><A HREF=\"http://itools.com/tool/arin-whois-domain-search?q='.. host[\"ip\"] ..'&submit=Look+up\">W</A>')\n", ['http://itools.com/tool/arin-whois-domain-search?q=']],
    ['php', "<?php echo '<a href=\"https://x.example/u/' . $id . '\">x</a>'; echo \"<a href='https://x.example/v/' + id + '>\";\n", ['https://x.example/u/', 'https://x.example/v/']],
    // …a `'` with no operator and blank after it stays the URI's (`?id=1'||'a`, an injection's payload in a query).
    ['plaintext', "GET http://x.example/?id=1'||'a and http://x.example/it's\n", ["http://x.example/?id=1'||'a", "http://x.example/it's"]],
    // F6. A word after one space in quotes: a sentence's punctuation alone (gallery-dl gallery_dl/job.py:191), words of
    // a sentence an adjacent literal began (ntopng src/main.cpp:350), OpenID Connect's scopes (apprise
    // apprise/plugins/office365.py:216).
    ['python', 'log.info("https://github.com/mikf/gallery-dl/issues .")\n', ['https://github.com/mikf/gallery-dl/issues']],
    ['cpp', 'trace(TRACE_ERROR,\n      "Please make sure you have installed the "\n      "https://nmap.org/npcap/ driver");\n', ['https://nmap.org/npcap/']],
    ['python', 'personal_scope = "https://graph.microsoft.com/Mail.Send offline_access"\n', ['https://graph.microsoft.com/Mail.Send']],
    // …a word after a URI a string holds alone stays the URI's, for the parser to flag.
    ['rust', 'let url = Url::parse("https://example.com/countries/việt nam")?;\n', ['https://example.com/countries/việt nam']],
    ['cpp', 'puts("see the ");\nputs("https://nmap.org/npcap/ driver");\n', ['https://nmap.org/npcap/ driver']],
    // pm2 lib/API/Dashboard.js:169: a blessed tag that closes what the line opened; a URI template's `{/var}` stays.
    ['javascript', "content: ' {cyan-fg}{bold}To go further check out https://pm2.io/{/}  ',\n", ['https://pm2.io/']],
    ['javascript', "content: '{bold}see https://x.example/a{/bold}', t = 'https://x.example/a{/path}'\n", ['https://x.example/a', 'https://x.example/a{/path}']],
    // zeek doc/reference/logs/smtp.rst:115: strong emphasis closed right after a URN opened at a word's start before it.
    ['restructuredtext', 'Sample:\n\n **xmlns:w=3D"urn:schemas-microso**\n\nand https://x.example/**\n', ['urn:schemas-microso', 'https://x.example/**']],
    // spamassassin t.rules/OBFUSCATING_COMMENT/fp-bug6188-1:857: a quoted-printable soft line break inside a URI.
    ['plaintext', '<li>x<a href=3D"https:/=\n/my.pia.jp/pia/mypage.do" target=3D"_blank">\n', ['https://my.pia.jp/pia/mypage.do']],
    // …a `=` last on a line of text that is not quoted-printable stays the URI's.
    ['plaintext', 'see https://x.example/?a=\nnext\n', ['https://x.example/?a=']],
    // zeek testing/btest/Baseline/scripts.base.protocols.krb.enc_part/output:29: bytes printed as escapes, `\xa5://`.
    ['plaintext', 'ciphertext=\\xdf\\x0f\\x93\\xa5://\\x9f\\x0b\\x0b\\xe9Np4\n', []],
  ]);
  it('F6. a string searched for in a text or a buffer is a piece of one, marked as a prefix (masscan src/proto-mc.c:76)', () => {
    const partial = (text: string, languageId: string): (string | undefined)[] => findUris(text, { languageId }).map((f) => f.partial);
    assert.deepEqual(partial('mc->imgstart = (size_t)memstr(mc->banmem, mc->totalLen, "data:image/png;base64");\n', 'c'), ['prefix']);
    assert.deepEqual(partial('if (strstr(buf, "http://x.example/a")) {}\n', 'c'), ['prefix']);
    assert.deepEqual(partial('if (u.includes("https://x.example/a")) {}\n', 'javascript'), ['prefix']);
    // …a string given to another call is a URI of its own.
    assert.deepEqual(partial('fetch("https://x.example/a");\n', 'javascript'), [undefined]);
  });
  it('F4. a Qt Linguist translation is XML by content, its declaration or its `<!DOCTYPE TS>`; a regex in its text is no URI', () => {
    // copyq translations/copyq_ga.ts:665, copyq_da.ts:668.
    assert.equal(readingByContent('typescript', '<!DOCTYPE TS>\n<TS version="2.1" language="ga">\n'), 'xml');
    assert.equal(readingByContent('typescript', '<TS version="2.1">\n'), 'xml');
    const ts = '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="ga">\n<context><message>\n' +
      '<translation>- Meaitseáil ilmheán iargúlta: ^http://.*\\. (ogv|vlc|mp4|mp3)$ &lt;span&gt; ^ http://.*\\. () ogv|VLC) $&lt;/span&gt;</translation>\n' +
      '<translation>https://x.example/a</translation>\n</message></context>\n</TS>\n';
    assert.deepEqual(texts(ts, { languageId: 'typescript' }), ['https://x.example/a']);
  });
});

describe('find: finder28, a command line\'s next argument and a quote written as an escape around a URI (round 28)', () => {
  itEach([
    // copyparty bin/partyfuse-streaming.py:1034 and bin/partyfuse.py:1141: a usage example, the URL, spaces, then the
    // next argument (a local path, a drive letter): the URI ends at the whitespace.
    ['python', 'examples = ["http://192.168.1.69:3923/music/  ./music"]\n', ['http://192.168.1.69:3923/music/']],
    ['python', '    examples.append("http://192.168.1.69:3923/music/  M:")\n', ['http://192.168.1.69:3923/music/']],
    ['python', 'a = "http://x.example/share ~/mnt"; c = "http://x.example/ C:\\\\mnt"\n', ['http://x.example/share', 'http://x.example/']],
    // …a word after the space stays the URI's, for the parser to flag, and so does an option (round 21's verdict).
    ['python', 'u = "https://example.com/countries/viet nam"; b = "https://x.example/a --insecure"\n', ['https://example.com/countries/viet nam', 'https://x.example/a --insecure']],
    // glances docs/_static/glances-flame.html:318: JSON in a page's script, Python's source with its `'` written
    // `\u0027`: the same escape after the URI closes it; the scheme starts after the one before it.
    ['html', '<script>\nconst d = ["PYPI_API_URL = \\u0027https://pypi.python.org/pypi/Glances/json\\u0027\\n", "\\u0022http://x.example/a\\u0022"];\n</script>\n',
      ['https://pypi.python.org/pypi/Glances/json', 'http://x.example/a']],
    // …and the f-string there, `{parse.quote(path, safe=\u0027\u0027)}`, a call in braces: one expression, spaces and all.
    ['html', '<script>\nconst d = ["endpoint = f\\"http+unix://{parse.quote(path, safe=\\u0027\\u0027)}\\"\\n"];\n</script>\n',
      ['http+unix://{parse.quote(path, safe=\\u0027\\u0027)}']],
    // …a `'` not written as the escape that opened stays the URI's.
    ['html', '<script>\nconst d = ["\\u0027https://x.example/it\'s\\u0027"];\n</script>\n', ["https://x.example/it's"]],
    // squid errors/fi.po:276, :572: Finnish case endings after an abbreviation's colon, no URN's namespace identifier.
    ['po', 'msgid "Cannot Resolve URN"\nmsgstr "URN:ää ei voitu selvittää"\n\nmsgid "x"\nmsgstr "Hei, älä odota liikaa URN:iltä kun kyseessä on %T :-)"\n', []],
    ['plaintext', 'see URN:ISBN:0-395-36341-1 and urn:ietf:rfc:3986\n', ['URN:ISBN:0-395-36341-1', 'urn:ietf:rfc:3986']],
  ]);
});
