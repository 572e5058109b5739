/**
 * `npm run bench -- compare`: this build beside another one (a commit before
 * a refactoring), on the same work in the same run, to show that no path got
 * slower. URI_LINT_BENCH_BASE names the other checkout, built (`npm ci`,
 * `npm run build`). The builds take turns round by round, the order turning
 * each round, so that a shared, noisy machine slows both alike; each path
 * reports the median of the rounds' ratios (this build's time over the
 * base's: below 1 is faster), beside each build's median time.
 *
 * The paths of `npm run bench`, each run on the same input by both builds:
 * the core's parse, resolve and find (both builds' `@uri-lint/shared` loaded
 * in this process), the language server over stdio (the docs corpus opened
 * as one document: the first diagnostics, then one-character edits), and the
 * command line as a process run inside each tree (its CPU time, one thread:
 * the 10,000-file tree of the CLI bench with and without links to files, and
 * the links bench's tree of 50,000 relative links).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DidChangeTextDocumentNotification, DidOpenTextDocumentNotification } from 'vscode-languageserver-protocol/node';
import { buildTree as buildLinksTree } from './links';
import { ServerProcess, cpuMs, positions } from './lspClient';
import { largeMarkdown } from './largeFile';
import { loadDocsCorpus, loadUrlCorpus, median } from './measure';

const ROOT = path.resolve(__dirname, '../..');

/** One build: its checkout's root. */
interface Build { name: string; root: string }

/** What a path measures in one build: ms (or CPU ms) of one run. */
type Measure = (build: Build) => Promise<number> | number;

/** The core engine of a build, loaded from its own output. */
interface Core {
  parse(text: string): { valid: boolean };
  resolve(base: string, ref: string): string;
  findUris(text: string): Array<{ text: string }>;
}

const cores = new Map<string, Core>();
function coreOf(build: Build): Core {
  let core = cores.get(build.root);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- each build's own engine, found at run time
  if (!core) cores.set(build.root, core = require(path.join(build.root, 'shared/out/index.js')) as Core);
  return core;
}

let sink = 0;

/** Ms of `fn`, best of `repeat` runs (one run is too short to time alone). */
function timed(fn: () => void, repeat = 3): number {
  let best = Infinity;
  for (let r = 0; r < repeat; r++) {
    const t0 = process.hrtime.bigint();
    fn();
    best = Math.min(best, Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return best;
}

/** The CPU time in ms (user and system) of this process's waited-for children so far (Linux). */
function childrenCpuMs(): number {
  const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[13]) + Number(fields[14])) * 10;
}

/**
 * CPU ms of one command line run of `build` with `args` over the tree `dir`, run from inside it as a user runs
 * it in a repository (its links to files then lie in the workspace folder and are judged); exit 0 or 1: findings
 * are no failure.
 */
function cliCpu(build: Build, dir: string, args: string[]): number {
  const before = childrenCpuMs();
  const result = spawnSync(process.execPath, [path.join(build.root, 'server/bin/uri-lint.js'), ...args, '.'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'], maxBuffer: 1 << 30 });
  if (result.error) throw result.error;
  if (result.status !== 0 && result.status !== 1) throw new Error(`${build.name}: uri-lint ${args.join(' ')} exited with ${result.status}`);
  return childrenCpuMs() - before;
}

/** The server of `build` over stdio: ms from opening the docs corpus to its first diagnostics, and the median ms of one-character edits. */
async function serverRun(build: Build, text: string): Promise<{ open: number; edit: number }> {
  process.env.URI_LINT_BENCH_SERVER = path.join(build.root, 'server/bin/uri-lint-server.js');
  const server = new ServerProcess();
  delete process.env.URI_LINT_BENCH_SERVER;
  const uri = 'file:///bench/docs-corpus.txt';
  try {
    await server.initialize();
    let version = 1;
    let published = server.diagnosticsOf(uri, version);
    let t0 = performance.now();
    await server.connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId: 'plaintext', version, text } });
    await published;
    const open = performance.now() - t0;
    const at = positions(text);
    const edits: number[] = [];
    for (let i = 0; i < 10; i++) {
      const offset = Math.floor(((i * 7) % 10 + 0.5) / 10 * (text.length - 2)) + 1;
      published = server.diagnosticsOf(uri, ++version);
      t0 = performance.now();
      await server.connection.sendNotification(DidChangeTextDocumentNotification.type, {
        textDocument: { uri, version }, contentChanges: [{ range: { start: at(offset), end: at(offset) }, text: 'x' }],
      });
      await published;
      edits.push(performance.now() - t0);
    }
    return { open, edit: median(edits) };
  } finally {
    await server.shutdown();
  }
}

/**
 * About `bytes` of real Markdown as it is written (lists, code blocks, HTML, front matter): the precision corpus's
 * `.md` files in path order, joined; the large-file bench's generated Markdown where the corpus is not on the machine.
 */
function markdownDocument(bytes = 1_000_000): string {
  const root = process.env.URI_LINT_CORPUS ?? '/work/corpus/precision';
  if (!fs.existsSync(root)) return largeMarkdown(bytes);
  const parts: string[] = [];
  let size = 0;
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      if (size >= bytes) return;
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && entry.name.endsWith('.md')) {
        const text = fs.readFileSync(full, 'utf8');
        parts.push(text.endsWith('\n') ? text : `${text}\n`);
        size += text.length + 1;
      }
    }
  };
  walk(root);
  return parts.join('\n');
}

/**
 * The server CPU ms of `build`'s server for a Markdown document's open (to its first diagnostics: the scan and
 * judging of a text never seen) and per one-character edit (typed, each awaited).
 */
async function markdownCpu(build: Build, text: string): Promise<{ open: number; edit: number }> {
  process.env.URI_LINT_BENCH_SERVER = path.join(build.root, 'server/bin/uri-lint-server.js');
  const server = new ServerProcess();
  delete process.env.URI_LINT_BENCH_SERVER;
  const uri = 'file:///bench/docs.md';
  try {
    await server.initialize();
    let version = 1;
    let published = server.diagnosticsOf(uri, version);
    const opening = cpuMs(server.pid);
    await server.connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId: 'markdown', version, text } });
    await published;
    const open = cpuMs(server.pid) - opening;
    const at = positions(text);
    const edits = 40;
    const cpu0 = cpuMs(server.pid);
    for (let i = 0; i < edits; i++) {
      // Typing: four places through the text, ten characters at each.
      const place = Math.floor((((i / 10) | 0) * 7 % 10 + 0.5) / 10 * (text.length - 2)) + 1;
      const offset = text.lastIndexOf(' ', place) + 1 + (i % 10);
      published = server.diagnosticsOf(uri, ++version);
      await server.connection.sendNotification(DidChangeTextDocumentNotification.type, {
        textDocument: { uri, version }, contentChanges: [{ range: { start: at(offset), end: at(offset) }, text: 'x' }],
      });
      await published;
    }
    return { open, edit: (cpuMs(server.pid) - cpu0) / edits };
  } finally {
    await server.shutdown();
  }
}

/** Runs each path over both builds, alternating, and prints the medians. */
export async function runCompareBench(): Promise<void> {
  const baseRoot = process.env.URI_LINT_BENCH_BASE;
  if (!baseRoot || !fs.existsSync(path.join(baseRoot, 'server/bin/uri-lint.js'))) throw new Error('Set URI_LINT_BENCH_BASE to a built checkout to compare with.');
  const rounds = Number(process.env.URI_LINT_BENCH_ROUNDS ?? 5);
  const only = process.env.URI_LINT_BENCH_PATHS?.split(',');
  const builds: Build[] = [{ name: 'base', root: path.resolve(baseRoot) }, { name: 'this', root: ROOT }];
  const git = (root: string): string => spawnSync('git', ['-C', root, 'log', '-1', '--format=%h %cs'], { encoding: 'utf8' }).stdout.trim();
  console.log(`\ncompare: this build (${git(ROOT)}) over base (${git(builds[0]!.root)}), ${rounds} rounds alternated; ratio = this / base (below 1 is faster)`);

  const urls = loadUrlCorpus();
  const docs = loadDocsCorpus();
  const cliTree = path.join(os.tmpdir(), 'uri-lint-bench-cli');
  const serverCache = new Map<Build, { open: number; edit: number }>();
  const markdownCache = new Map<Build, { open: number; edit: number }>();
  let markdown: string | undefined;
  const paths: Array<[string, Measure]> = [
    ['parse (URL corpus)', (b) => timed(() => { for (const u of urls) if (coreOf(b).parse(u).valid) sink++; })],
    ['resolve (URL corpus against a base)', (b) => timed(() => { for (const u of urls) sink += coreOf(b).resolve('http://a/b/c/d;p?q', u.slice(u.indexOf('/', 8) + 1 || u.length)).length; })],
    ['find + parse (docs corpus)', (b) => timed(() => { for (const f of coreOf(b).findUris(docs)) if (coreOf(b).parse(f.text).valid) sink++; }, 2)],
    ['server: open to first diagnostics', async (b) => { const run = await serverRun(b, docs); serverCache.set(b, run); return run.open; }],
    ['server: one-character edit', (b) => serverCache.get(b)!.edit],
    ['server: Markdown open, CPU (1 MB)', async (b) => { const run = await markdownCpu(b, markdown ??= markdownDocument()); markdownCache.set(b, run); return run.open; }],
    ['server: Markdown edit, CPU (1 MB)', async (b) => (markdownCache.get(b) ?? await markdownCpu(b, markdown ??= markdownDocument())).edit],
    ['CLI CPU, 10,000 files, links on', (b) => cliCpu(b, cliTree, ['--format', 'json', '--concurrency', 'off'])],
    ['CLI CPU, 10,000 files, --no-links', (b) => cliCpu(b, cliTree, ['--format', 'json', '--concurrency', 'off', '--no-links'])],
    ['CLI CPU, 50,000 relative links', (b) => cliCpu(b, buildLinksTree(), ['--format', 'json', '--concurrency', 'off'])],
  ];
  const chosen = paths.filter(([name]) => !only || only.some((o) => name.startsWith(o)));
  // The CLI bench's tree is needed only by the paths that run over it.
  if (chosen.some(([name]) => name.startsWith('CLI CPU, 10,000')) && !fs.existsSync(`${cliTree}.complete`)) {
    throw new Error(`${cliTree} is made by \`npm run bench -- cli\`; run it once first.`);
  }
  const samples = chosen.map(() => builds.map(() => [] as number[]));
  // One warm-up round, then the rounds, the builds' order turning each round.
  for (let r = -1; r < rounds; r++) {
    for (let p = 0; p < chosen.length; p++) {
      for (let k = 0; k < builds.length; k++) {
        const b = (k + Math.max(r, 0)) % builds.length;
        const ms = await chosen[p]![1](builds[b]!);
        if (r >= 0) samples[p]![b]!.push(ms);
      }
    }
  }
  console.log(`${'path'.padEnd(40)} ${'base ms'.padStart(10)} ${'this ms'.padStart(10)} ${'ratio'.padStart(8)} ${'rounds'.padStart(24)}`);
  chosen.forEach(([name], p) => {
    const [base, ours] = samples[p]!;
    const ratios = ours!.map((t, r) => t / base![r]!);
    console.log(`${name.padEnd(40)} ${median(base!).toFixed(1).padStart(10)} ${median(ours!).toFixed(1).padStart(10)} ${`${median(ratios).toFixed(3)}x`.padStart(8)}   ${ratios.map((x) => x.toFixed(2)).join(' ')}`);
  });
  if (sink === Number.MIN_SAFE_INTEGER) console.log('');
}
