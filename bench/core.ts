/**
 * Benchmarks of the URI core against the libraries people use today,
 * measured side by side in one process on the real corpus.
 */
import { findUris, parse, resolve } from '@uri-lint/shared';
import { loadDocsCorpus, loadUrlCorpus, printTable, time, timeInterleaved, type Row } from './measure';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const fastUri = require('fast-uri') as { parse(s: string): unknown; resolve(base: string, ref: string): string };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const uriJs = require('uri-js') as { parse(s: string): unknown };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const LinkifyIt = require('linkify-it') as new () => { match(text: string): unknown[] | null };

let sink = 0;

function bytesOf(list: string[]): number {
  let n = 0;
  for (const s of list) n += s.length;
  return n;
}

/** parse (full validation with ranges) against URL, fast-uri and uri-js. */
export function benchParse(): void {
  const urls = loadUrlCorpus();
  const bytes = bytesOf(urls);
  const libraries: Array<[string, (s: string) => unknown]> = [
    ['uri-lint parse (validate + ranges)', parse],
    ["Node's new URL()", (s) => new URL(s)],
    ['fast-uri parse', fastUri.parse],
    ['uri-js parse', uriJs.parse],
  ];
  const loops = libraries.map(([, fn]) => () => {
    for (const u of urls) {
      try {
        if (fn(u)) sink++;
      } catch {
        sink--;
      }
    }
  });
  const ms = timeInterleaved(loops);
  printTable(
    `parse: ${urls.length} URIs, ${(bytes / 1e6).toFixed(2)} MB (ratio = peer time / our time; targets: >= 1x URL, >= 4x fast-uri)`,
    'URIs',
    libraries.map(([name], k): Row => ({ name, items: urls.length, bytes, ms: ms[k]! })),
  );
}

/** Relative references for the resolve benchmark: the §5.4 examples and path-relative forms of the corpus. */
function relativeReferences(urls: string[]): string[] {
  const rfc = ['g', './g', 'g/', '/g', '//g', '?y', 'g?y', '#s', 'g#s', 'g?y#s', ';x', 'g;x', 'g;x?y#s', '', '.', './', '..', '../', '../g', '../..', '../../', '../../g', '../../../g', '/./g', '/../g', 'g.', '.g', 'g..', '..g', './../g', './g/.', 'g/./h', 'g/../h', 'g;x=1/./y', 'g;x=1/../y'];
  const refs: string[] = [...rfc];
  for (const u of urls) {
    const r = parse(u);
    if (!r.valid || r.components.host === undefined) continue;
    const tail = u.slice(r.ranges.path.start);
    refs.push(tail.length > 0 ? tail : '/');
    const segs = r.components.path.split('/');
    if (segs.length > 2) refs.push('../' + segs[segs.length - 1]);
  }
  return refs;
}

/** resolve of relative references against URL and fast-uri. */
export function benchResolve(): void {
  const urls = loadUrlCorpus();
  const refs = relativeReferences(urls);
  const base = 'http://a/b/c/d;p?q';
  const bytes = bytesOf(refs);
  const libraries: Array<[string, (ref: string) => string]> = [
    ['uri-lint resolve', (ref) => resolve(base, ref)],
    ["Node's new URL(ref, base).href", (ref) => new URL(ref, base).href],
    ['fast-uri resolve', (ref) => fastUri.resolve(base, ref)],
  ];
  const loops = libraries.map(([, fn]) => () => {
    for (const ref of refs) {
      try {
        sink += fn(ref).length;
      } catch {
        sink--;
      }
    }
  });
  const ms = timeInterleaved(loops);
  printTable(
    `resolve: ${refs.length} relative references against ${base} (target: >= 1x URL)`,
    'refs',
    libraries.map(([name], k): Row => ({ name, items: refs.length, bytes, ms: ms[k]! })),
  );
}

/** Linear time on 1 MB of each delimiter (target: each under 50 ms). */
export function benchLinear(): void {
  console.log('\nlinear time: parse of a 1 MB string of one character (target: < 50 ms each)');
  for (const ch of ['[', ':', '%', '/', '@', '?', '#', ']', 'a', ' ', 'é']) {
    const text = ch.repeat(1 << 20);
    const ms = time(() => parse(text), 3);
    console.log(`  ${JSON.stringify(ch).padEnd(6)} ${ms.toFixed(1).padStart(7)} ms  ${ms < 50 ? 'ok' : 'TOO SLOW'}`);
  }
}

/** findUris plus validation over the docs corpus against linkify-it's match (target: >= 5x). */
export function benchFind(): void {
  const docs = loadDocsCorpus();
  const linkify = new LinkifyIt();
  let found = 0;
  let linkified = 0;
  const rows: Row[] = [
    {
      name: 'uri-lint findUris + parse',
      items: 1,
      bytes: docs.length,
      ms: time(() => {
        const list = findUris(docs);
        found = list.length;
        for (const f of list) if (parse(f.text).valid) sink++;
      }, 5),
    },
    {
      name: 'linkify-it match',
      items: 1,
      bytes: docs.length,
      ms: time(() => {
        linkified = linkify.match(docs)?.length ?? 0;
      }, 5),
    },
  ];
  printTable(`find: ${(docs.length / 1e6).toFixed(1)} M chars of documents; uri-lint found ${found}, linkify-it ${linkified} (target: >= 5x)`, 'docs', rows);
}

/** Keeps the results alive so no engine can drop the work. */
export function sinkValue(): number {
  return sink;
}
