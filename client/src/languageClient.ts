/**
 * vscode-languageclient's `LanguageClient`, with two mends to its log:
 *
 * - When a close handler asks for a restart, the client passes the handler's
 *   `handled` flag to `info()` where the data to log goes, and the output
 *   channel gets a line "true" or "false" after each restart message.
 * - It logs every exit of the server process as an `[Error]`, the one that
 *   ends a stop or a restart asked for included. LSP says a server exits
 *   with code 0 only after a `shutdown` request (1 otherwise): that exit is
 *   logged as information. A crash (another code, a signal) stays an error.
 */
import { LanguageClient } from 'vscode-languageclient/node';

/** vscode-languageclient's words for an exit with code 0 (lib/node/main.js). */
const CLEAN_EXIT = 'Server process exited with code 0.';

/** The data of an `info()` call worth logging: not the `handled` flag passed in its place. */
export function loggedData(data: unknown): unknown {
  return typeof data === 'boolean' ? undefined : data;
}

export class UriLintLanguageClient extends LanguageClient {
  override info(message: string, data?: unknown, showNotification?: boolean): void {
    super.info(message, loggedData(data), showNotification);
  }

  override error(message: string, data?: unknown, showNotification?: boolean | 'force'): void {
    if (message === CLEAN_EXIT) super.info('The server process exited with code 0, as asked (a stop or a restart).', undefined, false);
    else super.error(message, data, showNotification);
  }
}
