/**
 * Test files hold URIs malformed on purpose (a URL library's tests: `https://example.com:abc/`, test credentials):
 * there, what would be an error or a warning is information, its message saying why, and one line before the
 * summary says how many were kept so; the same URIs elsewhere keep their levels. `--check-test-files` and
 * `"testFiles": "check"` judge test files as any file. Which files are tests: a table of real names from public
 * repositories.
 */
import assert from 'node:assert/strict';
import { removeTempTrees, runCli, runJson, tempTree } from './helpers';

/** An invalid port (an error) and a password (a warning), in a string of code. */
const CODE = 'u = "https://example.com:abc/"\np = "http://hello:world@localhost/"\n';
/** The same in JSON and in Markdown. */
const JSON_TEXT = '{"u": "https://example.com:abc/", "p": "http://hello:world@localhost/"}\n';
const MARKDOWN = 'See <https://example.com:abc/> and <http://hello:world@localhost/>.\n';

function textOf(name: string): string {
  return name.endsWith('.json') ? JSON_TEXT : name.endsWith('.md') ? MARKDOWN : CODE;
}

/** A file's path, as its repository has it, and whether it is a test file. */
const NAMES: [string, boolean][] = [
  // Below a folder of tests, test data or fixtures.
  ['tests/models/test_url.py', true], // encode/httpx
  ['tests/models/whatwg.json', true], // encode/httpx
  ['test/redirects.ts', true], // sindresorhus/got
  ['tests/test1275.pl', true], // curl/curl
  ['doc/en/example/fixtures/test_fixtures_order_autouse.py', true], // pytest-dev/pytest
  ['packages/metro-symbolicate/src/__tests__/SourceMetadataMapConsumer-test.js', true], // facebook/metro
  ['src/test/java/org/apache/commons/lang3/BooleanUtilsTest.java', true], // apache/commons-lang
  ['spec/libraries/package_helpers_spec.rb', true], // sous-chefs/apache2
  // A Gradle or Kotlin Multiplatform test source set.
  ['okhttp/src/jvmTest/kotlin/okhttp3/FormBodyTest.kt', true], // square/okhttp
  // Named as its language names tests.
  ['githubapi_test.go', true], // gin-gonic/gin
  ['modules/caddyhttp/autohttps_test.go', true], // caddyserver/caddy
  ['Src/Newtonsoft.Json.Tests/Documentation/SerializationTests.cs', true], // JamesNK/Newtonsoft.Json
  ['src/app/features/profile/services/profile.service.spec.ts', true], // gothinkster/angular-realworld-example-app
  ['packages/nextra/src/client/__tests__/remove-links.test.tsx', true], // shuding/nextra
  ['packages/fresh/src/middlewares/csp_test.tsx', true], // denoland/fresh (Deno's test runner's names)
  ['examples/internal/browser/echo_service.spec.js', true], // grpc-ecosystem/grpc-gateway
  ['conftest.py', true], // scrapy/scrapy
  ['t/mojo/transactor.t', true], // mojolicious/mojo
  ['c++/src/kj/compat/url-test.c++', true], // capnproto/capnproto
  ['src/url-test.c', true],
  // A folder of test cases, however its words are joined.
  ['test cases/python/1 basic/prog.py', true], // mesonbuild/meson
  ['tests/test-cases/redirect.json', true],
  ['testcases/url/parse.py', true],
  ['test_cases/url.json', true],
  // A test environment's dotenv file, by the names its loaders give it; the other environments' are deployments'.
  ['.env.test', true], // crewAIInc/crewAI
  ['.env.testing', true], // Laravel's
  ['.env.test.local', true], // dotenv-flow's and Next.js' local override
  ['.env', false],
  ['.env.local', false],
  ['.env.production', false],
  ['.env.example', false],
  // A fuzzer's inputs: its corpus, seeds, queue and crashes, by their folders below a fuzzer's or by their names.
  ['examples/apache-httpd/corpus_http1/45aa9d9d616e14e1122ef20f4b96c712.00000056.honggfuzz.cov', true], // google/honggfuzz
  ['examples/bind/corpus/0a3b5c7d9e1f20304050607080900a0b.000001a2.honggfuzz.cov', true], // google/honggfuzz
  ['fuzz/corpus/fuzz_url/5ba93c9db0cff93f52b521d7420e43f6eda2784f', true], // rust-fuzz/cargo-fuzz's layout
  ['fuzz/artifacts/fuzz_url/crash-da39a3ee5e6b4b0d3255bfef95601890afd80709', true], // rust-fuzz/cargo-fuzz's layout
  ['fuzz/json_fuzzer_seed_corpus/07e9b8bd1ba1f3a4d5d0e1c2b3a4958675645342', true], // qpdf/qpdf
  ['crates/filter-parser/fuzz/fuzz/corpus/parse/0', true], // meilisearch/meilisearch
  ['fuzz/Jellyfin.Api.Fuzz/Testcases/UrlDecodeQueryFeature/test1.txt', true], // jellyfin/jellyfin
  ['worker/deps/webrtc-fuzzer-corpora/corpora/sdp-corpus/0001.sdp', true], // versatica/mediasoup
  ['findings/default/queue/id:000042,src:000001,time:1200,execs:9001,op:havoc,rep:4', true], // AFL++'s output
  ['test/ossfuzz/cases/clusterfuzz-testcase-minimized-parse_fuzzer-5634891234', true], // duckdb/duckdb's layout
  // A fuzzer's dictionary of tokens, by its name or below a fuzzer's folder or a folder of dictionaries.
  ['data/fuzz-tftpboot-dict.txt', true], // rhboot/shim
  ['fuzz/date-dict.txt', true], // neomutt/neomutt
  ['tests/fuzzer/monster_fuzzer.dict', true], // google/flatbuffers
  ['dictionaries/tiff.dict', true], // AFL++
  // …not a fuzzer's own code, nor a folder that only shares a name with a corpus, nor a dictionary of anything else.
  ['data/english-dict.txt', false],
  ['src/dict.c', false],
  ['fuzz/fuzz_targets/fuzz_url.rs', false], // rust-fuzz/cargo-fuzz's layout
  ['util/fuzzing/corpus_gen/main.go', false], // prometheus/prometheus
  ['core/services/routing/corpus/manager.go', false], // mudler/LocalAI
  ['db/seeds/users.rb', false], // a Rails application's seeds
  // Not tests: a library's code and documentation, whatever its name says of tests.
  ['httpx/_urls.py', false], // encode/httpx
  ['source/core/options.ts', false], // sindresorhus/got
  ['scrapy/utils/test.py', false], // scrapy/scrapy
  ['src/_pytest/unittest.py', false], // pytest-dev/pytest
  ['test_helpers.go', false], // gin-gonic/gin
  ['lib/rdoc/markup/to_test.rb', false], // ruby/rdoc
  ['lib/sinatra/test_helpers.rb', false], // sinatra/sinatra
  // A specification's pages in its spec/ folder are documents, not tests; RSpec's files there are tests.
  ['spec/GraphQL.md', false], // the layout of a specification's repository (graphql/graphql-spec's is spec/*.md)
  ['spec/section-1.adoc', false],
  ['spec/fixtures/page.md', true],
  ['src/Illuminate/Foundation/Testing/Attributes/UnitTest.php', false], // laravel/framework
  ['docs/runtests.md', false], // curl/curl
  ['docs/helper-plugin-test-runner.md', false], // babel/website
  // A test folder's README is documentation, and stays judged.
  ['tests/README.md', false],
];

describe('uri-lint: test files', () => {
  after(removeTempTrees);

  it('reports a test file\'s errors and warnings as information, saying why; the same URIs elsewhere keep their levels', () => {
    const run = runJson([], tempTree(Object.fromEntries(NAMES.map(([name]) => [name, textOf(name)]))));
    const byPath = new Map(run.report.files.map((f) => [f.path, f]));
    for (const [name, test] of NAMES) {
      const problems = byPath.get(name)!.problems;
      assert.deepEqual(problems.map((p) => p.code).sort(), ['invalid-port', 'password-in-userinfo'], name);
      assert.deepEqual(problems.map((p) => p.severity).sort(), test ? ['information', 'information'] : ['error', 'warning'], name);
      for (const p of problems) {
        assert.equal(p.message.endsWith("(In a test file: a test's inputs are malformed on purpose.)"), test, `${name}: ${p.message}`);
        assert.ok(!p.message.includes('world'), 'no password in a message');
      }
    }
  });

  it('exits 0 over test files alone, 1 when a file that is not a test holds the same URIs; the summary says how many were kept', () => {
    const tests = { 'tests/test_url.py': CODE, 'src/url_test.go': CODE, 'tests/fixtures/urls.json': JSON_TEXT };
    const quiet = runCli([], tempTree(tests));
    assert.equal(quiet.status, 0, quiet.stdout);
    const lines = quiet.stdout.trim().split('\n');
    assert.equal(lines.at(-2), 'ℹ 6 findings kept at information in 3 test files (below test, spec or fixtures folders, a fuzzer\'s inputs, or named as tests): '
      + 'a test\'s inputs are malformed on purpose; uriLint.testFiles "check" (or --check-test-files) judges them as any file.');
    assert.match(lines.at(-1)!, /^✖ 6 problems \(0 errors, 0 warnings, 6 info\) in 3 files checked/);
    const loud = runCli([], tempTree({ ...tests, 'src/url.py': CODE }));
    assert.equal(loud.status, 1);
    assert.match(loud.stdout, /ℹ 6 findings kept at information in 3 test files /);
    assert.match(loud.stdout.trim().split('\n').at(-1)!, /^✖ 8 problems \(1 error, 1 warning, 6 info\)/);
    assert.ok(!loud.stdout.includes('world'), 'no password in the output');
  });

  it('says the line once with the sums when shards\' reports are merged', () => {
    const dir = tempTree({ 'tests/test_a.py': CODE, 'tests/test_b.py': CODE, 'tests/test_c.py': CODE, 'tests/test_d.py': CODE });
    for (const shard of ['1/2', '2/2']) assert.equal(runCli(['tests', '--shard', shard, '--format', 'json', '-o', `report-${shard[0]}.json`], dir).status, 0);
    const merged = runJson(['merge-reports', 'report-1.json', 'report-2.json'], dir).report;
    assert.deepEqual(merged.notices?.map((n) => n.replace(/ \(below.*/, '')), ['8 findings kept at information in 4 test files']);
  });

  it('names no test files when none had a finding kept', () => {
    const run = runJson([], tempTree({ 'tests/test_ok.py': 'u = "https://example.com/"\n', 'src/url.py': CODE }));
    assert.equal(run.status, 1);
    assert.equal(run.report.notices, undefined);
  });

  it('judges test files as any file with --check-test-files, and with "testFiles": "check"', () => {
    const tree = { 'tests/test_url.py': CODE, 'src/url_test.go': CODE };
    const flag = runJson(['--check-test-files'], tempTree(tree));
    assert.equal(flag.status, 1);
    assert.equal(flag.report.errorCount, 2);
    assert.equal(flag.report.notices, undefined);
    const configured = runJson([], tempTree({ ...tree, '.urilintrc.json': '{ "testFiles": "check" }' }));
    assert.equal(configured.status, 1);
    assert.equal(configured.report.warningCount, 2);
    const bad = runCli([], tempTree({ ...tree, '.urilintrc.json': '{ "testFiles": "off" }' }));
    assert.equal(bad.status, 2, 'a value the setting does not take is a bad configuration');
  });

  it('keeps a link of a test file to a missing file at information, and judges it with "check"', () => {
    const tree = { 'tests/fixtures/page.md': '[gone](missing.md)\n', 'docs/page.md': '[gone](missing.md)\n' };
    const said = runJson([], tempTree(tree));
    const level = (report: typeof said.report, path: string) => report.files.find((f) => f.path === path)!.problems.map((p) => `${p.code} ${p.severity}`);
    assert.deepEqual(level(said.report, 'tests/fixtures/page.md'), ['link-missing-file information']);
    assert.deepEqual(level(said.report, 'docs/page.md'), ['link-missing-file warning']);
    const checked = runJson(['--check-test-files'], tempTree(tree));
    assert.deepEqual(level(checked.report, 'tests/fixtures/page.md'), ['link-missing-file warning']);
  });
});
