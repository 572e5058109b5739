// Links follow what they lead to, as a user meets it in VS Code: a file renamed in the Explorer has every link to it
// rewritten (in Markdown, in HTML, in a YAML `$ref`) and the relative links inside it too, after VS Code's dialog and
// its refactor preview (every change ticked) when `uriLint.links.updateOnFileMove` is `prompt` (the default), and
// after the dialog alone when it is `always`; a Markdown heading renamed
// with F2 has every fragment naming it follow, in every file type. The files are read from the disk after: VS Code
// saves the files a refactoring edits (`files.refactoring.autoSave`), so what the test reads is what the user has.
import * as assert from 'assert';
import * as fs from 'fs';
import * as path from 'path';
import { session } from './session';
import { locate } from './workbench';

/** A tree of files below the demo's copy, written before a test and removed after it. */
function writeTree(root: string, files: Record<string, string>): void {
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  }
}

/**
 * Waits until every file of `expected` reads as given on the disk, and says which do not when the time is up. The
 * disk is asked again each time the file system says something changed there, and every half second in any case (a
 * rename's files may be written before the watch is set).
 */
async function waitForFiles(root: string, expected: Record<string, string>, timeout = 30_000, quiet = false): Promise<boolean> {
  const differ = () => Object.entries(expected).filter(([rel, text]) => {
    try {
      return fs.readFileSync(path.join(root, rel), 'utf8') !== text;
    } catch {
      return true;
    }
  });
  const deadline = Date.now() + timeout;
  const watcher = fs.watch(root, { recursive: true });
  try {
    for (;;) {
      const left = differ();
      if (left.length === 0) return true;
      if (Date.now() > deadline) {
        if (quiet) return false;
        assert.deepStrictEqual(Object.fromEntries(left.map(([rel]) => [rel, readOrMissing(path.join(root, rel))])), Object.fromEntries(left), 'the links after the rename');
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, 500);
        watcher.once('change', done);
        function done() {
          clearTimeout(timer);
          watcher.off('change', done);
          resolve();
        }
      });
    }
  } finally {
    watcher.close();
  }
}

function readOrMissing(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '(missing)';
  }
}

/**
 * File: Save All, from the command palette. A rename that has just ended moves the focus (the Explorer, the renamed
 * file's editor), which closes a palette opened meanwhile: then again, once the palette stays open.
 */
async function saveAll(): Promise<void> {
  const { page } = session().workbench;
  const input = page.locator('.quick-input-widget input');
  for (let attempt = 1; ; attempt++) {
    try {
      await page.keyboard.press('F1');
      await input.waitFor({ timeout: 5_000 });
      await input.fill('>File: Save All', { timeout: 5_000 });
      await page.locator('.quick-input-list .monaco-list-row[aria-label^="File: Save All"]').first().waitFor({ timeout: 5_000 });
      await page.keyboard.press('Enter');
      await input.waitFor({ state: 'hidden', timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
}

/**
 * Saves the editor's files until `expected` is on the disk: a refactoring's edit reaches the files a moment after its
 * dialog or preview closes, and a Save All before it saves nothing; each round waits for the disk to change.
 */
async function saveUntil(root: string, expected: Record<string, string>): Promise<void> {
  for (let round = 1; round < 4; round++) {
    await saveAll();
    if (await waitForFiles(root, expected, 10_000, true)) return;
  }
  await saveAll();
  await waitForFiles(root, expected);
}

describe('links follow a rename (UI)', () => {
  beforeEach(() => session().workbench.reset());

  /** Renames the file `from` of the (expanded) folder `folder` in the Explorer to `to`: select it, F2, type, Enter. */
  async function renameInExplorer(folder: string, from: string, to: string): Promise<void> {
    const { workbench } = session();
    const { page } = workbench;
    await workbench.refreshExplorer();
    const folderRow = page.locator(`.explorer-folders-view .monaco-list-row[aria-label=${JSON.stringify(folder)}]`);
    await folderRow.waitFor();
    if (await folderRow.getAttribute('aria-expanded') !== 'true') await folderRow.click();
    await page.locator(`.explorer-folders-view .monaco-list-row[aria-label=${JSON.stringify(folder)}][aria-expanded="true"]`).waitFor();
    const row = page.locator(`.explorer-folders-view .monaco-list-row[aria-label=${JSON.stringify(from)}]`);
    const input = page.locator('.explorer-folders-view .monaco-inputbox input');
    // A click lands on whatever row is under the pointer when it comes (the Explorer may re-render meanwhile): the row
    // is selected when it says so, and F2 renames the selection, so the click is made again until it does.
    for (let attempt = 1; ; attempt++) {
      await row.click();
      try {
        await page.locator(`.explorer-folders-view .monaco-list-row.selected[aria-label=${JSON.stringify(from)}]`).waitFor({ timeout: 5_000 });
        await page.keyboard.press('F2');
        await input.waitFor({ timeout: 5_000 });
        break;
      } catch (error) {
        if (attempt >= 3) throw error;
        await page.keyboard.press('Escape');
      }
    }
    await input.fill(to);
    await page.keyboard.press('Enter');
  }

  it('a file renamed in the Explorer, "prompt" accepted: links in Markdown, HTML and a YAML $ref follow', async function () {
    this.timeout(120_000);
    const { workbench, workspaceRoot } = session();
    const { page } = workbench;
    const root = path.join(workspaceRoot, 'schemas');
    writeTree(root, {
      'pets.yaml': 'Pet:\n  type: object\n  properties:\n    owner:\n      $ref: "owners.yaml#/Owner"\n',
      'owners.yaml': 'Owner:\n  type: object\n',
      'openapi.yaml': 'components:\n  schemas:\n    Pet:\n      $ref: "pets.yaml#/Pet"\n',
      'about.md': 'The [pet schema](pets.yaml#/Pet), and <a href="./pets.yaml">the file</a>.\n',
      'site/index.html': '<a href="../pets.yaml">pets</a>\n',
    });
    try {
      // The extension is started once it has checked a file (run alone, this test may come before it has).
      await workbench.refreshExplorer();
      await page.locator('.explorer-folders-view .monaco-list-row[aria-label="schemas"]').click();
      await workbench.openFile('about.md');
      await workbench.waitForLanguageStatus('URIs checked', 60_000);
      await workbench.reset();

      await renameInExplorer('schemas', 'pets.yaml', 'animals.yaml');
      // The default, `prompt`: VS Code asks whether to make the edit (OK, Show Preview, Skip Changes); the preview is asked for.
      const dialog = page.locator('.monaco-dialog-box');
      await dialog.waitFor();
      assert.match(await dialog.innerText(), /Extension 'URI Lint' wants to make refactoring changes with this file move/);
      await workbench.screenshot('links-follow-prompt');
      await dialog.locator('.monaco-button', { hasText: /^Show Preview$/ }).click();
      await dialog.waitFor({ state: 'hidden' });
      const apply = page.locator('.part.panel .monaco-button', { hasText: /^Apply$/ });
      await apply.waitFor();
      // The preview lists each file the edit changes, every change ticked: Apply makes them all.
      for (const name of ['about.md', 'openapi.yaml', 'index.html']) await page.locator('.part.panel .monaco-list-row', { hasText: name }).first().waitFor();
      const boxes = page.locator('.part.panel .monaco-list-row').locator('input[type="checkbox"], .monaco-custom-toggle');
      assert.ok(await boxes.count() >= 3, 'a box for each of the three files');
      for (let i = 0; i < await boxes.count(); i++) assert.ok(await boxes.nth(i).isChecked(), `box ${i} ticked`);
      await workbench.screenshot('links-follow-prompt-preview');
      await apply.click();
      await apply.waitFor({ state: 'hidden' });
      // Edited in the editor, as any refactoring: the user saves them.
      await saveUntil(root, {
        'openapi.yaml': 'components:\n  schemas:\n    Pet:\n      $ref: "animals.yaml#/Pet"\n',
        'about.md': 'The [pet schema](animals.yaml#/Pet), and <a href="./animals.yaml">the file</a>.\n',
        'site/index.html': '<a href="../animals.yaml">pets</a>\n',
        'animals.yaml': 'Pet:\n  type: object\n  properties:\n    owner:\n      $ref: "owners.yaml#/Owner"\n',
      });
      assert.ok(!fs.existsSync(path.join(root, 'pets.yaml')), 'the old name is gone');
      await workbench.screenshot('links-follow-prompt-after');
    } finally {
      await workbench.reset();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('a file renamed in the Explorer with "always": the links follow, the moved file\'s own too', async function () {
    this.timeout(120_000);
    const { workbench, workspaceRoot } = session();
    const { page } = workbench;
    const root = path.join(workspaceRoot, 'handbook');
    const settingsFile = path.join(workspaceRoot, '.vscode', 'settings.json');
    const settings = fs.readFileSync(settingsFile, 'utf8');
    writeTree(root, {
      'setup.md': '# Setup\n\n## Getting started\n\nBack to [the start](intro.md) or [the pages](site/index.html).\nhttps://Example.COM/\n',
      'intro.md': 'Read [setup](setup.md#getting-started) and <a href="setup.md">the setup page</a>.\n',
      'site/index.html': '<p><a href="../setup.md#getting-started">Setup</a></p>\n',
      'deeper/notes.md': 'See [setup](../setup.md).\n',
    });
    try {
      // The setting changed as the user changes it, in the workspace's settings. The server has the change once it
      // has judged a document again by it: the normal-form finding on setup.md goes with the same change.
      await workbench.refreshExplorer();
      await page.locator('.explorer-folders-view .monaco-list-row[aria-label="handbook"]').click();
      await workbench.openFile('setup.md');
      const notNormal = locate(path.join(root, 'setup.md'), '«https://Example.COM/»');
      await workbench.waitForSquigglesOn(notNormal.line, 'info', 1, 60_000);
      fs.writeFileSync(settingsFile, `${JSON.stringify({ 'files.autoSave': 'off', 'uriLint.normalForm.enable': false, 'uriLint.links.updateOnFileMove': 'always' }, null, 2)}\n`);
      await workbench.waitForSquigglesOn(notNormal.line, 'info', 0, 30_000);
      await workbench.reset();

      // A name with a folder in it moves the file there (VS Code makes the folder).
      await renameInExplorer('handbook', 'setup.md', 'guides/install.md');
      // Not one that needs confirmation: VS Code still asks once whether to make an extension's edit with a move (OK,
      // Show Preview or Skip Changes), unless told not to ask again; the answer is remembered.
      const dialog = page.locator('.monaco-dialog-box');
      await dialog.waitFor();
      await workbench.screenshot('links-follow-always');
      await dialog.locator('.monaco-button', { hasText: /^OK$/ }).click();
      await dialog.waitFor({ state: 'hidden' });
      await saveUntil(root, {
        'intro.md': 'Read [setup](guides/install.md#getting-started) and <a href="guides/install.md">the setup page</a>.\n',
        'site/index.html': '<p><a href="../guides/install.md#getting-started">Setup</a></p>\n',
        'deeper/notes.md': 'See [setup](../guides/install.md).\n',
      });
      // The moved file's own links, as its editor shows it.
      await workbench.openFile('install.md');
      await workbench.waitForLine('Back to [the start](../intro.md) or [the pages](../site/index.html).');
      await workbench.screenshot('links-follow-always-after');

      // The settings as they were, for the tests after this one: in force once the normal-form finding is back.
      fs.writeFileSync(settingsFile, settings);
      await workbench.openFile('install.md');
      await workbench.waitForSquigglesOn(notNormal.line, 'info', 1, 30_000);
    } finally {
      await workbench.reset();
      fs.writeFileSync(settingsFile, settings);
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('a heading renamed with F2: every fragment naming it follows, in Markdown and HTML', async () => {
    const { workbench, workspaceRoot } = session();
    const { page } = workbench;
    const root = path.join(workspaceRoot, 'manual');
    writeTree(root, {
      'guide.md': '# Guide\n\n## Getting started\n\nFirst, [start](#getting-started).\n',
      'overview.md': 'Read [the guide](guide.md#getting-started) and <a href="guide.md#getting-started">this</a>.\n',
      'site/start.html': '<p><a href="../guide.md#getting-started">Start</a></p>\n',
    });
    try {
      await workbench.refreshExplorer();
      await page.locator('.explorer-folders-view .monaco-list-row[aria-label="manual"]').click();
      await workbench.openFile('guide.md');
      // In an editor group of its own: F2's input box stays in the editor it opened in, an editor of its own that the
      // other tests' selectors would find too; the group goes with its last editor (workbench.editor.closeEmptyGroups).
      await workbench.command('View: Split Editor');
      await page.locator('.part.editor .editor-group-container').nth(1).waitFor();
      await page.locator('.part.editor .editor-group-container.active .tabs-container .tab.active[aria-label^="guide.md"]').waitFor();
      const heading = locate(path.join(root, 'guide.md'), '## «Getting» started');
      await workbench.goTo(heading.line, heading.start + 3);
      const input = page.locator('.rename-box input, .rename-box textarea').first();
      // F2 asks the rename providers where the name is first; the box opens once one answers.
      for (let attempt = 1; ; attempt++) {
        await page.keyboard.press('F2');
        try {
          await input.waitFor({ timeout: attempt < 3 ? 10_000 : 30_000 });
          break;
        } catch (error) {
          if (attempt >= 3) throw error;
          await page.keyboard.press('Escape');
        }
      }
      assert.strictEqual(await input.inputValue(), 'Getting started');
      await workbench.screenshot('links-follow-heading-rename');
      await input.fill('First steps');
      await page.keyboard.press('Enter');
      await input.waitFor({ state: 'hidden' });
      await workbench.waitForLine('## First steps');
      await workbench.waitForLine('First, [start](#first-steps).');
      await saveUntil(root, {
        'overview.md': 'Read [the guide](guide.md#first-steps) and <a href="guide.md#first-steps">this</a>.\n',
        'site/start.html': '<p><a href="../guide.md#first-steps">Start</a></p>\n',
      });
      await workbench.screenshot('links-follow-heading-renamed');
    } finally {
      await workbench.reset();
      fs.rmSync(root, { recursive: true, force: true });
    }
    // Gone with its group.
    assert.strictEqual(await page.locator('.part.editor .editor-group-container').count(), 1);
    await page.locator('.rename-box').waitFor({ state: 'detached' });
  });
});
