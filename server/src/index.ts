/**
 * `@uri-lint/server`: the language service (every feature as pure functions
 * over a document and its settings), the settings definition and the
 * incremental document store, for the command line and other hosts. The LSP
 * wiring is `startServer` (./server), started by ./main for Node.
 * @packageDocumentation
 */
export { createLanguageService } from './languageService';
export type { LanguageService } from './languageService';
export { analyzeDocument, analyzeText } from './analysis';
export type { Analysis, AnalyzedReference } from './analysis';
export { DEFAULT_SETTINGS, SETTINGS_SECTION, SETTING_DEFINITIONS, SEVERITY_LEVELS, resolveSettings } from './settings';
export type { Settings, SettingDefinition, SeverityLevel } from './settings';
export { ChunkedDocument, DocumentStore, reanalyze, utf8Length } from './documents';
export type { Analyzer, DocumentState, OffsetEdit } from './documents';
export { FIX_ALL_KIND } from './codeActions';
export { COMMANDS, NORMALIZE_ALL_COMMAND } from './commands';
