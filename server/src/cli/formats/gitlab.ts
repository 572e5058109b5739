/**
 * `--format gitlab`: GitLab's Code Quality report, which a merge request
 * shows beside its diff (`artifacts: reports: codequality:`): a JSON array of
 * issues, each with its description, check name, severity, file and line,
 * and a fingerprint. GitLab shows one issue per fingerprint and tells new
 * ones from fixed ones by it, so it is unique in the report and kept when
 * lines move: the file's path, the problem's own fingerprint (its code,
 * message and reference, password masked) and its rank among the file's
 * problems with the same fingerprint. Hints are left out, as stylish leaves
 * them out, and so is what an inline directive silenced.
 */
import { createHash } from 'node:crypto';
import type { RunReport, Severity } from '../report';

/** One issue of the report: the subset of Code Climate's issue that GitLab reads. */
export interface GitlabIssue {
  description: string;
  check_name: string;
  fingerprint: string;
  severity: 'info' | 'minor' | 'major' | 'critical' | 'blocker';
  location: { path: string; lines: { begin: number } };
}

/** GitLab's five levels: errors rank above warnings in the merge request; nothing is `critical` or `blocker`. */
const SEVERITY: Readonly<Record<Exclude<Severity, 'hint'>, GitlabIssue['severity']>> = {
  error: 'major', warning: 'minor', information: 'info',
};

/** The Code Quality report of `report`. */
export function toGitlab(report: RunReport): GitlabIssue[] {
  return report.files.flatMap((file) => {
    const seen = new Map<string, number>();
    return file.problems.flatMap((p): GitlabIssue[] => {
      if (p.severity === 'hint') return [];
      const rank = seen.get(p.fingerprint) ?? 0;
      seen.set(p.fingerprint, rank + 1);
      return [{
        description: p.message,
        check_name: p.code,
        fingerprint: createHash('sha256').update(`${file.path}\0${p.fingerprint}\0${rank}`).digest('hex').slice(0, 32),
        severity: SEVERITY[p.severity],
        location: { path: file.path, lines: { begin: p.line } },
      }];
    });
  });
}
