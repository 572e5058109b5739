/**
 * `npm run bench -- browser`: the language server's first
 * diagnostics for the 9.6 MB docs corpus, open as one document, in the
 * browser worker (the .vsix's browser bundle in a Web Worker of Chromium,
 * bench/browserWorker.ts) against the Node server (spawned over stdio), in
 * the same run. Rounds alternate which goes first, each with a fresh server;
 * the figure is the median of the per-round ratios browser / Node. Target:
 * within 2x.
 *
 * What is timed: Node, from sending didOpen to receiving the diagnostics
 * (the text crosses a pipe as JSON, as from VS Code); browser, inside the
 * page, from posting didOpen to the worker to receiving its diagnostics (the
 * text crosses as a structured clone, as from VS Code's web client). Both
 * include the server's configuration requests to its client.
 */
import {
  ConfigurationRequest, DidOpenTextDocumentNotification, ExitNotification, InitializedNotification, InitializeRequest,
  RegistrationRequest, ShutdownRequest,
} from 'vscode-languageserver-protocol/node';
import { FS_READ_DIRECTORY_REQUEST, FS_READ_FILE_REQUEST, FS_STAT_REQUEST } from '@uri-lint/server/contract';
import { openTimed, startWorkerServer } from './browserWorker';
import { ServerProcess } from './lspClient';
import { loadDocsCorpus, median } from './measure';

const URI = 'file:///bench/docs-corpus.txt';
const ROUNDS = Number(process.env.URI_LINT_BENCH_ROUNDS ?? 5);
const TARGET_RATIO = 2;

interface Sample { ms: number; count: number }

async function nodeRound(text: string): Promise<Sample> {
  const server = new ServerProcess();
  try {
    await server.initialize();
    const published = server.diagnosticsOf(URI, 1);
    const t0 = performance.now();
    await server.connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri: URI, languageId: 'plaintext', version: 1, text } });
    const params = await published;
    return { ms: performance.now() - t0, count: params.diagnostics.length };
  } finally {
    await server.shutdown();
  }
}

async function browserRound(text: string): Promise<Sample> {
  const server = await startWorkerServer();
  try {
    const c = server.connection;
    c.onRequest(ConfigurationRequest.type, ({ items }) => items.map(() => ({})));
    c.onRequest(RegistrationRequest.type, () => undefined);
    // The client's file system: nothing there, as for the Node server's /bench folder.
    for (const method of [FS_STAT_REQUEST, FS_READ_DIRECTORY_REQUEST, FS_READ_FILE_REQUEST]) c.onRequest(method, () => null);
    c.listen();
    await Promise.race([server.failed, c.sendRequest(InitializeRequest.type, { processId: null, rootUri: null, capabilities: { workspace: { configuration: true } } })]);
    await c.sendNotification(InitializedNotification.type, {});
    const sample = await Promise.race([server.failed, openTimed(server, URI, 'plaintext', text)]);
    await c.sendRequest(ShutdownRequest.type);
    await c.sendNotification(ExitNotification.type);
    return sample;
  } finally {
    await server.close();
  }
}

/** Runs the comparison and prints each round and the median ratio against the target. */
export async function runBrowserBench(): Promise<void> {
  const text = loadDocsCorpus();
  console.log(`\nFirst diagnostics, browser worker (Chromium) vs Node server: ${(text.length / 1e6).toFixed(1)} M UTF-16 units as one document, ${ROUNDS} alternated rounds`);
  console.log(`${'round'.padEnd(8)} ${'Node ms'.padStart(10)} ${'browser ms'.padStart(12)} ${'ratio'.padStart(8)}`);
  const ratios: number[] = [];
  const counts = new Set<string>();
  for (let round = 0; round < ROUNDS; round++) {
    // Alternate which goes first, so that neither always meets a machine the other has warmed or loaded.
    const [node, browser] = round % 2 === 0
      ? [await nodeRound(text), await browserRound(text)]
      : await browserRound(text).then(async (b) => [await nodeRound(text), b] as const);
    counts.add(`${node.count}/${browser.count}`);
    ratios.push(browser.ms / node.ms);
    console.log(`${String(round + 1).padEnd(8)} ${node.ms.toFixed(0).padStart(10)} ${browser.ms.toFixed(0).padStart(12)} ${`${ratios.at(-1)!.toFixed(2)}x`.padStart(8)}`);
  }
  const ratio = median(ratios);
  console.log(`diagnostics (Node/browser): ${[...counts].join(', ')}`);
  console.log(`${'median of ratios browser / Node'.padEnd(44)} ${`${ratio.toFixed(2)}x`.padStart(14)} ${`target ${TARGET_RATIO}x`.padStart(16)} ${ratio <= TARGET_RATIO ? 'ok' : 'MISSED'}`);
}
