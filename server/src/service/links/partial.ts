/**
 * Documents that are parts of pages by the convention of their place or name (a partial), whose links resolve from
 * the pages that include them: the tool makes no claim that such a link's file or heading is missing.
 */

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

/** Whether the document is a partial (`PARTIAL`), by its URI's path. */
export function isPartial(document: string): boolean {
  return PARTIAL.test(document.replace(/[?#].*$/, ''));
}
