/**
 * RFC 3987: a reference that would be valid but for non-ASCII characters is
 * an IRI. It gets one diagnostic (information, or error with
 * `uriLint.iri.strict`) instead of one error per character.
 */
import type { ParseResult } from '@uri-lint/shared';
import { touchesPassword } from '../privacy';
import { contains } from '../spans';
import { codePoints, isBidiControl, isInvisible, isIPrivate, isUcsChar } from '../unicode';
import { defineRule, rfcHref } from './types';
import type { Finding } from './types';

/**
 * True when every error of `parsed` is a non-ASCII character that an IRI
 * allows there (RFC 3987 §2.2: `ucschar`, `iprivate` in the query only; not in
 * the scheme or port; no bidi formatting character, §4.1), and at least one of
 * them is visible (a reference whose only non-ASCII characters are invisible
 * is reported for those, not as an IRI).
 */
export function isIri(parsed: ParseResult, text: string): boolean {
  if (parsed.errors.length === 0) return false;
  let visible = false;
  for (const error of parsed.errors) {
    if (error.code !== 'non-ascii-character') return false;
    if (contains(parsed.ranges.scheme, error.start) || contains(parsed.ranges.port, error.start)) return false;
    for (const { cp, index } of codePoints(text, error.start, error.end)) {
      if (cp < 0x80) continue;
      if (isBidiControl(cp)) return false;
      if (!isUcsChar(cp) && !(isIPrivate(cp) && contains(parsed.ranges.query, index))) return false;
      if (!isInvisible(cp)) visible = true;
    }
  }
  return visible;
}

const IRI_HREF = rfcHref(3987, '3.1');

/** The IRI rule: one finding over the whole reference. */
export const iriRule = defineRule({
  codes: {
    iri: {
      level: (settings) => (settings.iriAsError ? 'error' : 'information'),
      href: IRI_HREF,
      summary: 'An IRI (RFC 3987): valid but for non-ASCII characters, which a URI must percent-encode.',
    },
  },
  fixes: {
    // RFC 3987 §3.1: the URI is another identifier (its host in IDNA form), and an IRI reported as information is accepted.
    'iri-to-uri': { title: 'Convert IRI to URI', identity: 'changes', codes: ['iri'], bulk: 'problem' },
  },
  check({ ref }): Finding<'iri'>[] {
    const { parsed, found } = ref;
    if (!isIri(parsed, found.text)) return [];
    return [{ code: 'iri', message: iriMessage(parsed, found.text), start: 0, end: found.text.length, href: IRI_HREF }];
  },
});

function iriMessage(parsed: ParseResult, text: string): string {
  const shown = new Set<string>();
  let hidden = false;
  for (const error of parsed.errors) {
    for (const { cp, index, length } of codePoints(text, error.start, error.end)) {
      if (isInvisible(cp)) continue;
      if (touchesPassword(text, parsed, index, index + length)) hidden = true;
      else shown.add(String.fromCodePoint(cp));
    }
  }
  const list = [...shown].slice(0, 5).map((ch) => `"${ch}"`).join(', ');
  const what = list === '' ? 'Non-ASCII characters' : `Non-ASCII ${list}${shown.size > 5 || hidden ? ', …' : ''}`;
  return `${what}: an IRI, not a URI; convert it where only URIs are accepted`;
}
