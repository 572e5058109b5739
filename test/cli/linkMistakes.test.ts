/**
 * Link and fragment rules on the command line, as a table over one tree:
 * the same verdicts as the editor (test/server/protocol/linkMistakes.test.ts)
 * in the report, the fixes `--fix-type` applies, and `--no-links` turning
 * off every link check, the page's own fragments included.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { problemList, removeTempTrees, runJson, tempTree } from './helpers';

const HEAD = '# 主動到備用複寫\n\n## Setup {#custom}\n\n## Usage\n\n';

/** A file, a line after HEAD (Markdown), and its problems as `severity code` (link, fragment and scheme codes only). */
const CASES: [string, string, string[]][] = [
  ['a/cjk.md', '[ok](#主動到備用複寫) [missing](#主動到備用)', ['warning link-missing-fragment']],
  ['b/query.md', '[ok](?tab=x#usage) [missing](?tab=x#nope)', ['warning link-missing-fragment']],
  ['c/double.md', '[two](##usage)', ['error invalid-character', 'warning link-missing-fragment']],
  // One mistake, said once: by the link rule, whose message says what Markdown does with it.
  ['d/wrapped.md', '[wrapped]((https://example.com/x))', ['warning link-missing-file']],
  // `{#custom}` is no id on GitHub, but its author writes ids for a renderer that reads them: information; a fragment
  // nothing gives stays a warning.
  ['e/explicit.md', '[id](#custom) [slug](#setup-custom) [none](#customs)', ['information link-missing-fragment', 'warning link-missing-fragment']],
  ['f/comment.md', '<!-- [c](#nope) [g](gone.md) -->', []],
  ['g/unused.md', '[unused]: missing.md', ['information link-missing-file']],
  // Its message masks the password the path holds: still the same finding, still information.
  ['g2/unused-secret.md', '[unused]: ./alice:pw@host/missing.md', ['information link-missing-file']],
  ['h/other.md', '[other](../h/target.md#nothere) [ok](target.md#target)', ['warning link-missing-fragment']],
  ['i/colon.md', 'Visit https//example.com/path.', ['warning scheme-missing-colon']],
  ['j/scp.md', 'git clone ssh://git@github.com:org/repo.git', ['error invalid-port']],
];

const SHOWN = /^(?:link-|scheme-|invalid-|colon-)/;

describe('uri-lint: link and fragment mistakes, as a table', () => {
  after(removeTempTrees);
  const tree = { ...Object.fromEntries(CASES.map(([file, line]) => [file, `${HEAD}${line}\n`])), 'h/target.md': '# Target\n' };

  it('reports each as the editor does', () => {
    const run = runJson([], tempTree(tree));
    for (const [file, , expected] of CASES) {
      const problems = run.report.files.find((f) => f.path === file)!.problems.filter((p) => SHOWN.test(p.code));
      assert.deepEqual(problems.map((p) => `${p.severity} ${p.code}`), expected, file);
    }
    // The `{#custom}` link names that heading: no other id offered in its stead (GitHub's `setup-custom` would break it
    // where the page is rendered).
    const explicit = run.report.files.find((f) => f.path === 'e/explicit.md')!.problems.filter((p) => p.code === 'link-missing-fragment');
    assert.match(explicit[0]!.message, /"\{#custom\}" gives a heading an id/);
    assert.doesNotMatch(explicit[0]!.message, /did you mean/);
  });

  it('says a wrapped URL by its syntax codes when links are not checked (--no-links)', () => {
    const run = runJson(['--no-links'], tempTree({ 'd/wrapped.md': `${HEAD}[wrapped]((https://example.com/x))\n` }));
    const problems = run.report.files.find((f) => f.path === 'd/wrapped.md')!.problems.filter((p) => SHOWN.test(p.code));
    assert.deepEqual(problems.map((p) => `${p.severity} ${p.code}`), ['error colon-in-first-segment']);
  });

  it('fixes https//host and scp syntax with --fix-type scheme-typo,scp-to-url', () => {
    const dir = tempTree(tree);
    runJson(['--fix', '--fix-type', 'scheme-typo,scp-to-url'], dir);
    assert.equal(fs.readFileSync(path.join(dir, 'i/colon.md'), 'utf8'), `${HEAD}Visit https://example.com/path.\n`);
    assert.equal(fs.readFileSync(path.join(dir, 'j/scp.md'), 'utf8'), `${HEAD}git clone ssh://git@github.com/org/repo.git\n`);
  });

  it('says what an e-mail or web address written without its scheme reads as, and the scheme it lacks', () => {
    const lines: [string, string][] = [
      // rust-lang/advisory-db CODE_OF_CONDUCT.md and crates/tandem/RUSTSEC-2025-0117.md; aws-cloudformation-templates.
      ['[Rust Moderation Team](rust-mods@rust-lang.org)', '"rust-mods@rust-lang.org" reads as a relative path, a file that is not there, not as an e-mail address: add mailto: (mailto:rust-mods@rust-lang.org).'],
      ['[https://github.com/sine-fdn](github.com/sine-fdn)', '"github.com/sine-fdn" reads as a relative path, a file that is not there, not as a web address: add https:// (https://github.com/sine-fdn).'],
      ['[Quint Van Deman](www.linkedin.com/in/quint-van-deman)', '"www.linkedin.com/in/quint-van-deman" reads as a relative path, a file that is not there, not as a web address: add https:// (https://www.linkedin.com/in/quint-van-deman).'],
      // A file's name that only looks like an address is a file.
      ['![logo](logo@2x.png)', 'No file or folder "logo@2x.png" in k0/: the link leads nowhere.'],
      ['[setup](setup.py)', 'No file or folder "setup.py" in k0/: the link leads nowhere.'],
      ['[here](./www.example.com)', 'No file or folder "www.example.com" in k0/: the link leads nowhere.'],
    ];
    const run = runJson([], tempTree(Object.fromEntries(lines.map(([line], i) => [`k${i}/a.md`, `# A\n\n${line}\n`]))));
    for (const [i, [, message]] of lines.entries()) {
      const problems = run.report.files.find((f) => f.path === `k${i}/a.md`)!.problems.filter((p) => p.code === 'link-missing-file');
      assert.equal(problems[0]?.message, message.replace('k0/', `k${i}/`).replace('"k0/', `"k${i}/`), lines[i]![0]);
      assert.equal(problems[0]?.severity, 'warning');
    }
  });

  it('checks no link with --no-links: fragments of the page itself neither', () => {
    const problems = problemList(runJson(['--no-links'], tempTree(tree)).report);
    assert.deepEqual(problems.filter((p) => / link-/.test(p)), []);
  });
});
