/**
 * Links to files (§5), over the real protocol with the built
 * server spawned in a real fixture tree on disk, as VS Code starts it: a
 * relative, root-relative or `file:` reference whose file is missing is
 * `link-missing-file`, one whose file exists only in another letter case
 * is `link-case-mismatch`; a percent-encoded name, a folder, a query on a
 * file link and a string of code are no finding.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Diagnostic } from 'vscode-languageserver-protocol/node';
import { TestClient, writeTree } from './client';

/** The fixture tree: every case's target, written as a repository holds it. */
const TREE: Record<string, string> = {
  'README.md': '# Project\n',
  'docs/guide.md': '# Guide\n\n## Intro\n',
  'docs/June outage.pdf': '%PDF-1.4\n',
  'docs/Café.md': '# Café\n',
  'img/logo.png': 'png',
  'site/index.html': '<p>home</p>\n',
  'site/about.html': '<p>about</p>\n',
  'site/blog/Post.html': '<p>post</p>\n',
  'site/empty/.keep': '',
};

/** Writes `TREE` into a new temporary folder; answers its real path. */

/** The link codes of each line of `diagnostics` (undefined: none), for `lines` lines. */
function codesByLine(diagnostics: Diagnostic[], lines: number): (string | undefined)[] {
  // Fragments are another rule's (link-missing-fragment, test/server/protocol/fragments.test.ts).
  const mine = (code: unknown) => /^link-(missing-file|case-mismatch)$/.test(String(code));
  return Array.from({ length: lines }, (_, line) => diagnostics.find((d) => d.range.start.line === line && mine(d.code))?.code as string | undefined);
}

/**
 * A protocol client on a fresh fixture tree, with `settled(uri)`: the
 * diagnostics of `uri` once its link targets are known, those published just
 * before a status without pendingLinks (a status follows its publication).
 */
function linkClient(settings?: Record<string, unknown>) {
  const state = { client: undefined as unknown as TestClient, dir: '' };
  const uriOf = (rel: string) => pathToFileURL(path.join(state.dir, rel)).href;
  const settled = (uri: string): Promise<Diagnostic[]> => state.client.settled(uri);
  const openSettled = (languageId: string, rel: string, text: string): Promise<Diagnostic[]> => state.client.openSettled(languageId, text, uriOf(rel));
  before(async () => {
    state.dir = writeTree('uri-lint-links-', TREE);
    state.client = await TestClient.start({
      transport: 'spawn', rootUri: pathToFileURL(state.dir).href, initializationOptions: { documentStatus: true }, ...(settings ? { settings } : {}),
    });
  });
  after(async () => {
    await state.client.stop();
    fs.rmSync(state.dir, { recursive: true, force: true });
  });
  return { state, uriOf, settled, openSettled };
}

/** Each case: a Markdown link in docs/page.md, and the code it gets (undefined: none). */
const CASES: [string, string | undefined][] = [
  ['[ok](./guide.md)', undefined],
  ['[up](../README.md)', undefined],
  ['[encoded](June%20outage.pdf)', undefined],
  ['[composed](Caf%C3%A9.md)', undefined],
  ['[folder](../img/)', undefined],
  ['[folder without slash](../img)', undefined],
  // SaschaWillems/Vulkan README.md:100: a slash written twice after a folder's name names the folder.
  ['[folder, slash twice](../img//)', undefined],
  ['[root](/docs/guide.md)', undefined],
  ['[query and fragment](guide.md?plain=1#intro)', undefined],
  ['[elsewhere](https://example.com/missing.md)', undefined],
  ['[same document](#intro)', undefined],
  ['[missing](./missing.md)', 'link-missing-file'],
  ['[missing folder](../nope/guide.md)', 'link-missing-file'],
  ['[below a file](guide.md/more.md)', 'link-missing-file'],
  ['[missing folder, slash twice](../imgs//)', 'link-missing-file'],
  ['[an image, slash twice](../img/logo.png//)', 'link-missing-file'],
  ['[root missing](/guide.md)', 'link-missing-file'],
  ['[encoded space missing](June%20outages.pdf)', 'link-missing-file'],
  ['[case](./Guide.md)', 'link-case-mismatch'],
  ['[folder case](../Docs/guide.md)', 'link-case-mismatch'],
];


/** The path a missing file's message names: its folder, then its name (`No file or folder "x.png" in img/`). */
function missingPath(message: string): string | undefined {
  const match = /^No file or folder "([^"]+)" in ([^:]+\/):/.exec(message);
  return match ? `${match[2]}${match[1]}` : undefined;
}

describe('protocol (spawn): links to files', () => {
  const { state, openSettled } = linkClient();

  it('reports each Markdown link by what is on disk', async () => {
    const text = CASES.map(([link]) => `- ${link}`).join('\n');
    const got = codesByLine(await openSettled('markdown', 'docs/page.md', `${text}\n`), CASES.length);
    assert.deepEqual(CASES.map(([link], i) => [link, got[i]]), CASES);
  });

  it('the hover says "Resolves to" only for a file that is there, and why not otherwise', async () => {
    const text = '[a](./guide.md) [b](./missing.md) [c](./Guide.md)\n';
    await openSettled('markdown', 'docs/hover.md', text);
    const uri = pathToFileURL(path.join(state.dir, 'docs/hover.md')).href;
    const hoverAt = async (needle: string) => {
      const hover = await state.client.hover(uri, { line: 0, character: text.indexOf(needle) + 2 });
      return (hover?.contents as { value: string }).value;
    };
    assert.match(await hoverAt('./guide.md'), /\*\*Resolves to\*\* `file:\/\/[^`]*\/docs\/guide\.md`/);
    assert.match(await hoverAt('./missing.md'), /\*\*Would resolve to\*\* `[^`]*\/docs\/missing\.md` .*: no such file in the workspace/);
    assert.match(await hoverAt('./Guide.md'), /\*\*Would resolve to\*\* .*: the file there is spelled in another letter case/);
  });

  it('covers the path of the link, before its query and fragment, with a message naming the file', async () => {
    const diagnostics = await openSettled('markdown', 'docs/range.md', 'see [x](./nope.md?a=1#b)\n');
    const link = diagnostics.find((d) => d.code === 'link-missing-file')!;
    assert.deepEqual(link.range, { start: { line: 0, character: 8 }, end: { line: 0, character: 17 } });
    // The name that is not there, and the folder (of the workspace) it is not in.
    assert.equal(link.message, 'No file or folder "nope.md" in docs/: the link leads nowhere.');
  });

  it('a missing target\'s message names what is not there and where it was looked for', async () => {
    const text = '[a](sub/a.md) [b](guide.md/x.md) [c](../nowhere/) [d](../top.md)\n';
    const diagnostics = (await openSettled('markdown', 'docs/messages.md', text)).filter((d) => d.code === 'link-missing-file');
    assert.deepEqual(diagnostics.map((d) => d.message), [
      'No folder "sub" in docs/, so "docs/sub/a.md" leads nowhere.',
      '"docs/guide.md" is a file, not a folder: "docs/guide.md/x.md" leads nowhere.',
      'No folder "nowhere" in the workspace folder\'s top: the link leads nowhere.',
      'No file or folder "top.md" in the workspace folder\'s top: the link leads nowhere.',
    ]);
  });

  it('checks HTML attributes and file: URIs in the workspace, and nothing outside it', async () => {
    const gone = pathToFileURL(path.join(state.dir, 'docs/gone.md')).href;
    const html = `<img src="../img/logo.png"><img src="../img/missing.png"><a href="${gone}">x</a><a href="file:///nowhere/else.md">y</a>\n`;
    const diagnostics = await openSettled('html', 'site/page.html', html);
    const links = diagnostics.filter((d) => String(d.code).startsWith('link-'));
    assert.deepEqual(links.map((d) => [d.code, missingPath(d.message)]), [
      ['link-missing-file', 'img/missing.png'],
      ['link-missing-file', 'docs/gone.md'],
    ]);
  });

  it('offers the closest existing path as a quick fix', async () => {
    // Each link in docs/fix.md, and the paths its quick fixes write, in order.
    const fixes: [string, string[]][] = [
      ['[a](./Guide.md)', ['./guide.md']],
      ['[b](../Docs/guide.md#intro)', ['../docs/guide.md']],
      ['[c](./gude.md)', ['./guide.md']],
      ['[d](guide)', ['guide.md']],
      ['[e](../img/logo.jpg)', ['../img/logo.png']],
      ['[f](June%20outage.doc)', ['June%20outage.pdf']],
      ['[g](../imgs/logo.png)', ['../img/logo.png']],
      ['[h](./nothing-like-it.md)', []],
    ];
    const rel = 'docs/fix.md';
    const diagnostics = await openSettled('markdown', rel, `${fixes.map(([link]) => link).join('\n')}\n`);
    const got: [string, string[]][] = [];
    for (const [line, [link]] of fixes.entries()) {
      const range = { start: { line, character: 0 }, end: { line, character: link.length } };
      const own = diagnostics.filter((d) => d.range.start.line === line);
      const actions = (await state.client.codeActions(pathToFileURL(path.join(state.dir, rel)).href, range, own, ['quickfix'])) ?? [];
      const paths = actions.filter((a) => 'title' in a && a.title.startsWith('Change the link'))
        .map((a) => (a as { edit: { changes: Record<string, { newText: string }[]> } }).edit.changes[pathToFileURL(path.join(state.dir, rel)).href]![0]!.newText);
      got.push([link, paths]);
    }
    assert.deepEqual(got, fixes);
  });

  it('checks the file of a $ref in JSON and YAML, and no other relative string there', async () => {
    const json = '{"a": {"$ref": "../docs/guide.md#/x"}, "b": {"$ref": "./missing.json#/y"}, "c": "./nope.png", "d": {"$ref": "#/local"}}\n';
    const inJson = await openSettled('json', 'site/schema.json', json);
    // Its "#/local" names no member: the fragment rule's (test/server/protocol/schemaRefs.test.ts).
    assert.deepEqual(inJson.filter((d) => /^link-(missing-file|case-mismatch)$/.test(String(d.code))).map((d) => [d.code, missingPath(d.message)]), [
      ['link-missing-file', 'site/missing.json'],
    ]);
    const yaml = 'a:\n  $ref: ../docs/Guide.md\nb: ./nope.png\n';
    const inYaml = await openSettled('yaml', 'site/api.yaml', yaml);
    assert.deepEqual(inYaml.filter((d) => String(d.code).startsWith('link-')).map((d) => d.code), ['link-case-mismatch']);
  });

  it('never reads a string of code as a link to a file', async () => {
    const diagnostics = await openSettled('typescript', 'src/main.ts', 'const logo = "./img/nope.png";\n// see ./docs/nope.md\n');
    assert.deepEqual(diagnostics.filter((d) => String(d.code).startsWith('link-')), []);
  });
});

/** With the settings of a static site: each link in site/page.md, and its code. */
const SITE_CASES: [string, string | undefined][] = [
  ['[root is the site](/about.html)', undefined],
  ['[extension tried](/about)', undefined],
  ['[extension tried, case](/Blog/post)', 'link-case-mismatch'],
  ['[still missing](/contact)', 'link-missing-file'],
  ['[folder with index](/)', undefined],
  ['[folder without index](/empty/)', 'link-missing-file'],
  ['[mapped repository](https://github.com/org/repo/blob/main/docs/guide.md)', undefined],
  ['[mapped repository, missing](https://github.com/org/repo/blob/main/docs/gone.md)', 'link-missing-file'],
  ['[mapped site](https://docs.example.com/about)', undefined],
  ['[mapped site, case](https://docs.example.com/ABOUT.html)', 'link-case-mismatch'],
  ['[not mapped](https://github.com/org/other/blob/main/gone.md)', undefined],
];

describe('protocol (spawn): links to files under uriLint.links settings', () => {
  const { openSettled } = linkClient({
    links: {
      root: 'site',
      extensions: ['.html'],
      directoryIndex: ['index.html'],
      mappings: { 'https://github.com/org/repo/blob/main/': '.', 'https://docs.example.com/': 'site/' },
    },
  });

  it('reads / as uriLint.links.root, tries uriLint.links.extensions, wants an index, maps URLs to folders', async () => {
    const text = SITE_CASES.map(([link]) => `- ${link}`).join('\n');
    const got = codesByLine(await openSettled('markdown', 'site/page.md', `${text}\n`), SITE_CASES.length);
    assert.deepEqual(SITE_CASES.map(([link], i) => [link, got[i]]), SITE_CASES);
  });
});

describe('protocol (spawn): uriLint.links.checkFiles off', () => {
  const { openSettled } = linkClient({ links: { checkFiles: false } });

  it('reports no link to a missing file', async () => {
    const diagnostics = await openSettled('markdown', 'docs/off.md', '[missing](./missing.md) [case](./Guide.md)\n');
    assert.deepEqual(diagnostics.filter((d) => String(d.code).startsWith('link-')), []);
  });
});

describe('protocol (spawn): links follow the files on disk', () => {
  const { state, uriOf, settled, openSettled } = linkClient();
  const file = (rel: string) => path.join(state.dir, rel);
  /** Tells the server of events as the client's file watcher does (1 created, 2 changed, 3 deleted). */
  const events = (changes: [string, 1 | 2 | 3][]) =>
    state.client.sendRaw('workspace/didChangeWatchedFiles', { changes: changes.map(([rel, type]) => ({ uri: uriOf(rel), type })) });
  const linkCodes = (ds: Diagnostic[]) => ds.filter((d) => String(d.code).startsWith('link-')).map((d) => d.code);

  it('a created, deleted or renamed target makes the squiggle go and come back', async () => {
    assert.deepEqual(linkCodes(await openSettled('markdown', 'docs/watch.md', '[new](./new.md)\n')), ['link-missing-file']);
    fs.writeFileSync(file('docs/new.md'), '# New\n');
    let next = settled(uriOf('docs/watch.md'));
    await events([['docs/new.md', 1]]);
    assert.deepEqual(linkCodes(await next), []);
    fs.renameSync(file('docs/new.md'), file('docs/New.md'));
    next = settled(uriOf('docs/watch.md'));
    await events([['docs/new.md', 3], ['docs/New.md', 1]]);
    assert.deepEqual(linkCodes(await next), ['link-case-mismatch']);
    fs.rmSync(file('docs/New.md'));
    next = settled(uriOf('docs/watch.md'));
    await events([['docs/New.md', 3]]);
    assert.deepEqual(linkCodes(await next), ['link-missing-file']);
  });

  it('a file created then written in one batch (an editor\'s save of a new file) is there: its link is no longer missing', async () => {
    assert.deepEqual(linkCodes(await openSettled('markdown', 'docs/saved.md', '[fresh](./fresh.md)\n')), ['link-missing-file']);
    fs.writeFileSync(file('docs/fresh.md'), '# Fresh\n');
    const next = settled(uriOf('docs/saved.md'));
    await events([['docs/fresh.md', 1], ['docs/fresh.md', 2]]);
    assert.deepEqual(linkCodes(await next), []);
  });

  it('a deleted folder re-judges the links through it', async () => {
    fs.mkdirSync(file('gone/deep'), { recursive: true });
    fs.writeFileSync(file('gone/deep/a.md'), '# A\n');
    // As VS Code's watcher does: one event for the new folder (the server handles it before the open that follows).
    await events([['gone', 1]]);
    assert.deepEqual(linkCodes(await openSettled('markdown', 'docs/folder.md', '[a](../gone/deep/a.md)\n')), []);
    fs.rmSync(file('gone'), { recursive: true });
    const next = settled(uriOf('docs/folder.md'));
    await events([['gone', 3]]);
    assert.deepEqual(linkCodes(await next), ['link-missing-file']);
  });

  it('re-judges only the open documents that link to the changed file', async () => {
    const other = uriOf('img/other.md');
    assert.deepEqual(linkCodes(await openSettled('markdown', 'img/other.md', '[b](./b.png)\n')), ['link-missing-file']);
    assert.deepEqual(linkCodes(await openSettled('markdown', 'docs/one.md', '[c](./c.md)\n')), ['link-missing-file']);
    const seen = state.client.statuses.length;
    fs.writeFileSync(file('docs/c.md'), '# C\n');
    const one = settled(uriOf('docs/one.md'));
    await events([['docs/c.md', 1]]);
    assert.deepEqual(linkCodes(await one), []);
    // Then a change other.md links to: its statuses since are this change's only (its pending one and its settled one).
    fs.writeFileSync(file('img/b.png'), 'png');
    const settledOther = settled(other);
    await events([['img/b.png', 1]]);
    assert.deepEqual(linkCodes(await settledOther), []);
    const otherStatuses = state.client.statuses.slice(seen).filter((status) => status.uri === other);
    assert.deepEqual(otherStatuses.map((status) => Boolean(status.pendingLinks)), [true, false]);
  });
});
