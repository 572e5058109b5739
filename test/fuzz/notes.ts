/**
 * What a fuzz run saw that is worth reporting but fails no property: inputs
 * skipped because they hit a known bug (known.ts), or a fix whose result
 * prose reads shorter, as it would anywhere (properties.ts,
 * `inherentlyShorter`). Counted per kind, with the first
 * example of each; the long run prints them.
 */

/** One kind of note: how often it was made, and its first example. */
export interface Note {
  count: number;
  example: string;
}

const notes = new Map<string, Note>();

/** Records one occurrence of `kind`; `example` is kept for the first one. */
export function note(kind: string, example: () => string): void {
  const seen = notes.get(kind);
  if (seen) seen.count++;
  else notes.set(kind, { count: 1, example: example() });
}

/** The notes made since the last call, and forgets them. */
export function takeNotes(): Record<string, Note> {
  const out = Object.fromEntries(notes);
  notes.clear();
  return out;
}
