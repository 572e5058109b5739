/**
 * Files nobody edits are left out by default, as GitHub leaves them out of
 * diffs and language statistics: vendored folders, generated files (by name,
 * by a generator's mark, by `.gitattributes`), minified files whatever their
 * extension, and files mostly not text. The summary counts them by class;
 * `--no-default-ignores` and `defaultIgnores: false` check them all.
 */
import assert from 'node:assert/strict';
import { removeTempTrees, runCli, runJson, tempTree } from './helpers';

/** A line with an error in any language: a space in a host. */
const BAD = 'see <http://exa mple.com/>\n';

/** Minified code on one line, with an error in it, under a name that says nothing. */
const MINIFIED = 'var a=function(b){return b+1};'.repeat(60) + 'var u="http://exa mple.com/";'.repeat(5) + '\n';

/** Bytes that are mostly not text and hold no NUL: what a compressed or encoded file looks like. */
function notText(length = 4000, seed = 7): Buffer {
  const bytes = Buffer.alloc(length);
  for (let i = 0; i < bytes.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    bytes[i] = 1 + (seed >> 16) % 255;
  }
  return Buffer.concat([Buffer.from(BAD), bytes]);
}

/**
 * A fuzzer's mutated HTTP request (honggfuzz's examples/apache-httpd/corpus_http1/45aa9d9d….honggfuzz.cov, 86 bytes):
 * a fifth of it not text, and control characters among it.
 */
const FUZZED = Buffer.from('504156444820536950707574503a2f2f3ad3f7f7b2bd30d1dcf27aaa8640546e3a312f3a3f4c0d0a4054503a31d48a6d3d64088dbe342f3a3f4c0d53152d0a2f3a3f4c0d53152d0a0dacd24b0d0a53152d0a0d3a3f63', 'hex');

/** French in Latin-1, a legacy encoding: a fifth of its bytes are not UTF-8, none is a control character. */
const LATIN1 = Buffer.concat([Buffer.from(`${'Été à Noël: où ça? Déjà vu, très élevé. '.repeat(40)}\n`, 'latin1'), Buffer.from(BAD)]);

/** Lines of text, as a PDF's objects or a program's output are, with an error in the first. */
function textLines(count: number): string {
  const lines = [BAD.trim()];
  for (let i = 1; i < count; i++) lines.push(`${i} 0 obj << /Type /Annot /Subtype /Link /Rect [${i} 0 ${i + 72} 12] >> endobj`);
  return `${lines.join('\n')}\n`;
}

/**
 * A file that opens with text and goes on in compressed bytes (asciidoctor-pdf's spec/reference/*.pdf, Polly's
 * logos/*.ai; without the PDF signature, so that what says so is its content): the start alone reads as text.
 */
function textThenNotText(): Buffer {
  return Buffer.concat([Buffer.from(textLines(200)), notText(60000, 11), Buffer.from('trailer << /Root 1 0 R >>\n')]);
}

/** A PDF by its signature, its streams written as text (asciidoctor-pdf's larger references hold 4% of bytes not text). */
const PDF = `%PDF-1.4\n${textLines(400)}`;

/** Text with a blob of bytes not text in its middle: text still. */
function textWithBlob(): Buffer {
  return Buffer.concat([Buffer.from(textLines(300)), notText(3000, 13), Buffer.from(textLines(300))]);
}

/**
 * A bundle kept as one string literal after a short first line, its code indented inside the string (d2's
 * d2js/js/src/elk-loader.browser.js: `export const elkJs =`, then 3.7 MB on line 2, a space in every second character).
 */
const BUNDLE_STRING = `export const elkJs =\n  '(function (f) {\\n${'  if (typeof exports === "object") {\\n    module.exports = f();\\n  }\\n'.repeat(1000)}})';\nconst u = "http://exa mple.com/";\n`;

/** A notebook whose cells open with lines a person wrote, then hold a line of data longer than the window read. */
const NOTEBOOK_WITH_DATA = `${'{\n "cells": [\n  {\n   "cell_type": "markdown",\n   "source": ["See [NumPy](https://numpy.org/)"]\n  },\n'.repeat(5)}   "source": ["probe = '{\\"force\\":[${'-0.7860722706944084,'.repeat(4000)}0]}'"]\n  }\n ]\n}\n${BAD}`;

/** Indented code whose lines end in carriage returns alone (classic Mac OS): many lines, not one. */
const CR_LINES = `${'    if (a == b) { call(a, b); }\r'.repeat(1500)}/* ${BAD.trim()} */\r`;

/** A license's comment block, as a project puts above every file, generated or not: 23 lines. */
const LICENSE = `/*\n${'Permission is hereby granted, free of charge, to any person obtaining a copy of this software.\n'.repeat(21)}*/\n`;

/** Path, content, and the class it is left out as ('' = checked). */
const CASES: [string, string | Buffer, string][] = [
  ['docs/guide.md', BAD, ''],
  ['vendor/lib/README.md', BAD, 'vendored: vendor/'],
  ['src/third_party/zlib/README', BAD, 'vendored: third_party/'],
  ['3rdparty/notes.txt', BAD, 'vendored: third_party/'],
  ['.yarn/releases/yarn-4.1.0.cjs', BAD, 'vendored: .yarn/'],
  ['ios/Pods/Alamofire/README.md', BAD, 'vendored: Pods/'],
  ['package-lock.json', `{"resolved": "${BAD.trim()}"}\n`, 'generated: a lock file'],
  ['yarn.lock', BAD, 'generated: a lock file'],
  ['assets/app.min.js', BAD, 'generated: a minified bundle'],
  // openstreetmap/id-tagging-schema's dist/translations/he.min.json (and he.json beside it, built from the sources).
  ['data/he.min.json', `{"placeholder": "${BAD.trim()}"}`, 'generated: minified data'],
  ['dist/translations/he.json', `{"placeholder": "${BAD.trim()}"}\n`, 'vendored: dist/'],
  ['packages/ui/dist/index.js', BAD, 'vendored: dist/'],
  // A file named so is no folder of the kind.
  ['docs/dist', BAD, ''],
  // aws-samples/serverless-patterns: a Lambda layer's python/ filled by `pip install --target`, botocore and all, its
  // *.dist-info folders beside the packages.
  ['layer/python/boto3-1.28.57.dist-info/METADATA', BAD, "vendored: a package installer's folder (*.dist-info)"],
  ['layer/python/botocore/data/kms/service-2.json', `{"documentation": "${BAD.trim()}"}\n`, "vendored: a package installer's folder (*.dist-info)"],
  ['layer/python/requests/utils.py', `# ${BAD}`, "vendored: a package installer's folder (*.dist-info)"],
  ['layer/README.md', BAD, ''],
  // A development install's metadata (no version in its name) says nothing of its folder.
  ['pkg/mypkg.egg-info/PKG-INFO', BAD, ''],
  ['pkg/mypkg.dist-info/x.md', BAD, ''],
  ['assets/app.js.map', BAD, 'generated: a source map'],
  ['api/service.pb.go', BAD, 'generated: protocol buffer code'],
  ['src/__snapshots__/app.test.js.snap', BAD, 'generated: test snapshots'],
  ['tests/goldens/blog/index.md', BAD, 'generated: test snapshots'],
  ['api/client.go', `// Code generated by oapi-codegen. DO NOT EDIT.\n// ${BAD}`, 'generated: marked as generated'],
  ['web/bundle.js', `${BAD}//# sourceMappingURL=bundle.js.map\n`, 'generated: a bundle with a source map'],
  // Documentation sites built and committed (Alamofire's jazzy pages in docs/, javadoc, a Sphinx build).
  ['docs/index.html', `<!DOCTYPE html>\n<html>\n${BAD}<p>Generated by <a class="link" href="https://github.com/realm/jazzy">jazzy ♪♫ v0.15.4</a>.</p>\n</html>\n`, 'generated: a page a documentation generator wrote'],
  // Whichever program signs the footer: lunarmodules/Penlight's LDoc pages (docs/manual/01-introduction.md.html).
  ['docs/manual/01-introduction.md.html', `<html>\n<body>${BAD}<div id="about">\n<i>generated by <a href="http://github.com/stevedonovan/LDoc">LDoc 1.5.0</a></i>\n</div>\n</body>\n</html>\n`, 'generated: a page a documentation generator wrote'],
  // …but a person's own footer names no program.
  ['site/credits.html', `<html><body>${BAD}<p>Generated by hand, with care.</p></body></html>\n`, ''],
  // …nor a site's layout that signs its pages so.
  ['_layouts/default.html', `<html><body>${BAD}{{ content }}<footer>Generated by <a href="https://jekyllrb.com">Jekyll</a></footer></body></html>\n`, ''],
  ['api/Foo.html', `<!DOCTYPE HTML>\n<!-- Generated by javadoc (17) -->\n<html>${BAD}</html>\n`, 'generated: a page a documentation generator wrote'],
  ['build/page.html', `<html><head><meta name="generator" content="Docutils 0.17.1: http://docutils.sourceforge.net/" />\n</head>${BAD}</html>\n`, 'generated: a page a documentation generator wrote'],
  // Whichever program: ocaml/odoc's test/generators/html pages, written by the build with its version substituted later.
  ['doc/Ocamlary-Op.html', `<html><head><meta name="generator" content="odoc %%VERSION%%"/>\n</head>${BAD}</html>\n`, 'generated: a page a documentation generator wrote'],
  // …but not a page written in an HTML editor, which says so the same way.
  ['site/about.html', `<html><head><meta name="GENERATOR" content="Microsoft FrontPage 4.0">\n</head>${BAD}</html>\n`, ''],
  // …nor the layout that writes the tag, which people edit.
  ['layouts/partials/head.html', `<meta name="generator" content="Hugo {{ hugo.Version }}">\n${BAD}`, ''],
  // traefik pkg/provider/kubernetes/crd/generated/…: Go's convention line below a license's comment block.
  ['pkg/generated/tlsoption.go', `${LICENSE}\n// Code generated by applyconfiguration-gen. DO NOT EDIT.\n\npackage v1alpha1\n\n// ${BAD}`, 'generated: marked as generated'],
  ['lib/schema.js', `${LICENSE.replace(/^/gm, '// ')}\n/**\n * @generated SignedSource<<0f1e>>\n */\n// ${BAD}`, 'generated: marked as generated'],
  // A generator's own source writes the line in a string, not as its comment: checked.
  ['cmd/gen/main.go', `${LICENSE}\npackage main\n\nconst header = "// Code generated by gen. DO NOT EDIT."\n\n// ${BAD}`, ''],
  // traefik docs/content/reference/dynamic-configuration/*.yaml: controller-gen's CustomResourceDefinitions.
  ['crd/traefik.io_tlsoptions.yaml', `---\napiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  annotations:\n    controller-gen.kubebuilder.io/version: v0.19.0\n  name: tlsoptions.traefik.io\nspec:\n  description: ${BAD}`, "generated: a generator's annotation (controller-gen)"],
  ['docs/crds.md', `# CRDs\n\nThe generator writes the annotation:\n\n    controller-gen.kubebuilder.io/version: v0.19.0\n\n${BAD}`, ''],
  // Generators' signatures, after Linguist's generated.rb.
  ['lib/app.js', `// Generated by CoffeeScript 1.12.7\n// ${BAD}`, 'generated: marked as generated'],
  ['src/parser.js', `/*\n * Generated by PEG.js 0.10.0.\n */\n// ${BAD}`, 'generated: marked as generated'],
  ['src/pb/api_pb.js', `// source: api.proto\n/**\n * @fileoverview\n * @enhanceable\n */\n// GENERATED CODE -- DO NOT EDIT!\n// ${BAD}`, 'generated: marked as generated'],
  ['configure', `#! /bin/sh\n# Guess values for system-dependent variables and create Makefiles.\n# Generated by GNU Autoconf 2.71 for lib 1.0.\n# ${BAD}`, 'generated: marked as generated'],
  ['CHANGES.md', `<!-- This file was automatically generated by release tooling. -->\n# Changes\n${BAD}`, 'generated: marked as generated'],
  ['sorbet/rbi/gems/rack.rbi', `# typed: true\n\n# DO NOT EDIT MANUALLY\n# ${BAD}`, 'generated: marked as generated'],
  // coq-community/coq-100-theorems README.md, written from meta.yml by the project's template: a page people read.
  ['README.md', `<!---\nThis file was generated from \`meta.yml\`, please do not edit manually.\n--->\n# Theorems\n${BAD}`, ''],
  ['docs/generating.md', `# Generating code\n\nThe files under gen/ are generated: do not edit them by hand.\n${BAD}`, ''],
  ['spec/cassettes/search.yml', `---\nhttp_interactions:\n- request:\n    uri: ${BAD}  recorded_at: Tue, 01 Jan 2019 00:00:00 GMT\nrecorded_with: VCR 6.0.0\n`, 'generated: a recording of HTTP interactions (VCR)'],
  ['bin/Lib.xml', `<?xml version="1.0"?>\n<doc>\n    <assembly>\n        <name>Lib</name>\n    </assembly>\n<summary>${BAD}</summary>\n</doc>\n`, "generated: a tool's data file"],
  // pip's src/pip/_vendor/ and the other vendored folders of Linguist's vendor.yml.
  ['src/pip/_vendor/requests/utils.py', `# ${BAD}`, 'vendored: _vendor/'],
  // doxygen/doxygen deps/spdlog/README.md: a C project's copy of a library at the top, Linguist's `^deps/`; a `deps/`
  // deeper down (an Elixir app's own `lib/deps/`) is a project's own.
  ['deps/spdlog/README.md', BAD, 'vendored: deps/'],
  ['lib/deps/notes.md', BAD, ''],
  ['src/ThirdParty/lib/README.md', BAD, 'vendored: third_party/'],
  ['flow-typed/npm/lodash_v4.x.x.js', `// ${BAD}`, 'vendored: flow-typed/'],
  ['Frameworks/Sparkle.framework/Headers/SUUpdater.h', `// ${BAD}`, 'vendored: a framework bundle'],
  ['packages/Newtonsoft.Json.13.0.1/README.md', BAD, 'vendored: a NuGet package'],
  ['packages/ui/README.md', BAD, ''],
  ['tests/data/packages/LocalExtras-0.0.2/setup.py', `# ${BAD}`, ''],
  ['gradlew', `#!/bin/sh\n# ${BAD}`, "vendored: a build tool's wrapper"],
  ['build-aux/config.guess', `#! /bin/sh\n# ${BAD}`, "vendored: a build tool's file"],
  ['site/MathJax/README.md', BAD, 'vendored: a bundled library'],
  // deluge deluge/ui/web/js/extjs/: ExtJS's release, its debug build beside the minified one (Linguist's vendor.yml).
  ['ui/web/js/extjs/ext-all-debug.js', `// ${BAD}`, 'vendored: a bundled library (ExtJS)'],
  ['ui/web/js/extjs/ext-extensions/StatusBar.js', `// ${BAD}`, 'vendored: a bundled library (ExtJS)'],
  ['tests/frameworks/ext/ext-all-3.3.1.js', `// ${BAD}`, 'vendored: a bundled library (ExtJS)'],
  ['static/js/jquery-3.6.0.js', `// ${BAD}`, 'vendored: a bundled library (jQuery)'],
  ['static/js/jquery-ui.custom.css', `/* ${BAD} */`, 'vendored: a bundled library (jQuery UI)'],
  ['Scripts/knockout-3.5.1.debug.js', `// ${BAD}`, 'vendored: a bundled library'],
  ['Scripts/MicrosoftAjax.debug.js', `// ${BAD}`, 'vendored: a bundled library'],
  // A project's own plugin or module named after a library, or a debugging module of its own: checked.
  ['static/js/jquery.tablesort.js', `// ${BAD}`, ''],
  ['src/extension/ext-loader.js', `// ${BAD}`, ''],
  ['nodes/core/common/21-debug.js', `// ${BAD}`, ''],
  // gitbucket doc/licenses.md: sbt-license-report's table (project/plugins.sbt), padded or not.
  ['doc/licenses.md', `# gitbucket-licenses\n\nCategory | License | Dependency | Notes\n--- | --- | --- | ---\nBSD | [EDL](null) | org.eclipse.jgit # org.eclipse.jgit # 5.2.0 | <notextile></notextile>\n${BAD}`, "generated: a build plugin's license report"],
  ['NOTICE.md', `# NOTICE\n\n| Category | License     | Dependency              | Notes |\n|----------|-------------|-------------------------|-------|\n| Apache   | [Apache 2](null) | com.example # lib_2.13 # 0.11.4 | <notextile></notextile> |\n${BAD}`, "generated: a build plugin's license report"],
  // …but a table a person writes with other columns, or without the plugin's `group # artifact # version`: checked.
  ['docs/third-party.md', `# Third-party\n\nCategory | License | Dependency | Notes\n--- | --- | --- | ---\nBSD | [EDL](null) | JGit | used for git\n${BAD}`, ''],
  ['docs/deps.md', `# Dependencies\n\n| Dependency | License |\n|---|---|\n| a # b # 1 | [MIT](null) |\n${BAD}`, ''],
  ['deno.lock', `{"remote": {"${BAD.trim()}": "x"}}\n`, 'generated: a lock file'],
  ['src/__generated__/AppQuery.graphql.ts', `// ${BAD}`, "generated: a compiler's output folder"],
  ['htmlcov/index.html', `<html><body>${BAD}</body></html>\n`, 'generated: a coverage report'],
  ['docs/_build/html/index.html', `<html><body>${BAD}</body></html>\n`, "generated: a documentation build's output"],
  ['data/blob.txt', MINIFIED, 'minified: long lines of code'],
  // The line that runs past the window read is read, after a first line or a few: no longer its first line alone.
  ['js/src/elk-loader.browser.js', BUNDLE_STRING, 'minified: long lines of code'],
  // …but not after the many lines of a notebook's cells, nor as one line of code ended by carriage returns.
  ['scripts/filter_workbench.txt', NOTEBOOK_WITH_DATA, ''],
  ['src/classic.c', CR_LINES, ''],
  ['data/packed.dat', notText(), 'binary: mostly not text'],
  ['corpus_http1/45aa9d9d616e14e1122ef20f4b96c712.00000056.honggfuzz.cov', FUZZED, 'binary: mostly not text'],
  ['docs/noel-latin1.txt', LATIN1, ''],
  ['spec/reference/page-split.bin', textThenNotText(), 'binary: mostly not text'],
  ['spec/reference/link.pdf', PDF, 'binary: a PDF document'],
  ['logos/Logo Sticker.ai', Buffer.concat([Buffer.from(PDF), notText(20000, 17)]), 'binary: a PDF document'],
  // Not left out: a folder whose name only contains a vendored name, prose a paragraph a line, a vendor file name.
  ['vendored-notes/a.md', BAD, ''],
  ['docs/long.md', `${'A paragraph of prose on one long line, as some people write Markdown. '.repeat(40)}\n${BAD}`, ''],
  ['docs/vendor.md', BAD, ''],
  ['docs/blob.txt', textWithBlob(), ''],
];

describe('uri-lint: files nobody edits are left out by default', () => {
  after(removeTempTrees);

  it('leaves out each class and says why, and checks every other file', () => {
    const dir = tempTree(Object.fromEntries(CASES.map(([name, content]) => [name, content])));
    const run = runJson([], dir);
    const skipped = Object.fromEntries(run.report.files.map((f) => [f.path, f.skipped ?? '']));
    for (const [name, , expected] of CASES) assert.equal(skipped[name], expected, name);
    assert.equal(run.status, 1, 'the files checked have errors');
  });

  it('counts them by class in the summary, and lists none of them', () => {
    const dir = tempTree(Object.fromEntries(CASES.map(([name, content]) => [name, content])));
    const run = runCli([], dir);
    const summary = run.stdout.trim().split('\n').pop()!;
    const count = (kind: string): number => CASES.filter(([, , why]) => (kind === '' ? why === '' : why.startsWith(`${kind}:`))).length;
    assert.match(summary, new RegExp(`in ${count('')} files checked; skipped `));
    for (const kind of ['vendored', 'generated', 'minified', 'binary']) assert.ok(summary.includes(`${count(kind)} ${kind}`), `${count(kind)} ${kind} in ${summary}`);
    assert.ok(!run.stdout.includes('vendor/lib/README.md'), 'a vendored file is only counted');
  });

  it('checks them all with --no-default-ignores, and with defaultIgnores false', () => {
    const dir = tempTree(Object.fromEntries(CASES.filter(([, , why]) => !why.startsWith('binary')).map(([name, content]) => [name, content])));
    const flag = runJson(['--no-default-ignores'], dir);
    assert.deepEqual(flag.report.files.filter((f) => f.skipped).map((f) => f.path), []);
    assert.ok(flag.report.files.find((f) => f.path === 'vendor/lib/README.md')!.problems.length > 0);
    const configured = tempTree({ ...Object.fromEntries(CASES.slice(0, 3).map(([name, content]) => [name, content])), '.urilintrc.json': '{ "defaultIgnores": false }' });
    assert.deepEqual(runJson([], configured).report.files.filter((f) => f.skipped).map((f) => f.path), []);
  });

  it('follows .gitattributes: linguist-vendored and linguist-generated leave out, =false and - bring back', () => {
    const dir = tempTree({
      '.git/HEAD': 'ref: refs/heads/main\n',
      '.gitattributes': 'docs/generated/** linguist-generated\nlib/*.md linguist-vendored=true\nvendor/ours/** -linguist-vendored\n*.lock linguist-generated=false\n',
      'docs/generated/api.md': BAD,
      'docs/guide.md': BAD,
      'lib/copy.md': BAD,
      'lib/sub/own.md': BAD,
      'vendor/ours/README.md': BAD,
      'vendor/theirs/README.md': BAD,
      'yarn.lock': BAD,
      'sub/.gitattributes': 'notes.md linguist-vendored\n',
      'sub/deeper/notes.md': BAD,
    });
    const run = runJson([], dir);
    const skipped = Object.fromEntries(run.report.files.map((f) => [f.path, f.skipped ?? '']));
    assert.deepEqual(skipped, {
      '.gitattributes': '',
      'docs/generated/api.md': 'generated: linguist-generated in .gitattributes',
      'docs/guide.md': '',
      'lib/copy.md': 'vendored: linguist-vendored in .gitattributes',
      'lib/sub/own.md': '',
      'sub/.gitattributes': '',
      'sub/deeper/notes.md': 'vendored: linguist-vendored in .gitattributes',
      'vendor/ours/README.md': '',
      'vendor/theirs/README.md': 'vendored: vendor/',
      'yarn.lock': '',
    });
  });
});
