/**
 * The language service layer: pure features over a document context, with
 * no connection, file system or platform API, so the LSP server (Node or
 * browser worker) and the command line run the very same code.
 * @packageDocumentation
 */
export { createLanguageService } from './languageService';
export type { LanguageService, ServiceOptions } from './languageService';
export type { DocumentContext } from './context';
export { analyzeDocument, analyzeText, analyzeTextInSlices, findBaseHref, referenceAt, referencesIn, shifted } from './analysis';
export type { Analysis, AnalyzedReference, OnError } from './analysis';
export { consoleLogger, describeError } from './logger';
export type { Logger } from './logger';
export { computeDiagnostics, computeSuppressed } from './features/diagnostics';
export type { ReferenceSpan, SuppressedDiagnostic } from './features/diagnostics';
export type { Directive, DirectiveKind } from './directives';
export { computeHover } from './features/hover';
export type { HoverOptions } from './features/hover';
export { computeCodeActions } from './features/codeActions';
export { computeBulkFix, computeFixAll, computeNormalizeAll } from './features/fixAll';
export type { AppliedBulkFix, BulkFix } from './features/fixAll';
export { DEFAULT_BULK_FIXES, fixSelection } from './fixes/bulk';
export { computeLinks, CODE_SCHEMES } from './features/links';
export { ALL_CODES, CODES, FIXES, RULES, defaultLevel, findingsOf, levelOf } from './rules/index';
export type { DiagnosticCode, FixDeclaration } from './rules/index';
export { FIX_IDS } from './rules/types';
export { CODE_DOCS, DOCS_BASE, docsHref } from './rules/docs';
export type { CodeDoc } from './rules/docs';
export type { CodeInfo, Finding, FixId, FixInfo, Rule } from './rules/types';
export { SOURCE, levelOfSeverity, severityOf } from './severity';
export { hasHiddenPassword, maskedComponents, maskPassword, maskPasswordsIn, PASSWORD_MASK, safeMessage, secretSpans, withoutPassword } from './privacy';
export { docOffset } from './offsets';
export { partitionPoint } from '@uri-lint/shared';
export { exceedsSize, ignorePatternsOf, isIgnored, isServed } from './scope';
export { compilePatterns, globToRe2, MAX_PATTERNS, MAX_REGEXES } from './ignorePatterns';
export type { CompiledPatterns, InvalidPattern, UriPattern } from './ignorePatterns';
export { LiteralIndex, MAX_LOOSE } from './literalIndex';
export { exceedsJsonDepth, MAX_JSON_DEPTH } from './jsonDepth';
export type { Literals, Testable } from './literalIndex';
export { utf8Length } from './utf8';
export { addTally, countFragmentFindings, demotedCodes, emptyTally, failureNotice, MIN_FAILURES, systematicFailure, tallyLinks } from './evidence';
export type { LinkTally, SystematicFailure } from './evidence';
export { minified, mostlyNotText, uneditedByPath, uneditedByText, uneditedText } from './unedited';
export type { Unedited, UneditedClass } from './unedited';
export { visibleText } from './unicode';
export { LinkFacts, encodeSegment, uriBelow } from './links/facts';
export type { Listing, Walk } from './links/facts';
export { scopedWorkspace } from './links/workspace';
export type { DirectoryEntry, FileAccess, FileKind, Workspace } from './links/workspace';
export { atOrBelowAny, folderKey, folderOf, localTargetOf, placeKey, placeKeyBelow, placeOf, targetScope } from './links/target';
export type { LocalTarget, Place, TargetScope } from './links/target';
export { linkFindings, linkTargets, LINKS_HREF } from './rules/links';
export { judgeLink } from './rules/context';
export { rendererOf, siteOf } from './links/site';
export type { DocumentRenderer, Site } from './links/site';
export { RENDERERS } from './links/renderers';
export type { SiteConfig } from './links/renderers';
export { jsObjects, jsTuples, readJson, readPythonAssignments, readToml, readYaml, UNKNOWN } from './links/configSyntax';
export type { ConfigValue } from './links/configSyntax';
export { deferredFragmentOf } from './rules/fragments';
export type { DeferredFragmentData } from './rules/fragments';
export type { JudgedLink, LinkContext, PendingFacts } from './rules/types';
export { linkContextOf } from './features/facts';
export { linkStatusOf } from './features/linkStatus';
export type { LinkStatus } from './features/linkStatus';
export { closestPaths, computeLinkActions } from './features/linkActions';
export * from './anchors/index';
export { COMPLETION_TRIGGERS, computeCompletion } from './features/completion';
export { BoundedCache, CACHE_LIMITS } from './caches';
