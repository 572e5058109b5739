/**
 * Links whose file is missing but which a site or a web server may still
 * serve (links/site.ts, rules/links.ts), on trees shaped after public
 * repositories where each was a false positive: pages of MkDocs, Hugo,
 * Jekyll and mdBook sites that link by URL, `.html` pages rendered from a
 * source beside them, and a web page whose `/` is a folder below the
 * repository. Beside each, the link that truly is missing, still reported.
 */
import assert from 'node:assert/strict';
import { positionOf, problemList, removeTempTrees, runJson, tempTree } from '../../cli/helpers';
import { describeMissingFiles } from './missingFiles';
import type { MissingFilesCase } from './missingFiles';

const CASES: MissingFilesCase[] = [
  {
    // encode/httpx: MkDocs serves docs/async.md at /async/, so `../advanced/transports` is /advanced/transports/.
    name: 'MkDocs: a link by URL is not judged; a link to a .md or an image still is',
    tree: {
      'mkdocs.yml': 'site_name: x\n',
      'README.md': 'See [the docs](docs/gone.md) and [transports](advanced/transports).\n',
      'docs/async.md': '[ASGITransport](../advanced/transports#asgitransport) [clients](advanced/clients.md) [gone](advanced/gone.md) ![logo](img/logo.png)\n',
      'docs/advanced/transports.md': '# Transports\n',
      'docs/advanced/clients.md': '# Clients\n',
    },
    missing: [['README.md', 'docs/gone.md'], ['README.md', 'advanced/transports'], ['docs/async.md', 'advanced/gone.md'], ['docs/async.md', 'img/logo.png']],
  },
  {
    // gohugoio/hugoDocs: root-relative page URLs, and `(g)` a render hook turns into a glossary link.
    name: 'Hugo: root-relative and extensionless links of content pages are the site\'s',
    tree: {
      'hugo.toml': 'baseURL = "https://example.org/"\n',
      'content/en/_common/gitignore-public.md': '[`publishDir`]: /configuration/all/#publishdir\n\nA [glob pattern](g), [bundle](../missing-bundle.md).\n',
      'content/en/configuration/all.md': '# All\n',
      'layouts/_partials/docs/nav.md': '[home](/nothing-here/)\n',
    },
    missing: [['content/en/_common/gitignore-public.md', '../missing-bundle.md'], ['layouts/_partials/docs/nav.md', '/nothing-here/']],
  },
  {
    // jekyll/jekyll: docs/_docs/usage.md is served at /docs/usage/ and links /docs/configuration/ and ../ubuntu/.
    name: 'Jekyll: the pages below _config.yml link by permalink',
    tree: {
      'docs/_config.yml': 'collections: { docs: { permalink: "/:collection/:path/" } }\n',
      'docs/_docs/usage.md': 'See [options](/docs/configuration/options/), [Ubuntu](../ubuntu/) and [team](docs/pages/team.md).\n',
      '.github/SECURITY.markdown': 'Ask the [team](docs/pages/team.md).\n',
    },
    missing: [['docs/_docs/usage.md', 'docs/pages/team.md'], ['.github/SECURITY.markdown', 'docs/pages/team.md']],
  },
  {
    // rust-lang/mdBook and rust-lang/book: `index.html` is rendered from README.md, `x.html` from `x.md`; a book's page
    // may link the pages of another book or edition by their URL.
    name: 'mdBook: a page rendered from a source beside it; the pages of another book',
    tree: {
      'guide/book.toml': '[book]\n',
      'guide/src/guide/creating.md': '[CLI](../cli/index.html) [build](../cli/build.html) [other book](../../reference/index.html) [img](gone.png)\n',
      'guide/src/cli/README.md': '# CLI\n',
      'guide/src/cli/build.md': '# Build\n',
      'notes/index.md': '[a](cli.html) [b](setup.html)\n',
      'notes/setup.rst': 'Setup\n=====\n',
    },
    missing: [['guide/src/guide/creating.md', 'gone.png'], ['notes/index.md', 'cli.html']],
  },
  {
    // exercism/python: docs/config.json lists docs/TESTS.md as slug `tests` and docs/TOOLS.md as `tools`, which
    // exercism.org serves at /docs/tracks/python/<slug>: TESTS.md's `./tools` is that page. A slug none lists, and a
    // document the list leaves out (read on GitHub), keep their findings.
    name: 'Exercism: a track document\'s link to another by its slug, as exercism.org serves them',
    tree: {
      'docs/config.json': JSON.stringify({ docs: [
        { uuid: '8666f259', slug: 'tests', path: 'docs/TESTS.md', title: 'Testing', blurb: 'x' },
        { uuid: '7a2e1a4f', slug: 'tools', path: 'docs/TOOLS.md', title: 'Tools', blurb: 'x' },
      ] }),
      'docs/TESTS.md': 'Check the [tools](./tools) page and the [toolz](./toolz) page.\n',
      'docs/TOOLS.md': '# Tools\n',
      'docs/GENERATOR.md': 'See [tools](./tools).\n',
    },
    missing: [['docs/TESTS.md', './toolz'], ['docs/GENERATOR.md', './tools']],
  },
  {
    // supercollider/supercollider: HelpSource/Other/HelpDocsLicensing.html links ../Help.html, the page SCDoc renders
    // from HelpSource/Help.schelp.
    name: 'SCDoc: a help page rendered from its .schelp source beside it',
    tree: {
      'HelpSource/Help.schelp': 'title:: Help\n',
      'HelpSource/Other/HelpDocsLicensing.html': '<a href="../Help.html">help</a> <a href="../Guide.html">guide</a>\n',
    },
    missing: [['HelpSource/Other/HelpDocsLicensing.html', '../Guide.html']],
  },
  {
    // SchemaStore/schemastore: src/img/favicon/browserconfig.xml names /img/favicon/… of the site served from src/.
    name: 'a web page\'s root-relative link, below a folder above it; a README\'s is the repository\'s',
    tree: {
      'src/img/favicon/browserconfig.xml': '<browserconfig><msapplication><tile><square70x70logo src="/img/favicon/tile.png"/><wide310x150logo src="/img/favicon/wide.png"/></tile></msapplication></browserconfig>\n',
      'src/img/favicon/tile.png': 'png',
      'archive/wg-apply/README.md': 'Superseded by [wg-api-expression](/wg-api-expression/README.md).\n',
      'archive/wg-api-expression/README.md': '# wg\n',
    },
    missing: [['src/img/favicon/browserconfig.xml', '/img/favicon/wide.png'], ['archive/wg-apply/README.md', '/wg-api-expression/README.md']],
  },
  {
    // vitejs/vite: packages/create-vite/template-vue-ts/index.html names /favicon.svg of its public/ folder; the
    // landing page's components name @assets/…, an alias in the site's Vite configuration.
    name: 'a web app\'s static folder served at /, and a bundler\'s aliases',
    tree: {
      'template-vue/index.html': '<link rel="icon" href="/favicon.svg"><link rel="manifest" href="/site.webmanifest"><script type="module" src="/src/main.ts"></script>\n',
      'template-vue/public/favicon.svg': '<svg/>',
      'template-vue/src/main.ts': 'export {};\n',
      'template-vue/src/App.vue': '<template><img src="@assets/logo.png"><img src="~/img/a.png"><script src="/@/entry.ts"></script><img src="./assets/gone.png"></template>\n',
      'site/static/img/logo.svg': '<svg/>',
      'site/src/page.html': '<img src="/img/logo.svg"><img src="/img/gone.svg">\n',
    },
    // A Vue component is a template its app renders: its srcs are its bundler's assets, none judged as a file.
    missing: [['template-vue/index.html', '/site.webmanifest'], ['site/src/page.html', '/img/gone.svg']],
  },
  {
    // fastapi/fastapi: docs/en/mkdocs.yml builds docs/en/docs and, by a script, each translation in docs/<lang>/docs,
    // whose pages name the site's /img/… as the English ones do. A folder named otherwise is no translation.
    name: 'a translation of a site, beside the language folder that holds its configuration',
    tree: {
      'docs/en/mkdocs.yml': 'site_name: x\n',
      'docs/en/docs/img/a.png': 'png',
      'docs/en/docs/index.md': '![a](/img/a.png)\n',
      'docs/de/docs/index.md': '<img src="/img/a.png"> [b](gone.md) ![c](/img/a.png)\n',
      'docs/zh-hant/docs/tutorial/first.md': '![a](/img/a.png)\n',
      'docs/notes/docs/index.md': '![a](/img/a.png)\n',
    },
    missing: [['docs/de/docs/index.md', 'gone.md'], ['docs/notes/docs/index.md', '/img/a.png']],
  },
  {
    // DSpace: dspace-api/src/main/java/org/dspace/browse/package.html, a package comment javadoc reads into the
    // package's page, links the pages it writes beside it: BrowserScope.html for BrowserScope.java, and
    // ../content/package-summary.html for a folder of Java sources (links/siteTargets.ts javadocPage). IndexBrowse.java
    // is gone: its page too. Another HTML file beside them is no javadoc document: its links name files.
    name: 'javadoc: a package comment links the pages javadoc makes of the classes and packages of its source tree',
    tree: {
      'api/src/main/java/org/x/browse/package.html': '<a href="BrowserScope.html">a</a> <a href="BrowserScope.Builder.html">b</a>'
        + ' <a href="../content/package-summary.html">c</a> <a href="IndexBrowse.html">d</a> <a href="../empty/package-summary.html">e</a>\n',
      'api/src/main/java/org/x/browse/BrowserScope.java': 'class BrowserScope {}\n',
      'api/src/main/java/org/x/content/Item.java': 'class Item {}\n',
      'api/src/main/java/org/x/empty/notes.txt': '',
      'api/src/main/java/org/x/browse/notes.html': '<a href="BrowserScope.html">a</a>\n',
    },
    missing: [['api/src/main/java/org/x/browse/package.html', 'IndexBrowse.html'], ['api/src/main/java/org/x/browse/package.html', '../empty/package-summary.html'],
      ['api/src/main/java/org/x/browse/notes.html', 'BrowserScope.html']],
  },
  {
    // DSpace: dspace-server-webapp/src/main/resources/static/index.html loads the WebJars Spring Boot serves at
    // /webjars/** from its dependencies' jars, and browser/js/hal.js, which WebApplication.java maps ("/browser/**") to
    // the hal-browser WebJar (links/dependencyFolders.ts). A file missing from a folder the page has, or beside it, and
    // a webjars.js file are the repository's to hold.
    name: 'WebJars and a Spring Boot app\'s mapped routes are supplied when it runs; a missing file beside them is not',
    tree: {
      'app/src/main/resources/static/index.html': '<script src="webjars/backbone/backbone-min.js"></script>\n<script src="browser/js/hal.js"></script>\n'
        + '<script src="js/gone.js"></script>\n<script src="js/there.js"></script>\n<script src="missing.js"></script>\n',
      'app/src/main/resources/static/js/there.js': '',
      'web/index.html': '<script src="node_modules/jquery/dist/jquery.js"></script>\n<script src="lib/gone.js"></script>\n<script src="webjars.js"></script>\n',
    },
    missing: [['app/src/main/resources/static/index.html', 'js/gone.js'], ['app/src/main/resources/static/index.html', 'missing.js'],
      ['web/index.html', 'lib/gone.js'], ['web/index.html', 'webjars.js']],
    information: [['app/src/main/resources/static/index.html', 'webjars/backbone/backbone-min.js'], ['app/src/main/resources/static/index.html', 'browser/js/hal.js'],
      ['web/index.html', 'node_modules/jquery/dist/jquery.js']],
  },
];

describeMissingFiles('links a site or a web server may serve', CASES);

describe('links: a web page\'s root-relative link whose first folder is nowhere (its server\'s root is not known)', () => {
  after(removeTempTrees);
  it('w3c/json-ld-syntax\'s errata/index.html, a page of w3.org, names w3.org\'s /Consortium/Legal/ipr-notice: information', () => {
    const tree = {
      'errata/index.html': '<a href="/Consortium/Legal/ipr-notice#Copyright">c</a> <a href="/favicon.ico">f</a> <a href="/errata/gone/x.html">g</a> <a href="/search">s</a> <a href="/blog/">b</a>\n',
      'pages/index.html': '<a href="/Consortium/Legal/ipr-notice">c</a>\n',
      'pages/CNAME': 'example.org\n',
    };
    const run = runJson([], tempTree(tree));
    assert.deepEqual(problemList(run.report).filter((p) => p.includes('link-missing-file')).sort(), [
      // Its first folder is nowhere: the server's root is not known.
      `errata/index.html:${positionOf(tree['errata/index.html'], '/Consortium')} information link-missing-file`,
      // A single name without an extension is a route of that server (abcjs' examples/plugin/textarea_test.html, a
      // page of abcnotation.com saved: /search, /about#donate, /blog/).
      `errata/index.html:${positionOf(tree['errata/index.html'], '/search')} information link-missing-file`,
      `errata/index.html:${positionOf(tree['errata/index.html'], '/blog/')} information link-missing-file`,
      // A single file's name says nothing of the root, and a found first folder says it is the repository's.
      `errata/index.html:${positionOf(tree['errata/index.html'], '/errata/gone')} warning link-missing-file`,
      `errata/index.html:${positionOf(tree['errata/index.html'], '/favicon.ico')} warning link-missing-file`,
      // A CNAME above the page says its folder is the site served at "/".
      `pages/index.html:${positionOf(tree['pages/index.html'], '/Consortium')} warning link-missing-file`,
    ].sort());
  });
});

describe('links: a relative link that climbs out of a known site\'s content folder (its host\'s URL space)', () => {
  after(removeTempTrees);
  it('rust-lang/cargo: the Cargo book\'s ../../reference/… is doc.rust-lang.org/reference/, another book: information', () => {
    const page = '[cfg]: ../../reference/conditional-compilation.md#the-cfg-attribute\n[FFI]: ../../nomicon/ffi.md\n'
      + '[gone]: gone.md\n[img]: ../images/gone.png\n[back in]: ../../src/reference/gone-too.md\n[cfg] [FFI] [gone] [img] [back in]\n';
    const mkdocsPage = '[contributing](../../CONTRIBUTING.md) [gone](gone.md)\n';
    const sphinxPage = 'See :download:`the script <../../scripts/gone.py>`.\n';
    const tree = {
      'doc/book/book.toml': '[book]\ntitle = "The Cargo Book"\n',
      'doc/book/src/reference/features.md': page,
      // MkDocs passes links through as URLs too; a README beside the configuration is read on GitHub.
      'site/mkdocs.yml': 'site_name: x\n',
      'site/docs/guide/a.md': mkdocsPage,
      'site/README.md': '[gone](../GONE.md)\n',
      // Sphinx reads the file a download names: missing, the build fails, wherever it lies.
      'manual/conf.py': 'project = "x"\n',
      'manual/index.rst': 'Index\n=====\n',
      'manual/guide/page.rst': sphinxPage,
    };
    const run = runJson([], tempTree(tree));
    assert.deepEqual(problemList(run.report).filter((p) => p.includes('link-missing-file')).sort(), [
      `doc/book/src/reference/features.md:${positionOf(page, '../../reference/conditional-compilation.md')} information link-missing-file`,
      `doc/book/src/reference/features.md:${positionOf(page, '../../nomicon/ffi.md')} information link-missing-file`,
      // Inside the book: missing there as on a forge.
      `doc/book/src/reference/features.md:${positionOf(page, 'gone.md')} warning link-missing-file`,
      `doc/book/src/reference/features.md:${positionOf(page, '../images/gone.png')} warning link-missing-file`,
      `doc/book/src/reference/features.md:${positionOf(page, '../../src/reference/gone-too.md')} warning link-missing-file`,
      `manual/guide/page.rst:${positionOf(sphinxPage, '../../scripts/gone.py')} warning link-missing-file`,
      `site/README.md:${positionOf(tree['site/README.md'], '../GONE.md')} warning link-missing-file`,
      `site/docs/guide/a.md:${positionOf(mkdocsPage, '../../CONTRIBUTING.md')} information link-missing-file`,
      `site/docs/guide/a.md:${positionOf(mkdocsPage, 'gone.md')} warning link-missing-file`,
    ].sort());
    const note = run.report.files.find((f) => f.path === 'doc/book/src/reference/features.md')!.problems[0]!.message;
    assert.match(note, /climbs out of mdBook's content folder, doc\/book\/src\/: on the published site it leads beside the site on its host/);
  });
});

describe('links: a root-relative bundle named after the repository\'s own package (links/bundlers.ts ownPackageBundle)', () => {
  after(removeTempTrees);

  it('mermaid\'s /mermaid.min.js, served at / from packages/mermaid/dist by its development server: information, said why; another name is not', () => {
    // mermaid-js/mermaid: cypress/platform/iife.html; a library's demo loads its own bundle, named after the root
    // package.json's (scoped) name, alike.
    const tree = {
      'packages/mermaid/package.json': '{"name": "mermaid"}\n',
      'cypress/platform/iife.html': '<script src="/mermaid.min.js"></script><script src="/other.min.js"></script>\n',
      'package.json': '{"name": "@acme/chart"}\n',
      'demo/index.html': '<link rel="stylesheet" href="/chart.css"><script src="/chart.umd.js"></script><script src="/vendor/chart.js"></script>\n',
    };
    const run = runJson([], tempTree(tree));
    const own = run.report.files.flatMap((f) => f.problems.filter((p) => p.code === 'link-missing-file').map((p) => [f.path, p.line, p.column, p.severity, /named after the package of (\S+),/.exec(p.message)?.[1]]));
    const at = (file: string, link: string): [number, number] => {
      const [line, column] = positionOf(tree[file as keyof typeof tree], link).split(':').map(Number);
      return [line!, column!];
    };
    assert.deepEqual(own.filter((p) => p[4] !== undefined), [
      ['cypress/platform/iife.html', ...at('cypress/platform/iife.html', '/mermaid.min.js'), 'information', 'packages/mermaid/package.json'],
      ['demo/index.html', ...at('demo/index.html', '/chart.css'), 'information', 'package.json'],
      ['demo/index.html', ...at('demo/index.html', '/chart.umd.js'), 'information', 'package.json'],
    ]);
    assert.deepEqual(own.filter((p) => p[0] === 'cypress/platform/iife.html' && p[4] === undefined).map((p) => p[3]), ['warning']);
  });
});

describe('links: a Hugo site\'s render hook of links and its definition terms\' ids (links/siteTargets.ts linkHookOf, renderers.ts definitionTermIds)', () => {
  after(removeTempTrees);

  it('gohugoio/hugo docs: a page URL in another case is the hook\'s to resolve (information); a term\'s id with autoDefinitionTermID is found', () => {
    // docs/hugo.toml sets markup.goldmark.parser.autoDefinitionTermID; docs/layouts/_markup/render-link.html resolves
    // `/functions/urls/absURL/` with .GetPage (AbsURL.md), and File.md's term `ContentBaseName` is `#contentbasename`.
    // The same site without the hook, or without the setting, keeps both warnings; a term no page has is missing.
    const page = '[absURL](/functions/urls/absURL/) [base](/methods/page/file/#contentbasename) [gone](/methods/page/file/#contentbasenames)\n';
    const file = '# File\n\n`ContentBaseName`\n: (`string`) The name of the containing directory.\n\n```text\nNotATerm\n: in a fence\n```\n';
    const site = (config: string, hook: boolean): Record<string, string> => ({
      'hugo.toml': config,
      'content/functions/urls/AbsURL.md': '# AbsURL\n',
      'content/methods/page/File.md': file,
      'content/methods/site/BaseURL.md': page,
      ...(hook ? { 'layouts/_markup/render-link.html': '{{ with .PageInner.GetPage .Destination }}<a href="{{ .RelPermalink }}">{{ end }}\n' } : {}),
    });
    const at = (link: string): string => positionOf(page, link);
    const hooked = runJson([], tempTree(site('[markup.goldmark.parser]\n  autoDefinitionTermID = true\n', true)));
    assert.deepEqual(problemList(hooked.report).filter((p) => /link-/.test(p)).sort(), [
      `content/methods/site/BaseURL.md:${at('/functions/urls/absURL/')} information link-case-mismatch`,
      `content/methods/site/BaseURL.md:${at('contentbasenames')} warning link-missing-fragment`,
    ].sort());
    const plain = runJson([], tempTree(site('title = "x"\n', false)));
    assert.deepEqual(problemList(plain.report).filter((p) => /link-/.test(p)).sort(), [
      `content/methods/site/BaseURL.md:${at('/functions/urls/absURL/')} warning link-case-mismatch`,
      `content/methods/site/BaseURL.md:${at('contentbasename)')} warning link-missing-fragment`,
      `content/methods/site/BaseURL.md:${at('contentbasenames')} warning link-missing-fragment`,
    ].sort());
  });
});
