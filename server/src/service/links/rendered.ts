/**
 * Whether a document is a template that a site generator or a build renders
 * elsewhere: a Sphinx or Jekyll theme's `layout.html`, an EPUB's
 * `content.opf.jinja`, a Hugo or Helm template. Its relative links
 * (`_static/site.css`, `toc.ncx`) are relative to the page it becomes, not to
 * the file, so links/target.ts judges none of them (public repositories'
 * themes gave a `link-missing-file` for each).
 *
 * Told by a template's statements, not its expressions: `{%` (Jinja,
 * Django, Liquid, Twig, Nunjucks), Go's `{{ if|range|with|define|template|
 * block|end|else … }}`, Handlebars' and Mustache's `{{#…}}`, `{{/…}}`,
 * `{{>…}}`, `{{^…}}`; or the document's language. Found by plain search
 * (a few scans of the text, each well under a millisecond for megabytes,
 * once per version): this runs on every edit of a document with links. A bare `{{ expr }}` is not enough: a
 * README that shows a GitHub Actions `${{ secrets.TOKEN }}` is still read on
 * GitHub as it is.
 */
import type { Analysis } from '../analysis';

/** Languages whose documents are templates (VS Code's and common extensions' ids). */
const TEMPLATE_LANGUAGES: ReadonlySet<string> = new Set(['jinja', 'jinja-html', 'django-html', 'django-txt', 'handlebars', 'twig', 'liquid', 'nunjucks', 'gotmpl', 'go-template', 'helm']);

/** What opens a template statement, as above: looked for as is, so that a huge document's text is never joined for it. */
const GO_ACTIONS = ['if', 'range', 'with', 'define', 'template', 'block', 'end', 'else'];
const STATEMENTS = ['{{#', '{{/', '{{>', '{{^', ...GO_ACTIONS.flatMap((action) => [`{{${action} `, `{{ ${action} `, `{{- ${action} `, `{{${action}}}`, `{{ ${action} }}`])];

/** Per analysis (one version of one document). */
const known = new WeakMap<Analysis, boolean>();

/**
 * Whether `analysis`'s document is rendered elsewhere. `includes` is the document's own search (a chunked
 * document's looks through its chunks); without it, the analysis's text is searched.
 */
export function rendersElsewhere(analysis: Analysis, includes: (needle: string) => boolean = (needle) => analysis.text.includes(needle)): boolean {
  let rendered = known.get(analysis);
  if (rendered === undefined) {
    rendered = TEMPLATE_LANGUAGES.has(analysis.languageId) || includes('{%') || (includes('{{') && STATEMENTS.some(includes));
    known.set(analysis, rendered);
  }
  return rendered;
}
