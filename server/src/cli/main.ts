/**
 * `uri-lint`: the command line. Reads the arguments (`util.parseArgs`),
 * runs files, stdin or a subcommand, prints the report in the chosen format
 * and returns the exit code: 0 clean, 1 problems (errors, or warnings past
 * `--max-warnings`), 2 a usage error, a bad configuration or a path that
 * cannot be read. Heavy modules load only when the command needs them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { FixId, UrlRename } from '../service/index';
import { CliError, reasonOf, UsageError } from './errors';
import type { FixRequest } from './fix';
import type { RunReport } from './report';
import type { Concurrency } from './pool';
import type { Shard } from './run';
import type { UriCommand } from './uriCommands';

/** Where a command writes, and the stdin it reads (`--stdin`, and `parse`/`normalize`/`resolve` without arguments). */
export interface Streams {
  stdout: NodeJS.WriteStream | NodeJS.WritableStream;
  stderr: NodeJS.WriteStream | NodeJS.WritableStream;
  stdin: NodeJS.ReadableStream;
}

const FORMATS = ['stylish', 'json', 'sarif', 'gitlab'] as const;
type Format = (typeof FORMATS)[number];

const OPTIONS = {
  format: { type: 'string', short: 'f', default: 'stylish' },
  'output-file': { type: 'string', short: 'o' },
  'max-warnings': { type: 'string' },
  fix: { type: 'boolean' },
  'fix-dry-run': { type: 'boolean' },
  'fix-type': { type: 'string', multiple: true },
  stdin: { type: 'boolean' },
  'stdin-filename': { type: 'string' },
  shard: { type: 'string' },
  cache: { type: 'boolean' },
  'cache-location': { type: 'string' },
  concurrency: { type: 'string' },
  config: { type: 'string', short: 'c' },
  'report-unused-directives': { type: 'boolean' },
  'no-links': { type: 'boolean' },
  'no-default-ignores': { type: 'boolean' },
  'check-test-files': { type: 'boolean' },
  'dry-run': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>['values'];

const HELP = `Usage: uri-lint [options] [paths or globs...]      check files (default: .)
       uri-lint parse|normalize <uri>               one URI (none: one a line from stdin), as JSON
       uri-lint resolve <base> <reference>          (none: "base reference" a line from stdin)
       uri-lint merge-reports [options] <report.json...>   one report of several shards' JSON reports
       uri-lint rename-url [--dry-run] <old> <new> [paths...]   rename a URL prefix in every file
       uri-lint mv [--dry-run] <old> <new>          move a file or folder, and rewrite the links to and in it

Checks every URI in the files against RFC 3986, as the URI Lint extension does.
Folders are read recursively, honouring .gitignore and .urilintignore. Files nobody edits are left out, as
GitHub leaves them out of diffs: vendored folders (vendor/, third_party/, .yarn/…), generated files (lock
files, files marked generated, .gitattributes linguist-vendored/linguist-generated, what the repository's justfile,
Makefile, package.json scripts, tox.ini, noxfile.py or typedoc config name as a command's output), minified and binary files.
In test files (below test/, spec/, fixtures/ folders, or named as tests: *_test.go, test_*.py, *.test.ts…)
errors and warnings are information: a test's inputs are malformed on purpose (--check-test-files).
Settings: .urilintrc.json or the "uriLint" key of package.json, the nearest upward from each file.
Links to files (Markdown and HTML relative links, /root links, file: URIs) are checked against the files
below the current directory: link-missing-file, link-case-mismatch.

rename-url replaces the prefix <old> with <new> in every absolute URI that starts with it, compared by
RFC 3986 §6 normal forms (http://Docs.Example:80/a starts with http://docs.example/), keeping the rest as
written: only the URIs' own text changes. Templates, URIs with a password and URIs written with escapes are
left alone and listed; --dry-run prints the diff and changes nothing.

mv moves a file or folder inside the current directory (git mv when git tracks it) and rewrites every link to
it in the run's files, and the relative links inside it, in every file type whose links are checked (Markdown,
HTML, JSON and YAML $ref, AsciiDoc…), each in its own style (relative, root-relative, query, fragment and
"./" as written). --dry-run prints the diff; a failed write puts every file back and undoes the move.

Options:
  -f, --format <format>              report format: stylish (default), json, sarif (SARIF 2.1.0, for code
                                     scanning), gitlab (GitLab's Code Quality report, for merge requests)
  -o, --output-file <file>           write the report to a file instead of stdout
      --max-warnings <n>             exit 1 when there are more than n warnings
      --fix                          apply the fixes in place
      --fix-dry-run                  print the fixes as a diff, change nothing
      --fix-type <types>             fixes to apply, comma-separated, instead of the setting fixAll.fixes
                                     (default: those that keep what a URI identifies, marked *):
{fix types}
      --stdin                        check the text on stdin (with --fix: print the fixed text)
      --stdin-filename <name>        the name of the stdin text: its language and settings
      --shard <i/n>                  check only the i-th of n shares of the files
      --cache                        skip files unchanged since the last run
      --cache-location <file>        the cache file (default .urilintcache)
      --concurrency <n|auto|off>     threads that check files: n in all, off for one; auto (default)
                                     adds worker threads only when the run is long enough to pay for them
  -c, --config <file>                use this configuration file for every file
      --report-unused-directives     report uri-lint-disable… directives that silence nothing as errors
      --no-links                     do not check links to files and fragments (links.checkFiles)
      --no-default-ignores           check vendored, generated, minified and binary files too (defaultIgnores)
      --check-test-files             judge test files as any file, not their errors and warnings as
                                     information (testFiles: "check")
  -h, --help                         this help
  -v, --version                      the version

Exit codes: 0 no errors, 1 errors (or too many warnings), 2 usage error, bad configuration, unreadable path,
            a file changed while --fix checked it, or a report or cache that cannot be written.`;

/**
 * Runs the command line with `argv` (the arguments after `uri-lint`), in the
 * process's working directory; resolves to the exit code: 0 no errors, 1
 * errors (or more warnings than `--max-warnings`), 2 a usage error, a bad
 * configuration or a path that cannot be read.
 * @example await main(['--format', 'json', '-o', 'report.json', 'docs'])
 */
export async function main(argv: readonly string[], streams: Streams = process): Promise<number> {
  try {
    return await run(argv, streams);
  } catch (error) {
    const badArguments = error instanceof UsageError || (error as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS') === true;
    if (!badArguments && !(error instanceof CliError)) throw error;
    streams.stderr.write(`uri-lint: ${(error as Error).message}${badArguments ? '\nRun `uri-lint --help` for usage.' : ''}\n`);
    return 2;
  }
}

async function run(argv: readonly string[], streams: Streams): Promise<number> {
  const { values, positionals } = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });
  if (values.help) {
    const { fixTypesHelp } = await import('./fix');
    return write(streams.stdout, `${HELP.replace('{fix types}', fixTypesHelp('                                       '))}\n`);
  }
  if (values.version) {
    const { toolInfo } = await import('./report');
    return write(streams.stdout, `${toolInfo().version}\n`);
  }
  const format = formatOf(values.format);
  const command = positionals[0];
  if (command === 'parse' || command === 'normalize' || command === 'resolve') return uriCommand(command, positionals.slice(1), streams);
  if (command === 'merge-reports') return mergeReports(positionals.slice(1), values, format, streams);
  if (command === 'mv') return move(positionals.slice(1), values, streams);
  if (values['dry-run'] && command !== 'rename-url') throw new UsageError('--dry-run is an option of rename-url and mv (for fixes: --fix-dry-run)');
  const rename = command === 'rename-url' ? await renameOf(positionals.slice(1), values) : undefined;
  const maxWarnings = maxWarningsOf(values['max-warnings']);
  const fix = rename ? { rename: rename.rename, diff: !!values['dry-run'], write: !values['dry-run'] } : await fixOf(values);
  if (values.stdin) {
    if (positionals.length > 0) throw new UsageError('--stdin checks the text on stdin: give no paths');
    return lintStdin(values, format, fix, maxWarnings, streams);
  }
  if (values['stdin-filename'] !== undefined) throw new UsageError('--stdin-filename needs --stdin');
  const shard = values.shard === undefined ? undefined : parseShard(values.shard);
  const concurrency = concurrencyOf(values.concurrency);
  const { runFiles } = await import('./run');
  const cwd = process.cwd();
  const stopProgress = progressLine(streams.stderr);
  const cacheFile = values.cache ? path.resolve(cwd, values['cache-location'] ?? '.urilintcache') : undefined;
  const outputFile = values['output-file'] === undefined ? undefined : path.resolve(cwd, values['output-file']);
  const inputs = rename ? rename.paths : positionals;
  const result = await runFiles({
    inputs: inputs.length > 0 ? inputs : ['.'],
    cwd,
    ...(values.config === undefined ? {} : { config: values.config }),
    // Renaming reads no link's target: the links are not its business.
    forced: rename ? { ...forcedSettings(values), 'links.checkFiles': false } : forcedSettings(values),
    ...(fix ? { fix } : {}),
    ...(shard ? { shard } : {}),
    ...(cacheFile ? { cacheFile } : {}),
    concurrency,
    exclude: [cacheFile, outputFile].filter((f): f is string => f !== undefined),
    progress: stopProgress.update,
  }).finally(stopProgress.stop);
  const { visibleName } = await import('./formats/stylish');
  for (const note of result.notes) streams.stderr.write(`uri-lint: note: ${visibleName(note)}\n`);
  await output(result.report, format, values['output-file'], streams, { renamed: rename !== undefined });
  for (const failure of result.failures) streams.stderr.write(`uri-lint: ${visibleName(failure)}\n`);
  if (result.failures.length > 0) return 2;
  return rename ? 0 : exitCode(result.report, maxWarnings, streams);
}

/** `mv OLD NEW [--dry-run]`: moves, rewrites the links and says what it did. */
async function move(args: string[], values: Values, streams: Streams): Promise<number> {
  const [from, to, ...rest] = args;
  if (from === undefined || to === undefined || rest.length > 0) throw new UsageError('mv takes the file or folder to move and where: uri-lint mv docs/setup.md docs/install.md');
  for (const flag of ['fix', 'fix-dry-run', 'fix-type', 'stdin', 'cache', 'shard', 'output-file'] as const) {
    if (values[flag] !== undefined && values[flag] !== false) throw new UsageError(`mv does not take --${flag}`);
  }
  if (values.format !== 'stylish') throw new UsageError('mv prints its own summary: it takes no --format');
  const { moveAndRewrite } = await import('./move');
  const { visibleName } = await import('./formats/stylish');
  const dryRun = !!values['dry-run'];
  const outcome = moveAndRewrite({ from, to, dryRun, ...(values.config === undefined ? {} : { config: values.config }), forced: forcedSettings(values) }, process.cwd());
  if (outcome.diff) streams.stdout.write(outcome.diff);
  const links = `${outcome.links} link${outcome.links === 1 ? '' : 's'} in ${outcome.files.length} file${outcome.files.length === 1 ? '' : 's'}`;
  const moved = `${visibleName(outcome.from)} to ${visibleName(outcome.to)} (${outcome.how})`;
  streams.stdout.write(dryRun ? `would move ${moved} and rewrite ${links}\n` : `moved ${moved}, rewrote ${links}\n`);
  if (!dryRun) for (const f of outcome.files) streams.stdout.write(`  ${visibleName(f.path)}  ${f.links}\n`);
  return 0;
}

/** `rename-url OLD NEW [paths…]`: the rename and the paths, or a usage error. */
async function renameOf(args: string[], values: Values): Promise<{ rename: UrlRename; paths: string[] }> {
  const [from, to, ...paths] = args;
  if (from === undefined || to === undefined) throw new UsageError('rename-url takes the prefix to replace and its replacement: uri-lint rename-url http://docs.old.example/ https://docs.example.org/ [paths…]');
  for (const flag of ['fix', 'fix-dry-run', 'fix-type', 'stdin', 'cache'] as const) {
    if (values[flag] !== undefined && values[flag] !== false) throw new UsageError(`rename-url does not take --${flag}`);
  }
  const rename = { from, to };
  const { renameProblem } = (await import('../service/index')).createLanguageService().edits;
  const problem = renameProblem(rename);
  if (problem) throw new UsageError(`rename-url: ${problem}`);
  return { rename, paths };
}

/**
 * Settings the flags impose on every file: `--report-unused-directives` makes an unused directive an error, as
 * ESLint's flag does; `--no-links` turns link checking off; `--no-default-ignores` checks files nobody edits;
 * `--check-test-files` judges test files as any file.
 */
function forcedSettings(values: Values): Record<string, unknown> {
  return {
    ...(values['report-unused-directives'] ? { severity: { 'unused-directive': 'error' } } : {}),
    ...(values['no-links'] ? { 'links.checkFiles': false } : {}),
    ...(values['no-default-ignores'] ? { defaultIgnores: false } : {}),
    ...(values['check-test-files'] ? { testFiles: 'check' } : {}),
  };
}

function formatOf(value: string): Format {
  if (!(FORMATS as readonly string[]).includes(value)) throw new UsageError(`--format must be one of ${FORMATS.join(', ')}, not "${value}"`);
  return value as Format;
}

function maxWarningsOf(value: string | undefined): number {
  if (value === undefined) return Infinity;
  if (!/^\d+$/.test(value)) throw new UsageError(`--max-warnings takes a whole number of warnings, not "${value}"`);
  return Number(value);
}

/** Threads are started one per thread asked for: more than this is a mistake, not a machine. */
const MAX_THREADS = 256;

function concurrencyOf(value: string | undefined): Concurrency {
  if (value === undefined || value === 'auto') return 'auto';
  if (value === 'off') return 1;
  const threads = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!(threads >= 1 && threads <= MAX_THREADS)) throw new UsageError(`--concurrency takes auto, off or a number of threads from 1 to ${MAX_THREADS}, not "${value}"`);
  return threads;
}

function parseShard(value: string): Shard {
  const match = /^(\d+)\/(\d+)$/.exec(value);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count) throw new UsageError(`--shard takes i/n with 1 <= i <= n (for example 1/3), not "${value}"`);
  return { index, count };
}

async function fixOf(values: Values): Promise<(FixRequest & { write: boolean }) | undefined> {
  const wanted = values.fix || values['fix-dry-run'];
  if (values['fix-type'] && !wanted) throw new UsageError('--fix-type needs --fix or --fix-dry-run');
  if (!wanted) return undefined;
  if (values.fix && values['fix-dry-run']) throw new UsageError('--fix and --fix-dry-run exclude each other');
  const { FIXES, FIX_IDS } = (await import('../service/index')).createLanguageService().rules;
  const named = values['fix-type']?.flatMap((v) => v.split(',')).map((v) => v.trim()).filter((v) => v !== '');
  for (const type of named ?? []) {
    if ((FIX_IDS as readonly string[]).includes(type)) continue;
    // A fix of the light bulb only (`bulk: 'never'`): which file or heading was meant is for a person to say.
    if (FIXES.has(type)) throw new UsageError(`--fix-type: "${type}" is a quick fix of the editor's light bulb only, never applied in bulk (fixes: ${FIX_IDS.join(', ')})`);
    throw new UsageError(`--fix-type: unknown fix "${type}" (fixes: ${FIX_IDS.join(', ')})`);
  }
  const types = named && named.length > 0 ? { types: named as FixId[] } : {};
  return { ...types, diff: !!values['fix-dry-run'], write: !!values.fix };
}

async function lintStdin(values: Values, format: Format, fix: (FixRequest & { write: boolean }) | undefined, maxWarnings: number, streams: Streams): Promise<number> {
  // One after another: modules that require the same ES module (htmlparser2) must not be imported at once, or Node 20's
  // require() of it can abort the process ("IsGraphAsync must be used on an instantiated module"; seen in CI).
  const { checkInput } = await import('./checkFile');
  const { ConfigResolver } = await import('./config');
  const { buildReport } = await import('./report');
  const { runFacts } = await import('./links');
  const { folderUri } = await import('./run');
  const name = values['stdin-filename'];
  const file = path.resolve(name ?? 'stdin');
  const bytes = await readAll(streams.stdin);
  const target = name === undefined
    ? { path: '', rel: '<stdin>', uri: 'untitled:stdin' }
    : { path: file, rel: path.relative(process.cwd(), file).split(path.sep).join('/') };
  const { settings } = new ConfigResolver(values.config, forcedSettings(values)).settingsFor(file);
  const checked = checkInput(bytes, target, settings, fix, runFacts(`stdin:${Date.now()}`, folderUri(process.cwd())));
  const report = buildReport([checked.report]);
  // An editor or a pipe asked for the fixed text: print it, and only it, in the input's own encoding.
  if (fix?.write) {
    // The text went out as it came: say why on stderr (the exit code is that of the text as it is).
    if (checked.report.skipped?.startsWith('not fixed')) streams.stderr.write(`uri-lint: ${target.rel}: ${checked.report.skipped}\n`);
    await new Promise<void>((resolve) => streams.stdout.write(checked.fixed ?? bytes, () => resolve()));
  }
  else await output(report, format, values['output-file'], streams);
  return exitCode(report, maxWarnings, streams);
}

async function uriCommand(command: UriCommand, args: string[], streams: Streams): Promise<number> {
  const { answer, ARITY, lineArgs } = await import('./uriCommands');
  const arity = ARITY[command];
  if (args.length > 0) {
    if (args.length !== arity) throw new UsageError(`uri-lint ${command} takes ${arity === 1 ? 'one URI' : 'a base and a reference'}, or none to read them from stdin`);
    const result = answer(command, args);
    streams.stdout.write(`${JSON.stringify(result.json, null, 2)}\n`);
    return result.ok ? 0 : 1;
  }
  let ok = true;
  let lineNo = 0;
  for (const line of (await readAll(streams.stdin)).toString('utf8').split(/\r?\n/)) {
    lineNo++;
    if (line === '') continue;
    const lineArgsOf = lineArgs(command, line);
    const result = lineArgsOf ? answer(command, lineArgsOf) : { json: { line: lineNo, error: 'expected a base and a reference separated by whitespace' }, ok: false };
    ok &&= result.ok;
    streams.stdout.write(`${JSON.stringify(result.json)}\n`);
  }
  return ok ? 0 : 1;
}

async function mergeReports(files: string[], values: Values, format: Format, streams: Streams): Promise<number> {
  if (files.length === 0) throw new UsageError('merge-reports takes the JSON reports to merge (uri-lint --format json -o report-1.json …)');
  const { mergeReports: merge } = await import('./report');
  const { runReportProblem } = await import('./reportShape');
  const { MAX_REPORT_FILE, readBounded } = await import('./safeRead');
  const reports = files.map((file) => {
    // A regular file of bounded size only, as every other file a run reads: a FIFO or /dev/zero would never end.
    const read = readBounded(file, MAX_REPORT_FILE);
    if ('missing' in read) throw new CliError(`${file}: not a JSON report of uri-lint (no such file or folder)`);
    if ('problem' in read) throw new CliError(`${file}: not a JSON report of uri-lint (${read.problem})`);
    let report: unknown;
    try {
      report = JSON.parse(read.bytes.toString('utf8'));
    } catch (error) {
      throw new CliError(`${file}: not a JSON report of uri-lint (${(error as Error).message})`);
    }
    const problem = runReportProblem(report);
    if (problem) throw new CliError(`${file}: not a JSON report of uri-lint (${problem})`);
    return report as RunReport;
  });
  const merged = merge(reports);
  await output(merged, format, values['output-file'], streams);
  return exitCode(merged, maxWarningsOf(values['max-warnings']), streams);
}

async function output(report: RunReport, format: Format, outputFile: string | undefined, streams: Streams, { renamed = false }: { renamed?: boolean } = {}): Promise<void> {
  let text: string;
  if (format === 'json') text = `${JSON.stringify(report)}\n`;
  else if (format === 'sarif') text = `${JSON.stringify((await import('./formats/sarif')).toSarif(report), null, 2)}\n`;
  else if (format === 'gitlab') text = `${JSON.stringify((await import('./formats/gitlab')).toGitlab(report), null, 2)}\n`;
  else {
    const { colorWanted, formatRenamed, formatStylish } = await import('./formats/stylish');
    const color = colorWanted(process.env, { terminal: outputFile === undefined && (streams.stdout as NodeJS.WriteStream).isTTY === true });
    text = renamed ? formatRenamed(report, { color }) : formatStylish(report, { color });
  }
  if (outputFile === undefined) await new Promise<void>((resolve) => streams.stdout.write(text, () => resolve()));
  else {
    try {
      fs.writeFileSync(outputFile, text);
    } catch (error) {
      throw new CliError(`${outputFile}: cannot write the report (${reasonOf(error)})`);
    }
  }
}

function exitCode(report: RunReport, maxWarnings: number, streams: Streams): number {
  if (report.errorCount > 0) return 1;
  if (report.warningCount > maxWarnings) {
    streams.stderr.write(`uri-lint: ${report.warningCount} warnings, more than --max-warnings ${maxWarnings}\n`);
    return 1;
  }
  return 0;
}

/** A progress line on stderr, shown only on a terminal and only once a run has taken a second. */
function progressLine(stderr: Streams['stderr']): { update: (done: number, total: number) => void; stop: () => void } {
  const tty = (stderr as NodeJS.WriteStream).isTTY === true;
  let state = { done: 0, total: 0 };
  let shown = false;
  const draw = (): void => {
    shown = true;
    (stderr as NodeJS.WriteStream).write(`\r\x1b[Kuri-lint: ${state.done}/${state.total} files`);
  };
  let timer: NodeJS.Timeout | undefined;
  const start = tty ? setTimeout(() => {
    draw();
    timer = setInterval(draw, 200).unref();
  }, 1000).unref() : undefined;
  return {
    update: (done, total) => { state = { done, total }; },
    stop: () => {
      clearTimeout(start);
      clearInterval(timer);
      if (shown) stderr.write('\r\x1b[K');
    },
  };
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}

function write(stream: Streams['stdout'], text: string): number {
  stream.write(text);
  return 0;
}
