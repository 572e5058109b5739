/**
 * `npm run bench`: every benchmark, printing medians and ratios against the
 * peer libraries measured in the same run.
 */
import { benchFind, benchLinear, benchParse, benchResolve, sinkValue } from './core';
import { runPrecisionBench } from './precision';
import { runServerBench } from './server-speed';

async function main(): Promise<void> {
  console.log(`Node ${process.version}; medians of several rounds; ratios are peer time / our time (higher is better for us).`);
  const only = process.argv[2];
  if (only === undefined || only === 'parse') benchParse();
  if (only === undefined || only === 'resolve') benchResolve();
  if (only === undefined || only === 'linear') benchLinear();
  if (only === undefined || only === 'find') benchFind();
  if (only === undefined || only === 'server') await runServerBench();
  if (only === 'precision') runPrecisionBench();
  if (sinkValue() === Number.MIN_SAFE_INTEGER) console.log('');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
