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
import type { PublishDiagnosticsParams } from 'vscode-languageserver-protocol/node';
import { loadDocsCorpus, median } from './measure';

const ROOT = path.resolve(__dirname, '../..');
const URI = 'file:///bench/docs-corpus.txt';
const EDITS = 50;

/** Resident set size of a process in MB, as `ps` reports it. */
function rssMb(pid: number): number {
  return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)]).toString().trim()) / 1024;
}

/** Offsets spread over the document, away from its ends, in a fixed order. */
function editOffsets(length: number): number[] {
  return Array.from({ length: EDITS }, (_, i) => Math.floor(((i * 7919) % EDITS + 0.5) / EDITS * (length - 2)) + 1);
}

/** Runs the server benchmark and prints its figures against the targets. */
export async function runServerBench(): Promise<void> {
  const text = loadDocsCorpus();
  const child = spawn(process.execPath, [path.join(ROOT, 'server/bin/uri-lint-server.js'), '--stdio'], { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] });
  const connection = createProtocolConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
  const waiting = new Map<number, (p: PublishDiagnosticsParams) => void>();
  connection.onNotification(PublishDiagnosticsNotification.type, (p) => {
    if (p.version !== undefined) waiting.get(p.version)?.(p);
  });
  connection.onRequest(ConfigurationRequest.type, ({ items }) => items.map(() => ({})));
  connection.onRequest(RegistrationRequest.type, () => undefined);
  connection.listen();
  const published = (version: number): Promise<PublishDiagnosticsParams> => new Promise((resolve) => waiting.set(version, resolve));

  await connection.sendRequest(InitializeRequest.type, { processId: process.pid, rootUri: null, capabilities: { workspace: { configuration: true } } });
  await connection.sendNotification(InitializedNotification.type, {});
  const rssIdle = rssMb(child.pid!);

  let t0 = performance.now();
  const first = published(1);
  await connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri: URI, languageId: 'plaintext', version: 1, text } });
  const firstDiagnostics = await first;
  const openMs = performance.now() - t0;
  const rssOpen = rssMb(child.pid!);

  // A TextDocument-like line index, to send positions as an editor does.
  const lineStarts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const positionAt = (offset: number) => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (lineStarts[mid]! <= offset) lo = mid; else hi = mid - 1;
    }
    return { line: lo, character: offset - lineStarts[lo]! };
  };

  const samples: number[] = [];
  let version = 1;
  for (const offset of editOffsets(text.length)) {
    // Insert a character, then the next edit takes it out again elsewhere: the document stays the corpus, give or take one.
    const at = positionAt(offset);
    const next = published(++version);
    t0 = performance.now();
    await connection.sendNotification(DidChangeTextDocumentNotification.type, {
      textDocument: { uri: URI, version },
      contentChanges: [{ range: { start: at, end: at }, text: 'x' }],
    });
    await next;
    samples.push(performance.now() - t0);
    const undo = published(++version);
    await connection.sendNotification(DidChangeTextDocumentNotification.type, {
      textDocument: { uri: URI, version },
      contentChanges: [{ range: { start: at, end: { line: at.line, character: at.character + 1 } }, text: '' }],
    });
    await undo;
  }
  const rssAfter = rssMb(child.pid!);

  await connection.sendRequest(ShutdownRequest.type);
  await connection.sendNotification(ExitNotification.type);
  connection.dispose();

  const row = (name: string, value: string, target: string, ok: boolean) =>
    console.log(`${name.padEnd(44)} ${value.padStart(10)} ${('target ' + target).padStart(16)} ${ok ? 'ok' : 'MISSED'}`);
  console.log(`\nLanguage server over stdio: ${(text.length / 1e6).toFixed(1)} M UTF-16 units open as one document, ${firstDiagnostics.diagnostics.length} diagnostics`);
  row('didOpen to first diagnostics', `${openMs.toFixed(0)} ms`, '1500 ms', openMs <= 1500);
  const editMedian = median(samples);
  row(`one-char edit to diagnostics (median of ${EDITS})`, `${editMedian.toFixed(1)} ms`, '30 ms', editMedian <= 30);
  row('  fastest / slowest edit', `${Math.min(...samples).toFixed(1)} / ${Math.max(...samples).toFixed(1)}`, '', true);
  const rss = Math.max(rssOpen, rssAfter);
  row('server RSS (idle / open / after edits)', `${rssIdle.toFixed(0)}/${rssOpen.toFixed(0)}/${rssAfter.toFixed(0)} MB`, '250 MB', rss <= 250);
}

if (require.main === module) {
  runServerBench().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
