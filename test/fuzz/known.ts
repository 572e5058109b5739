/**
 * Bugs the fuzzer found that are not fixed yet. Inputs that hit one are
 * skipped and counted (notes.ts), so that a run keeps looking for new bugs
 * and stays green; each entry says how to reproduce it. Remove an entry when
 * its bug is fixed: the fuzzer then checks those inputs again.
 */
import type { FoundUri } from '@uri-lint/shared';

/** A known bug of the server's protocol handlers. */
export interface KnownProtocolBug {
  id: string;
  /** What happens, and a minimal reproduction. */
  summary: string;
  matches(method: string, params: unknown): boolean;
}

export const KNOWN_PROTOCOL_BUGS: readonly KnownProtocolBug[] = [];


/** The known bug `method` with `params` would hit, if any. */
export function knownProtocolBug(method: string, params: unknown): KnownProtocolBug | undefined {
  return KNOWN_PROTOCOL_BUGS.find((bug) => bug.matches(method, params));
}

/** A known bug of `findUris`: a reference it returns that it should not. */
export interface KnownFinderBug {
  id: string;
  summary: string;
  matches(found: FoundUri, from: number, to: number): boolean;
}

export const KNOWN_FINDER_BUGS: readonly KnownFinderBug[] = [];

/** The known bug a reference found in `[from, to)` shows, if any. */
export function knownFinderBug(found: FoundUri, from: number, to: number): KnownFinderBug | undefined {
  return KNOWN_FINDER_BUGS.find((bug) => bug.matches(found, from, to));
}
