// `npm run test:e2e -- --only large`: the real-editor figures
// for the 3.2 MB Markdown file of bench/largeFile.ts (about 8,000 problems),
// not a pass/fail test, as the machine's load sets them. Two code-servers,
// one with the .vsix and one without, each in its own Chromium, the same
// file open in both. Measured: the time from Go to File to the text and to
// the first squiggle on screen; from Ctrl+End to the squiggles there; the
// latency of keystrokes (keydown to the frame after the line changed,
// measured in the page) typed by turns into both, median of many; and where
// the time went: the CPU of the language server and of each extension host
// (from /proc), and each renderer's task time (Chrome's Performance metrics).
//
// Both editors first open a small file (`warm.md`, one broken URI) and the
// one with the extension waits for its squiggle: the extensions are active
// and the language server runs before Go to File is timed, as when a user
// opens a large file in a window that was already open. Then the same text
// is opened again as plain text (`large.txt`): VS Code's own Markdown
// extension works on a Markdown file in the same extension host that
// carries the diagnostics to the editor, and the difference shows its share.
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../browser';
import { codeServer, type CodeServer } from '../codeServer';
import { Lifetime } from '../lifetime';
import { REPO_ROOT, RESULTS_DIR } from '../paths';
import type { SuiteResults } from '../results';
import { Workbench } from '../ui/workbench';
import { cpuMs, median, processes } from './processes';

const NAME = 'large.md';
const PLAIN = 'large.txt';
const WARM = 'warm.md';
const KEYSTROKES = Number(process.env.URI_LINT_LARGE_KEYSTROKES ?? 60);
/** Between two keystrokes, in ms: a typist's pace (about 6 characters a second into each editor). */
const PACE_MS = 80;
const EDITOR = '.part.editor .editor-group-container.active .monaco-editor';

interface LargeFile {
  largeMarkdown(bytes?: number): string;
}

/** Records, in the page, the latency of every keystroke: keydown to the frame after the editor's lines changed. */
const RECORDER = `(() => {
  window.__latencies = [];
  document.addEventListener('keydown', (event) => {
    const lines = document.querySelector(${JSON.stringify(`${EDITOR} .view-lines`)});
    if (!lines) return;
    const t0 = event.timeStamp;
    const observer = new MutationObserver(() => {
      observer.disconnect();
      requestAnimationFrame(() => window.__latencies.push(performance.now() - t0));
    });
    observer.observe(lines, { subtree: true, childList: true, characterData: true });
  }, true);
})()`;

/** One editor under measurement: its code-server, page and workbench. */
interface Side {
  name: string;
  server: CodeServer;
  page: Page;
  workbench: Workbench;
  /** Chrome's cumulative task time of the page's renderer, in ms. */
  taskMs(): Promise<number>;
}

async function side(lifetime: Lifetime, name: string, root: string, vsix: string | undefined): Promise<Side> {
  const workspace = path.join(root, name);
  fs.mkdirSync(workspace);
  for (const name of [NAME, PLAIN, WARM]) fs.copyFileSync(path.join(root, name), path.join(workspace, name));
  const server = lifetime.own(await codeServer.startCodeServer({ workspace, vsix }), (s) => s.stop());
  const { page } = lifetime.own(await launchBrowser(), (b) => b.close());
  // A measurement on a shared machine: waits as long as its load makes them, and says how long.
  page.setDefaultTimeout(180_000);
  page.setDefaultNavigationTimeout(180_000);
  const workbench = await Workbench.open(page, server.url);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const taskMs = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return (metrics.find((m) => m.name === 'TaskDuration')?.value ?? NaN) * 1000;
  };
  return { name, server, page, workbench, taskMs };
}

/** Opens the file with Go to File; resolves when the text, and (`squiggles`) the first squiggle, are on screen, with their times. */
async function open(s: Side, squiggles: boolean, name = NAME): Promise<{ textMs: number; squiggleMs: number }> {
  await s.workbench.command('Go to File');
  await s.page.keyboard.type(name);
  await s.page.locator(`.quick-input-list .monaco-list-row[aria-label^=${JSON.stringify(name)}]`).first().waitFor();
  const t0 = Date.now();
  await s.page.keyboard.press('Enter');
  await s.page.locator(`${EDITOR} .view-lines .view-line`).first().waitFor();
  const textMs = Date.now() - t0;
  if (!squiggles) return { textMs, squiggleMs: NaN };
  await s.page.locator(`${EDITOR} .view-overlays .squiggly-error`).first().waitFor();
  return { textMs, squiggleMs: Date.now() - t0 };
}

/** Types `count` characters by turns into `sides`, each at the end of the same line; the latencies each page recorded. */
async function typeByTurns(sides: Side[], count: number): Promise<number[][]> {
  for (const s of sides) await s.page.evaluate(RECORDER);
  for (let i = 0; i < count; i++) {
    const s = sides[i % sides.length]!;
    const n = Math.floor(i / sides.length) + 1;
    await s.page.keyboard.type('x');
    await s.page.waitForFunction(`window.__latencies.length >= ${n}`, undefined, { timeout: 30_000 });
    await s.page.waitForTimeout(PACE_MS);
  }
  return Promise.all(sides.map((s) => s.page.evaluate('window.__latencies') as Promise<number[]>));
}

function row(name: string, ...values: string[]): void {
  console.log(`${name.padEnd(54)} ${values.map((v) => v.padStart(16)).join(' ')}`);
}

export async function runLargeMeasurement(vsix: string): Promise<SuiteResults> {
  const lifetime = new Lifetime('large measurement');
  const started = Date.now();
  try {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'uri-lint-e2e-large-'));
    lifetime.own(root, (dir) => fs.rmSync(dir, { recursive: true, force: true }));
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the compiled bench module, found at run time
    const large: LargeFile = require(path.join(REPO_ROOT, 'out', 'bench', 'largeFile.js'));
    const text = large.largeMarkdown();
    fs.writeFileSync(path.join(root, NAME), text);
    fs.writeFileSync(path.join(root, PLAIN), text);
    fs.writeFileSync(path.join(root, WARM), 'See https://example.com/%zz for details.\n');
    const lines = text.split('\n').length;

    const withExtension = await side(lifetime, 'with', root, vsix);
    const without = await side(lifetime, 'without', root, undefined);
    // The extension's processes: the language server, whose --clientProcessId is its extension host.
    const serverProcess = processes().find((p) => p.args.includes(withExtension.server.extensionsDir) && p.args.includes('dist/server.js'));
    const hostOf = (pid: number | undefined) => processes().find((p) => p.pid === pid);

    // Both windows up, their extensions active, the language server running.
    await open(without, false, WARM);
    await open(withExtension, true, WARM);
    // The text as plain text first, while no Markdown file this size is open: what the extension itself takes.
    const asText = await open(withExtension, true, PLAIN);
    await withExtension.workbench.screenshot('large-text-opened');
    await withExtension.workbench.command('View: Close All Editors');
    // Opening: the file without the extension first, so that the disk cache is warm for both.
    const plain = await open(without, false);
    const cpu0 = { task: await withExtension.taskMs() };
    const opened = await open(withExtension, true);
    await withExtension.workbench.waitForLanguageStatus('(showing 1000)');
    const server = processes().find((p) => p.args.includes(withExtension.server.extensionsDir) && p.args.includes('dist/server.js')) ?? serverProcess;
    const hostPid = Number(/--clientProcessId=(\d+)/.exec(server?.args ?? '')?.[1]);
    const openCpu = { server: cpuMs(server?.pid), host: cpuMs(hostPid), task: (await withExtension.taskMs()) - cpu0.task };
    await withExtension.workbench.screenshot('large-opened');

    // To the end.
    const t0 = Date.now();
    await withExtension.page.keyboard.press('Control+End');
    await withExtension.page.locator(`${EDITOR} .view-overlays .squiggly-warning`).first().waitFor();
    const endMs = Date.now() - t0;
    await without.page.keyboard.press('Control+End');
    await withExtension.workbench.screenshot('large-end');

    // Typing into both, by turns, a few lines above the end (where squiggles are).
    for (const s of [withExtension, without]) {
      await s.workbench.goTo(lines - 20);
      await s.page.keyboard.press('End');
    }
    const before = { server: cpuMs(server?.pid), host: cpuMs(hostPid), hostWithout: NaN, taskWith: await withExtension.taskMs(), taskWithout: await without.taskMs() };
    const [latWith, latWithout] = await typeByTurns([withExtension, without], KEYSTROKES * 2);
    const typed = {
      server: cpuMs(server?.pid) - before.server, host: cpuMs(hostPid) - before.host,
      taskWith: (await withExtension.taskMs()) - before.taskWith, taskWithout: (await without.taskMs()) - before.taskWithout,
    };
    await withExtension.workbench.screenshot('large-typed');


    const [mWith, mWithout] = [median(latWith!), median(latWithout!)];
    console.log(`\nLarge file in VS Code ${codeServer.VSCODE_VERSION} (code-server): ${(text.length / 1e6).toFixed(1)} MB of Markdown, ${lines} lines; `
      + `load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores; ${host(hostOf(hostPid))}`);
    row('Go to File to the text on screen (without | with)', `${plain.textMs} ms`, `${opened.textMs} ms`);
    row('Go to File to the first squiggle on screen', '', `${opened.squiggleMs} ms`);
    row('  the same text as plain text, opened first (text | squiggle)', `${asText.textMs} ms`, `${asText.squiggleMs} ms`);
    row('  CPU until the status came: server | ext host | renderer', `${openCpu.server} ms`, `${openCpu.host} ms`, `${openCpu.task.toFixed(0)} ms`);
    row('Ctrl+End to the squiggles at the end', '', `${endMs} ms`);
    row(`keystroke to frame, median of ${latWith!.length} each (without | with)`, `${mWithout.toFixed(1)} ms`, `${mWith.toFixed(1)} ms`);
    row('  ratio with / without', `${(mWith / mWithout).toFixed(2)}`);
    row('  CPU while typing: server | ext host | renderer with | without', `${typed.server} ms`, `${typed.host} ms`, `${typed.taskWith.toFixed(0)} ms`, `${typed.taskWithout.toFixed(0)} ms`);
    const figures = { opened, plain, asText, openCpu, endMs, latWith, latWithout, typed, load: os.loadavg() };
    fs.mkdirSync(RESULTS_DIR, { recursive: true });
    fs.writeFileSync(path.join(RESULTS_DIR, 'large.json'), `${JSON.stringify(figures, null, 2)}\n`);
    return { suite: 'large', passed: 1, failed: 0, pending: 0, tests: [{ title: 'large file measured', state: 'passed', durationMs: Date.now() - started }] };
  } finally {
    await lifetime.close();
  }
}

function host(p: { pid: number; args: string } | undefined): string {
  return p ? `extension host pid ${p.pid}` : 'extension host not found';
}
