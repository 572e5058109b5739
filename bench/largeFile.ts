/**
 * The large file of the editor's speed measurements: about 3.2 MB of Markdown with thousands of
 * problems through its whole length, four in ten of them passwords
 * (warnings), as the generated file that showed nothing below line 7,500.
 * Made from the docs corpus's real lines, with a broken real URI (from the
 * URL corpus) in a sentence of its own between them. Used by
 * `npm run bench -- large` (large.ts) and by the real-editor measurement
 * (test/e2e/large), which loads the compiled module.
 */
import { loadDocsCorpus, loadUrlCorpus, seededRandom } from './measure';

/** Ways real URIs get broken: errors, and passwords (warnings), about 4 in 10. */
const BREAKS: ReadonlyArray<(url: string) => string> = [
  (u) => `${u}|x`,
  (u) => u.replace('://', '://deploy:Zq7secret@'),
  (u) => `${u}/%zz`,
  (u) => u.replace('://', '://ci:Tr0ub4dor@'),
  (u) => `${u}/a^b`,
];

/**
 * About `bytes` UTF-16 units of Markdown: a broken URI every `every` lines.
 * Lines of the corpus that would open a code block or fence (indented,
 * ```) are left out, so the problems stay in prose from top to bottom.
 */
export function largeMarkdown(bytes = 3_200_000, every = 8): string {
  const base = loadDocsCorpus().split('\n').filter((l) => !/^(?:\s{4}|\t|\s*(?:```|~~~))/.test(l));
  const urls = loadUrlCorpus().filter((u) => /^https?:\/\/[^/@]+\//.test(u));
  const next = seededRandom(19);
  const lines: string[] = [];
  let size = 0;
  for (let k = 0; size < bytes; k++) {
    const line = k % every === every - 1
      ? `See ${BREAKS[(k / every | 0) % BREAKS.length]!(urls[Math.floor(next() * urls.length)]!)} for details.`
      : base[k % base.length]!;
    lines.push(line);
    size += line.length + 1;
  }
  return `${lines.join('\n')}\n`;
}
