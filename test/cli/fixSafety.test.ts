/**
 * `--fix` loses nothing: a file changed by someone else
 * while it was checked is left to them; a fixed text that is not written
 * leaves the report and the exit code of the text as it is; links stay
 * links, read-only files stay unwritten, mode, owner and group stay the
 * file's; names up to the file system's limit are fixed; the cache and the
 * report never overwrite what is not theirs, and a path that cannot be
 * written is one message, exit 2, nothing left behind. All against the real
 * command; the runs that need a user without privileges take one (nobody,
 * when the tests run as root).
 */
import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { handToUnprivileged, IS_ROOT, removeTempTrees, runCli, runJson, tempTree } from './helpers';

/** A text whose only problem is an error the default fixes remove: with the fix written the run is clean (0), without it 1. */
const BROKEN = 'See https://example.com/a|b for it.\n';
const FIXED = 'See https://example.com/a%7Cb for it.\n';
const BROKEN_AT = `1:${BROKEN.indexOf('a|b') + 1} invalid-character`; // the segment that holds the "|"

/** The temporary files a replacement makes (`.uri-lint-<pid>-<hex>.tmp`), and the cache's: none may be left. */
function leftovers(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => /\.tmp$/.test(name));
}

/** `path:line:col code` of each problem and each file's `skipped` note. */
function summary(report: { files: { path: string; skipped?: string; problems: { line: number; column: number; code: string }[] }[] }): string[] {
  return report.files.flatMap((f) => [
    ...(f.skipped ? [`${f.path} ${f.skipped}`] : []),
    ...f.problems.map((p) => `${f.path}:${p.line}:${p.column} ${p.code}`),
  ]);
}

/**
 * A module loaded into the command (`--require`) that acts as another
 * process would at the worst moment: right after uri-lint has read
 * `URI_LINT_TEST_TARGET` and closed it, before it writes the fixed text.
 */
const OTHER_WRITER = `
const fs = require('fs');
const target = process.env.URI_LINT_TEST_TARGET;
const change = process.env.URI_LINT_TEST_CHANGE;
const { openSync, closeSync } = fs;
const reading = new Set();
let done = false;
fs.openSync = function (p, ...rest) {
  const fd = openSync.call(fs, p, ...rest);
  if (!done && String(p) === target) reading.add(fd);
  return fd;
};
fs.closeSync = function (fd) {
  closeSync.call(fs, fd);
  if (done || !reading.delete(fd)) return;
  done = true;
  if (change === 'append') fs.appendFileSync(target, 'A line another process appended.\\n');
  else if (change === 'same-size') fs.writeFileSync(target, fs.readFileSync(target, 'utf8').replace('See', 'Saw'));
  else if (change === 'replace') { fs.writeFileSync(target + '.new', fs.readFileSync(target, 'utf8').replace('See', 'Saw')); fs.renameSync(target + '.new', target); }
  else if (change === 'remove') fs.unlinkSync(target);
};
`;

describe('uri-lint --fix: a file changed while it was checked is not overwritten', () => {
  after(removeTempTrees);
  const writer = (): string => path.join(tempTree({ 'writer.js': OTHER_WRITER }), 'writer.js');

  const changes: [string, string, (dir: string) => void][] = [
    ['a line appended by another process', 'append', (dir) => assert.equal(fs.readFileSync(path.join(dir, 'a.txt'), 'utf8'), `${BROKEN}A line another process appended.\n`)],
    ['the same number of bytes rewritten', 'same-size', (dir) => assert.equal(fs.readFileSync(path.join(dir, 'a.txt'), 'utf8'), BROKEN.replace('See', 'Saw'))],
    ['the file replaced by a rename (an editor\'s save)', 'replace', (dir) => assert.equal(fs.readFileSync(path.join(dir, 'a.txt'), 'utf8'), BROKEN.replace('See', 'Saw'))],
    ['the file removed', 'remove', (dir) => assert.equal(fs.existsSync(path.join(dir, 'a.txt')), false)],
  ];
  for (const [name, change, check] of changes) {
    it(`${name}: kept as the other writer left it, "changed while checking", exit 2`, () => {
      const dir = tempTree({ 'a.txt': BROKEN, 'b.txt': BROKEN });
      const run = runJson(['--fix', '--concurrency', 'off'], dir, undefined, {
        preload: writer(), env: { URI_LINT_TEST_TARGET: path.join(dir, 'a.txt'), URI_LINT_TEST_CHANGE: change },
      });
      check(dir);
      assert.equal(run.status, 2);
      assert.match(run.stderr, /^uri-lint: a\.txt: not fixed: changed while checking\n$/);
      // The report is that of the text that was checked; the other file is fixed as usual.
      assert.deepEqual(summary(run.report), ['a.txt not fixed: changed while checking', `a.txt:${BROKEN_AT}`]);
      assert.equal(fs.readFileSync(path.join(dir, 'b.txt'), 'utf8'), FIXED);
      assert.deepEqual(leftovers(dir), []);
    });
  }
});

describe('uri-lint --fix: a fixed text not written leaves the report and exit code of the text as it is', () => {
  after(removeTempTrees);

  /** Each way a file is left alone: how to make it, the note, and whether the run fails for it (2) or judges the text (1). */
  const cases: [string, (dir: string) => void, RegExp][] = [
    ['bytes that are not valid UTF-8', (dir) => fs.writeFileSync(path.join(dir, 'a.txt'), Buffer.concat([Buffer.from(BROKEN), Buffer.from([0xff, 0x0a])])), /not fixed: the file is not valid UTF-8/],
    ['bytes that are not valid UTF-16', (dir) => fs.writeFileSync(path.join(dir, 'a.txt'), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(BROKEN, 'utf16le'), Buffer.from([0x00, 0xd8, 0x41, 0x00])])), /not fixed: the file is not valid UTF-16/],
    ['a read-only file (0444)', (dir) => fs.chmodSync(path.join(dir, 'a.txt'), 0o444), /not fixed: the file is read-only/],
    ['a file only its group may write (0464), owned by this user', (dir) => fs.chmodSync(path.join(dir, 'a.txt'), 0o464), /not fixed: the file is read-only/],
    ['a file in a read-only folder (0555)', (dir) => fs.chmodSync(path.join(dir, 'ro'), 0o555), /not fixed: its folder is read-only/],
    ['a symbolic link', (dir) => fs.symlinkSync('target.md', path.join(dir, 'a.txt')), /not fixed: a symbolic link/],
    ['a file with two hard links', (dir) => fs.linkSync(path.join(dir, 'a.txt'), path.join(dir, 'other-name.dat')), /not fixed: the file has 2 hard links/],
  ];
  for (const [name, make, note] of cases) {
    it(`${name}: unchanged, the problem reported, exit 1 (as a user without privileges too)`, () => {
      for (const unprivileged of [false, true]) {
        const dir = tempTree({ 'a.txt': BROKEN, 'target.md': BROKEN, 'ro/keep.txt': 'nothing here\n' });
        if (name.includes('folder')) fs.renameSync(path.join(dir, 'a.txt'), path.join(dir, 'ro/a.txt'));
        if (name.includes('symbolic')) fs.rmSync(path.join(dir, 'a.txt'));
        if (unprivileged) handToUnprivileged(dir);
        make(dir);
        const file = name.includes('folder') ? path.join(dir, 'ro/a.txt') : path.join(dir, 'a.txt');
        const before = fs.readFileSync(file);
        // Only the file in question: target.md (the link's target) is fixed when checked itself, below.
        const run = runJson(['--fix', path.relative(dir, file)], dir, undefined, { unprivileged });
        assert.deepEqual(fs.readFileSync(file), before, `${name}, unprivileged ${unprivileged}`);
        assert.equal(run.status, 1, `${name}: ${run.stderr}`);
        const report = run.report.files[0]!;
        assert.match(report.skipped ?? '', note);
        assert.deepEqual(report.fixes, []);
        assert.deepEqual(report.problems.map((p) => `${p.line}:${p.column} ${p.code}`).filter((p) => p.endsWith('invalid-character')), [BROKEN_AT]);
        assert.deepEqual(leftovers(dir), []);
        fs.chmodSync(path.join(dir, 'ro'), 0o755);
      }
    });
  }

  it('stylish says so: the problem is listed, the summary is not "no problems"', () => {
    const dir = tempTree({ 'a.txt': BROKEN });
    fs.chmodSync(path.join(dir, 'a.txt'), 0o444);
    const run = runCli(['--fix'], dir);
    assert.equal(run.status, 1);
    assert.match(run.stdout, /skipped: not fixed: the file is read-only/);
    assert.match(run.stdout, /invalid-character/);
    assert.doesNotMatch(run.stdout, /no problems/);
  });

  it('a link stays a link, and the file it leads to is fixed once, as itself', () => {
    const dir = tempTree({ 'docs/target.md': BROKEN });
    fs.symlinkSync('docs/target.md', path.join(dir, 'link.md'));
    const run = runJson(['--fix'], dir);
    assert.ok(fs.lstatSync(path.join(dir, 'link.md')).isSymbolicLink());
    assert.equal(fs.readlinkSync(path.join(dir, 'link.md')), 'docs/target.md');
    assert.equal(fs.readFileSync(path.join(dir, 'docs/target.md'), 'utf8'), FIXED);
    assert.equal(run.status, 0, run.stderr);
  });

  it('a link out of the tree is never written through (a repository cannot make --fix write elsewhere)', () => {
    const outside = tempTree({ 'victim.md': BROKEN });
    const dir = tempTree();
    fs.symlinkSync(path.join(outside, 'victim.md'), path.join(dir, 'link.md'));
    const run = runJson(['--fix'], dir);
    assert.equal(fs.readFileSync(path.join(outside, 'victim.md'), 'utf8'), BROKEN);
    assert.deepEqual(summary(run.report), ['link.md not fixed: a symbolic link (uri-lint fixes the file it leads to, not the link)', `link.md:${BROKEN_AT}`]);
    assert.equal(run.status, 1);
  });

  it('--stdin --fix with undecodable input: the input as it came, a note on stderr, the exit code of the text', () => {
    const input = Buffer.concat([Buffer.from(BROKEN), Buffer.from([0xc3, 0x28, 0x0a])]);
    const run = runCli(['--stdin', '--stdin-filename', 'a.txt', '--fix'], tempTree(), input);
    assert.equal(run.stdout, input.toString('utf8'));
    assert.equal(run.status, 1);
    assert.match(run.stderr, /^uri-lint: a\.txt: not fixed: the file is not valid UTF-8\n$/);
  });
});

describe('uri-lint --fix: mode, owner and group are the file\'s', () => {
  after(removeTempTrees);

  for (const mode of [0o644, 0o600, 0o640, 0o664, 0o666, 0o755, 0o4755, 0o2755, 0o6750, 0o1644, 0o700, 0o604]) {
    it(`mode ${mode.toString(8)} kept exactly under a umask of 077 (not masked, setuid and setgid included)`, () => {
      const dir = tempTree({ 'a.sh': `#!/bin/sh\n# ${BROKEN}` });
      fs.chmodSync(path.join(dir, 'a.sh'), mode);
      const run = runCli(['--fix'], dir, undefined, { umask: 0o077 });
      assert.equal(run.status, 0, run.stderr);
      assert.equal(fs.readFileSync(path.join(dir, 'a.sh'), 'utf8'), `#!/bin/sh\n# ${FIXED}`);
      assert.equal((fs.statSync(path.join(dir, 'a.sh')).mode & 0o7777).toString(8), mode.toString(8));
    });
  }

  it(IS_ROOT ? 'as root: the owner and group stay another user\'s, setuid kept after the change of owner' : 'as a user: the owner and group stay this user\'s', () => {
    const dir = tempTree({ 'a.sh': `#!/bin/sh\n# ${BROKEN}` });
    const file = path.join(dir, 'a.sh');
    const [uid, gid] = IS_ROOT ? [4321, 8765] : [process.getuid!(), process.getgid!()];
    if (IS_ROOT) fs.chownSync(file, uid, gid);
    fs.chmodSync(file, 0o4750);
    runCli(['--fix'], dir);
    const after = fs.statSync(file);
    assert.equal(fs.readFileSync(file, 'utf8'), `#!/bin/sh\n# ${FIXED}`);
    assert.deepEqual([after.uid, after.gid, (after.mode & 0o7777).toString(8)], [uid, gid, '4750']);
  });

  it('as a user without privileges, the file is written and keeps its mode', () => {
    const dir = tempTree({ 'a.txt': BROKEN });
    fs.chmodSync(path.join(dir, 'a.txt'), 0o640);
    handToUnprivileged(dir);
    const run = runCli(['--fix'], dir, undefined, { unprivileged: true });
    assert.equal(run.status, 0, run.stderr);
    assert.equal(fs.readFileSync(path.join(dir, 'a.txt'), 'utf8'), FIXED);
    assert.equal(fs.statSync(path.join(dir, 'a.txt')).mode & 0o7777, 0o640);
  });
});

describe('uri-lint --fix: names up to the file system\'s limit', () => {
  after(removeTempTrees);

  // NAME_MAX is 255 bytes on ext4, tmpfs, xfs and btrfs; a temporary name built from the file's would pass it.
  const names: [string, string][] = [
    ['243 bytes', `${'n'.repeat(239)}.txt`],
    ['250 bytes', `${'n'.repeat(246)}.txt`],
    ['255 bytes, the limit', `${'n'.repeat(251)}.txt`],
    ['255 bytes of two-byte characters', `${'é'.repeat(125)}n.txt`],
    ['a hidden name of 255 bytes', `.${'n'.repeat(250)}.txt`],
  ];
  for (const [name, file] of names) {
    it(`${name}: fixed, nothing left behind`, () => {
      assert.ok(Buffer.byteLength(file) <= 255);
      const dir = tempTree({ [file]: BROKEN });
      const run = runCli(['--fix'], dir);
      assert.equal(run.status, 0, run.stderr);
      assert.equal(fs.readFileSync(path.join(dir, file), 'utf8'), FIXED);
      assert.deepEqual(fs.readdirSync(dir), [file]);
    });
  }
});

describe('uri-lint: the cache and the report never overwrite what is not theirs', () => {
  after(removeTempTrees);

  const notCaches: [string, (file: string) => void][] = [
    ['a text file', (file) => fs.writeFileSync(file, 'My notes, not a cache.\n')],
    ['a JSON file', (file) => fs.writeFileSync(file, '{"name":"my-package","version":"1.0.0"}\n')],
    ['a JSON file that starts like a cache of another tool', (file) => fs.writeFileSync(file, '{"signatures":{}}')],
    ['a folder', (file) => fs.mkdirSync(file)],
    ['a FIFO', (file) => execFileSync('mkfifo', [file])],
  ];
  for (const [name, make] of notCaches) {
    it(`--cache-location naming ${name}: one message naming it, exit 2, left as it was, no hang`, () => {
      const dir = tempTree({ 'a.md': BROKEN });
      const cache = path.join(dir, 'keep');
      make(cache);
      const before = fs.statSync(cache);
      const content = before.isFile() ? fs.readFileSync(cache) : undefined;
      const run = runCli(['--cache', '--cache-location', 'keep'], dir);
      assert.equal(run.status, 2);
      assert.equal(run.stdout, '');
      assert.match(run.stderr, /^uri-lint: \S*keep: [^\n]*\n$/);
      assert.doesNotMatch(run.stderr, /\n\s+at /);
      const after = fs.statSync(cache);
      assert.deepEqual([after.ino, after.mode], [before.ino, before.mode]);
      if (content) assert.deepEqual(fs.readFileSync(cache), content);
      assert.deepEqual(leftovers(dir), []);
    });
  }

  it('an empty file, or a cache of this or an earlier version, is used and replaced', () => {
    for (const initial of ['', '{"signature":"from-an-earlier-version","entries":{}}']) {
      const dir = tempTree({ 'a.md': BROKEN, '.urilintcache': initial });
      const run = runCli(['--cache'], dir);
      assert.equal(run.status, 1, run.stderr);
      assert.match(fs.readFileSync(path.join(dir, '.urilintcache'), 'utf8'), /^\{"format":"uri-lint-cache"/);
      assert.equal(runCli(['--cache'], dir).status, 1);
    }
  });

  const unwritable: [string, string[], (dir: string) => void, RegExp, boolean][] = [
    ['a report into a folder that does not exist', ['-o', 'missing/report.json'], () => undefined, /^uri-lint: missing\/report\.json: cannot write the report \(no such file or folder\)\n$/, false],
    ['a report onto a folder', ['-o', 'out'], (dir) => fs.mkdirSync(path.join(dir, 'out')), /^uri-lint: out: cannot write the report \(is a folder\)\n$/, false],
    ['a report into a folder this user may not write', ['-o', 'locked/report.json'], (dir) => fs.chmodSync(path.join(dir, 'locked'), 0o555), /^uri-lint: locked\/report\.json: cannot write the report \(permission denied\)\n$/, true],
    ['a report onto a read-only file', ['-o', 'report.json'], (dir) => fs.chmodSync(path.join(dir, 'report.json'), 0o444), /^uri-lint: report\.json: cannot write the report \(permission denied\)\n$/, true],
    ['a cache under a file', ['--cache', '--cache-location', 'a.md/cache'], () => undefined, /^uri-lint: \S+a\.md\/cache: cannot write the cache \(a path through something that is not a folder\)\n$/, false],
    ['a cache into a folder this user may not write', ['--cache', '--cache-location', 'locked/cache'], (dir) => fs.chmodSync(path.join(dir, 'locked'), 0o555), /^uri-lint: \S+locked\/cache: cannot write the cache \(permission denied\)\n$/, true],
  ];
  for (const [name, args, make, message, unprivileged] of unwritable) {
    it(`${name}: one message naming it, exit 2, no stack trace, no temporary file left`, () => {
      const dir = tempTree({ 'a.md': 'No URI here.\n', 'locked/keep.txt': 'x\n', 'report.json': '' });
      if (unprivileged) handToUnprivileged(dir);
      make(dir);
      const run = runCli(args, dir, undefined, { unprivileged });
      // Writable again, so that the tree can be removed by a user who is not root.
      fs.chmodSync(path.join(dir, 'locked'), 0o755);
      assert.equal(run.status, 2);
      assert.match(run.stderr, message);
      assert.deepEqual(leftovers(dir), []);
    });
  }
});
