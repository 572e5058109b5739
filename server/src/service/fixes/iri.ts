/**
 * "Convert IRI to URI": RFC 3987 §3.1. Every non-ASCII character becomes its
 * UTF-8 percent-encoding, except in a registered name, which is converted
 * with IDNA (UTS #46, through tr46) as RFC 3986 §3.2.2 recommends for DNS
 * names; a host IDNA rejects is percent-encoded instead (§3.2.2 allows it).
 */
import { encode } from '@uri-lint/shared';
import type * as Tr46 from 'tr46';
import type { AnalyzedReference } from '../analysis';
import { isIri } from '../rules/iri';
import { codePoints } from '../unicode';
import { componentAt } from './encode';
import { resultTitle } from './titles';
import { applyRefEdits } from './types';
import type { Fix, RefEdit } from './types';

/** The IRI-to-URI fix of a reference, or undefined when it is no IRI. */
export function iriFix(ref: AnalyzedReference, preferred = false): Fix | undefined {
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
