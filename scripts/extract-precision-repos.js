#!/usr/bin/env node
'use strict';
/**
 * Extracts the public repositories that `npm run bench -- precision` reads
 * (bench/precision-repos.json: name, kind, repository, commit, subtree, half)
 * from bare git copies, at the commit the manifest names, into a folder
 * outside the repository. Nothing extracted is ever committed.
 *
 *   node scripts/extract-precision-repos.js [--mirror DIR] [--out DIR] [--half tuning|heldout] [--round N] [name…]
 *
 * The copies are looked up as DIR/<owner>+<name>/repo (the layout of the
 * search tool's `fetch`), default /work/.mirror or $URI_LINT_MIRROR; the
 * repositories land in --out/<name>, default /work/corpus/precision or
 * $URI_LINT_CORPUS. A repository without a copy, or whose copy lacks the
 * commit, is skipped with a line saying so. OUT/extracted.json records the
 * commit each folder was extracted from, so the bench can tell a stale one.
 * --half extracts only the repositories of that half, --round only those of
 * that round's draw (scripts/precision-split.js draws the halves, round by round).
 */
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');

const ROOT = path.resolve(__dirname, '..');

function option(name, fallback) {
  const at = process.argv.indexOf(name);
  return at >= 0 && process.argv[at + 1] !== undefined ? process.argv[at + 1] : fallback;
}

const MIRROR = path.resolve(option('--mirror', process.env.URI_LINT_MIRROR ?? '/work/.mirror'));
const OUT = path.resolve(option('--out', process.env.URI_LINT_CORPUS ?? '/work/corpus/precision'));
const HALF = option('--half', undefined);
if (HALF !== undefined && HALF !== 'tuning' && HALF !== 'heldout') {
  console.error(`--half takes tuning or heldout, not ${HALF}`);
  process.exit(2);
}
const ROUND = option('--round', undefined);
if (ROUND !== undefined && !/^[1-9]\d*$/.test(ROUND)) {
  console.error(`--round takes a round's number, not ${ROUND}`);
  process.exit(2);
}
const wanted = process.argv.slice(2).filter((arg, i, all) => !arg.startsWith('--') && !all[i - 1]?.startsWith('--'));

/** The git directory of a fetched copy: a bare one, or a clone's .git. */
function gitDir(repository) {
  const base = path.join(MIRROR, repository.replace('/', '+'), 'repo');
  if (fs.existsSync(path.join(base, '.git', 'HEAD'))) return path.join(base, '.git');
  return fs.existsSync(path.join(base, 'HEAD')) ? base : undefined;
}

function hasCommit(dir, commit) {
  try {
    execFileSync('git', ['--git-dir', dir, 'cat-file', '-e', `${commit}^{commit}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Writes the regular files of `commit` (under `subtree`, kept at their path in
 * the repository) into `into`, each blob as stored: no checkout filters, so a
 * file in a legacy encoding stays as it is. `git archive` would stop at the
 * first blob the copy lacks (a snapshot leaves out its largest files); those
 * are counted and written empty, so that a link to one resolves as it does
 * in the repository. Symbolic links are made as symbolic links, as a
 * checkout makes them (a crate's `LICENSE -> ../LICENSE`: a link to it
 * resolves as on GitHub); submodules are left out.
 */
function extract(dir, commit, subtree, into) {
  const listing = execFileSync('git', ['--git-dir', dir, 'ls-tree', '-r', '-z', commit, '--', ...(subtree ? [subtree] : [])],
    { maxBuffer: 1 << 28 }).toString('utf8');
  const files = listing.split('\0').filter(Boolean).map((entry) => {
    const [meta, file] = entry.split('\t');
    const [mode, type, oid] = meta.split(' ');
    return { mode, type, oid, file };
  }).filter((f) => f.type === 'blob' && (f.mode === '100644' || f.mode === '100755' || f.mode === '120000'));
  const batch = execFileSync('git', ['--git-dir', dir, 'cat-file', '--batch'],
    { input: files.map((f) => f.oid).join('\n') + '\n', maxBuffer: 1 << 30 });
  let at = 0;
  let written = 0;
  let missing = 0;
  for (const f of files) {
    const eol = batch.indexOf(10, at);
    const header = batch.subarray(at, eol).toString('utf8').split(' ');
    at = eol + 1;
    const target = path.join(into, f.file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    if (header[1] === 'missing') {
      fs.writeFileSync(target, '');
      missing++;
      continue;
    }
    const size = Number(header[2]);
    if (f.mode === '120000') fs.symlinkSync(batch.subarray(at, at + size).toString('utf8'), target);
    else fs.writeFileSync(target, batch.subarray(at, at + size));
    at += size + 1;
    written++;
  }
  return { written, missing };
}

const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'bench/precision-repos.json'), 'utf8'));
const stampFile = path.join(OUT, 'extracted.json');
fs.mkdirSync(OUT, { recursive: true });
const stamps = fs.existsSync(stampFile) ? JSON.parse(fs.readFileSync(stampFile, 'utf8')) : {};
for (const repo of manifest.repositories) {
  if (wanted.length > 0 && !wanted.includes(repo.name)) continue;
  if (HALF !== undefined && repo.half !== HALF) continue;
  if (ROUND !== undefined && (repo.round ?? 1) !== Number(ROUND)) continue;
  const dir = gitDir(repo.repository);
  if (dir === undefined || !hasCommit(dir, repo.commit)) {
    console.log(`skipped ${repo.name}: no copy of ${repo.repository} at ${repo.commit.slice(0, 12)} under ${MIRROR}`);
    continue;
  }
  const into = path.join(OUT, repo.name);
  fs.rmSync(into, { recursive: true, force: true });
  fs.mkdirSync(into, { recursive: true });
  const { written, missing } = extract(dir, repo.commit, repo.subtree, into);
  stamps[repo.name] = repo.commit;
  console.log(`extracted ${repo.name} (${repo.repository} ${repo.commit.slice(0, 12)}${repo.subtree ? ` ${repo.subtree}` : ''}): `
    + `${written} files into ${into}${missing > 0 ? `, ${missing} absent from the copy (files of 4 MiB and more), written empty` : ''}`);
}
fs.writeFileSync(stampFile, `${JSON.stringify(stamps, null, 2)}\n`);
