/**
 * Reading the small files a repository steers a run with (configuration,
 * ignore files, the cache) without letting the repository hang or exhaust
 * the command: only a regular file is opened (a FIFO named `.gitignore`
 * would block the open for ever, a link to `/dev/zero` never ends), it is
 * opened non-blocking in case it was swapped for one since, and never more
 * than its bound is read. And the files a run checks, or reads for the
 * anchors fragments name (`readUpTo`): opened non-blocking, read no further
 * than a bound, into one buffer reused from file to file.
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

/** A JSON report `merge-reports` reads: as large as a run's report of a large repository gets, and far within a string. */
export const MAX_REPORT_FILE = 256 * 1024 * 1024;

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

/** Where files are read: most fit, so reading one is open, read, read (to see its end) and close, without a stat. */
let scratch = Buffer.allocUnsafe(256 * 1024);

/**
 * The bytes of `file` (a view of the scratch space, valid until the next
 * read), or its size when that is over `max` bytes (then it is read no further).
 */
export function readUpTo(file: string | Buffer, max: number): Buffer | number {
  // Non-blocking: a file swapped for a FIFO since the walk must not hold the run.
  const fd = fs.openSync(file, fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0));
  try {
    let length = 0;
    for (;;) {
      if (length === scratch.length) {
        // The stat's size, or what was read when the file grows as it is read.
        const size = Math.max(fs.fstatSync(fd).size, length);
        if (size > max) return size;
        const larger = Buffer.allocUnsafe(Math.min(Math.max(size + 1, 2 * scratch.length), max + 1));
        scratch.copy(larger, 0, 0, length);
        scratch = larger;
      }
      const n = fs.readSync(fd, scratch, length, scratch.length - length, null);
      if (n === 0) return length > max ? length : scratch.subarray(0, length);
      length += n;
    }
  } finally {
    fs.closeSync(fd);
  }
}
