/**
 * What the workspace's facts keep (service/caches.ts): a memo of what they know is a `BoundedCache` that never grows
 * past its limit however many vaults or files the documents ask about, and the answers stay those of a memo that
 * kept everything; what the facts were told (a folder's listing, a file's anchors) is kept one entry per folder or
 * file of the workspace, and dropped when the watcher says it changed or went, or when its document is closed.
 * Through the real service, over a workspace in memory read as the command line reads the disk.
 */
import assert from 'node:assert/strict';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DEFAULT_SETTINGS } from '@uri-lint/server/contract';
import { CACHE_LIMITS, createLanguageService, LinkFacts, placeKey, scopedWorkspace } from '@uri-lint/server/service/internal';
import type { DirectoryEntry, FileAccess } from '@uri-lint/server/service/internal';

const ROOT = 'file:///work/notes';
const service = createLanguageService();

/** Facts over the files of `tree` (paths below ROOT), read synchronously as the command line reads them. */
function factsOver(tree: Map<string, string>): LinkFacts {
  const pathOf = (uri: string) => (uri === ROOT ? '' : uri.startsWith(`${ROOT}/`) ? decodeURIComponent(uri.slice(ROOT.length + 1)) : undefined);
  const list = (uri: string): DirectoryEntry[] | undefined => {
    const dir = pathOf(uri);
    if (dir === undefined || tree.has(dir)) return undefined;
    const prefix = dir === '' ? '' : `${dir}/`;
    const entries = new Map<string, 'file' | 'directory'>();
    for (const file of tree.keys()) {
      if (!file.startsWith(prefix)) continue;
      const rest = file.slice(prefix.length).split('/');
      entries.set(rest[0]!, rest.length > 1 ? 'directory' : 'file');
    }
    return entries.size === 0 && dir !== '' ? undefined : [...entries];
  };
  const read = (uri: string) => {
    const file = pathOf(uri);
    return file === undefined ? undefined : tree.get(file);
  };
  const access: FileAccess = {
    readDirectory: async (uri) => list(uri),
    stat: async (uri) => (read(uri) !== undefined ? 'file' : list(uri) ? 'directory' : undefined),
    readFile: async (uri) => read(uri),
  };
  const facts = new LinkFacts(scopedWorkspace(access, () => [ROOT]), list);
  facts.anchors.readSynchronously(read);
  return facts;
}

function diagnose(facts: LinkFacts, path: string, text: string): string[] {
  const document = TextDocument.create(`${ROOT}/${encodeURI(path)}`, 'markdown', 1, text);
  return service.diagnostics({ document, analysis: service.analyze(document), settings: DEFAULT_SETTINGS, files: facts }).map((d) => `${String(d.code)} ${document.getText(d.range)}`);
}

describe('the workspace\'s caches: bounded memos, and what the watcher told kept per file until it says otherwise', () => {
  it('keeps the folders of at most CACHE_LIMITS.vaults note vaults, and finds a note by its name in each vault all the same', () => {
    // obsidian-help's "Internal links": a note names another by its file name, found in any folder of its vault.
    const count = CACHE_LIMITS.vaults + 8;
    const tree = new Map<string, string>();
    for (let i = 0; i < count; i++) {
      tree.set(`v${i}/.obsidian/app.json`, '{}\n');
      tree.set(`v${i}/Reference/Example.md`, '# Example\n\n## Details\n');
    }
    const facts = factsOver(tree);
    const note = '[Section](Example.md#Details) and [a slip](Example.md#Detail)\n';
    for (let i = 0; i < count; i++) {
      assert.deepEqual(diagnose(facts, `v${i}/Notes/Internal links.md`, note), ['link-missing-fragment Detail'], `v${i}`);
      assert.ok(facts.caches.vaults.size <= CACHE_LIMITS.vaults, `v${i}: ${facts.caches.vaults.size} vaults kept`);
    }
    assert.equal(facts.caches.vaults.size, CACHE_LIMITS.vaults);
    // The first vaults' folders were dropped: listed again, the same answer.
    assert.deepEqual(diagnose(facts, 'v0/Notes/Internal links.md', note), ['link-missing-fragment Detail']);
  });

  it('keeps at most CACHE_LIMITS.vaultFiles paths of files found in vaults, and judges the fragments into each', () => {
    const count = CACHE_LIMITS.vaultFiles + 16;
    const tree = new Map<string, string>([['.obsidian/app.json', '{}\n']]);
    for (let i = 0; i < count; i++) tree.set(`Reference/n${i}.md`, `# N${i}\n\n## Details\n`);
    const facts = factsOver(tree);
    const links = Array.from({ length: count }, (_, i) => `[n${i}](n${i}.md#Details)`).join('\n');
    assert.deepEqual(diagnose(facts, 'Notes/All.md', `${links}\n[slip](n3.md#Detail)\n`), ['link-missing-fragment Detail']);
    assert.equal(facts.caches.vaultFiles.size, CACHE_LIMITS.vaultFiles);
  });

  it('drops a folder\'s listing, and those below it, when the watcher says it was deleted', () => {
    const tree = new Map<string, string>([['docs/guide/a.md', '# A\n'], ['docs/b.md', '# B\n']]);
    const facts = factsOver(tree);
    assert.deepEqual(diagnose(facts, 'README.md', '[a](docs/guide/a.md) [b](docs/b.md)\n'), []);
    assert.ok(facts.knownListing(`${ROOT}/docs`) && facts.knownListing(`${ROOT}/docs/guide`));
    for (const file of [...tree.keys()]) tree.delete(file);
    facts.changed(`${ROOT}/docs`);
    assert.equal(facts.knownListing(`${ROOT}/docs`), null);
    assert.equal(facts.knownListing(`${ROOT}/docs/guide`), null);
    assert.deepEqual(diagnose(facts, 'README.md', '[a](docs/guide/a.md)\n'), ['link-missing-file docs/guide/a.md']);
  });

  it('drops an open document\'s anchors when it is closed, and a file\'s when the watcher says it was deleted', () => {
    const tree = new Map<string, string>([['docs/a.md', '# A\n\n## Setup\n']]);
    const facts = factsOver(tree);
    const target = `${ROOT}/docs/a.md`;
    const key = placeKey(target)!;
    assert.deepEqual(diagnose(facts, 'README.md', '[a](docs/a.md#setup)\n'), []);
    assert.ok(facts.anchors.has(key));
    // Open in the editor: its unsaved text is read, by version, until the document is closed.
    const open = TextDocument.create(target, 'markdown', 3, '# A\n\n## Install\n');
    facts.anchors.readOpenDocuments((uri) => (uri === target ? { version: open.version, languageId: open.languageId, text: () => open.getText() } : undefined));
    assert.deepEqual(diagnose(facts, 'README.md', '[a](docs/a.md#install)\n'), []);
    assert.ok(facts.anchors.has(`open:${key}`));
    facts.anchors.readOpenDocuments(() => undefined);
    facts.anchors.closed(target);
    assert.equal(facts.anchors.has(`open:${key}`), false);
    tree.delete('docs/a.md');
    facts.changed(target);
    assert.equal(facts.anchors.has(key), false);
    assert.deepEqual(diagnose(facts, 'README.md', '[a](docs/a.md#setup)\n'), ['link-missing-file docs/a.md']);
  });

  it('keeps no entry for a folder or file a user types that is not there, and keeps those that are', async () => {
    const tree = new Map<string, string>([['docs/a.md', '# A\n\n## Setup\n']]);
    const facts = factsOver(tree);
    const complete = async (text: string) => {
      const document = TextDocument.create(`${ROOT}/README.md`, 'markdown', 1, text);
      const items = await service.completion({ document, analysis: service.analyze(document), settings: DEFAULT_SETTINGS, files: facts }, document.positionAt(text.indexOf(')')));
      return (Array.isArray(items) ? items : items.items).map((item) => item.label);
    };
    // A path typed letter by letter: `dosc/` names no folder, `docs/` one; `docs/b.md#` no file, `docs/a.md#` one.
    assert.deepEqual(await complete('[x](dosc/)\n'), []);
    assert.equal(facts.knownListing(`${ROOT}/dosc`), null);
    assert.ok((await complete('[x](docs/)\n')).includes('a.md'));
    assert.ok(facts.knownListing(`${ROOT}/docs`));
    assert.deepEqual(await complete('[x](docs/b.md#)\n'), []);
    assert.equal(facts.anchors.has(placeKey(`${ROOT}/docs/b.md`)!), false);
    assert.ok((await complete('[x](docs/a.md#)\n')).includes('#setup'));
    assert.ok(facts.anchors.has(placeKey(`${ROOT}/docs/a.md`)!));
  });
});
