/**
 * The evidence of a run's folders (the service's evidence.ts): the tallies
 * of the files checked (or kept in the cache) summed per folder and per
 * folder's tree, the findings of a folder whose links fail systematically
 * (or of a tree of folders that do as a set) dropped to Information, and one
 * notice per such folder or tree for the summary.
 */
import { addTally, countFragmentFindings, demoted, emptyTally, failureNotice, folderVerdicts, isDemoted, noticeKey } from '../service/index';
import type { Demoted, LinkTally, ShapeMark, SystematicFailure } from '../service/index';
import { targetOf } from './report';
import type { FileReport } from './report';

/** A file's report and what its links came to. */
export interface Tallied {
  report: FileReport;
  tally?: LinkTally;
  /** The shapes of its errors and warnings, for the evidence of conventions (shapes.ts). */
  shapes?: ShapeMark[];
}

/** The reports with a systematic failure's findings as information, and the notices, one per folder or tree in path order. */
export function weighEvidence(files: readonly Tallied[]): { reports: FileReport[]; notices: string[] } {
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
  const failing = new Map<string, Demoted>();
  const notices = new Map<string, string>();
  // Folders whose only evidence is one reason their links were said as information already (`unseen`), by that reason:
  // said once for them all, not once per folder (renovate's forty module folders copied into its site), and not at
  // all where a tree above says the same reason.
  const unseen = new Map<string, { folders: string[]; links: number; failure: SystematicFailure }>();
  for (const [folder, verdicts] of folderVerdicts(folders, parentOf)) {
    const treeReasons = new Set(verdicts.flatMap((v) => (v.tree && v.failure.unseen ? [v.failure.unseen.why] : [])));
    for (const verdict of verdicts) {
      const { failure, root, tree } = verdict;
      const reason = !tree ? unseenOnly(failure) : undefined;
      if (reason !== undefined) {
        if (treeReasons.has(reason.why)) continue;
        const group = unseen.get(reason.why) ?? unseen.set(reason.why, { folders: [], links: 0, failure }).get(reason.why)!;
        group.folders.push(root);
        group.links += reason.links;
        continue;
      }
      const key = noticeKey(verdict);
      if (!notices.has(key)) notices.set(key, failureNotice(tree ? `${root} and the folders below it` : root, failure));
    }
    failing.set(folder, demoted(verdicts.map((v) => v.failure)));
  }
  for (const [why, { folders: where, links, failure }] of unseen) {
    const common = commonFolder(where);
    const at = where.length === 1 ? where[0]!
      : where.includes(common) ? `${common} and ${where.length - 1} ${where.length === 2 ? 'folder' : 'folders'} below it` : `${where.length} folders below ${common}`;
    notices.set(`${where[0]}\0unseen\0${why}`, failureNotice(at, where.length === 1 ? failure : { unseen: { links, why } }));
  }
  const said = [...notices].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).map(([, notice]) => notice);
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

/** A folder's failure when its only evidence is the reason its links were said as information already (`unseen`). */
function unseenOnly(failure: SystematicFailure): { links: number; why: string } | undefined {
  if (!failure.unseen) return undefined;
  return Object.entries(failure).every(([key, value]) => key === 'unseen' || value === undefined) ? failure.unseen : undefined;
}

/** The deepest folder every one of `folders` is at or below (`.` for the top). */
function commonFolder(folders: readonly string[]): string {
  let common = folders[0]!.split('/');
  for (const folder of folders.slice(1)) {
    const names = folder.split('/');
    let i = 0;
    while (i < common.length && i < names.length && common[i] === names[i]) i++;
    common = common.slice(0, i);
  }
  return common.length === 0 ? '.' : common.join('/');
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
