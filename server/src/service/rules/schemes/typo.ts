/**
 * A scheme that is not registered (RFC 7595 §2, IANA's registry) but one
 * edit away from a common one (`htps`, `htttp`, `mialto`): a hint, with the
 * registered scheme as the fix. Any other unregistered scheme is fine: a
 * private scheme is a scheme (RFC 7595 §6).
 */
import { isRegisteredScheme, withinOneEdit } from '@uri-lint/shared';
import type { AnalyzedReference } from '../../analysis';
import { diffEdit } from '../../fixes/types';
import type { Fix } from '../../fixes/types';
import type { CodeInfo, Finding, FixId, FixInfo, FixInputs } from '../types';
import { clears, finding, rfcHref } from './common';

const HREF = rfcHref(7595, '2');

/** The code of the typo check. */
export type TypoCode = 'scheme-typo' | 'scheme-missing-colon';

/** Its code table. */
export const TYPO_CODES: Readonly<Record<TypoCode, CodeInfo>> = {
  'scheme-typo': {
    level: 'hint', href: HREF,
    summary: 'A scheme that is not registered and is one letter away from a common one (htps, htttp, mialto).',
    doc: {
      why: 'A scheme that is not registered and is one letter away from a common one (`htps`, `htttp`, `mialto`) is almost always a typo: nothing opens it. A hint by default, since private schemes exist.',
      bad: 'See htps://example.com/docs.\n',
      good: 'See https://example.com/docs.\n',
    },
  },
  // A warning: `https//example.com` is a relative path that leads nowhere, and always a slip of the keyboard.
  'scheme-missing-colon': {
    level: 'warning', href: rfcHref(3986, '3.1'),
    summary: 'A URL whose scheme lost its colon (https//example.com): a relative path, not the URL.',
    doc: {
      why: 'A URL whose scheme lost its colon (`https//example.com`) is a relative path to every parser: a link to it leads to a file of that name, not to the site. Always a slip of the keyboard; the `scheme-typo` fix writes the colon.',
      bad: 'See https//example.com/docs.\n',
      good: 'See https://example.com/docs.\n',
    },
  },
};

/** Its fix: another scheme is another URI, whatever the author meant. */
export const TYPO_FIXES: Readonly<Record<FixId, FixInfo<TypoCode>>> = {
  'scheme-typo': {
    title: 'Change the scheme to the registered one', identity: 'changes', codes: ['scheme-typo', 'scheme-missing-colon'], menuRank: 3, bulkRank: 10,
    compute: (inputs) => [schemeTypoFix(inputs)],
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
  return COMMON.find((common) => common !== name && withinOneEdit(name, common));
}

/** `https//host`: a common network scheme, `//` and a host, without the colon between. */
const COLONLESS = /^(https?|ftps?|wss?|sftp)\/\/[A-Za-z0-9[]/i;

/** The scheme a relative reference lost the colon of, or undefined. */
export function colonlessScheme(text: string): string | undefined {
  return COLONLESS.exec(text)?.[1];
}

/** The finding of a relative reference whose scheme lost its colon. */
export function colonlessFindings(ref: AnalyzedReference): Finding<TypoCode>[] {
  if (ref.parsed.kind !== 'relative-ref') return [];
  const scheme = colonlessScheme(ref.found.text);
  if (scheme === undefined) return [];
  return [finding('scheme-missing-colon', 0, scheme.length + 2,
    `"${scheme}//" has no ":": this is a relative path, not a URL; write "${scheme}://"`, rfcHref(3986, '3.1'))];
}

/** The typo finding of a reference. */
export function typoFindings(ref: AnalyzedReference): Finding<TypoCode>[] {
  const { components, ranges } = ref.parsed;
  const target = typoTarget(components.scheme!);
  if (target === undefined) return [];
  return [finding('scheme-typo', ranges.scheme!.start, ranges.scheme!.end,
    `"${components.scheme}" is not a registered scheme; did you mean "${target}"?`, HREF)];
}

/** The scheme-typo fix: the registered scheme, in the case the scheme was written in. */
function schemeTypoFix(inputs: FixInputs): Fix | undefined {
  const { ref } = inputs;
  const codes = inputs.schemeCodes();
  if (codes.has('scheme-missing-colon')) {
    const lost = colonlessScheme(ref.found.text)!;
    const edits = [{ start: lost.length, end: lost.length, newText: ':' }];
    return { id: 'scheme-typo', title: `Write "${lost}://"`, edits, codes: ['scheme-missing-colon'], complete: false, preferred: true,
      verify: clears(inputs, edits, 'scheme-missing-colon') };
  }
  if (!codes.has('scheme-typo')) return undefined;
  const scheme = ref.parsed.components.scheme!;
  const target = typoTarget(scheme)!;
  const written = scheme === scheme.toUpperCase() ? target.toUpperCase() : target;
  const edit = diffEdit(scheme, written);
  const start = ref.parsed.ranges.scheme!.start;
  const edits = [{ start: start + edit.start, end: start + edit.end, newText: edit.newText }];
  return { id: 'scheme-typo', title: `Change scheme to "${written}"`, edits, codes: ['scheme-typo'], complete: false, preferred: true,
    verify: clears(inputs, edits, 'scheme-typo') };
}
