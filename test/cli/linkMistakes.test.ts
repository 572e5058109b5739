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
  ['d/wrapped.md', '[wrapped]((https://example.com/x))', ['error colon-in-first-segment', 'warning link-missing-file']],
  ['e/explicit.md', '[id](#custom) [slug](#setup-custom)', ['warning link-missing-fragment']],
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
  });

  it('fixes https//host and scp syntax with --fix-type scheme-typo,scp-to-url', () => {
    const dir = tempTree(tree);
    runJson(['--fix', '--fix-type', 'scheme-typo,scp-to-url'], dir);
    assert.equal(fs.readFileSync(path.join(dir, 'i/colon.md'), 'utf8'), `${HEAD}Visit https://example.com/path.\n`);
    assert.equal(fs.readFileSync(path.join(dir, 'j/scp.md'), 'utf8'), `${HEAD}git clone ssh://git@github.com/org/repo.git\n`);
  });

  it('checks no link with --no-links: fragments of the page itself neither', () => {
    const problems = problemList(runJson(['--no-links'], tempTree(tree)).report);
    assert.deepEqual(problems.filter((p) => / link-/.test(p)), []);
  });
});
