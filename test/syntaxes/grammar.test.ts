/**
 * The URI injection grammar (syntaxes/uri.injection.tmLanguage.json) in the real engine: which parts of a URI get which scope, where a
 * URI ends, what is no URI, and that the host grammars read everything
 * outside the URIs as they did before. Each host row tokenizes its lines
 * with the host grammar VS Code ships (via tm-grammars), the URI grammar
 * injected. The grammar colours a subset of what the server finds, never
 * more; the last suite checks that against the finder's own fixtures.
 */
import * as assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { findUris } from '@uri-lint/shared';
import { fixtureBlocks } from '../shared/findFixtures';
import { hostView, isUriScope, partsOf, tokenize, uriSpans } from './engine';
import { GRAMMAR_PATH, INJECT_TO, PLAIN_TEXT_PATH, PLAIN_TEXT_SCOPE, SCOPES, SCOPE_NAME, grammarText } from './uriGrammar';

/** The URIs a snippet holds, in order, as texts. */
async function urisIn(scopeName: string, lines: readonly string[]): Promise<string[]> {
  const tokenized = await tokenize(scopeName, lines);
  return tokenized.flatMap((tokens, i) => uriSpans(tokens).map(([s, e]) => lines[i]!.slice(s, e)));
}

describe('syntaxes: the grammar file', () => {
  it('is what test/syntaxes/uriGrammar.ts builds (run it with --write after editing)', () => {
    assert.equal(readFileSync(GRAMMAR_PATH, 'utf8'), grammarText());
  });
  it('is contributed as syntaxes/README.md says, with the plain-text grammar, injected into the roots of uriGrammar.ts INJECT_TO', () => {
    const readme = readFileSync(resolve(dirname(GRAMMAR_PATH), 'README.md'), 'utf8');
    const snippet = JSON.parse(/```json\n([^`]*)```/.exec(readme)![1]!) as { path: string }[];
    assert.deepEqual(snippet, [
      { language: 'plaintext', scopeName: PLAIN_TEXT_SCOPE, path: './syntaxes/plaintext.tmLanguage.json' },
      { scopeName: SCOPE_NAME, path: './syntaxes/uri.injection.tmLanguage.json', injectTo: INJECT_TO },
    ]);
    for (const { path } of snippet) assert.ok(existsSync(resolve(dirname(GRAMMAR_PATH), '..', path)), path);
    assert.equal(resolve(dirname(GRAMMAR_PATH), '..', snippet[0]!.path), PLAIN_TEXT_PATH);
    // And the extension's manifest contributes exactly that.
    const manifest = JSON.parse(readFileSync(resolve(dirname(GRAMMAR_PATH), '..', 'package.json'), 'utf8')) as { contributes: { grammars: unknown[] } };
    assert.deepEqual(manifest.contributes.grammars, snippet);
  });
  it('reads plain text as text.plain and nothing else: only the injection adds scopes', async () => {
    const plain = JSON.parse(readFileSync(PLAIN_TEXT_PATH, 'utf8')) as { scopeName: string; patterns: unknown[] };
    assert.deepEqual([plain.scopeName, plain.patterns], [PLAIN_TEXT_SCOPE, []]);
    const [tokens] = await tokenize(PLAIN_TEXT_SCOPE, ['See https://example.com/a. Then *more* # text'], false);
    assert.deepEqual(tokens!.map((t) => t.scopes), [[PLAIN_TEXT_SCOPE]]);
  });
  it('names every scope after its part, under markup.underline.link and ending in .uri', () => {
    for (const scope of Object.values(SCOPES)) assert.match(scope, /^markup\.underline\.link(\.[a-z]+(-[a-z]+)*)?\.uri$/);
  });
});

/** `[line, parts]`: tokenized as plain text, each part's texts in order. */
type PartsRow = [string, Partial<Record<keyof typeof SCOPES, string[]>>];

const PARTS: PartsRow[] = [
  ['https://user@exa%41mple.com:8080/a/b?q=1#f', {
    uri: ['https://user@exa%41mple.com:8080/a/b?q=1#f'], scheme: ['https'], colon: [':'], slashes: ['//'],
    userinfo: ['user'], at: ['@'], host: ['exa%41mple.com'], portColon: [':'], port: ['8080'], path: ['/a/b'],
    questionMark: ['?'], query: ['q=1'], hash: ['#'], fragment: ['f'], percent: ['%41'],
  }],
  ['http://example.com/docs/guide.html', { scheme: ['http'], host: ['example.com'], path: ['/docs/guide.html'] }],
  ['redis://user:secret@localhost:6379', { userinfo: ['user:secret'], host: ['localhost'], port: ['6379'] }],
  ['ftp://a@b@ftp.example.org/pub', { userinfo: ['a@b'], host: ['ftp.example.org'], path: ['/pub'] }],
  ['http://[2001:db8::1]:8080/', { host: ['[2001:db8::1]'], port: ['8080'], path: ['/'] }],
  ['file:///etc/hosts', { scheme: ['file'], path: ['/etc/hosts'] }],
  ['HTTP://EXAMPLE.COM/', { scheme: ['HTTP'], host: ['EXAMPLE.COM'], path: ['/'] }],
  ['git+ssh://git@github.com/user/repo.git', { scheme: ['git+ssh'], userinfo: ['git'], host: ['github.com'], path: ['/user/repo.git'] }],
  ['xhttp://example.com', { scheme: ['xhttp'], host: ['example.com'] }],
  ['http://例え.テスト/パス?q=значение', { host: ['例え.テスト'], path: ['/パス'], query: ['q=значение'] }],
  ['http://a/%7Euser/%41?x=%20#%3F', { path: ['/%7Euser/%41'], query: ['x=%20'], fragment: ['%3F'], percent: ['%7E', '%41', '%20', '%3F'] }],
  ['https://www.example.com/search?q=(a))+ok', { path: ['/search'], query: ['q=(a))+ok'] }],
  ['mailto:someone@example.com', { scheme: ['mailto'], path: ['someone@example.com'] }],
  ['urn:isbn:0451450523', { scheme: ['urn'], path: ['isbn:0451450523'] }],
  ['tel:+1-816-555-1212', { scheme: ['tel'], path: ['+1-816-555-1212'] }],
  ['data:,Hello%2C%20World', { scheme: ['data'], path: [',Hello%2C%20World'], percent: ['%2C', '%20'] }],
  ['magnet:?xt=urn:btih:c12fe1c06bba254a9dc9f519b335aa7c1367a88a', { scheme: ['magnet'], query: ['xt=urn:btih:c12fe1c06bba254a9dc9f519b335aa7c1367a88a'] }],
];

describe('syntaxes: the parts of a URI (RFC 3986 §3)', () => {
  for (const [line, expected] of PARTS) {
    it(`${JSON.stringify(line)} → ${JSON.stringify(expected)}`, async () => {
      const [tokens] = await tokenize('text.plain', [line]);
      const parts = partsOf(tokens!);
      for (const [part, texts] of Object.entries(expected)) assert.deepEqual(parts[part as keyof typeof SCOPES], texts, part);
    });
  }
  it('gives a password no scope of its own: the whole userinfo reads alike', async () => {
    const [tokens] = await tokenize('text.plain', ['redis://user:secret@localhost:6379']);
    const userinfo = tokens!.filter((t) => t.scopes.includes(SCOPES.userinfo));
    assert.deepEqual(userinfo.map((t) => [t.text, t.scopes.filter(isUriScope)]), [['user:secret', [SCOPES.uri, SCOPES.userinfo]]]);
  });
});

/** `[line, URIs]`: where URIs start and end in running text (RFC 3986 Appendix C). */
const DELIMITED: [string, string[]][] = [
  ['See http://example.com.', ['http://example.com']],
  ['First http://example.com/a, then http://example.com/b; last http://example.com/c: done', ['http://example.com/a', 'http://example.com/b', 'http://example.com/c']],
  ['Is it http://example.com/?', ['http://example.com/']],
  ['Really http://example.com/?!...', ['http://example.com/']],
  ['(see http://example.com/a)', ['http://example.com/a']],
  ['(https://en.wikipedia.org/wiki/Foo_(bar))', ['https://en.wikipedia.org/wiki/Foo_(bar)']],
  ['See (https://en.wikipedia.org/wiki/Foo_(bar)).', ['https://en.wikipedia.org/wiki/Foo_(bar)']],
  ['[http://example.com/x] {http://example.com/y}', ['http://example.com/x', 'http://example.com/y']],
  ['"http://example.com/a" <http://example.com/b> `http://example.com/c`', ['http://example.com/a', 'http://example.com/b', 'http://example.com/c']],
  ['<URL:http://www.example.com/>', ['http://www.example.com/']],
  ['**http://example.com** _http://example.com/a_b_ ~~http://example.com/c~~', ['http://example.com', 'http://example.com/a_b', 'http://example.com/c']],
  ['...http://example.com', ['http://example.com']],
  ["'see http://example.com/blah' https://en.wikipedia.org/wiki/Ender's_Game", ['http://example.com/blah', "https://en.wikipedia.org/wiki/Ender's_Game"]],
  ['“http://example.com/” «http://example.com/a» See http://example.com—or not.', ['http://example.com/', 'http://example.com/a', 'http://example.com']],
  ['And then http://example.com/a… 见（http://example.com/b），然后', ['http://example.com/a', 'http://example.com/b']],
  ['@see {@link https://nodejs.org/api/events.html#events|EventEmitter}', ['https://nodejs.org/api/events.html#events']],
  ['https://web.archive.org/web/2020/https://example.com/', ['https://web.archive.org/web/2020/https://example.com/']],
  ['http://example.com/a*/ and http://example.com/b\\n', ['http://example.com/a', 'http://example.com/b']],
  ['mailto:a@example.org, urn:ietf:rfc:3986.', ['mailto:a@example.org', 'urn:ietf:rfc:3986']],
];

describe('syntaxes: where a URI ends (RFC 3986 Appendix C)', () => {
  for (const [line, expected] of DELIMITED) {
    it(`${JSON.stringify(line)} → ${JSON.stringify(expected)}`, async () => assert.deepEqual(await urisIn('text.plain', [line]), expected));
  }
});

/** Text a person writes that holds no URI the grammar may colour. */
const NOT_URIS: [string, string][] = [
  ['C:\\dir\\file.txt', 'a drive letter'],
  ['C:/dir/file.txt c://not/a/drive', 'a single letter is never a scheme'],
  ['a:b foo.bar:baz key:value note: this', 'a word before a colon'],
  ['std::vector<int> 12:30:45 ::ffff:192.0.2.1', 'code, times, addresses'],
  ['localhost:8080/path git@github.com:user/repo.git user@host:/path', 'hosts and scp-style remotes'],
  ['Note:/path info: see below mailto: someone mailto:', 'an unregistered name, or nothing after the colon'],
  ['http:// the http:// and https:// prefixes http://# http://.', 'a scheme with nothing after it'],
  ['ht_tp://example.com/y', 'a typo the server reports whole, never half of it'],
  ['https://nodejs.org/dist/${VERSION}/SHASUMS256.txt.asc', 'a template'],
  ['https://api.example.com/{id}/users http://example.com/%s/x https://x/$(date)', 'format strings and a command substitution'],
  ['http://a%zz.com/ https://tc39.es/#sec-%typedarray%', 'a % that is no percent-encoding (maybe a format)'],
  ['"^https://example.com" "https://example\\.com/.*" "https://[-a-z]+"', 'regular expressions'],
];

describe('syntaxes: no URI where the server would find none to colour', () => {
  for (const [line, why] of NOT_URIS) {
    it(`${JSON.stringify(line)}: ${why}`, async () => assert.deepEqual(await urisIn('text.plain', [line]), []));
  }
});

/** `[host scope, lines, URIs, the host scope around each]`. */
type HostRow = [string, string[], string[], string?];

const HOSTS: HostRow[] = [
  ['text.html.markdown', ['See https://example.com/docs_(v2), and **https://x.org/a_b**.'], ['https://example.com/docs_(v2)', 'https://x.org/a_b'], 'meta.paragraph.markdown'],
  ['text.html.markdown', ['# Title https://example.com/h'], ['https://example.com/h'], 'markup.heading.markdown'],
  // Markdown's link rules are single matches that no injection reaches: destinations keep its own link scope.
  ['text.html.markdown', ['[text](https://example.com/a) <https://example.com/b> `https://example.com/c`'], []],
  ['source.ts', ['// see https://example.com/a?b=1#c.'], ['https://example.com/a?b=1#c'], 'comment.line.double-slash.ts'],
  ['source.ts', ["const u = 'https://example.com/a', m = \"mailto:a@example.com\";"], ['https://example.com/a', 'mailto:a@example.com'], 'string.quoted'],
  // Where a host pattern starts with the URI, the host's wins: JSDoc's {@link} underlines its own link.
  ['source.ts', ['/**', ' * {@link https://nodejs.org/api|Node} and http://x.example/y', ' */'], ['http://x.example/y'], 'comment.block.documentation.ts'],
  ['source.ts', ['const t = `https://x.example/${id}`, r = /https:\\/\\/x/, o = { data:value };'], []],
  ['source.python', ['# see https://docs.python.org/3/'], ['https://docs.python.org/3/'], 'comment.line.number-sign.python'],
  ['source.python', ['def f():', '    """Docs at', '    https://example.com/x_(y). See urn:isbn:0451450523"""'], ['https://example.com/x_(y)', 'urn:isbn:0451450523'], 'string.quoted.docstring'],
  ['source.python', ['u = f"https://api.example.com/{id}"; v = "http://example.com/%s" % x'], []],
  ['source.json', ['{"url": "https://example.com/a%20b", "escaped": "http:\\/\\/x.example"}'], ['https://example.com/a%20b'], 'string.quoted.double.json'],
  ['source.yaml', ['home: "https://x.org/a" # https://c.example/'], ['https://x.org/a', 'https://c.example/']],
  // tm-grammars' YAML (the TextMate bundle's) takes a plain scalar's first character in its begin; VS Code's own does not.
  ['source.yaml', ['url: https://example.com/'], []],
  ['source.shell', ['curl -fsSL "https://get.example.com/x.sh" https://bare.example.com/y | sh'], ['https://get.example.com/x.sh', 'https://bare.example.com/y'], 'meta.argument.shell'],
  // The shell grammar's comment is a single match: no injection reaches inside it.
  ['source.shell', ['# see https://example.com/x'], []],
  ['text.html.basic', ['<a href="https://example.com/?a=1&amp;b=2">see https://example.com/x</a><!-- http://c.example/ -->'], ['https://example.com/?a=1&amp;b=2', 'https://example.com/x', 'http://c.example/']],
  ['source.c', ['/* see https://example.com/a*/ printf("https://example.com/%s\\n", p);'], ['https://example.com/a'], 'comment.block.c'],
  ['source.go', ['// Package url: https://pkg.go.dev/net/url.', 'const u = "https://go.dev/"'], ['https://pkg.go.dev/net/url', 'https://go.dev/']],
  ['text.git-commit', ['Fix the parser', '', 'See https://github.com/org/repo/issues/1.'], ['https://github.com/org/repo/issues/1'], 'meta.scope.message.git-commit'],
  ['text.log', ['12:00:00 INFO GET https://api.example.com/v1/users?id=42 200'], ['https://api.example.com/v1/users?id=42']],
];

describe('syntaxes: URIs in the text, comments and strings of host grammars', () => {
  for (const [host, lines, expected, around] of HOSTS) {
    it(`${host}: ${JSON.stringify(lines.join('⏎'))} → ${JSON.stringify(expected)}`, async () => {
      assert.deepEqual(await urisIn(host, lines), expected);
      if (around === undefined) return;
      const uriTokens = (await tokenize(host, lines)).flat().filter((t) => t.scopes.includes(SCOPES.uri));
      for (const t of uriTokens) assert.ok(t.scopes.some((s) => s.startsWith(around)), `${JSON.stringify(t.text)} in ${around}`);
    });
  }
});

/** Snippets whose host constructs start or end right where a URI does. */
const TRICKY: [string, string[]][] = [
  ['source.ts', ["const a = 'https://x.example/a', b = \"https://x.example/b\\\"c\", d = `https://x.example/${e}`; // https://y.example/*/", 'const f = 1;']],
  ['source.ts', ['/* https://x.example/a*/ let g = /https?:\\/\\/x/; /** {@link https://x.example/|x} */', 'let h = 2;']],
  ['source.ts', ["const u = 'https://x.example/a", "const v = 'see:https://x.example/b", 'let w = 3; // https://x.example/c']],
  ['source.python', ["x = 'https://x.example/a'.format(1) + 'https://x.example/it''s'", 'y = """https://x.example/b', 'https://x.example/c"""', 'z = 3']],
  ['source.shell', ['echo "https://x.example/$(date)" \'https://y.example/a\' ${URL:-https://z.example/}', 'ls']],
  ['source.json', ['{"a": "https://x.example/\\"q\\"", "b": "https://x.example/\\u0041", "c": 1}']],
  ['text.html.markdown', ['**https://x.example/a**b _https://x.example/a_ [t](https://x.example/b) <https://x.example/c>', '', '- item https://x.example/d']],
  ['text.html.markdown', ['https://x.example/a starts a paragraph', 'that goes on _see urn:x:a_#b_', '===']],
  ['source.yaml', ['list: [http://x.example/[a, "http://x.example/b"]', 'next: 1']],
  ['text.html.basic', ["<a href='https://x.example/a'>https://x.example/b&gt;</a><script>var s = 'https://x.example/c';</script>", '<p>end</p>']],
  ['source.c', ['/* https://x.example/a*/ int b = 1; // https://x.example/c\\', 'continued https://x.example/d', 'int e;']],
];

describe('syntaxes: the host grammar reads everything outside the URIs as before', () => {
  for (const [host, lines] of TRICKY) {
    it(`${host}: ${JSON.stringify(lines.join('⏎'))}`, async () => {
      const tokens = await tokenize(host, lines);
      assert.ok(tokens.flat().some((t) => t.scopes.includes(SCOPES.uri)), 'the snippet holds a URI');
      const withUris = hostView(tokens, true);
      const before = hostView(await tokenize(host, lines, false), false)
        .map((line, i) => line.map((scopes, j) => (withUris[i]![j] === '(uri)' ? '(uri)' : scopes)));
      assert.deepEqual(withUris, before);
    });
  }
});

/** The finder's language ids, and the host grammar of each. */
const HOST_OF: Record<string, string> = {
  plaintext: 'text.plain', markdown: 'text.html.markdown', html: 'text.html.basic', json: 'source.json', yaml: 'source.yaml',
  javascript: 'source.js', typescript: 'source.ts', python: 'source.python', csharp: 'source.cs', shellscript: 'source.shell',
};

describe('syntaxes: never more than the server finds (fixtures/find)', () => {
  const rows: [string, string][] = [
    ...fixtureBlocks('links.txt').map(([line]): [string, string] => ['plaintext', line!]),
    ...fixtureBlocks('not_links.txt').flat().map((line): [string, string] => ['plaintext', line]),
    ...fixtureBlocks('by_language.txt').filter((b) => b.length >= 3 && b[0]! in HOST_OF).map(([id, line]): [string, string] => [id!, line!]),
  ];
  it(`each of ${rows.length} lines: a coloured URI starts where the finder's does and ends no later`, async () => {
    for (const [languageId, line] of rows) {
      const [tokens] = await tokenize(HOST_OF[languageId]!, [line]);
      const found = findUris(line, { languageId });
      for (const [start, end] of uriSpans(tokens!)) {
        const reference = found.find((f) => f.start === start);
        assert.ok(reference !== undefined && end <= reference.end, `${languageId}: ${JSON.stringify(line.slice(start, end))} in ${JSON.stringify(line)}`);
      }
    }
  });
});
