/**
 * The URI grammar costs linear time in the line, on the real engine and the way VS Code calls it (`tokenizeLine2`).
 * The targets in milliseconds (20,000 characters in 10 ms, 1 MB in 500 ms)
 * are `npm run bench -- grammar`'s: on a shared machine a clock says more
 * about the other processes than about the grammar. What a unit test can
 * hold under any load is the shape: a 256 KiB line takes about four times as
 * long as a 64 KiB one of the same kind, in the CPU time of this process
 * (what other processes take of the cores does not count), measured
 * interleaved, each the fastest of five runs (the least disturbed: a collection in one run made a
 * 256 KiB line 10.1 times a 64 KiB one in a full `npm test`, the fastest of three).
 * A pattern that rescans the line, or a lookahead that reads to its end
 * from every position, would take sixteen times as long. Both lines are
 * long: below about 64 KiB the engine costs less per character (its memory
 * fits the caches), which would make linear time look worse than it is.
 */
import * as assert from 'node:assert/strict';
import * as textmate from 'vscode-textmate';
import { LINES, URI_HEAVY } from '../../bench/grammar';
import { grammar, tokenize, uriSpans } from './engine';

const SHORT = 65_536;
const GROWTH = 4;
/** Linear (4) with room for noise; a quadratic pattern takes 16. */
const BOUND = 10;
const ROUNDS = 5;

/** This process's CPU time, user and system, in milliseconds. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** The fastest CPU times of tokenizing `short` and `long` as plain text, measured in turn, after a warm-up of each. */
async function interleavedMs(short: string, long: string): Promise<[number, number]> {
  const plain = await grammar('text.plain');
  const times: [number[], number[]] = [[], []];
  for (let round = -1; round < ROUNDS; round++) {
    [short, long].forEach((line, k) => {
      const start = cpuMs();
      const result = plain.tokenizeLine2(line, textmate.INITIAL);
      if (round >= 0) times[k]!.push(cpuMs() - start);
      assert.equal(result.stoppedEarly, false);
    });
  }
  return [Math.min(...times[0]), Math.min(...times[1])];
}

describe('syntaxes: linear time', function () {
  this.timeout(120_000);

  it(`the URI-heavy line holds its URIs (${URI_HEAVY.length} characters, 7 URIs)`, async () => {
    const [tokens] = await tokenize('text.plain', [URI_HEAVY]);
    assert.equal(uriSpans(tokens!).length, 7);
  });

  for (const [name, line] of LINES) {
    it(`${name}: ${GROWTH} times longer (${SHORT * GROWTH} characters) takes under ${BOUND} times as long`, async () => {
      const [short, long] = await interleavedMs(line(SHORT), line(SHORT * GROWTH));
      assert.ok(long < BOUND * Math.max(short, 1), `${short.toFixed(2)} ms, then ${long.toFixed(1)} ms: ${(long / short).toFixed(1)} times`);
    });
  }
});
