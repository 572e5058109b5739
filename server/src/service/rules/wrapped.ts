/**
 * A Markdown link whose destination wraps the URL in more of the link's own syntax, one mistake said once:
 * `[text]((https://…))`, where Markdown takes the balanced parentheses into the destination, and
 * `[text]([https://…](https://…))`, a link written inside a link's destination. Either is a relative path to a file
 * that is not there, whatever the workspace holds. The link rule says it (links.ts, `wrappedUrlFindings`), in a link or a reference definition; the syntax
 * rule's findings on the same text are declared said by it (`saidByLinkRule`), so that where the link rule speaks one
 * mistake is not two squiggles.
 */
import type { AnalyzedReference } from '../analysis';
import type { Finding } from './types';

/** `(https://…)`: a URL in a second pair of parentheses. */
const WRAPPED_URL = /^\(((?:[A-Za-z][A-Za-z0-9+.-]*:|\/\/)[^\s()]*)\)$/;
/** `[https://…](https://…)`: a Markdown link as a link's destination. */
const NESTED_LINK = /^\[((?:[A-Za-z][A-Za-z0-9+.-]*:|\/\/)[^\s[\]]*)\]\(((?:[A-Za-z][A-Za-z0-9+.-]*:|\/\/)[^\s()]*)\)$/;

/** How a Markdown link's destination wraps its URL, and the URL meant; undefined when it does not. */
export function wrappedUrl(ref: AnalyzedReference): { kind: 'parentheses' | 'link'; url: string } | undefined {
  // In a link or a reference definition (`[b]: (https://buildpacks.io)`, tektoncd/catalog's buildpacks READMEs).
  if (ref.found.context !== 'markdown-link' && ref.found.context !== 'markdown-definition') return undefined;
  const text = ref.found.text;
  if (text.charCodeAt(0) === 0x28) {
    const match = WRAPPED_URL.exec(text);
    return match ? { kind: 'parentheses', url: match[1]! } : undefined;
  }
  if (text.charCodeAt(0) === 0x5b) {
    const match = NESTED_LINK.exec(text);
    return match ? { kind: 'link', url: match[2]! } : undefined;
  }
  return undefined;
}

/**
 * The findings of another rule on a wrapped URL, each declared said by the link rule (`Finding.saidBy`): left out
 * where the link rule speaks, which says the mistake once, and what Markdown does with it.
 */
export function saidByLinkRule<F extends Finding>(ref: AnalyzedReference, findings: F[]): F[] {
  return findings.length === 0 || wrappedUrl(ref) === undefined ? findings : findings.map((f) => ({ ...f, saidBy: 'link-missing-file' }));
}
