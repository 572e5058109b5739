/**
 * Which references name a file of the workspace, and which:
 * a relative reference where the language means one as a link (a Markdown
 * link or definition, an HTML attribute), a root-relative `/path` (against
 * the folder's `uriLint.links.root`), a `file:` URI, and an absolute URI
 * under a prefix `uriLint.links.mappings` maps to a folder. The target is
 * taken as RFC 3986 §5 resolves it, then its query and fragment are left
 * out (a file is one file whatever `?raw=1` asks of a server), and each
 * path segment is percent-decoded (`June%20outage.pdf` names
 * `June outage.pdf`, §2.1). Pure: no file is touched here.
 *
 * A string of code, or a YAML/JSON value other than `$ref`'s, is not read
 * as a file reference by the finder (`./img/logo.png` in a program is
 * relative to wherever the program runs, not to the file that holds it), so
 * it is never reported: only what a reader of the document would follow as
 * a link is, and what JSON Reference defines as a URI reference.
 */
import { knownLanguage, percentDecode, resolve } from '@uri-lint/shared';
import type { FindContext } from '@uri-lint/shared';
import type { Settings } from '../../contract/settings';
import type { AnalyzedReference } from '../analysis';
import { documentBase } from '../documentBase';
import { jsonRefs, yamlRefs } from '../anchors/refs';
import type { BaseUri } from '../documentBase';
import { BoundedCache, CACHE_LIMITS, ObjectMemo, VersionCache, markJudgedOnce } from '../caches';
import type { FrontMatters } from '../frontMatter';
import type { XmlVocabularies } from './xmlVocabulary';

/** A reference's target inside a workspace folder. */
export interface LocalTarget {
  /** The workspace folder it lies in, as the workspace names it. */
  folder: string;
  /** Its path below the folder, each segment percent-decoded; [] is the folder itself. */
  segments: readonly string[];
  /** Written with a trailing slash: it names a folder. */
  directory: boolean;
  /** The fragment as written, without `#` (the `anchors` helper's), or undefined when none. */
  fragment: string | undefined;
  /** The part of the reference's text a finding about the file covers: its path, before any `?` or `#`. */
  start: number;
  end: number;
}

/** Where a reference is a link a reader of the document follows: Markdown links and definitions, other markup languages' links, HTML attributes. */
export const READER_CONTEXTS: ReadonlySet<FindContext> = new Set<FindContext>(['markdown-link', 'markdown-definition', 'markup-link', 'html-attribute']);

/** Where a reference is a `$ref` of JSON or YAML (find/refs.ts). */
export const REF_CONTEXTS: ReadonlySet<FindContext> = new Set<FindContext>(['json-string', 'yaml-value']);

/**
 * Where relative references count as links: those a reader of the document
 * follows, and a `$ref` of JSON or YAML (the only relative references the
 * finder reads in a data file: find/refs.ts).
 */
const LINK_CONTEXTS: ReadonlySet<FindContext> = new Set<FindContext>([...READER_CONTEXTS, ...REF_CONTEXTS]);

/** What the target of a document's references needs beside the reference: the folders and the document's base. */
export interface TargetScope {
  /** The workspace folders' URIs. */
  folders: readonly string[];
  /** The document's URI. */
  document: string;
  /** The document's base (documentBase.ts), or undefined when it has none. */
  base: BaseUri | undefined;
  settings: Settings;
  /**
   * The document is a template a site or a build renders elsewhere (rendered.ts): its relative links are
   * relative to the page it becomes, not to the file, and are not judged.
   */
  rendered: boolean;
  /** A JSON Schema document's ids (`schemaIdsOf`): its `$ref`s resolve against them rather than the file. */
  schemaIds?: SchemaIds;
  /** Its document is judged once (`DocumentContext.once`): the scope is not shared with later judgements. */
  once?: boolean;
  /** The caches of the workspace's facts (`LinkFacts.caches`) its targets are placed with. */
  caches: WorkspaceCaches;
}

/** The names below a folder of one path written in links (`links/target.ts` `namesWithin`). */
export interface Names {
  segments: string[];
  directory: boolean;
}

/**
 * The caches about one workspace's folders and the paths below them, each bounded by its `CACHE_LIMITS`, and its
 * documents' front matters (one per document at its current version, going with the document).
 */
export class WorkspaceCaches {
  /** Folders' places: every link of every document is placed against the same few folders. */
  readonly folderPlaces = new BoundedCache<string, Place | undefined>(CACHE_LIMITS.folderPlaces);
  /** Each folder's URI with one trailing slash ('' for a folder that is no place). */
  readonly folderRoots = new BoundedCache<string, string>(CACHE_LIMITS.folderRoots);
  /** Folders' place keys: every walk starts at one of a few folders. */
  readonly folderKeys = new BoundedCache<string, string | undefined>(CACHE_LIMITS.folderKeys);
  /** The names of the paths below each folder, the same array for the same path (`LinkFacts` remembers walks by them). */
  readonly namesByFolder = new BoundedCache<string, BoundedCache<string, Names>>(CACHE_LIMITS.namesByFolder);
  /** The folders above a document's folder, as link targets, by folder and path. */
  readonly ancestors = new BoundedCache<string, LocalTarget[]>(CACHE_LIMITS.ancestors);
  /** The names of the folders of a document's folder below its workspace folder, by folder and path (`foldersOf`). */
  readonly documentFolders = new BoundedCache<string, readonly string[]>(CACHE_LIMITS.documentFolders);
  /**
   * The folders of each note vault (vault.ts `vaultFolders`), by the vault's top, at the facts' stamp they were
   * listed at: every missing link of every note of the vault looks through them.
   */
  readonly vaults = new BoundedCache<string, { stamp: string; folders: LocalTarget[] }>(CACHE_LIMITS.vaults);
  /** The paths of the files found in vaults (rules/fragments.ts), by folder and path: the same array for the same file, so its walk is remembered by it. */
  readonly vaultFiles = new BoundedCache<string, readonly string[]>(CACHE_LIMITS.vaultFiles);
  /** The scope of each document's targets, per settings object, by document, base, folders and ids. */
  readonly scopes = new WeakMap<Settings, BoundedCache<string, TargetScope>>();
  /** Each document's front matter (frontMatter.ts), read once per version: by the links rule and the ignore actions. */
  readonly frontMatters: FrontMatters = new VersionCache();
  /** Each XML document's vocabulary as its links go (xmlVocabulary.ts), read once per version: asked by each missing file of its links. */
  readonly xmlVocabularies: XmlVocabularies = new VersionCache();
}

/** What a JSON Schema document's ids make of its `$ref`s (JSON Schema §8.2.1). */
export interface SchemaIds {
  /**
   * The `$ref` values written only inside resources with an absolute `$id` (`https://json.schemastore.org/tsoa`):
   * they resolve against that URL and name no file here.
   */
  againstUrl: ReadonlySet<string>;
  /** Every resource's id as written (`path`): a `$ref` written the same names that embedded schema, not a file. */
  ids: ReadonlySet<string>;
}

/** Per analysis: what its ids make of its `$ref`s (undefined for any other document, or one that declares no id). */
const schemaIdMemo = new ObjectMemo<Parameters<typeof documentBase>[0], SchemaIds | undefined>();

/** Whether an id is an absolute URI (it has a scheme). */
const isAbsolute = (id: string | undefined): boolean => id !== undefined && /^[A-Za-z][A-Za-z0-9+.-]*:/.test(id);

/**
 * What the ids of a JSON or YAML document (`$id`, draft 3's and 4's `id`:
 * anchors/refs.ts) make of its `$ref`s, read once per version, only in a
 * document with a `$ref` and an id.
 */
export function schemaIdsOf(analysis: Parameters<typeof documentBase>[0]): SchemaIds | undefined {
  if (schemaIdMemo.has(analysis)) return schemaIdMemo.get(analysis);
  let found: SchemaIds | undefined;
  const format = knownLanguage(analysis.languageId)?.anchors;
  const json = format === 'json';
  if (json || format === 'yaml') {
    const text = analysis.text;
    if (text.includes('$ref') && /\bid\b/.test(text)) {
      const names = json ? jsonRefs(text) : yamlRefs(text);
      if (names.ids.size > 0) {
        const inside = new Map<string, boolean>();
        for (const ref of names.refs) inside.set(ref.value, (inside.get(ref.value) ?? true) && isAbsolute(ref.baseId));
        found = { againstUrl: new Set([...inside].filter(([, all]) => all).map(([value]) => value)), ids: names.ids };
      }
    }
  }
  schemaIdMemo.set(analysis, found);
  return found;
}

/**
 * The scope of one document's targets: the very same object for the same
 * document, base, folders and settings object in one workspace's `caches`,
 * so that each reference's target is worked out once (`localTargetOf` keeps
 * it by parse and scope); a new one for a document judged `once`.
 */
export function targetScope(folders: readonly string[], document: string, analysis: Parameters<typeof documentBase>[0], settings: Settings,
  how: { rendered?: boolean | (() => boolean); once?: boolean; caches?: WorkspaceCaches } = {}): TargetScope {
  const { once = false, caches = new WorkspaceCaches() } = how;
  // Judged once: no later judgement to share the scope with, and nothing to key it by.
  if (once) return new OnceScope(folders, document, analysis, settings, { renders: how.rendered ?? false }, caches);
  const rendered = typeof how.rendered === 'function' ? how.rendered() : how.rendered ?? false;
  const base = documentBase(analysis, settings, document);
  const schemaIds = schemaIdsOf(analysis);
  const idsKey = schemaIds ? `${[...schemaIds.againstUrl].join('\t')}\n${[...schemaIds.ids].join('\t')}` : '';
  const key = `${document}\n${base?.uri ?? ''}\n${folders.join('\n')}\n${rendered}\n${idsKey}`;
  let bySettings = caches.scopes.get(settings);
  if (!bySettings) caches.scopes.set(settings, bySettings = new BoundedCache(CACHE_LIMITS.scopesPerSettings));
  let scope = bySettings.get(key);
  if (!scope) bySettings.set(key, scope = { folders, document, base, settings, rendered, ...(schemaIds ? { schemaIds } : {}), caches });
  return scope;
}

/**
 * The scope of a document judged once (the command line): its base, whether it is rendered elsewhere and its schema
 * ids are worked out when a reference first asks (one that may name a file: `localTargetOf` passes an `https:` URL
 * without them), so that a document with no link never works them out; then all three at once, and the analysis and
 * the question they are read from let go. The scope outlives its document's judging (the memos keyed by it, the
 * targets' entries) until a full collection: holding each analysis made the command line's heap over 10,000 files
 * grow from 92 MB to 150 MB before one.
 *
 * Its references' targets and its document's folders are kept by the scope itself, not in the module's `WeakMap`s
 * the shared scopes use: the engine's young collections keep the value of every entry of a long-lived `WeakMap`
 * whatever became of its key, so each document's targets and scope looked long-lived, were made in the old
 * generation from then on, and stayed there until a full collection (the index of links' build over 10,000 files
 * held some 12 MB of them at its end).
 */
class OnceScope implements TargetScope {
  readonly once = true;
  /** Undefined until first asked. */
  private known: { base: BaseUri | undefined; rendered: boolean; schemaIds: SchemaIds | undefined } | undefined;
  /** Its references' targets (`localTargetOf`), made when the first is asked. */
  targets: Map<AnalyzedReference['parsed'], KnownTarget> | undefined;
  /** Its document's folders (`documentFolders`), undefined until asked. */
  home: readonly string[] | null | undefined;
  /** Whether its document is rendered (asked once, when a function), until `known` is made. */
  private renders: boolean | (() => boolean);

  constructor(readonly folders: readonly string[], readonly document: string, private analysis: Parameters<typeof documentBase>[0] | undefined,
    readonly settings: Settings, { renders }: { renders: boolean | (() => boolean) }, readonly caches: WorkspaceCaches) {
    this.renders = renders;
    // The memos of other modules keyed by it (links/site.ts) keep it only while it is the last asked about.
    markJudgedOnce(this);
  }

  get base(): BaseUri | undefined {
    return this.read().base;
  }

  get rendered(): boolean {
    return this.read().rendered;
  }

  get schemaIds(): SchemaIds | undefined {
    return this.read().schemaIds;
  }

  private read(): NonNullable<OnceScope['known']> {
    if (this.known === undefined) {
      const analysis = this.analysis!;
      this.known = { base: documentBase(analysis, this.settings, this.document), rendered: typeof this.renders === 'function' ? this.renders() : this.renders, schemaIds: schemaIdsOf(analysis) };
      this.analysis = undefined;
      this.renders = false;
    }
    return this.known;
  }
}

/** A parsed reference's target, under the scope and context it was worked out in. */
interface KnownTarget {
  scope: TargetScope;
  context: FindContext;
  target: LocalTarget | undefined;
}

/** Each parsed reference's target under a shared scope (a scope judged once keeps its own: `OnceScope`). */
const targets = new WeakMap<AnalyzedReference['parsed'], KnownTarget>();

/** The local target of `ref`, or undefined when it names none (not a link, elsewhere, or outside every folder). */
export function localTargetOf(ref: AnalyzedReference, scope: TargetScope): LocalTarget | undefined {
  // A URL of another scheme than the folders' (an `https:` link in a workspace of `file:` folders: half the references of
  // most documents) names no file unless a mapping says so: not worked out, nor kept.
  if (ref.parsed.kind === 'uri' && !hasMappings(scope.settings) && !inFoldersScheme(ref.found.text, scope.folders, scope.caches)) {
    return undefined;
  }
  // Judged once (the command line), the scope is the document's one judging's (features/facts.ts): kept for the
  // rules and the tally that ask in turn, and gone with the parse.
  const memo = scope instanceof OnceScope ? (scope.targets ??= new Map()) : targets;
  const known = memo.get(ref.parsed);
  if (known && known.scope === scope && known.context === ref.found.context) return known.target;
  const target = workOut(ref, scope);
  memo.set(ref.parsed, { scope, context: ref.found.context, target });
  return target;
}

function workOut(ref: AnalyzedReference, scope: TargetScope): LocalTarget | undefined {
  const { parsed, found } = ref;
  if (!parsed.valid || ref.template !== undefined) return undefined;
  const text = found.text;
  const pathEnd = endOfPath(text);
  let absolute: string | undefined;
  if (parsed.kind === 'relative-ref') {
    if (!LINK_CONTEXTS.has(found.context) || scope.rendered) return undefined;
    // Only `#frag` or `?q`: this very document; its fragment is the anchors' to judge.
    if (pathEnd === 0) return undefined;
    // A network-path reference (`//host/x`) names another host.
    if (text.startsWith('//')) return undefined;
    // A `$ref` in a schema with an absolute `$id` resolves against that URL; one written as an embedded schema's id names it.
    if (REF_CONTEXTS.has(found.context) && scope.schemaIds && (scope.schemaIds.againstUrl.has(text) || scope.schemaIds.ids.has(text.slice(0, pathEnd)))) return undefined;
    if (text.startsWith('/')) {
      const root = rootOf(scope);
      absolute = root === undefined ? undefined : tryResolve(`${root}/`, `.${text}`);
    } else {
      // Most links: a relative path from a document in the one folder, resolved without making the URI and parsing it again.
      const home = documentFolders(scope);
      const within = home && belowDirectory(home, text.slice(0, pathEnd));
      if (within !== undefined && within !== null) {
        const names = namesWithin(scope.folders[0]!, within, scope.caches);
        const hash = text.indexOf('#', pathEnd);
        return {
          folder: scope.folders[0]!, segments: names.segments, directory: names.directory, fragment: hash < 0 ? undefined : text.slice(hash + 1),
          start: 0, end: pathEnd,
        };
      }
      absolute = scope.base === undefined ? undefined : tryResolve(scope.base.uri, text);
    }
  } else {
    absolute = text;
  }
  if (absolute === undefined) return undefined;
  absolute = mapped(absolute, scope) ?? absolute;
  const located = locate(absolute, scope.folders, scope.caches);
  if (!located) return undefined;
  const start = parsed.kind === 'relative-ref' ? 0 : (parsed.ranges.path.start);
  // One shape for every target (a spread would make as many as `locate` has ways to answer).
  return { folder: located.folder, segments: located.segments, directory: located.directory, fragment: located.fragment, start: Math.min(start, pathEnd), end: pathEnd };
}

/**
 * A relative link that climbs above its workspace folder (`../` from a page at the folder's top): it names no file of
 * the folder as a path, but as a site's page URL, resolved from the page's own URL, it may (links/pageUrls.ts: Jekyll's
 * `about.md` served at `about/` links home as `../`). The folder's top, with the path's place, for the page URLs' reading
 * only; undefined for any other link.
 */
export function climbingTarget(ref: AnalyzedReference, scope: TargetScope): LocalTarget | undefined {
  const { parsed, found } = ref;
  if (!parsed.valid || ref.template !== undefined || parsed.kind !== 'relative-ref' || !LINK_CONTEXTS.has(found.context) || scope.rendered) return undefined;
  const text = found.text;
  if (!text.startsWith('../')) return undefined;
  const home = documentFolders(scope);
  if (!home) return undefined;
  const pathEnd = endOfPath(text);
  let up = 0;
  for (let at = 0; text.startsWith('../', at) && at < pathEnd; at += 3) up++;
  if (up <= home.length) return undefined;
  const hash = text.indexOf('#', pathEnd);
  return { folder: scope.folders[0]!, segments: [], directory: true, fragment: hash < 0 ? undefined : text.slice(hash + 1), start: 0, end: pathEnd };
}

/**
 * The folders of the document's own folder below the one workspace folder,
 * as its URI spells them (`['docs', 'guide']`), when a relative path
 * resolves below them as RFC 3986 §5.2 would against the document's URI
 * (`belowDirectory`): its base is its own URI, without dot segments, in the
 * workspace's one folder, and no URL is mapped to a folder. Else null.
 */
function documentFolders(scope: TargetScope): readonly string[] | null {
  const once = scope instanceof OnceScope ? scope : undefined;
  let home = once ? once.home : homes.get(scope);
  if (home === undefined) {
    home = null;
    const base = scope.base;
    if (base?.source === 'document' && scope.folders.length === 1 && !hasMappings(scope.settings)) {
      const within = withinSpelling(base.uri, scope.folders[0]!, scope.caches);
      // §5.2.4 would remove a dot segment of the folder's own path too: those few are resolved in full.
      if (within !== undefined && !/\/\.\.?(?:\/|$)/.test(base.uri.slice(0, endOfPath(base.uri)))) home = foldersOf(scope.folders[0]!, within, scope.caches);
    }
    if (once) once.home = home;
    else homes.set(scope, home);
  }
  return home;
}

const homes = new WeakMap<TargetScope, readonly string[] | null>();

/**
 * The folders of a path's folder below a workspace folder (`within`, as its URI spells it), the same array for every
 * document of that folder: `aboveOf` keeps its joinings by it, once per folder rather than per document.
 */
function foldersOf(folder: string, within: string, caches: WorkspaceCaches): readonly string[] {
  // Its folder's path with the last `/` ('' for a document at the folder's top): `a/b/` names ['a', 'b'], `/` [''].
  const dir = within.slice(0, within.lastIndexOf('/') + 1);
  return caches.documentFolders.getOrMake(`${folder}\n${dir}`, () => (dir === '' ? [] : dir.slice(0, -1).split('/')));
}

/**
 * The path below a folder that a relative path (no scheme, no authority, not
 * starting with `/`: a relative-path reference's path, §4.2) names from a
 * document in its folders `home`, as §5.2.3's merge and §5.2.4's
 * remove_dot_segments make it, for the path most links have: a few `../`
 * or `./`, then names without dot segments. Undefined for any other (one
 * that climbs above the folder, or has a dot segment further on): its URI is
 * resolved in full (`resolve`).
 */
export function belowDirectory(home: readonly string[], path: string): string | undefined {
  let from = 0;
  let up = 0;
  for (;;) {
    if (path.startsWith('../', from)) {
      up++;
      from += 3;
    } else if (path.startsWith('./', from)) {
      from += 2;
    } else {
      break;
    }
  }
  const rest = from === 0 ? path : path.slice(from);
  if (up > home.length || hasDotSegment(rest)) return undefined;
  const above = aboveOf(home, up);
  return above === '' ? rest : `${above}/${rest}`;
}

/** The folders `up` levels above a document's, joined: made once per folder (`foldersOf`) and level. */
function aboveOf(home: readonly string[], up: number): string {
  let joined = aboves.get(home);
  if (!joined) aboves.set(home, joined = []);
  return joined[up] ??= home.slice(0, home.length - up).join('/');
}

const aboves = new WeakMap<readonly string[], string[]>();

/** Whether a relative path has a `.` or `..` segment. */
function hasDotSegment(path: string): boolean {
  if (!path.includes('.')) return false;
  return path === '.' || path === '..' || path.startsWith('./') || path.startsWith('../') || path.includes('/./') || path.includes('/../')
    || path.endsWith('/.') || path.endsWith('/..');
}

/** The folder `/` stands for in the document: `uriLint.links.root` below its workspace folder. */
function rootOf(scope: TargetScope): string | undefined {
  const folder = homeOf(scope);
  if (folder === undefined) return undefined;
  const root = folderPath(scope.settings.linksRoot);
  return root === '' ? folder : tryResolve(`${folder}/`, root);
}

/** The document's workspace folder, else the first (an untitled document's links still name the workspace's files). */
function homeOf(scope: TargetScope): string | undefined {
  const folder = folderOf(scope.document, scope.folders, scope.caches) ?? scope.folders[0];
  return folder?.endsWith('/') ? folder.slice(0, -1) : folder;
}

/**
 * The local URI an absolute URL stands for under `uriLint.links.mappings`
 * (the longest prefix that matches), or undefined when none does. The rest
 * of the URL after the prefix is resolved below the mapped folder, so
 * `..` cannot climb out of it unnoticed: it is then outside, and not checked.
 */
/** Whether `uriLint.links.mappings` maps any URL prefix (read once per settings object). */
function hasMappings(settings: Settings): boolean {
  let has = mappingsOf.get(settings);
  if (has === undefined) mappingsOf.set(settings, has = Object.keys(settings.linksMappings).some((prefix) => prefix !== ''));
  return has;
}

const mappingsOf = new WeakMap<Settings, boolean>();

function mapped(absolute: string, scope: TargetScope): string | undefined {
  if (!hasMappings(scope.settings)) return undefined;
  let best: string | undefined;
  for (const prefix of Object.keys(scope.settings.linksMappings)) {
    if (prefix !== '' && absolute.startsWith(prefix) && (best === undefined || prefix.length > best.length)) best = prefix;
  }
  if (best === undefined) return undefined;
  const folder = homeOf(scope);
  if (folder === undefined) return undefined;
  const to = folderPath(scope.settings.linksMappings[best]!);
  const base = to === '' ? `${folder}/` : tryResolve(`${folder}/`, `${to}/`);
  const rest = absolute.slice(best.length).replace(/^\/+/, '');
  return base === undefined ? undefined : tryResolve(base, rest === '' ? '' : `./${rest}`);
}

/** A folder setting as a relative path without `./` or slashes at its ends ('' for the folder itself). */
function folderPath(setting: string): string {
  const path = setting.trim().replace(/\\/g, '/').replace(/^(\.\/)+/, '').replace(/^\/+|\/+$/g, '');
  return path === '.' ? '' : path.split('/').map((segment) => (segment === '.' || segment === '..' ? segment : encodeURIComponent(segment))).join('/');
}

/** The workspace folder that holds `uri` (the deepest), or undefined; the folders' places kept in `caches`, when given. */
export function folderOf(uri: string, folders: readonly string[], caches?: WorkspaceCaches): string | undefined {
  const target = placeOf(uri);
  return target && folderOfPlace(target, folders, caches);
}

/**
 * The workspace folder that holds `uri` (the deepest) and the names of the folders from it down to `uri`'s own
 * folder, or undefined when it lies in none: `uri` read once, the folder's place kept in `caches`.
 */
export function folderAndDirs(uri: string, folders: readonly string[], caches: WorkspaceCaches): { folder: string; dirs: string[] } | undefined {
  const place = placeOf(uri);
  const folder = place && folderOfPlace(place, folders, caches);
  const home = folder === undefined ? undefined : folderPlace(folder, caches);
  if (!place || folder === undefined || !home) return undefined;
  return { folder, dirs: place.segments.slice(folderDepth(home.segments), -1) };
}

/** The workspace folder that holds `target` (the deepest), or undefined. */
function folderOfPlace(target: Place, folders: readonly string[], caches: WorkspaceCaches | undefined): string | undefined {
  let best: string | undefined;
  let depth = -1;
  for (const folder of folders) {
    const place = folderPlace(folder, caches);
    if (place && place.origin === target.origin && place.segments.length > depth && isPrefix(place.segments, target.segments)) {
      best = folder;
      depth = place.segments.length;
    }
  }
  return best;
}

/** The place of a folder's URI, read once per workspace (`caches`), else each time. */
function folderPlace(folder: string, caches: WorkspaceCaches | undefined): Place | undefined {
  return caches ? caches.folderPlaces.getOrMake(folder, () => placeOf(folder)) : placeOf(folder);
}

/** An absolute URI's place in a folder, or undefined when it lies in none. */
function locate(absolute: string, folders: readonly string[], caches: WorkspaceCaches): Omit<LocalTarget, 'start' | 'end'> | undefined {
  const hash = absolute.indexOf('#');
  const fragment = hash < 0 ? undefined : absolute.slice(hash + 1);
  const within = folders.length === 1 ? withinSpelling(absolute, folders[0]!, caches) : undefined;
  if (within !== undefined) {
    const names = namesWithin(folders[0]!, within, caches);
    return { folder: folders[0]!, segments: names.segments, directory: names.directory, fragment };
  }
  // An `https:` URL in a workspace of `file:` folders (most URLs a document holds) lies in none: no need to parse it.
  if (!inFoldersScheme(absolute, folders, caches)) return undefined;
  const target = placeOf(absolute);
  if (!target) return undefined;
  const folder = folderOfPlace(target, folders, caches);
  if (folder === undefined) return undefined;
  const depth = folderDepth(folderPlace(folder, caches)!.segments);
  const all = target.segments;
  const names = namesOf(all.slice(depth));
  return { folder, segments: names.segments, directory: names.directory, fragment };
}

/**
 * The names below a folder from the path segments below it: a trailing empty one says a folder is named. More than one
 * (`examples/triangle//`, a slash written twice) name the same folder: a forge and web servers read the empty segments
 * at a path's end as its one final slash.
 */
function namesOf(below: string[]): { segments: string[]; directory: boolean } {
  let end = below.length;
  while (end > 0 && below[end - 1] === '') end--;
  const directory = end < below.length;
  return { segments: directory ? below.slice(0, end) : below, directory };
}

/**
 * The path of `absolute` below `folder` as written (up to its query or
 * fragment), when `absolute` starts with the folder's URI spelled exactly
 * as the workspace spells it (the common case: both come from the same
 * file system paths); undefined otherwise, and then `placeOf` compares them
 * component by component. Spelled alike, they name the same place.
 */
function withinSpelling(absolute: string, folder: string, caches: WorkspaceCaches): string | undefined {
  let root = caches.folderRoots.get(folder);
  if (root === undefined) {
    // A folder that is no place (not hierarchical) holds nothing.
    caches.folderRoots.set(folder, root = folderPlace(folder, caches) ? (folder.endsWith('/') ? folder : `${folder}/`) : '');
  }
  if (root === '' || !absolute.startsWith(root)) return undefined;
  return absolute.slice(root.length, endOfPath(absolute, root.length));
}

/** Whether `uri` has the scheme of one of the folders. */
function inFoldersScheme(uri: string, folders: readonly string[], caches: WorkspaceCaches): boolean {
  return folders.some((folder) => sameScheme(uri, folderPlace(folder, caches)?.origin));
}

/** Whether `uri` has the scheme `origin` starts with (`scheme://…`), in any letter case (§3.1). */
function sameScheme(uri: string, origin: string | undefined): boolean {
  if (origin === undefined) return false;
  const end = origin.indexOf(':');
  if (uri.charCodeAt(end) !== 0x3a) return false;
  for (let i = 0; i < end; i++) {
    // Letters only differ in bit 0x20; a scheme's other characters (digits, `+`, `-`, `.`) must be equal.
    const a = uri.charCodeAt(i);
    const b = origin.charCodeAt(i);
    if (a !== b && ((a | 0x20) !== b || b < 0x61 || b > 0x7a)) return false;
  }
  return true;
}

/**
 * The names of a path below a folder, as written there (`d07/f1.md`): the
 * same array for the same path, so that every link to one file (from any
 * document) shares its target's names, and the walk `LinkFacts` remembers
 * by them. Kept up to a bound per folder.
 */
function namesWithin(folder: string, within: string, caches: WorkspaceCaches): Names {
  let known = caches.namesByFolder.get(folder);
  if (!known) caches.namesByFolder.set(folder, known = new BoundedCache(CACHE_LIMITS.namesPerFolder));
  let names = known.get(within);
  if (!names) {
    names = namesOf(within.split('/').map(percentDecode));
    Object.freeze(names.segments);
    known.set(within, names);
  }
  return names;
}


/** Where a hierarchical URI points: its scheme and authority, and its path's segments decoded. */
export interface Place {
  /** `scheme://authority`, the scheme and host lowercased (§6.2.2.1); `file://localhost` is `file://` (RFC 8089 §2). */
  origin: string;
  /** The path's segments after the first `/`, each percent-decoded; a trailing `/` gives a last empty one. */
  segments: string[];
}

/**
 * The place of a URI with an authority and an absolute path (`file:`, and
 * in a browser `vscode-vfs:` or `vscode-test-web:`), or undefined for any
 * other. Its query and fragment are left out. A Windows drive letter is
 * uppercased: VS Code writes `c%3A`, people write `C:`.
 */
export function placeOf(uri: string): Place | undefined {
  const match = /^([A-Za-z][A-Za-z0-9+.-]*):(?:\/\/([^/?#]*))?(\/[^?#]*)?/.exec(uri);
  if (!match) return undefined;
  const scheme = match[1]!.toLowerCase();
  let authority = (match[2] ?? '').toLowerCase();
  if (match[2] === undefined && scheme !== 'file') return undefined;
  if (scheme === 'file' && authority === 'localhost') authority = '';
  // A file: URI with a host is another machine's file (RFC 8089 §2): never the workspace's.
  if (scheme === 'file' && authority !== '') return undefined;
  const path = match[3] ?? '/';
  const segments = path.slice(1).split('/').map((s) => percentDecode(s));
  if (scheme === 'file' && segments.length > 0 && /^[A-Za-z]:$/.test(segments[0]!)) segments[0] = segments[0]!.toUpperCase();
  return { origin: `${scheme}://${authority}`, segments };
}

/** A key equal for every spelling of a place (percent-encoding, letter case of scheme and host). */
export function placeKey(uri: string): string | undefined {
  const place = placeOf(uri);
  if (!place) return undefined;
  const names = place.segments[place.segments.length - 1] === '' ? place.segments.slice(0, -1) : place.segments;
  return `${place.origin}/${names.join('/')}`;
}

/** A workspace folder's place key, kept in the workspace's `caches` when given: every walk starts at one of a few folders. */
export function folderKey(folder: string, caches?: WorkspaceCaches): string | undefined {
  return caches ? caches.folderKeys.getOrMake(folder, () => placeKey(folder)) : placeKey(folder);
}

/** The place key of the file `segments` (names, decoded) below `folder`: `placeKey(uriBelow(folder, segments))`, without making the URI and parsing it again. */
export function placeKeyBelow(folder: string, segments: readonly string[], caches?: WorkspaceCaches): string | undefined {
  const key = folderKey(folder, caches);
  return key === undefined || segments.length === 0 ? key : `${key}/${segments.join('/')}`;
}

/** How many names a folder's path has (a trailing slash adds none). */
function folderDepth(segments: readonly string[]): number {
  return segments[segments.length - 1] === '' ? segments.length - 1 : segments.length;
}

function isPrefix(prefix: readonly string[], of: readonly string[]): boolean {
  // A folder's URI may end with a slash: its last, empty segment is no name.
  const names = prefix[prefix.length - 1] === '' ? prefix.slice(0, -1) : prefix;
  if (names.length > of.length) return false;
  return names.every((name, i) => name === of[i]);
}

/** The offset of the reference's first `?` or `#` (from `from` on), or its length. */
function endOfPath(text: string, from = 0): number {
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x3f || c === 0x23) return i;
  }
  return text.length;
}

function tryResolve(base: string, reference: string): string | undefined {
  try {
    return resolve(base, reference);
  } catch {
    return undefined;
  }
}

/** True when the place key `key` (`/`-separated) is one of `keys` or lies below one of them. */
export function atOrBelowAny(key: string, keys: ReadonlySet<string>): boolean {
  for (let at = key.length; at > 0; at = key.lastIndexOf('/', at - 1)) {
    if (keys.has(at === key.length ? key : key.slice(0, at))) return true;
  }
  return false;
}
