/**
 * Diagnostics of a document: every rule over every reference in scope,
 * mapped to exact document ranges, with the severity the settings give each
 * code (`off` drops it), less what inline directives silence (suppression.ts).
 */
import { DiagnosticSeverity } from 'vscode-languageserver-types';
import type { Diagnostic } from 'vscode-languageserver-types';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { Settings } from '../../contract/settings';
import { shifted } from '../analysis';
import type { AnalyzedReference } from '../analysis';
import type { DocumentContext } from '../context';
import { textRange } from '../../shared/offsets';
import { docsHref } from '../rules/docs';
import { findingsOf, WORKSPACE_RULES } from '../rules/index';
import type { Finding, WorkspaceContext } from '../rules/types';
import type { DocumentRenderer } from '../links/site';
import { withSafeMessages } from '@uri-lint/shared';
import { dataWithTarget } from '../links/failedTarget';
import { isIgnored } from '../scope';
import { visibleText } from '@uri-lint/shared';
import { SOURCE, severityOf } from '../severity';
import { directivesOf } from '../directives';
import type { Directive } from '../directives';
import { applyDirectives, silencers } from './suppression';
import { documentFacts } from './facts';

/** Which references to judge: the `[from, to)` of `analysis.references` (all by default). */
export interface ReferenceSpan {
  from: number;
  to: number;
}

/**
 * The diagnostics of the document, or of a span of its references (a huge
 * document is validated in parts; the span that reaches the last reference
 * also reports the directives that silence nothing).
 */
export function computeDiagnostics(ctx: DocumentContext, span?: ReferenceSpan): Diagnostic[] {
  const count = ctx.analysis.referenceCount;
  return applyDirectives(ctx, findingDiagnostics(ctx, span), { last: !span || span.to >= count }, () => findingDiagnostics(ctx));
}

/** A finding an inline directive silenced, with every directive that did (for reports, as ESLint's `suppressedMessages`). */
export interface SuppressedDiagnostic {
  diagnostic: Diagnostic;
  directives: Directive[];
}

/** The diagnostics of the document that its directives silence, in text order. */
export function computeSuppressed(ctx: DocumentContext): SuppressedDiagnostic[] {
  const directives = directivesOf(ctx.analysis, ctx.document);
  if (directives.list.length === 0) return [];
  const out: SuppressedDiagnostic[] = [];
  for (const diagnostic of findingDiagnostics(ctx)) {
    const by = silencers(directives, diagnostic, ctx.document);
    if (by.length > 0) out.push({ diagnostic, directives: by });
  }
  return out;
}

/**
 * The diagnostics of the findings, before directives: every rule over every
 * reference. The rules judged from a reference alone are asked once per
 * parse (`judged`); those judged from the workspace each time, over the
 * facts of this judging (features/facts.ts). Only the references with
 * findings are placed at their offsets: the others are judged as stored.
 */
function findingDiagnostics(ctx: DocumentContext, span?: ReferenceSpan): Diagnostic[] {
  const { document, analysis, settings } = ctx;
  const diagnostics: Diagnostic[] = [];
  const facts = documentFacts(ctx);
  // One context, moved from reference to reference: a rule reads it during its check only.
  const at: WorkspaceContext & { ref: AnalyzedReference; start: number } = { settings, ref: undefined!, start: 0, facts, testFile: facts.testFile };
  // The page's renderer and whether the document is a test file, for a rule over a reference alone that asks (worked
  // out once: the link context's renderer, the facts' test file).
  const page: Page = { asked: false, renderer: () => { page.asked = true; return facts.links?.renderer(); }, testFile: facts.testFile };
  const judge = (ref: AnalyzedReference, shift: number): void => {
    const own = judged(ref, settings, page);
    at.ref = ref;
    at.start = ref.found.start + shift;
    let fromWorkspace: Finding[] | undefined;
    for (const rule of REFERENCE_CHECKS) {
      const found = rule.check!(at);
      if (found.length > 0) (fromWorkspace ??= []).push(...found);
    }
    // A path or a fragment a message quotes may hold a password (`./alice:pw@host/a.md`): masked as every rule's are.
    const findings = fromWorkspace === undefined ? own : [...own, ...withSafeMessages(ref.found.text, ref.parsed, fromWorkspace)].sort((a, b) => a.start - b.start);
    if (findings.length === 0) return;
    const placed = shifted(ref, shift);
    for (const finding of findings) {
      const diagnostic = toDiagnostic(finding, placed, settings, document);
      if (diagnostic) diagnostics.push(diagnostic);
    }
  };
  analysis.forEachStored(judge, span?.from, span?.to);
  // The references rules read themselves (a schema's `$ref`s): judged with the last span.
  if (!span || span.to >= analysis.referenceCount) {
    const before = diagnostics.length;
    for (const rule of DOCUMENT_CHECKS) {
      for (const { ref, findings } of rule.checkDocument!(facts)) {
        for (const finding of withSafeMessages(ref.found.text, ref.parsed, findings)) {
          const diagnostic = toDiagnostic(finding, ref, settings, document);
          if (diagnostic) diagnostics.push(diagnostic);
        }
      }
    }
    if (diagnostics.length > before) diagnostics.sort((a, b) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character);
  }
  return diagnostics;
}

/** The rules that judge each reference from the workspace, and those that read references of their own. */
const REFERENCE_CHECKS = WORKSPACE_RULES.filter((rule) => rule.check !== undefined);
const DOCUMENT_CHECKS = WORKSPACE_RULES.filter((rule) => rule.checkDocument !== undefined);

/** What a reference was found to break, under the settings it was judged by (and whether its document was a test file, if asked). */
interface Judgement {
  settings: Settings;
  context: AnalyzedReference['found']['context'];
  testFile: boolean | undefined;
  findings: readonly Finding[];
}

/**
 * The findings of each parsed reference, kept while it lives: an edit moves
 * the references after it without parsing them again, so they are not
 * judged again either, and a document's diagnostics cost what its changed
 * references and its problems cost, not every reference it holds.
 */
const judgements = new WeakMap<AnalyzedReference['parsed'], Judgement>();

/**
 * The page's renderer as the rules over a reference alone ask for it, and whether one did since `asked` was cleared;
 * whether the document is a test file.
 */
interface Page {
  asked: boolean;
  renderer(): DocumentRenderer | undefined;
  testFile(): boolean;
}

/**
 * The findings of a reference (none when ignored), judged once per parse, context and settings; a reference whose
 * judging asked the page's renderer is judged again each time (the renderer may be learned, or change, meanwhile),
 * one whose judging asked whether its document is a test file again when the answer changes (a workspace folder added).
 */
function judged(ref: AnalyzedReference, settings: Settings, page: Page): readonly Finding[] {
  const known = judgements.get(ref.parsed);
  if (known && known.settings === settings && known.context === ref.found.context && (known.testFile === undefined || known.testFile === page.testFile())) {
    return known.findings;
  }
  page.asked = false;
  let testFile: boolean | undefined;
  const findings = isIgnored(ref, settings) ? [] : findingsOf(ref, settings, { renderer: page.renderer, testFile: () => (testFile = page.testFile()) });
  if (page.asked) judgements.delete(ref.parsed);
  else judgements.set(ref.parsed, { settings, context: ref.found.context, testFile, findings });
  return findings;
}

function toDiagnostic(finding: Finding, ref: AnalyzedReference, settings: Settings, doc: TextDocument): Diagnostic | undefined {
  let severity = severityOf(finding.code, settings);
  if (severity === undefined) return undefined;
  // A path or fragment a message quotes may hold control characters: shown, never acted on.
  let message = visibleText(finding.message);
  if (finding.atMostInformation !== undefined && severity < DiagnosticSeverity.Information) {
    severity = DiagnosticSeverity.Information;
    message += finding.atMostInformation;
  }
  return {
    range: textRange(doc, ref.found, finding.start, finding.end),
    severity,
    code: finding.code,
    codeDescription: { href: docsHref(finding.code) },
    source: SOURCE,
    message,
    // What the finding says is missing travels with it to where a folder's evidence is weighed (evidence.ts).
    ...(finding.data === undefined && finding.target === undefined ? {} : { data: dataWithTarget(finding.data, finding.target) }),
  };
}
