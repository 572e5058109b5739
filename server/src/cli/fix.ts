/**
 * `--fix`: the service's bulk fixing, the very policy of the editor's Fix
 * all (fixes/bulk.ts), applied to the text: by default the fixes the
 * settings' `fixAll.fixes` selects, or those `--fix-type` names. Text
 * outside a URI is never touched: every edit lies inside its reference.
 */
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DEFAULT_BULK_FIXES, FIX_IDS, FIXES } from '../service/index';
import type { DocumentContext, FixId, LanguageService } from '../service/index';
import type { AppliedFix } from './report';

/** Every fix id `--fix-type` accepts (the rules' table), in the order they are preferred when two overlap. */
export const FIX_TYPES: readonly FixId[] = FIX_IDS;

/** The fixes `--fix` applies when neither `--fix-type` nor `fixAll.fixes` says otherwise: those that keep what a URI identifies. */
export const DEFAULT_FIX_TYPES: readonly FixId[] = DEFAULT_BULK_FIXES;

/** The `--fix-type` names for `--help`, one a line after `indent`, each with its title; `*` marks the defaults. */
export function fixTypesHelp(indent: string): string {
  const width = Math.max(...FIX_TYPES.map((id) => id.length));
  return FIX_TYPES.map((id) => `${indent}${DEFAULT_FIX_TYPES.includes(id) ? '*' : ' '} ${id.padEnd(width)}  ${FIXES.get(id)!.title}`).join('\n');
}

/** What to fix, and whether to describe it as a diff. */
export interface FixRequest {
  /** `--fix-type`: exactly these fixes; without it, those the settings' `fixAll.fixes` selects. */
  types?: readonly FixId[];
  /** `--fix-dry-run`: compute the diff, write nothing. */
  diff: boolean;
}

/** The text of `ctx` with the fixes of `types` (default: the settings' choice) applied, and what was applied, in text order. */
export function fixText(service: LanguageService, ctx: DocumentContext, types?: readonly FixId[]): { text: string; fixes: AppliedFix[] } {
  const { document, analysis } = ctx;
  const { edits, applied } = service.bulkFix(ctx, types);
  const fixes = applied.map(({ offset, id, title }): AppliedFix => {
    const at = document.positionAt(offset);
    return { line: at.line + 1, column: at.character + 1, fix: id, title };
  });
  return { text: edits.length > 0 ? TextDocument.applyEdits(document, edits) : analysis.text, fixes };
}
