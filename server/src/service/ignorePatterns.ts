/**
 * `uriLint.ignorePatterns`: globs and regular expressions over a whole URI.
 * A glob is read by the one glob compiler (`glob.ts`) in its URI dialect
 * (`URI_GLOB`: `*` and `?` the only wildcards, both crossing `/`).
 * The setting can come from a workspace settings file of any cloned
 * repository, so a pattern must never be able to hang the server: both kinds
 * run on RE2 (re2js), whose matching time is linear in the text, never
 * exponential, whatever the pattern. A pattern RE2 cannot read (a lookaround,
 * a backreference, a syntax error) is reported, not silently dropped.
 */
import type { RE2JS as Re2 } from 're2js';
import { Glob, URI_GLOB } from '../shared/glob';
import { LiteralIndex } from '../shared/literalIndex';
import { BoundedCache, CACHE_LIMITS } from './caches';

/** One compiled pattern. */
export interface UriPattern {
  /** As the user wrote it. */
  source: string;
  test(text: string): boolean;
}

/** A pattern that could not be compiled, and why. */
export interface InvalidPattern {
  source: string;
  reason: string;
}

/** What a list of patterns compiles to. */
export interface CompiledPatterns {
  patterns: UriPattern[];
  invalid: InvalidPattern[];
  /** How many patterns past `MAX_PATTERNS`, regular expressions past `MAX_REGEXES` or globs without a literal past `MAX_LOOSE`, are not used. */
  dropped: number;
  /** True when one of the patterns matches `text`: the globs whose literal ends fit it, then the regular expressions. */
  matches(text: string): boolean;
}

/**
 * The most patterns used: a settings file can hold a million,
 * and each is kept in memory. Globs are cheap past that test (only those whose
 * literal start and end fit a URI are ever compiled); each regular expression
 * is compiled at once and searched in every URI, so far fewer of them are used.
 */
export const MAX_PATTERNS = 100_000;
export const MAX_REGEXES = 1_000;

/** `/…/flags`: a regular expression; anything else is a glob. */
const REGEX_LITERAL = /^\/(.+)\/([a-z]*)$/s;

/** re2js is loaded with the first pattern, not at start-up: most workspaces set none. */
let re2: typeof Re2 | undefined;

function RE2(): typeof Re2 {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  re2 ??= (require('re2js') as { RE2JS: typeof Re2 }).RE2JS;
  return re2;
}

/** JavaScript flags and their RE2 meaning; `g` and `y` (stateful matching) and `u` (RE2 is Unicode-aware) change nothing here. */
function flagOf(letter: string): number | undefined {
  const { CASE_INSENSITIVE, DOTALL, MULTILINE } = RE2();
  return ({ i: CASE_INSENSITIVE, s: DOTALL, m: MULTILINE, g: 0, y: 0, u: 0 } as Record<string, number>)[letter];
}

/**
 * Compiles `uriLint.ignorePatterns` once per distinct list, whoever asks (every document and
 * resource with the same list shares it); never throws. A few lists are kept.
 */
export function compilePatterns(sources: readonly string[]): CompiledPatterns {
  // Only the patterns used make the key: joining a million would cost more than matching.
  const key = `${sources.length}\u0001${sources.slice(0, MAX_PATTERNS).join('\u0000')}`;
  return cache.getOrMake(key, () => compileList(sources));
}

const cache = new BoundedCache<string, CompiledPatterns>(CACHE_LIMITS.patternLists);

function compileList(sources: readonly string[]): CompiledPatterns {
  const patterns: UriPattern[] = [];
  const invalid: InvalidPattern[] = [];
  const globs = new LiteralIndex<Glob>();
  const regexes: UriPattern[] = [];
  let dropped = Math.max(0, sources.length - MAX_PATTERNS);
  for (const source of sources.slice(0, MAX_PATTERNS)) {
    if (!REGEX_LITERAL.test(source)) {
      const glob = new Glob(source, URI_GLOB);
      // Past so many globs without a literal character, each tried on every URI, the rest are not used.
      if (globs.add(glob, glob)) patterns.push(glob);
      else dropped++;
    } else if (regexes.length >= MAX_REGEXES) {
      dropped++;
    } else {
      try {
        const regex = compile(source);
        regexes.push(regex);
        patterns.push(regex);
      } catch (error) {
        invalid.push({ source, reason: error instanceof Error ? error.message : String(error) });
      }
    }
  }
  return { patterns, invalid, dropped, matches: (text) => globs.matches(text) || regexes.some((r) => r.test(text)) };
}

/** A `/…/flags` regular expression, searched in the URI as JavaScript's `test` does. */
function compile(source: string): UriPattern {
  const literal = REGEX_LITERAL.exec(source)!;
  const re = RE2().compile(literal[1]!, flagsOf(literal[2]!));
  return { source, test: (text) => re.matcher(text).find() };
}

function flagsOf(letters: string): number {
  let flags = 0;
  for (const letter of letters) {
    const flag = flagOf(letter);
    if (flag === undefined) throw new Error(`unknown flag "${letter}"`);
    flags |= flag;
  }
  return flags;
}
