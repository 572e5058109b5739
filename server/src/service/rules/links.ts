/**
 * Link targets (issue 20 §2): a reference that names a file of the
 * workspace (links/target.ts) whose file is not there, or is there only in
 * another letter case. Its findings depend on the workspace's files, not on
 * the reference alone, so it is no `check` of the per-parse cache:
 * features/diagnostics.ts asks `linkFindings` over what `LinkFacts` knows
 * each time a document is judged (a map lookup per link).
 */
import type { AnalyzedReference } from '../analysis';
import type { LinkFacts, Walk } from '../links/facts';
import { localTargetOf } from '../links/target';
import type { LocalTarget, TargetScope } from '../links/target';
import { defineRule } from './types';
import type { Finding } from './types';

/** Where link checking is explained. */
export const LINKS_HREF = 'https://github.com/uri-lint/uri-lint#links-to-files';

export const linksRule = defineRule({
  codes: {
    'link-missing-file': {
      level: 'warning',
      href: LINKS_HREF,
      summary: 'A relative link, root-relative link, file: URI or mapped URL whose file or folder is not in the workspace.',
    },
    'link-case-mismatch': {
      level: 'warning',
      href: LINKS_HREF,
      summary: 'A link whose file exists only in another letter case: it opens on macOS and Windows and breaks on Linux.',
    },
  },
  check: () => [],
});

export type LinkCode = keyof typeof linksRule.codes;

/** What judging a document's links needs: where its targets lie and what is known of the files. */
export interface LinkContext {
  scope: TargetScope;
  facts: LinkFacts;
}

/** A link's target and what is known of it (undefined: not yet asked; `LinkFacts.ensure` it). */
export interface JudgedLink {
  target: LocalTarget;
  walk: Walk | undefined;
}

/** The local target of a reference and what is known of it, or undefined when it names no workspace file. */
export function judgeLink(ref: AnalyzedReference, links: LinkContext): JudgedLink | undefined {
  const target = localTargetOf(ref, links.scope);
  if (!target) return undefined;
  return { target, walk: links.facts.known(target.folder, target.segments) };
}

/** The findings of a reference about its target file (none while its files are not known yet). */
export function linkFindings(ref: AnalyzedReference, links: LinkContext): Finding<LinkCode>[] {
  const judged = judgeLink(ref, links);
  if (!judged?.walk) return [];
  const { target, walk } = judged;
  const at = { start: target.start, end: target.end, href: LINKS_HREF };
  const written = target.segments.join('/');
  switch (walk.found) {
    case 'exact':
    case 'unreadable':
      return [];
    case 'case':
      return [{
        code: 'link-case-mismatch',
        message: `"${written}" is spelled "${walk.actual.join('/')}" on disk: the link works where file names ignore letter case `
          + '(macOS, Windows) and breaks where they do not (Linux, most CI).',
        ...at,
      }];
    case 'missing':
    case 'not-a-folder':
      return [{
        code: 'link-missing-file',
        message: `No file or folder "${written}" in the workspace${missingPart(walk, target)}: the link leads nowhere.`,
        ...at,
      }];
  }
}

/** Which segment is missing, when it is not the last. */
function missingPart(walk: Extract<Walk, { at: number }>, target: LocalTarget): string {
  if (walk.found === 'not-a-folder') return ` ("${walk.actual.join('/')}" is a file, not a folder)`;
  if (walk.at >= target.segments.length - 1) return '';
  const folder = [...walk.actual, target.segments[walk.at]!].join('/');
  return ` (there is no folder "${folder}")`;
}

/** The targets of a document's links that are not known yet, for `LinkFacts.ensure` (each once). */
export function unknownTargets(refs: Iterable<AnalyzedReference>, links: LinkContext): LocalTarget[] {
  const out = new Map<string, LocalTarget>();
  for (const ref of refs) {
    const judged = judgeLink(ref, links);
    if (judged && !judged.walk) out.set(`${judged.target.folder}\n${judged.target.segments.join('/')}`, judged.target);
  }
  return [...out.values()];
}
