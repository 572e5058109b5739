/**
 * `npm run bench -- links`: a workspace of 10,000 Markdown
 * files in 100 folders with 50,000 relative links between them, each with a
 * fragment (one in ten leads nowhere, one in fifty is in another letter
 * case, one in twenty names a heading its target does not have), made in
 * the system's temp folder.
 *
 * 1. The built server over stdio, the tree as its workspace folder: 50
 *    documents are opened at once (one of them an index linking to 5,000
 *    files); measured, the time from the opens to the last of them judged
 *    with its links known (`uriLint/documentStatus` without `pendingLinks`),
 *    the server's longest event-loop block meanwhile (loopMonitor.ts), the
 *    longest a hover waited (a hover every 10 ms, as the client saw it: the
 *    block, plus the round trip through two busy processes on two cores),
 *    and the server's peak RSS. Targets: 2 s, no block over 50 ms.
 * 2. The command line over the tree with link checking and with `--no-links`
 *    (syntax only), alternated round by round: the median of the ratios.
 *    Target: within 2x.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DidOpenTextDocumentNotification, HoverRequest, InitializedNotification, InitializeRequest } from 'vscode-languageserver-protocol/node';
import { peakRssMb, ServerProcess } from './lspClient';
import { median, seededRandom } from './measure';

const ROOT = path.resolve(__dirname, '../..');
const BIN = path.join(ROOT, 'server/bin/uri-lint.js');
const FILES = 10_000;
const FOLDERS = 100;
const LINKS_PER_FILE = 5;
const OPEN = 50;
const INDEX_LINKS = 5_000;

/** The file `i` of the tree, relative to its root. */
function fileOf(i: number): string {
  return `d${String(i % FOLDERS).padStart(2, '0')}/f${i}.md`;
}

/** The tree's folder, made once (a marker says it is complete). */
export function buildTree(): string {
  const dir = path.join(os.tmpdir(), 'uri-lint-bench-links-2');
  const marker = `${dir}.complete`;
  if (fs.existsSync(marker)) return dir;
  fs.rmSync(dir, { recursive: true, force: true });
  const next = seededRandom(20);
  for (let f = 0; f < FOLDERS; f++) fs.mkdirSync(path.join(dir, `d${String(f).padStart(2, '0')}`), { recursive: true });
  for (let i = 0; i < FILES; i++) {
    const lines = [`# File ${i}`, ''];
    for (let k = 0; k < LINKS_PER_FILE; k++) {
      const to = Math.floor(next() * FILES);
      const roll = next();
      let target = `../${fileOf(to)}`;
      let fragment = `file-${to}`;
      if (roll < 0.1) target = `../${fileOf(to).replace('.md', '-gone.md')}`;
      else if (roll < 0.12) target = `../${fileOf(to).replace('/f', '/F')}`;
      else if (roll < 0.17) fragment = `file-${to}-old`;
      lines.push(`- See [file ${to}](${target}#${fragment}) and https://example.com/${i}/${k}.`);
    }
    fs.writeFileSync(path.join(dir, fileOf(i)), `${lines.join('\n')}\n`);
  }
  fs.writeFileSync(marker, '');
  return dir;
}

/** The index document: links to the first `INDEX_LINKS` files. */
function indexText(): string {
  return Array.from({ length: INDEX_LINKS }, (_, i) => `- [${i}](${fileOf(i)})`).join('\n');
}

/** Opens the documents in the tree's workspace; answers the ms until every one is judged with its links known, the longest block and hover wait, and the peak RSS. */
async function serverRun(dir: string): Promise<{ judged: number; blockMax: number; hoverMax: number; rss: number; problems: number }> {
  const log = path.join(os.tmpdir(), `uri-lint-bench-loop-${process.pid}.txt`);
  const server = new ServerProcess({}, { nodeArgs: ['--require', path.join(__dirname, 'loopMonitor.js')], env: { URI_LINT_LOOP_LOG: log } });
  const rootUri = pathToFileURL(dir).href;
  await server.connection.sendRequest(InitializeRequest.type, {
    processId: process.pid, rootUri, workspaceFolders: [{ uri: rootUri, name: 'bench' }],
    capabilities: { workspace: { configuration: true } }, initializationOptions: { documentStatus: true },
  });
  await server.connection.sendNotification(InitializedNotification.type, {});
  const docs = [{ uri: `${rootUri}/index.md`, text: indexText() }];
  for (let i = 1; i < OPEN; i++) docs.push({ uri: pathToFileURL(path.join(dir, fileOf(i * 97))).href, text: fs.readFileSync(path.join(dir, fileOf(i * 97)), 'utf8') });
  const waiting = new Set(docs.map((d) => d.uri));
  let problems = 0;
  const settled = new Promise<void>((resolve) => {
    server.connection.onNotification('uriLint/documentStatus', (status: { uri: string; pendingLinks?: number; problems: number }) => {
      if (status.pendingLinks || !waiting.delete(status.uri)) return;
      problems += status.problems;
      if (waiting.size === 0) resolve();
    });
  });
  const start = performance.now();
  const startedAt = Date.now();
  for (const { uri, text } of docs) await server.connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId: 'markdown', version: 1, text } });
  let hoverMax = 0;
  let done = false;
  const hovers = (async () => {
    while (!done) {
      const t0 = performance.now();
      await server.connection.sendRequest(HoverRequest.type, { textDocument: { uri: docs[1]!.uri }, position: { line: 2, character: 20 } });
      hoverMax = Math.max(hoverMax, performance.now() - t0);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  await settled;
  const judged = performance.now() - start;
  const settledAt = Date.now();
  done = true;
  await hovers;
  const rss = peakRssMb(server.pid);
  await server.shutdown();
  // Blocks that ended between the opens and the last judgement (the server's start-up is not one).
  const blocks = fs.readFileSync(log, 'utf8').split('\n').filter(Boolean).map((line) => line.split(' ').map(Number) as [number, number]);
  fs.rmSync(log, { force: true });
  const blockMax = Math.max(0, ...blocks.filter(([end]) => end >= startedAt && end <= settledAt).map(([, ms]) => ms));
  return { judged, blockMax, hoverMax, rss, problems };
}

/** The wall time in ms of one run of the command line over `dir` with `args`. */
function cliMs(dir: string, args: string[]): number {
  const t0 = performance.now();
  const result = spawnSync(process.execPath, [BIN, '--format', 'json', ...args, dir], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0 && result.status !== 1) throw new Error(`uri-lint exited with ${result.status}`);
  return performance.now() - t0;
}

/** Prints the figures of links to files in the server and the command line. */
export async function runLinksBench(): Promise<void> {
  const dir = buildTree();
  console.log(`\nLinks to files: ${FILES.toLocaleString('en-US')} Markdown files in ${FOLDERS} folders, ${(FILES * LINKS_PER_FILE).toLocaleString('en-US')} relative links (${dir})`);
  const runs = [];
  for (let i = 0; i < 3; i++) runs.push(await serverRun(dir));
  const judged = median(runs.map((r) => r.judged));
  const blockMax = Math.max(...runs.map((r) => r.blockMax));
  const hoverMax = Math.max(...runs.map((r) => r.hoverMax));
  const rss = Math.max(...runs.map((r) => r.rss));
  console.log(`server: ${OPEN} documents open (one with ${INDEX_LINKS.toLocaleString('en-US')} links): all judged with links known in ${judged.toFixed(0)} ms `
    + `(median of 3; target < 2000); longest event-loop block ${blockMax.toFixed(0)} ms (target <= 50), longest hover wait ${hoverMax.toFixed(0)} ms; peak RSS ${rss.toFixed(0)} MB; ${runs[0]!.problems} problems`);
  // Warm both (the file cache), then alternate: the machine's noise falls on both alike.
  cliMs(dir, []);
  cliMs(dir, ['--no-links']);
  const rounds = [];
  for (let i = 0; i < 5; i++) {
    const withLinks = cliMs(dir, []);
    const syntaxOnly = cliMs(dir, ['--no-links']);
    rounds.push({ withLinks, syntaxOnly });
  }
  const ratio = median(rounds.map((r) => r.withLinks / r.syntaxOnly));
  console.log(`uri-lint over the tree: ${median(rounds.map((r) => r.withLinks)).toFixed(0)} ms with links, ${median(rounds.map((r) => r.syntaxOnly)).toFixed(0)} ms `
    + `with --no-links (medians of 5 alternated rounds): ${ratio.toFixed(2)}x, the median of the rounds' ratios (target <= 2x)`);
}
