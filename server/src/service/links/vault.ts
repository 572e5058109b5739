/**
 * Note vaults: a folder a note-taking app opens as a whole, whose links
 * resolve by a file's name wherever it is in the vault, `.md` optional for
 * a note (Obsidian's "shortest path when possible", Foam's and Logseq's
 * wiki links). Recognised by the app's own configuration at the vault's top:
 * Obsidian's `.obsidian/` folder, Foam's `.foam/`, Dendron's `dendron.yml`,
 * Logseq's `logseq/` folder (which holds its `config.edn`). A missing file's link there
 * leads to the file of that name in another folder of the document's set
 * (links/elsewhere.ts `fileByName`): no finding. A name found nowhere near is
 * still a link that leads nowhere.
 *
 * Pure over what `LinkFacts` knows: the folders above the document are
 * listed with its first link (rules/links.ts `linkTargets`).
 */
import type { LinkFacts } from './facts';
import { ancestorTargets } from './site';
import type { DocumentPlace } from './site';

/** The apps, each by the entry its vault's top holds. */
const VAULT_MARKS: readonly { app: string; name: string; kind: 'directory' | 'file' }[] = [
  { app: 'Obsidian', name: '.obsidian', kind: 'directory' },
  { app: 'Foam', name: '.foam', kind: 'directory' },
  { app: 'Dendron', name: 'dendron.yml', kind: 'file' },
  { app: 'Logseq', name: 'logseq', kind: 'directory' },
];

/** The app whose vault holds the document (the nearest top above it that its configuration marks), or undefined. */
export function vaultOf(place: DocumentPlace, facts: LinkFacts): string | undefined {
  const ancestors = ancestorTargets(place, facts);
  for (let depth = ancestors.length - 1; depth >= 0; depth--) {
    const known = facts.known(place.folder, ancestors[depth]!.segments);
    if (!known || (known.found !== 'exact' && known.found !== 'case') || !known.listing) continue;
    for (const { app, name, kind } of VAULT_MARKS) {
      if (known.listing.entries.get(name) === kind) return app;
    }
  }
  return undefined;
}
