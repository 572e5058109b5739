/**
 * Nothing a repository holds can hang or exhaust the command: configuration, ignore and cache files are read only when they are
 * regular files of bounded size, `overrides` globs match in linear time, a
 * file too large for a string is skipped, a damaged cache is an empty one,
 * `merge-reports` refuses what is not a report, names that are not UTF-8
 * are checked and control characters in names are shown, not acted on. And
 * FORCE_COLOR=0 means no colour (part 5). Every run has the helpers' 60 s
 * limit: a hang fails the test instead of stalling the suite.
 */
import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { problemList, removeTempTrees, runCli, runJson, tempTree } from './helpers';

/** One error (a port that is not a number) and where it is. */
const BAD = 'See http://example.com:80a/ now.\n';
const PORT = `1:${BAD.indexOf('80a/') + 1}`; // the port, which the finding covers

/** What a run must not print: a stack trace. */
const STACK = /\n\s+at /;

type Maker = (file: string) => void;
const fifo: Maker = (file) => execFileSync('mkfifo', [file]);
const linkTo = (target: string): Maker => (file) => fs.symlinkSync(target, file);
const folder: Maker = (file) => fs.mkdirSync(file);
/** A regular file past the 4 MB bound on settings files (sparse: no disk used). */
const tooLarge: Maker = (file) => fs.truncateSync((fs.writeFileSync(file, '{'), file), 5 * 1024 * 1024);

/** Everything that is not a regular file of bounded size, as a repository can commit or a checkout can make it. */
const NOT_REGULAR: [string, Maker, RegExp][] = [
  ['a FIFO', fifo, /not a regular file \(a FIFO\)/],
  ['a link to /dev/zero', linkTo('/dev/zero'), /not a regular file \(a character device\)/],
  ['a link to /dev/urandom', linkTo('/dev/urandom'), /not a regular file \(a character device\)/],
  ['a folder', folder, /not a regular file \(a folder\)/],
  ['a regular file of 5 MB', tooLarge, /too large \(over 4194304 bytes\)/],
];

describe('uri-lint: what a repository holds cannot hang or exhaust it', () => {
  after(removeTempTrees);

  for (const [kind, make, reason] of NOT_REGULAR) {
    for (const name of ['.gitignore', '.urilintignore']) {
      it(`${name} that is ${kind}: a note naming it, the run goes on`, () => {
        const dir = tempTree({ 'a.md': BAD, 'sub/b.md': BAD });
        make(path.join(dir, 'sub', name));
        const run = runJson([], dir);
        assert.equal(run.status, 1);
        assert.deepEqual(problemList(run.report), [`a.md:${PORT} error invalid-port`, `sub/b.md:${PORT} error invalid-port`]);
        assert.match(run.stderr, new RegExp(`^uri-lint: note: sub/\\${name}: not read: ${reason.source}\\n$`));
      });
    }
    for (const name of ['.urilintrc.json', 'package.json']) {
      // A folder by the name is no configuration file at all: see below.
      if (make === folder) continue;
      it(`${name} that is ${kind}: exit 2, one message naming it`, () => {
        const dir = tempTree({ 'sub/a.md': BAD });
        make(path.join(dir, 'sub', name));
        const run = runCli([], dir);
        assert.equal(run.status, 2);
        assert.equal(run.stdout, '');
        assert.match(run.stderr, new RegExp(`^uri-lint: \\S+/sub/${name.replace('.', '\\.')}: cannot read the configuration \\(${reason.source}\\)\\n$`));
      });
    }
    it(`--config naming ${kind}: exit 2, one message naming it`, () => {
      const dir = tempTree({ 'a.md': BAD });
      make(path.join(dir, 'conf.json'));
      const run = runCli(['--config', 'conf.json', 'a.md'], dir);
      assert.equal(run.status, 2);
      assert.match(run.stderr, /^uri-lint: \S+conf\.json: cannot read the configuration [^\n]*\n$/);
    });
  }

  it('a folder named package.json or .urilintrc.json is no configuration: the run goes on, the files in it checked', () => {
    // sveltejs/kit: packages/kit/test/apps/basics/src/routes/package.json/+server.js, a route serving /package.json.
    const dir = tempTree({ 'routes/package.json/+server.js': `// ${BAD}`, 'routes/.urilintrc.json/a.md': BAD, 'a.md': BAD });
    const run = runJson([], dir);
    assert.equal(run.status, 1, run.stderr);
    assert.equal(run.stderr, '');
    assert.deepEqual(problemList(run.report).sort(), [`a.md:${PORT} error invalid-port`, `routes/.urilintrc.json/a.md:${PORT} error invalid-port`,
      `routes/package.json/+server.js:1:${BAD.indexOf('80a/') + 4} error invalid-port`].sort());
  });

  it('a symbolic link to a file of the folder walked is that file, checked once where it lies; one out of it is checked at the link', () => {
    // sveltejs/kit: .github/copilot-instructions.md -> ../AGENTS.md, whose links are written from the top folder.
    const outside = tempTree({ 'notes.md': BAD });
    const dir = tempTree({ 'AGENTS.md': `[c](./CONTRIBUTING.md)\n${BAD}`, 'CONTRIBUTING.md': '# Contributing\n', '.github/x': '' });
    fs.symlinkSync('../AGENTS.md', path.join(dir, '.github', 'copilot-instructions.md'));
    fs.symlinkSync(path.join(outside, 'notes.md'), path.join(dir, 'notes.md'));
    const run = runJson([], dir);
    assert.deepEqual(problemList(run.report).sort(), [`AGENTS.md:2:${BAD.indexOf('80a/') + 1} error invalid-port`, `notes.md:${PORT} error invalid-port`]);
    assert.ok(!run.report.files.some((f) => f.path === '.github/copilot-instructions.md'), 'the link is not a file of its own');
  });

  it('a cache that is a FIFO or a link to a device: exit 2 naming it, never read nor overwritten', () => {
    for (const make of [fifo, linkTo('/dev/zero')]) {
      const dir = tempTree({ 'a.md': BAD });
      make(path.join(dir, '.urilintcache'));
      const run = runCli(['--cache'], dir);
      assert.equal(run.status, 2);
      assert.match(run.stderr, /^uri-lint: \S+\.urilintcache: cannot use it as the cache \(not a regular file \(a (FIFO|character device)\)\)\n$/);
    }
  });

  it('a JSON file nested 100,000 deep, named by a fragment and holding a $ref: the run goes on, nothing judged in it', () => {
    const deep = `{"$schema": "http://json-schema.org/draft-07/schema#", "x": {"$ref": "#/nowhere"}, "y": ${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    const dir = tempTree({ 'deep.json': deep, 'empty.json': '', 'a.md': `[x](deep.json#/y) [y](empty.json#/a)\n${BAD}` });
    const run = runJson([], dir);
    assert.equal(run.status, 1, run.stderr);
    assert.doesNotMatch(run.stderr, STACK);
    assert.deepEqual(problemList(run.report), [`a.md:2:${PORT.split(':')[1]} error invalid-port`]);
  });

  it('a file too large for a JavaScript string is skipped as too large, and the run goes on', () => {
    const dir = tempTree({ '.urilintrc.json': '{ "maxFileSize": 1000000000000 }', 'a.md': BAD });
    // 600 MB, sparse: more bytes than a string holds code units (2^29 - 24), and no disk used.
    fs.writeFileSync(path.join(dir, 'huge.txt'), 'http://example.com:80a/ ');
    fs.truncateSync(path.join(dir, 'huge.txt'), 600 * 1024 * 1024);
    const run = runJson([], dir);
    assert.equal(run.status, 1, run.stderr);
    assert.deepEqual(problemList(run.report), [`a.md:${PORT} error invalid-port`]);
    assert.match(run.report.files.find((f) => f.path === 'huge.txt')!.skipped!, /^too large: \d+ bytes, more than a JavaScript string holds/);
  });
});

describe('uri-lint: overrides globs match in linear time, as before', () => {
  after(removeTempTrees);

  /** A long name the glob nearly matches: a backtracking matcher tries every way to split it. */
  const LONG = `${'a'.repeat(240)}.md`;
  const pathological = [
    '*a*a*a*a*a*a*a*a*a*a*a*a*b',
    '**/*a*a*a*a*a*a*a*a*a*a*a*a*b',
    '*a*a*a*a*a*a*a*a*a*a*a*a*b/**',
    '{a,aa,aaa}*{a,aa,aaa}*{a,aa,aaa}*{a,aa,aaa}*{a,aa,aaa}*{a,aa,aaa}*b',
    '+(a|aa)+(a|aa)+(a|aa)+(a|aa)+(a|aa)b',
    '*(a)*(a)*(a)*(a)*(a)*(a)*(a)*(a)*(a)*(a)b',
    '[a]*[a]*[a]*[a]*[a]*[a]*[a]*[a]*[a]*[a]*b',
  ];
  for (const glob of pathological) {
    it(`${glob} against a 243-byte name: within seconds, the override not applied`, () => {
      const config = { overrides: [{ files: [glob], severity: { 'invalid-port': 'off' } }] };
      const dir = tempTree({ '.urilintrc.json': JSON.stringify(config), [LONG]: BAD, [`deep/${LONG}`]: BAD });
      const started = Date.now();
      const run = runJson([], dir);
      assert.ok(Date.now() - started < 20_000, `${Date.now() - started} ms`);
      assert.equal(run.status, 1, run.stderr);
      assert.deepEqual(problemList(run.report), [`${LONG}:${PORT} error invalid-port`, `deep/${LONG}:${PORT} error invalid-port`]);
    });
  }

  it('a pathological pattern in a committed .gitignore does not hang the walk', () => {
    const dir = tempTree({ '.gitignore': `${pathological[0]}\n**/${pathological[0]}/**\n`, [LONG]: BAD });
    assert.deepEqual(problemList(runJson([], dir).report), [`${LONG}:${PORT} error invalid-port`]);
  });

  it('a committed .gitignore with lines of tens of kilobytes: a note naming them, the other lines used', () => {
    const huge = ['*a'.repeat(8_000), '['.repeat(100_000), '**/'.repeat(30_000)];
    const dir = tempTree({ '.gitignore': `${huge.join('\n')}\nskip.md\n`, 'a.md': BAD, 'skip.md': BAD });
    const run = runJson([], dir);
    assert.equal(run.status, 1, run.stderr);
    assert.deepEqual(problemList(run.report), [`a.md:${PORT} error invalid-port`]);
    assert.equal(run.stderr, 'uri-lint: note: .gitignore: lines 1 and 2 more are longer than 4096 characters: not used\n');
  });

  /** Glob → files it turns invalid-port off for, among FILES (the configuration's glob dialect, `[!…]` negating as in git). */
  const FILES = ['a.md', 'legacy/a.md', 'legacy/x/y.md', 'docs/b1.html', 'docs/z1.html', 'docs/sub/b.html', '.hidden.md', 'x/.h/c.txt', 'src/x/a.test.ts', 'file*.md'];
  const semantics: [string, string[]][] = [
    ['legacy/**', ['legacy/a.md', 'legacy/x/y.md']],
    ['*.md', ['.hidden.md', 'a.md', 'file*.md', 'legacy/a.md', 'legacy/x/y.md']],
    ['**/*.{md,txt}', ['.hidden.md', 'a.md', 'file*.md', 'legacy/a.md', 'legacy/x/y.md', 'x/.h/c.txt']],
    ['docs/[a-c]*.html', ['docs/b1.html']],
    ['docs/[!a-c]*.html', ['docs/z1.html']],
    ['docs/*', ['docs/b1.html', 'docs/z1.html']],
    ['src/**/*.test.@(ts|js)', ['src/x/a.test.ts']],
    ['file\\*.md', ['file*.md']],
    ['?.md', ['a.md', 'legacy/a.md', 'legacy/x/y.md']],
    ['!legacy/**', ['.hidden.md', 'a.md', 'docs/b1.html', 'docs/sub/b.html', 'docs/z1.html', 'file*.md', 'src/x/a.test.ts', 'x/.h/c.txt']],
  ];
  for (const [glob, off] of semantics) {
    it(`"${glob}" applies to ${off.length} of the ${FILES.length} files`, () => {
      const config = { overrides: [{ files: glob, severity: { 'invalid-port': 'off' } }] };
      const dir = tempTree({ '.urilintrc.json': JSON.stringify(config), ...Object.fromEntries(FILES.map((f) => [f, BAD])) });
      const reported = new Set(runJson([], dir).report.files.filter((f) => f.problems.length > 0).map((f) => f.path));
      assert.deepEqual(FILES.filter((f) => !reported.has(f)).sort(), [...off].sort());
    });
  }

  /** Globs whose translation once took time quadratic in their length, or a stack as deep as their nesting. */
  const hostileGlobs: [string, string, RegExp | undefined][] = [
    ['64 KB of "["', '['.repeat(65_536), undefined],
    ['64 KB of "[!"', '[!'.repeat(32_768), undefined],
    ['8,000 "[:alpha:"', '[:alpha:'.repeat(8_000), undefined],
    ['50,000 nested braces, none a group', `${'{'.repeat(50_000)}a${'}'.repeat(50_000)}`, undefined],
    ['20,000 unclosed braces and parentheses', '{@('.repeat(20_000), undefined],
    ['20,000 nested brace groups', `${'{a,'.repeat(20_000)}b${'}'.repeat(20_000)}`, /nests groups more than 32 deep/],
    ['20,000 nested extended globs', `${'@(a|'.repeat(20_000)}b${')'.repeat(20_000)}`, /nests groups more than 32 deep/],
  ];
  for (const [name, glob, refused] of hostileGlobs) {
    it(`${name}: read within seconds, ${refused ? 'refused with a message' : 'matched as written'}`, () => {
      const dir = tempTree({ '.urilintrc.json': JSON.stringify({ overrides: [{ files: [glob, '*.txt'], severity: { 'invalid-port': 'off' } }] }), 'a.md': BAD, 'b.txt': BAD });
      const started = Date.now();
      if (refused) {
        const run = runCli([], dir);
        assert.ok(Date.now() - started < 10_000, `${Date.now() - started} ms`);
        assert.equal(run.status, 2);
        assert.match(run.stderr, new RegExp(`^uri-lint: \\S+\\.urilintrc\\.json: overrides\\[0\\]\\.files: "[^\\n]*" ${refused.source}\\n$`));
        assert.doesNotMatch(run.stderr, STACK);
      } else {
        const run = runJson([], dir);
        assert.ok(Date.now() - started < 10_000, `${Date.now() - started} ms`);
        assert.equal(run.status, 1, run.stderr);
        assert.deepEqual(problemList(run.report), [`a.md:${PORT} error invalid-port`]);
      }
    });
  }

  it('a bracket expression RE2 could not read is told when the configuration is read, or read as written', () => {
    const reversed = tempTree({ '.urilintrc.json': JSON.stringify({ ignores: ['docs/[z-a]*.md'] }), 'a.md': BAD });
    const run = runCli([], reversed);
    assert.equal(run.status, 2);
    assert.match(run.stderr, /^uri-lint: \S+\.urilintrc\.json: ignores: "docs\/\[z-a\]\*\.md" has the range "z-a", which runs backwards\n$/);
    // An escape RE2 does not know, and a POSIX name it lacks, are characters as written (`[[:foo:]` is a class, then `]`).
    const written = tempTree({ '.urilintrc.json': JSON.stringify({ ignores: ['[\\p]*.md', '[[:foo:]]*.md'] }), 'p.md': BAD, 'f].md': BAD, ':].md': BAD, 'a.md': BAD });
    assert.deepEqual(problemList(runJson([], written).report), [`a.md:${PORT} error invalid-port`]);
  });

  it('100,000 "ignores" globs: the files they name are left out, the rest checked, within seconds', () => {
    const ignores = Array.from({ length: 100_000 }, (_, i) => (i % 2 === 0 ? `fixture${i}.md` : `generated${i}/**`));
    ignores.push('*.snap.md', 'vendor/**/*.md');
    const dir = tempTree({
      '.urilintrc.json': JSON.stringify({ ignores }),
      'a.md': BAD, 'fixture42.md': BAD, 'sub/fixture99998.md': BAD, 'generated77/x/y.md': BAD, 'b.snap.md': BAD, 'vendor/q/r.md': BAD, 'fixture43.md': BAD,
    });
    const started = Date.now();
    const run = runJson([], dir);
    assert.ok(Date.now() - started < 20_000, `${Date.now() - started} ms`);
    assert.equal(run.status, 1, run.stderr);
    assert.deepEqual(problemList(run.report), [`a.md:${PORT} error invalid-port`, `fixture43.md:${PORT} error invalid-port`]);
  });

  it('more than 1,000 globs without a literal character: exit 2, one message naming the key', () => {
    const ignores = Array.from({ length: 1_001 }, (_, i) => '?'.repeat(i + 1));
    const dir = tempTree({ '.urilintrc.json': JSON.stringify({ ignores }), 'a.md': BAD });
    const run = runCli([], dir);
    assert.equal(run.status, 2);
    assert.match(run.stderr, /^uri-lint: \S+\.urilintrc\.json: ignores: holds more than 1000 globs without a literal character/);
  });

  it('"!(…)" inside a glob has no linear-time form: exit 2 naming the file, the override and the glob', () => {
    const dir = tempTree({ '.urilintrc.json': JSON.stringify({ overrides: [{ files: ['src/**/!(*.test).ts'], severity: {} }] }), 'a.md': BAD });
    const run = runCli([], dir);
    assert.equal(run.status, 2);
    assert.match(run.stderr, /^uri-lint: \S+\.urilintrc\.json: overrides\[0\]\.files: "src\/\*\*\/!\(\*\.test\)\.ts" "!\(…\)" cannot be matched in linear time/);
  });
});

describe('uri-lint: damaged caches and malformed reports', () => {
  after(removeTempTrees);

  /** Damages to a cache of the right version (the signature kept): each must read as an empty cache. */
  const damages: [string, (cache: Record<string, unknown> & { entries: Record<string, Record<string, unknown>> }) => unknown][] = [
    ['entries null', (c) => ({ ...c, entries: null })],
    ['entries a list', (c) => ({ ...c, entries: [] })],
    ['an entry null', (c) => ({ ...c, entries: Object.fromEntries(Object.keys(c.entries).map((k) => [k, null])) })],
    ['a report missing', (c) => ({ ...c, entries: mapEntries(c, (e) => ({ ...e, report: undefined })) })],
    ['problems not a list', (c) => ({ ...c, entries: mapEntries(c, (e) => ({ ...e, report: { ...(e.report as object), problems: 'x' } })) })],
    ['a problem of unknown severity', (c) => ({ ...c, entries: mapEntries(c, (e) => ({ ...e, report: { ...(e.report as { problems: object[] }), problems: (e.report as { problems: object[] }).problems.map((p) => ({ ...p, severity: 'fatal' })) } })) })],
    ['a size that is a string', (c) => ({ ...c, entries: mapEntries(c, (e) => ({ ...e, size: '12' })) })],
  ];
  function mapEntries(c: { entries: Record<string, Record<string, unknown>> }, f: (e: Record<string, unknown>) => unknown): Record<string, unknown> {
    return Object.fromEntries(Object.entries(c.entries).map(([k, e]) => [k, f(e)]));
  }
  for (const [name, damage] of damages) {
    it(`a cache with ${name}: an empty cache, the same report as a fresh run`, () => {
      const dir = tempTree({ 'a.md': BAD, 'b.md': 'Nothing.\n' });
      const fresh = runJson(['--cache'], dir);
      const file = path.join(dir, '.urilintcache');
      fs.writeFileSync(file, JSON.stringify(damage(JSON.parse(fs.readFileSync(file, 'utf8')))));
      const again = runJson(['--cache'], dir);
      assert.equal(again.status, 1, again.stderr);
      assert.equal(again.stderr, '');
      assert.deepEqual(again.report.files, fresh.report.files);
    });
  }

  it('a cache cut short: an empty cache, written whole again', () => {
    const dir = tempTree({ 'a.md': BAD });
    runJson(['--cache'], dir);
    const file = path.join(dir, '.urilintcache');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').slice(0, 60));
    assert.deepEqual(problemList(runJson(['--cache'], dir).report), [`a.md:${PORT} error invalid-port`]);
    assert.doesNotThrow(() => JSON.parse(fs.readFileSync(file, 'utf8')));
  });

  const malformed: [string, string, RegExp][] = [
    ['not JSON', '{"files": [', /not a JSON report of uri-lint \(.*JSON/],
    ['null', 'null', /\(not a JSON object\)/],
    ['a list', '[]', /\(not a JSON object\)/],
    ['files not a list', '{"files": 3}', /\(no "files" list\)/],
    ['a file null', '{"files": [null]}', /\(files\[0\]: not an object\)/],
    ['a path that is a number', '{"files": [{"path": 1, "language": "x", "references": 0, "problems": []}]}', /\(files\[0\]: bad "path"\)/],
    ['problems missing', '{"files": [{"path": "a", "language": "x", "references": 0}]}', /\(files\[0\]: bad "problems"\)/],
    ['a problem without a line', '{"files": [{"path": "a", "language": "x", "references": 0, "problems": [{"column": 1}]}]}', /\(files\[0\]: bad "problems\[0\]\.line"\)/],
    ['a problem of unknown severity', `{"files": [{"path": "a", "language": "x", "references": 0, "problems": [${JSON.stringify({ line: 1, column: 1, endLine: 1, endColumn: 2, severity: 'fatal', code: 'x', message: 'm', href: '', fingerprint: 'f' })}]}]}`, /bad "problems\[0\]\.severity"/],
    ['fixes not a list', '{"files": [{"path": "a", "language": "x", "references": 0, "problems": [], "fixes": {}}]}', /bad "fixes"/],
    ['a silenced problem without suppressions', `{"files": [{"path": "a", "language": "x", "references": 0, "problems": [], "suppressed": [${JSON.stringify({ line: 1, column: 1, endLine: 1, endColumn: 2, severity: 'error', code: 'x', message: 'm', href: '', fingerprint: 'f' })}]}]}`, /bad "suppressed\[0\]\.suppressions"/],
    ['a suppression of unknown kind', `{"files": [{"path": "a", "language": "x", "references": 0, "problems": [], "suppressed": [${JSON.stringify({ line: 1, column: 1, endLine: 1, endColumn: 2, severity: 'error', code: 'x', message: 'm', href: '', fingerprint: 'f', suppressions: [{ kind: 'block', justification: '' }] })}]}]}`, /bad "suppressed\[0\]\.suppressions\[0\]"/],
  ];
  for (const [name, text, message] of malformed) {
    it(`merge-reports on a report with ${name}: one message naming the file, exit 2`, () => {
      const dir = tempTree({ 'good.json': '{"files": []}', 'bad.json': text });
      for (const format of ['json', 'stylish', 'sarif']) {
        const run = runCli(['merge-reports', '--format', format, 'good.json', 'bad.json'], dir);
        assert.equal(run.status, 2);
        assert.equal(run.stdout, '');
        assert.match(run.stderr, /^uri-lint: bad\.json: not a JSON report of uri-lint [^\n]*\n$/);
        assert.match(run.stderr, message);
        assert.doesNotMatch(run.stderr, STACK);
      }
    });
  }

  it('merge-reports on a folder or a missing file: one message naming it, exit 2', () => {
    const dir = tempTree({ 'good.json': '{"files": []}', 'sub/x': '' });
    for (const [name, reason] of [['sub', 'not a regular file (a folder)'], ['gone.json', 'no such file or folder']]) {
      const run = runCli(['merge-reports', 'good.json', name!], dir);
      assert.equal(run.status, 2);
      assert.equal(run.stderr, `uri-lint: ${name}: not a JSON report of uri-lint (${reason})\n`);
    }
  });

  it('merge-reports given a FIFO or a link to a device: one message naming it, exit 2, within seconds', () => {
    for (const [make, kind] of [[fifo, 'a FIFO'], [linkTo('/dev/zero'), 'a character device'], [linkTo('/dev/urandom'), 'a character device']] as const) {
      const dir = tempTree({ 'good.json': '{"files": []}' });
      make(path.join(dir, 'shard.json'));
      const run = runCli(['merge-reports', 'good.json', 'shard.json'], dir);
      assert.equal(run.status, 2);
      assert.equal(run.stderr, `uri-lint: shard.json: not a JSON report of uri-lint (not a regular file (${kind}))\n`);
    }
  });
});

describe('uri-lint: control characters in messages and merged reports are shown, not acted on', () => {
  after(removeTempTrees);

  /** What a terminal acts on: C0 and C1 controls but the line feeds between lines, DEL, bidirectional controls. */
  const ACTING = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u2028\u2029\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

  it('link and fragment messages, in this file and into another, in every format', () => {
    const dir = tempTree({
      'a.md': '# T\n\n[a](./x%1B%5B31mred.md)\n[b](#bell%07)\n[c](./sub%0Aline.md)\n[d](b.md#esc%1B%5D0%3Btitle%07)\n[e](b.md#%E2%80%AEevil)\n',
      'b.md': '# B\n',
    });
    for (const format of ['stylish', 'json', 'sarif']) {
      const run = runCli(['--format', format, 'a.md'], dir, undefined, { env: { FORCE_COLOR: '0' } });
      assert.equal(run.status, 0, run.stderr);
      assert.doesNotMatch(run.stdout.replace(/\n/g, ''), ACTING, format);
    }
    const messages = runJson(['a.md'], dir).report.files.flatMap((f) => f.problems.map((p) => p.message));
    assert.deepEqual(messages, [
      'No file or folder "x⟨U+001B⟩[31mred.md" in the workspace folder\'s top: the link leads nowhere.',
      'No heading or anchor "bell⟨U+0007⟩" in this file.',
      'No file or folder "sub⟨U+000A⟩line.md" in the workspace folder\'s top: the link leads nowhere.',
      'No heading or anchor "esc⟨U+001B⟩]0;title⟨U+0007⟩" in b.md.',
      'No heading or anchor "⟨U+202E⟩evil" in b.md.',
    ]);
  });

  it('merge-reports prints a report\'s messages, codes, fixes, skips and diffs with their control characters shown', () => {
    const problem = { line: 1, column: 1, endLine: 1, endColumn: 2, severity: 'error', code: 'x\u001b[2J', message: 'm\u001b]0;pwned\u0007 \u009b31m', href: '', fingerprint: 'f' };
    const report = {
      files: [
        { path: 'a\u001b[8m.md', language: 'markdown', references: 1, problems: [problem], fixes: [{ line: 1, column: 1, fix: 'f\u0007', title: 't\u001b[K' }], diff: '--- a\n+++ b\n-\u001b[31mx\n' },
        { path: 'b.md', language: 'markdown', references: 0, problems: [], skipped: 'unreadable: \u001b[41mno' },
      ],
    };
    const dir = tempTree({ 'shard.json': JSON.stringify(report) });
    const run = runCli(['merge-reports', '--format', 'stylish', 'shard.json'], dir, undefined, { env: { FORCE_COLOR: '0' } });
    assert.equal(run.status, 1, run.stderr);
    assert.doesNotMatch(run.stdout.replace(/\n/g, ''), ACTING);
    assert.match(run.stdout, /m⟨U\+001B⟩\]0;pwned⟨U\+0007⟩ ⟨U\+009B⟩31m {2}x⟨U\+001B⟩\[2J/);
    assert.match(run.stdout, /skipped: unreadable: ⟨U\+001B⟩\[41mno/);
  });
});

describe('uri-lint: file names', () => {
  after(removeTempTrees);

  it('names that are not UTF-8 are walked, checked and fixed, in folders that are not UTF-8 either', () => {
    const dir = tempTree();
    const raw = (...parts: (string | number[])[]): Buffer => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : Buffer.from(p))));
    fs.writeFileSync(raw(dir, '/latin1-', [0xe9], '.md'), BAD);
    fs.mkdirSync(raw(dir, '/dir-', [0xff, 0xfe]));
    fs.writeFileSync(raw(dir, '/dir-', [0xff, 0xfe], '/cut-', [0xc3], '.txt'), BAD);
    fs.writeFileSync(raw(dir, '/dir-', [0xff, 0xfe], '/fix-', [0x80], '.txt'), 'See https://example.com/a|b now.\n');
    fs.writeFileSync(path.join(dir, 'plain.md'), BAD);
    const run = runJson([], dir);
    assert.equal(run.status, 1, run.stderr);
    assert.equal(run.stderr, '');
    assert.deepEqual(run.report.files.map((f) => `${f.path} ${f.problems.map((p) => p.code).join(',')}`), [
      'dir-\uFFFD\uFFFD/cut-\uFFFD.txt invalid-port',
      'dir-\uFFFD\uFFFD/fix-\uFFFD.txt invalid-character',
      'latin1-\uFFFD.md invalid-port',
      'plain.md invalid-port',
    ]);
    const fixed = runJson(['--fix'], dir);
    assert.equal(fixed.report.fixCount, 1, fixed.stderr);
    assert.equal(fs.readFileSync(raw(dir, '/dir-', [0xff, 0xfe], '/fix-', [0x80], '.txt'), 'utf8'), 'See https://example.com/a%7Cb now.\n');
  });

  it('stylish shows control and bidirectional characters in names as code points, as messages do', () => {
    const names = ['esc\x1b[2J\x1b[31mred.md', 'new\nline.md', 'bell\x07.md', 'c1\u009b31m.md', 'rtl\u202Etxt.md', 'del\x7f.md'];
    const dir = tempTree(Object.fromEntries(names.map((n) => [n, BAD])));
    const out = runCli([], dir).stdout;
    // Nothing a terminal acts on: no ESC, BEL, CSI, DEL or bidi control; each line is one line of the report.
    assert.doesNotMatch(out, /[\x00-\x09\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/);
    for (const shown of ['esc⟨U+001B⟩[2J⟨U+001B⟩[31mred.md', 'new⟨U+000A⟩line.md', 'bell⟨U+0007⟩.md', 'c1⟨U+009B⟩31m.md', 'rtl⟨U+202E⟩txt.md', 'del⟨U+007F⟩.md']) {
      assert.ok(out.split('\n').includes(shown), `${shown} in\n${out}`);
    }
  });
});

describe('uri-lint: colour', () => {
  after(removeTempTrees);

  // stdout is a pipe here: colour only when forced.
  const cases: [Record<string, string | undefined>, boolean][] = [
    [{}, false],
    [{ FORCE_COLOR: '0' }, false],
    [{ FORCE_COLOR: '0', NO_COLOR: '1' }, false],
    [{ FORCE_COLOR: 'false' }, false],
    [{ NO_COLOR: '1' }, false],
    [{ FORCE_COLOR: '1' }, true],
    [{ FORCE_COLOR: '' }, true],
    [{ FORCE_COLOR: '3' }, true],
    [{ FORCE_COLOR: 'true' }, true],
    // As Node and chalk: FORCE_COLOR decides when it is set.
    [{ FORCE_COLOR: '1', NO_COLOR: '1' }, true],
  ];
  for (const [env, colored] of cases) {
    it(`${JSON.stringify(env)}: ${colored ? 'coloured' : 'plain'}`, () => {
      const run = runCli([], tempTree({ 'a.md': BAD }), undefined, { env: { NO_COLOR: undefined, ...env } });
      assert.equal(run.status, 1);
      assert.equal(run.stdout.includes('\x1b['), colored);
    });
  }
});
