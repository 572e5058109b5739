/**
 * Fragments (§5), over the real protocol with the built server
 * spawned in a real fixture tree on disk: a link's `#section` names a
 * heading of a Markdown target (GitHub's slugs: emoji and punctuation),
 * an explicit `{#id}`, an `<a name>` or an HTML id, a line of any file, or
 * an anchor of the document itself; one that names nothing is
 * `link-missing-fragment`, with the closest heading as its quick fix.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CodeAction, Diagnostic } from 'vscode-languageserver-protocol/node';
import type { TestClient } from './client';
import { serverOverTree } from './client';

const GUIDE = [
  '# Guide', '', '## 🚀 Rocket launch', '', "## What's new in v2.0?", '', '## Installation {#setup}', '',
  '<a name="old-anchor"></a>', '', '## Intro', '', '## Intro', '', '```md', '## Not in fence', '```', '',
  'Usage: `run` & go', '=================', '',
].join('\n');

/** The fixture tree: each case's target, written as a repository holds it. */
const TREE: Record<string, string> = {
  'README.md': '# Project\n',
  'docs/guide.md': GUIDE,
  'docs/moving.md': '# Moving\n\n## First name\n',
  'parts/footer.md': '## Contributing\n\n[back to top](#title)\n',
  // A page that links a heading of another standalone page of its folder (nf-core/sarek's docs/output.md linking
  // #basic-usage-of-sentieon-functions of usage.md): one way only, no evidence of parts.
  'pages/usage.md': '# Usage\n\n## Basic usage\n',
  'docs/page.html': '<!doctype html>\n<main id="main"><a name="legacy"></a></main>\n<!-- <nav id="nav"> -->\n',
  // An AsciiDoc book (speedata-publisher's manual): the root includes its chapters, and a file its build writes.
  'book/manual.adoc': '= Manual\n\ninclude::chapter-a.adoc[leveloffset=+1]\n\ninclude::chapter-b.adoc[leveloffset=+1]\n\ninclude::ref/commands.adoc[]\n',
  'book/chapter-b.adoc': '[[ch-b]]\n= Chapter B\n\n== Details\n\ninclude::chapter-c.adoc[]\n',
  'book/chapter-c.adoc': '[#ch-c]\n== Chapter C\n',
  // A book whose every file is in its folder: an id none of them has is missing from the whole book.
  'whole/manual.adoc': '= Whole\n\ninclude::one.adoc[leveloffset=+1]\n\ninclude::two.adoc[leveloffset=+1]\n',
  'whole/two.adoc': '[[ch-two]]\n= Two\n',
  // A book's root above its chapters' folder.
  'guide/book.adoc': '= Guide\n\ninclude::chapters/one.adoc[leveloffset=+1]\n\ninclude::chapters/two.adoc[leveloffset=+1]\n',
  'guide/chapters/two.adoc': '[[ch-second]]\n= Second\n',
  'src/app.ts': Array.from({ length: 30 }, (_, i) => `export const line${i + 1} = ${i + 1};`).join('\n') + '\n',
};

/** Each case: a Markdown link in docs/index.md, and whether it is link-missing-fragment. */
const CASES: [string, boolean][] = [
  ['[emoji](guide.md#-rocket-launch)', false],
  ['[punctuation](guide.md#whats-new-in-v20)', false],
  // GitHub gives `## Installation {#setup}` the slug of its whole text: `{#setup}` is an id only where a site generator
  // renders the page (linkMistakes.test.ts has the site's case).
  ['[explicit id, on GitHub](guide.md#setup)', true],
  ['[heading with its id list, as GitHub slugs it](guide.md#installation-setup)', false],
  ['[a name](guide.md#old-anchor)', false],
  ['[repeated heading](guide.md#intro-1)', false],
  ['[any case, as GitHub finds it](guide.md#Intro)', false],
  ['[setext with code](guide.md#usage-run--go)', false],
  ['[empty fragment](guide.md#)', false],
  ['[up](../README.md#project)', false],
  ['[html id](page.html#main)', false],
  ['[html a name](page.html#legacy)', false],
  ['[line](../src/app.ts#L10)', false],
  ['[lines](../src/app.ts#L5-L30)', false],
  ['[line and column](../src/app.ts#L3C2)', false],
  ['[own heading](#own-heading)', false],
  ['[own line](#L2)', false],
  ['[third repeat](guide.md#intro-2)', true],
  ['[heading in a code fence](guide.md#not-in-fence)', true],
  ['[misspelled](guide.md#instalation)', true],
  ['[html comment](page.html#nav)', true],
  ['[past the end](../src/app.ts#L31)', true],
  ['[range past the end](../src/app.ts#L29-L40)', true],
  ['[own missing](#nope)', true],
];

describe('protocol (spawn): fragments of links', () => {
  let client: TestClient;
  let dir: string;
  const uriOf = (rel: string) => pathToFileURL(path.join(dir, rel)).href;

  const settled = (uri: string): Promise<Diagnostic[]> => client.settled(uri);
  /**
   * The diagnostics of `uri` once a target's anchors, forgotten on a change, are read again: a judging that waits
   * for them (pendingLinks) comes first, so a status of an earlier judging still on its way is not taken for it.
   */
  const reread = async (uri: string): Promise<Diagnostic[]> => {
    while (!(await client.nextStatus(uri)).pendingLinks);
    return settled(uri);
  };
  const openSettled = (languageId: string, rel: string, text: string): Promise<Diagnostic[]> => client.openSettled(languageId, text, uriOf(rel));
  const fragmentsOf = (diagnostics: Diagnostic[]) => diagnostics.filter((d) => d.code === 'link-missing-fragment');

  serverOverTree('uri-lint-fragments-', TREE, (started, folder) => {
    client = started;
    dir = folder;
  });

  it('judges each fragment against its target on disk, or the document itself', async () => {
    const text = `## Own heading\n\n${CASES.map(([link]) => `- ${link}`).join('\n')}\n`;
    const diagnostics = fragmentsOf(await openSettled('markdown', 'docs/index.md', text));
    const got = CASES.map((_, i) => diagnostics.some((d) => d.range.start.line === i + 2));
    assert.deepEqual(CASES.map(([link], i) => [link, got[i]]), CASES.map(([link, missing]) => [link, missing]));
  });

  it('covers the fragment, says what is missing, and offers the closest heading as the quick fix', async () => {
    const uri = uriOf('docs/fix.md');
    const diagnostics = fragmentsOf(await openSettled('markdown', 'docs/fix.md', 'See [install](guide.md#instalation).\n'));
    assert.equal(diagnostics.length, 1);
    const [missing] = diagnostics;
    assert.deepEqual(missing!.range, { start: { line: 0, character: 23 }, end: { line: 0, character: 34 } });
    assert.equal(missing!.message, 'No heading or anchor "instalation" in guide.md; did you mean "#installation-setup"?');
    const actions = (await client.codeActions(uri, missing!.range, [missing!])) as CodeAction[];
    const fix = actions.find((a) => a.title === 'Link to "#installation-setup"')!;
    assert.deepEqual(fix.edit!.changes![uri], [{ range: missing!.range, newText: 'installation-setup' }]);
    // A word more than was written: maybe another section, so offered but not preferred ("auto fix" leaves it).
    assert.equal(fix.isPreferred, false);
  });

  it('prefers the closest heading only where the fragment is near-certainly its typo', async () => {
    const uri = uriOf('docs/typos.md');
    // Each link's fragment, and whether the fix to the closest heading is preferred.
    const cases: [string, string, boolean][] = [
      ['rocket-lauch', '-rocket-launch', true], // a slip of one character, the same words
      ['Rocket-Launch', '-rocket-launch', true], // the same words in other letter case
      ['installation-guide', 'installation-setup', false], // another word: maybe another section
      ['whats-new-in-v20-', 'whats-new-in-v20', true], // the same words, a stray "-"
      ['intr', 'intro', true],
    ];
    const text = cases.map(([fragment]) => `[x](guide.md#${fragment})`).join('\n') + '\n';
    const diagnostics = fragmentsOf(await openSettled('markdown', 'docs/typos.md', text));
    const got: [string, string, boolean][] = [];
    for (const d of diagnostics) {
      const fix = ((await client.codeActions(uri, d.range, [d])) as CodeAction[]).find((a) => a.title.startsWith('Link to'))!;
      got.push([text.split('\n')[d.range.start.line]!.slice(d.range.start.character, d.range.end.character), fix.title.slice(10, -1), fix.isPreferred === true]);
    }
    assert.deepEqual(got, cases);
  });

  it('a same-page fragment that a document beside it on disk has as a heading, and which links one of this page\'s, is information', async () => {
    // parts/footer.md has `## Contributing` and links this page's title: parts put together (awesome-selfhosted-data).
    const diagnostics = fragmentsOf(await openSettled('markdown', 'parts/header.md', '# Title\n\n[a](#contributing) [b](#licence)\n'));
    // Information (3) naming the document beside it; the fragment none has stays a Warning (2).
    const got = diagnostics.map((d) => [d.range.start.character, d.severity, d.message.includes('footer.md beside this document')]).sort();
    assert.deepEqual(got, [[24, 2, false], [5, 3, true]], JSON.stringify(diagnostics));
    const oneWay = fragmentsOf(await openSettled('markdown', 'pages/output.md', '# Output\n\nSee [usage](#basic-usage).\n'));
    assert.deepEqual(oneWay.map((d) => d.severity), [2]);
    await client.close(uriOf('pages/output.md'));
    await client.close(uriOf('parts/header.md'));
  });

  it("a chapter of an AsciiDoc book names the book's anchors; where the book includes a file not read, a missing one is Information saying so", async () => {
    const chapter = fragmentsOf(await openSettled('asciidoc', 'book/chapter-a.adoc', '= Chapter A\n\nSee <<ch-b>>, <<_details>>, <<ch-c,C>> and <<cmd-image,the command>>.\n'));
    // Another chapter's anchors (also one a chapter includes) are found; the generated reference's may be in ref/commands.adoc.
    assert.deepEqual(chapter.map((d) => [d.severity, d.message.includes('A chapter of the book manual.adoc') && d.message.includes('ref/commands.adoc')]), [[3, true]], JSON.stringify(chapter));
    const whole = fragmentsOf(await openSettled('asciidoc', 'whole/one.adoc', '= One\n\nSee <<ch-two>> and <<ch-three>>.\n'));
    assert.deepEqual(whole.map((d) => [d.severity, d.message]), [[2, 'No section or anchor "ch-three" in this file.']]);
    // A document no other includes is no chapter: its own anchors only.
    const alone = fragmentsOf(await openSettled('asciidoc', 'whole/alone.adoc', '= Alone\n\nSee <<ch-two>>.\n'));
    assert.deepEqual(alone.map((d) => d.severity), [2]);
    // The root in the folder above: another chapter's anchor is found, one no file of the book has is missing.
    const below = fragmentsOf(await openSettled('asciidoc', 'guide/chapters/one.adoc', '= One\n\nSee <<ch-second>> and <<ch-third>>.\n'));
    assert.deepEqual(below.map((d) => [d.severity, d.message]), [[2, 'No section or anchor "ch-third" in this file.']]);
    for (const rel of ['book/chapter-a.adoc', 'whole/one.adoc', 'whole/alone.adoc', 'guide/chapters/one.adoc']) await client.close(uriOf(rel));
  });

  it("an SVG <use> of a symbol in Markdown names the layout's sprite: Information saying so; a whole HTML page's, or a link's, keeps its Warning", async () => {
    const markdown = fragmentsOf(await openSettled('markdown', 'svg/icons.md', '# Icons\n\n<svg><use xlink:href="#svg-lock"></use></svg> and [a link](#svg-gone)\n'));
    assert.deepEqual(markdown.map((d) => [d.range.start.character, d.severity, d.message.includes('An SVG symbol a <use> names')]).sort(), [[23, 3, true], [60, 2, false]], JSON.stringify(markdown));
    const page = fragmentsOf(await openSettled('html', 'svg/icons.html', '<!doctype html>\n<html><body><svg><use href="#svg-lock"></use></svg></body></html>\n'));
    assert.deepEqual(page.map((d) => d.severity), [2]);
    for (const rel of ['svg/icons.md', 'svg/icons.html']) await client.close(uriOf(rel));
  });

  it('a fragment into an open document is judged against its unsaved text', async () => {
    await client.open('markdown', '# Guide\n\n## Renamed section\n', uriOf('docs/guide.md'));
    const diagnostics = fragmentsOf(await openSettled('markdown', 'docs/open.md', '[a](guide.md#renamed-section) [b](guide.md#intro)\n'));
    assert.deepEqual(diagnostics.map((d) => d.message), ['No heading or anchor "intro" in guide.md.']);
    await client.close(uriOf('docs/guide.md'));
  });

  it('follows the target on disk: a heading renamed, then restored (the watcher\'s "changed" event)', async () => {
    const uri = uriOf('docs/watched.md');
    assert.deepEqual(fragmentsOf(await openSettled('markdown', 'docs/watched.md', '[x](moving.md#first-name)\n')), []);
    const rename = async (heading: string): Promise<Diagnostic[]> => {
      fs.writeFileSync(path.join(dir, 'docs/moving.md'), `# Moving\n\n## ${heading}\n`);
      const next = reread(uri);
      await client.sendRaw('workspace/didChangeWatchedFiles', { changes: [{ uri: uriOf('docs/moving.md'), type: 2 }] });
      return fragmentsOf(await next);
    };
    assert.deepEqual((await rename('Second name')).map((d) => d.message), ['No heading or anchor "first-name" in moving.md.']);
    assert.deepEqual(await rename('First name'), []);
  });

  it('HTML documents: their own ids and <a name>s', async () => {
    const html = '<h2 id="top-section">x</h2><a name="n"></a>\n<a href="#top-section">a</a> <a href="#n">b</a> <a href="#gone">c</a>\n';
    const diagnostics = fragmentsOf(await openSettled('html', 'site/own.html', html));
    assert.deepEqual(diagnostics.map((d) => d.message), ['No element with this id "gone" in this file.']);
  });

  it('an HTML fragment of a page that holds no id links the ids of the page it goes into: Information; a whole page with scripts, or a fragment that holds ids, keeps its Warning', async () => {
    // gnab/remark src/remark.html: the template remark.js inserts into the slideshow's page (no <html>, no id).
    const part = ['<div class="remark-notes-area">', '  <div class="remark-top-area">', '    <div class="remark-toolbar">',
      '      <a class="remark-toolbar-link" href="#increase">+</a>', '      <a class="remark-toolbar-link" href="#decrease">-</a>', '    </div>', '  </div>', '</div>', ''].join('\n');
    const inPart = fragmentsOf(await openSettled('html', 'src/remark.html', part));
    assert.deepEqual(inPart.map((d) => [d.range.start.line, d.severity]), [[3, 3], [4, 3]]);
    assert.ok(inPart.every((d) => d.message.includes('fragment of a page')), inPart.map((d) => d.message).join('\n'));
    // GoogleChrome/chrome-extensions-samples _archive/apps/samples/mini-code-edit/cm/demo/fullscreen.html: a whole page
    // that runs CodeMirror, its link copied from the manual to an id it does not hold.
    const page = ['<!doctype html>', '<html>', '<head><script src="../lib/codemirror.js"></script></head>', '<body>',
      '<p>Its indentation is controlled by the <a href="#option_indentUnit"><code>indentUnit</code></a> option.</p>', '</body>', '</html>', ''].join('\n');
    const inPage = fragmentsOf(await openSettled('html', 'demo/fullscreen.html', page));
    assert.deepEqual(inPage.map((d) => [d.range.start.line, d.severity]), [[4, 2]]);
  });

  it('an ecmarkup source resolves #id against the whole specification and its biblios: Information saying so', async () => {
    // tc39/proposal-temporal spec/duration.html: `#table-temporal-units` is spec/abstractops.html's, pulled in by spec.html.
    const source = ['<emu-clause id="sec-temporal-duration-objects">', '  <h1>Temporal.Duration Objects</h1>',
      '  <p>See <emu-xref href="#table-temporal-units"></emu-xref>.</p>', '</emu-clause>', ''].join('\n');
    const spec = fragmentsOf(await openSettled('html', 'spec/duration.html', source));
    assert.deepEqual(spec.map((d) => [d.range.start.line, d.severity]), [[2, 3]]);
    assert.ok(spec[0]!.message.includes('ecmarkup resolves'), spec[0]!.message);
  });

  it('a page ReSpec builds when it loads names the ids it will give (dfn-…, sections): Information saying so', async () => {
    // w3c/json-ld-syntax and W3C's specifications: ReSpec gives each <dfn> the id dfn-<term> and each section one.
    const page = ['<!DOCTYPE html>', '<html><head><script src="https://www.w3.org/Tools/respec/respec-w3c" class="remove" defer></script></head>',
      '<body><section><h2>Terminology</h2><p>A <dfn>verifiable credential</dfn>; see <a href="#dfn-verifiable-credential">it</a>.</p></section></body></html>', ''].join('\n');
    const built = fragmentsOf(await openSettled('html', 'spec/index.html', page));
    assert.deepEqual(built.map((d) => [d.range.start.line, d.severity]), [[2, 3]]);
    assert.ok(built[0]!.message.includes('ReSpec builds this page'), built[0]!.message);
  });

  it("a page whose own script reads location.hash decides its fragments at run time: Information saying so; a library's script, or a page without one, keeps the Warning", async () => {
    // gitbucket src/main/twirl/gitbucket/core/admin/settings.scala.html: tab keys its inline script reads, no ids.
    const tabs = (script: string): string => ['<ul class="nav nav-tabs" id="settings-tab">', '  <li><a href="#system">System</a></li>',
      '  <li><a href="#authentication">Authentication</a></li>', '</ul>', '<div class="tab-pane" id="tab-system"></div>', script, ''].join('\n');
    const cases: [string, string, number][] = [
      ['reads location.hash', "<script>\n$(function(){ if (location.hash == '#authentication') { $('#tab-authentication').addClass('active'); } });\n</script>", 3],
      ['reads window.location.hash', '<script type="text/javascript">var tab = window.location.hash.slice(1);</script>', 3],
      ['listens to hashchange', "<script>window.addEventListener('hashchange', show);</script>", 3],
      ['an onhashchange handler', '<body onhashchange="show()"></body>', 3],
      // A library the page loads may read the hash of any page: it says nothing of this page's links.
      ['loads a script only', '<script src="router.js"></script>', 2],
      ['its script reads no fragment', "<script>$('#settings-tab a').click(function (e) { e.preventDefault(); });</script>", 2],
    ];
    for (const [name, script, severity] of cases) {
      const diagnostics = fragmentsOf(await openSettled('html', `admin/settings-${cases.findIndex((c) => c[0] === name)}.html`, tabs(script)));
      assert.deepEqual(diagnostics.map((d) => [d.range.start.line, d.severity]), [[1, severity], [2, severity]], name);
      if (severity === 3) assert.ok(diagnostics.every((d) => d.message.includes('location.hash')), `${name}: ${diagnostics.map((d) => d.message).join('\n')}`);
    }
  });

  it("a build's source (by its name, or m4's directives) links from the page built elsewhere: its missing files and fragments are Information; a server-side include makes a same-page fragment Information only", async () => {
    // hledger/hledger.m4.md (its command sections pasted in by m4_include), whisper.cpp's examples/*.wasm/index-tmpl.html
    // (CMake writes index.html into the build folder beside helpers.js), an Apache page's SSI.
    const cases: [string, string, string, string, [number, number][]][] = [
      ['an m4 source by its name', 'markdown', 'hledger/hledger.m4.md', '# Manual\n\n- [balancesheet](#balancesheet), [gone](hledger-ui.html#x), [guide](../docs/guide.md#nope)\n', [[2, 3], [2, 3], [2, 3]]],
      ['m4_ directives', 'markdown', 'm4/manual.md', 'm4_dnl The command docs are included below.\n# Manual\n\n- [cashflow](#cashflow), [gone](gone.md)\n', [[3, 3], [3, 3]]],
      ['a CMake template (-tmpl)', 'html', 'examples/bench.wasm/index-tmpl.html', '<!doctype html>\n<script src="helpers.js"></script>\n<a href="#timings">r</a>\n', [[1, 3], [2, 3]]],
      ['configure_file\'s .in', 'html', 'site/index.html.in', '<!doctype html>\n<link href="style.css" rel="stylesheet">\n<a href="#version">r</a>\n', [[1, 3], [2, 3]]],
      // A name that says template, whatever its separator: a build's source alike (silent before, as rendered.ts's).
      // linkerd2's web/templates/app.tmpl.html, redoc's config/docker/index.tpl.html, jasontaylordev/CleanArchitecture's
      // README-template.md (its blanks filled by `dotnet new`), terraform-plugin-docs' templates/index.md.tmpl.
      ['a template by its name (.tmpl.html)', 'html', 'web/templates/app.tmpl.html', '<!doctype html>\n<script src="helpers.js"></script>\n<a href="#timings">r</a>\n', [[1, 3], [2, 3]]],
      ['a template by its name (.tpl.html)', 'html', 'config/docker/index.tpl.html', '<!doctype html>\n<link href="style.css" rel="stylesheet">\n<a href="#version">r</a>\n', [[1, 3], [2, 3]]],
      ['a template by its name (-template.md)', 'markdown', 'README-template.md', '# Project\n\nGenerated with [the template](caRepositoryUrl), see [usage](#usage).\n', [[2, 3], [2, 3]]],
      ['a template by its name (.template.md)', 'markdown', 'CHANGELOG.template.md', '[compare](compareUrl)\n', [[0, 3]]],
      ['a template by its name (.md.tmpl)', 'markdown', 'docs/index.md.tmpl', '[x](blankUrl)\n', [[0, 3]]],
      // kibot's kibot/resources/kiri/index.html: its <title> a placeholder out_kiri.py fills, writing layer_colors.css beside it.
      ['a page whose title is a placeholder', 'html', 'resources/kiri/index.html', '<!DOCTYPE HTML>\n<html><head><link rel="stylesheet" href="layer_colors.css"><title>[PROJECT_TITLE]</title></head>\n<body><a href="#commits">c</a></body></html>\n', [[1, 3], [2, 3]]],
      ['a page whose title is @PROJECT_NAME@ (configure_file)', 'html', 'doc/main.html', '<html><head><title>@PROJECT_NAME@</title></head>\n<body><a href="gone.html">g</a></body></html>\n', [[1, 3]]],
      // A title with words beside a bracketed name, or in other letters, is a page's own.
      ['a title that only holds a bracketed word', 'html', 'doc/notes.html', '<html><head><title>Notes [DRAFT] for v2</title></head>\n<body><a href="gone.html">g</a></body></html>\n', [[1, 2]]],
      ['a title in brackets, not capitals', 'html', 'doc/about.html', '<html><head><title>[About]</title></head>\n<body><a href="gone.html">g</a></body></html>\n', [[1, 2]]],
      // Its statements make it a template rendered elsewhere (silent); a forge's issue template is an issue's text, whatever
      // its name: its links are not judged, its own fragment is the issue's, a Warning as in bug.md.
      ['a named template with statements', 'html', 'web/templates/base.tmpl.html', '{{ define "base" }}<!doctype html>\n<script src="helpers.js"></script>\n<a href="#timings">r</a>{{ end }}\n', []],
      ['a forge\'s issue template named as one', 'markdown', '.github/ISSUE_TEMPLATE/bug-template.md', '# Bug\n\nSee [the FAQ](faq.md) and [steps](#steps).\n', [[2, 2]]],
      // A name that only says the word, m4 named in a sentence or shown as code: pages as any other.
      ['a page named for templates', 'html', 'site/tmpl.html', '<!doctype html>\n<script src="helpers.js"></script>\n<a href="#output">r</a>\n', [[1, 2], [2, 2]]],
      ['m4 named in prose', 'markdown', 'about/m4.md', '# About\n\nRun m4_include(x) first: [usage](#usage), [gone](gone.md)\n', [[2, 2], [2, 2]]],
      ['m4 shown as code', 'markdown', 'code/m4.md', '# m4\n\n```m4\nm4_include(header.md)\n```\n\n[options](#options), [gone](gone.md)\n', [[6, 2], [6, 2]]],
      // Parts pasted in where the page is served: the id may be theirs, the files are still beside the page.
      ['a server-side include in Markdown, a comment', 'markdown', 'ssi/support.md', '# Support\n\n<!--#include file="../internal/support.md" -->\n\nSee [theming](#theming).\n', [[4, 2]]],
      ['a server-side include', 'html', 'ssi/page.shtml', '<!doctype html>\n<!--#include virtual="/nav.html" -->\n<a href="#nav-top">top</a> <a href="gone.html">g</a>\n', [[2, 3], [2, 2]]],
    ];
    for (const [name, languageId, rel, text, expected] of cases) {
      const diagnostics = (await openSettled(languageId, rel, text)).filter((d) => d.code === 'link-missing-fragment' || d.code === 'link-missing-file');
      assert.deepEqual(diagnostics.map((d) => [d.range.start.line, d.severity]), expected, `${name}: ${diagnostics.map((d) => `${String(d.code)} ${d.message}`).join('\n')}`);
      if (expected.some(([, severity]) => severity === 3)) assert.ok(diagnostics.some((d) => /build's source|m4 source|server-side include|placeholder a program fills/.test(d.message)), name);
    }
  });

  it('a client-side hash route (#/…, #!/…) is no id: silent in HTML, Information in Markdown and into another page; an id that is missing still a Warning', async () => {
    // GoogleChrome/chrome-extensions-samples _archive/apps/samples/todomvc/index.html's filters, and a hashbang.
    const html = ['<ul id="filters">', '  <li><a href="#/">All</a></li>', '  <li><a href="#/active">Active</a></li>',
      '  <li><a href="#!/completed">Completed</a></li>', '  <li><a href="page.html#/settings">Settings</a></li>', '  <li><a href="#filtrs">x</a></li>', '</ul>', ''].join('\n');
    const inHtml = fragmentsOf(await openSettled('html', 'docs/todo.html', html));
    assert.deepEqual(inHtml.map((d) => [d.range.start.line, d.severity]), [[4, 3], [5, 2]]);
    const markdown = '# Guide\n\n[home](#/) and [guide](#!/guide) and [page](page.html#/guide)\n';
    const inMarkdown = fragmentsOf(await openSettled('markdown', 'docs/routes.md', markdown));
    assert.deepEqual(inMarkdown.map((d) => d.severity), [3, 3, 3]);
    assert.ok(inMarkdown.every((d) => d.message.includes('client-side route')), inMarkdown.map((d) => d.message).join('\n'));
  });

  it('a URL that uriLint.links.mappings maps into the workspace: its fragment too, written bare in prose', async () => {
    await client.updateSettings({ links: { mappings: { 'https://github.com/org/repo/blob/main/': '.' } } });
    const text = 'See https://github.com/org/repo/blob/main/docs/guide.md#instalation and https://github.com/org/repo/blob/main/docs/guide.md#intro\n';
    const diagnostics = fragmentsOf(await openSettled('markdown', 'docs/mapped.md', text));
    assert.deepEqual(diagnostics.map((d) => d.message), ['No heading or anchor "instalation" in guide.md; did you mean "#installation-setup"?']);
    await client.updateSettings({});
  });

  it('a <base href> elsewhere takes "#x" there: not judged', async () => {
    const html = '<base href="https://example.com/other/">\n<a href="#gone">c</a>\n';
    assert.deepEqual(fragmentsOf(await openSettled('html', 'site/based.html', html)), []);
  });
});
