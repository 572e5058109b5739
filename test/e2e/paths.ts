// Where the harness finds things. Compiled to out/test/e2e/, so the
// repository root is three folders up from here at run time.
import * as path from 'path';

export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
/** The compiled e2e tree (this file's folder at run time). */
export const E2E_OUT = __dirname;
/** The in-host suite's entry, loaded by the extension host as `extensionTestsPath`. */
export const HOST_ENTRY = path.join(E2E_OUT, 'host', 'index.js');
export const FIXTURES = path.join(REPO_ROOT, 'test', 'e2e', 'fixtures');
export const DEMO = path.join(REPO_ROOT, 'demo');
export const RESULTS_DIR = path.join(REPO_ROOT, 'out', 'e2e');
export const SCREENSHOTS = path.join(RESULTS_DIR, 'screenshots');
/** The extension under test, as its .vsix is named and VS Code knows it. */
export const EXTENSION_ID = 'uri-lint.uri-lint';
