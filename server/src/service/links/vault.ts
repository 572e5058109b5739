/**
 * Note vaults: a folder a note-taking app opens as a whole, whose links
 * resolve by a file's name wherever it is in the vault, `.md` optional for
 * a note (Obsidian's "shortest path when possible", Foam's and Logseq's
 * wiki links), or by its path from the vault's top (Obsidian's "absolute
 * path in vault"). Recognised by the app's own configuration at the vault's top:
 * Obsidian's `.obsidian/` folder, Foam's `.foam/`, Dendron's `dendron.yml`,
 * Logseq's `logseq/` folder (which holds its `config.edn`). A missing file's link there
 * leads to the file of that name in any folder of the vault (`vaultFileOf`,
 * the vault's folders listed once per state of the facts): no finding. A name
 * found nowhere in the vault is still a link that leads nowhere.
 *
 * Pure over what `LinkFacts` knows: the folders above the document are
 * listed with its first link, the vault's folders with its first missing one
 * (rules/links.ts `linkTargets`).
 */
import { firstFile } from './facts';
import type { LinkFacts, Walk } from './facts';
import { ancestorTargets } from './site';
import type { DocumentPlace } from './site';
import type { LocalTarget } from './target';

/** The apps, each by the entry its vault's top holds. */
const VAULT_MARKS: readonly { app: string; name: string; kind: 'directory' | 'file' }[] = [
  { app: 'Obsidian', name: '.obsidian', kind: 'directory' },
  { app: 'Foam', name: '.foam', kind: 'directory' },
  { app: 'Dendron', name: 'dendron.yml', kind: 'file' },
  { app: 'Logseq', name: 'logseq', kind: 'directory' },
];

/** A vault: its app, and its top folder. */
export interface Vault {
  app: string;
  top: LocalTarget;
}

/** The app whose vault holds the document (the nearest top above it that its configuration marks), or undefined. */
export function vaultOf(place: DocumentPlace, facts: LinkFacts): string | undefined {
  return vaultAbove(place, facts)?.app;
}

/** The vault that holds the document, with its top folder, or undefined (none, or a folder above not known yet). */
export function vaultAbove(place: DocumentPlace, facts: LinkFacts): Vault | undefined {
  const ancestors = ancestorTargets(place, facts);
  for (let depth = ancestors.length - 1; depth >= 0; depth--) {
    const known = facts.known(place.folder, ancestors[depth]!.segments);
    if (!known || (known.found !== 'exact' && known.found !== 'case') || !known.listing) continue;
    for (const { app, name, kind } of VAULT_MARKS) {
      if (known.listing.entries.get(name) === kind) return { app, top: ancestors[depth]! };
    }
  }
  return undefined;
}

/** A vault's folders listed at most: a vault is one person's notes, but a folder marked by mistake may be a whole disk. */
export const MAX_VAULT_FOLDERS = 4096;

/**
 * The folders of the vault, its top first, breadth first, names in order, at most `MAX_VAULT_FOLDERS`: those the
 * app reads (hidden folders, its own `.obsidian/` among them, left out, as the apps leave them out, and
 * `node_modules`). A folder not known yet is in the list, to be asked for, and nothing below it yet.
 */
export function vaultFolders(vault: Vault, facts: LinkFacts): LocalTarget[] {
  const key = `${vault.top.folder}\n${vault.top.segments.join('/')}`;
  // Kept in the facts' caches (`vaults`), at the facts' stamp they were listed at, only once all were known.
  const byTop = facts.caches.vaults;
  const stamp = facts.stamp();
  const kept = byTop.get(key);
  if (kept && kept.stamp === stamp) return kept.folders;
  const folders: LocalTarget[] = [vault.top];
  let complete = true;
  for (let i = 0; i < folders.length && folders.length < MAX_VAULT_FOLDERS; i++) {
    const folder = folders[i]!;
    const known = facts.known(folder.folder, folder.segments);
    if (!known) {
      complete = false;
      continue;
    }
    if ((known.found !== 'exact' && known.found !== 'case') || !known.listing) continue;
    const names = [...known.listing.entries].filter(([name, kind]) => kind === 'directory' && !name.startsWith('.') && name !== 'node_modules').map(([name]) => name).sort();
    for (const name of names) {
      if (folders.length >= MAX_VAULT_FOLDERS) break;
      folders.push({ ...vault.top, segments: [...folder.segments, name] });
    }
  }
  if (complete) byTop.set(key, { stamp, folders });
  return folders;
}

/**
 * The names a note-taking app resolves a missing file's link by, anywhere in its vault (Obsidian, Foam, Logseq):
 * the name as written, and a name with no extension as a note (`Internal links` → `Internal links.md`).
 */
export function noteNames(name: string): string[] {
  return /\.[^./]+$/.test(name) ? [name] : [name, `${name}.md`];
}

/**
 * The places in the vault a link that is missing where it is written may name, as its app resolves it: its path
 * from the vault's top (Obsidian's absolute path in vault, `Attachments/a.png` from a note in `Bases/`), and below
 * any folder of the vault that holds its first folder (a path's end, `Bases/Views.md`). Only for a link whose path,
 * as written, goes down from the document's folder. A bare name is looked up in the listings (`vaultFileOf`).
 */
export function vaultPaths(target: LocalTarget, walk: Walk | undefined, place: DocumentPlace, vault: Vault, facts: LinkFacts): LocalTarget[] {
  if (!walk || walk.found !== 'missing' || target.directory) return [];
  const rest = writtenBelow(target, place);
  if (rest === undefined || rest.length < 2) return [];
  const last = rest[rest.length - 1]!;
  const at = (segments: readonly string[]): LocalTarget => ({ ...target, segments, fragment: undefined });
  const out: LocalTarget[] = [];
  for (const folder of vaultFolders(vault, facts)) {
    const known = facts.known(folder.folder, folder.segments);
    if (!known || (known.found !== 'exact' && known.found !== 'case') || !known.listing) continue;
    if (known.listing.entries.get(rest[0]!) !== 'directory') continue;
    for (const name of noteNames(last)) out.push(at([...folder.segments, ...rest.slice(0, -1), name]));
  }
  return out;
}

/**
 * Where the vault's app finds a file a link names that is missing where it is written: by its name in any folder
 * of the vault, or by its path below one (`vaultPaths`). The path found, or undefined (not found, or not all known yet).
 */
export function vaultFileOf(target: LocalTarget, walk: Walk | undefined, place: DocumentPlace, vault: Vault, facts: LinkFacts): string | undefined {
  if (!walk || walk.found !== 'missing' || target.directory) return undefined;
  // A name alone, in a folder that is there or written beside a note that is not saved yet.
  if (walk.at === target.segments.length - 1 || writtenBelow(target, place)?.length === 1) {
    const names = noteNames(target.segments[target.segments.length - 1]!);
    for (const folder of vaultFolders(vault, facts)) {
      const known = facts.known(folder.folder, folder.segments);
      if (!known || (known.found !== 'exact' && known.found !== 'case') || !known.listing) continue;
      for (const name of names) {
        if (known.listing.entries.get(name) === 'file') return [...folder.segments, name].join('/');
      }
    }
  }
  return firstFile(vaultPaths(target, walk, place, vault, facts), facts, { unknown: 'skip' })?.target.segments.join('/');
}

/** A link's path as written below the document's folder (`Attachments/a.png`), or undefined when it climbs above it. */
function writtenBelow(target: LocalTarget, place: DocumentPlace): readonly string[] | undefined {
  const dirs = place.dirs;
  if (target.folder !== place.folder || target.segments.length <= dirs.length) return undefined;
  for (let i = 0; i < dirs.length; i++) if (target.segments[i] !== dirs[i]) return undefined;
  return target.segments.slice(dirs.length);
}
