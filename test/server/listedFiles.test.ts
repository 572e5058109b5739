/**
 * The Node platform's quick reading of a file a folder listing has just
 * named (node/files.ts `readListedFile`, for the index of links' build): a
 * regular file's text whatever its size up to the limit, nothing past it,
 * and nothing through a symbolic link, from a pipe or from a folder (the
 * confined reading answers those).
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FileAccess } from '@uri-lint/server/service';

/** The Node entry's file access, from the built server (it is no export of the packages). */
function nodeDisk(): FileAccess {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
  const files = require(path.resolve(__dirname, '../../../server/out/node/files.js')) as { nodeFileAccess(): FileAccess };
  return files.nodeFileAccess();
}

describe('Node: a listed file read at once', () => {
  let dir = '';
  const uri = (name: string) => pathToFileURL(path.join(dir, name)).href;
  // Larger than the first read (64 KiB), in characters of two bytes.
  const big = `${'é'.repeat(100_000)}x`;

  before(() => {
    dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'uri-lint-listed-')));
    fs.writeFileSync(path.join(dir, 'big.md'), big);
    fs.writeFileSync(path.join(dir, 'small.md'), 'hi');
    fs.symlinkSync(path.join(dir, 'small.md'), path.join(dir, 'link.md'));
    execFileSync('mkfifo', [path.join(dir, 'pipe.md')]);
  });
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reads a regular file whole, up to the limit exactly, and nothing past it', async () => {
    const disk = nodeDisk();
    assert.equal(await disk.readListedFile!(uri('small.md'), 10), 'hi');
    assert.equal(await disk.readListedFile!(uri('big.md'), 1024 * 1024), big);
    assert.equal(await disk.readListedFile!(uri('big.md'), Buffer.byteLength(big)), big);
    assert.equal(await disk.readListedFile!(uri('big.md'), Buffer.byteLength(big) - 1), undefined);
  });

  it('reads nothing through a symbolic link, from a pipe (without waiting on it) or from a folder', async () => {
    const disk = nodeDisk();
    assert.equal(await disk.readListedFile!(uri('link.md'), 10), undefined);
    assert.equal(await disk.readListedFile!(uri('pipe.md'), 10), undefined);
    assert.equal(await disk.readListedFile!(pathToFileURL(dir).href, 10), undefined);
  });
});
