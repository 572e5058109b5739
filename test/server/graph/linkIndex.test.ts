/**
 * The workspace's index of links (service/graph/), as a batch caller uses it:
 * files indexed one at a time, each update replacing what the file said
 * before (links to it found and forgotten, the reverse maps with them),
 * targets as the link rules place them (any spelling of a file is one
 * target), URIs equal by their RFC 3986 §6 normal form, and the bounds.
 */
import assert from 'node:assert/strict';
import v8 from 'node:v8';
import vm from 'node:vm';
import { DEFAULT_SETTINGS } from '@uri-lint/server/contract';
import { buildLinkIndex, LinkFacts, LinkIndex, rangeOf, scopedWorkspace, targetUriOf } from '@uri-lint/server/service/internal';
import type { FileAccess } from '@uri-lint/server/service/internal';

const FOLDER = 'file:///work/site';
const NOTHING: FileAccess = { readDirectory: async () => undefined, stat: async () => undefined, readFile: async () => undefined };

function index(limits?: { files: number; linksPerFile: number; links: number }, access: FileAccess = NOTHING): LinkIndex {
  return new LinkIndex(new LinkFacts(scopedWorkspace(access, () => [FOLDER])), limits);
}

const at = (links: { source: string; line: number; character: number }[]) => links.map((l) => `${l.source.slice(FOLDER.length + 1)}:${l.line}:${l.character}`).sort();

describe('the workspace\'s index of links', () => {
  it('finds links to a file and a fragment under any spelling of the file, and forgets a file\'s links when it changes', () => {
    const links = index();
    links.updateText(`${FOLDER}/a.md`, '# A\n\n[x](docs/b.md#intro) and [y](./docs/%62.md)\n', 'markdown', DEFAULT_SETTINGS);
    links.updateText(`${FOLDER}/docs/c.html`, '<a href="b.md#intro">b</a>\n', 'html', DEFAULT_SETTINGS);
    assert.deepEqual(at(links.linksTo(`${FOLDER}/docs/b.md`, 'intro')), ['a.md:2:4', 'docs/c.html:0:9']);
    assert.deepEqual(at(links.linksTo(`${FOLDER}/docs/%62.md`)), ['a.md:2:29', 'a.md:2:4', 'docs/c.html:0:9']);
    assert.equal(targetUriOf(links.linksFrom(`${FOLDER}/a.md`)[0]!), `${FOLDER}/docs/b.md`);
    assert.deepEqual(rangeOf(links.linksFrom(`${FOLDER}/a.md`)[0]!), { start: { line: 2, character: 4 }, end: { line: 2, character: 19 } });
    // The file changes: its old links are gone, its new ones there.
    links.updateText(`${FOLDER}/a.md`, '[z](other.md)\n', 'markdown', DEFAULT_SETTINGS);
    assert.deepEqual(at(links.linksTo(`${FOLDER}/docs/b.md`)), ['docs/c.html:0:9']);
    assert.deepEqual(at(links.linksTo(`${FOLDER}/other.md`)), ['a.md:0:4']);
    links.remove(`${FOLDER}/docs/c.html`);
    assert.deepEqual(links.linksTo(`${FOLDER}/docs/b.md`), []);
    assert.deepEqual(links.stats(), { files: 1, links: 1, targets: 1, uris: 0 });
  });

  it('keys absolute URIs by their normal form; a template, a comment and a file turned off are not indexed', () => {
    const links = index();
    links.updateText(`${FOLDER}/a.md`, 'HTTP://Example.com:80/%7Euser and https://example.com/{{ page }}\n<!-- [x](b.md) -->\n', 'markdown', DEFAULT_SETTINGS);
    links.updateText(`${FOLDER}/b.txt`, 'http://example.com/~user\n', 'plaintext', DEFAULT_SETTINGS);
    links.updateText(`${FOLDER}/off.md`, 'http://example.com/~user\n', 'markdown', { ...DEFAULT_SETTINGS, enable: false });
    assert.deepEqual(at(links.urisEqual('http://EXAMPLE.com/~user')), ['a.md:0:0', 'b.txt:0:0']);
    assert.deepEqual(links.linksTo(`${FOLDER}/b.md`), []);
    assert.equal(links.has(`${FOLDER}/off.md`), false);
  });

  it('holds its links, not its files\' texts: a fragment or a URI kept is no view of the text it was read from', () => {
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    const pad = 'Lorem ipsum dolor sit amet. '.repeat(18_000);
    gc();
    const before = process.memoryUsage().heapUsed;
    const links = index();
    // 100 files of half a megabyte (each text a string of its own), one link with a fragment and one URL each.
    for (let i = 0; i < 100; i++) {
      const text = `# F ${i}\n\n${pad.replace('Lorem', `L${i}`)}\nSee [next](f${i + 1}.md#getting-started-with-the-thing) and https://example.com/a-long-path/${i}\n`;
      links.updateText(`${FOLDER}/f${i}.md`, text, 'markdown', DEFAULT_SETTINGS);
    }
    gc();
    const held = (process.memoryUsage().heapUsed - before) / 2 ** 20;
    assert.equal(links.linksTo(`${FOLDER}/f7.md`, 'getting-started-with-the-thing').length, 1);
    assert.ok(held < 10, `${held.toFixed(1)} MB held for 200 links of 100 files (their texts: 50 MB)`);
  });

  it('is bounded: files past the limit are left out, and it says so', () => {
    const links = index({ files: 2, linksPerFile: 1, links: 100 });
    for (const name of ['a', 'b', 'c']) links.updateText(`${FOLDER}/${name}.md`, '[x](t.md) [y](t.md)\n', 'markdown', DEFAULT_SETTINGS);
    assert.equal(links.size, 2);
    assert.equal(links.complete, false);
    assert.equal(links.linksTo(`${FOLDER}/t.md`).length, 2);
    // Links in all: a file that would pass the bound is left out; one that changes within it is not.
    const few = index({ files: 10, linksPerFile: 10, links: 3 });
    few.updateText(`${FOLDER}/a.md`, '[x](t.md) [y](t.md)\n', 'markdown', DEFAULT_SETTINGS);
    few.updateText(`${FOLDER}/b.md`, '[x](t.md) [y](t.md)\n', 'markdown', DEFAULT_SETTINGS);
    assert.deepEqual([few.size, few.complete], [1, false]);
    few.updateText(`${FOLDER}/a.md`, '[x](t.md)\n', 'markdown', DEFAULT_SETTINGS);
    few.updateText(`${FOLDER}/b.md`, '[x](t.md) [y](t.md)\n', 'markdown', DEFAULT_SETTINGS);
    assert.equal(few.stats().links, 3);
  });

  it('builds over a workspace, in slices, and stops when cancelled', async () => {
    const files = new Map([[`${FOLDER}/a.md`, '[b](b.md)\n'], [`${FOLDER}/b.md`, '[a](a.md#top)\n'], [`${FOLDER}/node_modules/x/c.md`, '[a](../../a.md)\n']]);
    const access: FileAccess = {
      readDirectory: async (uri) => (uri === FOLDER ? [['a.md', 'file'], ['b.md', 'file'], ['node_modules', 'directory'], ['out', 'outside']]
        : uri === `${FOLDER}/node_modules` ? [['x', 'directory']] : uri === `${FOLDER}/node_modules/x` ? [['c.md', 'file']] : undefined),
      stat: async () => 'file',
      readFile: async (uri) => files.get(uri),
    };
    const built = index(undefined, access);
    let pauses = 0;
    const result = await buildLinkIndex(built, { settingsOf: () => DEFAULT_SETTINGS, pause: async () => { pauses++; } });
    assert.deepEqual(result, { indexed: 2, found: 2, cancelled: false });
    assert.ok(pauses >= 2);
    // Vendored folders are left out, as the checks leave them out.
    assert.deepEqual(at(built.linksTo(`${FOLDER}/a.md`)), ['b.md:0:4']);
    const cancelled = await buildLinkIndex(index(undefined, access), { settingsOf: () => DEFAULT_SETTINGS, cancelled: () => true });
    assert.equal(cancelled.cancelled, true);
  });

  it('asks for a folder\'s first file\'s settings before any other of its files: its configuration is looked for once', async () => {
    const names = ['a.md', 'b.md', 'c.md', 'd.md'];
    const access: FileAccess = {
      readDirectory: async (uri) => (uri === FOLDER ? [...names.map((name) => [name, 'file'] as [string, 'file']), ['sub', 'directory']]
        : uri === `${FOLDER}/sub` ? names.map((name) => [name, 'file']) : undefined),
      stat: async () => 'file',
      readFile: async () => '[a](a.md)\n',
    };
    // A caller that looks for a folder's configuration when it does not know it yet, as the server does.
    const known = new Set<string>();
    const searches: string[] = [];
    const settingsOf = async (uri: string) => {
      const folder = uri.slice(0, uri.lastIndexOf('/'));
      if (!known.has(folder)) {
        searches.push(folder);
        await new Promise((resolve) => setImmediate(resolve));
        known.add(folder);
      }
      return DEFAULT_SETTINGS;
    };
    const built = index(undefined, access);
    const result = await buildLinkIndex(built, { settingsOf, concurrency: 8 });
    assert.deepEqual(result, { indexed: 8, found: 8, cancelled: false });
    // The workspace folder's own settings (the default ignores) first, then each folder's first file's.
    assert.deepEqual(searches.sort(), ['file:///work', FOLDER, `${FOLDER}/sub`]);
    assert.equal(built.linksTo(`${FOLDER}/a.md`).length, 4);
  });
});

describe('the index of links: links written as a site\'s page URL', () => {
  /** A tree in memory: each file's path below FOLDER and its text; folders are what the paths imply. */
  function memory(tree: Record<string, string>): FileAccess {
    const uriOf = (rel: string) => (rel === '' ? FOLDER : `${FOLDER}/${rel}`);
    const kinds = new Map<string, 'file' | 'directory'>([[FOLDER, 'directory']]);
    for (const rel of Object.keys(tree)) {
      const parts = rel.split('/');
      for (let i = 1; i < parts.length; i++) kinds.set(uriOf(parts.slice(0, i).join('/')), 'directory');
      kinds.set(uriOf(rel), 'file');
    }
    return {
      readDirectory: async (uri) => (kinds.get(uri) !== 'directory' ? undefined
        : [...kinds].filter(([other]) => other.startsWith(`${uri}/`) && !other.slice(uri.length + 1).includes('/')).map(([other, kind]) => [other.slice(uri.length + 1), kind] as const)),
      stat: async (uri) => kinds.get(uri),
      readFile: async (uri) => tree[uri.slice(FOLDER.length + 1)],
    };
  }

  const TREE: Record<string, string> = {
    'book/book.toml': '[book]\ntitle = "b"\n',
    'book/src/intro.md': 'See [setup](guide/setup.html#first) and [file](guide/setup.md#first).\n',
    'book/src/guide/setup.md': '# Setup\n\n## First\n',
    'blog/_config.yml': 'title: b\npermalink: pretty\n',
    'blog/index.md': '# Blog\n',
    'blog/about.md': '# About\n\n[home](../../)\n',
  };

  it('holds one at the path it writes until its site is told, then at its page\'s source; says what to learn first', async () => {
    const links = index(undefined, memory(TREE));
    for (const [rel, text] of Object.entries(TREE)) if (rel.endsWith('.md')) links.updateText(`${FOLDER}/${rel}`, text, 'markdown', DEFAULT_SETTINGS);
    const setup = `${FOLDER}/book/src/guide/setup.md`;
    // Nothing known of the workspace yet: the link is one to the path it writes.
    assert.deepEqual(at(links.linksTo(setup, 'first')), ['book/src/intro.md:0:47']);
    assert.deepEqual(at(links.linksTo(`${FOLDER}/book/src/guide/setup.html`)), ['book/src/intro.md:0:12']);
    // Learnt as the server learns it: the places pending, then the configurations they lead to.
    for (let round = 0; round < 5; round++) {
      const pending = links.pagesPending(setup);
      const configs = links.facts.configs.wanted();
      if (pending.length === 0 && configs.length === 0) break;
      await Promise.all([links.facts.ensureAll(pending), ...configs.map((config) => links.facts.configs.ensure(config))]);
    }
    assert.deepEqual(links.pagesPending(setup), []);
    assert.deepEqual(at(links.linksTo(setup, 'first')), ['book/src/intro.md:0:12', 'book/src/intro.md:0:47']);
    assert.deepEqual(at(links.linksTo(setup)), ['book/src/intro.md:0:12', 'book/src/intro.md:0:47']);
    assert.deepEqual(links.linksTo(`${FOLDER}/book/src/guide/setup.html`), []);
    // A move of the page looks at the file that names it by its URL.
    assert.ok(links.filesAffectedByMove(setup).has(`${FOLDER}/book/src/intro.md`));
    links.remove(`${FOLDER}/book/src/intro.md`);
    assert.deepEqual(links.linksTo(setup), []);
  });

  it('a link climbing out of the folder that is no page\'s URL leads nowhere: it is no link to the folder', () => {
    const links = index(undefined, memory(TREE));
    links.updateText(`${FOLDER}/blog/about.md`, TREE['blog/about.md']!, 'markdown', DEFAULT_SETTINGS);
    links.updateText(`${FOLDER}/top.md`, '[up](../)\n', 'markdown', DEFAULT_SETTINGS);
    assert.deepEqual(links.linksTo(FOLDER), []);
    assert.deepEqual(links.linksTo(`${FOLDER}/blog/index.md`), []);
  });
});
