/**
 * RFC 3986 §3.2.2 host: IP-literal (IPv6address / IPvFuture), IPv4address
 * and reg-name. The validators return the smallest offending range, so the
 * parser can point at the characters that break the rule.
 */
import { CLASS, HEXDIG, SUB_DELIMS, UNRESERVED } from './chars';
import type { HostType } from './types';

/** A violation inside a host: offsets into the text and what is wrong. */
export interface HostProblem {
  start: number;
  end: number;
  reason: string;
}

const isHex = (c: number): boolean => c < 128 && (CLASS[c] & HEXDIG) !== 0;
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

/** The first character that can be in no IPv6address (hex digits, ":" and "." are), if any. */
function firstOutside(text: string, start: number, end: number): HostProblem | undefined {
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x3a || c === 0x2e || isHex(c)) continue;
    const width = c >= 0xd800 && c <= 0xdbff && i + 1 < end ? 2 : 1;
    return { start: i, end: i + width, reason: `"${text.slice(i, i + width)}" is not a hexadecimal digit, ":" or "."` };
  }
  return undefined;
}

/**
 * Validates text[start, end) as an `IPv6address` (§3.2.2): eight 16-bit
 * pieces, or fewer with exactly one "::" standing for one or more zero
 * pieces, the last 32 bits optionally written as an IPv4address.
 */
export function checkIPv6(text: string, start: number, end: number): HostProblem | undefined {
  if (start === end) return { start: start - 1, end: end + 1, reason: 'the brackets are empty' };
  const stray = firstOutside(text, start, end);
  if (stray !== undefined) return stray;
  let units = 0;
  let compressed = -1;
  let i = start;
  if (text.charCodeAt(i) === 0x3a) {
    if (i + 1 >= end || text.charCodeAt(i + 1) !== 0x3a) {
      return { start: i, end: i + 1, reason: 'an address cannot begin with a single ":"' };
    }
    compressed = i;
    i += 2;
    if (i === end) return undefined;
  }
  for (;;) {
    const pieceStart = i;
    while (i < end && isHex(text.charCodeAt(i))) i++;
    const c = i < end ? text.charCodeAt(i) : -1;
    if (c === 0x2e) {
      // ls32 as an IPv4address: only as the last piece, worth two pieces.
      let j = pieceStart;
      while (j < end && (isDigit(text.charCodeAt(j)) || text.charCodeAt(j) === 0x2e)) j++;
      if (j < end || !isIPv4(text, pieceStart, end)) {
        return { start: pieceStart, end: j < end ? j + 1 : end, reason: 'the embedded IPv4 address must be four decimal octets from 0 to 255, without leading zeros, at the end' };
      }
      units += 2;
      break;
    }
    if (i === pieceStart) {
      if (c === -1) return { start: i - 1, end: i, reason: 'an address cannot end with a single ":"' };
      return { start: i, end: i + 1, reason: `"${text[i]}" is not a hexadecimal digit or ":"` };
    }
    if (i - pieceStart > 4) return { start: pieceStart + 4, end: i, reason: 'a piece has at most four hexadecimal digits' };
    units++;
    if (units > 8 || (compressed >= 0 && units > 7)) {
      return { start: pieceStart, end: i, reason: compressed >= 0 ? 'with "::" there can be at most seven pieces' : 'an address has at most eight pieces' };
    }
    if (c === -1) break;
    if (c !== 0x3a) return { start: i, end: i + 1, reason: `"${String.fromCodePoint(text.codePointAt(i)!)}" is not a hexadecimal digit or ":"` };
    i++;
    if (i < end && text.charCodeAt(i) === 0x3a) {
      if (compressed >= 0) return { start: i - 1, end: i + 1, reason: '"::" may appear only once' };
      compressed = i - 1;
      i++;
      if (i === end) break;
    } else if (i === end) {
      return { start: i - 1, end: i, reason: 'an address cannot end with a single ":"' };
    }
  }
  if (compressed < 0 && units !== 8) {
    return { start, end, reason: `it has ${units > 8 ? 'more' : 'fewer'} than eight pieces and no "::"` };
  }
  if (compressed >= 0 && units > 7) {
    return { start, end, reason: 'with "::" there can be at most seven pieces' };
  }
  return undefined;
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
    if (c === 0x3a || (c < 128 && (CLASS[c] & (UNRESERVED | SUB_DELIMS)) !== 0)) continue;
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
