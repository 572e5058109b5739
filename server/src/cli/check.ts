/**
 * The command line's way into the rules: one text in, its problems (and
 * with `--fix` its fixed text) out, judged exactly as the editor judges
 * them. No connection, no document store: a text is scanned once, and once
 * more after a fix to report what is left.
 */
import { createHash } from 'node:crypto';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { Diagnostic } from 'vscode-languageserver-types';
import type { Settings } from '../contract/settings';
import { createLanguageService, exceedsSize, levelOfSeverity, maskPassword, referenceAt } from '../service/index';
import type { Analysis, DirectiveKind, DocumentContext, LinkFacts, SuppressedDiagnostic } from '../service/index';
import { unifiedDiff } from './diff';
import { fixText } from './fix';
import type { FixRequest } from './fix';
import type { AppliedFix, Problem, SuppressedProblem, SuppressionKind } from './report';

const service = createLanguageService();

/** What linting one text found, in the command line's terms. */
export interface LintResult {
  references: number;
  problems: Problem[];
  /** The problems inline directives silenced, with the directives' kinds and reasons. */
  suppressed: SuppressedProblem[];
  tooLarge: boolean;
  /** The folders (URIs) whose listings judged the text's links to files. */
  linkFolders?: Set<string>;
  /** With a fix request, when fixes applied: the new text, what changed and (for a dry run) the diff. */
  fixed?: { text: string; fixes: AppliedFix[]; diff?: string };
}

/** What `lintText` lints a text as. */
export interface LintTarget {
  /** Its language id. */
  languageId: string;
  /** Its document URI. */
  uri: string;
  settings: Settings;
  /** Fixes to apply; then the problems left in the fixed text are reported. */
  fix?: FixRequest;
  /** Its name in a diff (default `uri`). */
  displayPath?: string;
  /** What is known of the workspace's files: links to files are checked against them. None, they are not. */
  files?: LinkFacts;
}

/**
 * Lints `text` (a document of `languageId` at `uri`, shown as `displayPath`
 * in a diff) under `settings`; with `fix`, applies the fixes it asks for and
 * reports the problems left in the fixed text.
 */
export function lintText(text: string, { languageId, uri, settings, fix, displayPath = uri, files }: LintTarget): LintResult {
  if (exceedsSize(text, settings.maxFileSize)) return { references: 0, problems: [], suppressed: [], tooLarge: true };
  const ctx = contextOf(text, languageId, uri, settings, files);
  if (!fix) return report(ctx);
  const fixed = fixText(service, ctx, fix.types);
  if (fixed.fixes.length === 0) return report(ctx);
  const after = contextOf(fixed.text, languageId, uri, settings, files);
  const result = report(after);
  result.fixed = { text: fixed.text, fixes: fixed.fixes };
  if (fix.diff) result.fixed.diff = unifiedDiff(displayPath, ctx.analysis, after.analysis);
  return result;
}

function contextOf(text: string, languageId: string, uri: string, settings: Settings, files: LinkFacts | undefined): DocumentContext {
  const document = TextDocument.create(uri, languageId, 1, text);
  return { document, analysis: service.analyze(document), settings, ...(files ? { files } : {}) };
}

/** What ESLint calls each kind of directive in a report (`disable` … `enable` is a range). */
const SUPPRESSION_KIND: Record<Exclude<DirectiveKind, 'enable'>, SuppressionKind> = {
  'disable-next-line': 'next-line', 'disable-line': 'line', disable: 'range', 'disable-file': 'file',
};

function report(ctx: DocumentContext): LintResult {
  let diagnostics: Diagnostic[] = [];
  let suppressions: SuppressedDiagnostic[] = [];
  const judge = () => {
    diagnostics = service.diagnostics(ctx);
    suppressions = service.suppressed(ctx);
  };
  const linkFolders = ctx.files ? ctx.files.traced(judge) : (judge(), undefined);
  const reported = diagnostics.map((d) => ({ d, by: undefined as SuppressedDiagnostic['directives'] | undefined }));
  const silenced = suppressions.map(({ diagnostic, directives }) => ({ d: diagnostic, by: directives }));
  // Fingerprints count repeats over both in text order, so silencing one finding leaves the others' fingerprints as they were.
  const all = silenced.length === 0 ? reported : [...reported, ...silenced].sort((a, b) => a.d.range.start.line - b.d.range.start.line || a.d.range.start.character - b.d.range.start.character);
  const seen = new Map<string, number>();
  const problems: Problem[] = [];
  const suppressed: SuppressedProblem[] = [];
  for (const { d, by } of all) {
    const problem = toProblem(d, ctx, seen);
    if (!by) problems.push(problem);
    else suppressed.push({ ...problem, suppressions: by.map((directive) => ({ kind: SUPPRESSION_KIND[directive.kind as Exclude<DirectiveKind, 'enable'>], justification: directive.reason ?? '' })) });
  }
  return { references: ctx.analysis.references.length, problems, suppressed, tooLarge: false, ...(linkFolders && linkFolders.size > 0 ? { linkFolders } : {}) };
}

function toProblem(d: Diagnostic, { document, analysis }: DocumentContext, seen: Map<string, number>): Problem {
  const code = String(d.code);
  const basis = `${code}\0${d.message}\0${referenceTextAt(analysis, document.offsetAt(d.range.start))}`;
  const occurrence = seen.get(basis) ?? 0;
  seen.set(basis, occurrence + 1);
  return {
    line: d.range.start.line + 1,
    column: d.range.start.character + 1,
    endLine: d.range.end.line + 1,
    endColumn: d.range.end.character + 1,
    severity: levelOfSeverity(d.severity),
    code,
    message: d.message,
    href: d.codeDescription?.href ?? '',
    fingerprint: createHash('sha256').update(`${basis}\0${occurrence}`).digest('hex').slice(0, 32),
  };
}

/** The text of the reference at `offset`, its password masked (a fingerprint must not be a password's hash). */
function referenceTextAt(analysis: Analysis, offset: number): string {
  const ref = referenceAt(analysis, offset);
  return ref ? maskPassword(ref.found.text, ref.parsed) : '';
}
