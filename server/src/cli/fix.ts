/**
 * `--fix`: the service's own fixes (fixes/*), chosen by `--fix-type`,
 * merged per reference by the same code as the editor's Fix all, and
 * applied to the text. Text outside a URI is never touched: every edit lies
 * inside its reference.
 */
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { TextEdit } from 'vscode-languageserver-types';
import type { DocumentContext } from '../service/context';
import { mergedFixEdits } from '../service/features/fixAll';
import { silencedFix } from '../service/features/suppression';
import { fixesFor } from '../service/fixes/index';
import type { Fix, FixId } from '../service/fixes/types';
import { findingsOf, levelOf } from '../service/rules/index';
import { isIgnored } from '../service/scope';
import type { AppliedFix } from './report';

/**
 * Every fix id `--fix-type` accepts, in the order they are preferred when two
 * overlap: IRI to URI first, as Fix all; an invisible character is removed
 * rather than encoded (it is almost always pasted by accident).
 */
export const FIX_TYPES: readonly FixId[] = ['iri-to-uri', 'remove-invisible', 'encode', 'remove-password', 'normalize', 'lowercase'];

/**
 * The fixes `--fix` applies when `--fix-type` is not given: those that only
 * restore what the author meant. `normalize` and `remove-password` change
 * what a URI says, so they must be named.
 */
export const DEFAULT_FIX_TYPES: readonly FixId[] = ['iri-to-uri', 'remove-invisible', 'encode', 'lowercase'];

/** What to fix, and whether to describe it as a diff. */
export interface FixRequest {
  types: readonly FixId[];
  /** `--fix-dry-run`: compute the diff, write nothing. */
  diff: boolean;
}

/**
 * Whether `fix` applies to a reference with problems `reported` (code →
 * level): it must answer one of them, an IRI only when IRIs are errors or
 * warnings (as the editor's Fix all). `normalize`, once named, applies to
 * every reference not in normal form, as the editor's Normalize All command.
 */
function applies(fix: Fix, reported: ReadonlyMap<string, string>): boolean {
  if (fix.id === 'normalize') return true;
  if (fix.id === 'iri-to-uri') return reported.get('iri') === 'error' || reported.get('iri') === 'warning';
  return fix.codes.some((code) => reported.has(code));
}

/** The text of `ctx` with the fixes of `types` applied, and what was applied, in text order. */
export function fixText(ctx: DocumentContext, types: readonly FixId[]): { text: string; fixes: AppliedFix[] } {
  const { document, analysis, settings } = ctx;
  const wanted = new Set(types);
  const edits: TextEdit[] = [];
  const fixes: AppliedFix[] = [];
  for (const ref of analysis.references) {
    if (isIgnored(ref, settings)) continue;
    const reported = new Map<string, string>();
    for (const finding of findingsOf(ref, settings)) {
      const level = levelOf(finding.code, settings);
      if (level !== 'off') reported.set(finding.code, level);
    }
    const silenced = silencedFix(ctx, ref.found.start);
    const candidates = fixesFor(ref, settings).filter((fix) => wanted.has(fix.id) && applies(fix, reported) && !silenced(fix.codes));
    candidates.sort((a, b) => FIX_TYPES.indexOf(a.id) - FIX_TYPES.indexOf(b.id));
    const merged = mergedFixEdits(document, ref, candidates);
    if (merged.edits.length === 0) continue;
    edits.push(...merged.edits);
    const at = document.positionAt(ref.found.start);
    for (const fix of merged.applied) fixes.push({ line: at.line + 1, column: at.character + 1, fix: fix.id, title: fix.title });
  }
  return { text: edits.length > 0 ? TextDocument.applyEdits(document, edits) : analysis.text, fixes };
}
