/**
 * The npm packages of packages/ as a user gets them: built once per test run
 * (scripts/build-packages.js), packed by npm into a temporary folder outside
 * the repository, with an environment for npm that reaches no registry
 * (`--offline`, an empty cache of its own: the packages have no dependency
 * to fetch) and none of the settings `npm test` passes down to its scripts.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../../..');

export interface Packed {
  /** The temporary folder: the tarballs, npm's cache, the projects of the tests. */
  dir: string;
  cli: string;
  core: string;
  /** The environment to run npm, npx and the installed commands in. */
  env: NodeJS.ProcessEnv;
}

let packed: Packed | undefined;

/** Builds and packs both packages, once; removed when the test process exits. */
export function packPackages(): Packed {
  if (packed) return packed;
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-packages.js')], { cwd: ROOT, stdio: 'pipe' });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uri-lint-packages-'));
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  const env = npmEnv(dir);
  const out = npm(['pack', './packages/cli', './packages/core', '--ignore-scripts', '--json', '--pack-destination', dir], ROOT, env);
  const [cli, core] = (JSON.parse(out) as { filename: string }[]).map((p) => path.join(dir, p.filename));
  packed = { dir, cli: cli!, core: core!, env };
  return packed;
}

/** This process's environment without what npm and Node would take from the repository (npm_*, NODE_PATH), offline. */
function npmEnv(dir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) if (!/^npm_/i.test(key) && key !== 'NODE_PATH' && key !== 'NODE_OPTIONS') env[key] = value;
  return {
    ...env,
    npm_config_cache: path.join(dir, 'npm-cache'),
    npm_config_offline: 'true',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
    npm_config_loglevel: 'error',
  };
}

/** Runs npm; throws with its output when it fails. */
export function npm(args: readonly string[], cwd: string, env: NodeJS.ProcessEnv): string {
  const result = spawnSync('npm', args, { cwd, env, encoding: 'utf8', timeout: 120_000 });
  if (result.status !== 0) throw new Error(`npm ${args.join(' ')} failed (${result.status ?? result.signal}):\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** A new empty project in the packages' folder with both tarballs installed as a user installs them (`npm install --save-dev <tarball>`). */
export function installedProject(name: string): { project: string; packed: Packed } {
  const p = packPackages();
  const project = path.join(p.dir, name);
  fs.mkdirSync(project);
  fs.writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name, private: true }));
  npm(['install', '--save-dev', p.cli, p.core], project, p.env);
  return { project, packed: p };
}
