// Hovering a URI shows its components as a table, and never its password:
// the user sees `••••` wherever the hover would show it.
import * as assert from 'assert';
import * as path from 'path';
import type { Locator } from 'playwright-core';
import { session } from './session';
import { locate } from './workbench';

// config.json: "database": "postgres://weather:hunter2@db.internal.example:5432/forecasts"
const DATABASE = 'postgres://weather:hunter2@db.internal.example:5432/forecasts';
const PASSWORD = 'hunter2';

describe('hover (UI)', () => {
  beforeEach(() => session().workbench.reset());

  it('shows the components table of a URI, its password masked', async () => {
    const { workbench, workspaceRoot } = session();
    await workbench.openFile('config.json');
    // The host, away from the password's squiggle: the hover is the URI's alone.
    const host = locate(path.join(workspaceRoot, 'config.json'), DATABASE.replace('db.internal.example', '«db.internal.example»'));
    // The URI is checked once its password squiggle shows; a hover before could be empty.
    await workbench.waitForSquigglesOn(host.line, 'warning', 1);
    const hostBox = await workbench.characterBox(host);
    await workbench.hover(hostBox);
    const hover = workbench.page.locator('.monaco-hover:not(.hidden)', { has: workbench.page.locator('table') }).first();
    await hover.waitFor();

    assert.deepStrictEqual((await rows(hover.locator('table').first())).slice(0, 6), [
      ['Component', 'Value'],
      ['scheme', 'postgres'],
      ['userinfo', 'weather:••••'],
      ['host', 'db.internal.example — reg-name (registered name)'],
      ['port', '5432 — the default port of postgres'],
      ['path', '/forecasts'],
    ]);
    assert.ok(!(await hover.innerText()).includes(PASSWORD), 'the hover shows the password');

    // Down to the line under the URI: the hover, the URI and what follows it.
    const clip = await workbench.editorRegion([hover, { ...hostBox, height: hostBox.height * 2 }]);
    await workbench.screenshot('hover', { clip, readme: true });
  });

  it('does not show the password even when the mouse is on it', async () => {
    const { workbench, workspaceRoot } = session();
    await workbench.openFile('config.json');
    const password = locate(path.join(workspaceRoot, 'config.json'), DATABASE.replace(PASSWORD, `«${PASSWORD}»`));
    await workbench.waitForSquigglesOn(password.line, 'warning', 1);
    // On the squiggle VS Code shows the problem above the URI's own hover.
    const text = await workbench.hover(await workbench.characterBox(password));
    const hover = workbench.hoverWidget();
    await hover.locator('table').first().waitFor();

    assert.match(text, /Password in the URI, readable by anyone who sees it/);
    assert.ok((await hover.innerText()).includes('weather:••••'), 'the userinfo is not shown masked');
    assert.ok(!(await hover.innerText()).includes(PASSWORD), 'the hover shows the password');
    await workbench.screenshot('hover-password');
  });
});

/** The cells of `table`, row by row, as the user reads them. */
async function rows(table: Locator): Promise<string[][]> {
  const texts: string[][] = [];
  for (const row of await table.locator('tr').all()) {
    texts.push((await row.locator('th, td').allInnerTexts()).map((cell) => cell.replace(/\s+/g, ' ').trim()));
  }
  return texts;
}
