/**
 * A page's link written as its site's output rather than as its source: the
 * URL the generator serves a Markdown page at, which no file of the
 * repository is.
 *
 * - mdBook serves `guide/setup.md` as `guide/setup.html`, and a folder's
 *   `README.md` (or `index.md`) as its `index.html`; so does MkDocs with
 *   `use_directory_urls: false`, and Jekyll (a folder's `index.md`, or its
 *   `README.md` as GitHub Pages' readme-index serves it). A link
 *   `setup.html` resolves against the page's URL, which is its file's place.
 * - MkDocs with directory URLs (its default) serves `guide/setup.md` at
 *   `guide/setup/`, and a folder's `index.md` (or `README.md`) at the
 *   folder's URL: a link written as a URL (`../setup/`) resolves against
 *   the page's own URL, one folder below its file's for a page other than
 *   an index (MkDocs rewrites only the links to `.md` files). So does Jekyll
 *   with `permalink: pretty` (or one ending in `/`), and Hugo (pretty URLs,
 *   its default: a section's `_index.md` or a bundle's `index.md` at its
 *   folder's URL), for the content folder it serves at `/`.
 * - A root-relative link (`/guide/setup/`, `/guide/setup.html`) names a page
 *   from the site's `/`, its content folder, after the site's URL path
 *   (`site_url`, `baseurl`, `baseURL`, mdBook's `site-url`) when it is
 *   written.
 *
 * - A page that sets its own URL in its front matter (Jekyll's `permalink:
 *   /people/`, Hugo's `url`) is served there, whatever its path, in either
 *   form (`/people/` or `/people/index.html`): a link written as that URL
 *   leads to it, for the references, a heading's rename and the link check
 *   alike (`pageFileOf`, `pageSettingUrl` over the table of own URLs,
 *   ownUrls.ts; `pageOwnUrl`, `ownUrlKey`, `pageUrlKeyAt`, compared as
 *   `pageUrlKey`s).
 *
 * `pageLinkAt` says which source files a link names that way, in the order
 * the generator looks for them, and `pageSourceAt` which of them is there;
 * `pageUrlOf` and `pageBase` write the link again to a source's page after a
 * move. Only pages of the site's content folder; not Jekyll's `_` folders
 * (posts, drafts, collections), whose URLs its permalinks make, nor Hugo
 * with `uglyURLs`, several content folders or mounts below its content
 * root. Pure over the workspace's facts.
 */
import { percentDecode } from '@uri-lint/shared';
import type { AnalyzedReference } from '../analysis';
import { readFrontMatter } from '../frontMatter';
import type { LinkFacts } from './facts';
import type { OwnUrl, OwnUrlPage } from './ownUrls';
import { uriBelow } from './facts';
import { documentPlace, isBelow, siteOf, siteTargetsToLearn } from './site';
import type { Site } from './site';
import { placeKey } from './target';
import type { LocalTarget, TargetScope } from './target';

/** How a link names a page: `setup.html`, or the page's folder URL `setup/`. */
export type PageForm = 'html' | 'directory';

/** How a site names its pages by URL. */
export interface PageRules {
  form: PageForm;
  /** The stems of a folder's own page, lower-case, the generator's first choice first (`index`, `readme`; Hugo's `_index`). */
  indexes: readonly string[];
  /** A folder whose name starts with `_` holds no page whose URL is its path (Jekyll's posts, drafts, collections). */
  underscoreFolders?: boolean;
  /**
   * The front matter's keys by which a page sets its own URL (Jekyll's `permalink`, Hugo's `url`): a page that sets
   * one is not served at its path, so its relative links by URL are not read from there, nor as paths: left alone.
   */
  ownUrl?: readonly string[];
  /**
   * A folder's own page (Hugo's section `_index.md`, a bundle's `index.md`) is served as the folder's name with
   * `.html` beside it (`guide.html`), not as its `index.html` (Hugo with `uglyURLs`); its relative links resolve from
   * the folder above.
   */
  folderHtml?: boolean;
  /** The page's URL is its path in lower case (Hugo's, unless `disablePathToLower`): `Setup.md` is `setup/`. */
  lowerCase?: boolean;
}

/** A link to a page by its URL: the sources it may be made from, and how the site names pages. */
export interface PageLink {
  rules: PageRules;
  /** The site's content folder, below the workspace folder: pages lie below it. */
  root: readonly string[];
  /**
   * For a root-relative link, the names of the site's URL path it writes before the page's (`site_url`'s path, or
   * none): written again the same way after a move. Undefined for a relative link.
   */
  rooted?: readonly string[];
  /** The Markdown files the page may be made from, first the generator's first choice. */
  sources: LocalTarget[];
  /** The URL as the link writes it, as names below the workspace folder: compared with the URL the source is served at (`pageCased`). */
  url?: readonly string[];
}

/** A Markdown source the generators named here make a page of. */
const MARKDOWN = /\.(?:md|markdown)$/i;

const MDBOOK: PageRules = { form: 'html', indexes: ['index', 'readme'] };
const MKDOCS_DIRECTORY: PageRules = { form: 'directory', indexes: ['index', 'readme'] };
const JEKYLL_HTML: PageRules = { form: 'html', indexes: ['index', 'readme'], underscoreFolders: true, ownUrl: ['permalink'] };
const JEKYLL_DIRECTORY: PageRules = { form: 'directory', indexes: ['index', 'readme'], underscoreFolders: true, ownUrl: ['permalink'] };
// Hugo's `slug` sets the last name of the page's URL: an own URL too, made from the page's folder (`ownUrlKey`).
const HUGO: PageRules = { form: 'directory', indexes: ['_index', 'index'], ownUrl: ['url', 'slug'], lowerCase: true };
const HUGO_UGLY: PageRules = { ...HUGO, form: 'html', folderHtml: true };
const HUGO_CASED: PageRules = { ...HUGO, lowerCase: false };
const HUGO_UGLY_CASED: PageRules = { ...HUGO_UGLY, lowerCase: false };

/** The keys of a front matter's top level that set a page's URL: `permalink: /about/` (YAML), `slug = "x"` (TOML). */
const URL_KEYS = ['permalink', 'url', 'slug'] as const;
const URL_KEY = /^(permalink|url|slug)[ \t]*[:=]/gm;

/** The keys of `text`'s front matter (frontMatter.ts) that may set its page's own URL; none without one. */
export function pageUrlKeys(text: string): readonly string[] {
  const front = readFrontMatter(text);
  if (!front) return [];
  const body = text.slice(front.bodyStart, front.bodyEnd);
  // The table's own strings, not pieces of the text: the index keeps them.
  return [...body.matchAll(URL_KEY)].map((match) => URL_KEYS.find((key) => key === match[1])!);
}


/** `permalink: /people/`, `url = "/people/"`: a top-level key and its value, quoted or not. */
const OWN_URL = /^(permalink|url)[ \t]*[:=][ \t]*(?:"([^"\n]*)"|'([^'\n]*)'|([^\s#"'][^\n#]*?))[ \t]*(?:#.*)?\r?$/gm;

/**
 * The URL `text`'s front matter sets for its page, when it is a path from the site's `/` written out (a value with
 * Jekyll's placeholders, `/:year/:title/`, is a pattern the tool does not expand: none).
 */
export function pageOwnUrl(text: string): OwnUrl | undefined {
  const front = readFrontMatter(text);
  if (!front) return undefined;
  const body = text.slice(front.bodyStart, front.bodyEnd);
  for (const match of body.matchAll(OWN_URL)) {
    const value = (match[2] ?? match[3] ?? match[4] ?? '').trim();
    if (value.startsWith('/') && !value.startsWith('//') && !value.includes(':') && !/[{}%*?#]/.test(value)) return { key: match[1]!, path: value };
  }
  // Hugo's `slug`: the last name of the page's URL, its folder's as its path's (a URL set whole comes first).
  for (const match of body.matchAll(SLUG)) {
    const value = (match[1] ?? match[2] ?? match[3] ?? '').trim();
    if (value !== '' && !/[/\\:{}%*?#]/.test(value)) return { key: 'slug', path: value };
  }
  return undefined;
}

/** `slug: install`, `slug = "install"`: a top-level key and its value, quoted or not. */
const SLUG = /^slug[ \t]*[:=][ \t]*(?:"([^"\n]*)"|'([^'\n]*)'|([^\s#"'][^\n#]*?))[ \t]*(?:#.*)?\r?$/gm;

/**
 * A page URL's names below the workspace folder, the same for each way it is written (`people/`, `people.html`,
 * `people/index.html`): its names without a last `index.html` or '' and without `.html`.
 */
export function pageUrlKey(names: readonly string[]): string {
  const out = [...names];
  while (out.length > 0 && (out[out.length - 1] === '' || /^index\.html?$/i.test(out[out.length - 1]!))) out.pop();
  if (out.length > 0) out[out.length - 1] = out[out.length - 1]!.replace(/\.html?$/i, '');
  return out.join('/');
}

/**
 * The key (`pageUrlKey`) of the URL a page that sets its own URL is served at, in `site` (its content folder standing
 * for the site's `/`), when the site's generator reads that key; undefined otherwise.
 */
export function ownUrlKey(own: OwnUrl, site: Site, scope: TargetScope): string | undefined {
  const rules = pageRulesOf(site);
  if (!rules?.ownUrl?.includes(own.key)) return undefined;
  if (own.key === 'slug') {
    const url = slugUrl(own.path, scope, site.root, rules);
    return url && pageUrlKey(url);
  }
  return pageUrlKey([...site.root, ...own.path.split('/').filter((name) => name !== '').map(percentDecode)]);
}

/**
 * The names below the workspace folder of the URL of the page of `scope` whose slug is `slug`: its folder's URL and
 * the slug (a bundle's `index.md`: its folder's folder and the slug); undefined for a section's `_index.md`, whose
 * URL is its folder's, or a document that is no page.
 */
function slugUrl(slug: string, scope: TargetScope, root: readonly string[], rules: PageRules): string[] | undefined {
  const place = documentPlace(scope);
  const name = documentName(scope.document);
  if (!place || !isPage([...place.dirs, name], root, rules)) return undefined;
  const stem = name.replace(MARKDOWN, '').toLowerCase();
  if (stem === '_index') return undefined;
  if (rules.indexes.includes(stem)) return place.dirs.length > root.length ? [...place.dirs.slice(0, -1), slug] : undefined;
  return [...place.dirs, slug];
}

/**
 * The URL of the page `source` (names below the workspace folder) sets by its slug, as names (`pageUrlOf`'s), once it
 * lies at `source`: for a move, which keeps the slug and changes its folder.
 */
export function slugPageUrl(slug: string, source: readonly string[], root: readonly string[], rules: PageRules): string[] | undefined {
  const url = pageUrlOf(source, root, rules.form, rules);
  if (!url || url.length === root.length) return undefined;
  const stem = source[source.length - 1]!.replace(MARKDOWN, '').toLowerCase();
  if (stem === '_index') return undefined;
  if (rules.form === 'directory') return [...url.slice(0, -1), slug];
  if (rules.indexes.includes(stem) && !rules.folderHtml) return source.length - 1 > root.length ? [...source.slice(0, -2), `${slug}.html`] : undefined;
  return [...url.slice(0, -1), `${slug}.html`];
}

/**
 * The key (`pageUrlKey`) of the URL a link written as a page's URL names (`/people/`, `../people/`), in its
 * document's site; undefined when it is no such URL (pageLinkAt's reading of the path).
 */
export function pageUrlKeyAt(path: string, scope: TargetScope, site: Site, urlKeys: () => readonly string[]): string | undefined {
  // A page that sets its own URL is served there in either form (`/people/` is `people/index.html`), whatever the site's.
  const url = pageUrlNames(path, scope, site, urlKeys, { anyForm: true });
  return url ? pageUrlKey(url.names) : undefined;
}

/** How `site` names its pages by URL, or undefined for a generator (or a configuration of one) not modelled here. */
export function pageRulesOf(site: Site): PageRules | undefined {
  if (!site.known || site.template || site.part || site.flat) return undefined;
  switch (site.generator) {
    case 'mdBook':
      return MDBOOK;
    // Zensical names its pages as MkDocs does (its `use_directory_urls`).
    case 'MkDocs':
    case 'Zensical':
      return site.directoryUrls ? MKDOCS_DIRECTORY : MDBOOK;
    case 'Jekyll':
      return site.directoryUrls ? JEKYLL_DIRECTORY : JEKYLL_HTML;
    case 'Hugo':
      // Ugly URLs per section, a language's own content folder, a mount below the content root: URLs the tool does not model.
      if (site.urlsBySection || site.content.length !== 1 || site.mounts.some((m) => m.target.length > 0)) return undefined;
      if (site.lowerCaseUrls) return site.directoryUrls ? HUGO : HUGO_UGLY;
      return site.directoryUrls ? HUGO_CASED : HUGO_UGLY_CASED;
    default:
      return undefined;
  }
}

/** How `site` names its pages by URL (`html`, `directory`), or undefined for a generator not modelled here. */
export function pageFormOf(site: Site): PageForm | undefined {
  return pageRulesOf(site)?.form;
}

/**
 * The sources a page's link names when it is written as a page's URL (`setup.html`, `../setup/`, `/guide/setup/`),
 * for a site whose URLs are modelled; undefined when the link is no such URL or the document is no page of the site;
 * null for a relative one of a page that sets its own URL (`permalink:`): a URL the tool cannot place, to leave alone.
 */
export function pageLinkOf(ref: AnalyzedReference, target: LocalTarget, scope: TargetScope, site: Site, urlKeys: () => readonly string[]): PageLink | null | undefined {
  if (ref.parsed.kind !== 'relative-ref') return undefined;
  return pageLinkAt(ref.found.text.slice(target.start, target.end), target, scope, site, urlKeys);
}

/**
 * `pageLinkOf` for the path `path` as written, of a link whose target lies in `at.folder`, in a document whose front
 * matter has `urlKeys` (`pageUrlKeys`).
 */
export function pageLinkAt(path: string, at: { folder: string; start: number; end: number }, scope: TargetScope, site: Site,
  urlKeys: () => readonly string[]): PageLink | null | undefined {
  const url = pageUrlNames(path, scope, site, urlKeys);
  if (url === undefined || url === null) return url;
  const { rules, rooted, names } = url;
  const root = site.root;
  const to = (segments: readonly string[]): LocalTarget => ({ folder: at.folder, segments, directory: false, fragment: undefined, start: at.start, end: at.end });
  const indexes = (dir: readonly string[]) => rules.indexes.map((stem) => to([...dir, `${stem === 'readme' ? 'README' : stem}.md`]));
  const of = (list: LocalTarget[]): PageLink | undefined => {
    const pages = list.filter((source) => isPage(source.segments, root, rules));
    return pages.length === 0 ? undefined : { rules, root, ...(rooted ? { rooted } : {}), sources: pages, url: names };
  };
  if (rules.form === 'html') {
    const stem = names[names.length - 1]!.replace(/\.html?$/i, '');
    const dir = names.slice(0, -1);
    if (rules.indexes.includes(stem.toLowerCase())) return of(indexes(dir));
    // Hugo's ugly URLs: `guide.html` is `guide.md`, or the folder's own page (`guide/_index.md`).
    return of([to([...dir, `${stem}.md`]), to([...dir, `${stem}.markdown`]), ...(rules.folderHtml ? indexes([...dir, stem]) : [])]);
  }
  if (names.length === root.length) return of(indexes(names));
  const stem = names[names.length - 1]!;
  return of([to([...names.slice(0, -1), `${stem}.md`]), to([...names.slice(0, -1), `${stem}.markdown`]), ...indexes(names)]);
}

/** How a path written as a page's URL reads: the site's rules, the URL's names below the workspace folder, its `rooted` names. */
interface PageUrlNames {
  rules: PageRules;
  names: string[];
  rooted?: readonly string[];
}

/**
 * The names below the workspace folder of the page URL `path` names from the document of `scope`; undefined when it
 * is no such URL or the document no page of a site whose URLs are modelled; null for a relative one of a page that
 * sets its own URL.
 */
function pageUrlNames(path: string, scope: TargetScope, site: Site, urlKeys: () => readonly string[], { anyForm = false }: { anyForm?: boolean } = {}): PageUrlNames | null | undefined {
  const rules = pageRulesOf(site);
  const place = documentPlace(scope);
  if (rules === undefined || !place || path.startsWith('//')) return undefined;
  if (anyForm ? !PAGE_URL.test(path) : rules.form === 'html' ? !/\.html?$/i.test(path) : !path.endsWith('/')) return undefined;
  const root = site.root;
  const name = documentName(scope.document);
  const page = [...place.dirs, name];
  if (!MARKDOWN.test(name) || !isBelow(place.dirs, root) || !isPage(page, root, rules)) return undefined;
  let url: string[] | undefined;
  let rooted: readonly string[] | undefined;
  if (path.startsWith('/')) {
    // From the site's `/`, its URL path written first or not.
    const names = path.split('/').slice(1).map(percentDecode);
    rooted = site.base.length > 0 && site.base.every((base, i) => names[i] === base) ? site.base : [];
    url = resolveBelow(root, path.split('/').slice(1 + rooted.length).join('/'));
  } else {
    // A page that sets its own URL: its relative links resolve from there, not from its path.
    const own = rules.ownUrl;
    if (own && urlKeys().some((key) => own.includes(key))) return null;
    // Hugo serves the linking page in lower case too: its relative links resolve from that URL.
    const base = pageBase(page, rules.form, rules, root);
    url = resolveBelow(rules.lowerCase ? [...base.slice(0, root.length), ...base.slice(root.length).map((n) => n.toLowerCase())] : base, path);
  }
  if (!url || !isBelow(url, root)) return undefined;
  return { rules, names: url, ...(rooted ? { rooted } : {}) };
}

/**
 * Which of a page link's sources is there (the first the generator would take), as the workspace's facts tell: its
 * names as the file system spells them; undefined when none is, or while one before it is not known (each place not
 * known told to `unknown`, for the caller to learn).
 */
export function pageSourceAt(link: PageLink, facts: LinkFacts, unknown?: (place: LocalTarget) => void): readonly string[] | undefined {
  // Every place not known is told at once, so that the caller learns them in one round.
  let waiting = false;
  for (const source of link.sources) {
    const found = facts.known(source.folder, source.segments);
    if (found === undefined) {
      unknown?.(source);
      waiting = true;
      continue;
    }
    if ((found.found !== 'exact' && found.found !== 'case') || found.kind !== 'file') continue;
    const segments = found.found === 'case' ? found.actual : source.segments;
    // A page that sets its own URL (`permalink:`, `url`, `slug`) is not served at its path.
    if (facts.ownUrls.size > 0 && setsOwnUrl(facts.ownUrls.get(uriBelow(source.folder, segments)), link)) continue;
    return waiting ? undefined : segments;
  }
  return undefined;
}

/** Whether a page's own URL, as its front matter sets it, is one its site's generator serves it at instead of its path. */
function setsOwnUrl(own: OwnUrlPage | undefined, link: PageLink): boolean {
  if (!own || !link.rules.ownUrl?.includes(own.url.key)) return false;
  return own.url.key !== 'slug' || slugUrl(own.url.path, own.scope, link.root, link.rules) !== undefined;
}

/**
 * The site of the document of `scope` when its page URLs are modelled: its site, or undefined while the facts do not
 * tell it yet (the folders that tell it, and the configurations they hold, told to `unknown` and asked of `facts`:
 * `configs.wanted()`), or null when it is no page of such a site.
 */
export function pageSiteOf(scope: TargetScope, site: Site | null | undefined, facts: LinkFacts, unknown?: (place: LocalTarget) => void): Site | null | undefined {
  if (site === undefined) {
    const place = documentPlace(scope);
    if (place && unknown) for (const folder of siteTargetsToLearn(place, facts)) if (facts.known(folder.folder, folder.segments) === undefined) unknown(folder);
    return undefined;
  }
  return site && pageRulesOf(site) ? site : null;
}

/** A path that may be a site's page URL (`setup.html`, `../setup/`): `pageLinkAt` says whether it is. */
export const PAGE_URL = /(?:\/|\.html?)$/i;

/** What a page link's reading asks of its document, when a link may be a page's URL: its site, its front matter's `pageUrlKeys`. */
export interface PageOf {
  site(): Site | null | undefined;
  urlKeys(): readonly string[];
}

/** Where a link written as a page's URL leads: its source's names as the file system spells them, and how it was written. */
export interface PageTarget {
  segments: readonly string[];
  link: PageLink;
  /**
   * The link writes the page's URL in another letter case than the generator serves it at (`Setup.html` for
   * setup.md's `setup.html`; Hugo's `/guide/Setup/` for `Setup.md`, which it serves in lower case): it works where
   * the server ignores case and breaks where it does not (GitHub Pages, Linux), as a file's link spelled so does.
   */
  cased?: readonly string[];
}

/**
 * The source of the page a link names by its URL, when the document is a page of a site whose URLs are modelled and
 * one of the sources the URL may be made from is there; undefined otherwise (the link is read as the path it
 * writes), or null for a link by URL of a page that sets its own URL (`pageLinkOf`: neither, left alone). `page` is
 * asked only of a path that may be a page's URL. While the document's site, or the sources, are not known, what tells
 * them is told to `unknown`.
 */
export function pageTargetOf(ref: AnalyzedReference, target: LocalTarget, scope: TargetScope, facts: LinkFacts, page: PageOf,
  unknown?: (place: LocalTarget) => void): PageTarget | null | undefined {
  // Most links name a file by its extension: no site is asked about them.
  if (ref.parsed.kind !== 'relative-ref' || !PAGE_URL.test(ref.found.text.slice(target.start, target.end))) return undefined;
  const known = pageSiteOf(scope, page.site(), facts, unknown);
  const link = known ? pageLinkOf(ref, target, scope, known, page.urlKeys) : undefined;
  if (link === null) return null;
  // Where no index tells which pages set their own URL (the command line), the site's pages are read for it first.
  if (link && link.rules.ownUrl && facts.ownUrls.readSync) learnOwnUrls(scope, known!, facts);
  const segments = link && pageSourceAt(link, facts, unknown);
  if (!segments || !link) return undefined;
  const cased = pageCased(link, segments);
  return cased ? { segments, link, cased } : { segments, link };
}

/**
 * The URL the generator serves the source `segments` at, as names below the workspace folder, when the link's URL
 * names it in another letter case only; undefined when the link writes it as served.
 */
function pageCased(link: PageLink, segments: readonly string[]): readonly string[] | undefined {
  if (!link.url) return undefined;
  const served = pageUrlOf(segments, link.root, link.rules.form, link.rules);
  if (!served) return undefined;
  const written = pageUrlKey(link.url);
  const key = pageUrlKey(served);
  return written !== key && written.toLowerCase() === key.toLowerCase() ? served : undefined;
}

/**
 * The URL of the page a source is made into, as names below the workspace folder (the site's `root` standing for its
 * `/`): `guide/setup.html`, or the folder `guide/setup` for a directory URL. Undefined for a file that is no page.
 */
export function pageUrlOf(source: readonly string[], root: readonly string[], form: PageForm, rules: PageRules = form === 'html' ? MDBOOK : MKDOCS_DIRECTORY): string[] | undefined {
  const name = source[source.length - 1];
  if (name === undefined || !isPage(source, root, rules) || source.length === root.length) return undefined;
  // Hugo writes its URLs in lower case: `Guide/Setup.md` is served at `guide/setup/`.
  if (rules.lowerCase) return pageUrlOf([...source.slice(0, root.length), ...source.slice(root.length).map((n) => n.toLowerCase())], root, form, { ...rules, lowerCase: false });
  const stem = name.replace(MARKDOWN, '');
  const dir = source.slice(0, -1);
  if (rules.indexes.includes(stem.toLowerCase())) {
    // Hugo's ugly URLs: a section's page is its folder's name with `.html` (`guide.html`), the home page `index.html`.
    if (form === 'html' && rules.folderHtml && dir.length > root.length) return [...dir.slice(0, -1), `${dir[dir.length - 1]!}.html`];
    return form === 'html' ? [...dir, 'index.html'] : dir;
  }
  return form === 'html' ? [...dir, `${stem}.html`] : [...dir, stem];
}

/** The folder a page's relative links resolve against: its file's, or its own URL's for a directory URL (an index's is its folder's). */
export function pageBase(page: readonly string[], form: PageForm, rules: PageRules = form === 'html' ? MDBOOK : MKDOCS_DIRECTORY, root?: readonly string[]): readonly string[] {
  const dir = page.slice(0, -1);
  if (form === 'html') {
    // Served as `guide.html` beside its folder (Hugo's ugly URLs): its links resolve from the folder above.
    const stem = page[page.length - 1]!.replace(MARKDOWN, '');
    return rules.folderHtml && root && dir.length > root.length && rules.indexes.includes(stem.toLowerCase()) ? dir.slice(0, -1) : dir;
  }
  const stem = page[page.length - 1]!.replace(MARKDOWN, '');
  return rules.indexes.includes(stem.toLowerCase()) ? dir : [...dir, stem];
}

/** Whether the generator makes a page of `source` (names below the workspace folder) whose URL is its path. */
function isPage(source: readonly string[], root: readonly string[], rules: PageRules): boolean {
  const name = source[source.length - 1];
  if (name === undefined || !MARKDOWN.test(name) || !isBelow(source, root)) return false;
  return !rules.underscoreFolders || !source.slice(root.length, -1).some((folder) => folder.startsWith('_'));
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

/**
 * The page that sets for itself the URL a link written as a page's URL names (`/people/`, `../people/` from the
 * document of `scope`), among the pages the workspace's facts know to set one (`LinkFacts.ownUrls`, ownUrls.ts);
 * undefined when none is known to. Where no index fills that table (the command line's check), the pages of the
 * link's site are read for it once (`learnOwnUrls`).
 */
export function pageSettingUrl(path: string, scope: TargetScope, facts: LinkFacts, urlKeys: () => readonly string[]): string | undefined {
  const table = facts.ownUrls;
  if (table.size === 0 && !table.readSync) return undefined;
  const site = pageSiteOf(scope, siteOf(scope, facts), facts);
  if (!site || !pageRulesOf(site)?.ownUrl) return undefined;
  const key = pageUrlKeyAt(path, scope, site, urlKeys);
  if (key === undefined) return undefined;
  if (table.readSync) {
    learnOwnUrls(scope, site, facts);
    // What no page sets yet, one may start to (a front matter edited, a page added): the verdict depends on every
    // page of the site, told as its content folder's tree (`…/**`: the command line's cache compares the files below).
    const place = table.consulted && documentPlace(scope);
    if (place) table.consulted!(`${place.folder}\n${site.root.join('/')}\n**`, `${uriBelow(place.folder, site.root)}/**`);
  }
  for (const [uri, own] of table.entries()) {
    const ownKey = placeKey(uri);
    if (ownKey !== undefined) table.consulted?.(ownKey, uri);
    const ownSite = pageSiteOf(own.scope, siteOf(own.scope, facts), facts);
    if (ownSite && ownUrlKey(own.url, ownSite, own.scope) === key) return uri;
  }
  return undefined;
}

/** Files looked at at most when a site's pages are read for their own URLs: a site, not a disk. */
const MAX_OWN_URL_FILES = 20_000;
/** A front matter that sets a page's URL is at a page's head: this much of each is read. */
const OWN_URL_HEAD_BYTES = 16 * 1024;
/** Folders no generator makes pages of: its output, dependencies, tools' folders. */
const NOT_PAGES = /^(?:\.|node_modules$|_site$|vendor$)/;

/**
 * Reads the front matters of the Markdown pages below `site`'s content folder, once per site, into the table of own
 * URLs (`LinkFacts.ownUrls`), where the platform reads synchronously and no index fills the table (the command
 * line's check): the same reading the index makes of each file it indexes (`pageOwnUrl`).
 */
function learnOwnUrls(scope: TargetScope, site: Site, facts: LinkFacts): void {
  const table = facts.ownUrls;
  const place = documentPlace(scope);
  const read = table.readSync;
  if (!place || !read) return;
  const id = `${place.folder}\n${site.root.join('/')}`;
  if (table.learned.has(id)) return;
  table.learned.add(id);
  facts.untraced(() => {
    const folders: (readonly string[])[] = [site.root];
    let seen = 0;
    while (folders.length > 0 && seen < MAX_OWN_URL_FILES) {
      const dirs = folders.pop()!;
      const walk = facts.known(place.folder, dirs);
      const listing = walk && (walk.found === 'exact' || walk.found === 'case') ? walk.listing : undefined;
      for (const [name, kind] of listing?.entries ?? []) {
        if (++seen > MAX_OWN_URL_FILES) break;
        if (kind === 'directory' && !NOT_PAGES.test(name)) folders.push([...dirs, name]);
        if (kind !== 'file' || !MARKDOWN.test(name)) continue;
        const uri = uriBelow(place.folder, [...dirs, name]);
        if (table.get(uri)) continue;
        const text = read(uri, OWN_URL_HEAD_BYTES);
        const url = text !== undefined && /^\ufeff?(?:---|\+\+\+)/.test(text) ? pageOwnUrl(text) : undefined;
        if (url) table.set(uri, { url, scope: { folders: scope.folders, document: uri, base: undefined, settings: scope.settings, rendered: false, caches: scope.caches } });
      }
    }
  });
}

/**
 * The source of the page a link written as a page's URL leads to, as every feature reads it: the source its URL is
 * made from by its path (`pageTargetOf`), else the page that sets that URL as its own (`pageSettingUrl`); undefined
 * when neither is known (the link is read as the path it writes), null for a relative link by URL of a page that
 * sets its own URL (left alone). Places not known yet are told to `unknown`.
 */
export function pageFileOf(ref: AnalyzedReference, target: LocalTarget, scope: TargetScope, facts: LinkFacts, page: PageOf,
  unknown?: (place: LocalTarget) => void): (LocalTarget & { cased?: true }) | null | undefined {
  const byPath = pageTargetOf(ref, target, scope, facts, page, unknown);
  if (byPath === null) return null;
  if (byPath) return { folder: target.folder, segments: byPath.segments, directory: false, fragment: target.fragment, start: target.start, end: target.end, ...(byPath.cased ? { cased: true } : {}) };
  if (ref.parsed.kind !== 'relative-ref') return undefined;
  const path = ref.found.text.slice(target.start, target.end);
  if (!PAGE_URL.test(path)) return undefined;
  const uri = pageSettingUrl(path, scope, facts, page.urlKeys);
  if (uri === undefined) return undefined;
  const own = facts.ownUrls.get(uri);
  const at = own && documentPlace(own.scope);
  if (!at || at.folder !== target.folder) return undefined;
  return { folder: target.folder, segments: ownSegments(own, at.dirs, uri), directory: false, fragment: target.fragment, start: target.start, end: target.end };
}

/** The names below its workspace folder of a page found by its own URL: one array per page, as a target's are shared. */
function ownSegments(own: OwnUrlPage, dirs: readonly string[], uri: string): readonly string[] {
  let segments = ownSegmentsOf.get(own);
  if (!segments) ownSegmentsOf.set(own, segments = [...dirs, documentName(uri)]);
  return segments;
}
const ownSegmentsOf = new WeakMap<OwnUrlPage, readonly string[]>();

/**
 * The page a link names by the URL its slug makes (Hugo's `slug: install` on `guide/setup.md`: `/guide/install/`),
 * found among the pages that set their own URL, with how the link writes its site's URLs: a move of the page keeps
 * the slug and changes its folder (`slugPageUrl`). Undefined for any other link.
 */
export function slugTargetOf(ref: AnalyzedReference, target: LocalTarget, scope: TargetScope, facts: LinkFacts, page: PageOf): (PageTarget & { slug: string }) | undefined {
  if (ref.parsed.kind !== 'relative-ref' || (facts.ownUrls.size === 0 && !facts.ownUrls.readSync)) return undefined;
  const path = ref.found.text.slice(target.start, target.end);
  if (!PAGE_URL.test(path)) return undefined;
  const uri = pageSettingUrl(path, scope, facts, page.urlKeys);
  const own = uri === undefined ? undefined : facts.ownUrls.get(uri);
  if (!own || own.url.key !== 'slug') return undefined;
  const site = pageSiteOf(scope, page.site(), facts);
  const url = site ? pageUrlNames(path, scope, site, page.urlKeys, { anyForm: true }) : undefined;
  const at = documentPlace(own.scope);
  if (!url || !at || at.folder !== target.folder) return undefined;
  return { segments: ownSegments(own, at.dirs, uri!), link: { rules: url.rules, root: site!.root, ...(url.rooted ? { rooted: url.rooted } : {}), sources: [] }, slug: own.url.path };
}
