/**
 * Where a site generator looks for a page's link besides the file the link
 * names from the source (site.ts says which generator, and its folders):
 *
 * - a root-relative link (`/img/logo.png`, `/project/img/logo.png` under a
 *   `baseurl` of `/project`) below each folder the site serves at `/` (a
 *   static folder, the content folder);
 * - a relative link to a Markdown file from each content folder too, as
 *   Docusaurus tries them; one with an empty segment (`../a//b.md`) as a
 *   file path joins it (`a/b.md`), in Docusaurus and MkDocs;
 * - a relative link resolved against the page's URL, where the page is
 *   served as a folder (`guide/page.md` at `guide/page/`): raw HTML's links
 *   in MkDocs, every link in Hugo, which rewrite neither;
 * - in an Antora component, a relative name from each family folder of the
 *   page's module (`image::x.png[]` is `modules/ROOT/images/x.png`, an
 *   `xref:` a page of `pages/`, an attachment, a partial, an example).
 *
 * - in a site published flat (ExDoc), a link from the output's root, where
 *   every page is: another page's Markdown file by its page's name, a file
 *   of a copied folder at its source;
 * - in a Maven site, a link from the page's URL (`src/site/xdoc/a/b.xml` is
 *   `/a/b.html`), below `resources/`, and a page `x.html` as its source in
 *   each format's folder (`xdoc/x.xml`, `markdown/x.md`).
 *
 * Pure: the targets are walked by rules/links.ts.
 */
import { percentDecode } from '@uri-lint/shared';
import type { AnalyzedReference } from '../analysis';
import { documentPlace, isBelow, ownFolderListing } from './site';
import { firstFile } from './facts';
import type { LinkFacts, Listing } from './facts';
import type { Site } from './site';
import type { LocalTarget, TargetScope } from './target';
import { MAVEN_FORMATS, MAVEN_SITE } from './renderers';
import { EXTRA_EXTENSION, pageId } from './exdoc';

/**
 * The other places a missing link's file may be, for the document's
 * generator: [] when there are none (the link is judged as written), or
 * undefined when it is a root-relative link of a site whose `/` is not known
 * (not judged).
 */
export function siteAlternatives(ref: AnalyzedReference, target: LocalTarget, scope: TargetScope, site: Site): LocalTarget[] | undefined {
  if (ref.parsed.kind !== 'relative-ref') return [];
  const text = ref.found.text;
  const path = text.slice(0, endOfPath(text));
  if (site.generator === MAVEN_SITE) return mavenAlternatives(path, target, scope, site);
  if (site.flat) return flatAlternatives(path, target, site.flat);
  if (path.startsWith('/') && !path.startsWith('//')) {
    if (site.roots.length === 0 || scope.settings.linksRoot.trim() !== '') return undefined;
    const names = target.segments;
    const bases = [names];
    if (site.base.length > 0 && site.base.every((name, i) => names[i] === name)) bases.push(names.slice(site.base.length));
    return [...site.roots.flatMap((root) => bases.map((below) => at(target, [...root, ...below]))), ...bases.flatMap((below) => mounted(target, site, below))];
  }
  const out: LocalTarget[] = [];
  if (site.mounts.length > 0) out.push(...mountedRelative(path, target, scope, site));
  // Docusaurus and MkDocs (posixpath.normpath; Zensical as MkDocs) join a Markdown link's path as a file path, where `a//b` is `a/b`.
  if ((site.markdownFromContent || site.generator === 'MkDocs' || site.generator === 'Zensical') && /\.mdx?$/i.test(path) && path.includes('//')) {
    const place = documentPlace(scope);
    const joined = place && resolveBelow(place.dirs, path);
    if (joined) out.push(at(target, joined));
  }
  if (site.markdownFromContent && /\.mdx?$/i.test(path)) {
    for (const content of site.content) {
      const names = resolveBelow(content, path);
      if (names) out.push(at(target, names));
    }
  }
  if (site.generator === 'Antora') {
    const place = documentPlace(scope);
    const module = place?.dirs[site.root.length];
    if (module !== undefined) {
      for (const family of ANTORA_FAMILIES) {
        const names = resolveBelow([...site.root, module, family], path);
        if (names) out.push(at(target, names));
      }
    }
  }
  if (site.directoryUrls && site.mounts.length === 0 && ref.found.context === 'html-attribute') {
    const place = documentPlace(scope);
    const file = decodeURIComponentSafe(scope.document.replace(/[?#].*$/, '').slice(scope.document.lastIndexOf('/') + 1));
    const stem = file.replace(/\.[^.]*$/, '');
    if (place && !/^(?:_?index|readme)$/i.test(stem)) {
      const names = resolveBelow([...place.dirs, stem], path);
      if (names) out.push(at(target, names));
    }
  }
  return out;
}

/**
 * Where a Maven site finds a link's file: the link resolved against the page's URL (a source in a format's folder is
 * the page of its path below that folder; a resource is served as it is below `resources/`; `site.xml` is at `/`),
 * then looked for below `resources/`, and a page `x.html` as the source of each format that makes it.
 */
function mavenAlternatives(path: string, target: LocalTarget, scope: TargetScope, site: Site): LocalTarget[] {
  const place = documentPlace(scope);
  if (!place || !isBelow(place.dirs, site.root)) return [];
  const below = place.dirs.slice(site.root.length);
  const first = below[0];
  const url = first !== undefined && (first === 'resources' || MAVEN_FORMATS.some((f) => f.folder === first)) ? below.slice(1) : below;
  const names = path.startsWith('/') ? resolveBelow([], path.slice(1)) : resolveBelow(url, path);
  if (!names || names.length === 0) return [];
  const out = [at(target, [...site.root, 'resources', ...names])];
  const page = /^(.+)\.html?$/i.exec(names[names.length - 1]!);
  if (page) {
    for (const format of MAVEN_FORMATS) {
      for (const extension of format.extensions) {
        for (const suffix of ['', '.vm']) out.push(at(target, [...site.root, format.folder, ...names.slice(0, -1), `${page[1]}${extension}${suffix}`]));
      }
    }
  }
  return out;
}

/**
 * Where a generator that publishes its pages flat (ExDoc) finds a page's relative link: from the output's root,
 * where every page is, a Markdown file by its page's name (ExDoc rewrites a link to another page's source to its
 * page, whatever folder either lies in), a file below a folder it copies at the folder's source. Undefined (not
 * judged) for what lies outside the output or is made at build time at its root (`App.epub`).
 */
function flatAlternatives(path: string, target: LocalTarget, flat: NonNullable<Site['flat']>): LocalTarget[] | undefined {
  if (path.startsWith('/')) return undefined;
  const names = resolveBelow([], path);
  if (!names || names.length === 0) return undefined;
  const last = names[names.length - 1]!;
  if (flat.made !== undefined && names.length === 1 && last.toLowerCase().endsWith(flat.made)) return undefined;
  const out: LocalTarget[] = [];
  // A page served at its name with no extension (Exercism's docs, `./tools`): the page of that name.
  if (flat.bare && names.length === 1 && !last.includes('.')) for (const page of flat.pages) if (page.name === last) out.push(at(target, page.source));
  if (EXTRA_EXTENSION.test(last)) {
    const name = pageId(last.replace(/\.[^.]*$/, ''));
    for (const page of flat.pages) if (page.name === name) out.push(at(target, page.source));
  }
  for (const copy of flat.copies) if (copy.target.length < names.length && isBelow(names, copy.target)) out.push(at(target, [...copy.source, ...names.slice(copy.target.length)]));
  return out;
}

/** The source roots beside a `javadoc` folder whose packages, with their `doc-files`, the javadoc tool writes to its output's root. */
const JAVADOC_SOURCES = ['java', 'kotlin', 'groovy', 'scala', 'resources'];

/**
 * Where the javadoc tool finds a relative link of a document in a `javadoc` folder (`src/main/javadoc/overview.html`,
 * copied to the output's root): below each source root beside it (`src/main/java/org/x/doc-files/logo.png`), as the
 * output holds the packages' `doc-files`. None for other documents.
 */
export function javadocAlternatives(ref: AnalyzedReference, target: LocalTarget, scope: TargetScope): LocalTarget[] {
  if (ref.parsed.kind !== 'relative-ref' || ref.found.text.startsWith('/')) return [];
  const place = documentPlace(scope);
  if (!place) return [];
  const i = place.dirs.lastIndexOf('javadoc');
  if (i < 1 || !isBelow(target.segments, place.dirs.slice(0, i + 1))) return [];
  const base = place.dirs.slice(0, i);
  const rest = target.segments.slice(i + 1);
  return JAVADOC_SOURCES.map((source) => at(target, [...base, source, ...rest]));
}

/** Where Hugo looks for a site's render hook of links, below its configuration's folder (v0.146's layout, and the one before). */
const HUGO_LINK_HOOKS = [['layouts', '_markup', 'render-link.html'], ['layouts', '_default', '_markup', 'render-link.html']];

/** The places of a Hugo site's render hook of links, as targets to learn (none for another generator). */
export function linkHookTargets(site: Site | null | undefined, folder: string): LocalTarget[] {
  if (site?.generator !== 'Hugo') return [];
  return HUGO_LINK_HOOKS.map((segments) => ({ folder, segments: [...site.config, ...segments], directory: false, fragment: undefined, start: 0, end: 0 }));
}

/**
 * The render hook of links a Hugo site renders its Markdown links through, its path below the workspace folder: a
 * template of the site's own that resolves each destination by its program (gohugoio/hugo's docs/layouts/_markup/
 * render-link.html looks the page up with `.GetPage`, which finds `/functions/urls/absURL/` as AbsURL.md whatever its
 * case, and writes the page's URL), so where a link leads is that program's, not the URL as written. Null when the site
 * has none (or is no Hugo site), undefined while a place is not known yet.
 */
export function linkHookOf(site: Site | null | undefined, folder: string, facts: LinkFacts): string | null | undefined {
  const file = firstFile(linkHookTargets(site, folder), facts, { unknown: 'wait' });
  return file && file.target.segments.join('/');
}

/** The documents javadoc reads from a source tree into its pages: a package's comment and the overview. */
const JAVADOC_DOCUMENTS = new Set(['package.html', 'overview.html']);

/** The pages javadoc writes for each package, in the package's folder of its output. */
const JAVADOC_PACKAGE_PAGES = new Set(['package-summary.html', 'package-tree.html', 'package-use.html', 'package-frame.html']);

/**
 * Whether a relative link of a javadoc document below a Java source tree (a `package.html` or `overview.html` in a
 * folder holding `.java` sources, or below a `java` folder) names a page javadoc generates where the source tree has
 * its source: `X.html` for the class of `X.java` in the folder it names (`Outer.Inner.html`: a nested class of
 * `Outer.java`), `package-summary.html` (and the package's other pages) for a folder holding Java sources. DSpace's
 * dspace-api/src/main/java/org/dspace/browse/package.html links `BrowserScope.html` (BrowserScope.java beside it) and
 * `../content/package-summary.html`. `name`: the link's last name, missing from `folder`, the listing it is looked for
 * in; a class no source of that name is there for (removed, renamed) is missing.
 */
export function javadocPage(name: string, folder: Listing, scope: TargetScope, facts: LinkFacts): boolean {
  const path = scope.document.replace(/[?#].*$/, '');
  if (!JAVADOC_DOCUMENTS.has(path.slice(path.lastIndexOf('/') + 1)) || !name.endsWith('.html')) return false;
  if (!inJavaSources(scope, facts)) return false;
  if (JAVADOC_PACKAGE_PAGES.has(name)) return holdsJava(folder);
  const type = name.slice(0, -'.html'.length).split('.')[0]!;
  return type !== '' && folder.entries.get(`${type}.java`) === 'file';
}

function holdsJava(listing: Listing): boolean {
  for (const [name, kind] of listing.entries) if (kind === 'file' && name.endsWith('.java')) return true;
  return false;
}

/** Whether the scope's document lies in a Java source tree: below a `java` folder, or beside Java sources. */
function inJavaSources(scope: TargetScope, facts: LinkFacts): boolean {
  const place = documentPlace(scope);
  if (place?.dirs.includes('java')) return true;
  const own = ownFolderListing(scope, facts);
  return own !== undefined && holdsJava(own.listing);
}

/** The files a path below Hugo's content root (`project/repo/AGENTS.md`) or its site's `/` is, through each content or static mount whose path holds it. */
function mounted(target: LocalTarget, site: Site, path: readonly string[]): LocalTarget[] {
  return [...site.mounts, ...site.served].filter((m) => isBelow(path, m.target)).map((m) => at(target, [...m.source, ...path.slice(m.target.length)]));
}

/**
 * A relative link of a Hugo page, among the paths its mounts give: from
 * the page's own path below the content root, and from its URL (`a.md` is
 * served at `a/`; a bundle's `index.md` and a section's `_index.md` at their folder's).
 */
function mountedRelative(path: string, target: LocalTarget, scope: TargetScope, site: Site): LocalTarget[] {
  const place = documentPlace(scope);
  if (!place) return [];
  const own = site.mounts.find((m) => isBelow(place.dirs, m.source));
  if (!own) return [];
  const folder = [...own.target, ...place.dirs.slice(own.source.length)];
  const file = decodeURIComponentSafe(scope.document.replace(/[?#].*$/, '').slice(scope.document.lastIndexOf('/') + 1));
  const stem = file.replace(/\.[^.]*$/, '');
  const bases = [folder];
  if (site.directoryUrls && !/^(?:_?index|readme)$/i.test(stem)) bases.push([...folder, stem]);
  return bases.flatMap((base) => {
    const names = resolveBelow(base, path);
    return names ? mounted(target, site, names) : [];
  });
}

/** The folders of an Antora module whose files a page names by their path below the folder. */
const ANTORA_FAMILIES = ['pages', 'images', 'attachments', 'partials', 'examples'];

function at(target: LocalTarget, segments: readonly string[]): LocalTarget {
  return { folder: target.folder, segments, directory: false, fragment: undefined, start: target.start, end: target.end };
}

/** The names a relative path leads to from the folder `base` (names below the workspace folder), or undefined when it climbs out. */
function resolveBelow(base: readonly string[], path: string): string[] | undefined {
  const out = [...base];
  const parts = path.split('/');
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (part === '.' || (part === '' && i < parts.length - 1)) continue;
    if (part === '..') {
      if (out.length === 0) return undefined;
      out.pop();
    } else if (part !== '') {
      out.push(percentDecode(part));
    }
  }
  return out;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The offset of a reference's first `?` or `#`, or its length. */
function endOfPath(text: string): number {
  const end = text.search(/[?#]/);
  return end < 0 ? text.length : end;
}
