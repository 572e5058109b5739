// Runs Debian's Neovim headless with docs/editors.md's Neovim 0.7 configuration,
// taken from docs/editors.md at run time so that what users copy is what is tested,
// on a copy of a fixture, with the clone's uri-lint-server first on PATH (as
// `npm install -g ./server` would put it), and hands back what driver.lua saw.
import { spawn, spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { Lifetime } from '../lifetime';
import { REPO_ROOT } from '../paths';

/** The heading of docs/editors.md whose first ```lua block is the configuration under test. */
export const README_HEADING = '## Neovim 0.7 to 0.9';
const NEOVIM_DIR = path.join(REPO_ROOT, 'test', 'e2e', 'neovim');
export const NEOVIM_FIXTURES = path.join(NEOVIM_DIR, 'fixtures');
const DRIVER = path.join(NEOVIM_DIR, 'driver.lua');
/** How long driver.lua waits for any one event, in ms. */
const WAIT_MS = Number(process.env.URI_LINT_NVIM_TIMEOUT_MS ?? 20_000);
/** How long one Neovim run may take in all before it is killed. */
const RUN_LIMIT_MS = 4 * WAIT_MS;

export interface Position { line: number; character: number }
export interface Range { start: Position; end: Position }
export interface LspDiagnostic { range: Range; code?: string; severity?: number; message: string }
export interface Publish { uri: string; version?: number; diagnostics: LspDiagnostic[] }
/** A diagnostic as Neovim keeps it: 0-based lines and byte columns. */
export interface NvimDiagnostic { lnum: number; col: number; end_lnum: number; end_col: number; code?: string; severity: number }
export interface HoverObservation { position: Position; result: { contents: { kind: string; value: string } } | null }

/** What driver.lua writes. */
export interface Observations {
  error?: string;
  filetype: string;
  client: { name: string; offset_encoding: string };
  published: Publish;
  diagnostics: NvimDiagnostic[];
  hover_password: HoverObservation;
  hover_broken: HoverObservation;
  code_action: { offered: string[]; applied: boolean };
  published_after_fix: Publish;
  diagnostics_after_fix: NvimDiagnostic[];
}

export interface NeovimRun {
  observations: Observations;
  /** The fixture before the run, and the file as Neovim wrote it after the fix. */
  before: Buffer;
  after: Buffer;
}

/** The first ```lua block after `heading` in docs/editors.md. */
export function readmeLuaBlock(heading = README_HEADING): string {
  const readme = fs.readFileSync(path.join(REPO_ROOT, 'docs', 'editors.md'), 'utf8');
  const at = readme.split('\n').findIndex((line) => line.startsWith(heading));
  if (at < 0) throw new Error(`docs/editors.md has no heading starting with "${heading}"`);
  const rest = readme.split('\n').slice(at + 1);
  const open = rest.findIndex((line) => line.trim() === '```lua');
  const nextHeading = rest.findIndex((line) => /^#{1,3} /.test(line));
  if (open < 0 || (nextHeading >= 0 && nextHeading < open)) throw new Error(`docs/editors.md has no \`\`\`lua block under "${heading}"`);
  const close = rest.findIndex((line, i) => i > open && line.trim() === '```');
  if (close < 0) throw new Error(`the \`\`\`lua block under "${heading}" in docs/editors.md is not closed`);
  return `${rest.slice(open + 1, close).join('\n')}\n`;
}

/** `nvim --version`'s first line, or a clear error when Neovim is not installed. */
export function neovimVersion(): string {
  const probe = spawnSync('nvim', ['--version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    throw new Error(`nvim is not on PATH (${probe.error?.message ?? `exit ${probe.status}`}): the Neovim suite needs Debian's Neovim, \`apt-get install -y neovim\` (.ci/run installs it)`);
  }
  return probe.stdout.split('\n')[0]!;
}

/** Opens `fixture` in Neovim with the README configuration and runs driver.lua on it. */
export async function runNeovim(fixture: string): Promise<NeovimRun> {
  const server = path.join(REPO_ROOT, 'server', 'out', 'node', 'main.js');
  if (!fs.existsSync(server)) throw new Error(`${server} is missing: build the server first (npx tsc -b)`);
  const lifetime = new Lifetime('Neovim');
  try {
    const scratch = lifetime.own(fs.mkdtempSync(path.join(os.tmpdir(), 'uri-lint-e2e-nvim-')), (dir) => fs.rmSync(dir, { recursive: true, force: true }));
    const work = path.join(scratch, 'work');
    fs.mkdirSync(work);
    const file = path.join(work, fixture);
    const before = fs.readFileSync(path.join(NEOVIM_FIXTURES, fixture));
    fs.writeFileSync(file, before);
    const init = path.join(scratch, 'init.lua');
    fs.writeFileSync(init, readmeLuaBlock());
    const report = path.join(scratch, 'observations.json');
    const stderr = await runDriver(lifetime, { init, work, file, report, scratch });
    if (!fs.existsSync(report)) throw new Error(`Neovim wrote no observations.${stderr}`);
    const observations = JSON.parse(fs.readFileSync(report, 'utf8')) as Observations;
    if (observations.error) throw new Error(`driver.lua: ${observations.error}${stderr}`);
    return { observations, before, after: fs.readFileSync(file) };
  } finally {
    await lifetime.close();
  }
}

interface DriverFiles { init: string; work: string; file: string; report: string; scratch: string }

/** Runs Neovim to its exit; resolves with its stderr (for error messages), or rejects past the run limit. */
function runDriver(lifetime: Lifetime, files: DriverFiles): Promise<string> {
  // Nothing of the user's own Neovim set-up (config, plugins, shada) takes part.
  const xdg = (name: string) => path.join(files.scratch, name);
  const env = {
    ...process.env,
    PATH: `${path.join(REPO_ROOT, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
    XDG_CONFIG_HOME: xdg('config'), XDG_DATA_HOME: xdg('data'), XDG_STATE_HOME: xdg('state'), XDG_CACHE_HOME: xdg('cache'),
    URI_LINT_NVIM_FILE: files.file, URI_LINT_NVIM_OUT: files.report, URI_LINT_NVIM_TIMEOUT: String(WAIT_MS),
  };
  const args = ['--headless', '-n', '-i', 'NONE', '-u', files.init, '-c', `luafile ${DRIVER}`];
  const child = lifetime.own(spawn('nvim', args, { cwd: files.work, env, stdio: ['ignore', 'ignore', 'pipe'] }), (c) => {
    if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => { stderr += chunk.toString('utf8'); });
  return new Promise((resolve, reject) => {
    const limit = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`Neovim did not finish within ${RUN_LIMIT_MS} ms${tail(stderr)}`));
    }, RUN_LIMIT_MS);
    child.once('error', (error) => { clearTimeout(limit); reject(error); });
    child.once('exit', () => { clearTimeout(limit); resolve(tail(stderr)); });
  });
}

function tail(stderr: string): string {
  const text = stderr.trim();
  return text ? `\nNeovim's stderr:\n${text.slice(-4000)}` : '';
}
