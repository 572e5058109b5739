/**
 * The edits that fix a whole document: `source.fixAll.uriLint` (the fixes
 * that only restore what the author meant) and the `uriLint.normalizeAll`
 * command (every reference to its normal form, RFC 3986 §6). Both keep a
 * fix only when its result passes `isSafe`.
 */
import type { TextEdit } from 'vscode-languageserver-types';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { AnalyzedReference } from '../analysis';
import type { DocumentContext } from '../context';
import { fixAllFixes } from '../fixes/index';
import { normalizeFix } from '../fixes/normalForm';
import { toTextEdits } from '../fixes/textEdits';
import { isSafe, mergeEdits } from '../fixes/types';
import type { Fix } from '../fixes/types';
import { isIgnored } from '../scope';

/**
 * The edits of `source.fixAll.uriLint`: per reference, the fix-all fixes
 * (fixes/index.ts) merged without overlap, each kept only when the merged
 * result still passes `isSafe`.
 */
export function computeFixAll({ document: doc, analysis, settings }: DocumentContext): TextEdit[] {
  const edits: TextEdit[] = [];
  let fixed = 0;
  for (const ref of analysis.references) {
    if (isIgnored(ref, settings)) continue;
    const merged = mergedFixEdits(doc, ref, fixAllFixes(ref, settings)).edits;
    edits.push(...merged);
    // A save waits for this: a generated file with 150,000 broken URIs is fixed a part per run, in text order.
    if (merged.length > 0 && ++fixed >= MAX_FIXED_REFERENCES) break;
  }
  return edits;
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
