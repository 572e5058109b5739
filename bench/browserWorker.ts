/**
 * The language server's browser bundle (dist/browser/server.js, built here
 * from the sources with scripts/build.js's own options) in a Web Worker of
 * Debian's Chromium, driven by playwright-core: the test page starts the
 * worker and relays its messages, so a protocol client in Node talks to the
 * server over the worker's `postMessage` exactly as the VS Code web client
 * does. Used by the protocol tests (test/server/protocol/, transport
 * `worker`) and by `npm run bench -- browser`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import type { BuildOptions } from 'esbuild';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { AbstractMessageReader, AbstractMessageWriter, createProtocolConnection } from 'vscode-languageserver-protocol/node';
import type { DataCallback, Disposable, Message, ProtocolConnection } from 'vscode-languageserver-protocol/node';

const ROOT = path.resolve(__dirname, '../..');
const CHROMIUM = process.env.URI_LINT_CHROMIUM ?? '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];
/** The page's made-up origin: Playwright answers it, nothing goes to a network. */
const ORIGIN = 'http://uri-lint.test';

/** The worker bundle, built once per process from the sources as scripts/build.js builds it. */
let bundle: Promise<string> | undefined;

function workerBundle(): Promise<string> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const script = require(path.join(ROOT, 'scripts/build.js')) as { options(target: string, production: boolean): BuildOptions };
  bundle ??= build({ ...script.options('browserServer', true), write: false, logLevel: 'silent' })
    .then((result) => result.outputFiles!.find((f) => f.path.endsWith('.js'))!.text);
  return bundle;
}

/** Messages from the worker, as the page relays them. */
class RelayReader extends AbstractMessageReader {
  private callback: DataCallback | undefined;
  private readonly early: Message[] = [];

  listen(callback: DataCallback): Disposable {
    this.callback = callback;
    for (const message of this.early.splice(0)) callback(message);
    return { dispose: () => { this.callback = undefined; } };
  }

  receive(message: Message): void {
    if (this.callback) this.callback(message);
    else this.early.push(message);
  }

  fail(error: Error): void {
    this.fireError(error);
  }
}

/** Messages to the worker, posted by the page one after the other, in order. */
class RelayWriter extends AbstractMessageWriter {
  private last: Promise<void> = Promise.resolve();

  constructor(private readonly page: Page) {
    super();
  }

  write(message: Message): Promise<void> {
    this.last = this.last.then(() => this.page.evaluate((m) => (globalThis as unknown as WorkerPage).uriLintWorker.postMessage(m), message));
    return this.last;
  }

  end(): void {}
}

/** What the test page holds (its script below). */
interface WorkerPage {
  uriLintWorker: { postMessage(message: unknown): void; terminate(): void };
  uriLintToNode(message: unknown): void;
  uriLintWorkerError(message: string): void;
  uriLintCorpus: string;
  uriLintOpenTimed(uri: string, languageId: string): Promise<{ ms: number; count: number }>;
}

/** The server in a Web Worker of Chromium, and a protocol connection to it. */
export interface WorkerServer {
  connection: ProtocolConnection;
  page: Page;
  /** Rejects when the worker fails (an uncaught error in the server's script). */
  failed: Promise<never>;
  close(): Promise<void>;
}

/** Starts Chromium, a page, and the server's worker in it. */
export async function startWorkerServer(): Promise<WorkerServer> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} not found: apt-get install -y chromium (or set URI_LINT_CHROMIUM)`);
  const [script, browser] = await Promise.all([
    workerBundle(),
    chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS, handleSIGINT: false, handleSIGTERM: false, handleSIGHUP: false }),
  ]);
  try {
    return await connect(browser, script);
  } catch (error) {
    await browser.close();
    throw error;
  }
}

async function connect(browser: Browser, script: string): Promise<WorkerServer> {
  const page = await browser.newPage();
  await page.route(`${ORIGIN}/**`, (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/server.js') return route.fulfill({ contentType: 'text/javascript', body: script });
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>URI Lint server in a Web Worker</title>' });
  });
  const reader = new RelayReader();
  let fail!: (error: Error) => void;
  const failed = new Promise<never>((_, reject) => { fail = reject; });
  failed.catch(() => undefined);
  await page.exposeFunction('uriLintToNode', (message: Message) => reader.receive(message));
  await page.exposeFunction('uriLintWorkerError', (message: string) => {
    const error = new Error(`the server's worker failed: ${message}`);
    reader.fail(error);
    fail(error);
  });
  await page.goto(`${ORIGIN}/`);
  await page.evaluate(() => {
    const page = globalThis as unknown as WorkerPage & { Worker: new (url: string) => WorkerPage['uriLintWorker'] & { onmessage: unknown; onerror: unknown } };
    const worker = new page.Worker('/server.js');
    // A timed open (the benchmark) waits here, in the page, for its diagnostics: no relay in the measure.
    let timed: { uri: string; resolve: (count: number) => void } | undefined;
    worker.onmessage = (event: { data: { method?: string; params?: { uri: string; diagnostics: unknown[] } } }) => {
      const { data } = event;
      if (timed && data.method === 'textDocument/publishDiagnostics' && data.params!.uri === timed.uri) {
        timed.resolve(data.params!.diagnostics.length);
        timed = undefined;
      }
      page.uriLintToNode(data);
    };
    worker.onerror = (event: { message: string }) => page.uriLintWorkerError(event.message);
    page.uriLintWorker = worker;
    page.uriLintOpenTimed = (uri, languageId) => new Promise((resolve) => {
      const t0 = performance.now();
      timed = { uri, resolve: (count) => resolve({ ms: performance.now() - t0, count }) };
      worker.postMessage({ jsonrpc: '2.0', method: 'textDocument/didOpen', params: { textDocument: { uri, languageId, version: 1, text: page.uriLintCorpus } } });
    });
  });
  const connection = createProtocolConnection(reader, new RelayWriter(page));
  return {
    connection,
    page,
    failed,
    close: async () => {
      connection.dispose();
      await browser.close();
    },
  };
}

/**
 * Opens `text` in the worker's server and times, inside the page, from
 * posting didOpen to receiving the document's first diagnostics: the
 * browser's share, without the relay to Node. The text is handed to the page
 * before the clock starts.
 */
export async function openTimed(server: WorkerServer, uri: string, languageId: string, text: string): Promise<{ ms: number; count: number }> {
  await server.page.evaluate((t) => { (globalThis as unknown as WorkerPage).uriLintCorpus = t; }, text);
  return server.page.evaluate(([u, l]) => (globalThis as unknown as WorkerPage).uriLintOpenTimed(u!, l!), [uri, languageId]);
}
