/**
 * urn (RFC 8141 §2): `urn:` NID `:` NSS [ "?+" r-component ] [ "?=" q-component ]
 * [ "#" f-component ]. The NID is 2 to 32 letters, digits and hyphens,
 * neither first nor last a hyphen; the NSS is not empty and does not start
 * with "/". Three namespaces are checked where their RFCs define the NSS:
 * uuid (RFC 4122 §3), isbn (RFC 3187 §3, ISBN-10 and ISBN-13 with their
 * check digits) and ietf (RFC 2648 §2: rfc, fyi, std and bcp numbers).
 */
import type { AnalyzedReference } from '../../analysis';
import type { Finding } from '../types';
import { defineScheme, finding, rfcHref } from './common';
import type { Piece } from './common';

/** The codes of the urn module. */
export type UrnCode = 'urn-invalid-nid' | 'urn-invalid-nss' | 'urn-invalid-component' | 'urn-invalid-uuid' | 'urn-invalid-isbn' | 'urn-invalid-ietf';

const HREF = rfcHref(8141, '2');
const COMPONENT_HREF = rfcHref(8141, '2.3');
const UUID_HREF = rfcHref(4122, '3');
const ISBN_HREF = rfcHref(3187, '3');
const IETF_HREF = rfcHref(2648, '2');

/** The urn module. */
export const urnScheme = defineScheme<UrnCode>({
  schemes: ['urn'],
  codes: {
    'urn-invalid-nid': {
      level: 'error', href: HREF,
      summary: 'A URN namespace identifier that is not 2 to 32 letters, digits and inner hyphens (RFC 8141 §2).',
      doc: {
        why: 'A URN namespace identifier is 2 to 32 letters, digits and inner hyphens (RFC 8141 §2).',
        bad: 'Identifier: <urn:a:thing>\n',
        good: 'Identifier: <urn:example:thing>\n',
      },
    },
    'urn-invalid-nss': {
      level: 'error', href: HREF,
      summary: 'A URN without a namespace-specific string after the NID, or one that starts with "/" (RFC 8141 §2).',
      doc: {
        why: 'A URN has a namespace-specific string after its namespace identifier, and it does not start with `/` (RFC 8141 §2).',
        bad: 'Identifier: <urn:example:>\n',
        good: 'Identifier: <urn:example:thing>\n',
      },
    },
    'urn-invalid-component': {
      level: 'error', href: COMPONENT_HREF,
      summary: 'A URN query that is not "?+" r-component and/or "?=" q-component (RFC 8141 §2.3).',
      doc: {
        why: 'A URN\'s query is an r-component (`?+`) and/or a q-component (`?=`) (RFC 8141 §2.3); a plain `?` is not allowed.',
        bad: 'Identifier: <urn:example:thing?version=2>\n',
        good: 'Identifier: <urn:example:thing?=version=2>\n',
      },
    },
    'urn-invalid-uuid': {
      level: 'error', href: UUID_HREF,
      summary: 'A urn:uuid whose NSS is not a UUID of 32 hexadecimal digits in groups 8-4-4-4-12 (RFC 4122 §3).',
      doc: {
        why: 'The namespace-specific string of a `urn:uuid` is a UUID: 32 hexadecimal digits in groups 8-4-4-4-12 (RFC 4122 §3).',
        bad: 'Id: <urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf>\n',
        good: 'Id: <urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6>\n',
      },
    },
    'urn-invalid-isbn': {
      level: 'error', href: ISBN_HREF,
      summary: 'A urn:isbn whose NSS is not an ISBN-10 or ISBN-13 with a correct check digit (RFC 3187 §3).',
      doc: {
        why: 'A `urn:isbn` names an ISBN-10 or ISBN-13 whose check digit is right (RFC 3187 §3); a wrong digit names another book or none.',
        bad: 'Book: <urn:isbn:0451450524>\n',
        good: 'Book: <urn:isbn:0451450523>\n',
      },
    },
    'urn-invalid-ietf': {
      level: 'error', href: IETF_HREF,
      summary: 'A urn:ietf:rfc, fyi, std or bcp name without its document number (RFC 2648 §2).',
      doc: {
        why: 'A `urn:ietf:rfc`, `fyi`, `std` or `bcp` name ends with the document\'s number (RFC 2648 §2).',
        bad: 'See <urn:ietf:rfc:>.\n',
        good: 'See <urn:ietf:rfc:3986>.\n',
      },
    },
  },
  check: urnFindings,
});

const NID = /^[A-Za-z0-9][A-Za-z0-9-]{0,30}[A-Za-z0-9]$/;

function urnFindings(ref: AnalyzedReference): Finding<UrnCode>[] {
  const { components, ranges } = ref.parsed;
  const path = components.path;
  const colon = path.indexOf(':');
  const nid: Piece = { text: colon < 0 ? path : path.slice(0, colon), start: ranges.path.start, end: ranges.path.start + (colon < 0 ? path.length : colon) };
  if (!NID.test(nid.text)) {
    const [start, end] = nid.text === '' ? [ranges.scheme!.end, ranges.scheme!.end + 1] : [nid.start, nid.end];
    return [finding('urn-invalid-nid', start, end,
      `URN namespace "${nid.text}" is invalid: use 2 to 32 letters, digits or "-", not "-" first or last`, HREF)];
  }
  // "urn:isbn" alone names a namespace in prose ("the urn:isbn namespace"); "urn:isbn:" lacks its NSS.
  if (colon < 0) return [];
  const nss: Piece = { text: path.slice(colon + 1), start: nid.end + 1, end: ranges.path.end };
  // In code, `'urn:uuid:' + id` is a prefix to be completed, not a URN.
  if (nss.text === '' && ref.found.context === 'code') return [];
  if (nss.text === '' || nss.text.startsWith('/')) {
    const [start, end] = nss.text === '' ? [nid.start, nid.end + 1] : [nss.start, nss.start + 1];
    const message = nss.text === '' ? `Nothing after "urn:${nid.text}:": write the name in the namespace` : 'URN name starts with "/": remove it, or encode it as %2F';
    return [finding('urn-invalid-nss', start, end, message, HREF)];
  }
  const findings: Finding<UrnCode>[] = [...namespaceFindings(nid.text.toLowerCase(), nss)];
  if (components.query !== undefined && !isRqComponents(components.query)) {
    findings.push(finding('urn-invalid-component', ranges.query!.start - 1, ranges.query!.end,
      '"?" in a URN starts "?+…" or "?=…": write "?" as %3F if it belongs to the name', COMPONENT_HREF));
  }
  return findings;
}

/** RFC 8141 §2: [ "?+" r-component ] [ "?=" q-component ], `query` being what follows the first "?". */
function isRqComponents(query: string): boolean {
  let rest = query;
  if (rest.startsWith('+')) {
    const q = rest.indexOf('?=');
    const r = q < 0 ? rest.slice(1) : rest.slice(1, q);
    if (!startsComponent(r)) return false;
    if (q < 0) return true;
    rest = rest.slice(q + 1);
  }
  return rest.startsWith('=') && startsComponent(rest.slice(1));
}

/** r- and q-components are pchar *( pchar / "/" / "?" ): not empty, not starting with "/" or "?". */
function startsComponent(component: string): boolean {
  return component !== '' && component[0] !== '/' && component[0] !== '?';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function namespaceFindings(nid: string, nss: Piece): Finding<UrnCode>[] {
  if (nid === 'uuid' && !UUID.test(nss.text)) {
    return [finding('urn-invalid-uuid', nss.start, nss.end,
      `"${nss.text}" is not a UUID: write 32 hex digits as 8-4-4-4-12 (f81d4fae-7dec-11d0-a765-00a0c91e6bf6)`, UUID_HREF)];
  }
  if (nid === 'isbn') {
    const problem = isbnProblem(nss.text);
    return problem ? [finding('urn-invalid-isbn', nss.start, nss.end, `"${nss.text}" is not an ISBN: ${problem}`, ISBN_HREF)] : [];
  }
  if (nid === 'ietf') {
    const match = /^(rfc|fyi|std|bcp):(.*)$/i.exec(nss.text);
    if (match && !/^[0-9]+$/.test(match[2]!)) {
      return [finding('urn-invalid-ietf', nss.start, nss.end,
        `"urn:ietf:${match[1]!.toLowerCase()}:" needs the document's number: write digits, as urn:ietf:rfc:2648`, IETF_HREF)];
    }
  }
  return [];
}

/** Why `isbn` (hyphens allowed) is not an ISBN-10 or ISBN-13, or undefined when it is one. */
function isbnProblem(isbn: string): string | undefined {
  const digits = isbn.replace(/-/g, '').toUpperCase();
  if (/^[0-9]{9}[0-9X]$/.test(digits)) {
    const sum = [...digits].reduce((s, d, i) => s + (10 - i) * (d === 'X' ? 10 : Number(d)), 0);
    return sum % 11 === 0 ? undefined : 'its check digit is wrong for an ISBN-10';
  }
  if (/^97[89][0-9]{10}$/.test(digits)) {
    const sum = [...digits].reduce((s, d, i) => s + (i % 2 === 0 ? 1 : 3) * Number(d), 0);
    return sum % 10 === 0 ? undefined : 'its check digit is wrong for an ISBN-13';
  }
  return 'an ISBN is 10 characters (digits, the last may be X) or 13 digits starting 978 or 979, hyphens aside';
}
