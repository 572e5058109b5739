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
