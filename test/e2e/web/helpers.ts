// What the web host's suites share: the extension's API, the fixture folder
// as the web host sees it (vscode-remote:), and waiting on diagnostics
// without sleeps. Runs in the web worker extension host: no Node module.
import * as assert from './assert';
import * as vscode from 'vscode';

export const EXTENSION_ID = 'uri-lint.uri-lint';
/** How long a test waits for the server before it fails. */
export const WAIT_MS = 15_000;

/** What the extension's `activate` returns (client/src/activate.ts), as far as these tests use it. */
export interface UriLintApi {
  readonly ready: Promise<number>;
  readonly client: {
    isRunning(): boolean;
    onDidChangeState(listener: (event: { newState: number }) => void): vscode.Disposable;
    getFeature(method: 'textDocument/documentLink'): { getProvider(document: vscode.TextDocument): vscode.DocumentLinkProvider | undefined };
  };
  statusOf(uri: vscode.Uri): { version: number; references: number; problems: number; pendingLinks?: number } | undefined;
}

export async function uriLint(): Promise<UriLintApi> {
  const extension = vscode.extensions.getExtension<UriLintApi>(EXTENSION_ID);
  assert.ok(extension, `${EXTENSION_ID} is not installed`);
  const api = await extension.activate();
  await api.ready;
  return api;
}

export function fixture(file: string): vscode.Uri {
  const one = vscode.workspace.workspaceFolders?.find((f) => f.name === 'one');
  assert.ok(one, 'no workspace folder one');
  return vscode.Uri.joinPath(one.uri, file);
}

export type Summary = [code: string, severity: vscode.DiagnosticSeverity, line: number, text: string];

/** URI Lint's diagnostics of a document, as `[code, severity, line, covered text]`. */
export function summarize(document: vscode.TextDocument): Summary[] {
  return vscode.languages.getDiagnostics(document.uri).filter((d) => d.source === 'uri-lint').map((d) => {
    const code = typeof d.code === 'object' ? d.code.value : d.code;
    return [String(code), d.severity, d.range.start.line, document.getText(d.range)];
  });
}

/** Waits (on diagnostics events; the status has none, so also every 25 ms) until `probe` holds; fails with `describe()` after WAIT_MS. */
export function waitFor(what: string, probe: () => boolean, describe: () => string): Promise<void> {
  if (probe()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = (settle: () => void) => {
      subscription.dispose();
      clearInterval(poll);
      clearTimeout(timer);
      settle();
    };
    const check = () => { if (probe()) done(resolve); };
    const subscription = vscode.languages.onDidChangeDiagnostics(check);
    const poll = setInterval(check, 25);
    const timer = setTimeout(() => done(() => reject(new Error(`timed out after ${WAIT_MS} ms waiting for ${what}: ${describe()}`))), WAIT_MS);
  });
}

/** Waits until the document's diagnostics are `expected`, for its current version with its links judged. */
export async function expectDiagnostics(api: UriLintApi, document: vscode.TextDocument, expected: Summary[]): Promise<void> {
  const same = () => JSON.stringify(summarize(document)) === JSON.stringify(expected);
  const settled = () => {
    const status = api.statusOf(document.uri);
    return status?.version === document.version && !status.pendingLinks && same();
  };
  await waitFor(`the diagnostics of ${document.uri.toString()}`, settled, () => JSON.stringify({ got: summarize(document), status: api.statusOf(document.uri) }));
}

/**
 * URI Lint's own links, as `[line, target]`: the provider its client
 * registered, asked as VS Code asks it (VS Code's merged list holds the
 * Markdown server's links and its own link detector's too).
 */
export async function uriLintLinks(api: UriLintApi, document: vscode.TextDocument): Promise<[number, string][]> {
  const provider = api.client.getFeature('textDocument/documentLink').getProvider(document);
  assert.ok(provider, `URI Lint has no link provider for ${document.uri.toString()}`);
  const links = await provider.provideDocumentLinks(document, new vscode.CancellationTokenSource().token);
  return (links ?? []).map((l) => [l.range.start.line, l.target!.toString(true)]);
}
