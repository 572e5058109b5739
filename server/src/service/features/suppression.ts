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
import { CODES } from '../rules/index';
import { docsHref } from '../rules/docs';
import { SOURCE, severityOf } from '../severity';

/** The code of a directive that silences nothing; no directive silences it. */
export const UNUSED_DIRECTIVE = 'unused-directive';

/**
 * `diagnostics` (of the whole document, or of a part when `last` says
 * whether it is the last part) without what the directives silence, and,
 * with the last part, the unused directives, judged against `all()`: every
 * diagnostic of the document before directives.
 */
export function applyDirectives(ctx: DocumentContext, diagnostics: Diagnostic[], last: boolean, all: () => Diagnostic[]): Diagnostic[] {
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

/** A diagnostic for each directive that silences none of `all`, or names a code that does not exist. */
function unusedDirectives({ document, settings }: DocumentContext, directives: Directives, all: readonly Diagnostic[]): Diagnostic[] {
  const severity = severityOf(UNUSED_DIRECTIVE, settings);
  if (severity === undefined) return [];
  const used = new Set<Directive>();
  for (const d of all) for (const directive of silencers(directives, d, document)) used.add(directive);
  const out: Diagnostic[] = [];
  for (const directive of directives.list) {
    const message = problemOf(directive, directive.kind === 'enable' ? !directives.idleEnables.has(directive) : used.has(directive));
    if (message === undefined) continue;
    out.push({
      range: { start: document.positionAt(directive.start), end: document.positionAt(directive.end) },
      severity,
      code: UNUSED_DIRECTIVE,
      codeDescription: { href: docsHref(UNUSED_DIRECTIVE) },
      source: SOURCE,
      message,
      tags: [DiagnosticTag.Unnecessary],
    });
  }
  return out;
}

const WHERE: Record<Directive['kind'], string> = {
  'disable-next-line': 'on the next line',
  'disable-line': 'on this line',
  'disable-file': 'in this file',
  disable: 'after it',
  enable: '',
};

/** What is wrong with a directive, or undefined when it did its work. */
function problemOf(directive: Directive, used: boolean): string | undefined {
  const unknown = [...new Set(directive.codes.filter((code) => !CODES.has(code) || code === UNUSED_DIRECTIVE))];
  if (unknown.length > 0) {
    const list = listed(unknown.map((code) => `"${code.length > MAX_CODE_SHOWN ? `${code.slice(0, MAX_CODE_SHOWN)}…` : code}"`), ', ');
    return `${list} ${unknown.length === 1 ? 'is not a URI Lint code' : 'are not URI Lint codes'}: the directive silences nothing under ${unknown.length === 1 ? 'it' : 'them'}.`;
  }
  if (used) return undefined;
  const what = directive.codes.length === 0 ? 'URI' : listed([...new Set(directive.codes)], ' or ');
  if (directive.kind === 'enable') return `Unused directive: ${directive.codes.length === 0 ? 'nothing is' : `${what} is not`} disabled here to enable.`;
  return `Unused directive: no ${what} problem ${WHERE[directive.kind]} to silence.`;
}

/** The most codes a message names, and the most characters of an unknown one it shows: a directive can name thousands. */
const MAX_CODES_SHOWN = 5;
const MAX_CODE_SHOWN = 64;

/** `items` joined, the first few only and how many more. */
function listed(items: readonly string[], separator: string): string {
  if (items.length <= MAX_CODES_SHOWN) return items.join(separator);
  return `${items.slice(0, MAX_CODES_SHOWN).join(separator)} and ${items.length - MAX_CODES_SHOWN} more`;
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
