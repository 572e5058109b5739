/**
 * Large repositories: the worker pool (a run big enough to use it reports
 * exactly what files checked one by one report, in path order), `--shard`
 * shares that add up to the whole run, `merge-reports`, and `--cache`.
 */
import * as assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { RunReport } from '@uri-lint/server/cli';
import { positionOf, problemList, removeTempTrees, runCli, runJson, tempTree } from './helpers';

/** `count` files, file i with i + 1 bad ports on its last lines after `padding` bytes of clean text. */
function tree(count: number, padding: number): Record<string, string> {
  const files: Record<string, string> = {};
  const clean = 'A line with https://example.com/ok in it and nothing wrong.\n';
  for (let i = 0; i < count; i++) {
    const bad = Array.from({ length: i % 3 + 1 }, (_, k) => `Port http://example.com:8${k}x/ here.\n`).join('');
    files[`d${i % 4}/f${i}.md`] = clean.repeat(Math.ceil(padding / clean.length)) + bad;
  }
  return files;
}

/** What each file of `tree` must report, worked out from its text. */
function expected(files: Record<string, string>): string[] {
  return Object.keys(files).sort().flatMap((name) => {
    const text = files[name]!;
    // The finding covers the port (`8${k}x`), from its first character.
    return text.split('\n').flatMap((line, i) => (line.includes('x/') ? [`${name}:${i + 1}:${line.indexOf(':8') + 2} error invalid-port`] : []));
  });
}

/** A report without what may differ between equal runs. */
function comparable(report: RunReport): unknown {
  return { files: report.files, errorCount: report.errorCount, warningCount: report.warningCount };
}

describe('uri-lint: large runs', () => {
  after(removeTempTrees);

  it('--concurrency 2 (a worker thread beside this one), off and auto report every problem, in path order, the same', function () {
    this.timeout(120_000);
    const files = tree(40, 110_000);
    const dir = tempTree(files);
    const runs = ['2', 'off', 'auto'].map((threads) => runJson(['--concurrency', threads], dir));
    for (const { report, status } of runs) {
      assert.equal(status, 1);
      assert.deepEqual(problemList(report), expected(files));
    }
    assert.deepEqual(comparable(runs[0]!.report), comparable(runs[1]!.report));
  });

  it('--shard i/n: the shares are disjoint, add up to the whole run, and merge-reports makes them one report', () => {
    const files = tree(30, 200);
    const dir = tempTree(files);
    const whole = runJson([], dir).report;
    const shards = [1, 2, 3].map((i) => runJson(['--shard', `${i}/3`], dir).report);
    const paths = shards.flatMap((s) => s.files.map((f) => f.path));
    assert.equal(new Set(paths).size, paths.length, 'no file in two shares');
    assert.deepEqual([...paths].sort(), whole.files.map((f) => f.path));
    assert.ok(shards.every((s) => s.files.length > 0), 'each share has files');
    assert.deepEqual(shards.map((s) => s.shard), ['1/3', '2/3', '3/3']);
    shards.forEach((s, i) => fs.writeFileSync(path.join(dir, `report-${i}.json`), JSON.stringify(s)));
    const merged = runJson(['merge-reports', 'report-0.json', 'report-1.json', 'report-2.json'], dir);
    assert.equal(merged.status, 1);
    assert.deepEqual(comparable(merged.report), comparable(whole));
    const sarif = runCli(['merge-reports', '--format', 'sarif', 'report-0.json', 'report-1.json', 'report-2.json'], dir);
    assert.equal((JSON.parse(sarif.stdout) as { runs: { results: unknown[] }[] }).runs[0]!.results.length, whole.errorCount);
  });

  it('--shard: a file stays in its share when other files come and go', () => {
    const dir = tempTree(tree(12, 10));
    const before = runJson(['--shard', '2/3'], dir).report.files.map((f) => f.path);
    fs.writeFileSync(path.join(dir, 'new.md'), 'new\n');
    const after = runJson(['--shard', '2/3'], dir).report.files.map((f) => f.path);
    assert.deepEqual(after.filter((p) => p !== 'new.md'), before);
  });

  it('merge-reports: 2 on a file that is not a report', () => {
    const dir = tempTree({ 'x.json': '{"a":1}' });
    const run = runCli(['merge-reports', 'x.json'], dir);
    assert.equal(run.status, 2);
    assert.match(run.stderr, /x\.json: not a JSON report of uri-lint/);
  });

  describe('--cache', () => {
    it('a second run gives the same report; an edited file is checked again', () => {
      const files = tree(6, 10);
      const dir = tempTree(files);
      const first = runJson(['--cache'], dir).report;
      assert.ok(fs.existsSync(path.join(dir, '.urilintcache')));
      assert.deepEqual(comparable(runJson(['--cache'], dir).report), comparable(first));
      fs.writeFileSync(path.join(dir, 'd0/f0.md'), 'All fixed: https://example.com/\n');
      const edited = runJson(['--cache', 'd0', 'd1'], dir).report;
      assert.deepEqual(edited.files.find((f) => f.path === 'd0/f0.md')!.problems, []);
    });

    it('a file whose size and time did not change is not read again (content swapped behind its back stays cached)', () => {
      const dir = tempTree({ 'a.md': 'Port http://example.com:80x/ here.\n' });
      const file = path.join(dir, 'a.md');
      // A whole second, which every file system stores exactly.
      const time = new Date(Math.floor(Date.now() / 1000) * 1000 - 5000);
      fs.utimesSync(file, time, time);
      runJson(['--cache'], dir);
      fs.writeFileSync(file, 'Port http://example.com:808/ here.\n');
      fs.utimesSync(file, time, time);
      assert.deepEqual(problemList(runJson(['--cache'], dir).report), [`a.md:${positionOf('Port http://example.com:80x/', '80x/')} error invalid-port`]);
      assert.deepEqual(problemList(runJson([], dir).report), [], 'without the cache the file is read');
    });

    it('a file touched but not changed (a fresh checkout) keeps its cached report', () => {
      const dir = tempTree({ 'a.md': 'Port http://example.com:80x/ here.\n' });
      const first = runJson(['--cache'], dir).report;
      const later = new Date(Date.now() + 60_000);
      fs.utimesSync(path.join(dir, 'a.md'), later, later);
      assert.deepEqual(comparable(runJson(['--cache'], dir).report), comparable(first));
    });

    it('a changed configuration invalidates the cache', () => {
      const dir = tempTree({ 'a.md': 'Port http://example.com:80x/ here.\n', '.urilintrc.json': '{}' });
      assert.equal(runJson(['--cache'], dir).report.errorCount, 1);
      fs.writeFileSync(path.join(dir, '.urilintrc.json'), '{ "severity": { "invalid-port": "warning" } }');
      const report = runJson(['--cache'], dir).report;
      assert.deepEqual([report.errorCount, report.warningCount], [0, 1]);
    });

    it('another version of uri-lint starts afresh', () => {
      const dir = tempTree({ 'a.md': 'Port http://example.com:80x/ here.\n' });
      runJson(['--cache'], dir);
      const cacheFile = path.join(dir, '.urilintcache');
      const cache = JSON.parse(fs.readFileSync(cacheFile, 'utf8')) as { signature: string; entries: Record<string, { report: RunReport['files'][number] }> };
      // A cache written by another version: same files, another signature, a report this version would never give.
      for (const entry of Object.values(cache.entries)) entry.report.problems = [];
      fs.writeFileSync(cacheFile, JSON.stringify({ ...cache, signature: 'another version' }));
      assert.equal(runJson(['--cache'], dir).report.errorCount, 1);
    });
  });
});
