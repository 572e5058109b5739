/**
 * RFC 3986 §3.2.2 host: IP-literal (IPv6address / IPvFuture), IPv4address
 * and reg-name. The validators return the smallest offending range, so the
 * parser can point at the characters that break the rule.
 */
import { CLASS, HEXDIG, SUB_DELIMS, UNRESERVED } from './chars';
import { describeChars } from './errors';
import type { HostType } from './types';

/** A violation inside a host: offsets into the text and what is wrong. */
export interface HostProblem {
  start: number;
  end: number;
  reason: string;
}

const isHex = (c: number): boolean => c < 128 && (CLASS[c]! & HEXDIG) !== 0;
const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;

/**
 * Matches `dec-octet` at `i`, returning the offset after it or -1.
 * dec-octet admits no leading zero: "0" to "9", "10" to "99", "100" to "255".
 */
function decOctetEnd(text: string, i: number, end: number): number {
  let j = i;
  while (j < end && j - i < 4 && isDigit(text.charCodeAt(j))) j++;
  const len = j - i;
  if (len === 0 || len > 3) return -1;
  if (len > 1 && text.charCodeAt(i) === 0x30) return -1;
  if (len === 3) {
    const value = (text.charCodeAt(i) - 0x30) * 100 + (text.charCodeAt(i + 1) - 0x30) * 10 + (text.charCodeAt(i + 2) - 0x30);
    if (value > 255) return -1;
  }
  return j;
}

/** True when text[start, end) is exactly an `IPv4address` (§3.2.2). */
export function isIPv4(text: string, start: number, end: number): boolean {
  let i = start;
  for (let octet = 0; octet < 4; octet++) {
    if (octet > 0) {
      if (i >= end || text.charCodeAt(i) !== 0x2e) return false;
      i++;
    }
    i = decOctetEnd(text, i, end);
    if (i < 0) return false;
  }
  return i === end;
}

/** Why an IPv6address cannot go on (RFC 3986 §3.2.2, RFC 4291 §2.2), in the words of the messages. */
const V6 = {
  empty: 'the brackets are empty',
  leadingColon: 'an address cannot begin with a single ":"',
  trailingColon: 'an address cannot end with a single ":"',
  tripleColon: '":::" is one ":" too many: "::" is followed by a piece or by the end',
  secondDoubleColon: '"::" may appear only once',
  longPiece: 'a piece has at most four hexadecimal digits',
  tooManyPieces: 'too many pieces: an address has at most eight',
  tooManyCompressed: 'too many pieces: with "::" an address has at most seven',
  tooManyBeforeIPv4: 'too many pieces: an embedded IPv4 address stands for the last two of eight pieces',
  tooManyCompressedIPv4: 'too many pieces: with "::" an address has at most seven, and an embedded IPv4 address counts as two',
  tooFewPieces: 'too few pieces: without "::" an address has eight',
  tooFewBeforeIPv4: 'too few pieces: an embedded IPv4 address stands for the last two of eight pieces, so six pieces or a "::" come before it',
  octetLeadingZero: 'a number of the embedded IPv4 address has no leading zero',
  octetMax: 'a number of the embedded IPv4 address is at most 255',
  octetMissing: 'a "." of the embedded IPv4 address must follow a decimal number from 0 to 255',
  fifthOctet: 'the embedded IPv4 address has only four numbers',
  ipv4Last: 'the embedded IPv4 address must come last',
  ipv4Short: 'the embedded IPv4 address needs four numbers separated by "."',
  zone: 'a zone identifier (RFC 6874, "%25" and a zone) is not part of RFC 3986',
} as const;

/** The problem at the character `text[i]` (a whole surrogate pair when it starts one). */
function problemAt(text: string, i: number, reason: string): HostProblem {
  const c = text.charCodeAt(i);
  const pair = c >= 0xd800 && c <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
  return { start: i, end: i + (pair ? 2 : 1), reason };
}

/** A character that is no hexadecimal digit, ":" or ".", named as it is written. */
function strayReason(text: string, i: number, { inIPv4 }: { inIPv4: boolean }): string {
  const c = text.charCodeAt(i);
  if (c === 0x25) return V6.zone;
  const ch = describeChars(String.fromCodePoint(text.codePointAt(i)!));
  if (inIPv4) return isHex(c) ? `${ch} is not a decimal digit: the embedded IPv4 address is written in decimal` : `${ch} is not a decimal digit or "."`;
  return `${ch} is not a hexadecimal digit, ":" or "."`;
}

/**
 * Validates text[start, end) (the inside of the brackets, `text[end]`
 * being the "]") as an `IPv6address` (§3.2.2): eight 16-bit pieces of 1 to
 * 4 hex digits separated by ":", or at most seven with exactly one "::"
 * standing for one or more zero pieces, the last two optionally written as
 * an IPv4address.
 *
 * It reads left to right and stops at the first character that no valid
 * address could continue with, naming what that character breaks: the ":"
 * that would open a ninth piece is "too many pieces" whatever follows it.
 * When every character could begin an address but the address is not
 * complete (`1:2:3`, `::1.2.3`, `1::2:`), the problem is the "]".
 */
export function checkIPv6(text: string, start: number, end: number): HostProblem | undefined {
  let pieces = 0; // h16 pieces already closed by a ":"
  let compressed = false; // a "::" was read
  let colons = 0; // ":" just read: 1, or 2 for "::"
  let fieldStart = start; // where the piece (or the IPv4 number) being read starts
  let dots = -1; // -1 before the IPv4 tail, then the "." read in it
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    const field = i - fieldStart;
    let reason: string | undefined;
    if (colons === 1 && pieces === 0 && !compressed && c !== 0x3a) {
      reason = V6.leadingColon;
    } else if (dots >= 0) {
      reason = ipv4Step(text, i, fieldStart, dots);
      if (reason === undefined && c === 0x2e) {
        dots++;
        fieldStart = i + 1;
      }
    } else if (isHex(c)) {
      if (field === 4) reason = V6.longPiece;
      else if (field === 0 && pieces + 1 > (compressed ? 7 : 8)) reason = V6.tooManyCompressed;
      colons = 0;
    } else if (c === 0x3a) {
      if (colons === 2) reason = V6.tripleColon;
      else if (colons === 1) {
        if (compressed) reason = V6.secondDoubleColon;
        compressed = true;
        colons = 2;
      } else if (field > 0) {
        // This ":" closes a piece; at least one more piece (or a "::") must follow.
        pieces++;
        if (compressed ? pieces > 6 : pieces > 7) reason = compressed ? V6.tooManyCompressed : V6.tooManyPieces;
        colons = 1;
      } else {
        colons = 1; // the first ":" of a leading "::"
      }
      fieldStart = i + 1;
    } else if (c === 0x2e) {
      reason = ipv4Start(text, fieldStart, i, pieces, { compressed });
      dots = 1;
      fieldStart = i + 1;
    } else {
      reason = strayReason(text, i, { inIPv4: false });
    }
    if (reason !== undefined) return problemAt(text, i, reason);
  }
  const reason = start === end ? V6.empty : ipv6End({ pieces, compressed, colons, dots, field: end - fieldStart });
  return reason === undefined ? undefined : { start: end, end: end + 1, reason };
}

/** The "." at `dot` ends the first number of an IPv4 tail: why it cannot, if it cannot. */
function ipv4Start(text: string, fieldStart: number, dot: number, pieces: number, { compressed }: { compressed: boolean }): string | undefined {
  if (dot === fieldStart) return V6.octetMissing;
  if (decOctetEnd(text, fieldStart, dot) !== dot) {
    let allDigits = true;
    for (let j = fieldStart; j < dot; j++) if (!isDigit(text.charCodeAt(j))) allDigits = false;
    if (!allDigits) return V6.octetMissing;
    return text.charCodeAt(fieldStart) === 0x30 && dot - fieldStart > 1 ? V6.octetLeadingZero : V6.octetMax;
  }
  // ls32: the IPv4 address is the last two pieces.
  if (compressed) return pieces + 2 > 7 ? V6.tooManyCompressedIPv4 : undefined;
  if (pieces > 6) return V6.tooManyBeforeIPv4;
  return pieces < 6 ? V6.tooFewBeforeIPv4 : undefined;
}

/** Inside the IPv4 tail, after `dots` "."; the number being read starts at `fieldStart`. */
function ipv4Step(text: string, i: number, fieldStart: number, dots: number): string | undefined {
  const c = text.charCodeAt(i);
  const length = i - fieldStart;
  if (c === 0x2e) {
    if (length === 0) return V6.octetMissing;
    return dots === 3 ? V6.fifthOctet : undefined;
  }
  if (c === 0x3a) return V6.ipv4Last;
  if (!isDigit(c)) return strayReason(text, i, { inIPv4: true });
  if (length > 0 && text.charCodeAt(fieldStart) === 0x30) return V6.octetLeadingZero;
  if (length === 3 || (length === 2 && decOctetEnd(text, fieldStart, i + 1) < 0)) return V6.octetMax;
  return undefined;
}

/** What checkIPv6 has read of an address when it meets the "]": pieces closed, "::" read, ":" just read, "." read in the IPv4 tail (-1 before it), length of the last field. */
interface V6Read {
  pieces: number;
  compressed: boolean;
  colons: number;
  dots: number;
  field: number;
}

/** At the "]" of a non-empty address: what it still lacks, if anything. */
function ipv6End(read: V6Read): string | undefined {
  const { pieces, compressed, colons, dots, field } = read;
  if (colons === 1) return pieces === 0 && !compressed ? V6.leadingColon : V6.trailingColon;
  if (dots >= 0) return dots < 3 || field === 0 ? V6.ipv4Short : undefined;
  if (compressed) return undefined;
  return pieces + (field > 0 ? 1 : 0) < 8 ? V6.tooFewPieces : undefined;
}

/**
 * Validates text[start, end) as an `IPvFuture` (§3.2.2):
 * "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" ).
 */
export function checkIPvFuture(text: string, start: number, end: number): HostProblem | undefined {
  let i = start + 1; // past "v"
  const hexStart = i;
  while (i < end && isHex(text.charCodeAt(i))) i++;
  if (i === hexStart) {
    return { start: i < end ? i : start, end: i < end ? i + 1 : end, reason: 'the version after "v" must be one or more hexadecimal digits' };
  }
  if (i >= end || text.charCodeAt(i) !== 0x2e) {
    return { start: i < end ? i : start, end: i < end ? i + 1 : end, reason: 'the version must be followed by "."' };
  }
  i++;
  if (i === end) return { start: i - 1, end: i, reason: 'at least one character must follow the "."' };
  for (; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x3a || (c < 128 && (CLASS[c]! & (UNRESERVED | SUB_DELIMS)) !== 0)) continue;
    const width = c >= 0xd800 && c <= 0xdbff && i + 1 < end ? 2 : 1;
    return { start: i, end: i + width, reason: `"${text.slice(i, i + width)}" is not allowed; only unreserved characters, sub-delims and ":" are` };
  }
  return undefined;
}

/**
 * The kind of a host as written (brackets included for an IP-literal),
 * first match wins as in the `host` rule: an IP-literal is IPvFuture when
 * it starts with "v", else IPv6; then IPv4address; else reg-name.
 */
export function hostTypeOf(host: string): HostType {
  if (host.charCodeAt(0) === 0x5b) {
    const c = host.charCodeAt(1);
    return c === 0x76 || c === 0x56 ? 'IPvFuture' : 'IPv6';
  }
  return isIPv4(host, 0, host.length) ? 'IPv4' : 'reg-name';
}
