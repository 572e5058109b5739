/**
 * What the rules ask of their context (rules/types.ts `ReferenceContext`,
 * `WorkspaceContext`, whose `DocumentFacts` features/facts.ts makes): a
 * reference's target and what is known of it, whether it is a link at all,
 * and what a test file does to a finding.
 */
import type { AnalyzedReference } from '../analysis';
import { localTargetOf } from '../links/target';
import { TEST_INPUT_NOTE } from '../links/testData';
import type { Finding, JudgedLink, LinkContext, ReferenceContext, WorkspaceContext } from './types';

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
export function linkFindingsOf<F extends Finding>(findings: F[], ctx: WorkspaceContext): F[] {
  const { ref, facts, start } = ctx;
  if (findings.length === 0) return findings;
  const inert = facts.inert(ref, start);
  const note = inert === 'schema-location' ? ' (A schema location is a hint a parser may resolve from its catalog.)'
    : inert === 'unused-definition' ? ' (No link uses this definition.)'
      : inert === 'xslt-result' ? ' (A link of the document this stylesheet writes: it resolves from where the transform writes it, which the tool does not know.)' : undefined;
  if (note !== undefined) return findings.map((finding) => ({ ...finding, atMostInformation: note }));
  // A test file's links are what a test reads (a page saved as test data), not pages someone follows.
  return facts.links === undefined ? findings : inTestFile(findings, ctx, TEST_INPUT_NOTE);
}

/**
 * What a test file does to a rule's findings (the context's `testFile`, links/testData.ts says which files are
 * tests): its errors and warnings are information, saying why (`note`), over any other reason the rule gave for
 * saying less: that reason is the one the command line's summary counts. Asked only when there is a finding.
 */
export function inTestFile<F extends Finding>(findings: F[], { testFile }: ReferenceContext, note: string): F[] {
  if (findings.length === 0 || testFile === undefined || !testFile()) return findings;
  return findings.map((finding) => ({ ...finding, atMostInformation: note }));
}

