/**
 * Writing files back without losing anything: `--fix`'s fixed texts and the
 * cache. A file is replaced atomically (a temporary file beside it, renamed
 * over it), so a reader never sees half of it; the temporary name is short
 * whatever the file's name (a name near the file system's limit stays
 * fixable) and is removed on every failure. A fixed text is written only
 * over the very bytes that were checked, into a file that is still a
 * regular file with one name, writable by its mode, with its mode, owner and
 * group kept.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { reasonOf } from './errors';

/** What became of a fixed text: written, or not, why, and whether the run must fail (exit 2) for it. */
export type WriteOutcome = { written: true } | { written: false; note: string; failed: boolean };

/**
 * Replaces `file` (a path, or its bytes when the name is not UTF-8) with
 * `fixed` if it still holds `original`. Symbolic links are not written
 * through: the link is left as it is with a note, and the file it leads to
 * is fixed when it is checked itself.
 */
export function writeFixed(file: string | Buffer, original: Buffer, fixed: Buffer): WriteOutcome {
  const skip = (note: string, { failed = false }: { failed?: boolean } = {}): WriteOutcome => ({ written: false, note: `not fixed: ${note}`, failed });
  let before: fs.Stats;
  try {
    before = fs.lstatSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // Removed since it was read: writing would bring back a file someone deleted.
    return skip(code === 'ENOENT' ? 'changed while checking' : `cannot write (${reasonOf(error)})`, { failed: true });
  }
  if (before.isSymbolicLink()) return skip('a symbolic link (uri-lint fixes the file it leads to, not the link)');
  if (!before.isFile()) return skip('changed while checking', { failed: true });
  // A rename would part the names: the other names would keep the old text.
  if (before.nlink > 1) return skip(`the file has ${before.nlink} hard links`);
  if (!writableByMode(before)) return skip('the file is read-only');
  try {
    if (!writableByMode(fs.statSync(folderOf(file)))) return skip('its folder is read-only');
  } catch (error) {
    return skip(`cannot write (${reasonOf(error)})`, { failed: true });
  }
  try {
    const unchanged = replaceAtomically(file, fixed, { like: before, unless: () => !sameFile(file, before, original) });
    return unchanged ? { written: true } : skip('changed while checking', { failed: true });
  } catch (error) {
    return skip(`cannot write (${reasonOf(error)})`, { failed: true });
  }
}

/** How a replacement's temporary file is made. */
export interface ReplaceOptions {
  /** Give the new file this file's mode, owner and group (else a new file's, the umask applied). */
  like?: fs.Stats;
  /** Checked just before the rename: when it holds, the file is not replaced. */
  unless?: () => boolean;
}

/**
 * Writes `bytes` to a temporary file in `file`'s folder and renames it over
 * `file`; false when `options.unless` stopped it. The temporary file is
 * removed whatever happens. Throws file system errors.
 */
export function replaceAtomically(file: string | Buffer, bytes: Buffer, options: ReplaceOptions = {}): boolean {
  const temp = tempNameBeside(file);
  let fd: number | undefined;
  let renamed = false;
  try {
    // Created private, whatever the umask: the mode is set once the owner is.
    fd = fs.openSync(temp, 'wx', options.like ? 0o600 : 0o666);
    fs.writeFileSync(fd, bytes);
    if (options.like) keepOwnerAndMode(fd, options.like);
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    fd = undefined;
    if (options.unless?.()) return false;
    fs.renameSync(temp, file);
    renamed = true;
    return true;
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
    if (!renamed) fs.rmSync(temp, { force: true });
  }
}

/**
 * The owner and group (as root; a user can only keep a group of theirs),
 * then the mode: a change of owner clears setuid and setgid, and the mode
 * given to open is masked by the umask, so it is set exactly here.
 */
function keepOwnerAndMode(fd: number, like: fs.Stats): void {
  const own = fs.fstatSync(fd);
  let mode = like.mode & 0o7777;
  if (own.uid !== like.uid || own.gid !== like.gid) {
    try {
      fs.fchownSync(fd, like.uid, like.gid);
    } catch (error) {
      if (process.getuid?.() === 0) throw error;
      // Not root: the file becomes this user's, as any editor's save would make it; its group is kept when this
      // user belongs to it. Never setuid or setgid on a file whose owner changed: that would hand this user's
      // rights to whoever runs it.
      try {
        fs.fchownSync(fd, own.uid, like.gid);
      } catch {
        // Not a group of this user's: the file keeps this user's group.
      }
      mode &= 0o1777;
    }
  }
  fs.fchmodSync(fd, mode);
}

/**
 * A temporary name in `file`'s folder: short (a file named up to the file
 * system's limit, 255 bytes on most, can still be replaced), hidden, and
 * unique to this process and call.
 */
function tempNameBeside(file: string | Buffer): string | Buffer {
  const name = `.uri-lint-${process.pid.toString(36)}-${randomBytes(6).toString('hex')}.tmp`;
  if (typeof file === 'string') return path.join(path.dirname(file), name);
  const folder = folderOf(file);
  return typeof folder === 'string' ? path.join(folder, name) : Buffer.concat([folder, Buffer.from(path.sep + name)]);
}

/** The folder of `file`, as a path or as bytes as `file` is. */
function folderOf(file: string | Buffer): string | Buffer {
  if (typeof file === 'string') return path.dirname(file);
  const slash = file.lastIndexOf(path.sep.charCodeAt(0));
  return slash < 0 ? '.' : slash === 0 ? path.sep : file.subarray(0, slash);
}

/** Whether `file` is still the file of `stats` and still holds exactly `bytes`. */
function sameFile(file: string | Buffer, stats: fs.Stats, bytes: Buffer): boolean {
  let fd: number | undefined;
  try {
    const now = fs.lstatSync(file);
    if (now.ino !== stats.ino || now.dev !== stats.dev || now.size !== bytes.length || !now.isFile()) return false;
    fd = fs.openSync(file, fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0) | (fs.constants.O_NOFOLLOW ?? 0));
    // One byte more than expected shows a file that grew since the stat.
    const current = Buffer.allocUnsafe(bytes.length + 1);
    let length = 0;
    for (let n = -1; n !== 0 && length < current.length; length += n) n = fs.readSync(fd, current, length, current.length - length, null);
    return length === bytes.length && current.subarray(0, length).equals(bytes);
  } catch {
    return false;
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/**
 * Whether the mode of `stats` lets this user write: the owner's bit for the
 * owner and for root (root can write anything, but a file or folder made
 * read-only says it is not to be changed), the group's for a member, else
 * the others'.
 */
function writableByMode(stats: fs.Stats): boolean {
  const uid = process.getuid?.();
  if (uid === undefined) return (stats.mode & 0o200) !== 0;
  if (uid === 0 || uid === stats.uid) return (stats.mode & 0o200) !== 0;
  if (process.getgid?.() === stats.gid || process.getgroups?.().includes(stats.gid)) return (stats.mode & 0o020) !== 0;
  return (stats.mode & 0o002) !== 0;
}
