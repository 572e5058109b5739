// Colours that fit the theme, in VS Code: the same URI in
// plain text, Markdown, YAML, JSON, and a TypeScript comment and string,
// under Default Dark+, Light+, Light Modern and High Contrast. Each URI is
// drawn underlined in one colour, the colour of the text, comment or string
// it is in (none of these themes colours links), and a Markdown link's
// destination is drawn as a bare URI is. A screenshot of each file in each
// theme is left in out/e2e/screenshots/colours-*.png to look at.
import * as assert from 'assert';
import * as fs from 'fs';
import * as path from 'path';
import { session } from './session';
import { drawnRuns, waitForUnderline } from './tokens';
import type { DrawnRun } from './tokens';
import { lastLine, locate } from './workbench';

const URI = 'https://example.com:8443/docs/a%20b?q=1&lang=en#top';

/** `[file, its lines, checks]`: each check marks a URI with «», and after ` ~ ` the character whose colour it should have. */
const FILES: [string, string[], string[]][] = [
  ['colours.txt', [`See ${URI} or mailto:ana@example.org.`, 'No link on this line.'],
    [`See «${URI}» ~ «S»ee`, 'or «mailto:ana@example.org». ~ «S»ee']],
  ['colours.md', ['# Links', '', `See ${URI} or mailto:ana@example.org.`, '', 'The [guide](https://example.com/guide) and <https://example.com/auto>.'],
    [`See «${URI}» ~ «S»ee`, '[guide](«https://example.com/guide») ~ «S»ee', '<«https://example.com/auto»> ~ «S»ee']],
  ['colours.yaml', [`# See ${URI}`, 'name: Acme', `url: ${URI}`, `quoted: "${URI}"`],
    [`# See «${URI}» ~ «#» See`, `url: «${URI}» ~ name: «Acme»`, `quoted: "«${URI}»" ~ quoted: «"»`]],
  ['colours.json', ['{', `  "url": "${URI}",`, '  "name": "Acme"', '}'],
    [`"url": "«${URI}»", ~ "url": «"»`]],
  ['colours.ts', [`// See ${URI}`, `const url = '${URI}';`],
    [`// See «${URI}» ~ «/»/ See`, `const url = '«${URI}»'; ~ const url = «'»`]],
];

/** The theme's name in the settings, and the class the workbench takes on when it is on. */
const THEMES: [string, string][] = [
  ['Default Dark+', 'vscode-theme-defaults-themes-dark_plus-json'],
  ['Default Light+', 'vscode-theme-defaults-themes-light_plus-json'],
  ['Default Light Modern', 'vscode-theme-defaults-themes-light_modern-json'],
  ['Default High Contrast', 'vscode-theme-defaults-themes-hc_black-json'],
];

/** A check's URI and the character it should match, as text spots of `file`. */
function spots(file: string, check: string): [ReturnType<typeof locate>, ReturnType<typeof locate>] {
  const [uri, base] = check.split(' ~ ');
  return [locate(file, uri!), locate(file, base!)];
}

describe('colours (UI)', function () {
  this.timeout(180_000);
  let settingsFile = '';
  let settings = '';
  let startingTheme = '';

  before(async () => {
    const { workbench, workspaceRoot } = session();
    const classes = (await workbench.page.locator('.monaco-workbench').getAttribute('class')) ?? '';
    startingTheme = classes.split(/\s+/).find((c) => c.startsWith('vscode-theme-')) ?? '';
    for (const [name, lines] of FILES) fs.writeFileSync(path.join(workspaceRoot, name), `${lines.join('\n')}\n`);
    settingsFile = path.join(workspaceRoot, '.vscode', 'settings.json');
    settings = fs.readFileSync(settingsFile, 'utf8');
    // The explorer does not always see files made behind its back: its Refresh button.
    await session().workbench.refreshExplorer();
    await workbench.page.locator('.explorer-folders-view .monaco-list-row[aria-label^="colours.txt"]').waitFor();
  });

  after(async () => {
    const { workbench, workspaceRoot } = session();
    fs.writeFileSync(settingsFile, settings);
    // The suites after this one see the workbench as it was.
    if (startingTheme) await workbench.page.locator(`.monaco-workbench.${startingTheme}`).waitFor();
    await workbench.reset();
    for (const [name] of FILES) fs.rmSync(path.join(workspaceRoot, name), { force: true });
    await session().workbench.refreshExplorer();
    await workbench.page.locator('.explorer-folders-view .monaco-list-row[aria-label^="colours.txt"]').waitFor({ state: 'detached' });
  });

  for (const [theme, themeClass] of THEMES) {
    it(`${theme}: each URI underlined in one colour, the colour of what it is in`, async () => {
      const { workbench, workspaceRoot } = session();
      await workbench.reset();
      // Workspace settings apply as soon as the file changes.
      fs.writeFileSync(settingsFile, settings.replace('{', `{\n  "workbench.colorTheme": ${JSON.stringify(theme)},`));
      await workbench.page.locator(`.monaco-workbench.${themeClass}`).waitFor();
      const seen: string[] = [];
      for (const [name, , checks] of FILES) {
        const file = path.join(workspaceRoot, name);
        await workbench.openFile(name);
        for (const check of checks) {
          const [uri, base] = spots(file, check);
          const runs = await waitForUnderline(workbench, uri);
          const [baseRun] = await drawnRuns(workbench, base);
          seen.push(`${name} ${uri.lineText.slice(uri.start, uri.end)}: ${show(runs)}; around: ${show([baseRun!])}`);
          assert.deepStrictEqual(runs.map((r) => r.text).join(''), uri.lineText.slice(uri.start, uri.end));
          assert.deepStrictEqual([...new Set(runs.map((r) => `${r.color} ${r.underline ? 'underlined' : 'plain'}`))], [`${baseRun!.color} underlined`],
            `${name}: ${check}: ${show(runs)}, around it ${show([baseRun!])}`);
          assert.strictEqual(baseRun!.underline, false, `${name}: ${check}: what is around it is underlined`);
        }
        const slug = theme.replace(/^Default /, '').replace('+', '-plus').replace(/\s+/g, '-').toLowerCase();
        const readme = theme === 'Default Dark+' && name === 'colours.ts';
        const restore = readme ? await workbench.narrowEditor() : undefined;
        try {
          const clip = await workbench.editorRegion([await workbench.characterBox(lastLine(file))]);
          await workbench.screenshot(`colours-${slug}-${path.extname(name).slice(1)}`, { clip, readme });
        } finally {
          await restore?.();
        }
      }
      console.log(`      ${seen.join('\n      ')}`);
    });
  }
});

function show(runs: readonly DrawnRun[]): string {
  return runs.map((r) => `${r.color}${r.underline ? ' underlined' : ''}`).join(' | ');
}
