#!/usr/bin/env node
'use strict';
// The URI Lint command line; see `uri-lint --help`. Built by `npx tsc -b`.
// A reader that stops early (`uri-lint | head`) is not an error.
process.stdout.on('error', (error) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(process.exitCode ?? 0);
});
// V8's compiled code kept between runs where the running Node offers it (22.1 on; 20 has none): a shorter start.
require('node:module').enableCompileCache?.();
require('../out/cli/main.js').main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
}, (error) => {
  console.error(error);
  process.exitCode = 2;
});
