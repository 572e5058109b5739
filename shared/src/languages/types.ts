/**
 * The shape of a row of the table of languages (table.ts): every fact about
 * a language that the finder, the directives, the anchors, the links and the
 * command line read. Kept apart from the table so that the finder's modules
 * import the types without importing the rows.
 */

/** The comment and string syntax of source code, for the code scanner (find/code.ts). */
export interface CodeSyntax {
  /** Line comment openers. */
  readonly line: readonly string[];
  /** Block comment delimiters. */
  readonly block?: readonly [string, string];
  /** Quote characters that open string literals. */
  readonly quotes: string;
  /** Quotes whose strings may span lines (template literals, shell strings). */
  readonly multiline: string;
  /** `"""` and `'''` strings (Python). */
  readonly triple?: boolean;
  /** `#` opens a comment only at a line start or after whitespace (shells: `$#`, `${#a}`). */
  readonly hashAfterSpace?: boolean;
  /** `/…/` is a regular expression literal where an operand may start (JavaScript). */
  readonly regex?: boolean;
  /** Perl's pattern operators (`m|…|`, `qr{…}`, `s|…|…|`, `=~ /…/`, Ruby's `%r{…}`) hold patterns, not references (Perl, Raku, Ruby). */
  readonly perlPatterns?: boolean;
  /** A `sed` script's substitutions (`sed 's|a|b|g'`, any delimiter) hold patterns and their pieces (shells). */
  readonly sedScripts?: boolean;
  /** ModSecurity's rules: a `SecRule`'s variables and its `@rx` regular expression hold no URI (find/modsecurity.ts). */
  readonly secRules?: boolean;
  /**
   * Emacs Lisp: `?"`, `?;` and `?\"` are characters, not a string's or a comment's openers; and in a string, `\\=`
   * (a docstring's quoting of the next character, as `substitute-command-keys` reads it: `\\='https://x\\='`) ends a URI.
   */
  readonly emacs?: boolean;
  /**
   * The quotes whose strings read a backslash before a line break as nothing: the string goes on on the next line
   * (ECMAScript's LineContinuation in every quote, Python's non-raw strings, C's line splicing, a POSIX shell's and
   * Ruby's double quotes). Elsewhere the escape stands for the line break (Lua, Perl) or is no escape (PHP, Java).
   */
  readonly continued?: string;
  /** With `continued`, the next line's leading whitespace goes too (Rust's strings, TOML's basic strings). */
  readonly continuedTrim?: boolean;
  /**
   * The compiler joins adjacent string literals into one (Python's string literal concatenation, C's translation phase
   * 6, C++'s and Objective-C's): a literal right after another goes on with its text (find/interpolation.ts `joined`).
   */
  readonly joinsAdjacent?: boolean;
  /**
   * Lua's long brackets: `[[…]]` and `[==[…]==]` are strings (no escapes, over lines) and `--[[…]]`, `--[==[…]==]`
   * block comments, each closed by the bracket of its own level; a quote inside is the string's character.
   */
  readonly longBrackets?: boolean;
  /**
   * Lua's method call, `obj:method(…)` (`data:sub(1, 11)`): a name, `:`, a name and `(` in its comments and strings is
   * code (commented out, quoted), no URI whose scheme is the object's name (find/absolute.ts).
   */
  readonly colonCalls?: boolean;
}

/** How a language writes comments; the first of each list is the one to write. */
export interface CommentSyntax {
  /** Line comment openers. */
  readonly line: readonly string[];
  /** Block comment delimiters. */
  readonly block: readonly (readonly [string, string])[];
  /** Line comments open only where a command starts, in any case (batch files' `REM`, `::`). */
  readonly lineStart?: boolean;
}

/**
 * How the finder reads a language's links (find/index.ts switches over it):
 * Markdown's link syntax and raw HTML; HTML's attributes; JSON's and YAML's
 * strings and `$ref`s; troff's escapes; source code's strings and comments;
 * LaTeX's escapes and link commands; a gettext catalog's messages;
 * AsciiDoc's and reStructuredText's macros, roles and directives; Org's
 * bracket links, POD's `L<…>`, Textile's `"text":url`, MediaWiki's
 * `[url text]` and RDoc's `{text}[url]`; a Jupyter notebook's cells; or prose, where only absolute
 * URIs and `<…>` count.
 */
export type LinkSyntax =
  | 'markdown' | 'html' | 'json' | 'yaml' | 'troff' | 'code' | 'latex' | 'gettext' | 'asciidoc' | 'rst'
  | 'org' | 'pod' | 'textile' | 'wikitext' | 'rdoc' | 'notebook' | 'prose';

/** The markup a language's comments (or a prose language's text) are written in, whose links are read there. */
export type CommentMarkup = 'rdoc' | 'haddock';

/** How a string literal of code interpolates expressions (find/interpolation.ts). */
export type InterpolationRule =
  /** Svelte's markup: `{expr}` in text and in attribute values, quoted or not (`href="/a/{id}"`), any reference. */
  | 'markup-brace'
  /** TeX: a macro's parameters `#1`…`#9` (`##1` in a definition within one), any reference (`\href{mailto:#2}{#2}`). */
  | 'tex-parameter'
  /** Make: `%` is a pattern's stem (`%.o: %.c`, `$(patsubst git://github.com/%,https://github.com/%,…)`), any reference. */
  | 'make-pattern'
  /** Lua's patterns: a `%` that starts no percent-encoding escapes a pattern's character (`"^git://github%.com/"`), any reference. */
  | 'lua-pattern'
  /**
   * Razor's and Twirl's markup: `@name.member(args)`, `@(expr)`, `@{…}`, `@if(…){…}` in text and in attribute values
   * (`href="mailto:@account.mail"`, `href="@helpers.url(repo)/tree/@branch"`), any reference.
   */
  | 'markup-at'
  /**
   * web.py's Templetor and Cheetah: `$name.member(args)[key]`, `$(expr)`, `$:expr` in text and in attribute values
   * (`href="$page.key"`, `href="/people/$follow['subscriber']/books"`), any reference.
   */
  | 'markup-dollar'
  /** Lisp's `format` directives (`~a`, `~s`, `~10D`) in any string: Racket, Scheme, Common Lisp. */
  | 'tilde-format'
  /** Python: a prefix with `f` (`f'…'`, `rf"…"`). */
  | 'python-f'
  /** C#: `$"…"`, `$@"…"`. */
  | 'csharp-dollar'
  /** JavaScript: template literals. */
  | 'backtick'
  /** Double-quoted strings (and shells' backticks) interpolate `$x` and `${x}`. */
  | 'dollar-double'
  /** Double-quoted strings interpolate `#{x}`. */
  | 'hash-double'
  /** Swift: `\(x)` in any string. */
  | 'swift-paren'
  /** Scala: `s"…"` and `f"…"`. */
  | 'scala-prefix';

/**
 * The here-documents of a language's code, by the operator that opens one (find/verbatim.ts): the shells' `<<EOF`,
 * `<<-EOF` (tabs before the terminator), `<<'EOF'`; Ruby's and Perl's `<<~EOS` and `<<-EOS` (an indented terminator),
 * `` <<`EOS` ``; PHP's `<<<EOT`, `<<<'EOT'` (a nowdoc), whose terminator may be indented (since PHP 7.3) and followed
 * by `;`, `,` or `)` on its line.
 */
export type HeredocSyntax = 'shell' | 'ruby-perl' | 'php';

/** The engine whose files a language's are, whose own schemes they write (ownSyntax.ts: Godot's `user://`, `uid://`). */
export type Engine = 'godot';

/** How a fragment into a document of the language is read (server's anchors/targetIndex.ts). */
/** `notebook`: a Jupyter notebook's Markdown cells' headings, with Jupyter's ids. */
export type AnchorFormat = 'markdown' | 'html' | 'asciidoc' | 'notebook' | 'json' | 'yaml' | 'text';

/**
 * Where an ignore action may write a directive (server's
 * directivePlacement.ts), besides the comment form `comments` gives.
 */
export interface DirectiveRules {
  /**
   * The constructs a directive line must go around, never inside: Markdown's
   * fenced code blocks and tables, YAML's block scalars, or code's strings
   * and comments over several lines.
   */
  readonly constructs: 'markdown' | 'yaml' | 'code';
  /** A line of its own would change the document (it cuts a Markdown paragraph or list): a comment trails the line. */
  readonly trailing: boolean;
  /** A directive line takes the indentation of the line it is above (troff's requests must start their line). */
  readonly indented: boolean;
  /** Without comments, a directive is a string of its own (JSON: `"//": "uri-lint-disable-file iri"`); none is written. */
  readonly inStrings: boolean;
}

/**
 * A reading of a document by its content, not its name (find/content.ts): `troff` for a man page's requests
 * near its start, `asciidoc-text` for an AsciiDoc document's header or constructs, `cabal` for a package description's
 * fields (`name:`, `version:` and their kin at the start of lines: `ghc-pkg dump`'s output saved as text), `bikeshed`
 * for a Bikeshed source's `<pre class=metadata>` block at its start (a `.bs` file, an extension Bluespec and
 * BrighterScript share), `xml` for text that opens with an XML declaration (Qt Linguist's `.ts` translations, which
 * Linguist tells from TypeScript by content: no program's source starts with `<?xml`), `templetor` for an HTML file
 * that is a web.py template (`$def with (page)` first, or `$var`, `$code:`, `$for`, `$if` lines: openlibrary's
 * `templates/*.html`), `wheezy` for an HTML file that is a wheezy.template (`@require(page)` first: hotdoc's themes),
 * `modsecurity` for a configuration (Java properties to VS Code's `.conf`, or plain text) that
 * states ModSecurity's directives (`SecRule`, `SecAction`, `SecRuleEngine` at a line's start: coreruleset's rules).
 */
export type ContentReading = 'troff' | 'asciidoc-text' | 'cabal' | 'bikeshed' | 'adblock' | 'xml' | 'templetor' | 'wheezy' | 'modsecurity';

/**
 * How fully the table reads a language's string literals: `complete` where each of its string forms is read (its
 * quotes, raw, block and here strings as the language has them), so a URI found in one is text the tool has read;
 * `basic` where only its ordinary quotes are (a Zig `\\` line, a Groovy `'''` or slashy string, a GraphQL `"""` block,
 * a Fortran `&` continuation are not), so a URI found in its code may be code, not text.
 */
export type StringsKnown = 'complete' | 'basic';

/** One row of the table as written: what is not said takes its default (table.ts, `language`). */
export interface LanguageRow {
  /** How its links are read. */
  readonly syntax: LinkSyntax;
  /** Other ids editors give it (Neovim's `sh` for `shellscript`), read the same. */
  readonly aliases?: readonly string[];
  /** Its strings and comments, for a language read as code. */
  readonly code?: CodeSyntax;
  /**
   * How fully its string literals are read (`StringsKnown`); default `basic` for a language read as code, none for
   * markup, data and prose. A programming language read as prose (its comments only) says `basic`.
   */
  readonly strings?: StringsKnown;
  /** The markup its comments are written in, whose links are read there (Ruby's: RDoc, find/rdoc.ts; Haskell's: Haddock, find/haddock.ts). */
  readonly commentMarkup?: CommentMarkup;
  /** The markup a prose language's text is written in, whose links are read throughout (a Cabal description's: Haddock). */
  readonly textMarkup?: CommentMarkup;
  /** Its comments, when not those of `code`. */
  readonly comments?: CommentSyntax;
  readonly interpolation?: InterpolationRule;
  /** Its here-documents, whose bodies are text kept as written (find/verbatim.ts); none when absent. */
  readonly heredoc?: HeredocSyntax;
  /** The engine whose files these are, where that engine's own schemes mean what it says (ownSyntax.ts). */
  readonly engine?: Engine;
  /** How fragments into it are read; default `text`. */
  readonly anchors?: AnchorFormat;
  /**
   * XML, not HTML: attribute names are matched exactly, and only XML's own
   * link attributes (`href`, `src`, `xlink:href`, `xml:base`, namespaces,
   * schema locations) are links, not HTML's (`action`, `data`, `icon`…).
   */
  readonly xml?: boolean;
  /**
   * A renderer (a forge, a browser, a site generator) resolves its links: Markdown, HTML, AsciiDoc, reStructuredText…
   * Markup that nothing renders (AsciiDoc written in a `.txt` file) has only its absolute URIs found: where its
   * relative links lead is not known.
   */
  readonly rendered?: boolean;
  /**
   * The languages its text is read as when its content shows them, tried in order (find/content.ts); default, for
   * a language read as prose, a man page's troff, and for code, XML (a file that opens with `<?xml` is XML whatever
   * its extension says: Linguist gives `.ts`, `.rs`, `.mm` to XML too).
   */
  readonly byContent?: readonly ContentReading[];
  /** Its documents are templates rendered elsewhere (a theme's layout, a server's view): their relative links are not the file's. */
  readonly template?: boolean;
  /** VS Code's own Markdown extension links and validates its documents. */
  readonly editorMarkdown?: boolean;
  /**
   * The names VS Code (and the extensions most used for it) associates with
   * it, lowercase: `.ext` matches the end of a file's name, anything else the
   * whole name. They win over Linguist's where the two differ, so that the
   * command line names a file as the editor does.
   */
  readonly files?: string;
  /** A `#!` interpreter VS Code reads it by (its `firstLine`), besides Linguist's. */
  readonly shebang?: RegExp;
  /** The GitHub Linguist languages whose extensions, file names and interpreters name it (linguist.ts). */
  readonly linguist?: readonly string[];
}

/** A language as the readers see it: its row with every default filled in. */
export interface Language {
  /** VS Code's language id. */
  readonly id: string;
  readonly syntax: LinkSyntax;
  readonly code: CodeSyntax | undefined;
  /** How fully its string literals are read; undefined for markup, data and prose, which have none. */
  readonly strings: StringsKnown | undefined;
  readonly commentMarkup: CommentMarkup | undefined;
  readonly textMarkup: CommentMarkup | undefined;
  /** Its comments; undefined for a language without (plain text, JSON), where a directive may stand anywhere on a line. */
  readonly comments: CommentSyntax | undefined;
  readonly interpolation: InterpolationRule | undefined;
  readonly heredoc: HeredocSyntax | undefined;
  readonly engine: Engine | undefined;
  readonly anchors: AnchorFormat;
  readonly xml: boolean;
  readonly rendered: boolean;
  readonly byContent: readonly ContentReading[];
  readonly template: boolean;
  readonly editorMarkdown: boolean;
  readonly directives: DirectiveRules;
}
