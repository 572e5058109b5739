#!/usr/bin/env node
// Bundles the extension for the .vsix, one build per target:
//   Node     the client (client/src/extension.ts) into dist/extension.js and
//            the language server's Node entry into dist/server.js, CommonJS
//            for the Node of the extension host;
//   browser  the client's browser entry (client/src/browser.ts) into
//            dist/browser/extension.js, CommonJS as a web extension host
//            loads it, and the server's browser entry into
//            dist/browser/server.js, a classic script for a Web Worker.
// `vscode` is the only external. `tsc -b` type-checks; esbuild only strips
// types and bundles. The browser build fails when anything in it imports a
// Node built-in (`fs`, `path`, `punycode`…): such a module would be missing
// in vscode.dev, or silently replaced by a namesake from npm.
//
//   node scripts/build.js                 source maps, readable output
//   node scripts/build.js --production    minified, no source maps
//   node scripts/build.js --watch         rebuilds on change (development)
//
// The workspace packages are bundled from their TypeScript sources, not from
// their tsc output in out/: the bundle then never holds a stale out/ file
// (tsc -b does not delete the output of a moved or deleted source), the build
// does not depend on tsc having run first, and source maps point at the .ts.
'use strict';
const esbuild = require('esbuild');
const fs = require('fs');
const { isBuiltin } = require('module');
const path = require('path');

const ROOT = path.resolve(__dirname, '..');
const DIST = path.join(ROOT, 'dist');

// `@uri-lint/server/contract` → server/src/contract (its index.ts), and so on.
const WORKSPACE_SOURCES = {
  '@uri-lint/shared': './shared/src',
  '@uri-lint/server': './server/src',
};


/**
 * Fails the build on any import Node would answer with a built-in module
 * (`fs`, `node:path`, `fs/promises`, `punycode`; not `punycode/`, which
 * names the npm package), reporting who imports it.
 */
const noNodeBuiltins = {
  name: 'no-node-builtins',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) => {
      if (!isBuiltin(args.path)) return undefined;
      return { errors: [{ text: `"${args.path}" is a Node built-in, imported by ${path.relative(ROOT, args.importer)}: the browser bundle must not need Node` }] };
    });
  },
};

/** The two targets: Node (the desktop extension host) and browser (vscode.dev, github.dev, code-server's web worker host). */
const TARGETS = {
  node: {
    entryPoints: { extension: 'client/src/extension.ts', server: 'server/src/node/main.ts' },
    outdir: 'dist',
    platform: 'node',
    format: 'cjs',
    // VS Code 1.82's extension host runs Node 18.
    target: 'node18',
  },
  browserClient: {
    entryPoints: { extension: 'client/src/browser.ts' },
    outdir: 'dist/browser',
    platform: 'browser',
    format: 'cjs',
    target: 'es2022',
    plugins: [noNodeBuiltins],
  },
  browserServer: {
    entryPoints: { server: 'server/src/browser/main.ts' },
    outdir: 'dist/browser',
    platform: 'browser',
    // A classic worker script: the extension starts it from a Blob URL (client/src/browser.ts).
    format: 'iife',
    target: 'es2022',
    plugins: [noNodeBuiltins],
  },
};

function options(target, production) {
  return {
    ...TARGETS[target],
    absWorkingDir: ROOT,
    bundle: true,
    external: ['vscode'],
    // jsonc-parser's main entry is UMD, whose requires esbuild cannot follow: bundle its ES module build.
    alias: { ...WORKSPACE_SOURCES, 'jsonc-parser': './node_modules/jsonc-parser/lib/esm/main.js' },
    minify: production,
    sourcemap: production ? false : 'linked',
    sourcesContent: false,
    legalComments: production ? 'none' : 'inline',
    logLevel: 'warning',
    metafile: true,
  };
}

function report(metafile) {
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (file.endsWith('.js')) console.log(`  ${file}  ${(output.bytes / 1024).toFixed(0)} KB`);
  }
}

async function main(argv) {
  const production = argv.includes('--production');
  // No leftover of another mode (a .map beside a minified file).
  fs.rmSync(DIST, { recursive: true, force: true });
  if (argv.includes('--watch')) {
    for (const target of Object.keys(TARGETS)) await (await esbuild.context(options(target, production))).watch();
    console.log('build: watching client/, server/ and shared/ sources');
    return;
  }
  const started = Date.now();
  const results = await Promise.all(Object.keys(TARGETS).map((target) => esbuild.build(options(target, production))));
  console.log(`build: ${production ? 'production' : 'development'} bundles in ${Date.now() - started} ms`);
  for (const result of results) report(result.metafile);
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error.message);
    process.exitCode = 1;
  });
}

// For the tests: the same options and the same check (test/layers.test.ts).
module.exports = { TARGETS, options, noNodeBuiltins };
