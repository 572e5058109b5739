#!/usr/bin/env node
// Bundles the extension for the .vsix: the client (client/src/extension.ts)
// into dist/extension.js and the language server's Node entry into
// dist/server.js, each one self-contained CommonJS file for the Node of the
// extension host (`vscode` is the only external). `tsc -b` type-checks;
// esbuild only strips types and bundles.
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
const path = require('path');

const ROOT = path.resolve(__dirname, '..');
const DIST = path.join(ROOT, 'dist');

// `@uri-lint/server/contract` → server/src/contract (its index.ts), and so on.
const WORKSPACE_SOURCES = {
  '@uri-lint/shared': './shared/src',
  '@uri-lint/server': './server/src',
};


function options(production) {
  return {
    absWorkingDir: ROOT,
    entryPoints: { extension: 'client/src/extension.ts', server: 'server/src/node/main.ts' },
    outdir: 'dist',
    bundle: true,
    platform: 'node',
    format: 'cjs',
    // VS Code 1.82's extension host runs Node 18.
    target: 'node18',
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
    const context = await esbuild.context(options(production));
    await context.watch();
    console.log('build: watching client/, server/ and shared/ sources');
    return;
  }
  const started = Date.now();
  const result = await esbuild.build(options(production));
  console.log(`build: ${production ? 'production' : 'development'} bundles in ${Date.now() - started} ms`);
  report(result.metafile);
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error.message);
  process.exitCode = 1;
});
