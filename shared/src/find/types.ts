import type { Interpolation } from '../template/types';

/**
 * The types of the finder: what it finds, where, and with which options.
 * Kept apart from its entry so that its parts import them without a cycle.
 */

/**
 * Where a reference was found, which decides how it was delimited and
 * whether a relative reference counts there.
 */
export type FindContext =
  | 'plain'
  | 'angle'
  | 'quoted'
  | 'markdown-link'
  | 'markdown-autolink'
  | 'markdown-definition'
  /** A link of another markup language's own syntax (AsciiDoc, reStructuredText, Org…): its target, its text left out. */
  | 'markup-link'
  | 'html-attribute'
  | 'json-string'
  | 'yaml-value'
  | 'code';

/** Where the text offers a reference as a URI a reader follows: between `<` and `>`, or as a link's destination. */
export const OFFERED_CONTEXTS: ReadonlySet<FindContext> = new Set<FindContext>(['angle', 'markdown-link', 'markdown-autolink', 'markdown-definition', 'markup-link', 'html-attribute']);

/** One URI reference found in text. */
export interface FoundUri {
  /** The reference as a parser should read it (for `<…>` wrapped over lines, the whitespace inside removed, Appendix C). */
  text: string;
  /** Offset of the first character in the document. */
  start: number;
  /** Offset just past the last character in the document. */
  end: number;
  /** How it was delimited. */
  context: FindContext;
  /**
   * Present only when `text` is not the document's slice `start..end`:
   * the document offset of each code unit of `text`.
   */
  offsets?: number[];
  /**
   * Indexes into `text` of hyphens that ended a line inside `<…>`. RFC 3986
   * Appendix C: a typesetter may have added such a hyphen when it broke the
   * line, so it "may or may not actually be part of the URI". It is kept in
   * `text`; this says where a reader should double-check.
   */
  hyphenBreaks?: number[];
  /** Present when it is in a string literal of code that interpolates expressions of this form (a template by construction). */
  interpolation?: Interpolation;
  /**
   * Present when it is in a string literal the code formats with printf's conversions (`"https://x/%sdonate" % lang`,
   * `printf "file://%s%s"`, `String.format("…")`; `find/interpolation.ts` `markStrings`): its `%`s are conversions.
   */
  formatted?: true;
  /**
   * Present on a reference between `<` and `>` inside a string literal of code, holding a `{` (`"<https://x/issues/{}>"`
   * in Rust's `format!`, `"<https://x/{}>".format(n)`; `find/interpolation.ts` `markStrings`): its text is the string's,
   * whose format fields the code fills (`template/index.ts` `checkFound`: `fields`).
   */
  inString?: true;

  /**
   * Present when the text is only the start of a URI: in code, a string the code tests another string's start with
   * (`startsWith('data:image/png;base64')`, Go's `strings.HasPrefix(u, "https://")`; `find/interpolation.ts`
   * `markStrings`), a string the code joins more text to (`'mailto:circle+' . $id . '@' . $host`, `"https://x/" + id`, or
   * the literal after it that Python and C join by adjacency: `joined`), or, anywhere, a reference its writer cut short with an ellipsis right after it
   * (`data:image/png;base64,iVBORw0…`, `https://x/a...`): what its end lacks is no claim.
   */
  partial?: 'prefix' | 'elided' | 'joined';
  /**
   * Present when its scheme has a syntax of its own in the document's language (`ownSyntax.ts`: a container image
   * reference, a Godot resource path): what that syntax is. No RFC 3986 syntax finding is claimed on it.
   */
  ownSyntax?: string;
  /**
   * Present when the finder cannot be sure the reference is text it read in its language: the language's strings are
   * known only in their basic forms (the table's `strings`), the language is not in the table, or the reference does not
   * lie wholly in one string, comment or stretch of code the table reads (it runs out of a string into code). What it
   * says of the reference's syntax is then no claim: its syntax findings are Information at most.
   */
  unsure?: true;
  /**
   * Present when what reads the reference percent-encodes its spaces before following it (a Markdown destination
   * between `<` and `>`, CommonMark §6.3): a space in it is no error of the text as written.
   */
  spacesEncoded?: true;
  /**
   * Present on a `data:` URI whose base64 holds white space, in an SVG a program drew (`drawn.ts`: a graphics editor's
   * mark, or the data wrapped at one width by an encoder): that program. The white space is its wrapping, which the
   * readers of SVG skip, no error of a person's.
   */
  drawnBy?: string;
}

/** Options of `findUris`. */
export interface FindOptions {
  /** The document's language (VS Code language id): `markdown`, `html`, `xml`, `json`, `jsonc`, `yaml`, `plaintext`, or a programming language. Default `plaintext`. */
  languageId?: string;
  /** Search only this range of the text (for incremental re-scans). */
  start?: number;
  end?: number;
  /**
   * Told of a failure of the finder (a bug): `findUris` never throws, it
   * answers `[]` for the text, and this is how the failure is not lost.
   */
  onError?: (error: unknown) => void;
}

/** The syntax `findUris` reads a document's text with. */
export type FindFamily =
  | 'plain' | 'markdown' | 'html' | 'json' | 'yaml' | 'code' | 'troff' | 'latex' | 'asciidoc' | 'rst' | 'org' | 'pod' | 'textile' | 'wikitext' | 'rdoc' | 'notebook';
