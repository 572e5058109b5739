/**
 * The command line end to end: `uri-lint` spawned as a user
 * runs it, process start included, over a tree of 10,000 files cut from
 * the benchmark data (kept outside the repository, in the system's temp
 * folder), beside `grep -rcE '[a-z]+://'` over the same tree in the same
 * run, then a second run with `--cache` and nothing changed. Targets: at
 * least 100 MB/s, no more than 3x grep's time, the cached run under 1 s.
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

/** The median wall time in ms of running `command` `rounds` times (after one warm-up run). */
function timeCommand(command: string, args: string[], rounds = ROUNDS): number {
  const once = (): number => {
    const t0 = process.hrtime.bigint();
    const result = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });
    if (result.error) throw result.error;
    if (result.status !== 0 && result.status !== 1) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
    return Number(process.hrtime.bigint() - t0) / 1e6;
  };
  once();
  return median(Array.from({ length: rounds }, once));
}

/** Prints the figures of the command line over the tree. */
export function runCliBench(): void {
  const { dir, bytes } = buildTree();
  const mb = bytes / 1e6;
  const cacheFile = path.join(os.tmpdir(), `uri-lint-bench-cache-${process.pid}.json`);
  const lint = timeCommand(process.execPath, [BIN, '--format', 'json', dir]);
  const grep = timeCommand('grep', ['-rcE', '[a-z]+://', dir]);
  const twoThreads = timeCommand(process.execPath, [BIN, '--concurrency', '2', '--format', 'json', dir]);
  const nodeStart = timeCommand(process.execPath, ['-e', '']);
  const readOnly = timeCommand(process.execPath, ['-e', READ_ONLY, dir]);
  fs.rmSync(cacheFile, { force: true });
  timeCommand(process.execPath, [BIN, '--cache', '--cache-location', cacheFile, '--format', 'json', dir], 0);
  const cached = timeCommand(process.execPath, [BIN, '--cache', '--cache-location', cacheFile, '--format', 'json', dir]);
  fs.rmSync(cacheFile, { force: true });
  console.log(`\nuri-lint end to end over ${FILES.toLocaleString('en-US')} files, ${mb.toFixed(1)} MB (${dir}), ${os.availableParallelism()} cores`);
  console.log(`${'command'.padEnd(34)} ${'median ms'.padStart(10)} ${'MB/s'.padStart(8)}`);
  const row = (name: string, ms: number): void => console.log(`${name.padEnd(34)} ${ms.toFixed(0).padStart(10)} ${(mb / (ms / 1000)).toFixed(1).padStart(8)}`);
  row('uri-lint --format json', lint);
  row("grep -rcE '[a-z]+://'", grep);
  row('uri-lint --concurrency 2', twoThreads);
  row('uri-lint --cache (nothing changed)', cached);
  row("node -e '' (start only)", nodeStart);
  row('node: walk and read, no check', readOnly);
  console.log(`uri-lint / grep: ${(lint / grep).toFixed(2)}x (target <= 3x); ${(mb / (lint / 1000)).toFixed(0)} MB/s (target >= 100); cached run ${cached.toFixed(0)} ms (target < 1000)`);
}
