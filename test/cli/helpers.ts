/**
 * The command line as its users run it: the built `server/bin/uri-lint.js`
 * spawned with Node, on trees copied or written into a temporary folder
 * (so that `--fix` never touches the fixtures, and files git would
 * normalize, CRLF and BOM, are made byte for byte).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RunReport } from '@uri-lint/server/cli';

export const ROOT = path.resolve(__dirname, '../../..');
export const BIN = path.join(ROOT, 'server/bin/uri-lint.js');
export const FIXTURES = path.join(ROOT, 'test/fixtures/cli');

/** What one run printed and returned. */
export interface CliRun {
  status: number;
  stdout: string;
  stderr: string;
}

/** How a run is started beyond its arguments. */
export interface RunOptions {
  /** Variables set (a value) or removed (undefined) on top of this process's environment. */
  env?: Record<string, string | undefined>;
  /** The umask the command starts with (through `sh -c 'umask …; exec …'`). */
  umask?: number;
  /** Run as a user without privileges: as root, the user nobody (`setpriv`); otherwise this user, who has none. */
  unprivileged?: boolean;
  /** Node's `--require`: a module loaded before the command (to act at a precise moment of a run). */
  preload?: string;
}

/** The user and group `unprivileged` runs take when this process is root. */
export const NOBODY = 65534;

/** Whether the tests run as root (CI containers), where `unprivileged` runs change user. */
export const IS_ROOT = process.getuid?.() === 0;

/** Runs `uri-lint args…` in `cwd`, with `input` on stdin; never a terminal, so the output is plain. */
export function runCli(args: readonly string[], cwd: string, input?: string | Buffer, options: RunOptions = {}): CliRun {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.FORCE_COLOR;
  for (const [key, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  let command = [process.execPath, ...(options.preload ? ['--require', options.preload] : []), BIN, ...args];
  if (options.unprivileged && IS_ROOT) command = ['setpriv', `--reuid=${NOBODY}`, `--regid=${NOBODY}`, '--clear-groups', '--', ...command];
  if (options.umask !== undefined) command = ['sh', '-c', `umask ${options.umask.toString(8)} && exec "$@"`, 'sh', ...command];
  const result = spawnSync(command[0]!, command.slice(1), { cwd, input: Buffer.from(input ?? ''), env, encoding: 'buffer', timeout: 60_000 });
  if (result.error) throw result.error;
  if (result.signal) throw new Error(`uri-lint ended by ${result.signal}: ${result.stderr.toString('utf8')}`);
  return { status: result.status ?? -1, stdout: result.stdout.toString('utf8'), stderr: result.stderr.toString('utf8') };
}

/**
 * Hands `dir` (and everything in it) to the user `unprivileged` runs take,
 * so that it can read and write there as the owner; nothing to do when the
 * tests do not run as root.
 */
export function handToUnprivileged(dir: string): void {
  if (!IS_ROOT) return;
  const walk = (p: string): void => {
    fs.lchownSync(p, NOBODY, NOBODY);
    if (fs.lstatSync(p).isDirectory()) for (const name of fs.readdirSync(p)) walk(path.join(p, name));
  };
  walk(dir);
}

/** Runs with `--format json` and returns the parsed report. */
export function runJson(args: readonly string[], cwd: string, input?: string | Buffer, options: RunOptions = {}): CliRun & { report: RunReport } {
  const run = runCli(['--format', 'json', ...args], cwd, input, options);
  return { ...run, report: JSON.parse(run.stdout) as RunReport };
}

const made: string[] = [];

/** A new temporary folder with `files` (path → text or bytes) written into it, and the fixture tree `copy` if named. */
export function tempTree(files: Record<string, string | Buffer> = {}, copy?: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uri-lint-cli-'));
  made.push(dir);
  if (copy) fs.cpSync(path.join(FIXTURES, copy), dir, { recursive: true });
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

/** Removes every folder `tempTree` made. */
export function removeTempTrees(): void {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

/** `path:line:col code` of every problem of a report, in report order (the shape the tables of the tests use). */
export function problemList(report: RunReport): string[] {
  return report.files.flatMap((f) => f.problems.map((p) => `${f.path}:${p.line}:${p.column} ${p.severity} ${p.code}`));
}

/** 1-based line and column of the first `needle` in `text` (the expectation worked out from the fixture itself). */
export function positionOf(text: string, needle: string): string {
  const at = text.indexOf(needle);
  if (at < 0) throw new Error(`${needle} is not in the text`);
  const before = text.slice(0, at).split('\n');
  return `${before.length}:${before[before.length - 1]!.length + 1}`;
}

/** The fixture file `name` of the project tree. */
export function fixture(name: string): string {
  return fs.readFileSync(path.join(FIXTURES, 'project', name), 'utf8');
}
