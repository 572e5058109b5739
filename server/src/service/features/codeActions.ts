/**
 * Code actions: the quick fixes of the references under the cursor, the
 * `source.fixAll.uriLint` action, and the edits of the normalize-all
 * command. Every edit stays inside its reference's range, edits never
 * overlap, and no fix is offered whose result would not parse (fixes/).
 */
import { CodeActionKind } from 'vscode-languageserver-types';
import type { CodeAction, CodeActionContext, Diagnostic, Range, TextEdit } from 'vscode-languageserver-types';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { Analysis, AnalyzedReference } from './analysis';
import { referencesIn } from './analysis';
import { SOURCE } from './codes';
import { fixAllFixes, fixesFor } from './fixes/index';
import { toTextEdits } from './fixes/textEdits';
import { isSafe, mergeEdits } from './fixes/types';
import type { Fix } from './fixes/types';
import { normalizeFix } from './fixes/normalForm';
import { isIgnored, isServed } from './scope';
import type { Settings } from './settings';

/** The kind of the fix-all action, as VS Code's `editor.codeActionsOnSave` names it. */
export const FIX_ALL_KIND = `${CodeActionKind.SourceFixAll}.uriLint`;

/**
 * The code actions at `range`. A fix that answers a diagnostic of the
 * context is a quick fix carrying that diagnostic; one that answers none
 * (normalizing a URI nobody flagged) is a `refactor.rewrite`. The fix-all
 * action is returned only when `context.only` asks for it.
 */
export function computeCodeActions(
  analysis: Analysis, doc: TextDocument, range: Range, context: CodeActionContext, settings: Settings,
): CodeAction[] {
  if (!isServed(analysis.languageId, settings)) return [];
  const wants = (kind: string) => !context.only || context.only.some((only) => kind === only || kind.startsWith(`${only}.`));
  const actions: CodeAction[] = [];
  const start = doc.offsetAt(range.start);
  const end = doc.offsetAt(range.end);
  const wantsFixes = wants(CodeActionKind.QuickFix) || wants(CodeActionKind.RefactorRewrite);
  for (const ref of wantsFixes ? referencesIn(analysis, start, end) : []) {
    if (isIgnored(ref, settings)) continue;
    for (const fix of fixesFor(ref, settings)) {
      const action = toAction(fix, ref, doc, context.diagnostics);
      if (wants(action.kind!)) actions.push(action);
    }
  }
  keepOnePreferred(actions);
  if (context.only && wants(FIX_ALL_KIND)) {
    const edits = computeFixAll(analysis, doc, settings);
    if (edits.length > 0) actions.push({ title: 'Fix all URI problems', kind: FIX_ALL_KIND, edit: { changes: { [doc.uri]: edits } } });
  }
  return actions;
}

/**
 * Leaves `isPreferred` on the first preferred action only: an editor applies
 * the preferred fix on "Auto Fix" (VS Code) only when there is exactly one,
 * and fixes come in order of importance (the password before the normal form).
 */
function keepOnePreferred(actions: CodeAction[]): void {
  let seen = false;
  for (const action of actions) {
    if (!action.isPreferred) continue;
    if (seen) delete action.isPreferred;
    seen = true;
  }
}

function toAction(fix: Fix, ref: AnalyzedReference, doc: TextDocument, diagnostics: readonly Diagnostic[]): CodeAction {
  const answered = diagnostics.filter((d) => answers(fix, ref, doc, d));
  const action: CodeAction = {
    title: fix.title,
    kind: answered.length > 0 ? CodeActionKind.QuickFix : CodeActionKind.RefactorRewrite,
    edit: { changes: { [doc.uri]: toTextEdits(doc, ref.found, fix.edits) } },
  };
  if (answered.length > 0) {
    action.diagnostics = answered;
    if (fix.preferred) action.isPreferred = true;
  }
  return action;
}

/** True when `diagnostic` is ours, of a code `fix` answers, and inside the fix's reference. */
function answers(fix: Fix, ref: AnalyzedReference, doc: TextDocument, diagnostic: Diagnostic): boolean {
  if (diagnostic.source !== SOURCE || typeof diagnostic.code !== 'string' || !fix.codes.includes(diagnostic.code)) return false;
  const start = doc.offsetAt(diagnostic.range.start);
  const end = doc.offsetAt(diagnostic.range.end);
  return start >= ref.found.start && end <= ref.found.end;
}

/**
 * The edits of `source.fixAll.uriLint`: per reference, the fix-all fixes
 * (fixes/index.ts) merged without overlap, each kept only when the merged
 * result still passes `isSafe`.
 */
export function computeFixAll(analysis: Analysis, doc: TextDocument, settings: Settings): TextEdit[] {
  if (!isServed(analysis.languageId, settings)) return [];
  const edits: TextEdit[] = [];
  for (const ref of analysis.references) {
    if (isIgnored(ref, settings)) continue;
    const kept: Fix[] = [];
    for (const fix of fixAllFixes(ref, settings)) {
      const merged = mergeEdits([...kept, fix].map((f) => f.edits));
      if (isSafe(ref, [...kept, fix], merged)) kept.push(fix);
    }
    if (kept.length > 0) edits.push(...toTextEdits(doc, ref.found, mergeEdits(kept.map((f) => f.edits))));
  }
  return edits;
}

/** The edits of the `uriLint.normalizeAll` command: every reference in scope to its normal form (RFC 3986 §6). */
export function computeNormalizeAll(analysis: Analysis, doc: TextDocument, settings: Settings): TextEdit[] {
  if (!isServed(analysis.languageId, settings)) return [];
  const edits: TextEdit[] = [];
  for (const ref of analysis.references) {
    if (isIgnored(ref, settings)) continue;
    const fix = normalizeFix(ref);
    if (fix && isSafe(ref, [fix], fix.edits)) edits.push(...toTextEdits(doc, ref.found, fix.edits));
  }
  return edits;
}
