/**
 * Files a build writes and files a program finds from its own root, as links name them (round 27): in the editor (the
 * real server over the real protocol) and on the command line alike, a missing file there is Information saying why,
 * and what no build or program explains stays a missing file.
 */
import { missingFileSuites } from './missingFileTable';

/** An HTML page around `body`. */
const page = (body: string): string => `<!DOCTYPE html>\n<html>\n<body>\n${body}\n</body>\n</html>\n`;

/** Pages whose scripts a dune rule declares, or a build script compiles from TypeScript beside them. */
const BUILT: [string, string, string[]][] = [
  // savonet/liquidsoap src/js/index.html:17-18: src/js/dune's rule writes playground.bundle.js, its js executable interactive_js.bc.js.
  ['src/js/index.html', page('<script type="module" src="./playground.bundle.js"></script>\n<script src="interactive_js.bc.js"></script>\n<script src="gone.js"></script>'), ['information', 'information', 'warning']],
  // nayuki/QR-Code-generator typescript-javascript/qrcodegen-input-demo.html:143: build.sh runs `tsc … qrcodegen.ts qrcodegen-input-demo.ts`.
  ['ts/qrcodegen-input-demo.html', page('<script type="application/javascript" src="qrcodegen.js"></script>\n<script type="application/javascript" src="other.js"></script>'), ['information', 'warning']],
  // A TypeScript source beside the script, whose build script sends tsc's output elsewhere: a missing file.
  ['out/app.html', page('<script src="app.js"></script>'), ['warning']],
];

describe('links to what a dune rule or a build script writes: information, in the editor and on the command line', () => {
  const tree: Record<string, string> = {
    'src/js/dune': '(rule\n (target playground.bundle.js)\n (action\n  (run sh %{script} %{target})))\n\n(executable\n (name interactive_js)\n (modes js)\n (modules interactive_js))\n',
    'src/js/interactive_js.ml': 'let () = ()\n',
    'ts/qrcodegen.ts': 'export {};\n',
    'ts/other.ts': 'export {};\n',
    'ts/build.sh': '#!/bin/sh\ntsc --strict --lib DOM,DOM.Iterable,ES6 --target ES6 qrcodegen.ts qrcodegen-input-demo.ts\n',
    'out/app.ts': 'export {};\n',
    'out/build.sh': 'tsc --outDir dist app.ts\n',
    ...Object.fromEntries(BUILT.map(([file, html]) => [file, html])),
  };
  missingFileSuites({ prefix: 'uri-lint-dune-output-', languageId: 'html', tree, cases: BUILT, said: /src\/js\/dune declares it a target of its build|qrcodegen\.ts is its source/ });
});

/** Markdown pages linking a page whose source a dune rule above writes. */
const PAGES: [string, string, string[]][] = [
  // savonet/liquidsoap doc/content/documentation.md:29-30: doc/dune.inc (included by doc/dune) writes doc/reference.md.
  ['doc/content/documentation.md', '- [Core API](reference.html): The core liquidsoap API\n- [Settings](settings.html): The list of available settings for liquidsoap.\n- [Gone](gone.html)\n', ['information', 'information', 'warning']],
];

describe('links to the page of a source a dune rule writes: information, in the editor and on the command line', () => {
  const tree: Record<string, string> = {
    'doc/dune': '(include dune.inc)\n',
    'doc/dune.inc': '(rule\n (alias doc)\n (target reference.md)\n (action\n  (with-stdout-to\n   reference.md\n   (run %{bin:liquidsoap} --list-functions-md))))\n\n'
      + '(rule\n (alias doc)\n (action\n  (with-stdout-to settings.md (run %{bin:liquidsoap} --list-settings))))\n',
    ...Object.fromEntries(PAGES.map(([file, text]) => [file, text])),
  };
  missingFileSuites({ prefix: 'uri-lint-dune-page-', languageId: 'markdown', tree, cases: PAGES, said: /doc\/dune\.inc declares doc\/(?:reference|settings)\.md a target of its build/ });
});

/** XSLT stylesheets whose includes their program finds from its own root. */
const STYLESHEETS: [string, string, string[]][] = [
  // xiph/icecast-server admin/includes/page.xsl:4: icecast's loader resolves a failed include against its admin root.
  ['admin/includes/page.xsl', '<xsl:include href="includes/head.xsl"/>\n<xsl:include href="includes/gone.xsl"/>', ['information', 'warning']],
  // admin/ui/confirmkillsource.xsl:3.
  ['admin/ui/confirm.xsl', '<xsl:include href="includes/head.xsl"/>', ['information']],
  // web/status.xsl:2: found through the missing folder beside, admin/includes/web-page.xsl.
  ['web/status.xsl', '<xsl:include href="includes/web-page.xsl"/>', ['information']],
];

describe('an XSLT include its program finds from a folder above or beside: information, in the editor and on the command line', () => {
  const xsl = (body: string): string => `<?xml version="1.0"?>\n<xsl:stylesheet xmlns:xsl="http://www.w3.org/1999/XSL/Transform" version="1.0">\n${body}\n</xsl:stylesheet>\n`;
  const tree: Record<string, string> = {
    'admin/includes/head.xsl': xsl(''),
    'admin/includes/web-page.xsl': xsl(''),
    ...Object.fromEntries(STYLESHEETS.map(([file, body]) => [file, xsl(body)])),
  };
  missingFileSuites({ prefix: 'uri-lint-program-root-', languageId: 'xsl', tree, cases: STYLESHEETS.map(([file, body, levels]) => [file, xsl(body), levels] as const), said: /A file a program loads.*there as admin\/includes\/(?:head|web-page)\.xsl/ });
});

/** A `$ref` is JSON Reference's, resolved against its document by whatever reads it: found from a folder above, still missing. */
const REFS: [string, string, string[]][] = [
  // diffgram/diffgram default/docs/actions/action_previous.yml:20 (round 24, judged a missing file): the path is there from the top.
  ['default/docs/actions/action_previous.yml', "responses:\n  '200':\n    schema:\n      $ref: './default/docs/actions/schemas.yaml#/definitions/Action'\n", ['warning']],
];

describe('a $ref found only from a folder above its document: still a missing file, in the editor and on the command line', () => {
  const tree: Record<string, string> = {
    'default/docs/actions/schemas.yaml': 'definitions:\n  Action:\n    type: object\n',
    ...Object.fromEntries(REFS.map(([file, text]) => [file, text])),
  };
  missingFileSuites({ prefix: 'uri-lint-ref-above-', languageId: 'yaml', tree, cases: REFS, said: /./ });
});

/** AsciiDoc whose `ifndef::env-github[]` block GitHub does not render. */
const ADOC: [string, string, string[]][] = [
  // jtroo/kanata docs/config.adoc:38-47.
  ['docs/config.adoc', '= Config\n\nifdef::env-github[]\n* link:gone-for-github.adoc[v1.12.0]\nendif::[]\nifndef::env-github[]\n* link:/config-1.12.0.html[v1.12.0]\n* link:/config-1.11.0.html[v1.11.0]\nendif::[]\n\n'
    + 'ifndef::env-github[link:/config-one-line.html[one line]]\nlink:missing.adoc[after]\n', ['warning', 'information', 'information', 'information', 'warning']],
];

describe('AsciiDoc links in a part GitHub does not render: information, in the editor and on the command line', () => {
  const tree = Object.fromEntries(ADOC.map(([file, text]) => [file, text]));
  missingFileSuites({ prefix: 'uri-lint-adoc-env-github-', languageId: 'asciidoc', tree, cases: ADOC, said: /In an ifndef::env-github\[\] block/ });
});

/** Pages in a template attribute language, which their program serves at routes of its own. */
const ATTRIBUTE_TEMPLATES: [string, string, string[]][] = [
  // Supervisor/supervisor supervisor/ui/status.html:20-22: meld3's template, rendered as /index.html.
  ['ui/status.html', '<!DOCTYPE html>\n<html xmlns="http://www.w3.org/1999/xhtml"\n      xmlns:meld="https://github.com/Supervisor/supervisor">\n<body>\n<div meld:id="content">\n'
    + '<form meld:id="form" action="index.html" method="post">\n<a href="index.html?action=refresh">Refresh</a>\n</form>\n</div>\n</body>\n</html>\n', ['information', 'information']],
  // A plain page beside it: a missing file.
  ['ui/plain.html', page('<a href="index.html">Home</a>'), ['warning']],
];

describe('links of a template in an attribute language: information, in the editor and on the command line', () => {
  const tree = Object.fromEntries(ATTRIBUTE_TEMPLATES.map(([file, text]) => [file, text]));
  missingFileSuites({ prefix: 'uri-lint-attribute-template-', languageId: 'html', tree, cases: ATTRIBUTE_TEMPLATES, said: /A template in an attribute language/ });
});
