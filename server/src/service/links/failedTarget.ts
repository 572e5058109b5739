/**
 * What a link finding says is not there, as the evidence of a folder's failures groups findings (evidence.ts
 * `evidenceKey`): the file the link resolves to, or a fragment and the file it is missing from. The rule that makes
 * the finding sets it (`Finding.target`); it travels with the finding to where evidence is weighed, in a
 * diagnostic's `data` (the editor) or a report's problem (the command line), so that findings are grouped by what
 * they say is missing, never by the wording of their messages (a suggestion, a note said after them).
 */
import { percentDecode } from '@uri-lint/shared';
import type { LocalTarget } from './target';

/** A missing file's or folder's target: its workspace folder and its path below it, each segment decoded. */
export function fileTarget(target: LocalTarget): string {
  return `${target.folder}\n${target.segments.join('/')}`;
}

/**
 * A missing fragment's target: the fragment, decoded, after the URI of the file it is missing from; after nothing for
 * a fragment of the page itself, so that one name missing from many pages is one target (a section what renders
 * them adds).
 */
export function fragmentTarget(fileUri: string | undefined, fragment: string): string {
  return `${fileUri ?? ''}#${percentDecode(fragment)}`;
}

/** A diagnostic's `data` with a finding's target beside what its fixes need. */
export function dataWithTarget(data: unknown, target: string | undefined): unknown {
  return target === undefined ? data : { ...(data as object | undefined), target };
}

/** The target a diagnostic's `data` carries, if any. */
export function targetOfData(data: unknown): string | undefined {
  const target = (data as { target?: unknown } | undefined)?.target;
  return typeof target === 'string' ? target : undefined;
}
