/**
 * Links resolved by generators whose output is not all in the repository, run
 * as the command line over trees in the shape of real projects: a missing file
 * is a Warning only where the renderer is known; where it makes what the
 * repository does not hold, or where the folder's links show a pattern of a
 * generator not modelled, it is Information, with one notice per folder.
 */
import assert from 'node:assert/strict';
import { removeTempTrees, runJson, tempTree } from './helpers';

/** Each file's link findings as `path:line code severity`. */
function linkFindings(report: ReturnType<typeof runJson>['report']): string[] {
  return report.files.flatMap((f) => f.problems.filter((p) => p.code.startsWith('link-')).map((p) => `${f.path}:${p.line} ${p.code} ${p.severity}`));
}

const SITE_XML = `<?xml version="1.0" encoding="ISO-8859-1"?>
<site xmlns="http://maven.apache.org/SITE/2.0.0" name="Apache Commons IO">
  <bannerRight name="Commons IO" href="/index.html">
    <image src="/images/logo.png"/>
  </bannerRight>
  <body>
    <menu name="Commons IO">
      <item name="About" href="/index.html" />
      <item name="Asking Questions" href="/mail-lists.html" />
      <item name="Release History" href="/changes.html" />
      <item name="Download" href="/download_io.cgi" />
      <item name="Javadoc Current" href="/apidocs/index.html" />
      <item name="Proposal" href="/proposal.html"/>
      <item name="Guide" href="/guide.html"/>
    </menu>
  </body>
</site>
`;

const XDOC = (body: string) => `<?xml version="1.0"?>\n<document>\n<body>\n<section name="Building">\n${body}\n</section>\n</body>\n</document>\n`;

/** A Maven project with a site (src/site) in the shape of Apache Commons'. */
const MAVEN: Record<string, string> = {
  'pom.xml': '<project><modelVersion>4.0.0</modelVersion></project>\n',
  // A file at the repository's top named as a page of the site in another case: no page of the site.
  'PROPOSAL.html': '<p>proposal</p>\n',
  'src/site/site.xml': SITE_XML,
  'src/site/resources/download_io.cgi': '#!/bin/sh\n',
  'src/site/resources/images/logo.png': 'png',
  'src/site/xdoc/index.xml': XDOC('<p>Home</p>'),
  'src/site/xdoc/mail-lists.xml': XDOC('<p>Lists</p>'),
  'src/site/xdoc/proposal.xml': XDOC('<p>Proposal</p>'),
  'src/site/markdown/guide.md': '# Guide\n\nSee the [proposal](proposal.html).\n',
  'src/site/xdoc/building.xml': XDOC('<p><a href="mail-lists.html">lists</a> <a href="apidocs/index.html?org/x/Y.html">api</a> <img src="images/logo.png"/></p>'),
};

describe('uri-lint: a Maven site', () => {
  after(removeTempTrees);

  it('finds its pages from their sources and its resources at /, and says what its build makes as information, once for its folders', () => {
    const run = runJson([], tempTree(MAVEN));
    assert.deepEqual(linkFindings(run.report), [
      'src/site/site.xml:10 link-missing-file information',
      'src/site/site.xml:12 link-missing-file information',
      'src/site/xdoc/building.xml:5 link-missing-file information',
    ]);
    const changes = run.report.files.find((f) => f.path === 'src/site/site.xml')!.problems[0]!;
    assert.match(changes.message, /changes\.html.*Maven site's reports, skin and javadoc make pages at build time/);
    // The site's folder and the one below it give one reason: said once, for both.
    assert.deepEqual(run.report.notices?.map((n) => n.replace(/:.*/s, '')), ['src/site and 1 folder below it']);
    assert.match(run.report.notices![0]!, /^src\/site and 1 folder below it: 3 links name files not in the repository: a Maven site's reports/);
    assert.equal(run.status, 0);
  });

  it('a module\'s descriptor standing alone (no sources beside it) is a Maven site by its namespace: its report pages are information', () => {
    // apache/maven: api/maven-api-core/src/site/site.xml, whose menu names pages the project-info and plugin reports make.
    const descriptor = '<site xmlns="http://maven.apache.org/SITE/2.0.0" name="Core API">\n  <body>\n    <menu name="Overview">\n'
      + '      <item name="Introduction" href="index.html"/>\n      <item name="Javadocs" href="apidocs/index.html"/>\n    </menu>\n  </body>\n</site>\n';
    const run = runJson([], tempTree({ 'core/pom.xml': '<project/>\n', 'core/src/site/site.xml': descriptor }));
    assert.deepEqual(linkFindings(run.report), ['core/src/site/site.xml:4 link-missing-file information', 'core/src/site/site.xml:5 link-missing-file information']);
  });

  it('is no Maven site without the folders of its sources (`site.xml` is an Eclipse update site\'s name too)', () => {
    // Its root-relative link's first folder is there (images/), so the root is the repository's and the miss is said.
    const run = runJson([], tempTree({ 'updates/site.xml': '<site>\n  <description href="/images/logo.png"/>\n</site>\n', 'updates/features/x.jar': 'jar', 'images/other.png': 'png' }));
    assert.deepEqual(linkFindings(run.report), ['updates/site.xml:2 link-missing-file warning']);
  });
});

describe('uri-lint: javadoc\'s overview', () => {
  after(removeTempTrees);

  it('resolves its relative links from the output\'s root, where the packages\' doc-files are', () => {
    const overview = '<html><body>\n<img src="org/apache/commons/io/doc-files/logo.png" alt="logo">\n<img src="org/apache/commons/io/doc-files/gone.svg">\n</body></html>\n';
    const run = runJson([], tempTree({
      'src/main/javadoc/overview.html': overview,
      'src/main/java/org/apache/commons/io/doc-files/logo.png': 'png',
      'src/main/java/org/apache/commons/io/package-info.java': 'package org.apache.commons.io;\n',
    }));
    assert.deepEqual(linkFindings(run.report), ['src/main/javadoc/overview.html:3 link-missing-file warning']);
  });
});

/** A Sphinx project (`docs/conf.py`) whose `:doc:` roles name documents of its own and of Python's. */
function sphinx(conf: string): Record<string, string> {
  return {
    'docs/conf.py': conf,
    'docs/index.rst': 'Scrapy\n======\n\n.. toctree::\n\n   topics/logging\n',
    'docs/topics/logging.rst': 'Logging\n=======\n\nModule logging, :doc:`HowTo <howto/logging>`.\nSee :doc:`regular expressions <library/re>` and :doc:`settings`.\n',
    'docs/topics/settings.rst': 'Settings\n========\n',
  };
}

describe('uri-lint: Sphinx\'s :doc: with intersphinx', () => {
  after(removeTempTrees);

  it('finds a :doc: that names a Markdown document or a notebook (MyST, MyST-NB: pypa/pythondotorg\'s :doc:`install`)', () => {
    const tree = { ...sphinx('extensions = ["myst_parser"]\n'), 'docs/topics/howto/logging.md': '# HowTo\n', 'docs/topics/library/re.ipynb': '{"cells": []}\n' };
    const run = runJson([], tempTree(tree));
    assert.deepEqual(linkFindings(run.report), []);
  });

  it('says a :doc: not found is information where intersphinx may find it in another project\'s inventory', () => {
    const run = runJson([], tempTree(sphinx('extensions = ["sphinx.ext.intersphinx"]\nintersphinx_mapping = {"python": ("https://docs.python.org/3", None)}\n')));
    assert.deepEqual(linkFindings(run.report), ['docs/topics/logging.rst:4 link-missing-file information', 'docs/topics/logging.rst:5 link-missing-file information']);
    assert.match(run.report.files.find((f) => f.path === 'docs/topics/logging.rst')!.problems[0]!.message, /Intersphinx looks for documents in other projects' inventories/);
    assert.match(run.report.notices![0]!, /^docs\/topics: 2 links name files not in the repository: intersphinx/);
  });

  it('keeps it a warning without intersphinx, or where documents are left out of it', () => {
    for (const conf of ['extensions = []\n', 'extensions = ["sphinx.ext.intersphinx"]\nintersphinx_mapping = {}\nintersphinx_disabled_reftypes = ["std:doc"]\n']) {
      const run = runJson([], tempTree(sphinx(conf)));
      assert.deepEqual(linkFindings(run.report), ['docs/topics/logging.rst:4 link-missing-file warning', 'docs/topics/logging.rst:5 link-missing-file warning'], conf);
    }
  });
});

describe('uri-lint: files kept as test data', () => {
  after(removeTempTrees);

  it('says the missing targets of their links are information, and keeps a served page\'s and a README\'s warnings', () => {
    const page = '<html><head><link rel="stylesheet" href="/static/main.css"></head><body><a href="/page/2/">next</a> <a href="item999.html">gone</a></body></html>\n';
    // prettier/prettier: tests/format/markdown/image/alt.md, an input of the formatter's tests.
    const input = '![alt](a.png)\n';
    const run = runJson([], tempTree({
      'tests/sample_data/quotes.html': page, 'docs/_tests/quotes.html': page, 'site/index.html': page,
      'tests/format/markdown/image/alt.md': input, 'tests/README.md': '[how to run](run.md)\n',
    }));
    assert.deepEqual(linkFindings(run.report).sort(), [
      'docs/_tests/quotes.html:1 link-missing-file information',
      'docs/_tests/quotes.html:1 link-missing-file information',
      'docs/_tests/quotes.html:1 link-missing-file information',
      // A served page's root-relative links whose first folder is nowhere (/static/, /page/): its server's `/` is not
      // known (rules/links.ts rootUnknown); its relative link's file is missing, a Warning.
      'site/index.html:1 link-missing-file information',
      'site/index.html:1 link-missing-file information',
      'site/index.html:1 link-missing-file warning',
      'tests/README.md:1 link-missing-file warning',
      'tests/format/markdown/image/alt.md:1 link-missing-file information',
      'tests/sample_data/quotes.html:1 link-missing-file information',
      'tests/sample_data/quotes.html:1 link-missing-file information',
      'tests/sample_data/quotes.html:1 link-missing-file information',
    ]);
    const said = run.report.files.find((f) => f.path === 'tests/format/markdown/image/alt.md')!.problems[0]!.message;
    assert.match(said, /A file kept as test data: its links are what a test reads/);
  });
});

describe('uri-lint: Markdown a Docusaurus configuration reads into pages', () => {
  after(removeTempTrees);

  it('judges its links as the site\'s: routes are the generator\'s, files are looked for', () => {
    const config = 'const fs = require("fs");\nconst setup = fs.readFileSync("./data/tools/setup.md", "utf8");\n'
      + 'module.exports = { title: "Babel", baseUrl: "/", presets: [["@docusaurus/preset-classic", { docs: { path: "../docs" } }]] };\n';
    const run = runJson([], tempTree({
      'website/docusaurus.config.js': config,
      'website/data/tools/setup.md': '<p>Create a <a href="/docs/usage#configuration">config</a>.</p>\n\nSee [presets](/docs/presets/) and [the logo](./logo.png).\n\n<a href="#installation">install</a>\n',
      'website/data/other/notes.md': 'See [usage](/docs/usage).\n',
      'docs/usage.md': '---\nid: usage\n---\n\n# Usage\n',
    }));
    assert.deepEqual(linkFindings(run.report), ['website/data/other/notes.md:1 link-missing-file warning', 'website/data/tools/setup.md:3 link-missing-file warning']);
  });

  it('joins a Markdown link\'s path as a file path (`..//tutorials/x.md` is `../tutorials/x.md`), as Docusaurus does', () => {
    const run = runJson([], tempTree({
      'website/docusaurus.config.ts': 'export default { title: "Redux", baseUrl: "/", presets: [["classic", { docs: { path: "../docs" } }]] };\n',
      'docs/usage/thunks.mdx': '# Thunks\n\n[async logic](..//tutorials/part-6.md) [gone](..//tutorials/part-9.md)\n',
      'docs/tutorials/part-6.md': '# Part 6\n',
    }));
    assert.deepEqual(linkFindings(run.report), ['docs/usage/thunks.mdx:3 link-missing-file warning']);
  });
});

describe('uri-lint: a .md link to the .mdx page beside it, in a site whose pages may be MDX', () => {
  after(removeTempTrees);

  it('says it as information naming the .mdx in an Astro Starlight site and a Docusaurus one; a .md with no .mdx beside it, or read on a forge, stays a warning', () => {
    // jj-vcs/jj web/docs (Starlight, whose plugin strips a link's .md): index.md links install-and-setup.md, the page install-and-setup.mdx.
    const run = runJson([], tempTree({
      'web/docs/astro.config.mjs': "import starlight from '@astrojs/starlight';\nexport default defineConfig({ site: 'https://docs.jj-vcs.dev', integrations: [starlight({ title: 'Jujutsu docs' })] });\n",
      'web/docs/src/content/docs/index.md': '# Jujutsu\n\nSee [installation](install-and-setup.md) and [gone](gone.md).\n',
      'web/docs/src/content/docs/install-and-setup.mdx': '# Installation and setup\n',
      'website/docusaurus.config.js': "module.exports = { title: 'X', baseUrl: '/', presets: [['classic', { docs: { path: '../docs' } }]] };\n",
      'docs/intro.md': '# Intro\n\nSee [contributing](contributing.md).\n',
      'docs/contributing.mdx': '# Contributing\n',
      // Read on a forge: the file named is the file looked for.
      'notes/README.md': '# Notes\n\nSee [setup](setup.md).\n',
      'notes/setup.mdx': '# Setup\n',
    }));
    assert.deepEqual(linkFindings(run.report), [
      'docs/intro.md:3 link-missing-file information',
      'notes/README.md:3 link-missing-file warning',
      'web/docs/src/content/docs/index.md:3 link-missing-file information',
      'web/docs/src/content/docs/index.md:3 link-missing-file warning',
    ]);
    const said = run.report.files.find((f) => f.path === 'web/docs/src/content/docs/index.md')!.problems.find((p) => p.severity === 'information')!.message;
    assert.match(said, /Astro makes pages of MDX too: web\/docs\/src\/content\/docs\/install-and-setup\.mdx is the page of this name/);
  });
});

describe('uri-lint: a root-relative page rendered from a source beside the document', () => {
  after(removeTempTrees);

  it('finds `/configuring.html` as `configuring.md` of the document\'s folder, which a generator renders at /', () => {
    const run = runJson([], tempTree({
      'guides/source/configuring.md': '# Configuring\n\n## Rescue\n',
      'guides/source/testing.md': '# Testing\n\nSee [rescue](/configuring.html#rescue) and [gone](/security.html).\n',
    }));
    assert.deepEqual(linkFindings(run.report), ['guides/source/testing.md:3 link-missing-file warning']);
  });
});

describe('uri-lint: a page made from a source of its name in another folder of the set', () => {
  after(removeTempTrees);

  it('is information naming the source; a page of no source, and a .md link, stay warnings', () => {
    // phoenixframework/phoenix: guides/introduction/up_and_running.md links ecto.html, made by ExDoc from guides/ecto.md.
    const run = runJson([], tempTree({
      'guides/ecto.md': '# Ecto\n',
      'guides/introduction/installation.md': '# Installation\n',
      'guides/introduction/up_and_running.md': '[a](installation.html) [b](ecto.html) [c](gone.html) [d](ecto.md)\n',
    }));
    assert.deepEqual(linkFindings(run.report), [
      'guides/introduction/up_and_running.md:1 link-missing-file information',
      'guides/introduction/up_and_running.md:1 link-missing-file warning',
      'guides/introduction/up_and_running.md:1 link-missing-file warning',
    ]);
    const problems = run.report.files.find((f) => f.path === 'guides/introduction/up_and_running.md')!.problems;
    assert.match(problems[0]!.message, /^No file or folder "ecto\.html".*A page of this name is made from guides\/ecto\.md/);
    assert.deepEqual(problems.slice(1).map((p) => p.message.match(/"([^"]+)"/)?.[1]), ['gone.html', 'ecto.md']);
  });
});

describe('uri-lint: an Elixir project\'s guides, which ExDoc renders as mix.exs says', () => {
  after(removeTempTrees);

  const MIX = (extras: string): string => [
    'defmodule Phoenix.MixProject do',
    '  use Mix.Project',
    '  def project do',
    '    [app: :phoenix, name: "Phoenix", docs: &docs/0]',
    '  end',
    '  defp docs do',
    '    [',
    '      main: "overview",',
    '      assets: %{"guides/assets" => "assets"},',
    '      formatters: ["html", "markdown", "epub"],',
    `      extras: ${extras}`,
    '    ]',
    '  end',
    '  defp extras do',
    '    ["guides/introduction/overview.md", "guides/introduction/installation.md", "guides/introduction/up_and_running.md",',
    '     "guides/components.md", "guides/asset_management.md", "guides/data_modelling/contexts.md", "guides/howto/file_uploads.md"]',
    '  end',
    'end',
    '',
  ].join('\n');

  // phoenixframework/phoenix: lines of guides/howto/file_uploads.md, guides/introduction/overview.md,
  // guides/introduction/up_and_running.md, guides/components.md and guides/asset_management.md.
  const GUIDES: Record<string, string> = {
    'guides/introduction/overview.md': '# Overview\n\nIf you would prefer to read these guides as an EPUB, [click here!](Phoenix.epub)\n',
    'guides/introduction/installation.md': '# Installation\n',
    'guides/introduction/up_and_running.md': '# Up and Running\n\n<img src="assets/images/welcome-to-phoenix.png" alt="Phoenix Welcome Page" />\n',
    'guides/assets/images/welcome-to-phoenix.png': 'png',
    'guides/components.md': '# Components\n\n> * Gone through the [introductory guides](installation.html)\n\nSee [the gone guide](writing_a_channel_client.md).\n',
    'guides/asset_management.md': '# Asset Management\n\nSee [documentation](Mix.Tasks.Phx.Gen.Release.html#module-docker) for further details.\n',
    'guides/data_modelling/contexts.md': '# Contexts\n',
    'guides/howto/file_uploads.md': '# File Uploads\n\nIn the [`Contexts guide`](contexts.md), we generated an HTML resource for products.\n',
    // No extra: read on GitHub, where the page ExDoc makes is no file.
    'CONTRIBUTING.md': '# Contributing\n\nSee [the guide](contexts.md).\n',
  };

  it('finds a link to another extra by its page\'s name, an asset in its copied folder, the EPUB it makes; a link to no extra stays a warning', () => {
    const run = runJson([], tempTree({ 'mix.exs': MIX('extras()'), ...GUIDES }));
    assert.deepEqual(linkFindings(run.report), ['CONTRIBUTING.md:3 link-missing-file warning', 'guides/components.md:5 link-missing-file warning']);
  });

  it('extras a wildcard lists are rendered by what the tool did not read: their links are not judged as missing files; a file beside them is', () => {
    const run = runJson([], tempTree({ 'mix.exs': MIX('Path.wildcard("guides/**/*.md")').replace('assets: %{"guides/assets" => "assets"},', ''), ...GUIDES }));
    // Extras a wildcard lists: the guides are rendered by what the tool did not read; a file beside them is not.
    assert.deepEqual(linkFindings(run.report).filter((f) => /warning|error/.test(f)), ['CONTRIBUTING.md:3 link-missing-file warning']);
  });
});

describe('uri-lint: FORD\'s project file, whose page_dir\'s Markdown pages it builds into page/', () => {
  after(removeTempTrees);

  it('takes page/x.html as page_dir\'s x.md, and keeps a page that is not there a warning', () => {
    // fortran-lang/fpm: docs.md is FORD's project file, doc/ its page_dir.
    const front = '---\nproject: Fortran-lang/fpm\nsummary: Fortran Package Manager\nsrc_dir: ./src\n         ./app\noutput_dir: ./fpm-doc\npage_dir: ./doc\nmedia_dir: ./doc/media\n---\n\n';
    const run = runJson([], tempTree({
      'docs.md': `${front}The manifest format specific to *fpm* projects is documented in the [manifest reference](page/Manifest.html).\n\n`
        + '@Note For a more practical but less complete guide on creating *fpm* projects see the [packaging guide](page/Packaging.html).\n\n'
        + 'Please read first [this Code of Conduct](./page/contributing/CodeOfConduct.html) and [gone](page/Gone.html).\n',
      'doc/Manifest.md': '---\ntitle: Manifest reference\n---\n', 'doc/Packaging.md': '---\ntitle: Packaging\n---\n',
      'doc/contributing/CodeOfConduct.md': '---\ntitle: Code of Conduct\n---\n',
      // Not a FORD project file: its page/ links are judged as GitHub reads them.
      'notes.md': '# Notes\n\nSee the [manifest reference](page/Manifest.html).\n',
    }));
    const missing = run.report.files.flatMap((f) => f.problems.filter((p) => p.code === 'link-missing-file').map((p) => `${f.path} ${p.severity} ${p.message.slice(0, 30)}`));
    assert.deepEqual(missing, ['docs.md warning No folder "page" in the worksp', 'notes.md warning No folder "page" in the worksp']);
  });
});
