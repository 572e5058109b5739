/**
 * The actions that silence a finding instead of fixing it: on every
 * diagnostic, "Ignore <code> on this line" and "Ignore <code> in this file"
 * (a directive written where directivePlacement.ts finds a safe place), and
 * as source actions, the same for every finding of a code in the file.
 */
import { CodeActionKind } from 'vscode-languageserver-types';
import type { CodeAction, CodeActionContext, Diagnostic, TextEdit } from 'vscode-languageserver-types';
import { IGNORE_ALL_KIND } from '../../contract/codeActionKinds';
import type { DocumentContext } from '../context';
import { placeInFile, placeOnLine } from '../directivePlacement';
import type { Placement } from '../directivePlacement';
import { SOURCE } from '../severity';
import { MAX_ACTION_REFERENCES } from './codeActions';
import { computeDiagnostics } from './diagnostics';
import { UNUSED_DIRECTIVE } from './suppression';

/**
 * The ignore actions `context` asks for: the quick fixes of its diagnostics,
 * and the source actions only when `context.only` names them (they read the
 * whole document). Kept apart from the fixes (codeActions.ts): they change
 * no URI, and an editor lists them after the fixes.
 */
export function computeIgnoreActions(ctx: DocumentContext, context: CodeActionContext): CodeAction[] {
  const wants = (kind: string) => !context.only || context.only.some((only) => kind === only || kind.startsWith(`${only}.`));
  const actions = wants(CodeActionKind.QuickFix) ? ignoreQuickFixes(ctx, context.diagnostics) : [];
  if (context.only && wants(IGNORE_ALL_KIND)) actions.push(...ignoreSourceActions(ctx, computeDiagnostics(ctx)));
  return actions;
}

/**
 * The ignore quick fixes of the diagnostics the client sent (ours, each code and line once); of the first
 * `MAX_ACTION_REFERENCES` only, as the fixes: a select-all over 150,000 problems must not block the server.
 */
export function ignoreQuickFixes(ctx: DocumentContext, diagnostics: readonly Diagnostic[]): CodeAction[] {
  const actions: CodeAction[] = [];
  const lines = new Set<string>();
  const files = new Set<string>();
  for (const d of diagnostics.slice(0, MAX_ACTION_REFERENCES)) {
    const code = ignorable(d);
    if (code === undefined) continue;
    const offset = ctx.document.offsetAt(d.range.start);
    const lineKey = `${code} ${d.range.start.line}`;
    if (!lines.has(lineKey)) {
      lines.add(lineKey);
      const line = placeOnLine(ctx.document, ctx.analysis.languageId, offset, code);
      if (line) actions.push(quickFix(`Ignore ${code} ${line.scope === 'block' ? 'in this block' : 'on this line'}`, ctx, line, d));
    }
    if (!files.has(code)) {
      files.add(code);
      const file = placeInFile(ctx.document, ctx.analysis.languageId, offset, code);
      if (file) actions.push(quickFix(`Ignore ${code} in this file`, ctx, file, d));
    }
  }
  return actions;
}

/**
 * Per code found in the document (`diagnostics`: all of them), "Ignore
 * every <code> problem, each on its line" and "Ignore <code> in this file" (titles in plain text: no Markdown).
 */
export function ignoreSourceActions(ctx: DocumentContext, diagnostics: readonly Diagnostic[]): CodeAction[] {
  const byCode = new Map<string, Diagnostic[]>();
  for (const d of diagnostics) {
    const code = ignorable(d);
    if (code === undefined) continue;
    const found = byCode.get(code);
    if (found) found.push(d);
    else byCode.set(code, [d]);
  }
  const actions: CodeAction[] = [];
  for (const [code, found] of byCode) {
    const edits = new Map<string, TextEdit>();
    for (const d of found) {
      const placed = placeOnLine(ctx.document, ctx.analysis.languageId, ctx.document.offsetAt(d.range.start), code);
      // Two findings on one line, or in one block, place the same edits once.
      for (const edit of placed?.edits ?? []) edits.set(JSON.stringify(edit), edit);
    }
    if (edits.size > 0) actions.push(sourceAction(`Ignore every ${code} problem in this file, each where it is`, ctx, [...edits.values()], found));
    const file = placeInFile(ctx.document, ctx.analysis.languageId, ctx.document.offsetAt(found[0]!.range.start), code);
    if (file) actions.push(sourceAction(`Ignore ${code} in this file`, ctx, file.edits, found));
  }
  return actions;
}

/** The code of a diagnostic a directive can silence, or undefined. */
function ignorable(d: Diagnostic): string | undefined {
  return d.source === SOURCE && typeof d.code === 'string' && d.code !== UNUSED_DIRECTIVE ? d.code : undefined;
}

function quickFix(title: string, ctx: DocumentContext, placement: Placement, d: Diagnostic): CodeAction {
  return { title, kind: CodeActionKind.QuickFix, diagnostics: [d], edit: { changes: { [ctx.document.uri]: placement.edits } } };
}

function sourceAction(title: string, ctx: DocumentContext, edits: TextEdit[], diagnostics: Diagnostic[]): CodeAction {
  return { title, kind: IGNORE_ALL_KIND, diagnostics, edit: { changes: { [ctx.document.uri]: edits } } };
}
