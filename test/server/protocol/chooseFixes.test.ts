/**
 * The fixes of a link to a heading or a file that is not there, beyond the closest one, over the real protocol
 * with the built server spawned in a real fixture tree: the target's headings that share a word with the
 * fragment, most words first, none preferred; "Choose a heading…" with every heading of the target for the client
 * to pick from; "Choose a file…" for a missing file. A client that did not say it runs those pickers
 * (`chooseCommands`) gets the ranked fixes only.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CodeAction, Diagnostic } from 'vscode-languageserver-protocol/node';
import type { ChooseFileArguments, ChooseHeadingArguments } from '@uri-lint/server/contract';
import type { TestClient } from './client';
import { serverOverTree } from './client';

const CLIENT = [
  '# Client', '', '## Request instances', '', '## Client configuration', '', '## Instances of the pool', '', '## Timeouts', '',
  '## Client instances and threads', '',
].join('\n');

const TREE: Record<string, string> = {
  'docs/client.md': CLIENT,
  'docs/guide.md': '# Guide\n',
  'docs/advanced/guide.md': '# Advanced guide\n',
};

/** The quick fixes of each link-missing-fragment of `text`, opened as `rel`. */
function suite(name: string, options: Record<string, unknown>, check: (get: () => { client: TestClient; uriOf: (rel: string) => string }) => void): void {
  describe(name, () => {
    let client: TestClient;
    let dir = '';
    serverOverTree('uri-lint-choose-', TREE, (started, folder) => {
      client = started;
      dir = folder;
    }, options);
    check(() => ({ client, uriOf: (rel) => pathToFileURL(path.join(dir, rel)).href }));
  });
}

async function actionsOf(client: TestClient, uri: string, text: string, code: string): Promise<{ diagnostic: Diagnostic; actions: CodeAction[] }> {
  const diagnostics = (await client.openSettled('markdown', text, uri)).filter((d) => d.code === code);
  assert.equal(diagnostics.length, 1, JSON.stringify(diagnostics));
  const diagnostic = diagnostics[0]!;
  return { diagnostic, actions: (await client.codeActions(uri, diagnostic.range, [diagnostic])) as CodeAction[] };
}

suite('protocol (spawn): ranked fixes and pickers of missing headings and files', { chooseCommands: true }, (get) => {
  it('a fragment of another file: the headings sharing its words, most first, none preferred; then "Choose a heading…"', async () => {
    const { client, uriOf } = get();
    const uri = uriOf('docs/a.md');
    const { diagnostic, actions } = await actionsOf(client, uri, 'See [pool](client.md#client-instances).\n', 'link-missing-fragment');
    const fixes = actions.filter((a) => a.title.startsWith('Link to'));
    assert.deepEqual(fixes.map((a) => [a.title, a.isPreferred === true]), [
      // The closest (both words and more: not preferred), then one word shared, the fewest edits first.
      ['Link to "#client-instances-and-threads"', false],
      ['Link to "#request-instances"', false],
      ['Link to "#client"', false],
      ['Link to "#client-configuration"', false],
      ['Link to "#instances-of-the-pool"', false],
    ]);
    assert.deepEqual(fixes[0]!.edit!.changes![uri], [{ range: diagnostic.range, newText: 'client-instances-and-threads' }]);
    const choose = actions.find((a) => a.title === 'Choose a heading…')!;
    assert.equal(choose.command!.command, 'uriLint.chooseHeading');
    assert.equal(choose.edit, undefined);
    const args = choose.command!.arguments![0] as ChooseHeadingArguments;
    assert.equal(args.uri, uri);
    assert.equal(args.target, 'client.md');
    assert.equal(args.fragment, 'client-instances');
    // Every heading, in the target's order, each with the edit that links to it.
    assert.deepEqual(args.items.map((i) => [i.label, i.description]), [
      ['Client', '#client'], ['Request instances', '#request-instances'], ['Client configuration', '#client-configuration'],
      ['Instances of the pool', '#instances-of-the-pool'], ['Timeouts', '#timeouts'], ['Client instances and threads', '#client-instances-and-threads'],
    ]);
    assert.deepEqual(args.items[4]!.edits, [{ range: diagnostic.range, newText: 'timeouts' }]);
  });

  it('a fragment of the document itself: its own headings', async () => {
    const { client, uriOf } = get();
    const uri = uriOf('docs/own.md');
    const { actions } = await actionsOf(client, uri, '# Own page\n\n## Setting up\n\nSee [setup](#setup-guide).\n', 'link-missing-fragment');
    const args = actions.find((a) => a.title === 'Choose a heading…')!.command!.arguments![0] as ChooseHeadingArguments;
    assert.equal(args.target, 'this file');
    assert.deepEqual(args.items.map((i) => i.description), ['#own-page', '#setting-up']);
  });

  it('the closest heading, near-certainly a typo, comes first and preferred; the ranked ones follow it', async () => {
    const { client, uriOf } = get();
    const uri = uriOf('docs/typo.md');
    const { actions } = await actionsOf(client, uri, 'See [t](client.md#timeout).\n', 'link-missing-fragment');
    assert.deepEqual(actions.filter((a) => a.title.startsWith('Link to')).map((a) => [a.title, a.isPreferred === true]), [['Link to "#timeouts"', true]]);
    assert.ok(actions.some((a) => a.title === 'Choose a heading…'));
  });

  it('a missing file: the similar names beside it, then "Choose a file…" with where the path is written', async () => {
    const { client, uriOf } = get();
    const uri = uriOf('docs/b.md');
    const { diagnostic, actions } = await actionsOf(client, uri, 'Read [the guide](gude.md#top).\n', 'link-missing-file');
    assert.deepEqual(actions.filter((a) => a.title.startsWith('Change the link')).map((a) => a.title), ['Change the link to "guide.md"']);
    const choose = actions.find((a) => a.title === 'Choose a file…')!;
    assert.deepEqual(choose.diagnostics, [diagnostic]);
    assert.equal(choose.command!.command, 'uriLint.chooseFile');
    const args = choose.command!.arguments![0] as ChooseFileArguments;
    // The path alone: the fragment stays.
    assert.deepEqual(args, {
      uri, written: 'gude.md', name: 'gude.md', directory: false,
      range: { start: { line: 0, character: 17 }, end: { line: 0, character: 24 } },
    });
  });

  it('no "Choose a file…" for a path from the root, which the picker could not write the same way', async () => {
    const { client, uriOf } = get();
    const uri = uriOf('docs/c.md');
    const { actions } = await actionsOf(client, uri, 'Read [the guide](/docs/gude.md).\n', 'link-missing-file');
    assert.ok(!actions.some((a) => a.title === 'Choose a file…'), JSON.stringify(actions.map((a) => a.title)));
  });
});

suite('protocol (spawn): a client without pickers', {}, (get) => {
  it('gets the ranked fixes, and no "Choose…" action it could not run', async () => {
    const { client, uriOf } = get();
    const fragment = await actionsOf(client, uriOf('docs/a.md'), 'See [pool](client.md#client-instances).\n', 'link-missing-fragment');
    assert.equal(fragment.actions.filter((a) => a.title.startsWith('Link to')).length, 5);
    const file = await actionsOf(client, uriOf('docs/b.md'), 'Read [the guide](gude.md).\n', 'link-missing-file');
    const titles = [...fragment.actions, ...file.actions].map((a) => a.title);
    assert.ok(!titles.some((t) => t.startsWith('Choose')), JSON.stringify(titles));
    assert.ok(titles.includes('Change the link to "guide.md"'));
  });
});
