/**
 * `npm run bench -- precision`: the server's diagnostics, under default
 * settings, over real text nobody on the project wrote: the documents of
 * ../shared/bench-data/docs-corpus.txt.gz (cut into documents of about 2,000
 * lines at blank lines; a part with Markdown headings or fences is read as
 * Markdown, the rest as plain text) and the files that
 * scripts/collect-real-files.js gathered (~/.cache/uri-lint/real-files, or
 * $URI_LINT_REAL_FILES). Prints the counts by code, by language and by
 * source, and writes a seeded random sample of diagnostics, each with its
 * line, to judge by hand (bench/precision-sample.md holds the judged one).
 * Passwords are masked in the sample. Then the public repositories of
 * bench/precision-repos.json, when extracted (./precision-repos.ts).
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { Diagnostic } from 'vscode-languageserver-types';
import { languageOf } from '@uri-lint/server/cli';
import { resolveSettings } from '@uri-lint/server/contract';
import { analyzeDocument, createLanguageService } from '@uri-lint/server/service/internal';
import { loadDocsCorpus, seededRandom } from './measure';
import { add, printCounts } from './precision-report';
import { runRepoPrecision } from './precision-repos';

/** One document to check. */
interface Source {
  /** Where it is, as the sample names it. */
  name: string;
  /** Which collection it comes from. */
  source: string;
  languageId: string;
  text: string;
}

/** One diagnostic with where it was found. */
interface Hit {
  doc: Source;
  diagnostic: Diagnostic;
}

const SEED = 10;
const SAMPLE_SIZE = Number(process.env.URI_LINT_PRECISION_SAMPLE ?? 250);
const CHUNK_LINES = 2000;

/** The collected files' folder. */
function realFilesDir(): string {
  return process.env.URI_LINT_REAL_FILES ?? path.join(os.homedir(), '.cache/uri-lint/real-files');
}

/** The docs corpus as documents: parts of about `CHUNK_LINES` lines, cut at blank lines. */
function corpusDocuments(): Source[] {
  const lines = loadDocsCorpus().split('\n');
  const out: Source[] = [];
  let start = 0;
  for (let i = 0; i <= lines.length; i++) {
    if (i < lines.length && (i - start < CHUNK_LINES || lines[i] !== '')) continue;
    const text = lines.slice(start, i).join('\n');
    const markdown = lines.slice(start, i).filter((l) => /^(#{1,6} |```)/.test(l)).length >= 3;
    out.push({ name: `docs-corpus.txt:${start + 1}-${i}`, source: 'docs-corpus', languageId: markdown ? 'markdown' : 'plaintext', text });
    start = i + 1;
  }
  return out;
}

/** The collected files, in index order; none when the script was not run. */
function collectedDocuments(): Source[] {
  const dir = realFilesDir();
  const indexFile = path.join(dir, 'index.json');
  if (!fs.existsSync(indexFile)) {
    console.log(`No collected files at ${dir}: run node scripts/collect-real-files.js first. Only the docs corpus is checked.`);
    return [];
  }
  const index = JSON.parse(fs.readFileSync(indexFile, 'utf8')) as { path: string; source: string }[];
  return index.map((entry) => {
    const text = fs.readFileSync(path.join(dir, entry.path), 'utf8');
    // The language the command line gives the file, as VS Code would open it.
    return { name: entry.path, source: entry.source, languageId: languageOf(entry.path, text), text };
  });
}

/** `n` of `items`, drawn without replacement, in their original order. */
function sample<T>(items: readonly T[], n: number, seed: number): T[] {
  const next = seededRandom(seed);
  const indexes = items.map((_, i) => i);
  for (let i = indexes.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [indexes[i], indexes[j]] = [indexes[j]!, indexes[i]!];
  }
  return indexes.slice(0, n).sort((a, b) => a - b).map((i) => items[i]!);
}

/** A URI's password (`//user:password@`) as `***`: the sample never shows one. */
function maskPasswords(text: string): string {
  return text.replace(/(\/\/[^/\s:@"'<>]*:)[^@\s/"'<>]+@/g, '$1***@');
}

/** One sample row: the line around the diagnostic, at most 160 characters, the diagnosed text marked ⟦…⟧. */
function sampleRow(hit: Hit, k: number): string {
  const { doc, diagnostic } = hit;
  const td = TextDocument.create('file:///x', doc.languageId, 1, doc.text);
  const start = td.offsetAt(diagnostic.range.start);
  const end = td.offsetAt(diagnostic.range.end);
  const lineStart = doc.text.lastIndexOf('\n', start - 1) + 1;
  const nl = doc.text.indexOf('\n', end);
  const lineEnd = nl < 0 ? doc.text.length : nl;
  const password = diagnostic.code === 'password-in-userinfo' || diagnostic.code === 'placeholder-password';
  const marked = `⟦${password ? '***' : maskPasswords(doc.text.slice(start, end))}⟧`;
  let before = doc.text.slice(Math.max(lineStart, start - 90), start);
  let after = doc.text.slice(end, Math.min(lineEnd, end + 60));
  before = maskPasswords(before).replace(/\s+/g, ' ');
  after = maskPasswords(after).replace(/\s+/g, ' ');
  const snippet = `${before}${marked.replace(/\n\s*/g, '⏎')}${after}`.replace(/\|/g, '\\|').replace(/`/g, 'ˋ');
  return `| ${k} | ${doc.name}:${diagnostic.range.start.line + 1} | ${doc.languageId} | ${String(diagnostic.code)} | \`${snippet}\` |  |  |`;
}

/** Runs the diagnostics over every document and prints the counts; writes the sample. */
export function runPrecisionBench(): void {
  const settings = resolveSettings({});
  const service = createLanguageService();
  const docs = [...corpusDocuments(), ...collectedDocuments()];
  const byCode = new Map<string, number>();
  const byLanguage = new Map<string, number>();
  const bySource = new Map<string, number>();
  const references = new Map<string, number>();
  const hits: Hit[] = [];
  const t0 = Date.now();
  for (const doc of docs) {
    const document = TextDocument.create(`file:///real/${doc.name}`, doc.languageId, 1, doc.text);
    const analysis = analyzeDocument(document);
    const diagnostics = service.diagnostics({ document, analysis, settings });
    add(references, doc.languageId, analysis.references.length);
    for (const diagnostic of diagnostics) {
      hits.push({ doc, diagnostic });
      add(byCode, String(diagnostic.code));
      add(byLanguage, doc.languageId);
      add(bySource, doc.source);
    }
  }
  const bytes = docs.reduce((n, d) => n + d.text.length, 0);
  const refs = [...references.values()].reduce((a, b) => a + b, 0);
  console.log(`\nprecision: ${docs.length} documents, ${(bytes / 1e6).toFixed(1)} M characters, ${refs} references, `
    + `${hits.length} diagnostics in ${Date.now() - t0} ms (default settings)`);
  printCounts('diagnostics by code', byCode);
  printCounts('diagnostics by language', byLanguage);
  printCounts('references by language', references);
  printCounts('diagnostics by source', bySource);
  const chosen = sample(hits, SAMPLE_SIZE, SEED);
  const out = process.env.URI_LINT_PRECISION_OUT ?? path.join(os.homedir(), '.cache/uri-lint/precision-sample.md');
  const rows = chosen.map((hit, i) => sampleRow(hit, i + 1));
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, [
    `Sample of ${chosen.length} of ${hits.length} diagnostics (seed ${SEED}); ⟦…⟧ marks the diagnosed text, passwords are ***.`,
    '',
    '| # | where | language | code | line | verdict | why |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n'));
  console.log(`\nsample of ${chosen.length} diagnostics written to ${out}`);
  runRepoPrecision();
}
