#!/usr/bin/env node
// code-server (VS Code's workbench and extension host served to a browser) is
// the one real VS Code that installs offline here: @vscode/test-electron
// cannot download VS Code and Debian has none. This module finds or installs
// it in a cache outside the project's dependencies (a 300 MB test tool with
// native builds), starts it on a workspace with a .vsix installed, and stops
// it. Run as a script it is `npm run vscode`: the newest uri-lint-*.vsix on
// demo/, until Ctrl-C. How it was found: REAL-EDITORS.md in the workplace's
// shared/ folder, beside this repository.
'use strict';
const { execFileSync, spawn, spawnSync } = require('child_process');
const fs = require('fs');
const http = require('http');
const net = require('net');
const os = require('os');
const path = require('path');

// The newest code-server that runs on Node 20 (VS Code 1.100.3).
const VERSION = '4.100.3';
const VSCODE_VERSION = '1.100.3';
// What code-server needs to install and run; the real-editor tests also need Debian's chromium (test/e2e/browser.ts
// says so), `npm run vscode` does not: its user brings a browser.
const DEBIAN_PACKAGES = ['libkrb5-dev', 'pkg-config', 'ripgrep'];
// @vscode/ripgrep 1.15.11 (code-server's) downloads this archive unless it
// finds it in its cache folder under $TMPDIR; we give it Debian's rg instead.
const RIPGREP_CACHE = 'vscode-ripgrep-cache-1.15.11';
const RIPGREP_ARCHIVE = 'ripgrep-v13.0.0-10-x86_64-unknown-linux-musl.tar.gz';
const HEALTH_TIMEOUT_MS = 60_000;
const REPO_ROOT = path.resolve(__dirname, '..');

// The process groups and temporary folders of code-servers not yet stopped:
// however our process ends, it ends them too.
const running = new Set();
const scratch = new Set();
process.on('exit', () => {
  for (const pid of running) killGroup(pid, 'SIGKILL');
  for (const dir of scratch) removeScratch(dir);
});

function removeScratch(dir) {
  scratch.delete(dir);
  if (!process.env.URI_LINT_KEEP_TMP) fs.rmSync(dir, { recursive: true, force: true });
}

function cacheRoot() {
  const xdgCache = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  return process.env.URI_LINT_CACHE || path.join(xdgCache, 'uri-lint');
}

function installDir() {
  return path.join(cacheRoot(), `code-server-${VERSION}`);
}

function codeServerEntry(dir = installDir()) {
  return path.join(dir, 'node_modules', 'code-server', 'out', 'node', 'entry.js');
}

/** Fails with the apt-get line when a Debian package code-server needs is absent. */
function checkDebianPackages() {
  const probe = spawnSync('dpkg-query', ['--version'], { stdio: 'ignore' });
  if (probe.error) {
    console.warn(`code-server: not a Debian system; make sure these are installed: ${DEBIAN_PACKAGES.join(' ')}`);
    return;
  }
  const missing = DEBIAN_PACKAGES.filter((name) => {
    const r = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' });
    return r.status !== 0 || !/ installed$/.test(r.stdout);
  });
  if (missing.length === 0) return;
  const error = new Error(
    `code-server needs the Debian package(s) ${missing.join(', ')}, which are not installed. Install them with:\n` +
    `  apt-get update && apt-get install -y ${DEBIAN_PACKAGES.join(' ')}`);
  error.code = 'MISSING_DEBIAN_PACKAGES';
  throw error;
}

/** Returns the path of code-server's entry script, installing it first if the cache has none. */
function ensureCodeServer({ log = console.error } = {}) {
  checkDebianPackages();
  const dir = installDir();
  if (fs.existsSync(path.join(dir, '.complete'))) return codeServerEntry(dir);
  log(`code-server ${VERSION}: installing into ${dir} (about a minute, once)…`);
  const started = Date.now();
  // Built beside the target and renamed at the end, so an interrupted
  // install never passes for a complete one.
  const partial = `${dir}.partial-${process.pid}`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial, { recursive: true });
  try {
    npmInstall(partial);
    fs.writeFileSync(path.join(partial, '.complete'), `${new Date().toISOString()}\n`);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.renameSync(partial, dir);
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw error;
  }
  log(`code-server ${VERSION}: installed in ${Math.round((Date.now() - started) / 1000)} s`);
  return codeServerEntry(dir);
}

function npmInstall(dir) {
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ private: true, description: 'code-server for URI Lint tests' }));
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'uri-lint-rg-'));
  try {
    seedRipgrepCache(tmp);
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', `code-server@${VERSION}`],
      { cwd: dir, env: installEnv(tmp), stdio: ['ignore', 'inherit', 'inherit'] });
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

function installEnv(tmp) {
  const env = { ...process.env, TMPDIR: tmp };
  // Under `npm run`, these describe the project (npm_config_local_prefix is
  // its root): the install must not land in the project's node_modules.
  for (const name of Object.keys(env)) {
    if (/^npm_(package_|lifecycle_|command$|config_local_prefix$|config_call$)/i.test(name)) delete env[name];
  }
  // node-gyp builds the native modules against the headers of the Node that
  // runs us; it cannot download them here.
  const prefix = path.resolve(path.dirname(process.execPath), '..');
  if (!env.npm_config_nodedir && fs.existsSync(path.join(prefix, 'include', 'node', 'node.h'))) env.npm_config_nodedir = prefix;
  // As root, postinstall refuses to run without unsafe_perm; node-pty runs
  // `npx node-gyp`, refused without yes; npm 11 skips install scripts
  // without dangerously_allow_all_scripts.
  return { ...env, npm_config_unsafe_perm: 'true', npm_config_yes: 'true', npm_config_dangerously_allow_all_scripts: 'true' };
}

function seedRipgrepCache(tmp) {
  const rg = spawnSync('sh', ['-c', 'command -v rg'], { encoding: 'utf8' }).stdout.trim();
  if (!rg) throw new Error('ripgrep (rg) is not on PATH: apt-get install -y ripgrep');
  const stage = fs.mkdtempSync(path.join(tmp, 'stage-'));
  fs.copyFileSync(rg, path.join(stage, 'rg'));
  fs.chmodSync(path.join(stage, 'rg'), 0o755);
  const cache = path.join(tmp, RIPGREP_CACHE);
  fs.mkdirSync(cache);
  execFileSync('tar', ['-czf', path.join(cache, RIPGREP_ARCHIVE), '-C', stage, 'rg']);
}

/** A temporary home for one run, so nothing lands in the user's own folders. */
function xdgEnv(root) {
  const env = { ...process.env };
  for (const name of ['CONFIG', 'DATA', 'CACHE', 'STATE']) {
    env[`XDG_${name}_HOME`] = path.join(root, name.toLowerCase());
    fs.mkdirSync(env[`XDG_${name}_HOME`], { recursive: true });
  }
  return env;
}

/**
 * Installs a .vsix into extensionsDir and returns the installed extension:
 * `{ id, version, path }`, read from the manifest code-server writes there.
 */
function installVsix(vsix, extensionsDir, env = process.env) {
  const entry = ensureCodeServer();
  fs.mkdirSync(extensionsDir, { recursive: true });
  execFileSync(process.execPath, [entry, '--install-extension', path.resolve(vsix), '--extensions-dir', extensionsDir, '--force'],
    { env, stdio: ['ignore', 'pipe', 'inherit'] });
  // The one just installed is the newest entry.
  return installedExtensions(extensionsDir).sort((a, b) => b.installed - a.installed)[0];
}

/** What extensions.json in an extensions folder lists. */
function installedExtensions(extensionsDir) {
  const manifest = path.join(extensionsDir, 'extensions.json');
  if (!fs.existsSync(manifest)) return [];
  return JSON.parse(fs.readFileSync(manifest, 'utf8')).map((e) => ({
    id: e.identifier.id,
    version: e.version,
    path: path.join(extensionsDir, e.relativeLocation),
    installed: (e.metadata && e.metadata.installedTimestamp) || 0,
  }));
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function writeUserSettings(userDataDir, settings) {
  const dir = path.join(userDataDir, 'User');
  fs.mkdirSync(dir, { recursive: true });
  const all = {
    // The web build autosaves: a quick fix under test would reach the disk.
    'files.autoSave': 'off',
    'workbench.startupEditor': 'none',
    'workbench.tips.enabled': false,
    'telemetry.telemetryLevel': 'off',
    'extensions.autoUpdate': false,
    'extensions.autoCheckUpdates': false,
    // demo/ and the fixtures sit inside this repository: no prompt to open it.
    'git.openRepositoryInParentFolders': 'never',
    ...settings,
  };
  fs.writeFileSync(path.join(dir, 'settings.json'), `${JSON.stringify(all, null, 2)}\n`);
}

/**
 * Starts code-server on `workspace` (a folder or a .code-workspace file) with
 * fresh user-data and extension folders under a temporary folder (so no run
 * restores another's unsaved edits), `vsix` installed if given, `env` added
 * to the environment of code-server and its extension hosts, on `port` or a
 * free one. Resolves once
 * /healthz answers, with `{ url, port, stop() }`; `url` opens the workspace.
 */
async function startCodeServer({ workspace, extensionsDir, userDataDir, vsix, port, settings = {}, env: extraEnv = {}, log = console.error } = {}) {
  const entry = ensureCodeServer({ log });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'uri-lint-code-server-'));
  scratch.add(tmp);
  // The extension host inherits this environment: extraEnv reaches the tests.
  // TMPDIR too: VS Code leaves its IPC and git sockets there.
  const env = { ...xdgEnv(path.join(tmp, 'xdg')), TMPDIR: path.join(tmp, 'tmp'), ...extraEnv };
  fs.mkdirSync(env.TMPDIR);
  userDataDir = userDataDir || path.join(tmp, 'user-data');
  extensionsDir = extensionsDir || path.join(tmp, 'extensions');
  writeUserSettings(userDataDir, settings);
  const extension = vsix ? installVsix(vsix, extensionsDir, env) : undefined;
  port = port || await freePort();
  const logFile = path.join(tmp, 'code-server.log');
  const child = spawnServer(entry, { port, userDataDir, extensionsDir, workspace, env, logFile });
  running.add(child.pid);
  const stop = stopper(child, tmp);
  try {
    await waitForHealth(port, child, logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  const url = `http://127.0.0.1:${port}/${workspaceQuery(workspace)}`;
  return { url, port, origin: `http://127.0.0.1:${port}`, extension, extensionsDir, userDataDir, logFile, tmp, stop };
}

function workspaceQuery(workspace) {
  if (!workspace) return '';
  const abs = path.resolve(workspace);
  return abs.endsWith('.code-workspace') ? `?workspace=${encodeURIComponent(abs)}` : `?folder=${encodeURIComponent(abs)}`;
}

function spawnServer(entry, { port, userDataDir, extensionsDir, workspace, env, logFile }) {
  const args = [entry, '--bind-addr', `127.0.0.1:${port}`, '--auth', 'none',
    '--disable-telemetry', '--disable-update-check', '--disable-workspace-trust', '--disable-getting-started-override',
    '--user-data-dir', userDataDir, '--extensions-dir', extensionsDir];
  if (workspace) args.push(path.resolve(workspace));
  const out = fs.openSync(logFile, 'a');
  // detached = setsid(): code-server forks its extension hosts and file
  // watchers; killing the whole group on stop leaves none behind.
  const child = spawn(process.execPath, args, { env, detached: true, stdio: ['ignore', out, out] });
  fs.closeSync(out);
  return child;
}

function killGroup(pid, signal) {
  try { process.kill(-pid, signal); } catch { /* already gone */ }
}

/** stop(): SIGTERM to the group, SIGKILL if it lingers, then removes the temporary folder. */
function stopper(child, tmp) {
  let stopping;
  return () => {
    stopping = stopping || new Promise((resolve) => {
      const exited = child.exitCode !== null || child.signalCode !== null;
      const done = () => {
        clearTimeout(timer);
        killGroup(child.pid, 'SIGKILL'); // forked helpers that ignored SIGTERM
        running.delete(child.pid);
        removeScratch(tmp);
        resolve();
      };
      const timer = setTimeout(done, 5_000);
      if (exited) return done();
      child.once('exit', done);
      killGroup(child.pid, 'SIGTERM');
    });
    return stopping;
  };
}

/** Resolves when /healthz answers 200; rejects if code-server exits or the time runs out. */
function waitForHealth(port, child, logFile) {
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + HEALTH_TIMEOUT_MS;
    let timer;
    const fail = (why) => {
      clearTimeout(timer);
      child.removeListener('exit', onExit);
      reject(new Error(`code-server ${why}; its log (${logFile}):\n${tail(logFile)}`));
    };
    const onExit = (code, signal) => fail(`exited (${signal || code}) before answering /healthz`);
    child.once('exit', onExit);
    const probe = () => {
      const req = http.get({ host: '127.0.0.1', port, path: '/healthz', timeout: 2_000 }, (res) => {
        res.resume();
        if (res.statusCode === 200) {
          child.removeListener('exit', onExit);
          return resolve();
        }
        retry();
      });
      req.on('error', retry);
      req.on('timeout', () => req.destroy());
    };
    // A poll of the condition itself, not a guess at how long start-up takes.
    const retry = () => {
      if (Date.now() > deadline) return fail(`did not answer /healthz within ${HEALTH_TIMEOUT_MS / 1000} s`);
      timer = setTimeout(probe, 100);
    };
    probe();
  });
}

function tail(file, lines = 40) {
  try { return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n'); } catch { return '(no log)'; }
}

/** The newest uri-lint-*.vsix at the repository root. */
function newestVsix(dir = REPO_ROOT) {
  const found = fs.readdirSync(dir)
    .filter((name) => /^uri-lint-.*\.vsix$/.test(name))
    .map((name) => ({ file: path.join(dir, name), mtime: fs.statSync(path.join(dir, name)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime);
  return found.length ? found[0].file : undefined;
}

function argValue(argv, name) {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
}

/** `npm run vscode [-- --vsix PATH] [--port N]`: the extension on demo/, until Ctrl-C. */
async function main(argv) {
  const vsix = argValue(argv, '--vsix') || newestVsix();
  if (!vsix) throw new Error('no uri-lint-*.vsix at the repository root: run `npm run package` first, or pass --vsix PATH');
  console.log(`Installing ${path.resolve(vsix)}`);
  const port = Number(argValue(argv, '--port')) || undefined;
  const server = await startCodeServer({ workspace: path.join(REPO_ROOT, 'demo'), vsix, port });
  console.log(`\nURI Lint ${server.extension ? server.extension.version : ''} in VS Code ${VSCODE_VERSION} (code-server ${VERSION}) on demo/:`);
  console.log(`\n  ${server.url}\n`);
  console.log('Open it in a browser on this machine (it listens on 127.0.0.1 only). From another machine, forward the');
  console.log(`port first: ssh -L ${server.port}:127.0.0.1:${server.port} <this machine>, then open the same address there.`);
  console.log('Ctrl-C stops the server.');
  const stop = async () => { await server.stop(); process.exit(0); };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}

module.exports = { VERSION, VSCODE_VERSION, ensureCodeServer, startCodeServer, installVsix, installedExtensions, newestVsix, checkDebianPackages, installDir };
