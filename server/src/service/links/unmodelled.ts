/**
 * The site generators and documentation renderers the tool recognises but
 * does not model: one closed table, one row per generator, each with how it
 * is found (its configuration's names, what its folder holds beside it, what
 * the file says) and its content folders (its documented convention, or the
 * configuration's own setting where it is written plainly). A page in those
 * folders is rendered by rules the tool does not know (its routes, its
 * heading ids, where a relative link starts from): its links are not judged
 * as missing files, and a miss of its own fragments is information naming
 * the generator (`known: false`, as a configuration that computes a folder).
 * A document elsewhere below the configuration is read as a forge reads it.
 *
 * A package's manifest (`package.json`, a `Gemfile`) that names one of these
 * generators among its dependencies says the same of the folders its scripts
 * build, or of the generator's conventional folder. What the tool models
 * (renderers.ts) is not in this table and keeps its reading.
 */
import { isObject, jsObjects, member, readJson, readPythonAssignments, readYaml } from './configSyntax';
import type { ConfigObject, ConfigValue } from './configSyntax';

type Has = (name: string, kind?: 'file' | 'directory') => boolean;

/** A generator the tool recognises and does not model. */
export interface Unmodelled {
  name: string;
  /** Candidate paths of its configuration below a folder, in order (as renderers.ts `files`). */
  files: readonly string[];
  /** For a name other tools use too: whether the folder's names say the file is this generator's. */
  marks?: (has: Has, file: string) => boolean;
  /** For a name other tools use too: whether the file's text says it is this generator's. */
  says?: RegExp;
  /** The content folders, relative to the configuration's folder: fixed, or read from the file (the generator's default when unset). */
  content: readonly string[] | ((text: string, file: string) => readonly string[]);
  /** Dependency names in a package's manifest that name this generator (npm's, or a gem's). */
  packages?: readonly string[];
  /** The command its scripts run (`vuepress build docs`): the folder after it is the content's. */
  command?: string;
  /** Its content folders when a manifest names it and no script says which. */
  conventional?: readonly string[];
  /**
   * It resolves a page's links as a forge reads the repository: a relative link from the page's folder to a file
   * there, a heading's id by GitHub's slug (GitBook and HonKit, whose `SUMMARY.md` and pages link `.md` files as
   * they lie). Its pages are judged as GitHub's are, not left unjudged.
   */
  readsAsForge?: true;
}

/** `./docs/`, `docs`, `.` as a folder below the configuration's: no `./`, no final slash ('' for the folder itself). */
function clean(path: string): string {
  return path.replace(/\\/g, '/').replace(/^(?:\.\/+)+/, '').replace(/\/+$/, '').replace(/^\.$/, '');
}

/** A setting's folder, or `fallback` when it is not a plain string. */
function plain(value: ConfigValue | undefined, fallback: string): string {
  return typeof value === 'string' ? clean(value) : fallback;
}

/** A glob's folder: its literal start before the first segment with a wildcard (`../src/**\/*.mdx` → `../src`). */
function globFolder(pattern: string): string {
  const segments = pattern.replace(/\\/g, '/').split('/');
  const cut = segments.findIndex((segment) => /[*?[{]/.test(segment));
  return clean((cut < 0 ? segments.slice(0, -1) : segments.slice(0, cut)).join('/'));
}

/** A JavaScript configuration's top-level object with one of `keys`, or an empty one. */
function jsTop(text: string, keys: readonly string[]): ConfigObject {
  return jsObjects(text).find((o) => keys.some((key) => key in o)) ?? {};
}

/** A Hexo configuration: keys Hexo's own `_config.yml` sets and Jekyll's does not. */
export const HEXO_CONFIG = /^(?:new_post_name|source_dir|public_dir|archive_dir|tag_dir|category_dir|code_dir|i18n_dir):/m;

/** A folder laid out as `hexo init` makes it: its post templates beside the configuration. */
export function hexoLayout(has: Has): boolean {
  return has('scaffolds', 'directory');
}

/** Zola's folder: `templates/` beside `content/` where Hugo keeps `layouts/`. */
export function zolaLayout(has: Has): boolean {
  return has('content', 'directory') && has('templates', 'directory') && !has('layouts', 'directory');
}

const JS = ['ts', 'js', 'mjs', 'cjs', 'mts', 'cts'];
const named = (stem: string, extensions: readonly string[] = JS): string[] => extensions.map((ext) => `${stem}.${ext}`);

/** The table: one row per generator. */
export const UNMODELLED: readonly Unmodelled[] = [
  // docs.gitbook.com, "Content configuration": `.gitbook.yaml`'s `root` is the documentation's folder.
  { name: 'GitBook', files: ['.gitbook.yaml', '.gitbook.yml'], content: (text) => [plain(member(readYaml(text), 'root'), '')], readsAsForge: true },
  // The GitBook command line and HonKit: `book.json` beside `SUMMARY.md`, its `root` the book's folder.
  {
    name: 'GitBook', files: ['book.json'], marks: (has) => has('SUMMARY.md'),
    content: (text) => [plain(member(readJson(text), 'root'), '')],
    packages: ['gitbook-cli', 'honkit'], command: '(?:gitbook|honkit)', conventional: [], readsAsForge: true,
  },
  // docsify.js.org: an `index.html` that sets `window.$docsify` renders the Markdown of its folder in the browser.
  {
    name: 'Docsify', files: ['index.html'],
    marks: (has) => ['README.md', '_sidebar.md', '_navbar.md', '_coverpage.md', '.nojekyll'].some((n) => has(n)),
    says: /\$docsify\b|\/docsify(?:@[^/"']*)?\/lib\/docsify/,
    content: [''],
    packages: ['docsify-cli', 'docsify'], command: 'docsify', conventional: ['docs'],
  },
  // vuepress.vuejs.org: `.vuepress/config.*` lies in the docs' own folder.
  {
    name: 'VuePress',
    files: [...named('.vuepress/config', [...JS, 'yml', 'yaml', 'toml']), ...named('.vuepress/config/index')],
    content: [''],
    packages: ['vuepress', '@vuepress/core', '@vuepress/cli', 'vuepress-vite', 'vuepress-webpack'], command: 'vuepress', conventional: ['docs'],
  },
  // getzola.org/documentation/getting-started/directory-structure: `config.toml`, `content/`, `templates/`.
  { name: 'Zola', files: ['config.toml', 'zola.toml'], marks: (has) => zolaLayout(has), content: ['content'] },
  // docs.getpelican.com/en/latest/settings.html: `PATH`, the content's folder (`content` as its quickstart makes it).
  { name: 'Pelican', files: ['pelicanconf.py'], content: (text) => [plain(readPythonAssignments(text).PATH, 'content')] },
  // hexo.io/docs/setup, hexo.io/docs/configuration: `_config.yml`, `scaffolds/`, `source/` (`source_dir`).
  {
    name: 'Hexo', files: ['_config.yml', '_config.yaml'], marks: (has) => hexoLayout(has) || has('source', 'directory'),
    content: (text) => [plain(member(readYaml(text), 'source_dir'), 'source')],
    packages: ['hexo'], conventional: ['source'],
  },
  // mintlify.com/docs/settings: `mint.json`, or `docs.json` with Mintlify's schema; its pages are its folder's.
  // (A WordPress theme's style variation may be named `mint.json` too: Mintlify's lists its pages' `navigation`.)
  { name: 'Mintlify', files: ['mint.json'], says: /"navigation"\s*:|mintlify/i, content: [''], packages: ['mintlify', 'mint'], command: 'mint(?:lify)?', conventional: [] },
  { name: 'Mintlify', files: ['docs.json'], says: /mintlify/i, content: [''] },
  // nuxt.com/docs/guide/directory-structure: `pages/` (`app/pages/` in Nuxt 4), Nuxt Content's `content/`.
  {
    name: 'Nuxt', files: named('nuxt.config'), content: ['content', 'pages', 'app/pages'],
    packages: ['nuxt', '@nuxt/content', 'nuxt3'], conventional: ['content', 'pages', 'app/pages'],
  },
  // svelte.dev/docs/kit/project-structure: its pages are routes below `src/routes` (mdsvex's Markdown among them).
  {
    name: 'SvelteKit', files: named('svelte.config'), marks: (has) => has('src', 'directory'), content: ['src/routes'],
    packages: ['@sveltejs/kit'], conventional: ['src/routes'],
  },
  // remix.run/docs, reactrouter.com: an app's routes are modules below `app/` (`app/routes/*.mdx`).
  { name: 'Remix', files: named('remix.config'), content: ['app'], packages: ['@remix-run/dev'], conventional: ['app'] },
  { name: 'React Router', files: named('react-router.config'), content: ['app'], packages: ['@react-router/dev'], conventional: ['app'] },
  // gridsome.org/docs/directory-structure: its sources' `path`/`baseDir`, or `content/` and `src/pages/`.
  {
    name: 'Gridsome', files: named('gridsome.config'),
    content: (text) => {
      const paths = jsObjects(text).flatMap((o) => [o.baseDir, o.path]).filter((p): p is string => typeof p === 'string').map(globFolder);
      return paths.length > 0 ? [...new Set(paths)] : ['content', 'src/pages'];
    },
    packages: ['gridsome'], conventional: ['content', 'src/pages'],
  },
  // Slate (slatedocs/slate): a Middleman site whose one page is `source/index.html.md`. Before Middleman: it is one.
  { name: 'Slate', files: ['source/index.html.md'], content: ['source'] },
  // middlemanapp.com/basics/directory-structure: `config.rb` beside `source/`.
  { name: 'Middleman', files: ['config.rb'], marks: (has) => has('source', 'directory'), content: ['source'], packages: ['middleman'], conventional: ['source'] },
  // getlektor.com/docs/content: each page a folder below `content/` holding its `contents.lr`.
  { name: 'Lektor', files: ['content/contents.lr'], content: ['content'] },
  // jaspervdj.be/hakyll: a Haskell program (`site.hs`) that compiles the Markdown of its folder.
  { name: 'Hakyll', files: ['site.hs', 'Site.hs'], says: /\bimport\s+Hakyll\b/, content: [''] },
  // bridgetownrb.com/docs/structure: `bridgetown.config.yml`, its `source` (`src/`).
  {
    name: 'Bridgetown', files: ['bridgetown.config.yml', 'bridgetown.config.yaml'],
    content: (text) => [plain(member(readYaml(text), 'source'), 'src')],
    packages: ['bridgetown'], conventional: ['src'],
  },
  // rspress.rs/api/config/config-basic: `root`, `docs` unless set.
  {
    name: 'Rspress', files: named('rspress.config'), content: (text) => [plain(jsTop(text, ['root', 'title', 'themeConfig']).root, 'docs')],
    packages: ['rspress', '@rspress/core'], command: 'rspress', conventional: ['docs'],
  },
  // Caddy (caddyserver.com/docs/caddyfile): a web server whose Caddyfile serves the folders beside it, routes and proxies
  // at paths of its own (`handle_path /glances/*`), Markdown rendered by its templates (ros-navigation/navigation2's
  // devcontainer landing page).
  { name: 'Caddy', files: ['Caddyfile'], content: [''] },
  // Modern Web's Rocket (rocket.modern-web.dev, on Eleventy): `rocket.config.*`; its pages below `inputDir`, `docs` unless
  // set, merged with its presets' assets into `_merged_assets/` at build time.
  {
    name: 'Rocket', files: named('rocket.config'), content: (text) => [plain(jsTop(text, ['inputDir', 'presets', 'absoluteBaseUrl']).inputDir, 'docs')],
    packages: ['@rocket/cli'], command: 'rocket', conventional: ['docs'],
  },
  // d.umijs.org/config: `.dumirc.*`; its documents below `docs/`, its components' below `src/`.
  { name: 'dumi', files: named('.dumirc'), content: ['docs', 'src'], packages: ['dumi'], conventional: ['docs', 'src'] },
  // docz: `doczrc.js`; it renders every `.mdx` below its `src` (the project's folder unless set).
  { name: 'Docz', files: ['doczrc.js', '.doczrc', 'doczrc.json', 'doczrc.ts'], content: (text) => [plain(jsTop(text, ['src', 'title', 'files', 'menu']).src, '')], packages: ['docz'], conventional: [] },
  // retype.com/configuration/project: `input`, the configuration's folder unless set.
  {
    name: 'Retype', files: ['retype.yml', 'retype.yaml', 'retype.json'],
    content: (text, file) => [plain(member(/\.json$/i.test(file) ? readJson(text) : readYaml(text), 'input'), '')],
    packages: ['retypeapp'], conventional: [],
  },
  // jetbrains.com/help/writerside/writerside-cfg.html: `<topics dir="topics"/>`.
  {
    name: 'Writerside', files: ['writerside.cfg', 'project.ihp'],
    content: (text) => {
      const dirs = [...text.matchAll(/<topics\b[^>]*\bdir\s*=\s*"([^"]*)"/g)].map((m) => clean(m[1]!));
      return dirs.length > 0 ? dirs : ['topics'];
    },
  },
  // redocly.com/docs/realm/config: a portal's `redocly.yaml` (its navigation, theme) renders its folder's Markdown; one
  // that only configures the linter of an API description (`apis`, `rules`, `extends`) makes no pages.
  {
    name: 'Redocly', files: ['redocly.yaml', 'redocly.yml'],
    // (The command line's `theme:` configures the API reference it builds, no Markdown pages.)
    says: /^(?:navbar|footer|navigation|sidebar|seo|logo|redirects|rbac|l10n|breadcrumbs|markdown|ssoDirect|access):/m,
    content: [''],
    packages: ['@redocly/realm', '@redocly/revel', '@redocly/reef', '@redocly/developer-portal'], conventional: [],
  },
  // storybook.js.org/docs/api/main-config/main-config-stories: `stories` globs, relative to `.storybook/`.
  {
    name: 'Storybook', files: named('.storybook/main', [...JS, 'tsx', 'jsx']),
    content: (text) => {
      const top = jsTop(text, ['stories', 'framework', 'addons']);
      const entries = Array.isArray(top.stories) ? top.stories : [];
      // Its documentation pages are MDX: a glob of stories alone (`*.stories.@(js|tsx)`) renders no document's links.
      const pages = (glob: ConfigValue | undefined): boolean => typeof glob !== 'string' || /mdx|\.md\b|\*$/.test(glob);
      const folders = entries.flatMap((entry) => (typeof entry === 'string' ? (pages(entry) ? [globFolder(entry)] : [])
        : isObject(entry) && typeof entry.directory === 'string' && pages(entry.files) ? [clean(entry.directory)] : []));
      // Each is relative to `.storybook/`: one `..` brings it to the configuration's folder, the table's reference.
      const below = folders.map((f) => (f === '..' ? '' : f.startsWith('../') ? f.slice(3) : clean(`.storybook/${f}`)));
      return entries.length > 0 ? [...new Set(below)] : ['src', 'stories'];
    },
  },
  // typedoc.org/documents/Options.Input.html: `projectDocuments` are pages it renders beside the API's.
  {
    name: 'TypeDoc', files: ['typedoc.json', 'typedoc.jsonc'],
    content: (text) => {
      const documents = member(readJson(text), 'projectDocuments');
      return [...new Set((Array.isArray(documents) ? documents : []).filter((d): d is string => typeof d === 'string').map(globFolder))];
    },
  },
  // spec-md (the GraphQL specifications' renderer): its `sec-` heading ids and section numbers are its own.
  { name: 'spec-md', files: [], content: [], packages: ['spec-md'], command: 'spec-md', conventional: ['spec'] },
  // Nanoc (nanoc.app/doc/sites): `nanoc.yaml`, `content/`.
  { name: 'Nanoc', files: ['nanoc.yaml', 'nanoc.yml'], content: ['content'], packages: ['nanoc'], conventional: ['content'] },
  // ext-doc (ExtJS's documentation generator, `ext-doc -t template/template.xml`): its template's folder holds the
  // pages it copies or wraps into its output at places its `template.xml` says (deluge's docs/template/: the wrapper
  // `source-wrap.html` of each source page written into `build/source/`, linking `../resources/…` copied beside it).
  // A template's file named so is also other tools': only the root and templates ext-doc's reads make it ext-doc's.
  { name: 'ext-doc', files: ['template.xml'], says: /<template>\s*(?:<!--[\s\S]*?-->\s*)*<(?:classTemplate|treeTemplate|source)\b[^>]*\b(?:tpl|targetDir|targetFile|wrapper)\s*=/, content: [''] },
];

/** A generator of the table and the content folders a file says it renders (relative to the file's folder). */
export interface Recognised {
  name: string;
  content: string[];
  /** Its pages' links read as a forge reads them (`Unmodelled.readsAsForge`). */
  readsAsForge?: true;
}

/** What a configuration file of `row` says, or null when the file is another tool's after all (`says`). */
export function recognise(row: Unmodelled, text: string, file: string): Recognised | null {
  if (row.says && !row.says.test(text)) return null;
  const content = [...new Set(typeof row.content === 'function' ? row.content(text, file) : row.content)];
  return row.readsAsForge ? { name: row.name, content, readsAsForge: true } : { name: row.name, content };
}

/**
 * The folders a package's scripts run `command` on (`vuepress build docs`, `docsify serve ./docs`, `spec-md
 * --metadata spec/metadata.json spec/GraphQL.md`): a Markdown file's folder, else the first word after the command and
 * its subcommand that is no option; '' when the command runs in the package's folder.
 */
function scriptFolders(scripts: ConfigValue | undefined, command: string): string[] {
  if (!isObject(scripts)) return [];
  const out: string[] = [];
  const call = new RegExp(`(?:^|[\\s;&|/])${command}(?:-cli)?(?=\\s|$)([^;&|>]*)`);
  for (const script of Object.values(scripts)) {
    if (typeof script !== 'string') continue;
    const match = call.exec(script);
    if (!match) continue;
    const words = match[1]!.trim().split(/\s+/).filter((w) => w !== '');
    const rest = /^(?:dev|build|serve|start|generate|watch|preview)$/.test(words[0] ?? '') ? words.slice(1) : words;
    const page = rest.find((w) => /\.(?:md|markdown)$/i.test(w));
    const word = page === undefined ? rest.find((w) => !w.startsWith('-')) : page;
    if (word === undefined) out.push('');
    else if (!/[$%`"']/.test(word)) out.push(page === undefined ? clean(word) : globFolder(word));
  }
  return out;
}

/** The row a manifest's dependencies name (npm's), with the folders its scripts build or its convention's. */
export function fromPackageJson(text: string): Recognised | null {
  const manifest = readJson(text);
  if (!isObject(manifest)) return null;
  // A peer dependency is a plugin's (SvelteKit's adapters name the kit so), no site of the package's own.
  const dependencies = ['dependencies', 'devDependencies'].flatMap((key) => {
    const deps = manifest[key];
    return isObject(deps) ? Object.keys(deps) : [];
  });
  for (const row of UNMODELLED) {
    if (!row.packages?.some((name) => dependencies.includes(name))) continue;
    const scripts = row.command === undefined ? [] : scriptFolders(manifest.scripts, row.command);
    // A script that runs the generator in the package's own folder names it; a dependency alone says only its convention.
    const content = scripts.length > 0 ? scripts : row.conventional ?? [];
    if (content.length > 0) return row.readsAsForge ? { name: row.name, content: [...new Set(content)], readsAsForge: true } : { name: row.name, content: [...new Set(content)] };
  }
  return null;
}

/** The row a `Gemfile`'s gems name, with its conventional folders. */
export function fromGemfile(text: string): Recognised | null {
  const gems = [...text.matchAll(/^\s*gem\s+["']([^"']+)["']/gm)].map((m) => m[1]!);
  for (const row of UNMODELLED) {
    if (!row.packages?.some((name) => gems.includes(name)) || !row.conventional || row.conventional.length === 0) continue;
    return { name: row.name, content: [...row.conventional] };
  }
  return null;
}
