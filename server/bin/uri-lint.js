#!/usr/bin/env node
'use strict';
// The URI Lint command line; see `uri-lint --help`. Built by `npx tsc -b`.
require('../out/cli/main.js').main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
}, (error) => {
  console.error(error);
  process.exitCode = 2;
});
