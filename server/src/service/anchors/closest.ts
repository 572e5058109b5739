/**
 * The closest of a document's anchors to a fragment that names none, for
 * the quick fix: by edit distance over ids, a heading renamed or a word
 * mistyped (`#instalation` for `#installation`), never one merely nearby.
 */
import { distance } from 'fastest-levenshtein';

/**
 * The candidate nearest `wanted`, or undefined when none is near: at most
 * a third of the longer one's characters differ (at least 2 may), so
 * `#setup` does not become `#set`-anything. Case differences count once.
 */
export function closestId(wanted: string, candidates: Iterable<string>): string | undefined {
  const lower = wanted.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    if (candidate === wanted) continue;
    const d = distance(lower, candidate.toLowerCase()) + (candidate.toLowerCase() === lower ? 1 : 0);
    const limit = Math.max(2, Math.floor(Math.max(wanted.length, candidate.length) / 3));
    if (d <= limit && d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}
