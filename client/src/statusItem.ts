/**
 * The language status item ("{} " in the status bar): what the server
 * checked in the active document, from its `uriLint/documentStatus`
 * notifications, and a way to the log.
 */
import * as vscode from 'vscode';
import type { DocumentStatusParams, SkipReason } from '@uri-lint/server/contract';
import { CLIENT_COMMANDS } from '@uri-lint/server/contract';

const SKIPPED: Record<SkipReason, { text: string; detail: string }> = {
  'disabled': { text: 'URIs not checked: disabled', detail: 'uriLint.enable is off for this file' },
  'language': { text: 'URIs not checked: language', detail: 'this language is not in uriLint.languages' },
  'too-large': { text: 'URIs not checked: too large', detail: 'the file is larger than uriLint.maxFileSizeMB' },
  'unedited': { text: 'URIs not checked: vendored or generated', detail: 'a file nobody edits (see the output); uriLint.defaultIgnores' },
};

/**
 * The popup lists every extension's item for the language; the detail is where it says whose this one is (the item's
 * `name` shows only where items are pinned).
 */
const NAME = 'URI Lint';

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** The worst level among the problems of a document, as the item's severity. */
function severityOf(diagnostics: readonly vscode.Diagnostic[], problems: number): vscode.LanguageStatusSeverity {
  if (diagnostics.some((d) => d.severity === vscode.DiagnosticSeverity.Error)) return vscode.LanguageStatusSeverity.Error;
  if (diagnostics.some((d) => d.severity === vscode.DiagnosticSeverity.Warning)) return vscode.LanguageStatusSeverity.Warning;
  // Diagnostics not published yet for a status that counts problems.
  if (diagnostics.length === 0 && problems > 0) return vscode.LanguageStatusSeverity.Warning;
  return vscode.LanguageStatusSeverity.Information;
}

export class DocumentStatusItem implements vscode.Disposable {
  private readonly item: vscode.LanguageStatusItem;
  private readonly statuses = new Map<string, DocumentStatusParams>();
  private readonly disposables: vscode.Disposable[] = [];
  private stopped = false;

  /** `diagnostics` reads the server's diagnostics of a document (the client's collection). */
  constructor(selector: vscode.DocumentSelector, private readonly diagnostics: (uri: vscode.Uri) => readonly vscode.Diagnostic[]) {
    this.item = vscode.languages.createLanguageStatusItem('uriLint.status', selector);
    this.item.name = NAME;
    this.item.command = { title: 'Show Output', command: CLIENT_COMMANDS.showOutput };
    this.disposables.push(
      this.item,
      vscode.window.onDidChangeActiveTextEditor(() => this.render()),
      vscode.workspace.onDidCloseTextDocument((document) => this.statuses.delete(document.uri.toString())),
      vscode.languages.onDidChangeDiagnostics((event) => {
        const active = vscode.window.activeTextEditor?.document.uri.toString();
        if (event.uris.some((uri) => uri.toString() === active)) this.render();
      }),
    );
    this.render();
  }

  /** The last status the server sent for a document (for tests and the API). */
  statusOf(uri: string): DocumentStatusParams | undefined {
    return this.statuses.get(uri);
  }

  /** Takes a `uriLint/documentStatus` notification; an older version than the one held is stale. */
  update(status: DocumentStatusParams): void {
    const held = this.statuses.get(status.uri);
    if (held !== undefined && held.version > status.version) return;
    this.statuses.set(status.uri, status);
    if (vscode.window.activeTextEditor?.document.uri.toString() === status.uri) this.render();
  }

  /** Whether the server runs; when it stopped, the statuses held are forgotten (a new one sends them again). */
  setServerStopped(stopped: boolean): void {
    this.stopped = stopped;
    if (stopped) this.statuses.clear();
    this.render();
  }

  private render(): void {
    const document = vscode.window.activeTextEditor?.document;
    const status = document && this.statuses.get(document.uri.toString());
    if (this.stopped) {
      this.item.text = 'URI Lint server stopped';
      this.item.detail = "run 'URI Lint: Restart Server'";
      this.item.severity = vscode.LanguageStatusSeverity.Error;
    } else if (!document || !status) {
      this.item.text = 'URIs not checked yet';
      this.item.detail = NAME;
      this.item.severity = vscode.LanguageStatusSeverity.Information;
    } else if (status.skipped) {
      this.item.text = SKIPPED[status.skipped].text;
      this.item.detail = `${NAME}: ${SKIPPED[status.skipped].detail}`;
      this.item.severity = vscode.LanguageStatusSeverity.Information;
    } else {
      this.item.text = `${plural(status.references, 'URI')} checked, ${plural(status.problems, 'problem')}`
        + (status.shown === undefined ? '' : ` (showing ${status.shown})`);
      // Past uriLint.maxProblems, the server publishes those near what the user sees.
      this.item.detail = status.shown === undefined ? NAME : `${NAME}: those in and near view and at the cursor; see uriLint.maxProblems`;
      this.item.severity = status.problems > 0 ? severityOf(this.diagnostics(document.uri), status.problems) : vscode.LanguageStatusSeverity.Information;
    }
  }

  dispose(): void {
    for (const disposable of this.disposables) disposable.dispose();
  }
}
