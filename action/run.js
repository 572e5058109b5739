#!/usr/bin/env node
// The entry of the URI Lint GitHub Action (action.yml at the repository's root): plain Node, no dependency, nothing
// to build. It installs the `uri-lint` package with npm into the job's temporary folder (not the user's project),
// runs it once for a JSON report, and turns that report into
//   - annotations on the problems' lines (workflow commands: `::error file=…,line=…,col=…::message`),
//   - a SARIF log for github/codeql-action/upload-sarif, and the report in the chosen format in the log
//     (both by `uri-lint merge-reports`, which reformats a JSON report without checking the files again),
//   - outputs (GITHUB_OUTPUT) and a job summary (GITHUB_STEP_SUMMARY),
// and exits 1 when `fail-on` says the problems fail the step, 2 when uri-lint could not run.
// The inputs come as a JavaScript action's do, INPUT_<NAME> ("-" or "_" between words).
'use strict';
const { spawnSync } = require('child_process');
const crypto = require('crypto');
const fs = require('fs');
const os = require('os');
const path = require('path');

const FORMATS = ['stylish', 'json', 'sarif', 'gitlab'];
const FAIL_ON = ['error', 'warning', 'never'];
/** GitHub's annotation levels for the report's severities; hints are not annotated (as stylish does not print them). */
const LEVEL = { error: 'error', warning: 'warning', information: 'notice' };
/** At most this many rows of problems in the job summary; the SARIF log and the report hold all. */
const SUMMARY_ROWS = 50;

/**
 * An input as the runner passes it, trimmed; `fallback` when it is not set at all (the runner sets every input,
 * with action.yml's defaults: `sarif-file: ''` is set, and means no SARIF log).
 */
function input(name, fallback = '') {
  const key = `INPUT_${name.toUpperCase()}`;
  const value = process.env[key] ?? process.env[key.replace(/-/g, '_')];
  return value === undefined ? fallback : value.trim();
}

class InputError extends Error {}

/** What the inputs ask for, checked before anything runs. */
function readInputs() {
  const format = input('format') || 'stylish';
  if (!FORMATS.includes(format)) throw new InputError(`format must be one of ${FORMATS.join(', ')}, not "${format}"`);
  const failOn = input('fail-on') || 'error';
  if (!FAIL_ON.includes(failOn)) throw new InputError(`fail-on must be one of ${FAIL_ON.join(', ')}, not "${failOn}"`);
  const annotations = input('annotations') || 'true';
  if (annotations !== 'true' && annotations !== 'false') throw new InputError(`annotations must be true or false, not "${annotations}"`);
  const workspace = process.env.GITHUB_WORKSPACE || process.cwd();
  return {
    paths: (input('paths') || '.').split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== ''),
    format,
    failOn,
    config: input('config'),
    sarifFile: input('sarif-file', 'uri-lint.sarif'),
    annotations: annotations === 'true',
    args: input('args').split(/\s+/).filter((arg) => arg !== ''),
    cwd: path.resolve(workspace, input('working-directory') || '.'),
    workspace,
    pkg: input('package') || 'uri-lint',
  };
}

/**
 * Installs the package `pkg` (as npm names it: `uri-lint@0.1.0`, a tarball's path or URL) into a folder of the job's
 * temporary directory, once per job and package; answers the path of its `uri-lint` command.
 */
function install(pkg, workspace, tempRoot) {
  const spec = /^(\.{1,2}[\\/]|[\\/])|\.tgz$/.test(pkg) && !/^\w+:/.test(pkg) ? path.resolve(workspace, pkg) : pkg;
  const dir = path.join(tempRoot, 'uri-lint-action', crypto.createHash('sha256').update(spec).digest('hex').slice(0, 16));
  const manifest = path.join(dir, 'node_modules', 'uri-lint', 'package.json');
  if (!fs.existsSync(manifest)) {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'package.json'), '{"private":true}\n');
    const args = ['install', '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--loglevel=error', spec];
    const win = process.platform === 'win32';
    const result = spawnSync(win ? 'npm.cmd' : 'npm', win ? args.map((a) => `"${a}"`) : args, { cwd: dir, stdio: ['ignore', 'inherit', 'inherit'], shell: win });
    if (result.error || result.status !== 0 || !fs.existsSync(manifest)) throw new Error(`npm could not install ${spec}${result.error ? ` (${result.error.message})` : ''}`);
  }
  const { bin } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
  return path.join(path.dirname(manifest), typeof bin === 'string' ? bin : bin['uri-lint']);
}

/** Runs `uri-lint args…`, its output passed through; answers its exit code. */
function uriLint(command, args, cwd) {
  const result = spawnSync(process.execPath, [command, ...args], {
    cwd,
    stdio: ['ignore', 'inherit', 'inherit'],
    // Colours in the log, which GitHub renders.
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
  });
  if (result.error) throw new Error(`cannot run uri-lint: ${result.error.message}`);
  return result.status ?? 2;
}

/** A workflow command's message, escaped as the runner reads it (`%`, CR and LF). */
function escapeData(text) {
  return String(text).replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** A workflow command's property value, escaped (`:` and `,` too, which end a property). */
function escapeProperty(text) {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** The annotation of one problem: its file relative to the workspace (where GitHub looks for it), its exact range. */
function annotation(file, problem, cwd, workspace) {
  const where = path.relative(workspace, path.resolve(cwd, file.path)).split(path.sep).join('/');
  const props = [
    `file=${escapeProperty(where)}`,
    `line=${problem.line}`,
    `endLine=${problem.endLine}`,
    // GitHub takes the columns only within one line.
    ...(problem.line === problem.endLine ? [`col=${problem.column}`, `endColumn=${problem.endColumn}`] : []),
    `title=${escapeProperty(`uri-lint (${problem.code})`)}`,
  ];
  return `::${LEVEL[problem.severity]} ${props.join(',')}::${escapeData(problem.message)}`;
}

/** Markdown of the job summary: the counts, then the first problems as a table. */
function summary(report, failed, sarif) {
  const cell = (text) => String(text).replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/[\r\n]+/g, ' ').replace(/[<>]/g, (c) => (c === '<' ? '&lt;' : '&gt;'));
  const rows = report.files.flatMap((file) => file.problems.filter((p) => p.severity !== 'hint').map((p) => ({ file, p })));
  const checked = report.files.filter((f) => f.skipped === undefined).length;
  const lines = [
    `### URI Lint ${failed ? '✖' : '✔'}`,
    '',
    `${report.errorCount} errors, ${report.warningCount} warnings, ${report.infoCount} notes in ${checked} files checked.`,
  ];
  if (rows.length > 0) {
    lines.push('', '| file | line | severity | problem | code |', '| --- | --- | --- | --- | --- |');
    for (const { file, p } of rows.slice(0, SUMMARY_ROWS)) {
      // The code links its page (what it means, its fix) when the report gives one.
      const code = /^https:\/\/[^\s()]+$/.test(p.docs ?? '') ? `[\`${p.code}\`](${p.docs})` : `\`${p.code}\``;
      lines.push(`| ${cell(file.path)} | ${p.line}:${p.column} | ${p.severity} | ${cell(p.message)} | ${code} |`);
    }
    if (rows.length > SUMMARY_ROWS) lines.push('', `And ${rows.length - SUMMARY_ROWS} more: see the log${sarif ? ' or code scanning' : ''}.`);
  }
  return `${lines.join('\n')}\n`;
}

/** Appends `name=value` lines to the GITHUB_OUTPUT file (values on one line). */
function setOutputs(outputs) {
  const file = process.env.GITHUB_OUTPUT;
  if (!file) return;
  fs.appendFileSync(file, Object.entries(outputs).map(([name, value]) => `${name}=${String(value).replace(/[\r\n]/g, ' ')}\n`).join(''));
}

/** The oldest Node the package runs on (its `engines`). */
const NODE = [20, 19];

function main() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < NODE[0] || (major === NODE[0] && minor < NODE[1])) {
    return fail(`uri-lint needs Node ${NODE.join('.')} or later, and the runner's is ${process.versions.node}: add actions/setup-node before this step.`);
  }
  let inputs;
  try {
    inputs = readInputs();
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return fail(`The action's input: ${error.message}`);
  }
  const checked = check(inputs);
  if (typeof checked === 'string') return fail(checked);
  const { command, report, reportFile, status } = checked;
  let sarifFile;
  if (inputs.sarifFile) {
    sarifFile = path.resolve(inputs.cwd, inputs.sarifFile);
    fs.mkdirSync(path.dirname(sarifFile), { recursive: true });
    if (uriLint(command, ['merge-reports', reportFile, '--format', 'sarif', '--output-file', sarifFile], inputs.cwd) === 2) return 2;
  }
  if (inputs.annotations) {
    for (const file of report.files) {
      for (const problem of file.problems) if (LEVEL[problem.severity]) console.log(annotation(file, problem, inputs.cwd, inputs.workspace));
    }
  }
  // uri-lint's own exit code 1 is errors, or more warnings than a --max-warnings of `args`.
  const failed = inputs.failOn !== 'never' && (status === 1 || (inputs.failOn === 'warning' && report.warningCount > 0));
  setOutputs({
    errors: report.errorCount,
    warnings: report.warningCount,
    'report-file': reportFile,
    ...(sarifFile ? { 'sarif-file': sarifFile } : {}),
  });
  if (process.env.GITHUB_STEP_SUMMARY) fs.appendFileSync(process.env.GITHUB_STEP_SUMMARY, summary(report, failed, sarifFile !== undefined));
  return failed ? 1 : 0;
}

/** One error annotation for the run as a whole; exit code 2. */
function fail(message) {
  console.log(`::error title=uri-lint::${escapeData(message)}`);
  return 2;
}

/**
 * Installs the package and checks the files for a JSON report, printing the report in the chosen format to the log;
 * answers what the rest needs, or why there is no report.
 */
function check(inputs) {
  const tempRoot = process.env.RUNNER_TEMP || os.tmpdir();
  const reportFile = path.join(fs.mkdtempSync(path.join(tempRoot, 'uri-lint-')), 'uri-lint.json');
  const args = [...inputs.paths, ...(inputs.config ? ['--config', inputs.config] : []), ...inputs.args];
  // Whatever the files hold (a name or a message that reads as a workflow command) is not taken for one.
  const token = crypto.randomBytes(16).toString('hex');
  console.log(`::stop-commands::${token}`);
  try {
    const command = install(inputs.pkg, inputs.workspace, tempRoot);
    const status = uriLint(command, [...args, '--format', 'json', '--output-file', reportFile], inputs.cwd);
    const report = readReport(reportFile);
    if (status === 2 || !report) return `uri-lint could not check the files (exit code ${status}): see the messages above.`;
    if (inputs.format === 'json') process.stdout.write(fs.readFileSync(reportFile, 'utf8'));
    else uriLint(command, ['merge-reports', reportFile, '--format', inputs.format], inputs.cwd);
    return { command, report, reportFile, status };
  } catch (error) {
    return error.message;
  } finally {
    console.log(`::${token}::`);
  }
}

function readReport(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

if (require.main === module) process.exitCode = main();

module.exports = { annotation, escapeData, escapeProperty, main, NODE, summary };
