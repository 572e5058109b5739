/**
 * Links to files on the command line, over a real tree with
 * the real command: the same codes as the editor in every format, on by
 * default and off with `--no-links` or the setting, and `--cache` checks a
 * file again when a file its links lead to is created or deleted, though
 * the file itself did not change.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { LINKS_DOC, linkOut, OUTSIDE_TREE } from '../server/protocol/outsideTree';
import { positionOf, problemList, removeTempTrees, runCli, runJson, tempTree } from './helpers';

const TREE = {
  'docs/guide.md': '# Guide\n',
  'docs/page.md': '[ok](guide.md) [missing](./missing.md) [case](./Guide.md) [root](/docs/guide.md)\n',
  'site/index.html': '<a href="../docs/gone.html">x</a>\n',
  'src/main.ts': 'const logo = "./img/nope.png";\n',
};

const PAGE = TREE['docs/page.md'];
const CASE = `docs/page.md:${positionOf(PAGE, './Guide.md')} warning link-case-mismatch`;

describe('uri-lint: links to files', () => {
  after(removeTempTrees);

  it('reports missing files and case mismatches, as the editor does', () => {
    const dir = tempTree(TREE);
    const run = runJson([], dir);
    assert.deepEqual(problemList(run.report), [
      `docs/page.md:${positionOf(PAGE, './missing.md')} warning link-missing-file`,
      CASE,
      `site/index.html:${positionOf(TREE['site/index.html'], '../docs/gone.html')} warning link-missing-file`,
    ]);
    assert.equal(run.status, 0);
  });

  it('finds a page a web server serves by content negotiation from its language variants beside it', () => {
    // linkchecker/linkchecker cgi-bin/lconline/index.html: `<frame src="lc_cgi.html">`, served by Apache's mod_negotiation
    // from lc_cgi.html.en and lc_cgi.html.de (its cgi-bin/README asks for mod_negotiation).
    const page = '<html><frameset><frame src="lc_cgi.html"><frame src="leer.html"><frame src="help.html"><frame src="about.html"><frame src="news.html"></frameset></html>\n';
    const tree = {
      'cgi-bin/lconline/index.html': page,
      'cgi-bin/lconline/lc_cgi.html.en': '<html></html>\n',
      'cgi-bin/lconline/lc_cgi.html.de': '<html></html>\n',
      'cgi-bin/lconline/leer.html.pt-br': '<html></html>\n',
      // Not a language's variant: a build's source and a file of another type.
      'cgi-bin/lconline/help.html.in': '<html></html>\n',
      'cgi-bin/lconline/about.html.bak': '<html></html>\n',
      // A Markdown page on a forge: no server negotiates.
      'docs/page.md': '[form](form.html)\n',
      'docs/form.html.en': '<html></html>\n',
    };
    const run = runJson([], tempTree(tree));
    assert.deepEqual(problemList(run.report).filter((p) => p.includes('link-missing')), [
      `cgi-bin/lconline/index.html:${positionOf(page, 'help.html')} warning link-missing-file`,
      `cgi-bin/lconline/index.html:${positionOf(page, 'about.html')} warning link-missing-file`,
      `cgi-bin/lconline/index.html:${positionOf(page, 'news.html')} warning link-missing-file`,
      `docs/page.md:${positionOf(tree['docs/page.md'], 'form.html')} warning link-missing-file`,
    ]);
  });

  it('says a root-relative link of a page in a web app\'s static folder as information where the app\'s code beside the folder maps its path', () => {
    // dustinkirkland/byobu mobile/trustmux/static/index.html links /manifest.json, which mobile/trustmux/_daemon.py maps
    // (Tornado: `(r"/manifest\.json", ManifestHandler)`) to a handler that writes it.
    const page = '<!DOCTYPE html>\n<html><head><link rel="manifest" href="/manifest.json"><link rel="icon" href="/icon.png"></head><body></body></html>\n';
    const tree = {
      'mobile/trustmux/_daemon.py': 'routes = [\n    (r"/manifest\\.json", ManifestHandler),\n    (r"/", IndexHandler),\n]\n',
      'mobile/trustmux/static/index.html': page,
      // No code beside this static folder maps the path.
      'web/static/index.html': page,
      'web/main.py': 'app.add_route("/health", health)\n',
    };
    const run = runJson([], tempTree(tree));
    assert.deepEqual(problemList(run.report).filter((p) => p.includes('link-missing')), [
      `mobile/trustmux/static/index.html:${positionOf(page, '/manifest.json')} information link-missing-file`,
      `mobile/trustmux/static/index.html:${positionOf(page, '/icon.png')} warning link-missing-file`,
      `web/static/index.html:${positionOf(page, '/manifest.json')} warning link-missing-file`,
      `web/static/index.html:${positionOf(page, '/icon.png')} warning link-missing-file`,
    ]);
    const said = run.report.files.find((f) => f.path === 'mobile/trustmux/static/index.html')!.problems[0]!.message;
    assert.match(said, /mobile\/trustmux\/_daemon\.py, the application this static folder is served by, maps "\/manifest\.json"/);
  });

  it('says a form\'s action to a path without an extension as information: a server\'s endpoint', () => {
    // qbittorrent/qBittorrent src/webui/www/private/addtorrent.html: `<form action="api/v2/torrents/add">`.
    const tree = {
      'www/addtorrent.html': '<form action="api/v2/torrents/add" method="post"><button formaction="api/v2/torrents/pause">p</button></form>\n<form action="upload.php"></form> <a href="api/v2/app">x</a>\n',
    };
    const run = runJson([], tempTree(tree));
    assert.deepEqual(problemList(run.report).filter((p) => p.includes('link-missing')), [
      `www/addtorrent.html:${positionOf(tree['www/addtorrent.html'], 'api/v2/torrents/add')} information link-missing-file`,
      `www/addtorrent.html:${positionOf(tree['www/addtorrent.html'], 'api/v2/torrents/pause')} information link-missing-file`,
      `www/addtorrent.html:${positionOf(tree['www/addtorrent.html'], 'upload.php')} warning link-missing-file`,
      `www/addtorrent.html:${positionOf(tree['www/addtorrent.html'], 'api/v2/app')} warning link-missing-file`,
    ]);
  });

  it("says a build's source's missing files and headings as information: its links are the page's the build makes elsewhere", () => {
    // hledger's hledger/hledger.m4.md (## balancesheet pasted in by m4_include from Commands/*.md); whisper.cpp's
    // examples/bench.wasm/index-tmpl.html (CMake's configure_file writes index.html beside the helpers.js it copies).
    const tree = {
      'hledger/hledger.m4.md': '# hledger\n\nm4_dnl The commands are included below.\n\n- [balancesheet](#balancesheet) and [ui](hledger-ui.html#keys)\n- see https://example.com/a%zz\n',
      'hledger/manual.md': 'm4_define(_cmd_, x)\n# hledger\n\n- [print](#print)\n',
      'examples/bench.wasm/index-tmpl.html': '<!doctype html>\n<script src="helpers.js"></script>\n<a href="#results">r</a>\n',
      'docs/guide.md.in': '# Guide\n\nSee [setup](setup.md).\n',
      'docs/m4.md': '# m4\n\n```\nm4_include(x)\n```\n\n[gone](gone.md), [see](#usage)\n',
      'docs/page-tmpl-notes.html': '<!doctype html>\n<a href="gone.html">g</a>\n',
    };
    const run = runJson([], tempTree(tree));
    assert.deepEqual(problemList(run.report).filter((p) => !p.includes(' information ') || p.includes('link-missing')), [
      `docs/m4.md:${positionOf(tree['docs/m4.md'], 'gone.md')} warning link-missing-file`,
      `docs/m4.md:${positionOf(tree['docs/m4.md'], 'usage')} warning link-missing-fragment`,
      `docs/page-tmpl-notes.html:${positionOf(tree['docs/page-tmpl-notes.html'], 'gone.html')} warning link-missing-file`,
      `examples/bench.wasm/index-tmpl.html:${positionOf(tree['examples/bench.wasm/index-tmpl.html'], 'helpers.js')} information link-missing-file`,
      `examples/bench.wasm/index-tmpl.html:${positionOf(tree['examples/bench.wasm/index-tmpl.html'], 'results')} information link-missing-fragment`,
      `hledger/hledger.m4.md:${positionOf(tree['hledger/hledger.m4.md'], 'balancesheet)')} information link-missing-fragment`,
      `hledger/hledger.m4.md:${positionOf(tree['hledger/hledger.m4.md'], 'hledger-ui.html')} information link-missing-file`,
      // A malformed URI is one wherever the page is built.
      `hledger/hledger.m4.md:${positionOf(tree['hledger/hledger.m4.md'], 'a%zz')} error invalid-percent-encoding`,
      `hledger/manual.md:${positionOf(tree['hledger/manual.md'], 'print)')} information link-missing-fragment`,
    ]);
  });

  it("reads a template by its name as a build's source, whatever the separator: its missing files and fragments information, a file in another case a warning", () => {
    // linkerd2's web/templates/app.tmpl.html and whisper.cpp's index-tmpl.html, alike; jasontaylordev/CleanArchitecture's
    // README-template.md. Before, a name with `.tmpl`/`.template`/`-template` was not judged at all (rendered.ts):
    // each line below was silent but the own fragment of README-template.md, a warning.
    const tree = {
      'web/templates/app.tmpl.html': '<!doctype html>\n<script src="helpers.js"></script>\n<a href="Guide.html">g</a> <a href="guide.html#nope">n</a>\n',
      'web/templates/guide.html': '<!doctype html>\n<h1 id="top">Guide</h1>\n',
      'README-template.md': '# Project\n\nGenerated with [the template](caRepositoryUrl), see [usage](#usage).\n',
    };
    const run = runJson([], tempTree(tree));
    assert.deepEqual(problemList(run.report).filter((p) => p.includes('link-')), [
      `README-template.md:${positionOf(tree['README-template.md'], 'caRepositoryUrl')} information link-missing-file`,
      `README-template.md:${positionOf(tree['README-template.md'], 'usage)')} information link-missing-fragment`,
      `web/templates/app.tmpl.html:${positionOf(tree['web/templates/app.tmpl.html'], 'helpers.js')} information link-missing-file`,
      `web/templates/app.tmpl.html:${positionOf(tree['web/templates/app.tmpl.html'], 'Guide.html')} warning link-case-mismatch`,
      `web/templates/app.tmpl.html:${positionOf(tree['web/templates/app.tmpl.html'], 'nope')} information link-missing-fragment`,
    ]);
  });

  it("says a template of the pages Doxygen makes as information, where a Doxyfile or a fragment of one names it", () => {
    // arrayfire/arrayfire: docs/doxygen.mk's `HTML_HEADER = ${DOCS_DIR}/header.htm` (HTML_FILE_EXTENSION = .htm), whose
    // logo links index.htm, a page Doxygen makes in its output folder. ardour's doc/Doxyfile names its header below it;
    // a Doxyfile in DOCS/ names its footer from the folder above, where doxygen runs; a CMake list sets the option
    // for doxygen_add_docs.
    const tree = {
      'docs/doxygen.mk': 'HTML_OUTPUT            = html\nHTML_FILE_EXTENSION    = .htm\nHTML_HEADER            = ${DOCS_DIR}/header.htm\nHTML_FOOTER            = ${DOCS_DIR}/footer.htm \\\n  \nHTML_STYLESHEET        =\n',
      'docs/header.htm': '<!-- HTML header for doxygen -->\n<a href="index.htm"><img src="$relpath^$projectlogo"/></a>\n<a href="#main-nav">nav</a>\n',
      'docs/footer.htm': '<a href="pages.htm">pages</a>\n',
      // Not named: a page beside them.
      'docs/other.htm': '<a href="index.htm">home</a>\n',
      'doc/Doxyfile': 'HTML_HEADER = doxygen-custom/header.html\n# HTML_FOOTER = doxygen-custom/footer.html\n',
      'doc/doxygen-custom/header.html': '<a href="annotated.html">classes</a>\n',
      'doc/doxygen-custom/footer.html': '<a href="files.html">files</a>\n',
      'lapack/DOCS/Doxyfile': 'LAYOUT_FILE = DOCS/DoxygenLayout.xml\nHTML_FOOTER = "DOCS/footer.html"\n',
      'lapack/DOCS/footer.html': '<a href="index.html">home</a>\n',
      'CMakeLists.txt': 'set(DOXYGEN_HTML_HEADER "${CMAKE_SOURCE_DIR}/external/doxygen/header.html")\ndoxygen_add_docs(docs src)\n',
      'external/doxygen/header.html': '<link href="navtree.css" rel="stylesheet">\n',
    };
    const run = runJson([], tempTree(tree));
    assert.deepEqual(problemList(run.report).filter((p) => p.includes('link-missing')), [
      `doc/doxygen-custom/footer.html:${positionOf(tree['doc/doxygen-custom/footer.html'], 'files.html')} warning link-missing-file`,
      `doc/doxygen-custom/header.html:${positionOf(tree['doc/doxygen-custom/header.html'], 'annotated.html')} information link-missing-file`,
      `docs/footer.htm:${positionOf(tree['docs/footer.htm'], 'pages.htm')} information link-missing-file`,
      `docs/header.htm:${positionOf(tree['docs/header.htm'], 'index.htm')} information link-missing-file`,
      `docs/header.htm:${positionOf(tree['docs/header.htm'], 'main-nav')} information link-missing-fragment`,
      `docs/other.htm:${positionOf(tree['docs/other.htm'], 'index.htm')} warning link-missing-file`,
      `external/doxygen/header.html:${positionOf(tree['external/doxygen/header.html'], 'navtree.css')} information link-missing-file`,
      `lapack/DOCS/footer.html:${positionOf(tree['lapack/DOCS/footer.html'], 'index.html')} information link-missing-file`,
    ]);
    assert.match(run.report.files.find((f) => f.path === 'docs/header.htm')!.problems[0]!.message, /HTML_HEADER in docs\/doxygen\.mk/);
  });

  it("finds the file a reStructuredText include or literalinclude reads, a slash written twice inside its path read as one; a Markdown link keeps it", () => {
    // apache/trafficserver doc/admin-guide/plugins/txn_box/examples.en.rst:157: `.. literalinclude::
    // ../../../../tests/gold_tests/pluginTest/txn_box//static_file/static_file.replay.yaml`, which Sphinx opens through
    // the file system. GitHub reads a Markdown link's empty segment as a name (mkdocsSite.test.ts' README).
    const page = '.. literalinclude:: ../tests/txn_box//static_file/replay.yaml\n\n.. include:: ../tests//part.rst\n\n.. literalinclude:: ../tests/txn_box//gone.yaml\n';
    const tree = {
      'doc/examples.rst': page,
      'tests/txn_box/static_file/replay.yaml': 'a: 1\n',
      'tests/part.rst': 'Part\n',
      'doc/README.md': '[replay](../tests/txn_box//static_file/replay.yaml)\n',
    };
    const run = runJson([], tempTree(tree));
    assert.deepEqual(problemList(run.report).filter((p) => p.includes('link-missing')), [
      `doc/README.md:${positionOf(tree['doc/README.md'], '../tests/txn_box//static_file/replay.yaml')} warning link-missing-file`,
      `doc/examples.rst:${positionOf(page, '../tests/txn_box//gone.yaml')} warning link-missing-file`,
    ]);
  });

  it("says a header or footer with Doxygen's markers as information, though no configuration read names it", () => {
    // squid-cache/squid doc/Programming-Guide/doxygen.header.html (`$relpath$doxygen.css`) and doxygen.footer.html
    // (`doxygen.png`, beside `$doxygenversion`): squid.dox names the `.dyn` ones, its Makefile pipes it through sed.
    const tree = {
      'doc/doxygen.header.html': '<html><head>\n<link href="$relpath$doxygen.css" rel="stylesheet" type="text/css">\n</head><body>\n',
      'doc/doxygen.footer.html': '<address>Generated on $datetime for $projectname by <a href="http://www.doxygen.org/index.html"><img src="doxygen.png" alt="doxygen"></a> $doxygenversion</address>\n',
      // No marker: a page's missing file is a Warning still; a `$` alone is no Doxygen's.
      'doc/page.html': '<p>Price: $5</p><img src="doxygen.png">\n',
    };
    const run = runJson([], tempTree(tree));
    assert.deepEqual(problemList(run.report).filter((p) => p.includes('link-missing')), [
      `doc/doxygen.footer.html:${positionOf(tree['doc/doxygen.footer.html'], 'doxygen.png')} information link-missing-file`,
      `doc/doxygen.header.html:${positionOf(tree['doc/doxygen.header.html'], '$relpath$doxygen.css')} information link-missing-file`,
      `doc/page.html:${positionOf(tree['doc/page.html'], 'doxygen.png')} warning link-missing-file`,
    ]);
    assert.match(run.report.files.find((f) => f.path === 'doc/doxygen.header.html')!.problems[0]!.message, /by the markers it replaces/);
  });

  it("finds a web application's template's link to a static file where a static folder beside its templates holds it", () => {
    // nicolargo/glances glances/outputs/static/templates/index.html links `static/favicon.ico`; FastAPI mounts `/static`
    // on glances/outputs/static/public, which holds it. Flask's `app/templates` beside `app/static` alike.
    const page = '<html><head><link rel="icon" href="static/favicon.ico"><link href="/static/app.css" rel="stylesheet"><script src="static/gone.js"></script></head></html>\n';
    const tree = {
      'glances/outputs/static/templates/index.html': page,
      'glances/outputs/static/public/favicon.ico': 'ico',
      'glances/outputs/static/public/app.css': 'css',
      'app/templates/base.html': page,
      'app/static/favicon.ico': 'ico',
      'app/static/app.css': 'css',
      // Not a templates folder: its links are the files beside it.
      'site/pages/index.html': page,
      'site/static/favicon.ico': 'ico',
    };
    const run = runJson([], tempTree(tree));
    assert.deepEqual(problemList(run.report).filter((p) => p.includes('link-missing')), [
      `app/templates/base.html:${positionOf(page, 'static/gone.js')} warning link-missing-file`,
      `glances/outputs/static/templates/index.html:${positionOf(page, 'static/gone.js')} warning link-missing-file`,
      `site/pages/index.html:${positionOf(page, 'static/favicon.ico')} warning link-missing-file`,
      // A root-relative link below no static folder: where the root is, is not known (rules/links.ts' rootUnknown).
      `site/pages/index.html:${positionOf(page, '/static/app.css')} information link-missing-file`,
      `site/pages/index.html:${positionOf(page, 'static/gone.js')} warning link-missing-file`,
    ]);
  });

  it('says a same-page fragment a Markdown part included by `<!-- include(…) -->` lacks as information: the includer\'s renderer makes its ids', () => {
    // judge0/judge0 docs/api/authorization/authorization.md links #submissions-submission-get-1, aglio's id of an action
    // of docs/api/submissions/submissions.md; docs/api/docs.md (API Blueprint) includes both. A part included by a part
    // (system_and_configuration.md includes configuration_info.md) alike; a document no one includes keeps its Warning.
    const part = '## Authorization\nSee [list all submissions](#submissions-submission-get-1).\n';
    const tree = {
      'docs/api/docs.md': 'FORMAT: 1A\n\n# API\n<!-- include(authorization/authorization.md) -->\n<!-- include(system/system.md) -->\n',
      'docs/api/authorization/authorization.md': part,
      'docs/api/system/system.md': '<!-- include(configuration_info.md) -->\n',
      'docs/api/system/configuration_info.md': part,
      'docs/other/alone.md': part,
    };
    const run = runJson([], tempTree(tree));
    assert.deepEqual(problemList(run.report).filter((p) => p.includes('link-missing')), [
      `docs/api/authorization/authorization.md:${positionOf(part, 'submissions-submission-get-1')} information link-missing-fragment`,
      `docs/api/system/configuration_info.md:${positionOf(part, 'submissions-submission-get-1')} information link-missing-fragment`,
      `docs/other/alone.md:${positionOf(part, 'submissions-submission-get-1')} warning link-missing-fragment`,
    ]);
    assert.match(run.report.files.find((f) => f.path === 'docs/api/authorization/authorization.md')!.problems[0]!.message, /docs\/api\/docs\.md includes this document/);
  });

  it("says a Markdown link Docsify's ':ignore' leaves to the browser as information; the page's other links as judged", () => {
    // moment/luxon docs/home.md: `npm run site` writes build/api-docs beside the Docsify site the browser resolves the
    // link from. A link with another title, or none, stays a missing file.
    const tree = {
      'docs/home.md': "# Luxon\n\nSee the [api docs](api-docs/index.html ':ignore') and [again](api-docs/index.html \":ignore\").\n\n"
        + "Read the [tour](tuor.md) and [the old docs](old/index.html 'ignore this').\n",
    };
    const run = runJson([], tempTree(tree));
    assert.deepEqual(problemList(run.report).filter((p) => p.includes('link-missing')).map((p) => p.replace(/^docs\/home\.md:\d+:\d+ /, '')), [
      'information link-missing-file',
      'information link-missing-file',
      'warning link-missing-file',
      'warning link-missing-file',
    ]);
    assert.match(run.report.files[0]!.problems[0]!.message, /Docsify's ':ignore'/);
  });

  it("says a category page dartdoc makes from Markdown as information, where dartdoc_options.yaml names the file", () => {
    // sass/dart-sass: dartdoc_options.yaml's categories name doc/importer.md, and pkg/sass_api's its doc/visitor.md;
    // dartdoc renders each in the API site's topics/, where ../sass/Importer-class.html and AST-topic.html are pages
    // it makes (a fragment into another file too). A Markdown file no category names (doc/notes.md) is GitHub's: its
    // missing page stays a Warning, as does a heading the category page lacks (its own headings are its Markdown's).
    const tree = {
      'dartdoc_options.yaml': 'dartdoc:\n  categories:\n    Importer:\n      markdown: doc/importer.md\n',
      'doc/importer.md': '# Importers\n\nSee [`Importer`], [the notes](notes.md#gone) and [usage](#usage).\n\n[`Importer`]: ../sass/Importer-class.html\n',
      'doc/notes.md': '# Notes\n\nSee [`Importer`].\n\n[`Importer`]: ../sass/Importer-class.html\n',
      'pkg/sass_api/dartdoc_options.yaml': 'dartdoc:\n  categories:\n    AST:\n      markdown: doc/ast.md\n      name: Abstract Syntax Tree\n    Visitor:\n      markdown: ./doc/visitor.md\n',
      'pkg/sass_api/doc/visitor.md': 'Classes over the Sass [AST].\n\n[AST]: AST-topic.html\n',
    };
    const run = runJson([], tempTree(tree));
    assert.deepEqual(problemList(run.report).filter((p) => p.includes('link-missing')), [
      `doc/importer.md:${positionOf(tree['doc/importer.md'], 'gone')} information link-missing-fragment`,
      `doc/importer.md:${positionOf(tree['doc/importer.md'], 'usage)')} warning link-missing-fragment`,
      `doc/importer.md:${positionOf(tree['doc/importer.md'], '../sass/Importer-class.html')} information link-missing-file`,
      `doc/notes.md:${positionOf(tree['doc/notes.md'], '../sass/Importer-class.html')} warning link-missing-file`,
      `pkg/sass_api/doc/visitor.md:${positionOf(tree['pkg/sass_api/doc/visitor.md'], 'AST-topic.html')} information link-missing-file`,
    ]);
    assert.match(run.report.files.find((f) => f.path === 'doc/importer.md')!.problems.find((p) => p.code === 'link-missing-file')!.message, /dartdoc makes the page of the category "Importer" from this file, as dartdoc_options\.yaml says/);
  });

  it('says a part of pages by its content as information: AsciiDoc tagged for inclusion, an HTML template\'s part', () => {
    // keepassxreboot/keepassxc docs/topics/*.adoc (tagged regions UserGuide.adoc includes); mail-in-a-box's Flask
    // templates (users.html, put into index.html by {% include %}, linking the other panels' ids).
    const tree = {
      'docs/topics/AutoType.adoc': '= Auto-Type\n\n// tag::content[]\n== Auto-Type\nSee xref:UserGuide.adoc#_auto_type_actions[Actions] and <<_gone>>.\n// end::content[]\n',
      'docs/topics/Plain.adoc': '= Plain\n\nSee xref:UserGuide.adoc#_x[x].\n',
      'templates/users.html': '<h2 id="users">Users</h2>\n<p>Use <a href="#aliases">aliases</a>, <a href="img/gone.png">x</a>.</p>\n<pre>{{hostname}}</pre>\n',
      'templates/page.html': '<!doctype html>\n<html><body><h2 id="users">{{ title }}</h2><a href="#aliases">a</a></body></html>\n',
    };
    const run = runJson([], tempTree(tree));
    assert.deepEqual(problemList(run.report).filter((p) => p.includes('link-missing')), [
      `docs/topics/AutoType.adoc:${positionOf(tree['docs/topics/AutoType.adoc'], 'UserGuide.adoc')} information link-missing-file`,
      `docs/topics/AutoType.adoc:${positionOf(tree['docs/topics/AutoType.adoc'], '_gone')} information link-missing-fragment`,
      `docs/topics/Plain.adoc:${positionOf(tree['docs/topics/Plain.adoc'], 'UserGuide.adoc')} warning link-missing-file`,
      `templates/page.html:${positionOf(tree['templates/page.html'], 'aliases')} warning link-missing-fragment`,
      `templates/users.html:${positionOf(tree['templates/users.html'], 'aliases')} information link-missing-fragment`,
      `templates/users.html:${positionOf(tree['templates/users.html'], 'img/gone.png')} information link-missing-file`,
    ]);
  });

  it('says a missing file of an HTML fragment of a page as information where it is found from a folder above, the loading page\'s, or where it lies in a folder of templates', () => {
    // syncthing/syncthing gui/default/syncthing/development/logbar.html, which Angular's ng-include loads into
    // gui/default/index.html: its `assets/css/dev.css` is gui/default/assets/css/dev.css.
    const part = '<div class="dev-top-bar" id="dev-top-bar">\n    <link href="assets/css/dev.css" rel="stylesheet" />\n    <img src="assets/img/gone.png">\n    <img src="logo.svg">\n</div>\n';
    const page = '<!DOCTYPE html>\n<html>\n<head><link href="assets/css/dev.css" rel="stylesheet"></head>\n<body><img src="styles/dev.css"></body>\n</html>\n';
    const tree = {
      'gui/default/index.html': '<!DOCTYPE html>\n<html><head><link href="assets/css/dev.css" rel="stylesheet"></head><body></body></html>\n',
      'gui/default/assets/css/dev.css': 'body {}\n',
      'gui/default/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
      'gui/default/syncthing/development/logbar.html': part,
      // A whole page, which a browser opens as it lies: its link resolves from its own folder.
      'gui/default/syncthing/development/page.html': page,
      // mesonbuild/meson docs/theme/extra/templates/extra_head.html, a hotdoc theme's fragment: hotdoc copies
      // docs/theme/extra/images/ into its output's assets/, where the pages it renders the fragment into are.
      'docs/theme/extra/templates/extra_head.html': '<link rel="icon" type="image/png" href="assets/images/favicon.png">\n',
      'docs/theme/extra/images/favicon.png': '',
      // A whole page in a folder of templates keeps its Warning.
      'docs/theme/extra/templates/page.html': '<!DOCTYPE html>\n<html><head><link rel="icon" href="assets/images/favicon.png"></head><body></body></html>\n',
    };
    const run = runJson([], tempTree(tree));
    assert.deepEqual(problemList(run.report).filter((p) => p.includes('link-missing')), [
      `docs/theme/extra/templates/extra_head.html:${positionOf(tree['docs/theme/extra/templates/extra_head.html'], 'assets/images')} information link-missing-file`,
      `docs/theme/extra/templates/page.html:${positionOf(tree['docs/theme/extra/templates/page.html'], 'assets/images')} warning link-missing-file`,
      `gui/default/syncthing/development/logbar.html:${positionOf(part, 'assets/css')} information link-missing-file`,
      // Found from no folder above: missing on the loading page too.
      `gui/default/syncthing/development/logbar.html:${positionOf(part, 'assets/img')} warning link-missing-file`,
      `gui/default/syncthing/development/logbar.html:${positionOf(part, 'logo.svg')} information link-missing-file`,
      `gui/default/syncthing/development/page.html:${positionOf(page, 'assets/css')} warning link-missing-file`,
      `gui/default/syncthing/development/page.html:${positionOf(page, 'styles/dev.css')} warning link-missing-file`,
    ]);
    const said = run.report.files.find((f) => f.path === 'gui/default/syncthing/development/logbar.html')!.problems[0]!.message;
    assert.match(said, /a fragment of a page, without <html>, <head> or <body>.* there as gui\/default\/assets\/css\/dev\.css/);
    const template = run.report.files.find((f) => f.path === 'docs/theme/extra/templates/extra_head.html')!.problems[0]!.message;
    assert.match(template, /a fragment of a page in a folder of templates: a program renders it into the pages it writes elsewhere/);
  });

  it('says a missing file or fragment of markup a program embeds as information, naming the embedding source', () => {
    // rclone/rclone cmd/mountlib/mount.md, which mount.go embeds (`//go:embed mount.md`) into `rclone mount`'s help, which
    // its doc generator writes into its Hugo site (docs/content/commands/rclone_mount.md): `/commands/rclone_lsf/` is a
    // route of that site and `#vfs-file-caching` a heading of the page it is pasted into.
    const mount = '# Mount\n\nSee [rclone lsf](/commands/rclone_lsf/) and [VFS file caching](#vfs-file-caching).\n';
    const tree = {
      'cmd/mountlib/mount.go': 'package mountlib\n\nimport _ "embed"\n\n//go:embed mount.md\nvar help string\n',
      'cmd/mountlib/mount.md': mount,
      // A pattern, the directive's other form.
      'cmd/serve/s3/s3.go': 'package s3\n\n//go:embed *.md\nvar help string\n',
      'cmd/serve/s3/serve_s3.md': 'Use [TLS](#tls-ssl).\n',
      // Rust's include_str!.
      'tool/src/main.rs': 'const HELP: &str = include_str!("help.md");\n',
      'tool/src/help.md': 'Read [the config](/config/).\n',
      // A Go source of the folder embedding another file: this one is read as it lies.
      'vfs/vfs.go': 'package vfs\n\n//go:embed other.md\nvar help string\n',
      'vfs/other.md': '# Other\n',
      'vfs/vfs.md': '# VFS\n\nSee [local](/local/) and [caching](#vfs-file-caching).\n',
      // A README is its folder's page on a forge, read there, though a program embeds it too.
      'librclone/librclone.go': 'package librclone\n\n//go:embed README.md\nvar readme string\n',
      'librclone/README.md': '# librclone\n\nSee [rclone mount](/commands/rclone_mount/).\n',
    };
    const run = runJson([], tempTree(tree));
    assert.deepEqual(problemList(run.report).filter((p) => p.includes('link-missing')), [
      `cmd/mountlib/mount.md:${positionOf(mount, '/commands')} information link-missing-file`,
      `cmd/mountlib/mount.md:${positionOf(mount, 'vfs-file-caching')} information link-missing-fragment`,
      `cmd/serve/s3/serve_s3.md:${positionOf(tree['cmd/serve/s3/serve_s3.md'], 'tls-ssl')} information link-missing-fragment`,
      `librclone/README.md:${positionOf(tree['librclone/README.md'], '/commands')} warning link-missing-file`,
      `tool/src/help.md:${positionOf(tree['tool/src/help.md'], '/config/')} information link-missing-file`,
      `vfs/vfs.md:${positionOf(tree['vfs/vfs.md'], '/local/')} warning link-missing-file`,
      `vfs/vfs.md:${positionOf(tree['vfs/vfs.md'], 'vfs-file-caching')} warning link-missing-fragment`,
    ]);
    const said = run.report.files.find((f) => f.path === 'cmd/mountlib/mount.md')!.problems[0]!.message;
    assert.match(said, /cmd\/mountlib\/mount\.go embeds this file \(\/\/go:embed mount\.md\)/);
  });

  it('resolves a notebook\'s link to a source by its docname where the Sphinx project lists nbsphinx, and says it as information where no such configuration was read', () => {
    // vaex-io/vaex docs/source (conf.py's extensions name nbsphinx): index.ipynb links datasets.rst, the document
    // datasets.ipynb, and installing.ipynb, installing.rst; tutorial.ipynb's fragment is written in lower case by nbsphinx.
    const notebook = (...lines: string[]): string => `${JSON.stringify({ cells: [{ cell_type: 'markdown', metadata: {}, source: lines.map((l) => `${l}\n`) }], metadata: {}, nbformat: 4, nbformat_minor: 5 }, null, 1)}\n`;
    const tree = {
      'docs/source/conf.py': "extensions = [\n    'sphinx.ext.autodoc',\n    'nbsphinx',\n]\n",
      'docs/source/index.ipynb': notebook('# Vaex', '', '* [Datasets](datasets.rst)', '* [Installing](installing.ipynb)', '* [Gone](gone.rst)'),
      'docs/source/datasets.ipynb': notebook('# Datasets', '', '## New York taxi dataset'),
      'docs/source/installing.rst': 'Installing\n==========\n',
      'docs/source/tutorial.ipynb': notebook('# Tutorial', '', 'The [taxi data](datasets.ipynb#New-york-taxi-dataset), [gone](datasets.ipynb#No-such-dataset).'),
      // A project whose conf.py lists no nbsphinx, and notebooks of none: the document is there, the configuration not known.
      'other/conf.py': "extensions = ['myst_nb']\n",
      'other/index.ipynb': notebook('# Other', '', '[Intro](intro.rst)', '[Taxi](data.ipynb#New-york-taxi-dataset)'),
      'other/intro.ipynb': notebook('# Intro'),
      'other/data.ipynb': notebook('# Data', '', '## New York taxi dataset'),
      'notebooks/main.ipynb': notebook('# Main', '', '[Setup](setup.rst) [Missing](missing.rst)'),
      'notebooks/setup.ipynb': notebook('# Setup'),
    };
    const run = runJson([], tempTree(tree));
    assert.deepEqual(problemList(run.report).filter((p) => p.includes('link-missing')), [
      `docs/source/index.ipynb:${positionOf(tree['docs/source/index.ipynb'], 'gone.rst')} warning link-missing-file`,
      `docs/source/tutorial.ipynb:${positionOf(tree['docs/source/tutorial.ipynb'], 'No-such-dataset')} warning link-missing-fragment`,
      `notebooks/main.ipynb:${positionOf(tree['notebooks/main.ipynb'], 'setup.rst')} information link-missing-file`,
      `notebooks/main.ipynb:${positionOf(tree['notebooks/main.ipynb'], 'missing.rst')} warning link-missing-file`,
      `other/index.ipynb:${positionOf(tree['other/index.ipynb'], 'intro.rst')} information link-missing-file`,
      `other/index.ipynb:${positionOf(tree['other/index.ipynb'], 'New-york')} warning link-missing-fragment`,
    ]);
    const said = run.report.files.find((f) => f.path === 'notebooks/main.ipynb')!.problems[0]!.message;
    assert.match(said, /nbsphinx.* notebooks\/setup\.ipynb is that document/);
  });

  it('finds a notebook\'s heading by MyST\'s slug where MyST-NB renders the Sphinx project\'s notebooks with myst_heading_anchors', () => {
    // microsoft/autogen python/docs/src (conf.py: extensions name myst_nb, myst_heading_anchors = 5): quickstart.ipynb
    // links tutorial/models.ipynb#azure-openai, the heading "## Azure OpenAI", which Jupyter ids Azure-OpenAI.
    const notebook = (...lines: string[]): string => `${JSON.stringify({ cells: [{ cell_type: 'markdown', metadata: {}, source: lines.map((l) => `${l}\n`) }], metadata: {}, nbformat: 4, nbformat_minor: 5 }, null, 1)}\n`;
    const tree = {
      'docs/src/conf.py': 'extensions = [\n    "myst_nb",\n]\nmyst_heading_anchors = 2\n',
      'docs/src/index.md': '# Docs\n\nSee [Azure](tutorial/models.ipynb#azure-openai).\n',
      'docs/src/tutorial/models.ipynb': notebook('# Models', '', '## Azure OpenAI', '', '### Deep (level) three', '', 'Local Models', '------------'),
      'docs/src/quickstart.ipynb': notebook('# Quickstart', '', '[Azure](tutorial/models.ipynb#azure-openai), [Jupyter\'s](tutorial/models.ipynb#Azure-OpenAI), [local](tutorial/models.ipynb#local-models),',
        '[deep](tutorial/models.ipynb#deep-level-three), [gone](tutorial/models.ipynb#azure-gone), [own](#quickstart)'),
      // MyST-NB without myst_heading_anchors: Jupyter's ids only.
      'other/conf.py': 'extensions = ["myst_nb"]\n',
      'other/index.md': '# Other\n',
      'other/models.ipynb': notebook('# Models', '', '## Azure OpenAI'),
      'other/quickstart.ipynb': notebook('# Quickstart', '', '[Azure](models.ipynb#azure-openai)'),
    };
    const run = runJson([], tempTree(tree));
    const quickstart = tree['docs/src/quickstart.ipynb'];
    assert.deepEqual(problemList(run.report).filter((p) => p.includes('link-missing')), [
      // A level the configuration gives no id.
      `docs/src/quickstart.ipynb:${positionOf(quickstart, 'deep-level-three')} warning link-missing-fragment`,
      `docs/src/quickstart.ipynb:${positionOf(quickstart, 'azure-gone')} warning link-missing-fragment`,
      `other/quickstart.ipynb:${positionOf(tree['other/quickstart.ipynb'], 'azure-openai')} warning link-missing-fragment`,
    ]);
  });

  it('says a link to a Markdown page by its name as information in a page of a hotdoc sitemap whose placeholder a build fills with pages', () => {
    // mesonbuild/meson docs/sitemap.txt holds @REFMAN_PLACEHOLDER@, which docs/genrefman.py replaces with the reference
    // manual's pages; docs/markdown/Syntax.md links Reference-manual.md.
    const syntax = '# Syntax\n\nSee the [manual](Reference-manual.md), [add_test_setup](Reference-manual_functions.md#add_test_setup), [logo](images/gone.png), [sub](sub/Page.md).\n';
    const tree = {
      'docs/sitemap.txt': 'index.md\n\tSyntax.md\n\t@REFMAN_PLACEHOLDER@\n\tgi-index\n',
      'docs/markdown/index.md': '# Meson\n',
      'docs/markdown/Syntax.md': syntax,
      // Not a page of the sitemap (a wiki's sidebar).
      'docs/markdown/_Sidebar.md': '* [Functions](Reference-manual.md)\n',
      // A sitemap no build fills.
      'other/sitemap.txt': 'index.md\n\tGuide.md\n',
      'other/markdown/Guide.md': '# Guide\n\n[gone](Gone.md)\n',
    };
    const run = runJson([], tempTree(tree));
    assert.deepEqual(problemList(run.report).filter((p) => p.includes('link-missing')), [
      `docs/markdown/Syntax.md:${positionOf(syntax, 'Reference-manual.md')} information link-missing-file`,
      `docs/markdown/Syntax.md:${positionOf(syntax, 'Reference-manual_functions.md')} information link-missing-file`,
      `docs/markdown/Syntax.md:${positionOf(syntax, 'images/gone.png')} warning link-missing-file`,
      `docs/markdown/Syntax.md:${positionOf(syntax, 'sub/Page.md')} warning link-missing-file`,
      `docs/markdown/_Sidebar.md:${positionOf(tree['docs/markdown/_Sidebar.md'], 'Reference-manual.md')} warning link-missing-file`,
      `other/markdown/Guide.md:${positionOf(tree['other/markdown/Guide.md'], 'Gone.md')} warning link-missing-file`,
    ]);
    const said = run.report.files.find((f) => f.path === 'docs/markdown/Syntax.md')!.problems[0]!.message;
    assert.match(said, /hotdoc's sitemap docs\/sitemap\.txt lists this page and holds @REFMAN_PLACEHOLDER@/);
  });

  it('says a :doc: in a reStructuredText document no Sphinx project holds as information: it resolves where it is included', () => {
    // skyfielders/python-skyfield CHANGELOG.rst, included by documentation/installation.rst.
    const tree = {
      'documentation/conf.py': 'project = "x"\n',
      'documentation/index.rst': 'Index\n=====\n\nSee :doc:`installation` and :doc:`missing`.\n',
      'documentation/installation.rst': 'Install\n=======\n\n.. include:: ../CHANGELOG.rst\n',
      'CHANGELOG.rst': 'Changelog\n=========\n\n* Added :doc:`almanac` support\n',
    };
    const run = runJson([], tempTree(tree));
    assert.deepEqual(problemList(run.report).filter((p) => p.includes('link-missing')), [
      `CHANGELOG.rst:${positionOf(tree['CHANGELOG.rst'], 'almanac')} information link-missing-file`,
      `documentation/index.rst:${positionOf(tree['documentation/index.rst'], 'missing')} warning link-missing-file`,
    ]);
  });

  it('resolves a :doc: of a reStructuredText document a Sphinx project includes from the includer\'s folder, where Sphinx alone reads it', () => {
    // linkchecker/linkchecker CONTRIBUTING.rst, included by doc/src/contributing.rst (`.. include:: ../../CONTRIBUTING.rst`,
    // beside doc/src/conf.py): its `:doc:` names doc/src/code_of_conduct.rst; at the top, CODE_OF_CONDUCT.rst is in another case.
    const contributing = 'Contributing\n============\n\nRespect :doc:`CODE_OF_CONDUCT.rst <code_of_conduct>` and :doc:`Code_Of_Conduct`.\n';
    const tree = {
      'doc/src/conf.py': 'project = "x"\n',
      'doc/src/index.rst': 'Index\n=====\n',
      'doc/src/contributing.rst': '.. include:: ../../CONTRIBUTING.rst\n',
      'doc/src/code_of_conduct.rst': '.. include:: ../../CODE_OF_CONDUCT.rst\n',
      'CODE_OF_CONDUCT.rst': 'Code of Conduct\n===============\n',
      'CONTRIBUTING.rst': contributing,
      // Included by nothing: its own folder's reading, where the name differs in case.
      'HACKING.rst': 'Hacking\n=======\n\nSee :doc:`code_of_conduct`.\n',
    };
    const run = runJson([], tempTree(tree));
    assert.deepEqual(problemList(run.report).filter((p) => p.includes('link-')), [
      // In another case from the includer's folder too: Sphinx does not find it on Linux.
      `CONTRIBUTING.rst:${positionOf(contributing, 'Code_Of_Conduct')} warning link-case-mismatch`,
      `HACKING.rst:${positionOf(tree['HACKING.rst'], 'code_of_conduct')} warning link-case-mismatch`,
    ]);
  });

  it('says a missing file of a reStructuredText document a Sphinx project includes as information where it is found from the includer\'s folder', () => {
    // nilearn/nilearn AUTHORS.rst, included by doc/authors.rst (`.. include:: ../AUTHORS.rst`, beside doc/conf.py):
    // its `changes/names.rst` and `logos/hbp-logo.png` are doc/'s.
    const tree = {
      'doc/conf.py': 'project = "x"\n',
      'doc/index.rst': 'Index\n=====\n',
      'doc/authors.rst': '.. include:: ../AUTHORS.rst\n',
      'doc/changes/names.rst': '.. _x: https://example.org\n',
      'doc/logos/hbp-logo.png': '',
      'AUTHORS.rst': 'People\n======\n\n.. include:: changes/names.rst\n\n.. |HBP logo| image:: logos/hbp-logo.png\n\n.. image:: logos/gone.png\n',
      // Included by nothing: its own folder's reading.
      'CHANGES.rst': 'Changes\n=======\n\n.. image:: logos/hbp-logo.png\n',
    };
    const run = runJson([], tempTree(tree));
    assert.deepEqual(problemList(run.report).filter((p) => p.includes('link-missing')), [
      `AUTHORS.rst:${positionOf(tree['AUTHORS.rst'], 'changes/names.rst')} information link-missing-file`,
      `AUTHORS.rst:${positionOf(tree['AUTHORS.rst'], 'logos/hbp-logo.png')} information link-missing-file`,
      `AUTHORS.rst:${positionOf(tree['AUTHORS.rst'], 'logos/gone.png')} warning link-missing-file`,
      `CHANGES.rst:${positionOf(tree['CHANGES.rst'], 'logos/hbp-logo.png')} warning link-missing-file`,
    ]);
  });

  it('says an image path of a part a Sphinx project\'s own document includes as information where it is found from the includer\'s folder', () => {
    // syncthing/docs users/faq-parts/troubleshooting.rst, which users/faq.rst includes (`.. include:: faq-parts/troubleshooting.rst`,
    // the folder left out by conf.py's exclude_patterns): Sphinx reads `.. image:: relay.png` from users/, the document it builds.
    const part = 'Troubleshooting\n---------------\n\n.. image:: relay.png\n\n.. figure:: gone.png\n\nSee `the guide <guide.html>`_.\n';
    const tree = {
      'conf.py': 'project = "x"\nexclude_patterns = ["users/faq-parts"]\n',
      'index.rst': 'Docs\n====\n',
      'users/faq.rst': 'FAQ\n===\n\n.. include:: faq-parts/troubleshooting.rst\n',
      'users/relay.png': '',
      'users/faq-parts/troubleshooting.rst': part,
      // Included by no document: its own folder's reading, as Sphinx builds it.
      'users/other-parts/alone.rst': 'Alone\n-----\n\n.. image:: relay.png\n',
    };
    const run = runJson([], tempTree(tree));
    assert.deepEqual(problemList(run.report).filter((p) => p.includes('link-missing')), [
      `users/faq-parts/troubleshooting.rst:${positionOf(part, 'relay.png')} information link-missing-file`,
      // Found from neither folder: missing on the built page too.
      `users/faq-parts/troubleshooting.rst:${positionOf(part, 'gone.png')} warning link-missing-file`,
      `users/other-parts/alone.rst:${positionOf(tree['users/other-parts/alone.rst'], 'relay.png')} warning link-missing-file`,
    ]);
    const said = run.report.files.find((f) => f.path === 'users/faq-parts/troubleshooting.rst')!.problems.find((p) => p.severity === 'information')!.message;
    assert.match(said, /users\/faq\.rst includes this document .* where users\/relay\.png is/);
  });

  it('says an index.md page\'s links to page URLs and through missing folders as information where its folder has no README: a site serves it', () => {
    // mjl-/mox website/*/index.md, which its own Go program renders into a site beside pages it makes (../config/).
    const tree = {
      'website/install/index.md': 'See [the reference](../config/) and [the FAQ](../faq/), ![shot](../files/a.png), [gone](gone.md).\n',
      'website/features/index.md': 'Read [install](../install/).\n',
      'docs/index.md': '[gone](gone.md)\n',
      'docs/README.md': 'Docs.\n',
      'notes/page.md': '[gone](gone/)\n',
    };
    const run = runJson([], tempTree(tree));
    assert.deepEqual(problemList(run.report).filter((p) => p.includes('link-missing')), [
      `docs/index.md:${positionOf(tree['docs/index.md'], 'gone.md')} warning link-missing-file`,
      `notes/page.md:${positionOf(tree['notes/page.md'], 'gone/')} warning link-missing-file`,
      `website/install/index.md:${positionOf(tree['website/install/index.md'], '../config/')} information link-missing-file`,
      `website/install/index.md:${positionOf(tree['website/install/index.md'], '../faq/')} information link-missing-file`,
      `website/install/index.md:${positionOf(tree['website/install/index.md'], '../files/a.png')} information link-missing-file`,
      // A file missing beside the page is as missing on a site as on a forge.
      `website/install/index.md:${positionOf(tree['website/install/index.md'], 'gone.md')} warning link-missing-file`,
    ]);
  });

  it('says a partial\'s missing files and headings as information: its links resolve from the pages that include it', () => {
    // alphagov/govuk-design-system views/partials/_whats-new.md, which its Metalsmith site puts into the home page.
    const tree = {
      'views/partials/_whats-new.md': 'A [variant](/components/panel/#interruption-panel) and [what is new](/community/whats-new/), [see](#latest).\n',
      '_includes/footer.html': '<a href="img/gone.png">x</a>\n',
      'docs/_sidebar.md': '- [Guide](guide.md)\n',
      'docs/_index.md': '[gone](gone.md)\n',
      'docs/page.md': '[gone](gone.md)\n',
      // rust-lang/cargo: doc/man/cargo-build.md pastes `{{> section-environment }}`, and the man-page generator writes
      // the page into the book's src/commands/, where ../reference/ is.
      'doc/man/includes/section-environment.md': '## ENVIRONMENT\n\nSee [the reference](../reference/environment-variables.html) for details.\n',
      'doc/man/cargo-build.md': '# cargo-build\n\n{{> section-environment }}\n',
      // foundation-sites: docs/assets/partials/interchange-default.html, which Interchange puts into a page beside assets/.
      'docs/assets/partials/interchange-default.html': '<img src="assets/img/interchange/map-small.png" />\n',
      // A page named after parts, not in a folder of them.
      'guide/includes.md': '[gone](gone.md)\n',
    };
    const run = runJson([], tempTree(tree));
    assert.deepEqual(problemList(run.report).filter((p) => p.includes('link-missing')), [
      `_includes/footer.html:${positionOf(tree['_includes/footer.html'], 'img/gone.png')} information link-missing-file`,
      `doc/man/includes/section-environment.md:${positionOf(tree['doc/man/includes/section-environment.md'], '../reference/environment-variables.html')} information link-missing-file`,
      `docs/_index.md:${positionOf(tree['docs/_index.md'], 'gone.md')} warning link-missing-file`,
      `docs/_sidebar.md:${positionOf(tree['docs/_sidebar.md'], 'guide.md')} warning link-missing-file`,
      `docs/assets/partials/interchange-default.html:${positionOf(tree['docs/assets/partials/interchange-default.html'], 'assets/img')} information link-missing-file`,
      `docs/page.md:${positionOf(tree['docs/page.md'], 'gone.md')} warning link-missing-file`,
      `guide/includes.md:${positionOf(tree['guide/includes.md'], 'gone.md')} warning link-missing-file`,
      `views/partials/_whats-new.md:${positionOf(tree['views/partials/_whats-new.md'], '/components/panel/')} information link-missing-file`,
      `views/partials/_whats-new.md:${positionOf(tree['views/partials/_whats-new.md'], '/community/whats-new/')} information link-missing-file`,
      `views/partials/_whats-new.md:${positionOf(tree['views/partials/_whats-new.md'], 'latest')} information link-missing-fragment`,
    ]);
  });

  it('takes a Doxygen page\'s link to `name.html` for the page a source of its folder declares by `\\page name`', () => {
    // gazebosim/gz-sim tutorials/using_components.md links ./createsystemplugins.html, which
    // tutorials/create_system_plugins.md declares by `\page createsystemplugins Create System Plugins`.
    const tree = {
      'tutorials/create_system_plugins.md': '\\page createsystemplugins Create System Plugins\n\nEach system is a plugin.\n',
      'tutorials/pages.dox': '/*!\n  \\page migrationplugins Migration: Plugins\n*/\n',
      'tutorials/using_components.md': '\\page usingcomponents Using components\n\nSee [the tutorial](./createsystemplugins.html), [migration](migrationplugins.html), '
        + '[a page nobody declares](createsystemplugin.html) and [a file](gone.md).\n',
      // Not a Doxygen page: GitHub reads the same link as a missing file.
      'notes/usage.md': '# Usage\n\nSee [the tutorial](createsystemplugins.html).\n',
      'notes/plugins.md': '\\page createsystemplugins x\n',
    };
    const run = runJson([], tempTree(tree));
    assert.deepEqual(problemList(run.report).filter((p) => p.includes('link-missing')), [
      `notes/usage.md:${positionOf(tree['notes/usage.md'], 'createsystemplugins.html')} warning link-missing-file`,
      `tutorials/using_components.md:${positionOf(tree['tutorials/using_components.md'], 'createsystemplugin.html')} warning link-missing-file`,
      `tutorials/using_components.md:${positionOf(tree['tutorials/using_components.md'], 'gone.md')} warning link-missing-file`,
    ]);
  });

  it('says a root-relative link of markup below a hidden folder into no top folder as information: a program shows it at routes of its own; relative links, links into the repository\'s folders, .github/ and docs/ keep their Warnings', () => {
    // exercism/python exercises/concept/cater-waiter/.docs/hints.md, which exercism.org shows beside the exercise: its
    // `/tracks/python/concepts/lists` is the site's route of the track's concept.
    const tree = {
      'exercises/concept/cater-waiter/.docs/hints.md': '[concept: lists](/tracks/python/concepts/lists) and [the stub](../sets.py) and [intro](introduction.md).\n',
      'exercises/concept/cater-waiter/.docs/introduction.md': '# Intro\n',
      'exercises/concept/cater-waiter/sets.py': '',
      '.changeset/brave-cats.md': 'Fixes [the guide](../docs/gone.md).\n',
      // netbox's .claude/skills/README.md linking ../AGENTS.md (at the root, two folders up): a claim about the repository.
      '.claude/skills/README.md': 'See [AGENTS.md](../AGENTS.md) and [the skill](/docs/skills/add-dataset).\n',
      'AGENTS.md': '# Agents\n',
      '.github/CONTRIBUTING.md': 'Read [the guide](../docs/gone.md).\n',
      'docs/TESTS.md': 'See [gone](./gone.md).\n',
    };
    const run = runJson([], tempTree(tree));
    assert.deepEqual(problemList(run.report).filter((p) => p.includes('link-missing')), [
      `.changeset/brave-cats.md:${positionOf(tree['.changeset/brave-cats.md'], '../docs/gone.md')} warning link-missing-file`,
      `.claude/skills/README.md:${positionOf(tree['.claude/skills/README.md'], '../AGENTS.md')} warning link-missing-file`,
      `.claude/skills/README.md:${positionOf(tree['.claude/skills/README.md'], '/docs/skills/add-dataset')} warning link-missing-file`,
      `.github/CONTRIBUTING.md:${positionOf(tree['.github/CONTRIBUTING.md'], '../docs/gone.md')} warning link-missing-file`,
      `docs/TESTS.md:${positionOf(tree['docs/TESTS.md'], './gone.md')} warning link-missing-file`,
      `exercises/concept/cater-waiter/.docs/hints.md:${positionOf(tree['exercises/concept/cater-waiter/.docs/hints.md'], '/tracks/python/concepts/lists')} information link-missing-file`,
    ]);
    const hints = run.report.files.find((f) => f.path === 'exercises/concept/cater-waiter/.docs/hints.md')!;
    assert.match(hints.problems[0]!.message, /below \.docs\/, a hidden folder/);
  });

  it('reads an XSLT stylesheet\'s files it writes as no links, its output\'s links as information, its imports as links', () => {
    // PreTeXt's xsl/pretext-html.xsl and pretext-epub.xsl: <exsl:document href="imsmanifest.xml">, a template's
    // <link href="./static/css/main.css">, and <xsl:import href> of the stylesheets it builds on.
    const xsl = '<?xml version="1.0"?>\n<!DOCTYPE xsl:stylesheet [ <!ENTITY % entities SYSTEM "entities.ent"> ]>\n'
      + '<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform" xmlns:exsl="http://exslt.org/common" extension-element-prefixes="exsl">\n'
      + '<xsl:import href="./pretext-common.xsl"/>\n<xsl:include href="./gone-common.xsl"/>\n'
      + '<xsl:template match="/">\n  <exsl:document href="META-INF/container.xml" method="xml"><container/></exsl:document>\n'
      + '  <xsl:result-document href="out/index.html"><html/></xsl:result-document>\n'
      + '  <link href="./static/css/main.css" rel="stylesheet"/>\n</xsl:template>\n</xsl:stylesheet>\n';
    // Not a stylesheet: an XML document whose root is no XSLT's keeps its links.
    const page = '<html xmlns="http://www.w3.org/1999/xhtml"><body><link href="./static/css/main.css" rel="stylesheet"/></body></html>\n';
    const tree = { 'xsl/pretext-html.xsl': xsl, 'xsl/pretext-common.xsl': '<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"/>\n', 'xsl/page.xhtml': page };
    const run = runJson([], tempTree(tree));
    assert.deepEqual(problemList(run.report).filter((p) => p.includes('link-missing')), [
      `xsl/page.xhtml:${positionOf(page, './static/css/main.css')} warning link-missing-file`,
      `xsl/pretext-html.xsl:${positionOf(xsl, './gone-common.xsl')} warning link-missing-file`,
      `xsl/pretext-html.xsl:${positionOf(xsl, './static/css/main.css')} information link-missing-file`,
    ]);
  });

  it('judges no relative link of a template a site or build renders elsewhere, and every other document\'s', () => {
    const tree = {
      'themes/layout.html': '{%- extends "basic/layout.html" %}\n<link rel="stylesheet" href="_static/site.css">\n',
      'themes/page.hbs.html': '{{#if title}}<h1>{{title}}</h1>{{/if}}\n<img src="img/logo.png">\n',
      'templates/content.opf.jinja': '<item id="ncx" href="toc.ncx"/>\n',
      'layouts/partials/head.html': '{{ with .Params.icon }}<link rel="icon" href="img/icon.png">{{ end }}\n',
      // Components an app renders: an href is a route of its router (vuejs/router's playground), a src its bundler's.
      'src/App.vue': '<template>\n  <a href="/documents/%E2%82%AC">reload</a> <img src="./assets/gone.png">\n</template>\n',
      'src/routes/+page.svelte': '<a href="/about">About</a>\n',
      'site/plain.html': '<link rel="stylesheet" href="_static/site.css">\n',
      'README.md': 'Set `${{ secrets.TOKEN }}` in the workflow; see [the guide](docs/gone.md).\n',
    };
    const run = runJson([], tempTree(tree));
    assert.deepEqual(problemList(run.report), [
      `README.md:${positionOf(tree['README.md'], 'docs/gone.md')} warning link-missing-file`,
      `site/plain.html:${positionOf(tree['site/plain.html'], '_static/site.css')} warning link-missing-file`,
    ]);
  });

  it('takes an AsciiDoc page\'s `name.html` for its `name.adoc`, as Asciidoctor names its output, in a link or an xref', () => {
    const page = '= A\n\nlink:b.html[B] xref:b.html[B] xref:b.html#sec[B] link:sub/d.html[D] xref:gone.html[G]\n';
    const dir = tempTree({ 'docs/a.adoc': page, 'docs/b.adoc': '= B\n\n[[sec]]\n== Sec\n', 'docs/sub/d.adoc': '= D\n' });
    assert.deepEqual(problemList(runJson([], dir).report), [`docs/a.adoc:${positionOf(page, 'gone.html')} warning link-missing-file`]);
  });

  it('resolves a file\'s links also from where a site publishes it through a symbolic link (stack\'s CONTRIBUTING.md in doc/)', () => {
    // commercialhaskell/stack: mkdocs.yml's docs_dir is doc/, and doc/CONTRIBUTING.md -> ../CONTRIBUTING.md.
    const contributing = '# Contributors guide\n\nSee [Dev Containers](dev_containers.md) and [gone](gone.md).\n';
    const dir = tempTree({
      'CONTRIBUTING.md': contributing, 'mkdocs.yml': 'site_name: x\ndocs_dir: doc\n', 'doc/dev_containers.md': '# Dev Containers\n',
      // A copy, not a link: its own links are its own.
      'website/CONTRIBUTING.md': contributing,
    });
    fs.symlinkSync('../CONTRIBUTING.md', path.join(dir, 'doc/CONTRIBUTING.md'));
    const run = runJson([], dir);
    const at = (needle: string): string => positionOf(contributing, needle);
    assert.deepEqual(problemList(run.report), [
      `CONTRIBUTING.md:${at('dev_containers.md')} information link-missing-file`,
      `CONTRIBUTING.md:${at('gone.md')} warning link-missing-file`,
      `website/CONTRIBUTING.md:${at('dev_containers.md')} warning link-missing-file`,
      `website/CONTRIBUTING.md:${at('gone.md')} warning link-missing-file`,
    ]);
    const note = run.report.files.find((f) => f.path === 'CONTRIBUTING.md')!.problems[0]!.message;
    assert.match(note, /published also through the symbolic link doc\/CONTRIBUTING\.md, from where the link leads to doc\/dev_containers\.md/);
  });

  it('checks nothing with --no-links, nor with links.checkFiles false', () => {
    const dir = tempTree(TREE);
    assert.deepEqual(problemList(runJson(['--no-links'], dir).report), []);
    fs.writeFileSync(path.join(dir, '.urilintrc.json'), JSON.stringify({ 'links.checkFiles': false }));
    assert.deepEqual(problemList(runJson([], dir).report), []);
  });

  it('gives the same codes in SARIF', () => {
    const dir = tempTree(TREE);
    const sarif = JSON.parse(runCli(['--format', 'sarif'], dir).stdout) as { runs: { results: { ruleId: string }[] }[] };
    assert.deepEqual(sarif.runs[0]!.results.map((r) => r.ruleId), ['link-missing-file', 'link-case-mismatch', 'link-missing-file']);
  });

  it('--cache checks a file again when a target is created or deleted, and not otherwise', () => {
    const dir = tempTree(TREE);
    const codes = () => problemList(runJson(['--cache'], dir).report).filter((p) => p.startsWith('docs/page.md'));
    assert.equal(codes().length, 2);
    fs.writeFileSync(path.join(dir, 'docs/missing.md'), '# Here now\n');
    assert.deepEqual(codes(), [CASE]);
    fs.rmSync(path.join(dir, 'docs/missing.md'));
    assert.equal(codes().length, 2);
    // Nothing changed: the cached report stands (the same findings).
    assert.equal(codes().length, 2);
  });
});

describe('uri-lint: nothing beyond a symbolic link out of the run\'s folder', () => {
  after(removeTempTrees);

  it('a link through it is not judged, its files are not read; one through a link that stays inside is', () => {
    const outside = tempTree(OUTSIDE_TREE);
    const dir = tempTree({ 'a.md': LINKS_DOC });
    linkOut(dir, outside);
    for (const args of [['a.md'], []]) {
      const run = runJson(args, dir);
      assert.deepEqual(problemList(run.report), ['a.md:8:20 warning link-missing-fragment'], run.stderr);
      assert.doesNotMatch(run.stdout.replace(/out\/(?:secret\.md|zq7missin\.md|sub\/)/g, '') + run.stderr, /zq7/i);
    }
  });
});
