/**
 * Diagnostics through the document's inline directives (directives.ts): a
 * finding a directive names is not reported, and a directive that silences
 * nothing is (`unused-directive`, with the tag that greys it out), once
 * every finding of the document is known.
 */
import { DiagnosticTag } from 'vscode-languageserver-types';
import type { Diagnostic } from 'vscode-languageserver-types';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { DocumentContext } from '../context';
import { directivesOf } from '../directives';
import type { Directive, Directives } from '../directives';
import { CODES, DIRECTIVES_RULES } from '../rules/index';
import { UNUSED_DIRECTIVE } from '../rules/directives';
import type { DirectivesContext } from '../rules/types';
import { docsHref } from '../rules/docs';
import { SOURCE, severityOf } from '../severity';

/**
 * `diagnostics` (of the whole document, or of a part when `last` says
 * whether it is the last part) without what the directives silence, and,
 * with the last part, the unused directives, judged against `all()`: every
 * diagnostic of the document before directives.
 */
export function applyDirectives(ctx: DocumentContext, diagnostics: Diagnostic[], { last }: { last: boolean }, all: () => Diagnostic[]): Diagnostic[] {
  const { document, analysis } = ctx;
  const directives = directivesOf(analysis, document);
  if (directives.list.length === 0) return diagnostics;
  const kept = diagnostics.filter((d) => silencers(directives, d, document).length === 0);
  const unused = last ? unusedDirectives(ctx, directives, all()) : [];
  // In text order with the rest (a sort is stable), as a report lists them.
  return unused.length === 0 ? kept : [...kept, ...unused].sort((a, b) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character);
}

/** The directives that silence diagnostic `d`. */
export function silencers(directives: Directives, d: Diagnostic, document: TextDocument): Directive[] {
  if (typeof d.code !== 'string' || d.code === UNUSED_DIRECTIVE) return [];
  return directives.silencing(d.code, d.range.start.line, document.offsetAt(d.range.start));
}

/** The findings of the rules over directives (an unused one, an unknown code), judged against `all`: every diagnostic of the document before directives. */
function unusedDirectives({ document, settings }: DocumentContext, directives: Directives, all: readonly Diagnostic[]): Diagnostic[] {
  let used: Set<Directive> | undefined;
  const silences = (directive: Directive): boolean => {
    if (!used) {
      used = new Set<Directive>();
      for (const d of all) for (const by of silencers(directives, d, document)) used.add(by);
    }
    return used.has(directive);
  };
  const ctx: DirectivesContext = { settings, directives, silences, isCode: (code) => CODES.has(code) };
  const out: Diagnostic[] = [];
  for (const rule of DIRECTIVES_RULES) {
    for (const finding of rule.check(ctx)) {
      const severity = severityOf(finding.code, settings);
      if (severity === undefined) continue;
      out.push({
        range: { start: document.positionAt(finding.start), end: document.positionAt(finding.end) },
        severity,
        code: finding.code,
        codeDescription: { href: docsHref(finding.code) },
        source: SOURCE,
        message: finding.message,
        // A directive that does nothing, greyed out as unused code is.
        tags: [DiagnosticTag.Unnecessary],
      });
    }
  }
  return out;
}

/**
 * Whether directives silence every code a fix answers at a reference (its
 * start's line and offset): Fix all and `--fix` leave what the user silenced
 * alone, as ESLint does.
 */
export function silencedFix(ctx: DocumentContext, refStart: number): (codes: readonly string[]) => boolean {
  const directives = directivesOf(ctx.analysis, ctx.document);
  if (directives.list.length === 0) return () => false;
  const line = ctx.document.positionAt(refStart).line;
  return (codes) => codes.length > 0 && codes.every((code) => directives.silencing(code, line, refStart).length > 0);
}
