/**
 * hotdoc's sitemap (hotdoc.github.io, "The sitemap"): a documentation's `sitemap.txt` lists its pages by their Markdown
 * files' names, one a line, each indented by tabs below its parent (an extension's index, `gi-index`, by its name). A
 * build may fill it from a template whose line `@NAME@` it replaces with pages it writes: meson's `docs/sitemap.txt`
 * holds `@REFMAN_PLACEHOLDER@`, which `docs/genrefman.py` replaces with the reference manual's pages
 * (`Reference-manual.md`, `Reference-manual_functions.md`…) that `docs/markdown/*.md` link by their names. A page of
 * such a sitemap (listed in it) whose link names a Markdown page not in the repository may name one of those: its
 * missing file is Information, naming the sitemap and its placeholder. Found by the `sitemap.txt` nearest above the
 * document, read through the facts' reads (filesAbove.ts).
 */
import { percentDecode } from '@uri-lint/shared';
import type { LinkFacts } from './facts';
import { firstFileAbove, perScope } from './filesAbove';
import type { TargetScope } from './target';

/** hotdoc's sitemap, by its name. */
const SITEMAP = /^sitemap\.txt$/;

/** A line of a hotdoc sitemap: a page's file name, or an extension's index, below its parent by tabs. */
const SITEMAP_LINE = /^\t*[^\s/\\]+$/;
/** A page's line: a Markdown file's name. */
const PAGE_LINE = /^\t*([^\s/\\]+\.(?:md|markdown))$/;
/** A line a build replaces with the pages it writes (`@REFMAN_PLACEHOLDER@`). */
const PLACEHOLDER_LINE = /^\t*(@[A-Za-z][\w-]*@)$/;

/** Lines of a sitemap read at most. */
const MAX_LINES = 5000;

/** A sitemap with a placeholder that lists the document: its path below the workspace folder and the placeholder. */
interface FilledSitemap {
  file: string;
  placeholder: string;
}

const answers = perScope<FilledSitemap>();

/**
 * Said of a Markdown page a hotdoc sitemap lists, when the sitemap holds a placeholder a build fills with pages: its
 * link to a Markdown page not there may name one. Undefined when none does, or while a folder or sitemap above it is
 * not read yet.
 */
export function filledSitemapNoteOf(links: { scope: TargetScope; facts: LinkFacts }): string | undefined {
  const { scope, facts } = links;
  const uri = scope.document.replace(/[?#].*$/, '');
  if (!/\.(?:md|markdown)$/i.test(uri)) return undefined;
  const name = percentDecode(uri.slice(uri.lastIndexOf('/') + 1));
  const sitemap = answers(scope, facts, () => firstFileAbove(scope, facts, SITEMAP, 1, (text, _name, at) => filledSitemap(text, name, at.join('/'))));
  return sitemap
    ? ` (hotdoc's sitemap ${sitemap.file} lists this page and holds ${sitemap.placeholder}, which the build replaces with pages it writes: this may be one of them.)`
    : undefined;
}

/** What a `sitemap.txt` says of the page `name`, if it is hotdoc's, lists it and holds a placeholder a build fills. */
export function filledSitemap(text: string, name: string, file: string): FilledSitemap | undefined {
  let listed = false;
  let placeholder: string | undefined;
  const lines = text.split(/\r?\n/, MAX_LINES);
  for (const line of lines) {
    if (line.trim() === '') continue;
    if (!SITEMAP_LINE.test(line)) return undefined;
    const hole = PLACEHOLDER_LINE.exec(line)?.[1];
    if (hole !== undefined) placeholder ??= hole;
    else if (PAGE_LINE.exec(line)?.[1] === name) listed = true;
  }
  return listed && placeholder !== undefined ? { file, placeholder } : undefined;
}
