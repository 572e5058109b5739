// Test workspaces are copies in a temporary folder: a test that edits or
// saves a file never touches the repository, and every run starts clean.
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { DEMO, FIXTURES } from './paths';

export interface Workspace {
  /** What code-server opens: a folder or a .code-workspace file. */
  target: string;
  root: string;
  dispose(): void;
}

/**
 * The fixture as a multi-root workspace, one folder per subfolder of
 * fixtures/workspace, so that a per-folder setting can be tested.
 */
export function fixtureWorkspace(): Workspace {
  const root = copyToTemp(path.join(FIXTURES, 'workspace'));
  const folders = fs.readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({ path: entry.name }))
    .sort((a, b) => a.path.localeCompare(b.path));
  const target = path.join(root, 'fixture.code-workspace');
  const settings = { 'files.autoSave': 'off' };
  fs.writeFileSync(target, `${JSON.stringify({ folders, settings }, null, 2)}\n`);
  return { target, root, dispose: () => remove(path.dirname(root)) };
}

/** A copy of demo/, as `npm run vscode` shows it. */
export function demoWorkspace(): Workspace {
  // Under its own name, so the explorer and the screenshots say "demo".
  const root = copyToTemp(DEMO, 'demo');
  return { target: root, root, dispose: () => remove(path.dirname(root)) };
}

function copyToTemp(source: string, name = 'workspace'): string {
  const root = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'uri-lint-e2e-ws-')), name);
  fs.cpSync(source, root, { recursive: true });
  return root;
}

function remove(dir: string): void {
  if (!process.env.URI_LINT_KEEP_TMP) fs.rmSync(dir, { recursive: true, force: true });
}
