/**
 * Configuration files found by URI (server/src/lsp/uriWorkspace.ts), as the
 * browser worker finds them by asking its client: folders are the URI's path
 * cut at each `/` (RFC 3986 §3.3) down to the authority's root, names are
 * percent-encoded into the URI and decoded for globs; over the real
 * protocol, a `.urilintrc.json` in a github.dev workspace (`vscode-vfs:`)
 * judges its documents as the same file on disk does.
 */
import assert from 'node:assert/strict';
import { URI_PATHS, uriWorkspaceFiles } from '@uri-lint/server/lsp';
import { TestClient } from './client';

describe('configuration files by URI (the browser worker\'s workspace)', () => {
  it('folders: up the path to the authority\'s root, and no further', () => {
    const chain = (uri: string) => {
      const dirs = [];
      for (let dir = URI_PATHS.dirname(uri), up = ''; dir !== up; up = dir, dir = URI_PATHS.dirname(dir)) dirs.push(dir);
      return dirs;
    };
    assert.deepEqual(chain('vscode-vfs://github/owner/repo/docs/a.md'), [
      'vscode-vfs://github/owner/repo/docs', 'vscode-vfs://github/owner/repo', 'vscode-vfs://github/owner', 'vscode-vfs://github/',
    ]);
    assert.deepEqual(chain('vscode-remote://127.0.0.1:8080/home/a.md'), ['vscode-remote://127.0.0.1:8080/home', 'vscode-remote://127.0.0.1:8080/']);
    assert.deepEqual(chain('file:///a.md'), ['file:///']);
    assert.deepEqual(chain('vscode-userdata:/User/settings.json'), ['vscode-userdata:/User', 'vscode-userdata:/']);
  });

  it('names: joined percent-encoded, relative paths decoded for globs', () => {
    assert.equal(URI_PATHS.join('vscode-vfs://github/o/r', '.urilintrc.json'), 'vscode-vfs://github/o/r/.urilintrc.json');
    assert.equal(URI_PATHS.join('vscode-vfs://github/', 'a b.json'), 'vscode-vfs://github/a%20b.json');
    assert.equal(URI_PATHS.relative('vscode-vfs://github/o/r', 'vscode-vfs://github/o/r/docs/caf%C3%A9%20menu.md'), 'docs/café menu.md');
    assert.equal(URI_PATHS.relative('vscode-vfs://github/', 'vscode-vfs://github/a.md'), 'a.md');
  });

  it('a document\'s path is its URI without query or fragment; a URI without a path has none (untitled:)', () => {
    const files = uriWorkspaceFiles(async () => undefined);
    assert.equal(files.pathOf('vscode-vfs://github/o/r/a.md?ref=main#top'), 'vscode-vfs://github/o/r/a.md');
    assert.equal(files.pathOf('untitled:Untitled-1'), undefined);
  });

  it('over the protocol: the nearest .urilintrc.json of a vscode-vfs: workspace, its overrides by glob, read through the reader', async () => {
    const root = 'vscode-vfs://github/owner/repo';
    const disk = new Map<string, string>([
      [`${root}/.urilintrc.json`, JSON.stringify({ severity: { 'invalid-port': 'off' }, overrides: [{ files: ['guides/*.md'], severity: { 'invalid-character': 'warning' } }] })],
    ]);
    const asked: [string, number][] = [];
    const workspace = uriWorkspaceFiles(async (uri, maxBytes) => {
      asked.push([uri, maxBytes]);
      return disk.get(uri);
    });
    const client = await TestClient.start({ transport: 'in-process', serverOptions: { workspace } });
    try {
      const text = 'see http://example.com:80a/ and <http://exa mple.com/>\n';
      const a = await client.open('markdown', text, `${root}/docs/a.md`);
      assert.deepEqual((await client.diagnostics(a.uri)).map((d) => [d.code, d.severity]), [['invalid-character', 1]]);
      const b = await client.open('markdown', text, `${root}/guides/b.md`);
      assert.deepEqual((await client.diagnostics(b.uri)).map((d) => [d.code, d.severity]), [['invalid-character', 2]]);
      assert.ok(asked.some(([uri, max]) => uri === `${root}/docs/.urilintrc.json` && max === 4 * 1024 * 1024), JSON.stringify(asked));
    } finally {
      await client.stop();
    }
  });
});
