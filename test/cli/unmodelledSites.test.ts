/**
 * Site generators and documentation renderers the tool recognises but does not model (links/unmodelled.ts): a page
 * in the content folder of one, laid out as that generator's documentation lays it out, is rendered by rules the tool
 * does not know. Its broken-looking relative link is not said missing, and its own fragment's miss is information
 * naming the generator. The same page where no generator is found (read as GitHub reads a repository) keeps its
 * warnings. What the tool models keeps its reading: a Hugo site beside Zola's, a Jekyll site beside Hexo's.
 */
import assert from 'node:assert/strict';
import { problemList, positionOf, removeTempTrees, runJson, tempTree } from './helpers';
import type { RunReport } from '@uri-lint/server/cli';
import type { CliRun } from './helpers';

/**
 * A page with a link to a file that is not there and a fragment no heading of it has, each named after its row (the
 * same name missing in many folders would be a section the renderer adds: evidence.ts).
 */
const pageText = (index: number): string => `# Guide\n\nRead [the setup](setup-${index}.md) first, then [usage](#usage-${index}).\n`;

interface Row {
  /** The generator the notice names. */
  generator: string;
  /** Its site's files (configuration, folders), as its documentation lays them out. */
  files: Record<string, string>;
  /** The page, below the row's folder. */
  page: string;
  /** Where the same page lies in the plain repository, when its own path names the generator (Slate's). */
  plainPage?: string;
}

const ROWS: Row[] = [
  {
    generator: 'Docsify',
    files: {
      'docs/index.html': '<!DOCTYPE html>\n<html>\n<body>\n  <div id="app"></div>\n  <script>\n    window.$docsify = { loadSidebar: true, subMaxLevel: 2 }\n  </script>\n'
        + '  <script src="//cdn.jsdelivr.net/npm/docsify@4"></script>\n</body>\n</html>\n',
      'docs/.nojekyll': '',
      'docs/_sidebar.md': '* [Guide](guide.md)\n',
    },
    page: 'docs/guide.md',
  },
  {
    generator: 'VuePress',
    files: { 'docs/.vuepress/config.js': "module.exports = {\n  title: 'Hello VuePress',\n  themeConfig: { sidebar: 'auto' },\n}\n" },
    page: 'docs/guide/README.md',
  },
  {
    generator: 'Zola',
    // A `themes/` folder too: Hugo's reading of `config.toml` must not take it.
    files: { 'config.toml': 'base_url = "https://example.org"\ncompile_sass = true\n\n[markdown]\nhighlight_code = true\n', 'templates/index.html': '{{ section.content | safe }}\n', 'themes/after-dark/theme.toml': 'name = "after-dark"\n' },
    page: 'content/blog/first.md',
  },
  {
    generator: 'Pelican',
    files: { 'pelicanconf.py': "AUTHOR = 'Me'\nSITENAME = 'Blog'\nPATH = 'posts'\nTIMEZONE = 'Europe/Paris'\n" },
    page: 'posts/first-article.md',
  },
  {
    generator: 'Hexo',
    // Hexo's `_config.yml`, as `hexo init` writes it: Jekyll's reading of the name must not take it.
    files: { '_config.yml': "title: Hexo\nurl: http://example.com\npermalink: :year/:month/:day/:title/\nsource_dir: source\npublic_dir: public\nnew_post_name: :title.md\n", 'scaffolds/post.md': '---\ntitle: {{ title }}\n---\n' },
    page: 'source/_posts/hello-world.md',
  },
  {
    generator: 'Mintlify',
    files: { 'docs/mint.json': '{ "name": "Starter", "navigation": [{ "group": "Start", "pages": ["quickstart"] }] }\n' },
    page: 'docs/quickstart.mdx',
  },
  {
    generator: 'Mintlify',
    files: { 'docs.json': '{ "$schema": "https://mintlify.com/docs.json", "theme": "mint", "name": "Docs" }\n' },
    page: 'essentials/settings.mdx',
  },
  {
    generator: 'Mintlify',
    // crewai's docs/docs.json: 2.3 MB of navigation, its pages in 4 languages for 15 versions; a site's navigation
    // grows with its pages, and a large one is read as a small one is.
    files: { 'docs/docs.json': `{ "$schema": "https://mintlify.com/docs.json", "name": "CrewAI", "navigation": { "versions": [${
      Array.from({ length: 30000 }, (_, i) => `{ "version": "v1.${i}", "pages": ["en/concepts/agents-${i}", "ko/concepts/agents-${i}"] }`).join(', ')}] } }\n` },
    page: 'docs/edge/en/concepts/agents.mdx',
  },
  {
    generator: 'Nuxt',
    files: { 'nuxt.config.ts': "export default defineNuxtConfig({ modules: ['@nuxt/content'] })\n" },
    page: 'content/1.getting-started/2.installation.md',
  },
  {
    generator: 'SvelteKit',
    files: { 'svelte.config.js': "import { mdsvex } from 'mdsvex';\nexport default { extensions: ['.svelte', '.md'], preprocess: [mdsvex({ extensions: ['.md'] })] };\n", 'src/app.html': '<div>%sveltekit.body%</div>\n' },
    page: 'src/routes/docs/+page.md',
  },
  {
    generator: 'Remix',
    files: { 'remix.config.js': "module.exports = { ignoredRouteFiles: ['**/.*'], mdx: {} };\n" },
    page: 'app/routes/posts.first.mdx',
  },
  {
    generator: 'React Router',
    files: { 'react-router.config.ts': 'export default { ssr: true } satisfies Config;\n' },
    page: 'app/routes/about.mdx',
  },
  {
    generator: 'Gridsome',
    files: { 'gridsome.config.js': "module.exports = {\n  plugins: [{ use: '@gridsome/source-filesystem', options: { typeName: 'DocPage', path: 'docs/**/*.md' } }],\n}\n" },
    page: 'docs/getting-started.md',
  },
  {
    generator: 'Middleman',
    files: { 'config.rb': "activate :livereload\nset :markdown_engine, :redcarpet\n", 'source/layouts/layout.erb': '<%= yield %>\n' },
    page: 'source/about.html.md',
  },
  {
    generator: 'Slate',
    // Slate is a Middleman site: its one page names it.
    files: { 'config.rb': "set :markdown_engine, :redcarpet\nactivate :sprockets\n", 'source/includes/_errors.md': '# Errors\n' },
    page: 'source/index.html.md',
    // `source/index.html.md` is itself Slate's mark.
    plainPage: 'source/index.md',
  },
  {
    generator: 'Lektor',
    files: { 'Website.lektorproject': '[project]\nname = Website\n', 'content/contents.lr': 'title: Welcome\n---\nbody: Hello\n', 'models/page.ini': '[model]\nname = Page\n' },
    page: 'content/docs/notes.md',
  },
  {
    generator: 'Hakyll',
    files: { 'site.hs': '{-# LANGUAGE OverloadedStrings #-}\nimport Hakyll\n\nmain :: IO ()\nmain = hakyll $ match "posts/*" $ route $ setExtension "html"\n' },
    page: 'posts/2015-08-12-spqr.markdown',
  },
  {
    generator: 'Bridgetown',
    files: { 'bridgetown.config.yml': 'url: "https://example.com"\npermalink: pretty\ntemplate_engine: erb\n' },
    page: 'src/_posts/2022-04-07-hello.md',
  },
  {
    generator: 'Rspress',
    files: { 'rspress.config.ts': "import { defineConfig } from '@rspress/core';\nexport default defineConfig({ root: 'website', title: 'My Site' });\n" },
    page: 'website/guide/start.md',
  },
  {
    // ros-navigation/navigation2: .devcontainer/caddy/Caddyfile serves srv/, whose nav2/index.md links the routes it
    // proxies (/glances/, /foxglove/) and icons its image downloads at build time.
    generator: 'Caddy',
    files: { Caddyfile: ':8080 {\n\troot * srv\n\tfile_server\n\thandle_path /glances/* {\n\t\treverse_proxy localhost:61208\n\t}\n}\n' },
    page: 'srv/nav2/index.md',
  },
  {
    // ing-bank/lion: rocket.config.mjs beside docs/, whose pages link the assets Rocket merges into /_merged_assets/.
    generator: 'Rocket',
    files: { 'rocket.config.mjs': "import { rocketLaunch } from '@rocket/launch';\nexport default { presets: [rocketLaunch()], absoluteBaseUrl: 'https://lion.js.org' };\n" },
    page: 'docs/fundamentals/rationales/accessibility.md',
  },
  {
    generator: 'dumi',
    files: { '.dumirc.ts': "import { defineConfig } from 'dumi';\nexport default defineConfig({ themeConfig: { name: 'lib' } });\n" },
    page: 'docs/guide/index.md',
  },
  {
    generator: 'Docz',
    files: { 'doczrc.js': "export default { title: 'Components', src: './src' }\n" },
    page: 'src/components/Button.mdx',
  },
  {
    generator: 'Retype',
    files: { 'retype.yml': 'input: ./docs\noutput: .retype\nurl: docs.example.com\nbranding:\n  title: Project\n' },
    page: 'docs/getting-started.md',
  },
  {
    generator: 'Writerside',
    files: { 'Writerside/writerside.cfg': '<?xml version="1.0" encoding="UTF-8"?>\n<ihp version="2.0">\n    <topics dir="topics"/>\n    <images dir="images"/>\n    <instance src="hi.tree"/>\n</ihp>\n' },
    page: 'Writerside/topics/starter.md',
  },
  {
    generator: 'Redocly',
    files: { 'redocly.yaml': 'navbar:\n  items:\n    - page: guides/intro.md\n      label: Guides\nseo:\n  title: Docs\n' },
    page: 'guides/intro.md',
  },
  {
    generator: 'Storybook',
    files: { '.storybook/main.ts': "const config = {\n  stories: ['../src/**/*.mdx', '../src/**/*.stories.@(js|jsx|ts|tsx)'],\n  framework: '@storybook/react-vite',\n};\nexport default config;\n" },
    page: 'src/Introduction.mdx',
  },
  {
    generator: 'TypeDoc',
    files: { 'typedoc.json': '{\n  // The API and the guides beside it.\n  "entryPoints": ["src/index.ts"],\n  "projectDocuments": ["guides/*.md"]\n}\n' },
    page: 'guides/usage.md',
  },
  {
    generator: 'VuePress',
    // A package whose scripts build a VuePress site from `guide/`, with no configuration file of its own.
    files: { 'package.json': '{ "name": "docs", "scripts": { "docs:build": "vuepress build guide" }, "devDependencies": { "vuepress": "^1.9.0" } }\n' },
    page: 'guide/intro.md',
  },
  {
    generator: 'spec-md',
    // graphql/graphql-spec: its scripts render `spec/GraphQL.md` and the sections it imports.
    files: { 'package.json': '{ "scripts": { "build": "spec-md --metadata spec/metadata.json spec/GraphQL.md > public/index.html" }, "devDependencies": { "spec-md": "^3.1.0" } }\n' },
    page: 'spec/Section 2 -- Language.md',
  },
  {
    generator: 'ext-doc',
    // deluge deluge/ui/web/docs/template/: ext-doc's template, whose pages it copies and wraps into its output.
    files: {
      'docs/template/template.xml': '<?xml version="1.0" encoding="UTF-8"?>\n<template>\n    <classTemplate tpl="tpl/class.xsl" targetDir="output"/>\n'
        + '    <source targetDir="source" wrapper="source-wrap.html"/>\n    <resources>\n        <copy src="resources" dst="resources"/>\n    </resources>\n</template>\n',
      'docs/build.sh': '#!/bin/sh\n\next-doc -p docs.xml -o build -t template/template.xml\n',
    },
    page: 'docs/template/welcome.md',
  },
  {
    generator: 'Nanoc',
    files: { Gemfile: "source 'https://rubygems.org'\n\ngem 'nanoc'\ngem 'kramdown'\n" },
    page: 'content/about.md',
  },
];

/** A row's folder in the tree: each generator's site in a folder of its own, and the same page without it in `plain-`. */
const folderOf = (index: number): string => `site${index}`;

describe('uri-lint: pages of site generators the tool recognises and does not model', () => {
  let sites: CliRun & { report: RunReport };
  before(function () {
    this.timeout(120000);
    const tree: Record<string, string> = {};
    ROWS.forEach((row, index) => {
      for (const [name, text] of Object.entries(row.files)) tree[`${folderOf(index)}/${name}`] = text;
      tree[`${folderOf(index)}/${row.page}`] = pageText(index);
      // The same page where no generator is found: GitHub's reading of a repository.
      tree[`plain-${folderOf(index)}/${row.plainPage ?? row.page}`] = pageText(index);
    });
    sites = runJson([], tempTree(tree));
  });
  after(removeTempTrees);

  ROWS.forEach((row, index) => {
    it(`${row.generator}: ${Object.keys(row.files).join(', ')} with ${row.page}`, () => {
      const page = `${folderOf(index)}/${row.page}`;
      const plain = `plain-${folderOf(index)}/${row.plainPage ?? row.page}`;
      const text = pageText(index);
      const of = (path: string): string[] => problemList(sites.report).filter((p) => p.startsWith(`${path}:`));
      assert.deepEqual(of(page), [`${page}:${positionOf(text, `usage-${index})`)} information link-missing-fragment`]);
      const message = sites.report.files.find((f: { path: string }) => f.path === page)!.problems[0]!.message;
      assert.ok(message.includes(`(${row.generator} renders this page by rules URI Lint does not model`), message);
      assert.deepEqual(of(plain), [
        `${plain}:${positionOf(text, `setup-${index}.md`)} warning link-missing-file`,
        `${plain}:${positionOf(text, `usage-${index})`)} warning link-missing-fragment`,
      ]);
    });
  });
});

/** Layouts that share a name with a generator of the table, or a document outside its content: read as GitHub reads them. */
const NOT_THESE: { name: string; files: Record<string, string>; page: string }[] = [
  {
    name: 'an index.html that is no Docsify page, beside a README',
    files: { 'docs/index.html': '<!DOCTYPE html>\n<title>Demo</title>\n<p>A demo page.</p>\n', 'docs/README.md': '# Demo\n' },
    page: 'docs/guide.md',
  },
  {
    name: 'an index.html too large to read (a saved page) beside a README: it says nothing of a site',
    files: { 'docs/index.html': `<!DOCTYPE html>\n<p>${'x'.repeat(600 * 1024)}</p>\n`, 'docs/README.md': '# Demo\n' },
    page: 'docs/guide/intro.md',
  },
  {
    name: 'a redocly.yaml that configures the linter of an API description only',
    files: { 'redocly.yaml': "extends:\n  - recommended\napis:\n  main:\n    root: ./openapi.yaml\ntheme:\n  openapi:\n    hideLogo: true\n" },
    page: 'guides/intro.md',
  },
  {
    name: 'a package.json that names no generator',
    files: { 'package.json': '{ "scripts": { "build": "tsc" }, "devDependencies": { "typescript": "^5.0.0" } }\n' },
    page: 'docs/guide.md',
  },
  {
    name: 'a Storybook whose stories are code only',
    files: { '.storybook/main.js': "module.exports = { stories: ['../src/**/*.stories.@(js|tsx)'], framework: '@storybook/react-vite' };\n" },
    page: 'src/notes.md',
  },
  {
    name: 'a Nuxt app\'s document outside its content folders',
    files: { 'nuxt.config.ts': 'export default defineNuxtConfig({})\n' },
    page: 'scripts/release.md',
  },
  {
    name: 'a WordPress theme\'s style variation named mint.json (WordPress/twentytwentyfour)',
    files: { 'styles/mint.json': '{ "$schema": "https://schemas.wp.org/trunk/theme.json", "version": 2, "title": "Mint", "settings": {} }\n' },
    page: 'styles/notes.md',
  },
  {
    name: 'a template.xml that is no ext-doc template (a project template of another tool)',
    files: { 'templates/template.xml': '<?xml version="1.0"?>\n<template>\n  <name>Console app</name>\n  <files><file path="main.c"/></files>\n</template>\n' },
    page: 'templates/notes.md',
  },
  {
    name: 'a Jekyll site with a source/ folder of its own (no Hexo keys, no scaffolds/)',
    files: { '_config.yml': 'title: Blog\nmarkdown: kramdown\n' },
    page: 'guide.md',
  },
];

describe('uri-lint: a file named as a generator\'s, or a page outside its content, is not a generator\'s page', () => {
  let run: CliRun & { report: RunReport };
  before(function () {
    this.timeout(120000);
    const tree: Record<string, string> = {};
    NOT_THESE.forEach((row, index) => {
      for (const [name, text] of Object.entries(row.files)) tree[`other${index}/${name}`] = text;
      tree[`other${index}/${row.page}`] = pageText(100 + index);
    });
    run = runJson([], tempTree(tree));
  });
  after(removeTempTrees);

  NOT_THESE.forEach((row, index) => {
    it(row.name, () => {
      const page = `other${index}/${row.page}`;
      const text = pageText(100 + index);
      assert.deepEqual(problemList(run.report).filter((p) => p.startsWith(`${page}:`)), [
        `${page}:${positionOf(text, `setup-${100 + index}.md`)} warning link-missing-file`,
        `${page}:${positionOf(text, `usage-${100 + index})`)} warning link-missing-fragment`,
      ]);
    });
  });
});

describe('uri-lint: a site modelled wins over a generator only recognised', () => {
  after(removeTempTrees);

  it('a Docusaurus site whose docs are ../docs keeps them, beside a GitBook configuration at the top; the README beside that is GitHub\'s (reduxjs/redux)', () => {
    const page = 'docs/usage/guide.md';
    const readme = 'README.md';
    const tree = {
      '.gitbook.yaml': 'structure:\n  readme: README.md\n  summary: docs/README.md\n',
      'website/docusaurus.config.js': "module.exports = { title: 'Redux', baseUrl: '/', presets: [['classic', { docs: { path: '../docs', routeBasePath: '/' } }]] };\n",
      [page]: pageText(200),
      [readme]: pageText(201),
    };
    const run = runJson([], tempTree(tree));
    assert.deepEqual(problemList(run.report).filter((p) => p.startsWith(`${page}:`) || p.startsWith(`${readme}:`)), [
      `${readme}:${positionOf(pageText(201), 'setup-201.md')} warning link-missing-file`,
      `${readme}:${positionOf(pageText(201), 'usage-201)')} warning link-missing-fragment`,
      `${page}:${positionOf(pageText(200), 'setup-200.md')} warning link-missing-file`,
      `${page}:${positionOf(pageText(200), 'usage-200)')} warning link-missing-fragment`,
    ]);
  });
});

describe('uri-lint: GitBook\'s pages link files as they lie, as GitHub reads them (cheat-sheets\' SUMMARY.md); its own heading ids are its slug\'s (axon\'s "Environment Variable(s)")', () => {
  after(removeTempTrees);
  const layouts: [string, Record<string, string>, string][] = [
    ['.gitbook.yaml', { '.gitbook.yaml': 'root: ./docs/\n\nstructure:\n  readme: README.md\n  summary: SUMMARY.md\n', 'docs/SUMMARY.md': '# Summary\n\n* [Guide](guide.md)\n' }, 'docs/guide.md'],
    ['book.json', { 'book.json': '{ "title": "Handbook", "plugins": ["search"] }\n', 'SUMMARY.md': '# Summary\n\n* [Guide](chapter1/guide.md)\n' }, 'chapter1/guide.md'],
  ];
  for (const [[name, files, page], index] of layouts.map((layout, i) => [layout, 300 + i] as const)) {
    it(`a book found by its ${name}: a missing file is a Warning, a heading's id GitBook may slug otherwise Information, one near no heading a Warning`, () => {
      // axon's "Environment Variable(s)" (GitBook: #environment-variable-s); brighter-docs' #ibrighterbuilder-fluent-interface
      // for "Brighter Builder Fluent Interface" is near no heading under any slug.
      const text = `${pageText(index)}\n## Environment Variable(s)\n\nSee [variables](#environment-variable-s).\n`;
      const tree = { ...files, [page]: text };
      const run = runJson([], tempTree(tree));
      assert.deepEqual(problemList(run.report).filter((p) => p.startsWith(`${page}:`)), [
        `${page}:${positionOf(text, `setup-${index}.md`)} warning link-missing-file`,
        `${page}:${positionOf(text, `usage-${index})`)} warning link-missing-fragment`,
        `${page}:${positionOf(text, 'environment-variable-s')} information link-missing-fragment`,
      ]);
    });
  }
});
