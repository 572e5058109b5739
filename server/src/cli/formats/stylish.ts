/**
 * `--format stylish` (the default), as ESLint prints it: the problems
 * grouped by file, one `line:col  severity  message  code` a line, a
 * summary. Colored when the stream is a terminal, as NO_COLOR and
 * FORCE_COLOR say (`colorWanted`). File names, messages, codes and diffs
 * are printed with their control characters shown as `⟨U+001B⟩`, so neither
 * a file's name nor a report read back by `merge-reports` can move the
 * cursor, recolor or hide a line. The `$uri-lint` problem matcher of the
 * extension reads this format; hints are not shown, as VS Code's Problems
 * panel does not show them.
 */
import { createColors } from 'picocolors';
import { visibleText } from '@uri-lint/shared';
import type { FileReport, Problem, RenameSkipped, RunReport, Severity } from '../report';

type Colors = ReturnType<typeof createColors>;

/** Kinds of skips only counted in the summary: binary files and files nobody edits (`vendored: third_party/`), many in a repository. */
const QUIET_KINDS = new Set(['binary', 'vendored', 'generated', 'minified']);

const LABEL: Readonly<Record<Severity, string>> = { error: 'error', warning: 'warning', information: 'info', hint: 'hint' };

/** The stylish text of `report`; `color` when printing to a terminal. */
export function formatStylish(report: RunReport, { color }: { color: boolean }): string {
  const c = createColors(color);
  const out = fileBlocks(report, c, (file) => {
    const problems = file.problems.filter((p) => p.severity !== 'hint');
    const lines = [...fixLines(file, c), ...problemLines(problems, c)];
    if (file.skipped && !QUIET_KINDS.has(file.skipped.replace(/:.*/s, ''))) lines.unshift(`  ${c.dim(`skipped: ${visibleText(file.skipped)}`)}`);
    return lines.length === 0 && !file.diff ? undefined : lines;
  });
  for (const notice of report.notices ?? []) out.push(c.blue(`ℹ ${visibleName(notice)}`));
  out.push(summary(report, c));
  return `${out.join('\n')}\n`;
}

/**
 * Each file's block, in report order: its name, the lines `linesOf` gives
 * (undefined: the file is not shown), its diff, and a blank line.
 */
function fileBlocks(report: RunReport, c: Colors, linesOf: (file: FileReport) => string[] | undefined): string[] {
  const out: string[] = [];
  for (const file of report.files) {
    const lines = linesOf(file);
    if (lines === undefined) continue;
    out.push(c.underline(visibleName(file.path)), ...lines);
    if (file.diff) out.push(file.diff.trimEnd().split('\n').map(visibleText).join('\n'));
    out.push('');
  }
  return out;
}

/**
 * Whether to color: `FORCE_COLOR` decides when set (`0` or `false` off,
 * anything else on, as Node and chalk read it), then `NO_COLOR` (set: off),
 * then whether the output is a terminal.
 */
export function colorWanted(env: NodeJS.ProcessEnv, { terminal }: { terminal: boolean }): boolean {
  const force = env.FORCE_COLOR;
  if (force !== undefined) return force !== '0' && force.toLowerCase() !== 'false';
  if (env.NO_COLOR !== undefined) return false;
  return terminal;
}

/** `name` with its control and bidirectional characters shown as code points (`⟨U+001B⟩`), as messages show them. */
export const visibleName = visibleText;

function problemLines(problems: Problem[], c: Colors): string[] {
  // A report merged from shards is read from files: every text in it is shown, never acted on.
  const rows = problems.map((p) => [`${p.line}:${p.column}`, p.severity, visibleText(p.message), visibleText(p.code)] as const);
  const width = [0, 1].map((k) => Math.max(0, ...rows.map((r) => (k === 0 ? r[0] : LABEL[r[1]]).length)));
  const paint = (s: Severity, text: string): string => (s === 'error' ? c.red(text) : s === 'warning' ? c.yellow(text) : c.blue(text));
  return rows.map(([at, severity, message, code]) =>
    `  ${c.dim(at.padEnd(width[0]!))}  ${paint(severity, LABEL[severity].padEnd(width[1]!))}  ${message}  ${c.dim(code)}`);
}

/** Why `rename-url` left a URI alone, in words. */
const LEFT_ALONE: Readonly<Record<RenameSkipped['reason'], string>> = {
  template: 'a template: its expressions are not text to rename',
  password: 'a password in its userinfo: rename it by hand',
  userinfo: 'a user name before its host: rename it by hand',
  escaped: "written with its language's escapes: rename it by hand",
  'less-valid': 'the new prefix would make it less valid',
};

function fixLines(file: FileReport, c: Colors): string[] {
  const lines = (file.fixes ?? []).map((f) => ({ line: f.line, column: f.column, text: `${c.green(f.fix === 'rename-url' ? 'renamed' : 'fixed')}  ${visibleText(f.title)}  ${c.dim(visibleText(f.fix))}` }));
  for (const s of file.renameSkipped ?? []) lines.push({ line: s.line, column: s.column, text: `${c.yellow('left alone')}  ${LEFT_ALONE[s.reason]}  ${c.dim('rename-url')}` });
  return lines.sort((a, b) => a.line - b.line || a.column - b.column).map((l) => `  ${c.dim(`${l.line}:${l.column}`)}  ${l.text}`);
}

function summary(report: RunReport, c: Colors): string {
  const checked = report.files.filter((f) => !f.skipped).length;
  const skipped = new Map<string, number>();
  for (const f of report.files) {
    const kind = f.skipped?.replace(/:.*/s, '');
    if (kind) skipped.set(kind, (skipped.get(kind) ?? 0) + 1);
  }
  const skips = skipped.size === 0 ? '' : `; skipped ${[...skipped].map(([why, n]) => `${n} ${visibleText(why)}`).join(', ')}`;
  const files = `${checked} ${plural(checked, 'file')} checked${skips}`;
  const fixed = (report.fixCount > 0 ? `; ${report.fixCount} ${plural(report.fixCount, 'fix', 'fixes')} applied` : '') +
    (report.suppressedCount > 0 ? `; ${report.suppressedCount} silenced by directives` : '');
  const total = report.errorCount + report.warningCount + report.infoCount;
  if (total === 0) return c.green(`✔ no problems (${files}${fixed})`);
  const counts = `${report.errorCount} ${plural(report.errorCount, 'error')}, ${report.warningCount} ${plural(report.warningCount, 'warning')}` +
    (report.infoCount > 0 ? `, ${report.infoCount} info` : '');
  const line = `✖ ${total} ${plural(total, 'problem')} (${counts}) in ${files}${fixed}`;
  return report.errorCount > 0 ? c.bold(c.red(line)) : c.bold(c.yellow(line));
}

/** The stylish text of `uri-lint rename-url`'s report: per file, what was renamed and left alone (and the diff of a dry run). */
export function formatRenamed(report: RunReport, { color }: { color: boolean }): string {
  const c = createColors(color);
  const out = fileBlocks(report, c, (file) => {
    const lines = fixLines(file, c);
    return lines.length === 0 ? undefined : lines;
  });
  const checked = report.files.filter((f) => !f.skipped).length;
  out.push(renameSummary(report, `${checked} ${plural(checked, 'file')} read`, c));
  return `${out.join('\n')}\n`;
}

/** `rename-url`'s last line: what was renamed where, and what was left alone. */
function renameSummary(report: RunReport, files: string, c: Colors): string {
  const renamedIn = report.files.filter((f) => f.fixes?.some((x) => x.fix === 'rename-url')).length;
  const left = report.files.reduce((n, f) => n + (f.renameSkipped?.length ?? 0), 0);
  const line = `✔ ${report.fixCount} ${plural(report.fixCount, 'URI')} renamed in ${renamedIn} ${plural(renamedIn, 'file')} (${files})` +
    (left > 0 ? `; ${left} left alone` : '');
  return left > 0 ? c.yellow(line) : c.green(line);
}

function plural(n: number, one: string, many = `${one}s`): string {
  return n === 1 ? one : many;
}
