/**
 * `@uri-lint/server`: URI Lint's language server and the layers it is built
 * from. Each layer has its own entry too (`@uri-lint/server/contract`,
 * `/service`, `/documents`, `/lsp`), so a host imports only what it needs:
 * the VS Code client the contract, the command line the service.
 * @packageDocumentation
 */
export * from './contract/index';
export * from './service/index';
export * from './documents/index';
export * from './lsp/index';
