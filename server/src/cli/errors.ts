/**
 * The errors that stop a run with exit code 2 and one message naming what
 * was wrong: a usage error, a bad configuration, a path that cannot be read.
 */

/** An error the user can fix; its message is printed as is. */
export class CliError extends Error {}

/** A command line that cannot be run as written. */
export class UsageError extends CliError {}

/** A configuration that cannot be used; the message names the file and what is wrong. */
export class ConfigError extends CliError {}

/** A path given on the command line that is neither a file, a folder nor a glob matching anything. */
export class PathError extends CliError {}

/** A plain reason for a file system error (`ENOENT` → no such file or folder). */
export function reasonOf(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  switch (code) {
    case 'ENOENT': return 'no such file or folder';
    case 'EACCES': case 'EPERM': return 'permission denied';
    case 'ELOOP': return 'too many levels of symbolic links';
    case 'EISDIR': return 'is a folder';
    case 'ENOTDIR': return 'a path through something that is not a folder';
    case 'EROFS': return 'read-only file system';
    case 'ENOSPC': return 'no space left on the device';
    case 'ENAMETOOLONG': return 'name too long';
    default: return code ?? String(error);
  }
}
