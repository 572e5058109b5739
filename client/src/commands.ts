/**
 * The palette commands (category "URI Lint" in package.json): normalize the
 * active file, rename a URL prefix in the workspace, show the log, restart
 * the server, find every link to a file.
 */
import * as vscode from 'vscode';
import { ExecuteCommandRequest, State } from 'vscode-languageclient';
import { CLIENT_COMMANDS, FILE_REFERENCES_COMMAND, NORMALIZE_ALL_COMMAND } from '@uri-lint/server/contract';
import { renameUrlPrefix } from './renamePrefix';
import type { UriLintClient } from './activate';

export interface CommandContext {
  client: UriLintClient;
  output: vscode.OutputChannel;
  selector: vscode.DocumentSelector;
  /** Runs before a restart by hand: forgets past crashes. */
  /** Before a restart by hand: resolves when the client may stop the server. */
  beforeRestart(): Promise<void>;
}

/**
 * The server computes the edits of `uriLint.normalizeAll` and applies them
 * with workspace/applyEdit. The request goes through the client rather than
 * through the command vscode-languageclient registers, so that it waits for
 * a server still starting.
 */
async function normalizeAllInFile({ client, selector }: CommandContext): Promise<void> {
  const document = vscode.window.activeTextEditor?.document;
  if (!document) {
    void vscode.window.showInformationMessage('URI Lint: open a file to normalize its URIs.');
    return;
  }
  if (vscode.languages.match(selector, document) === 0) {
    void vscode.window.showInformationMessage(`URI Lint does not check documents of the scheme '${document.uri.scheme}'.`);
    return;
  }
  await client.sendRequest(ExecuteCommandRequest.type, {
    command: NORMALIZE_ALL_COMMAND,
    arguments: [client.code2ProtocolConverter.asUri(document.uri)],
  });
}

/**
 * Every link of the workspace to a file (the Explorer's file, else the active editor's), from the server's index of
 * links, in the references view: Markdown, HTML, AsciiDoc, `$ref`s alike.
 */
async function findFileReferences({ client }: CommandContext, resource?: vscode.Uri): Promise<void> {
  const uri = resource instanceof vscode.Uri ? resource : vscode.window.activeTextEditor?.document.uri;
  if (!uri) {
    void vscode.window.showInformationMessage('URI Lint: choose a file to find the links to it.');
    return;
  }
  const locations = await client.sendRequest(ExecuteCommandRequest.type, {
    command: FILE_REFERENCES_COMMAND,
    arguments: [client.code2ProtocolConverter.asUri(uri)],
  }) as Parameters<typeof client.protocol2CodeConverter.asLocation>[0][] | null;
  const found = (locations ?? []).map((location) => client.protocol2CodeConverter.asLocation(location));
  await vscode.commands.executeCommand('editor.action.showReferences', uri, new vscode.Position(0, 0), found);
}

/** What the output channel says once a restart by hand has a new server answering (the real-editor tests wait for it). */
export const RESTARTED = 'URI Lint server restarted (ready)';

/**
 * Restarts a running server, or starts one that stopped for good, and says
 * when the new one has answered `initialize`: in the output channel, and
 * for a few seconds in the status bar.
 */
async function restartServer(context: CommandContext): Promise<void> {
  await context.beforeRestart();
  context.output.appendLine('URI Lint: restarting the server');
  if (context.client.state === State.Running) await context.client.restart();
  else if (context.client.state === State.Stopped) await context.client.start();
  // Starting: a start is under way already; wait for it.
  else await waitUntilRunning(context.client);
  context.output.appendLine(RESTARTED);
  vscode.window.setStatusBarMessage(`$(check) ${RESTARTED}`, 5000);
}

/** Resolves when the client next runs (a start under way); rejects if it stops instead. */
function waitUntilRunning(client: UriLintClient): Promise<void> {
  return new Promise((resolve, reject) => {
    const listener = client.onDidChangeState(({ newState }) => {
      if (newState === State.Starting) return;
      listener.dispose();
      if (newState === State.Running) resolve();
      else reject(new Error('the URI Lint server did not start'));
    });
  });
}

export function registerCommands(context: CommandContext): vscode.Disposable[] {
  return [
    vscode.commands.registerCommand(CLIENT_COMMANDS.normalizeAllInFile, () => normalizeAllInFile(context)),
    vscode.commands.registerCommand(CLIENT_COMMANDS.renameUrlPrefix, (given?: unknown) => renameUrlPrefix(context, given)),
    vscode.commands.registerCommand(CLIENT_COMMANDS.showOutput, () => context.output.show(true)),
    vscode.commands.registerCommand(CLIENT_COMMANDS.restartServer, () => restartServer(context)),
    vscode.commands.registerCommand(CLIENT_COMMANDS.findFileReferences, (resource?: vscode.Uri) => findFileReferences(context, resource)),
  ];
}
