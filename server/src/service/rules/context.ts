/**
 * What the rules that judge from the workspace (links, fragments) ask of
 * their context (rules/types.ts `WorkspaceContext`, whose `DocumentFacts`
 * features/facts.ts makes): a reference's target and what is known of it,
 * whether it is a link at all.
 */
import type { AnalyzedReference } from '../analysis';
import { localTargetOf } from '../links/target';
import { keptAsTestData, TEST_INPUT_NOTE } from '../links/testData';
import type { Finding, JudgedLink, LinkContext, WorkspaceContext } from './types';

/** The local target of a reference and what is known of it, or undefined when it names no workspace file. */
export function judgeLink(ref: AnalyzedReference, links: LinkContext): JudgedLink | undefined {
  const target = localTargetOf(ref, links.scope);
  if (!target) return undefined;
  return { target, walk: links.facts.known(target.folder, target.segments) };
}

/** Whether the link rules leave a reference alone: ignored by the settings, or in a comment or a namespace, where nothing follows it. */
export function notALink({ ref, facts, start }: WorkspaceContext): boolean {
  return facts.notALink(ref, start);
}

/**
 * `findings` of a link, with what they say of a reference nothing renders (a definition no link uses, a schema
 * location) or nobody follows (a link of test data): a missing target is then worth a word, not a warning
 * (`Finding.atMostInformation`).
 */
export function linkFindingsOf<F extends Finding>(findings: F[], { ref, facts, start }: WorkspaceContext): F[] {
  if (findings.length === 0) return findings;
  const inert = facts.inert(ref, start);
  const note = inert === 'schema-location' ? ' (A schema location is a hint a parser may resolve from its catalog.)'
    : inert === 'unused-definition' ? ' (No link uses this definition.)'
      : facts.links !== undefined && keptAsTestData(facts.links.scope) ? TEST_INPUT_NOTE : undefined;
  return note === undefined ? findings : findings.map((finding) => ({ ...finding, atMostInformation: note }));
}

