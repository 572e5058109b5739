// The large-file suite of `npm run test:e2e` (alone: `--only large`): a
// 3.2 MB Markdown file of a real project's documentation (bench/largeFile.ts,
// `realMarkdown`; the generated one of `largeMarkdown` when the corpus is not
// on the machine) opened in real VS Codes (code-server + Chromium), each in
// its own code-server and Chromium:
//   with    the extension, VS Code's Markdown extension on (as users have it)
//   off     the extension, VS Code's Markdown extension off
//   without no extension, VS Code's Markdown extension on
// Each round opens the file in all three at a line in its middle (Go to File
// `large.md:LINE`), times the text and the first squiggle in view from Enter,
// and types into `with` and `without` by turns while the file is first
// checked, the order alternating round by round; the latency of each
// keystroke (keydown to the frame after the line changed) is measured in the
// page. Figures: per round, and the medians over rounds of the squiggles'
// times after the text and of the ratios of `with` to `without` latencies
// (median, p90, max). The server's own timeline of each first check (its
// log line: settings, view, problems in view, scan, all) is read from the
// output channel's log, so the time to the squiggle splits into the
// extension host and renderer before the server has the file, the server,
// and after it published. Written to e2e-results/large.json. It fails when a
// round shows no squiggle in view or loses a keystroke; the targets (2 s with
// VS Code's Markdown extension, 1 s without, typing within 10%) are reported,
// not asserted: this shared machine's load sets the figures.
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../browser';
import { codeServer, type CodeServer } from '../codeServer';
import { Lifetime } from '../lifetime';
import { REPO_ROOT, RESULTS_DIR } from '../paths';
import type { SuiteResults, TestResult } from '../results';
import { Workbench } from '../ui/workbench';
import { cpuMs, median, processes } from './processes';

const NAME = 'large.md';
const WARM = 'warm.md';
const ROUNDS = Number(process.env.URI_LINT_LARGE_ROUNDS ?? 3);
/** Keystrokes into each editor a round. */
const KEYSTROKES = Number(process.env.URI_LINT_LARGE_KEYSTROKES ?? 12);
/** Between two keystrokes, in ms: a typist's pace (about 6 characters a second into each editor). */
const PACE_MS = 80;
const EDITOR = '.part.editor .editor-group-container.active .monaco-editor';
/** Any squiggle: the editor renders the overlays of the lines in view only. */
const SQUIGGLE = `${EDITOR} .view-overlays [class*="squiggly-"]`;
/**
 * VS Code's Markdown extension kept off the file: code-server refuses `--disable-extension`, so the file is
 * associated with plain text, which the Markdown extension does not read and URI Lint reads as Markdown by its name.
 */
const MARKDOWN_OFF = { 'files.associations': { '*.md': 'plaintext' } };
const TARGET_WITH_MS = 2000;
const TARGET_OFF_MS = 1000;

interface LargeFile {
  largeMarkdown(bytes?: number): string;
  realMarkdown(bytes?: number): string | undefined;
}

/** Records, in the page, the latency of every keystroke: keydown to the frame after the editor's lines changed. */
const RECORDER = `(() => {
  window.__latencies = [];
  if (window.__recording) return;
  window.__recording = true;
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

/** One editor under measurement. */
interface Side {
  name: string;
  server: CodeServer;
  page: Page;
  workbench: Workbench;
}

async function side(lifetime: Lifetime, name: string, root: string, vsix: string | undefined, settings: Record<string, unknown> = {}): Promise<Side> {
  const workspace = path.join(root, name);
  fs.mkdirSync(workspace);
  for (const file of [NAME, WARM]) fs.copyFileSync(path.join(root, file), path.join(workspace, file));
  const server = lifetime.own(await codeServer.startCodeServer({ workspace, vsix, settings }), (s) => s.stop());
  const { page } = lifetime.own(await launchBrowser(), (b) => b.close());
  // A measurement on a shared machine: waits as long as its load makes them.
  page.setDefaultTimeout(120_000);
  page.setDefaultNavigationTimeout(180_000);
  const workbench = await Workbench.open(page, server.url);
  return { name, server, page, workbench };
}

/** Opens `name` at `line` (1-based) with Go to File; resolves when its text is on screen, with the time from Enter and Enter's wall-clock time. */
async function openAt(s: Side, name: string, line: number): Promise<{ enter: number; textMs: number }> {
  await s.workbench.command('Go to File');
  await s.page.keyboard.type(name);
  const row = s.page.locator(`.quick-input-list .monaco-list-row[aria-label^=${JSON.stringify(name)}]`).first();
  await row.waitFor();
  // Then the line: Go to File opens the file there.
  if (line > 1) {
    await s.page.keyboard.type(`:${line}`);
    await row.waitFor();
  }
  const enter = Date.now();
  await s.page.keyboard.press('Enter');
  await s.page.locator(`${EDITOR} .view-lines .view-line`).first().waitFor();
  return { enter, textMs: Date.now() - enter };
}

/** The time from `enter` to the first squiggle on screen, or NaN when none came within a minute. */
async function squiggleAfter(s: Side, enter: number): Promise<number> {
  try {
    await s.page.locator(SQUIGGLE).first().waitFor({ timeout: 60_000 });
    return Date.now() - enter;
  } catch {
    return NaN;
  }
}

/** Types `count` characters into each of `sides` by turns, at the end of the line the cursor is on; the latencies each page recorded. */
async function typeByTurns(sides: Side[], count: number): Promise<number[][]> {
  for (const s of sides) {
    await s.page.keyboard.press('End');
    await s.page.evaluate(RECORDER);
  }
  for (let i = 0; i < count * sides.length; i++) {
    const s = sides[i % sides.length]!;
    const n = Math.floor(i / sides.length) + 1;
    await s.page.keyboard.type('x');
    await s.page.waitForFunction(`window.__latencies.length >= ${n}`, undefined, { timeout: 30_000 });
    await s.page.waitForTimeout(PACE_MS);
  }
  // The last `count` of each: a key pressed before (End) may be drawn after the recording began.
  return Promise.all(sides.map(async (s) => ((await s.page.evaluate('window.__latencies')) as number[]).slice(-count)));
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

interface Latency { median: number; p90: number; max: number }
const latency = (values: number[]): Latency => ({ median: median(values), p90: quantile(values, 0.9), max: Math.max(...values) });

/** A wall-clock time of the day logged as `22:41:03.120 UTC`, in ms since the epoch (today's). */
function clockOf(match: RegExpExecArray | null): number {
  if (!match) return NaN;
  const day = new Date();
  day.setUTCHours(Number(match[1]), Number(match[2]), 0, 0);
  return day.getTime() + Number(match[3]) * 1000;
}

const CLOCK = String.raw`(\d\d):(\d\d):(\d\d\.\d+) UTC`;

/**
 * Each first check of `name`, in the order they came: the server's log line (its steps, in ms after it had the file:
 * validation.ts, firstCheck.ts), with the times the extension host had the file and its first diagnostics
 * (client/src/largeOpen.ts).
 */
function firstChecks(s: Side): Array<Record<string, number>> {
  const logs = path.join(s.server.userDataDir, 'logs');
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }) : []) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/URI Lint/.test(entry.name)) files.push(full);
    }
  };
  walk(logs);
  const all = files.flatMap((file) => fs.readFileSync(file, 'utf8').split('\n')).filter((l) => l.includes(NAME));
  const times = (words: string) => all.map((l) => clockOf(new RegExp(`${words} at ${CLOCK}`).exec(l))).filter((t) => Number.isFinite(t));
  const hostOpened = times(String.raw`MB\) reached the extension host`);
  const hostDiagnostics = times('its first diagnostics reached the extension host');
  const lines = all.filter((l) => l.includes('first checked'));
  return lines.map((line, i) => {
    const steps: Record<string, number> = { hostOpened: hostOpened[i] ?? NaN, hostDiagnostics: hostDiagnostics[i] ?? NaN };
    steps.opened = clockOf(new RegExp(`opened at ${CLOCK}`).exec(line));
    for (const [, words, ms] of line.matchAll(/(settings|view known|problems in view \(\d+\) published|with their links' targets \(\d+\)|scanned|all \(\d+\) published) after (\d+) ms/g)) {
      steps[words!.replace(/ \(\d+\)/, '').replace(/\W+/g, '-')] = Number(ms);
    }
    return steps;
  });
}

/**
 * Without the precision corpus, the benchmark data's generated file; without that either (a clean clone elsewhere),
 * 3.2 MB of sections with a link to a missing page every few lines, so the suite still measures something real.
 */
function generatedMarkdown(large: LargeFile): string {
  try {
    return large.largeMarkdown();
  } catch {
    const lines: string[] = [];
    for (let i = 0; lines.length < 50_000; i++) {
      lines.push(`## Section ${i}`, '', `Read [the guide](./guide-${i}.md) and the [reference](https://example.com/ref/${i}) first.`, '',
        '```sh', `curl https://example.com/api/${i}`, '```', '', `A paragraph of prose for section ${i}, long enough to read as one.`, '');
    }
    return `${lines.join('\n')}\n`;
  }
}

/**
 * Each round's split of the time from Enter to the squiggle, from the server's timeline of its first check of
 * the file (matched to the round by order): until the server had the file, the server's steps, and after.
 */
function breakdown(checks: Array<Record<string, number>>, opens: Array<{ enter: number; squiggleMs: number }>): Array<Record<string, number>> {
  return opens.map(({ enter, squiggleMs }, i) => {
    const { hostOpened = NaN, hostDiagnostics = NaN, opened = NaN, ...steps } = checks[i] ?? {};
    const published = steps['problems-in-view-published'] ?? NaN;
    return {
      // The renderer and the extension host until the document's text reached the language client.
      toExtensionHost: hostOpened - enter,
      // The didOpen on its way to the server, behind whatever else the extension host does.
      toServer: opened - hostOpened,
      beforeServer: opened - enter,
      ...steps,
      // The server's first publication on its way back through the extension host.
      backToExtensionHost: hostDiagnostics - opened - published,
      // The extension host and the renderer until a squiggle is drawn (the first publication may have had none in view).
      toScreen: squiggleMs - (hostDiagnostics - enter),
      afterServer: squiggleMs - (opened - enter) - published,
    };
  });
}

function medians(rows: Array<Record<string, number>>): Record<string, number> {
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))].filter((k) => k !== 'opened');
  return Object.fromEntries(keys.map((k) => [k, median(rows.map((r) => r[k]).filter((v): v is number => Number.isFinite(v)))]));
}

/** A line in the middle third of `lines` with a link to another page of the docs: its problems show in view. */
function middleLine(lines: string[]): number {
  for (let i = Math.floor(lines.length / 2); i < lines.length; i++) if (/\]\((?!https?:|#)[^)\s]+\.md\b/.test(lines[i]!)) return i + 1;
  return Math.floor(lines.length / 2);
}

interface Round {
  order: string;
  off: { enter: number; textMs: number; squiggleMs: number };
  with: { enter: number; textMs: number; squiggleMs: number };
  without: { textMs: number };
  latencyWith: Latency;
  latencyWithout: Latency;
  cpu: { server: number; host: number };
}

export async function runLargeMeasurement(vsix: string): Promise<SuiteResults> {
  const lifetime = new Lifetime('large-file measurement');
  const started = Date.now();
  const tests: TestResult[] = [];
  try {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'uri-lint-e2e-large-'));
    lifetime.own(root, (dir) => fs.rmSync(dir, { recursive: true, force: true }));
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the compiled bench module, found at run time
    const large: LargeFile = require(path.join(REPO_ROOT, 'out', 'bench', 'largeFile.js'));
    const real = large.realMarkdown();
    const text = real ?? generatedMarkdown(large);
    fs.writeFileSync(path.join(root, NAME), text);
    fs.writeFileSync(path.join(root, WARM), 'See https://example.com/%zz for details.\n');
    const lines = text.split('\n');
    const line = middleLine(lines);

    const sides = await Promise.all([
      side(lifetime, 'with', root, vsix),
      side(lifetime, 'off', root, vsix, MARKDOWN_OFF),
      side(lifetime, 'without', root, undefined),
    ]);
    const [withExt, off, without] = sides as [Side, Side, Side];
    // Every window up, its extensions active and the language server running, as when a user opens a large file in
    // a window already open.
    for (const s of sides) {
      await openAt(s, WARM, 1);
      if (s !== without) await s.page.locator(SQUIGGLE).first().waitFor();
      await s.workbench.reset();
    }
    const serverOf = () => processes().find((p) => p.args.includes(withExt.server.extensionsDir) && p.args.includes('dist/server.js'));
    const hostPid = Number(/--clientProcessId=(\d+)/.exec(serverOf()?.args ?? '')?.[1]);

    const rounds: Round[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const offOpened = await openAt(off, NAME, line);
      const offSquiggle = await squiggleAfter(off, offOpened.enter);
      // With and without by turns, the one opened first alternating round by round.
      const pair = r % 2 === 0 ? [withExt, without] : [without, withExt];
      const cpu0 = { server: cpuMs(serverOf()?.pid), host: cpuMs(hostPid) };
      const opened = new Map<Side, { enter: number; textMs: number }>();
      for (const s of pair) opened.set(s, await openAt(s, NAME, line));
      const squiggle = squiggleAfter(withExt, opened.get(withExt)!.enter);
      const [latWith, latWithout] = (await typeByTurns(pair, KEYSTROKES)) as [number[], number[]];
      const [lw, lo] = pair[0] === withExt ? [latWith, latWithout] : [latWithout, latWith];
      const squiggleMs = await squiggle;
      rounds.push({
        order: pair.map((s) => s.name).join(' then '),
        off: { ...offOpened, squiggleMs: offSquiggle },
        with: { ...opened.get(withExt)!, squiggleMs },
        without: { textMs: opened.get(without)!.textMs },
        latencyWith: latency(lw), latencyWithout: latency(lo),
        cpu: { server: cpuMs(serverOf()?.pid) - cpu0.server, host: cpuMs(hostPid) - cpu0.host },
      });
      tests.push({ title: `round ${r + 1}: a squiggle in view with the extension, with VS Code's Markdown extension on and off`, ...verdict(Number.isFinite(squiggleMs) && Number.isFinite(offSquiggle), `no squiggle in view within a minute (on: ${squiggleMs}, off: ${offSquiggle})`) });
      tests.push({ title: `round ${r + 1}: every keystroke drawn, with and without the extension`, ...verdict(lw.length === KEYSTROKES && lo.length === KEYSTROKES, `keystrokes drawn: ${lw.length} and ${lo.length} of ${KEYSTROKES}`) });
      if (r === 0) await withExt.workbench.screenshot('large-opened');
      for (const s of sides) await s.workbench.reset();
    }

    const checksWith = breakdown(firstChecks(withExt), rounds.map((r) => r.with));
    const checksOff = breakdown(firstChecks(off), rounds.map((r) => r.off));
    const med = (f: (r: Round) => number) => median(rounds.map(f));
    const summary = {
      date: new Date().toISOString(), machine: `${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)} at the end`,
      file: { name: real ? 'React Native website docs (realMarkdown)' : 'generated (largeMarkdown)', bytes: Buffer.byteLength(text), lines: lines.length, line },
      squiggleAfterTextWith: med((r) => r.with.squiggleMs - r.with.textMs),
      squiggleAfterTextOff: med((r) => r.off.squiggleMs - r.off.textMs),
      textWith: med((r) => r.with.textMs), textWithout: med((r) => r.without.textMs), textOff: med((r) => r.off.textMs),
      // Where the time to the squiggle went (medians): before the server had the file (the renderer and the
      // extension host: the text sent to it, the didOpen), the server (settings asked, the lines in view judged),
      // and after it published them (the extension host and the renderer).
      breakdownWith: medians(checksWith), breakdownOff: medians(checksOff),
      latencyRatio: {
        median: med((r) => r.latencyWith.median / r.latencyWithout.median),
        p90: med((r) => r.latencyWith.p90 / r.latencyWithout.p90),
        max: med((r) => r.latencyWith.max / r.latencyWithout.max),
      },
      maxLatencyWith: Math.max(...rounds.map((r) => r.latencyWith.max)), maxLatencyWithout: Math.max(...rounds.map((r) => r.latencyWithout.max)),
      targets: { withMs: TARGET_WITH_MS, offMs: TARGET_OFF_MS },
    };
    const figures = { summary, rounds, server: { with: checksWith, off: checksOff }, enters: rounds.length };
    fs.mkdirSync(RESULTS_DIR, { recursive: true });
    fs.writeFileSync(path.join(RESULTS_DIR, 'large.json'), `${JSON.stringify(figures, null, 2)}\n`);
    print(summary, rounds, checksWith, checksOff);
    return { suite: 'large', passed: tests.filter((t) => t.state === 'passed').length, failed: tests.filter((t) => t.state === 'failed').length, pending: 0, tests: tests.map((t) => ({ ...t, durationMs: Date.now() - started })) };
  } finally {
    await lifetime.close();
  }
}

function verdict(ok: boolean, why: string): Pick<TestResult, 'state' | 'error'> {
  return ok ? { state: 'passed' } : { state: 'failed', error: why };
}

function print(summary: Record<string, unknown> & { squiggleAfterTextWith: number; squiggleAfterTextOff: number; latencyRatio: Latency },
  rounds: Round[], checksWith: Array<Record<string, number>>, checksOff: Array<Record<string, number>>): void {
  const ms = (n: number) => (Number.isFinite(n) ? `${Math.round(n)} ms` : 'none');
  console.log(`\nLarge file in VS Code ${codeServer.VSCODE_VERSION} (code-server): ${JSON.stringify(summary.file)}; ${String(summary.machine)}`);
  rounds.forEach((r, i) => {
    console.log(`  round ${i + 1} (${r.order}): text ${ms(r.with.textMs)} | ${ms(r.without.textMs)} | off ${ms(r.off.textMs)}; squiggle in view ${ms(r.with.squiggleMs)} | off ${ms(r.off.squiggleMs)}; `
      + `keystroke median ${r.latencyWith.median.toFixed(0)} | ${r.latencyWithout.median.toFixed(0)} ms, p90 ${r.latencyWith.p90.toFixed(0)} | ${r.latencyWithout.p90.toFixed(0)}, max ${r.latencyWith.max.toFixed(0)} | ${r.latencyWithout.max.toFixed(0)}; `
      + `CPU server ${r.cpu.server} ms, extension host ${r.cpu.host} ms`);
  });
  for (const [name, checks] of [['with', checksWith], ['off', checksOff]] as const) {
    for (const c of checks) console.log(`  timeline (${name}): ${Object.entries(c).filter(([k]) => k !== 'opened').map(([k, v]) => `${k} ${Math.round(v)} ms`).join(', ')}`);
  }
  const met = (value: number, target: number) => `${ms(value)} (target ${target} ms: ${value <= target ? 'met' : 'not met'})`;
  console.log(`  first squiggle in view after the text, median: with VS Code's Markdown extension ${met(summary.squiggleAfterTextWith, TARGET_WITH_MS)}, `
    + `without it ${met(summary.squiggleAfterTextOff, TARGET_OFF_MS)}`);
  const r = summary.latencyRatio;
  console.log(`  typing during the first check, with / without the extension (medians of the rounds' ratios): median ${r.median.toFixed(2)}, p90 ${r.p90.toFixed(2)}, max ${r.max.toFixed(2)}`);
}
