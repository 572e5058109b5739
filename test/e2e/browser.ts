// Debian's Chromium driven by playwright-core: Playwright's own browser
// builds cannot be downloaded here. The flags keep a headless run quiet and
// off the network; --no-sandbox because CI runs as root.
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

const CHROMIUM = process.env.URI_LINT_CHROMIUM ?? '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

export interface Browser {
  page: Page;
  context: BrowserContext;
  close(): Promise<void>;
}

export interface BrowserOptions {
  /**
   * Device pixels per CSS pixel: 2 draws the page as a high-density screen
   * does, so that a screenshot stays crisp when shown at half its pixel width.
   */
  deviceScaleFactor?: number;
}

export async function launchBrowser({ deviceScaleFactor = 1 }: BrowserOptions = {}): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} not found: apt-get install -y chromium (or set URI_LINT_CHROMIUM)`);
  // A fresh profile each time: no cached workbench state from another run.
  // Chromium's own temporary files go beside it, and go with it.
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'uri-lint-chromium-'));
  const tmp = path.join(scratch, 'tmp');
  fs.mkdirSync(tmp);
  const context = await launch(path.join(scratch, 'profile'), tmp, deviceScaleFactor).catch((error: Error) => {
    fs.rmSync(scratch, { recursive: true, force: true });
    throw error;
  });
  const page = context.pages()[0] ?? await context.newPage();
  const close = async () => {
    await context.close().catch(() => undefined);
    fs.rmSync(scratch, { recursive: true, force: true });
  };
  return { page, context, close };
}

function launch(profile: string, tmp: string, deviceScaleFactor: number): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    env: { ...process.env, TMPDIR: tmp },
    headless: true,
    args: ARGS,
    viewport: { width: 1400, height: 900 },
    deviceScaleFactor,
    // run.ts closes the browser on a signal, with everything else it started.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
}
