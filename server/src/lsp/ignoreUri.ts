/**
 * "Ignore this URI in .urilintrc.json": the quick fix that adds a finding's
 * URI to `ignorePatterns` of the configuration file nearest its document
 * (a `.urilintrc.json`, or package.json's `"uriLint"` key), or creates a
 * `.urilintrc.json` at the root of the document's workspace folder when
 * there is none. The JSON is edited in place (jsonc-parser's `modify`), so
 * the file's formatting and other keys stay as they are. A password is
 * never copied into the file: its place in the pattern is a `*`.
 */
import { findNodeAtLocation, modify, parseTree } from 'jsonc-parser';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { CodeActionKind } from 'vscode-languageserver-types';
import type { CodeAction, Diagnostic, TextEdit, WorkspaceEdit } from 'vscode-languageserver-types';
import { CONFIG_FILE } from '../config/load';
import { referenceAt, secretSpans, SOURCE } from '../service/index';
import type { AnalyzedReference, DocumentContext } from '../service/index';

/** Where the pattern goes: the file and the JSON path of its configuration object (`[]`, or `['uriLint']` in package.json). */
export interface ConfigTarget {
  uri: string;
  text: string;
  at: string[];
}

/**
 * The actions for each URI `diagnostics` are about: add it to `target`, or
 * (`target` null: no configuration) create one in `folder` when the client
 * can create files.
 */
export function ignoreUriActions(ctx: DocumentContext, diagnostics: readonly Diagnostic[], target: ConfigTarget | null, folder: string | undefined, canCreate: boolean): CodeAction[] {
  const actions: CodeAction[] = [];
  const seen = new Set<string>();
  for (const d of diagnostics.filter(aboutUri)) {
    const ref = referenceAt(ctx.analysis, ctx.document.offsetAt(d.range.start));
    const pattern = ref && patternOf(ref);
    if (pattern === undefined || seen.has(pattern)) continue;
    seen.add(pattern);
    const action = target ? addToConfig(target, pattern, d) : folder && canCreate ? createConfig(folder, pattern, d) : undefined;
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

/** The action that adds `pattern` to the target's `ignorePatterns`, or undefined when it is there already. */
export function addToConfig(target: ConfigTarget, pattern: string, diagnostic: Diagnostic): CodeAction | undefined {
  const root = parseTree(target.text);
  const list = root && findNodeAtLocation(root, [...target.at, 'ignorePatterns']);
  if (list?.type === 'array' && list.children?.some((item) => item.value === pattern)) return undefined;
  const eol = target.text.includes('\r\n') ? '\r\n' : '\n';
  const formattingOptions = { insertSpaces: true, tabSize: 2, eol };
  const jsonEdits = list?.type === 'array'
    ? modify(target.text, [...target.at, 'ignorePatterns', -1], pattern, { formattingOptions, isArrayInsertion: true })
    : modify(target.text, [...target.at, 'ignorePatterns'], [pattern], { formattingOptions });
  const file = TextDocument.create(target.uri, 'json', 0, target.text);
  const edits: TextEdit[] = jsonEdits.map((e) => ({ range: { start: file.positionAt(e.offset), end: file.positionAt(e.offset + e.length) }, newText: e.content }));
  return action(`Ignore this URI in ${target.uri.slice(target.uri.lastIndexOf('/') + 1)}`, { changes: { [target.uri]: edits } }, diagnostic);
}

/** The action that creates `.urilintrc.json` in `folderUri` with the pattern. */
export function createConfig(folderUri: string, pattern: string, diagnostic: Diagnostic): CodeAction {
  const uri = `${folderUri.replace(/\/$/, '')}/${CONFIG_FILE}`;
  const text = `${JSON.stringify({ ignorePatterns: [pattern] }, null, 2)}\n`;
  return action(`Ignore this URI in a new ${CONFIG_FILE}`, {
    documentChanges: [
      { kind: 'create', uri, options: { ignoreIfExists: true } },
      { textDocument: { uri, version: null }, edits: [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, newText: text }] },
    ],
  }, diagnostic);
}

/** The workspace folder (the deepest) that holds `uri`. */
export function folderOf(folders: readonly string[], uri: string): string | undefined {
  return folders.filter((f) => uri.startsWith(f.endsWith('/') ? f : `${f}/`)).sort((a, b) => b.length - a.length)[0];
}

/** True when a diagnostic is one of ours about a URI (not a directive's, not a configuration file's). */
export function aboutUri(d: Diagnostic): boolean {
  return d.source === SOURCE && typeof d.code === 'string' && d.code !== 'unused-directive' && d.code !== 'invalid-configuration';
}

function action(title: string, edit: WorkspaceEdit, diagnostic: Diagnostic): CodeAction {
  return { title, kind: CodeActionKind.QuickFix, diagnostics: [diagnostic], edit };
}
