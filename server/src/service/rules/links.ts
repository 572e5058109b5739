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
  const settings = links.scope.settings;
  const at = { start: target.start, end: target.end, href: LINKS_HREF };
  const written = target.segments.join('/');
  const missing = (why: string): Finding<LinkCode>[] => [{
    code: 'link-missing-file', message: `No file or folder "${written}" in the workspace${why}: the link leads nowhere.`, ...at,
  }];
  const cased = (actual: readonly string[]): Finding<LinkCode>[] => [{
    code: 'link-case-mismatch',
    message: `"${written}" is spelled "${actual.join('/')}" on disk: the link works where file names ignore letter case `
      + '(macOS, Windows) and breaks where they do not (Linux, most CI).',
    ...at,
  }];
  switch (walk.found) {
    case 'unreadable':
      return [];
    case 'exact':
    case 'case': {
      const problem = kindProblem(walk, target, settings.linkDirectoryIndex);
      if (problem) return [{ code: 'link-missing-file', message: `"${written}" ${problem}: the link leads nowhere.`, ...at }];
      return walk.found === 'case' ? cased(walk.actual) : [];
    }
    case 'missing': {
      // As a static-site generator serves /about from about.html: the first extension that names a file.
      if (walk.at === target.segments.length - 1 && !target.directory) {
        for (const extension of settings.linkExtensions) {
          const name = `${target.segments[walk.at]}${extension}`;
          if (walk.parent.entries.get(name) === 'file') return walk.cased ? cased([...walk.actual, name]) : [];
          const other = [...walk.parent.entries.keys()].find((entry) => entry.toLowerCase() === name.toLowerCase() && walk.parent.entries.get(entry) === 'file');
          if (other !== undefined) return cased([...walk.actual, other]);
        }
      }
      return missing(missingPart(walk, target));
    }
    case 'not-a-folder':
      return missing(missingPart(walk, target));
  }
}

/**
 * Why an existing target is no target: a file linked as a folder
 * (`guide.md/`), or a folder without any of `uriLint.links.directoryIndex`.
 */
function kindProblem(walk: Extract<Walk, { kind: unknown }>, target: LocalTarget, index: readonly string[]): string | undefined {
  if (walk.kind === 'file') return target.directory ? 'is a file, linked as a folder' : undefined;
  if (index.length === 0 || !walk.listing) return undefined;
  if (index.some((name) => walk.listing!.entries.get(name) === 'file')) return undefined;
  return `is a folder without ${index.length === 1 ? `"${index[0]}"` : `any of ${index.map((name) => `"${name}"`).join(', ')}`} (uriLint.links.directoryIndex)`;
}

/** Which segment is missing, when it is not the last. */
function missingPart(walk: Extract<Walk, { at: number }>, target: LocalTarget): string {
  if (walk.found === 'not-a-folder') return ` ("${walk.actual.join('/')}" is a file, not a folder)`;
  if (walk.at >= target.segments.length - 1) return '';
  const folder = [...walk.actual, target.segments[walk.at]!].join('/');
  return ` (there is no folder "${folder}")`;
}

/** The targets of a document's links, each once, with what is known of each. */
export function linkTargets(refs: Iterable<AnalyzedReference>, links: LinkContext): JudgedLink[] {
  const out = new Map<string, JudgedLink>();
  for (const ref of refs) {
    const judged = judgeLink(ref, links);
    if (judged) out.set(`${judged.target.folder}\n${judged.target.segments.join('/')}`, judged);
  }
  return [...out.values()];
}
