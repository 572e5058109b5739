/**
 * A workspace edit in the form the client understands, one builder for every
 * edit the server sends or answers (normalize all, renaming a heading or an
 * id, renaming a URL prefix, links following a file move): versioned
 * document edits where the client takes them (an open document's version, so
 * that an edit typed meanwhile makes the client refuse it; null for a file
 * that is not open), else a map of changes; every edit carrying one change
 * annotation when one is given and the client supports them.
 */
import type { ClientCapabilities, TextDocumentEdit, TextEdit, WorkspaceEdit } from 'vscode-languageserver';

/** One file's edits, and its version when it is open (else null). */
export interface FileEdits {
  uri: string;
  version: number | null;
  edits: TextEdit[];
}

/** The one change annotation of an edit: `needsConfirmation` makes VS Code show it unticked in its refactor preview. */
export interface EditAnnotation {
  id: string;
  label: string;
  description?: string;
  needsConfirmation: boolean;
}

/** `files`' edits as one workspace edit; see the module's comment. */
export function workspaceEditOf(capabilities: ClientCapabilities, files: readonly FileEdits[], annotation?: EditAnnotation): WorkspaceEdit {
  const support = capabilities.workspace?.workspaceEdit;
  if (!support?.documentChanges) return { changes: Object.fromEntries(files.map((f) => [f.uri, f.edits])) };
  const annotate = annotation !== undefined && support.changeAnnotationSupport !== undefined;
  const documentChanges: TextDocumentEdit[] = files.map((f) => ({
    textDocument: { uri: f.uri, version: f.version },
    edits: annotate ? f.edits.map((e) => ({ ...e, annotationId: annotation.id })) : f.edits,
  }));
  if (!annotate) return { documentChanges };
  const { id, ...rest } = annotation;
  return { documentChanges, changeAnnotations: { [id]: rest } };
}
