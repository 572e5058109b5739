/**
 * The VS Code extension in a browser (vscode.dev, github.dev, code-server's
 * web worker extension host): starts the language server's browser bundle
 * (dist/browser/server.js) in a Web Worker and talks to it over the
 * worker's messages; activate.ts does the rest, as on the desktop.
 *
 * Starting the worker: VS Code's web extension host wraps `new Worker(url)`
 * in a script that imports `url`, and refuses a `vscode-remote:` URL
 * ("Creating workers from remote extensions is currently not supported"),
 * which is where code-server and codespaces install extensions. So the
 * bundle is read through the workspace's file system, which every host can
 * read its extensions with, and the worker starts from a `blob:` URL of it.
 * An extension served over https (vscode.dev's gallery) is started from its
 * URL, as VS Code's own web extensions are: the file system need not read
 * https there.
 */
import * as vscode from 'vscode';
import { BaseLanguageClient, BrowserMessageReader, BrowserMessageWriter, type LanguageClientOptions, type MessageTransports } from 'vscode-languageclient/browser';
import { activateWith, deactivate, type UriLintApi } from './activate';
import { BROWSER_SELECTOR } from './documentSelector';
import { loggedData } from './languageClient';
import { answerFileRequests } from './workspaceFiles';

export type { UriLintApi };
export { deactivate };

/** The parts of the DOM's `Worker` used here (this project compiles without the DOM's types). */
declare class Worker {
  constructor(url: string, options?: { name?: string });
  terminate(): void;
}

/** Where to start the worker from: a URL the host's `Worker` accepts. */
async function workerUrl(bundle: vscode.Uri): Promise<string> {
  if (bundle.scheme === 'https' || bundle.scheme === 'http') return bundle.toString(true);
  const bytes = await vscode.workspace.fs.readFile(bundle);
  return URL.createObjectURL(new Blob([bytes], { type: 'text/javascript' }));
}

/**
 * A language client whose server is a Web Worker, a new one at each start:
 * a restart (by hand, or after a crash) gets a fresh server, as the Node
 * client gets a fresh process.
 */
class WorkerLanguageClient extends BaseLanguageClient {
  private worker: Worker | undefined;
  private url: Promise<string> | undefined;

  constructor(options: LanguageClientOptions, private readonly bundle: vscode.Uri) {
    super('uriLint', 'URI Lint', options);
  }

  protected async createMessageTransports(): Promise<MessageTransports> {
    this.worker?.terminate();
    // The blob: URL is made once and kept: the host's wrapper imports it after the constructor returns.
    this.url ??= workerUrl(this.bundle);
    const worker = this.worker = new Worker(await this.url, { name: 'URI Lint server' });
    return { reader: new BrowserMessageReader(worker), writer: new BrowserMessageWriter(worker) };
  }

  override async stop(timeout?: number): Promise<void> {
    try {
      await super.stop(timeout);
    } finally {
      this.worker?.terminate();
      this.worker = undefined;
    }
  }

  async restart(): Promise<void> {
    await this.stop();
    await this.start();
  }

  override info(message: string, data?: unknown, showNotification?: boolean): void {
    super.info(message, loggedData(data), showNotification);
  }
}

export function activate(context: vscode.ExtensionContext): UriLintApi {
  const bundle = vscode.Uri.joinPath(context.extensionUri, 'dist', 'browser', 'server.js');
  return activateWith(context, {
    selector: BROWSER_SELECTOR,
    createClient: (options) => {
      const client = new WorkerLanguageClient(options, bundle);
      // The worker has no file system: it reads configuration files and link targets through these.
      context.subscriptions.push(...answerFileRequests(client));
      return client;
    },
  });
}
