/**
 * The table of languages' column of test files' names: how each language's
 * test runner names the files it runs (Go's `_test.go`, pytest's `test_*.py`,
 * Jest's `*.test.ts`, JUnit's `*Test.java`, RSpec's `*_spec.rb`…), matched
 * against a file's base name as written (`FooTest.java`, not `footest.java`).
 * A column of its own, keyed by the table's ids (the compiler holds it to
 * them), so that a language's row and its test convention are read together
 * (`testFileName`). A language whose tests live in a folder of their own
 * (Rust's `tests/`, R's `tests/testthat/`) needs none: the folder says so
 * (the server's links/testData.ts).
 */
import { languageOfName } from './detect';
import type { LanguageId } from './table';

/**
 * `.test.` and `.spec.` before the extension (Jest, Vitest, Mocha, Jasmine, Karma), and Deno's `_test.` (its test
 * runner's default pattern names `*_test.ts` and `*.test.ts`).
 */
const JS_TESTS = /(?:\.(?:test|spec)|_test)\.[cm]?[jt]sx?$/;

const TEST_NAMES: Partial<Readonly<Record<LanguageId, RegExp>>> = {
  javascript: JS_TESTS,
  typescript: JS_TESTS,
  javascriptreact: JS_TESTS,
  typescriptreact: JS_TESTS,
  go: /_test\.go$/,
  // pytest's and unittest's names, Django's `tests.py`, pytest's shared fixtures; not `test.py`, a library's test helpers
  // (Scrapy's `scrapy/utils/test.py`).
  python: /^test_.*\.py$|_test\.py$|^tests\.py$|^conftest\.py$/,
  // RSpec's; minitest's `*_test.rb` live in `test/`, and outside it the name is a library's (RDoc's
  // `lib/rdoc/markup/to_test.rb`, Sinatra's `lib/sinatra/test_helpers.rb`).
  ruby: /_spec\.rb$/,
  // A class's name before its suffix: JUnit's own `Test.java` is the annotation, not a test.
  java: /\w(?:Tests?|TestCase|IT)\.java$/,
  kotlin: /\w(?:Tests?|Spec)\.kts?$/,
  scala: /\w(?:Spec|Tests?|Suite)\.scala$/,
  groovy: /\w(?:Spec|Tests?)\.groovy$/,
  csharp: /\wTests?\.cs$/,
  fsharp: /\wTests?\.fsx?$/,
  swift: /\wTests?\.swift$/,
  dart: /_test\.dart$/,
  // PHPUnit's `*Test.php` live in `tests/`; below `src/` the name is a class's (Laravel's `Testing/Attributes/UnitTest.php`).
  elixir: /_test\.exs$/,
  erlang: /_(?:SUITE|tests)\.erl$/,
  haskell: /\w(?:Spec|Test)\.hs$/,
  clojure: /_test\.clj[cs]?$/,
  lua: /_spec\.lua$/,
  // Perl's test scripts are `.t` files (`prove`).
  perl: /\.t$/,
  powershell: /\.Tests\.ps1$/,
  // GoogleTest's and others' names; Cap'n Proto's and KJ's `url-test.c++`.
  c: /[-_](?:unit)?tests?\.c$|^test_.*\.c$/,
  cpp: /(?:[-_](?:unit)?tests?|\wTests?)\.(?:cc|cpp|cxx|c\+\+)$|^test_.*\.(?:cc|cpp|cxx|c\+\+)$/,
};

/** Whether a file's name (a path or a base name) is a test file's by its language's convention. */
export function testFileName(fileName: string): boolean {
  const name = fileName.slice(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1);
  const id = languageOfName(name);
  return id !== undefined && (TEST_NAMES[id]?.test(name) ?? false);
}
