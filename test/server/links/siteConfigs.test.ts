/**
 * Site generators' configuration files read statically (links/configSyntax.ts,
 * links/renderers.ts): a table of configurations as public sites write them,
 * and what each says of its folders and rules. A value the file computes is
 * never guessed: the site is then one the tool does not know.
 */
import assert from 'node:assert/strict';
import { jsCalls, jsObjects, jsTuples, readPythonAssignments, readToml, RENDERERS, UNKNOWN, VITE_APP } from '@uri-lint/server/service/internal';
import type { SiteConfig } from '@uri-lint/server/service/internal';

interface Case {
  name: string;
  renderer: string;
  file: string;
  text: string;
  expected: Partial<SiteConfig>;
}

const CASES: Case[] = [
  {
    // maplibre/martin's zensical.toml: MkDocs' settings in its [project] table.
    name: 'Zensical: [project] docs_dir, site_url, edit_uri against repo_url, use_directory_urls; Python-Markdown\'s ids',
    renderer: 'Zensical',
    file: 'zensical.toml',
    text: '[project]\ndocs_dir = "docs/content"\nsite_url = "https://maplibre.org/martin/"\nrepo_url = "https://github.com/maplibre/martin"\n'
      + 'edit_uri = "edit/main/docs/content"\nuse_directory_urls = false\n\n[project.markdown_extensions.attr_list]\n',
    expected: { known: true, content: ['docs/content'], base: 'martin', sources: { folder: 'docs/content', content: 'docs/content' },
      headingIds: 'python-markdown', attributeIds: true, directoryUrls: false, linksAsUrls: true },
  },
  {
    name: 'Zensical: a docs_dir computed is a site not known',
    renderer: 'Zensical',
    file: 'zensical.toml',
    text: '[project]\ndocs_dir = 3\n',
    expected: { known: false, content: [] },
  },
  {
    // exercism/python's docs/config.json: each document by slug and its path from the repository's top.
    name: 'Exercism: docs/config.json\'s documents, served flat at their slugs',
    renderer: 'Exercism',
    file: 'docs/config.json',
    text: '{"docs": [{"uuid": "8666f259", "slug": "tests", "path": "docs/TESTS.md", "title": "Testing", "blurb": "x"}]}',
    expected: { content: ['../docs'], flat: { pages: [{ source: '../docs/TESTS.md', name: 'tests' }], copies: [], bare: true } },
  },
  {
    // renovatebot/renovate's tools/mkdocs/mkdocs.yml: no docs_dir (its docs/ a build fills), edit links into docs/usage.
    name: 'MkDocs: edit_uri against repo_url names the folder its pages are edited in (`sources`)',
    renderer: 'MkDocs',
    file: 'mkdocs.yml',
    text: "site_name: Renovate Docs\nsite_url: 'https://docs.renovatebot.com'\nrepo_url: https://github.com/renovatebot/renovate\nedit_uri: edit/main/docs/usage/\n",
    expected: { known: true, content: ['docs'], sources: { folder: 'docs/usage', content: 'docs' } },
  },
  {
    name: 'MkDocs: edit_uri without repo_url says nothing (MkDocs shows no edit link)',
    renderer: 'MkDocs',
    file: 'mkdocs.yml',
    text: 'site_name: x\nedit_uri: edit/main/docs/usage/\n',
    expected: { known: true, content: ['docs'], sources: undefined },
  },
  {
    name: 'MkDocs: edit_uri_template with GitLab\'s `-/edit/` route',
    renderer: 'MkDocs',
    file: 'mkdocs.yml',
    text: 'site_name: x\nrepo_url: https://gitlab.com/o/r\nedit_uri_template: -/edit/master/site/src/{path}\n',
    expected: { sources: { folder: 'site/src', content: 'docs' } },
  },
  {
    name: 'Docusaurus: a docs plugin\'s editUrl is its site\'s folder in the repository, its `path` below it',
    renderer: 'Docusaurus',
    file: 'docusaurus.config.js',
    text: "module.exports = { baseUrl: '/', presets: [['classic', { docs: { path: '../docs', editUrl: 'https://github.com/o/r/tree/main/website/' } }]] };\n",
    expected: { content: ['../docs', 'blog', 'src', 'versioned_docs', 'i18n'], sources: { folder: 'docs', content: '../docs' } },
  },
  {
    name: 'mdBook: edit-url-template names a source by its path from the book\'s folder',
    renderer: 'mdBook',
    file: 'book.toml',
    text: '[book]\nsrc = "src"\n[output.html]\nedit-url-template = "https://github.com/rust-lang/mdBook/edit/master/guide/{path}"\n',
    expected: { content: ['src'], sources: { folder: 'guide/src', content: 'src' } },
  },
  {
    name: 'VitePress: editLink.pattern names a page by its path from srcDir',
    renderer: 'VitePress',
    file: '.vitepress/config.ts',
    text: "export default defineConfig({ title: 'X', themeConfig: { editLink: { pattern: 'https://github.com/vuejs/vitepress/edit/main/docs/:path' } } })\n",
    expected: { sources: { folder: 'docs', content: '' } },
  },
  {
    name: 'Docusaurus: the classic preset\'s docs outside the site\'s folder, its static folders and base',
    renderer: 'Docusaurus',
    file: 'docusaurus.config.js',
    text: [
      "// @ts-check",
      "const config = {",
      "  title: 'X', url: 'https://x.io', baseUrl: '/x/',",
      "  staticDirectories: ['static', 'public'],",
      "  presets: [['classic', /** @type {import('@docusaurus/preset-classic').Options} */ ({",
      "    docs: { path: '../docs', routeBasePath: '/', sidebarPath: require.resolve('./sidebars.js') },",
      "    blog: false,",
      "  })]],",
      "};",
      "module.exports = config;",
    ].join('\n'),
    expected: { known: true, content: ['../docs', 'src', 'versioned_docs', 'i18n'], roots: ['static', 'public', '../docs', ''], base: 'x', attributeIds: true },
  },
  {
    name: 'Docusaurus (TypeScript): a second docs plugin, its versions; the preset\'s defaults',
    renderer: 'Docusaurus',
    file: 'docusaurus.config.ts',
    text: [
      "import type {Config} from '@docusaurus/types';",
      "export default {",
      "  baseUrl: '/',",
      "  presets: [['@docusaurus/preset-classic', { docs: { sidebarPath: './sidebars.ts' } } satisfies Preset.Options]],",
      "  plugins: [['@docusaurus/plugin-content-docs', { id: 'community', path: `community`, routeBasePath: 'community' }]],",
      "} satisfies Config;",
    ].join('\n'),
    expected: { known: true, content: ['docs', 'community', 'blog', 'src', 'versioned_docs', 'community_versioned_docs', 'i18n'] },
  },
  {
    name: 'Docusaurus: a computed docs path is a site the tool does not know',
    renderer: 'Docusaurus',
    file: 'docusaurus.config.js',
    text: "const path = require('path');\nmodule.exports = { baseUrl: '/', presets: [['classic', { docs: { path: path.resolve(__dirname, '../docs') } }]] };\n",
    expected: { known: false },
  },
  {
    name: 'Docusaurus: `${__dirname}/docs` is the module\'s own folder',
    renderer: 'Docusaurus',
    file: 'docusaurus.config.js',
    text: 'module.exports = { baseUrl: "/", presets: [["classic", { docs: { path: `${__dirname}/site-docs` } }]] };\n',
    expected: { known: true, content: ['./site-docs', 'blog', 'src', 'versioned_docs', 'i18n'] },
  },
  {
    name: 'Hugo (TOML): content and static folders, pretty URLs, Goldmark\'s attributes',
    renderer: 'Hugo',
    file: 'hugo.toml',
    text: 'baseURL = "https://example.org/docs/"\ncontentDir = "site-content" # the pages\nstaticDir = ["assets-static", "more"]\n\n[markup.goldmark.parser.attribute]\n  title = true\n',
    expected: { known: true, content: ['site-content'], roots: ['assets-static', 'more'], base: 'docs', attributeIds: true, directoryUrls: true, mounts: [{ source: 'site-content', target: '' }] },
  },
  {
    name: 'Hugo (TOML): module mounts replace the default folders; a theme\'s files make `/` not known',
    renderer: 'Hugo',
    file: 'config/_default/hugo.toml',
    text: 'theme = "docsy"\nuglyURLs = true\n[[module.mounts]]\nsource = "docs"\ntarget = "content"\n[[module.mounts]]\nsource = "../AGENTS.md"\ntarget = "content/project/AGENTS.md"\n[[module.mounts]]\nsource = "static"\ntarget = "static"\n',
    expected: { known: true, content: ['docs', '../AGENTS.md'], roots: [], directoryUrls: false, mounts: [{ source: 'docs', target: '' }, { source: '../AGENTS.md', target: 'project/AGENTS.md' }] },
  },
  {
    name: 'Hugo (YAML): one content folder per language',
    renderer: 'Hugo',
    file: 'hugo.yaml',
    text: 'languages:\n  en:\n    contentDir: content/en\n  de:\n    contentDir: content/de\nmarkup:\n  goldmark:\n    parser:\n      attribute:\n        title: false\n',
    expected: { content: ['content', 'content/en', 'content/de'], attributeIds: false },
  },
  {
    name: 'MkDocs: docs_dir, attr_list, use_directory_urls; a Python tag is read as its value',
    renderer: 'MkDocs',
    file: 'mkdocs.yml',
    text: 'site_name: x\nsite_url: https://x.io/proj/\ndocs_dir: documentation\nuse_directory_urls: false\nmarkdown_extensions:\n  - attr_list\n  - toc:\n      slugify: !!python/name:pymdownx.slugs.uslugify\n',
    expected: { known: true, content: ['documentation'], roots: ['documentation'], base: 'proj', headingIds: 'python-markdown', attributeIds: true, directoryUrls: false },
  },
  {
    // Python-Markdown's own docs (mkdocs.yml `- extra`): `__extension_configs__{: #extension_configs }`, `{ #dot_notation }`.
    name: 'MkDocs: `extra` includes attr_list, as do its module\'s name and PyMdown\'s set',
    renderer: 'MkDocs',
    file: 'mkdocs.yml',
    text: 'site_name: x\nmarkdown_extensions:\n  - extra\n  - toc:\n      permalink: true\n',
    expected: { known: true, attributeIds: true },
  },
  {
    name: 'MkDocs: attr_list by its module\'s name, with options',
    renderer: 'MkDocs',
    file: 'mkdocs.yml',
    text: 'site_name: x\nmarkdown_extensions:\n  - markdown.extensions.attr_list:\n      x: 1\n',
    expected: { attributeIds: true },
  },
  {
    name: 'MkDocs: PyMdown\'s extra includes attr_list; PyMdown\'s other sets do not',
    renderer: 'MkDocs',
    file: 'mkdocs.yml',
    text: 'site_name: x\nmarkdown_extensions:\n  - pymdownx.extra\n',
    expected: { attributeIds: true },
  },
  {
    name: 'MkDocs: extensions that do not include attr_list',
    renderer: 'MkDocs',
    file: 'mkdocs.yml',
    text: 'site_name: x\nmarkdown_extensions:\n  - pymdownx.superfences\n  - def_list\n  - markdown.extensions.toc\n',
    expected: { attributeIds: false },
  },
  {
    name: 'MkDocs: the defaults; no attr_list, no `{ #id }`',
    renderer: 'MkDocs',
    file: 'mkdocs.yml',
    text: 'site_name: x\n',
    expected: { known: true, content: ['docs'], attributeIds: false, directoryUrls: true },
  },
  {
    name: 'MkDocs: a docs_dir from the environment is computed',
    renderer: 'MkDocs',
    file: 'mkdocs.yml',
    text: 'site_name: x\ndocs_dir: !ENV [DOCS_DIR, docs]\n',
    expected: { known: false },
  },
  {
    name: 'Jekyll: source, baseurl; kramdown\'s own ids only with its kramdown input',
    renderer: 'Jekyll',
    file: '_config.yml',
    text: 'source: site\nbaseurl: "/proj"\npermalink: pretty\nkramdown:\n  input: kramdown\n',
    expected: { known: true, content: ['site'], roots: ['site'], base: 'proj', headingIds: 'kramdown', attributeIds: true, directoryUrls: true },
  },
  {
    name: 'Jekyll: GitHub Pages\' defaults (GFM input: GitHub\'s ids)',
    renderer: 'Jekyll',
    file: '_config.yml',
    text: 'theme: jekyll-theme-cayman\n',
    expected: { content: [''], roots: [], headingIds: 'github', attributeIds: true },
  },
  {
    name: 'mdBook: [book] src',
    renderer: 'mdBook',
    file: 'book.toml',
    text: '[book]\ntitle = "X"\nsrc = "book-src"\n\n[output.html]\nsite-url = "/book/"\n',
    expected: { content: ['book-src'], roots: ['book-src'], base: 'book', headingIds: 'mdbook', closedPages: ['index.html', 'print.html', 'toc.html', '404.html'] },
  },
  {
    name: 'mdBook: its own preprocessors and redirects keep its pages closed, the redirects among them',
    renderer: 'mdBook',
    file: 'book.toml',
    text: '[book]\ntitle = "X"\n\n[preprocessor.links]\n\n[preprocessor.index]\n\n[output.html.redirect]\n"/old/intro.html" = "../intro.html"\n',
    expected: { content: ['src'], closedPages: ['index.html', 'print.html', 'toc.html', '404.html', 'old/intro.html'] },
  },
  {
    name: 'mdBook: another preprocessor may make pages: not closed',
    renderer: 'mdBook',
    file: 'book.toml',
    text: '[book]\ntitle = "X"\n\n[preprocessor.generated-pages]\ncommand = "python gen.py"\n',
    expected: { content: ['src'], closedPages: undefined },
  },
  {
    name: 'VitePress: srcDir and its public folder, base',
    renderer: 'VitePress',
    file: '.vitepress/config.mts',
    text: "import { defineConfig } from 'vitepress'\nexport default defineConfig({\n  title: 'X',\n  base: '/repo/',\n  srcDir: './src',\n  themeConfig: { nav: [{ text: 'Guide', link: '/guide/' }] },\n})\n",
    expected: { known: true, content: ['src'], roots: ['src/public', 'src'], base: 'repo', headingIds: 'vitepress' },
  },
  {
    name: 'VitePress: a srcDir from a variable is computed',
    renderer: 'VitePress',
    file: '.vitepress/config.ts',
    text: "const src = process.env.SRC\nexport default { title: 'X', srcDir: src }\n",
    expected: { known: false },
  },
  {
    name: 'Astro: srcDir and publicDir',
    renderer: 'Astro',
    file: 'astro.config.mjs',
    text: "export default defineConfig({ site: 'https://x.io', srcDir: './website', publicDir: './assets', integrations: [mdx()] });\n",
    expected: { content: ['./website'], roots: ['./assets'] },
  },
  {
    name: 'Eleventy: dir.input of the returned object',
    renderer: 'Eleventy',
    file: '.eleventy.js',
    text: 'module.exports = function (eleventyConfig) {\n  eleventyConfig.addPassthroughCopy("img");\n  return { dir: { input: "content", output: "_site" } };\n};\n',
    expected: { content: ['content'], roots: [] },
  },
  {
    name: 'DocFX: the folders of build.content\'s file patterns',
    renderer: 'DocFX',
    file: 'docfx.json',
    text: '{ "build": { "content": [ { "files": ["articles/**.md", "toc.yml"] }, { "src": "api/", "files": ["*.yml"] } ] } }\n',
    expected: { content: ['articles', '', 'api'], headingIds: 'github', attributeIds: true },
  },
  {
    name: 'Sphinx: MyST with attrs_block',
    renderer: 'Sphinx',
    file: 'conf.py',
    text: "import os\nextensions = [\n    'sphinx.ext.autodoc',\n    'myst_parser',\n]\nmyst_enable_extensions = ['attrs_block']\nsource_suffix = {'.rst': 'restructuredtext', '.md': 'markdown'}\n",
    expected: { content: [''], attributeIds: true },
  },
  {
    name: 'Gatsby: gatsby-source-filesystem\'s paths',
    renderer: 'Gatsby',
    file: 'gatsby-config.js',
    text: 'module.exports = { plugins: [{ resolve: `gatsby-source-filesystem`, options: { name: `blog`, path: `${__dirname}/posts` } }] };\n',
    expected: { known: true, content: ['src', 'content', './posts'], roots: ['static'] },
  },
  {
    // phoenixframework/phoenix: mix.exs (`docs: &docs/0`, extras listed by a function, assets copied, a menu entry of a URL).
    name: 'ExDoc: mix.exs\'s docs through functions that return literals; extras flat by name, assets, the EPUB',
    renderer: 'ExDoc',
    file: 'mix.exs',
    text: [
      'defmodule Phoenix.MixProject do',
      '  use Mix.Project',
      '  @version "1.8.1"',
      '  def project do',
      '    [',
      '      app: :phoenix,',
      '      version: @version,',
      '      consolidate_protocols: Mix.env() != :test,',
      '      elixirc_paths: elixirc_paths(Mix.env()),',
      '      name: "Phoenix",',
      '      docs: &docs/0,',
      '      test_ignore_filters: [',
      '        &String.starts_with?(&1, "test/fixtures/")',
      '      ]',
      '    ]',
      '  end',
      '',
      '  defp docs do',
      '    [',
      '      source_ref: "v#{@version}",',
      '      main: "overview",',
      '      assets: %{"guides/assets" => "assets"},',
      '      formatters: ["html", "markdown", "epub"],',
      '      extras: extras(),',
      '      groups_for_docs: [',
      '        Reflection: &(&1[:type] == :reflection)',
      '      ],',
      '    ]',
      '  end',
      '',
      '  defp extras do',
      '    [',
      '      "guides/introduction/overview.md",',
      '      "guides/data_modelling/contexts.md",',
      '      "guides/cheatsheets/router.cheatmd",',
      '      "CHANGELOG.md",',
      '      "JS Documentation": [url: "js/index.html"]',
      '    ]',
      '  end',
      'end',
    ].join('\n'),
    expected: {
      known: true,
      content: ['guides/introduction', 'guides/data_modelling', 'guides/cheatsheets', ''],
      flat: {
        pages: [
          { source: 'guides/introduction/overview.md', name: 'overview' },
          { source: 'guides/data_modelling/contexts.md', name: 'contexts' },
          { source: 'guides/cheatsheets/router.cheatmd', name: 'router' },
          { source: 'CHANGELOG.md', name: 'changelog' },
        ],
        copies: [{ source: 'guides/assets', target: 'assets' }],
        made: '.epub',
      },
    },
  },
  {
    // elixir-ecto/ecto: mix.exs (a `fn … end` with a heredoc among the options, a tuple of a menu URL, names with spaces).
    name: 'ExDoc: an anonymous function and a heredoc skipped whole; a page\'s name is ExDoc\'s id of its file\'s name',
    renderer: 'ExDoc',
    file: 'mix.exs',
    text: [
      'defmodule Ecto.MixProject do',
      '  def project do',
      '    [app: :ecto, name: "Ecto", docs: &docs/0]',
      '  end',
      '  defp docs do',
      '    [',
      '      main: "Ecto",',
      '      extras: extras(),',
      '      before_closing_body_tag: fn',
      '        :html ->',
      '          """',
      '          <script src="https://cdn.jsdelivr.net/npm/mermaid@10.2.3/dist/mermaid.min.js"></script>',
      '          """',
      '',
      '        _ ->',
      '          ""',
      '      end',
      '    ]',
      '  end',
      '  def extras() do',
      '    [',
      '      "guides/introduction/Getting Started.md",',
      '      {"Ecto SQL guides", %{url: "https://hexdocs.pm/ecto_sql"}}',
      '    ]',
      '  end',
      'end',
    ].join('\n'),
    expected: {
      known: true,
      flat: { pages: [{ source: 'guides/introduction/Getting Started.md', name: 'getting-started' }], copies: [], made: '.epub' },
    },
  },
  {
    // Extras listed by a wildcard, as many libraries' mix.exs write them: what it lists is not read.
    name: 'ExDoc: extras computed by Path.wildcard are a renderer not known below the wildcard\'s literal folder only',
    renderer: 'ExDoc',
    file: 'mix.exs',
    text: 'defmodule X.MixProject do\n  def project, do: [app: :x, docs: docs()]\n  defp docs, do: [extras: ["README.md" | Path.wildcard("guides/*.md")]]\nend\n',
    expected: { known: false, content: ['guides'] },
  },
];

describe('site generators\' configurations, read statically', () => {
  for (const { name, renderer, file, text, expected } of CASES) {
    it(name, () => {
      const found = RENDERERS.find((r) => r.name === renderer)!;
      const config = found.read(text, file);
      assert.ok(config, 'read as this generator\'s configuration');
      const picked = Object.fromEntries(Object.keys(expected).map((key) => [key, config[key as keyof SiteConfig]]));
      assert.deepEqual(picked, expected);
    });
  }
});

describe('files of a shared name that are not the generator\'s configuration', () => {
  const read = (renderer: string, file: string, text: string): SiteConfig | null => RENDERERS.find((r) => r.name === renderer)!.read(text, file);
  it('a zensical.toml without [project]; a config.json without Exercism\'s documents (a track\'s own, a sidebar)', () => {
    assert.equal(read('Zensical', 'zensical.toml', 'site_name = "x"\n'), null);
    assert.equal(read('Exercism', 'config.json', '{"language": "Python", "slug": "python", "concepts": [{"uuid": "a", "slug": "lists", "name": "Lists"}]}'), null);
    assert.equal(read('Exercism', 'config.json', '{"docs": [{"type": "doc", "id": "intro"}]}'), null);
  });
});

describe("MkDocs' configuration inheritance (INHERIT), merged as MkDocs merges it", () => {
  const MKDOCS = RENDERERS.find((r) => r.name === 'MkDocs')!;
  const CASES: [name: string, file: string, text: string, inherited: string[], expected: Partial<SiteConfig> | null][] = [
    ['a mapping in both merged: the theme\'s custom_dir kept under the child\'s name', 'mkdocs.yml',
      'INHERIT: base.yml\ntheme:\n  name: material\n', ['site_name: x\ntheme:\n  custom_dir: overrides\ndocs_dir: doc\n'],
      { known: true, content: ['doc'], roots: ['doc', 'overrides'] }],
    ['a list is the child\'s: its markdown_extensions replace the parent\'s (attr_list gone)', 'mkdocs.yml',
      'INHERIT: base.yml\nmarkdown_extensions: [toc]\n', ['markdown_extensions: [attr_list]\nuse_directory_urls: false\n'],
      { attributeIds: false, directoryUrls: false }],
    ['the nearer of two inherited wins', 'mkdocs.yml', 'INHERIT: a.yml\n', ['INHERIT: b.yml\ndocs_dir: near\n', 'docs_dir: far\nsite_url: https://x.io/y/\n'],
      { content: ['near'], base: 'y' }],
    ['another name: a configuration when it names its site, here inherited', 'mkdocs-online.yml', 'INHERIT: mkdocs-common.yml\n', ['site_name: x\n'],
      { known: true, content: ['docs'] }],
    ['another name: a fragment naming no site is none', 'mkdocs-nav.yml', 'nav:\n  - index.md\n', [], null],
    ['mkdocs.yml names no site and is still one', 'mkdocs.yml', 'nav:\n  - index.md\n', [], { known: true, content: ['docs'] }],
  ];
  for (const [name, file, text, texts, expected] of CASES) {
    it(name, () => {
      const config = MKDOCS.read(text, file, { texts });
      if (expected === null) return assert.equal(config, null);
      assert.ok(config);
      assert.deepEqual(Object.fromEntries(Object.keys(expected).map((key) => [key, config[key as keyof SiteConfig]])), expected);
    });
  }

  it('its INHERIT read from the text, quoted or not, a comment after it', () => {
    for (const [text, parent] of [['INHERIT: ../base.yml\n', '../base.yml'], ['site_name: x\nINHERIT: "a b.yml"  # shared\n', 'a b.yml'], ["INHERIT: 'c.yml'\n", 'c.yml'], ['site_name: x\n', undefined], ['  INHERIT: nested.yml\n', undefined]] as const) {
      assert.equal(MKDOCS.inherits!(text), parent, text);
    }
  });

  it('one inherited that is not there: a site not known, said why', () => {
    const config = MKDOCS.read('INHERIT: gone.yml\nsite_name: x\n', 'mkdocs.yml', { texts: [], missing: 'gone.yml' });
    assert.equal(config?.known, false);
    assert.match(config!.unknown!, /gone\.yml/);
  });
});

describe("a Vite app's configuration: the extensions its imports try, the files its plugins write at build time", () => {
  const CASES: [name: string, text: string, expected: Partial<SiteConfig>][] = [
    // navidrome's ui/vite.config.js: the manifest from a function, its TypeScript-free worker named.
    ['vite-plugin-pwa: its manifest and its service worker, by their default names', "import { VitePWA } from 'vite-plugin-pwa'\nexport default defineConfig({\n"
      + "  plugins: [react(), VitePWA({ manifest: manifest(), strategies: 'injectManifest', srcDir: 'src', filename: 'sw.js' })],\n  base: './',\n})\n",
    { emitted: ['manifest.webmanifest', 'sw.js'], moduleExtensions: ['.mjs', '.js', '.mts', '.ts', '.jsx', '.tsx', '.json'] }],
    ['vite-plugin-pwa: no manifest with `manifest: false`; a TypeScript worker is written .js', "export default { plugins: [VitePWA({ manifest: false, filename: 'service-worker.ts' })] }\n",
      { emitted: ['service-worker.js'] }],
    ['vite-plugin-pwa: a computed name is none; no options are its defaults', 'export default { plugins: [pwa.VitePWA({ manifestFilename: name }), VitePWA()] }\n',
      { emitted: ['sw.js', 'manifest.webmanifest', 'sw.js'] }],
    ['no plugin that writes files', "export default { plugins: [vue()] }\n", { emitted: [] }],
    ['its own resolve.extensions, literal', "export default { resolve: { extensions: ['.coffee', '.js'] } }\n", { moduleExtensions: ['.coffee', '.js'] }],
    ['its own resolve.extensions, computed: none known', 'export default { resolve: { extensions: exts } }\n', { moduleExtensions: [] }],
  ];
  for (const [name, text, expected] of CASES) {
    it(name, () => {
      const config = VITE_APP.read(text, 'vite.config.js')!;
      assert.deepEqual(Object.fromEntries(Object.keys(expected).map((key) => [key, config[key as keyof SiteConfig]])), expected);
    });
  }
});

describe('a Docusaurus sidebar beside a docs folder a website publishes from elsewhere', () => {
  const sidebar = RENDERERS.find((r) => r.files.includes('sidebars.json'))!;
  // apache/apisix docs/zh/latest/config.json, which apisix-website's Docusaurus reads.
  const CASES: [string, string, boolean][] = [
    ['config.json', '{"version": "3.18.0", "sidebar": [{"type": "category", "label": "快速开始", "items": ["getting-started/README"]}, {"type": "doc", "id": "installation-guide"}]}', true],
    ['sidebars.json', '{"docs": ["intro", {"type": "category", "label": "Guides", "items": ["guides/a"]}]}', true],
    // Other tools' config.json: no list of sidebar items.
    ['config.json', '{"version": "1.0", "items": [{"type": "doc"}], "sidebar": ["a", "b"]}', false],
    ['config.json', '{"extends": "base", "rules": [{"type": "category", "items": []}]}', false],
    ['config.json', '[{"type": "doc", "id": "x"}]', false],
  ];
  for (const [file, text, read] of CASES) {
    it(`${file}: ${read ? 'a sidebar' : 'none'}: ${text.slice(0, 60)}`, () => {
      const config = sidebar.read(text, file);
      if (!read) return assert.equal(config, null);
      assert.ok(config);
      assert.deepEqual([config.known, config.content, config.roots, config.headingIds, config.attributeIds], [true, [''], [], 'github', true]);
    });
  }
});

describe('configuration syntax, read as data', () => {
  it('TOML: tables, arrays of tables, dotted and quoted keys, multi-line arrays, inline tables, comments', () => {
    const text = [
      'title = "a # not a comment" # a comment',
      "path = 'C:\\raw'",
      'list = [',
      '  "one", # first',
      '  "two",',
      ']',
      'inline = { a = "x", b.c = 2 }',
      '[a.b]',
      '"quoted.key" = true',
      '[[m.mounts]]',
      'source = "s1"',
      '[[m.mounts]]',
      'source = "s2"',
      'this line is not toml',
    ].join('\n');
    assert.deepEqual(readToml(text), {
      title: 'a # not a comment', path: 'C:\\raw', list: ['one', 'two'], inline: { a: 'x', b: { c: 2 } },
      a: { b: { 'quoted.key': true } }, m: { mounts: [{ source: 's1' }, { source: 's2' }] },
    });
  });

  it('JavaScript: object literals anywhere, computed values UNKNOWN, comments, regular expressions and templates skipped', () => {
    const text = "/* { no: 'object' } */\nconst re = /[{]/g; // {x: 1}\nexport default defineConfig({ a: 'x', b: [1, `t`], c: fn(), d, e: `${x}`, ...rest, f() { return { g: 'h' }; } });\n";
    const objects = jsObjects(text);
    assert.deepEqual(objects[0], { a: 'x', b: [1, 't'], c: UNKNOWN, d: UNKNOWN, e: UNKNOWN });
    assert.ok(objects.some((o) => o.g === 'h'));
    assert.deepEqual(jsTuples("plugins: [['@docusaurus/plugin-content-docs', { path: 'x' }], 'other']", /content-docs$/), [['@docusaurus/plugin-content-docs', { path: 'x' }]]);
    assert.deepEqual(jsCalls("plugins: [VitePWA({ manifest: false }, 'x'), other(1), a.VitePWA()]", /^VitePWA$/), [[{ manifest: false }, 'x'], []]);
  });

  it('Python: top-level literal assignments, over several lines; anything else UNKNOWN', () => {
    assert.deepEqual(readPythonAssignments("a = 'x'\nb = ['y',\n     'z']  # c\nc = (\"p\", \"q\")\nd = os.path.join('x')\ne = True\nif x:\n    f = 1\n"), {
      a: 'x', b: ['y', 'z'], c: ['p', 'q'], d: UNKNOWN, e: true,
    });
  });

  it('hostile input: deep nesting and unclosed brackets end, bounded', () => {
    const deep = '{a:'.repeat(50_000);
    assert.ok(Array.isArray(jsObjects(deep)));
    assert.ok(typeof readToml(`x = ${'['.repeat(50_000)}`) === 'object');
    assert.ok(typeof readPythonAssignments(`x = ${'('.repeat(50_000)}`) === 'object');
    const exdoc = RENDERERS.find((r) => r.name === 'ExDoc')!;
    assert.equal(exdoc.read(`def project do\n[docs: ${'['.repeat(50_000)}`, 'mix.exs')?.known, false);
    // A function that calls itself is followed a bounded number of times.
    assert.equal(exdoc.read('def project do\n[docs: docs()]\nend\ndefp docs do\ndocs()\nend\n', 'mix.exs')?.known, false);
  });

  it('hostile input: a configuration of the largest size read is read in linear time (long arrays, many lines left open)', () => {
    const started = Date.now();
    assert.equal((readToml(`x = [${'1,'.repeat(250_000)}]`) as { x: unknown[] }).x.length, 250_000);
    readToml(`x = [\n${'[\n'.repeat(100_000)}`);
    readPythonAssignments(`x = [\n${'[\n'.repeat(100_000)}`);
    jsObjects(`export default { a: [${'"x",'.repeat(100_000)}] }`);
    assert.ok(Date.now() - started < 5000, `took ${Date.now() - started} ms`);
  });
});
