/**
 * Diagnostics of a document: every rule over every reference in scope,
 * mapped to exact document ranges, with the severity the settings give each
 * code (`off` drops it).
 */
import type { Diagnostic } from 'vscode-languageserver-types';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { Settings } from '../../contract/settings';
import type { AnalyzedReference } from '../analysis';
import type { DocumentContext } from '../context';
import { textRange } from '../offsets';
import { findingsOf } from '../rules/index';
import type { Finding } from '../rules/types';
import { isIgnored } from '../scope';
import { SOURCE, severityOf } from '../severity';

/** The diagnostics of the document. */
export function computeDiagnostics({ document, analysis, settings }: DocumentContext): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const ref of analysis.references) {
    if (isIgnored(ref, settings)) continue;
    for (const finding of findingsOf(ref, settings)) {
      const diagnostic = toDiagnostic(finding, ref, settings, document);
      if (diagnostic) diagnostics.push(diagnostic);
    }
  }
  return diagnostics;
}

function toDiagnostic(finding: Finding, ref: AnalyzedReference, settings: Settings, doc: TextDocument): Diagnostic | undefined {
  const severity = severityOf(finding.code, settings);
  if (severity === undefined) return undefined;
  return {
    range: textRange(doc, ref.found, finding.start, finding.end),
    severity,
    code: finding.code,
    codeDescription: { href: finding.href },
    source: SOURCE,
    message: finding.message,
  };
}
