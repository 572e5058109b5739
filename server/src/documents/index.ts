/**
 * The document store: every open document's text, kept in chunks, and its
 * analysis, kept up to date edit by edit by re-scanning only the region an
 * edit can reach. Platform-free; the LSP wiring feeds it.
 * @packageDocumentation
 */
export { DocumentStore } from './documentStore';
export type { DocumentState } from './documentStore';
export { ChunkedDocument } from './chunkedDocument';
export type { OffsetEdit } from './chunkedDocument';
export { reanalyze, WRAPPED_LINES } from './reanalyze';
export { ReferenceList } from './referenceList';
export type { Analyzer, ReanalyzeMemo, TextSource } from './reanalyze';
export { utf8Length } from '@uri-lint/shared';
