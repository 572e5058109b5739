/**
 * Which component of a parsed reference holds an offset (RFC 3986 §3): what
 * the encode fix encodes a character for, and where a template expression's
 * value goes.
 */
import type { Ranges } from './types';

/** The components a character of a reference can stand in (the authority's parts, not the authority). */
export type ComponentAt = 'scheme' | 'userinfo' | 'host' | 'port' | 'path' | 'query' | 'fragment';

/** The component of `ranges` holding `offset`; the path for anything outside the others (it is always present, §3.3). */
export function componentAt(ranges: Ranges, offset: number): ComponentAt {
  const inside = (range?: { start: number; end: number }) => range !== undefined && offset >= range.start && offset < range.end;
  if (inside(ranges.scheme)) return 'scheme';
  if (inside(ranges.userinfo)) return 'userinfo';
  if (inside(ranges.host)) return 'host';
  if (inside(ranges.port)) return 'port';
  if (inside(ranges.query)) return 'query';
  if (inside(ranges.fragment)) return 'fragment';
  return 'path';
}
