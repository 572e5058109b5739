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
import { textRange } from '../offsets';
import { docsHref } from '../rules/docs';
import { findingsOf } from '../rules/index';
import type { Finding } from '../rules/types';
import { withSafeMessages } from '../privacy';
import { isIgnored } from '../scope';
import { visibleText } from '../unicode';
import { SOURCE, severityOf } from '../severity';
import { directivesOf } from '../directives';
import type { Directive } from '../directives';
import { applyDirectives, silencers } from './suppression';
import { fragmentFindings } from '../rules/fragments';
import type { FragmentContext } from '../rules/fragments';
import { judgeLink, linkFindings, wrappedUrlFindings } from '../rules/links';
import { schemaRefFragmentFindings, schemaRefsOf } from '../rules/schemaRefs';
import type { LinkContext } from '../rules/links';
import { targetScope } from '../links/target';
import { rendersElsewhere, TEMPLATE_SNIFF } from '../links/rendered';
import { inertLink } from '../links/inert';

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
  return applyDirectives(ctx, findingDiagnostics(ctx, span), !span || span.to >= count, () => findingDiagnostics(ctx));
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
 * The diagnostics of the findings, before directives. Only the references
 * with findings are placed at their offsets: the others are judged as stored.
 */
function findingDiagnostics(ctx: DocumentContext, span?: ReferenceSpan): Diagnostic[] {
  const { document, analysis, settings } = ctx;
  const diagnostics: Diagnostic[] = [];
  const links = linkContextOf(ctx);
  const fragments = fragmentContextOf(ctx, links);
  // A code turned off costs nothing: its targets are not walked, its files not read for their anchors.
  const judgeFiles = links && (severityOf('link-missing-file', settings) !== undefined || severityOf('link-case-mismatch', settings) !== undefined);
  // `uriLint.links.checkFiles` (`--no-links`) turns off every link check: fragments of the page itself too.
  const judgeAnchors = settings.checkLinks && severityOf('link-missing-fragment', settings) !== undefined;
  const hasMappings = Object.keys(settings.linkMappings).length > 0;
  // A URL in a second pair of parentheses is a mistake in the link's syntax, whatever the workspace holds.
  const wrapped = !judgeFiles && settings.checkLinks && severityOf('link-missing-file', settings) !== undefined;
  const judge = (ref: AnalyzedReference, shift: number): void => {
    const own = judged(ref, settings);
    // Links and fragments are judged each time: their findings follow the files and the headings, not the parse.
    const inert = (judgeFiles || judgeAnchors) && (mayLink(ref) || hasMappings) ? inertLink(ref, ref.found.start + shift, analysis, document) : undefined;
    const ignored = isIgnored(ref, settings) || inert === 'comment' || inert === 'namespace';
    // Its target, worked out once for both.
    const link = links && !ignored && (judgeFiles || judgeAnchors) ? judgeLink(ref, links) : null;
    const onFiles = judgeFiles && !ignored ? linkFindings(ref, links, link) : wrapped && !ignored ? wrappedUrlFindings(ref) : [];
    const onAnchors = judgeAnchors && !ignored ? fragmentFindings(ref, fragments, link) : [];
    // A path or a fragment a message quotes may hold a password (`./alice:pw@host/a.md`): masked as every rule's are.
    const onLinks: readonly Finding[] = onFiles.length === 0 && onAnchors.length === 0 ? [] : withSafeMessages(ref.found.text, ref.parsed, [...onFiles, ...onAnchors]);
    const findings = onLinks.length === 0 ? own : [...own, ...onLinks].sort((a, b) => a.start - b.start);
    if (findings.length === 0) return;
    const placed = shifted(ref, shift);
    for (const finding of findings) {
      const diagnostic = toDiagnostic(finding, placed, settings, document);
      if (!diagnostic) continue;
      // A definition nothing uses renders nothing, a schema location is a hint: a missing target is worth a word, not a warning.
      if ((inert === 'unused-definition' || inert === 'schema-location') && onLinks.includes(finding)
        && diagnostic.severity! < DiagnosticSeverity.Information) {
        diagnostic.severity = DiagnosticSeverity.Information;
        diagnostic.message += inert === 'schema-location' ? ' (A schema location is a hint a parser may resolve from its catalog.)' : ' (No link uses this definition.)';
      }
      diagnostics.push(diagnostic);
    }
  };
  analysis.forEachStored(judge, span?.from, span?.to);
  // The fragments of a JSON or YAML document's `$ref`s: judged with the last span.
  if (judgeAnchors && (!span || span.to >= analysis.referenceCount)) {
    const before = diagnostics.length;
    for (const schemaRef of schemaRefsOf(document, settings)) {
      // Their files are the finder's and the links rule's (find/refs.ts); their fragments are judged here, as JSON Schema reads them.
      for (const finding of withSafeMessages(schemaRef.ref.found.text, schemaRef.ref.parsed, schemaRefFragmentFindings(schemaRef, fragments))) {
        const diagnostic = toDiagnostic(finding, schemaRef.ref, settings, document);
        if (diagnostic) diagnostics.push(diagnostic);
      }
    }
    if (diagnostics.length > before) diagnostics.sort((a, b) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character);
  }
  return diagnostics;
}

/** What judging the document's links needs, when the platform has a workspace and link checking is on. */
export function linkContextOf({ document, analysis, settings, files, once }: DocumentContext): LinkContext | undefined {
  if (!files || !settings.checkLinks) return undefined;
  const folders = files.workspace.folders();
  if (folders.length === 0) return undefined;
  const rendered = rendersElsewhere(analysis, () => document.getText({ start: { line: 0, character: 0 }, end: document.positionAt(TEMPLATE_SNIFF) }));
  return { scope: targetScope(folders, document.uri, analysis, settings, rendered, once, files.caches), facts: files };
}

/** What judging the document's fragments needs: its own text, and the files' anchors when the platform has a workspace. */
export function fragmentContextOf(ctx: DocumentContext, links = linkContextOf(ctx)): FragmentContext {
  return { document: ctx.document, hasBase: ctx.analysis.base !== undefined, settings: ctx.settings, links, anchors: ctx.files?.anchors };
}

/** Whether a reference may be judged as a link (relative, `file:`, mapped, or a fragment): the inert test is spared the others. */
function mayLink(ref: AnalyzedReference): boolean {
  return ref.parsed.kind === 'relative-ref' || ref.parsed.ranges.fragment !== undefined || ref.parsed.components.scheme?.toLowerCase() === 'file'
    || ref.found.context === 'markdown-definition' || ref.found.context === 'html-attribute';
}

/** What a reference was found to break, under the settings it was judged by. */
interface Judgement {
  settings: Settings;
  context: AnalyzedReference['found']['context'];
  findings: readonly Finding[];
}

/**
 * The findings of each parsed reference, kept while it lives: an edit moves
 * the references after it without parsing them again, so they are not
 * judged again either, and a document's diagnostics cost what its changed
 * references and its problems cost, not every reference it holds.
 */
const judgements = new WeakMap<AnalyzedReference['parsed'], Judgement>();

/** The findings of a reference (none when ignored), judged once per parse, context and settings. */
function judged(ref: AnalyzedReference, settings: Settings): readonly Finding[] {
  const known = judgements.get(ref.parsed);
  if (known && known.settings === settings && known.context === ref.found.context) return known.findings;
  const findings = isIgnored(ref, settings) ? [] : findingsOf(ref, settings);
  judgements.set(ref.parsed, { settings, context: ref.found.context, findings });
  return findings;
}

function toDiagnostic(finding: Finding, ref: AnalyzedReference, settings: Settings, doc: TextDocument): Diagnostic | undefined {
  const severity = severityOf(finding.code, settings);
  if (severity === undefined) return undefined;
  return {
    range: textRange(doc, ref.found, finding.start, finding.end),
    severity,
    code: finding.code,
    codeDescription: { href: docsHref(finding.code) },
    source: SOURCE,
    // A path or fragment a message quotes may hold control characters: shown, never acted on.
    message: visibleText(finding.message),
    ...(finding.data === undefined ? {} : { data: finding.data }),
  };
}
