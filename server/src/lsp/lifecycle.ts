/**
 * The LSP lifecycle and the shape of params, enforced on every message
 * before vscode-languageserver sees it, as the specification
 * says (LSP 3.17, "Server lifecycle" and "Request Message"):
 * - before `initialize`, a request is answered with ServerNotInitialized
 *   (-32002) and a notification is dropped, except `exit`;
 * - after `shutdown`, a request is answered with InvalidRequest (-32600) and a
 *   notification is dropped, except `exit`; a second `initialize` likewise;
 * - a request whose `params` is present but not an object or an array
 *   (`"params": null`) is answered with InvalidParams (-32602), and such a
 *   notification is dropped: the library would read a property of it and
 *   answer InternalError. `shutdown`, which takes none, may have `null`.
 * A reader is wrapped, not the connection: the library answers some
 * requests itself (`initialize`, `shutdown`) before any handler of ours.
 */
import { ErrorCodes, Message } from 'vscode-languageserver';
import type { DataCallback, Disposable, MessageReader, MessageWriter, NotificationMessage, RequestMessage } from 'vscode-languageserver';

/** Where the server is in its lifecycle. */
type Phase = 'new' | 'running' | 'shut down';

/** Why a message is refused: the error answered to a request (a notification is dropped). */
interface Refusal {
  code: number;
  message: string;
}

/** `reader`, with the lifecycle and params checks above; refusals are answered through `writer`. */
export function lifecycleReader(reader: MessageReader, writer: MessageWriter): MessageReader {
  let phase: Phase = 'new';
  const refusal = (message: RequestMessage | NotificationMessage): Refusal | undefined => {
    if (message.method === 'exit') return undefined;
    if (phase === 'new' && message.method !== 'initialize') {
      return { code: ErrorCodes.ServerNotInitialized, message: `${message.method}: the server is not initialized yet (send initialize first)` };
    }
    if (phase === 'shut down') return { code: ErrorCodes.InvalidRequest, message: `${message.method}: the server is shut down` };
    if (phase === 'running' && message.method === 'initialize') return { code: ErrorCodes.InvalidRequest, message: 'initialize: the server is already initialized' };
    const { params } = message as { params?: unknown };
    // `shutdown` takes no params, and clients send it with `null` as often as without.
    if (params !== undefined && (params === null || typeof params !== 'object') && !(params === null && message.method === 'shutdown')) {
      return { code: ErrorCodes.InvalidParams, message: `${message.method}: params must be an object or an array, got ${params === null ? 'null' : typeof params}` };
    }
    return undefined;
  };
  const admitted = (message: Message): boolean => {
    if (!Message.isRequest(message) && !Message.isNotification(message)) return true;
    const refused = refusal(message);
    if (refused) {
      if (Message.isRequest(message)) {
        writer.write({ jsonrpc: '2.0', id: message.id, error: refused } as Message).catch(() => undefined);
      }
      return false;
    }
    if (message.method === 'initialize') phase = 'running';
    else if (message.method === 'shutdown') phase = 'shut down';
    return true;
  };
  return {
    onError: reader.onError,
    onClose: reader.onClose,
    onPartialMessage: reader.onPartialMessage,
    listen: (callback: DataCallback): Disposable => reader.listen((message) => {
      if (admitted(message)) callback(message);
    }),
    dispose: () => reader.dispose(),
  };
}
