/**
 * Files nobody edits, left out by default (`uriLint.defaultIgnores`), as
 * GitHub leaves them out of diffs and language statistics: a project's
 * copies of other projects (vendored), what a tool wrote (generated: lock
 * files, source maps, code from a schema), minified files and binary files.
 * A finding there is a claim nobody can act on: the fix belongs upstream or
 * in the generator.
 *
 * Decided by the path first (no read needed), then by the text's first and
 * last lines, its line lengths and its share of characters that are not
 * text. Our own rules, after what GitHub Linguist describes, narrowed to what
 * is never written by hand: a `tools/` or `docs/_templates/` folder holds
 * files people edit, so neither is here.
 */

/** Why a file is left out. */
export type UneditedClass = 'vendored' | 'generated' | 'minified' | 'binary';

/** A class and the rule that gave it, for the message (`vendored: third_party/`). */
export interface Unedited {
  kind: UneditedClass;
  why: string;
}

/**
 * Folders of other projects' code, at any depth: package managers' install
 * folders, vendored copies, bundled releases. Matched against a folder name
 * of the path (never the file's own name).
 */
const VENDORED_FOLDERS: ReadonlyMap<string, string> = new Map([
  ['node_modules', 'node_modules/'],
  ['bower_components', 'bower_components/'],
  ['jspm_packages', 'jspm_packages/'],
  ['vendor', 'vendor/'],
  ['vendors', 'vendor/'],
  ['Vendor', 'vendor/'],
  ['third_party', 'third_party/'],
  ['third-party', 'third_party/'],
  ['thirdparty', 'third_party/'],
  ['3rdparty', 'third_party/'],
  ['3rd_party', 'third_party/'],
  ['3rd-party', 'third_party/'],
  ['Pods', 'Pods/'],
  ['Carthage', 'Carthage/'],
  ['Godeps', 'Godeps/'],
  ['.bundle', '.bundle/'],
  ['site-packages', 'site-packages/'],
  // A Python package's copies of the packages it depends on, kept inside it (pip's `src/pip/_vendor/`, setuptools'),
  // and Hugo's vendored modules (`hugo mod vendor`): as Linguist's vendor.yml has `vendors?/` anywhere in a path.
  ['_vendor', '_vendor/'],
  // Type definitions `flow-typed install` copies from the flow-typed repository.
  ['flow-typed', 'flow-typed/'],
  // A Mix or node-gyp project's installed dependencies are `deps/` too, but so are many projects' own sources: only at
  // the top, as Linguist reads it (VENDORED_PATHS).
  ['_esy', '_esy/'],
  ['.venv', '.venv/'],
  ['.tox', '.tox/'],
  // A build's output committed for its users (a package's bundles, an editor's generated translations), as Linguist's
  // vendor.yml lists it: what it holds is fixed in the sources it is built from.
  ['dist', 'dist/'],
]);

/** Folder sequences of bundled releases and caches of a package manager (`.yarn/releases/yarn-4.js`). */
const VENDORED_PATHS: readonly { re: RegExp; why: string }[] = [
  { re: /(?:^|\/)\.yarn\/(?:releases|plugins|cache|sdks|unplugged|versions)\//, why: '.yarn/' },
  { re: /(?:^|\/)\.pnpm-store\//, why: '.pnpm-store/' },
  { re: /(?:^|\/)\.mvn\/wrapper\//, why: '.mvn/wrapper/' },
  { re: /(?:^|\/)gradle\/wrapper\//, why: 'gradle/wrapper/' },
  // A C project's copies of the libraries it builds with, at the repository's top (Node's `deps/`, doxygen's
  // `deps/spdlog/`), as Linguist's vendor.yml has `^deps/`: only there, where a Mix or node-gyp project's `deps/` deeper
  // down may be its own sources.
  { re: /^deps\//, why: 'deps/' },
  // Third-party folders in any case and spelling (`ThirdParty/`, `Third_Party/`, `3rdParty/`), as vendor.yml matches them.
  { re: /(?:^|\/)(?:3rd|third)[-_]?party\//i, why: 'third_party/' },
  // An Apple framework bundle (a vendor's SDK: `Crashlytics.framework/`, `Sparkle.framework/`) and an installed
  // NuGet package (`packages/Newtonsoft.Json.13.0.1/`, its version after a dot; pip's test data `LocalExtras-0.0.2/`
  // is a project's own).
  { re: /(?:^|\/)[^/]+\.framework\//, why: 'a framework bundle' },
  { re: /(?:^|\/)[Pp]ackages\/[A-Za-z](?:[\w.-]*[A-Za-z])?\.\d+\.\d+(?:\.\d+)*(?:-[\w.]+)?\//, why: 'a NuGet package' },
  // Build tools' wrapper scripts and autotools' helper files, copied into a project as released.
  { re: /(?:^|\/)(?:gradlew(?:\.bat)?|mvnw(?:\.cmd)?|dotnet-install\.(?:ps1|sh))$/, why: "a build tool's wrapper" },
  { re: /(?:^|\/)(?:config\.guess|config\.sub|aclocal\.m4|libtool\.m4|ltoptions\.m4|ltsugar\.m4|ltversion\.m4|lt~obsolete\.m4|erlang\.mk|cpplint\.py)$/, why: "a build tool's file" },
  // Libraries' releases copied whole into a site: MathJax's and Ace's builds.
  { re: /(?:^|\/)(?:MathJax|ace-builds)\//, why: 'a bundled library' },
  // The JavaScript frameworks a site bundles, as Linguist's vendor.yml names their releases ("Commonly Bundled JavaScript
  // frameworks"), narrowed to the names only a release has: ExtJS's folder and builds (deluge's js/extjs/, its
  // `ext-all-debug.js` beside `ext-all.js`), jQuery's and jQuery UI's release files, Prototype's, MooTools', Dojo's,
  // YUI's, Knockout's, Modernizr's and html5shiv's, Microsoft Ajax's and Visual Studio's IntelliSense files. Not the
  // libraries whose own repositories name their sources so (D3's, Bootstrap's, Foundation's `foundation.core.js`).
  { re: /(?:^|\/)ext-?js(?:-\d+(?:\.\d+)*)?\//i, why: 'a bundled library (ExtJS)' },
  { re: /(?:^|\/)ext-(?:all|base|core)(?:-debug)?(?:-\d+(?:\.\d+)*)?\.js$/, why: 'a bundled library (ExtJS)' },
  { re: /(?:^|\/)jquery(?:-\d+\.\d+(?:\.\d+)?)?(?:\.slim)?\.js$/, why: 'a bundled library (jQuery)' },
  { re: /(?:^|\/)jquery-ui(?:-\d+\.\d+(?:\.\d+)?)?(?:\.custom)?\.(?:js|css)$/, why: 'a bundled library (jQuery UI)' },
  { re: /(?:^|\/)prototype(?:-\d+(?:\.\d+)+)?\.js$|(?:^|\/)mootools(?:-core|-more)?-\d+\.\d+(?:\.\d+)*[\w.-]*\.js$|(?:^|\/)dojo\.js$/, why: 'a bundled library' },
  { re: /(?:^|\/)yui(?:-(?:min|debug|core))?\.js$|(?:^|\/)knockout-\d+\.\d+\.\d+(?:\.debug)?\.js$/, why: 'a bundled library' },
  { re: /(?:^|\/)modernizr-\d+\.\d+(?:\.\d+)?\.js$|(?:^|\/)modernizr\.custom\.\d+\.js$|(?:^|\/)html5shiv(?:-printshiv)?\.js$/, why: 'a bundled library' },
  { re: /(?:^|\/)[Mm]icrosoft(?:[Mm]vc)?(?:[Aa]jax|[Vv]alidation)(?:\.debug)?\.js$|-vsdoc\.js$|\.intellisense\.js$/, why: 'a bundled library' },
];

/**
 * An installed distribution's metadata folder (`boto3-1.28.57.dist-info`, its version in its name), which a package
 * installer writes beside the packages it installs into a folder (`pip install --target`, an AWS Lambda layer's
 * `python/`): never a project's own sources, where a development install writes its metadata elsewhere.
 */
const INSTALLED_METADATA = /^[A-Za-z0-9][\w.]*-\d[\w.+!]*\.dist-info$/;

/**
 * The class of every file below a folder whose entries (`folders`: the names of its subfolders) say a package
 * installer filled it: vendored, as `site-packages/` is.
 */
export function installedFolder(folders: Iterable<string>): Unedited | undefined {
  for (const name of folders) if (INSTALLED_METADATA.test(name)) return { kind: 'vendored', why: 'a package installer\'s folder (*.dist-info)' };
  return undefined;
}

/** Files by name that a tool writes: lock files, source maps, minified bundles, generated code. */
const GENERATED_NAMES: readonly { re: RegExp; why: string }[] = [
  {
    re: /(?:^|\/)(?:package-lock\.json|npm-shrinkwrap\.json|yarn\.lock|pnpm-lock\.yaml|bun\.lockb?|Cargo\.lock|composer\.lock|Gemfile\.lock|poetry\.lock|pdm\.lock|uv\.lock|Pipfile\.lock|Gopkg\.lock|glide\.lock|go\.sum|flake\.lock|\.terraform\.lock\.hcl|packages\.lock\.json|Package\.resolved|pubspec\.lock|mix\.lock)$/,
    why: 'a lock file',
  },
  {
    re: /(?:^|\/)(?:deno\.lock|pixi\.lock|MODULE\.bazel\.lock|mise(?:\.[^/]+)?\.lock|(?:\w+\.)?esy\.lock|(?:Julia)?Manifest(?:-v\d+\.\d+)?\.toml|Cargo\.toml\.orig|\.secrets\.baseline)$/,
    why: 'a lock file',
  },
  { re: /(?:^|\/)\.pnp\.(?:c?js|loader\.mjs|data\.json)$/, why: "Yarn's Plug'n'Play" },
  // Relay's compiled queries, coverage.py's HTML report, SQLx's offline query data, Sphinx's build folder.
  { re: /(?:^|\/)__generated__\//, why: "a compiler's output folder" },
  { re: /(?:^|\/)htmlcov\//, why: 'a coverage report' },
  { re: /(?:^|\/)\.sqlx\/query-[a-f\d]{64}\.json$/, why: "SQLx's query data" },
  { re: /(?:^|\/)docs?\/_build\//, why: "a documentation build's output" },
  { re: /_tlb\.pas$/i, why: 'a type library import' },
  { re: /.\.zep\.(?:c|h|php)$/, why: "Zephir's output" },
  { re: /[.-]min\.(?:js|mjs|cjs|css)$/i, why: 'a minified bundle' },
  { re: /[.-]min\.json$/i, why: 'minified data' },
  { re: /\.(?:js|mjs|cjs|css)\.map$/i, why: 'a source map' },
  { re: /\.designer\.(?:cs|vb)$/i, why: 'a designer file' },
  { re: /\.feature\.cs$/i, why: 'a SpecFlow file' },
  { re: /\.pb\.(?:go|cc|h)$|_pb2(?:_grpc)?\.pyi?$|\.pb\.gw\.go$|_grpc\.pb\.go$/, why: 'protocol buffer code' },
  { re: /(?:^|\/)\.idea\//, why: 'IDE project files' },
  // What a test compares its output with, written by the test run (Jest's snapshots, golden files).
  { re: /(?:^|\/)(?:__snapshots__|goldens?)\//, why: 'test snapshots' },
];

/** What a generator writes at a file's top to say so (Go's convention, `@generated`, .NET's `<auto-generated>`, protoc's, Thrift's). */
const GENERATED_MARK = /\bCode generated\b.*\bDO NOT EDIT\b|@generated\b|<auto-generated\b|\bGenerated by the protocol buffer compiler\b|\bAutogenerated by Thrift\b|\bDO NOT EDIT\b[^\n]{0,40}\b(?:generated|automatically)\b|\b(?:auto-?generated|automatically generated|generated automatically)\b[^\n]{0,60}\bdo not (?:edit|modify)\b/i;

/**
 * Generators' own signatures, at a file's top, in whichever language they write (after GitHub Linguist's
 * generated.rb, which knows each by its extension as well): parser and lexer generators, compilers to another
 * language, documentation and binding generators, autotools' `configure`, and the sentences generators write
 * whoever they are (`GENERATED CODE -- DO NOT EDIT`, `This file was automatically generated`, `DO NOT EDIT MANUALLY`).
 */
const GENERATOR_SIGNATURES: readonly RegExp[] = [
  /\bGenerated by (?:PEG\.js|Cython|Haxe|CoffeeScript|roxygen2|the gRPC\b|GNU Autoconf\b)/,
  /\bparser generated by jison\b|\bgenerated by jison-lex\b|\bgenerated automatically by aclocal\b|\bautomatically generated by Racc\b/,
  /\bThe following code was generated by JFlex\b|\bThis is a generated file\. Not intended for manual editing\b|\bThis file is generated by jOOQ\b/,
  /\bautogenerated by go-to-protobuf\b|\bAutomatically created by Devel::PPPort\b|# Microsoft Developer Studio Generated Build File\b/,
  /\bgenerated (?:code|file)\W{1,5}do not (?:edit|modify)\b/i,
  /\bthis (?:file|page|document|code) (?:is|was|has been) (?:auto-?generated|automatically generated|generated automatically|machine[- ]generated)\b/i,
  // Shouted, as Tapioca's RBI files write it; a sentence to a person (`please do not edit manually`, atop a README a
  // project's template writes, coq-community's) is the project's own page, whose links round 15 judged right.
  /\bDO NOT EDIT (?:THIS FILE )?(?:MANUALLY|BY HAND)\b/,
];

/** A word every one of `GENERATED_MARK`'s and `GENERATOR_SIGNATURES`' patterns holds. */
const MAY_BE_MARKED = /generat|DO NOT EDIT|PPPort|Developer Studio/i;

/** How many of a text's first lines a generator's mark is looked for in. */
const MARK_LINES = 10;

/**
 * A generator's mark on a line of its own, as a comment, in a text's first lines, after a license's comment where a
 * project puts one above everything it writes (traefik's applyconfiguration-gen code): Go's convention (`^// Code
 * generated .* DO NOT EDIT\.$`, which Go's tools look for anywhere before the package clause), `@generated`, in any
 * language's line comment or block comment.
 */
const GENERATED_LINE = /^[ \t]*(?:\/\/+|#+|--|;+|\/\*+|\*|%+|<!--)[ \t]*(?:Code generated\b.*\bDO NOT EDIT\b|@generated\b)/im;
/** How many of a text's first lines that line is looked for in (as Linguist does for Go's). */
const GENERATED_LINE_LINES = 40;

/**
 * The Kubernetes resources a generator writes from its Go types, marked so in their annotations: controller-gen's
 * CustomResourceDefinitions, RBAC roles and webhooks (`controller-gen.kubebuilder.io/version: v0.19.0`). Their
 * descriptions are the Go comments, whose links are fixed there.
 */
const GENERATED_ANNOTATION = /^[ \t]+["']?controller-gen\.kubebuilder\.io\/version["']?[ \t]*:/m;
/** A Kubernetes manifest's start, comments and `---` aside: a page showing one in its code is no manifest. */
const MANIFEST_START = /^(?:[ \t]*(?:#[^\n]*|---[^\n]*)?\r?\n)*(?:apiVersion[ \t]*:|kind[ \t]*:|\{)/;

/**
 * Files a tool writes whole, told by their shape: a VCR cassette's recorded HTTP interactions end `recorded_with: VCR
 * 6.0.0`; a .NET assembly's XML documentation opens `<doc>` then `<assembly>`; a Unity asset's `.meta` opens
 * `fileFormatVersion:` then `guid:`.
 */
const VCR_CASSETTE = /(?:^|\n)recorded_with: VCR\b[^\n]*\n?\s*$/;
const NET_DOCFILE = /^(?:\ufeff)?<\?xml[^\n]*\r?\n<doc>\s*\r?\n\s*<assembly>/;
const UNITY_META = /^fileFormatVersion: \d+\r?\nguid: [0-9a-f]{32}\b/;

/**
 * A page a documentation or site generator wrote (what GitHub Linguist calls generated HTML, widened to the
 * generators found committed in public repositories): its comment at the top (javadoc, Doxygen, pkgdown), or a
 * `<meta name="generator">` naming a program with a literal value. Any program: the tag is a generator's signature
 * whatever its name (odoc, Documenter, Scribble…), so the list is of the exceptions, the editors a person writes the
 * page in (`EDITORS`). A value holding a template's expression (`content="Hugo {{ … }}"`, `<%= … %>`, `${…}`) is the
 * layout someone edits, not its output; a build's own substitution (`odoc %%VERSION%%`) is still literal. Its links
 * are fixed in the generator's sources, not here.
 */
const GENERATOR_COMMENT = /<!--\s*Generated by (?:javadoc|Doxygen|pkgdown)\b/i;
const GENERATOR_META = /<meta\s[^>]*?\bname\s*=\s*["']generator["'][^>]*?\bcontent\s*=\s*["']([A-Za-z][^"'{}<$]*)["']/i;
/** HTML editors whose `<meta name="generator">` marks a page a person wrote in them, not a program's output. */
const EDITORS = /^(?:Microsoft (?:FrontPage|Visual Studio|Expression Web)|FrontPage|Adobe (?:Dreamweaver|GoLive)|Dreamweaver|Mozilla|Netscape|SeaMonkey|KompoZer|Nvu|Amaya|BBEdit|Bluefish|CoffeeCup|HTML[- ]Tidy|Notepad|TextMate|Quanta|HotDog|Arachnophilia|HTML-Kit|Sublime|Visual Studio Code|vim|emacs)\b/i;
/**
 * A page's footer saying which program wrote it, in its last lines: jazzy's, TypeDoc's, LDoc's (`generated by <a
 * href="…">LDoc 1.5.0</a>`), whichever program, as with the `<meta>`. A person's own word (`generated by hand`, `by
 * the team`) names no program.
 */
/** A template language's expression or statement (Liquid, Jinja, Go templates, Handlebars, ERB, EJS). */
const TEMPLATE_SYNTAX = /\{\{|\{%|<%/;
const GENERATOR_FOOTER = /\bgenerated (?:by|using|with)\s+(?:<a\b[^>]*>\s*)?(?!(?:the|a|an|our|my|your|their|this|hand|me|us|you|them|people|humans?)\b)[A-Za-z][\w.+-]*/i;

/**
 * A dependency license report a build plugin writes (sbt-license-report's `dumpLicenseReport`, gitbucket's
 * doc/licenses.md): its table's header, `Category | License | Dependency | Notes`, with or without outer pipes and
 * padding, then rows naming each dependency as `group # artifact # version`. Its links are the dependencies' POMs',
 * fixed upstream or in the plugin's overrides.
 */
const LICENSE_REPORT = /^\|?[ \t]*Category[ \t]*\|[ \t]*License[ \t]*\|[ \t]*Dependency[ \t]*\|[ \t]*Notes[ \t]*\|?[ \t]*\r?\n\|?[ \t]*:?-{3,}[-|: \t]*\r?\n[^\n]*\|[^\n|]*\S[ \t]+#[ \t]+\S[^\n|]*#[ \t]+\S/m;

/** How many of an HTML page's first characters its generator's `<meta>` is looked for in. */
const META_SPAN = 8192;

/** The class of a file by its path (`/`-separated, relative to the repository or workspace), when its path says. */
export function uneditedByPath(relative: string): Unedited | undefined {
  const parts = relative.split('/');
  for (let i = 0; i < parts.length - 1; i++) {
    const why = VENDORED_FOLDERS.get(parts[i]!);
    if (why !== undefined) return { kind: 'vendored', why };
  }
  for (const { re, why } of VENDORED_PATHS) if (re.test(relative)) return { kind: 'vendored', why };
  for (const { re, why } of GENERATED_NAMES) if (re.test(relative)) return { kind: 'generated', why };
  return undefined;
}

/** How much of a text's start tells whether it is minified: a minified file is so from its first lines. */
const MINIFIED_SNIFF = 65536;

/** How many lines may open a text before the one line it mostly is (a license's banner, `"use strict";`). */
const HEAD_LINES = 16;

/**
 * A text's start as `minified` reads it: its first `MINIFIED_SNIFF` characters, cut at the last line break in them
 * so that no line is read in part; but when that break comes before half of them and at most 16 lines precede it,
 * the text is mostly the one line that runs past the window, read as far as the window reaches. A bundle written as
 * one string after a short first line (`export const elkJs =`, then 3.7 MB on line 2: d2's
 * d2js/js/src/elk-loader.browser.js) is read into its second line, not as its first alone; a notebook whose cells
 * open with many lines a person wrote, then hold a line of data, is read as those lines.
 */
function minifiedSniff(text: string): string {
  if (text.length <= MINIFIED_SNIFF) return text;
  const cut = Math.max(text.lastIndexOf('\n', MINIFIED_SNIFF - 1), text.lastIndexOf('\r', MINIFIED_SNIFF - 1)) + 1;
  if (cut >= MINIFIED_SNIFF / 2) return text.slice(0, cut);
  let lines = 0;
  for (let at = text.indexOf('\n'); at >= 0 && at < cut && lines <= HEAD_LINES; at = text.indexOf('\n', at + 1)) lines++;
  return lines <= HEAD_LINES ? text.slice(0, MINIFIED_SNIFF) : text.slice(0, cut);
}

/**
 * The class of a text by its content, when it says: not text, minified, or
 * marked generated. `text` may be the text's start only (at least its first
 * 64K characters), when `tail` gives its last 512.
 */
export function uneditedByText(text: string, tail?: string): Unedited | undefined {
  // A PDF (an Illustrator file is one) by the signature of its first line, whatever share of it is text: what it
  // holds is written by a program, its streams compressed or not.
  if (text.startsWith('%PDF-')) return { kind: 'binary', why: 'a PDF document' };
  if (mostlyNotText(text)) return { kind: 'binary', why: 'mostly not text' };
  if (minified(minifiedSniff(text))) return { kind: 'minified', why: 'long lines of code' };
  const mark = generatorMark(text, tail ?? text.slice(Math.max(0, text.length - 512)));
  if (mark !== undefined) return { kind: 'generated', why: mark };
  return undefined;
}

/** How much of a text's start is read to tell whether it is text. */
const SNIFF = 8000;
/** How many more windows, spread evenly over the rest of a long text, are read to tell. */
const WINDOWS = 7;
/** How long each of them is. */
const WINDOW = 2000;
/** A window with more than this share of characters that are not text is not text. */
const NOT_TEXT_SHARE = 0.3;
/**
 * Nor is a window with this share of control characters (at least `MIN_CONTROLS` of them) among a tenth not text:
 * a text in a legacy encoding decodes to U+FFFD, never to control characters, so controls mark bytes that were never
 * text (a fuzzer's mutated input: honggfuzz's 86-byte HTTP requests, 5% controls and 21% not text in all).
 */
const CONTROL_SHARE = 0.02;
const MIN_CONTROLS = 4;
const MIXED_SHARE = 0.1;

/**
 * Whether most of a text is not text: control characters other than
 * whitespace and escape, and U+FFFD (bytes that were not UTF-8). A file of
 * compressed or encoded bytes decodes to about half of these; a text in a
 * legacy encoding, to a few percent, and to no control characters: a tenth
 * not text with 2% of controls is not text either. Its start is read, then windows spread
 * over the rest: a PDF or an Illustrator file opens with lines of text and
 * goes on in compressed streams, so that the start alone says text. It is
 * not text when its start is not, or when as many of the windows read are
 * not text as are (the start counts as one of text): a text with one blob
 * in it stays text.
 */
export function mostlyNotText(text: string): boolean {
  const first = Math.min(text.length, SNIFF);
  if (first === 0) return false;
  if (notTextIn(text, 0, first)) return true;
  const rest = text.length - first;
  if (rest < WINDOW * WINDOWS) return false;
  let notText = 0;
  for (let k = 1; k <= WINDOWS; k++) {
    const start = first + Math.floor(((rest - WINDOW) * k) / WINDOWS);
    if (notTextIn(text, start, start + WINDOW)) notText++;
  }
  return notText * 2 >= WINDOWS + 1;
}

/** Whether `text[from, to)` is not text: too many of its characters are not, or enough of them are control characters. */
function notTextIn(text: string, from: number, to: number): boolean {
  let odd = 0;
  let controls = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d && c !== 0x0c && c !== 0x1b) || c === 0x7f) {
      odd++;
      controls++;
    } else if (c === 0xfffd) odd++;
  }
  const length = to - from;
  return odd > length * NOT_TEXT_SHARE || (controls >= MIN_CONTROLS && controls >= length * CONTROL_SHARE && odd >= length * MIXED_SHARE);
}

/** A line at least this long counts as a minifier's. */
const LONG_LINE = 500;
/** A line at least this long is no person's, whatever its spaces: a bundle written as one string, a data file on one line. */
const HUGE_LINE = 32768;

/**
 * Whether a text is minified, whatever its extension: most of it (80%) on
 * lines of at least 500 characters, with hardly any spaces (under 8%), in
 * ASCII (90%) and punctuated as code or data is (`;` `,` `{` `(` `=` `:` `"`,
 * 3%). Prose written a paragraph a line has a space every six characters or
 * so, prose in a script without spaces is not ASCII, and one long URL or a
 * run of one letter is no code. Lines of 32K characters or more (most of the
 * text) are a program's output however many spaces they hold, when they are
 * code or data by the rest: a bundle kept as one string literal, its code
 * indented inside it (`'(function (f) {\n  if (…'`), is one line nobody edits.
 * A line ends at a line feed or a carriage return (a file of classic Mac OS
 * line ends is many lines, not one).
 */
export function minified(text: string): boolean {
  if (text.length < 2 * LONG_LINE) return false;
  let long = 0;
  let huge = 0;
  let spaces = 0;
  let ascii = 0;
  let marks = 0;
  let start = 0;
  // The next line feed and carriage return at or after `start`, each searched again only once passed.
  let lf = -1;
  let cr = -1;
  while (start <= text.length) {
    if (lf < start && lf !== text.length) lf = nextOr(text, '\n', start);
    if (cr < start && cr !== text.length) cr = nextOr(text, '\r', start);
    const end = Math.min(lf, cr);
    if (end - start >= HUGE_LINE) huge += end - start;
    if (end - start >= LONG_LINE) {
      long += end - start;
      for (let i = start; i < end; i++) {
        const c = text.charCodeAt(i);
        if (c === 0x20 || c === 0x09) spaces++;
        else if (c < 0x80) {
          ascii++;
          // `;` `,` `{` `}` `(` `)` `=` `:` `"`: what code and data are punctuated with.
          if (c === 0x3b || c === 0x2c || c === 0x7b || c === 0x7d || c === 0x28 || c === 0x29 || c === 0x3d || c === 0x3a || c === 0x22) marks++;
        }
      }
    }
    start = end + 1;
  }
  return long >= text.length * 0.8 && (spaces < long * 0.08 || huge >= text.length * 0.8) && ascii + spaces >= long * 0.9 && marks >= long * 0.03;
}

/** Where `char` is next at or after `from`, or the text's length. */
function nextOr(text: string, char: string, from: number): number {
  const at = text.indexOf(char, from);
  return at < 0 ? text.length : at;
}

/** The generator's mark in the text's first lines, or a source map's reference on its last two lines (a bundle's). */
function generatorMark(text: string, tail: string): string | undefined {
  let end = -1;
  for (let n = 0; n < MARK_LINES; n++) {
    end = text.indexOf('\n', end + 1);
    if (end < 0) break;
  }
  const head = end < 0 ? text.slice(0, 4096) : text.slice(0, Math.min(end, 4096));
  // Every mark and signature holds one of a few words: most files hold none, and skip the patterns.
  if (MAY_BE_MARKED.test(head) && (GENERATED_MARK.test(head) || GENERATOR_SIGNATURES.some((re) => re.test(head)))) return 'marked as generated';
  for (let n = MARK_LINES; n < GENERATED_LINE_LINES && end >= 0; n++) end = text.indexOf('\n', end + 1);
  const lines = end < 0 ? text.slice(0, 8192) : text.slice(0, Math.min(end, 8192));
  if (/generated/i.test(lines) && GENERATED_LINE.test(lines)) return 'marked as generated';
  if (lines.includes('controller-gen.') && GENERATED_ANNOTATION.test(lines) && MANIFEST_START.test(lines)) return "a generator's annotation (controller-gen)";
  if (VCR_CASSETTE.test(tail)) return 'a recording of HTTP interactions (VCR)';
  if (NET_DOCFILE.test(head) || UNITY_META.test(head)) return "a tool's data file";
  if (lines.includes('Dependency') && LICENSE_REPORT.test(lines)) return "a build plugin's license report";
  if (text.charCodeAt(0) === 0x3c || text.startsWith('\ufeff<')) {
    const top = text.slice(0, META_SPAN);
    const meta = GENERATOR_META.exec(top)?.[1];
    // A footer in a site's layout (`generated by <a>Jekyll</a>` beside `{{ content }}`) is a template people edit.
    const footer = GENERATOR_FOOTER.test(tail) && !TEMPLATE_SYNTAX.test(text);
    if (GENERATOR_COMMENT.test(top) || (meta !== undefined && !EDITORS.test(meta)) || footer) return 'a page a documentation generator wrote';
  }
  if (/(?:^|\n)\/[*/][#@] sourceMappingURL=\S+\s*(?:\*\/)?\s*$/.test(tail)) return 'a bundle with a source map';
  return undefined;
}

/** The message of a file left out: `vendored: third_party/`. */
export function uneditedText(unedited: Unedited): string {
  return `${unedited.kind}: ${unedited.why}`;
}
