/**
 * `npm run bench -- link-index`: the workspace's index of links
 * (service/graph/) over the links bench's tree (links.ts: 10,000 Markdown
 * files in 100 folders, 50,000 relative links with fragments, 50,000 URLs),
 * read from the disk through the same `Workspace` the server reads it with.
 * Measured: the whole build (walk, read, index; the first in the process,
 * the engine not yet warm, and the median of five, in wall and CPU time:
 * on a shared machine a wall time is mostly waiting for a core), the
 * re-index of one changed file (median of 200), the heap the index holds
 * once built (after a full collection) and the process's peak resident
 * memory over its first build (all the bench's modules loaded before it:
 * the growth is the build's). Targets: 2 s, 20 ms, 150 MB.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_SETTINGS } from '@uri-lint/server/contract';
import { buildLinkIndex, LinkFacts, LinkIndex, scopedWorkspace } from '@uri-lint/server/service/internal';
import type { FileAccess } from '@uri-lint/server/service';
import { InitializedNotification, InitializeRequest, LogMessageNotification } from 'vscode-languageserver-protocol/node';
import { buildTree } from './links';
import { cpuMs, peakRssMb, ServerProcess } from './lspClient';
import { median } from './measure';

/** The disk as the Node server reads it (node/files.ts, kept to the folder's real paths), from the built server. */
function nodeDisk(): FileAccess {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the Node entry's file access is no export of the packages
  const files = require(path.resolve(__dirname, '../../server/out/node/files.js')) as { nodeFileAccess(): FileAccess };
  return files.nodeFileAccess();
}

function heapMb(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed / 2 ** 20;
}

/**
 * The language server over the tree, as an editor opens it: the index's build from \`initialized\` to the server's log
 * line that it is built (its own time in the line), the server's CPU time and peak resident memory meanwhile.
 */
async function serverBuild(dir: string): Promise<{ wall: number; logged: number; cpu: number; rss: number; before: number }> {
  const server = new ServerProcess();
  const rootUri = pathToFileURL(dir).href;
  try {
    const built = new Promise<number>((resolve) => {
      server.connection.onNotification(LogMessageNotification.type, ({ message }) => {
        const match = /^URI Lint: indexed \d+ links in \d+ files in (\d+) ms/.exec(message);
        if (match) resolve(Number(match[1]));
      });
    });
    await server.connection.sendRequest(InitializeRequest.type, {
      processId: process.pid, rootUri, workspaceFolders: [{ uri: rootUri, name: 'bench' }], capabilities: { workspace: { configuration: true } },
    });
    const before = peakRssMb(server.pid);
    const cpu = cpuMs(server.pid);
    const start = performance.now();
    await server.connection.sendNotification(InitializedNotification.type, {});
    const logged = await built;
    return { wall: performance.now() - start, logged, cpu: cpuMs(server.pid) - cpu, rss: peakRssMb(server.pid), before };
  } finally {
    await server.shutdown();
  }
}

export async function runLinkIndexBench(): Promise<void> {
  const dir = buildTree();
  const folder = pathToFileURL(dir).href;
  const disk = nodeDisk();
  const builds: number[] = [];
  /** The process's CPU time in each build (its threads' reads too): what the machine's load does not stretch. */
  const cpus: number[] = [];
  const build = async (): Promise<LinkIndex> => {
    const built = new LinkIndex(new LinkFacts(scopedWorkspace(disk, () => [folder])));
    const start = performance.now();
    const cpu = process.cpuUsage();
    await buildLinkIndex(built, { settingsOf: () => DEFAULT_SETTINGS });
    builds.push(performance.now() - start);
    const used = process.cpuUsage(cpu);
    cpus.push((used.user + used.system) / 1000);
    return built;
  };
  // The peak resident memory of the process through its first build: everything the build made, garbage too.
  const rssBefore = process.memoryUsage().rss / 2 ** 20;
  const first = await build();
  const peakRss = process.resourceUsage().maxRSS / 1024;
  first.size.toFixed();
  // The heap an index holds: with it, less without it (both after a full collection).
  let held = 0;
  let dropped = 0;
  for (let round = 0; round < 2; round++) {
    let built: LinkIndex | undefined = await build();
    held = heapMb();
    built.size.toFixed();
    built = undefined;
    await new Promise((resolve) => setImmediate(resolve));
    dropped = heapMb();
  }
  const heap = held - dropped;
  await build();
  const index = await build();
  const stats = index.stats();
  const file = path.join(dir, 'd07/f7.md');
  const uri = pathToFileURL(file).href;
  const text = fs.readFileSync(file, 'utf8');
  const changes: number[] = [];
  for (let i = 0; i < 200; i++) {
    const changed = `${text}\n- [again](../d0${i % 10}/f${i % 10}.md#file-${i})\n`;
    const start = performance.now();
    index.updateText(uri, changed, 'markdown', DEFAULT_SETTINGS);
    changes.push(performance.now() - start);
  }
  const lookups: number[] = [];
  for (let i = 0; i < 200; i++) {
    const start = performance.now();
    index.linksTo(pathToFileURL(path.join(dir, `d${String(i % 100).padStart(2, '0')}/f${i}.md`)).href, `file-${i}`);
    lookups.push(performance.now() - start);
  }
  const runs = [];
  for (let i = 0; i < 3; i++) runs.push(await serverBuild(dir));
  console.log(`\nLink index over ${stats.files} files (${stats.links} links, ${stats.targets} targets, ${stats.uris} URIs):`);
  const warm = builds.slice(1);
  console.log(`  build (walk, read, index): first ${builds[0]!.toFixed(0)} ms, ${cpus[0]!.toFixed(0)} ms of CPU; then median of ${warm.length} ${median(warm).toFixed(0)} ms `
    + `(${Math.min(...warm).toFixed(0)} to ${Math.max(...warm).toFixed(0)}), ${median(cpus.slice(1)).toFixed(0)} ms of CPU (target 2000 ms)`);
  console.log(`  the server's build, from initialized (3 servers): median ${median(runs.map((r) => r.wall)).toFixed(0)} ms `
    + `(${median(runs.map((r) => r.logged)).toFixed(0)} ms by its own log), ${median(runs.map((r) => r.cpu)).toFixed(0)} ms of the server's CPU, `
    + `peak resident memory ${Math.max(...runs.map((r) => r.rss)).toFixed(0)} MB (${Math.max(...runs.map((r) => r.before)).toFixed(0)} MB before the build)`);
  console.log(`  re-index of one file: median ${median(changes).toFixed(2)} ms, max ${Math.max(...changes).toFixed(2)} ms (target 20 ms)`);
  console.log(`  linksTo(file, fragment): median ${median(lookups).toFixed(3)} ms`);
  console.log(`  heap held by the index: ${heap.toFixed(1)} MB; the process's peak resident memory through its first build: ${peakRss.toFixed(0)} MB, `
    + `${(peakRss - rssBefore).toFixed(0)} MB more than before it (target 150 MB)`);
}
