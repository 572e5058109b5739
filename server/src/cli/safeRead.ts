/**
 * Reading the small files a repository steers a run with (configuration,
 * ignore files, the cache) without letting the repository hang or exhaust
 * the command: only a regular file is opened (a FIFO named `.gitignore`
 * would block the open for ever, a link to `/dev/zero` never ends), it is
 * opened non-blocking in case it was swapped for one since, and never more
 * than its bound is read.
 */
import fs from 'node:fs';
import { reasonOf } from './errors';

/** What reading a bounded file came to. */
export type BoundedRead =
  | { bytes: Buffer }
  | { missing: true }
  /** Not a regular file, too large, or unreadable: the reason, ready for a message. */
  | { problem: string };

/** Configuration and ignore files: far larger than any written by hand. */
export const MAX_SETTINGS_FILE = 4 * 1024 * 1024;

/** O_NONBLOCK keeps an open of a FIFO from waiting for a writer (0 where the platform has none). */
const OPEN_FLAGS = fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0) | (fs.constants.O_NOCTTY ?? 0);

/** The bytes of `file` when it is a regular file of at most `max` bytes. */
export function readBounded(file: string | Buffer, max: number): BoundedRead {
  let fd: number;
  try {
    // Stat first: opening a device can itself have effects.
    const kind = kindOf(fs.statSync(file));
    if (kind) return { problem: `not a regular file (${kind})` };
    fd = fs.openSync(file, OPEN_FLAGS);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT' || code === 'ENOTDIR' ? { missing: true } : { problem: reasonOf(error) };
  }
  try {
    const stats = fs.fstatSync(fd);
    const kind = kindOf(stats);
    if (kind) return { problem: `not a regular file (${kind})` };
    if (stats.size > max) return { problem: tooLarge(max) };
    // The size can change under us (a file still being written, a file in /proc): read until the end, never past the bound.
    let buffer = Buffer.allocUnsafe(Math.min(max + 1, stats.size + 1));
    let length = 0;
    for (;;) {
      if (length === buffer.length) {
        if (length > max) return { problem: tooLarge(max) };
        const larger = Buffer.allocUnsafe(Math.min(max + 1, 2 * length));
        buffer.copy(larger, 0, 0, length);
        buffer = larger;
      }
      const n = fs.readSync(fd, buffer, length, buffer.length - length, null);
      if (n === 0) break;
      length += n;
    }
    if (length > max) return { problem: tooLarge(max) };
    return { bytes: buffer.subarray(0, length) };
  } catch (error) {
    return { problem: reasonOf(error) };
  } finally {
    fs.closeSync(fd);
  }
}

/** What a file that is not a regular file is, for a message; undefined for a regular file. */
export function kindOf(stats: fs.Stats): string | undefined {
  if (stats.isFile()) return undefined;
  if (stats.isDirectory()) return 'a folder';
  if (stats.isFIFO()) return 'a FIFO';
  if (stats.isCharacterDevice()) return 'a character device';
  if (stats.isBlockDevice()) return 'a block device';
  if (stats.isSocket()) return 'a socket';
  return 'not a file';
}

function tooLarge(max: number): string {
  return `too large (over ${max} bytes)`;
}
