/**
 * Fragments judged by the heading ids of what renders the linking document
 * (rules/fragments.ts `headingRulesOf`, links/site.ts): a site's page by its
 * generator's slugs (kramdown's own, Python-Markdown's, mdBook's), a README
 * by GitHub's, over the real command line. Each case: the fragments that
 * are reported missing; every other fragment of its tree is not.
 */
import assert from 'node:assert/strict';
import { problemList, removeTempTrees, runJson, tempTree } from '../../cli/helpers';

interface Case {
  name: string;
  tree: Record<string, string>;
  missing: [string, string][];
  /** Fragments reported missing at the level of Information (a claim about a renderer the tool does not know). */
  information?: [string, string][];
}

const CASES: Case[] = [
  {
    // kramdown's own ids drop what comes before the first letter and keep each space's `-`: "1. Set up" is "set-up".
    name: 'Jekyll with kramdown input: kramdown\'s ids on the site\'s pages, GitHub\'s in a README',
    tree: {
      'docs/_config.yml': 'kramdown:\n  input: kramdown\n',
      'docs/guide.md': '# 1. Set up\n\n## C++ & more\n',
      'docs/index.md': '[a](guide.md#set-up) [b](guide.md#c--more) [c](guide.md#1-set-up) [d](guide.md#c-more)\n',
      'README.md': '[a](docs/guide.md#1-set-up) [b](docs/guide.md#set-up)\n',
    },
    missing: [['docs/index.md', '1-set-up'], ['docs/index.md', 'c-more'], ['README.md', 'set-up']],
  },
  {
    name: 'MkDocs: Python-Markdown\'s ids (a repeat is _1, punctuation dropped)',
    tree: {
      // attr_list, as mkdocs/mkdocs enables it: without it `{ #id }` gives no id (rendererOf's attributeIds).
      'mkdocs.yml': 'site_name: x\nmarkdown_extensions:\n  - attr_list\n',
      'docs/a.md': '# Intro\n\n# Intro\n\n## build.target\n\n[x](#intro_1) [y](#buildtarget) [z](#intro-1) [w](#build-target)\n',
      // mkdocs/mkdocs: docs/user-guide/choosing-your-theme.md gives an id to an inline element (`attr_list`).
      'docs/theme.md': '* **`locale`**{ #mkdocs-locale }: the locale.\n',
      'docs/b.md': '[a](theme.md#mkdocs-locale) [b](theme.md#readthedocs-locale)\n',
    },
    missing: [['docs/a.md', 'intro-1'], ['docs/a.md', 'build-target'], ['docs/b.md', 'readthedocs-locale']],
  },
  {
    // Python-Markdown's own docs: `extra` includes attr_list (docs/reference.md, docs/extensions/api.md).
    name: 'MkDocs with Python-Markdown\'s `extra`: `{: #id }` and `{ #id }` give ids, as attr_list\'s',
    tree: {
      'mkdocs.yml': 'site_name: x\nmarkdown_extensions:\n  - extra\n  - toc:\n      permalink: true\n',
      'docs/reference.md': '# Reference\n\n__extension_configs__{: #extension_configs }\n\n#### Dot Notation { #dot_notation }\n',
      'docs/change_log/release-2.6.md': '[a](../reference.md#extension_configs) [b](../reference.md#dot_notation) [c](../reference.md#gone)\n',
    },
    missing: [['docs/change_log/release-2.6.md', 'gone']],
  },
  {
    // maplibre/martin: zensical.toml's `[project] docs_dir = "docs/content"`; mbtiles-diff.md links
    // `mbtiles-copy.md#mbtiles-copy-apply-patch`, Python-Markdown's id of "## `mbtiles copy --apply-patch`" (GitHub's is
    // `mbtiles-copy---apply-patch`, now missing there); attr_list on by Zensical's default extensions. A page outside
    // docs_dir is GitHub's.
    name: 'Zensical (zensical.toml): its docs folder\'s pages by Python-Markdown\'s ids, `{ #id }` by its default attr_list',
    tree: {
      'zensical.toml': '[project]\nsite_name = "x"\ndocs_dir = "docs/content"\n',
      'docs/content/mbtiles-copy.md': '# Copy\n\n## `mbtiles copy --apply-patch`\n\n## Options { #opts }\n',
      'docs/content/mbtiles-diff.md': '[a](mbtiles-copy.md#mbtiles-copy-apply-patch) [b](mbtiles-copy.md#mbtiles-copy---apply-patch) [c](mbtiles-copy.md#opts)\n',
      'notes/copy.md': '## `mbtiles copy --apply-patch`\n\n[a](#mbtiles-copy---apply-patch) [b](#mbtiles-copy-apply-patch)\n',
    },
    missing: [['docs/content/mbtiles-diff.md', 'mbtiles-copy---apply-patch'], ['notes/copy.md', 'mbtiles-copy-apply-patch']],
  },
  {
    // Zensical's markdown_extensions as TOML tables: without attr_list among them, `{ #id }` gives no id.
    name: 'Zensical with its own extensions and no attr_list: `{ #id }` gives no id',
    tree: {
      'zensical.toml': '[project]\nsite_name = "x"\n\n[project.markdown_extensions.toc]\npermalink = true\n\n[project.markdown_extensions.pymdownx.superfences]\n',
      'docs/a.md': '# Intro\n\n## Options { #opts }\n',
      'docs/b.md': '[a](a.md#intro) [b](a.md#opts) [c](a.md#options-opts)\n',
    },
    missing: [['docs/b.md', 'opts']],
  },
  {
    // apache/apisix docs/zh/latest: Docusaurus' `### body 请求参数 {#route-request-body-parameters}`, the folder's
    // config.json a Docusaurus sidebar; a folder without one is read on GitHub, where `{#id}` is text.
    name: 'a docs folder with a Docusaurus sidebar: `{#id}` gives ids; without one, GitHub\'s reading',
    tree: {
      'docs/zh/latest/config.json': '{"version": "3.18.0", "sidebar": [{"type": "doc", "id": "admin-api"}, {"type": "category", "label": "术语", "items": ["terminology/route"]}]}\n',
      'docs/zh/latest/admin-api.md': '# Admin API\n\n### body 请求参数 {#route-request-body-parameters}\n',
      'docs/zh/latest/terminology/route.md': '[a](../admin-api.md#route-request-body-parameters) [b](../admin-api.md#gone-parameters)\n',
      'notes/admin-api.md': '# Admin API\n\n### body 请求参数 {#route-request-body-parameters}\n',
      'notes/route.md': '[a](admin-api.md#route-request-body-parameters) [b](admin-api.md#gone-parameters)\n',
    },
    // GitHub gives `{#id}` no id, but the author wrote it for a renderer that does: information (anchors/judge.ts ATTRIBUTE_ID_NOTE).
    missing: [['docs/zh/latest/terminology/route.md', 'gone-parameters'], ['notes/route.md', 'gone-parameters']],
    information: [['notes/route.md', 'route-request-body-parameters']],
  },
  {
    // roc-lang/roc docs/langref/statements.md: `## [\`=\` (assignment)](#assignment) {#assignment}`, ids roc's own
    // renderer (src/docs/render_markdown.zig) takes from the list; no site the tool models renders the folder. A
    // fragment no `{#…}` nor heading gives stays a Warning; so does one MkDocs without attr_list renders (a known
    // renderer that gives the list no id).
    name: 'a `{#id}` of no modelled site: Information; a fragment nothing gives and a site that reads no `{#id}`: Warning',
    tree: {
      'docs/langref/statements.md': '# Statements\n\n## [`=` (assignment)](#assignment) {#assignment}\n\n'
        + 'Anything [assigned](#assignment) is local; see [blocks](expressions.md#block-expressions) and [gone](#assignments).\n',
      'docs/langref/expressions.md': '# Expressions\n\n## [Block Expressions](#block-expressions) {#block-expressions}\n',
      'site/mkdocs.yml': 'site_name: x\n',
      'site/docs/a.md': '# A\n\n## Setup {#setup}\n\n[s](#setup)\n',
    },
    missing: [['docs/langref/statements.md', 'assignments'], ['site/docs/a.md', 'setup']],
    information: [['docs/langref/statements.md', 'assignment'], ['docs/langref/statements.md', 'assignment'], ['docs/langref/statements.md', 'block-expressions'],
      ['docs/langref/expressions.md', 'block-expressions']],
  },
  {
    name: 'mdBook: its ids keep `_` and each space\'s `-`',
    tree: {
      'book.toml': '[book]\n',
      'src/a.md': '# Snake_case  two\n\n[x](#snake_case--two) [y](#snake-case-two)\n',
    },
    missing: [['src/a.md', 'snake-case-two']],
  },
  {
    // Delgan/loguru: README.md's logo is `<a href="#readme">`, the element GitHub shows the repository's README in on
    // its home page (that of .github/, the root or docs/). Another file, another folder's README or a translation is
    // shown in no such element.
    name: 'GitHub: #readme in the repository\'s README names the element GitHub shows it in',
    tree: {
      'README.md': '<a href="#readme">\n  <img alt="logo">\n</a>\n\n# Loguru\n\n[top](#readme)\n',
      '.github/README.md': '[top](#readme)\n',
      'docs/readme.rst': '`top <#readme>`_\n',
      'sub/README.md': '[top](#readme)\n',
      'README.zh-CN.md': '[top](#readme)\n',
      'CONTRIBUTING.md': '[top](#readme)\n',
    },
    missing: [['sub/README.md', 'readme'], ['README.zh-CN.md', 'readme'], ['CONTRIBUTING.md', 'readme']],
  },
  {
    // A site's page is no repository page: MkDocs renders docs/README.md as the site's index.
    name: 'a site\'s page named README: #readme is its own id to have',
    tree: {
      'mkdocs.yml': 'site_name: x\n',
      'docs/README.md': '[top](#readme)\n',
    },
    missing: [['docs/README.md', 'readme']],
  },
];

describe('fragments by the heading ids of what renders the document', () => {
  after(removeTempTrees);
  for (const { name, tree, missing, information = [] } of CASES) {
    it(name, () => {
      const run = runJson([], tempTree(tree));
      // The n-th of the same fragment in a file is at its n-th `#fragment)`.
      const nth = new Map<string, number>();
      const at = (file: string, fragment: string): string => {
        const n = nth.get(`${file}#${fragment}`) ?? 0;
        nth.set(`${file}#${fragment}`, n + 1);
        const text = tree[file]!;
        let offset = -1;
        for (let i = 0; i <= n; i++) offset = text.indexOf(`#${fragment})`, offset + 1);
        if (offset < 0) throw new Error(`#${fragment}) is not in ${file}`);
        const before = text.slice(0, offset).split('\n');
        return `${file}:${before.length}:${before[before.length - 1]!.length + 1}`;
      };
      const expected = [...missing.map(([file, fragment]) => `${at(file, fragment)} warning link-missing-fragment`),
        ...information.map(([file, fragment]) => `${at(file, fragment)} information link-missing-fragment`)].map((p) => p.replace(/:(\d+)( \w+ link)/, (_, c: string, rest: string) => `:${Number(c) + 1}${rest}`)).sort();
      assert.deepEqual(problemList(run.report).filter((p) => p.includes('link-missing-fragment')).sort(), expected);
    });
  }
});
