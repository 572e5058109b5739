/**
 * The evidence of the open documents' folders (the service's evidence.ts):
 * each judged document's tally, summed per folder. A folder whose links
 * fail systematically has its link findings shown as information; it is
 * said once, in the output channel and as one Information on the first of
 * its documents judged so (`notice`), which keeps it while it is open.
 */
import { addTally, demotedCodes, emptyTally, failureNotice, systematicFailure } from '../service/index';
import type { LinkTally, SystematicFailure } from '../service/index';

export class FolderEvidence {
  private readonly documents = new Map<string, { folder: string; tally: LinkTally }>();
  private readonly folders = new Map<string, LinkTally>();
  /** Per failing folder, the document its notice is on. */
  private readonly noticeOn = new Map<string, string>();
  /** Folders whose notice was logged: once a session. */
  private readonly logged = new Set<string>();

  /**
   * Records a document's tally; answers the other open documents of its
   * folder when the folder's verdict changed (they are judged again).
   */
  record(uri: string, tally: LinkTally): string[] {
    const folder = folderOf(uri);
    const before = this.failure(folder) !== undefined;
    this.remove(uri);
    this.documents.set(uri, { folder, tally });
    addTally(this.folders.get(folder) ?? this.folders.set(folder, emptyTally()).get(folder)!, tally);
    const after = this.failure(folder) !== undefined;
    if (!after) this.noticeOn.delete(folder);
    return before === after ? [] : [...this.documents].filter(([other, d]) => other !== uri && d.folder === folder).map(([other]) => other);
  }

  /** Forgets a closed document. */
  forget(uri: string): void {
    const folder = this.documents.get(uri)?.folder;
    this.remove(uri);
    if (folder !== undefined && this.noticeOn.get(folder) === uri) this.noticeOn.delete(folder);
  }

  /** The systematic failure of the folder of `uri`, the codes it demotes, and its notice when the notice is on this document. */
  verdict(uri: string): { codes: ReadonlySet<string>; notice?: string; log?: string } | undefined {
    const folder = folderOf(uri);
    const failure = this.failure(folder);
    if (!failure) return undefined;
    const on = this.noticeOn.get(folder) ?? (this.noticeOn.set(folder, uri), uri);
    const text = failureNotice(shownFolder(folder), failure);
    const log = this.logged.has(folder) ? undefined : (this.logged.add(folder), text);
    return { codes: demotedCodes(failure), ...(on === uri ? { notice: text } : {}), ...(log ? { log } : {}) };
  }

  private failure(folder: string): SystematicFailure | undefined {
    const tally = this.folders.get(folder);
    return tally && systematicFailure(tally);
  }

  private remove(uri: string): void {
    const known = this.documents.get(uri);
    if (!known) return;
    this.documents.delete(uri);
    const sum = this.folders.get(known.folder)!;
    addTally(sum, known.tally, -1);
  }
}

/** The folder of a document's URI. */
function folderOf(uri: string): string {
  const clean = uri.replace(/[?#].*$/, '');
  return clean.slice(0, clean.lastIndexOf('/'));
}

/** A folder as the notice names it: its path, decoded. */
function shownFolder(folder: string): string {
  try {
    return decodeURIComponent(folder.replace(/^file:\/\//, ''));
  } catch {
    return folder;
  }
}
