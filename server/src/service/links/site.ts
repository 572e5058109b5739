/**
 * Which renderer makes a document a page, and how: the site generator
 * whose configuration file lies in a folder above it (or, for a site whose
 * content folder is elsewhere, `../docs`, in a folder beside it below the
 * workspace folder), read statically (renderers.ts, configs.ts), with the
 * document in one of the content folders that configuration names. A
 * README beside the configuration is read on GitHub, not on the site.
 *
 * A page's links are the site's: a link written as a URL rather than as a
 * file (`../install/`, `/functions/sass/`, `setup.html`) is a route the
 * generator makes from its own settings (permalinks, a render hook,
 * aliases), which the tool does not model: not judged (rules/links.ts),
 * silence rather than a guess. A link to a file with its extension
 * (`guide.md`, `img/logo.png`) is judged, against the source file, and a
 * root-relative one against the folders the configuration serves at `/`.
 * A site whose configuration computes a folder is one the tool does not
 * know (`known: false`): no link under it is judged as a missing file.
 *
 * Pure over what `LinkFacts` knows: the listings of the document's
 * folders, walked as its links' targets are (rules/links.ts asks for them
 * in `linkTargets`), and the configurations read (`LinkFacts.configs`).
 */
import ignore from 'ignore';
import type { Ignore } from 'ignore';
import { percentDecode } from '@uri-lint/shared';
import type { LinkFacts, Listing } from './facts';
import { MAX_IGNORE_LINE } from '../../shared/ignoreRules';
import { uriBelow } from './facts';
import { RENDERERS } from './renderers';
import type { Renderer, SiteConfig } from './renderers';
import { folderAndDirs } from './target';
import type { LocalTarget, TargetScope } from './target';
import type { HeadingIds } from '../anchors/slug';
import { BoundedCache, CACHE_LIMITS, ObjectMemo } from '../caches';

/** A configuration found in a folder: its generator, its reading, and the folder's names below the workspace folder. */
interface Found {
  renderer: Renderer;
  config: SiteConfig;
  at: readonly string[];
  /** The configuration's file, below `at`. */
  file: string;
}

/**
 * The configurations in a folder whose listing is `listing` (at `at` below
 * the workspace folder `folder`), or undefined while one is not read yet.
 */
function configsIn(folder: string, at: readonly string[], listing: Listing, facts: LinkFacts): Found[] | undefined {
  const out: Found[] = [];
  let pending = false;
  const has = (name: string, kind: 'file' | 'directory' = 'file'): boolean => listing.entries.get(name) === kind;
  for (const renderer of RENDERERS) {
    let found = false;
    for (const file of renderer.files) {
      const slash = file.indexOf('/');
      // A configuration below a folder of its own (`.vitepress/config.ts`) is read only when that folder is there.
      const listed = slash < 0;
      if (listed ? !has(file) : !has(file.slice(0, slash), 'directory')) continue;
      if (renderer.marks && !renderer.marks(has, file)) continue;
      const config = facts.configs.known(uriBelow(folder, [...at, ...file.split('/')]), renderer, { listed });
      if (config === undefined) {
        pending = true;
        break;
      }
      if (config === null) continue;
      out.push({ renderer, config, at, file });
      found = true;
      break;
    }
    if (found || pending || !renderer.named) continue;
    // Its configurations by other names (`mkdocs-online.yml`): each one a site, a file unread none (it may be no configuration).
    for (const file of namedFiles(listing, renderer.named)) {
      const config = facts.configs.known(uriBelow(folder, [...at, file]), renderer, { listed: false });
      if (config === undefined) pending = true;
      else if (config !== null) out.push({ renderer, config, at, file });
    }
  }
  return pending ? undefined : out;
}

/** A generator's configurations by other names read in one folder at most (renderers.ts `named`). */
const MAX_NAMED = 8;

/**
 * The files of a listing whose names `named` matches, in the order of their names, at most `MAX_NAMED`: worked out
 * once per listing and pattern (a folder's listing is asked once per document below it: 10,000 documents in 100
 * folders read each listing's names 100 times, 6% of a links run's CPU). A listing lives as long as the facts that
 * hold it, and a new one is made when its folder changes, so the memo needs no forgetting.
 */
function namedFiles(listing: Listing, named: RegExp): readonly string[] {
  let byPattern = NAMED_FILES.get(listing);
  if (byPattern === undefined) NAMED_FILES.set(listing, byPattern = new Map());
  let names = byPattern.get(named);
  if (names === undefined) {
    names = [...listing.entries].filter(([name, kind]) => kind === 'file' && named.test(name)).map(([name]) => name).sort().slice(0, MAX_NAMED);
    byPattern.set(named, names);
  }
  return names;
}
const NAMED_FILES = new WeakMap<Listing, Map<RegExp, readonly string[]>>();

/** A folder a configuration names, below the workspace folder, or undefined when it climbs out of it or is absolute. */
export function folderBelow(at: readonly string[], relative: string): string[] | undefined {
  if (/^(?:[A-Za-z]:)?[\\/]/.test(relative)) return undefined;
  const out = [...at];
  for (const segment of relative.replace(/\\/g, '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (out.length === 0) return undefined;
      out.pop();
    } else out.push(segment);
  }
  return out;
}

/** A site a document is a page of, and how its generator renders it. */
export interface Site {
  generator: string;
  /** The content folder's path below the workspace folder (for a site not known: its configuration's folder). */
  root: readonly string[];
  /** The folder of its configuration, below the workspace folder. */
  config: readonly string[];
  /** Its configuration was read and names every folder plainly; false: a renderer the tool does not know here. */
  known: boolean;
  /** What was not read, when not `known`. */
  unknown?: string;
  /** The folders below the workspace folder a root-relative link starts from; none: such links are not judged. */
  roots: readonly (readonly string[])[];
  /** The site's URL path (`baseurl`), as names: a root-relative link may start with them. */
  base: readonly string[];
  /** Whose rules make its headings' ids. */
  headingIds: HeadingIds;
  /** Whether `{#id}` after a heading gives it that id. */
  attributeIds: boolean;
  /** A page is served as a folder: raw HTML's relative links resolve against its URL. */
  directoryUrls: boolean;
  /** Hugo's `uglyURLs` per section: which sections serve pages as folders is not modelled. */
  urlsBySection?: boolean;
  /** Its pages' URLs are written in lower case (Hugo's, unless `disablePathToLower`). */
  lowerCaseUrls?: boolean;
  /** A definition list's term gets an id as a heading does (renderers.ts `definitionTermIds`). */
  definitionTermIds?: boolean;
  /** The levels of a notebook's headings MyST-NB gives its slug (renderers.ts `notebookHeadingAnchors`). */
  notebookHeadingAnchors?: number;
  /** A relative link to a Markdown file is also looked for from each content folder. */
  markdownFromContent: boolean;
  /** The content folders, below the workspace folder. */
  content: readonly (readonly string[])[];
  /** Hugo's content mounts: each source below the workspace folder and the path below the content root it appears at. */
  mounts: readonly { source: readonly string[]; target: readonly string[] }[];
  /** Hugo's static mounts below the static root: each source below the workspace folder and the URL path it is served at. */
  served: readonly { source: readonly string[]; target: readonly string[] }[];
  /** The document is one of the generator's templates (renderers.ts `templates`), a part of pages the tool does not model. */
  template?: boolean;
  /** The document is a part the site's code reads into its pages (renderers.ts `parts`): its own fragments may be another part's. */
  part?: boolean;
  /** What the generator makes at build time that is not in the repository (renderers.ts): a link not found is information. */
  unseen?: string;
  /** A `:doc:` not found may be in another project's inventory (renderers.ts). */
  inventories?: boolean;
  /** A `#name` link names a label of any page of the project, said how (renderers.ts `projectLabels`). */
  projectLabels?: string;
  /** Its headings' ids are its own slug's, said how (renderers.ts `ownSlugs`). */
  ownSlugs?: string;
  /**
   * A generator that publishes its pages flat (ExDoc): each page's source below the workspace folder and its name
   * at the output's root, the folders it copies (source below the workspace folder, folder in the output), and the
   * extension of what it makes at the root at build time.
   */
  flat?: {
    pages: readonly { source: readonly string[]; name: string }[];
    copies: readonly { source: readonly string[]; target: readonly string[] }[];
    made?: string;
    /** Its pages are served at their names with no extension (renderers.ts `FlatPages.bare`). */
    bare?: boolean;
  };
  /** Its generator passes relative links through as URLs (renderers.ts `linksAsUrls`): one out of its content folders is its host's. */
  linksAsUrls?: boolean;
  /** The configuration leaves the document out of the site (MkDocs' `exclude_docs`): a source a program reads into other pages. */
  excluded?: boolean;
  /** Its pages are its sources' and these of its own, as names below its `/` (renderers.ts `closedPages`): no plugin adds any. */
  closedPages?: readonly string[];
  /** The site's content folder is not in the repository: a build assembles it from this folder, the document's (`assembledOf`). */
  assembled?: boolean;
}

/** Where the document lies: its workspace folder and the names of the folders down to it. */
export interface DocumentPlace {
  folder: string;
  /** The names of the folders from the workspace folder down to the document's (not its own name). */
  dirs: readonly string[];
}

/** The place of the scope's document in its workspace folder, or undefined when it lies in none: worked out once per scope. */
export function documentPlace(scope: TargetScope): DocumentPlace | undefined {
  if (places.has(scope)) return places.get(scope);
  const place = folderAndDirs(scope.document, scope.folders, scope.caches);
  places.set(scope, place);
  return place;
}

/** Each scope's document place: asked by each link's judging and the tally of the document's links. */
const places = new ObjectMemo<TargetScope, DocumentPlace | undefined>();

/**
 * The listing of the scope's document's own folder, with the folder's target (its place's last ancestor), where the
 * facts know it already (a link from the document was walked); undefined otherwise, or outside every workspace folder.
 */
export function ownFolderListing(scope: TargetScope, facts: LinkFacts): { place: DocumentPlace; own: LocalTarget; listing: Listing } | undefined {
  const place = documentPlace(scope);
  if (!place) return undefined;
  const own = ancestorTargets(place, facts)[place.dirs.length]!;
  const walk = facts.known(place.folder, own.segments);
  const listing = walk && (walk.found === 'exact' || walk.found === 'case') ? walk.listing : undefined;
  return listing === undefined ? undefined : { place, own, listing };
}

/**
 * The folders a document's site is told from: the document's own folder and
 * each above it, as link targets (one walk each; `LinkFacts.ensureAll` learns
 * them in the server). The same arrays for the same folder: `LinkFacts`
 * remembers walks by their segments.
 */
export function ancestorTargets(place: DocumentPlace, facts: LinkFacts): LocalTarget[] {
  const key = `${place.folder}\n${place.dirs.join('/')}`;
  const ancestors = facts.caches.ancestors;
  let targets = ancestors.get(key);
  if (!targets) {
    targets = [];
    for (let depth = 0; depth <= place.dirs.length; depth++) {
      targets.push({ folder: place.folder, segments: place.dirs.slice(0, depth), directory: true, fragment: undefined, start: 0, end: 0 });
    }
    ancestors.set(key, targets);
  }
  return targets;
}


/** How a document is rendered, as the rules need it: by its site's generator, or as a forge (GitHub) reads it. */
export interface DocumentRenderer {
  /** The generator's name, or `GitHub` for a document of no site. */
  name: string;
  /** The tool knows how it renders: false for a site whose configuration computes its folders (its links are not judged as missing files). */
  known: boolean;
  /** Whose rules make its headings' ids. */
  headingIds: HeadingIds;
  /** Whether `{#id}` after a heading gives it that id (not on GitHub). */
  attributeIds: boolean;
  /** The folders below the workspace folder a root-relative link starts from; none: such links are not judged. */
  roots: readonly (readonly string[])[];
  /** Its site, when it is a page of one. */
  site?: Site;
}

/**
 * How the document is rendered (undefined while a folder or configuration
 * needed is not known yet): its site's generator with the rules its
 * configuration sets, or a forge's reading, whose heading ids are
 * `uriLint.links.headingIds` and whose `/` is `uriLint.links.root`.
 */
export function rendererOf(scope: TargetScope, facts: LinkFacts): DocumentRenderer | undefined {
  const site = siteOf(scope, facts);
  if (site === undefined) return undefined;
  if (site) return { name: site.generator, known: site.known, headingIds: site.headingIds, attributeIds: site.attributeIds, roots: site.roots, site };
  const root = folderBelow([], scope.settings.linksRoot.trim());
  return { name: 'GitHub', known: true, headingIds: scope.settings.linksHeadingIds, attributeIds: false, roots: root ? [root] : [] };
}

/**
 * The folders to learn before the site of a document in `place` is known (`LinkFacts.ensureAll` them; the site's
 * configurations are then wanted, `configs.wanted()`): its folder and those above it, a translation's, those beside.
 */
export function siteTargetsToLearn(place: DocumentPlace, facts: LinkFacts): LocalTarget[] {
  return [...ancestorTargets(place, facts), ...translationTargets(place, facts), ...assemblyTargets(place, facts)];
}

/** Folders beside the workspace folder's own looked at for a site whose content lies outside its folder, at most. */
const MAX_SIDE_FOLDERS = 64;

/**
 * The folders right below the workspace folder (a site's folder such as
 * `website/` whose configuration names `../docs`), once the workspace
 * folder's listing is known: at most `MAX_SIDE_FOLDERS`, hidden folders and
 * dependencies left out.
 */
export function sideTargets(place: DocumentPlace, facts: LinkFacts): LocalTarget[] {
  const top = facts.known(place.folder, ancestorTargets(place, facts)[0]!.segments);
  if (!top || (top.found !== 'exact' && top.found !== 'case') || !top.listing) return [];
  let targets = sides.get(top.listing);
  if (!targets) {
    const names = [...top.listing.entries].filter(([name, kind]) => kind === 'directory' && !name.startsWith('.') && name !== 'node_modules').map(([name]) => name);
    targets = names.length > MAX_SIDE_FOLDERS ? [] : names.map((name) => ({ folder: place.folder, segments: [name], directory: true, fragment: undefined, start: 0, end: 0 }));
    sides.set(top.listing, targets);
  }
  return targets;
}

const sides = new WeakMap<Listing, LocalTarget[]>();

/** What `siteOf` answered for a scope, at the facts' state it answered at. */
const sitesOf = new ObjectMemo<TargetScope, { facts: LinkFacts; stamp: string; site: Site | null }>();

/**
 * The site the document is a page of; null when it is none; undefined
 * while a folder above it, or a configuration, is not known yet (then
 * nothing is concluded). The nearest configuration wins; then one in a
 * folder beside, whose content folder (`../docs`) holds the document.
 */
export function siteOf(scope: TargetScope, facts: LinkFacts): Site | null | undefined {
  const memo = sitesOf.get(scope);
  const stamp = facts.stamp();
  if (memo && memo.facts === facts && memo.stamp === stamp) return memo.site;
  const site = findSite(scope, facts);
  if (site !== undefined) sitesOf.set(scope, { facts, stamp, site });
  return site;
}

function findSite(scope: TargetScope, facts: LinkFacts): Site | null | undefined {
  const place = documentPlace(scope);
  if (!place) return null;
  const targets = ancestorTargets(place, facts);
  const name = scope.document.replace(/[?#].*$/, '').slice(scope.document.lastIndexOf('/') + 1);
  for (let depth = targets.length - 1; depth >= 0; depth--) {
    const walk = facts.known(place.folder, targets[depth]!.segments);
    if (walk === undefined) return undefined;
    if ((walk.found !== 'exact' && walk.found !== 'case') || !walk.listing) continue;
    const found = configsIn(place.folder, targets[depth]!.segments, walk.listing, facts);
    if (found === undefined) return undefined;
    let recognised: Site | undefined;
    for (const config of found) {
      // A generator recognised but not modelled renders its content folders only, a README beside its configuration
      // being read on a forge; a site modelled here, or beside naming the folder (`../docs`), is the page's first.
      if (config.config.contentOnly) {
        if (recognised === undefined && !(place.dirs.length === depth && /^readme\b/i.test(name))) recognised = pageOf(place, name, config);
        continue;
      }
      const site = pageOf(place, name, config) ?? templateOf(place, name, config) ?? partOf(place, name, config);
      if (site) return site;
      // A computed folder: the pages below the configuration's folder are rendered by what the tool cannot read (a
      // README beside the configuration, or any README, is still read on a forge).
      // A generator of a list of files (ExDoc) renders none of the others, whatever it computes.
      if (!config.config.known && !config.config.flat && place.dirs.length > depth && !/^readme\b/i.test(name)) return siteFrom(config, [...config.at]);
    }
    const translated = translationOf(place, depth, walk.listing, facts);
    if (translated !== null) return translated;
    if (recognised) {
      const beside = besideOf(place, facts, name);
      return beside === undefined ? undefined : beside ?? recognised;
    }
  }
  const beside = besideOf(place, facts, name);
  return beside === null ? assembledOf(place, facts) : beside;
}

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/** Mounts with their sources below the workspace folder (one that leaves it is dropped) and their targets as names. */
function mountsBelow(at: readonly string[], mounts: readonly { source: string; target: string }[]): Site['mounts'] {
  return mounts.flatMap((m) => {
    const source = folderBelow(at, m.source);
    return source ? [{ source, target: m.target.split('/').filter((n) => n !== '') }] : [];
  });
}

/** The site of a configuration found, with `root` its content folder (or its own folder). */
function siteFrom(found: Found, root: readonly string[]): Site {
  const { config, at } = found;
  const below = (folders: readonly string[]): string[][] => folders.map((f) => folderBelow(at, f)).filter((f): f is string[] => f !== undefined);
  return {
    generator: config.generator ?? found.renderer.name,
    root,
    config: at,
    known: config.known,
    ...(config.unknown === undefined ? {} : { unknown: config.unknown }),
    ...(config.unseen === undefined ? {} : { unseen: config.unseen }),
    ...(config.inventories ? { inventories: true } : {}),
    ...(config.linksAsUrls ? { linksAsUrls: true } : {}),
    ...(config.closedPages ? { closedPages: config.closedPages } : {}),
    ...(config.projectLabels === undefined ? {} : { projectLabels: config.projectLabels }),
    ...(config.ownSlugs === undefined ? {} : { ownSlugs: config.ownSlugs }),
    ...(config.flat ? { flat: {
      pages: config.flat.pages.flatMap((p) => {
        const source = folderBelow(at, p.source);
        return source ? [{ source, name: p.name }] : [];
      }),
      copies: config.flat.copies.flatMap((c) => {
        const source = folderBelow(at, c.source);
        return source ? [{ source, target: c.target.split('/').filter((n) => n !== '' && n !== '.') }] : [];
      }),
      ...(config.flat.made === undefined ? {} : { made: config.flat.made }),
      ...(config.flat.bare ? { bare: true } : {}),
    } } : {}),
    roots: below(config.roots),
    base: config.base === '' ? [] : config.base.split('/'),
    headingIds: config.headingIds,
    attributeIds: config.attributeIds,
    directoryUrls: config.directoryUrls,
    ...(config.urlsBySection ? { urlsBySection: true } : {}),
    ...(config.lowerCaseUrls ? { lowerCaseUrls: true } : {}),
    ...(config.definitionTermIds ? { definitionTermIds: true } : {}),
    ...(config.notebookHeadingAnchors === undefined ? {} : { notebookHeadingAnchors: config.notebookHeadingAnchors }),
    markdownFromContent: config.markdownFromContent,
    content: below(config.content),
    mounts: mountsBelow(at, config.mounts),
    served: mountsBelow(at, config.served),
  };
}

/**
 * The site whose content folders hold the document, if this configuration's do; for a generator of a list of files
 * (ExDoc), if the document is one of them (`name`: the document's file name as its URI writes it).
 */
function pageOf(place: DocumentPlace, name: string, found: Found): Site | undefined {
  const pages = found.config.flat;
  if (pages && found.config.known) {
    const path = [...place.dirs, decodeName(name)].join('/');
    const page = pages.pages.some((p) => folderBelow(found.at, p.source)?.join('/') === path);
    return page ? siteFrom(found, [...found.at]) : undefined;
  }
  for (const content of found.config.content) {
    const root = folderBelow(found.at, content);
    if (root !== undefined && isBelow(place.dirs, root)) {
      const site = siteFrom(found, root);
      return excludedBy(found.config, [...place.dirs.slice(root.length), name].join('/')) ? { ...site, excluded: true } : site;
    }
  }
  return undefined;
}

/** Whether a configuration leaves out the document at `path` below its content folder (renderers.ts `excluded`). */
function excludedBy(config: SiteConfig, path: string): boolean {
  if (!config.excluded) return false;
  let rules = exclusions.get(config);
  if (!rules) exclusions.set(config, rules = ignore().add(config.excluded.filter((line) => line.length <= MAX_IGNORE_LINE)));
  return rules.ignores(percentDecode(path));
}

const exclusions = new WeakMap<SiteConfig, Ignore>();

/**
 * The site whose templates' folders hold the document (Hugo's `layouts/`), when it is no Markdown file: a part of many pages, whose links resolve
 * against URLs the generator makes and whose fragments name ids its other parts may hold. A renderer the tool does
 * not know, for its links: none is judged as a missing file or heading.
 */
function templateOf(place: DocumentPlace, name: string, found: Found): Site | undefined {
  // A Markdown file there is no template (Hugo's are HTML, XML, JSON, text): it is read on a forge.
  if (/\.(?:md|markdown)$/i.test(name)) return undefined;
  for (const folder of found.config.templates) {
    const root = folderBelow(found.at, folder);
    if (root !== undefined && isBelow(place.dirs, root)) {
      return { ...siteFrom(found, [...found.at]), known: false, unknown: 'a template of the site makes parts of pages whose URLs are the generator\'s', template: true };
    }
  }
  return undefined;
}

/**
 * The site whose code reads the document into its pages (renderers.ts `parts`): a part of pages, whose links are
 * the site's (a route such as `/docs/usage` is the generator's to resolve). A README there is read on a forge.
 */
function partOf(place: DocumentPlace, name: string, found: Found): Site | undefined {
  if (/^readme\b/i.test(name)) return undefined;
  for (const folder of found.config.parts ?? []) {
    const root = folderBelow(found.at, folder);
    if (root !== undefined && isBelow(place.dirs, root)) return { ...siteFrom(found, [...found.at]), part: true };
  }
  return undefined;
}

/**
 * The site of a configuration in a folder right below the workspace folder
 * whose content folder, outside it, holds the document. The folders looked
 * through are not recorded for the command line's cache, but for the one
 * found: a file's verdicts do not depend on every folder of the repository.
 */
function besideOf(place: DocumentPlace, facts: LinkFacts, name: string): Site | null | undefined {
  const found = facts.untraced(() => besideSite(place, facts, name));
  if (found) facts.known(place.folder, found.config);
  return found;
}

function besideSite(place: DocumentPlace, facts: LinkFacts, name: string): Site | null | undefined {
  const asked: Asked = { unknown: false };
  const sides = sideTargets(place, facts).filter((side) => side.segments[0] !== place.dirs[0]);
  for (const config of configsOfFolders(place, facts, sides, asked)) {
    if (!config.config.content.some((c) => c.startsWith('..'))) continue;
    // A site beside the document's folder publishes no list of files from it (ExDoc's extras are its own).
    if (config.config.flat && config.config.known) continue;
    const site = pageOf(place, name, config);
    if (site) return site;
  }
  return asked.unknown ? undefined : null;
}

/** Whether a lookup met a folder or a configuration not known yet (its answer is then undefined: asked again). */
interface Asked { unknown: boolean }

/**
 * The site configurations in each of `folders` (walked as link targets from the document's folder), in their order, as
 * they are wanted: a folder or a configuration not known yet is passed over and marked in `asked`.
 */
function* configsOfFolders(place: DocumentPlace, facts: LinkFacts, folders: readonly LocalTarget[], asked: Asked): Generator<Found> {
  for (const { segments } of folders) {
    const walk = facts.known(place.folder, segments);
    if (walk === undefined) {
      asked.unknown = true;
      continue;
    }
    if ((walk.found !== 'exact' && walk.found !== 'case') || !walk.listing) continue;
    const found = configsIn(place.folder, segments, walk.listing, facts);
    if (found === undefined) asked.unknown = true;
    else yield* found;
  }
}

/** Folders below each of the workspace folder's top folders looked at for a site's configuration, at most. */
const MAX_ASSEMBLY_CHILDREN = 48;

/**
 * The folders a site whose pages a build assembles may be configured in (`assembledSites`): the workspace folder's
 * top, the folders right below it (`sideTargets`), and the folders below each of those (renovate's `tools/mkdocs/`),
 * at most `MAX_ASSEMBLY_CHILDREN` of each, hidden folders and dependencies left out. Walked as link targets.
 */
export function assemblyTargets(place: DocumentPlace, facts: LinkFacts): LocalTarget[] {
  const sides = sideTargets(place, facts);
  // The listings this was worked out from, the top's and each side's: the same, the same targets (every document asks).
  const listingOf = (segments: readonly string[]): Listing | undefined => {
    const walk = facts.known(place.folder, segments);
    return walk && (walk.found === 'exact' || walk.found === 'case') ? walk.listing : undefined;
  };
  const topListing = listingOf(ancestorTargets(place, facts)[0]!.segments);
  const listings = sides.map((side) => listingOf(side.segments));
  const memo = topListing && assemblyMemo.get(topListing);
  if (memo && memo.stamp === facts.stamp() && memo.listings.length === listings.length && memo.listings.every((listing, i) => listing === listings[i])) return memo.targets;
  let complete = topListing !== undefined && sides.every((side) => facts.known(place.folder, side.segments) !== undefined);
  const out: LocalTarget[] = [ancestorTargets(place, facts)[0]!, ...sides];
  for (const side of sides) {
    const walk = facts.known(place.folder, side.segments);
    if (!walk || (walk.found !== 'exact' && walk.found !== 'case') || !walk.listing) continue;
    const names = [...walk.listing.entries].filter(([name, kind]) => kind === 'directory' && !name.startsWith('.') && name !== 'node_modules').map(([name]) => name);
    if (names.length > MAX_ASSEMBLY_CHILDREN) continue;
    for (const name of names) out.push({ ...side, segments: [...side.segments, name] });
  }
  // The content and sources' folders of the configurations found there that name their sources.
  const folder = (segments: readonly string[]): LocalTarget => ({ ...out[0]!, segments });
  for (const at of [...out]) {
    const walk = facts.known(place.folder, at.segments);
    if (walk === undefined) complete = false;
    if (!walk || (walk.found !== 'exact' && walk.found !== 'case') || !walk.listing) continue;
    const found = configsIn(place.folder, at.segments, walk.listing, facts);
    if (found === undefined) complete = false;
    for (const config of found ?? []) {
      const sources = config.config.sources;
      if (sources === undefined) continue;
      for (const named of [folderBelow([], sources.folder), folderBelow(config.at, sources.content)]) if (named) out.push(folder(named));
    }
  }
  if (complete && topListing) assemblyMemo.set(topListing, { stamp: facts.stamp(), listings, targets: out });
  return out;
}

/**
 * `assemblyTargets` per listing of the workspace folder's top, with the listings of its folders it was worked out
 * from and the facts' state (a configuration forgotten): kept only once every folder and configuration it needed was
 * known. A folder below a side folder made later makes that side's listing a new one, and the targets are worked out again.
 */
const assemblyMemo = new WeakMap<Listing, { stamp: string; listings: readonly (Listing | undefined)[]; targets: LocalTarget[] }>();

/**
 * A site the repository configures whose content folder it does not hold, and the folder of its pages' sources that
 * its configuration names (renderers.ts `sources`: MkDocs' `edit_uri`): a build assembles the content folder from
 * those sources and from pages it makes (renovate's `tools/mkdocs.ts` copies `docs/usage/` and the pages its scripts
 * write into `tools/mkdocs/docs/`). The tool knows the site exists but cannot see its pages.
 */
export interface AssembledSite {
  found: Found;
  /** The folder of the pages' sources, below the workspace folder. */
  sources: readonly string[];
  /** The content folder the build fills, below the workspace folder. */
  content: readonly string[];
  /** What a missing file's finding says after its message. */
  note: string;
}

/**
 * The sites of the workspace folder whose pages a build assembles (`AssembledSite`), from the configurations in the
 * folders of `assemblyTargets`; undefined while one of those folders, a configuration, or a site's folders is not
 * known yet. Worked out once per state of the facts (every document of no other site asks): the folders looked
 * through are not recorded for the command line's cache, but for the sites found (`assembledOf`).
 */
export function assembledSites(place: DocumentPlace, facts: LinkFacts): readonly AssembledSite[] | undefined {
  const stamp = facts.stamp();
  let byFolder = assemblies.get(facts);
  if (!byFolder || byFolder.stamp !== stamp) assemblies.set(facts, byFolder = { stamp, sites: new BoundedCache(CACHE_LIMITS.assembledSites) });
  const memo = byFolder.sites.get(place.folder);
  if (memo) return memo;
  const sites = facts.untraced(() => findAssembled(place, facts));
  if (sites) byFolder.sites.set(place.folder, sites);
  return sites;
}

/**
 * `assembledSites` per workspace folder, per facts (dropped with them) at their stamp (all dropped when it changes):
 * a memo of what the facts know, found again when dropped, of at most `CACHE_LIMITS.assembledSites` folders.
 */
const assemblies = new WeakMap<LinkFacts, { stamp: string; sites: BoundedCache<string, readonly AssembledSite[]> }>();

function findAssembled(place: DocumentPlace, facts: LinkFacts): AssembledSite[] | undefined {
  const out: AssembledSite[] = [];
  const asked: Asked = { unknown: false };
  const isFolder = (segments: readonly string[]): boolean | undefined => {
    const walk = facts.known(place.folder, segments);
    if (walk === undefined) return undefined;
    return (walk.found === 'exact' || walk.found === 'case') && walk.kind === 'directory';
  };
  for (const config of configsOfFolders(place, facts, assemblyTargets(place, facts), asked)) {
    const { sources } = config.config;
    if (sources === undefined || !config.config.known || config.config.flat) continue;
    const root = folderBelow(config.at, sources.content);
    const from = folderBelow([], sources.folder);
    if (!root || !from || from.length === 0 || isBelow(from, root)) continue;
    // The content folder absent, the sources' folder there: a build fills the one from the other.
    const [present, there] = [isFolder(root), isFolder(from)];
    if (present === undefined || there === undefined) {
      asked.unknown = true;
      continue;
    }
    if (present || !there || facts.known(place.folder, root)?.found === 'unreadable') continue;
    const file = [...config.at, config.file].join('/');
    out.push({
      found: config,
      sources: from,
      content: root,
      note: ` (This is a page of the ${config.renderer.name} site of ${file}, whose edit links name ${from.join('/')}/; its content folder, `
        + `${root.join('/')}/, is not in the repository: a build assembles it, and may make the file.)`,
    });
  }
  return asked.unknown ? undefined : out;
}

/**
 * The site a document of no other site is a page of as a source of a site whose pages a build assembles
 * (`assembledSites`): its folder is below the sources' folder the configuration names. Its missing files are
 * information (`unseen`), naming the site and its build. Null when none; undefined while not known yet.
 */
function assembledOf(place: DocumentPlace, facts: LinkFacts): Site | null | undefined {
  const sites = assembledSites(place, facts);
  if (sites === undefined) return undefined;
  const site = sites.find((s) => isBelow(place.dirs, s.sources));
  if (!site) return null;
  facts.known(place.folder, site.found.at);
  facts.known(place.folder, site.content);
  const page = siteFrom(site.found, site.sources);
  return { ...page, content: [site.sources], roots: [site.sources], unseen: site.note, assembled: true };
}

/** The site a document is copied into (`copiedInto`): its configuration's path, and what a missing file's finding says after its message. */
export interface CopiedInto {
  site: string;
  note: string;
}

/** A document's relative links that climb above its folder looked at for evidence of its copy (`copiedInto`), at most. */
const MAX_COPY_LOOKS = 32;

/**
 * The paths below an assembled site's sources (`AssembledSite`) that a link climbing above the document's folder names
 * once its `..`s are dropped (`../../../configuration-options.md` as `docs/usage/configuration-options.md`): where a
 * build copies the document into the site. None for a link that climbs not, or names nothing after its `..`s.
 */
export function copyCandidates(written: string, site: AssembledSite): readonly string[] | undefined {
  const segments = written.replace(/[?#].*$/, '').split('/');
  let climbs = 0;
  while (segments[0] === '..' || segments[0] === '.') if (segments.shift() === '..') climbs++;
  const rest = segments.filter((segment) => segment !== '' && segment !== '.');
  if (climbs === 0 || rest.length === 0 || rest.includes('..')) return undefined;
  return [...site.sources, ...rest.map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  })];
}

/**
 * The assembled site (`assembledSites`) a document of no site is copied into, by the evidence of its own links: one
 * that climbs above the document's folder, missing where it is written, names a file of the site's sources once its
 * `..`s are dropped (renovate's `lib/modules/manager/gleam/readme.md`, copied to `modules/manager/gleam/index.md`,
 * links `../../../configuration-options.md`, which is `docs/usage/configuration-options.md`). What a missing file's
 * finding says after its message, or undefined (no such link, or not all known yet).
 */
export function copiedInto(place: DocumentPlace, facts: LinkFacts, links: readonly { written: string; target: LocalTarget }[]): CopiedInto | undefined {
  const sites = assembledSites(place, facts);
  if (!sites || sites.length === 0) return undefined;
  for (const { written, target } of links.slice(0, MAX_COPY_LOOKS)) {
    const walk = facts.known(target.folder, target.segments);
    if (!walk || (walk.found !== 'missing' && walk.found !== 'not-a-folder')) continue;
    for (const site of sites) {
      const candidate = copyCandidates(written, site);
      if (!candidate) continue;
      const found = facts.known(place.folder, candidate);
      if (found && (found.found === 'exact' || found.found === 'case') && found.kind === 'file') {
        const file = [...site.found.at, site.found.file].join('/');
        return {
          site: file,
          // One note for every document copied into the site, whatever link shows it: a folder's notice and a tree's are said once.
          note: ` (The document looks copied into the ${site.found.renderer.name} site of ${file}, which a build assembles: its links that `
            + `climb out of its folder name pages of ${site.sources.join('/')}/ once their ".."s are dropped, among pages the repository does not hold.)`,
        };
      }
    }
  }
  return undefined;
}

/** A language tag as sites name the folder of each translation (`en`, `de`, `pt-BR`, `zh-hant`, `zh_CN`). */
const LANGUAGE_FOLDER = /^[a-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})?$/;

/** Sibling folders looked at, at most: a folder of thousands of folders is not listed through. */
const MAX_TRANSLATIONS = 64;

/**
 * The folders of the other translations beside a document's own, at the
 * depth where its path passes a language folder (`docs/de` beside
 * `docs/en`), for the site test below: each one's listing is asked for.
 */
export function translationTargets(place: DocumentPlace, facts: LinkFacts): LocalTarget[] {
  const out: LocalTarget[] = [];
  const targets = ancestorTargets(place, facts);
  for (let depth = 0; depth < place.dirs.length; depth++) {
    if (!LANGUAGE_FOLDER.test(place.dirs[depth]!)) continue;
    const walk = facts.known(place.folder, targets[depth]!.segments);
    if (!walk || (walk.found !== 'exact' && walk.found !== 'case') || !walk.listing) continue;
    for (const name of translations(walk.listing, place.dirs[depth]!)) {
      out.push({ folder: place.folder, segments: [...place.dirs.slice(0, depth), name], directory: true, fragment: undefined, start: 0, end: 0 });
    }
  }
  return out;
}

/** The language folders of a listing other than `own`, at most `MAX_TRANSLATIONS` of them (none past that). */
function translations(listing: Listing, own: string): string[] {
  const names = [...listing.entries].filter(([name, kind]) => kind === 'directory' && name !== own && LANGUAGE_FOLDER.test(name)).map(([name]) => name);
  return names.length <= MAX_TRANSLATIONS ? names : [];
}

/**
 * The site a document is a page of as a translation: its path passes a
 * language folder (`docs/de/docs/tutorial/a.md`) beside another (`docs/en`)
 * that holds a generator's configuration and the same content folder
 * (`docs/en/mkdocs.yml` and `docs/en/docs/`), one site per language built
 * from the one configuration (fastapi's docs, MkDocs and others). Its
 * root-relative links start from its own content folder or the sibling's
 * roots. Null when none; undefined while a listing or configuration needed
 * is not known yet.
 */
function translationOf(place: DocumentPlace, depth: number, listing: Listing, facts: LinkFacts): Site | null | undefined {
  const own = place.dirs[depth];
  if (own === undefined || !LANGUAGE_FOLDER.test(own)) return null;
  const below = place.dirs.slice(depth + 1);
  let unknown = false;
  for (const sibling of translations(listing, own)) {
    const at = [...place.dirs.slice(0, depth), sibling];
    const walk = facts.known(place.folder, at);
    if (walk === undefined) {
      unknown = true;
      continue;
    }
    if ((walk.found !== 'exact' && walk.found !== 'case') || !walk.listing) continue;
    const found = configsIn(place.folder, at, walk.listing, facts);
    if (found === undefined) {
      unknown = true;
      continue;
    }
    for (const config of found) {
      // Only a content folder of its own: a configuration whose pages are its whole folder tells nothing of this one.
      const content = config.config.content.find((folder) => folder !== '' && !folder.startsWith('.') && isBelow(below, folder.split('/')));
      if (content === undefined) continue;
      const root = [...place.dirs.slice(0, depth + 1), ...content.split('/')];
      const site = siteFrom(config, root);
      return { ...site, roots: [root, ...site.roots] };
    }
  }
  return unknown ? undefined : null;
}

export function isBelow(dirs: readonly string[], folder: readonly string[]): boolean {
  return folder.length <= dirs.length && folder.every((name, i) => name === dirs[i]);
}
