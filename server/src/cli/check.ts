/**
 * The command line's way into the rules: one text in, its problems (and
 * with `--fix` its fixed text) out, judged exactly as the editor judges
 * them. No connection, no document store: a text is scanned once, and once
 * more after a fix to report what is left.
 */
import { hash } from 'node:crypto';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { Diagnostic } from 'vscode-languageserver-types';
import type { Settings } from '../contract/settings';
import { createLanguageService } from '../service/index';
import { maskPassword, maskPasswordsIn, visibleText } from '@uri-lint/shared';
import { docsHref } from '../contract/index';
import type { Analysis, DirectiveKind, DocumentContext, LinkFacts, LinkTally, ShapeMark, SlugRules, SuppressedDiagnostic, UrlRename } from '../service/index';
import { unifiedDiff } from './diff';
import { fixText, renameText } from './fix';
import type { FixRequest } from './fix';
import type { AppliedFix, Problem, RenameSkipped, SuppressedProblem, SuppressionKind, TargetedProblem } from './report';

const {
  rules: { CODES, levelOfSeverity },
  anchors: { deferredFragmentOf },
  evidence: { emptyTally, tallyLinks, targetOfData },
  scope: { exceedsSize },
  shapes: { mayHaveShape, shapeMarksOf },
  analysis: { referenceAt },
} = createLanguageService();

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
  /** Fragments into other files left to the caller (`deferFragments`), in text order: fragments.ts settles them. */
  pending?: PendingFragment[];
  /** What its links came to (its missing fragments are counted from the final problems), when links are checked. */
  tally?: LinkTally;
  /** The shapes of its errors and warnings (service/shapes.ts), for the run's evidence of conventions. */
  shapes?: ShapeMark[];
  /** `rename-url`: the URIs that start with the prefix and were left alone. */
  renameSkipped?: RenameSkipped[];
}

/**
 * A fragment into another file that linting left to the caller: the problem
 * it becomes if it names nothing in its target, but for its message (the
 * verdict's) and its fingerprint (which hashes the message).
 */
export interface PendingFragment {
  at: Omit<Problem, 'message' | 'fingerprint'>;
  /** The target file, its place key (links/target.ts), the fragment as written (without `#`) and the slug rules its headings are read by. */
  uri: string;
  key: string | undefined;
  fragment: string;
  rules: SlugRules;
  /** Whether the renderer gives headings the ids of their `{#id}` (judge.ts). */
  explicitIds: boolean;
  /** Whether a heading is found by its text too, as a note vault's app finds it (judge.ts). */
  headingText?: boolean;
  /** What its finding says after the verdict's message, where it is information (rules/fragments.ts). */
  note?: string;
  /** Whether definition lists' terms have ids (judge.ts). */
  definitionTermIds?: boolean;
  /** Whether the fragment is compared in lower case (judge.ts). */
  caseless?: boolean;
  /** The levels of a notebook's headings MyST-NB ids (judge.ts). */
  mystHeadings?: number;
  /** What a miss its target gives as `{#id}` says after the message, as information (rules/fragments.ts `attributeNoteOf`). */
  attributeNote?: string;
  /** The reference's text, its password masked: the fingerprint's basis, as `toProblem` makes it. */
  reference: string;
  /** What its problem says is missing (the service's `Finding.target`), unless that would show a password. */
  target?: string;
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
  /**
   * Leave fragments into other files to the caller (`pending`): a run's
   * threads would each read every target file again; the main thread reads
   * each once. A file whose directives silence such a fragment is judged
   * whole here (whether a directive is used depends on the verdict).
   */
  deferFragments?: boolean;
  /** Tell the folders and files its links were judged from (`linkFolders`), for the cache. */
  traceLinks?: boolean;
}

/**
 * Lints `text` (a document of `languageId` at `uri`, shown as `displayPath`
 * in a diff) under `settings`; with `fix`, applies the fixes it asks for and
 * reports the problems left in the fixed text.
 */
export function lintText(text: string, target: LintTarget): LintResult {
  const { languageId, uri, settings, fix, displayPath = uri, files } = target;
  const report = (ctx: DocumentContext) => reportOf(ctx, target);
  if (exceedsSize(text, settings.maxFileSize)) return { references: 0, problems: [], suppressed: [], tooLarge: true };
  const ctx = contextOf(text, languageId, uri, settings, files);
  if (fix?.rename) return renamed(ctx, fix.rename, { diff: fix.diff }, displayPath);
  if (!fix) return report(ctx);
  const fixed = fixText(service, ctx, fix.types);
  if (fixed.fixes.length === 0) return report(ctx);
  const after = contextOf(fixed.text, languageId, uri, settings, files);
  const result = report(after);
  result.fixed = { text: fixed.text, fixes: fixed.fixes };
  if (fix.diff) result.fixed.diff = unifiedDiff(displayPath, ctx.analysis, after.analysis);
  return result;
}

/** `rename-url`'s result: the renamed text (and its diff), what was left alone; no problems, which are not its business. */
function renamed(ctx: DocumentContext, rename: UrlRename, { diff }: { diff: boolean }, displayPath: string): LintResult {
  const { text, fixes, skipped } = renameText(ctx, rename);
  const result: LintResult = { references: ctx.analysis.referenceCount, problems: [], suppressed: [], tooLarge: false };
  if (skipped.length > 0) result.renameSkipped = skipped;
  if (fixes.length === 0) return result;
  result.fixed = { text, fixes };
  if (diff) result.fixed.diff = unifiedDiff(displayPath, ctx.analysis, contextOf(text, ctx.document.languageId, ctx.document.uri, ctx.settings, undefined).analysis);
  return result;
}

function contextOf(text: string, languageId: string, uri: string, settings: Settings, files: LinkFacts | undefined): DocumentContext {
  const document = TextDocument.create(uri, languageId, 1, text);
  return { document, analysis: service.analyze(document), settings, ...(files ? { files } : {}), once: true };
}

/** What ESLint calls each kind of directive in a report (`disable` … `enable` is a range). */
const SUPPRESSION_KIND: Record<Exclude<DirectiveKind, 'enable'>, SuppressionKind> = {
  'disable-next-line': 'next-line', 'disable-line': 'line', disable: 'range', 'disable-file': 'file',
};

function reportOf(ctx: DocumentContext, { deferFragments = false, traceLinks = false }: LintTarget): LintResult {
  let diagnostics: Diagnostic[] = [];
  let suppressions: SuppressedDiagnostic[] = [];
  const judge = ({ defer }: { defer: boolean }) => {
    const anchors = ctx.files?.anchors;
    if (anchors) anchors.deferTargets = defer;
    try {
      diagnostics = service.diagnostics(ctx);
      suppressions = service.suppressed(ctx);
    } finally {
      if (anchors) anchors.deferTargets = false;
    }
  };
  const judgeAll = () => {
    judge({ defer: deferFragments });
    // A directive silences a fragment left to the caller: whether it is used depends on the verdict, so judge it here.
    if (deferFragments && suppressions.some((s) => deferredFragmentOf(s.diagnostic.data))) judge({ defer: false });
  };
  const linkFolders = ctx.files && traceLinks ? ctx.files.traced(judgeAll) : (judgeAll(), undefined);
  const pending: PendingFragment[] = [];
  if (deferFragments) {
    diagnostics = diagnostics.filter((d) => {
      const deferred = deferredFragmentOf(d.data);
      if (deferred) {
        const target = targetOfData(d.data);
        pending.push({ at: placeOf(d), ...deferred, reference: referenceTextAt(ctx.analysis, ctx.document.offsetAt(d.range.start)), ...(target === undefined ? {} : { target }) });
      }
      return !deferred;
    });
  }
  const reported = diagnostics.map((d) => ({ d, by: undefined as SuppressedDiagnostic['directives'] | undefined }));
  const silenced = suppressions.map(({ diagnostic, directives }) => ({ d: diagnostic, by: directives }));
  // Fingerprints count repeats over both in text order, so silencing one finding leaves the others' fingerprints as they were.
  const all = silenced.length === 0 ? reported : [...reported, ...silenced].sort((a, b) => a.d.range.start.line - b.d.range.start.line || a.d.range.start.character - b.d.range.start.character);
  const seen = new Map<string, number>();
  const problems: Problem[] = [];
  const suppressed: SuppressedProblem[] = [];
  const shapes: ShapeMark[] = [];
  for (const { d, by } of all) {
    const problem = toProblem(d, ctx, seen);
    if (!by) {
      shapes.push(...shapeMarksOfProblem(d, problem, ctx));
      problems.push(problem);
    }
    else suppressed.push({ ...problem, suppressions: by.map((directive) => ({ kind: SUPPRESSION_KIND[directive.kind as Exclude<DirectiveKind, 'enable'>], justification: maskPasswordsIn(directive.reason ?? '') })) });
  }
  return {
    references: ctx.analysis.references.length, problems, suppressed, tooLarge: false,
    ...(linkFolders && linkFolders.size > 0 ? { linkFolders } : {}), ...(pending.length > 0 ? { pending } : {}),
    ...(ctx.files && ctx.settings.linksCheckFiles ? { tally: shared(tallyLinks(ctx)) } : {}), ...(shapes.length > 0 ? { shapes } : {}),
  };
}

/**
 * The tally of a document whose links counted nothing (most documents): one shared, frozen tally. A tally of its own
 * for each, a dozen empty objects, lasted the whole run (the evidence is weighed at its end): over the benchmark
 * tree's 10,000 files some 7 MB, copied by every young collection until promoted. The run only reads a file's tally
 * (cli/evidence.ts counts its fragments into a copy), and the cache stores the same JSON.
 */
function shared(tally: LinkTally): LinkTally {
  for (const value of Object.values(tally)) {
    if (typeof value === 'number' ? value !== 0 : !isEmptyRecord(value)) return tally;
  }
  return NOTHING_COUNTED;
}

function isEmptyRecord(record: Readonly<Record<string, number>>): boolean {
  for (const key in record) if (Object.prototype.hasOwnProperty.call(record, key)) return false;
  return true;
}

/** The tally of a document whose links counted nothing: `emptyTally()`'s, frozen to the last record. */
const NOTHING_COUNTED: LinkTally = (() => {
  const tally = emptyTally();
  for (const value of Object.values(tally)) if (typeof value === 'object') Object.freeze(value);
  return Object.freeze(tally);
})();

/** The shape of an error or warning (service/shapes.ts), by its fingerprint, when it has one. */
function shapeMarksOfProblem(d: Diagnostic, problem: Problem, { document, analysis }: DocumentContext): ShapeMark[] {
  if ((problem.severity !== 'error' && problem.severity !== 'warning') || !mayHaveShape(problem.code)) return [];
  const start = document.offsetAt(d.range.start);
  return shapeMarksOf(problem.fingerprint, problem.code, analysis.text.slice(start, document.offsetAt(d.range.end)), analysis, start);
}

function toProblem(d: Diagnostic, { document, analysis }: DocumentContext, seen: Map<string, number>): TargetedProblem {
  return problemAt(placeOf(d), d.message, referenceTextAt(analysis, document.offsetAt(d.range.start)), seen, targetOfData(d.data));
}

/**
 * The problem at `at` with `message`, its fingerprint counted in `seen` (its fields in the report's order), and what
 * it says is missing (`target`), kept for the run's evidence.
 */
export function problemAt(at: PendingFragment['at'], message: string, reference: string, seen: Map<string, number>, target: string | undefined): TargetedProblem {
  const { line, column, endLine, endColumn, severity, code, href, docs } = at;
  // As the service's diagnostics show them: a fragment a message quotes cannot act on a terminal.
  const shown = visibleText(message);
  return {
    line, column, endLine, endColumn, severity, code, message: shown, href, ...(docs ? { docs } : {}), fingerprint: fingerprintOf(code, shown, reference, seen),
    ...(target === undefined ? {} : { target }),
  };
}

/** Where a diagnostic is and what it is, in the report's terms (1-based positions). */
function placeOf(d: Diagnostic): Omit<Problem, 'message' | 'fingerprint'> {
  return {
    line: d.range.start.line + 1,
    column: d.range.start.character + 1,
    endLine: d.range.end.line + 1,
    endColumn: d.range.end.character + 1,
    severity: levelOfSeverity(d.severity),
    code: String(d.code),
    // The editor links a code to its page; the report keeps the RFC section its rule declares beside that page.
    ...hrefsOf(String(d.code), d.codeDescription?.href),
  };
}

/**
 * A problem's fingerprint: its code, message and reference text (password
 * masked), and how many problems of the file had the same before it in text
 * order (`seen` counts them), hashed.
 */
function fingerprintOf(code: string, message: string, reference: string, seen: Map<string, number>): string {
  const basis = `${code}\0${message}\0${reference}`;
  const occurrence = seen.get(basis) ?? 0;
  seen.set(basis, occurrence + 1);
  // One-shot: a report of thousands of problems makes no hash object for each.
  return hash('sha256', `${basis}\0${occurrence}`).slice(0, 32);
}

/** The text of the reference at `offset`, its password masked (a fingerprint must not be a password's hash). */
function referenceTextAt(analysis: Analysis, offset: number): string {
  const ref = referenceAt(analysis, offset);
  return ref ? maskPassword(ref.found.text, ref.parsed) : '';
}

/** A problem's RFC link and page: the declared code's, or the link the diagnostic carries (a directive's). */
function hrefsOf(code: string, href: string | undefined): { href: string; docs?: string } {
  const info = CODES.get(code);
  return info ? { href: info.href, docs: docsHref(code) } : { href: href ?? '' };
}
