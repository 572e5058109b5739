/**
 * The unit a problem is shown on: the smallest part of a reference a reader
 * takes in at a glance that holds the offending characters. A squiggle under
 * one space or one `|` is nearly invisible, so a problem is marked on the
 * component that holds it when the component is short by nature (scheme,
 * user name, password, host, port), or on the token of a path, query or
 * fragment (the text between `/`, `?`, `#`, `&`, `;`, `=` and `,`), and its
 * message names the exact characters. Fixes still edit those characters only.
 */
import { componentAt } from './components';
import type { ComponentAt } from './components';
import type { Range, Ranges } from './types';

/** Where a token of a path, query or fragment ends (RFC 3986 §3.3–§3.5: gen-delims and the pair separators of a query). */
function isTokenDelimiter(c: number): boolean {
  return c === 0x2f || c === 0x3f || c === 0x23 || c === 0x26 || c === 0x3b || c === 0x3d || c === 0x2c; // / ? # & ; = ,
}

/** The component holding `offset`, and the range a problem there is shown on when it is a whole component. */
function wholeComponent(ranges: Ranges, component: ComponentAt, offset: number): Range | undefined {
  const inside = (range?: Range): range is Range => range !== undefined && offset >= range.start && offset < range.end;
  switch (component) {
    case 'scheme':
      return ranges.scheme;
    case 'userinfo':
      // The user name or the password, never both: the password is never shown together with the name.
      if (inside(ranges.user)) return ranges.user;
      if (inside(ranges.password)) return ranges.password;
      return ranges.userinfo;
    case 'host':
      return ranges.host;
    case 'port':
      return ranges.port;
    default:
      return undefined;
  }
}

/**
 * The unit that shows the characters `[start, end)` of `text`: their whole
 * component for the authority's parts and the scheme, else the token around
 * them, never past the component holding `start`, nor more than `reach`
 * characters on either side: a caller that needs only the text around the
 * characters (a message quotes 40) passes it, so that a token of a million
 * characters with a million errors in it is not read once per error.
 */
export function unitOf(text: string, ranges: Ranges, start: number, end: number, reach = Number.POSITIVE_INFINITY): Range {
  const component = componentAt(ranges, start);
  const whole = wholeComponent(ranges, component, start);
  if (whole !== undefined && whole.end > whole.start) return { start: Math.min(whole.start, start), end: Math.max(whole.end, end) };
  const bounds = (component === 'path' ? ranges.path : ranges[component]) ?? { start: 0, end: text.length };
  let s = start;
  const first = Math.max(bounds.start, start - reach);
  while (s > first && !isTokenDelimiter(text.charCodeAt(s - 1))) s--;
  let e = end;
  const last = Math.min(bounds.end, end + reach);
  while (e < last && !isTokenDelimiter(text.charCodeAt(e))) e++;
  return { start: s, end: Math.max(e, end) };
}

/** The first segment of a relative reference's path (§4.2), where a ":" reads as a scheme's. */
export function firstSegmentOf(text: string, ranges: Ranges): Range {
  const { start, end } = ranges.path;
  const slash = text.indexOf('/', start);
  return { start, end: slash < 0 || slash > end ? end : slash };
}
