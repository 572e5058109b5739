/**
 * The contract of URI Lint: what the VS Code client, the command line and
 * the language server must agree on, defined once. Data and types only; it
 * imports nothing of the server or of any platform, so the client bundles it
 * without pulling in the server.
 * @packageDocumentation
 */
export * from './settings';
export * from './commands';
export * from './codeActionKinds';
export * from './protocol';
export * from './diagnostics';
export * from './logger';
export * from './testFiles';
