/**
 * Which file a Doxygen configuration names as a template of its pages (links/generatorTemplates.ts `namingOption`):
 * a Doxyfile's options as public repositories write them, and CMake's `set(DOXYGEN_…)`. The whole reading, through
 * the command line, is test/cli/links.test.ts'.
 */
import assert from 'node:assert/strict';
import { dartdocCategory, namingOption } from '@uri-lint/server/service/internal';

const CASES: [name: string, text: string, cmake: boolean, path: string, expected: string | undefined][] = [
  ['a variable before the path (arrayfire)', 'HTML_HEADER            = ${DOCS_DIR}/header.htm\n', false, 'docs/header.htm', 'HTML_HEADER'],
  ["CMake's @VAR@ (yyjson's Doxyfile.in)", 'HTML_FOOTER = @CMAKE_CURRENT_SOURCE_DIR@/doc/doxygen/theme/yyjson-footer.html\n', false, 'lib/yyjson/doc/doxygen/theme/yyjson-footer.html', 'HTML_FOOTER'],
  ['a path from the folder doxygen runs in', 'LAYOUT_FILE = DOCS/DoxygenLayout.xml\n', false, 'lapack/DOCS/DoxygenLayout.xml', 'LAYOUT_FILE'],
  ['a quoted path, and one climbing from a build folder', 'HTML_STYLESHEET = "../style/doxygen.css"\n', false, 'style/doxygen.css', 'HTML_STYLESHEET'],
  ['a list over lines ended by a backslash, added to', 'HTML_STYLESHEET = a.css \\\n    b/custom.css\nHTML_HEADER += x.html\n', false, 'docs/b/custom.css', 'HTML_STYLESHEET'],
  ['another file of the same name in another folder: its path names folders', 'HTML_HEADER = theme/header.html\n', false, 'other/header.html', undefined],
  ['an empty option, a comment', 'HTML_HEADER =\n# HTML_FOOTER = footer.html\n', false, 'footer.html', undefined],
  ['an extra style sheet, copied into the output folder', 'HTML_EXTRA_STYLESHEET  = ${DOCS_DIR}/arrayfire.css \\\n                         ${DOCS_DIR}/doxygen-awesome.css\n', false, 'docs/doxygen-awesome.css', 'HTML_EXTRA_STYLESHEET'],
  ['another option naming the file', 'HTML_EXTRA_FILES = header.html\n', false, 'header.html', undefined],
  ["CMake's set() for doxygen_add_docs", 'set(DOXYGEN_HTML_HEADER "${CMAKE_SOURCE_DIR}/external/doxygen/header.html")\n', true, 'external/doxygen/header.html', 'HTML_HEADER'],
  ['CMake over lines, with CACHE', 'set(DOXYGEN_HTML_HEADER\n    ${PROJECT_SOURCE_DIR}/web/header/index.html\n    CACHE INTERNAL "")\n', true, 'web/header/index.html', 'HTML_HEADER'],
  ['CMake commented out', '# set(DOXYGEN_HTML_HEADER ${CMAKE_SOURCE_DIR}/docs/header.html)\n', true, 'docs/header.html', undefined],
  ["a Doxyfile's line in a CMake list is no option there", 'HTML_HEADER = header.html\n', true, 'header.html', undefined],
];

describe('a Doxygen configuration naming a template of its pages', () => {
  for (const [name, text, cmake, path, expected] of CASES) {
    it(`${name}: ${expected ?? 'none'}`, () => {
      assert.equal(namingOption(text, { cmake }, path.split('/')), expected);
    });
  }
});

/** dartdoc's configuration and the file's path below its folder, and the category whose page it is made into. */
const DARTDOC: [name: string, text: string, path: string, expected: string | undefined][] = [
  ["dart-sass' categories", 'dartdoc:\n  categories:\n    Compile:\n      markdown: doc/compile.md\n    Importer:\n      markdown: doc/importer.md\n', 'doc/importer.md', 'Importer'],
  ['a display name beside it, a path written from ./', 'dartdoc:\n  categories:\n    AST:\n      markdown: ./doc/ast.md\n      name: Abstract Syntax Tree\n', 'doc/ast.md', 'AST'],
  ['another file of the folder', 'dartdoc:\n  categories:\n    AST:\n      markdown: doc/ast.md\n', 'doc/value.md', undefined],
  ['the same name in another folder', 'dartdoc:\n  categories:\n    AST:\n      markdown: doc/ast.md\n', 'pkg/doc/ast.md', undefined],
  ['categories with no markdown (categoryOrder only)', 'dartdoc:\n  categoryOrder: [AST]\n  categories:\n    AST:\n      name: Syntax\n', 'doc/ast.md', undefined],
];

describe("a dartdoc configuration naming a category's Markdown", () => {
  for (const [name, text, path, expected] of DARTDOC) {
    it(`${name}: ${expected ?? 'none'}`, () => {
      assert.equal(dartdocCategory(text, path.split('/')), expected);
    });
  }
});
