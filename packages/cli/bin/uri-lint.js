#!/usr/bin/env node
// The URI Lint command line; see `uri-lint --help`.
import { main } from '../out/cli/index.js';

// A reader that stops early (`uri-lint | head`) is not an error.
process.stdout.on('error', (error) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(process.exitCode ?? 0);
});
main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
}, (error) => {
  console.error(error);
  process.exitCode = 2;
});
