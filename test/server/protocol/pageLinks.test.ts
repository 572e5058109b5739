/**
 * Links written as a site's page URL, over the real protocol, for references,
 * document highlights, "Find File References" and a heading's rename: an
 * mdBook book (`guide/setup.html#first`), an MkDocs site with directory URLs
 * and a `site_url` path (`../setup/#options`, `/proj/setup/#options`), a
 * Jekyll site with pretty permalinks (`about/#the-team`, `../` from a page at
 * the top) and a Hugo site (`setup/#install` from a section's `_index.md`)
 * lead to the page's source, as a file move reads them. The server starts
 * knowing none of the sites: it learns them before it answers. A Jekyll
 * post's link by URL is its permalink's, not read as a page's.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CodeAction, DocumentHighlight, Location, Position, TextDocumentEdit, WorkspaceEdit } from 'vscode-languageserver-protocol/node';
import { FILE_REFERENCES_COMMAND } from '@uri-lint/server/contract';
import { TestClient, writeTree } from './client';

const TREE: Record<string, string> = {
  'mkdocs.yml': 'site_name: x\nsite_url: https://example.org/proj/\n',
  'docs/index.md': '# Home\n\nSee [setup](setup/#options), <a href="setup/">it</a>, [rooted](/proj/setup/#options) and [bare](/setup/#options).\n',
  'docs/guide/index.md': '# Guide\n\n[setup](../setup/#options) and [source](../setup.md#options).\n',
  'docs/setup.md': '# Setup\n\n## Options\n\n[home](../) and [guide](../guide/).\n',
  'book/book.toml': '[book]\ntitle = "b"\n',
  'book/src/intro.md': 'See [setup](guide/setup.html#first) and [rooted](/guide/setup.html#first).\n',
  'book/src/guide/setup.md': '# Setup\n\n## First\n\nBack to [intro](../intro.html).\n',
  'blog/_config.yml': 'title: b\npermalink: pretty\n',
  'blog/index.md': '# Blog\n\n[team](about/#the-team) and [rooted](/about/#the-team).\n\nOur [leads](/people/#leads), [the same](people/#leads) and [not them](/peoples/#leads).\n',
  // A page that sets its own URL: its links by that URL lead to it, not by its path (`/team/`).
  'blog/crew/team.md': '---\ntitle: Team\npermalink: /people/\n---\n# Team\n\n## Leads\n',
  'blog/about.md': '# About\n\n## The team\n\n[home](../)\n',
  'blog/_posts/2020-01-01-hello.md': 'Hi [team](../about/#the-team).\n',
  'hugo/hugo.toml': 'title = "h"\n',
  'hugo/content/_index.md': '# Home\n\n[setup](guide/setup/#install)\n',
  'hugo/content/guide/_index.md': '# Guide\n\n[setup](setup/#install)\n',
  'hugo/content/guide/setup.md': '# Setup\n\n## Install\n\n[guide](../)\n\nSee [the faq](/help/faq/#why).\n',
  'hugo/content/misc/questions.md': '+++\ntitle = "FAQ"\nurl = "/help/faq/"\n+++\n# FAQ\n\n## Why\n',
};

/** `file:line:character` of the first `needle` in the file (its `nth` one when given). */
function at(rel: string, needle: string, nth = 0): string {
  const text = TREE[rel]!;
  let offset = -1;
  for (let i = 0; i <= nth; i++) offset = text.indexOf(needle, offset + 1);
  assert.ok(offset >= 0, `${needle} in ${rel}`);
  const before = text.slice(0, offset).split('\n');
  return `${rel}:${before.length - 1}:${before[before.length - 1]!.length}`;
}

/** Where the fragment of the link at `place` starts (after its `#`). */
function fragmentOf(place: string): string {
  const [rel, line, character] = place.split(':') as [string, string, string];
  const text = TREE[rel]!.split('\n')[Number(line)]!;
  return `${rel}:${line}:${text.indexOf('#', Number(character)) + 1}`;
}

/** The position of a place `at` answers. */
function positionOf(place: string): Position {
  const [, line, character] = place.split(':');
  return { line: Number(line), character: Number(character) + 1 };
}

/** The links each page's heading is named by, as `at` places them: every link written as the page's URL among them. */
const TO_OPTIONS = [
  at('docs/index.md', 'setup/#options'), at('docs/index.md', '/proj/setup/#options'), at('docs/index.md', '/setup/#options', 1),
  at('docs/guide/index.md', '../setup/#options'), at('docs/guide/index.md', '../setup.md#options'),
].sort();
const TO_FIRST = [at('book/src/intro.md', 'guide/setup.html#first'), at('book/src/intro.md', '/guide/setup.html#first')].sort();
// Not the post's: its URL is its permalink's.
const TO_TEAM = [at('blog/index.md', 'about/#the-team'), at('blog/index.md', '/about/#the-team')].sort();
const TO_LEADS = [at('blog/index.md', '/people/#leads'), at('blog/index.md', 'people/#leads', 1)].sort();
const TO_WHY = [at('hugo/content/guide/setup.md', '/help/faq/#why')];
const TO_INSTALL = [at('hugo/content/_index.md', 'guide/setup/#install'), at('hugo/content/guide/_index.md', 'setup/#install')].sort();

describe('protocol (spawn): links written as a site\'s page URL in references, highlights and rename', function () {
  this.timeout(30_000);
  let client: TestClient;
  let dir = '';
  const uriOf = (rel: string) => pathToFileURL(path.join(dir, rel)).href;
  const placeOf = (uri: string, start: Position) => `${path.relative(dir, decodeURIComponent(new URL(uri).pathname))}:${start.line}:${start.character}`;
  const withOpen = async <T>(rel: string, run: () => Promise<T>): Promise<T> => {
    const doc = await client.open('markdown', TREE[rel]!, uriOf(rel));
    try {
      return await run();
    } finally {
      await client.close(doc.uri);
    }
  };
  const references = (rel: string, position: Position) => withOpen(rel, async () => {
    const answer = await client.requestRaw('textDocument/references', { textDocument: { uri: uriOf(rel) }, position, context: { includeDeclaration: false } });
    assert.equal(answer.error, undefined);
    return ((answer.result ?? []) as Location[]).map((l) => placeOf(l.uri, l.range.start)).sort();
  });

  before(async () => {
    dir = writeTree('uri-lint-page-links-', TREE);
    client = await TestClient.start({ transport: 'spawn', rootUri: pathToFileURL(dir).href, workDoneProgress: true });
    await client.progressEnded();
  });
  after(async () => {
    await client?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  // Where the cursor is (a heading's text, or a link), and every link the references list.
  const CASES: [name: string, place: string, expected: string[]][] = [
    ['an MkDocs heading: its directory URLs, relative and from the root (with site_url\'s path or not), and its .md', at('docs/setup.md', 'Options'), TO_OPTIONS],
    ['an mdBook heading: its .html, relative and from the book\'s root', at('book/src/guide/setup.md', 'First'), TO_FIRST],
    ['a Jekyll heading: its pretty URLs, not a post\'s link', at('blog/about.md', 'The team'), TO_TEAM],
    ['a Hugo heading: its pretty URLs, from a section\'s _index.md too', at('hugo/content/guide/setup.md', 'Install'), TO_INSTALL],
    ['a heading of a Jekyll page that sets its permalink: the links by that URL, from the root and relative', at('blog/crew/team.md', 'Leads'), TO_LEADS],
    ['a heading of a Hugo page that sets its url: the links by that URL', at('hugo/content/misc/questions.md', 'Why'), TO_WHY],
    ['on a link written as the URL a page sets for itself: every link to it', at('blog/index.md', '/people/#leads'), TO_LEADS],
    ['on a link written as a directory URL: every link to the same page and heading', at('docs/index.md', 'setup/#options'), TO_OPTIONS],
    ['on a link written as the .md: the links written as its URL too', at('docs/guide/index.md', '../setup.md#options'), TO_OPTIONS],
    ['on a link written as an .html', at('book/src/intro.md', '/guide/setup.html#first'), TO_FIRST],
    // `../` from Jekyll's about/ (its file at the site's top, the path climbing out of the folder) is the blog's home.
    ['on `../` from a Jekyll page at the top: the links to its home page', at('blog/about.md', '../'), [at('blog/about.md', '../')]],
    ['on `../` from a Hugo page: its section\'s _index.md', at('hugo/content/guide/setup.md', '../'), [at('hugo/content/guide/setup.md', '../')]],
  ];
  for (const [name, place, expected] of CASES) {
    it(name, async () => assert.deepEqual(await references(place.split(':')[0]!, positionOf(place)), expected));
  }

  it('"Find File References" of a page: every link to it, by its URL or by its file', async () => {
    const { result } = await client.executeCommand(FILE_REFERENCES_COMMAND, [uriOf('docs/setup.md')]);
    const places = ((result ?? []) as Location[]).map((l) => placeOf(l.uri, l.range.start)).sort();
    assert.deepEqual(places, [...TO_OPTIONS, at('docs/index.md', 'setup/">')].sort());
    const home = await client.executeCommand(FILE_REFERENCES_COMMAND, [uriOf('docs/index.md')]);
    assert.deepEqual(((home.result ?? []) as Location[]).map((l) => placeOf(l.uri, l.range.start)), [at('docs/setup.md', '../')]);
  });

  it('document highlights: the links of the document to the same page and heading', async () => {
    const place = at('docs/index.md', '/setup/#options', 1);
    const highlights = await withOpen('docs/index.md', async () => {
      const answer = await client.requestRaw('textDocument/documentHighlight', { textDocument: { uri: uriOf('docs/index.md') }, position: positionOf(place) });
      assert.equal(answer.error, undefined);
      return ((answer.result ?? []) as DocumentHighlight[]).map((h) => placeOf(uriOf('docs/index.md'), h.range.start)).sort();
    });
    assert.deepEqual(highlights, TO_OPTIONS.filter((p) => p.startsWith('docs/index.md:')));
  });

  // A heading renamed: its new id in every fragment naming it, however the link names the page.
  const RENAMES: [name: string, place: string, newName: string, id: string, links: string[]][] = [
    ['MkDocs', at('docs/setup.md', 'Options'), 'Settings', 'settings', TO_OPTIONS],
    ['mdBook', at('book/src/guide/setup.md', 'First'), 'Start here', 'start-here', TO_FIRST],
    ['Hugo', at('hugo/content/guide/setup.md', 'Install'), 'Get it', 'get-it', TO_INSTALL],
    ['Jekyll (its permalink)', at('blog/crew/team.md', 'Leads'), 'Heads', 'heads', TO_LEADS],
  ];
  for (const [name, place, newName, id, links] of RENAMES) {
    it(`renaming a heading of an ${name} page edits the fragment of each link written as its URL`, async () => {
      const rel = place.split(':')[0]!;
      const edits = await withOpen(rel, async () => {
        const answer = await client.requestRaw('textDocument/rename', { textDocument: { uri: uriOf(rel) }, position: positionOf(place), newName });
        assert.equal(answer.error, undefined, answer.error?.message);
        return ((answer.result as WorkspaceEdit).documentChanges as TextDocumentEdit[])
          .flatMap((change) => change.edits.map((e) => `${placeOf(change.textDocument.uri, e.range.start)}=${e.newText}`)).sort();
      });
      assert.deepEqual(edits, [`${place}=${newName}`, ...links.map((link) => `${fragmentOf(link)}=${id}`)].sort());
    });
  }
});

describe('protocol (spawn): "Find File References" of a page as a fresh server\'s first question', function () {
  this.timeout(30_000);
  let client: TestClient;
  let dir = '';
  before(async () => {
    dir = writeTree('uri-lint-page-links-first-', TREE);
    client = await TestClient.start({ transport: 'spawn', rootUri: pathToFileURL(dir).href, workDoneProgress: true });
    await client.progressEnded();
  });
  after(async () => {
    await client?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('references on a heading: the links from the site\'s other folders, learnt first', async () => {
    const uriOf = (rel: string) => pathToFileURL(path.join(dir, rel)).href;
    const doc = await client.open('markdown', TREE['docs/setup.md']!, uriOf('docs/setup.md'));
    try {
      const answer = await client.requestRaw('textDocument/references', { textDocument: { uri: doc.uri }, position: positionOf(at('docs/setup.md', 'Options')), context: { includeDeclaration: false } });
      assert.equal(answer.error, undefined);
      assert.deepEqual(((answer.result ?? []) as Location[]).map((l) => `${path.relative(dir, new URL(l.uri).pathname)}:${l.range.start.line}:${l.range.start.character}`).sort(), TO_OPTIONS);
    } finally {
      await client.close(doc.uri);
    }
  });
  it('learns the sites of the files that link to it by URL (their folders, their configurations) before it answers', async () => {
    const uriOf = (rel: string) => pathToFileURL(path.join(dir, rel)).href;
    const { result } = await client.executeCommand(FILE_REFERENCES_COMMAND, [uriOf('book/src/guide/setup.md')]);
    const places = ((result ?? []) as Location[]).map((l) => `${path.relative(dir, new URL(l.uri).pathname)}:${l.range.start.line}:${l.range.start.character}`).sort();
    assert.deepEqual(places, TO_FIRST);
  });

});

describe('protocol (spawn): a book made after the server read the folder above it, before the watcher tells', function () {
  this.timeout(30_000);
  let client: TestClient;
  let dir = '';
  before(async () => {
    dir = writeTree('uri-lint-page-links-late-', { 'README.md': '# Top\n\n[notes](notes.md)\n' });
    client = await TestClient.start({ transport: 'spawn', rootUri: pathToFileURL(dir).href, workDoneProgress: true, initializationOptions: { documentStatus: true } });
    await client.progressEnded();
  });
  after(async () => {
    await client?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  // VS Code's language client sends the watcher's events 250 ms after the last one, and a new folder is one event: a
  // document opened in it before then is no less there. Its folders' listings read before it was made are read again.
  it('references on a heading list the page-URL links of a document opened in the new folder', async () => {
    const uriOf = (rel: string) => pathToFileURL(path.join(dir, rel)).href;
    await client.openSettled('markdown', '# Top\n\n[notes](notes.md)\n', uriOf('README.md'));
    const late = Object.fromEntries(Object.entries(TREE).filter(([rel]) => rel.startsWith('book/')));
    for (const [rel, text] of Object.entries(late)) {
      fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      fs.writeFileSync(path.join(dir, rel), text);
    }
    const intro = await client.open('markdown', TREE['book/src/intro.md']!, uriOf('book/src/intro.md'));
    const setup = await client.open('markdown', TREE['book/src/guide/setup.md']!, uriOf('book/src/guide/setup.md'));
    try {
      const answer = await client.requestRaw('textDocument/references', { textDocument: { uri: setup.uri }, position: positionOf(at('book/src/guide/setup.md', 'First')), context: { includeDeclaration: false } });
      assert.equal(answer.error, undefined);
      assert.deepEqual(((answer.result ?? []) as Location[]).map((l) => `${path.relative(dir, new URL(l.uri).pathname)}:${l.range.start.line}:${l.range.start.character}`).sort(), TO_FIRST);
    } finally {
      await client.close(intro.uri);
      await client.close(setup.uri);
    }
  });
});

/**
 * The link check reads a link written as a page's URL as the references do (links/pageUrls.ts `pageFileOf`): its
 * fragment is judged against the page's source, found by its path or by the URL it sets for itself.
 */
const CHECKED: Record<string, string> = {
  // A Jekyll site with its default (`.html`) URLs: a page that sets `permalink: /people/` is served there all the same.
  'jk/_config.yml': 'title: x\n',
  'jk/team.md': '---\npermalink: /people/\n---\n# People\n\n## Alice\n',
  'jk/about.md': '# About\n\n## Bob\n',
  'jk/index.md': '# Home\n\n[a](/people/#alice) [b](/people/#nope) [c](people/#nope) [d](/people/index.html#nope) [e](team.md#nope)'
    + ' [f](/nothing/#nope) [g](about.html#bob) [h](/about.html#nope) [i](/team/#nope)\n',
  'hugo/hugo.toml': 'title = "h"\n',
  'hugo/content/guide/_index.md': '# Guide\n\n## Start\n',
  'hugo/content/guide/setup.md': '# Setup\n\n[faq](/help/faq/#why) [no](/help/faq/#nope) [section](../#start) [not](../#nope)\n',
  'hugo/content/misc/questions.md': '+++\ntitle = "FAQ"\nurl = "/help/faq/"\n+++\n# FAQ\n\n## Why\n',
  // Hugo's slug: the page is served at its folder's URL and the slug, not at its path.
  'hs/hugo.toml': 'title = "h"\n',
  'hs/content/guide/setup.md': '---\nslug: install\n---\n# Setup\n\n## Steps\n',
  'hs/content/posts/hello/index.md': '---\nslug: hi\n---\n# Hello\n\n## Wave\n',
  'hs/content/_index.md': '# Home\n\n[a](/guide/install/#steps) [b](/guide/install/#nope) [c](guide/install/#nope) [d](/guide/setup/#nope) [e](/posts/hi/#wave) [f](/posts/hi/#nope)\n',
  // Hugo's ugly URLs: pages as `.html`, a section as its folder's name `.html`, whose relative links resolve from above it.
  'hu/hugo.toml': 'title = "h"\nuglyURLs = true\n',
  'hu/content/_index.md': '# Home\n\n[a](guide/setup.html#steps) [b](/guide/setup.html#nope) [c](guide.html#start) [d](/guide.html#nope) [e](guide/setup/#nope)\n',
  'hu/content/guide/_index.md': '# Guide\n\n[setup](guide/setup.html#steps) [not](guide/setup.html#nope)\n\n## Start\n',
  'hu/content/guide/setup.md': '# Setup\n\n[guide](../guide.html#start) [not](../guide.html#nope)\n\n## Steps\n',
  // Letter case: MkDocs serves Setup.md at Setup/ as its name is spelled, Hugo in lower case (setup/).
  'mk/mkdocs.yml': 'site_name: x\n',
  'mk/docs/Setup.md': '# Setup\n\n## Steps\n',
  'mk/docs/index.md': '# Home\n\n[a](Setup/#steps) [b](setup/#nope) [c](SETUP/) [d](Setup.md#steps)\n',
  'hc/hugo.toml': 'title = "h"\n',
  'hc/content/guide/Setup.md': '# Setup\n\n## Steps\n',
  'hc/content/_index.md': '# Home\n\n[a](/guide/setup/#steps) [b](/guide/Setup/#nope) [c](guide/SETUP/)\n',
  // mdBook makes a page of each chapter's source and of nothing else but its own (print.html, its redirects): a page
  // URL whose source is missing leads nowhere; a book with another preprocessor may make pages the tool does not see.
  'mb/book.toml': '[book]\ntitle = "b"\n\n[output.html.redirect]\n"/old.html" = "intro.html"\n',
  'mb/src/SUMMARY.md': '# Summary\n\n- [Intro](intro.md)\n',
  'mb/src/intro.md': '# Intro\n\n[a](gone.html) [b](/gone.html#x) [c](print.html) [d](intro.html) [e](/old.html) [f](guide/index.html) [g](../outside.html)\n',
  'mp/book.toml': '[book]\ntitle = "p"\n\n[preprocessor.generated-pages]\ncommand = "gen"\n',
  'mp/src/intro.md': '# Intro\n\n[a](gone.html) [b](/gone.html)\n',
};

describe('protocol (spawn): the link check follows a link written as a page\'s URL to its source', function () {
  this.timeout(30_000);
  let client: TestClient;
  let dir = '';
  before(async () => {
    dir = writeTree('uri-lint-page-links-check-', CHECKED);
    client = await TestClient.start({ transport: 'spawn', rootUri: pathToFileURL(dir).href, workDoneProgress: true, initializationOptions: { documentStatus: true } });
    await client.progressEnded();
  });
  after(async () => {
    await client?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  // The page, and the links whose fragment it reports missing; the others name an anchor there, or a page not known
  // (`/nothing/`: no claim), or a page by a path it is not served at (`/team/` of a page that sets its URL: no claim).
  const CASES: [rel: string, missing: string[]][] = [
    ['jk/index.md', ['/people/#nope', 'people/#nope', '/people/index.html#nope', 'team.md#nope', '/about.html#nope']],
    ['hugo/content/guide/setup.md', ['/help/faq/#nope', '../#nope']],
    ['hs/content/_index.md', ['/guide/install/#nope', 'guide/install/#nope', '/posts/hi/#nope']],
    ['hu/content/_index.md', ['/guide/setup.html#nope', '/guide.html#nope']],
    ['hu/content/guide/_index.md', ['guide/setup.html#nope']],
    ['hu/content/guide/setup.md', ['../guide.html#nope']],
  ];
  for (const [rel, missing] of CASES) {
    it(`${rel}: ${missing.join(', ')}`, async () => {
      const text = CHECKED[rel]!;
      const diagnostics = await client.openSettled('markdown', text, pathToFileURL(path.join(dir, rel)).href);
      const line = text.split('\n')[2]!;
      const found = diagnostics.filter((d) => d.code === 'link-missing-fragment').map((d) => d.range.start.character).sort((a, b) => a - b);
      // Each finding is on its link's fragment, after the `#`.
      const expected = missing.map((link) => line.indexOf(`(${link})`) + 1 + link.indexOf('#') + 1).sort((a, b) => a - b);
      assert.deepEqual(found, expected, JSON.stringify(diagnostics.map((d) => [d.code, d.range.start.character, d.message])));
    });
  }

  // The page URLs of a book whose pages are its chapters' and its own only, whose source is missing: link-missing-file.
  const NO_PAGE: [rel: string, missing: string[]][] = [
    ['mb/src/intro.md', ['gone.html', '/gone.html#x', 'guide/index.html']],
    ['mp/src/intro.md', []],
  ];
  for (const [rel, missing] of NO_PAGE) {
    it(`${rel}: no page for ${missing.join(', ') || 'none'}`, async () => {
      const text = CHECKED[rel]!;
      const diagnostics = await client.openSettled('markdown', text, pathToFileURL(path.join(dir, rel)).href);
      const line = text.split('\n')[2]!;
      const found = diagnostics.filter((d) => d.code === 'link-missing-file').map((d) => [d.range.start.character, d.severity]);
      assert.deepEqual(found, missing.map((link) => [line.indexOf(`(${link})`) + 1, 2]), JSON.stringify(diagnostics.map((d) => [d.code, d.range.start.character, d.message])));
      if (missing.length > 0) assert.match(diagnostics[0]!.message, /^No page "gone\.html" in the mdBook book: mb\/src\/gone\.md, which it would be made of, is not there/);
    });
  }

  // A page's URL in another letter case than its generator serves it at: link-case-mismatch, with the served URL as
  // its preferred fix; its fragment is not judged (as a file's link in another case).
  const CASED: [rel: string, links: [written: string, fix: string][]][] = [
    ['mk/docs/index.md', [['setup/', 'Setup/'], ['SETUP/', 'Setup/']]],
    ['hc/content/_index.md', [['/guide/Setup/', '/guide/setup/'], ['guide/SETUP/', 'guide/setup/']]],
  ];
  for (const [rel, links] of CASED) {
    it(`${rel}: ${links.map(([written]) => written).join(', ')} in another letter case than served`, async () => {
      const text = CHECKED[rel]!;
      const uri = pathToFileURL(path.join(dir, rel)).href;
      const diagnostics = await client.openSettled('markdown', text, uri);
      try {
        const line = text.split('\n')[2]!;
        const cased = diagnostics.filter((d) => d.code === 'link-case-mismatch');
        assert.deepEqual(cased.map((d) => d.range.start.character).sort((a, b) => a - b), links.map(([written]) => line.indexOf(`(${written}`) + 1).sort((a, b) => a - b));
        assert.deepEqual(diagnostics.filter((d) => d.code === 'link-missing-fragment'), []);
        for (const d of cased) {
          const actions = (await client.codeActions(uri, d.range, [d])) as CodeAction[];
          const preferred = actions.filter((a) => a.isPreferred).map((a) => a.title);
          const [, fix] = links.find(([written]) => line.startsWith(written, d.range.start.character))!;
          assert.deepEqual(preferred, [`Change the link to "${fix}"`]);
        }
      } finally {
        await client.close(uri);
      }
    });
  }

  // References on a heading, and its rename: the links by the URL the page's slug or its ugly URL makes.
  const HEADINGS: [name: string, rel: string, heading: string, links: string[]][] = [
    ['a Hugo page\'s slug', 'hs/content/guide/setup.md', 'Steps', ['/guide/install/#steps']],
    ['a Hugo leaf bundle\'s slug', 'hs/content/posts/hello/index.md', 'Wave', ['/posts/hi/#wave']],
    ['a Hugo section with uglyURLs', 'hu/content/guide/_index.md', 'Start', ['guide.html#start', '../guide.html#start']],
  ];
  for (const [name, rel, heading, links] of HEADINGS) {
    it(`references and rename of a heading of ${name}: ${links.join(', ')}`, async () => {
      const uri = pathToFileURL(path.join(dir, rel)).href;
      const text = CHECKED[rel]!;
      const lines = text.split('\n');
      const line = lines.findIndex((l) => l.startsWith('#') && l.includes(heading));
      const position = { line, character: lines[line]!.indexOf(heading) + 1 };
      await client.open('markdown', text, uri);
      try {
        const answer = await client.requestRaw('textDocument/references', { textDocument: { uri }, position, context: { includeDeclaration: false } });
        assert.equal(answer.error, undefined);
        const texts = ((answer.result ?? []) as Location[]).map((l) => {
          const at = CHECKED[path.relative(dir, decodeURIComponent(new URL(l.uri).pathname))]!.split('\n')[l.range.start.line]!;
          return at.slice(l.range.start.character, l.range.end.character);
        }).sort();
        assert.deepEqual(texts, [...links].sort());
        const renamed = await client.requestRaw('textDocument/rename', { textDocument: { uri }, position, newName: 'Renamed' });
        assert.equal(renamed.error, undefined, renamed.error?.message);
        const edits = ((renamed.result as WorkspaceEdit).documentChanges as TextDocumentEdit[]).flatMap((change) => change.edits.map((e) => e.newText));
        assert.deepEqual(edits.filter((e) => e === 'renamed').length, links.length);
      } finally {
        await client.close(uri);
      }
    });
  }
});

describe('protocol (spawn): editing the URL a page sets for itself judges the other open documents again', function () {
  this.timeout(30_000);
  const SITE: Record<string, string> = {
    '_config.yml': 'title: x\n',
    'team.md': '---\npermalink: /people/\n---\n# People\n\n## Alice\n',
    'index.md': '# Home\n\n[a](/people/#alice) [b](/people/#nope) [c](/team/#nope) [d](/crew/#nope)\n',
  };
  let client: TestClient;
  let dir = '';
  before(async () => {
    dir = writeTree('uri-lint-own-url-edit-', SITE);
    client = await TestClient.start({ transport: 'spawn', rootUri: pathToFileURL(dir).href, workDoneProgress: true, initializationOptions: { documentStatus: true } });
    await client.progressEnded();
  });
  after(async () => {
    await client?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** The links of index.md whose fragment a publication reports missing, as written. */
  const missing = (diagnostics: { code?: string | number; range: { start: { character: number } } }[]): string[] => {
    const line = SITE['index.md']!.split('\n')[2]!;
    return diagnostics.filter((d) => d.code === 'link-missing-fragment')
      .map((d) => line.slice(line.lastIndexOf('(', d.range.start.character) + 1, line.indexOf(')', d.range.start.character))).sort();
  };

  it('a permalink edited in an open page moves the findings of another open document from the old URL to the new one, without an edit there', async () => {
    const index = pathToFileURL(path.join(dir, 'index.md')).href;
    const team = pathToFileURL(path.join(dir, 'team.md')).href;
    // Served at /people/: its links there are judged; /team/ and /crew/ name no page the tool knows (no claim).
    assert.deepEqual(missing(await client.openSettled('markdown', SITE['index.md']!, index)), ['/people/#nope']);
    await client.open('markdown', SITE['team.md']!, team);
    const sets = (url: string) => (ds: Parameters<typeof missing>[0]) => JSON.stringify(missing(ds)) === JSON.stringify([`/${url}/#nope`]);
    let next = client.nextDiagnosticsWhere(index, sets('crew'), 'the link by the page\'s new URL judged');
    await client.change(team, [{ range: { start: { line: 1, character: 11 }, end: { line: 1, character: 19 } }, text: '/crew/' }]);
    await next;
    // Edited again, its own URL dropped: served at /team.html (Jekyll's default), no link names a page the tool knows.
    next = client.nextDiagnosticsWhere(index, (ds) => missing(ds).length === 0, 'the page\'s URL dropped');
    await client.change(team, [{ range: { start: { line: 1, character: 0 }, end: { line: 1, character: 17 } }, text: 'title: Team' }]);
    await next;
    await client.close(team);
    await client.close(index);
  });
});
