/**
 * The command line end to end: `uri-lint` spawned as a user
 * runs it, process start included, over a tree of 10,000 files cut from
 * the benchmark data (kept outside the repository, in the system's temp
 * folder), beside `grep -rcE '[a-z]+://'` over the same tree in the same
 * run, alternated round by round with `--no-links` and a second thread,
 * then a run with `--cache` and nothing changed. Targets: at least 30 MB/s at
 * defaults, at most 1.15x the `--no-links` time (1.3x over a public OpenAPI
 * collection's small YAML files and their `$ref`s), the cached run under 1 s.
 * Beside them, the floor of any Node command line on this machine: Node's
 * start alone, and Node listing and reading the files without checking them.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadDocsCorpus, loadUrlCorpus, median } from './measure';

const ROOT = path.resolve(__dirname, '../..');
const BIN = path.join(ROOT, 'server/bin/uri-lint.js');
const FILES = 10_000;
const FOLDERS = 100;
/** The languages of the tree, by extension, in turn. */
const EXTENSIONS = ['.md', '.txt', '.md', '.html', '.py', '.yaml', '.txt', '.ts'];
const ROUNDS = 5;
/** Node walking the tree and reading every file, nothing else: the floor under any Node command line. */
const READ_ONLY = `const fs = require('fs'), path = require('path'); let bytes = 0;
const walk = (dir) => { for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
  const file = path.join(dir, e.name); if (e.isDirectory()) walk(file); else bytes += fs.readFileSync(file).length; } };
walk(process.argv[1]);`;

/** Cuts the corpora into `FILES` files at line breaks, in `FOLDERS` folders; returns the folder and its size in bytes. */
function buildTree(): { dir: string; bytes: number } {
  const dir = path.join(os.tmpdir(), 'uri-lint-bench-cli');
  const marker = `${dir}.complete`;
  const lines = [...loadDocsCorpus().split('\n'), ...loadUrlCorpus()];
  if (!fs.existsSync(marker)) {
    fs.rmSync(dir, { recursive: true, force: true });
    const perFile = Math.ceil(lines.length / FILES);
    for (let i = 0; i < FILES; i++) {
      const folder = path.join(dir, `d${String(i % FOLDERS).padStart(2, '0')}`);
      if (i < FOLDERS) fs.mkdirSync(folder, { recursive: true });
      const text = lines.slice(i * perFile, (i + 1) * perFile).join('\n');
      fs.writeFileSync(path.join(folder, `f${i}${EXTENSIONS[i % EXTENSIONS.length]}`), `${text}\n`);
    }
    fs.writeFileSync(marker, '');
  }
  let bytes = 0;
  for (const folder of fs.readdirSync(dir)) {
    if (folder.startsWith('.')) continue;
    for (const file of fs.readdirSync(path.join(dir, folder))) bytes += fs.statSync(path.join(dir, folder, file)).size;
  }
  return { dir, bytes };
}

/** One wall time in ms of running `command` (exit 0 or 1: findings are no failure). */
function runOnce(command: string, args: string[]): number {
  const t0 = process.hrtime.bigint();
  const result = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.error) throw result.error;
  if (result.status !== 0 && result.status !== 1) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
  return Number(process.hrtime.bigint() - t0) / 1e6;
}

/** The median wall time in ms of running `command` `rounds` times (after one warm-up run). */
function timeCommand(command: string, args: string[], rounds = ROUNDS): number {
  runOnce(command, args);
  return median(Array.from({ length: rounds }, () => runOnce(command, args)));
}

interface Contender { name: string; command: string; args: string[] }

/**
 * The contenders run in turn, round by round (one warm-up round first), so that a shared, noisy machine slows each
 * alike: each one's median time, and the median of each round's ratio to the first contender.
 */
function alternate(contenders: readonly Contender[], rounds = ROUNDS): { name: string; ms: number; ratio: number }[] {
  for (const c of contenders) runOnce(c.command, c.args);
  const times = contenders.map(() => [] as number[]);
  for (let r = 0; r < rounds; r++) {
    // The order turns each round, so that no contender always runs first after a pause.
    for (let k = 0; k < contenders.length; k++) {
      const i = (k + r) % contenders.length;
      times[i]!.push(runOnce(contenders[i]!.command, contenders[i]!.args));
    }
  }
  return contenders.map((c, i) => ({
    name: c.name,
    ms: median(times[i]!),
    ratio: median(times[i]!.map((t, r) => t / times[0]![r]!)),
  }));
}

/** The folder of a public OpenAPI collection (thousands of small YAML files, many `$ref`s) when the precision corpus holds it. */
function openApiTree(): string | undefined {
  const dir = path.join(process.env.URI_LINT_CORPUS ?? '/work/corpus/precision', 'digitalocean-openapi');
  return fs.existsSync(dir) ? dir : undefined;
}

/** Prints the figures of the command line over the tree. */
export function runCliBench(): void {
  const { dir, bytes } = buildTree();
  const mb = bytes / 1e6;
  const node = process.execPath;
  const cacheFile = path.join(os.tmpdir(), `uri-lint-bench-cache-${process.pid}.json`);
  const [lint, noLinks, grep, twoThreads] = alternate([
    { name: 'uri-lint --format json', command: node, args: [BIN, '--format', 'json', dir] },
    { name: 'uri-lint --no-links', command: node, args: [BIN, '--no-links', '--format', 'json', dir] },
    { name: "grep -rcE '[a-z]+://'", command: 'grep', args: ['-rcE', '[a-z]+://', dir] },
    { name: 'uri-lint --concurrency 2', command: node, args: [BIN, '--concurrency', '2', '--format', 'json', dir] },
  ]);
  const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'uri-lint-bench-empty-'));
  const [start, nodeStart] = alternate([
    { name: 'uri-lint on an empty folder (start-up)', command: node, args: [BIN, empty] },
    { name: "node -e '' (start only)", command: node, args: ['-e', ''] },
  ]);
  fs.rmSync(empty, { recursive: true, force: true });
  const readOnly = timeCommand(node, ['-e', READ_ONLY, dir]);
  fs.rmSync(cacheFile, { force: true });
  runOnce(node, [BIN, '--cache', '--cache-location', cacheFile, '--format', 'json', dir]);
  const cached = timeCommand(node, [BIN, '--cache', '--cache-location', cacheFile, '--format', 'json', dir]);
  fs.rmSync(cacheFile, { force: true });
  console.log(`\nuri-lint end to end over ${FILES.toLocaleString('en-US')} files, ${mb.toFixed(1)} MB (${dir}), ${os.availableParallelism()} cores`);
  console.log(`contenders alternated round by round (${ROUNDS} rounds); ratio: the median of each round's ratio to the first`);
  console.log(`${'command'.padEnd(40)} ${'median ms'.padStart(10)} ${'MB/s'.padStart(8)} ${'ratio'.padStart(7)}`);
  const row = (name: string, ms: number, ratio?: number): void =>
    console.log(`${name.padEnd(40)} ${ms.toFixed(0).padStart(10)} ${(mb / (ms / 1000)).toFixed(1).padStart(8)} ${ratio === undefined ? '' : `${ratio.toFixed(2)}x`.padStart(7)}`);
  for (const c of [lint!, noLinks!, grep!, twoThreads!]) row(c.name, c.ms, c.ratio);
  row('uri-lint --cache (nothing changed)', cached);
  console.log(`${start!.name.padEnd(40)} ${start!.ms.toFixed(0).padStart(10)} ${'-'.padStart(8)}`);
  console.log(`${nodeStart!.name.padEnd(40)} ${nodeStart!.ms.toFixed(0).padStart(10)} ${'-'.padStart(8)} ${`${(1 / nodeStart!.ratio).toFixed(2)}x`.padStart(7)}`);
  row('node: walk and read, no check', readOnly);
  console.log(`defaults / --no-links: ${(1 / noLinks!.ratio).toFixed(2)}x (target <= 1.15x); ${(mb / (lint!.ms / 1000)).toFixed(0)} MB/s at defaults (target >= 30); ` +
    `uri-lint / grep: ${(1 / grep!.ratio).toFixed(2)}x; start-up ${start!.ms.toFixed(0)} ms, ${(start!.ms - nodeStart!.ms).toFixed(0)} ms more than Node's own; cached run ${cached.toFixed(0)} ms (target < 1000)`);
  const openApi = openApiTree();
  if (openApi === undefined) {
    console.log('(no OpenAPI collection at $URI_LINT_CORPUS/digitalocean-openapi: node scripts/extract-precision-repos.js brings it)');
    return;
  }
  const [refs, refsNoLinks] = alternate([
    { name: 'uri-lint (OpenAPI collection)', command: node, args: [BIN, '--format', 'json', openApi] },
    { name: 'uri-lint --no-links (OpenAPI collection)', command: node, args: [BIN, '--no-links', '--format', 'json', openApi] },
  ]);
  console.log(`\nuri-lint over a public OpenAPI collection of small YAML files with many $refs (${openApi})`);
  console.log(`${refs!.name.padEnd(40)} ${refs!.ms.toFixed(0).padStart(10)}`);
  console.log(`${refsNoLinks!.name.padEnd(40)} ${refsNoLinks!.ms.toFixed(0).padStart(10)}`);
  console.log(`defaults / --no-links: ${(1 / refsNoLinks!.ratio).toFixed(2)}x (target <= 1.3x)`);
}
