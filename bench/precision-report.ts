/** Counting and printing for the precision bench's two halves. */

/** Adds `n` to `key`'s count. */
export function add(counts: Map<string, number>, key: string, n = 1): void {
  counts.set(key, (counts.get(key) ?? 0) + n);
}

/** Counts as a table, largest first. */
export function printCounts(title: string, counts: Map<string, number>): void {
  console.log(`\n${title}`);
  for (const [key, n] of [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))) {
    console.log(`  ${String(n).padStart(7)}  ${key}`);
  }
}

/** What the command line gave for one repository: counts only, never a finding's text. */
export interface RepoRun {
  name: string;
  kind: string;
  half: string;
  files: number;
  references: number;
  /** Problems by level: error, warning, information, hint. */
  levels: Map<string, number>;
  /** The command line's exit code: 0 clean, 1 some Error, anything else a failure. */
  exit: number;
  ms: number;
}

const LEVEL_COLUMNS = [['error', 'E'], ['warning', 'W'], ['information', 'I'], ['hint', 'H']] as const;

function levelCells(levels: Map<string, number>): string {
  return LEVEL_COLUMNS.map(([level, letter]) => `${String(levels.get(level) ?? 0).padStart(6)} ${letter}`).join(' ');
}

/**
 * One half's counts: a line per repository (files, references, problems by
 * level, exit code, time), then a line per kind (the sums, and the exit codes
 * of its repositories), then the half's totals.
 */
export function printHalf(half: string, runs: readonly RepoRun[]): void {
  const mine = runs.filter((run) => run.half === half);
  if (mine.length === 0) return;
  console.log(`\n${half} half: ${mine.length} repositories (E errors, W warnings, I information, H hints; exit: the command line's code)`);
  for (const run of mine) {
    console.log(`  ${run.name.padEnd(28)} ${run.kind.padEnd(38)} ${String(run.files).padStart(5)} files `
      + `${String(run.references).padStart(7)} refs ${levelCells(run.levels)}  exit ${run.exit}  ${run.ms} ms`);
  }
  console.log(`  per kind:`);
  const kinds = [...new Set(mine.map((run) => run.kind))].sort();
  const total = new Map<string, number>();
  for (const kind of kinds) {
    const ofKind = mine.filter((run) => run.kind === kind);
    const levels = new Map<string, number>();
    for (const run of ofKind) for (const [level, n] of run.levels) add(levels, level, n);
    for (const [level, n] of levels) add(total, level, n);
    const files = ofKind.reduce((n, run) => n + run.files, 0);
    console.log(`  ${kind.padEnd(38)} ${String(files).padStart(6)} files ${levelCells(levels)}  exit ${ofKind.map((run) => run.exit).join(',')}`);
  }
  const files = mine.reduce((n, run) => n + run.files, 0);
  const failing = mine.filter((run) => run.exit !== 0).length;
  console.log(`  ${'all'.padEnd(38)} ${String(files).padStart(6)} files ${levelCells(total)}  exit 1 on ${failing} of ${mine.length}`);
}
