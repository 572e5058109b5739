/**
 * A hostile or buggy client: malformed params are rejected at
 * the protocol boundary with one log line and leave the document as it was;
 * a reversed range means the same everywhere; an ignore pattern cannot hang
 * the server and a bad one is reported once; a client that never answers
 * workspace/configuration does not stall it; and a broken message frame
 * ends the process with a clear message so that the client restarts it.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Diagnostic, Range } from 'vscode-languageserver-protocol/node';
import { SETTINGS_OF_NOTIFICATION } from '@uri-lint/server/contract';
import { ROOT, TestClient } from './client';

const TEXT = 'See https://user:pw@example.com/ and http://ex^ample.com/ here.\nAnd http://host:80a/ too.\n';

const summary = (d: Diagnostic): string => `${d.code}@${d.range.start.line}:${d.range.start.character}-${d.range.end.line}:${d.range.end.character}`;

/** The diagnostics a fresh server publishes for `text`. */
async function fresh(client: TestClient, text: string): Promise<string[]> {
  const doc = await client.open('plaintext', text);
  return (await client.diagnostics(doc.uri)).map(summary);
}

const rejected = (client: TestClient): number => client.logs.filter((l) => /rejected/.test(l.message)).length;

describe('protocol: a hostile client', () => {
  let client: TestClient;
  beforeEach(async () => { client = await TestClient.start({ transport: 'in-process' }); });
  afterEach(async () => { await client.stop(); });

  const at = (line: unknown, character: unknown) => ({ line, character });
  const badChanges: [string, unknown][] = [
    ['text is a number', [{ text: 42 }]],
    ['text is null', [{ range: { start: at(0, 0), end: at(0, 0) }, text: null }]],
    ['text is an object', [{ text: { toString: 'x' } }]],
    ['positions are strings', [{ range: { start: at('0', '0'), end: at('0', '1') }, text: 'x' }]],
    ['positions are fractions', [{ range: { start: at(0, 0.5), end: at(0, 1) }, text: 'x' }]],
    ['a position is null', [{ range: { start: null, end: at(0, 1) }, text: 'x' }]],
    ['a character is negative', [{ range: { start: at(0, -1), end: at(0, 1) }, text: 'x' }]],
    ['a line is missing', [{ range: { start: { character: 0 }, end: at(0, 1) }, text: 'x' }]],
    ['a line is huge beyond uinteger', [{ range: { start: at(2 ** 40, 0), end: at(2 ** 40, 0) }, text: 'x' }]],
    ['contentChanges is not an array', { text: 'x' }],
    ['a good change before a bad one (none is applied)', [{ range: { start: at(0, 0), end: at(0, 0) }, text: 'x' }, { text: 7 }]],
  ];
  for (const [what, contentChanges] of badChanges) {
    it(`didChange where ${what}: rejected in one log line, the document unchanged, the server still answering`, async () => {
      const doc = await client.open('plaintext', TEXT);
      await client.diagnostics(doc.uri);
      const before = rejected(client);
      await client.sendRaw('textDocument/didChange', { textDocument: { uri: doc.uri, version: 2 }, contentChanges });
      // A valid edit after it applies to the text as it was.
      const edited = await client.change(doc.uri, [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: 'X' }]);
      const after = (await client.diagnostics(doc.uri, edited.version)).map(summary);
      assert.deepEqual(after, await fresh(client, `X${TEXT}`));
      assert.equal(rejected(client) - before, 1);
    });
  }

  it('didChange with a fractional version, or didOpen with a non-string text: rejected', async () => {
    const doc = await client.open('plaintext', TEXT);
    await client.diagnostics(doc.uri);
    await client.sendRaw('textDocument/didChange', { textDocument: { uri: doc.uri, version: 1.5 }, contentChanges: [{ text: '' }] });
    await client.sendRaw('textDocument/didOpen', { textDocument: { uri: 'file:///bad.txt', languageId: 'plaintext', version: 1, text: 3 } });
    await client.sendRaw('textDocument/didClose', { textDocument: null });
    // Messages are handled in order: once the hover is answered, the three were read.
    assert.ok(await client.hover(doc.uri, { line: 0, character: 10 }));
    assert.equal(rejected(client), 3);
  });

  it('a range given end first is the same range in didChange and in codeAction', async () => {
    const forward: Range = { start: { line: 0, character: 4 }, end: { line: 0, character: 23 } };
    const reversed: Range = { start: forward.end, end: forward.start };
    const one = await client.open('plaintext', TEXT);
    const two = await client.open('plaintext', TEXT);
    const a = await client.change(one.uri, [{ range: forward, text: 'https://a.example/ ' }]);
    const b = await client.change(two.uri, [{ range: reversed, text: 'https://a.example/ ' }]);
    assert.deepEqual((await client.diagnostics(two.uri, b.version)).map(summary), (await client.diagnostics(one.uri, a.version)).map(summary));
    const three = await client.open('plaintext', TEXT);
    const caret: Range = { start: { line: 0, character: 37 }, end: { line: 0, character: 57 } }; // http://ex^ample.com/
    const diagnostics = await client.diagnostics(three.uri);
    const forwardActions = await client.codeActions(three.uri, caret, diagnostics);
    const reversedActions = await client.codeActions(three.uri, { start: caret.end, end: caret.start }, diagnostics);
    assert.ok(forwardActions!.length > 0);
    assert.deepEqual(reversedActions, forwardActions);
  });

  const badRequests: [string, unknown][] = [
    ['textDocument/hover', { textDocument: { uri: 'file:///x' }, position: { line: 'a', character: 0 } }],
    ['textDocument/hover', null],
    ['textDocument/codeAction', { textDocument: { uri: 'file:///x' }, range: { start: null }, context: { diagnostics: [] } }],
    ['textDocument/documentLink', { textDocument: 5 }],
    ['workspace/executeCommand', { command: 'uriLint.normalizeAll', arguments: 'file:///x' }],
  ];
  for (const [method, params] of badRequests) {
    it(`${method} with ${JSON.stringify(params)}: an InvalidParams error, and the server goes on`, async () => {
      const { error } = await client.requestRaw(method, params);
      assert.equal(error?.code, -32602);
      const doc = await client.open('plaintext', TEXT);
      assert.ok((await client.diagnostics(doc.uri)).length > 0);
    });
  }

  it('code-action context diagnostics without a valid range are ignored, not fatal', async () => {
    const doc = await client.open('plaintext', TEXT);
    const diagnostics = await client.diagnostics(doc.uri);
    const range: Range = { start: { line: 1, character: 4 }, end: { line: 1, character: 20 } };
    const { result } = await client.requestRaw('textDocument/codeAction', {
      textDocument: { uri: doc.uri }, range, context: { diagnostics: [...diagnostics, { range: 'x' }, null, { range: { start: { line: -1 } } }] },
    });
    assert.deepEqual(result, await client.codeActions(doc.uri, range, diagnostics));
  });
});

describe('protocol: settings a cloned repository can hold', () => {
  it('uriLint.ignorePatterns that backtrack catastrophically in JavaScript do not hang the server', async () => {
    const long = `http://example.com/${'a'.repeat(50_000)}!^`;
    const client = await TestClient.start({ transport: 'in-process', settings: { ignorePatterns: ['/(a+)+$/', '/^(a|aa)*$/', '*a*a*a*a*a*a*a*b'] } });
    try {
      const doc = await client.open('plaintext', `see ${long} here\n`);
      assert.deepEqual((await client.diagnostics(doc.uri)).map((d) => d.code), ['invalid-character']);
    } finally {
      await client.stop();
    }
  });

  it('an ignore pattern RE2 cannot read is shown to the user once, with the reason; the others still work', async () => {
    const client = await TestClient.start({ transport: 'in-process', settings: { ignorePatterns: ['/(?<=x)y/', 'http://ex^ample.com/'] } });
    try {
      for (const text of [TEXT, TEXT, `${TEXT}more\n`]) await client.diagnostics((await client.open('plaintext', text)).uri);
      const warnings = client.shownMessages.filter((m) => /ignorePatterns/.test(m.message));
      assert.equal(warnings.length, 1);
      assert.equal(warnings[0]!.type, 2);
      assert.match(warnings[0]!.message, /"\/\(\?<=x\)y\/"/);
      const doc = await client.open('plaintext', TEXT);
      assert.ok(!(await client.diagnostics(doc.uri)).some((d) => d.range.start.character > 30 && d.range.start.line === 0));
    } finally {
      await client.stop();
    }
  });

  it('a client that never answers workspace/configuration: the defaults apply after the timeout, logged', async () => {
    const client = await TestClient.start({ transport: 'in-process', serverOptions: { configurationTimeout: 100 } });
    client.holdConfiguration();
    try {
      const doc = await client.open('plaintext', TEXT);
      assert.ok((await client.diagnostics(doc.uri)).length > 0);
      assert.ok(await client.hover(doc.uri, { line: 0, character: 10 }));
      assert.ok(client.logs.some((l) => /no answer within 100 ms/.test(l.message)));
    } finally {
      await client.stop();
    }
  });

  it('settings said before didOpen (uriLint/settingsOf) apply at once: no wait for a busy client to answer workspace/configuration', async () => {
    // A client that would answer only after a minute (an extension host busy with a large file): never asked here.
    const client = await TestClient.start({ transport: 'in-process', serverOptions: { configurationTimeout: 60_000 } });
    client.holdConfiguration();
    try {
      const off = 'file:///test/off.txt';
      const on = 'file:///test/on.txt';
      await client.sendRaw(SETTINGS_OF_NOTIFICATION, { uri: off, settings: { enable: false } });
      await client.sendRaw(SETTINGS_OF_NOTIFICATION, { uri: on, settings: {} });
      await client.open('plaintext', TEXT, off);
      await client.open('plaintext', TEXT, on);
      assert.deepEqual(await client.diagnostics(off), []);
      assert.ok((await client.diagnostics(on)).length > 0);
      // Hostile params: rejected in one log line each, nothing else changes.
      await client.sendRaw(SETTINGS_OF_NOTIFICATION, 42);
      await client.sendRaw(SETTINGS_OF_NOTIFICATION, { uri: on, settings: { enable: 'sometimes', ignorePatterns: 7 } });
      assert.ok(await client.hover(on, { line: 0, character: 10 }));
      assert.equal(rejected(client), 1);
    } finally {
      await client.stop();
    }
  });

  it('a late answer to workspace/configuration replaces the defaults, and the document is judged again under it', async () => {
    const client = await TestClient.start({ transport: 'in-process', settings: { enable: false }, serverOptions: { configurationTimeout: 100 } });
    const release = client.holdConfiguration();
    try {
      const doc = await client.open('plaintext', TEXT);
      // Under the defaults first: checked.
      assert.ok((await client.diagnostics(doc.uri)).length > 0);
      const next = client.nextDiagnostics(doc.uri);
      release();
      // The user's settings, once they come: not checked.
      assert.deepEqual(await next, []);
      assert.ok(client.logs.some((l) => /answered after \d+ ms: its settings apply now/.test(l.message)));
    } finally {
      await client.stop();
    }
  });
});

describe('protocol: a broken message frame', () => {
  const frame = (body: string): string => `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
  const initialize = frame(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { processId: null, rootUri: null, capabilities: {} } }));

  /** Starts the real binary over stdio, sends `input`, and resolves with its exit code, stdout and stderr once it ends or `until` matches stdout. */
  function run(input: string[], until?: RegExp): Promise<{ code: number | null; stdout: string; stderr: string }> {
    const child = spawn(process.execPath, [path.join(ROOT, 'server/bin/uri-lint-server.js'), '--stdio'], { stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    return new Promise((resolve) => {
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        if (until?.test(stdout)) {
          child.kill();
          resolve({ code: null, stdout, stderr });
        }
      });
      child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
      child.once('exit', (code) => resolve({ code, stdout, stderr }));
      for (const piece of input) child.stdin.write(piece);
    });
  }

  const broken: [string, string][] = [
    ['a Content-Length that is no number', 'Content-Length: abc\r\n\r\n{}'],
    ['no Content-Length at all', 'Content-Type: application/vscode-jsonrpc\r\n\r\n{}'],
    ['a header line without a colon', 'garbage\r\n\r\n'],
    // Lengths no message can have, which the library would wait for forever.
    ['a Content-Length of 2^31', `Content-Length: ${2 ** 31}\r\n\r\n{}`],
    ['a Content-Length of 2^53 and more', 'Content-Length: 99999999999999999999999\r\n\r\n{}'],
    ['a Content-Length with letters after its digits', 'Content-Length: 2x\r\n\r\n{}'],
    ['a negative Content-Length', 'Content-Length: -2\r\n\r\n{}'],
    ['a header that never ends', `Content-Length: 2\r\nX-Padding: ${'a'.repeat(70_000)}`],
  ];
  for (const [what, bytes] of broken) {
    it(`${what}: the server exits with 1 and says why on stderr`, async () => {
      const { code, stderr } = await run([initialize, bytes]);
      assert.equal(code, 1);
      assert.match(stderr, /uri-lint-server: the message stream is broken .*exiting so that the client can restart the server/);
    });
  }

  it('over --pipe too: a Content-Length of 2^31 ends the server with 1', async () => {
    const pipe = path.join(os.tmpdir(), `uri-lint-${process.pid}-${Date.now()}.sock`);
    const listening = net.createServer((socket) => {
      socket.on('error', () => undefined);
      socket.write(initialize);
      socket.write(`Content-Length: ${2 ** 31}\r\n\r\n{}`);
    });
    await new Promise<void>((resolve) => listening.listen(pipe, resolve));
    try {
      const child = spawn(process.execPath, [path.join(ROOT, 'server/bin/uri-lint-server.js'), `--pipe=${pipe}`], { stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      assert.equal(code, 1);
      assert.match(stderr, /the message stream is broken \(a Content-Length of 2147483648 bytes/);
    } finally {
      listening.close();
    }
  });

  it('a well-framed body that is not JSON costs that message only: the server answers the next one', async () => {
    const hover = frame(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'shutdown' }));
    const { stdout } = await run([initialize, frame('{not json'), hover], /"id":2/);
    assert.match(stdout, /"id":2,"result":null/);
  });
});

describe('protocol: the client goes away', () => {
  it('with a workspace/configuration request still pending: no unhandled rejection, nothing thrown', async () => {
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      const client = await TestClient.start({ transport: 'in-process' });
      client.holdConfiguration();
      const doc = await client.open('plaintext', 'see http://a b/\n');
      const pending = client.hover(doc.uri, { line: 0, character: 6 }).catch(() => null);
      await client.stop();
      await pending;
      // Rejections are reported after the microtasks of the turn that made them.
      await new Promise((resolve) => setImmediate(resolve));
      assert.deepEqual(rejections, []);
    } finally {
      process.off('unhandledRejection', onRejection);
    }
  });

  it('didChangeConfiguration with null params: the settings are read again, nothing is logged as a failure', async () => {
    const client = await TestClient.start({ transport: 'in-process' });
    try {
      const doc = await client.open('plaintext', 'see http://a b/\n');
      await client.diagnostics(doc.uri);
      const next = client.nextDiagnostics(doc.uri);
      await client.sendRaw('workspace/didChangeConfiguration', null);
      await next;
      assert.deepEqual(client.logs.filter((l) => /failed/.test(l.message)), []);
    } finally {
      await client.stop();
    }
  });
});
