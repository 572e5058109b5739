/**
 * A Markdown document that another pastes in by an include directive (`<!-- include(authorization/authorization.md) -->`,
 * aglio's and hercule's for API Blueprint, markdown-include's and markdown-pp's alike): it is a part of the includer's
 * page, rendered by the program that reads the directive, whose ids are that program's (aglio names an action
 * `#submissions-submission-get-1` after its group, resource and method), not the forge's slugs of the part's headings
 * (judge0's `docs/api/authorization/authorization.md`, included by `docs/api/docs.md`). Known cheaply: the includers
 * looked for are the Markdown documents of the document's own folder and the one above it (where the directives that
 * assemble a page from its folders' parts are), a few of each, read through the facts' configuration reads.
 */
import type { LinkFacts } from './facts';
import { uriBelow } from './facts';
import { perScope } from './filesAbove';
import { resolved } from './rstIncluders';
import { ancestorTargets, documentPlace } from './site';
import type { TargetScope } from './target';

/** An include directive in an HTML comment, its path: `<!-- include(path) -->`. */
const INCLUDE = /<!--[ \t]*include\(([^()\s]+)\)[ \t]*-->/g;

/** A Markdown document, by its name. */
const MARKDOWN = /\.(?:md|markdown|apib)$/i;

/** Markdown documents of a folder read for their includes, at most. */
const MAX_DOCUMENTS = 16;

const includers = perScope<string>();

/**
 * The path below the workspace folder of a Markdown document (of the document's folder or the one above) that
 * includes the scope's document by `<!-- include(…) -->`; null when none does, undefined while a listing or a
 * document is not read yet.
 */
export function markdownIncluderOf(scope: TargetScope, facts: LinkFacts): string | null | undefined {
  return includers(scope, facts, () => {
    const place = documentPlace(scope);
    if (!place) return null;
    const path = scope.document.replace(/[?#].*$/, '');
    let own: string;
    try {
      own = decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
    } catch {
      return null;
    }
    const self = [...place.dirs, own].join('/');
    const targets = ancestorTargets(place, facts);
    let pending = false;
    for (let depth = place.dirs.length; depth >= Math.max(0, place.dirs.length - 1); depth--) {
      const walk = facts.known(place.folder, targets[depth]!.segments);
      if (walk === undefined) pending = true;
      if (!walk || (walk.found !== 'exact' && walk.found !== 'case') || !walk.listing) continue;
      const dirs = targets[depth]!.segments;
      const files = [...walk.listing.entries].filter(([name, kind]) => kind === 'file' && MARKDOWN.test(name) && !(depth === place.dirs.length && name === own))
        .map(([name]) => name).sort().slice(0, MAX_DOCUMENTS);
      for (const name of files) {
        const text = facts.configs.text(uriBelow(place.folder, [...dirs, name]));
        if (text === undefined) pending = true;
        if (typeof text !== 'string' || !text.includes('include(')) continue;
        for (const match of text.matchAll(INCLUDE)) {
          if (resolved(dirs, match[1]!)?.join('/') === self) return [...dirs, name].join('/');
        }
      }
    }
    return pending ? undefined : null;
  });
}

/** Said of a same-page fragment an included Markdown part lacks. */
export function includedMarkdownNote(includer: string): string {
  return ` (${includer} includes this document (<!-- include(…) -->): it is a part of that page, whose ids the program that reads the directive makes (aglio, hercule), which the tool does not model.)`;
}
