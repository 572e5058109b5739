// Hovering a URI shows its components on a few lines, and never its
// password: the user sees `••••` wherever the hover would show it. Each
// hover fits the box VS Code gives it: nothing of it, nor the
// problem above it and its "Quick Fix…" row, scrolls out of sight.
import * as assert from 'assert';
import * as path from 'path';
import type { Locator } from 'playwright-core';
import { session } from './session';
import { locate, type Box, type Restore, type TextSpot } from './workbench';

// config.json: "database": "postgres://weather:hunter2@db.internal.example:5432/forecasts"
const DATABASE = 'postgres://weather:hunter2@db.internal.example:5432/forecasts';
const PASSWORD = 'hunter2';

/**
 * The most a hover may be, in CSS pixels: VS Code 1.100 lets a hover grow to
 * about 250 px before its content scrolls (the issue measured it).
 */
const MAX_HOVER_HEIGHT = 250;

interface Case {
  name: string;
  file: string;
  /** The character to put the mouse on, marked with «» (see `locate`). */
  at: string;
  /** The problems that file has on that line, which VS Code shows above the hover. */
  squiggles?: { kind: 'error' | 'warning' | 'info'; count: number };
  /** Lines the hover must show, as the user reads them, in this order. */
  shows: string[];
}

// One of each kind of hover, all in demo/ (demo/.vscode/settings.json turns
// on the normal-form check, so most of them come with a problem above them).
const CASES: Case[] = [
  {
    name: 'plain', file: 'notes.txt', at: 'https://dashboard.«a»cme.example/weather/overview',
    shows: ['URI', 'scheme https · host dashboard.acme.example · path /weather/overview'],
  },
  {
    name: 'query', file: 'deploy.sh', at: 'https://news.«a»cme.example/click?utm_source',
    shows: ['URI', 'scheme https · host news.acme.example · path /click', 'query (8 parameters) utm_source=deploy',
      'utm_campaign=june%20storms (june storms)', '… 2 more'],
  },
  {
    // On the password itself: its problem and the "Quick Fix…" row come first, then the URI's hover.
    name: 'password', file: 'config.json', at: DATABASE.replace(PASSWORD, `«${PASSWORD}»`),
    squiggles: { kind: 'warning', count: 1 },
    shows: ['password-in-userinfo', 'URI', 'scheme postgres · userinfo weather:•••• · host db.internal.example',
      'port 5432 (the default) · path /forecasts', 'Quick Fix'],
  },
  {
    name: 'relative', file: 'README.md', at: '[CHANGELOG](docs/CHANGE«L»OG.md)',
    // "Resolves to" once the link check knows docs/CHANGELOG.md is there, "Would resolve to" before it does.
    shows: ['Relative reference', 'path docs/CHANGELOG.md', 'esolve', 'to file://'],
  },
  {
    name: 'iri', file: 'README.md', at: 'https://wiki.acme.example/m«é»téo/accueil',
    squiggles: { kind: 'info', count: 1 },
    shows: ['IRI (RFC 3987)', 'path /météo/accueil', 'As a URI: https://wiki.acme.example/m%C3%A9t%C3%A9o/accueil'],
  },
  {
    name: 'template', file: 'settings.yaml', at: 'https://radar.acme.example/tiles/{«z»}/{x}/{y}.png',
    shows: ['URI Template (RFC 6570)', '{z} {x} {y} in the path'],
  },
];

describe('hover (UI)', () => {
  beforeEach(() => session().workbench.reset());

  for (const c of CASES) {
    it(`fits without scrolling: ${c.name}`, async () => {
      // The README's pictures are of a narrow editor, whose hovers are narrower too: they must fit there.
      const readme = c.name === 'password' || c.name === 'query';
      const narrowed: { restore?: Restore } = {};
      try {
        await hoverFits(c, readme ? async () => { narrowed.restore = await session().workbench.narrowEditor(); } : undefined, readme);
      } finally {
        await narrowed.restore?.();
      }
    });
  }
});

/** The test of one case: hovers it (after `narrow`, if given) and checks what the hover shows and that it fits. */
async function hoverFits(c: Case, narrow: (() => Promise<void>) | undefined, readme: boolean): Promise<void> {
  const { hover, box } = await hoverOn(c, narrow);
  // The quick-fix row says "Checking for quick fixes..." until the code actions are in. A string would match
  // that too (Playwright's hasText ignores case): a regular expression does not.
  const last = c.shows[c.shows.length - 1]!;
  await hover.filter({ hasText: new RegExp(last.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).waitFor();
  const text = await hover.innerText();
  let from = 0;
  for (const line of c.shows) {
    const at = text.indexOf(line, from);
    assert.ok(at >= 0, `${JSON.stringify(line)} not shown (in order) in:\n${text}`);
    from = at + line.length;
  }
  assert.ok(!text.includes(PASSWORD), 'the hover shows the password');
  const height = await assertFits(hover);
  console.log(`      (${c.name}: ${height} px)`);
  const clip = await session().workbench.editorRegion([hover, { ...box, height: box.height * 2 }]);
  await session().workbench.screenshot(`hover-${c.name}`, { clip, readme });
}

/** Opens the case's file, waits until its URI is checked, runs `beforeHover`, and hovers the character marked. */
async function hoverOn(c: Case, beforeHover?: () => Promise<void>): Promise<{ hover: Locator; box: Box }> {
  const { workbench, workspaceRoot } = session();
  await workbench.openFile(c.file);
  const spot: TextSpot = locate(path.join(workspaceRoot, c.file), c.at);
  // The URI is checked once its squiggle shows; a hover before could be empty.
  if (c.squiggles) await workbench.waitForSquigglesOn(spot.line, c.squiggles.kind, c.squiggles.count);
  else await workbench.waitForLanguageStatus('URIs checked');
  await beforeHover?.();
  const box = await workbench.characterBox(spot);
  await workbench.hover(box);
  // URI Lint's part of the hover opens with its title in bold.
  const hover = workbench.page.locator('.monaco-hover:not(.hidden)', { has: workbench.page.locator('strong') }).first();
  await hover.waitFor();
  return { hover, box };
}

/**
 * The hover is no taller than VS Code lets it grow, and all of it is in
 * sight: its scrolled content is no taller than its box, and a status bar
 * ("View Problem", "Quick Fix…") lies inside the box.
 */
async function assertFits(hover: Locator): Promise<number> {
  const box = await hover.boundingBox();
  assert.ok(box, 'the hover is not visible');
  assert.ok(box.height <= MAX_HOVER_HEIGHT, `the hover is ${box.height} px tall, more than ${MAX_HOVER_HEIGHT}`);
  const scrolled = await hover.evaluate((element: any) => {
    const content = element.querySelector('.monaco-hover-content');
    return content ? { scroll: content.scrollHeight as number, client: content.clientHeight as number } : undefined;
  });
  if (scrolled) assert.ok(scrolled.scroll <= scrolled.client + 1, `the hover scrolls: ${scrolled.scroll} px of content in ${scrolled.client} px`);
  const status = hover.locator('.hover-row.status-bar');
  if (await status.count() > 0) {
    const bar = await status.first().boundingBox();
    assert.ok(bar && bar.y + bar.height <= box.y + box.height + 1, 'the status bar of the hover is out of sight');
  }
  return box.height;
}
