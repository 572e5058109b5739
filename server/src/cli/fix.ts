/**
 * `--fix`: the service's bulk fixing, the very policy of the editor's Fix
 * all (fixes/bulk.ts), applied to the text: by default the fixes the
 * settings' `fixAll.fixes` selects, or those `--fix-type` names. Text
 * outside a URI is never touched: every edit lies inside its reference.
 */
import { TextDocument } from 'vscode-languageserver-textdocument';
import { createLanguageService } from '../service/index';
import type { DocumentContext, FixId, LanguageService, UrlRename } from '../service/index';
import type { AppliedFix, RenameSkipped } from './report';

const {
  rules: { DEFAULT_BULK_FIXES, FIX_IDS, FIXES },
  edits: { renameUrlEdits },
} = createLanguageService();

/**
 * The fixes for `--help`, one a line after `indent`, each with its title, from the rules' table (`FIXES`): first the
 * `--fix-type` names (`FIX_IDS`, in the order they are preferred when two overlap), `*` marking the defaults, the
 * fixes `--fix` applies when neither `--fix-type` nor `fixAll.fixes` says otherwise (`DEFAULT_BULK_FIXES`: those
 * that keep what a URI identifies); then, under a line of their own, the editor's quick fixes of the light bulb
 * only, which `--fix` never applies (their policy, `bulk: 'never'`).
 */
export function fixTypesHelp(indent: string): string {
  const width = Math.max(...[...FIXES.keys()].map((id) => id.length));
  const line = (id: string, mark: string) => `${indent}${mark} ${id.padEnd(width)}  ${FIXES.get(id)!.title}`;
  const lightBulb = [...FIXES.keys()].filter((id) => !(FIX_IDS as readonly string[]).includes(id));
  return [
    ...FIX_IDS.map((id) => line(id, DEFAULT_BULK_FIXES.includes(id) ? '*' : ' ')),
    ...(lightBulb.length > 0 ? [`${indent.slice(2)}the editor's light bulb only, never applied by --fix:`, ...lightBulb.map((id) => line(id, ' '))] : []),
  ].join('\n');
}

/** What to fix, and whether to describe it as a diff. */
export interface FixRequest {
  /** `--fix-type`: exactly these fixes; without it, those the settings' `fixAll.fixes` selects. */
  types?: readonly FixId[];
  /** `--fix-dry-run`: compute the diff, write nothing. */
  diff: boolean;
  /** `uri-lint rename-url OLD NEW`: instead of fixes, this prefix renamed in every URI that starts with it. */
  rename?: UrlRename;
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

/** The text of `ctx` with `rename` applied to every URI that starts with its prefix; what was renamed and what was left alone, in text order. */
export function renameText(ctx: DocumentContext, rename: UrlRename): { text: string; fixes: AppliedFix[]; skipped: RenameSkipped[] } {
  const { document, analysis } = ctx;
  const { edits, skipped } = renameUrlEdits(analysis, rename);
  const at = (offset: number): { line: number; column: number } => {
    const p = document.positionAt(offset);
    return { line: p.line + 1, column: p.character + 1 };
  };
  const fixes = edits.map((e): AppliedFix => ({ ...at(e.start), fix: 'rename-url', title: `${analysis.text.slice(e.start, e.end)} renamed to ${e.newText}` }));
  let text = analysis.text;
  // From the last: each edit's offsets stay those of the text as read.
  for (let k = edits.length - 1; k >= 0; k--) text = text.slice(0, edits[k]!.start) + edits[k]!.newText + text.slice(edits[k]!.end);
  return { text, fixes, skipped: skipped.map((s) => ({ ...at(s.start), reason: s.reason })) };
}
