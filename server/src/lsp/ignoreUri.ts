/**
 * "Ignore this URI in .urilintrc.json": the quick fix that adds a finding's
 * URI to `ignorePatterns` of the configuration file nearest its document
 * (a `.urilintrc.json`, or package.json's `"uriLint"` key), or creates a
 * `.urilintrc.json` at the root of the document's workspace folder when
 * there is none. The JSON is edited in place (jsonc-parser's `modify`), so
 * the file's formatting and other keys stay as they are, in the object the
 * loader reads (JSON's last key wins when a key is repeated), and the result
 * is parsed again before it is offered. A password is never copied into the
 * file: its place in the pattern is a `*`. Which file may be written (inside
 * the workspace folder, no symbolic link, readable) is workspaceConfig.ts's
 * `targetOf`; the edit is one the editor shows and can undo, and the file is
 * shown after it (`SHOW_CONFIGURATION_COMMAND`).
 */
import { applyEdits, findNodeAtLocation, modify, parseTree } from 'jsonc-parser';
import type { Node as JsonNode, ParseError } from 'jsonc-parser';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { CodeActionKind } from 'vscode-languageserver-types';
import type { CodeAction, Diagnostic, TextEdit, WorkspaceEdit } from 'vscode-languageserver-types';
import { SHOW_CONFIGURATION_COMMAND } from '../contract/commands';
import { CONFIG_FILE } from '../config/load';
import { createLanguageService } from '../service/index';
import { secretSpans } from '@uri-lint/shared';
import { SOURCE } from '../contract/index';
import type { AnalyzedReference, DocumentContext } from '../service/index';

const { referenceAt } = createLanguageService().analysis;

/** Where the pattern goes: the file and the JSON path of its configuration object (`[]`, or `['uriLint']` in package.json). */
export interface ConfigTarget {
  uri: string;
  /** Its text as the editor holds it (without a byte order mark: positions count from after one). */
  text: string;
  at: string[];
  /** The open document's version, or null for a file that is not open. */
  version?: number | null;
}

/** How the client applies an edit: versioned document changes, and whether it can show a document afterwards. */
export interface EditSupport {
  documentChanges: boolean;
  canCreate: boolean;
  showDocument: boolean;
}

/**
 * The actions for each URI `diagnostics` are about: add it to `target`, or
 * (`target` null: no configuration) create one in `folder` when the client
 * can create files.
 */
export function ignoreUriActions(ctx: DocumentContext, diagnostics: readonly Diagnostic[], target: ConfigTarget | null, folder: string | undefined, support: EditSupport): CodeAction[] {
  const actions: CodeAction[] = [];
  const seen = new Set<string>();
  for (const d of diagnostics.filter(aboutUri)) {
    const ref = referenceAt(ctx.analysis, ctx.document.offsetAt(d.range.start));
    const pattern = ref && patternOf(ref);
    if (pattern === undefined || seen.has(pattern)) continue;
    seen.add(pattern);
    const action = target ? addToConfig(target, pattern, d, support) : folder && support.canCreate ? createConfig(folder, pattern, d, support) : undefined;
    if (action) actions.push(action);
  }
  return actions;
}

/** The glob that matches exactly the reference's URI (`*` and `?` match themselves too), with `*` for its password. */
export function patternOf(ref: AnalyzedReference): string {
  const { text } = ref.found;
  // Every possible password (privacy.ts), also one the parse reads as a port or a path (`u:pa#ss@host`).
  let out = '';
  let at = 0;
  for (const { start, end } of secretSpans(text, ref.parsed)) {
    out += `${text.slice(at, start)}*`;
    at = end;
  }
  return out + text.slice(at);
}

/** The action that adds `pattern` to the target's `ignorePatterns`, or undefined when it is there already or the file cannot take it. */
export function addToConfig(target: ConfigTarget, pattern: string, diagnostic: Diagnostic, support: EditSupport): CodeAction | undefined {
  return addToList(target, { key: 'ignorePatterns', value: pattern, title: `Ignore this URI in ${fileName(target.uri)}` }, [diagnostic], support);
}

/** A value to add to a list of the configuration (`ignorePatterns`, `ignores`), and the action's title. */
interface ListEntry {
  key: 'ignorePatterns' | 'ignores';
  value: string;
  title: string;
}

/** The last segment of a URI: a configuration file's name as a menu shows it. */
function fileName(uri: string): string {
  return uri.slice(uri.lastIndexOf('/') + 1);
}

/** The action that adds `entry.value` to the target's list `entry.key`, or undefined when it is there already or the file cannot take it. */
function addToList(target: ConfigTarget, entry: ListEntry, diagnostics: Diagnostic[], support: EditSupport): CodeAction | undefined {
  const { key, value: pattern } = entry;
  const text = target.text;
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  if (!root || errors.length > 0) return undefined;
  const object = lastAt(root, target.at);
  if (object?.type !== 'object') return undefined;
  const list = lastAt(object, [key]);
  if (list !== undefined && list.type !== 'array') return undefined;
  if (list?.children?.some((item) => item.value === pattern)) return undefined;
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const formattingOptions = { insertSpaces: true, tabSize: 2, eol };
  // The node the loader reads is edited as a document of its own when a repeated key makes its path ambiguous (modify takes the first).
  const edited = list ?? object;
  const path = list ? [...target.at, key] : target.at;
  const alone = findNodeAtLocation(root, path) !== edited;
  const scope = alone ? text.slice(edited.offset, edited.offset + edited.length) : text;
  const base = alone ? edited.offset : 0;
  const within = alone ? [] : path;
  const jsonEdits = list
    ? modify(scope, [...within, -1], pattern, { formattingOptions, isArrayInsertion: true })
    : modify(scope, [...within, key], [pattern], { formattingOptions });
  const shifted = jsonEdits.map((e) => ({ ...e, offset: e.offset + base }));
  if (!readsValue(applyEdits(text, shifted), [...target.at, key], pattern)) return undefined;
  const file = TextDocument.create(target.uri, 'json', 0, text);
  const edits: TextEdit[] = shifted.map((e) => ({ range: { start: file.positionAt(e.offset), end: file.positionAt(e.offset + e.length) }, newText: e.content }));
  const edit: WorkspaceEdit = support.documentChanges
    ? { documentChanges: [{ textDocument: { uri: target.uri, version: target.version ?? null }, edits }] }
    : { changes: { [target.uri]: edits } };
  return action(entry.title, edit, diagnostics, support.showDocument ? target.uri : undefined);
}

/** The node at `path` below `node`, taking the last of a repeated key at each step (as JSON.parse does). */
function lastAt(node: JsonNode, path: readonly string[]): JsonNode | undefined {
  let at: JsonNode | undefined = node;
  for (const key of path) {
    if (at?.type !== 'object') return undefined;
    const property: JsonNode | undefined = at.children?.filter((p) => p.children?.[0]?.value === key).at(-1);
    at = property?.children?.[1];
  }
  return at;
}

/** True when `text`, read as the loader reads it, holds `pattern` in the list at `at`. */
function readsValue(text: string, at: readonly string[], pattern: string): boolean {
  try {
    let value: unknown = JSON.parse(text);
    for (const key of at) value = (value as Record<string, unknown> | null)?.[key];
    return Array.isArray(value) && value.includes(pattern);
  } catch {
    return false;
  }
}

/** The action that creates `.urilintrc.json` in `folderUri` with the pattern (the file must not exist: nothing is overwritten). */
export function createConfig(folderUri: string, pattern: string, diagnostic: Diagnostic, support: EditSupport): CodeAction {
  return createWithList(folderUri, { key: 'ignorePatterns', value: pattern, title: `Ignore this URI in a new ${CONFIG_FILE}` }, [diagnostic], support);
}

/** The action that creates `.urilintrc.json` in `folderUri` with the list `entry.key` holding `entry.value`. */
function createWithList(folderUri: string, entry: ListEntry, diagnostics: Diagnostic[], support: EditSupport): CodeAction {
  const uri = `${folderUri.replace(/\/$/, '')}/${CONFIG_FILE}`;
  const text = `${JSON.stringify({ [entry.key]: [entry.value] }, null, 2)}\n`;
  return action(entry.title, {
    documentChanges: [
      { kind: 'create', uri, options: { overwrite: false, ignoreIfExists: false } },
      { textDocument: { uri, version: null }, edits: [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, newText: text }] },
    ],
  }, diagnostics, support.showDocument ? uri : undefined);
}

/** The workspace folder (the deepest) that holds `uri`. */
export function workspaceFolderOf(folders: readonly string[], uri: string): string | undefined {
  return folders.filter((f) => uri.startsWith(f.endsWith('/') ? f : `${f}/`)).sort((a, b) => b.length - a.length)[0];
}

/** True when a diagnostic is one of ours about a URI (not a directive's, not a configuration file's). */
export function aboutUri(d: Diagnostic): boolean {
  return d.source === SOURCE && typeof d.code === 'string' && d.code !== 'unused-directive' && d.code !== 'invalid-configuration';
}

/** A quick fix applying `edit`, then showing the configuration file `shown` (the client's command runs after the edit). */
function action(title: string, edit: WorkspaceEdit, diagnostics: Diagnostic[], shown: string | undefined): CodeAction {
  const fix: CodeAction = { title, kind: CodeActionKind.QuickFix, diagnostics, edit };
  if (shown !== undefined) fix.command = { title: 'Show the configuration file', command: SHOW_CONFIGURATION_COMMAND, arguments: [shown] };
  return fix;
}

/**
 * "Ignore this file in .urilintrc.json": the document's path, relative to the configuration file's folder and
 * anchored there (`/docs/fixtures/urls.md`: that file only), added to `ignores`, the way a user leaves a test fixture
 * of deliberately broken URIs alone; a new `.urilintrc.json` at the workspace folder's root when there is none.
 * Undefined when the document is not below that folder or the file cannot take it.
 */
export function ignoreFileAction(documentUri: string, diagnostics: readonly Diagnostic[], target: ConfigTarget | null, folder: string | undefined, support: EditSupport): CodeAction | undefined {
  const about = diagnostics.filter(aboutUri);
  if (about.length === 0) return undefined;
  const base = target ? target.uri.slice(0, target.uri.lastIndexOf('/')) : folder?.replace(/\/$/, '');
  if (base === undefined || !documentUri.startsWith(`${base}/`)) return undefined;
  const relative = documentUri.slice(base.length + 1).split('/').map(decodedSegment);
  if (relative.some((segment) => segment === undefined || segment === '' || segment === '.' || segment === '..')) return undefined;
  const glob = `/${(relative as string[]).map(escapeGlob).join('/')}`;
  if (target) return addToList(target, { key: 'ignores', value: glob, title: `Ignore this file in ${fileName(target.uri)}` }, about, support);
  return folder && support.canCreate ? createWithList(folder, { key: 'ignores', value: glob, title: `Ignore this file in a new ${CONFIG_FILE}` }, about, support) : undefined;
}

/** A path segment of a URI as the file's name on disk, or undefined when its percent-encoding is broken. */
function decodedSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** A file name as a glob that matches it alone: the glob's special characters escaped. */
function escapeGlob(name: string): string {
  return name.replace(/[\\*?[\]{}()!@+]/g, (c) => `\\${c}`);
}
