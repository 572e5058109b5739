/**
 * Diagnostics of a document: every rule family over every reference in
 * scope, mapped to exact document ranges, with the severity the settings
 * give each code (`off` drops it).
 */
import type { Diagnostic } from 'vscode-languageserver-types';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { Analysis, AnalyzedReference } from './analysis';
import { SOURCE, severityOf } from './codes';
import { textRange } from './offsets';
import { iriRule } from './rules/iri';
import { normalFormRule } from './rules/normalForm';
import { securityRule } from './rules/security';
import { syntaxRule } from './rules/syntax';
import type { Finding, Rule } from './rules/types';
import { userinfoRule } from './rules/userinfo';
import { isIgnored, isServed } from './scope';
import type { Settings } from './settings';

/** The rule families, in the order their findings are listed at equal positions. */
export const RULE_FAMILIES: readonly Rule[] = [syntaxRule, iriRule, userinfoRule, securityRule, normalFormRule];

/** The diagnostics of `analysis` (a scan of `doc`) under `settings`. */
export function computeDiagnostics(analysis: Analysis, settings: Settings, doc: TextDocument): Diagnostic[] {
  if (!isServed(analysis.languageId, settings)) return [];
  const diagnostics: Diagnostic[] = [];
  for (const ref of analysis.references) {
    if (isIgnored(ref, settings)) continue;
    for (const finding of findingsOf(ref, settings)) {
      const diagnostic = toDiagnostic(finding, ref, settings, doc);
      if (diagnostic) diagnostics.push(diagnostic);
    }
  }
  return diagnostics;
}

/** Every finding of one reference, in text order (stable across families at equal offsets). */
export function findingsOf(ref: AnalyzedReference, settings: Settings): Finding[] {
  const findings = RULE_FAMILIES.flatMap((rule) => rule(ref, settings));
  return findings.sort((a, b) => a.start - b.start);
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
