/**
 * "URI Lint: Rename URL Prefix…": two input boxes, the old prefix and the
 * new, each checked by the server as it is typed (the client holds no URI
 * logic); then the server computes the edit over the workspace's files and
 * applies it with workspace/applyEdit, its changes needing confirmation, so
 * VS Code shows its refactor preview. The URIs left alone are listed in the
 * output channel by place and reason (never by text: one may hold a
 * password).
 */
import * as vscode from 'vscode';
import { ExecuteCommandRequest } from 'vscode-languageclient';
import { RENAME_URL_PREFIX_COMMAND } from '@uri-lint/server/contract';
import type { RenameSkipReason, RenameUrlPrefixArguments, RenameUrlPrefixResult } from '@uri-lint/server/contract';
import type { CommandContext } from './commands';

/** Why a URI was left alone, in words. */
const LEFT_ALONE: Record<RenameSkipReason, string> = {
  template: 'a template: its expressions are not text to rename',
  password: 'a password in its userinfo',
  userinfo: 'a user name in its authority',
  escaped: 'written with its language\'s escapes',
  'less-valid': 'the new prefix would make it less valid',
};

/** How long the server's check of what is typed may take before the box says nothing (it answers in microseconds). */
const CHECK_TIMEOUT = 2000;

/**
 * Runs the command. `given` (`{ from, to, confirm? }`, from another extension or a test) skips the input boxes;
 * answers what the server answered, or undefined when the user cancelled.
 */
export async function renameUrlPrefix(context: CommandContext, given?: unknown): Promise<RenameUrlPrefixResult | undefined> {
  const args = isArguments(given) ? given : await ask(context);
  if (!args) return undefined;
  const result = await run(context, args);
  if (result) report(context, args, result);
  return result;
}

/** The two prefixes from input boxes, or undefined when the user cancelled. */
async function ask(context: CommandContext): Promise<RenameUrlPrefixArguments | undefined> {
  const from = await vscode.window.showInputBox({
    title: 'URI Lint: Rename URL Prefix (1/2)',
    prompt: 'The prefix to replace, an absolute URI: every URI in the workspace that starts with it (compared by their normal forms, RFC 3986 §6)',
    placeHolder: 'http://docs.old.example/',
    ignoreFocusOut: true,
    validateInput: (value) => problemOf(context, { from: value.trim(), check: true }),
  });
  if (from === undefined) return undefined;
  const to = await vscode.window.showInputBox({
    title: 'URI Lint: Rename URL Prefix (2/2)',
    prompt: `Replace ${from.trim()} with`,
    placeHolder: 'https://docs.example.org/',
    ignoreFocusOut: true,
    validateInput: (value) => problemOf(context, { from: from.trim(), to: value.trim(), check: true }),
  });
  return to === undefined ? undefined : { from: from.trim(), to: to.trim() };
}

/** The server's word on what is typed: its problem, or undefined (nothing typed yet is no problem to show). */
async function problemOf(context: CommandContext, args: RenameUrlPrefixArguments): Promise<string | undefined> {
  if (args.from === '' || args.to === '') return undefined;
  const answer = await Promise.race([run(context, args), new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), CHECK_TIMEOUT))]);
  return answer?.problem;
}

/** Asks the server through the client (which waits for a server still starting). */
async function run(context: CommandContext, args: RenameUrlPrefixArguments): Promise<RenameUrlPrefixResult | undefined> {
  return await context.client.sendRequest(ExecuteCommandRequest.type, { command: RENAME_URL_PREFIX_COMMAND, arguments: [args] }) as RenameUrlPrefixResult | undefined;
}

/** What came of it: a message, and the URIs left alone in the output channel. */
function report({ output }: CommandContext, { from, to }: RenameUrlPrefixArguments, result: RenameUrlPrefixResult): void {
  if (result.problem) {
    void vscode.window.showErrorMessage(`URI Lint: ${result.problem}`);
    return;
  }
  output.appendLine(`URI Lint: rename URL prefix ${from} to ${to}: ${result.renamed} URI${result.renamed === 1 ? '' : 's'} in ${result.files} file${result.files === 1 ? '' : 's'}${result.applied ? '' : result.renamed > 0 ? ', not applied' : ''}`);
  for (const skip of result.skipped) {
    const where = vscode.workspace.asRelativePath(vscode.Uri.parse(skip.uri));
    output.appendLine(`  left alone ${where}:${skip.position.line + 1}:${skip.position.character + 1}  ${LEFT_ALONE[skip.reason]}`);
  }
  if (result.truncated) output.appendLine('  the workspace has more files than one rename reads: the rest were not looked at');
  const alone = result.skipped.length > 0 ? `; ${result.skipped.length} left alone (see the output)` : '';
  if (result.renamed === 0) void vscode.window.showInformationMessage(`URI Lint: no URI starts with ${from}${alone}.`);
  else if (alone !== '') void vscode.window.showInformationMessage(`URI Lint: ${result.renamed} URI${result.renamed === 1 ? '' : 's'} in ${result.files} file${result.files === 1 ? '' : 's'} start${result.renamed === 1 ? 's' : ''} with ${from}${alone}.`);
}

function isArguments(value: unknown): value is RenameUrlPrefixArguments {
  if (typeof value !== 'object' || value === null) return false;
  const { from, to } = value as Record<string, unknown>;
  return typeof from === 'string' && typeof to === 'string';
}
