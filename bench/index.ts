/**
 * `npm run bench`: every benchmark, printing medians and ratios against the
 * peer libraries measured in the same run.
 */
import { benchFind, benchLinear, benchParse, benchResolve, sinkValue } from './core';
import { runBrowserBench } from './browser';
import { runCliBench } from './cli';
import { runCompareBench } from './compare';
import { runGrammarBench } from './grammar';
import { runLinksBench } from './links';
import { runLinkIndexBench } from './linkIndex';
import { runLinkMovesBench } from './linkMoves';
import { runPrecisionBench } from './precision';
import { runRepoPrecision } from './precision-repos';
import { runLargeBench } from './large';
import { runServerBench } from './server-speed';
import { runStressBench } from './stress';

async function main(): Promise<void> {
  console.log(`Node ${process.version}; medians of several rounds; ratios are peer time / our time (higher is better for us).`);
  const only = process.argv[2];
  if (only === undefined || only === 'parse') benchParse();
  if (only === undefined || only === 'resolve') benchResolve();
  if (only === undefined || only === 'linear') benchLinear();
  if (only === undefined || only === 'find') benchFind();
  if (only === undefined || only === 'server') await runServerBench();
  if (only === undefined || only === 'cli') runCliBench();
  if (only === undefined || only === 'grammar') await runGrammarBench();
  if (only === undefined || only === 'links') await runLinksBench();
  if (only === undefined || only === 'link-index') await runLinkIndexBench();

  // Not in the default run: it needs Chromium.
  if (only === 'browser') await runBrowserBench();
  // Not in the default run: it floods the server for 10 s.
  if (only === 'stress') await runStressBench();
  // The 3.2 MB Markdown file of the large-file bench, as VS Code's client is served.
  if (only === 'large') await runLargeBench();
  // This build beside another (URI_LINT_BENCH_BASE), path by path.
  if (only === 'compare') await runCompareBench();
  if (only === 'precision') runPrecisionBench();
  // Not in the default run: it needs the precision corpus extracted (scripts/extract-precision-repos.js).
  if (only === 'link-moves') await runLinkMovesBench();
  // The repositories' half alone, without the docs corpus.
  if (only === 'precision-repos') runRepoPrecision();
  if (sinkValue() === Number.MIN_SAFE_INTEGER) console.log('');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
