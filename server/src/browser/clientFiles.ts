/**
 * The workspace's files as the browser worker reads them: by asking its
 * client (`uriLint/fs/stat`, `readDirectory`, `readFile`), which answers
 * with `vscode.workspace.fs`. A failed request (a client that does not
 * answer them, a client gone) is "nothing there", as the Node server's
 * failed reads are.
 */
import type { Connection } from 'vscode-languageserver/browser';
import {
  FS_READ_DIRECTORY_REQUEST, FS_READ_FILE_REQUEST, FS_STAT_REQUEST,
} from '../contract/protocol';
import type {
  FsReadDirectoryResult, FsReadFileParams, FsReadFileResult, FsStatResult, FsUriParams,
} from '../contract/protocol';
import type { FileAccess } from '../service/index';

/** The client's file system, as link checking and the configuration files ask it (service/links/workspace.ts). */
export function clientFiles(connection: Connection): FileAccess {
  const told = new Set<string>();
  const ask = async <P, R>(method: string, params: P): Promise<R | undefined> => {
    try {
      return (await connection.sendRequest<R>(method, params)) ?? undefined;
    } catch (error) {
      // Once per method: a client that does not answer it would fail every read the same way.
      if (!told.has(method)) {
        told.add(method);
        connection.console.error(`URI Lint: the client did not answer ${method} (${(error as Error).message}); the workspace's files are read as if absent`);
      }
      return undefined;
    }
  };
  return {
    stat: (uri) => ask<FsUriParams, FsStatResult>(FS_STAT_REQUEST, { uri }).then((kind) => kind ?? undefined),
    readDirectory: (uri) => ask<FsUriParams, FsReadDirectoryResult>(FS_READ_DIRECTORY_REQUEST, { uri }).then((entries) => entries ?? undefined),
    readFile: (uri, maxBytes) => ask<FsReadFileParams, FsReadFileResult>(FS_READ_FILE_REQUEST, { uri, maxBytes }).then((text) => text ?? undefined),
  };
}
