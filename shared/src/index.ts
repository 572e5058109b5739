/**
 * The URI core: a strict RFC 3986 engine. Strings in, plain data out; no
 * dependency on Node, the DOM or LSP, so it runs in a browser worker as is.
 * @packageDocumentation
 */
export type {
  Range,
  HostType,
  ReferenceKind,
  Components,
  Ranges,
  ErrorCode,
  UriError,
  ParseResult,
  ComponentName,
} from './types';
export { parse } from './parse';
export { hostTypeOf } from './host';
export { resolve, removeDotSegments } from './resolve';
export type { ResolveOptions } from './resolve';
export { recompose } from './recompose';
export { normalize, normalizeParsed, equivalent } from './normalize';
export { decodedChars, encode, percentDecode } from './percent';
export type { DecodedChar } from './percent';
export { pathSegments } from './segments';
export { componentAt } from './components';
export type { ComponentAt } from './components';
export { defaultPort, isHierarchicalScheme } from './schemes';
export { HOST_SCHEMES, isRegisteredScheme, withinOneEdit } from './scheme-registry';
export { OWN_SYNTAX_SCHEMES, isImageReference, listsHosts, ownSyntaxOf } from './ownSyntax';
export type { OwnSyntaxScheme } from './ownSyntax';
export { findFamily, findTraits, findUris, MAX_WRAPPED_LINES } from './find/index';
export { isTroff, TROFF_ID } from './find/troff';
export { CONTENT_SNIFF, readingByContent } from './find/content';
export { notebookMarkdownCells } from './find/notebook';
export type { MarkdownCell } from './find/notebook';
export { fencedBlocks } from './find/lines';
export { blockRestarts, sameBlockShape } from './find/markdownRestarts';
export { linesInConstructs } from './find/code';
export { cdataSections, rawTextElements } from './find/html';
export { checkFound, checkReference, overlapsExpression, startsWithExpression, templateSpanEnd } from './template/index';
export type { CheckedReference, Interpolation, ScanOptions, Template, TemplateComponent, TemplateConvention, TemplateError, TemplateErrorKind, TemplateExpression } from './template/index';
export type { FindFamily, FindReach, FindTraits, FoundUri, FindOptions, FindContext } from './find/index';
export { ABNF_RULES, ERROR_CODES } from './errors';
export { MESSAGE_REACH, charName, excerpt, problemMessage, problemUnit, quoted } from './messages';
export type { Problem } from './messages';
export { unitOf } from './units';
export { partitionPoint } from './partitionPoint';
export { codePointLabel, isBidiControl, isInvisible, visibleText } from './unicode';
export { credentialUser, hasHiddenPassword, hiddenMessage, maskedComponents, maskPassword, maskPasswordsIn, maskResolved, PASSWORD_MASK, safeMessage, secretSpans, touchesPassword, withoutPassword, withSafeMessages } from './privacy';
export { utf8Length } from './utf8';
export { exceedsJsonDepth, MAX_JSON_DEPTH } from './jsonDepth';
export { commentSyntax } from './find/comments';
export { markedComments } from './find/places';
export type { MarkedComment } from './find/comments';
export { contestedLanguage, documentLanguage, knownLanguage, languageById, languageOfFile, languageOfName, LANGUAGE_ROWS, PLAINTEXT, readingLanguage, testFileName, UNKNOWN_LANGUAGE } from './languages/index';
export type { AnchorFormat, CodeSyntax, CommentSyntax, DirectiveRules, InterpolationRule, Language, LanguageId, LanguageRow, LinkSyntax } from './languages/index';
export { frontMatterEnd } from './find/comments';
export { placeReader } from './find/places';
export type { Place, PlaceReader } from './find/places';
