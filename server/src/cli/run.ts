/**
 * One run over files: collect them, keep this shard's share, work out each
 * file's settings, take what the cache still knows, check the rest (on all
 * cores: worker threads started before the walk), and build the
 * report in path order, whatever order the threads finished in.
 */
import { pathToFileURL } from 'node:url';
import { ConfigResolver } from './config';
import { RunCache } from './cache';
import { DependencyStates } from './depends';
import type { Batch, Checked, FileTask } from './checkFile';
import { collectFiles, IGNORE_FILES } from './files';
import type { FileEntry } from './files';
import type { FixRequest } from './fix';
import { buildReport, toolInfo } from './report';
import { weighEvidence } from './evidence';
import type { Tallied } from './evidence';
import { weighShapes } from './shapes';
import { withTestFilesNotice } from './testFiles';
import type { FileReport, RunReport } from './report';
import { CHUNK, Pool } from './pool';
import { workspaceFolder } from './workspaceFolder';
import type { Concurrency } from './pool';
import type { Settings } from '../contract/settings';

/** `--shard i/n`: this run checks the i-th of n shares (1-based). */
export interface Shard {
  index: number;
  count: number;
}

/** What a run is asked to do. */
export interface RunOptions {
  inputs: readonly string[];
  cwd: string;
  /** `--config`: one file for every file, no search. */
  config?: string;
  /** Settings over every file's (`--report-unused-directives`). */
  forced?: Record<string, unknown>;
  fix?: FixRequest & { write: boolean };
  shard?: Shard;
  /** `--cache`: where the cache file is. */
  cacheFile?: string;
  /** Files never checked: the run's own cache and report files. */
  exclude?: readonly string[];
  /** `--concurrency`: threads in all, or `auto` (the default: workers join when the run is long enough to pay for them). */
  concurrency?: Concurrency;
  /** Called as files are done (for a progress line). */
  progress?: (done: number, total: number) => void;
}

/** The report, what could not be read or written (the run exits with 2), and notes for stderr. */
export interface RunResult {
  report: RunReport;
  /** One message each, naming the file. */
  failures: string[];
  notes: string[];
}

/** Runs uri-lint over `options.inputs`. Throws `PathError` and `ConfigError`. */
export async function runFiles(options: RunOptions): Promise<RunResult> {
  const concurrency = options.concurrency ?? 'auto';
  const pool = concurrency === 1 ? undefined : new Pool(concurrency);
  try {
    return await runWith(options, pool);
  } finally {
    pool?.stop();
  }
}

async function runWith(options: RunOptions, pool: Pool | undefined): Promise<RunResult> {
  const cacheFile = options.fix ? undefined : options.cacheFile;
  // The cache compares sizes and times: only then is every file stat'ed.
  const collected = collectFiles(options.inputs, options.cwd, { stat: cacheFile !== undefined });
  const inShard = (file: { rel: string }): boolean => !options.shard || shardOf(file.rel, options.shard.count) === options.shard.index - 1;
  const excluded = new Set(options.exclude);
  const files = collected.files.filter((file) => inShard(file) && !excluded.has(file.path));
  const reports: Tallied[] = [];
  const skippedReports: FileReport[] = collected.ignored.filter(inShard).map((f) => ({
    path: f.rel, language: '', references: 0, problems: [], skipped: `ignored: by ${IGNORE_FILES.join(' or ')}`,
  }));
  const failures: string[] = [];
  for (const u of collected.unreadable.filter(inShard)) {
    skippedReports.push({ path: u.rel, language: '', references: 0, problems: [], skipped: `unreadable: ${u.reason}` });
    failures.push(`${u.rel}: ${u.reason}`);
  }
  for (const d of collected.dangling.filter(inShard)) {
    skippedReports.push({ path: d.rel, language: '', references: 0, problems: [], skipped: `dangling: a symbolic link to nothing (${d.reason})` });
  }

  const resolver = new ConfigResolver(options.config, options.forced);
  const settingsTable: Settings[] = [];
  const settingsIndex = new Map<Settings, number>();
  const effective = files.map((file) => {
    const { settings, key } = resolver.settingsFor(file.path);
    if (!settingsIndex.has(settings)) settingsIndex.set(settings, settingsTable.push(settings) - 1);
    return { index: settingsIndex.get(settings)!, key };
  });

  // What reports depend on beside their files (links.ts): the run's own cache and report are none of it.
  const states = new DependencyStates(new Set(options.exclude));
  const cache = cacheFile !== undefined
    ? RunCache.load(cacheFile, RunCache.signature(toolInfo().version, resolver.files()), states)
    : undefined;
  const tasks: { task: FileTask; file: FileEntry; key: string }[] = [];
  files.forEach((file, i) => {
    const { index, key: settingsKey } = effective[i]!;
    // What .gitattributes says of a file decides whether it is checked: a change there must not reuse its report.
    // So does a package installer's metadata beside it (`*.dist-info`): a folder that gains one is vendored from then on.
    const attributed = file.attributes ? `${settingsKey}\0${JSON.stringify(file.attributes)}` : settingsKey;
    // And so does a task file that names it as a command's output.
    const installed = file.installed === undefined ? attributed : `${attributed}\0installed`;
    const key = file.written === undefined ? installed : `${installed}\0written\0${file.written}`;
    const known = cache?.lookup(cacheKeyOf(file), file.size!, file.mtimeMs!, key);
    if (known && 'report' in known) reports.push(known);
    else {
      const task: FileTask = {
        path: file.path, rel: file.rel, settings: index,
        ...(file.size === undefined ? {} : { size: file.size }), ...(file.raw === undefined ? {} : { raw: file.raw }),
        ...(file.attributes ? { attributes: file.attributes } : {}), ...(file.installed === undefined ? {} : { installed: file.installed }),
        ...(file.written === undefined ? {} : { written: file.written }),
      };
      if (known?.hash) task.cachedHash = known.hash;
      tasks.push({ task, file, key });
    }
  });

  const batch: Batch & Required<Pick<Batch, 'links'>> = {
    files: tasks.map((t) => t.task), settings: settingsTable, ...(options.fix ? { fix: options.fix } : {}), hash: cache !== undefined,
    // The workspace links to files are checked in: the run's folder, or the repository of paths given from outside it
    // (workspaceFolder.ts); each run reads its listings afresh.
    links: { run: `${process.pid}:${++runs}:${Date.now()}`, folder: folderUri(workspaceFolder(options.inputs, options.cwd)) },
  };
  const checked = await checkAll(batch, pool, options.progress);
  checked.forEach((result, i) => {
    const { file, key } = tasks[i]!;
    if (result.cacheHit) {
      reports.push(cache!.reuse(cacheKeyOf(file), file.size!, file.mtimeMs!));
      return;
    }
    reports.push(result);
    if (result.failed) failures.push(`${file.rel}: ${result.report.skipped ?? 'failed'}`);
    else if (cache && result.hash) {
      cache.store(cacheKeyOf(file), {
        size: file.size!, mtimeMs: file.mtimeMs!, settings: key, hash: result.hash, report: result.report, ...(result.depends ? { depends: states.of(result.depends) } : {}),
        ...(result.tally ? { tally: result.tally } : {}), ...(result.shapes ? { shapes: result.shapes } : {}),
      });
    }
  });
  const problem = cache?.save();
  if (problem) failures.push(problem);
  // A folder whose links fail systematically is rendered by a program not modelled: its link findings are information.
  // The notice is said where its code is (`uriLint.severity` may turn it off for a folder).
  const settingsByPath = new Map(files.map((file, i) => [file.rel, settingsTable[effective[i]!.index]!]));
  const weighed = weighEvidence(reports, (path) => settingsByPath.get(path));
  // One shape of finding recurring in different URIs across files is the repository's own syntax: information.
  const shaped = weighShapes(weighed.reports.map((report, i) => ({ report, ...(reports[i]!.shapes ? { shapes: reports[i]!.shapes } : {}) })));
  const report = buildReport([...skippedReports, ...shaped.reports], options.shard && `${options.shard.index}/${options.shard.count}`);
  // Test files' findings kept at information (the service's links/testData.ts), said once.
  const notices = withTestFilesNotice([...weighed.notices, ...shaped.notices], report.files);
  if (notices.length > 0) report.notices = notices;
  return { report, failures, notes: [...collected.notes, ...(cache?.notes ?? [])] };
}

/** The results of `batch` in its order: in this thread, and in the pool's workers when there are any. */
async function checkAll(batch: Batch & Required<Pick<Batch, 'links'>>, pool: Pool | undefined, progress?: (done: number, total: number) => void): Promise<Checked[]> {
  const total = batch.files.length;
  // Loaded only when there is something to check: a run the cache answers never loads the rules.
  if (total === 0) return [];
  // One after another: modules that require the same ES module (htmlparser2) must not be imported at once, or Node 20's
  // require() of it can abort the process ("IsGraphAsync must be used on an instantiated module"; seen in CI).
  const { checkBatch } = await import('./checkFile');
  const { FragmentSettler } = await import('./fragments');
  const { runFacts } = await import('./links');
  // Fragments into other files are judged here, each target read once for every thread's files (fragments.ts).
  const settler = new FragmentSettler(runFacts(batch.links.run, batch.links.folder, { keepBytes: !batch.fix }));
  let results: Checked[];
  if (pool) {
    results = await pool.run(batch, checkBatch, progress, settler);
  } else {
    // A chunk at a time, as the pool's threads take them: fragments are settled, and their questions let go, as targets come in.
    results = [];
    for (let start = 0; start < total; start += CHUNK) {
      const chunk = checkBatch({ ...batch, files: batch.files.slice(start, start + CHUNK) });
      results.push(...chunk);
      settler.received(start, chunk);
    }
    progress?.(total, total);
  }
  settler.finish();
  return results;
}

/** Runs so far in this process: each reads the workspace's folders afresh. */
let runs = 0;

/** The URI of the run's folder, without a trailing slash. */
export function folderUri(cwd: string): string {
  return pathToFileURL(cwd).href.replace(/\/$/, '');
}

/** A file's key in the cache: its path, or its bytes when the path is not UTF-8 (two such paths can read alike). */
function cacheKeyOf(file: FileEntry): string {
  return file.raw === undefined ? file.path : `\0${file.raw}`;
}

/** The shard (0-based) of a path: FNV-1a of the path, so a file stays in its shard when others come and go. */
function shardOf(rel: string, count: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < rel.length; i++) {
    hash ^= rel.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % count;
}

