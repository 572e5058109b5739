/**
 * The data model of templates: a reference whose text holds expressions
 * that a program fills in before anything reads it as a URI (RFC 6570 URI
 * Templates and the other conventions people write). Offsets are UTF-16
 * code units into the reference's text, end exclusive, as in `parse`.
 */
import type { ParseResult } from '../types';

/**
 * Which convention an expression follows:
 * - `uri-template`: RFC 6570 `{var}`, `{+var}`, `{?a,b}`… (and OpenAPI's `{name}`);
 * - `format`: a format field of code (`{}`, `{0}`, `{url!r}`, `{value:>8}`);
 * - `mustache`: `{{ var }}` (Mustache, Jinja, Go templates, Helm, tldr) and `{% … %}`;
 * - `dollar`: `${VAR}`, `$VAR`, `$(cmd)` (shells, Groovy, Kotlin, Perl, PHP, JavaScript);
 * - `interpolation`: what an interpolated string of code holds (`#{x}`, an f-string's `{x + 1}`);
 * - `percent`: `%VAR%` and `%NAME`, identifiers that cannot be percent-encodings;
 * - `printf`: a printf conversion in a code string (`%s`, `%d`, `%02x`, `%%`);
 * - `angle`: `<var>` standing for a value;
 * - `bracket`: `[owner-name]` standing for a value;
 * - `route`: a `:param` path segment (Express, Rails, Sinatra);
 * - `glob`: a glob where no URI character could stand (`[0-9]`, `localhost:*`);
 * - `word`: a word where a value goes that no word can be (`host:port`);
 * - `backreference`: a regular expression's group in a replacement (`\1`, `\g<name>`).
 */
export type TemplateConvention =
  | 'uri-template' | 'format' | 'mustache' | 'dollar' | 'interpolation' | 'percent' | 'printf'
  | 'angle' | 'bracket' | 'route' | 'glob' | 'word' | 'token' | 'backreference';

/** The component an expression stands in (RFC 3986 §3). */
export type TemplateComponent = 'scheme' | 'userinfo' | 'host' | 'port' | 'path' | 'query' | 'fragment';

/** One expression of a template. */
export interface TemplateExpression {
  start: number;
  end: number;
  convention: TemplateConvention;
  /** The RFC 6570 operator (§2.2), when there is one: `+ # . / ; ? &`. */
  operator?: string;
  /** The names it refers to, as written (`q`, `page`); empty when it has none (`%s`, `*`). */
  variables: string[];
  /** Where its value goes, once parsed. */
  component?: TemplateComponent;
}

/** Stable codes of a malformed RFC 6570 expression. */
export type TemplateErrorKind = 'unclosed' | 'empty' | 'reserved-operator' | 'invalid-varname' | 'invalid-modifier';

/** A malformed RFC 6570 expression, at its exact characters. */
export interface TemplateError {
  kind: TemplateErrorKind;
  /** Plain language: what is wrong and what §2 allows. */
  message: string;
  start: number;
  end: number;
  /** The RFC 6570 section that defines the broken rule (`2.2`, `2.3`, `2.4.1`). */
  section: string;
}

/** A reference read as a template. */
export interface Template {
  /** In text order, never overlapping. */
  expressions: TemplateExpression[];
  /** Malformed RFC 6570 expressions (only in a reference that is clearly a URI Template, see `template/index.ts`). */
  errors: TemplateError[];
  /** The text with each expression replaced by a value valid where it sits, of the same length. */
  standIn: string;
}

/** A reference parsed, as a template when it is one. */
export interface CheckedReference {
  /**
   * The parse of the reference: for a template, the parse of its stand-in,
   * with the components as written and only the errors of its literal text.
   */
  parsed: ParseResult;
  template?: Template;
}

/**
 * What the code around a string does with it: `brace` (Python f-strings,
 * C# `$"…"`: `{x}`), `dollar` (JavaScript template literals, Kotlin,
 * Groovy, Dart, Perl, PHP, shells: `${x}`, `$x`), `hash` (Ruby, Crystal,
 * Elixir, CoffeeScript: `#{x}`), `paren` (Swift: `\(x)`), `tex` (a TeX macro's parameters: `#1`, `##2`),
 * `make` (a makefile's pattern stem: `%`), `lua` (Lua's pattern escapes as make's stems, and its `string.format`'s
 * conversions: `%d`), `tilde` (Lisp's `format` directives: `~a`, `~s`), `at` (Razor's and Twirl's `@x.y(z)`, `@(…)`),
 * `bar` (reStructuredText's substitution references: `|version|`, which Docutils replaces by its definition),
 * `dollar-chain` (web.py's Templetor, Cheetah and Velocity: `$page.key`, `$changequery(m='edit')`, `$doc['key']`,
 * `$(expr)`, `$:html`, `$!quiet`).
 */
export type Interpolation = 'brace' | 'dollar' | 'hash' | 'paren' | 'tex' | 'make' | 'lua' | 'tilde' | 'at' | 'bar' | 'dollar-chain';
