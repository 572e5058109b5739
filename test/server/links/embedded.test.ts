/**
 * Which source of a folder embeds a markup file of it (links/embedded.ts `goEmbeds`, `rustIncludes`), and which
 * source of a Sphinx project a notebook's link names by its docname (links/nbsphinx.ts `docnameSource`, `projectOf`):
 * the lines as public repositories write them. The whole reading, through the command line, is test/cli/links.test.ts'.
 */
import assert from 'node:assert/strict';
import { docnameSource, goEmbeds, notebookProjectIn, rustIncludes } from '@uri-lint/server/service/internal';

const GO: [name: string, text: string, file: string, expected: string | undefined][] = [
  ["rclone's mount.go", 'package mountlib\n\n// mountHelp is the help text\n//\n//go:embed mount.md\nvar mountHelp string\n', 'mount.md', '//go:embed mount.md'],
  ['several patterns, one quoted', '//go:embed a.md "serve s3.md" b.md\nvar f embed.FS\n', 'serve s3.md', '//go:embed a.md "serve s3.md" b.md'],
  ['a pattern', '//go:embed *.md\nvar docs embed.FS\n', 'serve_s3.md', '//go:embed *.md'],
  ["all: and ./", '//go:embed all:./help.md\nvar help string\n', 'help.md', '//go:embed all:./help.md'],
  ['another file of the folder', '//go:embed other.md\nvar help string\n', 'vfs.md', undefined],
  ['a file of a folder below, of the same name', '//go:embed docs/vfs.md\nvar help string\n', 'vfs.md', undefined],
  ['a pattern of another extension', '//go:embed *.yaml\nvar providers embed.FS\n', 'metadata.md', undefined],
  ['a comment about the directive, not one', '// see go:embed mount.md\nvar help string\n', 'mount.md', undefined],
];

describe('a Go source embedding a file of its folder', () => {
  for (const [name, text, file, expected] of GO) {
    it(`${name}: ${expected ?? 'none'}`, () => {
      assert.equal(goEmbeds(text, file), expected);
    });
  }
  it("Rust's include_str! of a file beside the source, not of one elsewhere", () => {
    assert.equal(rustIncludes('const HELP: &str = include_str!("help.md");\n', 'help.md'), 'include_str!("help.md")');
    assert.equal(rustIncludes('#![doc = include_str!("../README.md")]\n', 'README.md'), undefined);
  });
});

const DOCNAMES: [name: string, link: string, files: string[], suffixes: string[], expected: string | undefined][] = [
  ["vaex's datasets.rst, the notebook", 'datasets.rst', ['datasets.ipynb'], ['.rst', '.ipynb'], 'datasets.ipynb'],
  ["vaex's installing.ipynb, the reStructuredText", 'installing.ipynb', ['installing.rst'], ['.rst', '.ipynb'], 'installing.rst'],
  ['no source of that docname', 'gone.rst', ['datasets.ipynb'], ['.rst', '.ipynb'], undefined],
  ['a suffix the project does not read', 'notes.md', ['notes.ipynb'], ['.rst', '.ipynb'], undefined],
  ['no source suffix', 'data.csv', ['data.ipynb'], ['.rst', '.ipynb'], undefined],
];

describe("a notebook's link to a Sphinx source by its docname", () => {
  for (const [name, link, files, suffixes, expected] of DOCNAMES) {
    it(`${name}: ${expected ?? 'none'}`, () => {
      assert.equal(docnameSource(link, new Map(files.map((f) => [f, 'file'])), suffixes), expected);
    });
  }
  it("reads nbsphinx and the source suffixes from conf.py's assignments", () => {
    assert.deepEqual(notebookProjectIn("extensions = [\n    'sphinx.ext.autodoc',\n    'nbsphinx',\n]\n", 'docs/source/conf.py'),
      { config: 'docs/source/conf.py', nbsphinx: true, suffixes: ['.rst', '.ipynb'] });
    assert.deepEqual(notebookProjectIn("extensions = ['myst_parser']\nsource_suffix = {'.rst': 'restructuredtext', '.md': 'markdown'}\n", 'conf.py'),
      { config: 'conf.py', nbsphinx: false, suffixes: ['.rst', '.md'] });
  });
});
