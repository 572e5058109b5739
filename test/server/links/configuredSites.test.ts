/**
 * Links resolved as the site generator that renders the document resolves
 * them, its folders read from its configuration file (links/site.ts,
 * links/renderers.ts), over the real command line: a site whose content
 * folder is not the default one, or lies outside the configuration's
 * folder; root-relative links below the folders it serves at `/`; a site
 * whose configuration computes its folders, whose links are not judged.
 * Beside each, the link that truly is missing, still reported.
 */
import { describeMissingFiles } from './missingFiles';
import type { MissingFilesCase } from './missingFiles';

const CASES: MissingFilesCase[] = [
  {
    // A Docusaurus site in website/ whose docs live in ../docs (facebook/docusaurus' own layout, and many projects').
    name: 'Docusaurus: docs outside the site\'s folder, its static folder at /',
    tree: {
      'website/docusaurus.config.js': "module.exports = {\n  baseUrl: '/',\n  presets: [['classic', { docs: { path: '../docs', routeBasePath: '/' } }]],\n};\n",
      'website/static/img/logo.png': 'png',
      'docs/intro.md': '[next](../install/) [guide](guide.md) [gone](gone.md) ![logo](/img/logo.png) ![x](/img/nope.png) [route](/api/overview) [post](/blog/2021/03/12/version-0.64)\n',
      'docs/guide.md': '# Guide\n',
      'README.md': '[install](docs/install/)\n',
    },
    missing: [['docs/intro.md', 'gone.md'], ['docs/intro.md', '/img/nope.png'], ['README.md', 'docs/install/']],
  },
  {
    name: 'Docusaurus: a docs path the configuration computes is a renderer not known; its folder\'s links are not judged',
    tree: {
      'website/docusaurus.config.js': "const path = require('path');\nmodule.exports = { baseUrl: '/', presets: [['classic', { docs: { path: path.resolve(__dirname, 'content') } }]] };\n",
      'website/content/a.md': '[b](gone.md) ![c](/img/gone.png)\n',
      'website/README.md': '[d](gone.md)\n',
      'README.md': '[e](gone.md)\n',
    },
    missing: [['website/README.md', 'gone.md'], ['README.md', 'gone.md']],
  },
  {
    name: 'Hugo: contentDir and staticDir from hugo.toml; a page\'s link against its URL',
    tree: {
      'hugo.toml': 'baseURL = "https://example.org/"\ncontentDir = "site-content"\nstaticDir = ["assets-static"]\n',
      'site-content/post/a.md': '[b](../b/) ![i](/images/x.png) ![j](/images/gone.png) [c](gone.md)\n',
      'site-content/post/b.md': '![i](img.png)\n',
      'site-content/post/b/img.png': 'png',
      'assets-static/images/x.png': 'png',
    },
    missing: [['site-content/post/a.md', '/images/gone.png'], ['site-content/post/a.md', 'gone.md']],
  },
  {
    // google/docsy: docsy.dev/config/_default/hugo.yaml mounts content/en at the content root, and the repository's
    // own AGENTS.md at content/project/repo/AGENTS.md, which content/en/project/repo/_index.md links as `AGENTS.md`.
    name: 'Hugo: config/_default/hugo.yaml in a subfolder, module mounts of folders and of a file',
    tree: {
      'site/config/_default/hugo.yaml': 'title: x\nmodule:\n  mounts:\n    - source: content/en\n      target: content\n    - source: ../AGENTS.md\n      target: content/project/repo/AGENTS.md\n',
      'site/content/en/project/repo/_index.md': '[a](AGENTS.md) [b](README.md) [c](../other/)\n',
      'site/content/en/guide/a.md': '[b](../b/) [c](gone.md) [d](../project/repo/AGENTS.md)\n',
      'AGENTS.md': '# Agents\n',
    },
    missing: [['site/content/en/project/repo/_index.md', 'README.md'], ['site/content/en/guide/a.md', 'gone.md']],
  },
  {
    // twbs/icons: hugo.yml mounts docs/static at static, the repository's bootstrap-icons.svg at
    // static/bootstrap-icons.svg and icons/ at static/assets/icons; the home page's `<use xlink:href>` names the sprite.
    name: 'Hugo: static mounts of a file and of a folder below the static root, served at their target\'s path',
    tree: {
      'hugo.yml': 'module:\n  mounts:\n    - source: docs/content\n      target: content\n    - source: docs/static\n      target: static\n    - source: bootstrap-icons.svg\n      target: static/bootstrap-icons.svg\n    - source: icons\n      target: static/assets/icons\n',
      'docs/content/_index.md': '<svg><use xlink:href="bootstrap-icons.svg#heart"/></svg> ![a](/assets/icons/a.svg) ![b](/assets/icons/gone.svg) ![c](/logo.png) ![d](none.svg)\n',
      'docs/content/guide/page.md': '![a](../assets/icons/a.svg) ![b](../bootstrap-icons.svg)\n',
      'docs/static/logo.png': 'png',
      'bootstrap-icons.svg': '<svg xmlns="http://www.w3.org/2000/svg"><symbol id="heart"/></svg>\n',
      'icons/a.svg': '<svg/>\n',
    },
    missing: [['docs/content/_index.md', '/assets/icons/gone.svg'], ['docs/content/_index.md', 'none.svg']],
  },
  {
    // dapr/docs: daprdocs/layouts/partials/components/description.html links /operations/components/certification-lifecycle/,
    // a page of content/en, from a partial every component page includes; its config.toml mounts layouts/ too.
    name: 'Hugo: a template in layouts/ (or a folder mounted there, or a theme) makes parts of pages: its links are not judged',
    tree: {
      'daprdocs/config.toml': 'baseURL = "https://docs.dapr.io"\ncontentDir = "content/en"\n[module]\n  [[module.mounts]]\n    source = "content/en"\n    target = "content"\n  [[module.mounts]]\n    source = "site-layouts"\n    target = "layouts"\n',
      'daprdocs/content/en/operations/components/certification-lifecycle.md': '# Certification lifecycle\n',
      'daprdocs/layouts/partials/components/description.html': '<a href="/operations/components/certification-lifecycle/">Alpha</a> <img src="../img/badge.png"> <a href="gone.md">x</a>\n',
      'daprdocs/site-layouts/shortcodes/x.html': '<a href="gone.md">x</a>\n',
      'daprdocs/themes/docsy/layouts/partials/y.html': '<a href="gone.md">y</a>\n',
      'daprdocs/content/en/a.md': '[c](gone.md)\n',
    },
    missing: [['daprdocs/content/en/a.md', 'gone.md']],
  },
  {
    name: 'MkDocs: docs_dir; raw HTML resolved against the page\'s URL',
    tree: {
      'mkdocs.yml': 'site_name: x\ndocs_dir: documentation\n',
      'documentation/guide/page.md': '<img src="../img/a.png"> <img src="../img/b.png"> [x](../setup/) [y](gone.md) ![z](/img/logo.png) ![w](/img/none.png)\n',
      'documentation/guide/img/a.png': 'png',
      'documentation/img/logo.png': 'png',
    },
    missing: [['documentation/guide/page.md', '../img/b.png'], ['documentation/guide/page.md', 'gone.md'], ['documentation/guide/page.md', '/img/none.png']],
  },
  {
    name: 'Jekyll: a root-relative link under its baseurl, below its source folder',
    tree: {
      '_config.yml': 'source: site\nbaseurl: "/proj"\n',
      'site/_posts/2020-01-01-x.md': '![a](/proj/assets/a.png) ![b](/proj/assets/gone.png) [c](/proj/about/)\n',
      'site/assets/a.png': 'png',
    },
    missing: [['site/_posts/2020-01-01-x.md', '/proj/assets/gone.png']],
  },
  {
    name: 'mdBook: [book] src',
    tree: {
      'book.toml': '[book]\nsrc = "book-src"\n',
      'book-src/ch1.md': '[c](ch2.html) [d](../other/) [e](gone.md)\n',
      'book-src/ch2.md': '# Two\n',
    },
    missing: [['book-src/ch1.md', 'gone.md']],
  },
  {
    name: 'VitePress: srcDir, its public folder at /, a route not judged',
    tree: {
      'docs/.vitepress/config.mts': "export default defineConfig({ title: 'X', srcDir: 'src' })\n",
      'docs/src/guide/a.md': '![l](/logo.svg) ![m](/gone.svg) [n](/guide/b) [o](./b.md) [p](./gone.md)\n',
      'docs/src/guide/b.md': '# B\n',
      'docs/src/public/logo.svg': '<svg/>',
    },
    missing: [['docs/src/guide/a.md', '/gone.svg'], ['docs/src/guide/a.md', './gone.md']],
  },
  {
    name: 'Eleventy and DocFX: their content folders\' links by URL are not judged',
    tree: {
      'blog/.eleventy.js': 'module.exports = () => ({ dir: { input: "content" } });\n',
      'blog/content/a.md': '[x](../b/) [y](gone.md)\n',
      'net/docfx.json': '{ "build": { "content": [ { "files": ["articles/**.md"] } ] } }\n',
      'net/articles/a.md': '[x](../api/) [y](gone.md)\n',
    },
    missing: [['blog/content/a.md', 'gone.md'], ['net/articles/a.md', 'gone.md']],
  },
  {
    // An Antora component's page names an image by its path below its module's images/ folder. AsciiDoc's own
    // syntax (`image::x.png[]`) comes with its finder; a Markdown image in a page exercises the same resolution.
    name: 'Antora: a page\'s relative name from its module\'s family folders',
    tree: {
      'docs/antora.yml': 'name: x\nversion: ~\n',
      'docs/modules/ROOT/pages/index.md': '![a](diagram.png) ![b](gone.png) [c](setup.pdf)\n',
      'docs/modules/ROOT/images/diagram.png': 'png',
      'docs/modules/ROOT/attachments/setup.pdf': 'pdf',
    },
    missing: [['docs/modules/ROOT/pages/index.md', 'gone.png']],
  },
  {
    // renovatebot/renovate: tools/mkdocs/mkdocs.yml's docs/ is not in the repository (tools/mkdocs.ts copies docs/usage
    // and pages its scripts write there, `presets-*.md`, `modules/<type>/<name>/index.md` made from lib's readmes);
    // its edit_uri names docs/usage. Those pages' missing files are information; a readme whose own link names a page
    // of docs/usage once its `..`s are dropped is copied into the site, its other missing files information too.
    name: 'MkDocs: a content folder a build assembles from the folder its edit links name; documents its links show copied there',
    tree: {
      'tools/mkdocs/mkdocs.yml': 'site_name: Docs\nrepo_url: https://github.com/o/r\nedit_uri: edit/main/docs/usage/\n',
      'docs/usage/a.md': '[g](./presets-group.md) [m](./modules/manager/x/index.md) [b](b.md) [up](../../tools/gone.md)\n',
      'docs/usage/b.md': '# B\n',
      'docs/development/c.md': '[d](gone.md)\n',
      'lib/modules/manager/x/readme.md': '[o](../../../b.md#b) [v](../../versioning/index.md) [s](./gone.md)\n',
      'lib/modules/manager/y/readme.md': '[v](../../versioning/index.md)\n',
      'readme.md': '[e](docs/usage/gone.md) [f](b.md)\n',
    },
    missing: [['docs/development/c.md', 'gone.md'], ['lib/modules/manager/y/readme.md', '../../versioning/index.md'],
      ['readme.md', 'docs/usage/gone.md'], ['readme.md', 'b.md']],
    information: [['docs/usage/a.md', './presets-group.md'], ['docs/usage/a.md', './modules/manager/x/index.md'], ['docs/usage/a.md', '../../tools/gone.md'],
      ['lib/modules/manager/x/readme.md', '../../../b.md'], ['lib/modules/manager/x/readme.md', '../../versioning/index.md'],
      ['lib/modules/manager/x/readme.md', './gone.md']],
  },
  {
    // renovate's lib/modules/manager/*/readme.md: most show their copy by a link to a page of docs/usage, some link only
    // pages the build makes (`../../versioning/index.md`): copied as a set, their missing files are information too.
    name: 'MkDocs assembled: a set of documents several of which are shown copied into the site, the rest of the set with them',
    tree: {
      'tools/mkdocs/mkdocs.yml': 'site_name: Docs\nrepo_url: https://github.com/o/r\nedit_uri: edit/main/docs/usage/\n',
      'docs/usage/b.md': '# B\n',
      'lib/m/a/readme.md': '[o](../../../b.md) [v](../../v/index.md)\n',
      'lib/m/b/readme.md': '[o](../../../b.md) [v](../../v/index.md)\n',
      'lib/m/c/readme.md': '[o](../../../b.md) [v](../../v/index.md)\n',
      'lib/m/d/readme.md': '[v](../../v/index.md)\n',
      'lib/m/e/readme.md': '[v](../x/index.md)\n',
      'lib/m/f/readme.md': '[v](../y/index.md)\n',
      'readme.md': '[g](gone.md)\n',
    },
    missing: [['readme.md', 'gone.md']],
    information: [
      ...['a', 'b', 'c'].flatMap((d): [string, string][] => [[`lib/m/${d}/readme.md`, '../../../b.md'], [`lib/m/${d}/readme.md`, '../../v/index.md']]),
      ['lib/m/d/readme.md', '../../v/index.md'], ['lib/m/e/readme.md', '../x/index.md'], ['lib/m/f/readme.md', '../y/index.md'],
    ],
  },
  {
    name: 'MkDocs: a content folder absent, but no edit link says where its pages are: the documents are read as GitHub reads them',
    tree: {
      'site/mkdocs.yml': 'site_name: Docs\nrepo_url: https://github.com/o/r\n',
      'docs/usage/a.md': '[g](./presets-group.md)\n',
      'lib/x/readme.md': '[o](../../a.md)\n',
    },
    missing: [['docs/usage/a.md', './presets-group.md'], ['lib/x/readme.md', '../../a.md']],
  },
  {
    name: 'MkDocs: edit links naming another folder while the content folder is there: a site like any, its sources\' folder no page of it',
    tree: {
      'mkdocs.yml': 'site_name: Docs\nrepo_url: https://github.com/o/r\nedit_uri: edit/main/manual/\n',
      'docs/index.md': '[a](gone.md)\n',
      'manual/a.md': '[b](gone.md)\n',
    },
    missing: [['docs/index.md', 'gone.md'], ['manual/a.md', 'gone.md']],
  },
  {
    name: 'Docusaurus and mdBook: a docs or src folder absent, their edit URLs naming the folder their pages come from',
    tree: {
      'website/docusaurus.config.js': "module.exports = { baseUrl: '/', presets: [['classic', { docs: { path: 'docs', editUrl: 'https://github.com/o/r/edit/main/' } }]] };\n",
      'docs/a.md': '[x](generated.md)\n',
      'book/book.toml': '[book]\nsrc = "src"\n[output.html]\nedit-url-template = "https://github.com/o/r/edit/main/manual/{path}"\n',
      'manual/src/ch1.md': '[y](made.md)\n',
      'manual/README.md': '[z](gone.md)\n',
    },
    missing: [['manual/README.md', 'gone.md']],
    information: [['docs/a.md', 'generated.md'], ['manual/src/ch1.md', 'made.md']],
  },
];

describeMissingFiles('links resolved as the site generator configured for them resolves them', CASES);
