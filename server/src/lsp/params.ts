/**
 * The protocol boundary: every notification and request is checked here
 * before a handler reads it. A client may send anything (a bug, a fuzzer, a
 * hostile extension); a change with a non-string `text` or a position that
 * is not a non-negative integer once sent the server into a loop for good.
 * A check returns the params typed and cleaned (a reversed range ordered),
 * or the reason they were rejected, in one line for the log.
 */
import type { Position, Range, TextDocumentContentChangeEvent } from 'vscode-languageserver-textdocument';

/** The checked value, or why it was rejected. */
export type Checked<T> = { ok: true; value: T } | { ok: false; reason: string };

const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
const rejected = <T>(reason: string): Checked<T> => ({ ok: false, reason });

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** LSP's `uinteger`: a non-negative integer that fits in 31 bits. */
function isUinteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 0x7fffffff;
}

/** LSP's `integer` (a document version may be negative in some clients, never fractional). */
function isInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && Math.abs(value) <= 0x7fffffff;
}

function describe(value: unknown): string {
  const json = JSON.stringify(value);
  return json === undefined ? String(value) : json.length > 80 ? `${json.slice(0, 77)}...` : json;
}

/** A position whose line and character are non-negative integers. */
export function checkPosition(value: unknown, what = 'position'): Checked<Position> {
  if (!isObject(value) || !isUinteger(value.line) || !isUinteger(value.character)) {
    return rejected(`${what} must have a non-negative integer line and character, got ${describe(value)}`);
  }
  return ok({ line: value.line, character: value.character });
}

/** A range of two valid positions, start first: a range given end first is ordered, the same way in every handler. */
export function checkRange(value: unknown, what = 'range'): Checked<Range> {
  if (!isObject(value)) return rejected(`${what} must be an object, got ${describe(value)}`);
  const start = checkPosition(value.start, `${what}.start`);
  if (!start.ok) return start;
  const end = checkPosition(value.end, `${what}.end`);
  if (!end.ok) return end;
  const [a, b] = before(end.value, start.value) ? [end.value, start.value] : [start.value, end.value];
  return ok({ start: a, end: b });
}

function before(a: Position, b: Position): boolean {
  return a.line < b.line || (a.line === b.line && a.character < b.character);
}

/** A `{ uri }` text document identifier. */
export function checkUri(value: unknown): Checked<string> {
  if (!isObject(value) || typeof value.uri !== 'string') return rejected(`textDocument.uri must be a string, got ${describe(value)}`);
  return ok(value.uri);
}

/** `uriLint/settingsOf`'s params: a document and its settings as the client holds them (checked as they are resolved). */
export function checkSettingsOf(value: unknown): Checked<{ uri: string; settings: unknown }> {
  const uri = checkUri(value);
  return uri.ok ? ok({ uri: uri.value, settings: (value as { settings?: unknown }).settings }) : uri;
}

/** What didOpen carries. */
export interface OpenedDocument {
  uri: string;
  languageId: string;
  version: number;
  text: string;
}

/** textDocument/didOpen's `textDocument`. */
export function checkOpened(value: unknown): Checked<OpenedDocument> {
  const uri = checkUri(value);
  if (!uri.ok) return uri;
  const { languageId, version, text } = value as Record<string, unknown>;
  if (typeof languageId !== 'string') return rejected(`textDocument.languageId must be a string, got ${describe(languageId)}`);
  if (!isInteger(version)) return rejected(`textDocument.version must be an integer, got ${describe(version)}`);
  if (typeof text !== 'string') return rejected(`textDocument.text must be a string, got ${typeof text}`);
  return ok({ uri: uri.value, languageId, version, text });
}

/** What didChange carries. */
export interface Change {
  uri: string;
  version: number;
  changes: TextDocumentContentChangeEvent[];
}

/** textDocument/didChange's params: every change is checked before any is applied, so a bad one leaves the document as it was. */
export function checkChange(params: unknown): Checked<Change> {
  if (!isObject(params)) return rejected(`params must be an object, got ${describe(params)}`);
  const uri = checkUri(params.textDocument);
  if (!uri.ok) return uri;
  const version = (params.textDocument as Record<string, unknown>).version;
  if (!isInteger(version)) return rejected(`textDocument.version must be an integer, got ${describe(version)}`);
  if (!Array.isArray(params.contentChanges)) return rejected(`contentChanges must be an array, got ${describe(params.contentChanges)}`);
  const changes: TextDocumentContentChangeEvent[] = [];
  for (const [i, change] of params.contentChanges.entries()) {
    if (!isObject(change) || typeof change.text !== 'string') return rejected(`contentChanges[${i}].text must be a string`);
    if (change.range === undefined) {
      changes.push({ text: change.text });
      continue;
    }
    const range = checkRange(change.range, `contentChanges[${i}].range`);
    if (!range.ok) return range;
    changes.push({ range: range.value, text: change.text });
  }
  return ok({ uri: uri.value, version, changes });
}

/** textDocument/hover's params. */
export function checkHover(params: unknown): Checked<{ uri: string; position: Position }> {
  if (!isObject(params)) return rejected(`params must be an object, got ${describe(params)}`);
  const uri = checkUri(params.textDocument);
  if (!uri.ok) return uri;
  const position = checkPosition(params.position);
  return position.ok ? ok({ uri: uri.value, position: position.value }) : position;
}

/** textDocument/references' params: a position, and whether the declaration is wanted (false when not said). */
export function checkReferences(params: unknown): Checked<{ uri: string; position: Position; includeDeclaration: boolean }> {
  const at = checkHover(params);
  if (!at.ok) return at;
  const context = (params as { context?: unknown }).context;
  const includeDeclaration = isObject(context) && context.includeDeclaration === true;
  return ok({ ...at.value, includeDeclaration });
}

/** textDocument/rename's params: a position and the new name. */
export function checkRename(params: unknown): Checked<{ uri: string; position: Position; newName: string }> {
  const at = checkHover(params);
  if (!at.ok) return at;
  const newName = (params as { newName?: unknown }).newName;
  if (typeof newName !== 'string') return rejected(`newName must be a string, got ${describe(newName)}`);
  return ok({ ...at.value, newName });
}

/** A diagnostic of a code-action context, as far as the features read it. */
interface ContextDiagnostic {
  range: Range;
  [key: string]: unknown;
}

/** textDocument/codeAction's params. Context diagnostics without a valid range are dropped (they answer nothing of ours). */
export function checkCodeAction(params: unknown): Checked<{ uri: string; range: Range; context: { diagnostics: ContextDiagnostic[]; only?: string[] } }> {
  if (!isObject(params)) return rejected(`params must be an object, got ${describe(params)}`);
  const uri = checkUri(params.textDocument);
  if (!uri.ok) return uri;
  const range = checkRange(params.range);
  if (!range.ok) return range;
  const raw = isObject(params.context) ? params.context : {};
  const diagnostics: ContextDiagnostic[] = [];
  for (const d of Array.isArray(raw.diagnostics) ? raw.diagnostics : []) {
    const r = isObject(d) ? checkRange(d.range) : undefined;
    if (r?.ok) diagnostics.push({ ...(d as Record<string, unknown>), range: r.value });
  }
  const only = Array.isArray(raw.only) ? raw.only.filter((k): k is string => typeof k === 'string') : undefined;
  return ok({ uri: uri.value, range: range.value, context: only ? { diagnostics, only } : { diagnostics } });
}

/** textDocument/documentLink's params. */
export function checkDocument(params: unknown): Checked<string> {
  if (!isObject(params)) return rejected(`params must be an object, got ${describe(params)}`);
  return checkUri(params.textDocument);
}

/** workspace/executeCommand's params. */
export function checkCommand(params: unknown): Checked<{ command: string; args: unknown[] }> {
  if (!isObject(params) || typeof params.command !== 'string') return rejected(`command must be a string, got ${describe(isObject(params) ? params.command : params)}`);
  if (params.arguments !== undefined && !Array.isArray(params.arguments)) return rejected(`arguments must be an array, got ${describe(params.arguments)}`);
  return ok({ command: params.command, args: (params.arguments as unknown[] | undefined) ?? [] });
}

/** workspace/willRenameFiles' params: the files renamed, each an old and a new URI. */
export function checkRenames(params: unknown): Checked<{ oldUri: string; newUri: string }[]> {
  if (!isObject(params) || !Array.isArray(params.files)) return rejected(`files must be an array, got ${describe(isObject(params) ? params.files : params)}`);
  const files: { oldUri: string; newUri: string }[] = [];
  for (const file of params.files as unknown[]) {
    if (!isObject(file) || typeof file.oldUri !== 'string' || typeof file.newUri !== 'string') return rejected('each file must have an oldUri and a newUri');
    files.push({ oldUri: file.oldUri, newUri: file.newUri });
  }
  return ok(files);
}

/** One file event of workspace/didChangeWatchedFiles: its URI and type (1 created, 2 changed, 3 deleted). */
export interface FileEvent {
  uri: string;
  type: 1 | 2 | 3;
}

/** workspace/didChangeWatchedFiles' params: the well-formed events (a malformed one is dropped, not the whole batch). */
export function checkFileEvents(params: unknown): Checked<FileEvent[]> {
  if (!isObject(params) || !Array.isArray(params.changes)) return rejected(`changes must be an array, got ${describe(isObject(params) ? params.changes : params)}`);
  const events: FileEvent[] = [];
  for (const change of params.changes as unknown[]) {
    if (isObject(change) && typeof change.uri === 'string' && (change.type === 1 || change.type === 2 || change.type === 3)) events.push({ uri: change.uri, type: change.type });
  }
  return ok(events);
}
