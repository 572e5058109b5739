/**
 * The command line, files in and reports out, over the same language service
 * as the editor. Platform code (file system, workers) stays in this folder.
 * @packageDocumentation
 */
export { checkText } from './check';
export type { TextReport } from './check';
