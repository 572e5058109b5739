/**
 * The large file of the editor's speed measurements: about 3.2 MB of Markdown with thousands of
 * problems through its whole length, four in ten of them passwords
 * (warnings), as the generated file that showed nothing below line 7,500.
 * Made from the docs corpus's real lines, with a broken real URI (from the
 * URL corpus) in a sentence of its own between them. Used by
 * `npm run bench -- large` (large.ts) and by the real-editor measurement
 * (test/e2e/large), which loads the compiled module.
 */
import * as fs from 'fs';
import * as path from 'path';
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

/** The project whose documentation makes `realMarkdown`'s file: a tuning repository of the precision corpus. */
const DOCS_REPOSITORY = 'react-native-website';

/**
 * About `bytes` UTF-16 units of a real project's documentation as it is
 * written: the Markdown files of React Native's website (the precision
 * corpus, `$URI_LINT_CORPUS` or /work/corpus/precision), in path order,
 * joined until the size is reached; code blocks, HTML and front matter
 * included. Undefined when the corpus is not on this machine.
 */
export function realMarkdown(bytes = 3_200_000): string | undefined {
  const root = path.join(process.env.URI_LINT_CORPUS ?? '/work/corpus/precision', DOCS_REPOSITORY);
  if (!fs.existsSync(root)) return undefined;
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.md')) files.push(full);
    }
  };
  walk(root);
  const parts: string[] = [];
  let size = 0;
  for (const file of files) {
    if (size >= bytes) break;
    const text = fs.readFileSync(file, 'utf8');
    parts.push(text.endsWith('\n') ? text : `${text}\n`);
    size += text.length + 1;
  }
  return parts.join('\n');
}
