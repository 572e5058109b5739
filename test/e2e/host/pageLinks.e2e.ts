// Links written as a site's page URL, in a real VS Code: Find All References on an mdBook page's heading lists the
// links that name it as the book publishes it (`guide/setup.html#first`, and root-relative), which only URI Lint
// reads as links to `setup.md`; renaming the heading (the rename VS Code runs for F2) rewrites them too. VS Code's
// own Markdown extension answers for the `.md` links beside them: the results are asked to hold ours, not to be only
// ours. And the link check itself: a page URL naming a heading the book does not publish is a Warning squiggle in
// the editor, one naming a heading it publishes none. (A page URL naming no source page is a Warning in a book whose
// preprocessors are mdBook's own, which make no page: the protocol suite's; left alone on a site whose generator or
// plugins may make pages the tool does not see: rules/links.ts `noSuchPage`, `servedOtherwise`.)
import * as assert from 'assert';
import * as fs from 'fs';
import * as path from 'path';
import * as vscode from 'vscode';
import { expectDiagnostics, folder, settledStatus, uriLint } from './helpers';

const TREE: Record<string, string> = {
  'book.toml': '[book]\ntitle = "Page links"\n',
  'src/SUMMARY.md': '# Summary\n\n- [Intro](intro.md)\n- [Setup](guide/setup.md)\n- [Check](check.md)\n',
  'src/check.md': '# Check\n\n[ok](guide/setup.html#first-steps), [no heading](guide/setup.html#last-steps), [rooted](/guide/setup.html#last-steps).\n',
  'src/intro.md': 'See [setup](guide/setup.html#first-steps) and [rooted](/guide/setup.html#first-steps).\n',
  'src/guide/setup.md': '# Setup\n\n## First steps\n\nBack to [intro](../intro.html).\n',
};

describe('links written as a site\'s page URL (references, rename)', () => {
  const dir = path.join(folder('two').uri.fsPath, 'page-links-book');
  const uriOf = (rel: string) => vscode.Uri.file(path.join(dir, rel));
  /** `rel:line:character` of where each location starts, in the book's folder. */
  const places = (locations: readonly vscode.Location[]) => locations
    .filter((location) => location.uri.fsPath.startsWith(dir + path.sep))
    .map((location) => `${path.relative(dir, location.uri.fsPath)}:${location.range.start.line}:${location.range.start.character}`);
  /** Where `needle` starts in the file's text (its first line holding it). */
  const placeOf = (rel: string, needle: string) => {
    const lines = TREE[rel]!.split('\n');
    const line = lines.findIndex((text) => text.includes(needle));
    assert.ok(line >= 0, `${needle} in ${rel}`);
    return `${rel}:${line}:${lines[line]!.indexOf(needle)}`;
  };

  before(() => {
    for (const [rel, text] of Object.entries(TREE)) {
      fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      fs.writeFileSync(path.join(dir, rel), text);
    }
  });
  after(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('Find All References on a heading lists the links to its page URL', async () => {
    const api = await uriLint();
    const setup = await vscode.workspace.openTextDocument(uriOf('src/guide/setup.md'));
    await vscode.window.showTextDocument(setup);
    // intro.md opened too, and judged (its status settled): VS Code's language client sends its didOpen when the
    // document is shown or synced, not in order with the command below, which 1 run in 3 asked first. The server's
    // answer to a fresh server's first question, the book learnt before it answers, is the protocol suite's
    // (test/server/protocol/pageLinks.test.ts); here, the real editor's references and rename.
    const introDoc = await vscode.workspace.openTextDocument(uriOf('src/intro.md'));
    await vscode.window.showTextDocument(introDoc, { preview: false, preserveFocus: true });
    await settledStatus(api, introDoc.uri);
    const locations = await vscode.commands.executeCommand<vscode.Location[]>('vscode.executeReferenceProvider', setup.uri, new vscode.Position(2, 5));
    const at = places(locations ?? []);
    for (const place of [placeOf('src/intro.md', 'guide/setup.html#first-steps'), placeOf('src/intro.md', '/guide/setup.html#first-steps')]) {
      assert.ok(at.some((p) => startsWithin(p, place)), `${place} among the references: ${at.join(', ')}`);
    }
  });

  it('squiggles a page URL whose heading the book does not publish, relative or root-relative, and not one it does', async () => {
    const api = await uriLint();
    const check = await vscode.workspace.openTextDocument(uriOf('src/check.md'));
    await vscode.window.showTextDocument(check);
    const text = TREE['src/check.md']!;
    const line = text.split('\n')[2]!;
    const at = (needle: string, from = 0): [number, number, number, number] => {
      const offset = line.indexOf(needle, from);
      return [2, offset, 2, offset + needle.length];
    };
    await expectDiagnostics(api, check, [
      ['link-missing-fragment', 'warning', at('last-steps'), 'last-steps'],
      ['link-missing-fragment', 'warning', at('last-steps', line.indexOf('[rooted]')), 'last-steps'],
    ]);
  });

  it('renaming the heading rewrites the links to its page URL', async () => {
    const api = await uriLint();
    const setup = await vscode.workspace.openTextDocument(uriOf('src/guide/setup.md'));
    const introDoc = await vscode.workspace.openTextDocument(uriOf('src/intro.md'));
    await vscode.window.showTextDocument(introDoc, { preview: false, preserveFocus: true });
    await settledStatus(api, introDoc.uri);
    const edit = await vscode.commands.executeCommand<vscode.WorkspaceEdit>('vscode.executeDocumentRenameProvider', setup.uri, new vscode.Position(2, 5), 'Getting going');
    assert.ok(edit, 'a rename edit');
    const intro = edit.get(uriOf('src/intro.md')).map((e) => e.newText);
    const own = edit.get(setup.uri).map((e) => e.newText);
    assert.ok(intro.length >= 2 && intro.every((text) => text.includes('getting-going')), `the links in intro.md: ${JSON.stringify(intro)}`);
    assert.ok(own.some((text) => text.includes('Getting going')), `the heading: ${JSON.stringify(own)}`);
  });
});

/** Whether `place` (a location's start) lies on `expected`'s line at or after its start (a link's range or its fragment's). */
function startsWithin(place: string, expected: string): boolean {
  const [file, line, character] = place.split(':');
  const [efile, eline, echaracter] = expected.split(':');
  return file === efile && line === eline && Number(character) >= Number(echaracter) && Number(character) <= Number(echaracter) + 40;
}
