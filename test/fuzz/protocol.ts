/**
 * The protocol target: random sequences of didOpen, didChange, didClose,
 * hover, codeAction, documentLink, executeCommand, didChangeConfiguration and
 * unknown methods, sent without waiting to an in-process server
 * (test/server/protocol/client.ts), with params that are often malformed (a
 * random part of them replaced by random JSON). After each sequence every
 * request must have been answered (a result of the right shape, or
 * InvalidParams / MethodNotFound), the server must still answer a
 * well-formed hover within a bound, and its log must hold no "failed" or
 * "uncaught" line.
 */
import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { TestClient } from '../server/protocol/client';
import type { ClientOptions } from '../server/protocol/client';
import { documentText, rawSettings } from './arbitraries';
import { knownProtocolBug } from './known';
import { note } from './notes';
import type { FuzzTarget } from './properties';

/** How long the server may take to answer after a sequence, in ms. */
const ANSWER_BOUND_MS = 1000;
/** A new server every this many sequences, so that no state grows without end, with other client capabilities. */
const SEQUENCES_PER_SERVER = 250;

const LANGUAGE_IDS = ['plaintext', 'markdown', 'html', 'json', 'yaml', 'typescript', 'python', 'man', 'c'] as const;
const METHODS = [
  'textDocument/didOpen', 'textDocument/didChange', 'textDocument/didClose', 'textDocument/hover', 'textDocument/codeAction',
  'textDocument/documentLink', 'workspace/executeCommand', 'workspace/didChangeConfiguration', 'textDocument/completion', '$/cancelRequest',
] as const;
const REQUESTS = new Set<string>(['textDocument/hover', 'textDocument/codeAction', 'textDocument/documentLink', 'workspace/executeCommand', 'textDocument/completion']);
/** Errors a well-behaved server may answer a fuzzer with. */
const ALLOWED_ERRORS = new Set([-32602 /* InvalidParams */, -32601 /* MethodNotFound */, -32800 /* RequestCancelled */]);

type Position = [line: number, character: number];

/** One message of a sequence, before it is made concrete (documents are indexes into the sequence's pool). */
type Op =
  | { op: 'open'; doc: number; languageId: string; text: string }
  | { op: 'change'; doc: number; version: 'next' | 'same' | number; changes: { range?: [Position, Position]; text: string }[] }
  | { op: 'close'; doc: number }
  | { op: 'hover'; doc: number; at: Position }
  | { op: 'codeAction'; doc: number; range: [Position, Position]; diagnostics: unknown[]; only?: string[] }
  | { op: 'links'; doc: number }
  | { op: 'command'; command: string; args: unknown }
  | { op: 'settings'; raw: Record<string, unknown> }
  | { op: 'raw'; method: string; params: unknown };

/** An op and, sometimes, a part of its params replaced by random JSON: `[node index, value]`. */
interface Message {
  op: Op;
  mangle?: [number, unknown];
}

const position: fc.Arbitrary<Position> = fc.tuple(
  fc.oneof({ weight: 6, arbitrary: fc.nat(6) }, { weight: 1, arbitrary: fc.constantFrom(0x7fffffff, 1000) }),
  fc.oneof({ weight: 6, arbitrary: fc.nat(90) }, { weight: 1, arbitrary: fc.constantFrom(0x7fffffff, 100000) }),
);
const range = fc.tuple(position, position);
const doc = fc.nat(3);
const smallText = (languageId: string) => documentText(languageId, 12);

const diagnosticIsh = fc.oneof(
  fc.record({
    range: fc.record({ start: fc.record({ line: fc.nat(4), character: fc.nat(60) }), end: fc.record({ line: fc.nat(4), character: fc.nat(60) }) }),
    code: fc.constantFrom('invalid-character', 'iri', 'not-normalized', 'password-in-userinfo', 'x'),
    source: fc.constantFrom('uri-lint', 'URI Lint', 'other'),
    message: fc.string(),
  }),
  fc.jsonValue(),
);

const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...LANGUAGE_IDS).chain((languageId) => fc.record({ op: fc.constant('open' as const), doc, languageId: fc.constant(languageId), text: smallText(languageId) })) },
  { weight: 5, arbitrary: fc.record({
    op: fc.constant('change' as const), doc,
    version: fc.oneof({ weight: 8, arbitrary: fc.constant('next' as const) }, { weight: 1, arbitrary: fc.constant('same' as const) }, { weight: 1, arbitrary: fc.integer({ min: -3, max: 3 }) }),
    changes: fc.array(fc.record({ range: fc.option(range, { nil: undefined, freq: 8 }), text: smallText('plaintext').map((t) => t.slice(0, 40)) }, { requiredKeys: ['text'] }), { minLength: 1, maxLength: 3 }),
  }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('close' as const), doc }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('hover' as const), doc, at: position }) },
  { weight: 3, arbitrary: fc.record({
    op: fc.constant('codeAction' as const), doc, range, diagnostics: fc.array(diagnosticIsh, { maxLength: 3 }),
    only: fc.option(fc.array(fc.constantFrom('quickfix', 'source', 'source.fixAll', 'source.fixAll.uriLint', 'refactor', 'refactor.rewrite', '')), { nil: undefined }),
  }, { requiredKeys: ['op', 'doc', 'range', 'diagnostics'] }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('links' as const), doc }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('command' as const), command: fc.constantFrom('uriLint.normalizeAll', 'uriLint.normalizeAll', 'uriLint.other', ''), args: fc.oneof(doc.map((d) => [d]), fc.jsonValue()) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('settings' as const), raw: rawSettings }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('raw' as const), method: fc.constantFrom(...METHODS), params: fc.jsonValue({ maxDepth: 3 }) }) },
);

const message: fc.Arbitrary<Message> = fc.record({
  op,
  mangle: fc.option(fc.tuple(fc.nat(), fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom(null, -1, 0.5, 2 ** 40, '', 'x', [], {}))), { nil: undefined, freq: 4 }),
}, { requiredKeys: ['op'] });

/** A sequence of messages. */
export const sequence: fc.Arbitrary<Message[]> = fc.array(message, { minLength: 1, maxLength: 12 });

/** `value` with its `index`-th node (depth first, the root first) replaced by `replacement`. */
function mangled(value: unknown, index: number, replacement: unknown): unknown {
  const nodes: [parent: Record<string, unknown> | unknown[] | undefined, key: string | number][] = [[undefined, 0]];
  const walk = (v: unknown): void => {
    if (typeof v !== 'object' || v === null) return;
    for (const [k, child] of Object.entries(v)) {
      nodes.push([v as Record<string, unknown>, Array.isArray(v) ? Number(k) : k]);
      walk(child);
    }
  };
  const copy: unknown = structuredClone(value);
  walk(copy);
  const [parent, key] = nodes[index % nodes.length]!;
  if (parent === undefined) return replacement;
  (parent as Record<string | number, unknown>)[key] = replacement;
  return copy;
}

const at = ([line, character]: Position) => ({ line, character });

/** A client and the state of the sequence it runs. */
class Session {
  private sequence = 0;
  private client: TestClient | undefined;
  private canary = '';
  private readonly versions = new Map<string, number>();
  /** The last sequence failed: its server may be in any state. */
  private failed = false;

  async start(): Promise<void> {
    const variant = Math.floor(this.sequence / SEQUENCES_PER_SERVER) % 3;
    const options: ClientOptions = { transport: 'in-process', serverOptions: { configurationTimeout: 500 } };
    if (variant === 1) options.configuration = false;
    if (variant === 2) options.initializationOptions = { hoverProblems: false, documentStatus: true, diagnosticsDelay: 0 };
    this.client = await TestClient.start(options);
    this.canary = (await this.client.open('plaintext', 'The canary: https://user@exa mple.com:80a/p?q#f\n')).uri;
  }

  async stop(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    if (!client) return;
    // A hover before stopping proves the server still answers. A server that failed may not: it is dropped all the same.
    try {
      await within(client.hover(this.canary, { line: 0, character: 20 }), 'a hover before stopping');
      await within(client.stop(), 'shutdown');
    } catch (error) {
      if (!this.failed) throw error;
    }
  }

  /** Runs one sequence and checks the server after it; after a failure the next sequence gets a new server. */
  async run(messages: readonly Message[]): Promise<void> {
    if (this.client && (this.failed || (this.sequence > 0 && this.sequence % SEQUENCES_PER_SERVER === 0))) await this.stop();
    if (!this.client) await this.start();
    this.failed = true;
    const client = this.client!;
    const n = ++this.sequence;
    this.versions.clear();
    for (const list of [client.logs, client.published, client.statuses, client.shownMessages]) list.length = 0;
    const pool = [`file:///fuzz/${n}/doc.md`, `untitled:Fuzz-${n}`, `file:///fuzz/${n}/%E2%82%AC%20a%23b.txt`, `file:///fuzz/${n}/doc.json`];
    // Every document opened, under whatever uri a mangled didOpen gave it, is closed after the sequence.
    const open = new Set(pool);
    try {
      const answers: Promise<[string, { result?: unknown; error?: { code: number; message: string } }]>[] = [];
      for (const m of messages) {
        const [method, valid] = this.concrete(m.op, pool);
        const params = m.mangle ? mangled(valid, m.mangle[0], m.mangle[1]) : valid;
        const known = knownProtocolBug(method, params);
        if (known) {
          note(`skipped: known bug ${known.id}`, () => JSON.stringify({ method, params }));
          continue;
        }
        const opened = method === 'textDocument/didOpen' && (params as { textDocument?: { uri?: unknown } } | null)?.textDocument?.uri;
        if (typeof opened === 'string') open.add(opened);
        if (REQUESTS.has(method)) answers.push(client.requestRaw(method, params).then((a) => [method, a]));
        else if (method === 'workspace/didChangeConfiguration' && m.op.op === 'settings' && !m.mangle) await client.updateSettings(m.op.raw);
        else await client.sendRaw(method, params);
      }
      for (const [method, answer] of await within(Promise.all(answers), `the answers to ${answers.length} requests`)) {
        if (answer.error) assert.ok(ALLOWED_ERRORS.has(answer.error.code), `${method} answered ${JSON.stringify(answer.error)}`);
        else checkResult(method, answer.result);
      }
    } finally {
      await client.updateSettings({});
      for (const uri of open) if (uri !== this.canary) await client.sendRaw('textDocument/didClose', { textDocument: { uri } });
    }
    const hover = await within(client.hover(this.canary, { line: 0, character: 20 }), 'a hover after the sequence');
    const value = (hover?.contents as { value?: string } | undefined)?.value;
    assert.ok(value && /URI/.test(value), `a well-formed hover after the sequence, got ${JSON.stringify(hover)}`);
    const bad = client.logs.filter((l) => /failed|uncaught|unhandled/i.test(l.message)).map((l) => l.message);
    assert.deepEqual(bad, [], 'the server logged a failure');
    this.failed = false;
  }

  /** The method and well-formed params of an op. */
  private concrete(o: Op, pool: readonly string[]): [string, unknown] {
    const uri = (i: number) => pool[i % pool.length]!;
    switch (o.op) {
      case 'open':
        this.versions.set(uri(o.doc), 1);
        return ['textDocument/didOpen', { textDocument: { uri: uri(o.doc), languageId: o.languageId, version: 1, text: o.text } }];
      case 'change': {
        const current = this.versions.get(uri(o.doc)) ?? 1;
        const version = o.version === 'next' ? current + 1 : o.version === 'same' ? current : o.version;
        this.versions.set(uri(o.doc), Math.max(current, version));
        const contentChanges = o.changes.map((c) => (c.range ? { range: { start: at(c.range[0]), end: at(c.range[1]) }, text: c.text } : { text: c.text }));
        return ['textDocument/didChange', { textDocument: { uri: uri(o.doc), version }, contentChanges }];
      }
      case 'close': return ['textDocument/didClose', { textDocument: { uri: uri(o.doc) } }];
      case 'hover': return ['textDocument/hover', { textDocument: { uri: uri(o.doc) }, position: at(o.at) }];
      case 'codeAction': {
        const context = o.only ? { diagnostics: o.diagnostics, only: o.only } : { diagnostics: o.diagnostics };
        return ['textDocument/codeAction', { textDocument: { uri: uri(o.doc) }, range: { start: at(o.range[0]), end: at(o.range[1]) }, context }];
      }
      case 'links': return ['textDocument/documentLink', { textDocument: { uri: uri(o.doc) } }];
      case 'command': {
        const args = Array.isArray(o.args) && typeof o.args[0] === 'number' ? [uri(o.args[0])] : o.args;
        return ['workspace/executeCommand', { command: o.command, arguments: args }];
      }
      case 'settings': return ['workspace/didChangeConfiguration', { settings: { uriLint: o.raw } }];
      case 'raw': return [o.method, o.params];
    }
  }
}

/** The result of a request has the shape its method promises. */
function checkResult(method: string, result: unknown): void {
  const what = `${method} answered ${JSON.stringify(result)?.slice(0, 200)}`;
  switch (method) {
    case 'textDocument/hover':
      if (result !== null) assert.ok(typeof (result as { contents?: { value?: unknown } }).contents?.value === 'string', what);
      break;
    case 'textDocument/codeAction':
    case 'textDocument/documentLink':
      assert.ok(Array.isArray(result), what);
      break;
    case 'workspace/executeCommand':
      assert.equal(result, null, what);
      break;
    default:
      assert.fail(`${what}: not a method the server serves`);
  }
}

/** `promise`, or a rejection naming `what` once ANSWER_BOUND_MS have passed. */
function within<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ANSWER_BOUND_MS} ms: ${what}`)), ANSWER_BOUND_MS);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

let session: Session | undefined;

export const protocolTarget: FuzzTarget<Message[]> = {
  name: 'protocol',
  share: 0.03,
  async: true,
  arbitrary: sequence,
  open: async () => { session = new Session(); },
  close: async () => { await session?.stop(); session = undefined; },
  check: (messages) => session!.run(messages),
};
