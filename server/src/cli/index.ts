/**
 * The command line, files in and reports out, over the same language service
 * as the editor. Platform code (file system, workers) stays in this folder.
 * @packageDocumentation
 */
export { lintText } from './check';
export type { LintResult, LintTarget } from './check';
export { configProblemAt, configSchema, configSchemaFiles, fixSelectorItems, severityProperties } from './configSchema';
export type { JsonSchema } from './configSchema';
export { main } from './main';
export type { Streams } from './main';
export { languageOf } from './languages';
export { buildReport, mergeReports } from './report';
export type { AppliedFix, FileReport, Problem, RenameSkipped, RunReport, Severity, SuppressedProblem, Suppression, SuppressionKind } from './report';
export { fixTypesHelp } from './fix';
export { FINGERPRINT } from './formats/sarif';
export type { GitlabIssue } from './formats/gitlab';
export { checkBatch } from './checkFile';
export type { Batch, Checked, FileTask } from './checkFile';
export { autoPolicy, CHUNK, paceSettled, Pool, quickestWindow, workersPay } from './pool';
export type { AutoPolicy, Concurrency, Mark, PoolStats } from './pool';
