/**
 * The client's answers to a server that cannot read the workspace itself
 * (the browser worker, server/src/browser/): `uriLint/fs/stat`,
 * `uriLint/fs/readDirectory` and `uriLint/fs/readFile`, through
 * `vscode.workspace.fs`, so that configuration files and link targets are
 * read wherever the workspace is (`vscode-vfs:` on github.dev,
 * `vscode-remote:` in code-server, a local folder in vscode.dev). Only what
 * lies in a workspace folder is answered; any failure is "nothing there".
 */
import * as vscode from 'vscode';
import type { BaseLanguageClient } from 'vscode-languageclient';
import {
  FS_READ_DIRECTORY_REQUEST, FS_READ_FILE_REQUEST, FS_STAT_REQUEST,
  type FsKind, type FsReadDirectoryResult, type FsReadFileParams, type FsReadFileResult, type FsStatResult, type FsUriParams,
} from '@uri-lint/server/contract';

/** The workspace's URI for `uri`, or undefined when it is not one or lies outside every workspace folder. */
function inWorkspace(uri: unknown): vscode.Uri | undefined {
  if (typeof uri !== 'string') return undefined;
  try {
    const parsed = vscode.Uri.parse(uri, true);
    return vscode.workspace.getWorkspaceFolder(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** A file type's kind; a symbolic link has the bits of what it points to. */
function kindOf(type: vscode.FileType): FsKind | null {
  if (type & vscode.FileType.Directory) return 'directory';
  if (type & vscode.FileType.File) return 'file';
  return null;
}

async function stat({ uri }: FsUriParams): Promise<FsStatResult> {
  const target = inWorkspace(uri);
  if (!target) return null;
  try {
    return kindOf((await vscode.workspace.fs.stat(target)).type);
  } catch {
    return null;
  }
}

async function readDirectory({ uri }: FsUriParams): Promise<FsReadDirectoryResult> {
  const target = inWorkspace(uri);
  if (!target) return null;
  try {
    const entries: [string, FsKind][] = [];
    for (const [name, type] of await vscode.workspace.fs.readDirectory(target)) {
      const kind = kindOf(type);
      if (kind) entries.push([name, kind]);
    }
    return entries;
  } catch {
    return null;
  }
}

async function readFile({ uri, maxBytes }: FsReadFileParams): Promise<FsReadFileResult> {
  const target = inWorkspace(uri);
  if (!target || typeof maxBytes !== 'number') return null;
  try {
    const { type, size } = await vscode.workspace.fs.stat(target);
    if (!(type & vscode.FileType.File) || size > maxBytes) return null;
    return new TextDecoder('utf-8').decode(await vscode.workspace.fs.readFile(target));
  } catch {
    return null;
  }
}

/** Answers the server's file requests for as long as the client lives. */
export function answerFileRequests(client: BaseLanguageClient): vscode.Disposable[] {
  return [
    client.onRequest(FS_STAT_REQUEST, stat),
    client.onRequest(FS_READ_DIRECTORY_REQUEST, readDirectory),
    client.onRequest(FS_READ_FILE_REQUEST, readFile),
  ];
}
