/**
 * The language server through its real transport (issue 3 §8): the built
 * server spawned over stdio, the 9.6 MB docs corpus open as one document.
 * Measures the time from didOpen to the first diagnostics, the median time
 * from a one-character edit to the updated diagnostics (50 edits), and the
 * server's resident memory. Targets: 1.5 s, 30 ms, 250 MB.
 */
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import {
  ConfigurationRequest,
  DidChangeTextDocumentNotification,
  DidOpenTextDocumentNotification,
  ExitNotification,
  InitializedNotification,
  InitializeRequest,
  PublishDiagnosticsNotification,
  RegistrationRequest,
  ShutdownRequest,
  StreamMessageReader,
  StreamMessageWriter,
  createProtocolConnection,
} from 'vscode-languageserver-protocol/node';
import type { Position, ProtocolConnection, PublishDiagnosticsParams, TextDocumentContentChangeEvent } from 'vscode-languageserver-protocol/node';
import { loadDocsCorpus, median } from './measure';

const ROOT = path.resolve(__dirname, '../..');
const URI = 'file:///bench/docs-corpus.txt';
const EDITS = 50;

/** Resident set size of a process in MB, as `ps` reports it. */
function rssMb(pid: number): number {
  return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)]).toString().trim()) / 1024;
}

/** The server's defaults, unless URI_LINT_BENCH_DELAY sets its `diagnosticsDelay` (ms), to see the work without the throttle. */
function initializationOptions(): { diagnosticsDelay?: number } {
  const delay = process.env.URI_LINT_BENCH_DELAY;
  return delay === undefined ? {} : { diagnosticsDelay: Number(delay) };
}

/** Offsets spread over the document, away from its ends, in a scattered order. */
function editOffsets(length: number): number[] {
  return Array.from({ length: EDITS }, (_, i) => Math.floor((((i * 7919) % EDITS) + 0.5) / EDITS * (length - 2)) + 1);
}

/** Offset to position, as an editor computes it. */
function positions(text: string): (offset: number) => Position {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (starts[mid]! <= offset) lo = mid; else hi = mid - 1;
    }
    return { line: lo, character: offset - starts[lo]! };
  };
}

/** A minimal client: sends a notification and times it until the diagnostics of the version it makes. */
class BenchClient {
  private readonly waiting = new Map<number, (p: PublishDiagnosticsParams) => void>();
  private version = 0;

  constructor(readonly connection: ProtocolConnection) {
    connection.onNotification(PublishDiagnosticsNotification.type, (p) => {
      if (p.version !== undefined) this.waiting.get(p.version)?.(p);
    });
    connection.onRequest(ConfigurationRequest.type, ({ items }) => items.map(() => ({})));
    connection.onRequest(RegistrationRequest.type, () => undefined);
    connection.listen();
  }

  async initialize(): Promise<void> {
    await this.connection.sendRequest(InitializeRequest.type, {
      processId: process.pid, rootUri: null, capabilities: { workspace: { configuration: true } }, initializationOptions: initializationOptions(),
    });
    await this.connection.sendNotification(InitializedNotification.type, {});
  }

  /** Opens the document; ms to its first diagnostics, and how many. */
  async open(text: string): Promise<{ ms: number; count: number }> {
    this.version = 1;
    return this.timed(() => this.connection.sendNotification(DidOpenTextDocumentNotification.type, {
      textDocument: { uri: URI, languageId: 'plaintext', version: 1, text },
    }));
  }

  /** Sends one change; ms to the diagnostics of the version it makes. */
  async change(change: TextDocumentContentChangeEvent): Promise<number> {
    const version = ++this.version;
    const { ms } = await this.timed(() => this.connection.sendNotification(DidChangeTextDocumentNotification.type, {
      textDocument: { uri: URI, version }, contentChanges: [change],
    }));
    return ms;
  }

  async shutdown(): Promise<void> {
    await this.connection.sendRequest(ShutdownRequest.type);
    await this.connection.sendNotification(ExitNotification.type);
  }

  private async timed(send: () => Promise<void>): Promise<{ ms: number; count: number }> {
    const published = new Promise<PublishDiagnosticsParams>((resolve) => this.waiting.set(this.version, resolve));
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
  const child = spawn(process.execPath, [path.join(ROOT, 'server/bin/uri-lint-server.js'), '--stdio'], { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] });
  const client = new BenchClient(createProtocolConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin)));
  try {
    await client.initialize();
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
    await client.shutdown();

    console.log(`\nLanguage server over stdio: ${(text.length / 1e6).toFixed(1)} M UTF-16 units open as one document, ${opened.count} diagnostics`);
    row('didOpen to first diagnostics', `${opened.ms.toFixed(0)} ms`, 'target 1500 ms', opened.ms <= 1500);
    const editMedian = median(samples);
    row(`one-char edit to diagnostics (median of ${EDITS})`, `${editMedian.toFixed(1)} ms`, 'target 30 ms', editMedian <= 30);
    row('  fastest / slowest edit', `${Math.min(...samples).toFixed(1)} / ${Math.max(...samples).toFixed(1)} ms`, '', true);
    const rss = Math.max(rssOpen, rssAfter);
    row('server RSS: idle / open / after edits', `${rssIdle.toFixed(0)} / ${rssOpen.toFixed(0)} / ${rssAfter.toFixed(0)} MB`, 'target 250 MB', rss <= 250);
  } finally {
    client.connection.dispose();
    child.kill();
  }
}

if (require.main === module) {
  runServerBench().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
