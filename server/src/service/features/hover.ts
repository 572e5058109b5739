/**
 * The hover of a URI reference: what kind it is, its problems first, a
 * table of its components, its query parameters, its normal form when
 * different, and for a relative reference the target it resolves to
 * against the document's base. The password is never shown (§3.2.1).
 */
import { MarkupKind } from 'vscode-languageserver-types';
import type { Hover, Position } from 'vscode-languageserver-types';
import type { Settings } from '../../contract/settings';
import { referenceAt } from '../analysis';
import type { Analysis, AnalyzedReference } from '../analysis';
import type { DocumentContext } from '../context';
import { describeBase, documentBase, resolveAgainst } from '../documentBase';
import { iriToUri } from '../fixes/iri';
import { capped, codeClipped, escapeMarkdown, escapeSentence } from '../mdBuilder';
import { referenceRange } from '../offsets';
import { maskedComponents, maskPassword } from '../privacy';
import { findingsOf } from '../rules/index';
import { isIri } from '../rules/iri';
import { normalFormOf } from '../rules/normalForm';
import { isIgnored } from '../scope';
import { severityOf } from '../severity';
import { componentsTable, queryTable } from './hoverTable';
import { expressionsTable, templateTitle } from './hoverTemplate';

/** How the hover is built for a client. */
export interface HoverOptions {
  /**
   * List the reference's problems. VS Code shows the diagnostics of the
   * range above the hover already, so its client turns this off.
   */
  problems: boolean;
}

/** The hover at `position`, or null when no reference is there. */
export function computeHover({ document, analysis, settings }: DocumentContext, position: Position, options: HoverOptions): Hover | null {
  const offset = document.offsetAt(position);
  const ref = referenceAt(analysis, offset);
  if (!ref || offset >= ref.found.end) return null;
  if (ref.found.text.length > MAX_EXPLAINED) return tooLong(ref, document);
  // A template: its variables and where each goes; no normal form, URI form or target until it is filled in.
  const sections = ref.template ? [
    templateTitle(ref.template),
    options.problems ? problems(ref, settings) : undefined,
    expressionsTable(ref, ref.template),
    componentsTable(ref.found.text, ref.parsed),
  ] : [
    title(ref),
    options.problems ? problems(ref, settings) : undefined,
    componentsTable(ref.found.text, ref.parsed),
    queryTable(maskedComponents(ref.found.text, ref.parsed).query),
    asUri(ref),
    normalForm(ref),
    resolution(ref, analysis, settings, document.uri),
  ];
  return {
    contents: { kind: MarkupKind.Markdown, value: sections.filter((s): s is string => s !== undefined).join('\n\n') },
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

function asUri(ref: AnalyzedReference): string | undefined {
  const uri = iriToUri(ref);
  return uri === undefined ? undefined : `**As a URI:** ${codeClipped(maskPassword(uri))}`;
}

function normalForm(ref: AnalyzedReference): string | undefined {
  const normal = normalFormOf(ref);
  return normal === undefined ? undefined : `**Normal form** (RFC 3986 §6): ${codeClipped(maskPassword(normal))}`;
}

/** §5.2: the target of a relative reference, and which base it was resolved against. */
function resolution(ref: AnalyzedReference, analysis: Analysis, settings: Settings, documentUri: string): string | undefined {
  if (ref.parsed.kind !== 'relative-ref') return undefined;
  const iri = isIri(ref.parsed, ref.found.text);
  if (!ref.parsed.valid && !iri) return undefined;
  const base = documentBase(analysis, settings, documentUri);
  if (!base) return '**Resolves to:** unknown: the document has no base URI (set `uriLint.baseUri`).';
  const target = resolveAgainst(base, iri ? iriToUri(ref) ?? ref.found.text : ref.found.text);
  if (target === undefined) return undefined;
  return `**Resolves to:** ${codeClipped(maskPassword(target))} (against ${escapeMarkdown(describeBase(base))}, ${codeClipped(maskPassword(base.uri))})`;
}
