/**
 * The closest of a document's anchors to a fragment that names none, for
 * the quick fix: by edit distance over ids, a heading mistyped
 * (`#instalation` for `#installation`) or grown longer (`#installation`
 * for `#installation-on-linux`), never one merely nearby.
 */
import { distance } from 'fastest-levenshtein';

/**
 * The candidate nearest `wanted`, or undefined when none is near: at most
 * a third of `wanted`'s characters differ (at least 2 may), counting a
 * candidate that goes on past `wanted`'s length as one more difference
 * than its beginning has. Letter case counts as one difference in all.
 */
export function closestId(wanted: string, candidates: Iterable<string>): string | undefined {
  const lower = wanted.toLowerCase();
  const limit = Math.max(2, Math.floor(wanted.length / 3));
  let best: string | undefined;
  let bestScore = Infinity;
  for (const candidate of candidates) {
    if (candidate === wanted) continue;
    const other = candidate.toLowerCase();
    const whole = distance(lower, other);
    const start = other.length > lower.length ? distance(lower, other.slice(0, lower.length)) + 1 : Infinity;
    const score = Math.min(whole, start) + (other === lower ? 1 : 0);
    if (score <= limit && score < bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}
