/**
 * The npm packages installed where this repository is out of reach: both
 * tarballs (`npm pack`) installed offline into an empty project in a
 * temporary folder, then what their users run: `npx uri-lint` on a small
 * tree (stylish and json, the exit codes, worker threads),
 * `uri-lint-server --stdio` as an editor starts it, `@uri-lint/core` from
 * an ES module and a CommonJS script, and both packages' declarations from
 * TypeScript. The repository's root packed as pre-commit packs a hook's
 * repository gives the same commands.
 */
import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { TestClient } from '../server/protocol/client';
import { installedProject, npm, ROOT } from './packed';
import type { Packed } from './packed';

const TREE: Record<string, string> = {
  'docs/a.md': '# Notes\n\nSee http://example.com:80a/ and [b](b.md).\n',
  'docs/b.md': '# B\n\nA clean link: https://example.com/.\n',
  'config.toml': 'url = "http://deploy:hunter2@example.com/"\n',
};

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

describe('packages: installed from their tarballs into an empty project', function () {
  // Building, packing and installing: a few seconds, more on a busy machine.
  this.timeout(180_000);
  let project: string;
  let packed: Packed;
  const bin = (name: string): string => path.join(project, 'node_modules/.bin', name);
  const run = (command: string, args: readonly string[], cwd = project, env: NodeJS.ProcessEnv = packed.env): Run => {
    const result = spawnSync(command, args, { cwd, env, encoding: 'utf8', timeout: 60_000 });
    if (result.error) throw result.error;
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
  };

  before(() => {
    ({ project, packed } = installedProject('project'));
    for (const [name, text] of Object.entries(TREE)) {
      fs.mkdirSync(path.dirname(path.join(project, name)), { recursive: true });
      fs.writeFileSync(path.join(project, name), text);
    }
  });

  it('installs the two packages and nothing else: every package they use is bundled', () => {
    const installed = fs.readdirSync(path.join(project, 'node_modules')).filter((name) => !name.startsWith('.'));
    assert.deepEqual(installed.sort(), ['@uri-lint', 'uri-lint']);
    assert.deepEqual(fs.readdirSync(path.join(project, 'node_modules/@uri-lint')), ['core']);
    for (const dir of ['uri-lint', '@uri-lint/core']) {
      const manifest = JSON.parse(fs.readFileSync(path.join(project, 'node_modules', dir, 'package.json'), 'utf8')) as Record<string, unknown>;
      assert.equal(manifest.dependencies, undefined, dir);
      assert.ok(fs.existsSync(path.join(project, 'node_modules', dir, 'LICENSE')), `${dir}: its licence`);
      assert.ok(fs.existsSync(path.join(project, 'node_modules', dir, 'README.md')), `${dir}: its README`);
    }
  });

  it('npx uri-lint: the package\'s --version, stylish by default, exit code 1 on an error, no password shown', () => {
    const version = (JSON.parse(fs.readFileSync(path.join(ROOT, 'packages/cli/package.json'), 'utf8')) as { version: string }).version;
    assert.equal(run(bin('uri-lint'), ['--version']).stdout.trim(), version);
    const { status, stdout } = run('npx', ['uri-lint', 'docs', 'config.toml']);
    assert.equal(status, 1);
    assert.match(stdout, /^docs\/a\.md\n {2}3:24 {2}error {2,}Port "80a" is not a number: write digits only {2}invalid-port$/m);
    assert.match(stdout, /^config\.toml\n {2}1:\d+ {2}warning {2}Password in the URI.*password-in-userinfo$/m);
    assert.match(stdout, /✖ 2 problems \(1 error, 1 warning\) in 3 files checked/);
    assert.doesNotMatch(stdout, /hunter2/);
  });

  it('uri-lint --format json, and the exit codes 0 (no error) and 2 (a usage error)', () => {
    const json = run(bin('uri-lint'), ['--format', 'json', 'docs']);
    assert.equal(json.status, 1);
    const report = JSON.parse(json.stdout) as { files: { path: string; problems: { code: string; line: number; column: number }[] }[]; errorCount: number };
    assert.deepEqual(report.files.map((f) => [f.path, f.problems.map((p) => `${p.line}:${p.column} ${p.code}`)]), [['docs/a.md', ['3:24 invalid-port']], ['docs/b.md', []]]);
    assert.equal(run(bin('uri-lint'), ['docs/b.md']).status, 0);
    const usage = run(bin('uri-lint'), ['--format', 'xml']);
    assert.equal(usage.status, 2);
    assert.match(usage.stderr, /--format must be one of stylish, json, sarif, gitlab/);
  });

  it('starts its worker threads from the package (worker.js beside the code that starts them)', () => {
    const many = path.join(project, 'many');
    fs.mkdirSync(many);
    for (let i = 0; i < 100; i++) fs.writeFileSync(path.join(many, `${i}.md`), `Port http://example.com:${i}a/ here.\n`);
    // A worker that fails to load leaves its files to the main thread, unseen: this hook tells each worker's fate on
    // stderr, first (as it is made, so whatever the timing) whether its script is a file the package holds. Whether it
    // comes online before the run ends is timing: this thread may take every file first, and the run then ends it.
    const hook = path.join(packed.dir, 'worker-hook.cjs');
    fs.writeFileSync(hook, `const threads = require('node:worker_threads');
const { Worker } = threads;
threads.Worker = class extends Worker {
  constructor(...args) {
    super(...args);
    const file = args[0] instanceof URL ? require('node:url').fileURLToPath(args[0]) : String(args[0]);
    process.stderr.write('worker script ' + (require('node:fs').existsSync(file) ? 'found' : 'missing: ' + file) + '\\n');
    this.once('online', () => process.stderr.write('worker online\\n'));
    this.once('error', (e) => process.stderr.write('worker error ' + e.message + '\\n'));
  }
};
require('node:module').syncBuiltinESMExports();
`);
    const threaded = run(process.execPath, ['--require', hook, bin('uri-lint'), '--concurrency', '2', '--format', 'json', 'many']);
    assert.match(threaded.stderr, /^worker script found$/m);
    assert.doesNotMatch(threaded.stderr, /worker error/);
    const single = run(bin('uri-lint'), ['--concurrency', 'off', '--format', 'json', 'many']);
    const problems = (out: string): number => (JSON.parse(out) as { errorCount: number }).errorCount;
    assert.equal(problems(threaded.stdout), 100);
    assert.equal(problems(single.stdout), 100);
  });

  it('loads each parser a text needs from its own file of the package (lazy-*.cjs), the first time a text needs it', () => {
    const dir = path.join(project, 'parsers');
    const files: Record<string, string> = {
      // htmlparser2: page.html's ids; the configuration's ignorePatterns leave the bad port alone.
      'a.md': '# A\n\n[b](b.md#missing) [ok](b.md#b) [page](page.html#nowhere) https://xn--a.example/ and http://example.com/skip:80a\n',
      'b.md': '# B\n',
      'page.html': '<p id="here">page</p>\n',
      // yaml: a flow mapping the line scan leaves to the full parser, whose pointer names nothing.
      'api.yaml': 'a: {b: 1}\nc:\n  $ref: "#/a/missing"\n',
      '.urilintrc.json': JSON.stringify({ ignorePatterns: ['example\\.com/skip'] }),
    };
    fs.mkdirSync(dir);
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
    const installed = path.join(project, 'node_modules/uri-lint/out');
    for (const name of ['htmlparser2', 'markdown-it', 're2js', 'tr46', 'yaml']) {
      for (const folder of ['', 'cli']) assert.ok(fs.existsSync(path.join(installed, folder, `lazy-${name}.cjs`)), `${folder}/lazy-${name}.cjs`);
    }
    const { status, stdout, stderr } = run(bin('uri-lint'), ['--format', 'json', '.'], dir);
    assert.equal(status, 0, stderr);
    const report = JSON.parse(stdout) as { files: { path: string; problems: { code: string; line: number; column: number }[] }[] };
    const found = report.files.flatMap((f) => f.problems.map((p) => `${f.path} ${p.line}:${p.column} ${p.code}`)).sort();
    assert.deepEqual(found, ['a.md 3:10 link-missing-fragment', 'a.md 3:49 link-missing-fragment', 'api.yaml 3:11 link-missing-fragment']);
  });

  it('uri-lint-server --stdio: initializes and publishes diagnostics, as an editor\'s LSP client sees them', async () => {
    const client = await TestClient.start({ transport: 'spawn', serverBin: { path: bin('uri-lint-server'), cwd: project, env: packed.env } });
    try {
      assert.equal(client.initializeResult.serverInfo?.name, 'uri-lint');
      const doc = await client.open('markdown', 'See http://example.com:80a/ here.\n');
      const diagnostics = await client.diagnostics(doc.uri);
      assert.deepEqual(diagnostics.map((d) => `${d.range.start.line}:${d.range.start.character} ${String(d.code)}`), ['0:23 invalid-port']);
    } finally {
      await client.stop();
    }
  });

  it('@uri-lint/core from an ES module and from CommonJS', () => {
    const script = (load: string): string => `${load}
const parsed = parse('http://example.com:80a/');
console.log(JSON.stringify([parsed.valid, parsed.errors.map((e) => e.code + ' ' + e.section), resolve('http://a/b/c/d;p?q', '../g'),
  normalize('HTTP://www.Example.com:80/%7euser/./a/../b'), findUris('[x](https://a.example/p)', { languageId: 'markdown' }).map((f) => f.text)]));`;
    fs.writeFileSync(path.join(project, 'engine.mjs'), script("import { parse, resolve, normalize, findUris } from '@uri-lint/core';"));
    fs.writeFileSync(path.join(project, 'engine.cjs'), script("const { parse, resolve, normalize, findUris } = require('@uri-lint/core');"));
    const expected = [false, ['invalid-port 3.2.3'], 'http://a/b/g', 'http://www.example.com/~user/b', ['https://a.example/p']];
    for (const file of ['engine.mjs', 'engine.cjs']) {
      const { status, stdout, stderr } = run(process.execPath, [file]);
      assert.equal(status, 0, stderr);
      assert.deepEqual(JSON.parse(stdout), expected, file);
    }
  });

  it('the declarations of both packages type a consumer\'s code (TypeScript, node16 modules)', () => {
    // Without checking the libraries' own declarations nor reading Node's (seconds): the @ts-expect-error shows the
    // types are real, not any.
    fs.writeFileSync(path.join(project, 'consumer.mts'), `import { parse, resolve, type ParseResult } from '@uri-lint/core';
import { main, mergeReports, type RunReport } from 'uri-lint';
const parsed: ParseResult = parse(resolve('http://a/b', 'c'));
const code: Promise<number> = main(['--version']);
const merged: RunReport = mergeReports([]);
const port: string | undefined = parsed.components.port;
// @ts-expect-error a report's counts are numbers
const wrong: string = merged.errorCount;
export { code, port, wrong };
`);
    fs.writeFileSync(path.join(project, 'tsconfig.json'), JSON.stringify({
      compilerOptions: { strict: true, noEmit: true, module: 'node16', moduleResolution: 'node16', target: 'es2022', lib: ['es2022'], skipLibCheck: true, types: [] },
      files: ['consumer.mts'],
    }));
    const tsc = run(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', '.']);
    assert.equal(tsc.status, 0, tsc.stdout + tsc.stderr);
  });

  it('the repository\'s root packed as pre-commit packs a hook\'s repository: its uri-lint runs where it is installed', () => {
    // pre-commit's `language: node` installs the repository's dependencies, packs the root and installs the tarball
    // globally in an environment of its own: the root's `bin` are then the hooks' commands.
    const [root] = JSON.parse(npm(['pack', '--ignore-scripts', '--json', '--pack-destination', packed.dir], ROOT, packed.env)) as { filename: string }[];
    const prefix = path.join(packed.dir, 'pre-commit-env');
    npm(['install', '-g', '--prefix', prefix, path.join(packed.dir, root!.filename)], packed.dir, packed.env);
    const hooks = fs.readFileSync(path.join(ROOT, '.pre-commit-hooks.yaml'), 'utf8');
    const entries = [...hooks.matchAll(/^\s*entry: (\S+)/gm)].map((m) => m[1]!);
    assert.deepEqual([...new Set(entries)], ['uri-lint']);
    const version = run(path.join(prefix, 'bin/uri-lint'), ['--version'], packed.dir);
    assert.equal(version.status, 0, version.stderr);
    const checked = run(path.join(prefix, 'bin/uri-lint'), ['docs/a.md', 'docs/b.md']);
    assert.equal(checked.status, 1);
    assert.match(checked.stdout, /invalid-port/);
  });
});
