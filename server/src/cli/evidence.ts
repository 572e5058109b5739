/**
 * The evidence of a run's folders (the service's evidence.ts): the tallies
 * of the files checked (or kept in the cache) summed per folder and per
 * folder's tree, the findings of a folder whose links fail systematically
 * (or of a tree of folders that do as a set) dropped to Information, and one
 * notice per such folder or tree for the summary: the `link-rules-unknown`
 * findings of rules/evidence.ts `weighFolders`, as the editor has them.
 */
import { createLanguageService } from '../service/index';
import type { Settings } from '../contract/settings';
import type { Demoted, LinkTally, ShapeMark } from '../service/index';
import { targetOf } from './report';
import type { FileReport } from './report';

const {
  evidence: { addTally, countFragmentFindings, demoted, emptyTally, isDemoted, weighFolders },
  rules: { speaks },
} = createLanguageService();

/** A file's report and what its links came to. */
export interface Tallied {
  report: FileReport;
  tally?: LinkTally;
  /** The shapes of its errors and warnings, for the evidence of conventions (shapes.ts). */
  shapes?: ShapeMark[];
}

/**
 * The reports with a systematic failure's findings as information, and the notices, one per folder or tree in path
 * order; `settingsOf(path)`: a file's settings, under which `uriLint.severity` may turn `link-rules-unknown` off (as in
 * the editor): a notice is left out when it is said of no folder whose settings say it.
 */
export function weighEvidence(files: readonly Tallied[], settingsOf: (path: string) => Settings | undefined = () => undefined): { reports: FileReport[]; notices: string[] } {
  // A folder's settings are its first file's.
  const folderSettings = new Map<string, Settings | undefined>();
  for (const { report } of files) {
    const folder = folderOf(report.path);
    if (!folderSettings.has(folder)) folderSettings.set(folder, settingsOf(report.path));
  }
  const says = (folder: string): boolean => {
    const settings = folderSettings.get(folder);
    return settings === undefined || speaks('link-rules-unknown', settings);
  };
  const folders = new Map<string, LinkTally>();
  for (const { report, tally } of files) {
    if (!tally) continue;
    const folder = folderOf(report.path);
    const sum = folders.get(folder) ?? emptyTally();
    // Its missing fragments are counted into a copy (the file's own tally is the cache's); most files have none.
    let own = tally;
    if (report.problems.some((p) => p.code === 'link-missing-fragment')) {
      own = addTally(emptyTally(), tally);
      countFragmentFindings(own, report.problems.map((p) => ({ code: p.code, message: p.message, target: targetOf(p) })));
    }
    folders.set(folder, addTally(sum, own));
  }
  // The verdicts and the notices, as the editor has them (rules/evidence.ts `weighFolders`), one per folder or tree in path order.
  const weighed = weighFolders(folders, { parentOf, shown: (folder) => folder });
  const failing = new Map<string, Demoted>();
  for (const [folder, verdicts] of weighed.verdicts) failing.set(folder, demoted(verdicts.map((v) => v.failure)));
  const said = weighed.findings.filter((finding) => finding.folders.some(says)).map((finding) => finding.message);
  if (failing.size === 0) return { reports: files.map((f) => f.report), notices: said };
  const reports = files.map(({ report }) => {
    const verdict = failing.get(folderOf(report.path));
    if (!verdict) return report;
    const dropped = (p: FileReport['problems'][number]): boolean => isDemoted(verdict, p.code, { message: p.message, target: targetOf(p) }) && (p.severity === 'error' || p.severity === 'warning');
    if (!report.problems.some(dropped)) return report;
    return { ...report, problems: report.problems.map((p) => (dropped(p) ? { ...p, severity: 'information' as const } : p)) };
  });
  return { reports, notices: said };
}

/** The folder above a report's folder (`.` above a top folder), undefined above the top. */
function parentOf(folder: string): string | undefined {
  if (folder === '.') return undefined;
  const slash = folder.lastIndexOf('/');
  return slash < 0 ? '.' : folder.slice(0, slash);
}

/** The folder of a report's path (`.` for the top). */
function folderOf(rel: string): string {
  const slash = rel.lastIndexOf('/');
  return slash < 0 ? '.' : rel.slice(0, slash);
}
