// The web suite: the whole extension, installed from the
// .vsix, in code-server's web worker extension host rather than its Node
// host, the way vscode.dev and github.dev run it. code-server prefers the
// Node host for an extension that has both `main` and `browser`; the
// workbench's `payload` puts the extension under development in the web
// host with ["extensionDevelopmentKind", "web"], but VS Code 1.100's
// browser workbench reads that entry under another name and never applies
// it (its environment service has `extensionDevelopmentLocationKind`, the
// running-location tracker asks for `extensionDevelopmentKind`), so the
// user setting `remote.extensionKind` says it. There the extension's
// folder is `vscode-remote:`, from which the host refuses `new Worker()`
// (client/src/browser.ts starts it from a blob: URL instead). The in-host
// tests (web/*.e2e.ts) are bundled for that host with esbuild into the
// installed extension's folder: the workbench runs `extensionTestsPath` in
// the host of the extension whose folder holds it (anywhere else under
// vscode-remote:, in the Node host). They report through the browser
// console, the only way out of a web worker host.
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { build } from 'esbuild';
import type { ConsoleMessage } from 'playwright-core';
import { launchBrowser } from './browser';
import { codeServer, type CodeServer } from './codeServer';
import { hostOutputLine } from './host/output';
import { Lifetime } from './lifetime';
import { EXTENSION_ID, REPO_ROOT } from './paths';
import { RESULTS_MARK } from './results';
import type { SuiteResults } from './results';
import { fixtureWorkspace } from './workspace';

const WEB_SUITE_TIMEOUT_MS = Number(process.env.URI_LINT_E2E_HOST_TIMEOUT_MS ?? 5 * 60_000);
/** The bundled in-host tests, in the installed extension's folder. */
const WEB_ENTRY = path.join('uri-lint-web-tests', 'index.js');

export async function runWebSuite(vsix: string): Promise<SuiteResults> {
  const lifetime = new Lifetime('web suite');
  try {
    return await run(vsix, lifetime);
  } finally {
    await lifetime.close();
  }
}

/** The in-host tests as one CommonJS file for the web worker host: `vscode` its only import. */
async function bundleTests(extensionPath: string): Promise<void> {
  await build({
    entryPoints: [path.join(REPO_ROOT, 'test/e2e/web/index.ts')],
    outfile: path.join(extensionPath, WEB_ENTRY),
    bundle: true,
    platform: 'browser',
    format: 'cjs',
    target: 'es2022',
    external: ['vscode'],
    logLevel: 'warning',
  });
}

/** Files for web/workspace.e2e.ts, in folder one of the suite's own copy of the fixture. */
const WEB_CONFIG: Record<string, string> = {
  '.urilintrc.json': `${JSON.stringify({ severity: { 'invalid-character': 'warning' } })}\n`,
  'guide.md': '# Guide\n',
  'page.md': 'Bad host: http://ex^ample.com/\n\n[ok](./guide.md)\n[missing](./missing.md)\n[case](./Guide.md)\n',
};

async function run(vsix: string, lifetime: Lifetime): Promise<SuiteResults> {
  const workspace = lifetime.own(fixtureWorkspace(), (w) => w.dispose());
  fs.mkdirSync(path.join(workspace.root, 'one', 'web-config'));
  for (const [name, text] of Object.entries(WEB_CONFIG)) fs.writeFileSync(path.join(workspace.root, 'one', 'web-config', name), text);
  const scratch = lifetime.own(fs.mkdtempSync(path.join(os.tmpdir(), 'uri-lint-e2e-web-')), (dir) => fs.rmSync(dir, { recursive: true, force: true }));
  const server = lifetime.own(await codeServer.startCodeServer({
    workspace: workspace.target, vsix, extensionsDir: path.join(scratch, 'extensions'),
    settings: { 'remote.extensionKind': { [EXTENSION_ID]: ['web'] } },
  }), (s) => s.stop());
  const installed = server.extension;
  if (!installed || installed.id !== EXTENSION_ID) throw new Error(`${vsix} installed ${installed?.id ?? 'nothing'}, not ${EXTENSION_ID}`);
  await bundleTests(installed.path);
  const { page } = lifetime.own(await launchBrowser(), (b) => b.close());
  let exited!: (code: number) => void;
  const exitCode = new Promise<number>((resolve) => { exited = resolve; });
  await page.exposeFunction('codeAutomationExit', (code: number) => exited(code));
  let results: SuiteResults | undefined;
  const errors: string[] = [];
  page.on('console', (message) => { results = forward(message, errors) ?? results; });
  // Not until "load": the workbench's page may load slower than the suite runs; the exit code is what is awaited.
  await page.goto(testUrl(server, installed.path), { waitUntil: 'commit' });
  const code = await within(exitCode, WEB_SUITE_TIMEOUT_MS, 'the web host suite did not finish');
  if (results && (code === 0 || results.failed > 0)) return results;
  const error = `the web extension host ended the tests with exit code ${code}.\nErrors the workbench logged:\n${errors.join('\n') || '(none)'}`;
  const partial = results ?? { suite: 'web', passed: 0, failed: 0, pending: 0, tests: [] };
  return { ...partial, failed: partial.failed + 1, tests: [...partial.tests, { title: 'web host suite', state: 'failed', error }] };
}

/** The workbench URL that runs the installed extension, under development, in the web worker extension host, with our tests. */
function testUrl(server: CodeServer, extensionPath: string): string {
  const remote = (file: string) => `vscode-remote://127.0.0.1:${server.port}${file}`;
  const payload = [
    ['extensionDevelopmentPath', remote(extensionPath)],
    ['extensionDevelopmentKind', 'web'],
    ['extensionTestsPath', remote(path.join(extensionPath, WEB_ENTRY))],
    ['skipWelcome', 'true'],
  ];
  return `${server.url}&payload=${encodeURIComponent(JSON.stringify(payload))}`;
}

// How the workbench logs an error, the extension host's included.
const LOGGED_ERROR = /^%c\s*ERR color: #\w+ /;

/** Prints mocha's marked report, keeps logged errors, and answers the results when this message carries them. */
function forward(message: ConsoleMessage, errors: string[]): SuiteResults | undefined {
  const text = message.text();
  const at = text.indexOf(RESULTS_MARK);
  if (at >= 0) return JSON.parse(text.slice(at + RESULTS_MARK.length)) as SuiteResults;
  const line = hostOutputLine(text);
  if (line !== undefined) console.log(line);
  else if (LOGGED_ERROR.test(text)) {
    errors.push(text.replace(LOGGED_ERROR, ''));
    console.error(`[vscode] ${errors.at(-1)}`);
  } else if (process.env.URI_LINT_E2E_CONSOLE === 'all') console.log(`[browser ${message.type()}] ${text}`);
  return undefined;
}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
