/**
 * Test files: the one definition of which files are a project's tests and their data, for every rule that says less
 * of them. A file below a folder of tests, fixtures or snapshots (`tests/`, `spec/`, `__snapshots__/`,
 * `testdata/`, `test cases/`), a fuzzer's input (a corpus, seeds, crashes: `isFuzzInput`), a test environment's dotenv file
 * (`.env.test`), or named as its language names tests (the table of languages' `testFileName`: `*_test.go`,
 * `test_*.py`, `*.test.ts`, `*Test.java`, `*_spec.rb`…). What such a file holds is a test's input: a URL parser's
 * tests write malformed URIs and test credentials on purpose, a formatter's sample pages name `./1.jpg` to see how
 * an `<img>` is printed. So what would be an error or a warning there is information, its message saying why (the
 * reference rules' `TEST_FILE_NOTE`, the links' `TEST_INPUT_NOTE`), unless `uriLint.testFiles` is `check`. What a
 * folder's README says is documentation, and stays judged.
 */
import { languageById, languageOfName, testFileName } from '@uri-lint/shared';
import type { Settings } from '../../contract/settings';
import type { DocumentContext } from '../context';
import { folderAndDirs } from './target';
import type { TargetScope } from './target';
import { documentPlace } from './site';

/**
 * The folders of tests, test data, fixtures and snapshots (`tests/sample_data/`, `docs/_tests/`, `__snapshots__/`), and
 * of test cases, however the words are joined: meson's `test cases/frameworks/10 gtk-doc/`, whose projects are its
 * test suite's inputs (a gtk-doc manual including the `xml/foo.xml` its build would write), `test-cases/`, `testcases/`.
 */
const TEST_DATA_FOLDER = /^(?:_*tests?_*|spec|specs|_*fixtures?_*|test[-_]?data|sample[-_]?data|_*snapshots?_*|test[-_ ]?cases)$/i;

/**
 * `spec/` is RSpec's and Jasmine's folder of tests, and also where a project keeps its specification: a page a
 * renderer publishes (Markdown, AsciiDoc, HTML…) there is the specification's text, judged as any document is.
 */
const SPEC_FOLDER = /^specs?$/i;

/** Gradle's and Kotlin Multiplatform's test source sets (`src/jvmTest/`, `src/androidTest/`, `src/integrationTest/`). */
const TEST_SOURCE_SET = /^[a-z][A-Za-z]*Test$/;

/**
 * A fuzzer's folder, by a word of its name: `fuzz/` (cargo-fuzz's, OSS-Fuzz's), `fuzzing/`, `fuzzers/`,
 * `Jellyfin.Api.Fuzz/`, `webrtc-fuzzer-corpora/`, `oss-fuzz/`, `libfuzzer/`, AFL's and honggfuzz's own names; not
 * `fuzzy/` (a fuzzy search's sources).
 */
const FUZZ_FOLDER = /^(?:.*[-_.])?(?:fuzz|fuzzing|fuzzers?|fuzz[-_]?targets?|oss-?fuzz|libfuzzer|afl(?:\+\+|pp|plusplus)?|honggfuzz|jazzer|atheris)(?:[-_.].*)?$/i;
/**
 * The inputs a fuzzer reads and writes, below a fuzzer's folder: its corpus (`corpus/`, `corpora/`, `new-corpus/`,
 * `corpus_http1/`; not a program that writes one, `corpus_gen/`), seeds, AFL's `queue/`, `crashes/` and `hangs/`, go-fuzz's `crashers/`, libFuzzer's and cargo-fuzz's
 * `artifacts/`, test cases kept as regressions.
 */
const FUZZ_DATA = /^(?:(?:.*[-_.])?corp(?:us|ora)(?:[-_.](?!gen|tool|script|build|src)\w.*)?|seeds?|queue|crash(?:es|ers)?|hangs|in|inputs?|test[-_]?cases|artifacts|regressions?|reproducers?)$/i;
/** A seed corpus (OSS-Fuzz's `<fuzzer>_seed_corpus`) is a fuzzer's wherever it lies. */
const SEED_CORPUS = /seed[-_]?corp(?:us|ora)/i;
/** A corpus folder (`corpus/`, honggfuzz's `corpus_http1/`; not a program's, `corpus_gen/`), whose files a fuzzer names by their hash. */
const CORPUS_FOLDER = /^(?:.*[-_.])?corp(?:us|ora)(?:[-_.](?!gen|tool|script|build|src)\w.*)?$/i;
/** A file named by its content's hash, as libFuzzer (SHA-1) and honggfuzz (`<md5>.<size>.honggfuzz.cov`) name their corpus entries. */
const HASH_NAME = /^[0-9a-f]{32}(?:[0-9a-f]{8}|[0-9a-f]{32})?(?:\.[\w.-]+)?$/i;
/**
 * What a fuzzer writes, by its name wherever it lies: honggfuzz's corpus entries, libFuzzer's artifacts
 * (`crash-<sha1>`, `leak-`, `timeout-`, `oom-`, `slow-unit-`), ClusterFuzz's test cases, AFL's queue entries
 * (`id:000042,src:000001,op:havoc`, `id_000042…` where `:` cannot be written).
 */
const FUZZER_NAME = /^(?:[0-9a-f]{32}\.[0-9a-f]{8}\.honggfuzz\.cov|(?:crash|leak|timeout|oom|slow-unit|minimized-from)-[0-9a-f]{40}|clusterfuzz-testcase(?:-minimized)?-[\w.-]+|id[:_]\d{6}[,_].*)$/i;

/**
 * A fuzzer's dictionary (libFuzzer's and AFL's `-dict=`, OSS-Fuzz's `<fuzzer>.dict`): tokens a fuzzer splices into its
 * inputs, malformed on purpose (shim's `data/fuzz-tftpboot-dict.txt`: `"tftp://["`). By a name with `dict` and a fuzzer's
 * word (`fuzz-tftpboot-dict.txt`), or below a fuzzer's folder or a folder of dictionaries (`fuzz/date-dict.txt`,
 * `tests/fuzzer/monster_fuzzer.dict`, AFL++'s `dictionaries/tiff.dict`); a `.dict` elsewhere may be anything's.
 */
const DICT_NAME = /(?:^|[-_.])dict(?:ionary)?(?:[-_.]|$)/i;
const FUZZ_WORD = /(?:^|[-_.])fuzz(?:ing|ers?)?(?:[-_.]|$)/i;
const DICTIONARIES = /^dict(?:ionarie)?s$/i;

/**
 * Whether a file is a fuzzer's input (its folders below the workspace folder, `dirs`, and its name): a test's input
 * as much as a test's fixture is, mutated on purpose (honggfuzz's examples/apache-httpd/corpus_http1/*.honggfuzz.cov,
 * HTTP requests whose bytes were changed at random); a fuzzer's own code (`fuzz/fuzz_targets/*.rs`) is not.
 */
export function isFuzzInput(dirs: readonly string[], name: string): boolean {
  if (FUZZER_NAME.test(name)) return true;
  const dictionary = DICT_NAME.test(name);
  if (dictionary && FUZZ_WORD.test(name)) return true;
  // Whether a folder above the one at hand is a fuzzer's: worked out once on the way down, not per folder.
  let belowFuzzer = false;
  for (const dir of dirs) {
    if (SEED_CORPUS.test(dir)) return true;
    const fuzzer = FUZZ_FOLDER.test(dir);
    if (CORPUS_FOLDER.test(dir) && (fuzzer || HASH_NAME.test(name))) return true;
    if (belowFuzzer && FUZZ_DATA.test(dir)) return true;
    belowFuzzer ||= fuzzer;
  }
  return dictionary && (belowFuzzer || (dirs.length > 0 && DICTIONARIES.test(dirs[dirs.length - 1]!)));
}

/**
 * A dotenv file of a test environment, by the name the tools that load one give it: `.env.test` (Next.js, Vite's
 * `--mode test`, dotenv-flow), `.env.testing` (Laravel), with its `.local` override. Its values are a test run's
 * (crewAI's `.env.test`: `SINGLESTOREDB_URL=mysql://fake:fake@localhost:3306/fake`), not a deployment's secrets.
 */
const DOTENV_TEST = /^\.env\.test(?:ing)?(?:\.local)?$/i;

/** A document that explains a folder rather than being an input in it. */
const EXPLAINS = /^(?:readme|contributing|index\.rst$)/i;

export { TEST_FILE_NOTE, TEST_INPUT_NOTE } from '../../contract/testFiles';

/**
 * Whether a file is a test file, from its folders below its workspace folder (`dirs`) and its name: below a folder
 * of tests or test data, or named as its language names tests; never a README.
 */
export function isTestFile(dirs: readonly string[], name: string): boolean {
  if (EXPLAINS.test(name)) return false;
  if (testFileName(name) || DOTENV_TEST.test(name) || dirs.some((dir) => TEST_SOURCE_SET.test(dir)) || isFuzzInput(dirs, name)) return true;
  if (!dirs.some((dir) => TEST_DATA_FOLDER.test(dir))) return false;
  // Below a folder of tests proper, or only below spec/ and not a published page.
  return dirs.some((dir) => TEST_DATA_FOLDER.test(dir) && !SPEC_FOLDER.test(dir)) || !renderedPage(name);
}

/** Whether a file's name makes it a page a renderer publishes (Markdown, AsciiDoc, reStructuredText, HTML…). */
function renderedPage(name: string): boolean {
  const language = languageOfName(name);
  return language !== undefined && languageById(language).rendered === true;
}

/** Whether the settings say less of test files (`uriLint.testFiles` at its default). */
export function testFilesSaidLess(settings: Settings): boolean {
  return settings.testFiles !== 'check';
}

/**
 * Whether a document is a test file whose findings the settings say less of: by its folders below its workspace
 * folder, or by its name alone when it lies in none (an untitled document, a file given outside the workspace). The
 * rules ask it of their context (rules/types.ts `ReferenceContext.testFile`, worked out once per document by
 * features/facts.ts), and what it does to a finding is said once (rules/context.ts `inTestFile`).
 */
export function isTestDocument({ document, settings, files }: DocumentContext): boolean {
  if (!testFilesSaidLess(settings)) return false;
  const folders = files?.workspace.folders() ?? [];
  const place = files !== undefined && folders.length > 0 ? folderAndDirs(document.uri, folders, files.caches) : undefined;
  return isTestFile(place?.dirs ?? [], nameOf(document.uri));
}

/** Whether the scope's document lies below a folder of test data (a page saved there), and the settings say less of it. */
export function inTestDataFolder(scope: TargetScope): boolean {
  if (!testFilesSaidLess(scope.settings)) return false;
  const place = documentPlace(scope);
  return place !== undefined && place.dirs.some((dir) => TEST_DATA_FOLDER.test(dir));
}

/** The decoded base name of a document's URI. */
export function nameOf(uri: string): string {
  const path = uri.replace(/[?#].*$/, '');
  const name = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

