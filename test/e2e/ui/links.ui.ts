// Links as the user meets them: one "Follow link" per link, never two. In
// Markdown, VS Code's own Markdown extension links inline destinations,
// definitions and autolinks, its HTML extension links href and src, and its
// editor links any bare http(s) URL; a second link from URI Lint on the same
// characters showed "Follow link" twice in the hover on a Markdown autolink
// (issue 19 §1).
import * as assert from 'assert';
import * as path from 'path';
import { session } from './session';
import { locate } from './workbench';

const SPOTS: Array<[string, string]> = [
  ['README.md', '[install notes](../INSTALL.md#lin«u»x)'],
  ['README.md', 'Docs: <https://docs.«a»cme.example/guide/getting-started>'],
  ['README.md', '[CHANGELOG](./docs/CHANGE«L»OG.md)'],
  ['README.md', 'Wiki (in French): https://wiki.«a»cme.example/météo/accueil'],
  ['README.md', '<mailto:bugs@«a»cme.example?subject'],
  ['notes.txt', 'https://dashboard.«a»cme.example/weather/overview'],
  ['page.html', '<a href="forecast/par«i»s.html">'],
  ['page.html', '<link rel="stylesheet" href="css/si«t»e.css">'],
  ['config.json', '"homepage": "https://www.«a»cme.example/weather"'],
];

describe('links (UI)', () => {
  beforeEach(() => session().workbench.reset());

  for (const [file, at] of SPOTS) {
    it(`one "Follow link" in the hover: ${file} ${at}`, async () => {
      const { workbench, workspaceRoot } = session();
      await workbench.openFile(file);
      await workbench.waitForLanguageStatus('URIs checked');
      const spot = locate(path.join(workspaceRoot, file), at);
      await workbench.hover(await workbench.characterBox(spot));
      // URI Lint's part and the link's part both in (the link's comes from another request).
      const hover = workbench.page.locator('.monaco-hover:not(.hidden)', { has: workbench.page.locator('strong') })
        .filter({ hasText: 'Follow link' }).first();
      await hover.waitFor();
      const text = await hover.innerText();
      assert.strictEqual(text.match(/Follow link/g)?.length, 1, text);
    });
  }
});
