/**
 * The globs of a configuration's `overrides`, `files` and `ignores`, and the
 * command line's path arguments, as matchers of paths relative to a folder.
 * The globs are read and matched by the one glob compiler of the project
 * (server/src/shared/glob.ts: RE2, in time linear in the name, so a repository's
 * configuration cannot hang a run), in its path dialect, the one
 * `uriLint.ignorePatterns` reads too with the options of a URI; the two read
 * a glob alike, and `*` matches a name that starts with `.` as any other
 * (`uri-lint '**\/*.md'` takes the files `uri-lint .` takes).
 * `.urilintignore` is gitignore's syntax, read by the `ignore` package as git
 * reads it (config/ignoreFiles.ts).
 */
import { Glob, splitAtWildcard } from '../shared/glob';
import { LiteralIndex, MAX_LOOSE } from '../shared/literalIndex';

/** A matcher of `/`-separated paths relative to the configuration's folder. */
export type PathMatcher = (relativePath: string) => boolean;

/**
 * The matcher of `glob`; a glob without `/` matches a name at any depth, and
 * one that starts with `/` only in the configuration's folder, as in
 * .gitignore. Throws an Error saying why a glob cannot be used.
 */
export function overrideMatcher(glob: string): PathMatcher {
  const compiled = new Glob(glob);
  return (p) => compiled.test(p);
}

/**
 * One matcher of several globs, as a configuration's `overrides`, `files`
 * and `ignores` give them; throws an Error naming the glob that cannot be
 * used. Each glob is translated at once (so a bad one is told when the
 * configuration is read) and compiled when a path first fits its literal
 * text: a list of 100,000 globs costs a few lookups per path.
 */
export function globsMatcher(globs: readonly string[]): PathMatcher {
  const index = new LiteralIndex<Glob>();
  for (const glob of new Set(globs)) {
    let compiled: Glob;
    try {
      compiled = new Glob(glob);
    } catch (error) {
      // A glob of thousands of characters is named by its start.
      throw new Error(`"${glob.length > 80 ? `${glob.slice(0, 80)}…` : glob}" ${(error as Error).message}`);
    }
    if (!index.add(compiled, compiled)) throw new Error(`holds more than ${MAX_LOOSE} globs without a literal character (or negated): write fewer, or name the files`);
  }
  return (relative) => index.matches(relative);
}

/**
 * A path argument of the command line read as a glob: the folder its leading
 * segments without a wildcard name (`docs/**\/*.md`: `docs`), and the matcher
 * of paths relative to that folder (`**\/*.md`), anchored there as a shell
 * reads it (`*.md` names the folder's own files). Undefined when the argument
 * holds no wildcard (a path). Throws an Error saying why a glob cannot be used.
 */
export function pathGlob(argument: string): { base: string; matches: PathMatcher } | undefined {
  const split = splitAtWildcard(argument);
  if (split === undefined) return undefined;
  const compiled = new Glob(split.rest, { rooted: true });
  return { base: split.base, matches: (relative) => compiled.test(relative) };
}
