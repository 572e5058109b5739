/**
 * Whether data read back from disk (a shard's JSON report for
 * `merge-reports`, a cached report) has the shape of a report, field by
 * field: the formats trust every field, so a damaged or foreign file is
 * refused whole rather than half-printed or thrown on.
 */
import type { FileReport, RunReport } from './report';

const SEVERITIES = new Set(['error', 'warning', 'information', 'hint']);
const SUPPRESSION_KINDS = new Set(['next-line', 'line', 'range', 'file']);

/** Where `value` is not a file's report (`problems[3].line`), or undefined when it is one. */
export function fileReportProblem(value: unknown): string | undefined {
  if (!isObject(value)) return 'not an object';
  const wrong = ['path', 'language'].find((key) => typeof value[key] !== 'string')
    ?? (isCount(value.references) ? undefined : 'references')
    ?? (value.skipped === undefined || typeof value.skipped === 'string' ? undefined : 'skipped')
    ?? (value.diff === undefined || typeof value.diff === 'string' ? undefined : 'diff');
  if (wrong) return wrong;
  if (!Array.isArray(value.problems)) return 'problems';
  for (const [i, p] of value.problems.entries()) {
    const bad = problemField(p);
    if (bad !== undefined) return `problems[${i}]${bad ? `.${bad}` : ''}`;
  }
  if (value.suppressed !== undefined) {
    if (!Array.isArray(value.suppressed)) return 'suppressed';
    for (const [i, p] of value.suppressed.entries()) {
      const bad = problemField(p) ?? suppressionsField(p as Record<string, unknown>);
      if (bad !== undefined) return `suppressed[${i}]${bad ? `.${bad}` : ''}`;
    }
  }
  if (value.fixes !== undefined) {
    if (!Array.isArray(value.fixes)) return 'fixes';
    for (const [i, f] of value.fixes.entries()) {
      const bad = !isObject(f) ? '' : ['line', 'column'].find((k) => !isCount(f[k])) ?? ['fix', 'title'].find((k) => typeof f[k] !== 'string');
      if (bad !== undefined) return `fixes[${i}]${bad ? `.${bad}` : ''}`;
    }
  }
  return undefined;
}

/** Where `value` is not a run's JSON report, or undefined when it is one. */
export function runReportProblem(value: unknown): string | undefined {
  if (!isObject(value)) return 'not a JSON object';
  if (!Array.isArray(value.files)) return 'no "files" list';
  for (const [i, file] of value.files.entries()) {
    const problem = fileReportProblem(file);
    if (problem) return `files[${i}]: ${problem === 'not an object' ? problem : `bad "${problem}"`}`;
  }
  return undefined;
}

export function isFileReport(value: unknown): value is FileReport {
  return fileReportProblem(value) === undefined;
}

export function isRunReport(value: unknown): value is RunReport {
  return runReportProblem(value) === undefined;
}

/** The field of `p` that is not a problem's ('' when `p` is not an object), or undefined when it is one. */
function problemField(p: unknown): string | undefined {
  return !isObject(p) ? '' : ['line', 'column', 'endLine', 'endColumn'].find((k) => !isCount(p[k]))
    ?? ['code', 'message', 'href', 'fingerprint'].find((k) => typeof p[k] !== 'string')
    ?? (SEVERITIES.has(p.severity as string) ? undefined : 'severity');
}

/** The field of a silenced problem's `suppressions` that is wrong, or undefined when none is. */
function suppressionsField(p: Record<string, unknown>): string | undefined {
  if (!Array.isArray(p.suppressions) || p.suppressions.length === 0) return 'suppressions';
  const i = p.suppressions.findIndex((s) => !isObject(s) || !SUPPRESSION_KINDS.has(s.kind as string) || typeof s.justification !== 'string');
  return i < 0 ? undefined : `suppressions[${i}]`;
}

function isCount(value: unknown): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
