/**
 * The language server through its real transport: the built
 * server spawned over stdio, the 9.6 MB docs corpus open as one document.
 * Measures the time from didOpen to the first diagnostics, the median time
 * from a one-character edit to the updated diagnostics (50 edits), and the
 * server's resident memory. Targets: 1.5 s, 30 ms, 250 MB.
 */
import {
  DidChangeTextDocumentNotification,
  DidOpenTextDocumentNotification,
} from 'vscode-languageserver-protocol/node';
import type { TextDocumentContentChangeEvent } from 'vscode-languageserver-protocol/node';
import { ServerProcess, positions, rssMb } from './lspClient';
import { loadDocsCorpus, median } from './measure';

const URI = 'file:///bench/docs-corpus.txt';
const EDITS = 50;

/** The server's defaults, unless URI_LINT_BENCH_DELAY sets its `diagnosticsDelay` (ms), to see the work without the throttle. */
function initializationOptions(): { diagnosticsDelay?: number } {
  const delay = process.env.URI_LINT_BENCH_DELAY;
  return delay === undefined ? {} : { diagnosticsDelay: Number(delay) };
}

/** Offsets spread over the document, away from its ends, in a scattered order. */
function editOffsets(length: number): number[] {
  return Array.from({ length: EDITS }, (_, i) => Math.floor((((i * 7919) % EDITS) + 0.5) / EDITS * (length - 2)) + 1);
}

/** Times a notification until the diagnostics of the version it makes. */
class BenchClient {
  private version = 0;

  constructor(readonly server: ServerProcess) {}

  /** Opens the document; ms to its first diagnostics, and how many. */
  async open(text: string): Promise<{ ms: number; count: number }> {
    this.version = 1;
    return this.timed(() => this.server.connection.sendNotification(DidOpenTextDocumentNotification.type, {
      textDocument: { uri: URI, languageId: 'plaintext', version: 1, text },
    }));
  }

  /** Sends one change; ms to the diagnostics of the version it makes. */
  async change(change: TextDocumentContentChangeEvent): Promise<number> {
    const version = ++this.version;
    const { ms } = await this.timed(() => this.server.connection.sendNotification(DidChangeTextDocumentNotification.type, {
      textDocument: { uri: URI, version }, contentChanges: [change],
    }));
    return ms;
  }

  private async timed(send: () => Promise<void>): Promise<{ ms: number; count: number }> {
    const published = this.server.diagnosticsOf(URI, this.version);
    const t0 = performance.now();
    await send();
    const params = await published;
    return { ms: performance.now() - t0, count: params.diagnostics.length };
  }
}

function row(name: string, value: string, target: string, ok: boolean): void {
  console.log(`${name.padEnd(44)} ${value.padStart(14)} ${target.padStart(16)} ${ok ? 'ok' : 'MISSED'}`);
}

/** Runs the server benchmark and prints its figures against the targets. */
export async function runServerBench(): Promise<void> {
  const text = loadDocsCorpus();
  const server = new ServerProcess();
  const client = new BenchClient(server);
  const child = server.child;
  try {
    await server.initialize(initializationOptions());
    const rssIdle = rssMb(child.pid!);
    const opened = await client.open(text);
    const rssOpen = rssMb(child.pid!);
    const positionAt = positions(text);
    const samples: number[] = [];
    for (const offset of editOffsets(text.length)) {
      // Type a character, then take it out again: the document stays the corpus.
      const at = positionAt(offset);
      samples.push(await client.change({ range: { start: at, end: at }, text: 'x' }));
      await client.change({ range: { start: at, end: { line: at.line, character: at.character + 1 } }, text: '' });
    }
    const rssAfter = rssMb(child.pid!);

    console.log(`\nLanguage server over stdio: ${(text.length / 1e6).toFixed(1)} M UTF-16 units open as one document, ${opened.count} diagnostics`);
    row('didOpen to first diagnostics', `${opened.ms.toFixed(0)} ms`, 'target 1500 ms', opened.ms <= 1500);
    const editMedian = median(samples);
    row(`one-char edit to diagnostics (median of ${EDITS})`, `${editMedian.toFixed(1)} ms`, 'target 30 ms', editMedian <= 30);
    row('  fastest / slowest edit', `${Math.min(...samples).toFixed(1)} / ${Math.max(...samples).toFixed(1)} ms`, '', true);
    const rss = Math.max(rssOpen, rssAfter);
    row('server RSS: idle / open / after edits', `${rssIdle.toFixed(0)} / ${rssOpen.toFixed(0)} / ${rssAfter.toFixed(0)} MB`, 'target 250 MB', rss <= 250);
  } finally {
    await server.shutdown();
  }
}

if (require.main === module) {
  runServerBench().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
