/**
 * A finding is a claim: a malformed URI is a fact about text the tool has read in the language it is written in. Where
 * the table of languages knows a language's strings only in their basic forms (its `strings`), where it does not know
 * the language at all (an id it has no row for, a file whose extension nothing names), or where a URI runs out of a
 * string into code, the finder is not sure it read a URI: its syntax findings are Information, and a URI that runs
 * into what may be a string's delimiter is cut there. Real lines of the precision corpus, through the command line
 * as its users run it; a language whose strings the table reads fully keeps its verdict.
 */
import * as assert from 'node:assert/strict';
import type { RunReport } from '@uri-lint/server/cli';
import { problemList, removeTempTrees, runCli, tempTree } from './helpers';

/** A file of one case: its name, its text (real lines), and `line:column severity code` of each problem expected. */
interface Case {
  readonly why: string;
  readonly file: string;
  readonly text: string;
  readonly problems: readonly string[];
}

/** luarocks' spec/install_spec.lua: a rockspec written in a Lua long string, a path spliced in with `]] .. x .. [[`. */
const LUAROCKS_SPLICE = [
  '         write_file("test-1.0-1.rockspec", [[',
  '            package = "test"',
  '            version = "1.0-1"',
  '            source = {',
  '               url = "file://]] .. tmpdir:gsub("\\\\", "/") .. [[/test.lua"',
  '            }',
  ''].join('\n');

const CASES: readonly Case[] = [
  {
    why: 'Kotlin (strings: basic; its raw `"""` strings are not read): a test of malformed URLs is Information, an escaped backslash no delimiter',
    // okhttp okhttp/src/jvmTest/kotlin/okhttp3/HttpUrlTest.kt
    file: 'okhttp3/HttpUrlTest.kt',
    text: '    assertThat(parse("http:\\\\\\\\host/path"))\n',
    problems: ['1:28 information backslash-for-slash'],
  },
  {
    why: 'C# (strings: complete) where a verbatim string\'s `""` looks like quotes closing and opening: the URI runs out of what the table reads as its string',
    // newtonsoft-json Src/Newtonsoft.Json.Tests/Serialization/DynamicTests.cs
    file: 'Serialization/DynamicTests.cs',
    text: [
      '      string json = @"{',
      '  ""id_str"": ""40678260320768000"",',
      '  ""source"": ""<a href=\\""http://www.tweetdeck.com\\"" rel=\\""nofollow\\"">TweetDeck</a>"",',
      '}";',
      '',
    ].join('\n'),
    problems: [],
  },
  {
    why: 'JavaScript (strings: complete): a URI that runs out of its string over the closing quote is cut there, and what is left is Information',
    // metro packages/metro/src/DeltaBundler/Serializers/__tests__/baseJSBundle-test.js
    file: '__tests__/baseJSBundle-test.js',
    text: [
      "  expect(bundle.post.slice(0, bundle.post.lastIndexOf('base64'))).toEqual(",
      "    'require(\"foo\");\\n//# sourceMappingURL=data:application/json;charset=utf-8;',",
      '  );',
      '',
    ].join('\n'),
    problems: ['2:49 information data-missing-comma'],
  },
  {
    why: 'a file whose extension nothing names (a release script\'s template): its placeholders are templates, its literal text\'s errors Information',
    // arduinocore-avr extras/package_index.json.PR.template, with a stray "%" of its own text after it
    file: 'extras/package_index.json.PR.template',
    text: [
      '          "category": "Arduino",',
      '          "url": "http://downloads.arduino.cc/PR/a/%%FILENAME%%",',
      '          "x": "http://x.example/a%zz",',
      '',
    ].join('\n'),
    problems: ['3:34 information invalid-percent-encoding'],
  },
  {
    why: 'a file whose extension the table does not name alone (`.scm`, Scheme\'s and others\'): a comment\'s URL is Information',
    // algoxy datastruct/tree/binary-search-tree/src/bstree.scm
    file: 'src/bstree.scm',
    text: ';; sicp http://mitpress.mit.edu/sicp/full-text/book/book-Z-H-16.html#%_sec_2.3.3\n',
    problems: ['1:70 information invalid-percent-encoding'],
  },
  {
    why: 'Nim (strings: basic; its raw and triple-quoted strings are not read): a port test\'s invalid ports are Information',
    // nim-chronos tests/testhttpclient.nim
    file: 'tests/testhttpclient.nim',
    text: [
      '      # HTTP URL invalid port values test',
      '      let',
      '        res1 = getHttpAddress("http://www.google.com:-80")',
      '        res5 = getHttpAddress("https://www.google.com:-443")',
      '',
    ].join('\n'),
    problems: ['3:54 information invalid-port', '4:55 information invalid-port'],
  },
  {
    why: 'Groovy (strings: basic): a password in a URI is still said, at the level its rule gives it',
    // pipeline-examples pipeline-examples/push-git-repo/pushGitRepo.groovy
    file: 'push-git-repo/pushGitRepo.groovy',
    text: [
      "withCredentials([usernamePassword(credentialsId: 'git-pass-credentials-ID', passwordVariable: 'GIT_PASSWORD', usernameVariable: 'GIT_USERNAME')]) {",
      '    sh("git tag -a some_tag -m \'Jenkins\'")',
      "    sh('git push https://${GIT_USERNAME}:${GIT_PASSWORD}@<REPO> --tags')",
      '}',
      '',
    ].join('\n'),
    problems: ['3:42 information placeholder-password'],
  },
  {
    why: 'Lua (strings: complete, long brackets read): the spliced rockspec holds no URI',
    file: 'spec/install_spec.lua',
    text: LUAROCKS_SPLICE,
    problems: [],
  },
  {
    why: 'the same lines in a file whose extension nothing names: `file://]]` is cut at the `]]`, no URI',
    file: 'spec/install_spec.lua.orig',
    text: LUAROCKS_SPLICE,
    problems: [],
  },
];

describe('uri-lint: where the tool cannot tell a string from code, a syntax finding is Information', () => {
  after(removeTempTrees);
  let problems: string[] = [];

  before(() => {
    const dir = tempTree(Object.fromEntries(CASES.map((c) => [c.file, c.text])));
    const run = runCli(['.', '--format', 'json', '--no-links'], dir);
    problems = problemList(JSON.parse(run.stdout) as RunReport);
  });

  for (const c of CASES) {
    it(`${c.file}: ${c.why}`, () => {
      assert.deepEqual(problems.filter((p) => p.startsWith(`${c.file}:`)).map((p) => p.slice(c.file.length + 1)), c.problems);
    });
  }
});
