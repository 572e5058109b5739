/**
 * The evidence of the open documents' folders (the service's evidence.ts):
 * each judged document's tally, summed per folder and per folder's tree
 * (folderVerdicts). A folder whose links fail systematically, or the folders
 * of a tree that fail as a set, have their link findings shown as
 * information; it is said once, in the output channel and as one
 * Information on the first of its documents judged so (`notice`), which
 * keeps it while it is open: the `link-rules-unknown` findings of the
 * service's rules/evidence.ts `weighFolders`, as the command line has them.
 */
import { createLanguageService } from '../service/index';
import type { Demoted, FolderFinding, LinkTally, WeighedFolders } from '../service/index';

const { addTally, demoted, emptyTally, weighFolders } = createLanguageService().evidence;

export class FolderEvidence {
  private readonly documents = new Map<string, { folder: string; tally: LinkTally }>();
  private readonly folders = new Map<string, LinkTally>();
  /** The folders' verdicts (each folder's own, or its tree's) and notices (`weighFolders`), worked out again when a tally changes. */
  private weighed: WeighedFolders | undefined;
  /** Their signatures (`signatures`), kept with them: a record's "after" is the next one's "before". */
  private signed: { of: Map<string, string>; roots: Set<string> } | undefined;
  /** Per failing folder or tree, the document its notice is on. */
  private readonly noticeOn = new Map<string, string>();
  /** Folders and trees whose notice was logged: once a session. */
  private readonly logged = new Set<string>();

  /**
   * Records a document's tally; answers the other open documents whose verdict changed with it (they are judged
   * again): of its folder, or of the folders of a tree it belongs to.
   */
  record(uri: string, tally: LinkTally): string[] {
    const before = this.signatures();
    this.remove(uri);
    const folder = folderOf(uri);
    this.documents.set(uri, { folder, tally });
    addTally(this.folders.get(folder) ?? this.folders.set(folder, emptyTally()).get(folder)!, tally);
    this.changed();
    const after = this.signatures();
    for (const key of [...this.noticeOn.keys()]) if (!after.roots.has(key)) this.noticeOn.delete(key);
    return [...this.documents].filter(([other, known]) => other !== uri && before.of.get(known.folder) !== after.of.get(known.folder)).map(([other]) => other);
  }

  /** Forgets a closed document. */
  forget(uri: string): void {
    this.remove(uri);
    this.changed();
    for (const [key, on] of this.noticeOn) if (on === uri) this.noticeOn.delete(key);
  }

  /**
   * The systematic failures that apply to `uri`'s folder, what they demote (evidence.ts `isDemoted`), and their notice
   * when it is on this document: its folder's notices (`link-rules-unknown`) that are, one finding of their lines.
   */
  verdict(uri: string): (Demoted & { notice?: FolderFinding; log?: string }) | undefined {
    const folder = folderOf(uri);
    const weighed = this.all();
    const verdicts = weighed.verdicts.get(folder);
    if (!verdicts) return undefined;
    const notices: FolderFinding[] = [];
    const logs: string[] = [];
    for (const notice of weighed.of.get(folder) ?? []) {
      const { key, message } = notice;
      const on = this.noticeOn.get(key) ?? (this.noticeOn.set(key, uri), uri);
      if (on === uri) notices.push(notice);
      if (!this.logged.has(key)) {
        this.logged.add(key);
        logs.push(message);
      }
    }
    return { ...demoted(verdicts.map((v) => v.failure)), ...(notices.length > 0 ? { notice: { ...notices[0]!, message: notices.map((n) => n.message).join('\n') } } : {}), ...(logs.length > 0 ? { log: logs.join('\n') } : {}) };
  }

  private all(): WeighedFolders {
    return (this.weighed ??= weighFolders(this.folders, { parentOf, shown: shownFolder }));
  }

  /** A tally changed: the verdicts and their signatures are worked out again when next asked. */
  private changed(): void {
    this.weighed = undefined;
    this.signed = undefined;
  }

  /** The verdicts of each open document's folder as one string (once a folder), and the notices' keys: to tell which changed. */
  private signatures(): { of: Map<string, string>; roots: Set<string> } {
    if (this.signed) return this.signed;
    const { verdicts, findings } = this.all();
    const roots = new Set(findings.map((finding) => finding.key));
    const of = new Map<string, string>();
    for (const { folder } of this.documents.values()) {
      if (!of.has(folder)) {
        of.set(folder, (verdicts.get(folder) ?? []).map((v) => {
          const { codes, keys } = demoted([v.failure]);
          return `${v.root} ${v.tree} ${[...codes].join(',')} ${[...keys].join('\0')}`;
        }).join(';'));
      }
    }
    return (this.signed = { of, roots });
  }

  private remove(uri: string): void {
    const known = this.documents.get(uri);
    if (!known) return;
    this.documents.delete(uri);
    const sum = this.folders.get(known.folder)!;
    addTally(sum, known.tally, -1);
  }
}

/** The folder above a folder's URI, undefined at the top of its path (`file:///`). */
function parentOf(folder: string): string | undefined {
  const slash = folder.lastIndexOf('/');
  if (slash < 0) return undefined;
  const parent = folder.slice(0, slash);
  // Not above the authority: `file:///a`'s parent is none (the file system's top is no document set).
  return /^[a-z][a-z0-9+.-]*:\/\/[^/]*$/i.test(parent) ? undefined : parent;
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
