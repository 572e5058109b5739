/**
 * mailto (RFC 6068 §2): `mailto:` [ to ] [ "?" hfield *( "&" hfield ) ].
 * Each address of `to` (and of the `to`, `cc` and `bcc` hfields) is an
 * addr-spec once percent-decoded; each hfield is `hfname=hfvalue`, of
 * qchar only, so "/", "?" and a second "=" there must be percent-encoded,
 * as must "/", "&", ";" and "=" in an address.
 */
import { percentDecode, quoted } from '@uri-lint/shared';
import type { AnalyzedReference } from '../../analysis';
import type { Finding } from '../types';
import { defineScheme, finding, rfcHref, split } from './common';
import type { Piece } from './common';

/** The codes of the mailto module. */
export type MailtoCode = 'mailto-invalid-address' | 'mailto-invalid-header' | 'mailto-unencoded-character';

const HREF = rfcHref(6068, '2');

/** The mailto module. */
export const mailtoScheme = defineScheme<MailtoCode>({
  schemes: ['mailto'],
  codes: {
    'mailto-invalid-address': {
      level: 'error', href: HREF,
      summary: 'A mailto address that is not an e-mail address (local-part@domain, RFC 6068 §2).',
      doc: {
        why: 'A mailto address is an e-mail address, `local-part@domain` (RFC 6068 §2); without the `@` or the domain the mail client has nowhere to send it.',
        bad: 'Write to <mailto:support.example.com>.\n',
        good: 'Write to <mailto:support@example.com>.\n',
      },
    },
    'mailto-invalid-header': {
      level: 'error', href: HREF,
      summary: 'A mailto header field that is not name=value, or an empty one between "&" (RFC 6068 §2).',
      doc: {
        why: 'The query of a mailto URI is header fields, `name=value` separated by `&` (RFC 6068 §2); a field without `=` or an empty one is dropped or misread by mail clients.',
        bad: 'Write to <mailto:support@example.com?subject>.\n',
        good: 'Write to <mailto:support@example.com?subject=Help>.\n',
      },
    },
    'mailto-unencoded-character': {
      level: 'warning', href: HREF,
      summary: 'A "/", "?", "=", "&" or ";" that RFC 6068 §2 requires percent-encoded in a mailto address or header value.',
      doc: {
        why: 'RFC 6068 §2 requires `/`, `?`, `=`, `&` and `;` percent-encoded inside an address or a header value, where they would otherwise end it.',
        bad: 'Write to <mailto:sales/emea@example.com>.\n',
        good: 'Write to <mailto:sales%2Femea@example.com>.\n',
      },
    },
  },
  check: mailtoFindings,
});

/** Headers whose values are lists of addresses. */
const ADDRESS_HEADERS = new Set(['to', 'cc', 'bcc']);

function mailtoFindings(ref: AnalyzedReference): Finding<MailtoCode>[] {
  const { components, ranges } = ref.parsed;
  if (ranges.authority) {
    return [finding('mailto-invalid-address', ranges.authority.start - 2, ranges.authority.end,
      '"//" in a mailto URI: write the address right after "mailto:", as mailto:joe@example.com', HREF)];
  }
  const findings: Finding<MailtoCode>[] = [];
  if (components.path !== '') {
    const prose = ref.found.context === 'plain' || ref.found.context === 'quoted';
    for (const address of split(components.path, ',', ranges.path.start)) findings.push(...addressFindings(ref.found.text, address, { prose }));
  }
  if (components.query !== undefined && ranges.query) {
    for (const hfield of split(components.query, '&', ranges.query.start)) findings.push(...hfieldFindings(ref.found.text, hfield));
  }
  return findings;
}

/** RFC 6068 §2: "/" (gen-delims), and "&", ";", "=" (sub-delims) must be percent-encoded in an address. */
const ADDRESS_MUST_ENCODE = /[/&;=]/g;
/** Not qchar, so percent-encoded in an hfname or hfvalue (RFC 6068 §2; "&" separates hfields). */
const HFIELD_MUST_ENCODE = /[/?=]/g;

/**
 * An address that is words without `@` (`submitter-email`, `your_address`, `EMAIL`): a name for the address that goes
 * there, no address mistyped. A dot, a `%` or any other character leaves it an address to judge (`john.doe`).
 */
const WORDS = /^[A-Za-z][A-Za-z0-9]*(?:[-_][A-Za-z0-9]+)*$/;

/** Said of a mailto address that is a word in prose: a placeholder. */
export const PLACEHOLDER_ADDRESS_NOTE = ' (A word in running text, in place of the address: a placeholder for it.)';

/**
 * An address's findings. `prose`: the reference is in running text (prose, a plain text's comment), where no reader
 * follows it: an address that is words without `@` names what goes there (dspace's config/ldn/request-review,
 * `## Parameters: {0} … submitter email id (e.g. 'mailto:submitter-email')`), a template's placeholder, said at most
 * as Information; in a link, an attribute or a string of code it stays an error, as does a real address's mistake
 * (`mailto:user@host/x`).
 */
function addressFindings(text: string, address: Piece, { prose }: { prose: boolean }): Finding<MailtoCode>[] {
  if (address.text === '') return [emptyAddress(text, address)];
  const unencoded = mustEncode(address, ADDRESS_MUST_ENCODE, 'address');
  if (isAddrSpec(percentDecode(address.text))) return unencoded;
  const invalid = finding('mailto-invalid-address', address.start, address.end,
    `"${address.text}" is not an e-mail address: write name@domain, without a display name`, HREF);
  return [prose && WORDS.test(address.text) ? { ...invalid, atMostInformation: PLACEHOLDER_ADDRESS_NOTE } : invalid, ...unencoded];
}

/** An empty address between commas (or after the last one): the comma is marked. */
function emptyAddress(text: string, address: Piece): Finding<MailtoCode> {
  const comma = text[address.end] === ',' ? address.end : address.start - 1;
  return finding('mailto-invalid-address', comma, comma + 1, 'Empty address between ",": remove one ","', HREF);
}

function hfieldFindings(text: string, hfield: Piece): Finding<MailtoCode>[] {
  if (hfield.text === '') {
    const amp = text[hfield.end] === '&' ? hfield.end : hfield.start - 1;
    return [finding('mailto-invalid-header', amp, amp + 1, 'Empty header field between "&": remove one "&"', HREF)];
  }
  const eq = hfield.text.indexOf('=');
  if (eq <= 0) {
    return [finding('mailto-invalid-header', hfield.start, hfield.end,
      `"${hfield.text}" is not a header field: write name=value, as subject=Hello`, HREF)];
  }
  const name = hfield.text.slice(0, eq);
  const value: Piece = { text: hfield.text.slice(eq + 1), start: hfield.start + eq + 1, end: hfield.end };
  const findings = mustEncode({ text: name, start: hfield.start, end: hfield.start + eq }, HFIELD_MUST_ENCODE, 'header name');
  findings.push(...mustEncode(value, HFIELD_MUST_ENCODE, 'header value'));
  if (ADDRESS_HEADERS.has(percentDecode(name).toLowerCase()) && value.text !== '') {
    const bad = percentDecode(value.text).split(',').find((a) => !isAddrSpec(a.trim()));
    if (bad !== undefined) {
      findings.push(finding('mailto-invalid-address', value.start, value.end,
        `"${bad}" in the ${name} field is not an e-mail address: write name@domain`, HREF));
    }
  }
  return findings;
}

/**
 * One finding per piece (an address, a header name or value) for the
 * characters of it that `pattern` matches, shown on the piece and naming
 * each character: a squiggle under one "/" is not seen.
 */
function mustEncode(piece: Piece, pattern: RegExp, where: string): Finding<MailtoCode>[] {
  const matches = [...piece.text.matchAll(pattern)];
  if (matches.length === 0) return [];
  const chars = [...new Set(matches.map((m) => m[0]))];
  const names = chars.map((c) => `"${c}"`).join(', ');
  const codes = chars.map((c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`).join(', ');
  return [{
    ...finding('mailto-unencoded-character', piece.start, piece.end, `${names} in ${where} ${quoted(piece.text)}: encode as ${codes}`, HREF),
    chars: matches.map((m) => ({ start: piece.start + m.index, end: piece.start + m.index + 1 })),
  }];
}

/** RFC 5322 §3.2.3 atext, with the UTF-8 of RFC 6532 (RFC 6068 §2 allows internationalized addresses). */
const ATOM = "[A-Za-z0-9!#$%&'*+\\-/=?^_`{|}~\\u0080-\\uffff]+";
const DOT_ATOM = new RegExp(`^${ATOM}(?:\\.${ATOM})*$`);
/** RFC 5322 §3.2.4 quoted-string, without folding white space. */
const QUOTED = /^"(?:[\x20\x21\x23-\x5b\x5d-\x7e\u0080-\uffff]|\\[\x20-\x7e])*"$/;
/** RFC 6068 §2 domain: dot-atom-text or "[" *dtext-no-obs "]". */
const DOMAIN_LITERAL = /^\[[\x21-\x5a\x5e-\x7e]*\]$/;

/** True when `address` (percent-decoded) is an addr-spec of RFC 6068 §2. */
function isAddrSpec(address: string): boolean {
  const at = address.lastIndexOf('@');
  if (at <= 0) return false;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  return (DOT_ATOM.test(local) || QUOTED.test(local)) && (DOT_ATOM.test(domain) || DOMAIN_LITERAL.test(domain));
}
