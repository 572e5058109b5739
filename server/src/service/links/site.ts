/**
 * Whether a document is a page of a site a static-site generator builds
 * (MkDocs, Hugo, Jekyll, Docusaurus, mdBook, Sphinx, VitePress, Astro,
 * Quarto, Antora, Eleventy, Gatsby), told by the generator's configuration
 * file in a folder above it, and the document being in that generator's
 * content folder (`docs/` beside `mkdocs.yml`, `content/` beside
 * `hugo.toml`, `src/` beside `book.toml`…; a README beside the
 * configuration is read on GitHub, not on the site).
 *
 * A page's links are the site's: a link written as a URL rather than as a
 * file (`../install/`, `/functions/sass/`, `setup.html`) is resolved
 * against the page's URL, which the generator makes from its own settings
 * (MkDocs' `use_directory_urls`, Jekyll's and Hugo's permalinks, a
 * render hook, aliases, a `static/` folder merged into the root). None of
 * that is read here, so such a link is not judged when it names no file
 * (rules/links.ts): silence rather than a guess. A link to a file with its
 * extension (`guide.md`, `img/logo.png`) is still judged, as generators
 * resolve those against the source file.
 *
 * Pure over what `LinkFacts` knows: the listings of the document's
 * folders, walked as its links' targets are (rules/links.ts asks for them
 * in `linkTargets`).
 */
import type { LinkFacts, Listing } from './facts';
import { folderOf, placeOf } from './target';
import type { LocalTarget, TargetScope } from './target';

/** A generator's configuration, found in a folder, and the folders below it that hold its pages ('' for the folder itself). */
interface Generator {
  name: string;
  /** Whether `listing` is that folder. */
  marks(listing: Listing): boolean;
  /** The folders (relative, one name deep or more) whose documents are pages. */
  content: readonly string[];
}

const hasFile = (listing: Listing, ...names: string[]): boolean => names.some((name) => listing.entries.get(name) === 'file');
const hasFolder = (listing: Listing, ...names: string[]): boolean => names.some((name) => listing.entries.get(name) === 'directory');

/** The generators known, by the files their projects hold (their documented default layouts). */
const GENERATORS: readonly Generator[] = [
  { name: 'MkDocs', marks: (l) => hasFile(l, 'mkdocs.yml', 'mkdocs.yaml'), content: ['docs'] },
  {
    name: 'Hugo',
    // `config.toml` alone is too common a name: Hugo's older configuration goes with its `content/` and `layouts/`, `themes/` or `archetypes/`.
    marks: (l) => hasFile(l, 'hugo.toml', 'hugo.yaml', 'hugo.yml', 'hugo.json')
      || (hasFile(l, 'config.toml', 'config.yaml', 'config.yml') && hasFolder(l, 'content') && hasFolder(l, 'layouts', 'themes', 'archetypes')),
    content: ['content'],
  },
  { name: 'Docusaurus', marks: (l) => hasFile(l, 'docusaurus.config.js', 'docusaurus.config.ts', 'docusaurus.config.mjs', 'docusaurus.config.cjs'), content: ['docs', 'blog', 'src/pages', 'versioned_docs', 'i18n'] },
  { name: 'mdBook', marks: (l) => hasFile(l, 'book.toml'), content: ['src'] },
  { name: 'Jekyll', marks: (l) => hasFile(l, '_config.yml', '_config.yaml'), content: [''] },
  { name: 'Sphinx', marks: (l) => hasFile(l, 'conf.py') && hasFile(l, 'index.rst', 'index.md', 'contents.rst'), content: [''] },
  { name: 'VitePress', marks: (l) => hasFolder(l, '.vitepress'), content: [''] },
  { name: 'Astro', marks: (l) => hasFile(l, 'astro.config.mjs', 'astro.config.js', 'astro.config.ts', 'astro.config.mts'), content: ['src'] },
  { name: 'Quarto', marks: (l) => hasFile(l, '_quarto.yml', '_quarto.yaml'), content: [''] },
  { name: 'Antora', marks: (l) => hasFile(l, 'antora.yml'), content: ['modules'] },
  { name: 'Eleventy', marks: (l) => hasFile(l, '.eleventy.js', 'eleventy.config.js', 'eleventy.config.mjs', 'eleventy.config.cjs'), content: [''] },
  { name: 'Gatsby', marks: (l) => hasFile(l, 'gatsby-config.js', 'gatsby-config.ts', 'gatsby-config.mjs'), content: ['src', 'content'] },
];

/** A site a document is a page of. */
export interface Site {
  generator: string;
  /** The content folder's path below the workspace folder. */
  root: readonly string[];
}

/** Where the document lies: its workspace folder and the names of the folders down to it. */
export interface DocumentPlace {
  folder: string;
  /** The names of the folders from the workspace folder down to the document's (not its own name). */
  dirs: readonly string[];
}

/** The place of the scope's document in its workspace folder, or undefined when it lies in none. */
export function documentPlace(scope: TargetScope): DocumentPlace | undefined {
  const folder = folderOf(scope.document, scope.folders);
  if (folder === undefined) return undefined;
  const doc = placeOf(scope.document);
  const home = placeOf(folder);
  if (!doc || !home) return undefined;
  const depth = home.segments[home.segments.length - 1] === '' ? home.segments.length - 1 : home.segments.length;
  return { folder, dirs: doc.segments.slice(depth, -1) };
}

/**
 * The folders a document's site is told from: the document's own folder and
 * each above it, as link targets (one walk each; `LinkFacts.ensureAll` learns
 * them in the server). The same arrays for the same folder: `LinkFacts`
 * remembers walks by their segments.
 */
export function ancestorTargets(place: DocumentPlace): LocalTarget[] {
  const key = `${place.folder}\n${place.dirs.join('/')}`;
  let targets = ancestors.get(key);
  if (!targets) {
    if (ancestors.size >= 1024) ancestors.clear();
    targets = [];
    for (let depth = 0; depth <= place.dirs.length; depth++) {
      targets.push({ folder: place.folder, segments: place.dirs.slice(0, depth), directory: true, fragment: undefined, start: 0, end: 0 });
    }
    ancestors.set(key, targets);
  }
  return targets;
}

const ancestors = new Map<string, LocalTarget[]>();

/**
 * The site the document is a page of; null when it is none; undefined
 * while a folder above it is not known yet (then nothing is concluded).
 * The nearest configuration wins.
 */
export function siteOf(scope: TargetScope, facts: LinkFacts): Site | null | undefined {
  const place = documentPlace(scope);
  if (!place) return null;
  const targets = ancestorTargets(place);
  for (let depth = targets.length - 1; depth >= 0; depth--) {
    const walk = facts.known(place.folder, targets[depth]!.segments);
    if (walk === undefined) return undefined;
    if ((walk.found !== 'exact' && walk.found !== 'case') || !walk.listing) continue;
    const listing = walk.listing;
    for (const generator of GENERATORS) {
      if (!generator.marks(listing)) continue;
      const below = place.dirs.slice(depth);
      const content = generator.content.find((folder) => folder === '' || isBelow(below, folder.split('/')));
      if (content !== undefined) return { generator: generator.name, root: [...place.dirs.slice(0, depth), ...(content === '' ? [] : content.split('/'))] };
    }
    const translated = translationOf(place, depth, listing, facts);
    if (translated !== null) return translated;
  }
  return null;
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
  const targets = ancestorTargets(place);
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
 * from the one configuration (fastapi's docs, MkDocs and others). Null
 * when none; undefined while a listing needed is not known yet.
 */
function translationOf(place: DocumentPlace, depth: number, listing: Listing, facts: LinkFacts): Site | null | undefined {
  const own = place.dirs[depth];
  if (own === undefined || !LANGUAGE_FOLDER.test(own)) return null;
  const below = place.dirs.slice(depth + 1);
  let unknown = false;
  for (const sibling of translations(listing, own)) {
    const walk = facts.known(place.folder, [...place.dirs.slice(0, depth), sibling]);
    if (walk === undefined) {
      unknown = true;
      continue;
    }
    if ((walk.found !== 'exact' && walk.found !== 'case') || !walk.listing) continue;
    for (const generator of GENERATORS) {
      if (!generator.marks(walk.listing)) continue;
      // Only a content folder of its own: a configuration whose pages are its whole folder tells nothing of this one.
      const content = generator.content.find((folder) => folder !== '' && isBelow(below, folder.split('/')));
      if (content !== undefined) return { generator: generator.name, root: [...place.dirs.slice(0, depth + 1), ...content.split('/')] };
    }
  }
  return unknown ? undefined : null;
}

function isBelow(dirs: readonly string[], folder: readonly string[]): boolean {
  return folder.length <= dirs.length && folder.every((name, i) => name === dirs[i]);
}
