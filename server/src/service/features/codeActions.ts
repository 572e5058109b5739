/**
 * Code actions: the quick fixes of the references under the cursor, and the
 * `source.fixAll.uriLint` action when asked for. Every edit stays inside
 * its reference's range, edits never overlap, and no fix is offered whose
 * result would not parse (fixes/).
 */
import { CodeActionKind } from 'vscode-languageserver-types';
import type { CodeAction, CodeActionContext, Diagnostic, Range } from 'vscode-languageserver-types';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { FIX_ALL_KIND } from '../../contract/codeActionKinds';
import type { AnalyzedReference } from '../analysis';
import { referencesIn } from '../analysis';
import type { DocumentContext } from '../context';
import { fixesFor } from '../fixes/index';
import { toTextEdits } from '../fixes/textEdits';
import type { Fix } from '../fixes/types';
import { isIgnored } from '../scope';
import { SOURCE } from '../severity';
import { encloses } from '../spans';
import { computeFixAll } from './fixAll';

/**
 * The code actions at `range`. A fix that answers a diagnostic of the
 * context is a quick fix carrying that diagnostic; one that answers none
 * (normalizing a URI nobody flagged) is a `refactor.rewrite`. The fix-all
 * action is returned only when `context.only` asks for it.
 */
export function computeCodeActions(ctx: DocumentContext, range: Range, context: CodeActionContext): CodeAction[] {
  const { document: doc, analysis, settings } = ctx;
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
    const edits = computeFixAll(ctx);
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
  if (diagnostic.source !== SOURCE || typeof diagnostic.code !== 'string' || !(fix.codes as readonly string[]).includes(diagnostic.code)) return false;
  return encloses(ref.found, { start: doc.offsetAt(diagnostic.range.start), end: doc.offsetAt(diagnostic.range.end) });
}
