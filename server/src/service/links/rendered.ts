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
 * `{{>…}}`, `{{^…}}`, in the document's first 64 KB; or its language. A bare `{{ expr }}` is not enough: a
 * README that shows a GitHub Actions `${{ secrets.TOKEN }}` is still read on
 * GitHub as it is.
 */
import { languageById } from '@uri-lint/shared';
import type { Analysis } from '../analysis';

/**
 * The issue and pull-request templates of GitHub (`.github/ISSUE_TEMPLATE/…`,
 * `PULL_REQUEST_TEMPLATE.md` in the root, `.github/` or `docs/`): their text
 * becomes the body of an issue or a pull request, whose relative links are
 * relative to that page (`…/pull/12`), not to the file
 * (`[project-name](url)` in awesome-python's is a blank to fill).
 */
const FORGE_TEMPLATE = /(?:^|\/)(?:\.github\/|docs\/)?(?:ISSUE_TEMPLATE|PULL_REQUEST_TEMPLATE)(?:\/[^/]+|\.[A-Za-z]+)$/i;

/** Whether a document's URI names a forge's issue or pull-request template. */
export function isForgeTemplate(uri: string): boolean {
  return FORGE_TEMPLATE.test(uri.replace(/[?#].*$/, ''));
}

/** A template statement, as above. Linear: no two parts can match at one place. */
const STATEMENT = /\{%|\{\{[#/>^]|\{\{-?\s*(?:if|range|with|define|template|block|end|else)\b/;

/** How much of a document's start is read for a statement: templates state what they are near the top (`{% extends %}`). */
export const TEMPLATE_SNIFF = 65536;

/** Whether a text is a template by its statements (its first `TEMPLATE_SNIFF` characters read). */
export function rendersText(text: string): boolean {
  return STATEMENT.test(text.length > TEMPLATE_SNIFF ? text.slice(0, TEMPLATE_SNIFF) : text);
}

/** Per analysis (one version of one document). */
const known = new WeakMap<Analysis, boolean>();

/**
 * Whether `analysis`'s document is rendered elsewhere, from its language or a statement in `head`: its first
 * `TEMPLATE_SNIFF` characters. Once per version, and never over a huge document's whole text: this runs on every
 * edit of a document with links.
 */
export function rendersElsewhere(analysis: Analysis, head: () => string): boolean {
  let rendered = known.get(analysis);
  if (rendered === undefined) {
    rendered = languageById(analysis.languageId).template || isForgeTemplate(analysis.uri) || STATEMENT.test(head());
    known.set(analysis, rendered);
  }
  return rendered;
}
