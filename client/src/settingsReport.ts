/**
 * The output channel's account of the active document, as ESLint's output
 * gives one: the configuration file in use, where each setting that is not
 * the default comes from (a user, workspace or folder setting, or the
 * configuration file), and, when the document is not checked, why (ignored,
 * too large, a language it does not read, a file nobody edits), with what
 * Restricted Mode leaves out. Written when a document becomes the active
 * one, and again when its account changes (a setting or a file changed);
 * never twice the same for one document.
 */
import * as vscode from 'vscode';
import type { BaseLanguageClient } from 'vscode-languageclient';
import {
  SETTING_DEFINITIONS, SETTINGS_ORIGIN_REQUEST, SETTINGS_SECTION,
  type DocumentStatusParams, type SettingsOriginResult,
} from '@uri-lint/server/contract';

/** What Restricted Mode takes from user settings only (package.json's `capabilities.untrustedWorkspaces`). */
const RESTRICTED = ['uriLint.ignorePatterns', 'uriLint.baseUri', 'uriLint.links.schemes'];

/** Where an editor setting's value comes from, most specific first, or undefined when it is the default. */
function editorOrigin(configuration: vscode.WorkspaceConfiguration, key: string): string | undefined {
  const inspected = configuration.inspect(key.slice(SETTINGS_SECTION.length + 1));
  if (!inspected) return undefined;
  if (inspected.workspaceFolderLanguageValue !== undefined || inspected.workspaceLanguageValue !== undefined || inspected.globalLanguageValue !== undefined) {
    return 'language-specific setting';
  }
  if (inspected.workspaceFolderValue !== undefined) return 'workspace folder setting';
  if (inspected.workspaceValue !== undefined) return 'workspace setting';
  if (inspected.globalValue !== undefined) return 'user setting';
  return undefined;
}

/** Why a document is not checked, in words. */
function skipText(origin: SettingsOriginResult, enabledBy: string | undefined): string {
  switch (origin.skipped) {
    case 'disabled': return origin.ignoredBy ? `ignored by ${origin.ignoredBy}` : `uriLint.enable is false (${enabledBy ?? 'default'})`;
    case 'language': return `not a file type it reads (language "${origin.languageId}"; uriLint.languages adds languages)`;
    case 'too-large': return 'larger than uriLint.maxFileSize';
    case 'unedited': return 'a file nobody edits (generated, vendored or a lock file; uriLint.defaultIgnores: false checks it)';
    default: return '';
  }
}

/** The account's lines for `document`. */
export function reportLines(document: vscode.Uri, origin: SettingsOriginResult, trusted: boolean): string[] {
  const configuration = vscode.workspace.getConfiguration(SETTINGS_SECTION, document);
  const lines = [`URI Lint: ${vscode.workspace.asRelativePath(document, true)}`];
  lines.push(`  Configuration file: ${origin.configFile ?? 'none'}`);
  const fromFile = new Set(origin.fromFile);
  let defaults = 0;
  for (const { key } of SETTING_DEFINITIONS) {
    const editor = editorOrigin(configuration, key);
    // The file is laid over the editor's settings: it wins where both say something.
    const from = fromFile.has(key) ? `${origin.configFile ?? 'configuration file'}${editor ? ` (over a ${editor})` : ''}` : editor;
    if (from === undefined) defaults++;
    else lines.push(`  ${key}: ${from}`);
  }
  lines.push(`  ${defaults === SETTING_DEFINITIONS.length ? 'Every setting' : 'Every other setting'}: default`);
  if (!trusted) {
    const left = origin.restricted.length > 0 ? `; left out of ${origin.configFile ?? 'the configuration file'}: ${origin.restricted.join(', ')}` : '';
    lines.push(`  Restricted Mode: ${RESTRICTED.join(', ')} are taken from user settings only${left}`);
  }
  if (origin.skipped) lines.push(`  Not checked: ${skipText(origin, editorOrigin(configuration, 'uriLint.enable'))}`);
  return lines;
}

/** Writes the account of the active document in `output` when it is new or changed. */
export class SettingsReporter implements vscode.Disposable {
  private readonly subscriptions: vscode.Disposable[] = [];
  /** The last account written per document URI. */
  private readonly written = new Map<string, string>();
  /** The skip reason of each document's last status: a change asks again. */
  private readonly skipped = new Map<string, string>();

  constructor(private readonly client: BaseLanguageClient, private readonly output: vscode.OutputChannel, private readonly selector: vscode.DocumentSelector) {
    this.subscriptions.push(
      vscode.window.onDidChangeActiveTextEditor((editor) => void this.report(editor?.document)),
      vscode.workspace.onDidChangeConfiguration((event) => {
        if (event.affectsConfiguration(SETTINGS_SECTION)) void this.report(vscode.window.activeTextEditor?.document);
      }),
      vscode.workspace.onDidCloseTextDocument((document) => {
        this.written.delete(document.uri.toString());
        this.skipped.delete(document.uri.toString());
      }),
    );
  }

  /** A document's status came (it was judged again): its account may have changed with its configuration file. */
  statusChanged(params: DocumentStatusParams): void {
    const active = vscode.window.activeTextEditor?.document;
    const skipped = params.skipped ?? '';
    const before = this.skipped.get(params.uri);
    this.skipped.set(params.uri, skipped);
    if (!active || this.client.code2ProtocolConverter.asUri(active.uri) !== params.uri) return;
    if (before === undefined || before !== skipped || !this.written.has(active.uri.toString())) void this.report(active);
  }

  /** Writes the account of `document`, unless it is the one written last for it. */
  async report(document: vscode.TextDocument | undefined): Promise<void> {
    if (!document || vscode.languages.match(this.selector, document) === 0 || !this.client.isRunning()) return;
    let origin: SettingsOriginResult | null;
    try {
      origin = await this.client.sendRequest<SettingsOriginResult | null>(SETTINGS_ORIGIN_REQUEST, { uri: this.client.code2ProtocolConverter.asUri(document.uri) });
    } catch {
      return;
    }
    if (!origin) return;
    const text = reportLines(document.uri, origin, vscode.workspace.isTrusted).join('\n');
    const key = document.uri.toString();
    if (this.written.get(key) === text) return;
    this.written.set(key, text);
    this.output.appendLine(text);
  }

  dispose(): void {
    for (const subscription of this.subscriptions) subscription.dispose();
  }
}
