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

/** Runs `uri-lint args…` in `cwd`, with `input` on stdin; never a terminal, so the output is plain. */
export function runCli(args: readonly string[], cwd: string, input?: string | Buffer): CliRun {
  const env = { ...process.env };
  delete env.FORCE_COLOR;
  const result = spawnSync(process.execPath, [BIN, ...args], { cwd, input: Buffer.from(input ?? ''), env, encoding: 'buffer', timeout: 60_000 });
  if (result.error) throw result.error;
  return { status: result.status ?? -1, stdout: result.stdout.toString('utf8'), stderr: result.stderr.toString('utf8') };
}

/** Runs with `--format json` and returns the parsed report. */
export function runJson(args: readonly string[], cwd: string, input?: string | Buffer): CliRun & { report: RunReport } {
  const run = runCli(['--format', 'json', ...args], cwd, input);
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
