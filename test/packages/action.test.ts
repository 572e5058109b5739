/**
 * The GitHub Action (action.yml) as the runner runs it: its entry script,
 * action/run.js, started with the INPUT_* variables action.yml sets, the
 * GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files and a workspace, running
 * the packed `uri-lint` as a user's job would (installed by npm from the
 * tarball, offline, instead of from the registry). What it prints is what GitHub reads: annotations as
 * workflow commands on the problems' lines, the log between stop-commands
 * markers; what it writes: the SARIF log, outputs, a summary; its exit code.
 */
import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { packPackages, ROOT } from './packed';
import type { Packed } from './packed';

const ENTRY = path.join(ROOT, 'action/run.js');

interface ActionYml {
  inputs: Record<string, { description: string; default: string }>;
  runs: { using: string; steps: { run: string; env: Record<string, string> }[] };
}

function action(): ActionYml {
  return parseYaml(fs.readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as ActionYml;
}

interface ActionRun {
  status: number | null;
  stdout: string;
  outputs: Record<string, string>;
  summary: string;
}

describe('the GitHub Action\'s entry script, as the runner calls it', function () {
  this.timeout(180_000);
  let packed: Packed;
  let workspace: string;
  let runs = 0;
  /** The job's temporary folder, shared by the runs as by the steps of one job: the package is installed once. */
  let runnerTemp: string;

  /** Runs action/run.js with `inputs` (by their action.yml names), the others at action.yml's defaults, as the runner does. */
  function runAction(inputs: Record<string, string>): ActionRun {
    const dir = path.join(runnerTemp, `step-${++runs}`);
    fs.mkdirSync(dir);
    const files = { GITHUB_OUTPUT: path.join(dir, 'output'), GITHUB_STEP_SUMMARY: path.join(dir, 'summary') };
    for (const file of Object.values(files)) fs.writeFileSync(file, '');
    const env: NodeJS.ProcessEnv = { ...packed.env, ...files, GITHUB_WORKSPACE: workspace, RUNNER_TEMP: runnerTemp, GITHUB_ACTIONS: 'true' };
    // As action.yml passes them: INPUT_ and the name in capitals, "_" for "-". The package is the tarball, not the registry's.
    const all = { ...Object.fromEntries(Object.entries(action().inputs).map(([name, i]) => [name, i.default])), package: packed.cli, ...inputs };
    for (const [name, value] of Object.entries(all)) env[`INPUT_${name.toUpperCase().replace(/-/g, '_')}`] = value;
    const result = spawnSync(process.execPath, [ENTRY], { cwd: workspace, env, encoding: 'utf8', timeout: 120_000 });
    if (result.error) throw result.error;
    const outputs = Object.fromEntries(fs.readFileSync(files.GITHUB_OUTPUT, 'utf8').split('\n').filter((l) => l !== '').map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]));
    return { status: result.status, stdout: result.stdout, outputs, summary: fs.readFileSync(files.GITHUB_STEP_SUMMARY, 'utf8') };
  }

  /** The workflow commands printed outside the stop-commands block (the ones GitHub acts on). */
  function commands(stdout: string): string[] {
    const start = /^::stop-commands::(\w+)$/m.exec(stdout);
    assert.ok(start, 'the log is fenced by stop-commands');
    const end = stdout.indexOf(`\n::${start[1]}::\n`);
    assert.ok(end > 0, 'and resumed after it');
    return stdout.slice(end + `\n::${start[1]}::\n`.length).split('\n').filter((l) => l.startsWith('::'));
  }

  before(() => {
    packed = packPackages();
    workspace = path.join(packed.dir, 'workspace');
    runnerTemp = path.join(packed.dir, 'runner-temp');
    fs.mkdirSync(runnerTemp);
    const tree: Record<string, string> = {
      'docs/a.md': '# Notes\n\nSee http://example.com:80a/ here.\n',
      'docs/odd, name: 100%.md': 'A link https://example.com/a|b here.\n',
      'config.toml': 'url = "http://deploy:hunter2@example.com/"\n',
      // A file whose name and text read as workflow commands: the log must not run them.
      '::warning::injected.txt': '::error file=x,line=1::injected\n',
    };
    for (const [name, text] of Object.entries(tree)) {
      fs.mkdirSync(path.dirname(path.join(workspace, name)), { recursive: true });
      fs.writeFileSync(path.join(workspace, name), text);
    }
  });

  it('action.yml passes every input to the script under its INPUT_ name, and pins the package the repository builds and its Node', () => {
    const { inputs, runs } = action();
    assert.equal(runs.using, 'composite');
    const [step] = runs.steps;
    assert.match(step!.run, /node "\$GITHUB_ACTION_PATH\/action\/run\.js"/);
    assert.deepEqual(step!.env, Object.fromEntries(Object.keys(inputs).map((name) => [`INPUT_${name.toUpperCase().replace(/-/g, '_')}`, `\${{ inputs.${name} }}`])));
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'packages/cli/package.json'), 'utf8')) as { version: string; engines: { node: string } };
    assert.equal(inputs.package!.default, `uri-lint@${manifest.version}`);
    const { NODE } = createRequire(__filename)(ENTRY) as { NODE: number[] };
    assert.equal(manifest.engines.node, `>=${NODE.join('.')}`, 'the script refuses the Node the package does not run on');
  });

  it('annotates each problem on its line, writes SARIF, outputs and a summary, and fails on an error', () => {
    const { status, stdout, outputs, summary } = runAction({ paths: 'docs\nconfig.toml\n::warning::injected.txt' });
    assert.equal(status, 1);
    assert.deepEqual(commands(stdout).sort(), [
      '::error file=docs/a.md,line=3,endLine=3,col=24,endColumn=27,title=uri-lint (invalid-port)::Port "80a" is not a number: write digits only',
      '::error file=docs/odd%2C name%3A 100%25.md,line=1,endLine=1,col=28,endColumn=31,title=uri-lint (invalid-character)::"|" in path "a|b": encode as %257C',
      '::warning file=config.toml,line=1,endLine=1,col=22,endColumn=29,title=uri-lint (password-in-userinfo)::Password in the URI, readable by anyone who sees it: remove it and pass credentials another way',
    ].sort());
    assert.doesNotMatch(stdout, /hunter2/);
    assert.match(stdout, /✖ 3 problems \(2 errors, 1 warning\)/, 'the stylish report in the log');
    assert.deepEqual([outputs.errors, outputs.warnings], ['2', '1']);
    const sarif = JSON.parse(fs.readFileSync(outputs['sarif-file']!, 'utf8')) as { version: string; runs: { results: { ruleId: string }[] }[] };
    assert.equal(outputs['sarif-file'], path.join(workspace, 'uri-lint.sarif'));
    assert.equal(sarif.version, '2.1.0');
    assert.deepEqual(sarif.runs[0]!.results.map((r) => r.ruleId).sort(), ['invalid-character', 'invalid-port', 'password-in-userinfo']);
    assert.ok(fs.existsSync(outputs['report-file']!));
    assert.match(summary, /^### URI Lint ✖\n\n2 errors, 1 warnings, 0 notes in 4 files checked\.\n/);
    assert.match(summary, /^\| docs\/odd, name: 100%\.md \| 1:28 \| error \| "\\\|" in path "a\\\|b": encode as %7C \| \[`invalid-character`\]\(https:\/\/\S+\/invalid-character\.md\) \|$/m);
    assert.doesNotMatch(summary, /hunter2/);
  });

  it('fail-on never passes; the format, the working directory and no SARIF file as asked; annotations off', () => {
    const { status, stdout, outputs } = runAction({ 'paths': 'a.md', 'fail-on': 'never', 'format': 'gitlab', 'working-directory': 'docs', 'sarif-file': '', 'annotations': 'false' });
    assert.equal(status, 0);
    assert.deepEqual(commands(stdout), []);
    const log = /^(\[[\s\S]*?^\])$/m.exec(stdout);
    assert.deepEqual((JSON.parse(log![1]!) as { check_name: string; location: { path: string } }[]).map((i) => `${i.location.path} ${i.check_name}`), ['a.md invalid-port']);
    assert.equal(outputs['sarif-file'], undefined);
    assert.equal(outputs.errors, '1');
  });

  it('fail-on warning fails on a warning; a bad input or a bad path is exit code 2 with one error', () => {
    assert.equal(runAction({ 'paths': 'config.toml', 'fail-on': 'warning', 'sarif-file': '' }).status, 1);
    assert.equal(runAction({ 'paths': 'config.toml', 'sarif-file': '' }).status, 0);
    const bad = runAction({ 'fail-on': 'sometimes' });
    assert.equal(bad.status, 2);
    assert.deepEqual(bad.stdout.trim().split('\n'), ['::error title=uri-lint::The action\'s input: fail-on must be one of error, warning, never, not "sometimes"']);
    const missing = runAction({ paths: 'no-such-folder' });
    assert.equal(missing.status, 2);
    assert.match(commands(missing.stdout).join('\n'), /^::error title=uri-lint::uri-lint could not check the files \(exit code 2\)/);
  });
});
