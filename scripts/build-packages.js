#!/usr/bin/env node
// Builds the two npm packages of packages/ from the TypeScript sources, so
// that `npm pack` in either folder gives a tarball that installs anywhere,
// with no access to this repository and no runtime dependency:
//   packages/cli    `uri-lint`: the command line (out/cli/index.js, with the
//                   worker threads' entry beside it, out/cli/worker.js) and
//                   the language server (out/server.js); every package they
//                   use (vscode-languageserver, markdown-it, re2js…) bundled in;
//                   its declarations (index.d.ts) made from the sources'
//                   (server/src/cli/api.ts, through tsc's declarations,
//                   bundled into one file by dts-bundle-generator).
//   packages/core   `@uri-lint/core`: the RFC 3986 engine (shared/src), as an
//                   ES module (out/index.mjs) and CommonJS (out/index.cjs),
//                   with tsc's declarations of shared/ (out/types/).
// The command line's layout keeps the relative paths its code relies on: a
// worker is started from `worker.js` beside the code that starts it, and the
// version is read from `../../package.json`, the package's own.
//
//   node scripts/build-packages.js              both, minified
//   node scripts/build-packages.js cli|core     one
'use strict';
const esbuild = require('esbuild');
const { execFileSync } = require('child_process');
const fs = require('fs');
const path = require('path');

const ROOT = path.resolve(__dirname, '..');
const PACKAGES = path.join(ROOT, 'packages');

const COMMON = {
  absWorkingDir: ROOT,
  bundle: true,
  minify: true,
  // Names stay readable in a stack trace a user pastes into a bug report.
  keepNames: true,
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
  alias: {
    '@uri-lint/shared': './shared/src',
    '@uri-lint/server': './server/src',
    // jsonc-parser's main entry is UMD, whose requires esbuild cannot follow: bundle its ES module build.
    'jsonc-parser': './node_modules/jsonc-parser/lib/esm/main.js',
  },
};

/**
 * The packages the sources `require()` only when a text needs them (the YAML parser where the scan gives up, the
 * Markdown and HTML parsers for anchors, IDNA's tables for a host that is not ASCII, the regular expressions of glob
 * patterns): inlined into a chunk, each would still be compiled at every start, about half of the command line's
 * code. A name here that no source requires makes no file. Each is bundled into a file of its own beside the chunks (`lazy-<name>.cjs`, in
 * out/ and in out/cli/, where the server's entry and the chunks are), which the `require()` loads the first time.
 */
const LAZY = ['htmlparser2', 'markdown-it', 're2js', 'tr46', 'yaml'];

/** Resolves a `require()` of a `LAZY` package to its file of its own, noting where the sources required it from. */
function lazyRequires(from) {
  return {
    name: 'lazy-requires',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^(?:${LAZY.join('|')})$`) }, (args) => {
        // A static import (none now) would bundle the package as usual.
        if (args.kind !== 'require-call') return undefined;
        from.set(args.path, args.resolveDir);
        return { path: `./lazy-${args.path}.cjs`, external: true };
      });
    },
  };
}

/** `uri-lint`: the command line and the language server, for the Node of `engines`. */
async function buildCli() {
  const out = path.join(PACKAGES, 'cli', 'out');
  fs.rmSync(out, { recursive: true, force: true });
  const requiredFrom = new Map();
  const result = await esbuild.build({
    ...COMMON,
    plugins: [lazyRequires(requiredFrom)],
    entryPoints: {
      'cli/index': 'server/src/cli/api.ts',
      'cli/worker': 'server/src/cli/worker.ts',
      server: 'server/src/node/main.ts',
    },
    outdir: out,
    platform: 'node',
    // ES modules split into chunks: a command loads only the code it runs (`--version` none of the checks), as the
    // sources' `await import(…)` asks. The package is `"type": "module"`.
    format: 'esm',
    splitting: true,
    chunkNames: 'cli/[name]-[hash]',
    target: 'node20',
    // What the bundled CommonJS packages and the sources expect of a CommonJS module: `require` (of Node's
    // built-ins) and `__dirname`; every chunk is in out/cli/, beside worker.js, but for the server's entry.
    banner: { js: [
      "import { createRequire as __createRequire } from 'node:module';",
      "import { dirname as __pathDirname } from 'node:path';",
      "import { fileURLToPath as __fileURLToPath } from 'node:url';",
      'const require = __createRequire(import.meta.url);',
      'const __dirname = __pathDirname(__fileURLToPath(import.meta.url));',
    ].join('\n') },
  });
  const lazy = await Promise.all([...requiredFrom].map(([name, resolveDir]) => esbuild.build({
    ...COMMON,
    alias: undefined,
    stdin: { contents: `module.exports = require(${JSON.stringify(name)});`, resolveDir, loader: 'js' },
    outfile: path.join(out, 'cli', `lazy-${name}.cjs`),
    platform: 'node',
    format: 'cjs',
    target: 'node20',
  })));
  for (const name of requiredFrom.keys()) fs.copyFileSync(path.join(out, 'cli', `lazy-${name}.cjs`), path.join(out, `lazy-${name}.cjs`));
  writeCliDeclarations();
  copyLicense('cli');
  return Object.assign({}, result.metafile.outputs, ...lazy.map((r) => r.metafile.outputs));
}

/** What the package's index.d.ts says first; the rest is the sources' own declarations. */
const CLI_DECLARATIONS_HEADER = `/**
 * The programmatic API of \`uri-lint\`: run the command line as the \`uri-lint\`
 * command does, and merge the JSON reports of shards. The JSON report
 * (\`uri-lint --format json\`) is the data every format prints; its types are
 * below. Made from the sources' declarations (server/src/cli/api.ts) by
 * scripts/build-packages.js: not to be edited.
 */
`;

/**
 * packages/cli/index.d.ts: the declarations tsc writes for the package's
 * entry (server/src/cli/api.ts; incremental, nothing to do when they are
 * current), with every type they use from other modules inlined, so the
 * package declares its API alone, as its sources do.
 */
function writeCliDeclarations() {
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-b', 'server'], { cwd: ROOT, stdio: 'inherit' });
  const { generateDtsBundle } = require('dts-bundle-generator');
  const [bundle] = generateDtsBundle(
    [{ filePath: path.join(ROOT, 'server/out/cli/api.d.ts'), output: { noBanner: true, exportReferencedTypes: false } }],
    { preferredConfigPath: path.join(ROOT, 'server/tsconfig.json') },
  );
  fs.writeFileSync(path.join(PACKAGES, 'cli', 'index.d.ts'), CLI_DECLARATIONS_HEADER + bundle);
}

/** `@uri-lint/core`: the engine in both module systems, and its declarations. */
async function buildCore() {
  const out = path.join(PACKAGES, 'core', 'out');
  fs.rmSync(out, { recursive: true, force: true });
  const engine = { ...COMMON, entryPoints: ['shared/src/index.ts'], platform: 'neutral', target: 'es2022', keepNames: false };
  const results = await Promise.all([
    esbuild.build({ ...engine, outfile: path.join(out, 'index.mjs'), format: 'esm' }),
    esbuild.build({ ...engine, outfile: path.join(out, 'index.cjs'), format: 'cjs' }),
  ]);
  // The declarations tsc writes for shared/ (incremental: nothing to do when they are current).
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-b', 'shared'], { cwd: ROOT, stdio: 'inherit' });
  copyDeclarations(path.join(ROOT, 'shared', 'out'), path.join(out, 'types'));
  copyLicense('core');
  return Object.assign({}, ...results.map((r) => r.metafile.outputs));
}

function copyDeclarations(from, to) {
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    if (entry.isDirectory()) copyDeclarations(source, path.join(to, entry.name));
    else if (entry.name.endsWith('.d.ts')) {
      fs.mkdirSync(to, { recursive: true });
      // Without the map's comment: the sources it points at are not in the package.
      fs.writeFileSync(path.join(to, entry.name), fs.readFileSync(source, 'utf8').replace(/\n\/\/# sourceMappingURL=.*\n?$/, '\n'));
    }
  }
}

/** Each package carries the repository's licence (copied, not kept twice in git). */
function copyLicense(name) {
  fs.copyFileSync(path.join(ROOT, 'LICENSE'), path.join(PACKAGES, name, 'LICENSE'));
}

const BUILDS = { cli: buildCli, core: buildCore };

async function main(argv) {
  const names = argv.length > 0 ? argv : Object.keys(BUILDS);
  for (const name of names) if (!BUILDS[name]) throw new Error(`build-packages: no package "${name}" (${Object.keys(BUILDS).join(', ')})`);
  const started = Date.now();
  const built = await Promise.all(names.map((name) => BUILDS[name]()));
  console.log(`build-packages: ${names.join(', ')} in ${Date.now() - started} ms`);
  for (const metafile of built) {
    for (const [file, output] of Object.entries(metafile.outputs ?? metafile)) {
      if (/\.[cm]?js$/.test(file)) console.log(`  ${path.relative(ROOT, path.resolve(ROOT, file))}  ${(output.bytes / 1024).toFixed(0)} KB`);
    }
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error.message);
    process.exitCode = 1;
  });
}

module.exports = { buildCli, buildCore };
