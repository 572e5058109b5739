// Part 5: the in-host suite (host/index.ts) runs inside the real extension
// host of code-server, against the extension installed from the .vsix.
// code-server refuses --extensionDevelopmentPath, so the workbench gets it
// in its `payload` query parameter, and reports the suite's exit code to
// the page's `codeAutomationExit`.
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import type { ConsoleMessage } from 'playwright-core';
import { launchBrowser } from './browser';
import { codeServer, type CodeServer } from './codeServer';
import { hostOutputLine } from './host/output';
import { Lifetime } from './lifetime';
import { EXTENSION_ID, HOST_ENTRY, RESULTS_DIR } from './paths';
import type { SuiteResults } from './results';
import { readResults } from './resultsFile';
import { fixtureWorkspace } from './workspace';

const HOST_SUITE_TIMEOUT_MS = Number(process.env.URI_LINT_E2E_HOST_TIMEOUT_MS ?? 5 * 60_000);

export async function runHostSuite(vsix: string): Promise<SuiteResults> {
  const lifetime = new Lifetime('host suite');
  try {
    return await run(vsix, lifetime);
  } finally {
    await lifetime.close();
  }
}

async function run(vsix: string, lifetime: Lifetime): Promise<SuiteResults> {
  const workspace = lifetime.own(fixtureWorkspace(), (w) => w.dispose());
  const scratch = lifetime.own(fs.mkdtempSync(path.join(os.tmpdir(), 'uri-lint-e2e-host-')), removeDir);
  const extensionsDir = path.join(scratch, 'extensions');
  const resultsFile = path.join(RESULTS_DIR, 'host.json');
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  fs.rmSync(resultsFile, { force: true });
  const server = lifetime.own(await codeServer.startCodeServer({
    workspace: workspace.target, vsix, extensionsDir,
    env: { URI_LINT_E2E_RESULTS: resultsFile, URI_LINT_E2E_EXTENSIONS_DIR: extensionsDir, URI_LINT_E2E_MARK_OUTPUT: '1' },
  }), (s) => s.stop());
  const installed = server.extension;
  if (!installed || installed.id !== EXTENSION_ID) throw new Error(`${vsix} installed ${installed?.id ?? 'nothing'}, not ${EXTENSION_ID}`);
  const { page } = lifetime.own(await launchBrowser(), (b) => b.close());
  let exited!: (code: number) => void;
  const exitCode = new Promise<number>((resolve) => { exited = resolve; });
  await page.exposeFunction('codeAutomationExit', (code: number) => exited(code));
  const errors: string[] = [];
  page.on('console', (message) => forwardHostOutput(message, errors));
  // Not until "load", which a loaded machine can take longer than goto's 30 s to reach: the exit code is what is awaited.
  await page.goto(testUrl(server, installed.path), { waitUntil: 'commit' });
  const code = await within(exitCode, HOST_SUITE_TIMEOUT_MS, 'the in-host suite did not finish');
  const results = readResults(resultsFile);
  // A run() that threw outside any test fails the suite even with no failed test.
  return results && (code === 0 || results.failed > 0) ? results : lostResults(code, errors, server, results);
}

/** The workbench URL that makes the installed extension the one under development, with our tests. */
function testUrl(server: CodeServer, extensionPath: string): string {
  const remote = (file: string) => `vscode-remote://127.0.0.1:${server.port}${file}`;
  const payload = [
    ['extensionDevelopmentPath', remote(extensionPath)],
    ['extensionTestsPath', remote(HOST_ENTRY)],
    ['skipWelcome', 'true'],
  ];
  return `${server.url}&payload=${encodeURIComponent(JSON.stringify(payload))}`;
}

// How the workbench logs an error, the extension host's included.
const LOGGED_ERROR = /^%c\s*ERR color: #\w+ /;

/**
 * Mocha's report to stdout, errors the workbench logs (an extension that
 * fails to activate, a suite that fails to load) to stderr, and everything
 * else too with URI_LINT_E2E_CONSOLE=all.
 */
function forwardHostOutput(message: ConsoleMessage, errors: string[]): void {
  const text = message.text();
  const line = hostOutputLine(text);
  if (line !== undefined) console.log(line);
  else if (LOGGED_ERROR.test(text)) {
    errors.push(text.replace(LOGGED_ERROR, ''));
    console.error(`[vscode] ${errors.at(-1)}`);
  } else if (process.env.URI_LINT_E2E_CONSOLE === 'all') console.log(`[browser ${message.type()}] ${text}`);
}

/** A suite that crashed or never loaded: the exit code and code-server's log say why. */
function lostResults(code: number, errors: string[], server: CodeServer, partial?: SuiteResults): SuiteResults {
  const log = fs.existsSync(server.logFile) ? fs.readFileSync(server.logFile, 'utf8').split('\n').slice(-20).join('\n') : '';
  const error = `the extension host ended the tests with exit code ${code}.\n` +
    `Errors the workbench logged:\n${errors.join('\n') || '(none)'}\ncode-server's log ends:\n${log}`;
  const results = partial ?? { suite: 'host', passed: 0, failed: 0, pending: 0, tests: [] };
  return { ...results, failed: results.failed + 1, tests: [...results.tests, { title: 'in-host suite', state: 'failed', error }] };
}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function removeDir(dir: string): void {
  if (!process.env.URI_LINT_KEEP_TMP) fs.rmSync(dir, { recursive: true, force: true });
}
