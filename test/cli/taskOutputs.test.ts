/**
 * A file the repository's own task files name as what a command writes is
 * generated, left out by default as a file `linguist-generated` marks is: a
 * justfile's or Makefile's recipe, package.json's scripts, tox's and nox's
 * commands, typedoc's and Doxygen's configuration (config/taskOutputs.ts).
 * Each row is a repository's shape, from real task files, with what each of
 * its files is left out as ('' = checked).
 */
import assert from 'node:assert/strict';
import { removeTempTrees, runJson, tempTree } from './helpers';

/** A line with an error in any language: a space in a host. */
const BAD = 'see <http://exa mple.com/>\n';

/** pretalx's justfile: `run` works in src/, and api-docs writes the schema through it (`../doc/api/schema.yml`). */
const PRETALX_JUSTFILE = `set shell := ["bash", "-euo", "pipefail", "-c"]

python := "uv run python"

# Run the development server or other commands, e.g. \`just run makemigrations\`
[group('development')]
[positional-arguments]
[working-directory("src")]
run *args:
    @if [ "$#" -eq 0 ]; then exec just devserver; fi; {{ python }} manage.py "$@"

# Build documentation (use \`just docs-build dirhtml\` for production)
[group('documentation')]
docs-build format="html" *args:
    just sphinx -b {{ format }} -d _build/doctrees . _build/{{ format }} -j auto -a -q -W {{ args }}

# Update the API documentation
[group('documentation')]
api-docs:
    just run spectacular --color --file ../doc/api/schema.yml
`;

/** fhir-client-js's typedoc.js: \`out\`, and options commented out that name other folders. */
const FHIR_TYPEDOC = `module.exports = {
    entryPoints: [ "./src" ],
    // Specifies the location the documentation should be written to.
    out: "docs/typedoc",
    readme: "../README.md",
    // theme: "docs/typedoc-theme"
    // customCss: "docs/typedoc-theme/assets/css/main.css"
};
`;

/** Files, and what each is left out as. */
const CASES: { name: string; files: Record<string, string>; expected: Record<string, string> }[] = [
  {
    name: "a justfile recipe's output, from the folder of the recipe it runs",
    files: { 'justfile': PRETALX_JUSTFILE, 'doc/api/schema.yml': `url: ${BAD}`, 'doc/api/index.md': BAD, 'src/schema.yml': `url: ${BAD}` },
    expected: { 'doc/api/schema.yml': 'generated: written by `just api-docs` (justfile)', 'doc/api/index.md': '', 'src/schema.yml': '' },
  },
  {
    name: "typedoc's out folder, not the folders its comments name",
    files: { 'typedoc.js': FHIR_TYPEDOC, 'docs/typedoc/assets/style.css': `a { b: url("${BAD.trim()}") }\n`, 'docs/typedoc-theme/main.css': `a { b: url("${BAD.trim()}") }\n`, 'docs/api.md': BAD },
    expected: { 'docs/typedoc/assets/style.css': 'generated: written by typedoc (typedoc.js)', 'docs/typedoc-theme/main.css': '', 'docs/api.md': '', 'typedoc.js': '' },
  },
  {
    name: "a Makefile rule's target written through $@, and a redirect",
    files: {
      'Makefile': 'OUT := build\n\ndocs/cli.md: src/cli.py\n\tpython src/cli.py --help > $@\n\nhelp:\n\t@./scripts/help.sh 2>/dev/null > docs/help.txt\n',
      'docs/cli.md': BAD, 'docs/help.txt': BAD, 'src/cli.py': `# ${BAD}`,
    },
    expected: { 'docs/cli.md': 'generated: written by `make docs/cli.md` (Makefile)', 'docs/help.txt': 'generated: written by `make help` (Makefile)', 'src/cli.py': '' },
  },
  {
    name: 'a file the command reads too, one it appends to, one behind a variable: the project\'s own',
    files: {
      'Makefile': 'tidy:\n\tsort -o words.txt words.txt\n\tcat notes/header.md >> CHANGELOG.md\n\tpandoc -o $(OUT)/guide.html README.md\n\tgrep -o "http[^ ]*" README.md > /dev/null\n',
      'words.txt': BAD, 'CHANGELOG.md': BAD, 'README.md': BAD, 'guide.html': `<a href="${BAD.trim()}">x</a>\n`,
    },
    expected: { 'words.txt': '', 'CHANGELOG.md': '', 'README.md': '', 'guide.html': '' },
  },
  {
    name: "package.json's scripts: an output option, a temporary file moved back, a compiler's folder",
    files: {
      'package.json': JSON.stringify({ scripts: {
        'docs:api': 'redoc-cli bundle openapi.yaml -o docs/api.html',
        'toc': 'node scripts/toc.js README.md > README.md.tmp && mv README.md.tmp README.md',
        'build': 'tsc --outDir lib',
        // formbricks: the codemod fills a block of a page the team writes.
        'agents:update': 'npx @next/codemod@canary agents-md --output AGENTS.md',
      } }),
      'AGENTS.md': BAD,
      'docs/api.html': `<a href="${BAD.trim()}">x</a>\n`, 'openapi.yaml': `url: ${BAD}`, 'README.md': BAD, 'lib/index.js': `// ${BAD}`,
    },
    expected: { 'docs/api.html': 'generated: written by `npm run docs:api` (package.json)', 'openapi.yaml': '', 'README.md': '', 'lib/index.js': '', 'package.json': '', 'AGENTS.md': '' },
  },
  {
    name: "tox's commands ({toxinidir}) and nox's session.run",
    files: {
      'tox.ini': '[tox]\nenvlist = py3\n\n[testenv:schema]\ncommands =\n    python -m pkg.schema --output {toxinidir}/docs/schema.json\n    python -m pkg.check {envtmpdir}/x.json\n',
      'noxfile.py': 'import nox\n\n@nox.session\ndef docs(session):\n    session.run("pdoc", "-o", "docs/api", "pkg")\n    session.run("python", "-m", "pkg.dump", "-o", OUT)\n',
      'docs/schema.json': `{"u": "${BAD.trim()}"}\n`, 'docs/api/pkg.html': `<a href="${BAD.trim()}">x</a>\n`, 'docs/index.md': BAD,
    },
    expected: { 'docs/schema.json': 'generated: written by `tox -e schema` (tox.ini)', 'docs/api/pkg.html': 'generated: written by nox (noxfile.py)', 'docs/index.md': '' },
  },
  {
    name: "a documentation tool's folder that holds the task file, or the root: the project's own",
    files: {
      'docs/package.json': JSON.stringify({ scripts: { docs: 'jsdoc -c conf.json -d .. src' } }),
      'typedoc.json': '{ "out": "." }\n',
      'docs/guide.md': BAD, 'README.md': BAD,
    },
    expected: { 'docs/guide.md': '', 'README.md': '' },
  },
  {
    // navigation2's Doxyfile: OUTPUT_DIRECTORY = doc, where the project's own pages are too.
    name: "Doxygen's HTML folder, not the output folder above it",
    files: { 'Doxyfile': 'PROJECT_NAME = nav\nOUTPUT_DIRECTORY       = doc\nHTML_OUTPUT            = html\n', 'doc/README.md': BAD, 'doc/html/tabs.css': `a { b: url("${BAD.trim()}") }\n` },
    expected: { 'doc/README.md': '', 'doc/html/tabs.css': 'generated: written by Doxygen (Doxyfile)' },
  },
  {
    name: "a recipe's output behind just's expression, and a command run in another folder",
    files: {
      'justfile': 'out := "docs/api.md"\n\napi:\n    gen --output {{ out }}\n\nhtml:\n    cd docs && make html > build.log\n',
      'docs/api.md': BAD, 'docs/build.log': BAD, 'build.log': BAD,
    },
    expected: { 'docs/api.md': '', 'docs/build.log': 'generated: written by `just html` (justfile)', 'build.log': '' },
  },
];

describe('uri-lint: files a task file names as a command\'s output are left out by default', () => {
  after(removeTempTrees);

  for (const { name, files, expected } of CASES) {
    it(name, () => {
      const dir = tempTree(files);
      const skipped = Object.fromEntries(runJson([], dir).report.files.map((f) => [f.path, f.skipped ?? '']));
      for (const [file, why] of Object.entries(expected)) assert.equal(skipped[file], why, file);
    });
  }

  it('checks them with --no-default-ignores, and when .gitattributes says linguist-generated=false', () => {
    const files = { 'justfile': PRETALX_JUSTFILE, 'doc/api/schema.yml': `url: ${BAD}` };
    const all = runJson(['--no-default-ignores'], tempTree(files));
    assert.ok(all.report.files.find((f) => f.path === 'doc/api/schema.yml')!.problems.length > 0);
    const back = runJson([], tempTree({ ...files, '.git/HEAD': 'ref: refs/heads/main\n', '.gitattributes': 'doc/api/schema.yml -linguist-generated\n' }));
    const schema = back.report.files.find((f) => f.path === 'doc/api/schema.yml')!;
    assert.equal(schema.skipped, undefined);
    assert.ok(schema.problems.length > 0);
  });
});
