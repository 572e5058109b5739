/**
 * Inline directives on the command line: the same documents
 * as the protocol tests (test/server/directiveCases.ts), one file per
 * language, judged alike; `--report-unused-directives` makes an unused
 * directive an error, and `--fix` leaves a silenced URI alone. The json and
 * SARIF reports list what directives silenced, each with the directive's
 * kind and `-- reason` (ESLint's `suppressions`, SARIF 2.1.0 §3.27.23 / §3.35).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { DIRECTIVE_CASES, directiveDocument, expectedProblems, port } from '../server/directiveCases';
import { removeTempTrees, runCli, runJson, tempTree } from './helpers';

/** Directives of each kind, with a reason and without; the last URI is reported. */
const SILENCED_TS = [
  '// uri-lint-disable-next-line invalid-port -- fixture: a port with a letter',
  `const a = "${port('a')}";`,
  `const b = "${port('b')}"; // uri-lint-disable-line`,
  '/* uri-lint-disable invalid-port -- generated block */',
  `const c = "${port('c')}";`,
  '/* uri-lint-enable invalid-port */',
  `const d = "${port('d')}";`,
  '',
].join('\n');
/** A password silenced for the whole file: its reason is shown, never the password. */
const SILENCED_PY = '# uri-lint-disable-file password-in-userinfo -- test credentials\nu = "http://user:hunter2@example.com/"\n';
const PORT_HREF = 'https://www.rfc-editor.org/rfc/rfc3986#section-3.2.3';
const portProblem = (line: number, letter: string) => ({
  line, column: 31, endLine: line, endColumn: 34, severity: 'error', code: 'invalid-port',
  message: `Port "80${letter}" is not a number: write digits only`, href: PORT_HREF, docs: 'https://github.com/uri-lint/uri-lint/blob/main/docs/rules/invalid-port.md',
});
const PASSWORD_PROBLEM = {
  line: 2, column: 18, endLine: 2, endColumn: 25, severity: 'warning', code: 'password-in-userinfo',
  message: 'Password in the URI, readable by anyone who sees it: remove it and pass credentials another way',
  href: 'https://www.rfc-editor.org/rfc/rfc3986#section-3.2.1',
  docs: 'https://github.com/uri-lint/uri-lint/blob/main/docs/rules/password-in-userinfo.md',
};


describe('cli: inline directives', () => {
  after(removeTempTrees);

  it('judges each language of the finder\'s table as the editor does', () => {
    const dir = tempTree(Object.fromEntries(DIRECTIVE_CASES.map((c) => [c.file, directiveDocument(c)])));
    const { report } = runJson(['.'], dir);
    for (const c of DIRECTIVE_CASES) {
      const file = report.files.find((f) => f.path === c.file);
      assert.equal(file?.language, c.languageId, c.file);
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

  it('--format json lists what each directive silenced, with its kind and reason', () => {
    const dir = tempTree({ 'a.ts': SILENCED_TS, 'p.py': SILENCED_PY });
    const run = runJson(['.'], dir);
    assert.equal(run.status, 1, run.stderr);
    assert.ok(!run.stdout.includes('hunter2'));
    const [a, p] = run.report.files;
    const unprinted = (list: readonly { fingerprint: string }[] | undefined) => (list ?? []).map(({ fingerprint, ...rest }) => {
      assert.match(fingerprint, /^[0-9a-f]{32}$/);
      return rest;
    });
    assert.deepEqual(unprinted(a!.problems), [portProblem(7, 'd')]);
    assert.deepEqual(unprinted(a!.suppressed), [
      { ...portProblem(2, 'a'), suppressions: [{ kind: 'next-line', justification: 'fixture: a port with a letter' }] },
      { ...portProblem(3, 'b'), suppressions: [{ kind: 'line', justification: '' }] },
      { ...portProblem(5, 'c'), suppressions: [{ kind: 'range', justification: 'generated block' }] },
    ]);
    assert.deepEqual(p!.problems, []);
    assert.deepEqual(unprinted(p!.suppressed), [{ ...PASSWORD_PROBLEM, suppressions: [{ kind: 'file', justification: 'test credentials' }] }]);
    assert.deepEqual([run.report.errorCount, run.report.warningCount, run.report.suppressedCount], [1, 0, 4]);
    // A shard's report keeps them through merge-reports.
    fs.writeFileSync(path.join(dir, 'report.json'), run.stdout);
    assert.deepEqual(runJson(['merge-reports', 'report.json'], dir).report, run.report);
  });

  it('--format sarif carries silenced problems as results suppressed in source, with the reason', () => {
    const dir = tempTree({ 'a.ts': SILENCED_TS, 'p.py': SILENCED_PY });
    const run = runCli(['--format', 'sarif', '.'], dir);
    assert.equal(run.status, 1, run.stderr);
    assert.ok(!run.stdout.includes('hunter2'));
    const { runs } = JSON.parse(run.stdout) as { runs: { results: { ruleId: string; message: { text: string }; locations: { physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }[]; suppressions?: unknown }[] }[] };
    assert.deepEqual(runs[0]!.results.map((r) => [r.locations[0]!.physicalLocation.artifactLocation.uri, r.locations[0]!.physicalLocation.region.startLine, r.ruleId, r.suppressions]), [
      ['a.ts', 2, 'invalid-port', [{ kind: 'inSource', justification: 'fixture: a port with a letter' }]],
      ['a.ts', 3, 'invalid-port', [{ kind: 'inSource' }]],
      ['a.ts', 5, 'invalid-port', [{ kind: 'inSource', justification: 'generated block' }]],
      ['a.ts', 7, 'invalid-port', undefined],
      ['p.py', 2, 'password-in-userinfo', [{ kind: 'inSource', justification: 'test credentials' }]],
    ]);
    assert.equal(runs[0]!.results[4]!.message.text, PASSWORD_PROBLEM.message);
  });

  it('stylish prints only what is reported, and counts what was silenced', () => {
    const dir = tempTree({ 'a.ts': SILENCED_TS, 'p.py': SILENCED_PY });
    const run = runCli(['.'], dir);
    assert.equal(run.status, 1, run.stderr);
    assert.ok(!run.stdout.includes('hunter2'));
    assert.deepEqual(run.stdout.trim().split('\n').filter((l) => /^\s+\d+:\d+/.test(l)).map((l) => l.trim().split(/\s+/)[0]), ['7:31']);
    assert.match(run.stdout, /in 2 files checked; 4 silenced by directives\n/);
  });

  it('silencing one of two equal findings leaves the other\'s fingerprint as it was', () => {
    const twice = `const a = "${port('a')}";\nconst b = "${port('a')}";\n`;
    const dir = tempTree({ 'plain.ts': twice, 'silenced.ts': `const a = "${port('a')}"; // uri-lint-disable-line\n${twice.split('\n')[1]}\n` });
    const [plain, silenced] = runJson(['.'], dir).report.files;
    assert.equal(silenced!.problems.length, 1);
    assert.equal(silenced!.problems[0]!.fingerprint, plain!.problems[1]!.fingerprint);
    assert.equal(silenced!.suppressed![0]!.fingerprint, plain!.problems[0]!.fingerprint);
  });
});
