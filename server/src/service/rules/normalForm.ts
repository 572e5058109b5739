/**
 * RFC 3986 §6: a URI that is not in normal form. Off unless
 * `uriLint.normalForm.enable`; the normalize fix goes with it.
 */
import { normalize } from '@uri-lint/shared';
import type { AnalyzedReference } from '../analysis';
import { maskPassword } from '../privacy';
import { defineRule, rfc3986Href } from './types';
import type { Finding } from './types';

/** The normal form of a valid reference when it differs from the text, else undefined. Never throws. */
export function normalFormOf(ref: AnalyzedReference): string | undefined {
  if (!ref.parsed.valid) return undefined;
  try {
    const normal = normalize(ref.found.text);
    return normal === ref.found.text ? undefined : normal;
  } catch {
    return undefined;
  }
}

const HREF = rfc3986Href('6.2.2');

/** The normal-form rule: one finding over the whole reference, when `uriLint.normalForm.enable`. */
export const normalFormRule = defineRule({
  codes: {
    'not-normalized': { level: 'information', href: HREF, summary: 'A URI that is not in the normal form of RFC 3986 §6 (reported with uriLint.normalForm.enable).' },
  },
  fixes: {
    // §6.2.2.1: scheme and host are case-insensitive, so lowercasing them keeps the URI equivalent.
    lowercase: { title: 'Lowercase scheme and host', identity: 'keeps', codes: ['not-normalized'] },
    // §6.2.2.2–§6.2.3: decoding and dot-segment removal give an equivalent URI by the RFC, not always by the server.
    normalize: { title: 'Normalize URI', identity: 'changes', codes: ['not-normalized'], bulk: 'any' },
  },
  check({ ref, settings }): Finding<'not-normalized'>[] {
    if (!settings.reportNonNormal) return [];
    const normal = normalFormOf(ref);
    if (normal === undefined) return [];
    return [{
      code: 'not-normalized',
      message: `Not in normal form: write ${maskPassword(normal)}`,
      start: 0,
      end: ref.found.text.length,
      href: HREF,
    }];
  },
});
