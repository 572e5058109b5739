/**
 * Notes in the output channel when a large document reached the extension
 * host and when its first diagnostics came back to it, to the millisecond
 * (the server logs its own steps of the same first check): where the wait
 * for the first squiggles on a large file goes is read from the two, the
 * renderer and the extension host before and after, the server between.
 */
import type * as vscode from 'vscode';
import type { Middleware } from 'vscode-languageclient';

/** As the server's `VIEW_FIRST_BYTES`, in UTF-16 units: the documents whose first check is logged. */
const LARGE = 512 * 1024;

/** A document's file name: the one thing of its URI a timing line needs (no path, no password). */
function nameOf(uri: vscode.Uri): string {
  return uri.path.slice(uri.path.lastIndexOf('/') + 1);
}

/** `22:41:03.120 UTC`. */
function now(): string {
  return `${new Date().toISOString().slice(11, 23)} UTC`;
}

export function largeOpenMiddleware(output: vscode.OutputChannel): Middleware {
  const waiting = new Set<string>();
  return {
    didOpen: (document, next) => {
      const size = document.offsetAt(document.lineAt(document.lineCount - 1).range.end);
      if (size >= LARGE) {
        waiting.add(document.uri.toString());
        output.appendLine(`URI Lint: ${nameOf(document.uri)} (${(size / 1e6).toFixed(1)} MB) reached the extension host at ${now()}.`);
      }
      return next(document);
    },
    handleDiagnostics: (uri, diagnostics, next) => {
      if (waiting.delete(uri.toString())) output.appendLine(`URI Lint: ${nameOf(uri)}: its first diagnostics reached the extension host at ${now()}.`);
      next(uri, diagnostics);
    },
  };
}
