/**
 * `npm run bench -- grammar`: the URI grammar's speed in
 * the engine VS Code runs it in (vscode-textmate over vscode-oniguruma, binary
 * tokens from `tokenizeLine2`), on plain text as a `.txt` file is tokenized:
 * the extension's empty `text.plain` grammar with the injection. Targets: a
 * line at VS Code's tokenization limit (`editor.maxTokenizationLineLength`,
 * 20,000 characters) in under 10 ms, a 1 MB line in under 500 ms, for
 * URI-heavy text and for lines built to make a backtracking pattern explode.
 * After a warm-up; no time limit is passed to the engine, so slowness cannot
 * hide as an early stop. The lines are exported for the unit test that
 * checks the time grows linearly (test/syntaxes/speed.test.ts).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as oniguruma from 'vscode-oniguruma';
import * as textmate from 'vscode-textmate';
import { median } from './measure';

const ROOT = resolve(__dirname, '../..');

/** Prose as dense with URIs as a link list, of every shape: percent-encoded, bracketed, opaque, an IP literal. */
export const URI_HEAVY = 'See https://example.com/docs/guide.html#install and http://localhost:8080/api/v1/users?id=42&sort=name, ' +
  'or mail mailto:someone@example.org (https://en.wikipedia.org/wiki/URI_(disambiguation)); file a bug at ' +
  'https://github.com/org/repo/issues/new?title=Bug%20report. Also urn:isbn:0451450523 and ftp://[2001:db8::1]:21/pub/file.txt. ';

export const TOKENIZATION_LIMIT = 20_000;
export const MEGABYTE = 1 << 20;

/** `unit` repeated to `length` characters. */
export function repeat(unit: string, length: number): string {
  return unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
}

/** Lines of any length: URI-heavy text, and lines that would take exponential or quadratic time if any pattern could backtrack or rescan. */
export const LINES: [string, (length: number) => string][] = [
  ['URI-heavy text', (n) => repeat(URI_HEAVY, n)],
  ['http:// repeated', (n) => repeat('http://', n)],
  ['http://a/ repeated, ending in a {', (n) => repeat('http://a/', n - 1) + '{'],
  ['a URI of %%%%', (n) => 'http://x/' + repeat('%', n)],
  ['a URI of %41%41', (n) => 'http://x/' + repeat('%41', n)],
  ['a URI of [[[[', (n) => 'http://x/' + repeat('[', n)],
  ['a URI of ((((', (n) => 'http://x/' + repeat('(', n)],
  ['a URI of (a(a(a', (n) => 'http://x/' + repeat('(a', n)],
  ['a URI of @@@@', (n) => 'http://' + repeat('@', n)],
  ['a URI of ....', (n) => 'http://x' + repeat('.', n) + 'y'],
  ['a URI of &#&#', (n) => 'http://x/?' + repeat('&#', n)],
  ['::::', (n) => repeat(':', n)],
  ['mailto: repeated', (n) => repeat('mailto:', n)],
  ['a run without spaces', (n) => repeat('abcdefghij', n)],
];

/** The plain-text grammar with the URI grammar injected, as the extension contributes them. */
async function plainText(): Promise<textmate.IGrammar> {
  await oniguruma.loadWASM(readFileSync(join(ROOT, 'node_modules/vscode-oniguruma/release/onig.wasm')).buffer as ArrayBuffer);
  const files: Record<string, string> = {
    'text.plain': 'syntaxes/plaintext.tmLanguage.json',
    'uri-lint.injection': 'syntaxes/uri.injection.tmLanguage.json',
  };
  const registry = new textmate.Registry({
    onigLib: Promise.resolve({
      createOnigScanner: (patterns) => new oniguruma.OnigScanner(patterns),
      createOnigString: (text) => new oniguruma.OnigString(text),
    }),
    loadGrammar: async (scopeName) => (scopeName in files ? JSON.parse(readFileSync(join(ROOT, files[scopeName]!), 'utf8')) : null),
    getInjections: (scopeName) => (scopeName === 'text.plain' ? ['uri-lint.injection'] : []),
  });
  const grammar = await registry.loadGrammar('text.plain');
  if (grammar === null) throw new Error('no grammar for text.plain');
  return grammar;
}

/**
 * Tokenizing `line`, after one warm-up run: the median wall time, and the
 * least CPU time of this process (on a loaded machine what the tokenizing
 * itself costs, what an idle machine's clock would show).
 */
function measure(grammar: textmate.IGrammar, line: string, runs: number): { wall: number; cpu: number } {
  grammar.tokenizeLine2(line, textmate.INITIAL);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const [start, startCpu] = [process.hrtime.bigint(), process.cpuUsage()];
    const result = grammar.tokenizeLine2(line, textmate.INITIAL);
    const used = process.cpuUsage(startCpu);
    wall.push(Number(process.hrtime.bigint() - start) / 1e6);
    cpu.push((used.user + used.system) / 1000);
    if (result.stoppedEarly) throw new Error('tokenizing stopped early');
  }
  return { wall: median(wall), cpu: Math.min(...cpu) };
}

export async function runGrammarBench(): Promise<void> {
  const grammar = await plainText();
  console.log('\ngrammar: tokenizing one line of plain text with the URI grammar; wall time (median) and CPU time (least)');
  console.log('(targets, in CPU time, which load on a shared machine does not inflate: 20,000 characters < 10 ms, 1 MB < 500 ms)');
  console.log(`${'line'.padEnd(36)} ${'20,000 chars: wall'.padStart(18)} ${'cpu'.padStart(9)} ${'1 MB: wall'.padStart(11)} ${'cpu'.padStart(8)} ${'MB/s'.padStart(6)}`);
  for (const [name, line] of LINES) {
    const short = measure(grammar, line(TOKENIZATION_LIMIT), 21);
    const long = measure(grammar, line(MEGABYTE), 3);
    const verdict = short.cpu < 10 && long.cpu < 500 ? 'ok' : 'TOO SLOW';
    const mbs = MEGABYTE / 1e6 / (long.cpu / 1000);
    const ms = (value: number, digits: number, width: number): string => `${value.toFixed(digits)} ms`.padStart(width);
    console.log(`${name.padEnd(36)} ${ms(short.wall, 2, 18)} ${ms(short.cpu, 2, 9)} ${ms(long.wall, 0, 11)} ${ms(long.cpu, 0, 8)} ${mbs.toFixed(1).padStart(6)}  ${verdict}`);
  }
}
