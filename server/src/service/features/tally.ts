/**
 * A document's tally for the evidence of its folder (evidence.ts): the links
 * and fragments judged, the missing files and what is known of each (a folder
 * absent, a file found elsewhere or by its name, a root-relative prefix, a
 * `$ref` path written the same elsewhere, a site the document is copied
 * into). Worked out from the document's context each time it is judged; the
 * caller sums the tallies per folder (the command line over a run's files,
 * the server over the open documents) and weighs them (rules/evidence.ts).
 */
import { maskPasswordsIn, withSafeMessages } from '@uri-lint/shared';
import type { AnalyzedReference } from '../analysis';
import type { DocumentContext } from '../context';
import { emptyTally, evidenceKey } from '../evidence';
import type { LinkTally } from '../evidence';
import { linkContextOf } from './facts';
import { judgeLink } from '../rules/context';
import { linkFindings, onFordProject, REF_BY_NAME_NOTE } from '../rules/links';
import { READER_CONTEXTS, REF_CONTEXTS } from '../links/target';
import { isOwnFragment } from '../rules/fragments';
import { documentPlace } from '../links/site';
import { ELSEWHERE_LOOKS, fileByName, foundAbove, foundElsewhere, missingFolderOf, pageBeside } from '../links/elsewhere';
import { isTestDocument, TEST_INPUT_NOTE } from '../links/testData';

/**
 * The links and fragments of a document that were judged, and its missing files (its missing fragments are counted
 * from its findings by the caller, `countFragmentFindings`: fragments into other files may be judged elsewhere).
 */
export function tallyLinks(ctx: DocumentContext): LinkTally {
  const tally = emptyTally();
  const links = linkContextOf(ctx);
  if (!links) return tally;
  // Whether the document is a test file, and where it lies (`documentPlace`, kept per scope), matter only to a missing
  // file: asked then, not of every document (most have none).
  let testData: boolean | undefined;
  ctx.analysis.forEachStored((ref) => {
    const judged = judgeLink(ref, links);
    if (judged?.walk) {
      tally.links++;
      if (judged.walk.found !== 'unreadable' && isRootRelative(ref)) tally.rootLinks = (tally.rootLinks ?? 0) + 1;
      const found = judged.walk.found === 'unreadable' ? undefined : onFordProject({ ref, document: ctx.document, links, judged }, linkFindings(ref, links, judged)).find((f) => f.code === 'link-missing-file');
      // As the editor and the report have it: a message or target that would show a password is not kept.
      const missing = found && withSafeMessages(ref.found.text, ref.parsed, [found])[0];
      // A file kept as test data links to what a test reads (rules/context.ts says so of its findings): no failure.
      const said = missing?.atMostInformation ?? (missing && (testData ??= isTestDocument(ctx)) ? TEST_INPUT_NOTE : undefined);
      // A link that works only on a site its folder may be published as (links/siteRoot.ts) fails under the rules
      // assumed (GitHub's reading): evidence, as any such failure, that a program they do not model renders the folder.
      // A `$ref` that names no document says it on its finding, once: no failure of the folder, and no notice of it.
      if (said === REF_BY_NAME_NOTE) {
        // Nothing more to count.
      } else if (said !== undefined && missing?.failsAsAssumed !== true) {
        tally.unseen[said] = (tally.unseen[said] ?? 0) + 1;
      } else if (missing) {
        tally.missingFiles++;
        const key = evidenceKey('link-missing-file', missing);
        tally.distinct[key] = (tally.distinct[key] ?? 0) + 1;
        const written = refPath(ref);
        if (written !== undefined) (tally.refPaths ??= {})[`${masked(written)}\0${key}`] = 1;
        // Keys a notice may show and the command line's cache keeps: a password written where a path goes is masked.
        const prefix = masked(rootPrefix(ref));
        if (prefix !== undefined) {
          tally.rootMissing[prefix] = (tally.rootMissing[prefix] ?? 0) + 1;
          const keys = (tally.rootMessages ??= {});
          keys[key] = (keys[key] ?? 0) + 1;
          // A folder below a first folder the workspace folder's top does not hold: one a site may serve from elsewhere.
          const segments = judged.target.segments;
          if (judged.walk.found === 'missing' && judged.walk.at === 0 && segments.length >= 2 && !judged.target.directory) {
            const folder = masked(segments.slice(0, -1).join('/'))!;
            (tally.rootFolderDocs ??= {})[folder] = 1;
          }
        }
        // A few of a document's missing files are looked for by name: enough to tell a pattern. Beside it with `.md`
        // (a site serving a document at its name), or, for a relative link, in another folder of the set.
        const place = documentPlace(links.scope);
        if (place && judged.walk.found === 'missing' && judged.walk.at === judged.target.segments.length - 1 && tally.named < ELSEWHERE_LOOKS) {
          tally.named++;
          if (pageBeside(judged.target, judged.walk)
            || (!isRootRelative(ref) && fileByName(judged.target, judged.walk, place, links.facts) !== undefined)) tally.foundByName++;
        }
        const absent = masked(missingFolderOf(judged.target, judged.walk));
        if (absent !== undefined) {
          const seen = tally.absentFolders[absent] ?? 0;
          tally.absentFolders[absent] = seen + 1;
          tally.absentDocuments[absent] = 1;
          // A few links of each absent folder are looked for elsewhere: enough to tell a pattern.
          if (place && seen < ELSEWHERE_LOOKS && foundElsewhere(judged.target, judged.walk, place, links.facts)) {
            tally.foundElsewhere[absent] = (tally.foundElsewhere[absent] ?? 0) + 1;
          }
          if (place && seen < ELSEWHERE_LOOKS && foundAbove(judged.target, judged.walk, place, links.facts)) {
            const above = (tally.foundAbove ??= {});
            above[absent] = (above[absent] ?? 0) + 1;
          }
        }
      }
    }
    if (judgesFragment(ref, judged)) tally.fragments++;
  });
  if (tally.missingFiles > 0) tally.failingDocuments = tally.fileDocuments = 1;
  // A document whose own links show a build copies it into a site it assembles (its missing files said so already).
  if (Object.keys(tally.unseen).length > 0 && links.site() === null) {
    const copied = links.copiedInto();
    if (copied) tally.copies = { [copied.site]: 1 };
  }
  return tally;
}

/** A folder's or a prefix's name with any password in it masked (`d/alice:hunter2@host` → `d/alice:••••@host`). */
function masked(name: string | undefined): string | undefined {
  return name === undefined || !name.includes('@') ? name : maskPasswordsIn(name);
}

/** Whether a reference's fragment is judged: one of its own in a link a reader follows, or one into a file that is there. */
function judgesFragment(ref: AnalyzedReference, judged: ReturnType<typeof judgeLink>): boolean {
  if (ref.parsed.ranges.fragment === undefined || ref.template !== undefined || REF_CONTEXTS.has(ref.found.context)) return false;
  if (isOwnFragment(ref)) return READER_CONTEXTS.has(ref.found.context);
  return judged?.walk?.found === 'exact' && judged.walk.kind === 'file' && judged.target.fragment !== undefined && !judged.target.directory;
}

/** The path of a relative `$ref` as written (`../../base/specs/common/error_schema.yaml`), not a root-relative one. */
function refPath(ref: AnalyzedReference): string | undefined {
  if (!REF_CONTEXTS.has(ref.found.context) || ref.parsed.kind !== 'relative-ref' || isRootRelative(ref)) return undefined;
  const path = ref.found.text.replace(/[?#].*$/s, '');
  return path === '' ? undefined : path;
}

/** Whether a reference is a root-relative path (`/guides/x`). */
function isRootRelative(ref: AnalyzedReference): boolean {
  return ref.parsed.kind === 'relative-ref' && ref.found.text.startsWith('/') && !ref.found.text.startsWith('//');
}

/** The first segment of a root-relative link (`/guides/x` → `guides`). */
function rootPrefix(ref: AnalyzedReference): string | undefined {
  const text = ref.found.text;
  if (ref.parsed.kind !== 'relative-ref' || !text.startsWith('/') || text.startsWith('//')) return undefined;
  const end = text.slice(1).search(/[/?#]/);
  return end < 0 ? text.slice(1) : text.slice(1, end + 1);
}
