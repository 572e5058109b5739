/**
 * Whether a document is a template that a site generator or a build renders
 * elsewhere: a Sphinx or Jekyll theme's `layout.html`, an EPUB's
 * `content.opf.jinja`, a Hugo or Helm template. Its relative links
 * (`_static/site.css`, `toc.ncx`) are relative to the page it becomes, not to
 * the file, so links/target.ts judges none of them (public repositories'
 * themes gave a `link-missing-file` for each). A template by its name only
 * (`index.tmpl.html`, `README-template.md`) is a build's source, links/partial.ts's:
 * its links are judged and a missing one is Information.
 *
 * Told by a template's statements, not its expressions: `{%` (Jinja,
 * Django, Liquid, Twig, Nunjucks), Go's `{{ if|range|with|define|template|
 * block|end|else … }}`, Handlebars' and Mustache's `{{#…}}`, `{{/…}}`,
 * `{{>…}}`, `{{^…}}`, and in HTML a server template's (`SERVER_STATEMENT`: `<%`, `<?php`, `<#if`,
 * `[% IF`), in the document's first 64 KB; or its language, by its name or its content (web.py's Templetor,
 * find/content.ts). A bare `{{ expr }}` is not enough: a
 * README that shows a GitHub Actions `${{ secrets.TOKEN }}` is still read on
 * GitHub as it is.
 */
import { documentLanguage, languageById, readingByContent } from '@uri-lint/shared';
import type { Analysis } from '../analysis';
import { ObjectMemo } from '../caches';

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

/**
 * A server template's statement, in an HTML file a server renders before it is served (in code, `<%` and `$` lines
 * are the program's; in Markdown, ERB is a guide generator's, whose pages the evidence of their failing links tells,
 * evidence.ts): ERB's, EJS's, ASP's, JSP's and Mako's `<%`, PHP's `<?php` and `<?=`,
 * FreeMarker's `<#if`, `<#list`…, the Template Toolkit's `[% IF …`, SvelteKit's page shell (`src/app.html`'s `%sveltekit.head%`, whose relative
 * links resolve from the app's pages, its files from `static/`: gtfs-validator's web client). Linear: each part starts
 * at a fixed character.
 */
const SERVER_STATEMENT = /%sveltekit\.(?:head|body)%|<%|<\?(?:php\b|=)|<#(?:if|list|assign|include|import|macro|ftl)\b|\[%-?[ \t]*(?:IF|FOREACH|INCLUDE|PROCESS|SET|WRAPPER|BLOCK|INSERT)\b/;

/** How much of a document's start is read for a statement: templates state what they are near the top (`{% extends %}`). */
export const TEMPLATE_SNIFF = 65536;

/**
 * Whether a text is a template by its statements (its first `TEMPLATE_SNIFF` characters read). In Markdown
 * (`markdown`, or a function that tells it when asked), a statement shown as code (a fenced block, an indented block's fences aside, or a code span) is an
 * example, not a statement: a README that shows `{{with .Values}}` in a code sample is read on GitHub as it is. A
 * site generator that would run it there needs it escaped (Liquid's `raw` tag, Hugo's commented shortcode), which is a statement outside
 * the code.
 */
export function rendersText(text: string, { markdown = false, html = false }: TextKind = {}): boolean {
  const head = text.length > TEMPLATE_SNIFF ? text.slice(0, TEMPLATE_SNIFF) : text;
  // Every statement starts `{%` or `{{`: most texts hold neither, told by two searches for a string, not the pattern.
  const statement = (head.includes('{%') || head.includes('{{')) && STATEMENT.test(head);
  const serverStatement = html && !statement && SERVER_STATEMENT.test(head);
  if (!statement && !serverStatement) return false;
  if (!(typeof markdown === 'function' ? markdown() : markdown)) return true;
  return serverStatement ? SERVER_STATEMENT.test(withoutCode(head)) : SHORTCODE.test(head) || STATEMENT.test(withoutCode(head));
}

/** What a text is, for `rendersText`: Markdown (or a function that tells it when asked), where a statement shown as code is none; HTML, where a server template's statements count too. */
export interface TextKind {
  readonly markdown?: boolean | (() => boolean);
  readonly html?: boolean;
}

/** A Hugo shortcode (`{{% param x %}}`, `{{< ref >}}`): Hugo runs it wherever it is, in a code block too. */
const SHORTCODE = /\{\{[%<]/;

/**
 * A Markdown fence's line: three or more backticks or tildes, after the block quotes' `>` markers and the indentation
 * of the list items it may be in (a template shown in a quoted or listed example is code too).
 */
const FENCE = /^(?:[ \t]*>)*[ \t]*(`{3,}|~{3,})/;

/**
 * Markdown text with its fenced code blocks and code spans blanked (each code character a space, so nothing
 * joins across them). Linear: each line is looked at once, each backtick run once per line.
 */
export function withoutCode(text: string): string {
  const lines = text.split('\n');
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (fence !== undefined) {
      // A closing fence: the same character, at least as many, nothing after but spaces.
      const close = FENCE.exec(line);
      if (close && close[1]![0] === fence[0] && close[1]!.length >= fence.length && line.slice(close[0].length).trim() === '') fence = undefined;
      lines[i] = '';
      continue;
    }
    const open = FENCE.exec(line);
    // A backtick fence's info string holds no backtick (CommonMark §4.5).
    if (open && !(open[1]![0] === '`' && line.slice(open[0].length).includes('`'))) {
      fence = open[1]!;
      lines[i] = '';
      continue;
    }
    if (line.includes('`')) lines[i] = withoutSpans(line);
  }
  return lines.join('\n');
}

/** A line with its code spans blanked: a run of backticks opens one that the next run of the same length closes. */
function withoutSpans(line: string): string {
  let out = '';
  let open = -1;
  let openLength = 0;
  let last = 0;
  const runs = /`+/g;
  for (let match = runs.exec(line); match; match = runs.exec(line)) {
    if (open < 0) {
      open = match.index;
      openLength = match[0].length;
    } else if (match[0].length === openLength) {
      out += line.slice(last, open) + ' '.repeat(match.index + openLength - open);
      last = match.index + openLength;
      open = -1;
    }
  }
  return out + line.slice(last);
}

/** Whether a document is Markdown, by its language or, for a plain-text id, its name. */
export function isMarkdown(languageId: string, uri: string): boolean {
  return languageById(documentLanguage(languageId, uri)).syntax === 'markdown';
}

/** Per analysis (one version of one document). */
const known = new ObjectMemo<Analysis, boolean>();

/**
 * Whether `analysis`'s document is rendered elsewhere, from its language or a statement in `head`: its first
 * `TEMPLATE_SNIFF` characters. Once per version, and never over a huge document's whole text: this runs on every
 * edit of a document with links.
 */
export function rendersElsewhere(analysis: Analysis, head: () => string): boolean {
  let rendered = known.get(analysis);
  if (rendered === undefined) {
    // Whether it is Markdown is asked only of a text with a statement.
    const named = languageById(documentLanguage(analysis.languageId, analysis.uri));
    const html = named.syntax === 'html' && named.xml !== true;
    // HTML whose content is a template language's (web.py's Templetor, `$def with (page)`: openlibrary's templates, whose
    // root-relative links are the application's routes, `/account/login`): its row says so.
    const language = html ? languageById(readingByContent(named.id, head()) ?? named.id) : named;
    rendered = language.template || isForgeTemplate(analysis.uri)
      || rendersText(head(), { markdown: () => isMarkdown(analysis.languageId, analysis.uri), html });
    known.set(analysis, rendered);
  }
  return rendered;
}
