/**
 * The browser entry of the language server, for a web extension: it runs in
 * a Web Worker, talks to the client over the worker's messages, and reads
 * the workspace's files (configuration files, link targets) by asking the
 * client, having no file system of its own (contract/protocol.ts,
 * `uriLint/fs/*`).
 */
import { BrowserMessageReader, BrowserMessageWriter, createConnection } from 'vscode-languageserver/browser';
import { lifecycleReader } from '../lsp/lifecycle';
import { counted, MESSAGES_FIRST } from '../lsp/turns';
import { startServer } from '../lsp/server';
import { uriWorkspaceFiles } from '../lsp/uriWorkspace';
import { maskPasswordsIn } from '@uri-lint/shared';
import { clientFiles } from './clientFiles';

/** The worker's global scope, as far as this entry uses it (no DOM or WebWorker lib in this project's types). */
declare const self: ConstructorParameters<typeof BrowserMessageReader>[0];
/** The worker's error events (an ErrorEvent, a PromiseRejectionEvent). */
interface ErrorEvents {
  addEventListener(type: 'error' | 'unhandledrejection', listener: (event: { message?: string; error?: Error; reason?: unknown }) => void): void;
}

const writer = new BrowserMessageWriter(self);
const connection = createConnection(counted(lifecycleReader(new BrowserMessageReader(self), writer)), writer, { messageStrategy: MESSAGES_FIRST });
// A bug costs one answer, not the server (a worker keeps running after one): logged, as the Node entry logs it.
// Masked: an error's message may quote a URI, password and all.
const events = self as unknown as ErrorEvents;
events.addEventListener('error', (event) => connection.console.error(maskPasswordsIn(`URI Lint: uncaught: ${event.error?.stack ?? event.message}`)));
events.addEventListener('unhandledrejection', (event) => connection.console.error(maskPasswordsIn(`URI Lint: unhandled rejection: ${String(event.reason)}`)));
const files = clientFiles(connection);
startServer(connection, { workspace: uriWorkspaceFiles(files.readFile), files });
