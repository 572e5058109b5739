/**
 * The browser entry of the language server, for a web extension: it runs in
 * a Web Worker and talks to the client over the worker's messages.
 */
import { BrowserMessageReader, BrowserMessageWriter, createConnection } from 'vscode-languageserver/browser';
import { lifecycleReader } from '../lsp/lifecycle';
import { startServer } from '../lsp/server';

/** The worker's global scope, as far as this entry uses it (no DOM or WebWorker lib in this project's types). */
declare const self: ConstructorParameters<typeof BrowserMessageReader>[0];

const writer = new BrowserMessageWriter(self);
const connection = createConnection(lifecycleReader(new BrowserMessageReader(self), writer), writer);
startServer(connection);
