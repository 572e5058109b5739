/**
 * The second half of `npm run bench -- precision`: the command
 * line, default settings, over public repositories of code and configuration
 * that nobody on the project wrote (bench/precision-repos.json names each with
 * its commit; scripts/extract-precision-repos.js extracts them outside git).
 * The repositories are in two halves (each one's `half`, drawn by
 * scripts/precision-split.js): the tuning half, which the project may be tuned
 * on, and the held-out half, measured only. Each half is reported apart: the
 * counts by level and the exit code per repository and per kind, a seeded
 * sample of its Errors and Warnings scored with the verdicts judged by hand
 * (bench/precision-repos-sample.md for the tuning half,
 * bench/precision-heldout-sample.md for the held-out one). For the tuning
 * half the bench also prints the codes and the sample items nobody has judged
 * yet; of the held-out half it prints counts only, so that nobody tuning the
 * code reads its findings: its sample is written to a file to judge after the
 * work is done. URI_LINT_PRECISION_HALF=tuning|heldout runs one half.
 *
 * The repositories come in rounds (each one's `round`, 1 when absent), each
 * drawn apart: a held-out half is spent once judged, and the next round's work
 * is measured on a new one. The tuning half holds the tuning repositories of
 * every round; `heldout` is round 1's held-out half, as it was judged
 * (bench/precision-heldout-sample.md). URI_LINT_PRECISION_ROUND=2 runs round
 * 2's held-out half alone (counts only; verdicts in
 * bench/precision-heldout2-sample.md, once judged); nothing else runs it.
 * Rounds drawn to be judged together are named joined by `+`:
 * URI_LINT_PRECISION_ROUND=7+8 runs both held-out halves as one (label
 * `heldout7-8`, one sample drawn over both).
 * Absent repositories are skipped with a line saying so (as in CI).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { add, printCounts, printHalf, type RepoRun } from './precision-report';

const ROOT = path.resolve(__dirname, '../..');
const BIN = path.join(ROOT, 'server/bin/uri-lint.js');
const MANIFEST = path.join(ROOT, 'bench/precision-repos.json');
const SEED = 'issue-16';
const SAMPLE_SIZE = 330;
/** The command line's time limit on one repository: a run that takes longer is reported as a failure. */
const RUN_LIMIT_MS = 10 * 60_000;
const VERDICTS = ['right', 'deliberate', 'template', 'wrong'] as const;
type Verdict = (typeof VERDICTS)[number];
export type Half = 'tuning' | 'heldout';

/** How each half is sampled and where its verdicts are kept. */
interface HalfSampling {
  half: Half;
  /** The rounds of a held-out half, judged together (the tuning half holds every round's). */
  rounds: readonly number[];
  /** The half's name in the report: `heldout` is round 1's held-out half, `heldout2` round 2's. */
  label: string;
  /** The verdicts judged by hand, kept in the repository. */
  judged: string;
  seed: string;
  size: number;
  /** Where the sample is written, with the verdicts known. */
  out: string;
  /** Whether the bench may print the sample's items (never for the held-out half). */
  show: boolean;
}

function samplingOf(half: Half, rounds: readonly number[]): HalfSampling {
  const cache = path.join(os.homedir(), '.cache/uri-lint');
  if (half === 'tuning') {
    return {
      half, rounds, label: 'tuning', judged: path.join(ROOT, 'bench/precision-repos-sample.md'), seed: SEED, show: true,
      size: Number(process.env.URI_LINT_PRECISION_REPOS_SAMPLE ?? SAMPLE_SIZE),
      out: process.env.URI_LINT_PRECISION_REPOS_OUT ?? path.join(cache, 'precision-repos-sample.md'),
    };
  }
  // Round 1 keeps the names it was judged under; a later round's held-out half has its own file and seed.
  const label = rounds.length === 1 && rounds[0] === 1 ? 'heldout' : `heldout${rounds.join('-')}`;
  return {
    half, rounds, label, judged: path.join(ROOT, `bench/precision-${label}-sample.md`), seed: label, show: false,
    size: Number(process.env.URI_LINT_PRECISION_HELDOUT_SAMPLE ?? 400),
    out: process.env.URI_LINT_PRECISION_HELDOUT_OUT ?? path.join(cache, `precision-${label}-sample.md`),
  };
}

/** A repository's round: the draw it belongs to (1 when the manifest names none). */
export function roundOf(repo: Repo): number {
  return repo.round ?? 1;
}

/** The repositories of a half: the tuning half holds every round's, a held-out half only its rounds'. */
export function reposOf(repositories: readonly Repo[], half: Half, rounds: readonly number[]): Repo[] {
  return repositories.filter((repo) => (repo.half ?? 'tuning') === half && (half === 'tuning' || rounds.includes(roundOf(repo))));
}

export interface Repo {
  name: string;
  kind: string;
  repository: string;
  commit: string;
  subtree?: string;
  /** The half the seeded split put it in; a repository without one is a tuning repository. */
  half?: Half;
  /** The round whose draw put it in its half (1 when absent). */
  round?: number;
}

/** One problem of the command line's JSON report, with where it is and the text it marks. */
export interface Item {
  repo: Repo;
  path: string;
  language: string;
  line: number;
  column: number;
  severity: string;
  code: string;
  /** The diagnosed text and up to 60 characters either side on its line, the diagnosed text marked ⟦…⟧. */
  snippet: string;
  /** The stable key a verdict is kept under: repository, path, line, column, code and the diagnosed text. */
  key: string;
}

interface Judgment {
  verdict: Verdict;
  why: string;
}

interface CliProblem {
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  severity: string;
  code: string;
}

interface CliReport {
  files: { path: string; language: string; references: number; problems: CliProblem[] }[];
}

/** The folder the repositories were extracted into. */
function corpusDir(): string {
  return process.env.URI_LINT_CORPUS ?? '/work/corpus/precision';
}

/** A URI's password (`//user:password@`) as `***`: the sample never shows one. */
function maskPasswords(text: string): string {
  return text.replace(/(\/\/[^/\s:@"'<>]*:)[^@\s/"'<>]+@/g, '$1***@');
}

/** Longest diagnosed text shown whole in a sample: a `data:` URI's base64 runs to megabytes. */
const MAX_SHOWN = 120;

/**
 * `text`, when longer than `MAX_SHOWN` characters, as its start and end with how long it is between them
 * (`iVBORw0K…⟨40,213 characters⟩…RK5CYII=`); shorter text as it is. Eliding an elided text leaves it as it is.
 */
export function elide(text: string): string {
  const chars = Array.from(text);
  if (chars.length <= MAX_SHOWN) return text;
  return `${chars.slice(0, 48).join('')}…⟨${chars.length.toLocaleString('en-US')} characters⟩…${chars.slice(-24).join('')}`;
}

/** A sample item's key as shown and as its verdict is kept: its diagnosed text elided (a verdict kept under the whole text still matches). */
export function shownKey(key: string): string {
  return key.replace(/⟦([\s\S]*)⟧$/, (_, marked: string) => `⟦${elide(marked)}⟧`);
}

/** The marked text of a problem on its line (a problem over several lines is cut at the first line's end). */
function snippetOf(lines: string[], p: CliProblem): { marked: string; snippet: string } {
  const text = lines[p.line - 1] ?? '';
  // Columns are 1-based UTF-16 code units, as JavaScript strings count.
  const start = p.column - 1;
  const end = p.endLine === p.line ? p.endColumn - 1 : text.length;
  const password = p.code === 'password-in-userinfo' || p.code === 'placeholder-password';
  const marked = password ? '***' : maskPasswords(text.slice(start, end));
  const before = maskPasswords(text.slice(Math.max(0, start - 60), start));
  const after = maskPasswords(text.slice(end, end + 60));
  return { marked, snippet: `${before}⟦${elide(marked)}⟧${after}`.replace(/\s+/g, ' ') };
}

/** The judged file's preamble, written again with each sample. */
function header(sampling: HalfSampling): string[] {
  const heldout = sampling.half === 'heldout';
  const { rounds } = sampling;
  const which = rounds.length === 1 && rounds[0] === 1 ? 'the held-out half'
    : rounds.length === 1 ? `round ${rounds[0]}'s held-out half` : `the held-out halves of rounds ${rounds.join(' and ')}, judged together`;
  return [
    `# Precision on public repositories${heldout ? ` of ${which}` : ''}, judged by hand`,
    '',
    '`npm run bench -- precision` (or `precision-repos`) runs `uri-lint --format json` with default settings over the',
    'repositories of [precision-repos.json](precision-repos.json), extracted by `node scripts/extract-precision-repos.js`,',
    `and draws a seeded sample of the Errors and Warnings of its ${sampling.label} half: each repository's items ranked by a`,
    `hash of their key (seed \`${sampling.seed}\`), then taken in turn from each repository, up to ${sampling.size}. The key (repository,`,
    'path, line, column, code and the diagnosed text) is what a verdict is kept under: the bench reads the verdicts back',
    `from this file and reports the figures per kind of repository${heldout ? '' : ', and lists the items drawn that nobody has judged'}. It`,
    `writes the sample again (to ${sampling.out.replace(os.homedir(), '~')}) with the verdicts known; copy it here and`,
    'judge the new rows.',
    ...(heldout ? [
      '',
      'The held-out repositories are measured, never tuned on: judge this sample only after the work it measures is done.',
    ] : []),
    '',
    'Verdicts:',
    '- **right**: the text is what its author wrote as a URI or link and it is invalid as written (RFC 3986, or the',
    '  scheme\'s own RFC), the link\'s target is missing where its renderer looks, or the warning holds (a password in',
    '  userinfo).',
    '- **deliberate**: invalid on purpose, and the finding is still the claim it makes: a test input, an example of what',
    '  not to write.',
    '- **template**: a template or placeholder written on purpose (`%HOSTIP`, `{name}`, `$NODE_PORT`, `host:port`, a',
    '  glob, an interpolated string); the template rules want these at most Information, so any in this sample misses a target.',
    '- **wrong**: the finder took for a URI, or into one, what is not: an escape\'s backslash, a regular expression,',
    '  a list of URIs, template-language code, a media type named in prose.',
    '',
    'In the table, `|` is written `\\|` and a backslash `\\\\`; a backtick shows as ˋ; passwords are `***`.',
  ];
}

/**
 * Runs the command line over one repository as a user would (in its folder,
 * `uri-lint . --format json`, default settings); its report and exit code, or
 * undefined when it failed (an exit code other than 0 and 1, or no report).
 */
function lintRepo(repo: Repo, dir: string): { report: CliReport; exit: number; ms: number } | undefined {
  const out = path.join(os.tmpdir(), `uri-lint-precision-${process.pid}-${repo.name}.json`);
  const t0 = Date.now();
  const run = spawnSync(process.execPath, [BIN, '.', '--format', 'json', '-o', out],
    { cwd: dir, encoding: 'utf8', timeout: RUN_LIMIT_MS, maxBuffer: 1 << 26 });
  const ms = Date.now() - t0;
  // Exit code 1 only says that there are errors.
  if ((run.status !== 0 && run.status !== 1) || !fs.existsSync(out)) {
    const why = run.error?.message ?? (run.signal !== null ? `signal ${run.signal}` : `exit ${run.status}`);
    console.log(`  ${repo.name}: uri-lint failed after ${ms} ms (${why}): ${(run.stderr ?? '').trim().split('\n')[0]}`);
    fs.rmSync(out, { force: true });
    return undefined;
  }
  const report = JSON.parse(fs.readFileSync(out, 'utf8')) as CliReport;
  fs.rmSync(out, { force: true });
  return { report, exit: run.status, ms };
}

/** Every problem of a report as sample items. */
function itemsOf(repo: Repo, dir: string, report: CliReport): Item[] {
  const items: Item[] = [];
  for (const file of report.files) {
    if (file.problems.length === 0) continue;
    const lines = fs.readFileSync(path.join(dir, file.path), 'utf8').split(/\r?\n/);
    for (const p of file.problems) {
      const { marked, snippet } = snippetOf(lines, p);
      items.push({
        repo, path: file.path, language: file.language, line: p.line, column: p.column, severity: p.severity, code: p.code,
        // Backticks as ˋ, as the judged file's code spans show them, so that the key reads back as written.
        snippet, key: `${repo.name}/${file.path}:${p.line}:${p.column} ${p.code} ⟦${marked}⟧`.replace(/`/g, 'ˋ'),
      });
    }
  }
  return items;
}

/** A number in [0, 1) fixed by the key and the seed: an item keeps its place in the draw whatever else comes and goes. */
function rank(key: string, seed: string): number {
  return createHash('sha256').update(`${seed}\n${key}`).digest().readUInt32BE(0) / 2 ** 32;
}

/**
 * The sample: the Errors and Warnings of each repository ranked by `rank`,
 * then taken in turn, one from each repository that has any left, up to
 * `size`: a repository with few findings gives them all, the rest of the
 * sample comes from the larger ones evenly. An item drawn stays drawn while
 * the items ranked before it in its repository stay, so the judgments survive
 * a change of the linter that adds or removes other problems.
 */
export function drawSample(items: readonly Item[], size = SAMPLE_SIZE, seed = SEED): Item[] {
  const byRepo = new Map<string, Item[]>();
  for (const item of items) {
    if (item.severity !== 'error' && item.severity !== 'warning') continue;
    const list = byRepo.get(item.repo.name) ?? [];
    list.push(item);
    byRepo.set(item.repo.name, list);
  }
  const queues = [...byRepo.values()].map((list) => list.map((item) => ({ item, r: rank(item.key, seed) })).sort((a, b) => a.r - b.r));
  const chosen: Item[] = [];
  while (chosen.length < size && queues.some((q) => q.length > 0)) {
    for (const queue of queues) if (queue.length > 0 && chosen.length < size) chosen.push(queue.shift()!.item);
  }
  return chosen.sort((a, b) => a.key.localeCompare(b.key));
}

/** Verdicts from a judged file's table: the key is in the second column, the verdict in the sixth. */
function readJudged(file: string): Map<string, Judgment & { row: string }> {
  const judged = new Map<string, Judgment & { row: string }>();
  if (!fs.existsSync(file)) return judged;
  for (const row of fs.readFileSync(file, 'utf8').split('\n')) {
    const cells = splitRow(row);
    if (cells === undefined || !VERDICTS.includes(cells[5] as Verdict)) continue;
    judged.set(shownKey(cells[1]!), { verdict: cells[5] as Verdict, why: cells[6] ?? '', row });
  }
  return judged;
}

/**
 * The cells of a Markdown table row, unescaped (`\|` is a `|` of the cell, `\\`
 * a backslash, and a cell's enclosing backticks are dropped), or undefined
 * for any other line.
 */
export function splitRow(row: string): string[] | undefined {
  if (!row.startsWith('| ') || row.startsWith('| ---')) return undefined;
  const cells: string[] = [];
  let cell = '';
  for (let i = 2; i < row.length; i++) {
    const c = row[i]!;
    if (c === '\\' && (row[i + 1] === '|' || row[i + 1] === '\\')) cell += row[++i];
    else if (c === '|') {
      cells.push(cell.trim().replace(/^`(.*)`$/s, '$1'));
      cell = '';
    } else cell += c;
  }
  return cells;
}

/** A cell's text: `|` and backslashes escaped, backticks (which would end a code span) as ˋ. */
export function escapeCell(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/`/g, 'ˋ');
}

function sampleRow(item: Item, judgment: Judgment | undefined): string {
  return `| ${item.repo.name} | \`${escapeCell(shownKey(item.key))}\` | ${item.severity} | ${item.language} | \`${escapeCell(item.snippet)}\` `
    + `| ${judgment?.verdict ?? ''} | ${escapeCell(judgment?.why ?? '')} |`;
}

/** Runs the command line over the repositories present, half by half, and prints each half's counts and sample figures. */
export function runRepoPrecision(): void {
  const manifest = JSON.parse(fs.readFileSync(MANIFEST, 'utf8')) as { repositories: Repo[] };
  const dir = corpusDir();
  if (!fs.existsSync(dir)) {
    console.log(`\nNo repositories at ${dir} (set URI_LINT_CORPUS, or run node scripts/extract-precision-repos.js): `
      + `the ${manifest.repositories.length} public repositories of ${path.relative(ROOT, MANIFEST)} are skipped.`);
    return;
  }
  const only = process.env.URI_LINT_PRECISION_HALF;
  if (only !== undefined && only !== 'tuning' && only !== 'heldout') {
    console.log(`\nURI_LINT_PRECISION_HALF is tuning or heldout, not ${only}: the repositories are skipped.`);
    return;
  }
  const round = process.env.URI_LINT_PRECISION_ROUND;
  const rounds = new Set(manifest.repositories.map(roundOf));
  const asked = round === undefined ? [1] : round.split('+').map(Number);
  if (round !== undefined && (!/^[1-9]\d*(?:\+[1-9]\d*)*$/.test(round) || asked.some((r) => !rounds.has(r)) || (round !== '1' && only === 'tuning'))) {
    console.log(`\nURI_LINT_PRECISION_ROUND names the round whose held-out half runs (${[...rounds].join(' or ')}; `
      + `the tuning half holds every round's), not ${round}${only === undefined ? '' : ` with URI_LINT_PRECISION_HALF=${only}`}: `
      + 'the repositories are skipped.');
    return;
  }
  // A later round's held-out half runs only when asked for, alone; without a round, round 1's halves run as before.
  const halves: Half[] = round !== undefined && round !== '1' ? ['heldout'] : only === undefined ? ['tuning', 'heldout'] : [only];
  const labels = halves.map((half) => samplingOf(half, asked).label);
  console.log(`\nrepositories (${path.relative(ROOT, MANIFEST)}), from ${dir}, halves: ${labels.join(' and ')}`);
  const runs: RepoRun[] = [];
  for (const half of halves) {
    const sampling = samplingOf(half, asked);
    const items: Item[] = [];
    for (const repo of reposOf(manifest.repositories, half, asked)) {
      const root = path.join(dir, repo.name);
      if (!fs.existsSync(root)) {
        console.log(`  ${repo.name}: absent, skipped (node scripts/extract-precision-repos.js extracts ${repo.repository} at ${repo.commit.slice(0, 12)})`);
        continue;
      }
      const run = lintRepo(repo, root);
      if (run === undefined) continue;
      const found = itemsOf(repo, root, run.report);
      items.push(...found);
      const levels = new Map<string, number>();
      for (const item of found) add(levels, item.severity);
      runs.push({
        name: repo.name, kind: repo.kind, half: sampling.label, levels, exit: run.exit, ms: run.ms, files: run.report.files.length,
        references: run.report.files.reduce((n, f) => n + f.references, 0),
      });
    }
    printHalf(sampling.label, runs);
    if (sampling.show) printCodes(items);
    scoreSample(drawSample(items, sampling.size, sampling.seed), sampling);
  }
}

/** The tuning half's Errors and Warnings by code, over all and per repository (its five commonest). */
function printCodes(items: readonly Item[]): void {
  const byCode = new Map<string, number>();
  const byRepo = new Map<string, Map<string, number>>();
  for (const item of items) {
    if (item.severity !== 'error' && item.severity !== 'warning') continue;
    add(byCode, `${item.severity} ${item.code}`);
    const codes = byRepo.get(item.repo.name) ?? new Map<string, number>();
    add(codes, `${item.severity[0]!.toUpperCase()} ${item.code}`);
    byRepo.set(item.repo.name, codes);
  }
  printCounts('tuning half: errors and warnings by code', byCode);
  console.log('\ntuning half: the commonest codes per repository');
  for (const [name, codes] of byRepo) {
    const top = [...codes].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 5);
    console.log(`  ${name.padEnd(28)} ${top.map(([code, n]) => `${n} ${code}`).join(', ')}`);
  }
}

/**
 * Prints a half's sample figures per kind (only figures for the held-out
 * half; for the tuning half also the items not judged yet) and writes the
 * sample with the verdicts known.
 */
function scoreSample(sample: Item[], sampling: HalfSampling): void {
  const judged = readJudged(sampling.judged);
  const perKind = new Map<string, Map<string, number>>();
  const unjudged: Item[] = [];
  for (const item of sample) {
    const judgment = judged.get(shownKey(item.key));
    if (judgment === undefined) {
      unjudged.push(item);
      continue;
    }
    for (const kind of [item.repo.kind, 'all']) {
      const counts = perKind.get(kind) ?? new Map<string, number>();
      add(counts, `${item.severity} ${judgment.verdict}`);
      add(counts, judgment.verdict);
      perKind.set(kind, counts);
    }
  }
  console.log(`\n${sampling.label} half, sample: ${sample.length} errors and warnings (seed ${sampling.seed}), `
    + `${sample.length - unjudged.length} judged in ${path.relative(ROOT, sampling.judged)}`);
  const cell = (counts: Map<string, number>, prefix: string): string =>
    VERDICTS.map((v) => `${String(counts.get(`${prefix}${v}`) ?? 0).padStart(3)} ${v}`).join(' ');
  for (const [kind, counts] of [...perKind].sort((a, b) => (a[0] === 'all' ? 1 : b[0] === 'all' ? -1 : a[0].localeCompare(b[0])))) {
    console.log(`  ${kind.padEnd(38)} ${cell(counts, '')}   errors: ${cell(counts, 'error ')}`);
  }
  const all = perKind.get('all') ?? new Map<string, number>();
  const judgedCount = sample.length - unjudged.length;
  const good = (all.get('right') ?? 0) + (all.get('deliberate') ?? 0);
  const templates = all.get('template') ?? 0;
  // A share is known only when every item is judged; a template judged is a miss whatever the rest.
  const share = unjudged.length > 0 ? 'unknown until every item is judged' : good >= 0.9 * judgedCount ? 'met' : 'not met';
  const none = templates > 0 ? 'not met' : unjudged.length > 0 ? 'unknown until every item is judged' : 'met';
  console.log(`targets: at least 90% right or deliberate (${judgedCount === 0 ? '–' : `${(100 * good / judgedCount).toFixed(1)}% of those judged`}: `
    + `${share}); no template above Information (${templates}: ${none})`);
  if (sampling.show && unjudged.length > 0) {
    console.log(`\n${unjudged.length} sample items not judged yet:`);
    for (const item of unjudged.slice(0, 40)) console.log(`  ${item.severity.padEnd(7)} ${shownKey(item.key)}\n          ${item.snippet}`);
    if (unjudged.length > 40) console.log(`  … and ${unjudged.length - 40} more`);
  } else if (unjudged.length > 0) {
    console.log(`${unjudged.length} items not judged yet (not shown: the held-out half is judged only after the work is done)`);
  }
  fs.mkdirSync(path.dirname(sampling.out), { recursive: true });
  const drawn = new Set(sample.map((item) => shownKey(item.key)));
  const earlier = [...judged].filter(([key]) => !drawn.has(key)).map(([, j]) => j.row);
  fs.writeFileSync(sampling.out, [
    ...header(sampling),
    '',
    '| repository | key | level | language | line | verdict | why |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...sample.map((item) => sampleRow(item, judged.get(shownKey(item.key)))),
    '',
    ...(earlier.length === 0 ? [] : [
      '## Judged earlier, not drawn now',
      '',
      'Kept so that a judgment is not lost when the linter stops reporting an item (or reports it at other characters).',
      '',
      '| repository | key | level | language | line | verdict | why |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      ...earlier,
      '',
    ]),
  ].join('\n'));
  console.log(`the ${sampling.label} sample, with the verdicts known, written to ${sampling.out}`);
}
