#!/usr/bin/env node
// The URI Lint command line; see `uri-lint --help`.
import nodeModule from 'node:module';

// V8's compiled code kept between runs where the running Node offers it (22.1 on; 20 has none): a shorter start.
// The bundle is imported after, so that it is compiled with the cache.
nodeModule.enableCompileCache?.();
const { main } = await import('../out/cli/index.js');

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
