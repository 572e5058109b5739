/**
 * The second half of `npm run bench -- precision` (issue 16 §5): the command
 * line, default settings, over public repositories of code and configuration
 * that nobody on the project wrote (bench/precision-repos.json names each with
 * its commit; scripts/extract-precision-repos.js extracts them outside git).
 * Prints the counts by level per repository and per kind of repository, draws
 * a seeded sample of the Errors and Warnings across the repositories, and
 * scores it with the verdicts judged by hand in
 * bench/precision-repos-sample.md (right / template / wrong), listing the
 * sample items nobody has judged yet. Absent repositories are skipped with a
 * line saying so (as in CI).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { add, printCounts } from './precision-report';

const ROOT = path.resolve(__dirname, '../..');
const BIN = path.join(ROOT, 'server/bin/uri-lint.js');
const MANIFEST = path.join(ROOT, 'bench/precision-repos.json');
/** The verdicts judged by hand, kept in the repository. */
const JUDGED = path.join(ROOT, 'bench/precision-repos-sample.md');
const SEED = 'issue-16';
/** Sample items drawn per repository before the rest go to the largest ones. */
const PER_REPO = 30;
const SAMPLE_SIZE = Number(process.env.URI_LINT_PRECISION_REPOS_SAMPLE ?? 330);
const LEVELS = ['error', 'warning', 'information', 'hint'] as const;
const VERDICTS = ['right', 'template', 'wrong'] as const;
type Verdict = (typeof VERDICTS)[number];

export interface Repo {
  name: string;
  kind: string;
  repository: string;
  commit: string;
  subtree?: string;
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
  return { marked, snippet: `${before}⟦${marked}⟧${after}`.replace(/\s+/g, ' ') };
}

/** The judged file's preamble, written again with each sample. */
const HEADER = [
  '# Precision on public repositories, judged by hand',
  '',
  '`npm run bench -- precision` (or `precision-repos`) runs `uri-lint --format json` with default settings over the',
  'repositories of [precision-repos.json](precision-repos.json), extracted by `node scripts/extract-precision-repos.js`,',
  `and draws a seeded sample of their Errors and Warnings: each repository's items ranked by a hash of their key (seed`,
  `\`${SEED}\`), the first ${PER_REPO} of each, then the next of the larger ones in turn, up to ${SAMPLE_SIZE}. The key (repository,`,
  'path, line, column, code and the diagnosed text) is what a verdict is kept under: the bench reads the verdicts back',
  'from this file, reports the figures per kind of repository, and lists the items drawn that nobody has judged. It',
  'writes the sample again (to ~/.cache/uri-lint/precision-repos-sample.md) with the verdicts known; copy it here and',
  'judge the new rows.',
  '',
  'Verdicts:',
  '- **right**: the text is what its author wrote as a URI and it is invalid as written (RFC 3986, or the scheme\'s own',
  '  RFC), or the warning holds (a password in userinfo); deliberate invalid test inputs count here.',
  '- **template**: a template or placeholder written on purpose (`%HOSTIP`, `{name}`, `$NODE_PORT`, `host:port`, a',
  '  glob, an interpolated string); issue 16 wants these at most Information, so any in this sample misses a target.',
  '- **wrong**: the finder took for a URI, or into one, what is not: an escape\'s backslash, a regular expression,',
  '  a list of URIs, template-language code, a media type named in prose.',
  '',
  'In the table, `|` is written `\\|` and a backslash `\\\\`; a backtick shows as ˋ; passwords are `***`.',
];

/** Runs the command line over one repository; its problems, or undefined when it did not run. */
function lintRepo(repo: Repo, dir: string): { report: CliReport; ms: number } | undefined {
  const out = path.join(os.tmpdir(), `uri-lint-precision-${process.pid}-${repo.name}.json`);
  const t0 = Date.now();
  const run = spawnSync(process.execPath, [BIN, '--format', 'json', '-o', out, '.'], { cwd: dir, encoding: 'utf8' });
  const ms = Date.now() - t0;
  // Exit code 1 only says that there are errors.
  if (run.status !== 0 && run.status !== 1) {
    console.log(`  ${repo.name}: uri-lint exited ${run.status}: ${run.stderr.trim().split('\n')[0]}`);
    return undefined;
  }
  const report = JSON.parse(fs.readFileSync(out, 'utf8')) as CliReport;
  fs.rmSync(out, { force: true });
  return { report, ms };
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

/** A number in [0, 1) fixed by the key: an item keeps its place in the draw whatever else comes and goes. */
function rank(key: string): number {
  return createHash('sha256').update(`${SEED}\n${key}`).digest().readUInt32BE(0) / 2 ** 32;
}

/**
 * The sample: the Errors and Warnings of each repository ranked by `rank`,
 * the first PER_REPO of each, then the next ones of the repositories that
 * have more, in turn, up to SAMPLE_SIZE. An item drawn stays drawn while the
 * items ranked before it in its repository stay, so the judgments survive a
 * change of the linter that adds or removes other problems.
 */
export function drawSample(items: readonly Item[]): Item[] {
  const byRepo = new Map<string, Item[]>();
  for (const item of items) {
    if (item.severity !== 'error' && item.severity !== 'warning') continue;
    const list = byRepo.get(item.repo.name) ?? [];
    list.push(item);
    byRepo.set(item.repo.name, list);
  }
  const queues = [...byRepo.values()].map((list) => list.map((item) => ({ item, r: rank(item.key) })).sort((a, b) => a.r - b.r));
  const chosen: Item[] = [];
  for (const queue of queues) chosen.push(...queue.splice(0, PER_REPO).map((x) => x.item));
  while (chosen.length < SAMPLE_SIZE && queues.some((q) => q.length > 0)) {
    for (const queue of queues) if (queue.length > 0 && chosen.length < SAMPLE_SIZE) chosen.push(queue.shift()!.item);
  }
  return chosen.sort((a, b) => a.key.localeCompare(b.key));
}

/** Verdicts from the judged file's table: the key is in the second column, the verdict in the sixth. */
function readJudged(): Map<string, Judgment & { row: string }> {
  const judged = new Map<string, Judgment & { row: string }>();
  if (!fs.existsSync(JUDGED)) return judged;
  for (const row of fs.readFileSync(JUDGED, 'utf8').split('\n')) {
    const cells = splitRow(row);
    if (cells === undefined || !VERDICTS.includes(cells[5] as Verdict)) continue;
    judged.set(cells[1]!, { verdict: cells[5] as Verdict, why: cells[6] ?? '', row });
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
  return `| ${item.repo.name} | \`${escapeCell(item.key)}\` | ${item.severity} | ${item.language} | \`${escapeCell(item.snippet)}\` `
    + `| ${judgment?.verdict ?? ''} | ${escapeCell(judgment?.why ?? '')} |`;
}

/** Runs the command line over the repositories present and prints the counts and the judged sample's figures. */
export function runRepoPrecision(): void {
  const manifest = JSON.parse(fs.readFileSync(MANIFEST, 'utf8')) as { repositories: Repo[] };
  const dir = corpusDir();
  if (!fs.existsSync(dir)) {
    console.log(`\nNo repositories at ${dir} (set URI_LINT_CORPUS, or run node scripts/extract-precision-repos.js): `
      + `the ${manifest.repositories.length} public repositories of ${path.relative(ROOT, MANIFEST)} are skipped.`);
    return;
  }
  console.log(`\nrepositories (${path.relative(ROOT, MANIFEST)}), from ${dir}:`);
  const items: Item[] = [];
  const perRepo: string[] = [];
  const byKind = new Map<string, Map<string, number>>();
  for (const repo of manifest.repositories) {
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
    const kind = byKind.get(repo.kind) ?? new Map<string, number>();
    for (const [level, n] of levels) add(kind, level, n);
    add(kind, 'files', run.report.files.length);
    byKind.set(repo.kind, kind);
    const refs = run.report.files.reduce((n, f) => n + f.references, 0);
    perRepo.push(`  ${repo.name.padEnd(24)} ${repo.kind.padEnd(38)} ${String(run.report.files.length).padStart(5)} files `
      + `${String(refs).padStart(7)} refs  ${LEVELS.map((l) => `${String(levels.get(l) ?? 0).padStart(5)} ${l[0]!.toUpperCase()}`).join(' ')}  ${run.ms} ms`);
  }
  if (items.length === 0 && perRepo.length === 0) return;
  console.log('\nper repository (E errors, W warnings, I information, H hints):');
  for (const line of perRepo) console.log(line);
  console.log('\nper kind of repository:');
  for (const [kind, counts] of byKind) {
    console.log(`  ${kind.padEnd(38)} ${String(counts.get('files') ?? 0).padStart(5)} files  `
      + LEVELS.map((l) => `${String(counts.get(l) ?? 0).padStart(5)} ${l[0]!.toUpperCase()}`).join(' '));
  }
  const byCode = new Map<string, number>();
  for (const item of items) if (item.severity === 'error' || item.severity === 'warning') add(byCode, `${item.severity} ${item.code}`);
  printCounts('errors and warnings by code', byCode);
  scoreSample(drawSample(items));
}

/** Prints the judged sample's figures per kind and the items not judged yet; writes the sample with its verdicts. */
function scoreSample(sample: Item[]): void {
  const judged = readJudged();
  const perKind = new Map<string, Map<string, number>>();
  const unjudged: Item[] = [];
  for (const item of sample) {
    const judgment = judged.get(item.key);
    if (judgment === undefined) {
      unjudged.push(item);
      continue;
    }
    for (const kind of [item.repo.kind, 'all']) {
      const counts = perKind.get(kind) ?? new Map<string, number>();
      add(counts, `${item.severity} ${judgment.verdict}`);
      perKind.set(kind, counts);
    }
  }
  console.log(`\nsample: ${sample.length} errors and warnings (seed ${SEED}), ${sample.length - unjudged.length} judged in ${path.relative(ROOT, JUDGED)}`);
  const cell = (counts: Map<string, number>, level: string): string =>
    VERDICTS.map((v) => `${String(counts.get(`${level} ${v}`) ?? 0).padStart(3)} ${v}`).join(' ');
  for (const [kind, counts] of [...perKind].sort((a, b) => (a[0] === 'all' ? 1 : b[0] === 'all' ? -1 : a[0].localeCompare(b[0])))) {
    console.log(`  ${kind.padEnd(38)} errors: ${cell(counts, 'error')}   warnings: ${cell(counts, 'warning')}`);
  }
  const all = perKind.get('all') ?? new Map<string, number>();
  const wrongErrors = all.get('error wrong') ?? 0;
  const templates = (all.get('error template') ?? 0) + (all.get('warning template') ?? 0);
  const verdict = (n: number): string => (n > 0 ? 'not met' : unjudged.length > 0 ? 'unknown until every item is judged' : 'met');
  console.log(`targets: no wrong Error in the sample (${wrongErrors}: ${verdict(wrongErrors)}); `
    + `no template above Information (${templates}: ${verdict(templates)})`);
  if (unjudged.length > 0) {
    console.log(`\n${unjudged.length} sample items not judged yet:`);
    for (const item of unjudged.slice(0, 40)) console.log(`  ${item.severity.padEnd(7)} ${item.key}\n          ${item.snippet}`);
    if (unjudged.length > 40) console.log(`  … and ${unjudged.length - 40} more`);
  }
  const out = process.env.URI_LINT_PRECISION_REPOS_OUT ?? path.join(os.homedir(), '.cache/uri-lint/precision-repos-sample.md');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const drawn = new Set(sample.map((item) => item.key));
  const earlier = [...judged].filter(([key]) => !drawn.has(key)).map(([, j]) => j.row);
  fs.writeFileSync(out, [
    ...HEADER,
    '',
    '| repository | key | level | language | line | verdict | why |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...sample.map((item) => sampleRow(item, judged.get(item.key))),
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
  console.log(`\nthe sample, with the verdicts known, written to ${out}`);
}
