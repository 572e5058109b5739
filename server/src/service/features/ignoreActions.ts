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
import { UNUSED_DIRECTIVE } from '../rules/directives';

/**
 * The ignore actions `context` asks for: the quick fixes of its diagnostics,
 * and the source actions only when `context.only` names them (they read the
 * whole document). Kept apart from the fixes (codeActions.ts): they change
 * no URI, and an editor lists them after the fixes.
 */
export function computeIgnoreActions(ctx: DocumentContext, context: CodeActionContext): CodeAction[] {
  const wants = (kind: string) => !context.only || context.only.some((only) => kind === only || kind.startsWith(`${only}.`));
  const actions = wants(CodeActionKind.QuickFix) ? ignoreQuickFixes(ctx, context.diagnostics) : [];
  if (context.only && wants(IGNORE_ALL_KIND)) actions.push(...ignoreSourceActions(ctx, () => computeDiagnostics(ctx)));
  return actions;
}

/**
 * The ignore quick fixes of the diagnostics the client sent (ours, each code and line once); of the first
 * `MAX_ACTION_REFERENCES` only, as the fixes, and at most `MAX_IGNORED_LINES` lines: a select-all over
 * 150,000 problems must not block the server, and each place is checked by reading the edited document.
 */
export function ignoreQuickFixes(ctx: DocumentContext, diagnostics: readonly Diagnostic[]): CodeAction[] {
  const placed = placementsOf(ctx);
  const actions: CodeAction[] = [];
  const lines = new Set<string>();
  const files = new Set<string>();
  for (const d of diagnostics.slice(0, MAX_ACTION_REFERENCES)) {
    const code = ignorable(d);
    if (code === undefined) continue;
    const lineKey = `${code} ${d.range.start.line}`;
    if (!lines.has(lineKey) && lines.size < MAX_IGNORED_LINES) {
      lines.add(lineKey);
      const line = placed.onLine(ctx, code, d);
      if (line) actions.push(quickFix(`Ignore ${code} ${line.scope === 'block' ? 'in this block' : 'on this line'}`, ctx, line, d));
    }
    if (!files.has(code)) {
      files.add(code);
      const file = placed.inFile(ctx, code, d);
      if (file) actions.push(quickFix(`Ignore ${code} in this file`, ctx, file, d));
    }
  }
  return actions;
}

/** The most lines one request offers "Ignore … on this line" for: more is no menu anyone reads. */
export const MAX_IGNORED_LINES = 20;
/** The most findings of a code "Ignore every … problem, each where it is" writes a directive for; past it, the file's directive is offered alone. */
export const MAX_IGNORED_EACH = 100;

/**
 * Per code found in the document (`diagnostics`: all of them, asked when not known), "Ignore
 * every <code> problem, each on its line" and "Ignore <code> in this file" (titles in plain text: no Markdown).
 * Computed once per document version and settings.
 */
export function ignoreSourceActions(ctx: DocumentContext, diagnostics: () => readonly Diagnostic[]): CodeAction[] {
  const placed = placementsOf(ctx);
  if (placed.source?.settings === ctx.settings) return placed.source.actions;
  const byCode = new Map<string, Diagnostic[]>();
  for (const d of diagnostics()) {
    const code = ignorable(d);
    if (code === undefined) continue;
    const found = byCode.get(code);
    if (found) found.push(d);
    else byCode.set(code, [d]);
  }
  const actions: CodeAction[] = [];
  for (const [code, found] of byCode) {
    const edits = new Map<string, TextEdit>();
    for (const d of found.length <= MAX_IGNORED_EACH ? found : []) {
      // Two findings on one line, or in one block, place the same edits once.
      for (const edit of placed.onLine(ctx, code, d)?.edits ?? []) edits.set(JSON.stringify(edit), edit);
    }
    if (edits.size > 0) actions.push(sourceAction(`Ignore every ${code} problem in this file, each where it is`, ctx, [...edits.values()], found));
    const file = placed.inFile(ctx, code, found[0]!);
    if (file) actions.push(sourceAction(`Ignore ${code} in this file`, ctx, file.edits, found));
  }
  placed.source = { settings: ctx.settings, actions };
  return actions;
}

/**
 * The places found for directives in one version of a document, by code
 * and line: each is checked by reading the whole edited document, so a
 * light bulb asked again and again, or a menu opened twice, reads it once.
 */
class Placements {
  private readonly lines = new Map<string, Placement | undefined>();
  private readonly files = new Map<string, Placement | undefined>();
  source: { settings: DocumentContext['settings']; actions: CodeAction[] } | undefined;

  constructor(readonly version: number) {}

  onLine(ctx: DocumentContext, code: string, d: Diagnostic): Placement | undefined {
    const key = `${code} ${d.range.start.line}`;
    if (!this.lines.has(key)) this.lines.set(key, placeOnLine(ctx, ctx.document.offsetAt(d.range.start), code));
    return this.lines.get(key);
  }

  inFile(ctx: DocumentContext, code: string, d: Diagnostic): Placement | undefined {
    if (!this.files.has(code)) this.files.set(code, placeInFile(ctx, ctx.document.offsetAt(d.range.start), code));
    return this.files.get(code);
  }
}

/** One version's placements, by its analysis (a new version has a new one). */
const PLACEMENTS = new WeakMap<DocumentContext['analysis'], Placements>();

function placementsOf(ctx: DocumentContext): Placements {
  let placed = PLACEMENTS.get(ctx.analysis);
  if (!placed || placed.version !== ctx.document.version) PLACEMENTS.set(ctx.analysis, placed = new Placements(ctx.document.version));
  return placed;
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
