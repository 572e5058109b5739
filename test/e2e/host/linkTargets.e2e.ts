// Links to files in a real VS Code: the client's file watcher
// tells the server of a created, renamed and deleted target, and the
// squiggle of the link to it appears and disappears without an edit of the
// document that holds the link.
import * as vscode from 'vscode';
import { expectDiagnostics, fixture, uriLint } from './helpers';
import type { DiagnosticSummary } from './helpers';

const TEXT = 'See [the target](./watch-target.md) here.\n';
/** Where the link's path is: `./watch-target.md`. */
const PATH: [number, number, number, number] = [0, 17, 0, 34];

describe('links to files follow the file system', () => {
  const documentUri = () => fixture('one', 'watch.md');
  const targetUri = (name: string) => fixture('one', name);

  after(async () => {
    for (const name of ['watch.md', 'watch-target.md', 'Watch-Target.md']) {
      await vscode.workspace.fs.delete(fixture('one', name)).then(undefined, () => undefined);
    }
  });

  it('the squiggle appears, goes and comes back as the target is created, renamed and deleted', async () => {
    const api = await uriLint();
    await vscode.workspace.fs.writeFile(documentUri(), Buffer.from(TEXT));
    const document = await vscode.workspace.openTextDocument(documentUri());
    await vscode.window.showTextDocument(document);
    const missing: DiagnosticSummary[] = [['link-missing-file', 'warning', PATH, './watch-target.md']];
    await expectDiagnostics(api, document, missing);

    await vscode.workspace.fs.writeFile(targetUri('watch-target.md'), Buffer.from('# Target\n'));
    await expectDiagnostics(api, document, []);

    await vscode.workspace.fs.rename(targetUri('watch-target.md'), targetUri('Watch-Target.md'));
    await expectDiagnostics(api, document, [['link-case-mismatch', 'warning', PATH, './watch-target.md']]);

    await vscode.workspace.fs.delete(targetUri('Watch-Target.md'));
    await expectDiagnostics(api, document, missing);
  });
});
