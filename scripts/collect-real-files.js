#!/usr/bin/env node
'use strict';
/**
 * Gathers real files that nobody on the project wrote, from this machine, for
 * `npm run bench -- precision`: Debian's documentation (copyright files,
 * READMEs, changelogs, HTML), man pages (gzip'd troff), the READMEs,
 * package.json files, YAML and type declarations of the npm packages the
 * tests install, and Python's standard library. They are copied (gzip'd ones
 * unpacked) into a folder outside the repository, never committed.
 *
 * Deterministic: each source's candidates are sorted, and an evenly spaced
 * selection of them is taken (so that many packages are represented, not the
 * first ones alphabetically), capped by count and by size.
 *
 *   node scripts/collect-real-files.js [--out DIR] [--per-source N] [--max-bytes N]
 *
 * Default folder: ~/.cache/uri-lint/real-files (or $URI_LINT_REAL_FILES).
 * It writes DIR/index.json: each file's path in DIR, its source and origin.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');

const ROOT = path.resolve(__dirname, '..');

function option(name, fallback) {
  const at = process.argv.indexOf(name);
  return at >= 0 && process.argv[at + 1] !== undefined ? process.argv[at + 1] : fallback;
}

const OUT = path.resolve(option('--out', process.env.URI_LINT_REAL_FILES ?? path.join(os.homedir(), '.cache/uri-lint/real-files')));
const PER_SOURCE = Number(option('--per-source', '1500'));
const MAX_BYTES = Number(option('--max-bytes', String(256 * 1024)));

/** Where files come from: a root, which files count, and the extension they are given when copied. */
const SOURCES = [
  { name: 'debian-copyright', root: '/usr/share/doc', test: (p) => p.endsWith('/copyright') },
  { name: 'debian-docs', root: '/usr/share/doc', test: (p) => /\.(txt|md|rst|html)$|\/README(\.Debian)?$/.test(p) },
  { name: 'debian-changelogs', root: '/usr/share/doc', test: (p) => /\/(changelog|NEWS)(\.Debian)?\.gz$/.test(p) },
  { name: 'man', root: '/usr/share/man/man1', test: (p) => /\.[1-9][a-z]*\.gz$/.test(p), ext: '.1' },
  { name: 'man5', root: '/usr/share/man/man5', test: (p) => /\.[1-9][a-z]*\.gz$/.test(p), ext: '.5' },
  { name: 'npm-readmes', root: path.join(ROOT, 'node_modules'), test: (p) => /\/readme\.md$/i.test(p) },
  { name: 'npm-markdown', root: path.join(ROOT, 'node_modules'), test: (p) => /\.md$/i.test(p) && !/\/readme\.md$/i.test(p) },
  { name: 'npm-package-json', root: path.join(ROOT, 'node_modules'), test: (p) => p.endsWith('/package.json') },
  { name: 'npm-yaml', root: path.join(ROOT, 'node_modules'), test: (p) => /\.ya?ml$/.test(p) },
  { name: 'npm-dts', root: path.join(ROOT, 'node_modules'), test: (p) => p.endsWith('.d.ts') },
  { name: 'npm-js', root: path.join(ROOT, 'node_modules'), test: (p) => /\.(c|m)?js$/.test(p) && !p.includes('.min.') },
  { name: 'python', root: firstExisting(['/usr/lib/python3.12', '/usr/lib/python3.11', '/usr/lib/python3']), test: (p) => p.endsWith('.py') },
];

function firstExisting(dirs) {
  return dirs.find((d) => fs.existsSync(d)) ?? dirs[0];
}

/** Every file under `root`, sorted, symbolic links not followed. */
function walk(root) {
  const out = [];
  const stack = [root];
  while (stack.length > 0) {
    const dir = stack.pop();
    let entries;
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const e of entries) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) stack.push(p);
      else if (e.isFile()) out.push(p);
    }
  }
  return out.sort();
}

/** `count` items of `list` spread evenly over it. */
function spread(list, count) {
  if (list.length <= count) return list;
  const step = list.length / count;
  return Array.from({ length: count }, (_, i) => list[Math.floor(i * step)]);
}

/** The text of a file (gzip'd ones unpacked), or undefined when it is too large or not text. */
function readText(file) {
  let bytes = fs.readFileSync(file);
  if (file.endsWith('.gz')) {
    try {
      bytes = zlib.gunzipSync(bytes);
    } catch {
      return undefined;
    }
  }
  if (bytes.length === 0 || bytes.length > MAX_BYTES || bytes.includes(0)) return undefined;
  return bytes.toString('utf8');
}

function main() {
  fs.rmSync(OUT, { recursive: true, force: true });
  fs.mkdirSync(OUT, { recursive: true });
  const index = [];
  const cache = new Map();
  for (const source of SOURCES) {
    if (!cache.has(source.root)) cache.set(source.root, walk(source.root));
    const candidates = cache.get(source.root).filter((p) => source.test(p) && fs.statSync(p).size <= MAX_BYTES);
    let taken = 0;
    for (const file of spread(candidates, PER_SOURCE * 2)) {
      if (taken >= PER_SOURCE) break;
      const text = readText(file);
      if (text === undefined) continue;
      const relative = path.relative(source.root, file).replace(/\.gz$/, '').split(path.sep).join('__');
      const name = path.join(source.name, source.ext && !relative.endsWith(source.ext) ? `${relative}${source.ext}` : relative);
      fs.mkdirSync(path.dirname(path.join(OUT, name)), { recursive: true });
      fs.writeFileSync(path.join(OUT, name), text);
      index.push({ path: name, source: source.name, origin: file });
      taken++;
    }
    console.log(`${source.name}: ${taken} of ${candidates.length} candidates`);
  }
  fs.writeFileSync(path.join(OUT, 'index.json'), `${JSON.stringify(index, null, 1)}\n`);
  console.log(`${index.length} files in ${OUT}`);
}

main();
