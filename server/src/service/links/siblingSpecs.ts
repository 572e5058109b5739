/**
 * The specs a partial OpenAPI or JSON Schema document may be merged with: files of the document's own name in the
 * folders beside the ones above it (dkan's `modules/datastore/docs/openapi_spec.json` and
 * `modules/common/docs/openapi_spec.json`). A module's spec there writes `$ref: '#/components/responses/400BadJson'`
 * and defines no such member: the program that serves the API merges every module's spec into one document, where the
 * common spec's member answers it. Where another spec of the same name defines the pointer at the same place, a miss
 * in this one is no claim the tool can make (rules/schemaRefs.ts: Information, naming that spec).
 *
 * Looked for: in each of the folders up to `LEVELS` above the document's, every folder (but the one on the document's
 * own path) holding the document's path below it, or its folder's name and its name (`<module>/docs/openapi_spec.json`
 * from `modules/metastore/modules/metastore_search/docs/`). Pure over what `LinkFacts` knows; what it does not know yet
 * is answered as the targets to list.
 */
import { percentDecode } from '@uri-lint/shared';
import type { LinkFacts } from './facts';
import { uriBelow } from './facts';
import { ancestorTargets, documentPlace } from './site';
import { placeKeyBelow } from './target';
import type { LocalTarget, TargetScope } from './target';

/** How many folders above the document's are looked in. */
const LEVELS = 4;

/** How many folders of one folder are looked in (a folder of a few modules, not a vendored tree's top). */
const MAX_FOLDERS = 48;

/** Folders no spec of the repository's own lies in. */
const SKIPPED = /^(?:\.|node_modules$|vendor$)/;

/** A spec of the same name elsewhere. */
export interface SiblingSpec {
  /** Its path below the workspace folder. */
  path: string;
  uri: string;
  key: string | undefined;
}

/**
 * The specs of the document's name found beside the folders above it (`specs`), and the targets whose listings are
 * not known yet (`unknown`, for the platform to list before it judges again).
 */
export function siblingSpecs(scope: TargetScope, facts: LinkFacts): { specs: SiblingSpec[]; unknown: LocalTarget[] } {
  const specs: SiblingSpec[] = [];
  const unknown: LocalTarget[] = [];
  const place = documentPlace(scope);
  if (!place) return { specs, unknown };
  const uri = scope.document.replace(/[?#].*$/, '');
  const name = percentDecode(uri.slice(uri.lastIndexOf('/') + 1));
  const { dirs } = place;
  const ancestors = ancestorTargets(place, facts);
  const seen = new Set<string>();
  for (let i = dirs.length - 1; i >= Math.max(0, dirs.length - LEVELS); i--) {
    const above = ancestors[i]!;
    const walk = facts.known(place.folder, above.segments);
    if (walk === undefined) {
      unknown.push(above);
      continue;
    }
    if ((walk.found !== 'exact' && walk.found !== 'case') || !walk.listing) continue;
    const tails = [[...dirs.slice(i + 1), name]];
    if (i + 1 < dirs.length - 1) tails.push([dirs[dirs.length - 1]!, name]);
    let folders = 0;
    for (const [entry, kind] of walk.listing.entries) {
      if (kind !== 'directory' || entry === dirs[i] || SKIPPED.test(entry)) continue;
      if (++folders > MAX_FOLDERS) break;
      for (const tail of tails) {
        const segments = [...above.segments, entry, ...tail];
        const path = segments.join('/');
        if (seen.has(path)) continue;
        seen.add(path);
        const found = facts.known(place.folder, segments);
        if (found === undefined) unknown.push({ folder: place.folder, segments, directory: false, fragment: undefined, start: 0, end: 0 });
        else if (found.found === 'exact' && found.kind === 'file') {
          specs.push({ path, uri: uriBelow(place.folder, segments), key: placeKeyBelow(place.folder, segments) });
        }
      }
    }
  }
  return { specs, unknown };
}
