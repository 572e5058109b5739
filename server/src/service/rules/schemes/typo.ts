/**
 * A scheme that is not registered (RFC 7595 §2, IANA's registry) but one
 * edit away from a common one (`htps`, `htttp`, `mialto`): a hint, with the
 * registered scheme as the fix. Any other unregistered scheme is fine: a
 * private scheme is a scheme (RFC 7595 §6).
 */
import { isRegisteredScheme } from '@uri-lint/shared';
import type { AnalyzedReference } from '../../analysis';
import type { Finding } from '../types';
import { finding, rfcHref } from './common';
import type { CodeInfo } from '../types';

const HREF = rfcHref(7595, '2');

/** The code of the typo check. */
export type TypoCode = 'scheme-typo';

/** Its code table. */
export const TYPO_CODES: Readonly<Record<TypoCode, CodeInfo>> = {
  'scheme-typo': {
    level: 'hint', href: HREF,
    summary: 'A scheme that is not registered and is one letter away from a common one (htps, htttp, mialto).',
  },
};

/**
 * The common schemes a typo is measured against, most common first (a tie
 * goes to the first). Short ones (ws, ftp, tel) are left out: too many real
 * private schemes are one letter away from them.
 */
const COMMON = ['https', 'http', 'mailto', 'file'];

/** The common scheme `scheme` (any case) is a typo of, or undefined. */
export function typoTarget(scheme: string): string | undefined {
  const name = scheme.toLowerCase();
  if (isRegisteredScheme(name)) return undefined;
  return COMMON.find((common) => oneEditApart(name, common));
}

/** The typo finding of a reference. */
export function typoFindings(ref: AnalyzedReference): Finding<TypoCode>[] {
  const { components, ranges } = ref.parsed;
  const target = typoTarget(components.scheme!);
  if (target === undefined) return [];
  return [finding('scheme-typo', ranges.scheme!.start, ranges.scheme!.end,
    `"${components.scheme}" is not a registered scheme; did you mean "${target}"?`, HREF)];
}

/** True when one insertion, deletion, substitution or swap of neighbours turns `a` into `b` (a ≠ b). */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
