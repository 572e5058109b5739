/**
 * Code actions: the quick fixes of the references under the cursor, and the
 * `source.fixAll.uriLint` action when asked for. Every fix is one the rules
 * declare (fixes/table.ts): those of a reference alone first, then those of
 * the light bulb only (a link's files, a fragment's headings), each computed
 * by its rule. Every edit stays inside its reference's range, edits never
 * overlap, and no fix of a reference is offered whose result would not parse
 * (fixes/).
 */
import { partitionPoint } from '@uri-lint/shared';
import { CodeActionKind } from 'vscode-languageserver-types';
import type { CodeAction, CodeActionContext, Diagnostic, Range } from 'vscode-languageserver-types';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { FIX_ALL_KIND } from '../../contract/codeActionKinds';
import type { AnalyzedReference } from '../analysis';
import { referencesIn } from '../analysis';
import type { DocumentContext } from '../context';
import { fixesFor } from '../fixes/index';
import { LIGHT_BULB_FIXES } from '../fixes/table';
import { toTextEdits } from '../fixes/textEdits';
import type { Fix } from '../fixes/types';
import type { DocumentFixInputs, FragmentContext, LinkContext } from '../rules/types';
import { isIgnored } from '../scope';
import { SOURCE } from '../severity';
import { encloses } from '../spans';
import { computeFixAll } from './fixAll';
import { fragmentContextOf, linkContextOf } from './facts';

/**
 * The code actions at `range`. A fix that answers a diagnostic of the
 * context is a quick fix carrying that diagnostic; one that answers none
 * (normalizing a URI nobody flagged) is a `refactor.rewrite`. The fix-all
 * action is returned only when `context.only` asks for it.
 */
export function computeCodeActions(ctx: DocumentContext, range: Range, context: CodeActionContext, options: ActionOptions = {}): CodeAction[] {
  const { document: doc, analysis, settings } = ctx;
  const wants = (kind: string) => !context.only || context.only.some((only) => kind === only || kind.startsWith(`${only}.`));
  const actions: CodeAction[] = [];
  const start = doc.offsetAt(range.start);
  const end = doc.offsetAt(range.end);
  const wantsFixes = wants(CodeActionKind.QuickFix) || wants(CodeActionKind.RefactorRewrite);
  const diagnostics = byOffset(doc, context.diagnostics);
  // A selection of a whole generated file (150,000 broken URIs) gets the fixes of its first references, as validation shows the first problems.
  const refs = wantsFixes ? referencesIn(analysis, start, end).slice(0, MAX_ACTION_REFERENCES).filter((ref) => !isIgnored(ref, settings)) : [];
  for (const ref of refs) {
    for (const fix of fixesFor(ref, settings)) {
      const action = toAction(fix, ref, doc, diagnostics);
      if (wants(action.kind!)) actions.push(action);
    }
  }
  if (wants(CodeActionKind.QuickFix)) actions.push(...lightBulbActions(ctx, refs, context.diagnostics, options));
  keepOnePreferred(actions);
  if (context.only && wants(FIX_ALL_KIND)) {
    const edits = computeFixAll(ctx);
    if (edits.length > 0) actions.push({ title: 'Fix all URI problems', kind: FIX_ALL_KIND, edit: { changes: { [doc.uri]: edits } } });
  } else if (wants(CodeActionKind.QuickFix)) {
    const fixAll = fixAllQuickFix(ctx, actions);
    if (fixAll) actions.push(fixAll);
  }
  return actions;
}

/** What the client offers beyond LSP's code actions. */
export interface ActionOptions {
  /** It runs `uriLint.chooseHeading` and `uriLint.chooseFile` (a picker): "Choose a heading…" and "Choose a file…" are offered. */
  choose?: boolean;
}

/**
 * The actions of the fixes of the light bulb only (fixes/table.ts `LIGHT_BULB_FIXES`: a link's files, a fragment's
 * headings, the pickers), each computed by the rule that declares it, in menu order, over the document's link
 * and fragment contexts (worked out when a fix first asks). A run of fixes over the same subjects (`over`: the
 * references at hand, or the context's diagnostics) is computed subject by subject, one link's fixes together, over
 * the context's diagnostics of the codes they answer.
 */
function lightBulbActions(ctx: DocumentContext, refs: readonly AnalyzedReference[], diagnostics: readonly Diagnostic[], options: ActionOptions): CodeAction[] {
  let links: { context: LinkContext | undefined } | undefined;
  let fragments: FragmentContext | undefined;
  const inputs: DocumentFixInputs = {
    ctx, refs, diagnostics, choose: options.choose === true,
    links: () => (links ??= { context: linkContextOf(ctx) }).context,
    fragments: () => (fragments ??= fragmentContextOf(ctx)),
  };
  const actions: CodeAction[] = [];
  for (let first = 0; first < LIGHT_BULB_FIXES.length;) {
    const over = LIGHT_BULB_FIXES[first]!.over;
    let end = first + 1;
    while (end < LIGHT_BULB_FIXES.length && LIGHT_BULB_FIXES[end]!.over === over) end++;
    const run = LIGHT_BULB_FIXES.slice(first, end);
    // What the run's fixes can answer: the context's diagnostics of their codes (a select-all sends thousands of others).
    const codes = new Set<string>(run.flatMap((fix) => fix.codes));
    const answerable = diagnostics.filter((d) => d.source === SOURCE && typeof d.code === 'string' && codes.has(d.code));
    const subjects = over === 'reference' ? refs.map((ref): DocumentFixInputs => ({ ...inputs, refs: [ref], diagnostics: answerable }))
      : answerable.map((diagnostic): DocumentFixInputs => ({ ...inputs, diagnostics: [diagnostic] }));
    for (const subject of subjects) {
      for (const fix of run) actions.push(...fix.compute(subject));
    }
    first = end;
  }
  return actions;
}

/**
 * Fix all in the light bulb's menu (Ctrl+.), as vscode-eslint offers "Fix
 * all auto-fixable problems": a quick fix that applies what Fix all on save
 * applies (`source.fixAll.uriLint`), offered where a problem at hand is one
 * it fixes (a quick fix of it is part of Fix all), carrying those problems.
 * Not offered when it would do no more than that quick fix.
 */
/** Fix all's edits per analysis (a version) and settings: moving the cursor from problem to problem asks again each time. */
const fixAlls = new WeakMap<DocumentContext['analysis'], { settings: DocumentContext['settings']; edits: ReturnType<typeof computeFixAll> }>();

function fixAllOf(ctx: DocumentContext): ReturnType<typeof computeFixAll> {
  const known = fixAlls.get(ctx.analysis);
  if (known?.settings === ctx.settings) return known.edits;
  const edits = computeFixAll(ctx);
  fixAlls.set(ctx.analysis, { settings: ctx.settings, edits });
  return edits;
}

function fixAllQuickFix(ctx: DocumentContext, actions: readonly CodeAction[]): CodeAction | undefined {
  if (ctx.analysis.partial) return undefined;
  const quickFixes = actions.filter((a) => a.kind === CodeActionKind.QuickFix && a.diagnostics !== undefined);
  if (quickFixes.length === 0) return undefined;
  const edits = fixAllOf(ctx);
  if (edits.length === 0) return undefined;
  const uri = ctx.document.uri;
  const inFixAll = new Set(edits.map((e) => JSON.stringify(e)));
  const fixable = quickFixes.filter((a) => (a.edit?.changes?.[uri] ?? []).every((e) => inFixAll.has(JSON.stringify(e))));
  if (fixable.length === 0 || fixable.some((a) => a.edit?.changes?.[uri]?.length === edits.length)) return undefined;
  const diagnostics = [...new Set(fixable.flatMap((a) => a.diagnostics!))];
  return { title: FIX_ALL_IN_FILE, kind: CodeActionKind.QuickFix, diagnostics, edit: { changes: { [ctx.document.uri]: edits } } };
}

/** The title of Fix all in the quick-fix menu. */
export const FIX_ALL_IN_FILE = 'Fix all URI problems in file';

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

/** The most references of a range whose quick fixes one request computes. */
export const MAX_ACTION_REFERENCES = 1000;

/** A diagnostic of the request's context with its offsets. */
interface Placed {
  diagnostic: Diagnostic;
  start: number;
  end: number;
}

/** The context's diagnostics with their offsets, in order of start, so that a reference finds its own by binary search. */
function byOffset(doc: TextDocument, diagnostics: readonly Diagnostic[]): Placed[] {
  return diagnostics.map((diagnostic) => ({ diagnostic, start: doc.offsetAt(diagnostic.range.start), end: doc.offsetAt(diagnostic.range.end) }))
    .sort((a, b) => a.start - b.start);
}

/** The placed diagnostics that start inside `ref` (those it can enclose). */
function within(placed: readonly Placed[], ref: AnalyzedReference): Placed[] {
  const low = partitionPoint(placed.length, (i) => placed[i]!.start < ref.found.start);
  const out: Placed[] = [];
  for (let i = low; i < placed.length && placed[i]!.start <= ref.found.end; i++) out.push(placed[i]!);
  return out;
}

function toAction(fix: Fix, ref: AnalyzedReference, doc: TextDocument, diagnostics: readonly Placed[]): CodeAction {
  const answered = within(diagnostics, ref).filter((p) => answers(fix, ref, p)).map((p) => p.diagnostic);
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

/** True when the diagnostic is ours, of a code `fix` answers, and inside the fix's reference. */
function answers(fix: Fix, ref: AnalyzedReference, { diagnostic, start, end }: Placed): boolean {
  if (diagnostic.source !== SOURCE || typeof diagnostic.code !== 'string' || !(fix.codes as readonly string[]).includes(diagnostic.code)) return false;
  return encloses(ref.found, { start, end });
}
