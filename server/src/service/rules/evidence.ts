/**
 * The evidence's notice (evidence.ts): said of a folder whose links fail
 * systematically under the rules assumed, not of a reference; once per
 * folder or tree of folders, and once for all the folders whose only
 * evidence is one reason their links were said as information already.
 * `weighFolders` is the one function that turns the folders' tallies into
 * their verdicts and these findings: the command line says them in its
 * summary (cli/evidence.ts), the editor each on the first document of its
 * folders it judges (lsp/evidence.ts), so that the two cannot differ.
 */
import { commonFolder, failureNotice, folderVerdicts, noticeKey } from '../evidence';
import type { FolderVerdict, LinkTally, SystematicFailure } from '../evidence';
import { LINKS_HREF } from './links';
import { defineFolderRule } from './types';
import type { FolderContext, FolderFinding } from './types';

/** Its code. */
type EvidenceNoticeCode = 'link-rules-unknown';

export const evidenceRule = defineFolderRule<EvidenceNoticeCode>({
  codes: {
    'link-rules-unknown': {
      level: 'information',
      href: LINKS_HREF,
      summary: 'Most links of this folder fail under the rules assumed: a program URI Lint does not model renders it; its link findings are information until a setting says how it renders.',
      doc: {
        why: 'Most links of a folder fail under the rules assumed (GitHub\'s reading of the repository): its files name missing files under one root-relative prefix, or fragments that another renderer\'s heading ids match. A program URI Lint does not model renders these pages (a project\'s own guide generator, a site whose configuration was not read), so the folder\'s link findings are shown as information until `uriLint.links.root`, `uriLint.links.mappings` or `uriLint.links.headingIds` says how it renders.',
        neverInText: 'It is said of a folder, not of a reference: the editor puts it once on the first document of the folder it judged so (and in the output), and the command line says it in a line of its summary (the JSON report\'s `notices`).',
      },
    },
  },
  check: (ctx) => [...noticesOf(ctx).findings],
});

/** How a platform names its folders: the folder above one (undefined at the top), and a folder as a notice says it. */
export type FolderNames = Pick<FolderContext, 'parentOf' | 'shown'>;

/** What the folders' tallies come to (`weighFolders`). */
export interface WeighedFolders {
  /** Each failing folder's verdicts (evidence.ts `folderVerdicts`): what they drop is `demoted` of their failures. */
  verdicts: ReadonlyMap<string, readonly FolderVerdict[]>;
  /** The notices, in the path order of the folders they are said of (the command line's summary). */
  findings: readonly FolderFinding<EvidenceNoticeCode>[];
  /** Per folder, the notices said of it, in the order of its verdicts (the editor's one diagnostic on its first document). */
  of: ReadonlyMap<string, readonly FolderFinding<EvidenceNoticeCode>[]>;
}

/** The verdicts of the folders of `tallies` (each folder's documents summed) and the notices said of them. */
export function weighFolders(tallies: ReadonlyMap<string, LinkTally>, names: FolderNames): WeighedFolders {
  const verdicts = folderVerdicts(tallies, names.parentOf);
  return { verdicts, ...noticesOf({ verdicts, ...names }) };
}

/** A notice as it is gathered: its folders, and its place in the path order. */
interface Gathered {
  finding: FolderFinding<EvidenceNoticeCode> & { folders: string[] };
  order: string;
}

/**
 * The notices of the verdicts: one per verdict's key (evidence.ts `noticeKey`), said of every folder that verdict
 * applies to; a folder whose only evidence is one reason its links were said as information already (`unseen`) is said
 * with the others of that reason, once for them all (renovate's forty module folders copied into its site), and not at
 * all where a tree above it says the same reason.
 */
function noticesOf(ctx: FolderContext): Pick<WeighedFolders, 'findings' | 'of'> {
  const { verdicts, shown, parentOf } = ctx;
  const gathered = new Map<string, Gathered>();
  const keysOf = new Map<string, string[]>();
  const unseen = new Map<string, { folders: string[]; links: number; failure: SystematicFailure }>();
  // A verdict's notice, its message made once: a tree's verdict is every one of its folders'.
  const said = (key: string, folder: string, message: () => string): void => {
    const known = gathered.get(key);
    if (known) known.finding.folders.push(folder);
    else gathered.set(key, { finding: { code: 'link-rules-unknown', message: message(), href: LINKS_HREF, key, folders: [folder] }, order: key });
    (keysOf.get(folder) ?? keysOf.set(folder, []).get(folder)!).push(key);
  };
  for (const [folder, all] of verdicts) {
    const treeReasons = new Set(all.flatMap((v) => (v.tree && v.failure.unseen ? [v.failure.unseen.why] : [])));
    for (const verdict of all) {
      const { failure, root, tree } = verdict;
      const reason = !tree ? unseenOnly(failure) : undefined;
      if (reason !== undefined) {
        if (treeReasons.has(reason.why)) continue;
        const group = unseen.get(reason.why) ?? unseen.set(reason.why, { folders: [], links: 0, failure }).get(reason.why)!;
        group.folders.push(root);
        group.links += reason.links;
        (keysOf.get(folder) ?? keysOf.set(folder, []).get(folder)!).push(unseenKey(reason.why));
        continue;
      }
      const key = noticeKey(verdict);
      said(key, folder, () => failureNotice(tree ? `${shown(root)} and the folders below it` : shown(root), failure));
    }
  }
  for (const [why, { folders, links, failure }] of unseen) {
    const common = commonFolder(folders, parentOf);
    const at = folders.length === 1 ? shown(folders[0]!)
      : common === undefined ? `${folders.length} folders`
        : folders.includes(common) ? `${shown(common)} and ${folders.length - 1} ${folders.length === 2 ? 'folder' : 'folders'} below it` : `${folders.length} folders below ${shown(common)}`;
    const key = unseenKey(why);
    // Its key is the reason alone (the notice stays on its document as folders join it); its place, its first folder's.
    gathered.set(key, {
      finding: { code: 'link-rules-unknown', message: failureNotice(at, folders.length === 1 ? failure : { unseen: { links, why } }), href: LINKS_HREF, key, folders },
      order: `${folders[0]}\0unseen\0${why}`,
    });
  }
  const findings = [...gathered.values()].sort((a, b) => (a.order < b.order ? -1 : a.order > b.order ? 1 : 0)).map((g) => g.finding);
  const of = new Map<string, FolderFinding<EvidenceNoticeCode>[]>();
  for (const [folder, keys] of keysOf) of.set(folder, keys.map((key) => gathered.get(key)!.finding));
  return { findings, of };
}

/** The key of the notice of the folders whose only evidence is one reason. */
function unseenKey(why: string): string {
  return `\0unseen\0${why}`;
}

/** A folder's failure when its only evidence is the reason its links were said as information already (`unseen`). */
function unseenOnly(failure: SystematicFailure): { links: number; why: string } | undefined {
  if (!failure.unseen) return undefined;
  return Object.entries(failure).every(([key, value]) => key === 'unseen' || value === undefined) ? failure.unseen : undefined;
}
