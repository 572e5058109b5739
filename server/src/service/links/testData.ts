/**
 * Test files: the one definition of which files are a project's tests and their data, for every rule that says less
 * of them. A file below a folder of tests, fixtures or snapshots (`tests/`, `spec/`, `__snapshots__/`,
 * `testdata/`), or named as its language names tests (the table of languages' `testFileName`: `*_test.go`,
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

/** The folders of tests, test data, fixtures and snapshots (`tests/sample_data/`, `docs/_tests/`, `__snapshots__/`). */
const TEST_DATA_FOLDER = /^(?:_*tests?_*|spec|specs|_*fixtures?_*|test[-_]?data|sample[-_]?data|_*snapshots?_*)$/i;

/**
 * `spec/` is RSpec's and Jasmine's folder of tests, and also where a project keeps its specification: a page a
 * renderer publishes (Markdown, AsciiDoc, HTML…) there is the specification's text, judged as any document is.
 */
const SPEC_FOLDER = /^specs?$/i;

/** Gradle's and Kotlin Multiplatform's test source sets (`src/jvmTest/`, `src/androidTest/`, `src/integrationTest/`). */
const TEST_SOURCE_SET = /^[a-z][A-Za-z]*Test$/;

/** A document that explains a folder rather than being an input in it. */
const EXPLAINS = /^(?:readme|contributing|index\.rst$)/i;

export { TEST_FILE_NOTE, TEST_INPUT_NOTE } from '../../contract/testFiles';

/**
 * Whether a file is a test file, from its folders below its workspace folder (`dirs`) and its name: below a folder
 * of tests or test data, or named as its language names tests; never a README.
 */
export function isTestFile(dirs: readonly string[], name: string): boolean {
  if (EXPLAINS.test(name)) return false;
  if (testFileName(name) || dirs.some((dir) => TEST_SOURCE_SET.test(dir))) return true;
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

