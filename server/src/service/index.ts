/**
 * The language service layer: pure features over a document context, with
 * no connection, file system or platform API, so the LSP server (Node or
 * browser worker) and the command line run the very same code.
 * @packageDocumentation
 */
export { createLanguageService } from './languageService';
export type { LanguageService, ServiceOptions } from './languageService';
export type { DocumentContext } from './context';
export { analyzeDocument, analyzeText, findBaseHref, referenceAt, referencesIn } from './analysis';
export type { Analysis, AnalyzedReference } from './analysis';
export { computeDiagnostics } from './features/diagnostics';
export type { ReferenceSpan } from './features/diagnostics';
export { computeHover } from './features/hover';
export type { HoverOptions } from './features/hover';
export { computeCodeActions } from './features/codeActions';
export { computeFixAll, computeNormalizeAll } from './features/fixAll';
export { computeLinks, CODE_SCHEMES } from './features/links';
export { ALL_CODES, CODES, RULES, defaultLevel, findingsOf, levelOf } from './rules/index';
export type { DiagnosticCode } from './rules/index';
export type { CodeInfo, Finding, Rule } from './rules/types';
export { SOURCE, severityOf } from './severity';
export { exceedsSize, ignorePatternsOf, isIgnored, isServed } from './scope';
export { compilePatterns, globToRe2 } from './ignorePatterns';
export type { CompiledPatterns, InvalidPattern, UriPattern } from './ignorePatterns';
export { utf8Length } from './utf8';
export { maskPassword, maskPasswordsIn, secretSpans, withoutPassword } from './privacy';
