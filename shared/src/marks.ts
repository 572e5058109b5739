/**
 * Where each component of a parsed reference starts and ends, and the
 * result objects built from those offsets.
 */
import type { Components, HostType, Range, Ranges } from './types';
import { indexOfEither } from './scan';
import { Ch } from './chars';

/**
 * Where each component starts and ends, as offsets (-1: absent). Parsing
 * fills these numbers in; the result objects are built once, at the end,
 * always with the same shape.
 */
export class Marks {
  schemeEnd = -1;
  authorityStart = -1;
  authorityEnd = -1;
  /** Offset of the "@" ending userinfo. */
  at = -1;
  hostStart = -1;
  hostEnd = -1;
  hostType: HostType = 'reg-name';
  /** Offset of the ":" before the port. */
  portColon = -1;
  pathStart = 0;
  pathEnd = 0;
  /** Offset of "?" and "#". */
  question = -1;
  hash = -1;

  /** Back to "nothing found", for the next call of `parse`. */
  reset(): void {
    this.schemeEnd = -1;
    this.authorityStart = -1;
    this.authorityEnd = -1;
    this.at = -1;
    this.hostStart = -1;
    this.hostEnd = -1;
    this.hostType = 'reg-name';
    this.portColon = -1;
    this.pathStart = 0;
    this.pathEnd = 0;
    this.question = -1;
    this.hash = -1;
  }
}

/** The value of a component, or undefined when its delimiter is absent. */
export function part(text: string, { present }: { present: boolean }, start: number, end: number): string | undefined {
  return present ? text.slice(start, end) : undefined;
}

/** A range, or undefined when the component is absent. */
export function span({ present }: { present: boolean }, start: number, end: number): Range | undefined {
  return present ? { start, end } : undefined;
}

/** Builds the components from the marks, every key always present (undefined when absent). */
export function componentsOf(text: string, m: Marks): Components {
  const n = text.length;
  const hasAuthority = m.authorityStart >= 0;
  const queryEnd = m.hash >= 0 ? m.hash : n;
  return {
    scheme: part(text, { present: m.schemeEnd >= 0 }, 0, m.schemeEnd),
    userinfo: part(text, { present: m.at >= 0 }, m.authorityStart, m.at),
    host: part(text, { present: hasAuthority }, m.hostStart, m.hostEnd),
    hostType: hasAuthority ? m.hostType : undefined,
    port: part(text, { present: m.portColon >= 0 }, m.portColon + 1, m.authorityEnd),
    path: text.slice(m.pathStart, m.pathEnd),
    query: part(text, { present: m.question >= 0 }, m.question + 1, queryEnd),
    fragment: part(text, { present: m.hash >= 0 }, m.hash + 1, n),
  };
}

/** Builds the ranges from the marks. */
export function rangesOf(text: string, m: Marks): Ranges {
  const n = text.length;
  const hasUserinfo = m.at >= 0;
  const userColon = hasUserinfo ? indexOfEither(text, Ch.COLON, Ch.COLON, m.authorityStart, m.at) : -1;
  return {
    scheme: span({ present: m.schemeEnd >= 0 }, 0, m.schemeEnd),
    authority: span({ present: m.authorityStart >= 0 }, m.authorityStart, m.authorityEnd),
    userinfo: span({ present: hasUserinfo }, m.authorityStart, m.at),
    user: span({ present: hasUserinfo }, m.authorityStart, userColon),
    password: span({ present: hasUserinfo && userColon < m.at }, userColon + 1, m.at),
    host: span({ present: m.authorityStart >= 0 }, m.hostStart, m.hostEnd),
    port: span({ present: m.portColon >= 0 }, m.portColon + 1, m.authorityEnd),
    path: { start: m.pathStart, end: m.pathEnd },
    query: span({ present: m.question >= 0 }, m.question + 1, m.hash >= 0 ? m.hash : n),
    fragment: span({ present: m.hash >= 0 }, m.hash + 1, n),
  };
}
