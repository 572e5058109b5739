/**
 * A workspace with symbolic links out of it and inside it, for the server's
 * and the command line's tests of what lies beyond (outside.test.ts,
 * test/cli/links.test.ts).
 */
import fs from 'node:fs';
import path from 'node:path';

/** What lies outside: every text holds `zq7` (any case), which nothing inside holds. */
export const OUTSIDE_TREE = {
  'secret.md': '# Outside Zq7heading\n\n## Zq7second\n\nline\n',
  'data.json': '{ "zq7Member": 1 }\n',
  'sub/zq7private.md': '# X\n',
};

/** Links through symbolic links, out of the workspace and inside it. */
export const LINKS_DOC = [
  '[l1](out/secret.md)',
  '[l2](out/secret.md#nope)',
  '[l3](secret-link.md)',
  '[l4](secret-link.md#nope)',
  '[l5](secret-link.md#L99)',
  '[l6](out/zq7missin.md)',
  '[l7](out/sub/)',
  '[in](inner-link.md#nope)',
  '',
].join('\n');

/** Makes the links of `LINKS_DOC` in `dir`, to `outside` and to a file of `dir`. */
export function linkOut(dir: string, outside: string): void {
  fs.symlinkSync(outside, path.join(dir, 'out'));
  fs.symlinkSync(path.join(outside, 'secret.md'), path.join(dir, 'secret-link.md'));
  fs.writeFileSync(path.join(dir, 'inner.md'), '# Inner\n');
  fs.symlinkSync(path.join(dir, 'inner.md'), path.join(dir, 'inner-link.md'));
}

