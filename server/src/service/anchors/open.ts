/**
 * Whether a document's anchors may come from elsewhere than its own text,
 * so that a fragment naming none of the anchors read here is not judged
 * (silence rather than a guess):
 *
 * - a template a site or a build renders (links/rendered.ts): the page it
 *   becomes holds what its includes and layouts write (a Sphinx theme's
 *   `page.html` and its `<use href="#svg-sun">` of an included sprite);
 * - Markdown that includes or calls what writes markup: Hugo shortcodes
 *   (`{{< … >}}`, `{{% … %}}`), Jinja or Liquid statements (`{% include %}`,
 *   MkDocs macros), mdBook's `{{#include}}`, pymdown-extensions' snippets
 *   (`--8<--`);
 * - Markdown whose heading is made by the build: a heading of nothing but
 *   an HTML comment (`#### <!-- md:setting config.blog_dir -->`, a macro a
 *   MkDocs hook expands into a heading with its own id);
 * - Markdown that documents code with mkdocstrings (`::: fmt.format` or a
 *   C++ signature on a line of its own, never closed by a `:::` line as
 *   VitePress's and Pandoc's containers are): the build writes each item's
 *   heading and id;
 * - AsciiDoc that includes files, whose titles refer to attributes, or that
 *   has no document title (a chapter of a book: anchors/asciidoc.ts).
 */
import { languageById, readingByContent } from '@uri-lint/shared';
import { rendersText, withoutCode } from '../links/rendered';
import { asciidocOpen } from './asciidoc';

/** Markdown's calls of what writes markup, as listed above. */
const MARKDOWN_INCLUDES = /\{\{[<%]|\{%|\{\{#(?:include|rustdoc_include|playground)\b|^[ \t]*(?:-{2,}8<-{2,}|;*-{2,}8<-{2,})|^#{1,6}[ \t]+<!--.*-->[ \t#]*$/m;

/** An mkdocstrings block (`::: name`), and the line that closes a container instead (`:::`). */
const AUTODOC = /^:::[ \t]+[A-Za-z_]/m;
const CONTAINER_CLOSE = /^:::[ \t]*$/m;

/** Whether the anchors of `text` (in `format`, targetIndex.ts's: `markdown`, `html`…) may be more than those read from it. */
export function anchorsOpen(text: string, format: string): boolean {
  if (format === 'asciidoc') return asciidocOpen(text);
  if (format !== 'markdown' && format !== 'html') return false;
  if (rendersText(text, { markdown: format === 'markdown', html: format === 'html' })) return true;
  // HTML whose content is a template language's (web.py's Templetor): its ids may come from the templates it renders.
  if (format === 'html' && languageById(readingByContent('html', text) ?? 'html').template) return true;
  if (format === 'markdown' && AUTODOC.test(text) && !CONTAINER_CLOSE.test(text)) return true;
  // Shown as code, an include is an example; a Hugo shortcode runs in a code block too.
  return format === 'markdown' && MARKDOWN_INCLUDES.test(text) && (/\{\{[<%]/.test(text) || MARKDOWN_INCLUDES.test(withoutCode(text)));
}
