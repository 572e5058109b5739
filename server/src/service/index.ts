/**
 * The language service's facade: what the command line, the LSP wiring, the
 * document store and the configuration loader use of it, and nothing more.
 * Pure features over a document context, with no connection, file system or
 * platform API, so the LSP server (Node or browser worker) and the command
 * line run the very same code. What tests, benches and scripts look at
 * beyond it (single rules, the anchors' readers, the caches) is in
 * `internal.ts`, which no layer above the service imports.
 * @packageDocumentation
 */
export { createLanguageService } from './languageService';
export type { LanguageService, ServiceOptions } from './languageService';
export type { DocumentContext } from './context';
export { analyzeText, analyzeTextInSlices, findBaseHref, referenceAt, shifted } from './analysis';
export type { Analysis, AnalyzedReference, OnError } from './analysis';
export type { ReferenceSpan, SuppressedDiagnostic } from './features/diagnostics';
export type { DirectiveKind } from './directives';
export { DEFAULT_BULK_FIXES } from './fixes/bulk';
export { CODES, defaultLevel, speaks } from './rules/index';
export { FIXES, FIX_IDS } from './fixes/table';
export { applyRefEdits } from './fixes/types';
export type { FixId } from './fixes/types';
export { levelOfSeverity, severityOf } from './severity';
export { docOffset } from './offsets';
export { exceedsSize, ignorePatternsOf, isServed } from './scope';
export { MAX_PATTERNS, MAX_REGEXES } from './ignorePatterns';
export { MAX_IGNORE_LINE, usableIgnoreRules } from './links/ignoreRules';
export { LiteralIndex, MAX_LOOSE } from './literalIndex';
export { Glob, splitAtWildcard, URI_GLOB } from './glob';
export type { GlobOptions } from './glob';
export type { Literals } from './literalIndex';
export { addTally, countFragmentFindings, demoted, emptyTally, failureNotice, folderVerdicts, isDemoted, noticeKey, systematicFailure, tallyLinks } from './evidence';
export { fragmentTarget, targetOfData } from './links/failedTarget';
export type { Demoted, FolderVerdict, LinkTally, SystematicFailure } from './evidence';
export { conventional, conventions, mayHaveShape, shapeMarkOf, shapeNote, shapeNotices } from './shapes';
export type { ShapeCount, ShapeMark } from './shapes';
export { installedFolder, uneditedByPath, uneditedByText, uneditedText } from './unedited';
export type { Unedited } from './unedited';
export { LinkFacts } from './links/facts';
export { scopedWorkspace } from './links/workspace';
export type { DirectoryEntry, FileAccess, FileKind, Workspace } from './links/workspace';
export { atOrBelowAny, folderKey, placeKey } from './links/target';
export type { LocalTarget } from './links/target';
export { LINKS_HREF } from './rules/links';
export type { JudgedLink } from './rules/types';
export { deferredFragmentOf } from './rules/fragments';
export { formatOf, judgeFragment, targetNameOf, TargetIndex } from './anchors/index';
export type { Anchor, SlugRules } from './anchors/index';
export { COMPLETION_TRIGGERS } from './features/completion';
export { prefixProblem, renameProblem, renameUrlEdits } from './features/renameUrl';
export type { RenameOutcome, RenameSkip, UrlEdit, UrlRename } from './features/renameUrl';
export { fragmentRangeOf, LinkIndex, LINK_INDEX_LIMITS, normalForm, rangeOf, targetUriOf } from './graph/linkIndex';
export type { AnchorRename } from './features/renameAnchor';
export type { IndexedLink } from './graph/linkIndex';
export { buildLinkIndex, isWalked, walkWorkspace } from './graph/build';
export type { BuildOptions, BuildResult, ListedFile, WalkOptions } from './graph/build';
export { fileMoveOf, moveLinkEdits, movedLinkText } from './features/moveLinks';
export type { DocumentMove, FileMove, MoveOptions } from './features/moveLinks';
