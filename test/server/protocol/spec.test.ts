/**
 * The LSP specification's lifecycle and message rules, over
 * raw frames to the built server (`uri-lint-server --stdio`), as a client
 * that breaks them would send them: requests before `initialize` get
 * ServerNotInitialized, requests after `shutdown` get InvalidRequest, and
 * `"params": null` (or any params that are not an object or an array) gets
 * InvalidParams, never InternalError; the server keeps serving.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './client';

/** JSON-RPC error codes (JSON-RPC 2.0 §5.1; LSP 3.17 "Response Message"). */
const INVALID_REQUEST = -32600;
const INVALID_PARAMS = -32602;
const SERVER_NOT_INITIALIZED = -32002;

interface Response {
  id: number;
  result?: unknown;
  error?: { code: number; message: string };
}

/** The built server over stdio, spoken to in raw frames. */
class RawServer {
  private readonly child: ChildProcessWithoutNullStreams;
  private buffer = Buffer.alloc(0);
  private readonly responses = new Map<number, Response>();
  private readonly waiting = new Map<number, (r: Response) => void>();
  readonly exited: Promise<number | null>;

  constructor() {
    this.child = spawn(process.execPath, [path.join(ROOT, 'server/bin/uri-lint-server.js'), '--stdio']);
    this.exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.stdout.on('data', (chunk: Buffer) => this.read(chunk));
  }

  private read(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const end = this.buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      const length = Number(/Content-Length: (\d+)/i.exec(this.buffer.subarray(0, end).toString())![1]);
      if (this.buffer.length < end + 4 + length) return;
      const message = JSON.parse(this.buffer.subarray(end + 4, end + 4 + length).toString()) as Response & { method?: string };
      this.buffer = this.buffer.subarray(end + 4 + length);
      if (message.method !== undefined || typeof message.id !== 'number') continue;
      this.responses.set(message.id, message);
      this.waiting.get(message.id)?.(message);
    }
  }

  /** Sends one message, whatever its shape. */
  send(message: Record<string, unknown>): void {
    const body = JSON.stringify({ jsonrpc: '2.0', ...message });
    this.child.stdin.write(`Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
  }

  /** Sends a request and resolves with its response. */
  request(id: number, method: string, params?: unknown): Promise<Response> {
    const answered = new Promise<Response>((resolve) => {
      const known = this.responses.get(id);
      if (known) resolve(known); else this.waiting.set(id, resolve);
    });
    this.send(params === undefined ? { id, method } : { id, method, params });
    return answered;
  }

  initialize(id = 1): Promise<Response> {
    return this.request(id, 'initialize', { processId: null, rootUri: null, capabilities: {} });
  }

  kill(): void {
    this.child.kill();
  }
}

const HOVER = { textDocument: { uri: 'file:///t/a.txt' }, position: { line: 0, character: 6 } };
const OPEN = { textDocument: { uri: 'file:///t/a.txt', languageId: 'plaintext', version: 1, text: 'see http://example.com/a here\n' } };

describe('protocol: the LSP lifecycle and params', () => {
  let server: RawServer | undefined;
  afterEach(() => server?.kill());

  it('before initialize: a request gets ServerNotInitialized, a notification is dropped', async () => {
    server = new RawServer();
    const early = await server.request(1, 'textDocument/hover', HOVER);
    assert.equal(early.error?.code, SERVER_NOT_INITIALIZED);
    server.send({ method: 'textDocument/didOpen', params: OPEN });
    assert.ok((await server.initialize(2)).result);
    server.send({ method: 'initialized', params: {} });
    // The didOpen before initialize was dropped: the document is unknown.
    assert.deepEqual((await server.request(3, 'textDocument/documentLink', { textDocument: OPEN.textDocument })).result, []);
    server.send({ method: 'textDocument/didOpen', params: OPEN });
    const links = (await server.request(4, 'textDocument/documentLink', { textDocument: OPEN.textDocument })).result as unknown[];
    assert.equal(links.length, 1);
  });

  it('exit before initialize ends the server with 1 (no shutdown came first)', async () => {
    server = new RawServer();
    server.send({ method: 'exit' });
    assert.equal(await server.exited, 1);
  });

  it('a second initialize gets InvalidRequest', async () => {
    server = new RawServer();
    await server.initialize(1);
    assert.equal((await server.initialize(2)).error?.code, INVALID_REQUEST);
  });

  it('after shutdown: every request gets InvalidRequest, a notification is dropped, exit ends with 0', async () => {
    server = new RawServer();
    await server.initialize(1);
    server.send({ method: 'textDocument/didOpen', params: OPEN });
    assert.equal((await server.request(2, 'shutdown')).result, null);
    for (const [id, method, params] of [[3, 'textDocument/hover', HOVER], [4, 'shutdown', undefined], [5, 'initialize', {}], [6, 'textDocument/documentLink', { textDocument: OPEN.textDocument }]] as const) {
      const response = await server.request(id, method, params);
      assert.equal(response.error?.code, INVALID_REQUEST, method);
    }
    server.send({ method: 'exit' });
    assert.equal(await server.exited, 0);
  });

  it('shutdown with "params": null is a shutdown', async () => {
    server = new RawServer();
    await server.initialize(1);
    assert.equal((await server.request(2, 'shutdown', null)).result, null);
    server.send({ method: 'exit' });
    assert.equal(await server.exited, 0);
  });

  const REQUESTS = ['textDocument/hover', 'textDocument/codeAction', 'textDocument/documentLink', 'workspace/executeCommand', 'textDocument/completion'];
  for (const params of [null, 'text', 42, true]) {
    it(`"params": ${JSON.stringify(params)} gets InvalidParams from every request, and the server keeps serving`, async () => {
      server = new RawServer();
      assert.equal((await server.request(1, 'initialize', params)).error?.code, INVALID_PARAMS, 'initialize');
      await server.initialize(2);
      server.send({ method: 'initialized', params: {} });
      let id = 10;
      for (const method of REQUESTS) {
        const response = await server.request(id++, method, params);
        assert.equal(response.error?.code, INVALID_PARAMS, method);
      }
      // Notifications with such params are dropped; the next good ones are served.
      server.send({ method: 'textDocument/didOpen', params });
      server.send({ method: 'textDocument/didChange', params });
      server.send({ method: 'textDocument/didOpen', params: OPEN });
      const hover = await server.request(id++, 'textDocument/hover', HOVER);
      assert.match(JSON.stringify(hover.result), /example\.com/);
    });
  }
});
