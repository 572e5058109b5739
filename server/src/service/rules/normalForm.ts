/**
 * RFC 3986 §6: a URI that is not in normal form. Off unless
 * `uriLint.normalForm.enable`. Its fixes: "Lowercase scheme and host"
 * (§6.2.2.1, case normalization of the case-insensitive components) and
 * "Normalize URI to …" (the core's whole normal form, §6.2.2 and §6.2.3).
 */
import { normalize } from '@uri-lint/shared';
import type { AnalyzedReference } from '../analysis';
import { maskPassword } from '@uri-lint/shared';
import { diffEdit } from '../fixes/types';
import type { Fix, RefEdit } from '../fixes/types';
import { isIri } from './iri';
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
    'not-normalized': {
      level: 'information',
      href: HREF,
      summary: 'A URI that is not in the normal form of RFC 3986 §6 (reported with uriLint.normalForm.enable).',
      doc: {
        why: 'Two URIs that differ only by case, unneeded percent-encoding, a default port or dot segments identify the same resource (RFC 3986 §6.2.2, §6.2.3); writing them in normal form makes them compare equal as text (caches, link checkers, deduplication). Off by default; `uriLint.normalForm.enable` turns it on.',
        bad: 'See <HTTP://Example.COM:80/a/../b>.\n',
        good: 'See <http://example.com/b>.\n',
        config: { 'normalForm.enable': true },
      },
    },
  },
  fixes: {
    // §6.2.2.1: scheme and host are case-insensitive, so lowercasing them keeps the URI equivalent.
    lowercase: {
      title: 'Lowercase scheme and host', identity: 'keeps', codes: ['not-normalized'], menuRank: 11, bulkRank: 9,
      compute: ({ ref }) => [lowercaseFix(ref, { isIriRef: isIri(ref.parsed, ref.found.text) })],
    },
    // §6.2.2.2–§6.2.3: decoding and dot-segment removal give an equivalent URI by the RFC, not always by the server.
    normalize: {
      title: 'Normalize URI', identity: 'changes', codes: ['not-normalized'], bulk: 'any', menuRank: 10, bulkRank: 8,
      compute: ({ ref }) => [normalizeFix(ref)],
    },
  },
  check({ ref, settings }): Finding<'not-normalized'>[] {
    if (!settings.normalFormEnable) return [];
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

/** The longest normal form a title shows in full. */
const TITLE_MAX = 80;

/** The normalize fix, or undefined when the reference is invalid or already normal. */
export function normalizeFix(ref: AnalyzedReference): Fix | undefined {
  const normal = normalFormOf(ref);
  if (normal === undefined) return undefined;
  const shown = maskPassword(normal);
  const title = shown.length > TITLE_MAX ? `${shown.slice(0, TITLE_MAX - 1)}…` : shown;
  return {
    id: 'normalize',
    title: `Normalize URI to ${title}`,
    edits: [diffEdit(ref.found.text, normal)],
    codes: ['not-normalized'],
    complete: true,
    preferred: true,
  };
}

/**
 * The lowercase fix: ASCII capitals of the scheme and of the host become
 * lowercase, except the hex digits of percent-encodings, which §6.2.2.1 wants
 * uppercase. Only for valid references and IRIs: it answers normal form, not
 * syntax errors.
 */
export function lowercaseFix(ref: AnalyzedReference, { isIriRef }: { isIriRef: boolean }): Fix | undefined {
  const { parsed, found } = ref;
  if (!parsed.valid && !isIriRef) return undefined;
  const edits = [...lowercaseEdits(found.text, parsed.ranges.scheme), ...lowercaseEdits(found.text, parsed.ranges.host)];
  if (edits.length === 0) return undefined;
  return {
    id: 'lowercase',
    title: 'Lowercase scheme and host',
    edits,
    codes: ['not-normalized'],
    complete: false,
    preferred: false,
  };
}

/** One edit per run of capitals in `text[range]`, skipping the two digits after each `%`. */
function lowercaseEdits(text: string, range: { start: number; end: number } | undefined): RefEdit[] {
  if (!range) return [];
  const edits: RefEdit[] = [];
  for (let i = range.start; i < range.end; i++) {
    if (text.charCodeAt(i) === 0x25) {
      i += 2;
      continue;
    }
    const c = text.charCodeAt(i);
    if (c < 0x41 || c > 0x5a) continue;
    const last = edits[edits.length - 1];
    const lower = String.fromCharCode(c + 0x20);
    if (last && last.end === i) {
      last.end = i + 1;
      last.newText += lower;
    } else {
      edits.push({ start: i, end: i + 1, newText: lower });
    }
  }
  return edits;
}
