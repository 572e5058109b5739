/**
 * The site generators known, each with the names of its configuration file
 * and how its folders and rules are read from that file (statically:
 * configSyntax.ts; nothing is run). What a configuration leaves out is the
 * generator's documented default; what it computes (a path made by a call,
 * a variable) makes the site one the tool does not know (`known: false`),
 * whose links are not judged as missing files.
 */
import { asList, isObject, jsCalls, jsObjects, jsTuples, member, readJson, readPythonAssignments, readToml, readYaml, UNKNOWN } from './configSyntax';
import type { ConfigObject, ConfigValue } from './configSyntax';
import type { HeadingIds } from '../anchors/slug';
import { readExDoc } from './exdoc';
import { fromGemfile, fromPackageJson, HEXO_CONFIG, hexoLayout, recognise, UNMODELLED, zolaLayout } from './unmodelled';
import type { Recognised } from './unmodelled';

/** What a site's configuration says of its pages, with folders relative to the configuration's folder (`../docs` may leave it). */
export interface SiteConfig {
  /** Every folder it names was read; false: one is computed, and the site's pages are not judged by guesses. */
  known: boolean;
  /** What was not read (for a message), when not `known`. */
  unknown?: string;
  /** The folders whose documents are pages ('' for the configuration's own folder). */
  content: string[];
  /**
   * The folders served at the site's `/`, which a root-relative link starts
   * from (a static folder, the content folder); none: root-relative links
   * are not judged (they are routes the tool does not model).
   */
  roots: string[];
  /** The site's URL path below its host (`baseurl`, `baseUrl`, `base`), without slashes at its ends: a root-relative link may start with it. */
  base: string;
  /** Whose rules make a heading's id on the site's pages. */
  headingIds: HeadingIds;
  /** Whether `{#id}` after a heading's text (an attribute list) gives it that id. */
  attributeIds: boolean;
  /** A page is served as a folder (`page/`): raw HTML's relative links resolve against that URL, not the file. */
  directoryUrls: boolean;
  /** Hugo's `uglyURLs` set per section (a table): some sections' pages are served as `page.html`, others as folders. */
  urlsBySection?: boolean;
  /** The generator writes its pages' URLs in lower case (Hugo, unless `disablePathToLower`): `Setup.md` is `setup/`. */
  lowerCaseUrls?: boolean;
  /**
   * A definition list's term gets an id, as a heading's (Hugo's Goldmark with `markup.goldmark.parser.autoDefinitionTermID`:
   * gohugoio/hugo's docs link `/methods/page/file/#contentbasename` to File.md's term `ContentBaseName`).
   */
  definitionTermIds?: boolean;
  /**
   * The levels of a notebook's headings that get an id: MyST-NB, rendering a Sphinx project's notebooks, gives the
   * headings up to `myst_heading_anchors` MyST's slug of their text (autogen's python/docs/src/conf.py sets 5, and its
   * notebooks link `models.ipynb#azure-openai`, the heading "Azure OpenAI"). Unset: Jupyter's ids only.
   */
  notebookHeadingAnchors?: number;
  /** A relative link to a Markdown file is also looked for from each content folder (Docusaurus). */
  markdownFromContent: boolean;
  /**
   * Hugo's mounts into its content: each source folder or file (relative to the configuration's folder) and the
   * path below the content root it appears at; a page's links resolve among these paths. None for other generators.
   */
  mounts: { source: string; target: string }[];
  /**
   * Hugo's mounts into its static files below their root (`source: icons`, `target: static/assets/icons`): each
   * source and the URL path below the site's `/` it is served at. Mounts of the whole static folder are `roots`.
   */
  served: { source: string; target: string }[];
  /**
   * The folders of the generator's templates (Hugo's `layouts/`, a theme's), relative to the configuration's folder:
   * each makes a part of many pages, whose URLs and other parts the tool does not model. None for most generators.
   */
  templates: string[];
  /**
   * What the generator makes at build time that is not in the repository (a Maven site's reports and skin): a link
   * it does not find is information, with this said after the message. None: the repository holds the whole site.
   */
  unseen?: string;
  /**
   * The folder, below the repository's top, that the configuration says its pages are edited in (MkDocs' `edit_uri`
   * with `repo_url`, a Docusaurus docs plugin's `editUrl` with its `path`, mdBook's `edit-url-template`, VitePress'
   * `editLink.pattern`), and the content folder (relative to the configuration's) whose pages they are: where that
   * content folder is not in the repository, a build assembles it, and the documents of this folder are among its
   * pages (site.ts `assembledOf`).
   */
  sources?: { folder: string; content: string };
  /** A `:doc:` it does not find may be in another project's inventory (Sphinx's intersphinx, resolving documents). */
  inventories?: boolean;
  /**
   * A `#name` link resolves against labels of every page of the project, not the page's own ids only (MyST:
   * `(name)=` targets, `:label:` options): a name the page lacks is no claim the tool can make from one page.
   */
  projectLabels?: string;
  /**
   * The generator makes its headings' ids by a slug of its own, close to `headingIds` but not known to be it (GitBook's
   * `Environment Variable(s)` and `A - B`): a miss of a page's own heading is no claim the tool can make, said so.
   */
  ownSlugs?: string;
  /**
   * Folders, relative to the configuration's, of Markdown the site's code reads into its pages (a Docusaurus
   * configuration's `loadMD("./data/tools/setup.md")`): parts of pages, whose links are the site's.
   */
  parts?: string[];
  /**
   * Documents of the content folder the site leaves out, as lines of git's ignore syntax relative to it (MkDocs'
   * `exclude_docs`): sources some program reads into other pages, not pages.
   */
  excluded?: string[];
  /**
   * A generator that publishes a list of files flat (ExDoc's extras): its pages are these files only, each at the
   * output's root as `<name>.html`, with folders copied to output folders beside them (exdoc.ts).
   */
  flat?: FlatPages;
  /**
   * The generator passes a page's relative links through as URLs, reading no file for them (mdBook, MkDocs, Hugo,
   * Jekyll): a link that climbs out of its content folders leads into its host's URL space beside the site (the
   * Cargo book's `../../reference/…` is doc.rust-lang.org/reference/), which the repository does not hold. False where
   * the build reads the files its links name (Sphinx's images and downloads, a bundler's assets): a file missing there
   * is missing.
   */
  linksAsUrls?: boolean;
  /** The generator's name where the file read names it (a package's manifest naming a generator: unmodelled.ts). */
  generator?: string;
  /**
   * The generator makes a page of each source and of nothing else but these pages of its own (mdBook with only its
   * built-in preprocessors: `print.html`, `404.html`, its redirects), as names below the site's `/`: a link to a page
   * URL whose source is not there leads nowhere. Unset where a plugin may add pages the tool does not see.
   */
  closedPages?: string[];
  /**
   * The names of files an app's build writes at its output's root, served at its `/`, that no folder of the repository
   * holds (vite-plugin-pwa's `manifest.webmanifest` and service worker): a page's link to one leads where it says.
   */
  emitted?: string[];
  /**
   * The extensions an app's bundler tries after a module's path written without one (Vite's `resolve.extensions`): a
   * page's `<script type="module" src="src/main">` names `src/main.ts`.
   */
  moduleExtensions?: string[];
  /**
   * Only the content folders are the generator's pages (a generator recognised but not modelled: unmodelled.ts):
   * a document elsewhere below its configuration is read as a forge reads it, though the site is not `known`.
   */
  contentOnly?: boolean;
}

/** The pages of a generator that publishes files flat, and what it copies and makes beside them. */
export interface FlatPages {
  /** Each page's source (relative to the configuration's folder) and its name at the output's root (`installation`). */
  pages: { source: string; name: string }[];
  /** Folders copied: each source (relative to the configuration's folder) and its folder in the output. */
  copies: { source: string; target: string }[];
  /** The extension of a file the generator makes at the output's root at build time (`.epub`), if any. */
  made?: string;
  /** Its pages are served at their names with no extension (Exercism's docs: `/docs/tracks/python/tools`), which a link may name so (`./tools`). */
  bare?: boolean;
}

/** A generator: its configuration's names (in the folder, or a path below it) and how one is read. */
export interface Renderer {
  name: string;
  /** Candidate paths of its configuration below a folder, in order: the first that is a file is read. */
  files: readonly string[];
  /** For a name other projects use too (`config.toml`, `conf.py`): whether the folder's names say `file` is this generator's. */
  marks?: (has: (name: string, kind?: 'file' | 'directory') => boolean, file: string) => boolean;
  /**
   * Other names its configuration goes by in a folder, built with an option naming it (MkDocs' `mkdocs-online.yml`,
   * `mkdocs.insiders.yml`: `mkdocs build -f`): looked for when none of `files` is there, each one that `read` takes
   * for a configuration of its own (not a fragment another includes) a site, in the order of their names.
   */
  named?: RegExp;
  /**
   * The configuration its `text` extends, relative to its folder (MkDocs' `INHERIT`): read first (configs.ts), its
   * settings under the file's own.
   */
  inherits?(text: string): string | undefined;
  /**
   * The site its configuration `text` describes, or null when the file is not this generator's after all (a name two
   * tools use); `inherited`: what it extends (`inherits`), read.
   */
  read(text: string, file: string, inherited?: Inherited): SiteConfig | null;
  /**
   * Its file's name is as much other tools' (an `index.html`, a `package.json`): only what the file says makes it this
   * generator's, so one that cannot be read is no site (not `UNREADABLE`).
   */
  shared?: boolean;
}

/** The configurations a file extends (`Renderer.inherits`), as read. */
export interface Inherited {
  /** Their texts, the nearest first. */
  texts: readonly string[];
  /** The path written of one that is not there (or climbs out of the workspace folder, or loops back): the chain ends there. */
  missing?: string;
}

const site = (fields: Partial<SiteConfig>): SiteConfig => ({
  known: true, content: [''], roots: [], base: '', headingIds: 'github', attributeIds: false, directoryUrls: false, markdownFromContent: false, mounts: [], served: [], templates: [], ...fields,
});

/** A configuration read as data by its extension. */
function readData(text: string, file: string): ConfigValue {
  if (/\.toml$/i.test(file)) return readToml(text);
  if (/\.json$/i.test(file)) return readJson(text);
  return readYaml(text);
}

/** A folder named by a setting: a string, or `UNKNOWN` when the setting is anything else; `fallback` when it is not set. */
function folder(value: ConfigValue | undefined, fallback: string): string | typeof UNKNOWN {
  if (value === undefined || value === null) return fallback;
  return typeof value === 'string' ? value : UNKNOWN;
}

/** A URL's path (or a path), without slashes at its ends: the site's base. */
function basePath(value: ConfigValue | undefined): string {
  if (typeof value !== 'string') return '';
  const path = value.replace(/^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/]*/, '');
  return path.replace(/[?#].*$/, '').replace(/^\/+|\/+$/g, '');
}

/**
 * The folder below a repository's top that an edit link names (`edit/main/docs/usage/`, the URL
 * `https://github.com/o/r/tree/main/website/`, GitLab's `-/edit/main/docs/`, a template's `edit/main/docs/{path}`):
 * the path after a forge's edit, blob or tree route and its branch. `repo`: the link is relative to a repository's URL
 * (MkDocs' `edit_uri` with `repo_url`); else it is a full URL on a forge. Undefined for anything else (a query's path,
 * a computed value).
 */
export function editedFolder(value: ConfigValue | undefined, { repo }: { repo: boolean }): string | undefined {
  if (typeof value !== 'string') return undefined;
  let path = value.replace(/\{path\}.*$|:path.*$/, '');
  const absolute = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/]+\/[^/]+\/[^/]+\/(.*)$/.exec(path);
  if (absolute) path = absolute[1]!;
  else if (!repo || /^[A-Za-z][A-Za-z0-9+.-]*:/.test(path)) return undefined;
  const route = /^\/?(?:-\/)?(?:edit|blob|tree|src)\/[^/?#]+\/?([^?#]*)$/.exec(path);
  if (!route) return undefined;
  const folder = route[1]!.replace(/\/+$/, '');
  return folder.split('/').some((segment) => segment === '..' || segment === '.') ? undefined : folder;
}

/** A folder below another, both relative (`website` and `../docs` is `docs`); undefined when it climbs above the top. */
function joinedFolder(base: string, relative: string): string | undefined {
  const out: string[] = [];
  for (const segment of `${base}/${relative}`.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (out.length === 0) return undefined;
      out.pop();
    } else out.push(segment);
  }
  return out.join('/');
}

/** A member by its key in any letter case (Hugo's keys are case-insensitive). */
function anyCase(value: ConfigValue | undefined, ...keys: string[]): ConfigValue | undefined {
  let at = value;
  for (const key of keys) {
    if (!isObject(at)) return undefined;
    const lower = key.toLowerCase();
    const name = Object.keys(at).find((k) => k.toLowerCase() === lower);
    if (name === undefined) return undefined;
    at = at[name];
  }
  return at;
}

const strings = asList;

/** The folders named, or the first one that is computed. */
function folders(values: readonly (string | typeof UNKNOWN)[]): { folders: string[]; computed: boolean } {
  return { folders: values.filter((v): v is string => typeof v === 'string'), computed: values.some((v) => v === UNKNOWN) };
}

/** Docusaurus (docusaurus.io/docs/api/docusaurus-config, the docs, blog and pages plugins' options). */
function readDocusaurus(text: string): SiteConfig {
  const objects = jsObjects(text);
  const top = objects.find((o) => 'baseUrl' in o || 'presets' in o || 'title' in o) ?? {};
  const docs: (string | typeof UNKNOWN)[] = [];
  const blog: (string | typeof UNKNOWN)[] = [];
  const versioned: string[] = [];
  const pluginOptions = (name: RegExp): ConfigObject[] => jsTuples(text, name).map((t) => t[1]).filter(isObject);
  const presets = pluginOptions(/(?:^|\/)(?:preset-)?classic$/);
  // A preset's options under `docs` and `blog` (false turns the plugin off); a docs plugin's own instances.
  const presetPart = (key: string, into: (string | typeof UNKNOWN)[], fallback: string): void => {
    const parts = presets.length > 0 ? presets.map((p) => p[key]) : objects.filter((o) => isObject(o[key]) && ('sidebarPath' in (o[key] as ConfigObject) || 'path' in (o[key] as ConfigObject) || 'routeBasePath' in (o[key] as ConfigObject))).map((o) => o[key]);
    if (parts.length === 0) into.push(fallback);
    for (const part of parts) if (part !== false) into.push(folder(member(part, 'path'), fallback));
  };
  // Where the docs are edited (`editUrl`, a string: a function computes it): its path in the repository, with the
  // document's path from the site's folder after it (`path` relative to the site: `../docs` from `website`).
  const edited: { folder: string; content: string }[] = [];
  const editOf = (options: ConfigValue | undefined): void => {
    if (!isObject(options)) return;
    const base = editedFolder(options.editUrl, { repo: false });
    const path = folder(options.path, 'docs');
    const joined = base === undefined || typeof path !== 'string' ? undefined : joinedFolder(base, path);
    if (joined && typeof path === 'string') edited.push({ folder: joined, content: path });
  };
  for (const preset of presets) editOf(preset.docs);
  presetPart('docs', docs, 'docs');
  presetPart('blog', blog, 'blog');
  for (const options of pluginOptions(/plugin-content-docs$|^content-docs$/)) {
    editOf(options);
    docs.push(folder(options.path, 'docs'));
    const id = options.id;
    if (typeof id === 'string' && id !== 'default') versioned.push(`${id}_versioned_docs`);
  }
  for (const options of pluginOptions(/plugin-content-blog$|^content-blog$/)) blog.push(folder(options.path, 'blog'));
  const named = folders([...docs, ...blog]);
  const statics = top.staticDirectories;
  const roots = statics === undefined ? ['static'] : Array.isArray(statics) && statics.every((s) => typeof s === 'string') ? statics as string[] : [];
  return site({
    known: !named.computed,
    ...(named.computed ? { unknown: 'a docs or blog plugin\'s `path` is computed' } : {}),
    parts: markdownFolders(text),
    ...(edited.length > 0 ? { sources: edited[0]! } : {}),
    // `src/`: its pages, and the Markdown partials its components import into pages (served at those pages' URLs).
    content: [...named.folders, 'src', 'versioned_docs', ...versioned, 'i18n'],
    // A root-relative link names a static file, or a Markdown file below a content folder (Docusaurus tries each).
    roots: [...roots, ...named.folders, ''],
    markdownFromContent: true,
    base: basePath(top.baseUrl),
    headingIds: 'github',
    // Docusaurus gives a heading `{#custom-id}`.
    attributeIds: true,
  });
}

/**
 * A Docusaurus sidebar in JSON (docusaurus.io/docs/sidebar/items): an object one of whose members is a list of items,
 * a document's id or `{"type": "doc", "id": …}` or `{"type": "category", "label": …, "items": […]}`, one of them an
 * object of those types (apisix's `docs/en/latest/config.json`, `{"version": …, "sidebar": [...]}`). Its folder is a
 * docs folder whose pages a Docusaurus website publishes from elsewhere: Docusaurus' heading ids, `{#id}` among them,
 * and a `/` that is the website's, not known here. Null for any other JSON (`config.json` is many tools' name).
 */
function readDocusaurusSidebar(text: string): SiteConfig | null {
  const config = readJson(text);
  if (!isObject(config)) return null;
  const sidebar = Object.values(config).some((items) => Array.isArray(items) && items.some(isSidebarItem));
  return sidebar ? site({ content: [''], roots: [], headingIds: 'github', attributeIds: true }) : null;
}

/**
 * An Exercism track's documents (exercism.org/docs/building/tracks/docs): `docs/config.json`'s `docs` lists each
 * document by its `slug` and its `path` from the track repository's top, and exercism.org serves each at
 * `/docs/tracks/<track>/<slug>`, flat, with no extension: exercism/python's `docs/TESTS.md` (slug `tests`) links
 * `./tools`, the page of `docs/TOOLS.md` (slug `tools`). Its other documents are read as GitHub reads them.
 */
function readExercismDocs(text: string): SiteConfig | null {
  const docs = member(readJson(text), 'docs');
  if (!Array.isArray(docs) || docs.length === 0) return null;
  const pages: { source: string; name: string }[] = [];
  for (const entry of docs) {
    if (!isObject(entry) || typeof entry.slug !== 'string' || typeof entry.path !== 'string' || typeof entry.uuid !== 'string') return null;
    // The path is the repository's, whose top is the folder above `docs/`.
    pages.push({ source: `../${entry.path}`, name: entry.slug });
  }
  const folders = new Set(pages.map((p) => p.source.slice(0, p.source.lastIndexOf('/'))));
  return site({ generator: 'Exercism', content: [...folders], flat: { pages, copies: [], bare: true } });
}

/** A Docusaurus sidebar item written as an object: a document by its id, or a category of items with its label. */
function isSidebarItem(item: ConfigValue): boolean {
  if (!isObject(item)) return false;
  if (item.type === 'doc') return typeof item.id === 'string';
  return item.type === 'category' && typeof item.label === 'string' && Array.isArray(item.items);
}

/**
 * The folders of the Markdown a configuration's code reads, from the relative paths written in it as strings: a
 * Markdown file's folder (`"./data/tools/setup.md"`), or a folder written with its final slash (`"./data/tools/"`).
 */
function markdownFolders(text: string): string[] {
  const out = new Set<string>();
  for (const match of text.matchAll(/["'`](\.{1,2}\/[^"'`\s$]{0,200})["'`]/g)) {
    const path = match[1]!;
    if (/\.mdx?$/i.test(path)) out.add(path.slice(0, path.lastIndexOf('/')));
    else if (path.endsWith('/')) out.add(path.replace(/\/+$/, ''));
  }
  return [...out].filter((folder) => folder !== '.' && folder !== '..');
}

/** Hugo (gohugo.io/configuration): content and static folders, module mounts, languages, Goldmark's heading ids. */
function readHugo(text: string, file: string): SiteConfig {
  const config = readData(text, file);
  const content: (string | typeof UNKNOWN)[] = [folder(anyCase(config, 'contentDir'), 'content')];
  const statics: (string | typeof UNKNOWN)[] = [];
  for (const value of strings(anyCase(config, 'staticDir') ?? 'static')) statics.push(folder(value, 'static'));
  const languages = anyCase(config, 'languages');
  if (isObject(languages)) {
    for (const language of Object.values(languages)) {
      const dir = anyCase(language, 'contentDir');
      if (dir !== undefined) content.push(folder(dir, 'content'));
      for (const value of strings(anyCase(language, 'staticDir'))) statics.push(folder(value, 'static'));
    }
  }
  // A module's mounts replace the default folder of each component they mount to.
  const mounts = strings(anyCase(config, 'module', 'mounts')).filter(isObject);
  const mounted = (component: string): (string | typeof UNKNOWN)[] => mounts
    .filter((m) => typeof m.target === 'string' && (m.target === component || m.target.startsWith(`${component}/`)))
    .map((m) => folder(m.source, component));
  const contentMounts = mounted('content');
  const layoutMounts = mounted('layouts').filter((f): f is string => typeof f === 'string');
  const staticMounts = mounted('static');
  // Where each mounted source appears below a component's root (`target: content/project/AGENTS.md`).
  const paths = (component: string): { source: string; target: string }[] => mounts
    .filter((m) => typeof m.source === 'string' && typeof m.target === 'string' && (m.target === component || m.target.startsWith(`${component}/`)))
    .map((m) => ({ source: m.source as string, target: (m.target as string).slice(component.length).replace(/^\/+/, '') }));
  const servedPaths = paths('static');
  const themes = strings(anyCase(config, 'theme')).filter((t): t is string => typeof t === 'string');
  const named = folders([...(contentMounts.length > 0 ? contentMounts : content), ...(staticMounts.length > 0 ? staticMounts : statics)]);
  const titleAttributes = anyCase(config, 'markup', 'goldmark', 'parser', 'attribute', 'title');
  const contentFolders = folders(contentMounts.length > 0 ? contentMounts : content).folders;
  const contentPaths = contentMounts.length > 0 ? paths('content') : contentFolders.map((source) => ({ source, target: '' }));
  return site({
    known: !named.computed,
    ...(named.computed ? { unknown: 'a content or static folder is not a plain string' } : {}),
    content: contentFolders,
    // The static folders at `/` (a page bundle's files are found through `mounts`). A theme or an imported module
    // serves files of its own, which may not be in this repository: then `/` is not known.
    roots: themes.length > 0 || strings(anyCase(config, 'module', 'imports')).length > 0 ? []
      : folders(staticMounts.length > 0 ? servedPaths.filter((m) => m.target === '').map((m) => m.source) : statics).folders,
    mounts: contentPaths,
    served: servedPaths.filter((m) => m.target !== ''),
    base: basePath(anyCase(config, 'baseURL')),
    headingIds: 'github',
    attributeIds: titleAttributes !== false,
    directoryUrls: anyCase(config, 'uglyURLs') !== true,
    ...(isObject(anyCase(config, 'uglyURLs')) ? { urlsBySection: true } : {}),
    ...(anyCase(config, 'disablePathToLower') === true ? {} : { lowerCaseUrls: true }),
    ...(anyCase(config, 'markup', 'goldmark', 'parser', 'autoDefinitionTermID') === true ? { definitionTermIds: true } : {}),
    templates: [...new Set(['layouts', 'themes', ...layoutMounts])],
    linksAsUrls: true,
  });
}

/**
 * The Python-Markdown extensions that give a heading or an inline element the id of its `{: #id }`: attr_list, by its
 * short name or its module's, and the sets that include it (`extra`, python-markdown.github.io/extensions/extra;
 * PyMdown's `pymdownx.extra`).
 */
const ATTR_LIST = ['attr_list', 'markdown.extensions.attr_list', 'extra', 'markdown.extensions.extra', 'pymdownx.extra'];

/**
 * MkDocs' `INHERIT` (mkdocs.org/user-guide/configuration/#configuration-inheritance): the path, relative to the
 * file, of the configuration it extends.
 */
function mkDocsParent(text: string): string | undefined {
  // Read from the text's own top-level key, not a full parse: the chain is walked before any file of it is read as a whole.
  const m = /^INHERIT[ \t]*:[ \t]*(?:"([^"\n]*)"|'([^'\n]*)'|([^\s#'"][^\n#]*?))[ \t]*(?:#.*)?$/m.exec(text);
  const path = m && (m[1] ?? m[2] ?? m[3]);
  return path ? path : undefined;
}

/** A file named as MkDocs' configurations are when built with `-f` (`mkdocs-online.yml`, `mkdocs.insiders.yml`), not `mkdocs.yml` itself. */
const MKDOCS_NAMED = /^mkdocs[-_.][^/]+\.ya?ml$/i;

/**
 * YAML mappings merged as MkDocs merges an inherited configuration (mergedeep): the child's keys over the parent's,
 * a mapping in both merged again, anything else (a list, a string) the child's.
 */
function mergedUnder(parent: ConfigValue, child: ConfigValue): ConfigValue {
  if (!isObject(parent) || !isObject(child)) return child;
  const out: ConfigObject = { ...parent };
  for (const [key, value] of Object.entries(child)) out[key] = key in out ? mergedUnder(out[key]!, value) : value;
  return out;
}

/** MkDocs (mkdocs.org/user-guide/configuration): `docs_dir`, `use_directory_urls`, Python-Markdown's extensions. */
function readMkDocs(text: string, file: string, inherited?: Inherited): SiteConfig | null {
  let config = readYaml(text);
  for (const parent of inherited?.texts ?? []) config = mergedUnder(readYaml(parent), config);
  // A file by another name (`mkdocs-nav.yml`) is a configuration when it names its site, the one setting MkDocs
  // requires: one that does not (a `nav:` another file is made from) is a fragment, no site.
  if (MKDOCS_NAMED.test(file.slice(file.lastIndexOf('/') + 1)) && typeof member(config, 'site_name') !== 'string') return null;
  // MkDocs stops at a configuration it inherits that is not there: what its settings would be is not known.
  if (inherited?.missing !== undefined) {
    return site({ known: false, unknown: `it inherits \`${inherited.missing}\`, which is not in the repository`, content: [] });
  }
  const docs = folder(member(config, 'docs_dir'), 'docs');
  const extensions = strings(member(config, 'markdown_extensions'));
  const has = (name: string): boolean => extensions.some((e) => e === name || (isObject(e) && name in e));
  // MkDocs reads `edit_uri` (or `edit_uri_template`) against `repo_url` only: where the pages are edited in the repository.
  const repo = typeof member(config, 'repo_url') === 'string';
  const sources = repo ? editedFolder(member(config, 'edit_uri_template') ?? member(config, 'edit_uri'), { repo: true }) : undefined;
  const exclude = member(config, 'exclude_docs');
  const excluded = typeof exclude === 'string' ? exclude.split('\n').map((line) => line.trim()).filter((line) => line !== '' && !line.startsWith('#')) : [];
  return site({
    ...(excluded.length > 0 ? { excluded } : {}),
    ...(sources !== undefined && sources !== '' && typeof docs === 'string' ? { sources: { folder: sources, content: docs } } : {}),
    known: docs !== UNKNOWN,
    ...(docs === UNKNOWN ? { unknown: '`docs_dir` is computed' } : {}),
    content: typeof docs === 'string' ? [docs] : [],
    // A theme's `custom_dir` is served at `/` beside the docs.
    roots: typeof docs === 'string' ? [docs, ...strings(member(config, 'theme', 'custom_dir')).filter((d): d is string => typeof d === 'string')] : [],
    base: basePath(member(config, 'site_url')),
    headingIds: 'python-markdown',
    // attr_list, by its name or its module's, or in a set that includes it (Python-Markdown's `extra`, PyMdown's).
    attributeIds: ATTR_LIST.some(has),
    directoryUrls: member(config, 'use_directory_urls') !== false,
    linksAsUrls: true,
  });
}

/**
 * The names of the Python-Markdown extensions a TOML table of them enables (Zensical's
 * `[project.markdown_extensions.attr_list]`, `[project.markdown_extensions.pymdownx.extra]`): each key, and each key
 * of a table below one joined to it by a dot (`pymdownx.extra`; also `toc.permalink`, an option, which names nothing).
 */
function tomlExtensions(table: ConfigValue | undefined): string[] {
  if (!isObject(table)) return [];
  return Object.entries(table).flatMap(([name, value]) => [name, ...(isObject(value) ? Object.keys(value).map((key) => `${name}.${key}`) : [])]);
}

/**
 * Zensical (zensical.org/docs/setup/basics), the successor of Material for MkDocs by its authors, configured in
 * `zensical.toml`: its `[project]` table holds MkDocs' settings (`docs_dir`, default `docs`; `use_directory_urls`;
 * `site_url`; `markdown_extensions` as tables), and it renders Markdown with Python-Markdown as MkDocs does, so its
 * heading ids are the `toc` extension's (maplibre/martin's `docs/content/mbtiles-diff.md` links
 * ``mbtiles-copy.md#mbtiles-copy-apply-patch``, the id of "## `mbtiles copy --apply-patch`", whose GitHub id is
 * `mbtiles-copy---apply-patch`). With no `markdown_extensions` it enables a default set that includes attr_list
 * (zensical.org/docs/setup/extensions, "Default configuration").
 */
function readZensical(text: string): SiteConfig | null {
  const config = readToml(text);
  const project = member(config, 'project');
  if (!isObject(project)) return null;
  const docs = folder(member(project, 'docs_dir'), 'docs');
  const table = member(project, 'markdown_extensions');
  const extensions = tomlExtensions(table);
  const repo = typeof member(project, 'repo_url') === 'string';
  const sources = repo ? editedFolder(member(project, 'edit_uri_template') ?? member(project, 'edit_uri'), { repo: true }) : undefined;
  return site({
    ...(sources !== undefined && sources !== '' && typeof docs === 'string' ? { sources: { folder: sources, content: docs } } : {}),
    known: docs !== UNKNOWN,
    ...(docs === UNKNOWN ? { unknown: '`docs_dir` is computed' } : {}),
    content: typeof docs === 'string' ? [docs] : [],
    roots: typeof docs === 'string' ? [docs, ...strings(member(project, 'theme', 'custom_dir')).filter((d): d is string => typeof d === 'string')] : [],
    base: basePath(member(project, 'site_url')),
    headingIds: 'python-markdown',
    attributeIds: table === undefined || ATTR_LIST.some((name) => extensions.includes(name)),
    directoryUrls: member(project, 'use_directory_urls') !== false,
    linksAsUrls: true,
  });
}

/** Jekyll (jekyllrb.com/docs/configuration): `source`, `baseurl`, kramdown's input and ids. */
function readJekyll(text: string): SiteConfig | null {
  // Hexo names its configuration as Jekyll does; its own keys say it is Hexo's (unmodelled.ts).
  if (HEXO_CONFIG.test(text)) return null;
  const config = readYaml(text);
  const source = folder(member(config, 'source'), '');
  const markdown = member(config, 'markdown');
  const kramdown = typeof markdown !== 'string' || /^kramdown$/i.test(markdown);
  // Jekyll reads kramdown's GFM input by default, whose ids are GitHub's; `input: kramdown` makes kramdown's own.
  const input = member(config, 'kramdown', 'input');
  const permalink = member(config, 'permalink');
  return site({
    known: source !== UNKNOWN,
    ...(source === UNKNOWN ? { unknown: '`source` is computed' } : {}),
    content: typeof source === 'string' ? [source] : [],
    // A theme (a gem, or GitHub Pages' `remote_theme`) serves assets of its own that are not in the repository.
    roots: typeof source === 'string' && member(config, 'theme') === undefined && member(config, 'remote_theme') === undefined ? [source] : [],
    base: basePath(member(config, 'baseurl')),
    headingIds: kramdown && typeof input === 'string' && /^kramdown$/i.test(input) ? 'kramdown' : 'github',
    attributeIds: kramdown,
    directoryUrls: permalink === 'pretty' || (typeof permalink === 'string' && permalink.endsWith('/')),
    linksAsUrls: true,
  });
}

/** mdBook (rust-lang.github.io/mdBook/format/configuration): `[book] src`. */
function readMdBook(text: string): SiteConfig {
  const config = readToml(text);
  const src = folder(member(config, 'book', 'src'), 'src');
  const preprocessors = member(config, 'preprocessor');
  const redirects = member(config, 'output', 'html', 'redirect');
  // Its own preprocessors (`links`, `index`) make no page; any other may (and one that cannot be read may be anything).
  const closed = text.length > 0 && (preprocessors === undefined || (isObject(preprocessors) && Object.keys(preprocessors).every((name) => MDBOOK_PREPROCESSORS.has(name))))
    && (redirects === undefined || isObject(redirects));
  // `edit-url-template` names a source by its path from the book's folder (`…/edit/master/guide/{path}`, `{path}` `src/x.md`).
  const edit = editedFolder(member(config, 'output', 'html', 'edit-url-template'), { repo: false });
  const sources = edit === undefined || typeof src !== 'string' ? undefined : joinedFolder(edit, src);
  return site({
    ...(closed ? { closedPages: [...MDBOOK_PAGES, ...Object.keys(isObject(redirects) ? redirects : {}).map((path) => path.replace(/^\/+/, ''))] } : {}),
    ...(sources && typeof src === 'string' ? { sources: { folder: sources, content: src } } : {}),
    known: src !== UNKNOWN,
    content: typeof src === 'string' ? [src] : [],
    roots: typeof src === 'string' ? [src] : [],
    base: basePath(member(config, 'output', 'html', 'site-url')),
    headingIds: 'mdbook',
    attributeIds: true,
    linksAsUrls: true,
  });
}

/** mdBook's own preprocessors, which make no page. */
const MDBOOK_PREPROCESSORS = new Set(['links', 'index']);

/** The pages mdBook makes of no source, below the book's `/`. */
const MDBOOK_PAGES = ['index.html', 'print.html', 'toc.html', '404.html'];

/** Sphinx (`conf.py`, read for its literal assignments): its pages are its folder's; root-relative links are not modelled. */
function readSphinx(text: string): SiteConfig {
  const config = readPythonAssignments(text);
  const extensions = strings(config.extensions);
  const myst = extensions.includes('myst_parser') || extensions.includes('myst_nb');
  // An "absolute" image or download path (`/_static/x.png`) is relative to the source folder, the configuration's.
  // Intersphinx resolves a `:doc:` it does not find in another project's inventory, unless told not to
  // (`intersphinx_disabled_reftypes`, whose default in Sphinx 5 and later names `std:doc`; an explicit list may not).
  const disabled = config.intersphinx_disabled_reftypes;
  const intersphinx = /\bintersphinx/.test(text);
  const inventories = intersphinx && (disabled === undefined
    ? config.intersphinx_mapping !== undefined
    : !(Array.isArray(disabled) && disabled.some((d) => d === 'std:doc' || d === 'std:*' || d === '*')));
  const anchors = config.myst_heading_anchors;
  return site({
    roots: [''], headingIds: 'github', attributeIds: myst && strings(config.myst_enable_extensions).includes('attrs_block'), inventories,
    ...(myst ? { projectLabels: MYST_LABELS } : {}),
    ...(extensions.includes('myst_nb') && typeof anchors === 'number' && anchors >= 1 ? { notebookHeadingAnchors: anchors } : {}),
  });
}

/** Said of MyST's `#name` links (myst-parser in Sphinx, mystmd, Jupyter Book): they name a label of any page. */
const MYST_LABELS = 'MyST resolves `#name` against the labels of every page of the project (`(name)=` targets, `:label:` options)';


/**
 * The folders of a Maven site (maven.apache.org/plugins/maven-site-plugin: `src/site/<format>/`) and the extensions
 * of their sources: `xdoc/guide.xml` and `markdown/guide.md` are the page `/guide.html`; a `.vm` suffix is Velocity's.
 */
export const MAVEN_FORMATS: readonly { folder: string; extensions: readonly string[] }[] = [
  { folder: 'xdoc', extensions: ['.xml'] },
  { folder: 'markdown', extensions: ['.md', '.markdown'] },
  { folder: 'apt', extensions: ['.apt'] },
  { folder: 'fml', extensions: ['.fml'] },
  { folder: 'xhtml', extensions: ['.xhtml'] },
  { folder: 'asciidoc', extensions: ['.adoc', '.asciidoc'] },
  { folder: 'confluence', extensions: ['.confluence'] },
  { folder: 'docbook', extensions: ['.xml'] },
  { folder: 'twiki', extensions: ['.twiki'] },
];

/** A Maven site descriptor's namespace (maven-site-plugin's `DECORATION` of 1.x, `SITE` of 2.x). */
const MAVEN_DESCRIPTOR = /xmlns="https?:\/\/maven\.apache\.org\/(?:DECORATION|SITE)\//;

/** The Maven site's name in the table of generators. */
export const MAVEN_SITE = 'Maven site';

/**
 * A Maven site (`src/site/site.xml`): its pages are made from `src/site/<format>/`, its `resources/` are copied to
 * `/`, and what its reports, its skin and the javadoc make at build time (`/changes.html`, `/apidocs/`, `css/`) is not
 * in the repository: a link found in neither is information.
 */
function readMavenSite(text: string): SiteConfig | null {
  // A module's descriptor may stand alone (`src/site/site.xml`, no sources beside it): its namespace or root says Maven.
  // An Eclipse update site's `<site>` lists features; a Maven descriptor's has a `<body>` of menus.
  if (!MAVEN_DESCRIPTOR.test(text) && !/^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<project[\s>]/.test(text) && !/<body>[\s\S]*<menu[\s>]/.test(text)) return null;
  return site({
    content: [''],
    roots: ['resources'],
    unseen: " (A Maven site's reports, skin and javadoc make pages at build time that are not in the repository.)",
  });
}

/**
 * A Rust package (`Cargo.toml`): rustdoc renders a Markdown file under `src/` where an item includes it
 * (`#[doc = include_str!("docs/routing/route.md")]`), at that item's page, and its relative links name the pages it
 * makes (`middleware/index.html`), which are not in the repository: a link found nowhere is information. A manifest
 * of a workspace alone (no `[package]`) makes no pages.
 */
function readRustdoc(text: string): SiteConfig | null {
  if (!/^\s*\[(?:package|lib)\]/m.test(text)) return null;
  return site({
    content: ['src'],
    unseen: ' (rustdoc renders this file at the page of the item that includes it, beside pages it makes at build time.)',
  });
}

/** DocFX (`docfx.json`): its content's folders, from each entry's `src` or its file patterns' literal start. */
function readDocFx(text: string): SiteConfig {
  const config = readJson(text);
  const content: string[] = [];
  for (const entry of strings(member(config, 'build', 'content')).filter(isObject)) {
    const src = typeof entry.src === 'string' ? entry.src.replace(/\/+$/, '') : '';
    for (const pattern of strings(entry.files)) {
      if (typeof pattern !== 'string') continue;
      const literal = pattern.split('/');
      const fixed = literal.slice(0, -1);
      const cut = fixed.findIndex((segment) => /[*?[{]/.test(segment));
      const start = (cut < 0 ? fixed : fixed.slice(0, cut)).join('/');
      content.push([src, start].filter((p) => p !== '').join('/'));
    }
  }
  return site({ content: content.length > 0 ? [...new Set(content)] : [''], headingIds: 'github', attributeIds: true });
}

/** VitePress (`.vitepress/config.*`): `srcDir`, its `public/`, `base`. */
function readVitePress(text: string): SiteConfig {
  const top = jsObjects(text).find((o) => 'srcDir' in o || 'themeConfig' in o || 'title' in o || 'base' in o) ?? {};
  const src = folder(top.srcDir, '.');
  const dir = typeof src === 'string' ? src.replace(/^\.\/?/, '').replace(/\/+$/, '') : '';
  // `editLink.pattern` names a page by its path from `srcDir` (`…/edit/main/docs/:path`).
  const sources = editedFolder(member(top, 'themeConfig', 'editLink', 'pattern'), { repo: false });
  return site({
    ...(sources && typeof src === 'string' ? { sources: { folder: sources, content: dir } } : {}),
    known: src !== UNKNOWN,
    ...(src === UNKNOWN ? { unknown: '`srcDir` is computed' } : {}),
    content: typeof src === 'string' ? [dir] : [],
    roots: typeof src === 'string' ? [dir === '' ? 'public' : `${dir}/public`, dir] : [],
    base: basePath(top.base),
    headingIds: 'vitepress',
    attributeIds: true,
  });
}

/** Astro (`astro.config.*`): `srcDir`, `publicDir`, `base`. */
function readAstro(text: string): SiteConfig {
  const top = jsObjects(text).find((o) => 'srcDir' in o || 'publicDir' in o || 'integrations' in o || 'site' in o) ?? {};
  const src = folder(top.srcDir, 'src');
  const publicDir = folder(top.publicDir, 'public');
  const named = folders([src, publicDir]);
  return site({
    known: !named.computed,
    ...(named.computed ? { unknown: '`srcDir` or `publicDir` is computed' } : {}),
    content: typeof src === 'string' ? [src] : [],
    roots: typeof publicDir === 'string' ? [publicDir] : [],
    base: basePath(top.base),
  });
}

/**
 * A Vite app (`vite.config.*`), no site generator of pages but the server of its HTML: `root` (the configuration's
 * folder when unset), `publicDir` (`public` below the root when unset; `false`: none) served at `/` before the root
 * itself (vite.dev/config/shared-options). Its `roots` are those two, relative to the configuration's folder.
 */
function readVite(text: string): SiteConfig {
  const top = jsObjects(text).find((o) => 'publicDir' in o || 'root' in o || 'plugins' in o || 'build' in o || 'server' in o || 'resolve' in o) ?? {};
  const root = folder(top.root, '.');
  const publicDir = top.publicDir === false ? false : folder(top.publicDir, 'public');
  const computed = root === UNKNOWN || publicDir === UNKNOWN;
  if (computed || typeof root !== 'string') return site({ known: false, unknown: '`root` or `publicDir` is computed', content: [] });
  // `./src`, `src/` and `.` as names below the configuration's folder; `..` kept (a public folder beside the root).
  const clean = (p: string): string => p.replace(/^\.(?:\/+|$)/, '').replace(/\/+$/, '');
  const rootDir = clean(root);
  // `false`: no public folder; an absolute one lies outside what the repository shows: only the root is known.
  const served = typeof publicDir === 'string' && !publicDir.startsWith('/') ? [[rootDir, clean(publicDir)].filter((p) => p !== '').join('/')] : [];
  const extensions = member(top, 'resolve', 'extensions');
  const literalExtensions = Array.isArray(extensions) && extensions.every((e) => typeof e === 'string') ? extensions as string[] : undefined;
  return site({
    content: [rootDir],
    roots: [...served, rootDir],
    // Vite's default `resolve.extensions` (vite.dev/config/shared-options#resolve-extensions); a computed list: none known.
    moduleExtensions: extensions === undefined ? VITE_EXTENSIONS : literalExtensions ?? [],
    emitted: pwaEmitted(text),
  });
}

/** Vite's default `resolve.extensions`. */
const VITE_EXTENSIONS = ['.mjs', '.js', '.mts', '.ts', '.jsx', '.tsx', '.json'];

/**
 * The files vite-plugin-pwa (vite-pwa-org.netlify.app/guide) writes at the build's root, from the options of each
 * `VitePWA(…)` call: its web app manifest, `manifest.webmanifest` or `manifestFilename` (none with `manifest: false`),
 * and its service worker, `sw.js` or `filename` (a TypeScript worker `injectManifest` builds is written `.js`). A name
 * the configuration computes is none.
 */
function pwaEmitted(text: string): string[] {
  if (!text.includes('VitePWA')) return [];
  const out: string[] = [];
  for (const [options] of jsCalls(text, /^VitePWA$/)) {
    const at = (key: string): ConfigValue | undefined => (isObject(options) ? options[key] : undefined);
    if (options !== undefined && !isObject(options)) continue;
    const manifest = at('manifest');
    const manifestName = at('manifestFilename') ?? 'manifest.webmanifest';
    if (manifest !== false && typeof manifestName === 'string') out.push(manifestName);
    const worker = at('filename') ?? 'sw.js';
    if (typeof worker === 'string') out.push(worker.replace(/\.[cm]?ts$/, '.js'));
  }
  return out.filter((name) => name !== '' && !name.includes('/'));
}

/** Vite's configuration: read for an app's HTML, not a site of pages (not in `RENDERERS`). */
export const VITE_APP: Renderer = {
  name: 'Vite',
  files: ['vite.config.ts', 'vite.config.mts', 'vite.config.js', 'vite.config.mjs', 'vite.config.cts', 'vite.config.cjs'],
  read: readVite,
};

/** Eleventy (`eleventy.config.*`, `.eleventy.js`): `dir.input`; what it copies through is code, so root-relative links are not judged. */
function readEleventy(text: string): SiteConfig {
  const dirs = jsObjects(text).map((o) => o.dir).filter(isObject);
  const input = dirs.length === 0 ? '.' : folder(dirs[0]!.input, '.');
  return site({
    known: input !== UNKNOWN,
    ...(input === UNKNOWN ? { unknown: '`dir.input` is computed' } : {}),
    content: typeof input === 'string' ? [input] : [],
  });
}

/** Gatsby (`gatsby-config.*`): the folders `gatsby-source-filesystem` reads, `static/` at `/`. */
function readGatsby(text: string): SiteConfig {
  const sources = jsObjects(text).filter((o) => typeof o.resolve === 'string' && /source-filesystem$/.test(o.resolve)).map((o) => member(o, 'options', 'path'));
  const named = folders(sources.map((s) => folder(s, 'src')));
  return site({
    known: !named.computed,
    ...(named.computed ? { unknown: 'a `gatsby-source-filesystem` path is computed' } : {}),
    content: ['src', 'content', ...named.folders],
    roots: ['static'],
  });
}

/**
 * ExDoc (hexdocs.pm/ex_doc, read from `mix.exs`: exdoc.ts): its extras are its pages, published flat; a link to an
 * extra's Markdown file or page is found by its name; what it computes makes a site the tool does not know.
 */
function readExDocSite(text: string): SiteConfig | null {
  const config = readExDoc(text);
  if (!config) return null;
  if (!config.known) {
    // The extras a wildcard names lie below its literal start (`Path.wildcard("guides/**/*.md")`): only those pages
    // are rendered by what the tool did not read; nothing is said of the folders when no wildcard shows them.
    const globbed = [...text.matchAll(/Path\.wildcard\(\s*"([^"#*?{[]*)/g)].map((m) => m[1]!.replace(/\/?[^/]*$/, ''));
    return site({ known: false, unknown: config.unknown!, content: [...new Set(globbed)], flat: { pages: [], copies: [] } });
  }
  const folders = new Set(config.pages.map((p) => (p.source.includes('/') ? p.source.slice(0, p.source.lastIndexOf('/')) : '')));
  return site({
    content: [...folders],
    flat: { pages: config.pages, copies: config.copies, ...(config.epub ? { made: '.epub' } : {}) },
  });
}

/** A generator recognised but not modelled (unmodelled.ts): its content folders' pages are rendered by rules not known. */
function unmodelledSite(recognised: Recognised | null): SiteConfig | null {
  if (!recognised) return null;
  const { name, content } = recognised;
  // GitBook's pages link files as they lie and headings by GitHub's slugs: judged as GitHub reads them, `/` not known.
  if (recognised.readsAsForge) {
    return site({ generator: name, contentOnly: true, content, roots: [], ownSlugs: `${name} makes heading ids by a slug of its own, close to GitHub's` });
  }
  return site({ known: false, unknown: `${name} renders these pages by rules URI Lint does not model`, generator: name, contentOnly: true, content });
}

/** The table of generators recognised but not modelled, as renderers read after those modelled. */
const UNMODELLED_RENDERERS: readonly Renderer[] = UNMODELLED.filter((row) => row.files.length > 0).map((row) => ({
  name: row.name,
  files: row.files,
  ...(row.marks ? { marks: row.marks } : {}),
  ...(row.says ? { shared: true } : {}),
  read: (text: string, file: string) => unmodelledSite(recognise(row, text, file)),
}));

/** Packages' manifests naming a generator of that table, read last: a configuration file says more. */
const MANIFEST_RENDERERS: readonly Renderer[] = [
  { name: 'package.json', files: ['package.json'], shared: true, read: (text) => unmodelledSite(fromPackageJson(text)) },
  { name: 'Gemfile', files: ['Gemfile'], shared: true, read: (text) => unmodelledSite(fromGemfile(text)) },
];

/** The generators known, by their configuration files (the nearest configuration above a document wins). */
export const RENDERERS: readonly Renderer[] = [
  { name: 'MkDocs', files: ['mkdocs.yml', 'mkdocs.yaml'], named: MKDOCS_NAMED, inherits: mkDocsParent, read: readMkDocs },
  { name: 'Zensical', files: ['zensical.toml'], read: readZensical },
  {
    name: 'Hugo',
    files: [
      ...['hugo', 'config/_default/hugo', 'config/_default/config', 'config'].flatMap((stem) => ['toml', 'yaml', 'yml', 'json'].map((ext) => `${stem}.${ext}`)),
    ],
    // `config.*` and a `config/` folder are too common: Hugo's go with its `content/` and `layouts/`, `themes/` or `archetypes/`.
    // Zola's `config.toml` goes with `templates/` where Hugo's goes with `layouts/` (unmodelled.ts recognises Zola).
    marks: (has, file) => /(?:^|\/)hugo\.[a-z]+$/.test(file)
      || (has('content', 'directory') && ['layouts', 'themes', 'archetypes'].some((n) => has(n, 'directory')) && !zolaLayout(has)),
    read: readHugo,
  },
  {
    name: 'Docusaurus',
    files: ['docusaurus.config.js', 'docusaurus.config.ts', 'docusaurus.config.mjs', 'docusaurus.config.cjs', 'docusaurus.config.mts', 'docusaurus.config.cts'],
    read: readDocusaurus,
  },
  { name: 'mdBook', files: ['book.toml'], read: readMdBook },
  // Jupyter Book 1 keeps Jekyll's configuration name, with its table of contents beside it; its pages are MyST.
  {
    name: 'Jupyter Book',
    files: ['_config.yml', '_config.yaml'],
    marks: (has) => has('_toc.yml') || has('_toc.yaml'),
    read: () => site({ roots: [''], headingIds: 'github', attributeIds: true, projectLabels: MYST_LABELS }),
  },
  // A folder laid out by `hexo init` (its `scaffolds/`) is Hexo's, which unmodelled.ts recognises.
  { name: 'Jekyll', files: ['_config.yml', '_config.yaml'], marks: (has) => !hexoLayout(has), read: readJekyll },
  // mystmd (mystmd.org/guide): `myst.yml`'s project is the folder's pages (its `toc` orders them, `exclude` leaves some out).
  { name: 'MyST', files: ['myst.yml'], read: () => site({ roots: [''], headingIds: 'github', attributeIds: true, projectLabels: MYST_LABELS }) },
  { name: 'Sphinx', files: ['conf.py'], marks: (has) => ['index.rst', 'index.md', 'contents.rst'].some((n) => has(n)), read: readSphinx },
  // A configuration split over files keeps its entry in `.vitepress/config/index.*` (vuejs/router's docs).
  {
    name: 'VitePress',
    files: ['.vitepress/config.mts', '.vitepress/config.ts', '.vitepress/config.mjs', '.vitepress/config.js',
      '.vitepress/config/index.mts', '.vitepress/config/index.ts', '.vitepress/config/index.mjs', '.vitepress/config/index.js'],
    read: readVitePress,
  },
  { name: 'Astro', files: ['astro.config.mjs', 'astro.config.js', 'astro.config.ts', 'astro.config.mts'], read: readAstro },
  { name: 'Quarto', files: ['_quarto.yml', '_quarto.yaml'], read: () => site({ roots: [''], headingIds: 'pandoc', attributeIds: true }) },
  { name: 'Antora', files: ['antora.yml'], read: () => site({ content: ['modules'] }) },
  { name: 'DocFX', files: ['docfx.json'], read: readDocFx },
  { name: 'rustdoc', files: ['Cargo.toml'], read: readRustdoc },
  { name: 'ExDoc', files: ['mix.exs'], read: readExDocSite },
  {
    name: MAVEN_SITE,
    files: ['site.xml'],
    // `site.xml` is also an Eclipse update site's: a Maven site's goes with its sources' folders, or says so itself.
    read: readMavenSite,
  },
  { name: 'Eleventy', files: ['eleventy.config.js', 'eleventy.config.mjs', 'eleventy.config.cjs', 'eleventy.config.ts', '.eleventy.js', '.eleventy.cjs'], read: readEleventy },
  { name: 'Gatsby', files: ['gatsby-config.js', 'gatsby-config.ts', 'gatsby-config.mjs'], read: readGatsby },
  // A Docusaurus docs folder published by a website elsewhere (apache/apisix's docs/en/latest, which apisix-website
  // builds): no configuration here, but its sidebar, beside the pages.
  { name: 'Exercism', files: ['config.json'], shared: true, read: readExercismDocs },
  { name: 'Docusaurus', files: ['sidebars.json', 'config.json'], shared: true, read: readDocusaurusSidebar },
  // A Next.js app's pages are routes its code makes (a `page` file below `app/`, route groups, `[slug]`, `generateStaticParams`):
  // a renderer the tool does not run. Its `public/` folder is served at `/`.
  {
    name: 'Next.js',
    files: ['next.config.js', 'next.config.mjs', 'next.config.ts', 'next.config.cjs', 'next.config.mts'],
    read: () => site({
      known: false,
      unknown: 'Next.js routes its pages by the code of `app/` and `pages/`',
      content: ['app', 'pages', 'src/app', 'src/pages', 'content', 'src/content'],
      roots: ['public'],
    }),
  },
  // The generators recognised but not modelled, after those modelled: a page of theirs is one whose rules are not known.
  ...UNMODELLED_RENDERERS,
  ...MANIFEST_RENDERERS,
];

/** A configuration that could not be read (too large, unreadable): a site the tool does not know. */
export const UNREADABLE: SiteConfig = site({ known: false, unknown: 'its configuration could not be read', content: [] });

