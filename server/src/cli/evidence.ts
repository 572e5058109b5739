/**
 * The evidence of a run's folders (the service's evidence.ts): the tallies
 * of the files checked (or kept in the cache) summed per folder, the
 * findings of a folder whose links fail systematically dropped to
 * Information, and one notice per such folder for the summary.
 */
import { addTally, countFragmentFindings, demotedCodes, emptyTally, failureNotice, systematicFailure } from '../service/index';
import type { LinkTally } from '../service/index';
import type { FileReport } from './report';

/** A file's report and what its links came to. */
export interface Tallied {
  report: FileReport;
  tally?: LinkTally;
}

/** The reports with a systematic failure's findings as information, and the notices, one per folder in path order. */
export function weighEvidence(files: readonly Tallied[]): { reports: FileReport[]; notices: string[] } {
  const folders = new Map<string, LinkTally>();
  for (const { report, tally } of files) {
    if (!tally) continue;
    const folder = folderOf(report.path);
    const sum = folders.get(folder) ?? emptyTally();
    const own = addTally(emptyTally(), tally);
    countFragmentFindings(own, report.problems);
    folders.set(folder, addTally(sum, own));
  }
  const failing = new Map<string, ReadonlySet<string>>();
  const notices: string[] = [];
  for (const folder of [...folders.keys()].sort()) {
    const failure = systematicFailure(folders.get(folder)!);
    if (!failure) continue;
    failing.set(folder, demotedCodes(failure));
    notices.push(failureNotice(folder, failure));
  }
  if (failing.size === 0) return { reports: files.map((f) => f.report), notices };
  const reports = files.map(({ report }) => {
    const codes = failing.get(folderOf(report.path));
    if (!codes || !report.problems.some((p) => codes.has(p.code) && p.severity !== 'information' && p.severity !== 'hint')) return report;
    return { ...report, problems: report.problems.map((p) => (codes.has(p.code) && (p.severity === 'error' || p.severity === 'warning') ? { ...p, severity: 'information' as const } : p)) };
  });
  return { reports, notices };
}

/** The folder of a report's path (`.` for the top). */
function folderOf(rel: string): string {
  const slash = rel.lastIndexOf('/');
  return slash < 0 ? '.' : rel.slice(0, slash);
}
