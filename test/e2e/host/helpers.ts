// What the in-host suites share: the extension's API, the fixture files,
// diagnostics and links in a form a test can compare, waiting for the
// server without fixed sleeps, settings that are put back, and the server
// process. Runs inside the extension host, with the real `vscode` API.
import * as assert from 'assert';
import * as fs from 'fs';
import * as path from 'path';
import Mocha from 'mocha';
import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';

export const EXTENSION_ID = 'uri-lint.uri-lint';

/**
 * `uriLint/documentStatus` (server/src/contract/protocol.ts), restated so
 * that this tree compiles without the server's build (no project reference).
 */
export interface DocumentStatus {
  uri: string;
  version: number;
  references: number;
  problems: number;
  skipped?: 'disabled' | 'language' | 'too-large';
  /** Link targets still being looked up: another status follows. */
  pendingLinks?: number;
}

/** The document's status once its link targets are known (none pending). */
export function settledStatus(api: UriLintApi, uri: vscode.Uri): Promise<DocumentStatus> {
  return waitFor('the status once the link targets are known', () => {
    const last = api.statusOf(uri);
    return last !== undefined && last.pendingLinks === undefined && last;
  });
}

/** What the extension's `activate` returns (client/src/extension.ts). */
export interface UriLintApi {
  readonly readyMs: number | undefined;
  readonly ready: Promise<number>;
  readonly client: LanguageClient;
  statusOf(uri: vscode.Uri): DocumentStatus | undefined;
}

/** How long a test waits for the server before it fails. */
export const WAIT_MS = 15_000;

/** The extension, activated, once its server has answered `initialize` and runs. */
export async function uriLint(): Promise<UriLintApi> {
  const extension = vscode.extensions.getExtension<UriLintApi>(EXTENSION_ID);
  assert.ok(extension, `${EXTENSION_ID} is not installed`);
  const api = await extension.activate();
  await api.ready;
  // A test after the crash test finds the server restarted, or restarting.
  await waitFor('the URI Lint server to run', () => api.client.isRunning());
  return api;
}

/** A line in the test report (mocha's output reaches the runner only through its reporter). */
export function report(line: string): void {
  Mocha.reporters.Base.consoleLog(`      ${line}`);
}

// ---------------------------------------------------------------------------
// Fixtures: test/e2e/fixtures/workspace/{one,two}, copied to a temporary folder.

export function folder(name: 'one' | 'two'): vscode.WorkspaceFolder {
  const found = vscode.workspace.workspaceFolders?.find((f) => f.name === name);
  assert.ok(found, `no workspace folder ${name}`);
  return found;
}

export function fixture(folderName: 'one' | 'two', file: string): vscode.Uri {
  return vscode.Uri.joinPath(folder(folderName).uri, file);
}

export async function open(folderName: 'one' | 'two', file: string): Promise<vscode.TextDocument> {
  return vscode.workspace.openTextDocument(fixture(folderName, file));
}

// ---------------------------------------------------------------------------
// Waiting: a condition is checked again whenever diagnostics, documents or
// the client's state change. The status (`statusOf`) and the server process
// have no event, so the condition is also checked every 25 ms.

export async function waitFor<T>(what: string, probe: () => T | undefined | false, timeoutMs = WAIT_MS): Promise<T> {
  const first = probe();
  if (first) return first;
  return new Promise<T>((resolve, reject) => {
    const subscriptions: vscode.Disposable[] = [];
    const finish = (settle: () => void) => {
      clearInterval(poll);
      clearTimeout(timer);
      for (const s of subscriptions) s.dispose();
      settle();
    };
    const check = () => {
      try {
        const value = probe();
        if (value) finish(() => resolve(value));
      } catch (error) {
        finish(() => reject(error));
      }
    };
    subscriptions.push(
      vscode.languages.onDidChangeDiagnostics(check),
      vscode.workspace.onDidChangeTextDocument(check),
    );
    const client = vscode.extensions.getExtension<UriLintApi>(EXTENSION_ID)?.exports?.client;
    if (client) subscriptions.push(client.onDidChangeState(check));
    const poll = setInterval(check, 25);
    const timer = setTimeout(() => finish(() => reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what}`))), timeoutMs);
  });
}

// ---------------------------------------------------------------------------
// Diagnostics, as `[code, severity, [line, character, line, character], covered text]`.

export type Severity = 'error' | 'warning' | 'information' | 'hint';
export type Span = [number, number, number, number];
export type DiagnosticSummary = [string, Severity, Span, string];

const SEVERITIES: Record<vscode.DiagnosticSeverity, Severity> = {
  [vscode.DiagnosticSeverity.Error]: 'error',
  [vscode.DiagnosticSeverity.Warning]: 'warning',
  [vscode.DiagnosticSeverity.Information]: 'information',
  [vscode.DiagnosticSeverity.Hint]: 'hint',
};

/** What the fixture guide.md is reported for, in three suites (diagnostics, hover, activation): one definition. */
export const GUIDE_DIAGNOSTICS: readonly DiagnosticSummary[] = [
  ['invalid-percent-encoding', 'error', [3, 35, 3, 39], 'a%zz'], // §2.1: the token that holds it
  ['password-in-userinfo', 'warning', [4, 25, 4, 32], 'hunter2'], // §3.2.1: the password only
  ['iri', 'information', [6, 8, 6, 32], 'https://example.com/café'], // RFC 3987: the whole IRI
];

export function span(range: vscode.Range): Span {
  return [range.start.line, range.start.character, range.end.line, range.end.character];
}

export function codeOf(diagnostic: vscode.Diagnostic): string {
  const code = diagnostic.code;
  return String(typeof code === 'object' ? code.value : code);
}

/** URI Lint's diagnostics of a document (other extensions, TypeScript or JSON, may add their own). */
export function uriLintDiagnostics(uri: vscode.Uri): vscode.Diagnostic[] {
  return vscode.languages.getDiagnostics(uri).filter((d) => d.source === 'uri-lint');
}

export function summarize(document: vscode.TextDocument): DiagnosticSummary[] {
  return uriLintDiagnostics(document.uri).map((d) => [codeOf(d), SEVERITIES[d.severity], span(d.range), document.getText(d.range)]);
}

/**
 * Waits until URI Lint's diagnostics of `document` are `expected`, and for
 * the document's current version (the status the server sends after them
 * says which version it checked), so that an expected `[]` means "checked
 * and clean", not "not checked yet". On a timeout, fails with the diff.
 */
export async function expectDiagnostics(api: UriLintApi, document: vscode.TextDocument, expected: DiagnosticSummary[], timeoutMs = WAIT_MS): Promise<void> {
  const settled = () => api.statusOf(document.uri)?.version === document.version && isDeepStrictEqual(summarize(document), expected);
  try {
    await waitFor(`the diagnostics of ${path.basename(document.uri.path)}`, settled, timeoutMs);
  } catch (error) {
    assert.deepStrictEqual(summarize(document), expected, `${(error as Error).message}; status ${JSON.stringify(api.statusOf(document.uri))}`);
    throw error;
  }
}

function isDeepStrictEqual(a: unknown, b: unknown): boolean {
  try {
    assert.deepStrictEqual(a, b);
    return true;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------
// Hovers, links, code actions through VS Code's commands (every provider).

/** The Markdown of every hover at `position`, joined. */
export async function hoverText(uri: vscode.Uri, position: vscode.Position): Promise<{ text: string; ranges: Span[] }> {
  const hovers = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', uri, position);
  const text = hovers.flatMap((h) => h.contents.map((c) => (typeof c === 'string' ? c : c.value))).join('\n\n---\n\n');
  return { text, ranges: hovers.flatMap((h) => (h.range ? [span(h.range)] : [])) };
}

export type LinkSummary = [Span, string];

/**
 * A link target as VS Code holds it: the client turns each target into a
 * `vscode.Uri`, so an expected target is compared in that form too.
 */
export function target(uri: string): string {
  return vscode.Uri.parse(uri).toString();
}

function linkSummary(link: vscode.DocumentLink): LinkSummary {
  return [span(link.range), link.target ? link.target.toString() : '(resolved on click)'];
}

/** Every link VS Code has for a document: URI Lint's and those of VS Code's own providers. */
export async function allLinks(uri: vscode.Uri): Promise<LinkSummary[]> {
  const links = await vscode.commands.executeCommand<vscode.DocumentLink[]>('vscode.executeLinkProvider', uri);
  return links.map(linkSummary);
}

/**
 * URI Lint's own links: the `DocumentLinkProvider` its language client
 * registered with VS Code, asked as VS Code asks it. `allLinks` alone cannot
 * tell them apart: VS Code's link detector links every `http://…` it sees,
 * valid or not, and the built-in Markdown, HTML and JSON servers add theirs.
 */
export async function uriLintLinks(api: UriLintApi, document: vscode.TextDocument): Promise<LinkSummary[]> {
  const feature = api.client.getFeature('textDocument/documentLink');
  const provider = feature.getProvider(document);
  assert.ok(provider, `URI Lint has no link provider for ${document.uri.toString()}`);
  const links = await provider.provideDocumentLinks(document, new vscode.CancellationTokenSource().token);
  return (links ?? []).map(linkSummary);
}

/** The code actions VS Code collects for a range (every provider), optionally of one kind. */
export async function codeActions(uri: vscode.Uri, range: vscode.Range, kind?: vscode.CodeActionKind): Promise<vscode.CodeAction[]> {
  return vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', uri, range, kind?.value);
}

/** Puts a document back as it is on disk and closes its editor. */
export async function revert(document: vscode.TextDocument): Promise<void> {
  await vscode.window.showTextDocument(document);
  await vscode.commands.executeCommand('workbench.action.files.revert');
  await vscode.commands.executeCommand('workbench.action.closeActiveEditor');
}

// ---------------------------------------------------------------------------
// Settings of a workspace folder, written to its .vscode/settings.json in the
// temporary copy and put back as they were by `restore()`.

export class FolderSettings {
  private readonly saved: { section: string; key: string; folder: vscode.WorkspaceFolder; value: unknown }[] = [];

  async set(folderName: 'one' | 'two', section: string, key: string, value: unknown): Promise<void> {
    const where = folder(folderName);
    const configuration = vscode.workspace.getConfiguration(section, where.uri);
    if (!this.saved.some((s) => s.folder === where && s.section === section && s.key === key)) {
      this.saved.push({ section, key, folder: where, value: configuration.inspect(key)?.workspaceFolderValue });
    }
    await configuration.update(key, value, vscode.ConfigurationTarget.WorkspaceFolder);
  }

  async restore(): Promise<void> {
    for (const { section, key, folder: where, value } of this.saved.splice(0).reverse()) {
      await vscode.workspace.getConfiguration(section, where.uri).update(key, value, vscode.ConfigurationTarget.WorkspaceFolder);
    }
  }
}

// ---------------------------------------------------------------------------
// The server process: the child of this extension host running the bundled
// server.js of the installed extension (vscode-languageclient forks it with
// `--node-ipc --clientProcessId=<this pid>`). Found in /proc (Linux).

export function serverPids(): number[] {
  const extension = vscode.extensions.getExtension(EXTENSION_ID);
  assert.ok(extension);
  const serverJs = path.join(extension.extensionPath, 'dist', 'server.js');
  const pids: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid …; comm may hold spaces and parentheses.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid !== process.pid) continue;
      const argv = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (argv.includes(serverJs)) pids.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return pids;
}
