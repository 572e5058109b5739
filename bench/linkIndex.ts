/**
 * `npm run bench -- link-index`: the workspace's index of links
 * (service/graph/) over the links bench's tree (links.ts: 10,000 Markdown
 * files in 100 folders, 50,000 relative links with fragments, 50,000 URLs),
 * read from the disk through the same `Workspace` the server reads it with.
 * Measured: the whole build (walk, read, index), the re-index of one
 * changed file (median of 200), and the heap the index holds once built
 * (after a full collection). Targets: 2 s, 20 ms, 150 MB.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DEFAULT_SETTINGS } from '@uri-lint/server/contract';
import { buildLinkIndex, LinkFacts, LinkIndex, scopedWorkspace } from '@uri-lint/server/service';
import type { DirectoryEntry, FileAccess } from '@uri-lint/server/service';
import { buildTree } from './links';
import { median } from './measure';

/** The disk as the Node server reads it (node/files.ts), without its symbolic-link checks: the tree has none. */
const disk: FileAccess = {
  readDirectory: async (uri) => {
    try {
      const entries = await fs.promises.readdir(fileURLToPath(uri), { withFileTypes: true });
      return entries.map((e): DirectoryEntry => [e.name, e.isDirectory() ? 'directory' : 'file']);
    } catch {
      return undefined;
    }
  },
  stat: async (uri) => fs.promises.stat(fileURLToPath(uri)).then((s) => (s.isDirectory() ? 'directory' : 'file'), () => undefined),
  readFile: async (uri, maxBytes) => {
    const file = fileURLToPath(uri);
    const stat = await fs.promises.stat(file);
    return stat.isFile() && stat.size <= maxBytes ? fs.promises.readFile(file, 'utf8') : undefined;
  },
};

function heapMb(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed / 2 ** 20;
}

export async function runLinkIndexBench(): Promise<void> {
  const dir = buildTree();
  const folder = pathToFileURL(dir).href;
  const builds: number[] = [];
  let index: LinkIndex | undefined;
  let heap = 0;
  for (let round = 0; round < 3; round++) {
    index = undefined;
    const before = heapMb();
    const facts = new LinkFacts(scopedWorkspace(disk, () => [folder]));
    const built = new LinkIndex(facts);
    const start = performance.now();
    await buildLinkIndex(built, { settingsOf: () => DEFAULT_SETTINGS });
    builds.push(performance.now() - start);
    index = built;
    heap = heapMb() - before;
  }
  const stats = index!.stats();
  const file = path.join(dir, 'd07/f7.md');
  const uri = pathToFileURL(file).href;
  const text = fs.readFileSync(file, 'utf8');
  const changes: number[] = [];
  for (let i = 0; i < 200; i++) {
    const changed = `${text}\n- [again](../d0${i % 10}/f${i % 10}.md#file-${i})\n`;
    const start = performance.now();
    index!.updateText(uri, changed, 'markdown', DEFAULT_SETTINGS);
    changes.push(performance.now() - start);
  }
  const lookups: number[] = [];
  for (let i = 0; i < 200; i++) {
    const start = performance.now();
    index!.linksTo(pathToFileURL(path.join(dir, `d${String(i % 100).padStart(2, '0')}/f${i}.md`)).href, `file-${i}`);
    lookups.push(performance.now() - start);
  }
  console.log(`\nLink index over ${stats.files} files (${stats.links} links, ${stats.targets} targets, ${stats.uris} URIs):`);
  console.log(`  build (walk, read, index): median ${median(builds).toFixed(0)} ms (target 2000 ms)`);
  console.log(`  re-index of one file: median ${median(changes).toFixed(2)} ms, max ${Math.max(...changes).toFixed(2)} ms (target 20 ms)`);
  console.log(`  linksTo(file, fragment): median ${median(lookups).toFixed(3)} ms`);
  console.log(`  heap held by the index: ${heap.toFixed(1)} MB (target 150 MB)`);
}
