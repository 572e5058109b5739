/**
 * Preloaded into a benchmarked server (`node --require …/loopMonitor.js`):
 * records every stretch in which its event loop did not turn for more than
 * `URI_LINT_LOOP_BLOCK_MS` ms (default 20), as [end time (ms since the
 * epoch), length (ms)] lines in the file `URI_LINT_LOOP_LOG` names, so that a
 * benchmark can state the longest block in the window it measures ("no event-loop block over 50 ms"). A timer every 2 ms: a block is the
 * time between two of its ticks, less the period. Bench-only: never part of the product.
 */
import fs from 'node:fs';

const file = process.env.URI_LINT_LOOP_LOG;
if (file) {
  const threshold = Number(process.env.URI_LINT_LOOP_BLOCK_MS ?? 20);
  const period = 2;
  let last = performance.now();
  const blocks: string[] = [];
  const timer = setInterval(() => {
    const now = performance.now();
    const lag = now - last - period;
    if (lag > threshold) blocks.push(`${Date.now()} ${lag.toFixed(1)}\n`);
    last = now;
  }, period);
  timer.unref();
  process.on('exit', () => fs.writeFileSync(file, blocks.join('')));
}
