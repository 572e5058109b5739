/**
 * The command line end to end: `uri-lint` spawned as a user
 * runs it, process start included: the published package's bundle
 * (packages/cli, built first by scripts/build-packages.js), over a tree of
 * 10,000 files cut from the benchmark data (kept outside the repository, in
 * the system's temp folder), beside `grep -rcE '[a-z]+://'` over the same
 * tree in the same run, alternated round by round with `--no-links`, then
 * `--concurrency 1` to 4 (the scaling curve), then a run with `--cache` and
 * nothing changed. Each tree is checked from inside it, as a user runs
 * the tool in a repository: the current directory is the workspace folder,
 * and a tree outside it would have none of its links to files checked.
 * Each contender's wall time and, on Linux, the CPU time
 * of its process (user and system, read from this process's children's
 * times): on a shared machine whose cores other work keeps busy the wall
 * time is mostly waiting, the CPU time what the run costs. Targets: at least
 * 30 MB/s at defaults, at most 1.15x the `--no-links` time (1.3x over a
 * public OpenAPI collection's small YAML files and their `$ref`s), the cached
 * run under 1 s. Beside them, the floor of any Node command line on this
 * machine: Node's start alone, and Node listing and reading the files
 * without checking them; and the start-up of the bundle against the
 * TypeScript build's many modules.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadDocsCorpus, loadUrlCorpus, median } from './measure';

const ROOT = path.resolve(__dirname, '../..');
/** What a user runs: the package's bundle. */
const BIN = path.join(ROOT, 'packages/cli/bin/uri-lint.js');
/** The TypeScript build's entry (a module per source file), for the start-up beside the bundle's. */
const TSC_BIN = path.join(ROOT, 'server/bin/uri-lint.js');
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

/** The CPU time in ms (user and system) of this process's waited-for children so far, where Linux tells it. */
function childrenCpuMs(): number | undefined {
  try {
    // /proc/self/stat: the fields after the command's closing parenthesis start at the third; cutime and cstime are the 16th and 17th, in clock ticks (100 a second).
    const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return undefined;
  }
}

/** One run's wall time and CPU time (undefined where the platform does not tell), in ms. */
interface Timing { wall: number; cpu: number | undefined }

/** One run of `command` (exit 0 or 1: findings are no failure). */
function runOnce(command: string, args: string[], cwd?: string): Timing {
  const cpu0 = childrenCpuMs();
  const t0 = process.hrtime.bigint();
  const result = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'], ...(cwd === undefined ? {} : { cwd }) });
  const wall = Number(process.hrtime.bigint() - t0) / 1e6;
  const cpu1 = childrenCpuMs();
  if (result.error) throw result.error;
  if (result.status !== 0 && result.status !== 1) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
  return { wall, cpu: cpu0 === undefined || cpu1 === undefined ? undefined : cpu1 - cpu0 };
}

/** The median wall and CPU times in ms of running `command` `rounds` times (after one warm-up run). */
function timeCommand(command: string, args: string[], cwd?: string, rounds = ROUNDS): { ms: number; cpuMs: number | undefined } {
  runOnce(command, args, cwd);
  const runs = Array.from({ length: rounds }, () => runOnce(command, args, cwd));
  return { ms: median(runs.map((r) => r.wall)), cpuMs: medianOf(runs.map((r) => r.cpu)) };
}

/** The median of values every one of which is known, else undefined. */
function medianOf(values: (number | undefined)[]): number | undefined {
  return values.every((v) => v !== undefined) ? median(values as number[]) : undefined;
}

/** A command to time; `cwd`: the folder it runs in (the tree a user checks is the current directory, its workspace folder). */
interface Contender { name: string; command: string; args: string[]; cwd?: string }

/** A contender's figures: median wall and CPU times, and the medians of each round's ratios to the first contender's. */
interface Result { name: string; ms: number; cpuMs: number | undefined; ratio: number; cpuRatio: number | undefined }

/**
 * The contenders run in turn, round by round (one warm-up round first), so that a shared, noisy machine slows each
 * alike: each one's median times, and the median of each round's ratio to the first contender.
 */
function alternate(contenders: readonly Contender[], rounds = ROUNDS): Result[] {
  for (const c of contenders) runOnce(c.command, c.args, c.cwd);
  const times = contenders.map(() => [] as Timing[]);
  for (let r = 0; r < rounds; r++) {
    // The order turns each round, so that no contender always runs first after a pause.
    for (let k = 0; k < contenders.length; k++) {
      const i = (k + r) % contenders.length;
      times[i]!.push(runOnce(contenders[i]!.command, contenders[i]!.args, contenders[i]!.cwd));
    }
  }
  return contenders.map((c, i) => ({
    name: c.name,
    ms: median(times[i]!.map((t) => t.wall)),
    cpuMs: medianOf(times[i]!.map((t) => t.cpu)),
    ratio: median(times[i]!.map((t, r) => t.wall / times[0]![r]!.wall)),
    cpuRatio: medianOf(times[i]!.map((t, r) => (t.cpu === undefined || !times[0]![r]!.cpu ? undefined : t.cpu / times[0]![r]!.cpu))),
  }));
}

/** Builds the package's bundle from the sources (scripts/build-packages.js), as a user installs it. */
function buildBundle(): void {
  const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build-packages.js'), 'cli'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('scripts/build-packages.js cli failed');
}

/** The folder of a public OpenAPI collection (thousands of small YAML files, many `$ref`s) when the precision corpus holds it. */
function openApiTree(): string | undefined {
  const dir = path.join(process.env.URI_LINT_CORPUS ?? '/work/corpus/precision', 'digitalocean-openapi');
  return fs.existsSync(dir) ? dir : undefined;
}

/** A ratio as `1.23x`, or `-` when unknown. */
const times = (ratio: number | undefined): string => (ratio === undefined ? '-' : `${ratio.toFixed(2)}x`);

/** Prints the figures of the command line over the tree. */
export function runCliBench(): void {
  buildBundle();
  const { dir, bytes } = buildTree();
  const mb = bytes / 1e6;
  const node = process.execPath;
  const cacheFile = path.join(os.tmpdir(), `uri-lint-bench-cache-${process.pid}.json`);
  const mbps = (ms: number | undefined): string => (ms === undefined ? '-' : (mb / (ms / 1000)).toFixed(1));
  const header = (): void => console.log(`${'command'.padEnd(44)} ${'wall ms'.padStart(8)} ${'MB/s'.padStart(6)} ${'ratio'.padStart(7)} ${'CPU ms'.padStart(8)} ${'MB/CPU s'.padStart(8)} ${'ratio'.padStart(7)}`);
  const row = (r: Pick<Result, 'name' | 'ms' | 'cpuMs'> & Partial<Result>, rate = true): void =>
    console.log(`${r.name.padEnd(44)} ${r.ms.toFixed(0).padStart(8)} ${(rate ? mbps(r.ms) : '-').padStart(6)} ${(r.ratio === undefined ? '' : times(r.ratio)).padStart(7)} ` +
      `${(r.cpuMs === undefined ? '-' : r.cpuMs.toFixed(0)).padStart(8)} ${(rate ? mbps(r.cpuMs) : '-').padStart(8)} ${(r.ratio === undefined ? '' : times(r.cpuRatio)).padStart(7)}`);
  const [lint, noLinks, grep] = alternate([
    { name: 'uri-lint --format json', command: node, args: [BIN, '--format', 'json', '.'], cwd: dir },
    { name: 'uri-lint --no-links', command: node, args: [BIN, '--no-links', '--format', 'json', '.'], cwd: dir },
    { name: "grep -rcE '[a-z]+://'", command: 'grep', args: ['-rcE', '[a-z]+://', '.'], cwd: dir },
  ]);
  // The scaling curve: N threads from the start (a machine of more cores simulated: its threads share this one's).
  const curve = alternate([1, 2, 3, 4].map((n) => ({ name: `uri-lint --concurrency ${n}`, command: node, args: [BIN, '--concurrency', String(n), '--format', 'json', '.'], cwd: dir })));
  const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'uri-lint-bench-empty-'));
  const [start, nodeStart, tscStart] = alternate([
    { name: 'uri-lint on an empty folder (start-up)', command: node, args: [BIN, empty] },
    { name: "node -e '' (start only)", command: node, args: ['-e', ''] },
    { name: 'the same, TypeScript build (no bundle)', command: node, args: [TSC_BIN, empty] },
  ], ROUNDS * 3);
  fs.rmSync(empty, { recursive: true, force: true });
  const readOnly = { name: 'node: walk and read, no check', ...timeCommand(node, ['-e', READ_ONLY, dir]) };
  fs.rmSync(cacheFile, { force: true });
  runOnce(node, [BIN, '--cache', '--cache-location', cacheFile, '--format', 'json', '.'], dir);
  const cached = { name: 'uri-lint --cache (nothing changed)', ...timeCommand(node, [BIN, '--cache', '--cache-location', cacheFile, '--format', 'json', '.'], dir) };
  fs.rmSync(cacheFile, { force: true });
  console.log(`\nuri-lint (the package's bundle) end to end over ${FILES.toLocaleString('en-US')} files, ${mb.toFixed(1)} MB (${dir}), ${os.availableParallelism()} cores, load average ${os.loadavg()[0]!.toFixed(1)}`);
  console.log(`contenders alternated round by round (${ROUNDS} rounds); ratio: the median of each round's ratio to the first of its group; CPU: the process's user and system time`);
  header();
  for (const c of [lint!, noLinks!, grep!]) row(c);
  for (const c of curve) row(c);
  row(cached);
  row(readOnly);
  for (const c of [start!, nodeStart!, tscStart!]) row(c, false);
  const share = (r: Result | undefined): number | undefined => r?.cpuRatio;
  console.log(`defaults / --no-links: ${times(1 / noLinks!.ratio)} wall, ${times(share(noLinks) && 1 / share(noLinks)!)} CPU (target <= 1.15x); ` +
    `${mbps(lint!.ms)} MB/s at defaults, ${mbps(lint!.cpuMs)} MB per CPU second (target >= 30 MB/s); uri-lint / grep: ${times(1 / grep!.ratio)}; ` +
    `start-up ${start!.ms.toFixed(0)} ms (CPU ${start!.cpuMs?.toFixed(0) ?? '-'} ms), ${(start!.ms - nodeStart!.ms).toFixed(0)} ms more than Node's own (CPU ${start!.cpuMs === undefined || nodeStart!.cpuMs === undefined ? '-' : (start!.cpuMs - nodeStart!.cpuMs).toFixed(0)} ms); ` +
    `the TypeScript build's start-up ${times(tscStart!.ratio)} the bundle's; cached run ${cached.ms.toFixed(0)} ms (target < 1000)`);
  console.log(`--concurrency 1 to 4, wall time to one thread's: ${curve.map((c) => times(c.ratio)).join(', ')}; CPU: ${curve.map((c) => times(c.cpuRatio)).join(', ')}`);
  const openApi = openApiTree();
  if (openApi === undefined) {
    console.log('(no OpenAPI collection at $URI_LINT_CORPUS/digitalocean-openapi: node scripts/extract-precision-repos.js brings it)');
    return;
  }
  const [refs, refsNoLinks] = alternate([
    { name: 'uri-lint (OpenAPI collection)', command: node, args: [BIN, '--format', 'json', '.'], cwd: openApi },
    { name: 'uri-lint --no-links (OpenAPI collection)', command: node, args: [BIN, '--no-links', '--format', 'json', '.'], cwd: openApi },
  ]);
  console.log(`\nuri-lint over a public OpenAPI collection of small YAML files with many $refs (${openApi})`);
  header();
  row(refs!, false);
  row(refsNoLinks!, false);
  console.log(`defaults / --no-links: ${times(1 / refsNoLinks!.ratio)} wall, ${times(share(refsNoLinks) && 1 / share(refsNoLinks)!)} CPU (target <= 1.3x)`);
}
