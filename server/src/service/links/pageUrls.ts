/**
 * A page's link written as its site's output rather than as its source: the
 * URL the generator serves a Markdown page at, which no file of the
 * repository is.
 *
 * - mdBook serves `guide/setup.md` as `guide/setup.html`, and a folder's
 *   `README.md` (or `index.md`) as its `index.html`; so does MkDocs with
 *   `use_directory_urls: false`. A link `setup.html` resolves against the
 *   page's URL, which is its file's place.
 * - MkDocs with directory URLs (its default) serves `guide/setup.md` at
 *   `guide/setup/`, and a folder's `index.md` (or `README.md`) at the
 *   folder's URL: a link written as a URL (`../setup/`) resolves against
 *   the page's own URL, one folder below its file's for a page other than
 *   an index (MkDocs rewrites only the links to `.md` files).
 *
 * `pageLinkOf` says which source files a link names that way, in the order
 * the generator looks for them; `pageLinkText` writes the link again to a
 * source's page after a move. Only relative paths (a root-relative one
 * depends on the site's URL), only pages of the site's content folder. Pure.
 */
import { percentDecode } from '@uri-lint/shared';
import type { AnalyzedReference } from '../analysis';
import { documentPlace, isBelow } from './site';
import type { Site } from './site';
import type { LocalTarget, TargetScope } from './target';

/** How a link names a page: `setup.html`, or the page's folder URL `setup/`. */
export type PageForm = 'html' | 'directory';

/** A link to a page by its URL: the sources it may be made from, and how the site names pages. */
export interface PageLink {
  form: PageForm;
  /** The site's content folder, below the workspace folder: pages lie below it. */
  root: readonly string[];
  /** The Markdown files the page may be made from, first the generator's first choice. */
  sources: LocalTarget[];
}

/** A Markdown source the generators named here make a page of. */
const MARKDOWN = /\.(?:md|markdown)$/i;
/** The name of a folder's own page. */
const INDEX = /^(?:index|readme)$/i;

/** How `site` names its pages by URL, or undefined for a generator not modelled here. */
export function pageFormOf(site: Site): PageForm | undefined {
  if (!site.known) return undefined;
  if (site.generator === 'mdBook') return 'html';
  if (site.generator === 'MkDocs') return site.directoryUrls ? 'directory' : 'html';
  return undefined;
}

/**
 * The sources a page's relative link names when it is written as the page's URL (`setup.html`, `../setup/`), for a
 * site whose URLs are modelled; undefined when the link is no such URL or the document is no page of the site.
 */
export function pageLinkOf(ref: AnalyzedReference, target: LocalTarget, scope: TargetScope, site: Site): PageLink | undefined {
  const form = pageFormOf(site);
  const place = documentPlace(scope);
  if (form === undefined || !place || ref.parsed.kind !== 'relative-ref') return undefined;
  const path = ref.found.text.slice(target.start, target.end);
  if (path.startsWith('/') || (form === 'html' ? !/\.html?$/i.test(path) : !path.endsWith('/'))) return undefined;
  const root = site.root;
  const name = documentName(scope.document);
  const page = [...place.dirs, name];
  if (!MARKDOWN.test(name) || !isBelow(place.dirs, root)) return undefined;
  const url = resolveBelow(pageBase(page, form), path);
  if (!url || !isBelow(url, root)) return undefined;
  const at = (segments: readonly string[]): LocalTarget => ({ folder: target.folder, segments, directory: false, fragment: undefined, start: target.start, end: target.end });
  const indexes = (dir: readonly string[]) => ['index.md', 'README.md'].map((file) => at([...dir, file]));
  if (form === 'html') {
    const stem = url[url.length - 1]!.replace(/\.html?$/i, '');
    const dir = url.slice(0, -1);
    return { form, root, sources: INDEX.test(stem) ? indexes(dir) : [`${stem}.md`, `${stem}.markdown`].map((file) => at([...dir, file])) };
  }
  if (url.length === root.length) return { form, root, sources: indexes(url) };
  const stem = url[url.length - 1]!;
  return { form, root, sources: [at([...url.slice(0, -1), `${stem}.md`]), at([...url.slice(0, -1), `${stem}.markdown`]), ...indexes(url)] };
}

/**
 * The URL of the page a source is made into, as names below the workspace folder (the site's `root` standing for its
 * `/`): `guide/setup.html`, or the folder `guide/setup` for a directory URL. Undefined for a file that is no page.
 */
export function pageUrlOf(source: readonly string[], root: readonly string[], form: PageForm): string[] | undefined {
  const name = source[source.length - 1];
  if (name === undefined || !MARKDOWN.test(name) || !isBelow(source, root) || source.length === root.length) return undefined;
  const stem = name.replace(MARKDOWN, '');
  const dir = source.slice(0, -1);
  if (INDEX.test(stem)) return form === 'html' ? [...dir, 'index.html'] : dir;
  return form === 'html' ? [...dir, `${stem}.html`] : [...dir, stem];
}

/** The folder a page's relative links resolve against: its file's, or its own URL's for a directory URL (an index's is its folder's). */
export function pageBase(page: readonly string[], form: PageForm): readonly string[] {
  const dir = page.slice(0, -1);
  if (form === 'html') return dir;
  const stem = page[page.length - 1]!.replace(MARKDOWN, '');
  return INDEX.test(stem) ? dir : [...dir, stem];
}

function documentName(uri: string): string {
  const path = uri.replace(/[?#].*$/, '');
  return percentDecode(path.slice(path.lastIndexOf('/') + 1));
}

/** The names a relative path leads to from the folder `base`, or undefined when it climbs out of the workspace folder. */
function resolveBelow(base: readonly string[], path: string): string[] | undefined {
  const out = [...base];
  const parts = path.split('/');
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (part === '.' || part === '') continue;
    if (part === '..') {
      if (out.length === 0) return undefined;
      out.pop();
    } else {
      out.push(percentDecode(part));
    }
  }
  return out;
}
