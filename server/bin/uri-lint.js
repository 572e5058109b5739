#!/usr/bin/env node
'use strict';
// The URI Lint command line; see `uri-lint --help`. Built by `npx tsc -b`.
// A reader that stops early (`uri-lint | head`) is not an error.
process.stdout.on('error', (error) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(process.exitCode ?? 0);
});
require('../out/cli/main.js').main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
}, (error) => {
  console.error(error);
  process.exitCode = 2;
});
