/**
 * The comment and string syntaxes languages share, named once for the rows
 * of the table (table.ts).
 */
import type { CodeSyntax, CommentSyntax } from './types';

export const C_LIKE: CodeSyntax = { line: ['//'], block: ['/*', '*/'], quotes: '"\'`', multiline: '`' };
/** Rust and Swift: `'a` is a lifetime or a character, not worth a string state; Windows resource scripts (`.rc`) quote with `"` only. */
export const C_LIKE_DOUBLE: CodeSyntax = { line: ['//'], block: ['/*', '*/'], quotes: '"', multiline: '' };
/** C and C++: a backslash before a line break splices the two lines (C11 §5.1.1.2, phase 2), in a string as anywhere. */
export const C: CodeSyntax = { ...C_LIKE, continued: '"\'', joinsAdjacent: true };
/** Rust: a backslash before a line break skips it and the next line's leading whitespace (the Reference's string literals). */
export const RUST: CodeSyntax = { ...C_LIKE_DOUBLE, continued: '"', continuedTrim: true };
/** Swift: `\` ending a line of a multi-line string joins it to the next, whose indentation is the string's margin. */
export const SWIFT: CodeSyntax = { ...C_LIKE_DOUBLE, continued: '"', continuedTrim: true };
/** ECMAScript's LineContinuation (§12.9.4): a backslash before a line terminator adds nothing to a string or template. */
export const JS: CodeSyntax = { ...C_LIKE, regex: true, continued: '"\'`' };
export const CSS: CodeSyntax = { line: [], block: ['/*', '*/'], quotes: '"\'', multiline: '' };
export const SCSS: CodeSyntax = { line: ['//'], block: ['/*', '*/'], quotes: '"\'', multiline: '' };
export const PHP: CodeSyntax = { line: ['//', '#'], block: ['/*', '*/'], quotes: '"\'`', multiline: '"\'`' };
export const HASH: CodeSyntax = { line: ['#'], quotes: '"\'', multiline: '' };
export const PERL: CodeSyntax = { ...HASH, perlPatterns: true };
/** Ruby: Perl's patterns (`=~ /…/`, `%r{…}`), and a `/…/` literal where an operand starts (`assert_match(/…/, x)`). */
export const RUBY: CodeSyntax = { ...PERL, regex: true, continued: '"' };
/** Python: a backslash before a line break continues a string that is not raw (the Reference's §2.4.1). */
export const PYTHON: CodeSyntax = { line: ['#'], quotes: '"\'', multiline: '', triple: true, continued: '"\'', joinsAdjacent: true };
/** POSIX shells: within double quotes a backslash-newline is removed (§2.2.3); within single quotes it is kept. */
export const SHELL: CodeSyntax = { line: ['#'], quotes: '"\'`', multiline: '"\'`', hashAfterSpace: true, sedScripts: true, continued: '"' };
/** GDScript, the Godot engine's: Python's comments and strings. */
export const GDSCRIPT: CodeSyntax = { line: ['#'], quotes: '"\'', multiline: '', triple: true };
/** Godot's scenes and resources (`.tscn`, `.tres`, `project.godot`, `.import`): `;` comments, strings that may span lines. */
export const GODOT_RESOURCE: CodeSyntax = { line: [';'], quotes: '"', multiline: '"' };
/** TOML: `\` ending a line of a basic string trims the line break and the whitespace after it. */
export const TOML: CodeSyntax = { line: ['#'], quotes: '"\'', multiline: '', continued: '"', continuedTrim: true };
/** Dockerfiles and makefiles: `#` comments, and shell commands whose `sed` scripts hold patterns. */
export const HASH_SHELL: CodeSyntax = { ...HASH, sedScripts: true };
/** ModSecurity's rules (SecLang): `#` comments, and a `SecRule`'s variables and regular expression, which hold no URI. */
export const SECLANG: CodeSyntax = { ...HASH, secRules: true };
export const DASHES: CodeSyntax = { line: ['--'], quotes: '"\'', multiline: '' };
/** Lua (and Teal): `--` comments, quotes, and long brackets for strings and block comments. */
export const LUA: CodeSyntax = { ...DASHES, longBrackets: true, colonCalls: true };
/** Haskell: `--` and `{- … -}` (a module's Haddock header is written `{- | … -}`). */
export const HASKELL: CodeSyntax = { ...DASHES, block: ['{-', '-}'] };
export const SEMICOLON: CodeSyntax = { line: [';'], quotes: '"', multiline: '"' };
/** Emacs Lisp: Lisp's, with its character literals and docstrings' `\\=` quoting. */
export const ELISP: CodeSyntax = { ...SEMICOLON, emacs: true };
export const INI: CodeSyntax = { line: [';', '#'], quotes: '"', multiline: '' };
export const PERCENT: CodeSyntax = { line: ['%'], quotes: '"\'', multiline: '' };

const HTML_COMMENT: readonly [string, string] = ['<!--', '-->'];
export const HTML_COMMENTS: CommentSyntax = { line: [], block: [HTML_COMMENT] };
/** MDX 2 has no HTML comments: its comments are JavaScript's, in braces. */
export const MDX_COMMENTS: CommentSyntax = { line: [], block: [['{/*', '*/}']] };
export const HANDLEBARS_COMMENTS: CommentSyntax = { line: [], block: [['{{!--', '--}}'], ['{{!', '}}'], HTML_COMMENT] };
export const RAZOR_COMMENTS: CommentSyntax = { line: [], block: [['@*', '*@'], HTML_COMMENT] };
export const JINJA_COMMENTS: CommentSyntax = { line: [], block: [['{#', '#}'], HTML_COMMENT] };
export const C_COMMENTS: CommentSyntax = { line: ['//'], block: [['/*', '*/']] };
export const HASH_COMMENTS: CommentSyntax = { line: ['#'], block: [] };
/** troff: `.\"` is a comment line (the one to write), `\"` comments out the rest of any line. */
export const TROFF_COMMENTS: CommentSyntax = { line: ['.\\"', '\\"'], block: [] };
export const BATCH_COMMENTS: CommentSyntax = { line: ['REM', '::'], block: [], lineStart: true };
/** A Cabal package description: `--` starts a comment line. */
export const DASH_COMMENTS: CommentSyntax = { line: ['--'], block: [] };
export const PERCENT_COMMENTS: CommentSyntax = { line: ['%'], block: [] };
export const QUOTE_COMMENTS: CommentSyntax = { line: ["'"], block: [] };
export const BANG_COMMENTS: CommentSyntax = { line: ['!'], block: [] };
