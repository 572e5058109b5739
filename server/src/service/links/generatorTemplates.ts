/**
 * Files a documentation generator's configuration names as templates of the pages it generates: Doxygen's
 * `HTML_HEADER`, `HTML_FOOTER`, `HTML_STYLESHEET`, `HTML_EXTRA_STYLESHEET` (copied into its output folder, its `url()`s
 * resolving there) and `LAYOUT_FILE` (doxygen.nl/manual/config.html), in a Doxyfile or a fragment of one
 * (`Doxyfile.in`, `docs/doxygen.mk`, `*.doxyfile`), or as CMake's `doxygen_add_docs` reads them
 * (`set(DOXYGEN_HTML_HEADER …)` in a `CMakeLists.txt`). Doxygen copies such a file into every page it makes, in its
 * output folder: the template's relative links resolve there, among the pages and files Doxygen generates
 * (arrayfire's `docs/header.htm` links `index.htm`, its `HTML_FILE_EXTENSION` being `.htm`), not beside the template.
 * Its links are real links of those pages: a missing one is said as a build's source's is (partial.ts), Information.
 *
 * And the Markdown files dartdoc makes pages of: a category's `markdown` in `dartdoc_options.yaml`
 * (dart.dev/tools/dart-doc, dartdoc's README "Categories"), which dartdoc renders as the category's page in its API
 * site's `topics/` folder (`topics/AST-topic.html`): the file's relative links name the pages it generates there
 * (`../sass/Importer-class.html`, `AST-topic.html`), not files beside the Markdown (dart-sass' `doc/importer.md`).
 *
 * The configuration is looked for in the template's folder and each above it, read through `ConfigFacts` (each file
 * once, forgotten when it changes); a value is matched by its path's literal tail (after `${DOCS_DIR}`,
 * `@CMAKE_CURRENT_SOURCE_DIR@`), relative to the configuration's folder or any above it, as Doxygen runs from one;
 * dartdoc's by its path from the configuration's folder, the package's.
 */
import { percentDecode } from '@uri-lint/shared';
import { isObject, member, readYaml } from './configSyntax';
import type { LinkFacts } from './facts';
import { documentPlace } from './site';
import { firstFileAbove, perScope } from './filesAbove';
import type { TargetScope } from './target';

/** The names of Doxygen's configurations and fragments of them, and of CMake's lists that set its options. */
const DOXYGEN_CONFIG = /^(?:doxyfile(?:[._-][^/]*)?|[^/]+\.doxyfile|doxyfile\.doxy|doxygen(?:[._-][^/]*)?\.(?:mk|cfg|conf|config|in|doxy)|cmakelists\.txt)$/i;

/** Configurations read in one folder at most (a folder of many Doxyfiles, one per module). */
const MAX_CONFIGS_PER_FOLDER = 8;

/** Doxygen's options that name a template of its pages, as a Doxyfile writes them (a value may go on over lines ending `\`). */
const DOXYFILE_OPTION = /^[ \t]*(HTML_HEADER|HTML_FOOTER|HTML_STYLESHEET|HTML_EXTRA_STYLESHEET|LAYOUT_FILE)[ \t]*\+?=[ \t]*((?:[^\n\\]|\\[^\n]|\\\n)*)$/gm;

/** The same options set for CMake's `doxygen_add_docs` (`set(DOXYGEN_HTML_HEADER "${CMAKE_SOURCE_DIR}/docs/header.html")`). */
const CMAKE_OPTION = /^[ \t]*set\([ \t]*DOXYGEN_(HTML_HEADER|HTML_FOOTER|HTML_STYLESHEET|HTML_EXTRA_STYLESHEET|LAYOUT_FILE)\b([^)]*)\)/gim;

/** A value's words: quoted, or up to a space. */
const WORD = /"([^"]*)"|(\S+)/g;

/** What a configuration says of the document, if it names it as a template: the option and the configuration's path. */
interface Named {
  generator: 'Doxygen' | 'dartdoc';
  option: string;
  config: string;
}

/** dartdoc's configuration, in a Dart package's folder. */
const DARTDOC_CONFIG = /^dartdoc_options\.yaml$/;

/** The Markdown files a category's `markdown` names. */
const MARKDOWN_NAME = /\.(?:md|markdown)$/i;

/** `templateOf`'s answer per scope, at the facts' state it answered at. */
const answers = perScope<Named>();

/**
 * Said of a document a Doxygen configuration names as a template of its pages (`HTML_HEADER` and the like), or a
 * dartdoc configuration as a category's Markdown: its missing files (and fragments) are Information; `ownFragment`,
 * asked for a fragment of the page itself, which a category page's own headings give. Undefined when none does, or while a configuration above it is not
 * read yet (then it is asked for, and the document judged again once it is).
 */
export function generatorTemplateNoteOf(links: { scope: TargetScope; facts: LinkFacts } | undefined, { ownFragment = false }: { ownFragment?: boolean } = {}): string | undefined {
  if (!links) return undefined;
  const { scope, facts } = links;
  // Most documents are no HTML, CSS or XML: answered by their name, with nothing kept per document (a long-lived map's
  // values for every document of an index build are what V8 then keeps in its old generation).
  const uri = scope.document.replace(/[?#].*$/, '');
  if (!TEMPLATE_NAME.test(uri) && !MARKDOWN_NAME.test(uri)) return undefined;
  // Only a definite answer is kept: one made while a folder or configuration was not known yet is worked out again.
  const named = answers(scope, facts, () => templateOf(scope, facts));
  // A category page's own headings are its Markdown's, which dartdoc renders: a fragment of its own it lacks is missing.
  if (!named || (ownFragment && named.generator === 'dartdoc')) return undefined;
  return named.generator === 'dartdoc'
    ? ` (dartdoc makes the page of the category "${named.option}" from this file, as ${named.config} says: it is published in the API site's topics/ folder, and its links resolve there, among the pages dartdoc generates.)`
    : ` (A template of the pages Doxygen makes, its ${named.option} in ${named.config}: its links resolve in Doxygen's output folder, among the pages and files it generates there.)`;
}

/** The names of what Doxygen's options name: HTML headers and footers, style sheets, layout files (a build's `.in` source of one too). */
const TEMPLATE_NAME = /\.(?:html?|xhtml|css|xml)(?:\.in)?$/i;

/** The configuration naming the document as a template, null when none does, undefined while a folder or configuration above it is not known yet. */
function templateOf(scope: TargetScope, facts: LinkFacts): Named | null | undefined {
  const uri = scope.document.replace(/[?#].*$/, '');
  const markdown = MARKDOWN_NAME.test(uri);
  if (!markdown && !TEMPLATE_NAME.test(uri)) return null;
  const place = documentPlace(scope);
  if (!place) return null;
  const path = [...place.dirs, percentDecode(uri.slice(uri.lastIndexOf('/') + 1))];
  if (markdown) {
    return firstFileAbove(scope, facts, DARTDOC_CONFIG, 1, (text, _name, at) => {
      const category = dartdocCategory(text, path.slice(at.length - 1));
      return category === undefined ? undefined : { generator: 'dartdoc', option: category, config: at.join('/') };
    });
  }
  return firstFileAbove(scope, facts, DOXYGEN_CONFIG, MAX_CONFIGS_PER_FOLDER, (text, name, at) => {
    const option = namingOption(text, { cmake: /^cmakelists\.txt$/i.test(name) }, path);
    return option === undefined ? undefined : { generator: 'Doxygen', option, config: at.join('/') };
  });
}

/**
 * The category of a dartdoc configuration `text` whose `markdown` is the file at `path` (its names below the
 * configuration's folder), if one is: `dartdoc: categories: AST: markdown: doc/ast.md`.
 */
export function dartdocCategory(text: string, path: readonly string[]): string | undefined {
  if (!text.includes('markdown')) return undefined;
  const categories = member(readYaml(text), 'dartdoc', 'categories');
  if (!isObject(categories)) return undefined;
  const wanted = path.join('/');
  for (const [name, category] of Object.entries(categories)) {
    const markdown = member(category, 'markdown');
    if (typeof markdown === 'string' && markdown.replace(/\\/g, '/').replace(/^(?:\.\/)+/, '') === wanted) return name;
  }
  return undefined;
}

/** The option of the configuration `text` that names the file at `path` (names below the workspace folder), if one does. */
export function namingOption(text: string, { cmake }: { cmake: boolean }, path: readonly string[]): string | undefined {
  if (!/HTML_HEADER|HTML_FOOTER|HTML_STYLESHEET|HTML_EXTRA_STYLESHEET|LAYOUT_FILE/.test(text)) return undefined;
  for (const m of text.matchAll(cmake ? CMAKE_OPTION : DOXYFILE_OPTION)) {
    const value = m[2]!.replace(/\\\r?\n/g, ' ');
    for (const word of value.matchAll(WORD)) {
      if (namesPath(word[1] ?? word[2]!, path)) return m[1]!;
    }
  }
  return undefined;
}

/**
 * Whether a path a configuration writes names the file at `path`: its literal tail (after the last variable, `${X}`,
 * `$(X)`, `@X@`) is the end of `path`, name by name.
 */
function namesPath(written: string, path: readonly string[]): boolean {
  const tail = written.replace(/^.*(?:\$\{[^}]*\}|\$\([^)]*\)|@[A-Za-z_][A-Za-z0-9_]*@)/, '');
  const all = tail.replace(/\\/g, '/').split('/').filter((n) => n !== '' && n !== '.');
  // What climbs (`../docs/header.html`, from a build folder) is matched from past its last `..`.
  const names = all.slice(all.lastIndexOf('..') + 1);
  if (names.length === 0 || names.length > path.length) return false;
  return names.every((name, i) => name === path[path.length - names.length + i]);
}
