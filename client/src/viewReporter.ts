/**
 * Tells the server where the user looks in each document (`uriLint/view`): the visible ranges and the cursors of every editor showing
 * it. VS Code keeps 1,000 diagnostics per file, errors first; with this the
 * server publishes those the user can see instead. Cheap: one small
 * notification per document at most every `PACE` ms, and none while the
 * server is not running (it gets every visible editor's when it starts).
 */
import * as vscode from 'vscode';
import { NotificationType, State, type BaseLanguageClient } from 'vscode-languageclient';
import { VIEW_NOTIFICATION, type ViewParams } from '@uri-lint/server/contract';

/** The least time between two notifications, in ms: scrolling moves the view every frame. */
const PACE = 50;

const view = new NotificationType<ViewParams>(VIEW_NOTIFICATION);

export class ViewReporter implements vscode.Disposable {
  private readonly pending = new Set<vscode.TextDocument>();
  private readonly disposables: vscode.Disposable[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private last = -Infinity;

  constructor(private readonly client: BaseLanguageClient, private readonly selector: vscode.DocumentSelector) {
    this.disposables.push(
      vscode.window.onDidChangeTextEditorVisibleRanges((e) => this.changed(e.textEditor.document)),
      vscode.window.onDidChangeTextEditorSelection((e) => this.changed(e.textEditor.document)),
      vscode.window.onDidChangeVisibleTextEditors((editors) => editors.forEach((e) => this.changed(e.document))),
      client.onDidChangeState(({ newState }) => {
        if (newState === State.Running) vscode.window.visibleTextEditors.forEach((e) => this.changed(e.document));
      }),
    );
  }

  private changed(document: vscode.TextDocument): void {
    if (vscode.languages.match(this.selector, document) === 0) return;
    this.pending.add(document);
    if (this.timer !== undefined) return;
    // At once when the pace allows: a large file just opened keeps the extension host busy (VS Code's Markdown
    // extension reads it), and a timer would fire only after that work, the server judging the wrong lines meanwhile.
    const wait = this.last + PACE - Date.now();
    if (wait <= 0) this.flush();
    else this.timer = setTimeout(() => this.flush(), wait);
  }

  private flush(): void {
    this.timer = undefined;
    this.last = Date.now();
    const documents = [...this.pending];
    this.pending.clear();
    if (this.client.state !== State.Running) return;
    for (const document of documents) {
      const editors = vscode.window.visibleTextEditors.filter((e) => e.document === document);
      const params: ViewParams = {
        uri: this.client.code2ProtocolConverter.asUri(document.uri),
        visible: editors.flatMap((e) => e.visibleRanges.map((r) => ({ start: position(r.start), end: position(r.end) }))),
        cursors: editors.flatMap((e) => e.selections.map((s) => position(s.active))),
      };
      // A server stopping meanwhile is told again when it runs (the state's change above).
      this.client.sendNotification(view, params).catch(() => undefined);
    }
  }

  dispose(): void {
    clearTimeout(this.timer);
    for (const disposable of this.disposables) disposable.dispose();
  }
}

function position(p: vscode.Position): { line: number; character: number } {
  return { line: p.line, character: p.character };
}
