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
import { referenceAt } from '../service/index';
import { secretSpans } from '@uri-lint/shared';
import { SOURCE } from '../contract/index';
import type { AnalyzedReference, DocumentContext } from '../service/index';

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
  const text = target.text;
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  if (!root || errors.length > 0) return undefined;
  const object = lastAt(root, target.at);
  if (object?.type !== 'object') return undefined;
  const list = lastAt(object, ['ignorePatterns']);
  if (list !== undefined && list.type !== 'array') return undefined;
  if (list?.children?.some((item) => item.value === pattern)) return undefined;
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const formattingOptions = { insertSpaces: true, tabSize: 2, eol };
  // The node the loader reads is edited as a document of its own when a repeated key makes its path ambiguous (modify takes the first).
  const edited = list ?? object;
  const path = list ? [...target.at, 'ignorePatterns'] : target.at;
  const alone = findNodeAtLocation(root, path) !== edited;
  const scope = alone ? text.slice(edited.offset, edited.offset + edited.length) : text;
  const base = alone ? edited.offset : 0;
  const within = alone ? [] : path;
  const jsonEdits = list
    ? modify(scope, [...within, -1], pattern, { formattingOptions, isArrayInsertion: true })
    : modify(scope, [...within, 'ignorePatterns'], [pattern], { formattingOptions });
  const shifted = jsonEdits.map((e) => ({ ...e, offset: e.offset + base }));
  if (!readsPattern(applyEdits(text, shifted), target.at, pattern)) return undefined;
  const file = TextDocument.create(target.uri, 'json', 0, text);
  const edits: TextEdit[] = shifted.map((e) => ({ range: { start: file.positionAt(e.offset), end: file.positionAt(e.offset + e.length) }, newText: e.content }));
  const edit: WorkspaceEdit = support.documentChanges
    ? { documentChanges: [{ textDocument: { uri: target.uri, version: target.version ?? null }, edits }] }
    : { changes: { [target.uri]: edits } };
  return action(`Ignore this URI in ${target.uri.slice(target.uri.lastIndexOf('/') + 1)}`, edit, diagnostic, support.showDocument ? target.uri : undefined);
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

/** True when `text`, read as the loader reads it, holds `pattern` in the `ignorePatterns` at `at`. */
function readsPattern(text: string, at: readonly string[], pattern: string): boolean {
  try {
    let value: unknown = JSON.parse(text);
    for (const key of [...at, 'ignorePatterns']) value = (value as Record<string, unknown> | null)?.[key];
    return Array.isArray(value) && value.includes(pattern);
  } catch {
    return false;
  }
}

/** The action that creates `.urilintrc.json` in `folderUri` with the pattern (the file must not exist: nothing is overwritten). */
export function createConfig(folderUri: string, pattern: string, diagnostic: Diagnostic, support: EditSupport): CodeAction {
  const uri = `${folderUri.replace(/\/$/, '')}/${CONFIG_FILE}`;
  const text = `${JSON.stringify({ ignorePatterns: [pattern] }, null, 2)}\n`;
  return action(`Ignore this URI in a new ${CONFIG_FILE}`, {
    documentChanges: [
      { kind: 'create', uri, options: { overwrite: false, ignoreIfExists: false } },
      { textDocument: { uri, version: null }, edits: [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, newText: text }] },
    ],
  }, diagnostic, support.showDocument ? uri : undefined);
}

/** The workspace folder (the deepest) that holds `uri`. */
export function folderOf(folders: readonly string[], uri: string): string | undefined {
  return folders.filter((f) => uri.startsWith(f.endsWith('/') ? f : `${f}/`)).sort((a, b) => b.length - a.length)[0];
}

/** True when a diagnostic is one of ours about a URI (not a directive's, not a configuration file's). */
export function aboutUri(d: Diagnostic): boolean {
  return d.source === SOURCE && typeof d.code === 'string' && d.code !== 'unused-directive' && d.code !== 'invalid-configuration';
}

/** A quick fix applying `edit`, then showing the configuration file `shown` (the client's command runs after the edit). */
function action(title: string, edit: WorkspaceEdit, diagnostic: Diagnostic, shown: string | undefined): CodeAction {
  const fix: CodeAction = { title, kind: CodeActionKind.QuickFix, diagnostics: [diagnostic], edit };
  if (shown !== undefined) fix.command = { title: 'Show the configuration file', command: SHOW_CONFIGURATION_COMMAND, arguments: [shown] };
  return fix;
}
