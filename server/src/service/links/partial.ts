/**
 * Documents that are parts of pages by the convention of their place or name (a partial), whose links resolve from
 * the pages that include them: the tool makes no claim that such a link's file or heading is missing.
 */
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { knownLanguage } from '@uri-lint/shared';
import { isForgeTemplate, isMarkdown, withoutCode } from './rendered';
import { ObjectMemo } from '../caches';

/**
 * A partial by its place or name, as site generators and template engines name the parts they put into pages: a
 * folder of them (Jekyll's `_includes/`, MkDocs' `snippets/`), or a page's name starting with `_` (Jekyll, Sass,
 * Docusaurus, Nunjucks: `views/partials/_whats-new.md` of alphagov/govuk-design-system). A Markdown file in a
 * template folder (Hugo's `layouts/_partials/`) is read on a forge, as links/site.ts says. Not Hugo's `_index.md`, a
 * list page, nor Docsify's or a GitHub wiki's `_sidebar.md`, `_navbar.md`, `_footer.md`, `_coverpage.md`, which are
 * rendered beside every page at the site's root. Its links resolve from the pages that include it.
 */
const PARTIAL = /(?:^|\/)(?:_includes|_?snippets|_fragments)\/|\/_(?!(?:index|sidebar|navbar|footer|coverpage|header)\.)[^/]+\.(?:md|markdown|mdx|html?|njk|hbs)$/i;
export const PARTIAL_NOTE = ' (A part of pages, by its name or its folder: its links resolve from the pages that include it, which the tool does not know.)';

/**
 * A document (markup or a page's template, not code) in a folder of parts by its name: `includes/` (cargo's
 * `doc/man/includes/section-environment.md`, which its man-page generator pastes into each command's page by
 * `{{> section-environment }}`, its `../reference/config.html` resolving from the book's `commands/` folder), `partials/`
 * and `_partials/` (foundation-sites' `docs/assets/partials/*.html`, put into a page that serves `assets/`). Code in
 * such a folder (PHP's, C's `includes/`) is a program's, not a part of pages; Markdown in a template folder's
 * (Hugo's `layouts/_partials/`) is no template, read on a forge (`PARTIAL`'s note).
 */
const PART_FOLDER = /(?:^|\/)(?<!(?:^|\/)layouts\/)(?:includes|_?partials)\/(?:[^/]+\/)*[^/]+\.(?:md|markdown|mdx|html?|njk|hbs|handlebars|mustache|liquid|adoc|asciidoc|rst)$/i;

/** Whether the document is a partial (`PARTIAL`, `PART_FOLDER`), by its URI's path. */
export function isPartial(document: string): boolean {
  const path = document.replace(/[?#].*$/, '');
  return PARTIAL.test(path) || PART_FOLDER.test(path);
}

/**
 * A part of pages by its content: an AsciiDoc document whose regions are tagged for another to include
 * (`// tag::content[]`, which only `include::file.adoc[tags=…]` reads: keepassxc's `docs/topics/*.adoc`), or an HTML
 * file without `<html>` or `<body>` that holds a server template's statements (`{% … %}`, `{{ … }}`: Flask's
 * `templates/users.html`, put into `index.html` by `{% include %}`). Its links resolve from the page it goes into,
 * its same-page fragments among that page's other parts. Read from the document's start (`INCLUDED_SNIFF`).
 */
export function includedPartNote(languageId: string, head: string): string | undefined {
  const language = knownLanguage(languageId);
  if (language?.syntax === 'asciidoc') return TAGGED_REGION.test(head) ? TAGGED_NOTE : undefined;
  if (language?.syntax === 'html' && !language.xml && !PAGE_STRUCTURE.test(head) && TEMPLATE_STATEMENT.test(head)) return TEMPLATE_PART_NOTE;
  return undefined;
}

/** How much of a document's start is read for its tags or its template statements. */
const INCLUDED_SNIFF = 16384;

/** `includedPartNote` of a document, read from its start (a chunked document's whole text is not joined for it). */
export function includedPartNoteOf(document: TextDocument): string | undefined {
  return includedPartNote(document.languageId, document.getText({ start: document.positionAt(0), end: document.positionAt(INCLUDED_SNIFF) }));
}

/** An AsciiDoc tagged region's start, in a line comment. */
const TAGGED_REGION = /^\/\/ ?tag::[\w-]+\[\][ \t]*\r?$/m;
/** A whole page's structure. */
const PAGE_STRUCTURE = /<(?:!doctype\b|html[\s>]|head[\s>]|body[\s>])/i;
/** A Jinja, Django, Liquid or Nunjucks statement or expression. */
const TEMPLATE_STATEMENT = /\{%-?\s*[a-z]+\b|\{\{-?\s*[A-Za-z_][\w.]*\s*(?:\|[^}]*)?-?\}\}/;
const TAGGED_NOTE = ' (This document tags its regions for another to include (tag::…[]): its links resolve from the page that includes it.)';
const TEMPLATE_PART_NOTE = ' (This HTML file is a part of a page a server\'s template puts together (template statements, no <html> or <body>): the page\'s other parts may hold the id, and its links resolve from that page.)';

/**
 * A build's source by its name, as preprocessors and build tools name theirs: the page a renderer serves is made from
 * it elsewhere (a build folder, a site's), with files put beside it and parts pasted in that the source does not have.
 * Autoconf's, CMake's `configure_file` and Meson's `x.html.in`; m4's `x.m4.md` (hledger's manuals, `hledger.m4.md`, whose command
 * sections `m4_include` pastes in); a template a build writes out, `x-tmpl.html`, `x_tpl.html` (whisper.cpp's
 * `examples/*.wasm/index-tmpl.html`, which CMake writes as `index.html` into the build folder beside the `helpers.js` it
 * copies there and the `.js` it compiles). Its links are real links, of the page it becomes: a missing one is no claim
 * the tool can make, and yet worth showing.
 */
const BUILD_SOURCE_NAME = /(?:\.in|\.m4\.[^./]+|[^/][-_](?:tmpl|tpl)\.[^./]+)$/i;

/**
 * A name that says the document is a template, which a generator or a build fills in and writes out elsewhere: the
 * word itself, last before the extensions (`README-template.md` of a `dotnet new` template, `CHANGELOG.template.md`,
 * `template.html`), or a `.template`, `.tmpl`, `.tpl` among the extensions (linkerd2's `web/templates/app.tmpl.html`,
 * redoc's `index.tpl.html`, terraform-plugin-docs' `index.md.tmpl`). A build's source as `BUILD_SOURCE_NAME`'s are,
 * said alike: its links are the output's, where some may be blanks the generator fills (`[site](caDocsUrl)`), so a
 * missing one is Information. Not `templates.md` nor `template-guide.md`, pages about them. A template by its
 * statements or its language, or a forge's issue template (`.github/ISSUE_TEMPLATE/bug-template.md` too), is
 * rendered.ts's: its links are not judged.
 */
const TEMPLATE_NAME = /(?:^|\/)(?:[^/]*[-_.])?template(?:\.[A-Za-z0-9]+)*$|(?:^|\/)[^/]+\.(?:template|tmpl|tpl)(?:\.[A-Za-z0-9]+)*$/i;

/**
 * m4's own directives with the prefix its `-P` option gives them (`m4_dnl`, `m4_include(…)`, `m4_define(…)`) at a
 * line's start: a source m4 expands into the page, which holds what its includes and macros paste in.
 */
const M4_DIRECTIVE = /^m4_(?:dnl\b|s?include\(|define\(|divert\(|changequote\(|ifdef\(|ifelse\()/m;

/**
 * A page whose `<title>` is a placeholder and nothing else: a name in capitals (`PROJECT_TITLE`) between the marks a
 * program replaces (`[PROJECT_TITLE]`, `%TITLE%`, `@TITLE@`, `$TITLE$`, `__TITLE__`, `{TITLE}`). It is a template a
 * program fills in and writes out elsewhere (kibot's KiRi viewer, `resources/kiri/index.html`, which `out_kiri.py`
 * fills and writes beside the `layer_colors.css` it generates), not a page as it stands.
 */
const PLACEHOLDER_TITLE = /<title>\s*(?:\[[A-Z][A-Z0-9_]*\]|%[A-Z][A-Z0-9_]*%|@[A-Z][A-Z0-9_]*@|\$[A-Z][A-Z0-9_]*\$|__[A-Z][A-Z0-9_]*__|\{[A-Z][A-Z0-9_]*\})\s*<\/title>/;
const PLACEHOLDER_TITLE_NOTE = ' (Its <title> is a placeholder a program fills in: a template of the page it writes out elsewhere, whose links resolve among the files that program writes there.)';

/**
 * A page written in a template attribute language, whose program renders it and serves it at a route of its own: the
 * namespace declared (`xmlns:tal=`, `xmlns:metal=`, `xmlns:py=`, `xmlns:th=`, `xmlns:meld=`) or its attributes used
 * (meld3's `meld:id`, supervisor's `supervisor/ui/status.html`, which its web server renders as `index.html`; Zope's
 * and Chameleon's TAL, Genshi's and Kid's `py:`, Thymeleaf's `th:`). It is well-formed HTML as it stands, yet its
 * links resolve from the route the program serves it at.
 */
const ATTRIBUTE_TEMPLATE = /\sxmlns:(?:meld|tal|metal|py|th)[ \t]*=|\s(?:meld:id|tal:(?:attributes|replace|content|define|repeat|condition)|metal:(?:use-macro|define-macro|fill-slot)|py:(?:for|if|content|replace|attrs|match|strip)|th:(?:href|src|text|each|if|replace|insert|fragment|action))[ \t]*=/;
const ATTRIBUTE_TEMPLATE_NOTE = ' (A template in an attribute language (meld3, TAL, Genshi, Thymeleaf): the program that renders it serves the page at a route of its own, and its links resolve from there.)';

/**
 * An HTML header or footer of Doxygen's pages by the markers Doxygen replaces in it (doxygen.nl/manual/config.html,
 * `HTML_HEADER`): `$relpath^` (`$relpath$` before Doxygen 1.8), the relative path from a page to the output folder's top,
 * and `$doxygenversion`, `$generatedby`, `$projectname`, `$projectnumber`, `$datetime`. squid's
 * `doc/Programming-Guide/doxygen.header.html` links `$relpath$doxygen.css`, its footer `doxygen.png`: files Doxygen
 * writes into its output folder, where the template is copied into every page. Found by its text, whatever
 * configuration names it (a build may write the one that does: squid's Makefile pipes `squid.dox` through `sed`).
 */
const DOXYGEN_MARKER = /\$relpath[$^]|\$(?:doxygenversion|generatedby|projectname|projectnumber)\b/;
const DOXYGEN_TEMPLATE_NOTE = ' (A template of the pages Doxygen makes, by the markers it replaces ($relpath^, $doxygenversion, $projectname): its links resolve in Doxygen\'s output folder, among the pages and files it generates there.)';

/** Per document version: its `doxygenMarkedNote`, sniffed once. */
const doxygenMarked = new ObjectMemo<TextDocument, { version: number; note: string | undefined }>();

/**
 * Said of an HTML document with Doxygen's markers (`DOXYGEN_MARKER`) in its start: its links are those of the pages
 * Doxygen makes. Asked after a configuration naming it (generatorTemplates.ts), which says more.
 */
export function doxygenMarkedNoteOf(document: TextDocument): string | undefined {
  const known = doxygenMarked.get(document);
  if (known?.version === document.version) return known.note;
  const head = document.getText({ start: document.positionAt(0), end: document.positionAt(INCLUDED_SNIFF) });
  const note = head.includes('$') && knownLanguage(document.languageId)?.syntax === 'html' && DOXYGEN_MARKER.test(head) ? DOXYGEN_TEMPLATE_NOTE : undefined;
  doxygenMarked.set(document, { version: document.version, note });
  return note;
}

/**
 * Said of a document that is the source a build makes a page from (`BUILD_SOURCE_NAME` or `TEMPLATE_NAME` by its URI's path,
 * `M4_DIRECTIVE` in its start, or an HTML page's `PLACEHOLDER_TITLE`): its links resolve from where the page is built, among the files the build puts there, and
 * its headings are the ones the build pastes in too.
 */
export function buildSourceNote(document: string, languageId: string, head: string): string | undefined {
  const path = document.replace(/[?#].*$/, '');
  // A forge's issue template (rendered.ts) is an issue's text, whatever its name says: no build's source.
  if (BUILD_SOURCE_NAME.test(path) || (TEMPLATE_NAME.test(path) && !isForgeTemplate(path))) return BUILD_SOURCE_NOTE;
  if (head.includes('<title>') && knownLanguage(languageId)?.syntax === 'html' && PLACEHOLDER_TITLE.test(head)) return PLACEHOLDER_TITLE_NOTE;
  if (knownLanguage(languageId)?.syntax === 'html' && ATTRIBUTE_TEMPLATE.test(head)) return ATTRIBUTE_TEMPLATE_NOTE;
  // In Markdown, a directive shown as code is an example (a README about m4).
  if (!head.includes('m4_') || !M4_DIRECTIVE.test(head)) return undefined;
  return !isMarkdown(languageId, document) || M4_DIRECTIVE.test(withoutCode(head)) ? M4_SOURCE_NOTE : undefined;
}

/** Per document version: its `buildSourceNote`, sniffed once (every fragment into another file asks). */
const buildSources = new ObjectMemo<TextDocument, { version: number; note: string | undefined }>();

/** `buildSourceNote` of a document, read from its start (`INCLUDED_SNIFF`). */
export function buildSourceNoteOf(document: TextDocument): string | undefined {
  const known = buildSources.get(document);
  if (known?.version === document.version) return known.note;
  const note = buildSourceNote(document.uri, document.languageId, document.getText({ start: document.positionAt(0), end: document.positionAt(INCLUDED_SNIFF) }));
  buildSources.set(document, { version: document.version, note });
  return note;
}

/**
 * A server-side include at a line's start (`<!--#include virtual="…" -->`, Apache's and nginx's SSI), which pastes
 * another file's content into the page where it is served: the page holds the included part's ids too, so a same-page
 * fragment the document lacks may be the part's; its files are beside it still. (A Handlebars or Mustache partial,
 * `{{> name }}`, makes the document a template rendered elsewhere: rendered.ts.)
 */
const INCLUDE_DIRECTIVE = /^[ \t]*<!--#include\s+(?:virtual|file)\s*=/m;

/**
 * Said of a same-page fragment an HTML document lacks where it includes other files' content (`INCLUDE_DIRECTIVE`). In
 * Markdown the directive is a comment a forge drops (material-web's `docs/support.md`, whose include is of a file
 * only its maintainers' own build has): the page is the document's.
 */
export function includesPartsNoteOf(document: TextDocument): string | undefined {
  const language = knownLanguage(document.languageId);
  if (language?.syntax !== 'html' || language.xml) return undefined;
  return INCLUDE_DIRECTIVE.test(document.getText({ start: document.positionAt(0), end: document.positionAt(INCLUDED_SNIFF) })) ? INCLUDES_PARTS_NOTE : undefined;
}

const BUILD_SOURCE_NOTE = ' (A build\'s source by its name (.in, .m4, -tmpl, template): the page is made from it elsewhere, its links resolve among the files the build puts beside that page and its headings include what the build pastes in.)';
const M4_SOURCE_NOTE = ' (An m4 source (m4_ directives): the page is what m4 makes of it, with the files its includes paste in, elsewhere; its links resolve from there.)';
const INCLUDES_PARTS_NOTE = ' (This page includes other files\' content (a server-side include): the id may be in an included part.)';
