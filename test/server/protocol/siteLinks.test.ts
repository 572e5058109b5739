/**
 * Links a site serves (links/site.ts) over the real protocol: the server
 * learns the folders above a document with its links' targets, and then
 * judges a MkDocs page's link by URL as the command line does (not
 * reported), a link to a missing `.md` as before, and a web page's
 * root-relative link against the folders above it.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { serverOverTree, TestClient, writeTree } from './client';

const TREE: Record<string, string> = {
  'mkdocs.yml': 'site_name: x\n',
  'docs/advanced/transports.md': '# Transports\n',
  'src/img/favicon/tile.png': 'png',
  'i18n/en/mkdocs.yml': 'site_name: x\n',
  'i18n/en/docs/img/a.png': 'png',
  'i18n/de/docs/index.md': '# Start\n',
  'app/public/favicon.svg': '<svg/>',
  // A site built with `mkdocs build -f mkdocs-online.yml`, whose docs_dir is in the file it inherits.
  'online/mkdocs-online.yml': 'INHERIT: config/common.yml\n',
  'online/config/common.yml': 'site_name: x\ndocs_dir: pages\n',
  'online/pages/install.md': '# Install\n',
  // arrayfire: a Doxygen configuration's fragment naming the header of the pages Doxygen makes.
  'dox/docs/doxygen.mk': 'HTML_FILE_EXTENSION = .htm\nHTML_HEADER = ${DOCS_DIR}/header.htm\n',
};

describe('protocol (spawn): links a site serves', () => {
  let client: TestClient;
  let dir = '';
  serverOverTree('uri-lint-site-', TREE, (started, folder) => {
    client = started;
    dir = folder;
  });

  const missing = async (languageId: string, rel: string, text: string): Promise<string[]> => {
    const diagnostics = await client.openSettled(languageId, text, pathToFileURL(path.join(dir, rel)).href);
    return diagnostics.filter((d) => d.code === 'link-missing-file').map((d) => text.split('\n')[d.range.start.line]!.slice(d.range.start.character, d.range.end.character));
  };

  it('a MkDocs page: a link by URL is not judged, a link to a missing .md is', async () => {
    assert.deepEqual(await missing('markdown', 'docs/async.md', '[a](../advanced/transports#asgitransport) [b](advanced/gone.md)\n'), ['advanced/gone.md']);
  });

  it('a MkDocs site by another configuration\'s name, inheriting its docs_dir: both files are read, and its page\'s link by URL is not judged', async () => {
    assert.deepEqual(await missing('markdown', 'online/pages/guide/setup.md', '<a href="../install/">i</a> [b](gone.md)\n'), ['gone.md']);
  });

  it('a template of the pages Doxygen makes: the configuration naming it is read, and its missing link is information', async () => {
    const text = '<a href="index.htm">home</a>\n';
    const diagnostics = await client.openSettled('html', text, pathToFileURL(path.join(dir, 'dox/docs/header.htm')).href);
    assert.deepEqual(diagnostics.filter((d) => d.code === 'link-missing-file').map((d) => [d.severity, /HTML_HEADER in dox\/docs\/doxygen\.mk/.test(d.message)]), [[3, true]]);
  });

  it('a translation of a site: its folder and its sibling\'s are learned, and its link by URL is not judged', async () => {
    assert.deepEqual(await missing('markdown', 'i18n/de/docs/setup.md', '![a](/img/a.png) [b](gone.md)\n'), ['gone.md']);
  });

  it('a web app: /favicon.svg of its public folder, and a bundler\'s alias, are not judged', async () => {
    assert.deepEqual(await missing('html', 'app/index.html', '<link href="/favicon.svg"><img src="@/logo.png"><img src="/gone.svg">\n'), ['/gone.svg']);
  });

  it('a web page: its root-relative link is looked for below the folders above it', async () => {
    assert.deepEqual(await missing('xml', 'src/img/favicon/browserconfig.xml', '<a src="/img/favicon/tile.png"/><b src="/img/favicon/wide.png"/>\n'), ['/img/favicon/wide.png']);
  });
});

describe('protocol (spawn): a file a site publishes through a symbolic link', () => {
  // commercialhaskell/stack: mkdocs.yml's docs_dir is doc/, and doc/CONTRIBUTING.md -> ../CONTRIBUTING.md.
  let client: TestClient | undefined;
  let dir = '';
  before(async () => {
    dir = writeTree('uri-lint-linked-', { 'mkdocs.yml': 'site_name: x\ndocs_dir: doc\n', 'doc/dev_containers.md': '# Dev Containers\n' });
    fs.symlinkSync('../CONTRIBUTING.md', path.join(dir, 'doc/CONTRIBUTING.md'));
    client = await TestClient.start({ transport: 'spawn', rootUri: pathToFileURL(dir).href, initializationOptions: { documentStatus: true } });
  });
  after(async () => {
    await client?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('its link that works from the link\'s folder is information, one that works nowhere a warning', async () => {
    const text = 'See [Dev Containers](dev_containers.md) and [gone](gone.md).\n';
    fs.writeFileSync(path.join(dir, 'CONTRIBUTING.md'), text);
    const diagnostics = await client!.openSettled('markdown', text, pathToFileURL(path.join(dir, 'CONTRIBUTING.md')).href);
    const shown = diagnostics.filter((d) => d.code === 'link-missing-file')
      .map((d) => `${text.slice(d.range.start.character, d.range.end.character)} ${d.severity === 3 ? 'information' : 'warning'}`);
    assert.deepEqual(shown, ['dev_containers.md information', 'gone.md warning']);
  });
});

describe('protocol (spawn): a site whose content folder a build assembles', () => {
  // renovatebot/renovate: tools/mkdocs/mkdocs.yml's docs/ is not in the repository; its edit_uri names docs/usage.
  let client: TestClient | undefined;
  let dir = '';
  before(async () => {
    dir = writeTree('uri-lint-assembled-', {
      'tools/mkdocs/mkdocs.yml': 'site_name: x\nrepo_url: https://github.com/o/r\nedit_uri: edit/main/docs/usage/\n',
      'docs/usage/options.md': '# Options\n',
    });
    client = await TestClient.start({ transport: 'spawn', rootUri: pathToFileURL(dir).href, initializationOptions: { documentStatus: true } });
  });
  after(async () => {
    await client?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const shown = async (rel: string, text: string): Promise<string[]> => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
    const diagnostics = await client!.openSettled('markdown', text, pathToFileURL(path.join(dir, rel)).href);
    return diagnostics.filter((d) => d.code === 'link-missing-file')
      .map((d) => `${text.slice(d.range.start.character, d.range.end.character)} ${d.severity === 3 ? 'information' : 'warning'}`);
  };

  it('a page of its sources\' folder: a file the build makes is information; a document copied there by its links too; a README a warning', async () => {
    assert.deepEqual(await shown('docs/usage/a.md', '[p](./presets-group.md)\n'), ['./presets-group.md information']);
    assert.deepEqual(await shown('lib/m/x/readme.md', '[o](../../../options.md) [v](../../v/index.md)\n'),
      ['../../../options.md information', '../../v/index.md information']);
    assert.deepEqual(await shown('README.md', '[g](docs/usage/gone.md)\n'), ['docs/usage/gone.md warning']);
  });
});
