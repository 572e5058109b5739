/**
 * Reading the finder's fixture tables (test/fixtures/find/): lines starting
 * with `%` are comments, and blank lines separate the blocks of a table.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const FIXTURES = join(__dirname, '../../../test/fixtures/find');

/** The text of a fixture file. */
export function fixture(name: string): string {
  return readFileSync(join(FIXTURES, name), 'utf8');
}

/** The blocks of a fixture table: runs of non-comment lines between blank lines. */
export function fixtureBlocks(name: string): string[][] {
  const blocks: string[][] = [[]];
  for (const line of fixture(name).split('\n')) {
    if (line.startsWith('%')) continue;
    if (line === '') blocks.push([]);
    else blocks[blocks.length - 1]!.push(line);
  }
  return blocks.filter((block) => block.length > 0);
}
