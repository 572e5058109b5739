/**
 * What is known of a reference's target file, for other features: the
 * hover says "file not found" rather than "resolves to" when the file is
 * known to be missing. Read from what `LinkFacts` already knows: it never
 * waits, and says nothing of a target not asked about yet.
 */
import type { AnalyzedReference } from '../analysis';
import type { DocumentContext } from '../context';
import { judgeLink } from '../rules/context';
import { linkFindings } from '../rules/links';
import { linkContextOf } from './facts';

/** A link's target: there, there in another letter case only, or not there. */
export type LinkStatus = 'exists' | 'case-mismatch' | 'missing';

/**
 * The status of `ref`'s target in the workspace, with its path below its
 * workspace folder (percent-decoded, `/`-separated), or undefined when the
 * reference names no file of the workspace, link checking is off, or the
 * target is not known yet.
 */
export function linkStatusOf(ctx: DocumentContext, ref: AnalyzedReference): { status: LinkStatus; path: string } | undefined {
  const links = linkContextOf(ctx);
  const judged = links && judgeLink(ref, links);
  if (!judged?.walk) return undefined;
  if (judged.walk.found === 'unreadable') return undefined;
  const path = judged.target.segments.join('/');
  // As the diagnostics judge it: an extension tried, an index file wanted.
  const codes = linkFindings(ref, links!).map((finding) => finding.code);
  const status = codes.includes('link-missing-file') ? 'missing' : codes.includes('link-case-mismatch') ? 'case-mismatch' : 'exists';
  return { status, path };
}
