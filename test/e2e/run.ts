// `npm run test:e2e`: the extension as users get it (the packaged .vsix,
// installed into code-server 4.100.3 = VS Code 1.100.3) tested in a real
// VS Code, first from inside the extension host (hostSuite.ts), then from
// inside the web worker extension host as vscode.dev runs it (webSuite.ts),
// then through the UI in Chromium (uiSuite.ts); then the protocol suites on
// the server's browser bundle in a Web Worker of Chromium (workerSuite.ts);
// then the server in Debian's
// Neovim with the README's configuration (neovim/suite.ts, no code-server or
// .vsix). Exits non-zero on any failure and stops every process it started,
// whatever happens.
//
//   npm run test:e2e -- [--vsix FILE] [--only host|web|ui|worker|nvim|large] [--grep TEXT]
//
// `large` opens a 3.2 MB Markdown file in three code-servers (the extension
// with VS Code's Markdown extension on and off, and no extension) and
// measures the first squiggle in view and typing (large/measure.ts).
//
// Without --vsix (or $URI_LINT_VSIX) it runs `npm run package` when
// package.json has that script, then takes the newest uri-lint-*.vsix.
import * as fs from 'fs';
import * as path from 'path';
import { codeServer } from './codeServer';
import { runHostSuite } from './hostSuite';
import { runLargeMeasurement } from './large/measure';
import { closeAll } from './lifetime';
import { runNeovimSuite } from './neovim/suite';
import { RESULTS_DIR } from './paths';
import type { SuiteResults } from './results';
import { runUiSuite } from './uiSuite';
import { argValue, display, locateVsix } from './vsix';
import { runWebSuite } from './webSuite';
import { runWorkerSuite } from './workerSuite';

const TIME_LIMIT_MS = Number(process.env.URI_LINT_E2E_TIME_LIMIT_MS ?? 10 * 60_000);
const SUITES: Record<string, (vsix: string) => Promise<SuiteResults>> = {
  host: runHostSuite, web: runWebSuite, ui: runUiSuite, worker: runWorkerSuite, nvim: runNeovimSuite, large: runLargeMeasurement,
};
/** The suites that test the .vsix in code-server; the others need neither. */
const VSIX_SUITES = new Set(['host', 'web', 'ui', 'large']);
/** Measurements, run only when named. */
const NAMED_ONLY = new Set<string>();

async function main(argv: string[]): Promise<number> {
  const only = argValue(argv, '--only');
  if (only && !(only in SUITES)) throw new Error(`--only ${only}: no such suite (${Object.keys(SUITES).join(', ')})`);
  let vsix = '';
  if (!only || VSIX_SUITES.has(only)) {
    codeServer.ensureCodeServer();
    vsix = locateVsix(argv);
    console.log(`e2e: ${display(vsix)} in VS Code ${codeServer.VSCODE_VERSION} (code-server ${codeServer.VERSION})`);
  }
  const grep = argValue(argv, '--grep');
  if (grep) process.env.URI_LINT_E2E_GREP = grep;
  const results: SuiteResults[] = [];
  for (const [name, runSuite] of Object.entries(SUITES)) {
    if (only ? only !== name : NAMED_ONLY.has(name)) continue;
    console.log(`\ne2e: ${name} suite`);
    results.push(await runSuite(vsix).catch((error: Error) => crashed(name, error)));
  }
  return report(results);
}

/** An infrastructure failure (code-server or Chromium would not start) fails the suite. */
function crashed(suite: string, error: Error): SuiteResults {
  console.error(`e2e: the ${suite} suite could not run: ${error.stack ?? error.message}`);
  return { suite, passed: 0, failed: 1, pending: 0, tests: [{ title: `${suite} suite`, state: 'failed', error: error.message }] };
}

function report(results: SuiteResults[]): number {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  fs.writeFileSync(path.join(RESULTS_DIR, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  const sum = (key: 'passed' | 'failed' | 'pending') => results.reduce((n, r) => n + r[key], 0);
  for (const r of results) for (const t of r.tests.filter((t) => t.state === 'failed')) console.log(`\nFAILED ${r.suite}: ${t.title}\n${t.error ?? ''}`);
  // The plain closing line CI reads.
  console.log(`\ne2e: ${sum('passed')} passed, ${sum('failed')} failed, ${sum('pending')} skipped`);
  return sum('failed') === 0 && sum('passed') > 0 ? 0 : 1;
}

let finishing = false;

/** The one way out: the first caller (the end, the time limit or a signal) wins. */
async function finish(code: number, why?: string): Promise<void> {
  if (finishing) return;
  finishing = true;
  if (why) console.error(`e2e: ${why}`);
  await closeAll();
  process.exit(code);
}

const limit = setTimeout(() => void finish(1, `stopped: over the time limit of ${TIME_LIMIT_MS / 1000} s`), TIME_LIMIT_MS);
process.once('SIGINT', () => void finish(130, 'interrupted'));
process.once('SIGTERM', () => void finish(143, 'terminated'));
main(process.argv.slice(2))
  .then((code) => { clearTimeout(limit); return finish(code); })
  .catch((error: Error) => finish(1, describe(error)));

/** A plain Error is the harness saying what is missing; anything else is a bug, with its stack. */
function describe(error: Error): string {
  return error.constructor === Error ? error.message : error.stack ?? error.message;
}
