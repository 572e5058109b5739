/**
 * The edits that fix a whole document: bulk fixing (`source.fixAll.uriLint`
 * and `uri-lint --fix`, one policy: fixes/bulk.ts) and the
 * `uriLint.normalizeAll` command (every reference to its normal form, RFC
 * 3986 §6). Both keep a fix only when its result passes `isSafe`.
 */
import type { TextEdit } from 'vscode-languageserver-types';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { AnalyzedReference } from '../analysis';
import type { DocumentContext } from '../context';
import { bulkFixes, fixSelection } from '../fixes/bulk';
import { normalizeFix } from '../rules/normalForm';
import { toTextEdits } from '../fixes/textEdits';
import { isSafe, mergeEdits } from '../fixes/types';
import type { Fix, FixId } from '../fixes/types';
import { isIgnored } from '../scope';
import { silencedFix } from './suppression';

/** One fix bulk fixing applied: where its reference starts (a document offset), and which fix. */
export interface AppliedBulkFix {
  offset: number;
  id: FixId;
  title: string;
}

/** What bulk fixing does to a document: the edits, and the fixes applied, in text order. */
export interface BulkFix {
  edits: TextEdit[];
  applied: AppliedBulkFix[];
}

/**
 * Bulk fixing: per reference, the fixes of `fixes` (by default those that
 * `uriLint.fixAll.fixes` selects) that answer its reported problems
 * (fixes/bulk.ts), merged without overlap, each kept only when the merged
 * result still passes `isSafe`.
 */
export function computeBulkFix(ctx: DocumentContext, fixes?: readonly FixId[], limit = Number.POSITIVE_INFINITY): BulkFix {
  const { document: doc, analysis, settings } = ctx;
  const selected = fixes ? new Set(fixes) : fixSelection(settings.fixAllFixes);
  const result: BulkFix = { edits: [], applied: [] };
  let fixed = 0;
  for (const ref of analysis.references) {
    if (isIgnored(ref, settings)) continue;
    const silenced = silencedFix(ctx, ref.found.start);
    const merged = mergedFixEdits(doc, ref, bulkFixes(ref, settings, selected).filter((fix) => !silenced(fix.codes)));
    if (merged.edits.length === 0) continue;
    result.edits.push(...merged.edits);
    for (const fix of merged.applied) result.applied.push({ offset: ref.found.start, id: fix.id, title: fix.title });
    if (++fixed >= limit) break;
  }
  return result;
}

/**
 * The edits of `source.fixAll.uriLint`: bulk fixing under the document's settings. A save waits for this: a
 * generated file with 150,000 broken URIs is fixed a part per run, in text order (the command line fixes all).
 */
export function computeFixAll(ctx: DocumentContext): TextEdit[] {
  return computeBulkFix(ctx, undefined, MAX_FIXED_REFERENCES).edits;
}

/** The most references one fix-all edits; the next run fixes the next ones. */
export const MAX_FIXED_REFERENCES = 1000;

/**
 * The document edits of several fixes of one reference, applied together:
 * each fix in turn is kept when the merged result still passes `isSafe`.
 * Fix all and the command line's `--fix` both apply fixes through here.
 */
export function mergedFixEdits(doc: TextDocument, ref: AnalyzedReference, fixes: readonly Fix[]): { applied: Fix[]; edits: TextEdit[] } {
  const kept: Fix[] = [];
  for (const fix of fixes) {
    const merged = mergeEdits([...kept, fix].map((f) => f.edits));
    // A fix whose every edit overlaps a kept fix's would add nothing.
    if (fix.edits.some((edit) => merged.includes(edit)) && isSafe(ref, [...kept, fix], merged)) kept.push(fix);
  }
  return { applied: kept, edits: kept.length > 0 ? toTextEdits(doc, ref.found, mergeEdits(kept.map((f) => f.edits))) : [] };
}

/** The edits of the `uriLint.normalizeAll` command: every reference in scope to its normal form (RFC 3986 §6). */
export function computeNormalizeAll({ document: doc, analysis, settings }: DocumentContext): TextEdit[] {
  const edits: TextEdit[] = [];
  for (const ref of analysis.references) {
    if (isIgnored(ref, settings)) continue;
    const fix = normalizeFix(ref);
    if (fix && isSafe(ref, [fix], fix.edits)) edits.push(...toTextEdits(doc, ref.found, fix.edits));
  }
  return edits;
}
