/**
 * vscode-languageclient's `LanguageClient`, with one mend to its log: when
 * a close handler asks for a restart, the client passes the handler's
 * `handled` flag to `info()` where the data to log goes, and the output
 * channel gets a line "true" or "false" after each restart message.
 */
import { LanguageClient } from 'vscode-languageclient/node';

/** The data of an `info()` call worth logging: not the `handled` flag passed in its place. */
export function loggedData(data: unknown): unknown {
  return typeof data === 'boolean' ? undefined : data;
}

export class UriLintLanguageClient extends LanguageClient {
  override info(message: string, data?: unknown, showNotification?: boolean): void {
    super.info(message, loggedData(data), showNotification);
  }
}
