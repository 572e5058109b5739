/**
 * `http:\\hostname`: backslashes where a URI whose scheme requires "//" and
 * a host has its slashes, as Windows writes paths. RFC 3986 §3 puts "//"
 * before the authority, and "\" is no URI character at all (§2): the two are
 * one mistake, reported once under a code of its own, whose fix (declared
 * with the http module's restore-slashes) writes "//".
 */
import { HOST_SCHEMES } from '@uri-lint/shared';
import type { AnalyzedReference } from '../../analysis';
import type { Fix } from '../../fixes/types';
import type { FixInputs } from '../types';
import { clears } from './common';

/** The offsets in the reference text of the two characters after the scheme's colon, when they mix `\` into `//`. */
export function backslashSlashesRange(ref: AnalyzedReference): { start: number; end: number } | undefined {
  const { components, ranges } = ref.parsed;
  if (components.scheme === undefined || ranges.scheme === undefined || !HOST_SCHEMES.has(components.scheme.toLowerCase())) return undefined;
  const start = ranges.scheme.end + 1;
  const pair = ref.found.text.slice(start, start + 2);
  if (/^[\\/]{2}$/.test(pair) && pair.includes('\\')) return { start, end: start + 2 };
  // Markdown reads `http:\\host` as an escaped backslash: one `\` in the reference, written as two in the text.
  const offsets = ref.found.offsets;
  if (offsets === undefined || pair[0] !== '\\' || pair[1] === '/' || pair[1] === '\\') return undefined;
  const written = (offsets[start + 1] ?? ref.found.end) - offsets[start]!;
  return written === 2 ? { start, end: start + 1 } : undefined;
}

/** The fix of `backslash-for-slash`: `//` where `\\` (or `/\`, `\/`) stands after the scheme. */
export function backslashSlashesFix(inputs: FixInputs): Fix | undefined {
  const { ref } = inputs;
  const codes = inputs.schemeCodes();
  if (!codes.has('backslash-for-slash')) return undefined;
  const range = backslashSlashesRange(ref)!;
  const edits = [{ start: range.start, end: range.end, newText: '//' }];
  return { id: 'restore-slashes', title: 'Write "//" for the backslashes', edits, codes: ['backslash-for-slash'], complete: false, preferred: true,
    verify: clears(inputs, edits, 'backslash-for-slash') };
}
