/**
 * The browser entry of the language server, for a web extension: it runs in
 * a Web Worker, talks to the client over the worker's messages, and reads
 * the workspace's files (configuration files, link targets) by asking the
 * client, having no file system of its own (contract/protocol.ts,
 * `uriLint/fs/*`).
 */
import { BrowserMessageReader, BrowserMessageWriter, createConnection } from 'vscode-languageserver/browser';
import { lifecycleReader } from '../lsp/lifecycle';
import { startServer } from '../lsp/server';
import { uriWorkspaceFiles } from '../lsp/uriWorkspace';
import { clientFiles } from './clientFiles';

/** The worker's global scope, as far as this entry uses it (no DOM or WebWorker lib in this project's types). */
declare const self: ConstructorParameters<typeof BrowserMessageReader>[0];

const writer = new BrowserMessageWriter(self);
const connection = createConnection(lifecycleReader(new BrowserMessageReader(self), writer), writer);
const files = clientFiles(connection);
startServer(connection, { workspace: uriWorkspaceFiles(files.readFile), files });
