/**
 * Code actions: the quick fixes of the references under the cursor, and the
 * `source.fixAll.uriLint` action when asked for. Every edit stays inside
 * its reference's range, edits never overlap, and no fix is offered whose
 * result would not parse (fixes/).
 */
import { distance } from 'fastest-levenshtein';
import { partitionPoint } from '@uri-lint/shared';
import { CodeActionKind } from 'vscode-languageserver-types';
import type { CodeAction, CodeActionContext, Diagnostic, Range } from 'vscode-languageserver-types';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { FIX_ALL_KIND } from '../../contract/codeActionKinds';
import type { AnalyzedReference } from '../analysis';
import { referencesIn } from '../analysis';
import type { DocumentContext } from '../context';
import { fixesFor } from '../fixes/index';
import type { FragmentFixData } from '../rules/fragments';
import { toTextEdits } from '../fixes/textEdits';
import type { Fix } from '../fixes/types';
import { isIgnored } from '../scope';
import { SOURCE } from '../severity';
import { encloses } from '../spans';
import { computeFixAll } from './fixAll';
import { computeLinkActions } from './linkActions';

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
  const diagnostics = byOffset(doc, context.diagnostics);
  // A selection of a whole generated file (150,000 broken URIs) gets the fixes of its first references, as validation shows the first problems.
  const refs = wantsFixes ? referencesIn(analysis, start, end).slice(0, MAX_ACTION_REFERENCES).filter((ref) => !isIgnored(ref, settings)) : [];
  for (const ref of refs) {
    for (const fix of fixesFor(ref, settings)) {
      const action = toAction(fix, ref, doc, diagnostics);
      if (wants(action.kind!)) actions.push(action);
    }
  }
  if (wants(CodeActionKind.QuickFix)) actions.push(...computeLinkActions(ctx, refs, context.diagnostics));
  if (wants(CodeActionKind.QuickFix)) actions.push(...fragmentActions(doc, context.diagnostics));
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

/**
 * The quick fix of a missing fragment: the closest id its target has, which
 * judging found and left in the diagnostic's `data` (the target is another
 * file, whose anchors a code action does not read again).
 */
function fragmentActions(doc: TextDocument, diagnostics: readonly Diagnostic[]): CodeAction[] {
  const actions: CodeAction[] = [];
  for (const diagnostic of diagnostics) {
    if (diagnostic.source !== SOURCE || diagnostic.code !== 'link-missing-fragment') continue;
    const data = diagnostic.data as Partial<FragmentFixData> | undefined;
    if (typeof data?.fragmentFix !== 'string') continue;
    actions.push({
      title: `Link to "#${data.fragmentFix}"`,
      kind: CodeActionKind.QuickFix,
      diagnostics: [diagnostic],
      // Preferred (applied by "auto fix") only where the fragment is near-certainly a typo of it: another section's
      // id that merely looks alike would make the docs wrong.
      isPreferred: nearCertainTypo(doc.getText(diagnostic.range), data.fragmentFix),
      edit: { changes: { [doc.uri]: [{ range: diagnostic.range, newText: data.fragmentFix }] } },
    });
  }
  return actions;
}

/** An id's words, as a heading's slug joins them (`client-instances`: client, instances), in lower case. */
function wordsOf(id: string): string[] {
  let text = id;
  try {
    text = decodeURIComponent(id);
  } catch {
    // A malformed escape is compared as written.
  }
  return text.toLowerCase().split(/[-_.\s]+/).filter((word) => word !== '');
}

/**
 * Whether `fix` is near-certainly what `written` meant: the same words, in any order, or as many words, each the
 * same but for a slip of at most two characters in all (`instalation` → `installation`, `rocket-lauch` →
 * `rocket-launch`). A word more or less (`installation` → `installation-setup`) or another word
 * (`client-instances` → `request-instances`) is a different section: offered, not preferred.
 */
export function nearCertainTypo(written: string, fix: string): boolean {
  const a = wordsOf(written);
  const b = wordsOf(fix);
  if (a.length !== b.length || a.length === 0) return false;
  if ([...a].sort().join(' ') === [...b].sort().join(' ')) return true;
  let slips = 0;
  for (let i = 0; i < a.length; i++) slips += distance(a[i]!, b[i]!);
  return slips <= 2;
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
