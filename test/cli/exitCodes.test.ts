/**
 * `uri-lint`'s exit codes, each with its cause: 0 clean, 1 errors or too
 * many warnings, 2 a usage error, a bad configuration or a path that cannot
 * be read, with one message naming what was wrong. And which files a run
 * reads: .gitignore and .urilintignore, binary and too large files.
 */
import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { positionOf, problemList, removeTempTrees, ROOT, runCli, runJson, tempTree } from './helpers';

const BAD = 'See http://example.com:80a/ now.\n';
const WARNING = 'Log in at https://admin:hunter2@example.com/ now.\n';
const CLEAN = 'See https://example.com/ now.\n';
/** Where BAD's error is: the `a` of its port. */
const PORT = positionOf(BAD, '80a/'); // the port, which the finding covers

describe('uri-lint: exit codes', () => {
  after(removeTempTrees);

  const cases: [string, Record<string, string>, string[], number][] = [
    ['0 when clean', { 'a.md': CLEAN }, [], 0],
    ['1 on an error', { 'a.md': BAD }, [], 1],
    ['0 on warnings only', { 'a.md': WARNING }, [], 0],
    ['0 on warnings within --max-warnings', { 'a.md': WARNING }, ['--max-warnings', '1'], 0],
    ['1 on warnings past --max-warnings', { 'a.md': WARNING }, ['--max-warnings', '0'], 1],
    ['0 when the config turns the error off', { 'a.md': BAD, '.urilintrc.json': '{ "severity": { "invalid-port": "off" } }' }, [], 0],
  ];
  for (const [name, files, args, status] of cases) {
    it(name, () => {
      const run = runCli(args, tempTree(files));
      assert.equal(run.status, status, run.stdout + run.stderr);
    });
  }

  it('--max-warnings reads the same for stdin as for files: exit 1 and one message, after the report or the fixed text', () => {
    const message = 'uri-lint: 1 warnings, more than --max-warnings 0\n';
    const files = runCli(['--max-warnings', '0'], tempTree({ 'a.md': WARNING }));
    assert.deepEqual([files.status, files.stderr], [1, message]);
    for (const args of [[], ['--format', 'json'], ['--fix']]) {
      const run = runCli(['--stdin', '--stdin-filename', 'a.md', '--max-warnings', '0', ...args], tempTree(), WARNING);
      assert.deepEqual([run.status, run.stderr], [1, message], args.join(' '));
    }
    const within = runCli(['--stdin', '--max-warnings', '1', '--fix'], tempTree(), WARNING);
    assert.deepEqual([within.status, within.stderr, within.stdout], [0, '', WARNING], 'stdout holds the text (no fix applies), and only it');
  });

  const usage: [string, string[], RegExp][] = [
    ['an unknown option', ['--bogus'], /Unknown option '--bogus'/],
    ['an unknown format', ['--format', 'xml'], /--format must be one of stylish, json, sarif, gitlab, not "xml"/],
    ['a bad --max-warnings', ['--max-warnings', 'many'], /--max-warnings takes a whole number/],
    ['a bad --shard', ['--shard', '4/3'], /--shard takes i\/n/],
    ['--concurrency 0', ['--concurrency', '0'], /--concurrency takes auto, off or a number of threads from 1 to 256, not "0"/],
    ['a --concurrency past any machine', ['--concurrency', '100000'], /--concurrency takes auto, off or a number of threads/],
    ['a --concurrency that is not a number', ['--concurrency', 'all'], /--concurrency takes auto, off or a number of threads/],
    ['an unknown fix type', ['--fix', '--fix-type', 'rewrite'], /unknown fix "rewrite"/],
    ['--fix-type without --fix', ['--fix-type', 'encode'], /--fix-type needs --fix or --fix-dry-run/],
    ['--fix with --fix-dry-run', ['--fix', '--fix-dry-run'], /exclude each other/],
    ['a path that does not exist', ['missing.md'], /missing\.md: no such file or folder/],
    ['a glob that matches nothing', ['**/*.nothing'], /no file matches this glob/],
  ];
  for (const [name, args, message] of usage) {
    it(`2 on ${name}, with one message saying so`, () => {
      const run = runCli(args, tempTree({ 'a.md': BAD }));
      assert.equal(run.status, 2);
      assert.equal(run.stdout, '');
      assert.match(run.stderr, message);
      assert.match(run.stderr, /^uri-lint: /);
    });
  }

  it('never waits on a pipe: a named one found in a folder is passed over, one named on the command line is a usage error', () => {
    const dir = tempTree({ 'a.md': BAD });
    execFileSync('mkfifo', [path.join(dir, 'pipe.md')]);
    assert.deepEqual(runJson([], dir).report.files.map((f) => f.path), ['a.md']);
    const run = runCli(['pipe.md'], dir);
    assert.equal(run.status, 2);
    assert.match(run.stderr, /pipe\.md: not a file or a folder/);
  });

  it('a symbolic link to nothing met in a folder is skipped, not a failure; one named on the command line is a usage error', () => {
    // A dotfiles repository links bin/subl to an application's path that exists only on its author's machine.
    const dir = tempTree({ 'a.md': BAD });
    fs.symlinkSync('/Applications/Sublime Text.app/Contents/SharedSupport/bin/subl', path.join(dir, 'subl'));
    fs.symlinkSync('loop.md', path.join(dir, 'loop.md'));
    const run = runJson([], dir);
    assert.equal(run.status, 1, run.stderr);
    assert.deepEqual(problemList(run.report), [`a.md:${PORT} error invalid-port`]);
    const skipped = run.report.files.filter((f) => f.skipped !== undefined).map((f) => `${f.path}: ${f.skipped}`);
    assert.deepEqual(skipped, [
      'loop.md: dangling: a symbolic link to nothing (too many levels of symbolic links)',
      'subl: dangling: a symbolic link to nothing (no such file or folder)',
    ]);
    const named = runCli(['subl'], dir);
    assert.equal(named.status, 2);
    assert.match(named.stderr, /subl: no such file or folder/);
  });
});

describe('uri-lint: bad configurations', () => {
  after(removeTempTrees);
  const schema = JSON.parse(fs.readFileSync(path.join(ROOT, 'schemas/urilintrc.schema.json'), 'utf8')) as object;
  const validate = new Ajv({ strict: false }).compile(schema);

  // Each config, what the command line says of it (it validates with the generated schema), and the schema file agree.
  const configs: [string, string, RegExp | undefined][] = [
    ['settings and overrides', '{ "iri.strict": true, "severity": { "iri": "warning" }, "overrides": [{ "files": ["*.md"], "maxFileSize": 10 }] }', undefined],
    ['an editor\'s $schema', '{ "$schema": "./schema.json", "enable": true }', undefined],
    ['not JSON', '{ "enable": true, }', /\.urilintrc\.json: not valid JSON/],
    ['not an object', '[]', /must be a JSON object/],
    ['an unknown setting', '{ "iriStrict": true }', /unknown setting "iriStrict"/],
    ['the uriLint. prefix', '{ "uriLint.enable": true }', /unknown setting "uriLint\.enable"/],
    ['a wrong type', '{ "enable": "yes" }', /"enable" must be true or false/],
    ['a negative maxFileSizeMB', '{ "maxFileSizeMB": -1 }', /"maxFileSizeMB" must be a number of at least 0/],
    ['a negative maxFileSize (the bytes it replaced)', '{ "maxFileSize": -1 }', /"maxFileSize" must be a number of at least 0/],
    ['an unknown code', '{ "severity": { "invalid-prot": "off" } }', /unknown diagnostic code "invalid-prot"/],
    ['an unknown level', '{ "severity": { "iri": "loud" } }', /sets "iri" to "loud"/],
    ['a $schema that is not a string', '{ "$schema": 5 }', /"\$schema" must be a string/],
    ['an override without files', '{ "overrides": [{ "enable": false }] }', /overrides\[0\]\.files must be a glob/],
    ['an override\'s files, empty', '{ "overrides": [{ "files": [] }] }', /overrides\[0\]\.files must be a glob or a non-empty array of globs/],
    ['a bad level in an override', '{ "overrides": [{ "files": "*.md", "severity": { "iri": 3 } }] }', /"overrides\[0\]\.severity" sets "iri" to 3; use one of error, warning/],
    ['an override within an override', '{ "overrides": [{ "files": "*.md", "overrides": [] }] }', /unknown setting "overrides\[0\]\.overrides" \(settings: files, enable,/],
    ['a bad setting in an override', '{ "overrides": [{ "files": "*.md", "languages": "markdown" }] }', /"overrides\[0\]\.languages" must be an array of strings/],
  ];
  for (const [name, text, message] of configs) {
    it(`${message ? '2 on' : 'accepts'} ${name}, as the JSON schema does`, () => {
      const run = runCli([], tempTree({ '.urilintrc.json': text, 'a.md': CLEAN }));
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      if (message) {
        assert.equal(run.status, 2, run.stdout);
        assert.match(run.stderr, message);
        assert.ok(json === undefined || !validate(json), 'the schema rejects it too');
      } else {
        assert.equal(run.status, 0, run.stderr);
        assert.ok(validate(json), JSON.stringify(validate.errors));
      }
    });
  }

  for (const [doc, heading] of [['README.md', '## Configuration'], ['docs/configuration.md', '## The configuration file']] as const) {
    it(`${doc}'s example .urilintrc.json is a valid configuration`, () => {
      const readme = fs.readFileSync(path.join(ROOT, doc), 'utf8');
      const section = readme.slice(readme.indexOf(heading), readme.indexOf('\n## ', readme.indexOf(heading) + 1));
      const example = /```json\n([\s\S]*?)```/.exec(section)![1]!.replace(/^ {2}/gm, '');
      assert.ok(validate(JSON.parse(example)), JSON.stringify(validate.errors));
      const run = runCli([], tempTree({ '.urilintrc.json': example, 'legacy/a.md': BAD }));
      assert.equal(run.status, 0, run.stderr);
    });
  }

  it('2 on a bad "uriLint" key in package.json, naming the file and key', () => {
    const run = runCli([], tempTree({ 'package.json': '{ "name": "x", "uriLint": { "links": true } }', 'a.md': CLEAN }));
    assert.equal(run.status, 2);
    assert.match(run.stderr, /package\.json#uriLint: unknown setting "links"/);
  });

  it('the nearest configuration wins: a folder\'s .urilintrc.json over the root\'s, package.json\'s "uriLint" over the parent\'s', () => {
    const dir = tempTree({
      '.urilintrc.json': '{ "severity": { "invalid-port": "warning" } }',
      'a.md': BAD,
      'sub/.urilintrc.json': '{}',
      'sub/b.md': BAD,
      'pkg/package.json': '{ "uriLint": { "severity": { "invalid-port": "off" } } }',
      'pkg/c.md': BAD,
    });
    // .urilintrc.json wins over package.json in one folder; an override's glob without "/" matches at any depth.
    const both = tempTree({
      'package.json': '{ "uriLint": { "enable": false } }',
      '.urilintrc.json': '{ "overrides": [{ "files": ["*.txt", "docs/*.md"], "severity": { "invalid-port": "warning" } }] }',
      'a/b/c.txt': BAD, 'docs/d.md': BAD, 'e.md': BAD,
    });
    assert.deepEqual(problemList(runJson([], both).report), [
      `a/b/c.txt:${PORT} warning invalid-port`, `docs/d.md:${PORT} warning invalid-port`, `e.md:${PORT} error invalid-port`,
    ]);
    assert.deepEqual(problemList(runJson([], dir).report), [`a.md:${PORT} warning invalid-port`, `sub/b.md:${PORT} error invalid-port`]);
  });
});

describe('uri-lint: which files', () => {
  after(removeTempTrees);

  it('honours .gitignore (nested ones and negations too) and .urilintignore; never enters .git or node_modules', () => {
    const dir = tempTree({
      '.gitignore': 'build/\n*.log.md\n!keep.log.md\n',
      '.urilintignore': 'vendor/**\n',
      'a.md': BAD,
      'build/b.md': BAD,
      'x.log.md': BAD,
      'keep.log.md': BAD,
      'vendor/lib/c.md': BAD,
      'docs/.gitignore': 'draft.md\n',
      'docs/draft.md': BAD,
      'docs/final.md': BAD,
      '.git/d.md': BAD,
      'node_modules/e/f.md': BAD,
    });
    const { report } = runJson([], dir);
    assert.deepEqual(report.files.map((f) => f.path), ['.gitignore', '.urilintignore', 'a.md', 'docs/.gitignore', 'docs/final.md', 'keep.log.md']);
  });

  it('an ignored file named on the command line is reported as skipped, not checked', () => {
    const dir = tempTree({ '.urilintignore': 'a.md\n', 'a.md': BAD });
    const run = runJson(['a.md'], dir);
    assert.equal(run.status, 0);
    assert.match(run.report.files[0]!.skipped!, /^ignored/);
    assert.match(runCli(['a.md'], dir).stdout, /a\.md\n {2}skipped: ignored/);
  });

  it('globs select files, ignore files still apply', () => {
    const dir = tempTree({ '.gitignore': 'old/\n', 'docs/a.md': BAD, 'docs/b.txt': BAD, 'old/c.md': BAD });
    assert.deepEqual(runJson(['**/*.md'], dir).report.files.map((f) => f.path), ['docs/a.md']);
  });

  it('skips binary files (a NUL near the start) and says so in the summary', () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), Buffer.from(BAD)]);
    const dir = tempTree({ 'image.png': png, 'a.md': CLEAN });
    const { report, status } = runJson([], dir);
    assert.equal(status, 0);
    assert.equal(report.files.find((f) => f.path === 'image.png')!.skipped, 'binary');
    assert.match(runCli([], dir).stdout, /1 file checked; skipped 1 binary/);
  });

  it('skips files over maxFileSizeMB with a note', () => {
    const dir = tempTree({ '.urilintrc.json': '{ "maxFileSizeMB": 0.00005 }', 'big.md': BAD.repeat(3), 'small.md': CLEAN });
    const run = runCli([], dir);
    assert.equal(run.status, 0);
    assert.match(run.stdout, /big\.md\n {2}skipped: too large: 99 bytes, over uriLint\.maxFileSizeMB \(0\.00005 MB, 52\.4288 bytes\)/);
  });

  it('still reads maxFileSize, in bytes, the setting maxFileSizeMB replaced', () => {
    const dir = tempTree({ '.urilintrc.json': '{ "maxFileSize": 40 }', 'big.md': BAD.repeat(3), 'small.md': CLEAN });
    const run = runCli([], dir);
    assert.equal(run.status, 0);
    assert.match(run.stdout, /big\.md\n {2}skipped: too large: 99 bytes, over uriLint\.maxFileSizeMB \(0\.0000381 MB, 40 bytes\)/);
  });

  it('reads each file as the language VS Code gives it (a URI in a Python comment, in a Markdown link)', () => {
    const dir = tempTree({
      'run.py': '# see http://example.com:80a/\nx = 1\n',
      'script': '#!/usr/bin/env python3\n# see http://example.com:80a/\n',
      'doc.md': '[a link](http://example.com:80a/ "title")\n',
    });
    const { report } = runJson([], dir);
    assert.deepEqual(report.files.map((f) => [f.path, f.language, f.problems.map((p) => p.code).join()]), [
      ['doc.md', 'markdown', 'invalid-port'],
      ['run.py', 'python', 'invalid-port'],
      ['script', 'python', 'invalid-port'],
    ]);
  });
});
