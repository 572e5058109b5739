/**
 * Time per input byte is bounded: on the inputs that make
 * a careless scanner quadratic (long runs of `%`, `[`, `:`, `(`, `<`, `"`,
 * backticks, brackets nested deep, openers that never close, a URI start
 * repeated), `parse` and `findUris` take about n times as long for n times
 * the input, in every language the finder reads differently. A median of
 * a few runs; a ratio over the bound is measured up to twice more before it
 * fails, since a busy machine can stall any one run. And a 10 MB line completes.
 */
import * as assert from 'node:assert/strict';
import { performance } from 'node:perf_hooks';
import { findUris, parse } from '@uri-lint/shared';

/**
 * The sizes compared, in code units, and the bound on the ratio of their
 * times: linear time gives the ratio of the sizes, quadratic its square.
 * `parse` makes an object per error, and its time jumps once where the
 * heap's young generation overflows (around 100 KB of errors): a step of
 * 4× with its own bound keeps that jump from reading as quadratic.
 */
interface Scale { small: number; factor: number; bound: number }
const FIND: Scale = { small: 32 * 1024, factor: 8, bound: 24 };
const PARSE: Scale = { small: 64 * 1024, factor: 4, bound: 12 };
const RUNS = 3;

/** `unit` repeated to `n` code units. */
const fill = (unit: string, n: number): string => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);
/** `open` and `close` nested `n / 2` deep. */
const nest = (open: string, close: string, n: number): string => open.repeat(n / 2) + close.repeat(n / 2);

/** Pathological inputs by name: each makes a text of about `n` code units. */
const PATTERNS: Readonly<Record<string, (n: number) => string>> = {
  '%': (n) => fill('%', n),
  '[': (n) => fill('[', n),
  ':': (n) => fill(':', n),
  '(': (n) => fill('(', n),
  '<': (n) => fill('<', n),
  '"': (n) => fill('"', n),
  '`': (n) => fill('`', n),
  '\\': (n) => fill('\\', n),
  '[[…]]': (n) => nest('[', ']', n),
  '((…))': (n) => nest('(', ')', n),
  '<<…>>': (n) => nest('<', '>', n),
  '{{…}}': (n) => nest('{', '}', n),
  'http://(((': (n) => `http://x/${fill('(', n)}`,
  'http://[:::': (n) => `http://[${fill(':', n)}`,
  'http://@@@': (n) => `http://${fill('@', n)}`,
  '#': (n) => fill('#', n),
  'http://%%%': (n) => `http://x/${fill('%', n)}`,
  '<http:// unclosed': (n) => `<http://x/${fill('a ', n)}`,
  '"http://a ': (n) => fill('"http://a ', n),
  '`http://a': (n) => fill('`http://a', n),
  'http://': (n) => fill('http://', n),
  'a:': (n) => fill('a:', n),
  '[t](': (n) => fill('[t](', n),
  '](<': (n) => fill('](<', n),
  '<a href="': (n) => fill('<a href="', n),
  '```\\n': (n) => fill('```\n', n),
  '/*"\'': (n) => fill('/*"\'', n),
  '\\fB': (n) => fill('\\fB', n),
  // A host of labels joined by ideographic full stops, a path of SQL's `'||`, lines of bars that make no table: what
  // the finder asks of a URI's authority or a line's table is worked out once, not once per character or line.
  'http://a。a。': (n) => `http://${fill('a。', n)}`,
  "http://x/a'||": (n) => `http://x/${fill("a'||", n)}`,
  'a|b http://a|b': (n) => fill('a|b http://a|b\n', n),
  '&amp;': (n) => `http://x/${fill('&amp;', n)}`,
  '{"u":"http://': (n) => fill('{"u":"http://', n),
  '[(<"`': (n) => fill('[(<"`', n),
  'lines of <': (n) => fill('<\n', n),
  'http://a http://a …': (n) => fill('http://a ', n),
  '| http://a …': (n) => `| ${fill('http://a ', n)}`,
  'mailto:a …': (n) => fill('mailto:a ', n),
  // URLs that lost their colon, found from their `//` (find/colonless.ts), in and out of code spans.
  'https//a …': (n) => fill('see https//a.b/x ', n),
  '`https//a` …': (n) => fill('`https//a` ', n),
  // Labels after URLs, macros and RDoc's links (find/labels.ts, find/rdoc.ts), on one line and on many.
  'http://a[ …': (n) => fill(' http://a[', n),
  'http://a[b] …': (n) => fill('"http://a[b c]" ', n),
  '# {a}[http://a …': (n) => fill('# {a}[http://a\n', n),
  'icon:a[ …': (n) => fill(' icon:a[', n),
  'lines of a': (n) => fill('a\n', n),
};


/** Patterns of the finder's syntax only: to `parse` they are one more run of invalid characters, like `[(<"\``. */
const FINDER_ONLY = new Set(['<http:// unclosed', '"http://a ', '`http://a', '[t](', '](<', '<a href="', '```\\n', '/*"\'', '\\fB',
  '{"u":"http://', 'lines of <', '| http://a …', 'mailto:a …', 'https//a …', '`https//a` …', 'http://a[ …', 'http://a[b] …',
  '# {a}[http://a …', 'icon:a[ …', 'lines of a', 'http://a。a。', "http://x/a'||", 'a|b http://a|b']);

const LANGUAGES = ['plaintext', 'markdown', 'html', 'json', 'yaml', 'typescript', 'python', 'ruby', 'rdoc', 'asciidoc', 'man', 'latex', 'cabal'];

/** The median time of `RUNS` runs of `run`, in ms. */
function median(run: () => unknown): number {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    run();
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b)[RUNS >> 1]!;
}

/** The ratio of the time `run` takes on the larger input to the time it takes on the smaller. */
function ratio(scale: Scale, make: (n: number) => string, run: (text: string) => unknown): { ratio: number; small: number; large: number } {
  const small = make(scale.small);
  const large = make(scale.small * scale.factor);
  run(small); // warm up
  // A floor of 0.05 ms: below it a timer measures noise.
  const a = Math.max(0.05, median(() => run(small)));
  const b = median(() => run(large));
  return { ratio: b / a, small: a, large: b };
}

function assertLinear(what: string, scale: Scale, make: (n: number) => string, run: (text: string) => unknown): void {
  // Measured again, up to twice, while over the bound: a stall of a busy machine (another process, a collection)
  // lands on one measurement, a quadratic scan on every one.
  let r = ratio(scale, make, run);
  for (let again = 0; again < 2 && r.ratio >= scale.bound; again++) r = ratio(scale, make, run);
  assert.ok(r.ratio < scale.bound, `${what}: ${scale.factor}× the input took ${r.ratio.toFixed(1)}× the time (${r.small.toFixed(2)} ms → ${r.large.toFixed(2)} ms)`);
}

const kb = (n: number): string => `${n / 1024} KB`;

describe(`linear time: parse ${kb(PARSE.small)} → ${kb(PARSE.small * PARSE.factor)} under ${PARSE.bound}×, findUris ${kb(FIND.small)} → ${kb(FIND.small * FIND.factor)} under ${FIND.bound}×`, () => {
  for (const [name, make] of Object.entries(PATTERNS)) {
    if (!FINDER_ONLY.has(name)) {
      it(`parse: ${JSON.stringify(name)}`, () => {
        assertLinear(`parse ${name}`, PARSE, make, parse);
        assertLinear(`parse http://x/ + ${name}`, PARSE, (n) => `http://x/${make(n)}`, parse);
      });
    }
    // Markdown once took quadratic time on these (a look back to the line start, and ahead for a table bar, per URI).
    it(`findUris: ${JSON.stringify(name)} in ${LANGUAGES.join(', ')}`, () => {
      for (const languageId of LANGUAGES) assertLinear(`findUris ${name} (${languageId})`, FIND, make, (text) => findUris(text, { languageId }));
    });
  }

  const long = LANGUAGES;
  it(`findUris reads a 10 MB line in ${long.join(', ')}`, function () {
    this.timeout(60_000);
    const line = fill('see http://a.example/p(q)?r="s" <https://b.example/t> `u` [v](http://w.example/) %zz ', 10 * 1024 * 1024);
    for (const languageId of long) {
      const t0 = performance.now();
      const found = findUris(line, { languageId });
      const ms = performance.now() - t0;
      assert.ok(found.length > 100_000, `${languageId}: ${found.length} references`);
      // No time bound but a generous one: the point is that it ends.
      assert.ok(ms < 30_000, `${languageId}: ${ms.toFixed(0)} ms`);
    }
  });
});
