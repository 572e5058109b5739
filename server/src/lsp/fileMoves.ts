/**
 * workspace/willRenameFiles: a file or folder moved in the editor gets the
 * links to it, and the relative links inside it, rewritten, by the service's
 * `moveLinkEdits`, as `uri-lint mv` rewrites them. The files looked at are
 * the ones the workspace's index of links (linkIndex.ts) names: those
 * linking to the moved file or below the moved folder, and the moved files
 * themselves; while the index is not built (or is incomplete), every file
 * the server checks (renamePrefix.ts's walk). Either way each is read as the
 * walk reads it: open documents as the editor holds them, the rest through
 * the scoped workspace. `uriLint.links.updateOnFileMove`
 * decides: `never` answers nothing, `prompt` names the changes in one
 * annotation (VS Code asks whether to make them, OK, Show Preview or Skip
 * Changes, and its refactor preview lists them under it, ticked), `always`
 * lets the client apply it with the move; in Restricted Mode each change
 * needs confirmation (VS Code's preview, each change unticked until the
 * user ticks it). Where VS Code's
 * `markdown.updateLinksOnFileMove.enabled` is on, Markdown's own links in
 * Markdown files are its extension's, so that no link is edited twice.
 */
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { CancellationToken, ClientCapabilities, Connection, WorkspaceEdit } from 'vscode-languageserver';
import { knownLanguage } from '@uri-lint/shared';
import type { Settings } from '../contract/settings';
import { createLanguageService } from '../service/index';
import type { AnalyzedReference, FileMove, LinkFacts, LinkIndex, Workspace } from '../service/index';
import { throughLink } from './linkIndex';
import { checkedFileAt, forEachCheckedFile } from './renamePrefix';
import type { CheckedFile, RenameHost } from './renamePrefix';
import { workspaceEditOf } from './workspaceEdit';
import type { FileEdits } from './workspaceEdit';

const { fileMoveOf, moveLinkEdits } = createLanguageService().edits;

/** What the handler needs of the server. */
export interface FileMoveContext extends Omit<RenameHost, 'workspace'> {
  workspace: Workspace | undefined;
  files: LinkFacts | undefined;
  capabilities: ClientCapabilities;
  connection: Connection;
  /** false in Restricted Mode: the edit then always asks for confirmation. */
  trusted: boolean;
  /** The workspace's index of links, every open document's edits in it, when it is built and complete; else undefined. */
  linkIndex?(): Promise<LinkIndex | undefined>;
}

/** The rounds of learning what a file's links lead to before its edits are taken as they are. */
const MAX_ROUNDS = 5;

/** The id of the one change annotation of a move's edit. */
const ANNOTATION = 'uriLint.updateLinksOnFileMove';

/** The contexts of Markdown's own links, which VS Code's Markdown extension updates when it is asked to. */
const MARKDOWN_OWN = new Set(['markdown-link', 'markdown-definition']);

/** The edit that keeps every link leading where it led once `files` are renamed; null when there is none to make. */
export async function willRenameFiles(ctx: FileMoveContext, files: readonly { oldUri: string; newUri: string }[], token: CancellationToken): Promise<WorkspaceEdit | null> {
  const { workspace, files: facts } = ctx;
  if (!workspace || !facts) return null;
  const byFolder = new Map<string, FileMove[]>();
  /** The URIs that move (files or folders). */
  const moved: string[] = [];
  for (const { oldUri, newUri } of files) {
    const folder = workspace.folders().find((f) => oldUri.startsWith(`${f}/`));
    const move = folder === undefined ? undefined : fileMoveOf(folder, oldUri, newUri);
    if (!move) continue;
    byFolder.set(move.folder, [...(byFolder.get(move.folder) ?? []), move]);
    moved.push(oldUri);
  }
  if (byFolder.size === 0) return null;
  const policy = (await ctx.settingsOf([...byFolder.keys()][0]!)).linksUpdateOnFileMove;
  if (policy === 'never') return null;
  // The disk as it is now on the way to what moves and where: the watcher's events of a folder made just before the
  // move can come after it, and a listing read before them would call the moved file missing (no link to it edited).
  facts.forgetOnTheWay(files.flatMap(({ oldUri, newUri }) => [oldUri, newUri]));
  const leaveMarkdown = await vscodeMarkdownMovesLinks(ctx.connection, ctx.capabilities);
  const leave = leaveMarkdown ? (ref: AnalyzedReference, languageId: string) => MARKDOWN_OWN.has(ref.found.context) && knownLanguage(languageId)?.editorMarkdown === true : undefined;
  const changes: FileEdits[] = [];
  const visit = async (file: CheckedFile): Promise<void> => {
    const moves = [...byFolder.values()].find((list) => file.uri.startsWith(`${list[0]!.folder}/`)) ?? [...byFolder.values()][0]!;
    const settings: Settings = file.settings;
    const document = TextDocument.create(file.uri, file.analysis.languageId, file.version ?? 0, file.analysis.text);
    const languageId = file.analysis.languageId;
    const context = { document, analysis: file.analysis, settings, files: facts };
    const options = leave ? { leave: (ref: AnalyzedReference) => leave(ref, languageId) } : {};
    // Where the links lead is learnt first: the editor's listings come asynchronously. A missing target's other
    // places are asked about once it is known to be missing, and a link written as a site's page URL once the page's
    // site is known (its folders, then its configuration): a few rounds at most, the edits of the last kept.
    let edits: ReturnType<typeof moveLinkEdits> = [];
    for (let round = 0; ; round++) {
      const unknown: { folder: string; segments: readonly string[] }[] = [];
      edits = moveLinkEdits(context, moves, { ...options, unknown: (place) => void unknown.push(place) });
      const configs = facts.configs.wanted();
      if ((unknown.length === 0 && configs.length === 0) || round === MAX_ROUNDS) break;
      await Promise.all([facts.ensureAll(unknown), ...configs.map((config) => facts.configs.ensure(config))]);
    }
    if (edits.length === 0) return;
    changes.push({
      uri: file.uri, version: file.version,
      edits: edits.map((e) => ({ range: { start: document.positionAt(e.start), end: document.positionAt(e.end) }, newText: e.newText })),
    });
  };
  const host = { ...ctx, workspace };
  const index = await ctx.linkIndex?.();
  let walked: 'done' | 'truncated' | 'cancelled' = 'done';
  if (index) {
    // Only the files a move may change: those linking to what moves, and what moves.
    const affected = new Set<string>();
    for (const oldUri of moved) for (const uri of index.filesAffectedByMove(oldUri)) affected.add(uri);
    for (const uri of [...affected].sort()) {
      if (token.isCancellationRequested) return null;
      // An open document reached through a symbolic link: the file it leads to is edited at its own place, not twice.
      if (await throughLink(workspace, uri)) continue;
      const file = await checkedFileAt(host, uri);
      if (token.isCancellationRequested) return null;
      if (file) await visit(file);
    }
  } else {
    walked = await forEachCheckedFile(host, token, visit);
  }
  if (walked === 'cancelled' || changes.length === 0) return null;
  if (policy === 'always' && ctx.trusted) return workspaceEditOf(ctx.capabilities, changes);
  const links = changes.reduce((n, c) => n + c.edits.length, 0);
  // Named in VS Code's refactor preview, ticked there: VS Code asks first (OK, Show Preview, Skip Changes), as it asks
  // of every extension's edit with a move. In Restricted Mode each change waits to be ticked.
  return workspaceEditOf(ctx.capabilities, changes, {
    id: ANNOTATION, label: 'Update links', description: `${links} link${links === 1 ? '' : 's'} in ${changes.length} file${changes.length === 1 ? '' : 's'}`,
    needsConfirmation: !ctx.trusted,
  });
}

/** Whether VS Code's Markdown extension updates Markdown's links on a file move itself (`markdown.updateLinksOnFileMove.enabled` not `never`). */
async function vscodeMarkdownMovesLinks(connection: Connection, capabilities: ClientCapabilities): Promise<boolean> {
  if (!capabilities.workspace?.configuration) return false;
  try {
    const value: unknown = await connection.workspace.getConfiguration({ section: 'markdown.updateLinksOnFileMove.enabled' });
    return value === 'prompt' || value === 'always' || value === true;
  } catch {
    return false;
  }
}
