/**
 * RFC 3986 §6: a URI that is not in normal form. Off unless
 * `uriLint.normalForm.enable`; the normalize fix goes with it.
 */
import { normalize } from '@uri-lint/shared';
import type { AnalyzedReference } from '../analysis';
import { DiagnosticCode, SERVER_CODE_HREFS } from '../codes';
import { maskPassword } from '../privacy';
import type { Settings } from '../settings';
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

/** The normal-form rule: one finding over the whole reference. */
export function normalFormRule(ref: AnalyzedReference, settings: Settings): Finding[] {
  if (!settings.reportNonNormal) return [];
  const normal = normalFormOf(ref);
  if (normal === undefined) return [];
  return [{
    code: DiagnosticCode.notNormalized,
    message: `Not in normal form (RFC 3986 §6.2.2); the normal form is ${maskPassword(normal)}`,
    start: 0,
    end: ref.found.text.length,
    href: SERVER_CODE_HREFS['not-normalized'],
  }];
}
