/**
 * `npm run bench -- stress`: the built server over stdio under
 * a flood of edits and beside a huge document.
 *
 * 1. A 1 MB document with about 5,000 diagnostics takes 1,000 random edits a
 *    second for 10 s, with hovers (every 10 ms) and code actions (every
 *    25 ms, a third of them cancelled) mixed in. Measured: the time from the
 *    last edit to its diagnostics, whether they equal a fresh open of the
 *    final text, hover latencies during the flood, the server's peak RSS,
 *    and the bytes of diagnostics published during the flood against the
 *    size of the final list. Targets: 1 s, equal, p95 200 ms, 500 MB, 25x.
 * 2. A 10 MB single-line document is opened; until its diagnostics arrive a
 *    small document is hovered every 20 ms. Target: every hover within
 *    200 ms.
 */
import {
  CancellationTokenSource,
  CodeActionRequest,
  DidChangeTextDocumentNotification,
  DidOpenTextDocumentNotification,
  HoverRequest,
} from 'vscode-languageserver-protocol/node';
import type { Diagnostic, PublishDiagnosticsParams, TextDocumentContentChangeEvent } from 'vscode-languageserver-protocol/node';
import * as fs from 'node:fs';
import path from 'node:path';
import { findTraits } from '@uri-lint/shared';
import { lintText } from '@uri-lint/server/cli';
import { DEFAULT_SETTINGS } from '@uri-lint/server/contract';
import { ServerProcess, cpuMs, peakRssMb } from './lspClient';
import { loadDocsCorpus, loadUrlCorpus, seededRandom } from './measure';

const FLOOD_URI = 'file:///bench/flood.txt';
const FRESH_URI = 'file:///bench/fresh.txt';
const SMALL_URI = 'file:///bench/small.md';
const HUGE_URI = 'file:///bench/huge-line.txt';
const LANGUAGE = process.env.URI_LINT_STRESS_LANGUAGE ?? 'plaintext';
const EDITS_PER_SECOND = 1000;
const FLOOD_MS = 10_000;

/** Ways real URIs get broken, each one diagnostic or more. */
const BREAKS: ReadonlyArray<(url: string) => string> = [
  (u) => `${u}|x`,
  (u) => `${u}/%zz`,
  (u) => u.replace('://', '://user:secret@'),
  (u) => `${u}/a^b`,
  (u) => u.replace(/^https?/, 'HTTP'),
];

/**
 * About 1 MB of text with broken copies of corpus URIs between its lines,
 * until the document has about 5,000 diagnostics (counted by the service
 * itself, under the defaults). The text is the docs corpus, or, for a
 * programming language, this project's own TypeScript sources (prose read
 * as code would be one long string), the URIs then in string literals and
 * comments.
 */
export function floodDocument(languageId = 'plaintext'): string {
  const code = findTraits(languageId).family === 'code';
  const base = code ? ownSources() : loadDocsCorpus().split('\n');
  const urls = loadUrlCorpus();
  const next = seededRandom(42);
  const lines: string[] = [];
  let size = 0;
  let k = 0;
  while (size < 1_000_000) {
    const url = BREAKS[k % BREAKS.length]!(urls[Math.floor(next() * urls.length)]!);
    const line = k % 3 !== 2 ? base[k % base.length]! : code ? (k % 2 === 0 ? `const u${k} = "${url}";` : `// see ${url} here`) : `see ${url} here`;
    lines.push(line);
    size += line.length + 1;
    k++;
  }
  return lines.join('\n');
}

/** The lines of the project's own TypeScript sources. */
function ownSources(): string[] {
  const root = path.resolve(__dirname, '../..');
  const files = ['shared/src', 'server/src'].flatMap((dir) => fs.readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts')).sort().map((f) => path.join(root, dir, f)));
  return files.flatMap((f) => fs.readFileSync(f, 'utf8').split('\n'));
}

/** The document as lines, edited the way an editor would, so that a 1 MB text is never copied per edit. */
class LineText {
  readonly lines: string[];

  constructor(text: string) {
    this.lines = text.split('\n');
  }

  text(): string {
    return this.lines.join('\n');
  }

  /** A random edit within one line, or one that splits or joins lines; applied here and returned for the server. */
  edit(next: () => number): TextDocumentContentChangeEvent {
    const line = Math.floor(next() * this.lines.length);
    return this.editAt(next, line, Math.floor(next() * (this.lines[line]!.length + 1)));
  }

  /** The position `offset` characters from the start of the middle line (negative: before it), clamped to the text. */
  nearMiddle(offset: number): { line: number; character: number } {
    let line = this.lines.length >> 1;
    let character = offset;
    while (character < 0 && line > 0) character += this.lines[--line]!.length + 1;
    while (character > this.lines[line]!.length && line + 1 < this.lines.length) character -= this.lines[line++]!.length + 1;
    return { line, character: Math.max(0, Math.min(character, this.lines[line]!.length)) };
  }

  /** A random edit at `line`, `character` (see `edit`). */
  editAt(next: () => number, line: number, character: number): TextDocumentContentChangeEvent {
    const old = this.lines[line]!;
    const roll = next();
    if (roll < 0.05 && line + 1 < this.lines.length) {
      // Join with the next line.
      this.lines.splice(line, 2, old + this.lines[line + 1]!);
      return { range: { start: { line, character: old.length }, end: { line: line + 1, character: 0 } }, text: '' };
    }
    if (roll < 0.1) {
      this.lines.splice(line, 1, old.slice(0, character), old.slice(character));
      return { range: { start: { line, character }, end: { line, character } }, text: '\n' };
    }
    if (roll < 0.45 && character < old.length) {
      const removed = Math.min(old.length - character, 1 + Math.floor(next() * 3));
      this.lines[line] = old.slice(0, character) + old.slice(character + removed);
      return { range: { start: { line, character }, end: { line, character: character + removed } }, text: '' };
    }
    const inserts = ['x', '/', '|', '%', ' ', ':', '.', 'a', ' http://a|b ', '%4', 'https://'];
    const text = inserts[Math.floor(next() * inserts.length)]!;
    this.lines[line] = old.slice(0, character) + text + old.slice(character);
    return { range: { start: { line, character }, end: { line, character } }, text };
  }

  /** A position inside a URI of a random line that has one, if found within a few tries. */
  uriPosition(next: () => number): { line: number; character: number } | undefined {
    for (let tries = 0; tries < 20; tries++) {
      const line = Math.floor(next() * this.lines.length);
      const at = this.lines[line]!.indexOf('://');
      if (at >= 0) return { line, character: at };
    }
    return undefined;
  }
}

/** The promise's value, or an error naming what did not arrive within `ms`. */
async function within<T>(ms: number, promise: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`MISSED: ${what} did not arrive within ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The p-th percentile (0–100) of some values. */
function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** What a diagnostic says, without the document it belongs to. */
function essence(diagnostics: Diagnostic[]): string {
  return JSON.stringify(diagnostics.map(({ range, severity, code, message, source }) => ({ range, severity, code, message, source })));
}

function row(name: string, value: string, target: string, ok: boolean): void {
  console.log(`${name.padEnd(50)} ${value.padStart(18)} ${target.padStart(14)} ${ok ? 'ok' : 'MISSED'}`);
}

/** Part 1: the flood. */
async function flood(): Promise<void> {
  const initial = floodDocument(LANGUAGE);
  const expected = lintText(initial, { languageId: LANGUAGE, uri: FLOOD_URI, settings: DEFAULT_SETTINGS }).problems.length;
  const server = new ServerProcess();
  const { connection } = server;
  try {
    await server.initialize();
    const opened = server.diagnosticsOf(FLOOD_URI, 1);
    await connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri: FLOOD_URI, languageId: LANGUAGE, version: 1, text: initial } });
    const first = await opened;
    console.log(`\nFlood: ${(initial.length / 1e6).toFixed(2)} M UTF-16 units (${LANGUAGE}), ${first.diagnostics.length} diagnostics (the service alone: ${expected}); `
      + `${EDITS_PER_SECOND} random edits/s for ${FLOOD_MS / 1000} s, a hover every 10 ms, a code action every 25 ms (a third cancelled)`);

    const doc = new LineText(initial);
    const next = seededRandom(7);
    let version = 1;
    let publishedBytes = 0;
    let publishes = 0;
    let flooding = true;
    server.onPublish = (p: PublishDiagnosticsParams) => {
      if (p.uri !== FLOOD_URI || !flooding) return;
      publishes++;
      publishedBytes += Buffer.byteLength(JSON.stringify(p));
    };
    const hoverMs: number[] = [];
    const actionMs: number[] = [];
    const pending: Promise<unknown>[] = [];
    let cancelled = 0;
    const t0 = performance.now();
    let sent = 0;
    let hovers = 0;
    let actions = 0;
    let lastEditAt = t0;
    while (performance.now() - t0 < FLOOD_MS) {
      const elapsed = performance.now() - t0;
      const due = Math.floor((elapsed * EDITS_PER_SECOND) / 1000);
      for (; sent < due; sent++) {
        const change = doc.edit(next);
        version++;
        void connection.sendNotification(DidChangeTextDocumentNotification.type, { textDocument: { uri: FLOOD_URI, version }, contentChanges: [change] });
      }
      lastEditAt = performance.now();
      for (; hovers < Math.floor(elapsed / 10); hovers++) {
        const position = doc.uriPosition(next);
        if (!position) continue;
        const start = performance.now();
        pending.push(connection.sendRequest(HoverRequest.type, { textDocument: { uri: FLOOD_URI }, position }).then(() => hoverMs.push(performance.now() - start)));
      }
      for (; actions < Math.floor(elapsed / 25); actions++) {
        const position = doc.uriPosition(next);
        if (!position) continue;
        const source = new CancellationTokenSource();
        const start = performance.now();
        const params = { textDocument: { uri: FLOOD_URI }, range: { start: position, end: position }, context: { diagnostics: [] } };
        pending.push(connection.sendRequest(CodeActionRequest.type, params, source.token).then(() => actionMs.push(performance.now() - start), () => undefined));
        if (actions % 3 === 0) {
          cancelled++;
          setImmediate(() => source.cancel());
        }
      }
      await new Promise<void>((resolve) => setTimeout(resolve, 1));
    }
    const last = await within(60_000, server.diagnosticsOf(FLOOD_URI, version), 'the diagnostics of the last edit');
    const settleMs = performance.now() - lastEditAt;
    flooding = false;
    await Promise.all(pending);
    const finalText = doc.text();
    const freshDiagnostics = server.diagnosticsOf(FRESH_URI, 1);
    await connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri: FRESH_URI, languageId: LANGUAGE, version: 1, text: finalText } });
    const fresh = await freshDiagnostics;
    const equal = essence(last.diagnostics) === essence(fresh.diagnostics);
    const finalBytes = Buffer.byteLength(JSON.stringify(last));
    const rss = peakRssMb(server.pid);

    row('edits sent / versions', `${sent} / ${version}`, '', true);
    row('last edit to its diagnostics', `${settleMs.toFixed(0)} ms`, 'target 1000 ms', settleMs <= 1000);
    row('final diagnostics equal a fresh open of the text', `${equal ? 'yes' : 'NO'} (${last.diagnostics.length})`, 'target yes', equal);
    const p95 = percentile(hoverMs, 95);
    row(`hover during the flood: median / p95 / max (${hoverMs.length})`, `${percentile(hoverMs, 50).toFixed(0)} / ${p95.toFixed(0)} / ${Math.max(...hoverMs).toFixed(0)} ms`, 'target p95 200', p95 <= 200);
    row(`code actions answered: median / p95 (${actionMs.length}, ${cancelled} cancelled)`, `${percentile(actionMs, 50).toFixed(0)} / ${percentile(actionMs, 95).toFixed(0)} ms`, '', true);
    row('server peak RSS', `${rss.toFixed(0)} MB`, 'target 500 MB', !(rss > 500));
    const ratio = publishedBytes / finalBytes;
    row(`diagnostics published in the flood (${publishes} lists)`, `${(publishedBytes / 1e6).toFixed(1)} MB = ${ratio.toFixed(1)}x`, 'target 25x', ratio <= 25);
  } finally {
    await server.shutdown();
  }
}

/** Part 2: a hover on a small document while a 10 MB single-line document is validated. */
async function hugeLine(): Promise<void> {
  // The flood's document, broken URIs and all, ten times over on one line.
  const line = floodDocument().replace(/\n/g, ' ');
  const huge = line.repeat(Math.ceil(10_000_000 / line.length)).slice(0, 10_000_000);
  const server = new ServerProcess();
  const { connection } = server;
  try {
    await server.initialize();
    const small = 'See https://example.com/a|b and http://user:secret@example.org/.\n';
    const smallReady = server.diagnosticsOf(SMALL_URI, 1);
    await connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri: SMALL_URI, languageId: 'markdown', version: 1, text: small } });
    await smallReady;
    const hugeReady = server.diagnosticsOf(HUGE_URI, 1);
    const t0 = performance.now();
    let done = false;
    let hugeMs = 0;
    let count = 0;
    void hugeReady.then((p) => {
      done = true;
      hugeMs = performance.now() - t0;
      count = p.diagnostics.length;
    });
    await connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri: HUGE_URI, languageId: 'plaintext', version: 1, text: huge } });
    const hoverMs: number[] = [];
    while (!done) {
      const start = performance.now();
      await connection.sendRequest(HoverRequest.type, { textDocument: { uri: SMALL_URI }, position: { line: 0, character: 8 } });
      hoverMs.push(performance.now() - start);
      await new Promise<void>((resolve) => setTimeout(resolve, 20));
    }
    console.log(`\nA 10 MB single-line document (${(huge.length / 1e6).toFixed(1)} M UTF-16 units, ${count} diagnostics) validated in ${hugeMs.toFixed(0)} ms after didOpen`);
    const worst = Math.max(...hoverMs);
    row(`hover on another document meanwhile: median / max (${hoverMs.length})`, `${percentile(hoverMs, 50).toFixed(0)} / ${worst.toFixed(0)} ms`, 'target 200 ms', worst <= 200);
  } finally {
    await server.shutdown();
  }
}

/**
 * Part 3: a flood in one place, as a user typing (or a tool
 * rewriting) one part of a large plain-text document. 500 edits a second
 * for 10 s, each within ±10,000 characters of the document's middle; after
 * every 25th edit a hover within ±1,000 characters of that edit, every
 * other hover cancelled with $/cancelRequest, right away or after 1 to 5 ms.
 * Measured: the latency of the hovers not cancelled, and that the last
 * edit's diagnostics equal a fresh open's. Target: p95 300 ms.
 */
async function localFlood(): Promise<void> {
  const initial = floodDocument('plaintext');
  const server = new ServerProcess();
  const { connection } = server;
  const EDITS = 500;
  try {
    await server.initialize();
    const opened = server.diagnosticsOf(FLOOD_URI, 1);
    await connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri: FLOOD_URI, languageId: 'plaintext', version: 1, text: initial } });
    const first = await opened;
    console.log(`\nLocal flood: ${(initial.length / 1e6).toFixed(2)} M UTF-16 units (plaintext), ${first.diagnostics.length} diagnostics; `
      + `${EDITS} edits/s for ${FLOOD_MS / 1000} s within ±10,000 characters of the middle, a hover every 25 edits within ±1,000 characters of the edit, `
      + 'every other hover cancelled at once or after 1–5 ms');
    const doc = new LineText(initial);
    const next = seededRandom(17);
    let version = 1;
    const hoverMs: number[] = [];
    const cancelledMs: number[] = [];
    const pending: Promise<unknown>[] = [];
    const cpu0 = cpuMs(server.pid);
    const t0 = performance.now();
    let sent = 0;
    let hovers = 0;
    let lastEditAt = t0;
    while (performance.now() - t0 < FLOOD_MS) {
      const due = Math.floor(((performance.now() - t0) * EDITS) / 1000);
      for (; sent < due; sent++) {
        const spot = Math.floor((next() * 2 - 1) * 10_000);
        const at = doc.nearMiddle(spot);
        const change = doc.editAt(next, at.line, at.character);
        version++;
        void connection.sendNotification(DidChangeTextDocumentNotification.type, { textDocument: { uri: FLOOD_URI, version }, contentChanges: [change] });
        if ((sent + 1) % 25 !== 0) continue;
        const position = doc.nearMiddle(spot + Math.floor((next() * 2 - 1) * 1_000));
        const source = new CancellationTokenSource();
        const cancel = hovers++ % 2 === 1;
        const start = performance.now();
        pending.push(connection.sendRequest(HoverRequest.type, { textDocument: { uri: FLOOD_URI }, position }, source.token)
          .then(() => (cancel ? cancelledMs : hoverMs).push(performance.now() - start), () => cancelledMs.push(performance.now() - start)));
        if (cancel) {
          const after = Math.floor(next() * 6);
          if (after === 0) source.cancel(); else setTimeout(() => source.cancel(), after);
        }
      }
      lastEditAt = performance.now();
      await new Promise<void>((resolve) => setTimeout(resolve, 1));
    }
    const floodCpu = cpuMs(server.pid) - cpu0;
    const floodMs = performance.now() - t0;
    const lastDiagnostics = server.diagnosticsOf(FLOOD_URI, version);
    await Promise.all(pending);
    const p95 = percentile(hoverMs, 95);
    row('edits sent / hovers (answered, cancelled)', `${sent} / ${hoverMs.length}, ${cancelledMs.length}`, '', true);
    // What the server asked of the CPU, whatever else runs on the machine: above 100% it falls behind.
    row('server CPU during the flood', `${(floodCpu / 1000).toFixed(1)} s of ${(floodMs / 1000).toFixed(1)} s`, '', true);
    row('hover (not cancelled): median / p95 / max', `${percentile(hoverMs, 50).toFixed(0)} / ${p95.toFixed(0)} / ${Math.max(...hoverMs).toFixed(0)} ms`, 'target p95 300', p95 <= 300);
    row('cancelled hover answered: median / p95', `${percentile(cancelledMs, 50).toFixed(0)} / ${percentile(cancelledMs, 95).toFixed(0)} ms`, '', true);
    const last = await within(60_000, lastDiagnostics, 'the diagnostics of the last edit');
    const settleMs = performance.now() - lastEditAt;
    const freshDiagnostics = server.diagnosticsOf(FRESH_URI, 1);
    await connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri: FRESH_URI, languageId: 'plaintext', version: 1, text: doc.text() } });
    const equal = essence(last.diagnostics) === essence((await freshDiagnostics).diagnostics);
    row('last edit to its diagnostics', `${settleMs.toFixed(0)} ms`, 'target 1000 ms', settleMs <= 1000);
    row('final diagnostics equal a fresh open of the text', `${equal ? 'yes' : 'NO'} (${last.diagnostics.length})`, 'target yes', equal);
    row('server peak RSS', `${peakRssMb(server.pid).toFixed(0)} MB`, '', true);
  } finally {
    await server.shutdown();
  }
}

/** Runs the parts (`URI_LINT_STRESS_PART=flood|huge|local` for one) and prints their figures against the targets. */
export async function runStressBench(): Promise<void> {
  const part = process.env.URI_LINT_STRESS_PART;
  if (part === undefined || part === 'flood') await flood();
  if (part === undefined || part === 'local') await localFlood();
  if (part === undefined || part === 'huge') await hugeLine();
}
