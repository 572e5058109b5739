/**
 * The language service's internal entry: the facade (`index.ts`) and what
 * tests, benches and the scripts look at beyond it (single rules and their
 * tables, the anchors' readers, the link facts' pieces, the caches). The
 * command line, the wiring, the document store and the configuration loader
 * never import it (test/layers.test.ts).
 * @packageDocumentation
 */
export * from './index';
export { analyzeDocument, referencesIn } from './analysis';
export { inertLink } from './links/inert';
export { computeDiagnostics, computeSuppressed } from './features/diagnostics';
export type { Directive } from './directives';
export { computeHover } from './features/hover';
export type { HoverOptions } from './features/hover';
export { computeCodeActions } from './features/codeActions';
export { computeBulkFix, computeFixAll, computeNormalizeAll } from './features/fixAll';
export type { AppliedBulkFix, BulkFix } from './features/fixAll';
export { fixSelection } from './fixes/bulk';
export { computeLinks, CODE_SCHEMES } from './features/links';
export { ALL_CODES, RULES, findingsOf, levelOf } from './rules/index';
export type { DiagnosticCode } from './rules/index';
export { MENU_ORDER } from './fixes/table';
export type { FixDeclaration } from './fixes/table';
export { CODE_DOCS } from './rules/docs';
export type { CodeDoc } from './rules/docs';
export type { CodeInfo, Finding, FixInfo, Rule } from './rules/types';
export { isIgnored } from './scope';
export { URI_GLOB } from './glob';
export { rangeOf, targetUriOf } from './graph/linkIndex';
export { compilePatterns } from './ignorePatterns';
export type { CompiledPatterns, InvalidPattern, UriPattern } from './ignorePatterns';
export type { Testable } from './literalIndex';
export { MIN_FAILURES } from './evidence';
export { minified, mostlyNotText } from './unedited';
export type { UneditedClass } from './unedited';
export { encodeSegment, uriBelow } from './links/facts';
export type { Listing, Walk } from './links/facts';
export type { Workspace } from './links/workspace';
export { folderOf, localTargetOf, placeKeyBelow, placeOf, targetScope } from './links/target';
export type { Place, TargetScope } from './links/target';
export { linkFindings, linkTargets } from './rules/links';
export { judgeLink } from './rules/context';
export { rendererOf, siteOf } from './links/site';
export type { DocumentRenderer, Site } from './links/site';
export { RENDERERS, VITE_APP } from './links/renderers';
export { dartdocCategory, namingOption } from './links/generatorTemplates';
export { pageBase, pageUrlOf } from './links/pageUrls';
export type { PageForm } from './links/pageUrls';
export { navEntries, navText } from './links/siteNav';
export type { SiteConfig } from './links/renderers';
export { jsCalls, jsObjects, jsTuples, readJson, readPythonAssignments, readToml, readYaml, UNKNOWN } from './links/configSyntax';
export type { ConfigValue } from './links/configSyntax';
export type { DeferredFragmentData } from './rules/fragments';
export type { LinkContext, PendingFacts } from './rules/types';
export { linkContextOf } from './features/facts';
export { linkStatusOf } from './features/linkStatus';
export type { LinkStatus } from './features/linkStatus';
export { computeCompletion } from './features/completion';
export { BoundedCache, CACHE_LIMITS, VersionCache } from './caches';
export { frontMatterOf, readFrontMatter } from './frontMatter';
export type { FrontMatter, FrontMatters } from './frontMatter';
export { unknownXmlVocabulary } from './links/xmlVocabulary';
export type { XmlVocabularies } from './links/xmlVocabulary';
export { slugOf, Slugger } from './anchors/slug';
export { anchorsOf, markdownAnchors, plainHeadings } from './anchors/markdown';
export { htmlAnchors, htmlIds } from './anchors/html';
export { lineAnchorProblem, lineLengths, parseLineAnchor } from './anchors/lines';
export type { LineAnchor } from './anchors/lines';
export { escapeToken, jsonTarget, parsePointer, walkPointer, yamlTarget, yamlTargetParsed } from './anchors/jsonPointer';
export type { PointerTarget, PointerWalk } from './anchors/jsonPointer';
export { jsonRefs, yamlRefs, yamlRefsParsed } from './anchors/refs';
export { scanYaml } from './anchors/yamlScan';
export type { RefOccurrence, SchemaNames } from './anchors/refs';
export { closestId } from './anchors/closest';
export type { TargetFormat } from './anchors/targetIndex';
export type { FragmentUse, FragmentVerdict } from './anchors/judge';
