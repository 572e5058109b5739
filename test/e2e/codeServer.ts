// Types for scripts/code-server.js, which stays plain CommonJS so that
// `npm run vscode` needs no build.
import * as path from 'path';
import { REPO_ROOT } from './paths';

export interface InstalledExtension {
  id: string;
  version: string;
  /** The extension's folder inside the extensions folder. */
  path: string;
}

export interface StartOptions {
  /** A folder or a .code-workspace file. */
  workspace?: string;
  extensionsDir?: string;
  userDataDir?: string;
  vsix?: string;
  /** Defaults to a free port. */
  port?: number;
  /** User settings, on top of `files.autoSave: off`. */
  settings?: Record<string, unknown>;
  /** Variables for code-server and so for the extension host it starts. */
  env?: Record<string, string>;
  log?: (message: string) => void;
}

export interface CodeServer {
  /** Opens the workspace: `http://127.0.0.1:PORT/?folder=…` or `?workspace=…`. */
  url: string;
  port: number;
  origin: string;
  extension?: InstalledExtension;
  extensionsDir: string;
  userDataDir: string;
  logFile: string;
  stop(): Promise<void>;
}

interface CodeServerModule {
  VERSION: string;
  VSCODE_VERSION: string;
  ensureCodeServer(options?: { log?: (message: string) => void }): string;
  startCodeServer(options: StartOptions): Promise<CodeServer>;
  installVsix(vsix: string, extensionsDir: string): InstalledExtension;
  newestVsix(dir?: string): string | undefined;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS script of the repository, found at run time
export const codeServer: CodeServerModule = require(path.join(REPO_ROOT, 'scripts', 'code-server.js'));
