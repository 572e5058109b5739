// Links as the user meets them: one "Follow link" per link, never two. In
// Markdown, VS Code's own Markdown extension links inline destinations,
// definitions and autolinks, its HTML extension links href and src, and its
// editor links any bare http(s) URL; a second link from URI Lint on the same
// characters showed "Follow link" twice in the hover on a Markdown autolink
//.
import * as assert from 'assert';
import * as path from 'path';
import { session } from './session';
import { locate } from './workbench';

const SPOTS: Array<[string, string]> = [
  ['README.md', '[install notes](../INSTALL.md#lin«u»x)'],
  ['README.md', '[CHANGELOG](docs/CHANGE«L»OG.md)'],
  ['README.md', 'Wiki (in French): https://wiki.«a»cme.example/météo/accueil'],
  ['README.md', '<mailto:bugs@«a»cme.example?subject'],
  ['notes.txt', 'https://dashboard.«a»cme.example/weather/overview'],
  ['page.html', '<a href="forecast/par«i»s.html">'],
  ['page.html', '<link rel="stylesheet" href="css/si«t»e.css">'],
  ['config.json', '"homepage": "https://www.«a»cme.example/weather"'],
];

describe('links (UI)', () => {
  beforeEach(() => session().workbench.reset());

  // An autolink <https://…> in Markdown: VS Code's editor (bare http(s) URLs) and its Markdown extension both link
  // it, and VS Code keeps both (the extension's links are not in text order): two "Follow link" of VS Code's own,
  // measured with URI Lint giving no link there. URI Lint must not add a third.
  const AUTOLINK: [string, string] = ['README.md', 'Docs: <https://docs.«a»cme.example/guide/getting-started>'];

  for (const [file, at, most] of [...SPOTS.map(([f, a]) => [f, a, 1] as const), [...AUTOLINK, 2] as const]) {
    it(`at most ${most} "Follow link" in the hover: ${file} ${at}`, async () => {
      const { workbench, workspaceRoot } = session();
      await workbench.openFile(file);
      await workbench.waitForLanguageStatus('URIs checked');
      const spot = locate(path.join(workspaceRoot, file), at);
      const box = await workbench.characterBox(spot);
      // The links come from several providers, some slow under load; a hover opened before they are in would lack them.
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      await workbench.page.waitForFunction(`[...document.querySelectorAll('.monaco-editor .view-lines .detected-link')]
        .map((e) => e.getBoundingClientRect()).some((r) => r.left <= ${x} && ${x} <= r.right && r.top <= ${y} && ${y} <= r.bottom)`,
      undefined, { timeout: 30_000 });
      await workbench.hover(box);
      // URI Lint's part and the link's part both in (the link's comes from another request).
      const hover = workbench.page.locator('.monaco-hover:not(.hidden)', { has: workbench.page.locator('strong') })
        .filter({ hasText: 'Follow link' }).first();
      await hover.waitFor();
      const text = await hover.innerText();
      // \s: the Markdown extension's own "Follow link" tooltip may hold a no-break space.
      const count = text.match(/Follow\slink/g)?.length ?? 0;
      assert.ok(count >= 1 && count <= most, `${count} "Follow link":\n${text}`);
    });
  }
});
