/**
 * The language service's facade: what the command line, the LSP wiring, the
 * document store and the configuration loader use of it, and nothing more:
 * `createLanguageService`, whose object holds every feature and the groups
 * of what those layers use beyond a document's features (`analysis`,
 * `rules`, `scope`, `evidence`, `shapes`, `workspace`, `anchors`, `edits`),
 * and the types they name: each type here is imported by one of those layers
 * (or by a platform's files, `FileAccess`). No other value, and no type nobody
 * above names: test/layers.test.ts holds it so.
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
export type { Analysis, AnalyzedReference, OnError } from './analysis';
export type { SuppressedDiagnostic } from './features/diagnostics';
export type { DirectiveKind } from './directives';
export type { FixId } from './fixes/types';
export type { WeighedFolders } from './rules/evidence';
export type { FolderFinding } from './rules/types';
export type { Demoted, LinkTally } from './evidence';
export type { ShapeCount, ShapeMark } from './shapes';
export type { DirectoryEntry, FileAccess, FileKind, Workspace } from './links/workspace';
export type { LocalTarget } from './links/target';
export type { LinkFacts } from './links/facts';
export type { LinkIndex } from './graph/linkIndex';
export type { JudgedLink } from './rules/types';
export type { Anchor, SlugRules } from './anchors/index';
export type { UrlEdit, UrlRename } from './features/renameUrl';
export type { ListedFile } from './graph/build';
export type { FileMove } from './features/moveLinks';
