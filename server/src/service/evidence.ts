/**
 * Evidence from the repository itself that the tool's model of how a folder
 * renders is wrong. A missing file or heading is a claim about how a
 * renderer resolves a link; when most of a folder's links fail under the
 * rules assumed (GitHub's reading of the repository), a program the tool does
 * not model renders them (a project's own guide generator, a site whose
 * configuration was not read), and the failures say so, not that the links
 * are broken. Such a folder's link findings drop to Information, and one
 * notice names the folder and the setting that declares how it renders.
 *
 * Pure: a tally per document (features/tally.ts `tallyLinks`), summed per folder by the caller
 * (the command line over a run's files, the server over the open documents),
 * and a verdict per folder's sum (`systematicFailure`), read from one table of
 * the kinds of evidence (`EVIDENCE`: what each counts, its threshold, what it
 * drops to Information, its part of the notice). Findings are grouped by
 * their code and their target (`evidenceKey`: what the rule says is missing,
 * links/failedTarget.ts), never by their message: a suggestion depends on
 * what else a document holds, a note on why the finding is said less.
 */
import { OTHER_SLUG_MARK } from './anchors/judge';
import { ELSEWHERE_LOOKS } from './links/elsewhere';

/** What a folder's documents' links came to. */
export interface LinkTally {
  /** Links to workspace files whose target was judged, and those judged missing. */
  links: number;
  missingFiles: number;
  /** The first segments of root-relative links judged missing (`/guides/x.md` → `guides`), with their counts. */
  rootMissing: Record<string, number>;
  /** Fragments judged (own and into files that are there), and those that named nothing. */
  fragments: number;
  missingFragments: number;
  /**
   * Per folder that links lead through and that is not there (`guides/source/images`): its links, and those whose
   * file is found, with the rest of the path, under another folder nearby (links/elsewhere.ts).
   */
  absentFolders: Record<string, number>;
  foundElsewhere: Record<string, number>;
  /**
   * Per absent folder, the links whose file is found by the same path read from a folder above the document's
   * (links/elsewhere.ts `aboveTargets`): pages a build publishes higher up than they lie.
   */
  foundAbove?: Record<string, number>;
  /** The documents with a link through each absent folder. */
  absentDocuments: Record<string, number>;
  /**
   * Missing files said as information because the renderer makes what the repository does not hold (a Maven site's
   * reports, another project's Sphinx documents), by what is said of them: not failures of the rules assumed.
   */
  unseen: Record<string, number>;
  /**
   * Missing files (their folder there, the name not) looked for by their name in the document's set, and those found
   * there: an app that resolves a link by its file name wherever it is (a note vault) renders the folder.
   */
  named: number;
  foundByName: number;
  /** Missing fragments that another renderer's heading ids would match. */
  otherSlugs: number;
  /** Documents with a missing file or fragment: a document set fails systematically, one document is one author's slip. */
  failingDocuments: number;
  /** Of those, the documents with a missing file, and those with a missing fragment (a tree counts each apart). */
  fileDocuments: number;
  fragmentDocuments: number;
  /**
   * Each distinct failure (`evidenceKey`: a missing file's or fragment's code and target), with how often: one stale
   * link copied into every version of a document is one failure, not one per copy.
   */
  distinct: Record<string, number>;
  /**
   * Per missing fragment (its `evidenceKey`, as in `distinct`), the documents it is in: the same name missing in many
   * documents over several folders is a section what renders them adds (a package page's Version History).
   */
  fragmentDocs?: Record<string, number>;
  /**
   * Per relative `$ref` path missing, as written (before its `#`), and the key (`evidenceKey`) of what it names from the
   * document, joined by a NUL: the documents it is in. One path written in documents of many folders, naming another
   * missing file from each, is a template's, meant for the place its copies are bundled to (`copiedRefs`).
   */
  refPaths?: Record<string, number>;
  /**
   * Per site whose pages a build assembles (its configuration's path), the documents whose own links show the build
   * copies them into it (links/site.ts `copiedInto`): a set of such documents (renovate's readmes of `lib/modules/`)
   * is copied as a whole, the links of those that show it not too.
   */
  copies?: Record<string, number>;
  /** Root-relative links judged (`/css-center`), and the keys (`evidenceKey`) of those missing: a site engine's routes when most miss. */
  rootLinks?: number;
  rootMessages?: Record<string, number>;
  /**
   * Per folder of root-relative links missing whose first folder the workspace folder's top does not hold
   * (`/assets/img/book.svg` → `assets/img`): the documents linking into it. Many files of one such folder, linked from a
   * set of documents, are a folder the site serves from somewhere else (`served`).
   */
  rootFolderDocs?: Record<string, number>;
}

/** An empty tally. */
export function emptyTally(): LinkTally {
  return {
    links: 0, missingFiles: 0, rootMissing: {}, absentFolders: {}, foundElsewhere: {}, foundAbove: {}, absentDocuments: {}, unseen: {}, named: 0, foundByName: 0, fragments: 0, missingFragments: 0, otherSlugs: 0,
    failingDocuments: 0, fileDocuments: 0, fragmentDocuments: 0, distinct: {}, fragmentDocs: {}, refPaths: {}, copies: {}, rootLinks: 0, rootMessages: {}, rootFolderDocs: {},
  };
}

/** `into` plus `tally` (`sign` -1 takes a tally out, as when a document is judged again). */
export function addTally(into: LinkTally, tally: LinkTally, sign: 1 | -1 = 1): LinkTally {
  into.links += sign * tally.links;
  into.missingFiles += sign * tally.missingFiles;
  into.fragments += sign * tally.fragments;
  into.missingFragments += sign * tally.missingFragments;
  into.otherSlugs += sign * tally.otherSlugs;
  // A tally kept by an earlier version (the command line's cache) has no names looked for.
  into.named += sign * (tally.named ?? 0);
  into.foundByName += sign * (tally.foundByName ?? 0);
  into.failingDocuments += sign * tally.failingDocuments;
  into.fileDocuments += sign * tally.fileDocuments;
  into.fragmentDocuments += sign * tally.fragmentDocuments;
  addCounts(into.rootMissing, tally.rootMissing, sign);
  addCounts(into.absentFolders, tally.absentFolders, sign);
  addCounts(into.foundElsewhere, tally.foundElsewhere, sign);
  // A tally kept by an earlier version (the command line's cache) has no files found above.
  addCounts(into.foundAbove ??= {}, tally.foundAbove ?? {}, sign);
  addCounts(into.absentDocuments, tally.absentDocuments, sign);
  addCounts(into.unseen, tally.unseen, sign);
  addCounts(into.distinct, tally.distinct, sign);
  // A tally kept by an earlier version (the command line's cache) has no documents per fragment.
  addCounts(into.fragmentDocs ??= {}, tally.fragmentDocs ?? {}, sign);
  // Nor documents per `$ref` path.
  addCounts(into.refPaths ??= {}, tally.refPaths ?? {}, sign);
  // Nor documents copied into a site.
  addCounts(into.copies ??= {}, tally.copies ?? {}, sign);
  into.rootLinks = (into.rootLinks ?? 0) + sign * (tally.rootLinks ?? 0);
  addCounts(into.rootMessages ??= {}, tally.rootMessages ?? {}, sign);
  // Nor root-relative folders.
  addCounts(into.rootFolderDocs ??= {}, tally.rootFolderDocs ?? {}, sign);
  return into;
}

function addCounts(into: Record<string, number>, counts: Readonly<Record<string, number>>, sign: 1 | -1): void {
  // Its own keys in Object.entries' order, without an array of pairs per call (most counts are empty).
  for (const key in counts) {
    if (!Object.prototype.hasOwnProperty.call(counts, key)) continue;
    const sum = (into[key] ?? 0) + sign * counts[key]!;
    if (sum === 0) delete into[key];
    else into[key] = sum;
  }
}

/** The codes whose findings are evidence, each with the mark its keys start with. */
const EVIDENCE_CODES = { 'link-missing-file': 'f:', 'link-missing-fragment': 'g:' } as const;
type EvidenceCode = keyof typeof EVIDENCE_CODES;

/** A finding as evidence is told it, by the editor (a diagnostic's message and `data`'s target) or a report's problem. */
export interface EvidenceFinding {
  message: string;
  /** What it says is missing (`Finding.target`); absent where it would show a password. */
  target?: string | undefined;
}

/** What marks a key made from a message: a finding without a target. */
const BY_MESSAGE = '\0';

/**
 * What a finding of evidence is grouped by: its code and its target (links/failedTarget.ts: the file, or the
 * fragment and its file), never its message, whose suggestion depends on what else the document holds and whose
 * note on why it is said less depends on where it is. A finding whose target would show a password carries none: its
 * message (which then names no password either) stands for it.
 */
export function evidenceKey(code: EvidenceCode, { message, target }: EvidenceFinding): string {
  return target === undefined ? `${EVIDENCE_CODES[code]}${BY_MESSAGE}${message}` : `${EVIDENCE_CODES[code]}${target}`;
}

/** The fragment a missing fragment's key names (links/failedTarget.ts `fragmentTarget`), as a notice says it. */
function fragmentOfKey(key: string): string {
  const rest = key.slice(EVIDENCE_CODES['link-missing-fragment'].length);
  return rest.startsWith(BY_MESSAGE) ? /"([^"]*)"/.exec(rest)?.[1] ?? rest.slice(1) : rest.slice(rest.indexOf('#') + 1);
}

/** Counts a document's missing fragments into `tally`, from its findings' codes, messages and targets. */
export function countFragmentFindings(tally: LinkTally, findings: Iterable<EvidenceFinding & { code: string | number | undefined }>): void {
  const docs = (tally.fragmentDocs ??= {});
  for (const finding of findings) {
    const { code, message } = finding;
    if (code !== 'link-missing-fragment') continue;
    tally.missingFragments++;
    tally.failingDocuments = tally.fragmentDocuments = 1;
    const key = evidenceKey(code, finding);
    tally.distinct[key] = (tally.distinct[key] ?? 0) + 1;
    docs[key] = 1;
    if (message.includes(OTHER_SLUG_MARK)) tally.otherSlugs++;
  }
}

/** The fewest failures that count as evidence: below this, a few broken links are a few broken links. */
export const MIN_FAILURES = 5;

/** The fewest documents they must be spread over: a set of documents, not one… */
const MIN_DOCUMENTS = 2;

/** …unless one document fails this often, on nearly all its links (a web page saved as test data, a rendered page). */
const ONE_DOCUMENT_FAILURES = 20;
const ONE_DOCUMENT_SHARE = 0.8;

/** The fewest distinct targets of links found by name for a pattern: one stale link copied about is none. */
const MIN_NAMED_DISTINCT = 3;

/** The fewest documents shown copied into a site a build assembles that make their set's missing files information. */
const MIN_COPIES = 3;

/** The share of judged links that must fail. */
const FAILING_SHARE = 0.5;

/** Why a folder's links fail systematically, when they do. */
export interface SystematicFailure {
  /** Its missing files, judged links, and the first segment most root-relative misses share. */
  files?: { missing: number; judged: number; prefix?: string };
  /**
   * A folder its links lead through that is not there, while the files they name are found under another folder:
   * a generator the tool does not model puts them there (the Rails guides' images, RDoc's `files/`).
   */
  absent?: { folder: string; links: number };
  /**
   * Folders its links lead through that are not there, each named by a set of its documents, while the files they
   * name are found by the same paths read from a folder above: a build publishes the pages higher up than they lie
   * (foundation-sites' `docs/pages/*.md` beside `docs/assets/`). Only the findings of those links drop (`keys`): the
   * folder's other links are judged as they were.
   */
  above?: { folders: string[]; links: number; keys: string[] };
  /** Links said as information because the renderer makes what the repository does not hold, and what is said of them. */
  unseen?: { links: number; why: string };
  /** Missing files looked for by their name, most of them found in another folder of the set: a note vault's links. */
  named?: { found: number; looked: number };
  /**
   * Documents whose own links show a build copies them into a site it assembles (`copies`), at least `MIN_COPIES`: the
   * set is copied as a whole, and its documents' missing files lead among pages the repository does not hold.
   */
  copies?: { site: string; documents: number };
  /** Its missing fragments, judged fragments, and whether another renderer's heading ids match most. */
  fragments?: { missing: number; judged: number; otherSlugs: boolean };
  /**
   * Fragments missing by the same name from many documents over several folders (`sharedFragments`): a section what
   * renders them adds. Only findings with these keys (`evidenceKey`) drop, not the folder's other fragments.
   */
  shared?: { names: string[]; keys: string[]; documents: number; folders: number };
  /**
   * Root-relative links of a set of documents, most of them missing, under many first names (`/css-center`, `/bind`,
   * `/task/pow-nan-spec`): a site engine's own routes (pages served at names of their own). Only those findings drop.
   */
  routes?: { missing: number; judged: number; names: number; keys: string[] };
  /**
   * Root-relative links of a set of documents into one folder the workspace folder's top does not hold, naming many
   * files (`/assets/img/*.png` from liquidsoap's `doc/content/*.md`, whose site serves its static folder from another
   * repository): `/` is the site's, not this repository's. Only those findings drop (`keys`).
   */
  served?: { folders: string[]; links: number; documents: number; keys: string[] };
  /**
   * Relative `$ref` paths written the same in documents of many folders, each naming a different file from each
   * (`copiedRefs`), none of them there: the documents are copies of one template (generated per package), and the
   * path is meant for where a build bundles them. Only those findings drop (`keys`).
   */
  copied?: { paths: string[]; keys: string[]; documents: number; folders: number };
}

/** What a kind of evidence is told from: a folder's tally, whether its failures are spread over a set of documents, and the least and the share of failures that count. */
interface Counted {
  tally: LinkTally;
  set: boolean;
  least: number;
  share: number;
}

/**
 * A kind of evidence: what it is told from and its threshold (`verdict`, over a folder's tally; for a kind told
 * across folders, `shared`, `across`: the fewest documents and folders one key must fail in), the findings it drops to Information (`codes`: every one of theirs; `keys`: those of
 * its keys), whether it is a pattern (`patterned`: a tree of folders is evidence only so), whether it says the
 * renderer is one the tool models (`modelled`: its findings are said for what they are; false: a program it does not
 * model renders the folder; undefined: either), and its part of the folder's notice (`notice`; undefined where
 * another kind says it).
 */
interface EvidenceKind<K extends keyof SystematicFailure> {
  kind: K;
  verdict?(counted: Counted): SystematicFailure[K] | undefined;
  across?: { documents: number; folders: number };
  codes: readonly EvidenceCode[];
  keys?(part: NonNullable<SystematicFailure[K]>): readonly string[];
  patterned(part: NonNullable<SystematicFailure[K]>): boolean;
  modelled: boolean | undefined;
  notice(part: NonNullable<SystematicFailure[K]>, failure: SystematicFailure): string | undefined;
}

/** Declares a kind of evidence (its part's type checked against `SystematicFailure`'s field). */
function kind<K extends keyof SystematicFailure>(declared: EvidenceKind<K>): EvidenceKind<K> {
  return declared;
}

/** The number of a tally's distinct failures of a code (`distinct`): a stale link copied into many documents is one. */
function distinctOf(tally: LinkTally, code: EvidenceCode): number {
  return Object.keys(tally.distinct).filter((key) => key.startsWith(EVIDENCE_CODES[code])).length;
}

/**
 * Every kind of evidence, in the order the notice says them: one table the verdict (`systematicFailure`), the codes and
 * keys dropped (`demoted`), the patterns of a tree (`patterned`) and the notice (`failureNotice`) are read from.
 */
const EVIDENCE: readonly EvidenceKind<keyof SystematicFailure>[] = [
  kind({
    kind: 'unseen',
    // Links said as information because the renderer makes what the repository does not hold: the most said reason.
    verdict: ({ tally }) => {
      const [why, links] = Object.entries(tally.unseen).sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
      return links > 0 ? { links: Object.values(tally.unseen).reduce((a, b) => a + b, 0), why } : undefined;
    },
    codes: [],
    patterned: () => false,
    modelled: true,
    notice: ({ links, why }) => {
      const said = why.trim().replace(/^\(|\.?\)$/g, '');
      return `${links} ${links === 1 ? 'link names a file' : 'links name files'} not in the repository: ${said.charAt(0).toLowerCase()}${said.slice(1)} `
        + '(set uriLint.links.mappings to map their URLs to the folders that hold them, or uriLint.ignorePatterns to leave them out)';
    },
  }),
  kind({
    kind: 'copies',
    // Documents copied into a site a build assembles, as their own links show: the set's other documents are copied too.
    verdict: ({ tally }) => {
      const [site, documents] = Object.entries(tally.copies ?? {}).sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
      return documents >= MIN_COPIES && tally.missingFiles > 0 ? { site, documents } : undefined;
    },
    codes: ['link-missing-file'],
    patterned: () => true,
    modelled: true,
    notice: ({ site, documents }) => `${documents} documents' own links show a build copies them into the site of ${site}, which it assembles: `
      + 'their set\'s links lead among pages the repository does not hold',
  }),
  kind({
    kind: 'files',
    verdict: ({ tally, least, share }) => {
      if (tally.missingFiles < least || distinctOf(tally, 'link-missing-file') < least || tally.missingFiles < tally.links * share) return undefined;
      const [prefix, count] = Object.entries(tally.rootMissing).sort((a, b) => b[1] - a[1])[0] ?? [undefined, 0];
      return { missing: tally.missingFiles, judged: tally.links, ...(prefix !== undefined && count * 2 > tally.missingFiles ? { prefix } : {}) };
    },
    codes: ['link-missing-file'],
    patterned: (part) => part.prefix !== undefined,
    modelled: false,
    // A folder absent, with its files elsewhere, or files found by name, say more than how many links fail.
    notice: ({ missing, judged, prefix }, failure) => (failure.absent || failure.named ? undefined
      : `${missing} of ${judged} links name no file${prefix === undefined ? '' : `; most are root-relative links under /${prefix}/`} (set uriLint.links.root or uriLint.links.mappings to say where / is)`),
  }),
  kind({
    kind: 'absent',
    verdict: ({ tally }) => absentFolder(tally),
    codes: ['link-missing-file'],
    patterned: () => true,
    modelled: false,
    notice: ({ folder: absent, links }) => {
      const slash = absent.lastIndexOf('/');
      const [parent, name] = slash < 0 ? ["the workspace folder's top", absent] : [`${absent.slice(0, slash)}/`, absent.slice(slash + 1)];
      return `${links} links lead through "${name}/", which is not in ${parent}, to files found under another folder `
        + '(a build puts them there; set uriLint.links.mappings to say where they are)';
    },
  }),
  kind({
    kind: 'above',
    verdict: ({ tally }) => foldersAbove(tally),
    codes: [],
    keys: (part) => part.keys,
    patterned: () => true,
    modelled: false,
    notice: ({ folders, links }, failure) => (failure.absent && folders.every((folder) => folder === failure.absent!.folder) ? undefined
      : `${links} links lead through ${folders.map((folder) => `"${folder.slice(folder.lastIndexOf('/') + 1)}/"`).join(', ')}, which ${folders.length === 1 ? 'is' : 'are'} not in ${parentsOf(folders)}, `
        + 'to files found by the same paths from a folder above (a build publishes the pages higher up than they lie; set uriLint.links.root or uriLint.links.mappings to say where they are)'),
  }),
  kind({
    kind: 'named',
    // Found by name, most of them: a file that is in the set under another folder, or beside the link with `.md`, is no
    // coincidence; many of them, over a few distinct targets at least, are a rule.
    verdict: ({ tally, least }) => (tally.foundByName >= least && tally.foundByName * 2 > tally.named && distinctOf(tally, 'link-missing-file') >= MIN_NAMED_DISTINCT
      ? { found: tally.foundByName, looked: tally.named } : undefined),
    codes: ['link-missing-file'],
    patterned: () => true,
    modelled: false,
    notice: ({ found, looked }, failure) => (failure.absent ? undefined
      : `${found} of ${looked} missing files looked for are found by their name, in another folder (as a note app, `
        + 'Obsidian, Foam or Logseq, resolves a link wherever the file is) or beside the link with .md added (as a site serves '
        + 'a document at its name) (open the folder as its vault, with the app\'s configuration, or set uriLint.links.mappings '
        + 'or uriLint.links.extensions to say where they are)'),
  }),
  kind({
    kind: 'fragments',
    verdict: ({ tally, set, least, share }) => {
      const otherSlugs = set && tally.otherSlugs >= MIN_FAILURES && tally.otherSlugs * 2 > tally.missingFragments;
      return tally.missingFragments >= least && distinctOf(tally, 'link-missing-fragment') >= least && (tally.missingFragments >= tally.fragments * share || otherSlugs)
        ? { missing: tally.missingFragments, judged: tally.fragments, otherSlugs } : undefined;
    },
    codes: ['link-missing-fragment'],
    patterned: (part) => part.otherSlugs,
    modelled: false,
    notice: ({ missing, judged, otherSlugs }) => `${missing} of ${judged} fragments name no heading${otherSlugs ? ', most of them ids another renderer gives the headings' : ''} `
      + "(set uriLint.links.headingIds to the renderer's)",
  }),
  kind({
    // Told across folders (`sharedFragments`), not from one folder's tally: one name missing from 5 documents in 3 folders.
    kind: 'shared',
    across: { documents: 5, folders: 3 },
    codes: [],
    keys: (part) => part.keys,
    patterned: () => false,
    modelled: true,
    notice: ({ names, documents, folders }) => {
      const quoted = names.map((n) => `#${n}`).join(', ');
      return `${quoted} ${names.length === 1 ? 'is' : 'are'} missing from ${documents} documents in ${folders} folders, the same name in each: `
        + 'what renders them adds it (a site page built from each document, as a package page adds its version history) '
        + `(set uriLint.ignorePatterns to ${names.map((n) => `"#${n}"`).join(', ')} to leave it out)`;
    },
  }),
  kind({
    // Told across folders (`copiedRefs`): one `$ref` path missing from 5 documents in 5 folders, naming 3 files at least.
    kind: 'copied',
    across: { documents: 5, folders: 5 },
    codes: [],
    keys: (part) => part.keys,
    patterned: () => false,
    modelled: false,
    notice: ({ paths, documents, folders }) => `$ref ${paths.map((p) => `"${p}"`).join(', ')} ${paths.length === 1 ? 'is' : 'are'} written the same in ${documents} documents in ${folders} folders `
      + `and ${paths.length === 1 ? 'names' : 'name'} no file from any of them: the documents are copies of one template, whose relative references are meant for the place a build bundles them to `
      + '(set uriLint.links.mappings to say where that is, or uriLint.ignorePatterns to leave them out)',
  }),
  kind({
    kind: 'routes',
    verdict: ({ tally, set }) => {
      const rooted = Object.values(tally.rootMissing).reduce((a, b) => a + b, 0);
      const names = Object.keys(tally.rootMissing).length;
      return set && rooted >= MIN_FAILURES && names >= MIN_FAILURES && rooted >= (tally.rootLinks ?? 0) * FAILING_SHARE
        ? { missing: rooted, judged: tally.rootLinks ?? 0, names, keys: Object.keys(tally.rootMessages ?? {}).sort() } : undefined;
    },
    codes: [],
    keys: (part) => part.keys,
    patterned: () => true,
    modelled: undefined,
    // Missing files said already (most links failing) say it of these too.
    notice: ({ missing, judged, names }, failure) => (failure.files ? undefined
      : `${missing} of ${judged} root-relative links name no file, under ${names} names not in the workspace folder's top: `
        + "a site's own routes, as an engine that serves pages at names of their own (set uriLint.links.root or uriLint.links.mappings to say where / is)"),
  }),
  kind({
    kind: 'served',
    verdict: ({ tally }) => servedFolders(tally),
    codes: [],
    keys: (part) => part.keys,
    patterned: () => true,
    modelled: false,
    notice: ({ folders, links, documents }) => `${links} root-relative links of ${documents} documents name files in ${folders.map((folder) => `/${folder}/`).join(', ')}, `
      + `which the workspace folder's top does not hold: a site serves ${folders.length === 1 ? 'that folder' : 'those folders'} from elsewhere (set uriLint.links.root or uriLint.links.mappings to say where / is)`,
  }),
];

/**
 * The folders of root-relative links missing under a first folder the workspace folder's top does not hold
 * (`rootFolderDocs`), each linked from at least `MIN_DOCUMENTS` documents through at least `MIN_FAILURES` distinct
 * files: a folder a site serves from elsewhere. Two files of one document there are a slip as any other.
 */
function servedFolders(tally: LinkTally): SystematicFailure['served'] {
  const folders: string[] = [];
  const keys: string[] = [];
  let links = 0;
  let documents = 0;
  for (const [folder, count] of Object.entries(tally.rootFolderDocs ?? {})) {
    if (count < MIN_DOCUMENTS) continue;
    const mark = `\n${folder}/`;
    const through = Object.keys(tally.rootMessages ?? {}).filter((key) => key.startsWith(EVIDENCE_CODES['link-missing-file'])
      && key.includes(mark) && !key.slice(key.indexOf(mark) + mark.length).includes('/'));
    if (through.length < MIN_FAILURES) continue;
    folders.push(folder);
    keys.push(...through);
    links += through.reduce((sum, key) => sum + (tally.rootMessages![key] ?? 0), 0);
    documents = Math.max(documents, count);
  }
  return folders.length === 0 ? undefined : { folders: folders.sort(), links, documents, keys: keys.sort() };
}

/** The thresholds of the kinds told across folders. */
const SHARED = EVIDENCE.find((evidence) => evidence.kind === 'shared')!.across!;
const COPIED = EVIDENCE.find((evidence) => evidence.kind === 'copied')!.across!;

/** The fewest different files one copied `$ref` path must name (`copiedRefs`): written from one place, it is one file missing. */
const COPIED_TARGETS = 3;

/** Each kind of evidence with its part of `failure`, in the table's order. */
function* partsOf(failure: SystematicFailure): Generator<[EvidenceKind<keyof SystematicFailure>, NonNullable<SystematicFailure[keyof SystematicFailure]>]> {
  for (const evidence of EVIDENCE) {
    const part = failure[evidence.kind];
    if (part !== undefined) yield [evidence, part];
  }
}

/** The verdict over a folder's tally: undefined when its failures are a few links, not a rule. */
export function systematicFailure(tally: LinkTally): SystematicFailure | undefined {
  const set = tally.failingDocuments >= MIN_DOCUMENTS;
  const [least, share] = set ? [MIN_FAILURES, FAILING_SHARE] : [ONE_DOCUMENT_FAILURES, ONE_DOCUMENT_SHARE];
  const counted: Counted = { tally, set, least, share };
  const out: Record<string, unknown> = {};
  for (const evidence of EVIDENCE) {
    const part = evidence.verdict?.(counted);
    if (part !== undefined) out[evidence.kind] = part;
  }
  return Object.keys(out).length > 0 ? out as SystematicFailure : undefined;
}

/**
 * The absent folder whose links show a pattern, not slips: at least `MIN_FAILURES` distinct files named through it,
 * most of those looked for found under another folder.
 */
function absentFolder(tally: LinkTally): SystematicFailure['absent'] {
  let best: SystematicFailure['absent'];
  for (const [folder, links] of Object.entries(tally.absentFolders)) {
    const looked = Math.min(links, ELSEWHERE_LOOKS * (tally.absentDocuments[folder] ?? 1));
    const found = tally.foundElsewhere[folder] ?? 0;
    // The files named through it: targets below it (`fileTarget`: the workspace folder, a line break, the path).
    const distinct = Object.keys(tally.distinct).filter((key) => key.startsWith(EVIDENCE_CODES['link-missing-file']) && key.includes(`\n${folder}/`)).length;
    if (distinct < MIN_FAILURES || found * 2 <= looked) continue;
    if (!best || links > best.links) best = { folder, links };
  }
  return best;
}

/** The folders that hold `folders`, as a notice names them (`docs/pages/`, or `docs/pages/ and docs/blog/`). */
function parentsOf(folders: readonly string[]): string {
  const parents = [...new Set(folders.map((folder) => (folder.includes('/') ? `${folder.slice(0, folder.lastIndexOf('/'))}/` : "the workspace folder's top")))];
  return parents.length <= 2 ? parents.join(' and ') : `${parents.length} folders`;
}

/**
 * The absent folders whose links show that the pages are published higher up than they lie (`foundAbove`): each named
 * by at least `MIN_DOCUMENTS` documents, through at least `MIN_FAILURES` distinct files, most of those looked for found
 * by the same path from a folder above; the keys of their findings, which alone drop.
 */
function foldersAbove(tally: LinkTally): SystematicFailure['above'] {
  const folders: string[] = [];
  const keys: string[] = [];
  let links = 0;
  for (const [folder, count] of Object.entries(tally.absentFolders)) {
    const documents = tally.absentDocuments[folder] ?? 1;
    if (documents < MIN_DOCUMENTS) continue;
    const looked = Math.min(count, ELSEWHERE_LOOKS * documents);
    const found = tally.foundAbove?.[folder] ?? 0;
    const through = Object.keys(tally.distinct).filter((key) => key.startsWith(EVIDENCE_CODES['link-missing-file']) && key.includes(`\n${folder}/`));
    if (through.length < MIN_FAILURES || found * 2 <= looked) continue;
    folders.push(folder);
    keys.push(...through);
    links += count;
  }
  return folders.length === 0 ? undefined : { folders: folders.sort(), links, keys: keys.sort() };
}

/** The fewest folders of a tree whose documents fail, for the tree to be evidence: a set of folders, not two slips. */
const MIN_TREE_FOLDERS = 3;

/** A folder's verdict: the systematic failure that applies to its documents, and the folder it was found over. */
export interface FolderVerdict {
  failure: SystematicFailure;
  /** The folder whose tally failed: the folder itself, or a folder above it whose whole tree did. */
  root: string;
  /** Whether `root`'s whole tree failed (its folders' tallies summed), not its own documents. */
  tree: boolean;
}

/**
 * The verdicts of folders from their own tallies (each folder's documents summed), and of their trees: a site whose
 * pages are spread over many folders, each with a few links (a guide's chapters, one folder each), fails as a set
 * where no folder of it fails alone. A folder's own verdict stands; a folder that does not fail alone belongs to the
 * deepest tree above it (itself included) whose folders fail as a set, in at least `MIN_TREE_FOLDERS` of them, trees
 * taken from the deepest up: a failing tree explains its folders, which count in no tree above it (else the top of
 * a repository would fail for one site in it), and a folder failing alone counts in none (it is said on its own). A
 * tree's failure must show a pattern (`patterned`), not only a share. `parentOf` names a
 * folder's parent (undefined at the top).
 */
export function folderVerdicts(own: ReadonlyMap<string, LinkTally>, parentOf: (folder: string) => string | undefined): Map<string, FolderVerdict[]> {
  const owns = new Map<string, SystematicFailure | undefined>();
  // Each folder's chain of folders above it, itself first; the folders that do not fail alone, below each.
  const chains = new Map<string, string[]>();
  const below = new Map<string, string[]>();
  // What each folder counts for in a tree: all its links, or those of the kind its own failure does not explain.
  const parts = new Map<string, LinkTally>();
  // How many folders each tree root is below the top (itself counted), from the chains: worked out once, not per comparison.
  const depths = new Map<string, number>();
  for (const [folder, tally] of own) {
    const failure = systematicFailure(tally);
    owns.set(folder, failure);
    const chain: string[] = [];
    for (let at: string | undefined = folder; at !== undefined; at = parentOf(at)) chain.push(at);
    chains.set(folder, chain);
    // A folder that fails alone is said on its own: its links of that kind do not tell of the folders around it. Its
    // links of the other kind (its fragments, where its files failed) still count in a tree, with the other folders'.
    const codes = failure ? demotedCodes(failure) : new Set<string>();
    if (codes.size === DEMOTABLE_KINDS) continue;
    parts.set(folder, codes.size === 0 ? tally : withoutKinds(tally, codes));
    for (const [i, at] of chain.entries()) {
      (below.get(at) ?? below.set(at, []).get(at)!).push(folder);
      depths.set(at, chain.length - i);
    }
  }
  // Trees from the deepest up: a tree that fails explains its folders, which then count in no tree above it.
  const explained = new Set<string>();
  const failingTrees = new Map<string, SystematicFailure>();
  for (const root of [...below.keys()].sort((a, b) => depths.get(b)! - depths.get(a)! || (a < b ? -1 : 1))) {
    const folders = below.get(root)!.filter((folder) => !explained.has(folder));
    if (folders.filter((folder) => parts.get(folder)!.failingDocuments > 0).length < MIN_TREE_FOLDERS) continue;
    const sum = emptyTally();
    for (const folder of folders) addTally(sum, parts.get(folder)!);
    const failure = systematicFailure(sum);
    if (!failure || (demotedCodes(failure).size === 0 && demotedKeys(failure).size === 0) || !patterned(failure)) continue;
    // A tree's files failing by share, with no pattern but the routes: only the routes' findings drop, its other
    // missing files are as many folders' slips.
    if (failure.files && failure.routes && failure.files.prefix === undefined && !failure.absent && !failure.named) delete failure.files;
    failingTrees.set(root, failure);
    for (const folder of folders) explained.add(folder);
  }
  const sharedIn = sharedFragments(own, parentOf);
  const copiedIn = copiedRefs(own, parentOf);
  const out = new Map<string, FolderVerdict[]>();
  for (const folder of own.keys()) {
    const verdicts: FolderVerdict[] = [];
    const failure = owns.get(folder);
    if (failure) verdicts.push({ failure, root: folder, tree: false });
    const root = explained.has(folder) ? chains.get(folder)!.find((at) => failingTrees.has(at)) : undefined;
    // Notes found by name in the folders below say nothing of the documents at the tree's top (a repository's README,
    // read where GitHub shows it): the pattern is the set's, below it.
    const top = root !== undefined && root === folder && byNameOnly(failingTrees.get(root)!);
    if (root !== undefined && !top) verdicts.push({ failure: failingTrees.get(root)!, root, tree: true });
    const shared = sharedIn.get(folder);
    if (shared) verdicts.push(shared);
    const copied = copiedIn.get(folder);
    if (copied) verdicts.push(copied);
    if (verdicts.length > 0) out.set(folder, verdicts);
  }
  return out;
}

/**
 * Fragments missing by the same name from many documents in several folders (a package repository's READMEs, each in
 * its package's folder, each linking `#versionhistory`): no folder fails alone, and one stale link copied into the
 * documents of one folder is counted once there (`distinct`), yet one name missing across a set says that what renders
 * them adds the section (the package page), not that each author slipped. Per folder, the verdict for those keys,
 * over the deepest folder above all of them.
 */
function sharedFragments(own: ReadonlyMap<string, LinkTally>, parentOf: (folder: string) => string | undefined): Map<string, FolderVerdict> {
  return acrossFolders(own, parentOf, {
    // Grouped by the name: the same fragment of the page itself, or of a file of the same name (each version's copy).
    *entries(tally) {
      for (const [key, documents] of Object.entries(tally.fragmentDocs ?? {})) yield { name: sharedNameOf(key), key, documents };
    },
    enough: ({ documents, folders }) => documents >= SHARED.documents && folders >= SHARED.folders,
    failure: (names, keys, documents, folders) => ({ shared: { names: names.map(fragmentOfKey).sort(), keys, documents, folders } }),
  });
}

/**
 * Relative `$ref` paths written the same in documents of many folders (kuma's `rest.yaml` of each policy, generated from
 * one template, each with `$ref: ../../base/specs/common/error_schema.yaml#/…`), naming a different file from each and
 * none of them there: the path cannot work from all the places it is written in, and works from none, so it is meant
 * for the place a build copies the documents to (kuma's docs build bundles each under `<tmp>/<kind>/<name>/`). One file
 * missing, however many documents name it, is not this: the path must name at least `COPIED_TARGETS` files. Per
 * folder, the verdict for those keys, over the deepest folder above all of them.
 */
function copiedRefs(own: ReadonlyMap<string, LinkTally>, parentOf: (folder: string) => string | undefined): Map<string, FolderVerdict> {
  return acrossFolders(own, parentOf, {
    *entries(tally) {
      for (const [joined, documents] of Object.entries(tally.refPaths ?? {})) {
        const cut = joined.indexOf('\0');
        yield { name: joined.slice(0, cut), key: joined.slice(cut + 1), documents };
      }
    },
    enough: ({ documents, folders, keys }) => documents >= COPIED.documents && folders >= COPIED.folders && keys >= COPIED_TARGETS,
    failure: (paths, keys, documents, folders) => ({ copied: { paths, keys, documents, folders } }),
  });
}

/** How `acrossFolders` reads one kind of finding shared across folders. */
interface AcrossFolders {
  /** A tally's findings of the kind: the name they share across folders, each one's key (`evidenceKey`), and in how many documents. */
  entries(tally: LinkTally): Iterable<{ name: string; key: string; documents: number }>;
  /** Whether one name's documents, folders and distinct keys are enough to say the set, not its authors, is the cause. */
  enough(seen: { documents: number; folders: number; keys: number }): boolean;
  /** The failure of the names (sorted) and keys (sorted) that share a deepest folder. */
  failure(names: string[], keys: string[], documents: number, folders: number): SystematicFailure;
}

/**
 * One name missing across the documents of several folders, none failing alone (`sharedFragments`, `copiedRefs`): the
 * names with enough documents, folders and keys, grouped by the deepest folder above all their folders; each folder
 * gets the group's verdict for its own keys (not another file that happens to be missing by the same name from it).
 */
function acrossFolders(own: ReadonlyMap<string, LinkTally>, parentOf: (folder: string) => string | undefined, kind: AcrossFolders): Map<string, FolderVerdict> {
  const byName = new Map<string, { keys: Set<string>; documents: number; folders: Set<string> }>();
  const ownKeys = new Map<string, Set<string>>();
  for (const [folder, tally] of own) {
    const mine = new Set<string>();
    for (const { name, key, documents } of kind.entries(tally)) {
      if (documents <= 0) continue;
      mine.add(key);
      const seen = byName.get(name) ?? byName.set(name, { keys: new Set(), documents: 0, folders: new Set() }).get(name)!;
      seen.keys.add(key);
      seen.documents += documents;
      seen.folders.add(folder);
    }
    ownKeys.set(folder, mine);
  }
  const roots = new Map<string, { keys: string[]; names: string[]; documents: number; folders: Set<string> }>();
  for (const [name, { keys, documents, folders }] of byName) {
    if (!kind.enough({ documents, folders: folders.size, keys: keys.size })) continue;
    const root = commonFolder([...folders], parentOf);
    if (root === undefined) continue;
    const set = roots.get(root) ?? roots.set(root, { keys: [], names: [], documents: 0, folders: new Set() }).get(root)!;
    set.keys.push(...keys);
    set.names.push(name);
    set.documents = Math.max(set.documents, documents);
    for (const folder of folders) set.folders.add(folder);
  }
  const out = new Map<string, FolderVerdict>();
  for (const [root, { keys, names, documents, folders }] of roots) {
    keys.sort();
    names.sort();
    const failure = kind.failure(names, keys, documents, folders.size);
    for (const folder of folders) {
      const mine = keys.filter((key) => ownKeys.get(folder)!.has(key));
      out.set(folder, { failure: mine.length === keys.length ? failure : kind.failure(names, mine, documents, folders.size), root, tree: true });
    }
  }
  return out;
}

/**
 * What a missing fragment's key is shared by across documents (`sharedFragments`): the fragment of the page itself,
 * or the fragment and the name of the file it is missing from (wherever that file lies: each copy of a document set
 * links its own); a key made from a message, the message.
 */
function sharedNameOf(key: string): string {
  const mark = EVIDENCE_CODES['link-missing-fragment'];
  if (key.startsWith(`${mark}${BY_MESSAGE}`)) return key;
  const hash = key.indexOf('#');
  const file = key.slice(mark.length, hash);
  return `${mark}${file.slice(file.lastIndexOf('/') + 1)}${key.slice(hash)}`;
}

/** The deepest folder at or above every one of `folders`, undefined when they share none. */
export function commonFolder(folders: readonly string[], parentOf: (folder: string) => string | undefined): string | undefined {
  const chain = (folder: string): string[] => {
    const out: string[] = [];
    for (let at: string | undefined = folder; at !== undefined; at = parentOf(at)) out.push(at);
    return out;
  };
  let common = chain(folders[0]!);
  for (const folder of folders.slice(1)) {
    const above = new Set(chain(folder));
    common = common.filter((at) => above.has(at));
  }
  return common[0];
}

/** What a folder's failures drop to Information: every finding of some codes, and the findings of some keys (`evidenceKey`). */
export interface Demoted {
  codes: ReadonlySet<string>;
  keys: ReadonlySet<string>;
}

/** What `failures` drop to Information, read from the table of evidence. */
export function demoted(failures: Iterable<SystematicFailure>): Demoted {
  const codes = new Set<string>();
  const keys = new Set<string>();
  for (const failure of failures) {
    for (const [evidence, part] of partsOf(failure)) {
      for (const code of evidence.codes) codes.add(code);
      for (const key of evidence.keys?.(part) ?? []) keys.add(key);
    }
  }
  return { codes, keys };
}

/** Whether a finding (its code, message and target, as a report or the editor has them) is one `by` drops to Information. */
export function isDemoted(by: Demoted, code: string, finding: EvidenceFinding): boolean {
  return by.codes.has(code) || (code in EVIDENCE_CODES && by.keys.has(evidenceKey(code as EvidenceCode, finding)));
}

/** The key of a verdict's notice: one per folder or tree, and one per set of shared fragments. */
export function noticeKey(verdict: FolderVerdict): string {
  return `${verdict.root}\0${verdict.tree ? 'tree' : 'own'}${verdict.failure.shared ? '\0shared' : ''}${verdict.failure.copied ? '\0copied' : ''}`;
}

/** The kinds of finding a failure may drop to Information: missing files and missing fragments. */
const DEMOTABLE_KINDS = 2;

/** A folder's tally without the links of the kinds `codes` names (`link-missing-file`: its files; `link-missing-fragment`: its fragments). */
function withoutKinds(tally: LinkTally, codes: ReadonlySet<string>): LinkTally {
  const out = addTally(emptyTally(), tally);
  const drop = (prefix: string): void => {
    for (const key of Object.keys(out.distinct)) if (key.startsWith(prefix)) delete out.distinct[key];
  };
  if (codes.has('link-missing-file')) {
    out.links = out.missingFiles = out.fileDocuments = 0;
    out.rootMissing = {};
    out.absentFolders = {};
    out.foundElsewhere = {};
    out.foundAbove = {};
    out.absentDocuments = {};
    out.unseen = {};
    out.named = out.foundByName = 0;
    out.rootLinks = 0;
    out.rootMessages = {};
    out.rootFolderDocs = {};
    out.refPaths = {};
    out.copies = {};
    drop('f:');
  }
  if (codes.has('link-missing-fragment')) {
    out.fragments = out.missingFragments = out.otherSlugs = out.fragmentDocuments = 0;
    out.fragmentDocs = {};
    drop('g:');
  }
  out.failingDocuments = Math.max(out.fileDocuments, out.fragmentDocuments);
  return out;
}

/**
 * Whether a failure shows a pattern, not only a share (each kind's `patterned`): links through a folder that is not
 * there to files found elsewhere, fragments another renderer's ids match, root-relative misses under one prefix. A
 * tree of folders is evidence only so: many folders of stale links fail by share alone, and are still worth a
 * warning each.
 */
function patterned(failure: SystematicFailure): boolean {
  return [...partsOf(failure)].some(([evidence, part]) => evidence.patterned(part));
}

/** Whether a failure's only pattern is files found by their name elsewhere (a note vault's links). */
function byNameOnly(failure: SystematicFailure): boolean {
  return failure.named !== undefined && [...partsOf(failure)].every(([evidence, part]) => evidence.kind === 'named' || evidence.kind === 'routes' || !evidence.patterned(part));
}

/** The codes a systematic failure drops to Information. */
function demotedCodes(failure: SystematicFailure): ReadonlySet<string> {
  return demoted([failure]).codes;
}

/** The keys of findings a systematic failure drops to Information whatever their code's verdict (`shared`, `routes`). */
function demotedKeys(failure: SystematicFailure): ReadonlySet<string> {
  return demoted([failure]).keys;
}

/**
 * The one notice of a folder (`folder`: as the reader names it, `.` for the top): each kind's part, in the table's
 * order, then why they are information: the renderer's making, when every kind that says says so (`modelled`), else a
 * program the tool does not model.
 */
export function failureNotice(folder: string, failure: SystematicFailure): string {
  const parts: string[] = [];
  let modelled = false;
  let unmodelled = false;
  for (const [evidence, part] of partsOf(failure)) {
    const said = evidence.notice(part, failure);
    if (said !== undefined) parts.push(said);
    if (evidence.modelled === true) modelled = true;
    if (evidence.modelled === false) unmodelled = true;
  }
  return modelled && !unmodelled ? `${folder}: ${parts.join('; ')}. They are reported as information.`
    : `${folder}: ${parts.join('; ')}. Its pages seem to be rendered by a program URI Lint does not model, so these are reported as information.`;
}
