/**
 * The one table of languages: for each language the service knows (by
 * VS Code's language id), how its links are read, its comments and strings,
 * how fragments into it are read, whether a renderer resolves its links,
 * where a directive may be written, and how a file is recognised as it
 * (VS Code's associations here, GitHub Linguist's in linguist.ts). A closed
 * table, as lychee's `FileType`: every reader switches over `LinkSyntax`
 * exhaustively, and adding a language is one row (plus, for a new way of
 * reading links, one case the compiler asks for in each switch).
 *
 * A language not in the table (or `plaintext`) is prose: absolute URIs and
 * `<…>` only, no comments. A row's `byContent` names the languages its text
 * is read as when its content shows them (find/content.ts): plain text that
 * starts like a man page is troff; one whose lines make an AsciiDoc document
 * (a header `= Title` or a title underlined with `=`, then `:attribute:`
 * entries; or several of AsciiDoc's constructs, a macro among them) is
 * `asciidoc-text`, which nothing renders.
 */
import {
  BANG_COMMENTS, BATCH_COMMENTS, C, C_COMMENTS, C_LIKE, C_LIKE_DOUBLE, CSS, DASH_COMMENTS, DASHES, GDSCRIPT, LUA, GODOT_RESOURCE, HASKELL, HANDLEBARS_COMMENTS, HASH,
  ELISP, HASH_COMMENTS, HASH_SHELL, HTML_COMMENTS, INI, JINJA_COMMENTS, JS, MDX_COMMENTS, PERCENT, PERCENT_COMMENTS, PERL, PHP, PYTHON, RUBY,
  QUOTE_COMMENTS, RAZOR_COMMENTS, RUST, SCSS, SECLANG, SEMICOLON, SHELL, SWIFT, TOML, TROFF_COMMENTS,
} from './syntaxes';
import type { DirectiveRules, Language, LanguageRow, LinkSyntax } from './types';

const ROWS = {
  // Markup a renderer resolves.
  markdown: { syntax: 'markdown', comments: HTML_COMMENTS, anchors: 'markdown', rendered: true, editorMarkdown: true, linguist: ['Markdown'],
    files: '.md .mkd .mdwn .mdown .markdown .markdn .mdtxt .mdtext .workbook' },
  mdx: { syntax: 'markdown', comments: MDX_COMMENTS, anchors: 'markdown', rendered: true, linguist: ['MDX'], files: '.mdx' },
  html: { syntax: 'html', comments: HTML_COMMENTS, anchors: 'html', rendered: true, linguist: ['HTML'],
    files: '.html .htm .shtml .xhtml .xht .mdoc .jsp .asp .aspx .jshtm .volt .ejs .rhtml', byContent: ['templetor', 'wheezy'] },
  xhtml: { syntax: 'html', comments: HTML_COMMENTS, anchors: 'html', rendered: true },
  asciidoc: { syntax: 'asciidoc', comments: C_COMMENTS, anchors: 'asciidoc', rendered: true, linguist: ['AsciiDoc'], files: '.adoc .asciidoc .asc' },
  // Bikeshed, the W3C's and WHATWG's spec preprocessor: Markdown and HTML, by content only (`.bs` is also Bluespec's and
  // BrighterScript's). Bikeshed makes its pages' ids and links from its definitions, which the tool does not model:
  // not `rendered`, so only its absolute URLs are found.
  bikeshed: { syntax: 'markdown', comments: HTML_COMMENTS, linguist: ['Bikeshed'] },
  // Plain text whose content is AsciiDoc (a `.txt` file, AsciiDoc's extension of old): read as AsciiDoc, by content only.
  'asciidoc-text': { syntax: 'asciidoc', comments: C_COMMENTS },
  restructuredtext: { syntax: 'rst', aliases: ['rst'], rendered: true, linguist: ['reStructuredText'], files: '.rst' },
  org: { syntax: 'org', comments: HASH_COMMENTS, rendered: true, linguist: ['Org'], files: '.org' },
  pod: { syntax: 'pod', rendered: true, linguist: ['Pod'], files: '.pod' },
  textile: { syntax: 'textile', rendered: true, linguist: ['Textile'], files: '.textile' },
  rdoc: { syntax: 'rdoc', rendered: true, linguist: ['RDoc'], files: '.rdoc' },
  wikitext: { syntax: 'wikitext', comments: HTML_COMMENTS, aliases: ['mediawiki'], rendered: true, linguist: ['Wikitext'], files: '.mediawiki .wiki .wikitext' },
  jupyter: { syntax: 'notebook', anchors: 'notebook', files: '.ipynb' },
  xml: { syntax: 'html', comments: HTML_COMMENTS, xml: true, linguist: ['XML'],
    files: '.xml .xsd .ascx .atom .axml .axaml .bpmn .csl .csproj .dita .ditamap .dtd .ent .fsproj .fxml .iml ' +
      '.jmx .launch .menu .mxml .nuspec .opml .owl .proj .props .pt .pubxml .rdf .rng .rss .shproj .storyboard .svg ' +
      '.targets .tld .tmx .vbproj .vcxproj .wsdl .wxi .wxl .wxs .xaml .xbl .xib .xlf .xliff .xpdl .xul .xoml .plist' },
  // XSLT's attribute value templates: `href="#L{@number}"`, an XPath expression in braces.
  xsl: { syntax: 'html', comments: HTML_COMMENTS, xml: true, interpolation: 'markup-brace', linguist: ['XSLT'], files: '.xsl .xslt' },
  svg: { syntax: 'html', comments: HTML_COMMENTS, xml: true },
  // A component is rendered by its app: an `href` is a route of the app's router or an asset its bundler resolves.
  vue: { syntax: 'html', comments: HTML_COMMENTS, template: true, linguist: ['Vue'], files: '.vue' },
  'vue-html': { syntax: 'html', comments: HTML_COMMENTS },
  svelte: { syntax: 'html', comments: HTML_COMMENTS, template: true, interpolation: 'markup-brace', linguist: ['Svelte'], files: '.svelte' },
  astro: { syntax: 'html', comments: HTML_COMMENTS, linguist: ['Astro'], files: '.astro' },

  // Templates rendered elsewhere (a theme's layout, a server's view).
  handlebars: { syntax: 'html', comments: HANDLEBARS_COMMENTS, template: true, linguist: ['Handlebars'], files: '.handlebars .hbs .hjs' },
  razor: { syntax: 'html', comments: RAZOR_COMMENTS, template: true, interpolation: 'markup-at', linguist: ['HTML+Razor'], files: '.cshtml .razor' },
  // Play's Twirl: HTML with Scala expressions led by `@` (`@helpers.url(repository)/tree/@branch`), compiled to a view.
  // Linguist names no such language; the name ends `.scala.html` (`.scala.xml`, `.scala.txt` for its other formats).
  twirl: { syntax: 'html', comments: RAZOR_COMMENTS, template: true, interpolation: 'markup-at', files: '.scala.html .scala.xml .scala.txt' },
  // web.py's Templetor: HTML files whose `$` expressions the server fills (`href="$page.key"`, `$changequery(m='edit')`),
  // by content only (find/content.ts `isTempletorText`: `$def with (…)` first); Linguist names no such language.
  templetor: { syntax: 'html', comments: HTML_COMMENTS, template: true, interpolation: 'markup-dollar' },
  // wheezy.template (hotdoc's themes: meson's docs/theme/extra/templates/navbar_links.html): HTML whose `@` expressions
  // the generator fills (`<a href="@tup[0]">@tup[1]</a>`), by content only (find/content.ts `isWheezyText`: `@require(…)`
  // first); Linguist names no such language.
  wheezy: { syntax: 'html', comments: HTML_COMMENTS, template: true, interpolation: 'markup-at' },
  'django-html': { syntax: 'html', comments: JINJA_COMMENTS, template: true },
  'jinja-html': { syntax: 'html', comments: JINJA_COMMENTS, template: true },
  jinja: { syntax: 'prose', comments: JINJA_COMMENTS, template: true, linguist: ['Jinja'] },
  'django-txt': { syntax: 'prose', template: true },
  twig: { syntax: 'prose', template: true, linguist: ['Twig'] },
  liquid: { syntax: 'prose', template: true, linguist: ['Liquid'] },
  nunjucks: { syntax: 'prose', template: true, linguist: ['Nunjucks'] },
  gotmpl: { syntax: 'prose', template: true, aliases: ['go-template'], linguist: ['Go Template'] },
  helm: { syntax: 'prose', template: true },
  aspnetcorerazor: { syntax: 'prose', template: true },

  // Data.
  json: { syntax: 'json', anchors: 'json', linguist: ['JSON'],
    files: '.json .bowerrc .jscsrc .webmanifest .js.map .css.map .ts.map .har .jslintrc .jsonld .geojson .vuerc composer.lock .watchmanconfig' },
  jsonc: { syntax: 'json', comments: C_COMMENTS, anchors: 'json', linguist: ['JSON with Comments'],
    files: '.jsonc .code-workspace .eslintrc .eslintrc.json .jsfmtrc .jshintrc .swcrc .hintrc .babelrc ' +
      'tsconfig.json jsconfig.json launch.json tasks.json keybindings.json extensions.json settings.json ' +
      'devcontainer.json .devcontainer.json babel.config.json .babelrc.json typedoc.json' },
  jsonl: { syntax: 'json', files: '.jsonl .ndjson' },
  json5: { syntax: 'json', comments: C_COMMENTS, anchors: 'json', linguist: ['JSON5'], files: '.json5' },
  yaml: { syntax: 'yaml', comments: HASH_COMMENTS, anchors: 'yaml', linguist: ['YAML'],
    files: '.yaml .yml .eyaml .eyml .cff .clang-format .clang-tidy .gemrc' },
  dockercompose: { syntax: 'yaml', comments: HASH_COMMENTS, anchors: 'yaml', files: 'compose.yml compose.yaml docker-compose.yml docker-compose.yaml' },
  'github-actions-workflow': { syntax: 'yaml', comments: HASH_COMMENTS, anchors: 'yaml' },

  // Man pages: troff source.
  troff: { syntax: 'troff', comments: TROFF_COMMENTS, aliases: ['groff', 'nroff', 'roff', 'man'], linguist: ['Roff', 'Roff Manpage'] },

  // Source code.
  javascript: { syntax: 'code', strings: 'complete', code: JS, interpolation: 'backtick', linguist: ['JavaScript'], files: '.js .es6 .mjs .cjs .pac jakefile',
    shebang: /^(?:node|deno|bun)$/ },
  typescript: { syntax: 'code', strings: 'complete', code: JS, interpolation: 'backtick', linguist: ['TypeScript'], files: '.ts .cts .mts', shebang: /^(?:ts-node|tsx)$/ },
  javascriptreact: { syntax: 'code', strings: 'complete', code: JS, interpolation: 'backtick', files: '.jsx' },
  typescriptreact: { syntax: 'code', strings: 'complete', code: JS, interpolation: 'backtick', linguist: ['TSX'], files: '.tsx' },
  c: { syntax: 'code', strings: 'complete', code: C, linguist: ['C'], files: '.c .i' },
  cpp: { syntax: 'code', strings: 'complete', code: C, linguist: ['C++'],
    files: '.cpp .cppm .cc .ccm .cxx .cxxm .c++ .c++m .hpp .hh .hxx .h++ .h .ii .ino .inl .ipp .ixx .tpp .txx' },
  'cuda-cpp': { syntax: 'code', strings: 'complete', code: C, linguist: ['Cuda'], files: '.cu .cuh' },
  'objective-c': { syntax: 'code', strings: 'complete', code: C, linguist: ['Objective-C'], files: '.m' },
  'objective-cpp': { syntax: 'code', strings: 'complete', code: C, linguist: ['Objective-C++'], files: '.mm' },
  csharp: { syntax: 'code', strings: 'complete', code: C_LIKE, interpolation: 'csharp-dollar', linguist: ['C#'], files: '.cs .csx .cake' },
  fsharp: { syntax: 'code', code: C_LIKE, linguist: ['F#'], files: '.fs .fsi .fsx .fsscript' },
  java: { syntax: 'code', strings: 'complete', code: C_LIKE, linguist: ['Java'], files: '.java .jav' },
  groovy: { syntax: 'code', code: C_LIKE, interpolation: 'dollar-double', linguist: ['Groovy'], files: '.groovy .gvy .gradle .jenkinsfile .nf jenkinsfile' },
  kotlin: { syntax: 'code', code: C_LIKE, interpolation: 'dollar-double', linguist: ['Kotlin'], files: '.kt .kts' },
  scala: { syntax: 'code', code: C_LIKE, interpolation: 'scala-prefix', linguist: ['Scala'], files: '.scala .sc' },
  dart: { syntax: 'code', code: C_LIKE, interpolation: 'dollar-double', linguist: ['Dart'], files: '.dart' },
  go: { syntax: 'code', strings: 'complete', code: C_LIKE, linguist: ['Go'], files: '.go' },
  zig: { syntax: 'code', code: C_LIKE, linguist: ['Zig'] },
  proto: { syntax: 'code', code: C_LIKE, linguist: ['Protocol Buffer'] },
  solidity: { syntax: 'code', code: C_LIKE, linguist: ['Solidity'] },
  hlsl: { syntax: 'code', code: C_LIKE, linguist: ['HLSL'] },
  glsl: { syntax: 'code', code: C_LIKE, linguist: ['GLSL'] },
  d: { syntax: 'code', code: C_LIKE, linguist: ['D'] },
  haxe: { syntax: 'code', code: C_LIKE, linguist: ['Haxe'] },
  rust: { syntax: 'code', strings: 'complete', code: RUST, linguist: ['Rust'], files: '.rs' },
  swift: { syntax: 'code', strings: 'complete', code: SWIFT, interpolation: 'swift-paren', linguist: ['Swift'], files: '.swift' },
  rc: { syntax: 'code', strings: 'complete', code: C_LIKE_DOUBLE, files: '.rc' },
  // The Godot engine's scripts, scenes and resources, and shaders (godot-tools' language ids).
  gdscript: { syntax: 'code', strings: 'complete', code: GDSCRIPT, engine: 'godot', linguist: ['GDScript'], files: '.gd' },
  gdresource: { syntax: 'code', strings: 'complete', code: GODOT_RESOURCE, engine: 'godot', linguist: ['Godot Resource'],
    files: '.tscn .tres .godot .import .gdextension .gdns .gdnlib' },
  gdshader: { syntax: 'code', strings: 'complete', code: C_LIKE_DOUBLE, engine: 'godot', linguist: ['GDShader'], files: '.gdshader .gdshaderinc' },
  css: { syntax: 'code', strings: 'complete', code: CSS, linguist: ['CSS'], files: '.css' },
  scss: { syntax: 'code', strings: 'complete', code: SCSS, linguist: ['SCSS'], files: '.scss' },
  less: { syntax: 'code', strings: 'complete', code: SCSS, linguist: ['Less'], files: '.less' },
  php: { syntax: 'code', strings: 'complete', code: PHP, interpolation: 'dollar-double', heredoc: 'php', linguist: ['PHP'], files: '.php .php4 .php5 .phtml .ctp', shebang: /^php[\d.]*$/ },
  python: { syntax: 'code', strings: 'complete', code: PYTHON, interpolation: 'python-f', linguist: ['Python'],
    files: '.py .rpy .pyw .cpy .gyp .gypi .pyi .ipy .pyt sconstruct sconscript', shebang: /^python[\d.]*$/ },
  shellscript: { syntax: 'code', strings: 'complete', code: SHELL, interpolation: 'dollar-double', heredoc: 'shell', aliases: ['bash', 'sh', 'zsh'], linguist: ['Shell'],
    files: '.sh .bash .bashrc .bash_aliases .bash_profile .bash_login .ebuild .profile .bash_logout .xprofile ' +
      '.xsession .xsessionrc .zsh .zshrc .zprofile .zlogin .zlogout .zshenv .zsh-theme .fish .ksh .csh .cshrc .tcshrc ' +
      '.yashrc .yash_profile apkbuild pkgbuild .envrc .hushlogin zshrc zshenv zlogin zprofile zlogout',
    shebang: /^(?:ba|z|k|da|a|c|tc|fi|ya)?sh$/ },
  ruby: { syntax: 'code', strings: 'complete', code: RUBY, interpolation: 'hash-double', heredoc: 'ruby-perl', commentMarkup: 'rdoc', linguist: ['Ruby'],
    files: '.rb .rbx .rjs .gemspec .rake .ru .erb .podspec .rbi rakefile gemfile guardfile podfile capfile vagrantfile brewfile', shebang: /^ruby$/ },
  perl: { syntax: 'code', strings: 'complete', code: PERL, interpolation: 'dollar-double', heredoc: 'ruby-perl', linguist: ['Perl'], files: '.pl .pm .t .psgi', shebang: /^perl[\d.]*$/ },
  raku: { syntax: 'code', code: PERL, heredoc: 'ruby-perl', aliases: ['perl6'], linguist: ['Raku'], files: '.raku .rakumod .rakutest .rakudoc .p6 .pl6 .pm6' },
  r: { syntax: 'code', code: HASH, linguist: ['R'], files: '.r .rhistory .rprofile .rt' },
  powershell: { syntax: 'code', code: HASH, interpolation: 'dollar-double', linguist: ['PowerShell'], files: '.ps1 .psm1 .psd1 .pssc .psrc',
    shebang: /^(?:pwsh|powershell)$/ },
  dockerfile: { syntax: 'code', code: HASH_SHELL, linguist: ['Dockerfile'], files: '.dockerfile .containerfile dockerfile containerfile' },
  makefile: { syntax: 'code', strings: 'complete', code: HASH_SHELL, interpolation: 'make-pattern', linguist: ['Makefile'], files: '.mak .mk makefile gnumakefile', shebang: /^make$/ },
  toml: { syntax: 'code', strings: 'complete', code: TOML, linguist: ['TOML'], files: '.toml' },
  cmake: { syntax: 'code', code: HASH, linguist: ['CMake'] },
  elixir: { syntax: 'code', code: HASH, interpolation: 'hash-double', linguist: ['Elixir'], files: '.ex .exs' },
  julia: { syntax: 'code', strings: 'complete', code: HASH, interpolation: 'dollar-double', linguist: ['Julia'], files: '.jl' },
  nim: { syntax: 'code', code: HASH, linguist: ['Nim'] },
  coffeescript: { syntax: 'code', code: HASH, interpolation: 'hash-double', linguist: ['CoffeeScript'], files: '.coffee .cson .iced' },
  crystal: { syntax: 'code', code: HASH, interpolation: 'hash-double', linguist: ['Crystal'] },
  tcl: { syntax: 'code', code: HASH, linguist: ['Tcl'] },
  awk: { syntax: 'code', code: HASH, linguist: ['Awk'] },
  properties: { syntax: 'code', strings: 'complete', code: HASH, linguist: ['Java Properties'],
    files: '.properties .cfg .conf .directory .gitattributes .gitconfig .gitmodules .editorconfig .npmrc gitconfig', byContent: ['xml', 'modsecurity'] },
  // ModSecurity's rules (a web application firewall's, coreruleset's `.conf` files), by content only: Linguist knows
  // no such language, and `.conf` is any program's configuration.
  modsecurity: { syntax: 'code', strings: 'complete', code: SECLANG },
  po: { syntax: 'gettext', strings: 'complete', code: HASH, linguist: ['Gettext Catalog'], files: '.po .pot' },
  sql: { syntax: 'code', code: DASHES, linguist: ['SQL'], files: '.sql .dsql' },
  plsql: { syntax: 'code', code: DASHES, linguist: ['PLSQL'] },
  lua: { syntax: 'code', strings: 'complete', code: LUA, interpolation: 'lua-pattern', linguist: ['Lua'], files: '.lua', shebang: /^lua[\d.]*$/ },
  teal: { syntax: 'code', strings: 'complete', code: LUA, interpolation: 'lua-pattern', linguist: ['Teal'], files: '.tl' },
  haskell: { syntax: 'code', code: HASKELL, commentMarkup: 'haddock', linguist: ['Haskell'], files: '.hs' },
  elm: { syntax: 'code', code: DASHES, linguist: ['Elm'] },
  ada: { syntax: 'code', code: DASHES, linguist: ['Ada'] },
  vhdl: { syntax: 'code', code: DASHES, linguist: ['VHDL'] },
  clojure: { syntax: 'code', code: SEMICOLON, linguist: ['Clojure'], files: '.clj .cljs .cljc .cljx .clojure .edn' },
  lisp: { syntax: 'code', strings: 'complete', code: SEMICOLON, interpolation: 'tilde-format', linguist: ['Common Lisp'] },
  scheme: { syntax: 'code', strings: 'complete', code: SEMICOLON, interpolation: 'tilde-format', linguist: ['Scheme'] },
  'emacs-lisp': { syntax: 'code', code: ELISP, aliases: ['elisp'], linguist: ['Emacs Lisp'], files: '.el' },
  racket: { syntax: 'code', strings: 'complete', code: SEMICOLON, interpolation: 'tilde-format', linguist: ['Racket'] },
  ini: { syntax: 'code', strings: 'complete', code: INI, linguist: ['INI'], files: '.ini' },
  erlang: { syntax: 'code', code: PERCENT, linguist: ['Erlang'], files: '.erl .hrl' },
  matlab: { syntax: 'code', code: PERCENT, linguist: ['MATLAB'] },

  // Prose with comments of its own.
  latex: { syntax: 'latex', comments: PERCENT_COMMENTS, interpolation: 'tex-parameter', linguist: ['TeX'], files: '.tex .ltx .ctx' },
  tex: { syntax: 'latex', comments: PERCENT_COMMENTS, interpolation: 'tex-parameter', files: '.sty .cls .bbx .cbx' },
  // BibTeX's fields are TeX: `\_` and `\%` in a `url` or `eprint` field are TeX's escapes, read as LaTeX's text is.
  bibtex: { syntax: 'latex', comments: PERCENT_COMMENTS, linguist: ['BibTeX'], files: '.bib' },
  postscript: { syntax: 'prose', strings: 'basic', comments: PERCENT_COMMENTS, linguist: ['PostScript'] },
  prolog: { syntax: 'prose', strings: 'basic', comments: PERCENT_COMMENTS, linguist: ['Prolog'] },
  terraform: { syntax: 'prose', strings: 'basic', comments: C_COMMENTS, files: '.tf .tfvars' },
  hcl: { syntax: 'prose', strings: 'basic', comments: C_COMMENTS, linguist: ['HCL'] },
  verilog: { syntax: 'prose', strings: 'basic', comments: C_COMMENTS, linguist: ['Verilog'] },
  systemverilog: { syntax: 'prose', strings: 'basic', comments: C_COMMENTS, linguist: ['SystemVerilog'] },
  dotenv: { syntax: 'prose', comments: HASH_COMMENTS, linguist: ['Dotenv'], files: '.env' },
  ignore: { syntax: 'prose', comments: HASH_COMMENTS, linguist: ['Ignore List'],
    files: '.gitignore .npmignore .dockerignore .eslintignore .prettierignore .urilintignore' },
  'pip-requirements': { syntax: 'prose', comments: HASH_COMMENTS, linguist: ['Pip Requirements'] },
  'git-commit': { syntax: 'prose', comments: HASH_COMMENTS, linguist: ['Git Commit'] },
  'git-rebase': { syntax: 'prose', comments: HASH_COMMENTS },
  graphql: { syntax: 'prose', strings: 'basic', comments: HASH_COMMENTS, linguist: ['GraphQL'] },
  nix: { syntax: 'prose', strings: 'basic', comments: HASH_COMMENTS, linguist: ['Nix'] },
  bat: { syntax: 'prose', strings: 'basic', comments: BATCH_COMMENTS, linguist: ['Batchfile'], files: '.bat .cmd' },
  vb: { syntax: 'prose', strings: 'basic', comments: QUOTE_COMMENTS, linguist: ['Visual Basic .NET', 'VBScript'], files: '.vb .brs .vbs .bas .vba' },
  // A package description's fields, its `description` written in Haddock's markup (also a `ghc-pkg dump`, by content).
  cabal: { syntax: 'prose', comments: DASH_COMMENTS, textMarkup: 'haddock', linguist: ['Cabal Config'], files: '.cabal' },
  fortran: { syntax: 'prose', strings: 'basic', comments: BANG_COMMENTS, linguist: ['Fortran'] },
  'fortran-modern': { syntax: 'prose', strings: 'basic', comments: BANG_COMMENTS, linguist: ['Fortran Free Form'] },

  // Prose.
  diff: { syntax: 'prose', linguist: ['Diff'], files: '.diff .patch .rej' },
  log: { syntax: 'prose', files: '.log' },
  // Plain text, and any id the table does not know: a man page or an AsciiDoc document by its content.
  plaintext: { syntax: 'prose', linguist: ['Text'], files: '.txt', byContent: ['troff', 'asciidoc-text', 'cabal', 'bikeshed', 'adblock', 'xml', 'modsecurity'] },
  // An ad blocker's filter list (Adblock Plus, AdGuard, uBlock Origin), read by its header: its rules are patterns of
  // URLs (`||host^$third-party`, `|http://x/*|`, `/regex/`), whose syntax the finder does not read, so what it finds
  // there is said as unsure (Information), not as an Error of a URI.
  adblock: { syntax: 'prose', strings: 'basic', comments: { line: ['!'], block: [] } },
} satisfies Record<string, LanguageRow>;

/** A language id of the table. */
export type LanguageId = keyof typeof ROWS;

/** The rows, by id, as written. */
export const LANGUAGE_ROWS: Readonly<Record<LanguageId, LanguageRow>> = ROWS;

/** The language id of plain text, which the table also answers for an id it does not know. */
export const PLAINTEXT: LanguageId = 'plaintext';

/** Where a directive may go in a language read with `syntax` (see `DirectiveRules`). */
function directiveRules(syntax: LinkSyntax, row: LanguageRow): DirectiveRules {
  const hasComments = row.comments !== undefined || row.code !== undefined;
  switch (syntax) {
    case 'markdown': return { constructs: 'markdown', trailing: true, indented: true, inStrings: false };
    case 'yaml': return { constructs: 'yaml', trailing: false, indented: true, inStrings: false };
    case 'troff': return { constructs: 'code', trailing: false, indented: false, inStrings: false };
    case 'json': return { constructs: 'code', trailing: false, indented: true, inStrings: !hasComments };
    // A notebook is JSON without comments: no directive is written in it.
    case 'notebook': return { constructs: 'code', trailing: false, indented: true, inStrings: true };
    case 'html': case 'code': case 'latex': case 'gettext': case 'asciidoc': case 'rst': case 'org': case 'pod': case 'textile': case 'wikitext': case 'rdoc': case 'prose':
      return { constructs: 'code', trailing: false, indented: true, inStrings: false };
  }
}

function language(id: string, row: LanguageRow): Language {
  const code = row.code;
  return {
    id,
    syntax: row.syntax,
    code,
    strings: row.strings ?? (code === undefined ? undefined : 'basic'),
    commentMarkup: row.commentMarkup,
    textMarkup: row.textMarkup,
    comments: row.comments ?? (code && { line: code.line, block: code.block ? [code.block] : [] }),
    interpolation: row.interpolation,
    heredoc: row.heredoc,
    engine: row.engine,
    anchors: row.anchors ?? 'text',
    xml: row.xml ?? false,
    rendered: row.rendered ?? false,
    byContent: row.byContent ?? (row.syntax === 'prose' ? ['troff'] : row.syntax === 'code' ? ['xml'] : []),
    template: row.template ?? false,
    editorMarkdown: row.editorMarkdown ?? false,
    directives: directiveRules(row.syntax, row),
  };
}

const BY_ID: ReadonlyMap<string, Language> = new Map(
  (Object.entries(LANGUAGE_ROWS) as [LanguageId, LanguageRow][]).flatMap(([id, row]) => {
    const lang = language(id, row);
    return [id, ...(row.aliases ?? [])].map((name): [string, Language] => [name, lang]);
  }),
);

const PLAIN = BY_ID.get(PLAINTEXT)!;

/**
 * The language of a language id (any case; an alias is its language), or
 * undefined for an id the table does not know.
 */
export function knownLanguage(languageId: string): Language | undefined {
  return BY_ID.get(languageId) ?? BY_ID.get(languageId.toLowerCase());
}

/** The language of a language id, plain text for an id the table does not know. */
export function languageById(languageId: string): Language {
  return knownLanguage(languageId) ?? PLAIN;
}
