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
export type { LanguageService } from './languageService';
export type { DocumentContext } from './context';
export { analyzeText, analyzeTextInSlices, findBaseHref, referenceAt, shifted } from './analysis';
export type { Analysis, AnalyzedReference, OnError } from './analysis';
export type { SuppressedDiagnostic } from './features/diagnostics';
export type { DirectiveKind } from './directives';
export { DEFAULT_BULK_FIXES } from './fixes/bulk';
export { CODES, defaultLevel, speaks } from './rules/index';
export { FIXES, FIX_IDS } from './fixes/table';
export { applyRefEdits } from './fixes/types';
export type { FixId } from './fixes/types';
export { levelOfSeverity, severityOf } from './severity';
export { exceedsSize, ignorePatternsOf, isServed } from './scope';
export { MAX_PATTERNS, MAX_REGEXES } from './ignorePatterns';
export { addTally, countFragmentFindings, demoted, emptyTally, isDemoted } from './evidence';
export { weighFolders } from './rules/evidence';
export type { FolderNames, WeighedFolders } from './rules/evidence';
export type { FolderFinding } from './rules/types';
export { tallyLinks } from './features/tally';
export { targetOfData } from './links/failedTarget';
export type { Demoted, FolderVerdict, LinkTally, SystematicFailure } from './evidence';
export { conventional, conventions, mayHaveShape, shapeMarkOf, shapeNote, shapeNotices } from './shapes';
export type { ShapeCount, ShapeMark } from './shapes';
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
export type { UrlEdit, UrlRename } from './features/renameUrl';
export { LinkIndex, LINK_INDEX_LIMITS } from './graph/linkIndex';
export { buildLinkIndex, isWalked, walkWorkspace } from './graph/build';
export type { ListedFile } from './graph/build';
export { fileMoveOf, moveLinkEdits } from './features/moveLinks';
export type { FileMove } from './features/moveLinks';
