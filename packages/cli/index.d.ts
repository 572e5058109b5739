/**
 * The programmatic API of `uri-lint`: run the command line as the `uri-lint`
 * command does, and merge the JSON reports of shards. The JSON report
 * (`uri-lint --format json`) is the data every format prints; its types are
 * below. Made from the sources' declarations (server/src/cli/api.ts) by
 * scripts/build-packages.js: not to be edited.
 */
/** Where a command writes, and the stdin it reads (`--stdin`, and `parse`/`normalize`/`resolve` without arguments). */
export interface Streams {
	stdout: NodeJS.WriteStream | NodeJS.WritableStream;
	stderr: NodeJS.WriteStream | NodeJS.WritableStream;
	stdin: NodeJS.ReadableStream;
}
/**
 * Runs the command line with `argv` (the arguments after `uri-lint`), in the
 * process's working directory; resolves to the exit code: 0 no errors, 1
 * errors (or more warnings than `--max-warnings`), 2 a usage error, a bad
 * configuration or a path that cannot be read.
 * @example await main(['--format', 'json', '-o', 'report.json', 'docs'])
 */
export declare function main(argv: readonly string[], streams?: Streams): Promise<number>;
type SeverityLevel = "error" | "warning" | "information" | "hint" | "off";
/** The severities a problem can have (`off` is never reported). */
export type Severity = Exclude<SeverityLevel, "off">;
/** One problem in a file. Never holds a password. */
export interface Problem {
	/** 1-based. */
	line: number;
	/** 1-based, UTF-16 code units. */
	column: number;
	endLine: number;
	/** 1-based, just past the last character. */
	endColumn: number;
	severity: Severity;
	/** The diagnostic code (`invalid-port`, `link-missing-file`…). */
	code: string;
	message: string;
	/** The RFC section that explains it. */
	href: string;
	/** Its code's page (docs/rules/), which links the RFC: absent for a code no rule declares. */
	docs?: string;
	/** Stable across runs and unrelated edits: the code, the message and the reference's text (password masked), hashed. */
	fingerprint: string;
}
/**
 * Where a silenced problem was silenced: the directive's kind (`next-line`,
 * `line`, `range` for `uri-lint-disable` … `uri-lint-enable`, `file`) and its
 * `-- reason` ('' when it gives none), as ESLint's `suppressions` hold it.
 */
export interface Suppression {
	kind: SuppressionKind;
	justification: string;
}
export type SuppressionKind = "next-line" | "line" | "range" | "file";
/** A problem an inline directive silenced: not counted, not printed by stylish, listed by json and SARIF. */
export interface SuppressedProblem extends Problem {
	suppressions: Suppression[];
}
/** One fix `--fix` applied (or would apply). */
export interface AppliedFix {
	line: number;
	column: number;
	/** The fix's id (`encode`, `remove-password`…). */
	fix: string;
	title: string;
}
/** A URI `uri-lint rename-url` left alone although it starts with the prefix, and why. */
export interface RenameSkipped {
	line: number;
	column: number;
	/** `template` (its expressions are not text to rename), `password` or `userinfo` (a userinfo, which the prefix does not have), `escaped` (written with its language's escapes), `less-valid` (the new prefix would make it less valid). */
	reason: "template" | "password" | "userinfo" | "escaped" | "less-valid";
}
/** One file of a run. */
export interface FileReport {
	/** Relative to the working directory, `/`-separated. */
	path: string;
	/** The VS Code language id it was read as. */
	language: string;
	/** URI references found. */
	references: number;
	problems: Problem[];
	/** The problems inline directives silenced, in text order, when there are any. */
	suppressed?: SuppressedProblem[];
	/** Why the file was not checked (binary, too large, unreadable, ignored…), when it was not. */
	skipped?: string;
	/** The fixes applied, with `--fix` or `--fix-dry-run`. */
	fixes?: AppliedFix[];
	/** With `--fix-dry-run`: the unified diff of the fixes, passwords masked. */
	diff?: string;
	/** `uri-lint rename-url`: the URIs that start with the prefix and were left alone. */
	renameSkipped?: RenameSkipped[];
}
/** The JSON report of a run (`--format json`). */
export interface RunReport {
	tool: {
		name: string;
		version: string;
	};
	/** `i/n` when the run was one shard of n. */
	shard?: string;
	files: FileReport[];
	errorCount: number;
	warningCount: number;
	/** Problems reported at the `information` level. */
	infoCount: number;
	hintCount: number;
	fixCount: number;
	/** Problems inline directives silenced (not in the counts above). */
	suppressedCount: number;
	/**
	 * One line per folder whose links fail systematically under the rules assumed (evidence.ts): its link findings are
	 * reported as information, and the line names the setting that says how it renders.
	 */
	notices?: string[];
}
/** One report of several shards' JSON reports (`uri-lint merge-reports`): each file once, in path order (a file in several keeps its first entry), the totals again. */
export declare function mergeReports(reports: readonly RunReport[]): RunReport;

export {};
