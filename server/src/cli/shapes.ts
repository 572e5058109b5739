/**
 * The evidence of conventions over a run's files (the service's shapes.ts):
 * the shapes of every file's errors and warnings counted together; those that
 * recur in different URIs across several files drop to information, their
 * message saying why, and one notice per shape goes to the summary.
 */
import { createLanguageService } from '../service/index';
import type { ShapeMark } from '../service/index';
import type { FileReport } from './report';

const { conventional, conventions, shapeNote, shapeNotices } = createLanguageService().shapes;

/** The reports with a convention's findings as information, and the notices, one per shape's text. */
export function weighShapes(files: readonly { report: FileReport; shapes?: readonly ShapeMark[] }[]): { reports: FileReport[]; notices: string[] } {
  const found = conventions(files.flatMap((f) => (f.shapes ? [f.shapes] : [])));
  if (found.size === 0) return { reports: files.map((f) => f.report), notices: [] };
  const reports = files.map(({ report, shapes }) => {
    const marked = shapes ? conventional(shapes, found) : undefined;
    if (!marked || marked.size === 0) return report;
    return {
      ...report,
      problems: report.problems.map((p) => {
        const key = marked.get(p.fingerprint);
        return key === undefined || (p.severity !== 'error' && p.severity !== 'warning') ? p : { ...p, severity: 'information' as const, message: p.message + shapeNote(key, found.get(key)!) };
      }),
    };
  });
  return { reports, notices: shapeNotices(found) };
}
