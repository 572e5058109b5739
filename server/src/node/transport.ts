/**
 * The transport named on the command line, built here rather than by
 * vscode-languageserver's `createConnection` so that the server hears about
 * a broken message frame: with a bad or missing Content-Length the stream
 * has lost its framing for good, and the library only fires an error nobody
 * listens to, leaving a live but deaf server. Now it ends with a clear
 * message on stderr, and the client restarts it.
 */
import { createConnection } from 'node:net';
import {
  IPCMessageReader,
  IPCMessageWriter,
  SocketMessageReader,
  SocketMessageWriter,
  StreamMessageReader,
  StreamMessageWriter,
} from 'vscode-languageserver/node';
import type { MessageReader, MessageWriter } from 'vscode-languageserver/node';

/** The reader and writer of one transport. */
export interface Transport {
  reader: MessageReader;
  writer: MessageWriter;
  /** Standard output carries the protocol: nothing else may write there. */
  stdio: boolean;
  /** The byte stream the reader reads, for the watch over its framing (frames.ts); none over IPC. */
  stream?: NodeJS.ReadableStream;
}

/** The value of `--name=value` or `--name value`. */
function option(argv: readonly string[], name: string): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === name) return argv[i + 1];
    if (argv[i]!.startsWith(`${name}=`)) return argv[i]!.slice(name.length + 1);
  }
  return undefined;
}

/** The transport `argv` names (`--stdio`, `--node-ipc`, `--socket=<port>`, `--pipe=<name>`), or undefined. */
export function transportOf(argv: readonly string[]): Transport | undefined {
  if (argv.includes('--stdio')) {
    return { reader: new StreamMessageReader(process.stdin), writer: new StreamMessageWriter(process.stdout), stdio: true, stream: process.stdin };
  }
  if (argv.includes('--node-ipc')) return { reader: new IPCMessageReader(process), writer: new IPCMessageWriter(process), stdio: false };
  // As vscode-languageserver's createServerSocketTransport and createServerPipeTransport, keeping the socket.
  const port = Number(option(argv, '--socket'));
  const pipe = option(argv, '--pipe');
  const socket = Number.isInteger(port) && port > 0 ? createConnection(port, '127.0.0.1') : pipe ? createConnection(pipe) : undefined;
  return socket && { reader: new SocketMessageReader(socket), writer: new SocketMessageWriter(socket), stdio: false, stream: socket };
}

/**
 * True when a read error means the stream lost its framing (a header
 * without a valid Content-Length, a malformed header line): every later
 * byte would be misread. A body that is not JSON is framed right and costs
 * only its own message.
 */
export function isFrameError(error: Error): boolean {
  return !(error instanceof SyntaxError);
}
