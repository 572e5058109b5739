// `npm run test:electron`: the same in-host suite (host/index.ts) in desktop
// VS Code, downloaded by @vscode/test-electron, against the same installed
// .vsix and fixture workspace. Only for machines that can reach VS Code's
// download servers (and have a display, or run under xvfb-run); this
// project's machines cannot, so it fails fast and points to test:e2e.
//
//   npm run test:electron -- [--vsix FILE]
import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { downloadAndUnzipVSCode, resolveCliPathFromVSCodeExecutablePath, runTests } from '@vscode/test-electron';
import { codeServer } from './codeServer';
import { EXTENSION_ID, HOST_ENTRY, RESULTS_DIR } from './paths';
import { readResults } from './resultsFile';
import { display, locateVsix } from './vsix';
import { fixtureWorkspace } from './workspace';

const VSCODE_VERSION = codeServer.VSCODE_VERSION;
const DOWNLOAD_TIMEOUT_MS = 20_000;

async function main(argv: string[]): Promise<number> {
  const vsix = locateVsix(argv);
  const vscode = await download();
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'uri-lint-electron-'));
  const workspace = fixtureWorkspace();
  try {
    const extensionsDir = path.join(scratch, 'extensions');
    const extensionPath = install(vscode, vsix, extensionsDir);
    const resultsFile = path.join(RESULTS_DIR, 'electron.json');
    fs.mkdirSync(RESULTS_DIR, { recursive: true });
    console.log(`electron: ${display(vsix)} in VS Code ${VSCODE_VERSION}`);
    const code = await runTests({
      vscodeExecutablePath: vscode,
      extensionDevelopmentPath: extensionPath,
      extensionTestsPath: HOST_ENTRY,
      extensionTestsEnv: { URI_LINT_E2E_RESULTS: resultsFile, URI_LINT_E2E_EXTENSIONS_DIR: extensionsDir },
      launchArgs: [workspace.target, '--extensions-dir', extensionsDir, '--user-data-dir', path.join(scratch, 'user-data'),
        '--disable-workspace-trust', '--skip-welcome', '--skip-release-notes'],
    }).catch(() => 1);
    const results = readResults(resultsFile);
    if (results) console.log(`\nelectron: ${results.passed} passed, ${results.failed} failed`);
    return code;
  } finally {
    workspace.dispose();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

/** Downloads VS Code or says in one line why not, instead of retrying for minutes. */
async function download(): Promise<string> {
  const cachePath = path.join(process.env.URI_LINT_CACHE ?? path.join(process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'), 'uri-lint'), 'vscode-test');
  const attempt = downloadAndUnzipVSCode({ version: VSCODE_VERSION, cachePath, timeout: DOWNLOAD_TIMEOUT_MS });
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${2 * DOWNLOAD_TIMEOUT_MS / 1000} s`)), 2 * DOWNLOAD_TIMEOUT_MS);
  });
  try {
    return await Promise.race([attempt, deadline]);
  } catch (error) {
    throw new Error(`could not download VS Code ${VSCODE_VERSION} (${(error as Error).message}).\n` +
      'This machine cannot reach VS Code\'s download servers: run `npm run test:e2e` instead, which tests the same .vsix in code-server.');
  } finally {
    clearTimeout(timer);
  }
}

/** Installs the .vsix with VS Code's own CLI and returns the installed extension's folder. */
function install(vscode: string, vsix: string, extensionsDir: string): string {
  const cli = resolveCliPathFromVSCodeExecutablePath(vscode);
  execFileSync(cli, ['--extensions-dir', extensionsDir, '--install-extension', vsix, '--force'], { stdio: 'inherit' });
  const installed = fs.readdirSync(extensionsDir).find((name) => name.toLowerCase().startsWith(`${EXTENSION_ID}-`));
  if (!installed) throw new Error(`${vsix} did not install ${EXTENSION_ID}`);
  return path.join(extensionsDir, installed);
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(`electron: ${error.message}`);
    process.exit(1);
  });
