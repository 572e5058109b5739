/**
 * RFC 3987: a reference that would be valid but for non-ASCII characters is
 * an IRI. It gets one diagnostic (information, or error with
 * `uriLint.iri.strict`) instead of one error per character. Its fix,
 * "Convert IRI to URI" (RFC 3987 §3.1): every non-ASCII character becomes its
 * UTF-8 percent-encoding, except in a registered name, which is converted
 * with IDNA (UTS #46, through tr46) as RFC 3986 §3.2.2 recommends for DNS
 * names; a host IDNA rejects is percent-encoded instead (§3.2.2 allows it).
 */
import { encode, touchesPassword } from '@uri-lint/shared';
import type { ParseResult } from '@uri-lint/shared';
import type * as Tr46 from 'tr46';
import type { AnalyzedReference } from '../analysis';
import { componentAt } from '../fixes/encode';
import { resultTitle } from '../fixes/titles';
import { applyRefEdits } from '../fixes/types';
import type { Fix, RefEdit } from '../fixes/types';
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
      level: (settings) => (settings.iriStrict ? 'error' : 'information'),
      href: IRI_HREF,
      summary: 'An IRI (RFC 3987): valid but for non-ASCII characters, which a URI must percent-encode.',
      doc: {
        why: 'An IRI (RFC 3987) is a URI with non-ASCII characters. Browsers convert it, but many programs that accept only URIs (HTTP headers, older libraries, some feeds) do not. Reported as information by default; `uriLint.iri.strict` makes it an error.',
        bad: 'See <https://example.com/caf\u00e9>.\n',
        good: 'See <https://example.com/caf%C3%A9>.\n',
      },
    },
  },
  fixes: {
    // RFC 3987 §3.1: the URI is another identifier (its host in IDNA form), and an IRI reported as information is accepted.
    // The fix the menu prefers where `iri` is reported as an error: the user then wants URIs, not IRIs.
    'iri-to-uri': {
      title: 'Convert IRI to URI', identity: 'changes', codes: ['iri'], bulk: 'problem', menuRank: 8, bulkRank: 3,
      compute: ({ ref, levelOf }) => [iriFix(ref, { preferred: levelOf('iri') === 'error' })],
    },
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

/** The IRI-to-URI fix of a reference, or undefined when it is no IRI. */
export function iriFix(ref: AnalyzedReference, { preferred = false }: { preferred?: boolean } = {}): Fix | undefined {
  const edits = iriEdits(ref);
  if (!edits) return undefined;
  return { id: 'iri-to-uri', title: resultTitle('Convert IRI to URI', ref, edits), edits, codes: ['iri'], complete: true, preferred };
}

/** The URI an IRI maps to (unchecked), or undefined when the reference is no IRI. */
export function iriToUri(ref: AnalyzedReference): string | undefined {
  const edits = iriEdits(ref);
  return edits && applyRefEdits(ref.found.text, edits);
}

function iriEdits(ref: AnalyzedReference): RefEdit[] | undefined {
  const { parsed, found } = ref;
  if (!isIri(parsed, found.text)) return undefined;
  const host = parsed.ranges.host;
  const edits: RefEdit[] = [];
  const hostEdit = host && parsed.components.hostType === 'reg-name' ? idnaEdit(found.text, host) : undefined;
  for (const { cp, index, length } of codePoints(found.text)) {
    if (cp < 0x80) continue;
    if (hostEdit && index >= hostEdit.start && index < hostEdit.end) continue;
    const component = componentAt(parsed, index) ?? 'path';
    edits.push({ start: index, end: index + length, newText: encode(found.text.slice(index, index + length), component) });
  }
  if (hostEdit) edits.push(hostEdit);
  return edits.sort((a, b) => a.start - b.start);
}

/** tr46 and its tables are a third of the server's bundle: loaded with the first IRI host, not at start-up. */
let tr46: typeof Tr46 | undefined;

function toASCII(name: string): string | null {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  tr46 ??= require('tr46') as typeof Tr46;
  return tr46.toASCII(name);
}

/** The host in IDNA form, when it has non-ASCII characters and IDNA accepts it. */
function idnaEdit(text: string, host: { start: number; end: number }): RefEdit | undefined {
  const name = text.slice(host.start, host.end);
  // A percent-encoded name is not a domain name IDNA can read; such hosts are percent-encoded throughout.
  if (!/[^\x00-\x7f]/.test(name) || name.includes('%')) return undefined;
  const ascii = toASCII(name);
  if (ascii === null || ascii === '' || /[^a-z0-9.\-_~!$&'()*+,;=]/i.test(ascii)) return undefined;
  return { start: host.start, end: host.end, newText: ascii };
}
