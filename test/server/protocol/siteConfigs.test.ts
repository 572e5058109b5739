/**
 * Site generators' configurations over the real protocol (links/site.ts,
 * links/configs.ts): the server reads a configuration through its
 * workspace, never runs it, judges a page's links as its generator resolves
 * them, and reads the configuration again when the watcher says it changed.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Diagnostic } from 'vscode-languageserver-protocol/node';
import { serverOverTree } from './client';
import type { TestClient } from './client';

const TREE: Record<string, string> = {
  'website/docusaurus.config.ts': "export default {\n  baseUrl: '/',\n  presets: [['classic', { docs: { path: '../docs', routeBasePath: '/' } }]],\n} satisfies Config;\n",
  'website/static/img/logo.png': 'png',
  'docs/guide.md': '# 1. Set up\n',
  'computed/docusaurus.config.js': "module.exports = { presets: [['classic', { docs: { path: require('path').join(__dirname, 'pages') } }]] };\n",
  'hugo/hugo.toml': 'contentDir = "docs"\n',
  'book/book.toml': '[book]\nsrc = "src"\n',
  'vp/.vitepress/config.mts': "export default defineConfig({ title: 'X', srcDir: 'src' })\n",
  'maven/src/site/site.xml': '<site name="X">\n  <body>\n    <menu name="X"><item name="Guide" href="/guide.html"/></menu>\n  </body>\n</site>\n',
  'maven/src/site/xdoc/guide.xml': '<document><body><section name="Guide"/></body></document>\n',
  'maven/src/site/resources/images/logo.png': 'png',
  'sphinx/conf.py': 'extensions = ["sphinx.ext.intersphinx"]\nintersphinx_mapping = {"python": ("https://docs.python.org/3", None)}\n',
  'sphinx/index.rst': 'Index\n=====\n',
  'crate/Cargo.toml': '[package]\nname = "x"\nversion = "0.1.0"\n',
  'crate/src/lib.rs': '#![doc = include_str!("docs/intro.md")]\n',
  'crate/docs/guide.md': '# Guide\n',
};

describe('protocol (spawn): links resolved as the configured site generator resolves them', () => {
  let client: TestClient;
  let dir = '';
  serverOverTree('uri-lint-site-configs-', TREE, (started, folder) => {
    client = started;
    dir = folder;
  });

  const uriOf = (rel: string): string => pathToFileURL(path.join(dir, rel)).href;
  const written = (text: string, diagnostics: Diagnostic[], code: string): string[] => diagnostics.filter((d) => d.code === code)
    .map((d) => text.split('\n')[d.range.start.line]!.slice(d.range.start.character, d.range.end.character));
  const missing = async (rel: string, text: string): Promise<string[]> => written(text, await client.openSettled('markdown', text, uriOf(rel)), 'link-missing-file');

  it('Docusaurus: docs outside the site\'s folder (`../docs` in a TypeScript configuration), its static folder at /', async () => {
    assert.deepEqual(await missing('docs/intro.md', '[a](../install/) ![b](/img/logo.png) ![c](/img/gone.png) [d](gone.md)\n'), ['/img/gone.png', 'gone.md']);
  });

  it('a site whose configuration computes its docs folder: no link below it is judged', async () => {
    assert.deepEqual(await missing('computed/pages/a.md', '[a](gone.md) ![b](/img/gone.png)\n'), []);
  });

  it('fragments by the site\'s heading ids: Docusaurus\' are GitHub\'s', async () => {
    const text = '[a](guide.md#1-set-up) [b](guide.md#set-up)\n';
    assert.deepEqual(written(text, await client.openSettled('markdown', text, uriOf('docs/links.md')), 'link-missing-fragment'), ['set-up']);
  });

  it('a Maven site: a page found as its source, a resource at /, what its build makes as information', async () => {
    const text = '<document><body><a href="guide.html">g</a> <img src="/images/logo.png"/> <a href="changes.html">c</a> <a href="/apidocs/index.html">api</a></body></document>\n';
    const diagnostics = (await client.openSettled('xml', text, uriOf('maven/src/site/xdoc/index.xml'))).filter((d) => d.code === 'link-missing-file');
    assert.deepEqual(written(text, diagnostics, 'link-missing-file'), ['changes.html', '/apidocs/index.html']);
    assert.deepEqual(diagnostics.map((d) => d.severity), [3, 3]);
    assert.match(diagnostics[0]!.message, /Maven site's reports, skin and javadoc make pages at build time/);
  });

  it('Sphinx with intersphinx: a :doc: not found is information', async () => {
    const text = 'Topic\n=====\n\nSee :doc:`index` and :doc:`regular expressions <library/re>`.\n';
    const diagnostics = (await client.openSettled('restructuredtext', text, uriOf('sphinx/topic.rst'))).filter((d) => d.code === 'link-missing-file');
    assert.deepEqual(diagnostics.map((d) => [d.severity, text.split('\n')[d.range.start.line]!.slice(d.range.start.character, d.range.end.character)]), [[3, 'library/re']]);
  });

  it('rustdoc: a Markdown file under a package\'s src/ links to pages rustdoc makes; a file it does not find is information; the package\'s docs/ is read on a forge', async () => {
    // tokio-rs/axum: axum/src/docs/routing/route_service.md, included into an item's docs, links to middleware/index.html.
    const text = '[a]: middleware/index.html#routing\n\nSee [a], [b](../../docs/guide.md) and ![c](img/gone.png).\n';
    const diagnostics = (await client.openSettled('markdown', text, uriOf('crate/src/docs/intro.md'))).filter((d) => d.code === 'link-missing-file');
    assert.deepEqual(written(text, diagnostics, 'link-missing-file'), ['img/gone.png']);
    assert.deepEqual(diagnostics.map((d) => d.severity), [3]);
    assert.match(diagnostics[0]!.message, /rustdoc renders this file at the page of the item that includes it/);
    assert.deepEqual(await missing('crate/docs/other.md', '[g](guide.md) [h](gone.md)\n'), ['gone.md']);
  });

  it('mdBook: its own heading ids on its pages', async () => {
    const text = '# Snake_case two\n\n[a](#snake_case-two) [b](#snake-case-two)\n';
    assert.deepEqual(written(text, await client.openSettled('markdown', text, uriOf('book/src/a.md')), 'link-missing-fragment'), ['snake-case-two']);
  });

  /** Rewrites a configuration, tells the server as its watcher would, and answers the document's next settled diagnostics. */
  const rewritten = async (uri: string, rel: string, content: string): Promise<Diagnostic[]> => {
    fs.writeFileSync(path.join(dir, rel), content);
    // The first settled judgement from now on: the page judged again, whether it waits on the configuration's reading
    // or finds it read already (the server's index of links may read it first, as it is built again).
    const next = client.settled(uri);
    await client.sendRaw('workspace/didChangeWatchedFiles', { changes: [{ uri: uriOf(rel), type: 2 }] });
    return next;
  };

  it('reads the configuration again when the watcher says it changed', async () => {
    const text = '[a](../b/)\n';
    assert.deepEqual(await missing('hugo/pages/a.md', text), ['../b/']);
    assert.deepEqual(written(text, await rewritten(uriOf('hugo/pages/a.md'), 'hugo/hugo.toml', 'contentDir = "pages"\n'), 'link-missing-file'), []);
  });

  it('a configuration in a folder of its own (.vitepress/config.mts): read again when it changes too', async () => {
    const text = '[a](../b/)\n';
    assert.deepEqual(await missing('vp/pages/a.md', text), ['../b/']);
    const config = "export default defineConfig({ title: 'X', srcDir: 'pages' })\n";
    assert.deepEqual(written(text, await rewritten(uriOf('vp/pages/a.md'), 'vp/.vitepress/config.mts', config), 'link-missing-file'), []);
  });
});
