/**
 * What a run reports, the data every format prints and the JSON format is:
 * one entry per file in path order, each problem with 1-based positions in
 * UTF-16 code units (as the editor counts them), its code, message and RFC
 * link. Shards' JSON reports merge back into one (`merge-reports`).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SeverityLevel } from '../contract/settings';
import { maskPasswordsIn } from '@uri-lint/shared';
import { withTestFilesNotice } from './testFiles';

/** The severities a problem can have (`off` is never reported). */
export type Severity = Exclude<SeverityLevel, 'off'>;

/** One problem in a file. Never holds a password. */
export interface Problem {
  /** 1-based. */
  line: number;
  /** 1-based, UTF-16 code units. */
  column: number;
  endLine: number;
  /** 1-based, just past the last character. */
  endColumn: number;
  severity: Severity;
  /** The diagnostic code (`invalid-port`, `link-missing-file`…). */
  code: string;
  message: string;
  /** The RFC section that explains it. */
  href: string;
  /** Its code's page (docs/rules/), which links the RFC: absent for a code no rule declares. */
  docs?: string;
  /** Stable across runs and unrelated edits: the code, the message and the reference's text (password masked), hashed. */
  fingerprint: string;
}

/**
 * A problem as a run keeps it (and its cache) until the evidence of its folder is weighed (evidence.ts): with what a
 * link problem says is missing (the service's `Finding.target`), which groups it there; never reported.
 */
export type TargetedProblem = Problem & { target?: string };

/** What evidence groups a problem by (`TargetedProblem`), when it has it. */
export function targetOf(problem: Problem): string | undefined {
  return (problem as TargetedProblem).target;
}

/**
 * Where a silenced problem was silenced: the directive's kind (`next-line`,
 * `line`, `range` for `uri-lint-disable` … `uri-lint-enable`, `file`) and its
 * `-- reason` ('' when it gives none), as ESLint's `suppressions` hold it.
 */
export interface Suppression {
  kind: SuppressionKind;
  justification: string;
}

export type SuppressionKind = 'next-line' | 'line' | 'range' | 'file';

/** A problem an inline directive silenced: not counted, not printed by stylish, listed by json and SARIF. */
export interface SuppressedProblem extends Problem {
  suppressions: Suppression[];
}

/** One fix `--fix` applied (or would apply). */
export interface AppliedFix {
  line: number;
  column: number;
  /** The fix's id (`encode`, `remove-password`…). */
  fix: string;
  title: string;
}

/** A URI `uri-lint rename-url` left alone although it starts with the prefix, and why. */
export interface RenameSkipped {
  line: number;
  column: number;
  /** `template` (its expressions are not text to rename), `password` or `userinfo` (a userinfo, which the prefix does not have), `escaped` (written with its language's escapes), `less-valid` (the new prefix would make it less valid). */
  reason: 'template' | 'password' | 'userinfo' | 'escaped' | 'less-valid';
}

/** One file of a run. */
export interface FileReport {
  /** Relative to the working directory, `/`-separated. */
  path: string;
  /** The VS Code language id it was read as. */
  language: string;
  /** URI references found. */
  references: number;
  problems: Problem[];
  /** The problems inline directives silenced, in text order, when there are any. */
  suppressed?: SuppressedProblem[];
  /** Why the file was not checked (binary, too large, unreadable, ignored…), when it was not. */
  skipped?: string;
  /** The fixes applied, with `--fix` or `--fix-dry-run`. */
  fixes?: AppliedFix[];
  /** With `--fix-dry-run`: the unified diff of the fixes, passwords masked. */
  diff?: string;
  /** `uri-lint rename-url`: the URIs that start with the prefix and were left alone. */
  renameSkipped?: RenameSkipped[];
}

/** The JSON report of a run (`--format json`). */
export interface RunReport {
  tool: { name: string; version: string };
  /** `i/n` when the run was one shard of n. */
  shard?: string;
  files: FileReport[];
  errorCount: number;
  warningCount: number;
  /** Problems reported at the `information` level. */
  infoCount: number;
  hintCount: number;
  fixCount: number;
  /** Problems inline directives silenced (not in the counts above). */
  suppressedCount: number;
  /**
   * One line per folder whose links fail systematically under the rules assumed (evidence.ts): its link findings are
   * reported as information, and the line names the setting that says how it renders.
   */
  notices?: string[];
}

let tool: { name: string; version: string } | undefined;

/** The package version of the command, from server/package.json (read once). */
export function toolInfo(): { name: string; version: string } {
  if (!tool) {
    const manifest = path.join(__dirname, '../../package.json');
    const { version } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string };
    tool = { name: 'uri-lint', version };
  }
  return { ...tool };
}

/** The report of `files` (any order): sorted by path, with the totals. */
export function buildReport(files: FileReport[], shard?: string): RunReport {
  const sorted = files.map(untargeted).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const count = (severity: Severity): number => sorted.reduce((n, f) => n + f.problems.filter((p) => p.severity === severity).length, 0);
  return {
    tool: toolInfo(),
    ...(shard === undefined ? {} : { shard }),
    files: sorted,
    errorCount: count('error'),
    warningCount: count('warning'),
    infoCount: count('information'),
    hintCount: count('hint'),
    fixCount: sorted.reduce((n, f) => n + (f.fixes?.length ?? 0), 0),
    suppressedCount: sorted.reduce((n, f) => n + (f.suppressed?.length ?? 0), 0),
  };
}

/** A file's report without its problems' targets (`TargetedProblem`), which only the run's evidence reads. */
function untargeted(file: FileReport): FileReport {
  const has = (problems: readonly Problem[] | undefined): boolean => problems?.some((p) => targetOf(p) !== undefined) === true;
  if (!has(file.problems) && !has(file.suppressed)) return file;
  const strip = <P extends Problem>(p: P): P => {
    const { target: _, ...rest } = p as P & { target?: string };
    return rest as P;
  };
  return { ...file, problems: file.problems.map(strip), ...(file.suppressed ? { suppressed: file.suppressed.map(strip) } : {}) };
}

/** One report of several shards' JSON reports (`uri-lint merge-reports`): each file once, in path order (a file in several keeps its first entry), the totals again. */
export function mergeReports(reports: readonly RunReport[]): RunReport {
  const byPath = new Map<string, FileReport>();
  for (const report of reports) for (const file of report.files) if (!byPath.has(file.path)) byPath.set(file.path, file);
  // A report given to merge may come from anywhere (an older version, a hand): every text it shows is masked again.
  const merged = buildReport([...byPath.values()].map(masked));
  const notices = withTestFilesNotice([...new Set(reports.flatMap((report) => report.notices ?? []))].map((notice) => maskPasswordsIn(notice)).sort(), merged.files);
  if (notices.length > 0) merged.notices = notices;
  return merged;
}

/** `file` with the password of every URI in any of its texts masked. */
function masked(file: FileReport): FileReport {
  return JSON.parse(JSON.stringify(file), (_key, value: unknown) => (typeof value === 'string' ? maskPasswordsIn(value) : value)) as FileReport;
}
