/**
 * Markdown written for Docsify, told by Docsify's own link attributes in a link's title (`[api docs](api/ ':ignore')`,
 * `':target=_blank'`, `':disabled'`, `':id=x'`: docsify.js.org/#/helpers), which no forge reads: a document that writes
 * them, and the other documents of its folder, are pages Docsify renders, wherever its `index.html` lies (luxon's
 * `site/index.html`, whose build copies `docs/` in beside it). Docsify's router reads a relative link with no
 * extension as the page of that name (`[formatting](formatting)` is `formatting.md`), where a forge finds no file.
 *
 * Read from the document's text and those of the other Markdown documents of its folder (at most `MAX_SIBLINGS`,
 * their texts through the anchors' reads, `AnchorFacts`). Pure over what `LinkFacts` knows.
 */
import type { SlugRules } from '../anchors/slug';
import type { LinkFacts } from './facts';
import { uriBelow } from './facts';
import { ownFolderListing } from './site';
import { placeKeyBelow } from './target';
import type { TargetScope } from './target';

/** A Markdown link whose title holds one of Docsify's link attributes. */
const DOCSIFY_ATTRIBUTE = /\]\([^()\s]+[ \t]+(["'])[^"'\n]*:(?:ignore|target=|disabled|id=|class=)[^"'\n]*\1[ \t]*\)/;

/** How many of the folder's other Markdown documents are read for the mark. */
const MAX_SIBLINGS = 32;

const MARKDOWN = /\.(?:md|markdown)$/i;

/**
 * The document of the scope's folder that writes Docsify's link attributes (the document itself, or another), its name;
 * null when none does; undefined while the folder's listing or a document's text is not known yet, with the URIs of
 * the texts to read (`unread`).
 */
export function docsifyMarked(scope: TargetScope, facts: LinkFacts, rules: SlugRules): { by: string | null | undefined; unread: string[] } {
  const known = ownFolderListing(scope, facts);
  if (!known) return { by: undefined, unread: [] };
  const { place, own, listing } = known;
  const unread: string[] = [];
  let read = 0;
  for (const [entry, kind] of listing.entries) {
    if (kind !== 'file' || !MARKDOWN.test(entry)) continue;
    if (++read > MAX_SIBLINGS) break;
    const segments = [...own.segments, entry];
    const sibling = uriBelow(place.folder, segments);
    const index = facts.anchors.known(sibling, rules, placeKeyBelow(place.folder, segments));
    if (index === undefined) unread.push(sibling);
    else if (index !== null && DOCSIFY_ATTRIBUTE.test(index.text)) return { by: entry, unread: [] };
  }
  return { by: unread.length > 0 ? undefined : null, unread };
}
