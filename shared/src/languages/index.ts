/**
 * The one table of languages (table.ts, with its column of test files'
 * names, tests.ts) and the detection of a file's language through it
 * (detect.ts).
 */
export { knownLanguage, languageById, LANGUAGE_ROWS, PLAINTEXT } from './table';
export type { LanguageId } from './table';
export { contestedLanguage, documentLanguage, languageOfFile, languageOfName, readingLanguage, UNKNOWN_LANGUAGE } from './detect';
export { testFileName } from './tests';
export type { AnchorFormat, CodeSyntax, CommentSyntax, DirectiveRules, InterpolationRule, Language, LanguageRow, LinkSyntax } from './types';
