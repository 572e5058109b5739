/**
 * A link to a page's source written with a slash after it (`registration.md/#identity-model`), read as the file
 * where the renderer of the linking document reads it so:
 *
 * - a forge (GitHub) serves a file's page at its path with a slash after it (`blob/main/CONTRIBUTING.md/`), so a
 *   document of no site links the file;
 * - MkDocs normalises a link's path (`posixpath.normpath`, which drops the final slash) before it looks for the file
 *   among its pages, then writes the page's URL;
 * - Hugo's render hooks that resolve a link to a `.md` file find its page by its path (`GetPage`, `.md/` trimmed).
 *
 * Not on any other site: Docusaurus, VitePress, mdBook and Jekyll's relative-links take a link as a file only where
 * its path ends in `.md`, so `guide.md/` stays a URL no page has; nor on a page a web server serves, where no file
 * answers at `x.html/`. Pure over what `LinkFacts` knows.
 */
import type { Walk } from './facts';
import type { Site } from './site';
import type { LocalTarget, TargetScope } from './target';

/** Markup a forge renders in place, where `/` is the repository's root: Markdown, reStructuredText, AsciiDoc, Org and the like. */
export const FORGE_RENDERED = /\.(?:md|markdown|mdown|mkdn?|mkd|mdx|rst|rest|adoc|asciidoc|asc|org|textile|rdoc|creole|mediawiki|wiki|pod)$/i;

/** Whether the document is markup a forge renders in place (by its name, without a query or fragment). */
export function forgeRendered(scope: TargetScope): boolean {
  return FORGE_RENDERED.test(scope.document.replace(/[?#].*$/, ''));
}

/** The generators that find a link's file with a slash after its path (see above). */
const READ_THROUGH_SLASH: ReadonlySet<string> = new Set(['MkDocs', 'Zensical', 'Hugo']);

/**
 * Whether `target`, a page's source linked as a folder (`guide.md/`) and found a file (`walk`), names that file as the
 * document's renderer reads the link: a forge's (the document is markup of no site) or a site's that drops the slash.
 * `site`: the document's site (links/site.ts `siteOf`), null for none; undefined (not known yet) is no.
 */
export function fileThroughSlash(target: LocalTarget, walk: Walk | undefined, scope: TargetScope, site: Site | null | undefined): boolean {
  if (!target.directory || walk === undefined || (walk.found !== 'exact' && walk.found !== 'case') || walk.kind !== 'file') return false;
  if (!FORGE_RENDERED.test(target.segments[target.segments.length - 1] ?? '')) return false;
  if (site === null) return forgeRendered(scope);
  return site !== undefined && site.known && READ_THROUGH_SLASH.has(site.generator);
}
