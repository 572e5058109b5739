/**
 * The language service: the one composition root of every feature, over one
 * analysis per document version, with no connection. The LSP wiring and the
 * command line use it alike. Whether a document is served at all
 * (`uriLint.enable`, `uriLint.languages`) is decided here, once, for every
 * feature.
 */
import type { CodeAction, CodeActionContext, CompletionItem, CompletionList, Diagnostic, DocumentHighlight, DocumentLink, Hover, Location, Position, Range, TextEdit } from 'vscode-languageserver-types';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { analyzeDocument, analyzeText, analyzeTextInSlices, findBaseHref, referenceAt, shifted } from './analysis';
import type { Analysis } from './analysis';
import type { PendingFacts } from './rules/types';
import type { LocalTarget } from './links/target';
import type { DocumentContext } from './context';
import { computeCodeActions } from './features/codeActions';
import type { ActionOptions } from './features/codeActions';
import { computeCompletion } from './features/completion';
import type { CompletionOptions } from './features/completion';
import { computeDiagnostics, computeSuppressed } from './features/diagnostics';
import { pendingFacts } from './features/facts';
import type { ReferenceSpan, SuppressedDiagnostic } from './features/diagnostics';
import { computeBulkFix, computeFixAll, computeNormalizeAll } from './features/fixAll';
import type { BulkFix } from './features/fixAll';
import type { FixId } from './fixes/types';
import { computeHover } from './features/hover';
import { computeIgnoreActions } from './features/ignoreActions';
import type { HoverOptions } from './features/hover';
import { computeLinks } from './features/links';
import type { LinkOptions } from './features/links';
import { consoleLogger, describeError } from '../contract/logger';
import type { Logger } from '../contract/logger';
import { exceedsSize, ignorePatternsOf, isServed } from './scope';
import { computeFileReferences, computeHighlights, computeReferences, referencesPending } from './features/references';
import { prepareAnchorRename, renameAnchor, renamePending } from './features/renameAnchor';
import type { AnchorRename } from './features/renameAnchor';
import { DEFAULT_BULK_FIXES } from './fixes/bulk';
import { CODES, defaultLevel, speaks } from './rules/index';
import { FIXES, FIX_IDS } from './fixes/table';
import { applyRefEdits } from './fixes/types';
import { levelOfSeverity, severityOf } from './severity';
import { MAX_PATTERNS, MAX_REGEXES } from './ignorePatterns';
import { addTally, countFragmentFindings, demoted, emptyTally, isDemoted } from './evidence';
import { weighFolders } from './rules/evidence';
import { tallyLinks } from './features/tally';
import { targetOfData } from './links/failedTarget';
import { conventional, conventions, mayHaveShape, shapeMarksOf, shapeNote, shapeNotices } from './shapes';
import { LinkFacts } from './links/facts';
import { scopedWorkspace } from './links/workspace';
import { atOrBelowAny, folderKey, placeKey } from './links/target';
import { deferredFragmentOf } from './rules/fragments';
import { formatOf, judgeFragment, targetNameOf, TargetIndex } from './anchors/index';
import { COMPLETION_TRIGGERS } from './features/completion';
import { prefixProblem, renameProblem, renameUrlEdits } from './features/renameUrl';
import { LinkIndex, LINK_INDEX_LIMITS } from './graph/linkIndex';
import { buildLinkIndex, isWalked, walkWorkspace } from './graph/build';
import { fileMoveOf, moveLinkEdits } from './features/moveLinks';

/*
 * What the layers above use of the service beyond the features of one document: groups of functions over plain data
 * and the workspace's facts. Constant: every service holds the same objects, which depend on no option, so a module
 * that is handed no service takes them from any (`const { emptyTally } = createLanguageService().evidence`).
 */

/** A text's scan apart from a document (the document store's scans and re-scans), and the references of a scan. */
export const ANALYSIS = { analyzeText, analyzeTextInSlices, findBaseHref, referenceAt, shifted } as const;
/** The rules' and fixes' tables, and severities: what the configuration's schema, the reports and `--fix` name. */
export const RULE_TABLES = { CODES, defaultLevel, speaks, FIXES, FIX_IDS, DEFAULT_BULK_FIXES, levelOfSeverity, severityOf } as const;
/** Which documents and references are served (`uriLint.enable`, `uriLint.languages`, sizes, `uriLint.ignorePatterns`). */
export const SCOPE = { isServed, exceedsSize, ignorePatternsOf, MAX_PATTERNS, MAX_REGEXES } as const;
/** The evidence that a folder's links fail systematically: a document's tally, their sums, the verdicts and notices. */
export const EVIDENCE = { tallyLinks, emptyTally, addTally, countFragmentFindings, demoted, isDemoted, weighFolders, targetOfData } as const;
/** The evidence that a syntax finding is a convention of the repository's text. */
export const SHAPES = { mayHaveShape, shapeMarksOf, conventions, conventional, shapeNote, shapeNotices } as const;
/** The workspace's facts (its files and folders, by `LinkFacts`), its walk and its index of links. */
export const WORKSPACE = { LinkFacts, scopedWorkspace, atOrBelowAny, folderKey, placeKey, LinkIndex, LINK_INDEX_LIMITS, buildLinkIndex, isWalked, walkWorkspace } as const;
/** A target file's anchors, and a fragment judged against them (the command line's fragments into other files). */
export const ANCHORS = { TargetIndex, formatOf, judgeFragment, targetNameOf, deferredFragmentOf } as const;
/** Edits across files: a URL prefix renamed, a file moved, and edits applied to a text. */
export const EDITS = { renameProblem, prefixProblem, renameUrlEdits, fileMoveOf, moveLinkEdits, applyRefEdits } as const;

/** The features of URI Lint over a scanned document. Each takes the document's context first. */
export interface LanguageService {
  /**
   * The analysis of `doc`: `previous` when it is the scan of this very
   * version, else a full scan. Incremental re-scans of edits are the
   * document store's job (documents/).
   */
  analyze(doc: TextDocument, previous?: Analysis): Analysis;
  /** The document's diagnostics; of a span of its references only, when given. */
  diagnostics(ctx: DocumentContext, span?: ReferenceSpan): Diagnostic[];
  /** The findings the document's inline directives silence, each with those directives (their kinds and reasons). */
  suppressed(ctx: DocumentContext): SuppressedDiagnostic[];
  hover(ctx: DocumentContext, position: Position): Hover | null;
  codeActions(ctx: DocumentContext, range: Range, context: CodeActionContext): CodeAction[];
  /** The actions that write directives silencing the context's diagnostics (and, asked for, every finding of a code). */
  ignoreActions(ctx: DocumentContext, context: CodeActionContext): CodeAction[];
  links(ctx: DocumentContext): DocumentLink[];
  /** The edits of `source.fixAll.uriLint`. */
  fixAll(ctx: DocumentContext): TextEdit[];
  /**
   * Bulk fixing, the policy of Fix all: the fixes `uriLint.fixAll.fixes`
   * selects, or exactly `fixes` (`uri-lint --fix-type`), with what was applied.
   */
  bulkFix(ctx: DocumentContext, fixes?: readonly FixId[]): BulkFix;
  /** The edits of the `uriLint.normalizeAll` command. */
  normalizeAll(ctx: DocumentContext): TextEdit[];
  /**
   * What the rules need of the workspace for the document's references (of
   * a span of them, when given) and `ctx.files` may not know yet
   * (features/facts.ts): the targets of its links to files, each once with
   * what is known of each (those without a `walk` are not known yet:
   * `ctx.files.ensure` them), and the files whose anchors its fragments
   * name and that are not known yet (`ctx.files.anchors.ensure` each); then
   * judge the document again. Empty without `ctx.files` or when off.
   */
  pending(ctx: DocumentContext, span?: ReferenceSpan): PendingFacts;
  /**
   * Completions inside a reference being typed: folder entries after `/`,
   * anchors after `#` (features/completion.ts). Asks `ctx.files` for what it
   * does not know; never rejects (a failure is logged and answers none).
   */
  completion(ctx: DocumentContext, position: Position): Promise<CompletionItem[] | CompletionList>;
  /**
   * textDocument/references over the workspace's index of links (features/references.ts): on a heading or an id,
   * every link to it; on a link, every link to the same target; on a URI, every equal one by its §6 normal form.
   */
  references(ctx: DocumentContext, position: Position, index: LinkIndex, context: { includeDeclaration: boolean }): Location[];
  /** textDocument/documentHighlight: the same target's links in this document, and its declaration. */
  highlights(ctx: DocumentContext, position: Position, index: LinkIndex): DocumentHighlight[];
  /**
   * The places to learn first, so that references, highlights and a rename at `position` see the links written as a
   * site's page URL (features/references.ts); none when known. "Find file references" asks the index's
   * `pagesPending` of its file.
   */
  referencesPending(ctx: DocumentContext, position: Position, index: LinkIndex): LocalTarget[];
  /** Every link of the index to a file ("Find file references"). */
  fileReferences(uri: string, index: LinkIndex): Location[];
  /** What a rename at `position` would rename (a heading, an id, a member `$ref`s name), or undefined (features/renameAnchor.ts). */
  prepareRename(ctx: DocumentContext, position: Position): { range: Range; placeholder: string } | undefined;
  /** The folders to learn first, so that a heading's new id is its site's (features/renameAnchor.ts); none when known. */
  renamePending(ctx: DocumentContext): LocalTarget[];
  /** The edits renaming it, in every file of the index whose links name it, or why the rename is refused. */
  rename(ctx: DocumentContext, position: Position, newName: string, index: LinkIndex): AnchorRename;
  /** The characters that ask for completion (the server's capability). */
  readonly completionTriggers: typeof COMPLETION_TRIGGERS;
  readonly analysis: typeof ANALYSIS;
  readonly rules: typeof RULE_TABLES;
  readonly scope: typeof SCOPE;
  readonly evidence: typeof EVIDENCE;
  readonly shapes: typeof SHAPES;
  readonly workspace: typeof WORKSPACE;
  readonly anchors: typeof ANCHORS;
  readonly edits: typeof EDITS;
}

/** Options of `createLanguageService`, fixed for the life of a client. */
export interface ServiceOptions {
  /** Hovers list the reference's problems (default true); see `HoverOptions`. */
  hoverProblems?: boolean;
  /**
   * No links and no completion where VS Code's Markdown extension links and
   * completes (default false); see `LinkOptions` and `CompletionOptions`.
   */
  vscodeMarkdownLinks?: boolean;
  /** The client runs the pickers "Choose a heading…" and "Choose a file…" offer (default false); see `ActionOptions`. */
  chooseCommands?: boolean;
  /** Where failures are told (default the console's error stream). */
  logger?: Logger;
}

/** Creates the language service. It holds no state: every call reads its arguments only. */
export function createLanguageService(options: ServiceOptions = {}): LanguageService {
  const hover: HoverOptions = { problems: options.hoverProblems ?? true };
  const linkOptions: LinkOptions = { skipVsCodeMarkdown: options.vscodeMarkdownLinks ?? false };
  const completionOptions: CompletionOptions = { leaveVsCodeMarkdown: options.vscodeMarkdownLinks ?? false };
  const actionOptions: ActionOptions = { choose: options.chooseCommands ?? false };
  const logger = options.logger ?? consoleLogger;
  return {
    analyze: (doc, previous) =>
      previous && previous.uri === doc.uri && previous.version === doc.version ? previous : analyzeDocument(doc, (error) =>
        logger.error(`URI Lint: finding the URIs of ${doc.uri} failed; it is read as having none: ${describeError(error)}`)),
    diagnostics: (ctx, span) => (served(ctx) ? computeDiagnostics(ctx, span) : []),
    suppressed: (ctx) => (served(ctx) ? computeSuppressed(ctx) : []),
    hover: (ctx, position) => (served(ctx) ? computeHover(ctx, position, hover) : null),
    codeActions: (ctx, range, context) => (served(ctx) ? computeCodeActions(ctx, range, context, actionOptions) : []),
    ignoreActions: (ctx, context) => (served(ctx) ? computeIgnoreActions(ctx, context) : []),
    links: (ctx) => (served(ctx) ? computeLinks(ctx, linkOptions) : []),
    fixAll: (ctx) => (served(ctx) ? computeFixAll(ctx) : []),
    bulkFix: (ctx, fixes) => (served(ctx) ? computeBulkFix(ctx, fixes) : { edits: [], applied: [] }),
    normalizeAll: (ctx) => (served(ctx) ? computeNormalizeAll(ctx) : []),
    pending: (ctx, span) => (served(ctx) ? pendingFacts(ctx, span) : { targets: [], anchors: [] }),
    references: (ctx, position, index, context) => (served(ctx) ? computeReferences(ctx, position, index, context) : []),
    highlights: (ctx, position, index) => (served(ctx) ? computeHighlights(ctx, position, index) : []),
    referencesPending: (ctx, position, index) => (served(ctx) ? referencesPending(ctx, position, index) : []),
    fileReferences: (uri, index) => computeFileReferences(uri, index),
    prepareRename: (ctx, position) => (served(ctx) ? prepareAnchorRename(ctx, position) : undefined),
    renamePending: (ctx) => (served(ctx) ? renamePending(ctx) : []),
    rename: (ctx, position, newName, index) => (served(ctx) ? renameAnchor(ctx, position, newName, index) : { problem: 'URI Lint does not check this document.' }),
    completion: (ctx, position) => (served(ctx) ? computeCompletion(ctx, position, completionOptions) : Promise.resolve([])).catch((error: unknown) => {
      logger.error(`URI Lint: completion in ${ctx.document.uri} failed: ${describeError(error)}`);
      return [];
    }),
    completionTriggers: COMPLETION_TRIGGERS,
    analysis: ANALYSIS,
    rules: RULE_TABLES,
    scope: SCOPE,
    evidence: EVIDENCE,
    shapes: SHAPES,
    workspace: WORKSPACE,
    anchors: ANCHORS,
    edits: EDITS,
  };
}

function served(ctx: DocumentContext): boolean {
  return isServed(ctx.analysis.languageId, ctx.settings);
}
