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
import type { ActionOptions } from './linkActions';
import { fragmentContextOf } from './facts';
import { CHOOSE_HEADING_COMMAND } from '../../contract/commands';
import type { ChooseHeadingArguments } from '../../contract/commands';
import type { Anchor } from '../anchors/types';
import { targetNameOf, THIS_FILE } from '../anchors/judge';
import type { TargetIndex } from '../anchors/targetIndex';
import { encodeFragment, explicitIdsOf, fragmentTargetOf, headingRulesOf, isOwnFragment, ownIndex } from '../rules/fragments';

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
  if (wants(CodeActionKind.QuickFix)) actions.push(...computeLinkActions(ctx, refs, context.diagnostics, options));
  if (wants(CodeActionKind.QuickFix)) actions.push(...fragmentActions(ctx, refs, context.diagnostics, options));
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

export type { ActionOptions } from './linkActions';

/** The most headings offered as fixes of one missing fragment beside the closest (the picker lists them all). */
const MAX_RANKED = 5;

/**
 * The quick fixes of a missing fragment: the closest id its target has, which judging found and left in the
 * diagnostic's `data` (preferred only when it is near-certainly a typo); then the target's other headings that
 * share a word with the fragment, most words first; then "Choose a heading…", which lists every heading of the
 * target in a picker (when the client has one). The target's headings are those known already (judging read them).
 */
function fragmentActions(ctx: DocumentContext, refs: readonly AnalyzedReference[], diagnostics: readonly Diagnostic[], options: ActionOptions): CodeAction[] {
  const doc = ctx.document;
  const actions: CodeAction[] = [];
  for (const diagnostic of diagnostics) {
    if (diagnostic.source !== SOURCE || diagnostic.code !== 'link-missing-fragment') continue;
    const written = doc.getText(diagnostic.range);
    const data = diagnostic.data as Partial<FragmentFixData> | undefined;
    const closest = typeof data?.fragmentFix === 'string' ? data.fragmentFix : undefined;
    const linkTo = (id: string, preferred: boolean): CodeAction => ({
      title: `Link to "#${id}"`,
      kind: CodeActionKind.QuickFix,
      diagnostics: [diagnostic],
      isPreferred: preferred,
      edit: { changes: { [doc.uri]: [{ range: diagnostic.range, newText: id }] } },
    });
    // Preferred (applied by "auto fix") only where the fragment is near-certainly a typo of it: another section's
    // id that merely looks alike would make the docs wrong.
    if (closest !== undefined) actions.push(linkTo(closest, nearCertainTypo(written, closest)));
    const offset = doc.offsetAt(diagnostic.range.start);
    const ref = refs.find((r) => encloses(r.found, { start: offset, end: doc.offsetAt(diagnostic.range.end) }));
    const target = ref && fragmentTargetIndex(ctx, ref);
    if (!target) continue;
    const ids = target.anchors.map((anchor) => ({ anchor, id: encodeFragment(anchor.id) }));
    for (const { id } of rankedBySharedWords(written, ids, closest)) {
      actions.push(linkTo(id, false));
    }
    if (options.choose && ids.length > 0) {
      const args: ChooseHeadingArguments = {
        uri: doc.uri,
        fragment: written,
        target: target.name,
        items: ids.map(({ anchor, id }) => ({
          label: anchor.text ?? `#${anchor.id}`,
          description: anchor.text === undefined ? `line ${anchor.line + 1}` : `#${id}`,
          edits: [{ range: diagnostic.range, newText: id }],
        })),
      };
      actions.push({
        title: 'Choose a heading…',
        kind: CodeActionKind.QuickFix,
        diagnostics: [diagnostic],
        command: { title: 'Choose a heading…', command: CHOOSE_HEADING_COMMAND, arguments: [args] },
      });
    }
  }
  return actions;
}

/**
 * The anchors a missing fragment of `ref` may have meant, in the target's order, and how a message names the
 * target: the document's own, or those of the file it links to when known already (judging read them). Only
 * where a fragment names a heading or an id (Markdown, HTML, AsciiDoc, a notebook), not a line or a JSON Pointer.
 */
function fragmentTargetIndex(ctx: DocumentContext, ref: AnalyzedReference): { anchors: readonly Anchor[]; name: string } | undefined {
  const fragments = fragmentContextOf(ctx);
  const rules = headingRulesOf(fragments);
  let index: TargetIndex | null | undefined;
  let name = THIS_FILE;
  if (isOwnFragment(ref)) {
    if (ctx.analysis.base !== undefined) return undefined;
    index = ownIndex(ctx.document, ctx.settings, rules);
  } else {
    const uri = fragments.links && fragmentTargetOf(ref, fragments.links);
    if (uri === undefined) return undefined;
    index = ctx.files?.anchors.known(uri, rules);
    name = targetNameOf(uri);
  }
  if (!index || !ANCHOR_FORMATS.has(index.format)) return undefined;
  const explicitIds = explicitIdsOf(fragments) || index.format !== 'markdown';
  return { anchors: index.anchors().filter((a) => a.kind !== 'alias' && (explicitIds || a.kind !== 'explicit')), name };
}

/** The formats whose fragments name headings and ids. */
const ANCHOR_FORMATS: ReadonlySet<string> = new Set(['markdown', 'html', 'asciidoc', 'notebook']);

/**
 * The ids that share a word with `written`, most shared words first, then the fewest edits apart, then in the
 * target's order; at most `MAX_RANKED`, `except` (offered already) left out.
 */
export function rankedBySharedWords<T extends { id: string }>(written: string, ids: readonly T[], except?: string): T[] {
  const wanted = new Set(wordsOf(written));
  const lower = written.toLowerCase();
  const scored: { item: T; shared: number; edits: number; order: number }[] = [];
  const seen = new Set<string>();
  ids.forEach((item, order) => {
    if (item.id === except || item.id === written || seen.has(item.id)) return;
    seen.add(item.id);
    const shared = new Set(wordsOf(item.id).filter((word) => wanted.has(word))).size;
    if (shared > 0) scored.push({ item, shared, edits: distance(lower, item.id.toLowerCase()), order });
  });
  return scored.sort((a, b) => b.shared - a.shared || a.edits - b.edits || a.order - b.order).slice(0, MAX_RANKED).map((s) => s.item);
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
