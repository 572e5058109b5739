/**
 * `npm run bench -- link-moves`: `uri-lint mv` and `uri-lint rename-url`, run
 * as a user runs them, on copies of public repositories of the precision
 * corpus (bench/precision-repos.json, extracted by
 * scripts/extract-precision-repos.js into URI_LINT_CORPUS, by default
 * /work/corpus/precision; a repository of a round still held out is never
 * named here), each copied to a temporary folder first. The links are
 * checked before and after each step: no new broken link (the link
 * findings of the whole tree the same in number, each by its code), none
 * lost (every link the workspace's index of links held to what moved now
 * leads to where it moved, and as many), every reference still found, no
 * URI of the old prefix left where the rename may edit. Prints one line per
 * step; exits non-zero when a step fails its checks.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DEFAULT_SETTINGS } from '@uri-lint/server/contract';
import { buildLinkIndex, LinkFacts, LinkIndex, scopedWorkspace, targetUriOf } from '@uri-lint/server/service/internal';
import type { FileAccess } from '@uri-lint/server/service/internal';

const ROOT = path.resolve(__dirname, '../..');
const CLI = path.join(ROOT, 'server/bin/uri-lint.js');

type Step = { mv: [string, string] } | { renameUrl: [string, string] };

/** Each repository (its folder's name in the corpus) and its steps, run in turn on one copy. */
const CASES: { repo: string; steps: Step[] }[] = [
  {
    // MkDocs's own documentation: a page into a new folder, then a folder renamed, then its site's host.
    repo: 'mkdocs',
    steps: [
      { mv: ['docs/user-guide/configuration.md', 'docs/user-guide/config/settings.md'] },
      { mv: ['docs/dev-guide', 'docs/developer-guide'] },
      { renameUrl: ['https://www.mkdocs.org/', 'https://docs.mkdocs.example/'] },
    ],
  },
  {
    // Redux's Docusaurus site: a page one folder down, a folder of pages renamed, the repository's URL moved.
    repo: 'redux',
    steps: [
      { mv: ['docs/usage/UsageWithTypescript.md', 'docs/usage/typescript/UsageWithTypescript.md'] },
      { mv: ['docs/usage/structuring-reducers', 'docs/usage/reducers'] },
      { renameUrl: ['https://github.com/reduxjs/redux/', 'https://github.com/example/redux/'] },
    ],
  },
];

interface Checked {
  /** The references of every file checked. */
  references: number;
  /** The link findings, by code. */
  links: Record<string, number>;
}

/** The whole tree checked by the CLI, as a user checks it. */
function check(dir: string): Checked {
  const run = spawnSync(process.execPath, [CLI, '--format', 'json'], { cwd: dir, encoding: 'utf8', maxBuffer: 1 << 28 });
  const report = JSON.parse(run.stdout) as { files: { references: number; problems: { code: string }[] }[] };
  const links: Record<string, number> = {};
  let references = 0;
  for (const file of report.files) {
    references += file.references;
    for (const { code } of file.problems) if (code.startsWith('link-')) links[code] = (links[code] ?? 0) + 1;
  }
  return { references, links };
}

/** The disk as the Node server reads it, from the built server. */
function nodeDisk(folder: string): FileAccess {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the Node entry's file access is no export of the packages
  const files = require(path.join(ROOT, 'server/out/node/files.js')) as { nodeFileAccess(folders?: () => readonly string[]): FileAccess };
  return files.nodeFileAccess(() => [folder]);
}

/** The links the workspace's index holds to `rel` and everything below it, by the file they are written in. */
async function linksTo(dir: string, rel: string): Promise<number> {
  const folder = pathToFileURL(dir).href;
  const index = new LinkIndex(new LinkFacts(scopedWorkspace(nodeDisk(folder), () => [folder])));
  await buildLinkIndex(index, { settingsOf: () => DEFAULT_SETTINGS });
  const target = path.join(dir, rel);
  let count = 0;
  for (const uri of index.uris()) {
    for (const link of index.linksFrom(uri)) {
      // Links to the moved file or into the moved folder, not a page's links to its own anchors.
      const to = link.folder === undefined ? undefined : targetUriOf(link);
      if (to === undefined) continue;
      const file = fileURLToPath(to);
      if (file === target || file.startsWith(`${target}${path.sep}`)) count++;
    }
  }
  return count;
}

/** Occurrences of `prefix` in the text files of the tree that a check reads (not below .git or node_modules). */
function occurrences(dir: string, prefix: string): number {
  const run = spawnSync('grep', ['-rIoF', '--exclude-dir=.git', '--exclude-dir=node_modules', prefix, '.'], { cwd: dir, encoding: 'utf8', maxBuffer: 1 << 28 });
  return run.stdout.split('\n').filter(Boolean).length;
}

export async function runLinkMovesBench(): Promise<void> {
  const corpus = process.env.URI_LINT_CORPUS ?? '/work/corpus/precision';
  let failed = 0;
  console.log('\nuri-lint mv and rename-url on copies of public repositories, the links checked before and after each step:');
  for (const { repo, steps } of CASES) {
    const source = path.join(corpus, repo);
    if (!fs.existsSync(source)) {
      console.log(`  ${repo}: not in ${corpus} (node scripts/extract-precision-repos.js extracts it)`);
      failed++;
      continue;
    }
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `uri-lint-moves-${repo}-`));
    try {
      fs.cpSync(source, dir, { recursive: true, verbatimSymlinks: true });
      let before = check(dir);
      for (const step of steps) {
        const problems: string[] = [];
        let line: string;
        if ('mv' in step) {
          const [from, to] = step.mv;
          const held = await linksTo(dir, from);
          fs.mkdirSync(path.dirname(path.join(dir, to)), { recursive: true });
          const run = spawnSync(process.execPath, [CLI, 'mv', from, to], { cwd: dir, encoding: 'utf8' });
          if (run.status !== 0) problems.push(`exit ${run.status}: ${run.stderr.trim()}`);
          const follow = await linksTo(dir, to);
          if (follow !== held) problems.push(`${held} links led to it, ${follow} lead to where it moved`);
          line = `mv ${from} ${to}: ${/rewrote \d+ links in \d+ files/.exec(run.stdout)?.[0] ?? 'rewrote nothing'}; links to it ${held} before, ${follow} after`;
        } else {
          const [from, to] = step.renameUrl;
          const old = occurrences(dir, from);
          const run = spawnSync(process.execPath, [CLI, 'rename-url', from, to], { cwd: dir, encoding: 'utf8' });
          if (run.status !== 0) problems.push(`exit ${run.status}: ${run.stderr.trim()}`);
          const left = occurrences(dir, from);
          const renamed = /(\d+) URIs? renamed in (\d+) files?/.exec(run.stdout)?.[0] ?? 'nothing renamed';
          line = `rename-url ${from} ${to}: ${renamed}; "${from}" written ${old} times before, ${left} after`;
        }
        const after = check(dir);
        if (after.references !== before.references) problems.push(`${before.references} references before, ${after.references} after`);
        if (JSON.stringify(after.links) !== JSON.stringify(before.links)) problems.push(`link findings ${JSON.stringify(before.links)} before, ${JSON.stringify(after.links)} after`);
        console.log(`  ${repo}: ${line}; ${after.references} references, link findings ${JSON.stringify(after.links)}${problems.length > 0 ? ` FAILED: ${problems.join('; ')}` : ''}`);
        if (problems.length > 0) failed++;
        before = after;
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  if (failed > 0) process.exitCode = 1;
}
