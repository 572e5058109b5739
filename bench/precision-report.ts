/** Counting and printing for the precision bench's two halves. */

/** Adds `n` to `key`'s count. */
export function add(counts: Map<string, number>, key: string, n = 1): void {
  counts.set(key, (counts.get(key) ?? 0) + n);
}

/** Counts as a table, largest first. */
export function printCounts(title: string, counts: Map<string, number>): void {
  console.log(`\n${title}`);
  for (const [key, n] of [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))) {
    console.log(`  ${String(n).padStart(7)}  ${key}`);
  }
}
