/**
 * Inline directives on the command line (issue 18 §1): the same documents
 * as the protocol tests (test/server/directiveCases.ts), one file per
 * language, judged alike; `--report-unused-directives` makes an unused
 * directive an error, and `--fix` leaves a silenced URI alone.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { DIRECTIVE_CASES, directiveDocument, expectedProblems, port } from '../server/directiveCases';
import { removeTempTrees, runCli, runJson, tempTree } from './helpers';

describe('cli: inline directives', () => {
  after(removeTempTrees);

  it('judges each language of the finder\'s table as the editor does', () => {
    const dir = tempTree(Object.fromEntries(DIRECTIVE_CASES.map((c) => [c.file, directiveDocument(c)])));
    const { report } = runJson(['.'], dir);
    for (const c of DIRECTIVE_CASES) {
      const file = report.files.find((f) => f.path === c.file);
      assert.equal(file?.language, c.cliLanguageId ?? c.languageId, c.file);
      assert.deepEqual(file.problems.map((p) => `${p.line - 1} ${p.code}`), expectedProblems(c), c.file);
    }
  });

  it('reports unused directives as information, and as errors with --report-unused-directives', () => {
    const dir = tempTree({ 'a.md': `ok <!-- uri-lint-disable-line -->\n` });
    const plain = runJson(['.'], dir);
    assert.equal(plain.status, 0);
    assert.deepEqual(plain.report.files[0]!.problems.map((p) => [p.severity, p.code]), [['information', 'unused-directive']]);
    const strict = runJson(['--report-unused-directives', '.'], dir);
    assert.equal(strict.status, 1);
    assert.deepEqual(strict.report.files[0]!.problems.map((p) => [p.severity, p.code]), [['error', 'unused-directive']]);
  });

  it('--fix leaves a URI whose problem is silenced as it is', () => {
    const text = `# uri-lint-disable-next-line\na = "http://exa mple.com/"\nb = "http://exa mple.com/"\n`;
    const dir = tempTree({ 'a.py': text });
    const run = runCli(['--fix', '.'], dir);
    assert.equal(run.status, 0, run.stdout + run.stderr);
    assert.equal(fs.readFileSync(path.join(dir, 'a.py'), 'utf8'), text.replace(/(b = "http:\/\/exa) /, '$1%20'));
  });

  it('reads directives from stdin as from a file', () => {
    const run = runJson(['--stdin', '--stdin-filename', 'x.ts'], process.cwd(), `// uri-lint-disable-next-line\nconst a = "${port('a')}";\n`);
    assert.equal(run.status, 0);
    assert.deepEqual(run.report.files[0]!.problems, []);
  });
});
