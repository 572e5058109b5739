/**
 * The hover of a URI reference: what kind it is, its problems first, the
 * components present, its URI form and normal form when they differ from
 * the text, and for a relative reference the target it would resolve to
 * against the document's base. The password is never shown (§3.2.1).
 */
import { MarkupKind } from 'vscode-languageserver-types';
import type { Hover, Position } from 'vscode-languageserver-types';
import type { Settings } from '../../contract/settings';
import { referenceAt } from '../analysis';
import type { AnalyzedReference } from '../analysis';
import { linkStatusOf } from './linkStatus';
import type { DocumentContext } from '../context';
import { describeBase, documentBase, resolveAgainst } from '../documentBase';
import { iriToUri } from '../rules/iri';
import { capped, codeClipped, escapeMarkdown, escapeSentence, paragraph } from '../mdBuilder';
import { referenceRange } from '../../shared/offsets';
import { maskPassword, maskResolved } from '@uri-lint/shared';
import { findingsOf } from '../rules/index';
import { isIri } from '../rules/iri';
import { normalFormOf } from '../rules/normalForm';
import { isIgnored } from '../scope';
import { severityOf } from '../severity';
import { componentLines } from './hoverComponents';
import { expressionLines, templateTitle } from './hoverTemplate';

/** How the hover is built for a client. */
export interface HoverOptions {
  /**
   * List the reference's problems. VS Code shows the diagnostics of the
   * range above the hover already, so its client turns this off.
   */
  problems: boolean;
}

/**
 * The hover at `position`, or null when no reference is there. It is kept
 * to a few lines: VS Code shows at most about 250 px of a hover before it
 * scrolls, and the range's problems and quick-fix row come first there.
 */
export function computeHover(ctx: DocumentContext, position: Position, options: HoverOptions): Hover | null {
  const { document, analysis, settings } = ctx;
  const offset = document.offsetAt(position);
  const ref = referenceAt(analysis, offset);
  if (!ref || offset >= ref.found.end) return null;
  if (ref.found.text.length > MAX_EXPLAINED) return tooLong(ref, document);
  // A scheme with a syntax of its own (a container image reference): what it is, not RFC 3986's components of it.
  const [heading, lines] = ref.found.ownSyntax !== undefined ? [
    ownSyntaxTitle(ref.found.text),
    [`${escapeSentence(ref.found.ownSyntax.charAt(0).toUpperCase() + ref.found.ownSyntax.slice(1))}: a syntax of its own, not RFC 3986's, so it is not checked as a URI.`],
  ] : ref.template ? [
    templateTitle(ref.template),
    [...expressionLines(ref, ref.template), ...componentLines(ref.found.text, ref.parsed)],
  ] : [
    title(ref),
    [...componentLines(ref.found.text, ref.parsed), asUri(ref), normalForm(ref), resolution(ref, ctx)],
  ];
  const list = options.problems ? problems(ref, settings) : undefined;
  const body = paragraph(lines.filter((s): s is string => s !== undefined));
  return {
    contents: { kind: MarkupKind.Markdown, value: list === undefined ? paragraph([heading, body]) : `${heading}\n\n${list}\n\n${body}` },
    range: referenceRange(document, ref.found),
  };
}

/**
 * The longest reference a hover explains, in UTF-16 units: a table of a
 * 15 MB reference (a data: URI, a minified line read as one) takes seconds
 * to build and nobody can read it.
 */
export const MAX_EXPLAINED = 65_536;

function tooLong(ref: AnalyzedReference, document: DocumentContext['document']): Hover {
  const length = ref.found.text.length.toLocaleString('en');
  return {
    contents: { kind: MarkupKind.Markdown, value: `${title(ref)}\n\n${length} characters: too long to explain here (the hover explains references of up to 65,536).` },
    range: referenceRange(document, ref.found),
  };
}

/** The title of a reference whose scheme has a syntax of its own: `**docker: reference**`; `**:/ resource path**` (Qt's, no scheme). */
function ownSyntaxTitle(text: string): string {
  if (text.charCodeAt(0) === 0x3a) return '**:/ resource path**';
  return `**${escapeMarkdown(text.slice(0, text.indexOf(':') + 1))} reference**`;
}

function title(ref: AnalyzedReference): string {
  const { parsed, found } = ref;
  const relative = parsed.kind === 'relative-ref';
  if (parsed.valid) return relative ? '**Relative reference**' : '**URI**';
  if (isIri(parsed, found.text)) return relative ? '**Relative IRI reference** (RFC 3987)' : '**IRI** (RFC 3987)';
  return relative ? '**Invalid relative reference**' : '**Invalid URI**';
}

/** Most distinct problems a hover lists. */
const MAX_PROBLEMS = 8;

/** The problems the diagnostics report for this reference (settings applied), as a list. */
function problems(ref: AnalyzedReference, settings: Settings): string | undefined {
  if (isIgnored(ref, settings)) return undefined;
  const findings = findingsOf(ref, settings).filter((f) => severityOf(f.code, settings) !== undefined);
  if (findings.length === 0) return undefined;
  // The same problem many times over (`|` after `|` in a query) is one line with its count.
  const counts = new Map<string, number>();
  for (const f of findings) {
    const line = `- ${escapeSentence(f.message)} ([${f.code}](${f.href}))`;
    counts.set(line, (counts.get(line) ?? 0) + 1);
  }
  const lines = [...counts].map(([line, n]) => (n > 1 ? `${line} ×${n}` : line));
  return capped(lines, MAX_PROBLEMS, (n) => `- … and ${n} more`).join('\n');
}

/** Longest value a line of its own shows whole (two lines of the hover). */
const MAX_LINE_VALUE = 120;

function asUri(ref: AnalyzedReference): string | undefined {
  const uri = iriToUri(ref);
  return uri === undefined ? undefined : `**As a URI:** ${codeClipped(maskPassword(uri), MAX_LINE_VALUE)}`;
}

function normalForm(ref: AnalyzedReference): string | undefined {
  const normal = normalFormOf(ref);
  return normal === undefined ? undefined : `**Normal form** (RFC 3986 §6): ${codeClipped(maskPassword(normal), MAX_LINE_VALUE)}`;
}

/**
 * §5.2: the target of a relative reference, and which base it was resolved
 * against. "Resolves to" only when its file is known to be there (as the link
 * checks know it); "would resolve to" otherwise, with "not found" when it is known
 * not to be, so the hover never states a target the editor says is missing.
 */
function resolution(ref: AnalyzedReference, ctx: DocumentContext): string | undefined {
  if (ref.parsed.kind !== 'relative-ref') return undefined;
  const iri = isIri(ref.parsed, ref.found.text);
  if (!ref.parsed.valid && !iri) return undefined;
  const base = documentBase(ctx.analysis, ctx.settings, ctx.document.uri);
  if (!base) return '**Would resolve to:** unknown: the document has no base URI (set `uriLint.baseUri`).';
  const target = resolveAgainst(base, iri ? iriToUri(ref) ?? ref.found.text : ref.found.text);
  if (target === undefined) return undefined;
  // Against the document's own URI, the base is the file the reader has open; any other is worth naming.
  const against = base.source === 'document' ? '' : `, ${codeClipped(maskPassword(base.uri), MAX_LINE_VALUE)}`;
  const where = `${codeClipped(maskResolved(target, ref.found.text, ref.parsed), MAX_LINE_VALUE)} (against ${escapeMarkdown(describeBase(base))}${against})`;
  const status = linkStatusOf(ctx, ref)?.status;
  if (status === 'exists') return `**Resolves to** ${where}`;
  if (status === 'missing') return `**Would resolve to** ${where}: no such file in the workspace`;
  if (status === 'case-mismatch') return `**Would resolve to** ${where}: the file there is spelled in another letter case`;
  return `**Would resolve to** ${where}`;
}
