/**
 * The pickers of two quick fixes the server offers when this client says it
 * has them (`chooseCommands`): "Choose a heading…" lists the headings of a
 * missing fragment's target, which the server sends; "Choose a file…" lists
 * the workspace's files for a link to a file that is not there, the same
 * name first, then names like it. The chosen one is written into the link.
 */
import * as vscode from 'vscode';
import { distance } from 'fastest-levenshtein';
import {
  CHOOSE_FILE_COMMAND, CHOOSE_HEADING_COMMAND, encodeName,
  type ChooseFileArguments, type ChooseHeadingArguments, type EditRange,
} from '@uri-lint/server/contract';

/** The most files the file picker reads from the workspace. */
const MAX_FILES = 20_000;

/** Folders a link never means: a package manager's and Git's. */
const EXCLUDED = '{**/node_modules/**,**/.git/**}';

function toRange(range: EditRange): vscode.Range {
  return new vscode.Range(range.start.line, range.start.character, range.end.line, range.end.character);
}

async function chooseHeading(args: ChooseHeadingArguments | undefined): Promise<void> {
  if (!args || !Array.isArray(args.items) || args.items.length === 0) return;
  const picked = await vscode.window.showQuickPick(
    args.items.map((item) => ({ label: item.label, description: item.description, item })),
    { title: `Headings of ${args.target}`, placeHolder: `Link to which heading instead of "#${args.fragment}"?`, matchOnDescription: true },
  );
  if (!picked) return;
  const edit = new vscode.WorkspaceEdit();
  const uri = vscode.Uri.parse(args.uri, true);
  for (const change of picked.item.edits) edit.replace(uri, toRange(change.range), change.newText);
  await vscode.workspace.applyEdit(edit);
}

/** How near a file's name is to the name looked for: the same name, the same stem, a few edits, or none. */
function nearness(name: string, wanted: string): number {
  const a = name.toLowerCase();
  const b = wanted.toLowerCase();
  if (a === b) return 0;
  if (stem(a) === stem(b)) return 1;
  const edits = distance(a, b);
  return edits <= Math.max(2, Math.floor(b.length / 3)) ? 2 + edits : Infinity;
}

function stem(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}

/** A URI path's folder (the browser host has no `path` module). */
function dirname(p: string): string {
  const slash = p.lastIndexOf('/');
  return slash <= 0 ? '/' : p.slice(0, slash);
}

function basename(p: string): string {
  return p.slice(p.lastIndexOf('/') + 1);
}

/** A path relative to the document's folder, each name encoded as the server's fixes write them. */
export function relativePath(fromFolder: string, to: string): string {
  const from = fromFolder.split('/').filter((s) => s !== '');
  const target = to.split('/').filter((s) => s !== '');
  let shared = 0;
  while (shared < from.length && shared < target.length - 1 && from[shared] === target[shared]) shared++;
  const up = from.slice(shared).map(() => '..');
  return [...up, ...target.slice(shared).map(encodeName)].join('/');
}

async function chooseFile(args: ChooseFileArguments | undefined): Promise<void> {
  if (!args || typeof args.uri !== 'string' || typeof args.name !== 'string') return;
  const document = vscode.Uri.parse(args.uri, true);
  const folder = dirname(document.path);
  const files = await vscode.workspace.findFiles('**/*', EXCLUDED, MAX_FILES);
  // A link to a folder (written with a trailing slash) is offered the folders that hold files.
  const paths = args.directory
    ? [...new Set(files.map((file) => dirname(file.path)))].filter((p) => p !== folder)
    : files.map((file) => file.path).filter((p) => p !== document.path);
  const ranked = paths
    .map((p) => ({ p, near: nearness(basename(p), args.name), relative: relativePath(folder, p) + (args.directory ? '/' : '') }))
    .sort((a, b) => a.near - b.near || a.relative.split('/').length - b.relative.split('/').length || a.relative.localeCompare(b.relative));
  const picked = await vscode.window.showQuickPick(
    ranked.map(({ near, relative }) => ({ label: relative, description: near === 0 ? 'same name' : near === 1 ? 'same name, another extension' : near < Infinity ? 'similar name' : '' })),
    { title: `Files for "${args.written}"`, placeHolder: `Link to which file instead of "${args.written}"?` },
  );
  if (!picked) return;
  const edit = new vscode.WorkspaceEdit();
  edit.replace(document, toRange(args.range), picked.label);
  await vscode.workspace.applyEdit(edit);
}

export function registerChooseCommands(): vscode.Disposable[] {
  return [
    vscode.commands.registerCommand(CHOOSE_HEADING_COMMAND, chooseHeading),
    vscode.commands.registerCommand(CHOOSE_FILE_COMMAND, chooseFile),
  ];
}
