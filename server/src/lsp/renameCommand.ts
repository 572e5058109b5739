/**
 * `uriLint.renameUrlPrefix`: the arguments checked, the rename computed over
 * the workspace (renamePrefix.ts), and one workspace edit applied with
 * workspace/applyEdit. Each change is annotated as needing confirmation
 * where the client supports change annotations, so VS Code shows its
 * refactor preview and nothing is written until the user applies it; in
 * Restricted Mode always. The answer names where URIs were left alone and
 * why, never their text (a URI left alone for its password holds one).
 */
import type { ApplyWorkspaceEditParams, CancellationToken, ClientCapabilities, Connection, WorkspaceEdit } from 'vscode-languageserver';
import type { RenameUrlPrefixArguments, RenameUrlPrefixResult } from '../contract/commands';
import { createLanguageService } from '../service/index';
import type { Workspace } from '../service/index';
import { renameInWorkspace } from './renamePrefix';
import type { RenameHost, WorkspaceRename } from './renamePrefix';
import { workspaceEditOf } from './workspaceEdit';

const { prefixProblem, renameProblem } = createLanguageService().edits;

/** What the command needs of the server. */
export interface RenameContext extends Omit<RenameHost, 'workspace'> {
  /** The workspace's files, when the platform can read them. */
  workspace: Workspace | undefined;
  /** false in Restricted Mode. */
  trusted: boolean;
  capabilities: ClientCapabilities;
  connection: Connection;
  log(message: string): void;
}

/** The id of the one change annotation every edit of a rename carries. */
const ANNOTATION = 'uriLint.renameUrlPrefix';

/** Runs the command on its argument (anything a client sent). */
export async function renameUrlPrefix(ctx: RenameContext, raw: unknown, token: CancellationToken): Promise<RenameUrlPrefixResult> {
  const nothing: RenameUrlPrefixResult = { renamed: 0, files: 0, applied: false, skipped: [] };
  const args = argumentsOf(raw);
  if (typeof args === 'string') return { ...nothing, problem: args };
  const { from, to, check, confirm = true } = args;
  const problem = to === undefined ? prefixProblem('OLD', from) : renameProblem({ from, to });
  if (problem !== undefined || check) return problem === undefined ? nothing : { ...nothing, problem };
  if (to === undefined) return { ...nothing, problem: 'NEW is missing' };
  if (!ctx.workspace) return { ...nothing, problem: 'the server cannot read the workspace\'s files here' };
  const rename = await renameInWorkspace({ ...ctx, workspace: ctx.workspace }, { from, to }, token);
  if (!rename) return nothing;
  const renamed = rename.files.reduce((n, f) => n + f.edits.length, 0);
  const result: RenameUrlPrefixResult = { ...nothing, renamed, files: rename.files.length, skipped: rename.skipped, ...(rename.truncated ? { truncated: true } : {}) };
  if (renamed === 0 || token.isCancellationRequested) return result;
  const params: ApplyWorkspaceEditParams = { label: `Rename URL prefix ${from} to ${to}`, edit: workspaceEdit(ctx, rename, { from, to }, { confirm: confirm || !ctx.trusted }) };
  const applied = await ctx.connection.workspace.applyEdit(params);
  if (!applied.applied && applied.failureReason) ctx.log(`renameUrlPrefix was not applied: ${applied.failureReason}`);
  return { ...result, applied: applied.applied };
}

/** The command's argument checked, or what is wrong with it. */
function argumentsOf(raw: unknown): RenameUrlPrefixArguments | string {
  if (typeof raw !== 'object' || raw === null) return 'the argument must be { from, to }';
  const { from, to, check, confirm } = raw as Record<string, unknown>;
  if (typeof from !== 'string') return 'OLD is missing';
  if (to !== undefined && typeof to !== 'string') return 'NEW must be a string';
  return { from, ...(to === undefined ? {} : { to }), check: check === true, ...(typeof confirm === 'boolean' ? { confirm } : {}) };
}

/**
 * The rename as one workspace edit (workspaceEdit.ts), each edit annotated as needing confirmation when asked and the
 * client supports it.
 */
function workspaceEdit(ctx: RenameContext, rename: WorkspaceRename, prefixes: { from: string; to: string }, { confirm }: { confirm: boolean }): WorkspaceEdit {
  const annotation = { id: ANNOTATION, label: 'Rename URL prefix', description: `${prefixes.from} → ${prefixes.to}`, needsConfirmation: true };
  return workspaceEditOf(ctx.capabilities, rename.files, confirm ? annotation : undefined);
}
