/**
 * The one binary search (as Rust's `slice::partition_point`): every sorted
 * lookup of the finder, the service and the document store (a reference at
 * an offset, a line, a chunk, a fenced block, a directive's region, a piece
 * of a joined text) is a question of where a predicate that holds for a
 * prefix stops holding.
 */

/**
 * The number of leading indexes of `[0, length)` for which `before` holds,
 * `before` being true for a prefix and false after it: the first index where
 * it is false, or `length`. O(log length) calls of `before`.
 */
export function partitionPoint(length: number, before: (index: number) => boolean): number {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (before(mid)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
