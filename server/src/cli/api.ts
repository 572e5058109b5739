/**
 * The programmatic API of the published `uri-lint` package: run the command
 * line as `uri-lint` would, merge the JSON reports of shards, and the JSON
 * report's types. The package's `index.d.ts` declares the same (a test
 * holds the two together); everything else loads only when a command needs it.
 */
export { main } from './main';
export type { Streams } from './main';
export { mergeReports } from './report';
export type { AppliedFix, FileReport, Problem, RenameSkipped, RunReport, Severity, SuppressedProblem, Suppression, SuppressionKind } from './report';
