// A file with more problems than VS Code keeps: it keeps
// 1,000 diagnostics per file, errors first, and once dropped everything
// below line 7,500 of a 3 MB file and every password warning. The server
// now publishes the problems where the user looks: measured on the rendered
// editor, at the top on opening and at the end once scrolled there.
import * as assert from 'assert';
import * as fs from 'fs';
import * as path from 'path';
import { session } from './session';
import { lastLine, locate } from './workbench';

// Plain text: what is tested is the server's choice and VS Code's drawing of it; a Markdown file this size also
// keeps VS Code's own Markdown extension busy in the shared extension host for tens of seconds on this machine,
// which `npm run test:e2e -- --only large` measures, and which held up the tests after this one.
const NAME = 'large-generated.txt';
const LINES = 64_000;

/**
 * About 3 MB of text: prose, and every eighth line a broken URI, by
 * turns a `|` in the path (an error) and a password (a warning): 8,000
 * problems, the warnings all below what an errors-first cut of 1,000 keeps.
 * Each URI names its line, so that `locate` finds one.
 */
function generated(): string {
  const prose = 'The quick brown fox reads the manual page and follows the link to the project page.';
  const lines = Array.from({ length: LINES }, (_, k) => {
    if (k % 8 !== 7) return `${prose} (${k})`;
    return (k >> 3) % 2 === 0 ? `See http://host${k}.example/a|b for details.` : `Deploy with https://deploy:Zq7secret@h${k}.example/ now.`;
  });
  return `${lines.join('\n')}\n`;
}

describe('a large file (UI)', () => {
  let file: string;
  before(() => {
    file = path.join(session().workspaceRoot, NAME);
    fs.writeFileSync(file, generated());
  });
  beforeEach(() => session().workbench.reset());
  after(async () => {
    await session().workbench.reset();
    fs.rmSync(file, { force: true });
  });

  it('squiggles the problems in view: at the top on opening, and errors and warnings at the end once scrolled there', async () => {
    const { workbench } = session();
    const { page } = workbench;
    const opening = Date.now();
    await workbench.command('Go to File');
    await page.keyboard.type(NAME);
    await page.locator(`.quick-input-list .monaco-list-row[aria-label^=${JSON.stringify(NAME)}]`).first().waitFor();
    await page.keyboard.press('Enter');
    // The time it takes is measured by `npm run test:e2e -- --only large`; here, a loaded machine may take long.
    await workbench.squiggles('error').first().waitFor({ timeout: 60_000 });
    await workbench.waitForSquigglesOn(8, 'error', 1);
    console.log(`      first squiggle on screen ${Date.now() - opening} ms after Go to File`);
    // The status counts every problem and says how many the editor was given.
    await workbench.waitForLanguageStatus('8000 problems (showing 1000)', 60_000);

    const scrolling = Date.now();
    await page.keyboard.press('Control+End');
    const end = lastLine(file);
    const password = locate(file, `https://deploy:«Zq7secret»@h${LINES - 1}.example/`);
    const error = locate(file, `http://host${LINES - 9}.example/a«|»b`);
    // VS Code draws the squiggles of a file's first 500 diagnostics only: those in view must come first. The
    // extension host that carries them is shared with VS Code's Markdown extension, busy with a file this size.
    await workbench.waitForSquigglesOn(password.line, 'warning', 1, 60_000);
    await workbench.waitForSquigglesOn(error.line, 'error', 1, 60_000);
    console.log(`      squiggles at the end ${Date.now() - scrolling} ms after Ctrl+End`);
    // The status bar's count holds both kinds: the warnings are no longer cut.
    assert.match(await workbench.problemsSummary(), /Errors: \d+, Warnings: \d+/);

    const clip = await workbench.editorRegion([await workbench.characterBox(end)]);
    await workbench.screenshot('large-file-end', { clip: { ...clip, y: clip.y + clip.height - 420, height: 420 } });
  });
});
