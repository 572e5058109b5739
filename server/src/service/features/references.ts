/**
 * References and document highlights over the workspace's index of links
 * (graph/linkIndex.ts): on a heading or an id, every link to it; on a link,
 * every link to the same target (the same file, and the same fragment when
 * it has one); a link written as a site's page URL (`setup.html#usage`,
 * `../setup/#usage`: links/pageUrls.ts) is a link to the page's source,
 * on the cursor and in the index alike, as the moves read it; on an absolute URI, every URI of the workspace equal to it
 * by its RFC 3986 §6 normal form. Answers are places only: no URI's text
 * (nor its password) is ever part of one. A link's target is worked out as
 * the link rules work it out (features/facts.ts), so the index and the
 * cursor agree.
 */
import type { DocumentHighlight, Location, Position } from 'vscode-languageserver-types';
import { referenceAt } from '../analysis';
import type { DocumentContext } from '../context';
import type { IndexedLink, LinkIndex } from '../graph/linkIndex';
import { normalForm, rangeOf } from '../graph/linkIndex';
import { pageTargetOf, pageUrlKeys } from '../links/pageUrls';
import { climbingTarget, localTargetOf, READER_CONTEXTS, REF_CONTEXTS } from '../links/target';
import type { LocalTarget } from '../links/target';
import { uriBelow } from '../links/facts';
import { percentDecode } from '@uri-lint/shared';
import { anchorAt } from './anchorAt';
import type { DeclaredAnchor } from './anchorAt';
import { linkContextOf } from './facts';

/** The prefix GitHub gives the ids of a rendered document's headings and elements. */
export const GITHUB_PREFIX = 'user-content-';

/** What the cursor is on, as references look for it. */
export type ReferenceTarget =
  /** A link to a file (or a place in it): `fragment` undefined asks for every link to the file. */
  | { kind: 'link'; uri: string; fragment: string | undefined }
  /** An anchor declared here: every link to it. */
  | { kind: 'anchor'; uri: string; anchor: DeclaredAnchor }
  /** An absolute URI that names no workspace file. */
  | { kind: 'uri'; normal: string };

/**
 * What the cursor is on, if references can follow it. A link written as a site's page URL is its page's source once the
 * workspace's facts tell it; what they do not tell yet is told to `unknown`.
 */
export function referenceTargetAt(ctx: DocumentContext, position: Position, unknown?: (place: LocalTarget) => void, index?: LinkIndex): ReferenceTarget | undefined {
  const { document, analysis } = ctx;
  const ref = referenceAt(analysis, document.offsetAt(position));
  if (ref && ref.template === undefined && ref.parsed.valid) {
    const links = linkContextOf(ctx);
    const path = links && localTargetOf(ref, links.scope);
    // A link climbing above the folder names no file as a path; as a site's page URL it may.
    const target = path ?? (links ? climbingTarget(ref, links.scope) : undefined);
    const urlKeys = () => pageUrlKeys(document.getText());
    const page = target && pageTargetOf(ref, target, links!.scope, links!.facts, { site: () => links!.site(), urlKeys }, unknown);
    const fragment = target?.fragment === undefined ? undefined : percentDecode(target.fragment);
    // No source at its path: the page that sets that URL for itself (`permalink: /people/`), if one does.
    const own = target && !page && index ? index.pageSettingUrl(ref.found.text.slice(target.start, target.end), links!.scope, urlKeys) : undefined;
    if (own) return { kind: 'link', uri: own, fragment };
    if (target && (path || page)) return { kind: 'link', uri: uriBelow(target.folder, page?.segments ?? target.segments), fragment };
    const text = ref.found.text;
    if (text.startsWith('#') && ref.parsed.kind === 'relative-ref' && (READER_CONTEXTS.has(ref.found.context) || REF_CONTEXTS.has(ref.found.context))
      && analysis.base === undefined) {
      return { kind: 'link', uri: document.uri, fragment: percentDecode(text.slice(1)) };
    }
    if (ref.parsed.kind === 'uri') return { kind: 'uri', normal: normalForm(text) };
  }
  const anchor = anchorAt(ctx, position);
  return anchor && { kind: 'anchor', uri: document.uri, anchor };
}

/** The links the target is referenced by, in the index. */
function linksOf(target: ReferenceTarget, index: LinkIndex): IndexedLink[] {
  switch (target.kind) {
    case 'link':
      // Without a fragment, the file's links: a page's own `#section` links are no link to the file.
      return target.fragment === undefined ? index.linksTo(target.uri).filter((link) => link.folder !== undefined) : index.linksTo(target.uri, target.fragment);
    case 'anchor':
      // GitHub renders a heading's or an id's anchor as `user-content-<id>`, and links name it both ways.
      return target.anchor.kind === 'member' ? index.linksTo(target.uri, target.anchor.id)
        : [...index.linksTo(target.uri, target.anchor.id), ...index.linksTo(target.uri, `${GITHUB_PREFIX}${target.anchor.id}`)];
    case 'uri':
      return index.urisEqualNormal(target.normal);
  }
}

/**
 * The places the workspace's facts must tell before references at `position` are complete: what the link under the
 * cursor leads to when it is written as a page's URL, and the sites and sources of the links written so that may lead
 * to the target (`LinkIndex.pagesPending`). None once all are known.
 */
export function referencesPending(ctx: DocumentContext, position: Position, index: LinkIndex): LocalTarget[] {
  const out: LocalTarget[] = [];
  const target = referenceTargetAt(ctx, position, (place) => void out.push(place), index);
  if (target && target.kind !== 'uri') out.push(...index.pagesPending(target.uri));
  return out;
}

/** textDocument/references. */
export function computeReferences(ctx: DocumentContext, position: Position, index: LinkIndex, { includeDeclaration }: { includeDeclaration: boolean }): Location[] {
  const target = referenceTargetAt(ctx, position, undefined, index);
  if (!target) return [];
  const out: Location[] = sorted(linksOf(target, index)).map((link) => ({ uri: link.source, range: rangeOf(link) }));
  if (target.kind === 'anchor' && includeDeclaration) out.unshift({ uri: ctx.document.uri, range: target.anchor.range });
  return out;
}

/** DocumentHighlight's kinds: read (a link to it), write (where it is declared). */
const READ = 2;
const WRITE = 3;

/** textDocument/documentHighlight: the same target's links in this document, and its declaration when it is here. */
export function computeHighlights(ctx: DocumentContext, position: Position, index: LinkIndex): DocumentHighlight[] {
  const target = referenceTargetAt(ctx, position, undefined, index);
  if (!target) return [];
  const uri = ctx.document.uri;
  const out: DocumentHighlight[] = sorted(linksOf(target, index).filter((link) => link.source === uri)).map((link) => ({ range: rangeOf(link), kind: READ }));
  if (target.kind === 'anchor') out.unshift({ range: target.anchor.range, kind: WRITE });
  return out;
}

/** Every link to the file `uri` ("Find file references"), whatever its fragment. */
export function computeFileReferences(uri: string, index: LinkIndex): Location[] {
  return sorted(index.linksTo(uri).filter((link) => link.folder !== undefined)).map((link) => ({ uri: link.source, range: rangeOf(link) }));
}

function sorted(links: IndexedLink[]): IndexedLink[] {
  return links.sort((a, b) => (a.source < b.source ? -1 : a.source > b.source ? 1 : a.line - b.line || a.character - b.character));
}

